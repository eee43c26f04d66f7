"""The main window's menu bar: File, View and Help, kept apart from the window that hosts them.

Each item calls the window (its scenario files, exports, view settings and
resets). A section other parts of the app contribute to the File menu (the
tournament desk's event items) is any object with ``add_to(menu)``,
``retranslate_ui()`` and ``update_enabled()``: the menu bar places it after the
scenario items and lets it word and enable its own items, so the window never
names them.
"""

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

from companion.gui import theme
from companion.gui.i18n import LANGUAGE_NAMES, LANGUAGES


class FileSection(Protocol):
    """Items another part of the app adds to the File menu."""

    def add_to(self, menu: QMenu) -> None: ...

    def retranslate_ui(self) -> None: ...

    def update_enabled(self) -> None: ...


class MainMenu(QMenuBar):
    """File, View and Help over ``window`` (a ``MainWindow``), with ``sections`` in the File menu."""

    def __init__(self, window, sections: Sequence[FileSection] = (), parent: QWidget | None = None):
        super().__init__(parent)
        self.window_ = window
        self.sections = tuple(sections)
        settings = window.settings

        self.file_menu = self.addMenu("")
        self.open_action = self.action(self.file_menu, QKeySequence.StandardKey.Open, window.open_scenario_dialog)
        self.save_action = self.action(self.file_menu, QKeySequence.StandardKey.Save, window.save_scenario_dialog)
        for section in self.sections:
            self.file_menu.addSeparator()
            section.add_to(self.file_menu)
        self.file_menu.addSeparator()
        self.export_png_action = self.action(self.file_menu, None, lambda: window.export_charts("png"))
        self.export_svg_action = self.action(self.file_menu, None, lambda: window.export_charts("svg"))
        self.export_csv_action = self.action(self.file_menu, None, window.export_csv)
        self.file_menu.addSeparator()
        self.quit_action = self.action(self.file_menu, QKeySequence.StandardKey.Quit, window.close)

        self.view_menu = self.addMenu("")
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_group = QActionGroup(self)
        self.theme_actions = {}
        for name in theme.THEMES:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _=False, n=name: window.set_theme(n))
            self.theme_group.addAction(action)
            self.theme_menu.addAction(action)
            self.theme_actions[name] = action
        self.theme_actions[theme.current_theme(settings)].setChecked(True)
        self.large_text_action = QAction(self, checkable=True)
        self.large_text_action.setShortcut(QKeySequence("Ctrl+L"))
        self.large_text_action.setChecked(theme.large_text(settings))
        self.large_text_action.toggled.connect(window.set_large_text)
        self.view_menu.addAction(self.large_text_action)
        self.language_menu = self.view_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions = {}
        for code in LANGUAGES:
            # Each language is named in itself, so anyone can find their own.
            action = QAction(LANGUAGE_NAMES[code], self, checkable=True)
            action.triggered.connect(lambda _=False, c=code: window.set_language(c))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action
        self.language_actions[window.translations.language].setChecked(True)
        self.view_menu.addSeparator()
        self.reset_form_action = self.action(self.view_menu, QKeySequence("Ctrl+R"), window.reset_current_form)
        self.reset_all_action = self.action(self.view_menu, None, window.reset_all)
        self.undo_reset_action = self.action(self.view_menu, None, window.undo_reset)
        self.undo_reset_action.setEnabled(False)

        self.help_menu = self.addMenu("")
        self.about_action = self.action(self.help_menu, None, window.show_about)
        self.retranslate_ui()

    def action(self, menu: QMenu, shortcut, slot) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def update_enabled(self, on_game: bool) -> None:
        """The scenario items act on a calculator page; each section enables its own items."""
        for action in (self.save_action, self.export_png_action, self.export_svg_action, self.export_csv_action,
                       self.reset_form_action):
            action.setEnabled(on_game)
        for section in self.sections:
            section.update_enabled()

    def show_view_settings(self, settings) -> None:
        """The theme and large-text items as the preferences hold them now."""
        self.theme_actions[theme.current_theme(settings)].setChecked(True)
        self.large_text_action.blockSignals(True)
        self.large_text_action.setChecked(theme.large_text(settings))
        self.large_text_action.blockSignals(False)

    def show_language(self, language: str) -> None:
        self.language_actions[language].setChecked(True)

    def retranslate_ui(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.open_action.setText(self.tr("&Open scenario…"))
        self.save_action.setText(self.tr("&Save scenario…"))
        self.export_png_action.setText(self.tr("Export charts as &PNG…"))
        self.export_svg_action.setText(self.tr("Export charts as S&VG…"))
        self.export_csv_action.setText(self.tr("Export results as &CSV…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.theme_menu.setTitle(self.tr("&Theme"))
        self.language_menu.setTitle(self.tr("Lan&guage"))
        names = {"system": self.tr("Follow the &system"), "light": self.tr("&Light"), "dark": self.tr("&Dark")}
        for name, action in self.theme_actions.items():
            action.setText(names[name])
        self.large_text_action.setText(self.tr("&Large text"))
        self.reset_form_action.setText(self.tr("&Reset this form"))
        self.reset_all_action.setText(self.tr("Reset &all to defaults"))
        self.undo_reset_action.setText(self.tr("&Undo reset"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Companion"))
        for section in self.sections:
            section.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
