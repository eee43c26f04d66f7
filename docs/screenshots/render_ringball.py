"""Render the Ringball tab's pages to docs/screenshots/ringball-*.png.

Run from the repository root: ``.venv/bin/python docs/screenshots/render_ringball.py``.
Offscreen, with preferences in a temporary folder, on a 1366×768 laptop screen (offscreen.py).
"""

import sys
import time
from pathlib import Path

import offscreen  # noqa: E402, F401 - sets up the laptop-sized offscreen screen before Qt loads
from PySide6.QtWidgets import QApplication  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402
from companion.model.ringball.rolls import CourageInput, KeepInput, LossCause, PickupInput, WoundInput  # noqa: E402
from companion.model.ringball.steal import CarrierSide, Stealer, StealInput  # noqa: E402
from companion.model.ringball.throw import Catcher, Half, Interceptor, Thrower, ThrowInput  # noqa: E402
from companion.model.ringball.tracker import CaptainAbility, Event, EventKind, Match, SideSetup  # noqa: E402

OUT = Path(__file__).resolve().parent

THROW = ThrowInput(
    thrower=Thrower(shoot=3, strength=3, move=6),
    receiver=Catcher(shoot=6),
    interceptors=(
        Interceptor(shoot=4),
        Interceptor(shoot=5, prone=True),
        Interceptor(shoot=4, in_combat=True, half=Half.SECOND),
    ),
    heroic_throw=True,
)
STEAL = StealInput(
    attacker=Stealer(attacks=1, fight=4, strength=4, supporters=1, might=2),
    carrier=CarrierSide(attacks=2, fight=3, strength=3, might=1),
)
MATCH = Match(
    (SideSetup("Gondor", 12), SideSetup("Mordor", 14)),
    (
        Event(EventKind.THROW, 0), Event(EventKind.STEAL, 1), Event(EventKind.MODELS_LOST, 0, count=2),
        Event(EventKind.END_TURN),
        Event(EventKind.THROW, 1), Event(EventKind.BALL_IN_ZONE, 1),
        Event(EventKind.CAPTAIN_ABILITY, 0, ability=CaptainAbility.LIGHT_OF_EARENDIL), Event(EventKind.THROW, 0),
        Event(EventKind.CARRIER_IN_ZONE, 0), Event(EventKind.MODELS_LOST, 1, count=4), Event(EventKind.END_TURN),
        Event(EventKind.STEAL, 0), Event(EventKind.MODELS_LOST, 1, count=4), Event(EventKind.THROW, 0),
        Event(EventKind.MODELS_LOST, 1, count=3),
    ),
)


def wait_for(app: QApplication, panel) -> None:
    deadline = time.monotonic() + 20
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
    index = next(i for i, tab in enumerate(window.game_tabs) if tab.game_id == "ringball")
    window.tabs.setCurrentIndex(index)
    tab = window.game_tabs[index]

    pages = [
        ("throw", tab.throw_panel, [(tab.throw_panel, THROW)]),
        ("steal", tab.steal_panel, [(tab.steal_panel, STEAL)]),
        ("rolls", tab.rolls_page, [
            (tab.rolls_page.wound_panel, WoundInput(3, 8)),
            (tab.rolls_page.courage_panel, CourageInput(3)),
            (tab.rolls_page.pickup_panel, PickupInput(4, courage_first=4)),
            (tab.rolls_page.keep_panel, KeepInput(4, LossCause.TOUCH_OF_THE_PALANTIR)),
        ]),
        ("match", tab.match_panel, [(tab.match_panel, MATCH)]),
    ]
    for name, page, inputs in pages:
        tab.setCurrentWidget(page)
        for panel, value in inputs:
            panel.load_inputs(value)
            wait_for(app, panel)
        path = OUT / f"ringball-{name}.png"
        window.grab().save(str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
