"""Render the Trench Crusade attack page offscreen into docs/screenshots/.

Run: .venv/bin/python docs/screenshots/render_trench_crusade.py
The inputs are the rules file's reference attack (ranged, +1 DICE, Standard
Armour), so the screenshot must show 19.44% / 2.07% / 42.97% / 20.69% / 14.83%.
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

OUT = Path(__file__).resolve().parent


def settle(panel) -> None:
    loop = QEventLoop()
    while panel.evaluator.busy() or panel.result is None:
        QTimer.singleShot(20, loop.quit)
        loop.exec()
    for _ in range(5):
        QApplication.processEvents()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.resize(1280, 860)
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
