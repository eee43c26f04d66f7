"""Trench Crusade attack: evaluation, form-to-repaint latency, and a Monte Carlo baseline.

Run: .venv/bin/python bench/bench_attack.py
Prints medians with min/max over many repetitions. Not a test: figures go to
docs/benchmarks.md together with the machine they were measured on.
"""

import json
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from fractions import Fraction

if "QT_QPA_PLATFORM" not in os.environ:  # a 1366×768 laptop's screen: the window opens at the size players see
    _screen = os.path.join(tempfile.mkdtemp(prefix="companion-bench-"), "screen.json")
    with open(_screen, "w", encoding="utf-8") as stream:
        json.dump({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96,
                                "logicalBaseDpi": 96, "dpr": 1}]}, stream)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen}"

import companion.model.trench_crusade.attack as attack_model  # noqa: E402
from companion.model.trench_crusade.attack import evaluate  # noqa: E402
from companion.model.trench_crusade.attack_input import (  # noqa: E402
    Armour,
    Attack,
    AttackInput,
    Outcome,
    SuccessSources,
    Target,
    injury_band,
)

REFERENCE = AttackInput(attack=Attack(sources=SuccessSources(characteristic=1)), target=Target(armour=Armour.STANDARD))
HEAVY = AttackInput(
    attack=Attack(sources=SuccessSources(characteristic=3), keywords=frozenset({"CRITICAL", "DEADLY", "FIRE"}),
                  injury_dice=2, blood_markers_spent=2),
    target=Target(armour=Armour.MACHINE, blood_markers=6, tough=True),
)


def summary(samples_ms: list[float]) -> str:
    p95 = statistics.quantiles(samples_ms, n=20)[-1] if len(samples_ms) >= 20 else max(samples_ms)
    return (f"median {statistics.median(samples_ms):.3f} ms  (min {min(samples_ms):.3f}, p95 {p95:.3f}, "
            f"max {max(samples_ms):.3f}, n={len(samples_ms)})")


def time_calls(function, repeats: int) -> list[float]:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def cold_evaluate(inputs: AttackInput):
    """An evaluation that rolls every pool anew, as the first time these DICE are asked for."""
    attack_model._pool_totals.cache_clear()
    return evaluate(inputs)


def monte_carlo(rolls: int, seed: int = 1) -> dict[Outcome, Fraction]:
    """What web calculators do: roll the reference attack `rolls` times."""
    rng = random.Random(seed)
    counts = dict.fromkeys(Outcome, 0)
    for _ in range(rolls):
        success = sorted(rng.randint(1, 6) for _ in range(3))[1:]
        total = sum(success)
        if total < 7:
            counts[Outcome.MISS] += 1
            continue
        dice = 3 if total >= 12 else 2
        injury = sum(sorted(rng.randint(1, 6) for _ in range(dice))[-2:]) - 1
        counts[injury_band(injury)] += 1
    return {outcome: Fraction(n, rolls) for outcome, n in counts.items()}


def gui_latency(repeats: int, fresh_pools: bool = False) -> list[float]:
    """Form change -> result rendered and both charts repainted, through the real panel.

    The model remembers the dice pools it has rolled; the form cycles through seven values, so from the
    eighth change on every pool is one seen before, as when a player moves a field back and forth.
    ``fresh_pools`` forgets them before each change: the cost of a combination never tried.

    The clock stops when both charts' viewports have painted after the result was shown. Calling
    ``repaint()`` on the plots instead (as this script once did) painted nothing while pyqtgraph's scene
    still had its update queued, and that paint was then charged to the next change.
    """
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    class PaintWatch(QObject):
        """Which of the charts' viewports have painted since ``reset``."""

        def __init__(self, viewports):
            super().__init__()
            self.viewports = set(viewports)
            self.painted: set = set()
            for viewport in viewports:
                viewport.installEventFilter(self)

        def reset(self) -> None:
            self.painted = set()

        def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                self.painted.add(watched)
            return False

    from companion.gui import theme
    from companion.gui.main_window import MainWindow
    from companion.gui.settings import open_settings

    os.environ["COMPANION_CONFIG_DIR"] = tempfile.mkdtemp(prefix="companion-bench-")
    app = QApplication.instance() or QApplication([])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    panel = window.game_tabs[0].attack_panel
    watch = PaintWatch([panel.outcome_chart.plot.viewport(), panel.injury_chart.plot.viewport()])
    loop = QEventLoop()
    panel.result_shown.connect(loop.quit)
    panel.result_shown.connect(watch.reset)
    QTimer.singleShot(500, loop.quit)
    loop.exec()  # let the first evaluation and the first paint finish
    app.processEvents()
    samples = []
    for _ in range(repeats):
        if fresh_pools:
            attack_model._pool_totals.cache_clear()
        start = time.perf_counter()
        current = panel.weapon.characteristic.value()
        panel.weapon.characteristic.setValue(current + 1 if current < 3 else -3)
        loop.exec()  # the GUI thread waits in Qt's event loop, as in the running app
        deadline = time.perf_counter() + 1.0
        while watch.painted != watch.viewports and time.perf_counter() < deadline:
            app.processEvents()  # the scene's queued update, then the window's paint
        app.processEvents()  # a second paint a chart asked for belongs to this change, not to the next
        samples.append((time.perf_counter() - start) * 1000)
    window.close()
    return samples


def main() -> None:
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}, {platform.platform()}")
    evaluate(REFERENCE)  # imports and icepool's first-use set-up are not part of an evaluation
    for name, inputs in (("reference", REFERENCE), ("+3 DICE, DEADLY, CRITICAL, TOUGH, markers", HEAVY)):
        print(f"one attack ({name}), cold:", summary(time_calls(lambda inputs=inputs: cold_evaluate(inputs), 300)))
        print(f"one attack ({name}), pools seen before:", summary(time_calls(lambda inputs=inputs: evaluate(inputs), 300)))
    exact = evaluate(REFERENCE).outcomes
    mc_times = []
    for seed in range(5):
        start = time.perf_counter()
        sampled = monte_carlo(100_000, seed)
        mc_times.append((time.perf_counter() - start) * 1000)
    error = max(abs(float(sampled[o] - exact[o])) for o in Outcome)
    print(f"Monte Carlo, 100,000 rolls: {summary(mc_times)}; largest error vs exact {error * 100:.3f} points")
    print("form change -> chart repainted:", summary(gui_latency(200)))
    print("form change -> chart repainted, pools never seen before:", summary(gui_latency(200, fresh_pools=True)))


if __name__ == "__main__":
    main()
