"""A heavy comparison on the real window: how soon a change shows, and whether the GUI froze meanwhile.

Run: .venv/bin/python bench/bench_responsiveness.py
Opens the Compare page with its largest legal input (12 loadouts x 12 targets x
20 attacks, optimal policy: seconds of work), changes the policy while that job
runs, and measures (a) the time from the change to the new result on screen and
(b) the longest gap between ticks of a 10 ms timer, i.e. the longest the GUI
thread could not react. Not a test: figures go to docs/benchmarks.md.
"""

import itertools
import json
import os
import platform
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HEAVY = {
    "format": 1, "game": "trench-crusade", "calculator": "compare", "policy": "optimal",
    "loadouts": [{"name": f"Loadout {i}", "attacks": 20,
                  "attack": {"kind": "melee", "keywords": ["DEADLY", "CRITICAL", "FIRE"]}} for i in range(12)],
    "targets": [{"name": f"Target {i}", "target": {"armour": ["none", "standard", "reinforced", "machine"][i % 4],
                                                   "keywords": ["TOUGH"]}} for i in range(12)],
}


def one_run(app, window, path: str) -> tuple[float, float]:
    from PySide6.QtCore import QEventLoop, QTimer

    panel = window.game_tabs[0].compare_panel
    window.open_scenario(path)
    ticks = [time.perf_counter()]
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(10)
    loop = QEventLoop()
    QTimer.singleShot(300, loop.quit)
    loop.exec()  # the first job is running
    changed = time.perf_counter()
    shown = []
    panel.result_shown.connect(lambda: shown.append(time.perf_counter()))
    panel.policy.setCurrentIndex(panel.policy.findData("never"))
    while not shown:
        QTimer.singleShot(10, loop.quit)
        loop.exec()
    timer.stop()
    panel.result_shown.disconnect()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    return (shown[0] - changed) * 1000, max(gaps) * 1000


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from companion.gui import theme
    from companion.gui.main_window import MainWindow
    from companion.gui.settings import open_settings

    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    os.environ["COMPANION_CONFIG_DIR"] = tempfile.mkdtemp(prefix="companion-bench-")
    app = QApplication.instance() or QApplication([])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    while any(panel.evaluator.busy() or panel.result is None for panel in window.all_panels()):
        app.processEvents()  # every page's first result rendered: that start-up work is not measured
    path = os.path.join(tempfile.mkdtemp(), "heavy.companion")
    with open(path, "w", encoding="utf-8") as stream:
        json.dump(HEAVY, stream)
    latencies, freezes = [], []
    for _ in range(5):
        latency, freeze = one_run(app, window, path)
        latencies.append(latency)
        freezes.append(freeze)
    for name, samples in (("change -> newest result shown", latencies), ("longest GUI freeze meanwhile", freezes)):
        print(f"{name}: median {statistics.median(samples):.0f} ms "
              f"(min {min(samples):.0f}, max {max(samples):.0f}, n={len(samples)})")
    window.close()


if __name__ == "__main__":
    main()
