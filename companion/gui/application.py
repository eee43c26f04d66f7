"""Starting the desktop app: QApplication, preferences, theme, main window."""

import sys
from importlib import resources

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QApplication

from companion import __version__
from companion.crash_log import CrashLog
from companion.formatting import fill
from companion.gui import dialogs, theme
from companion.gui.i18n import Translations, initial_language
from companion.gui.settings import open_settings, settings_path, settings_writable

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The window icon, from the PNGs in companion.resources (no SVG plugin needed)."""
    icon = QIcon()
    folder = resources.files("companion.resources")
    for size in ICON_SIZES:
        pixmap = QPixmap()
        try:
            if pixmap.loadFromData((folder / f"companion-{size}.png").read_bytes(), "PNG"):
                icon.addPixmap(pixmap)
        except OSError:
            continue
    return icon


class FileOpenHandler(QObject):
    """Opens the scenario the system hands over (a double-click on macOS sends an event, not an argument)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.FileOpen and event.file():
            self.window.open_scenario(event.file())
            return True
        return False


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Companion")
    app.setOrganizationName("Companion")
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName("companion")  # the menu entry, companion.desktop: Wayland matches windows by it
    return app


def open_main_window(app: QApplication, settings):
    """Theme, language and the main window, shown: what every start does."""
    theme.apply(app, settings)
    theme.follow_system(app, settings)
    translations = Translations(app)
    translations.switch(initial_language(settings))

    from companion.gui.main_window import MainWindow

    window = MainWindow(settings, translations)
    window.show()
    return window


def run(scenario: str | None = None, log: CrashLog | None = None) -> int:
    """The desktop app, opening ``scenario`` if one is given; ``log`` is this launch's crash log."""
    app = create_application([])
    settings = open_settings()
    window = open_main_window(app, settings)
    reporter = None
    if log is not None:
        from companion.gui.crash_dialog import CrashReporter, say_if_last_launch_crashed

        reporter = CrashReporter(log, app)
        window.crash_log = log
        QTimer.singleShot(0, window, lambda: say_if_last_launch_crashed(log, window))
    # Only macOS sends FileOpen. Elsewhere the filter would pass every event of the app through Python,
    # each waiting for the GIL while a worker evaluates.
    if sys.platform == "darwin":
        app.installEventFilter(FileOpenHandler(window))
    if not settings_writable(settings):
        dialogs.warning(
            window,
            QCoreApplication.translate("MainWindow", "Preferences not saved"),
            fill(QCoreApplication.translate(
                "MainWindow", "Companion cannot write its preferences to %1; they will not be remembered."
            ), str(settings_path())),
        )
    if scenario:
        window.open_scenario(scenario)
    status = app.exec()
    if reporter is not None:
        reporter.uninstall()
        log.close()
    return status
