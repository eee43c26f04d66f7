"""The main window: one tab per registered game and calculator tab, the Tournament desk's tab after them, scenario
files and exports.

The menus are ``menus.MainMenu`` and the resets of forms ``resets.FormResets``;
the window hosts them. The desk is not a game (the registry stays games-only):
its tab is a placeholder until it is first chosen, or one of the File items the
desk contributes (``companion.tournament.gui.file_menu``) is used, so its
libraries load only then.
"""

import gc
import importlib
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QPoint, QRect, QSignalBlocker, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow, QTabWidget, QWidget

from companion import games
from companion.formatting import fill
from companion.gui import dialogs, theme
from companion.gui.errors import describe
from companion.gui.game_tab import GameTab
from companion.gui.i18n import Translations
from companion.gui.menus import MainMenu
from companion.gui.panel import CalculatorPanel
from companion.gui.resets import FormResets
from companion.gui.shortcuts import install_focused_tip
from companion.gui.widgets import file_dialogs
from companion.scenario import LEGACY_SUFFIX, SUFFIX, Scenario, ScenarioError, load_scenario, save_scenario
from companion.tournament import gui as desk_gui


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
        self._modules = [importlib.import_module(entry.gui_module) for entry in games.TABS]
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
        self.resets = FormResets(self, settings, self.current_panel, self.all_panels, self._show_view_settings)
        self.resets.said.connect(lambda text: self.statusBar().showMessage(text, STATUS_MILLISECONDS))
        self.desk_actions = desk_gui.file_actions(settings, self.show_desk, self)
        self.menus = MainMenu(self, (self.desk_actions,))
        self.setMenuBar(self.menus)
        self.resets.undo_available.connect(self.menus.undo_reset_action.setEnabled)
        # What other parts of the app reach for by the window's name.
        self.view_menu, self.theme_actions = self.menus.view_menu, self.menus.theme_actions
        self.large_text_action = self.menus.large_text_action
        self._update_actions()
        self.focused_tip = install_focused_tip(self)
        self.retranslate_ui()
        self.place_on_screen(settings.value("window/geometry"))
        # The other games are built once the window is on screen, one per event-loop turn, so the window
        # appears sooner (their pages and charts are most of the start's work) and each is ready before the
        # user reaches it; a tab chosen sooner is built when chosen.
        self._background_started = False

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
        handle = self.windowHandle()
        if not self._background_started and handle is not None:
            self._background_started = True
            handle.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Expose and watched is self.windowHandle() and self.windowHandle().isExposed():
            watched.removeEventFilter(self)
            QTimer.singleShot(BACKGROUND_BUILD_DELAY_MS, self, self._build_next_tab)
        return super().eventFilter(watched, event)

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
            self.desk = desk_gui.create_desk(self.settings)
            self.desk_actions.follow(self.desk)
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
        """One piece of idle-time building per event-loop turn: the shown tab's other pages first, then each
        other game's tab and its pages."""
        current = self._built[self.tabs.currentIndex()] if self.tabs.currentIndex() < len(self._built) else None
        if current is not None and current.build_next_page():
            QTimer.singleShot(0, self, self._build_next_tab)
            return
        for index, tab in enumerate(self._built):
            if tab is None:
                self._build_tab(index)
                QTimer.singleShot(0, self, self._build_next_tab)
                return
            if tab.build_next_page():
                QTimer.singleShot(0, self, self._build_next_tab)
                return
        # Every page now exists and lives as long as the window: the garbage collector need not look at
        # these 100,000 objects again. A full collection through them took 20 ms, a dropped frame in
        # the middle of a form change.
        gc.freeze()

    @property
    def game_tabs(self) -> list[GameTab]:
        """Every game's tab, building any not built yet."""
        return [self._build_tab(index) for index in range(len(self._modules))]

    def _update_actions(self) -> None:
        """The scenario items act on a calculator page, the event items on an open event."""
        self.menus.update_enabled(self.tabs.currentIndex() != self.desk_index)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Companion"))
        for index, module in enumerate(self._modules):
            self.tabs.setTabText(index, module.title())
        self.tabs.setTabText(self.desk_index, desk_gui.title())

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
        path, _ = file_dialogs.open_file_name(self, self.tr("Open scenario"), self._last_folder(), self._file_filter())
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
        index = next(i for i, entry in enumerate(games.TABS) if entry.id == scenario.game)
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
        path, _ = file_dialogs.save_file_name(self, self.tr("Save scenario"), suggested, self._file_filter())
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
        path, _ = file_dialogs.save_file_name(self, self.tr("Export charts"), self._last_folder(), name)
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
        path, _ = file_dialogs.save_file_name(
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
        self.menus.show_language(self.translations.language)

    def set_large_text(self, on: bool) -> None:
        self.settings.setValue("view/large_text", on)
        theme.apply(QApplication.instance(), self.settings)

    def _show_view_settings(self) -> None:
        self.menus.show_view_settings(self.settings)
        theme.apply(QApplication.instance(), self.settings)

    def reset_current_form(self) -> None:
        self.resets.reset_current_form()

    def reset_all(self) -> None:
        self.resets.reset_all()

    def undo_reset(self) -> None:
        self.resets.undo_reset()

    def show_about(self) -> None:
        from companion.gui.about import AboutDialog

        AboutDialog(self).exec()

    def show_shortcuts(self) -> None:
        from companion.gui.shortcuts import ShortcutsDialog

        ShortcutsDialog(self).exec()

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


STATUS_MILLISECONDS = 10_000
BACKGROUND_BUILD_DELAY_MS = 200
"""How long after the window first reaches the screen the other games' tabs start being built: time for the
first frame to be drawn before that work begins."""


PREFERRED_SIZE = QSize(1280, 860)
FRAME_ALLOWANCE = QSize(16, 48)
"""Room kept for the window manager's title bar and borders before the real frame is known."""


def fitting_size(available: QSize) -> QSize:
    """The window's size on a screen with ``available`` room: the preferred size, no larger than the room."""
    return PREFERRED_SIZE.boundedTo(available)
