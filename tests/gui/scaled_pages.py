"""Run on its own (``QT_SCALE_FACTOR`` is read when Qt starts): every page of every tab, the desk's start page
and each page of the desk with an event open (in English, Italian and Czech), at the scale factor given; prints
one JSON line per text that does not fit its control.

A label is cut when it is narrower (or, wrapped, shorter) than its text needs; a button, check box or radio
button when it is narrower than its text and indicator need; a tab when its bar gives it less than its text
needs (Qt would elide it). Used by tests/gui/test_high_dpi.py.
"""

import json
import os
import sys
import tempfile
from pathlib import Path

SCREEN = Path(tempfile.mkdtemp(prefix="companion-scaled-")) / "screen.json"
SCREEN.write_text(json.dumps({"screens": [{"name": "desk", "x": 0, "y": 0, "width": 1920, "height": 1080,
                                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"
os.environ.setdefault("COMPANION_CONFIG_DIR", tempfile.mkdtemp(prefix="companion-scaled-config-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.gui.cut_texts import cut_texts  # noqa: E402


def main() -> int:
    from companion.gui import theme
    from companion.gui.application import create_application
    from companion.gui.main_window import MainWindow
    from companion.gui.settings import open_settings

    app = create_application([])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    for _ in range(20):
        app.processEvents()
    problems = []
    for game_index, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentIndex(game_index)
        for page in tab.pages:
            tab.setCurrentWidget(page)
            if hasattr(page, "evaluator"):
                while page.evaluator.busy() or page.result is None:
                    app.processEvents()
            for _ in range(10):
                app.processEvents()
            problems += cut_texts(window, f"{window.tabs.tabText(game_index)} / {tab.tabText(tab.indexOf(page))}")
    window.tabs.setCurrentIndex(window.desk_index)
    for _ in range(20):
        app.processEvents()
    problems += cut_texts(window, "Tournament")
    desk_pages = 0
    for where in desk_with_an_event(app, window):
        problems += cut_texts(window, where)
        desk_pages += 1
    window.set_language("en")
    for problem in problems:
        print(json.dumps(problem, ensure_ascii=False))
    print(json.dumps({"scale": app.devicePixelRatio() if hasattr(app, "devicePixelRatio") else
                      window.devicePixelRatioF(), "pages": sum(len(t.pages) for t in window.game_tabs) + 1,
                      "desk_pages": desk_pages}))
    return 0


def desk_with_an_event(app, window):
    """Open a small event on the desk (8 players, round 2 paired, two of its four tables with a result) and
    yield the name of each of its pages in each language, made the current one and settled."""
    from tests.tournament.gui.desk_events import stored_event

    desk = window.show_desk()
    desk.open_location(str(stored_event(SCREEN.parent / "small.companion-event", 8, 2, last_round_results=2)))
    while desk.session is None or desk_busy(desk):
        app.processEvents()
    for language in ("en", "it", "cs"):
        window.set_language(language)
        for page in desk.pages:
            desk.pages_tabs.setCurrentWidget(page)
            for _ in range(10):
                app.processEvents()
            while desk_busy(desk):
                app.processEvents()
            yield f"{language} Tournament / {desk.pages_tabs.tabText(desk.pages_tabs.indexOf(page))}"
    desk.close_event()
    while desk_busy(desk):
        app.processEvents()


def desk_busy(desk) -> bool:
    return desk.jobs.busy() or (desk.session is not None and desk.session.busy()) or \
        desk.round_page.pairing_view.evaluator.busy()


if __name__ == "__main__":
    sys.exit(main())
