"""Render each game's first page as a player sees it on a 1366×768 laptop: in Italian, in Czech, on the
dark theme and with large text, into docs/screenshots/<game>-{it,cs,dark,large}.png.

Run: .venv/bin/python docs/screenshots/render_laptop.py
Used to check that nothing is clipped or hidden at a laptop's size in any language, theme or text size.
"""

import sys

import offscreen
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from companion.gui import theme
from companion.gui.i18n import Translations
from companion.gui.main_window import MainWindow
from companion.gui.settings import open_settings

VARIANTS = {
    "it": {"view/language": "it"},
    "cs": {"view/language": "cs"},
    "dark": {"view/theme": "dark"},
    "large": {"view/large_text": True},
}


def wait(milliseconds: int = 300) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def grab_first_pages(window: MainWindow, variant: str) -> None:
    for index, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentIndex(index)
        tab.setCurrentIndex(0)
        for panel in tab.panels():
            while panel.evaluator.busy():
                wait(20)
        wait()
        window.grab().save(str(offscreen.OUT / f"{tab.game_id}-{variant}.png"))


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = open_settings()
    translations = Translations(app)
    window = MainWindow(settings, translations)
    window.show()
    for variant, values in VARIANTS.items():
        for key, value in values.items():
            settings.setValue(key, value)
        theme.apply(app, settings)
        window.set_language(str(settings.value("view/language", "en")))
        wait(500)
        grab_first_pages(window, variant)
        for key in values:
            settings.remove(key)
        settings.setValue("view/language", "en")
        theme.apply(app, settings)
        window.set_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
