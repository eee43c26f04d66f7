"""Run on its own (``QT_SCALE_FACTOR`` is read when Qt starts): every page of every tab, and the desk with an
event open, at the scale factor given; prints one JSON line per text that does not fit its control.

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
    for problem in problems:
        print(json.dumps(problem, ensure_ascii=False))
    print(json.dumps({"scale": app.devicePixelRatio() if hasattr(app, "devicePixelRatio") else
                      window.devicePixelRatioF(), "pages": sum(len(t.pages) for t in window.game_tabs) + 1}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
