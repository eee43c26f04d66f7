"""Render the four Lustria pages offscreen into docs/screenshots/.

Run: .venv/bin/python docs/screenshots/render_lustria.py
Shooting shows the scenario-contract volley (10 shots, BS3 at long range, S4
armour piercing black powder at T3 with a 5+ save): 2.25 expected unsaved
wounds, weapon lost 16.67% of volleys. Events shows a Lizardmen player
re-rolling all four results they may, with a few seeded rolls. Encounters
shows the contract unit (20 models, 8 under the template, T3, 5+, Ld7)
in Quicksand: all 20 models test, 6.67 expected to sink. The tracker is in
the second Encounters phase: player 1's quicksand in the temple ruins is
listed to check again, player 2 has just rolled an encounter for the swamp
edge; one seeded roll of the calculator's dice. lustria-tracker.png is the
whole tracker column, with that new encounter selected.
"""

import sys
from pathlib import Path

import offscreen  # noqa: E402, F401 - sets up the laptop-sized offscreen screen before Qt loads
from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402
from companion.gui.widgets.forms import select_data  # noqa: E402
from companion.model.lustria.shooting import ShootingInput  # noqa: E402

OUT = Path(__file__).resolve().parent


def settle(panel) -> None:
    loop = QEventLoop()
    while panel.evaluator.busy() or panel.result is None:
        QTimer.singleShot(20, loop.quit)
        loop.exec()
    for _ in range(5):
        QApplication.processEvents()


def pump() -> None:
    """Let posted layout requests run, so the grab shows the settled layout."""
    for _ in range(10):
        QApplication.processEvents()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    tab = next(tab for tab in window.game_tabs if tab.game_id == "lustria")
    window.tabs.setCurrentWidget(tab)
    tab.seed_dice(7)

    shooting = tab.shooting_panel
    tab.setCurrentWidget(shooting)
    shooting.load_inputs(ShootingInput())  # the scenario-contract volley
    settle(shooting)
    pump()
    window.grab().save(str(OUT / "lustria-shooting.png"))

    events = tab.events_panel
    tab.setCurrentWidget(events)
    for box in events.rerolls.values():
        box.setChecked(True)
    settle(events)
    for _ in range(4):
        events.roll_log.roll_button.click()
    pump()
    window.grab().save(str(OUT / "lustria-events.png"))

    encounters = tab.encounter_panel
    tab.setCurrentWidget(encounters)
    encounters.reset_to_defaults()
    select_data(encounters.encounter, "quicksand")
    settle(encounters)
    tracker = encounters.tracker
    tracker.new_battle()
    tracker.roll_points_button.click()
    for name, kind in (("Temple ruins", "other_terrain"), ("Swamp edge", "jungle")):
        tracker.piece_name.setText(name)
        select_data(tracker.piece_kind, kind)
        tracker.add_piece_button.click()
    tracker.select((0, None))
    select_data(tracker.encounter, "quicksand")
    tracker.pay_button.click()
    tracker.next_phase_button.click()
    tracker.select((1, None))
    tracker.roll_type_button.click()
    tracker.pay_button.click()
    encounters.roll_log.roll_button.click()
    pump()
    window.grab().save(str(OUT / "lustria-encounters.png"))
    tracker.select((1, 0))
    pump()
    tracker.grab().save(str(OUT / "lustria-tracker.png"))  # the whole column, also what is scrolled away

    tab.setCurrentWidget(tab.reference_page)
    pump()
    window.grab().save(str(OUT / "lustria-reference.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
