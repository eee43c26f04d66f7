"""Render every page of the tournament desk to docs/screenshots/desk-*.png, at 1366×768.

Run from the repository root: ``.venv/bin/python docs/screenshots/render_desk.py``. A 24-player Warzone
event (500 points) kept in a file, run by two desks: rounds 1 and 2 complete, one player not checked in for
round 3 (the preview says so, and why the bye went where it did), then round 3 previewed, and published with 7
of its 11 results in. The window is the real main window on an offscreen screen of
1366×768 (a desk laptop's); the standings are shot with a tiebreak's tooltip shown.
"""

import json
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
SCREEN = Path(tempfile.mkdtemp(prefix="companion-desk-screen-")) / "screen.json"
SCREEN.write_text(json.dumps({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
                                            "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"
os.environ["COMPANION_CONFIG_DIR"] = tempfile.mkdtemp(prefix="companion-screens-")

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication, QToolTip  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.application import create_application  # noqa: E402
from companion.gui.i18n import Translations  # noqa: E402
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402
from companion.tournament.event import Tiebreak  # noqa: E402
from companion.tournament.store import EventStore  # noqa: E402
from tests.tournament.gui.desk_events import realistic_score, stored_event  # noqa: E402

OUT = Path(__file__).resolve().parent
WIDTH, HEIGHT = 1366, 768


def wait(app: QApplication, condition, seconds: float = 30) -> None:
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the desk did not get there")
        app.processEvents()
        time.sleep(0.01)
    for _ in range(5):
        app.processEvents()


def shot(window: MainWindow, name: str, tooltip=None) -> None:
    QApplication.processEvents()
    image = window.grab()
    if tooltip is not None:
        label, where = tooltip
        tip = label.grab()
        painter = QPainter(image)
        painter.drawPixmap(window.mapFromGlobal(where), tip)
        painter.end()
    image.save(str(OUT / name))
    print(OUT / name)


def main(language: str = "en") -> None:
    app = create_application([])
    settings = open_settings()
    settings.setValue("desk/name", "Desk 1")
    theme.apply(app, settings)
    translations = Translations(app)
    translations.switch(language)
    folder = Path(tempfile.mkdtemp(prefix="companion-desk-event-"))
    path = stored_event(folder / "verona-winter-open.companion-event", 24, 2)
    with EventStore.open(path, desk="Desk 2") as store:
        store.check_in(store.load().players[5].id, False)  # a no-show for round 3
    window = MainWindow(settings, translations)
    window.resize(WIDTH, HEIGHT)
    window.show()
    desk = window.show_desk()
    desk.open_location(str(path))
    wait(app, lambda: desk.session is not None)
    window.resize(WIDTH, HEIGHT)
    suffix = "" if language == "en" else f"-{language}"

    desk.pages_tabs.setCurrentWidget(desk.event_page)
    shot(window, f"desk-event{suffix}.png")
    desk.pages_tabs.setCurrentWidget(desk.players_page)
    desk.players_page.view.selectRow(3)
    shot(window, f"desk-players{suffix}.png")

    round_page = desk.round_page
    desk.pages_tabs.setCurrentWidget(round_page)
    round_page.pairing_view.pair_next()
    wait(app, lambda: round_page.pairing_view.proposal is not None)
    shot(window, f"desk-round-preview{suffix}.png")
    round_page.pairing_view.publish()
    wait(app, lambda: len(desk.session.current_event.rounds) == 3 and not desk.session.busy())
    rng = random.Random(5)
    for _ in range(7):
        result = realistic_score(rng)
        round_page.result_form.vp_first.set_value(result.score[0])
        round_page.result_form.vp_second.set_value(result.score[1])
        round_page.result_form.result_edited()
        round_page.result_form.save_result()
        wait(app, lambda: not desk.session.busy())
    round_page.result_form.vp_first.setText("212.5")
    round_page.result_form.vp_second.setText("190")
    round_page.result_form.result_edited()
    shot(window, f"desk-round-results{suffix}.png")

    standings = desk.standings_page
    desk.pages_tabs.setCurrentWidget(standings)
    QApplication.processEvents()
    column = standings.model.columns.index(Tiebreak.SOS.value)
    index = standings.model.index(1, column)
    rect = standings.view.visualRect(index)
    where = standings.view.viewport().mapToGlobal(rect.center())
    QToolTip.showText(where, standings.model.data(index, Qt.ItemDataRole.ToolTipRole), standings.view)
    QApplication.processEvents()
    label = next((widget for widget in QApplication.topLevelWidgets() if widget.inherits("QTipLabel")), None)
    shot(window, f"desk-standings{suffix}.png", None if label is None else (label, where + QPoint(8, 12)))
    QToolTip.hideText()

    desk.pages_tabs.setCurrentWidget(desk.log_page)
    shot(window, f"desk-log{suffix}.png")
    window.close()


if __name__ == "__main__":
    main(*sys.argv[1:])
