"""The main window: one tab per registered game, the Tournament desk's tab after them, menus, scenario files.

The desk is not a game (the registry stays games-only): its tab is a
placeholder until it is first chosen, or a File menu item of the desk's is
used, so its libraries load only then.
"""

import gc
import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QPoint, QRect, QSignalBlocker, QSize, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow, QMessageBox, QTabWidget, QWidget

from companion import __version__, games
from companion.gui import dialogs, theme
from companion.gui.errors import describe
from companion.gui.formatting import fill
from companion.gui.game_tab import GameTab
from companion.gui.i18n import LANGUAGE_NAMES, LANGUAGES, Translations
from companion.gui.panel import CalculatorPanel
from companion.model.errors import InputError
from companion.scenario import LEGACY_SUFFIX, SUFFIX, Scenario, ScenarioError, load_scenario, save_scenario
from companion.tournament.gui import title as desk_title


class MainWindow(QMainWindow):
    def __init__(self, settings, translations: Translations | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        if translations is None:
            translations = Translations(QApplication.instance())
            translations.switch("en")  # English's own catalogue holds its plural forms
        self.translations = translations
        self.tabs = QTabWidget()
        self.tabs.setObjectName("gameTabs")
        self._modules = [importlib.import_module(entry.gui_module) for entry in games.GAMES]
        self._built: list[GameTab | None] = [None] * len(self._modules)
        for _ in self._modules:
            self.tabs.addTab(QWidget(), "")
        self.desk_index = self.tabs.addTab(QWidget(), "")
        self.desk = None
        start = int(settings.value("window/tab", 0) or 0) % (len(self._modules) + 1)
        if start == self.desk_index:
            QTimer.singleShot(0, self, self.desk_tab)  # after the window is shown: the desk loads its libraries
        else:
            self._build_tab(start)
        self.tabs.setCurrentIndex(start)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.setCentralWidget(self.tabs)
        self._build_menus()
        self.retranslate_ui()
        self.place_on_screen(settings.value("window/geometry"))
        # The other games are built right after the window is first shown, one per event-loop turn,
        # so the window appears sooner and is ready before the user reaches another tab.
        QTimer.singleShot(0, self, self._build_next_tab)

    # --- size and place ---

    def place_on_screen(self, saved) -> None:
        """The saved geometry if it still fits the screen, else the preferred size shrunk to fit, centred.

        A laptop at 1366×768 or 1280×720 must see the lower chart and the explanations, so
        the window never opens taller or wider than the screen's free area (taskbars excluded).
        """
        available = self._available_geometry()
        if isinstance(saved, QByteArray) and self.restoreGeometry(saved) and available.contains(self.frameGeometry()):
            return
        self.resize(fitting_size(available.size() - FRAME_ALLOWANCE))
        self.move(available.center() - self.rect().center())

    def _available_geometry(self) -> QRect:
        return (self.screen() or QGuiApplication.primaryScreen()).availableGeometry()

    def _fit_frame(self) -> None:
        """Once shown, the window manager's frame is known: shrink and move the window until it all fits."""
        available = self._available_geometry()
        if available.contains(self.frameGeometry()):
            return
        margins = self.frameGeometry().size() - self.geometry().size()
        self.resize(fitting_size(available.size() - margins))
        frame = self.frameGeometry()
        frame.moveTopLeft(QPoint(max(available.left(), min(frame.left(), available.right() - frame.width() + 1)),
                                 max(available.top(), min(frame.top(), available.bottom() - frame.height() + 1))))
        self.move(frame.topLeft())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._fit_frame)

    # --- game tabs, built on first need ---

    def _tab_changed(self, index: int) -> None:
        if index == self.desk_index:
            self.desk_tab()
        else:
            self._build_tab(index)
        self._update_actions()

    def _build_tab(self, index: int) -> GameTab:
        tab = self._built[index]
        if tab is None:
            tab = self._modules[index].create_tab(self.settings)
            self._built[index] = tab
            current = self.tabs.currentIndex()
            with QSignalBlocker(self.tabs):
                placeholder = self.tabs.widget(index)
                self.tabs.removeTab(index)
                self.tabs.insertTab(index, tab, self._modules[index].title())
                self.tabs.setCurrentIndex(current)
            placeholder.deleteLater()
        return tab

    def desk_tab(self):
        """The Tournament tab, built (and its libraries loaded) on first use."""
        if self.desk is None:
            from companion.tournament import gui as desk_gui

            self.desk = desk_gui.create_desk(self.settings)
            self.desk.event_open.connect(lambda _open: self._update_actions())
            self.desk.status.connect(lambda text: self.statusBar().showMessage(text, STATUS_MILLISECONDS))
            current = self.tabs.currentIndex()
            with QSignalBlocker(self.tabs):
                placeholder = self.tabs.widget(self.desk_index)
                self.tabs.removeTab(self.desk_index)
                self.tabs.insertTab(self.desk_index, self.desk, desk_gui.title())
                self.tabs.setCurrentIndex(current)
            placeholder.deleteLater()
            self._update_actions()
        return self.desk

    def show_desk(self):
        """The desk, made the current tab: what its File menu items act on."""
        desk = self.desk_tab()
        self.tabs.setCurrentIndex(self.desk_index)
        return desk

    def _build_next_tab(self) -> None:
        pending = [index for index, tab in enumerate(self._built) if tab is None]
        if pending:
            self._build_tab(pending[0])
            QTimer.singleShot(0, self, self._build_next_tab)
        else:
            # Every page now exists and lives as long as the window: the garbage collector need not look at
            # these 100,000 objects again. A full collection through them took 20 ms, a dropped frame in
            # the middle of a form change.
            gc.freeze()

    @property
    def game_tabs(self) -> list[GameTab]:
        """Every game's tab, building any not built yet."""
        return [self._build_tab(index) for index in range(len(self._modules))]

    # --- menus ---

    def _build_menus(self) -> None:
        self.file_menu = self.menuBar().addMenu("")
        self.open_action = self._action(self.file_menu, QKeySequence.StandardKey.Open, self.open_scenario_dialog)
        self.save_action = self._action(self.file_menu, QKeySequence.StandardKey.Save, self.save_scenario_dialog)
        self.file_menu.addSeparator()
        self.new_event_action = self._action(self.file_menu, None, lambda: self.show_desk().new_event())
        self.open_event_action = self._action(self.file_menu, None, lambda: self.show_desk().open_event())
        self.open_server_action = self._action(self.file_menu, None, lambda: self.show_desk().open_server_event())
        self.recent_menu = self.file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent_events)
        self.export_event_menu = self.file_menu.addMenu("")
        self.export_event_actions = {fmt: self._action(self.export_event_menu, None,
                                                       lambda _=False, f=fmt: self.show_desk().export(f))
                                     for fmt in ("csv-standings", "csv-results", "json")}
        self.print_action = self._action(self.file_menu, QKeySequence.StandardKey.Print,
                                         lambda: self.show_desk().documents.print_document())
        self.export_pdf_action = self._action(self.file_menu, None, lambda: self.show_desk().documents.export_pdf())
        self.players_page_action = self._action(self.file_menu, None,
                                                lambda: self.show_desk().documents.export_players_page())
        self.projector_action = self._action(self.file_menu, None, lambda: self.show_desk().documents.show_projector())
        self.file_menu.addSeparator()
        self.export_png_action = self._action(self.file_menu, None, lambda: self.export_charts("png"))
        self.export_svg_action = self._action(self.file_menu, None, lambda: self.export_charts("svg"))
        self.export_csv_action = self._action(self.file_menu, None, self.export_csv)
        self.file_menu.addSeparator()
        self.quit_action = self._action(self.file_menu, QKeySequence.StandardKey.Quit, self.close)

        self.view_menu = self.menuBar().addMenu("")
        self.theme_menu = self.view_menu.addMenu("")
        self.theme_group = QActionGroup(self)
        self.theme_actions = {}
        for name in theme.THEMES:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _=False, n=name: self.set_theme(n))
            self.theme_group.addAction(action)
            self.theme_menu.addAction(action)
            self.theme_actions[name] = action
        self.theme_actions[theme.current_theme(self.settings)].setChecked(True)
        self.large_text_action = QAction(self, checkable=True)
        self.large_text_action.setShortcut(QKeySequence("Ctrl+L"))
        self.large_text_action.setChecked(theme.large_text(self.settings))
        self.large_text_action.toggled.connect(self.set_large_text)
        self.view_menu.addAction(self.large_text_action)
        self.language_menu = self.view_menu.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_actions = {}
        for code in LANGUAGES:
            # Each language is named in itself, so anyone can find their own.
            action = QAction(LANGUAGE_NAMES[code], self, checkable=True)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.language_group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[code] = action
        self.language_actions[self.translations.language].setChecked(True)
        self.view_menu.addSeparator()
        self.reset_form_action = self._action(self.view_menu, QKeySequence("Ctrl+R"), self.reset_current_form)
        self.reset_all_action = self._action(self.view_menu, None, self.reset_all)
        self.undo_reset_action = self._action(self.view_menu, None, self.undo_reset)
        self.undo_reset_action.setEnabled(False)
        self._reset_undo: ResetUndo | None = None

        self.help_menu = self.menuBar().addMenu("")
        self.about_action = self._action(self.help_menu, None, self.show_about)
        self._update_actions()

    def _fill_recent_events(self) -> None:
        """Each event opened lately; read from the preferences, so the desk need not be loaded to list them."""
        from companion.tournament.gui.desk_settings import recent_events, shown_location

        self.recent_menu.clear()
        recent = recent_events(self.settings)
        for location in recent:
            action = self.recent_menu.addAction(shown_location(location))
            action.triggered.connect(lambda _=False, where=location: self.show_desk().open_recent(where))
        if not recent:
            self.recent_menu.addAction(self.tr("No recent events")).setEnabled(False)

    def _update_actions(self) -> None:
        """The scenario items act on a calculator page, the event items on an open event."""
        on_game = self.tabs.currentIndex() != self.desk_index
        for action in (self.save_action, self.export_png_action, self.export_svg_action, self.export_csv_action,
                       self.reset_form_action):
            action.setEnabled(on_game)
        event_open = self.desk is not None and self.desk.session is not None
        for item in (self.export_event_menu, self.print_action, self.export_pdf_action, self.players_page_action,
                     self.projector_action):
            item.setEnabled(event_open)

    def _action(self, menu, shortcut, slot) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Companion"))
        for index, module in enumerate(self._modules):
            self.tabs.setTabText(index, module.title())
        self.tabs.setTabText(self.desk_index, desk_title())
        self.file_menu.setTitle(self.tr("&File"))
        self.open_action.setText(self.tr("&Open scenario…"))
        self.save_action.setText(self.tr("&Save scenario…"))
        self.export_png_action.setText(self.tr("Export charts as &PNG…"))
        self.export_svg_action.setText(self.tr("Export charts as S&VG…"))
        self.export_csv_action.setText(self.tr("Export results as &CSV…"))
        self.new_event_action.setText(self.tr("&New event…"))
        self.open_event_action.setText(self.tr("Open &event…"))
        self.open_server_action.setText(self.tr("Open event from a ser&ver…"))
        self.recent_menu.setTitle(self.tr("Open &recent events"))
        self.export_event_menu.setTitle(self.tr("Export the even&t"))
        self.export_event_actions["csv-standings"].setText(self.tr("&Standings as CSV…"))
        self.export_event_actions["csv-results"].setText(self.tr("&Results as CSV…"))
        self.export_event_actions["json"].setText(self.tr("The whole event as &JSON…"))
        self.print_action.setText(self.tr("&Print…"))
        self.export_pdf_action.setText(self.tr("Export P&DF…"))
        self.players_page_action.setText(self.tr("Players' pa&ge…"))
        self.projector_action.setText(self.tr("Pro&jector…"))
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

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- panels ---

    def current_game_tab(self) -> GameTab | None:
        """The game tab shown, or None while the desk is."""
        index = self.tabs.currentIndex()
        return None if index == self.desk_index else self._build_tab(index)

    def current_panel(self) -> CalculatorPanel | None:
        tab = self.current_game_tab()
        return None if tab is None else tab.current_panel()

    def all_panels(self) -> list[CalculatorPanel]:
        return [panel for tab in self.game_tabs for panel in tab.panels()]

    # --- scenario files ---

    def _file_filter(self) -> str:
        text = self.tr("Companion scenarios (*%1);;JSON files (*.json);;All files (*)")
        return fill(text, f"{SUFFIX} *{LEGACY_SUFFIX}")

    def open_scenario_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open scenario"), self._last_folder(), self._file_filter())
        if path:
            self.open_scenario(path)

    def open_scenario(self, path: str) -> bool:
        """Load a scenario into its calculator; on any problem say so and change nothing."""
        try:
            scenario = load_scenario(path)
        except ScenarioError as error:
            dialogs.warning(self, self.tr("Cannot open scenario"), describe(error))
            return False
        self.show_scenario(scenario)
        self.settings.setValue("files/last_folder", str(Path(path).parent))
        return True

    def show_scenario(self, scenario: Scenario) -> None:
        index = next(i for i, entry in enumerate(games.GAMES) if entry.id == scenario.game)
        tab = self._build_tab(index)
        panel = tab.panel_for(scenario.calculator)
        self.tabs.setCurrentIndex(index)
        tab.setCurrentWidget(panel)
        panel.load_inputs(scenario.inputs)

    def save_scenario_dialog(self) -> None:
        panel = self.current_panel()
        if panel is None:
            return
        suggested = str(Path(self._last_folder()) / f"{panel.game_id}-{panel.calculator.name}{SUFFIX}")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save scenario"), suggested, self._file_filter())
        target = str(with_suffix(path, SUFFIX, also=(".json",))) if path else ""
        if target and self.save_current(target):
            self.statusBar().showMessage(fill(self.tr("Saved %1."), target), STATUS_MILLISECONDS)

    def save_current(self, path: str) -> bool:
        panel = self.current_panel()
        try:
            save_scenario(path, panel.scenario())
        except (OSError, ValueError) as error:
            text = QCoreApplication.translate("ScenarioError", "{0}: {1}").format(path, describe(error))
            dialogs.warning(self, self.tr("Cannot save scenario"), text)
            return False
        self.settings.setValue("files/last_folder", str(Path(path).parent))
        return True

    def _last_folder(self) -> str:
        return str(self.settings.value("files/last_folder", str(Path.home())))

    # --- export ---

    def export_charts(self, kind: str) -> None:
        panel = self.current_panel()
        if panel is None or not hasattr(panel, "charts"):
            return
        name = self.tr("PNG images (*.png)") if kind == "png" else self.tr("SVG drawings (*.svg)")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export charts"), self._last_folder(), name)
        if path:
            written = self.write_charts(panel, path, kind)
            if written:
                message = self.tr("Exported %n chart(s): %1", "", len(written))
                self.statusBar().showMessage(fill(message, ", ".join(map(str, written))), STATUS_MILLISECONDS)

    def write_charts(self, panel: CalculatorPanel, path: str, kind: str) -> list[Path]:
        """One file per chart: the chosen name, then name-2, name-3…"""
        target = with_suffix(path, f".{kind}")
        written = []
        for index, chart in enumerate(panel.charts()):
            out = target if index == 0 else target.with_name(f"{target.stem}-{index + 1}{target.suffix}")
            try:
                chart.export_png(str(out)) if kind == "png" else chart.export_svg(str(out))
            except OSError as error:
                dialogs.warning(self, self.tr("Cannot export"), f"{out}: {error}")
                break
            written.append(out)
        return written

    def export_csv(self) -> None:
        panel = self.current_panel()
        if panel is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export results"), self._last_folder(), self.tr("CSV files (*.csv)")
        )
        target = str(with_suffix(path, ".csv")) if path else ""
        if target and self.write_csv(panel, target):
            self.statusBar().showMessage(fill(self.tr("Exported the results to %1."), target), STATUS_MILLISECONDS)

    def write_csv(self, panel: CalculatorPanel, path: str) -> bool:
        try:
            panel.export_csv(path)
        except OSError as error:
            dialogs.warning(self, self.tr("Cannot export"), f"{path}: {error}")
            return False
        return True

    # --- view ---

    def set_theme(self, name: str) -> None:
        self.settings.setValue("view/theme", name)
        theme.apply(QApplication.instance(), self.settings)

    def set_language(self, language: str) -> None:
        self.settings.setValue("view/language", language)
        self.translations.switch(language)
        self.language_actions[self.translations.language].setChecked(True)

    def set_large_text(self, on: bool) -> None:
        self.settings.setValue("view/large_text", on)
        theme.apply(QApplication.instance(), self.settings)

    def reset_current_form(self) -> None:
        """Back to the defaults, after a question if that discards a match log; View → Undo reset brings it back."""
        panel = self.current_panel()
        if panel is None:
            return
        if panel.reset_loses_work() and not self.confirm(
                self.tr("Reset this form?"),
                self.tr("This form's defaults replace what it holds now, its log included. "
                        "View → Undo reset brings it back.")):
            return
        self._reset_undo = ResetUndo([PanelSnapshot.of(panel)], {})
        panel.reset_to_defaults()
        self._after_reset(self.tr("The form is reset. View → Undo reset brings it back."))

    def reset_all(self) -> None:
        """Every game's forms, pins and the view back to their defaults, after a question; undoable."""
        if not self.confirm(self.tr("Reset everything?"),
                            self.tr("Every game's forms, pinned results and the view settings go back to their "
                                    "defaults. View → Undo reset brings them back.")):
            return
        panels = self.all_panels()
        view = {key: self.settings.value(key) for key in VIEW_KEYS if self.settings.contains(key)}
        self._reset_undo = ResetUndo([PanelSnapshot.of(panel) for panel in panels], view)
        for key in VIEW_KEYS:
            self.settings.remove(key)
        self._show_view_settings()
        for panel in panels:
            panel.clear_pin()
            panel.reset_to_defaults()
        self._after_reset(self.tr("Everything is reset. View → Undo reset brings it back."))

    def undo_reset(self) -> None:
        undo, self._reset_undo = self._reset_undo, None
        self.undo_reset_action.setEnabled(False)
        if undo is None:
            return
        for key, value in undo.view.items():
            self.settings.setValue(key, value)
        if undo.view:
            self._show_view_settings()
        for snapshot in undo.panels:
            snapshot.restore()
        self.statusBar().showMessage(self.tr("The reset is undone."), STATUS_MILLISECONDS)

    def _after_reset(self, message: str) -> None:
        self.undo_reset_action.setEnabled(True)
        self.statusBar().showMessage(message, STATUS_MILLISECONDS)

    def _show_view_settings(self) -> None:
        self.theme_actions[theme.current_theme(self.settings)].setChecked(True)
        with QSignalBlocker(self.large_text_action):
            self.large_text_action.setChecked(theme.large_text(self.settings))
        theme.apply(QApplication.instance(), self.settings)

    def confirm(self, title: str, text: str) -> bool:
        answer = dialogs.question(self, title, text, QMessageBox.StandardButton.Reset
                                      | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Reset

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About Companion"), about_text())

    def closeEvent(self, event) -> None:
        if self.desk is not None:
            self.desk.close_event()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/tab", self.tabs.currentIndex())
        self.settings.sync()
        gc.unfreeze()  # the pages may go now: the collector looks at them again
        super().closeEvent(event)


def with_suffix(path: str, suffix: str, also: tuple[str, ...] = ()) -> Path:
    """``path``, with ``suffix`` added unless the name typed ends in it (or in one of ``also``): a file
    saved without one would be hidden by File → Open's filter."""
    target = Path(path)
    if any(target.name.lower().endswith(known.lower()) for known in (suffix, *also)):
        return target
    return target.with_name(target.name + suffix)


VIEW_KEYS = ("view/theme", "view/large_text")
"""The view settings "Reset all" puts back to their defaults (the language stays)."""
STATUS_MILLISECONDS = 10_000


@dataclass(frozen=True)
class PanelSnapshot:
    """A page's inputs and pin just before a reset, to undo it."""

    panel: CalculatorPanel
    inputs: Any
    pinned: Any

    @classmethod
    def of(cls, panel: CalculatorPanel) -> "PanelSnapshot":
        try:
            inputs = panel.read_inputs()
        except InputError:
            inputs = None  # an illegal form has nothing to restore but the defaults
        return cls(panel, inputs, panel.pinned)

    def restore(self) -> None:
        if self.inputs is not None:
            self.panel.load_inputs(self.inputs)
        if self.pinned is not None:
            self.panel.pinned = self.pinned
            self.panel.pin_changed.emit(True)
            if self.panel.result is not None:
                self.panel.render()


@dataclass(frozen=True)
class ResetUndo:
    panels: list[PanelSnapshot]
    view: dict[str, Any]


PREFERRED_SIZE = QSize(1280, 860)
FRAME_ALLOWANCE = QSize(16, 48)
"""Room kept for the window manager's title bar and borders before the real frame is known."""


def fitting_size(available: QSize) -> QSize:
    """The window's size on a screen with ``available`` room: the preferred size, no larger than the room."""
    return PREFERRED_SIZE.boundedTo(available)


def about_text() -> str:
    """The version of Companion and of the libraries it runs on."""
    from importlib.metadata import version

    import icepool
    import pyqtgraph
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    return fill(QCoreApplication.translate(
        "MainWindow",
        "Companion %1\nExact probability calculators for tabletop wargames.\n\n"
        "Qt %2 · PySide6 %3 · pyqtgraph %4 · icepool %5"
    ), __version__, qVersion(), pyside_version, pyqtgraph.__version__, getattr(icepool, "__version__", version("icepool")))
