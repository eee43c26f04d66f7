"""Render the four Lustria pages offscreen into docs/screenshots/.

Run: .venv/bin/python docs/screenshots/render_lustria.py
Shooting shows the scenario-contract volley (10 shots, BS3 at long range, S4
armour piercing black powder at T3 with a 5+ save): 2.25 expected unsaved
wounds, weapon lost 16.67% of volleys. Events shows a Lizardmen player
re-rolling all four results they may, with a few seeded rolls. Encounters
shows the contract unit (20 models, 8 under the template, T3, 5+, Ld7)
against a Swarm, with a tracker mid-battle and one seeded roll.
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
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402
from companion.gui.widgets.forms import select_data
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
    window.resize(1280, 860)
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
        events.roll_button.click()
    pump()
    window.grab().save(str(OUT / "lustria-events.png"))

    encounters = tab.encounter_panel
    tab.setCurrentWidget(encounters)
    encounters.reset_to_defaults()
    settle(encounters)
    tracker = encounters.tracker
    tracker.roll_points_button.click()
    tracker.terrain_name.setText("Temple ruins")
    select_data(tracker.terrain_kind, "other_terrain")
    select_data(tracker.encounter, "quicksand")
    tracker.pay_button.click()
    select_data(tracker.player, "1")
    tracker.terrain_name.setText("Swamp edge")
    select_data(tracker.terrain_kind, "jungle")
    tracker.roll_type_button.click()
    tracker.pay_button.click()
    encounters.roll_button.click()
    pump()
    window.grab().save(str(OUT / "lustria-encounters.png"))

    tab.setCurrentWidget(tab.reference_page)
    pump()
    window.grab().save(str(OUT / "lustria-reference.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
