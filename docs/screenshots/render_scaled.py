"""Render every tab at 150 % (QT_SCALE_FACTOR=1.5): the first page of each game and the desk, at the screen's
real pixels, to look at text and charts on a high-DPI screen; then the desk's Event, Players, Round and Standings
pages with a small event open (12 players, round 2 paired, four of its six tables with a result).

Run as ``.venv/bin/python docs/screenshots/render_scaled.py``; ``COMPANION_SHOT_SCALE`` sets another scale
(the screen is 1920×1080 pixels: 1280×720 at 150 %).
"""

import os
import sys
from pathlib import Path

os.environ["COMPANION_SHOT_SCREEN"] = os.environ.get("COMPANION_SHOT_SCREEN", "1920x1080")
os.environ["QT_SCALE_FACTOR"] = os.environ.get("COMPANION_SHOT_SCALE", "1.5")
import offscreen  # noqa: E402, F401 - the offscreen screen, before Qt loads
from PySide6.QtWidgets import QApplication  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402

OUT = Path(__file__).resolve().parent


def settle(app, page) -> None:
    while getattr(page, "evaluator", None) is not None and (page.evaluator.busy() or page.result is None):
        app.processEvents()
    for _ in range(30):
        app.processEvents()


def shoot_desk_pages(app, window, scale: str) -> None:
    import tempfile

    from tests.tournament.gui.desk_events import stored_event

    folder = Path(tempfile.mkdtemp(prefix="companion-scaled-event-"))
    desk = window.show_desk()
    desk.open_location(str(stored_event(folder / "club-night.companion-event", 12, 2, last_round_results=4)))

    def busy() -> bool:
        return desk.session is None or desk.jobs.busy() or desk.session.busy() or \
            desk.round_page.pairing_view.evaluator.busy()

    while busy():
        app.processEvents()
    for page, name in ((desk.event_page, "event"), (desk.players_page, "players"), (desk.round_page, "round"),
                       (desk.standings_page, "standings")):
        desk.pages_tabs.setCurrentWidget(page)
        for _ in range(30):
            app.processEvents()
        while busy():
            app.processEvents()
        window.grab().save(str(OUT / f"desk-{name}-scale-{scale}.png"))
    desk.close_event()
    while desk.jobs.busy():
        app.processEvents()


def main() -> int:
    app = QApplication.instance() or QApplication([])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    scale = os.environ["QT_SCALE_FACTOR"].replace(".", "")
    for index, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentIndex(index)
        settle(app, tab.pages[0])
        window.grab().save(str(OUT / f"{tab.game_id}-scale-{scale}.png"))
    window.tabs.setCurrentIndex(window.desk_index)
    for _ in range(50):
        app.processEvents()
    window.grab().save(str(OUT / f"desk-scale-{scale}.png"))
    shoot_desk_pages(app, window, scale)
    print("device pixel ratio", window.devicePixelRatioF())
    return 0


if __name__ == "__main__":
    sys.exit(main())
