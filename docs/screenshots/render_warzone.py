"""Render the Warzone tab's screenshots: one PNG per page on a 1366×768 laptop screen.

Run as ``.venv/bin/python docs/screenshots/render_warzone.py``. The window is built
offscreen with preferences in a temporary folder, each page gets a realistic
example, and the script waits for the worker thread's result before grabbing.
"""

import sys
import time
from pathlib import Path

import offscreen  # noqa: E402, F401 - sets up the laptop-sized offscreen screen before Qt loads
from PySide6.QtWidgets import QApplication  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402
from companion.model.warzone.damage import DamageInput  # noqa: E402
from companion.model.warzone.environments import RadioactiveInput  # noqa: E402
from companion.model.warzone.ramming import EnemyModel, RammingInput, Vehicle  # noqa: E402
from companion.model.warzone.victory import Army, ModelGroup, ModelState, VictoryInput  # noqa: E402

OUT = Path(__file__).resolve().parent

RAM = RammingInput(
    Vehicle(sz=3, ld=12, ar=24, w=2),
    (
        EnemyModel(sz=1, ar=18, w=1, ld=10),
        EnemyModel(sz=1, ar=18, w=1, ld=10, wait=True),
        EnemyModel(sz=2, ar=22, w=1, ld=11),
        EnemyModel(sz=4, ar=26, w=3, ld=13),  # a Vulkan: "LD 12 − 4 (SZ 4 vs 3) = 8: 40%"
    ),
)
DAMAGE = DamageInput(dam=10, multiplier=3, ar=24, w=2)
VICTORY = VictoryInput(
    game_size=500,
    armies=(
        Army((
            ModelGroup(17, 2, frozenset({ModelState.DESTROYED}), name="Hussars"),
            ModelGroup(21, 1, frozenset({ModelState.ROUTED}), name="Hussar Mortar Team: Spotter"),
            ModelGroup(55, 1, frozenset({ModelState.HALF_WOUNDS}), name="Vulkan"),
        )),
        Army(
            (
                ModelGroup(17, 3, frozenset({ModelState.PANICKED}), name="Legionnaires"),
                ModelGroup(21, 1, frozenset({ModelState.ROUTED}), name="Centurion"),
                ModelGroup(23, 1, frozenset({ModelState.HALF_WOUNDS}), name="Necromutant"),
                ModelGroup(45, 1, frozenset({ModelState.DESTROYED}), name="Razide"),
            ),
            (70,),
        ),
    ),
)
RADIOACTIVE = RadioactiveInput(turn=8, landing_turn=3, models=5, contaminated_models=2, wounds=1)


def wait_for(app: QApplication, panel) -> None:
    deadline = time.monotonic() + 10
    while (panel.evaluator.busy() or panel.result is None) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    for _ in range(5):
        app.processEvents()


def main() -> None:
    app = QApplication(sys.argv)
    settings = open_settings()
    settings.setValue("view/theme", "light")
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    index = next(i for i, tab in enumerate(window.game_tabs) if tab.game_id == "warzone")
    window.tabs.setCurrentIndex(index)
    tab = window.game_tabs[index]
    pages = (
        ("ramming", tab.ramming_panel, RAM),
        ("damage", tab.damage_panel, DAMAGE),
        ("victory-points", tab.victory_panel, VICTORY),
        ("environments", tab.environments_panel, RADIOACTIVE),
    )
    for name, panel, inputs in pages:
        tab.setCurrentWidget(panel)
        panel.load_inputs(inputs)
        wait_for(app, panel)
        window.grab().save(str(OUT / f"warzone-{name}.png"))
    victory = tab.victory_panel
    tab.setCurrentWidget(victory)
    victory.costs.setCurrentCell(next(row for row, (unit, member) in enumerate(victory.cost_rows)
                                      if unit.id == "stormtrencher_mortar_team" and member.leader), 0)
    victory.add_cost_row(1)
    wait_for(app, victory)
    scroll = victory.form_area.parentWidget().parentWidget()
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
    for _ in range(5):
        app.processEvents()
    window.grab().save(str(OUT / "warzone-victory-points-costs.png"))

    tab.setCurrentWidget(tab.reference_page)
    tab.reference_page.filter.setText("vehicle")
    for _ in range(5):
        app.processEvents()
    window.grab().save(str(OUT / "warzone-reference.png"))


if __name__ == "__main__":
    main()
