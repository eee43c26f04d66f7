"""Render the Trench Crusade sequence, blast, melee, scatter, compare and sweep pages into docs/screenshots/.

Run: .venv/bin/python docs/screenshots/render_trench_crusade_sequence.py
Each page gets a realistic example: a six-shot FIRE weapon at +1 DICE against a
TOUGH target in Standard Armour (the advisor asked about a standing target with
4 markers and 2 attacks left), a SHRAPNEL grenade over four models (one a War
Prophet with MEMENTO MORI), the
built-in Machine Gun / Rifle / Flamer comparison, and so on.
"""

import sys
from pathlib import Path

import offscreen  # noqa: E402, F401 - sets up the laptop-sized offscreen screen before Qt loads
from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QScrollArea  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402
from companion.model.trench_crusade.attack import Target  # noqa: E402
from companion.model.trench_crusade.attack_input import Armour

OUT = Path(__file__).resolve().parent


def settle(panel) -> None:
    loop = QEventLoop()
    while panel.evaluator.busy() or panel.result is None:
        QTimer.singleShot(20, loop.quit)
        loop.exec()
    for _ in range(5):
        QApplication.processEvents()


def results_scroll(panel) -> QScrollArea:
    widget = panel.results_area
    while not isinstance(widget, QScrollArea):
        widget = widget.parentWidget()
    return widget


def show(window, tab, panel, name: str) -> None:
    tab.setCurrentWidget(panel)
    settle(panel)
    window.grab().save(str(OUT / f"trench-crusade-{name}.png"))


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    tab = next(tab for tab in window.game_tabs if tab.game_id == "trench-crusade")
    window.tabs.setCurrentWidget(tab)

    sequence = tab.sequence_panel
    tab.setCurrentWidget(sequence)
    sequence.reset_to_defaults()
    sequence.attacks.setValue(6)
    sequence.weapon.characteristic.setValue(1)
    sequence.weapon.keywords["FIRE"].setChecked(True)
    sequence.target.tough.setChecked(True)
    settle(sequence)
    sequence.advice_markers.setValue(4)
    sequence.advice_left.setValue(2)
    show(window, tab, sequence, "sequence")
    results_scroll(sequence).ensureWidgetVisible(sequence.advisor_group, 0, 0)
    show(window, tab, sequence, "sequence-advisor")

    blast = tab.blast_panel
    tab.setCurrentWidget(blast)
    blast.reset_to_defaults()
    blast.weapon.characteristic.setValue(1)
    blast.weapon.keywords["SHRAPNEL"].setChecked(True)
    for target in (Target(Armour.REINFORCED), Target(Armour.NONE, down=True, blood_markers=3, memento_mori=True),
                   Target(Armour.MACHINE, tough=True)):
        blast.add_button.click()
        blast.model_form.write(target)
        blast.model_form.changed.emit()
    blast.model_list.setCurrentRow(0)
    show(window, tab, blast, "blast")

    melee = tab.melee_shot_panel
    tab.setCurrentWidget(melee)
    melee.reset_to_defaults()
    melee.weapon.characteristic.setValue(1)
    melee.friend.armour.setCurrentIndex(melee.friend.armour.findData("none"))
    show(window, tab, melee, "into-melee")

    scatter = tab.scatter_panel
    tab.setCurrentWidget(scatter)
    scatter.reset_to_defaults()
    scatter.weapon.flags["long_range"].setChecked(True)
    show(window, tab, scatter, "scatter")

    compare = tab.compare_panel
    tab.setCurrentWidget(compare)
    compare.reset_to_defaults()
    show(window, tab, compare, "compare")

    sweep = tab.sweep_panel
    tab.setCurrentWidget(sweep)
    sweep.reset_to_defaults()
    sweep.weapon.characteristic.setValue(1)
    sweep.parameter.setCurrentIndex(sweep.parameter.findData("armour"))
    show(window, tab, sweep, "sweep")
    return 0


if __name__ == "__main__":
    sys.exit(main())
