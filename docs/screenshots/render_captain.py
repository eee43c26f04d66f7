"""Render the Team captain tab to docs/screenshots/captain-*.png, in English and Italian.

Run from the repository root: ``.venv/bin/python docs/screenshots/render_captain.py``.
Offscreen, with preferences in a temporary folder, on a 1366×768 laptop screen (offscreen.py): an 8 v 8 matrix
solved, then the ritual's second step after the defenders were revealed.
"""

import sys
import time
from fractions import Fraction

import offscreen  # noqa: E402, F401 - sets up the laptop-sized offscreen screen before Qt loads
from PySide6.QtWidgets import QApplication  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402
from companion.model.captain.advice import CaptainInput  # noqa: E402
from companion.model.captain.matrix import TeamMatrix  # noqa: E402
from companion.model.captain.ritual import Reveal  # noqa: E402

OURS = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Giulia", "Marco")
THEIRS = ("Hans", "Ilse", "Jonas", "Karl", "Lena", "Max", "Nina", "Otto")
SCORES = (
    (12, 8, 15, 10, 11, 13, 9.5, 14),
    (9, 13, 10, 16, 7, 11, 12, 10),
    (14, 10, 9, 8, 13, 10, 15, 11),
    (10, 17, 11, 12, 9, 8, 13, 12),
    (8, 11, 13, 9, 15.5, 12, 10, 9),
    (13, 9, 12, 11, 10, 16, 8, 10),
    (11, 12, 8, 14, 12, 9, 11, 17),
    (15, 10, 11, 9, 8, 12, 14, 7),
)
MATRIX = TeamMatrix(OURS, THEIRS, tuple(tuple(Fraction(str(v)) for v in row) for row in SCORES))


def wait_for(app: QApplication, panel) -> None:
    deadline = time.monotonic() + 60
    while (panel.evaluator.busy() or panel.result is None) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    for _ in range(5):
        app.processEvents()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    index = next(i for i, tab in enumerate(window.game_tabs) if tab.game_id == "captain")
    window.tabs.setCurrentIndex(index)
    panel = window.game_tabs[index].captain_panel
    for language in ("en", "it"):
        window.set_language(language)
        for name, revealed in (("start", ()), ("attackers", (Reveal(3, 1),))):
            panel.load_inputs(CaptainInput(MATRIX, revealed))
            wait_for(app, panel)
            path = offscreen.OUT / f"captain-{name}-{language}.png"
            window.grab().save(str(path))
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
