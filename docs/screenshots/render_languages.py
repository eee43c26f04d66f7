"""Render the first page of every game in Italian and Czech into docs/screenshots/.

Run: .venv/bin/python docs/screenshots/render_languages.py
Used to check that longer words are not clipped at the default window size.
"""

import os
import sys
import tempfile
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["COMPANION_CONFIG_DIR"] = tempfile.mkdtemp(prefix="companion-shots-")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.i18n import Translations  # noqa: E402
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402

OUT = Path(__file__).resolve().parent


def wait(milliseconds: int = 300) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = open_settings()
    theme.apply(app, settings)
    translations = Translations(app)
    window = MainWindow(settings, translations)
    window.resize(1280, 860)
    window.show()
    for language in ("it", "cs"):
        window.set_language(language)
        for index, tab in enumerate(window.game_tabs):
            window.tabs.setCurrentIndex(index)
            tab.setCurrentIndex(0)
            for panel in tab.panels():
                while panel.evaluator.busy():
                    wait(20)
            wait()
            window.grab().save(str(OUT / f"{tab.game_id}-{language}.png"))
    window.set_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
