"""Render the Trench Crusade attack page offscreen into docs/screenshots/.

Run: .venv/bin/python docs/screenshots/render_trench_crusade.py
The inputs are the rules file's reference attack (ranged, +1 DICE, Standard
Armour), so the screenshot must show 19.44% / 2.07% / 42.97% / 20.69% / 14.83%.
trench-crusade-attack-memento.png aims the same shot in 1.6.3 at a War Prophet
(MEMENTO MORI) in Reinforced Armour, a shield and innate -2, held at -3: the
14.83%-like share of Out of Action is ignored, and the explanation and the
edition table show the cap.
"""

import sys
from pathlib import Path

import offscreen  # noqa: E402, F401 - sets up the laptop-sized offscreen screen before Qt loads
from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QScrollArea  # noqa: E402

from companion.gui import theme  # noqa: E402
from companion.gui.main_window import MainWindow  # noqa: E402
from companion.gui.settings import open_settings  # noqa: E402

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


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    tab = next(tab for tab in window.game_tabs if tab.game_id == "trench-crusade")
    window.tabs.setCurrentWidget(tab)
    panel = tab.attack_panel
    tab.setCurrentWidget(panel)
    panel.reset_to_defaults()
    panel.weapon.characteristic.setValue(1)
    settle(panel)
    window.grab().save(str(OUT / "trench-crusade-attack.png"))

    panel.pin()
    panel.weapon.flags["cover"].setChecked(True)
    panel.weapon.keywords["CRITICAL"].setChecked(True)
    panel.at_least.setChecked(True)
    settle(panel)
    window.grab().save(str(OUT / "trench-crusade-attack-pinned.png"))

    panel.clear_pin()
    panel.at_least.setChecked(False)
    panel.exactly.setChecked(True)
    panel.reset_to_defaults()
    panel.weapon.characteristic.setValue(1)
    panel.weapon.edition.setCurrentIndex(panel.weapon.edition.findData("1.6.3"))
    panel.target.armour.setCurrentIndex(panel.target.armour.findData("reinforced"))
    panel.target.shield.setChecked(True)
    panel.target.innate_armour.setValue(-2)
    panel.target.memento_mori.setChecked(True)
    settle(panel)
    results_scroll(panel).ensureWidgetVisible(panel.editions, 0, 0)
    settle(panel)
    window.grab().save(str(OUT / "trench-crusade-attack-memento.png"))
    results_scroll(panel).ensureWidgetVisible(panel.table, 0, 0)
    panel.reset_to_defaults()  # back to the pinned shot's inputs, for the dark theme
    panel.weapon.characteristic.setValue(1)
    panel.weapon.flags["cover"].setChecked(True)
    panel.weapon.keywords["CRITICAL"].setChecked(True)
    settle(panel)

    settings.setValue("view/theme", "dark")
    settings.setValue("view/large_text", True)
    theme.apply(app, settings)
    panel.clear_pin()
    panel.exactly.setChecked(True)
    settle(panel)
    window.grab().save(str(OUT / "trench-crusade-attack-dark-large.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
