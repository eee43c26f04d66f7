"""Starting the desktop app: QApplication, preferences, theme, main window."""

import argparse
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from companion import __version__
from companion.gui import theme
from companion.gui.i18n import Translations, initial_language
from companion.gui.settings import open_settings, settings_path, settings_writable


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="companion", description="Exact probability calculators for wargames.")
    parser.add_argument("scenario", nargs="?", help="a scenario file to open")
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    return parser


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    app.setApplicationName("Companion")
    app.setOrganizationName("Companion")
    app.setApplicationVersion(__version__)
    return app


def run(argv: list[str]) -> int:
    arguments = build_parser().parse_args(argv)
    app = create_application([])
    settings = open_settings()
    theme.apply(app, settings)
    translations = Translations(app)
    translations.switch(initial_language(settings))

    from companion.gui.main_window import MainWindow

    window = MainWindow(settings, translations)
    window.show()
    if not settings_writable(settings):
        QMessageBox.warning(
            window,
            QCoreApplication.translate("MainWindow", "Preferences not saved"),
            QCoreApplication.translate(
                "MainWindow", "Companion cannot write its preferences to %1; they will not be remembered."
            ).replace("%1", str(settings_path())),
        )
    if arguments.scenario:
        window.open_scenario(arguments.scenario)
    return app.exec()
