"""Trench Crusade attack sequences: exact evaluation against a 100,000-roll simulation.

Run: .venv/bin/python bench/bench_sequence.py
Budget (issue 3): a 12-attack sequence with the optimal policy, median <= 50 ms.
The simulation lives here only (the model never samples): it rolls every die
of every attack, follows the optimal policy's decisions as the exact model
chose them, and reports the largest error against the exact P(Out of Action
after attack k) for every k.
"""

import os
import platform
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from companion.model.trench_crusade.attack_input import (  # noqa: E402
    Armour,
    Attack,
    AttackKind,
    SuccessSources,
    Target,
)
from companion.model.trench_crusade.sequence import (  # noqa: E402
    Policy,
    SequenceInput,
    Status,
    TargetState,
    evaluate,
)

MACHINE_GUN = SequenceInput(
    attack=Attack(sources=SuccessSources(characteristic=1), keywords=frozenset({"FIRE"})),
    target=Target(armour=Armour.STANDARD, tough=True),
    attacks=12,
    policy=Policy.OPTIMAL,
)
HEAVY_MELEE = SequenceInput(
    attack=Attack(kind=AttackKind.MELEE, sources=SuccessSources(characteristic=2),
                  keywords=frozenset({"CRITICAL", "DEADLY", "SHRAPNEL"})),
    target=Target(armour=Armour.MACHINE, tough=True, golem=True, blood_markers=2),
    attacks=12,
    policy=Policy.OPTIMAL,
    off_hand=Attack(kind=AttackKind.MELEE, injury_modifier=1),
)
LONG = SequenceInput(attack=MACHINE_GUN.attack, target=MACHINE_GUN.target, attacks=100, policy=Policy.OPTIMAL)


def summary(samples_ms: list[float]) -> str:
    return (f"median {statistics.median(samples_ms):.2f} ms  (min {min(samples_ms):.2f}, "
            f"max {max(samples_ms):.2f}, n={len(samples_ms)})")


def time_calls(function, repeats: int) -> list[float]:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def kept(rng: random.Random, base: int, net: int) -> int:
    dice = sorted((rng.randint(1, 6) for _ in range(base + abs(net))), reverse=net >= 0)
    return sum(dice[:base])


def simulate(rolls: int, seed: int, result) -> list[float]:
    """MACHINE_GUN rolled `rolls` times: ranged +1 DICE, FIRE, Standard Armour (-1), TOUGH, edition 1.0.

    Spending follows the exact optimal decisions; everything else is rolled die by die.
    """
    rng = random.Random(seed)
    plan = result.plan
    out_by = [0] * MACHINE_GUN.attacks
    for _ in range(rolls):
        down, markers, tough_used, out = False, 0, False, False
        for k in range(MACHINE_GUN.attacks):
            if out:
                out_by[k] += 1
                continue
            success = kept(rng, 2, 1)
            if success >= 7:
                critical = success >= 12
                state = TargetState(Status.DOWN if down else Status.STANDING, markers, tough_used)
                spend = plan.spend(Policy.OPTIMAL, k, plan.index[state], critical)
                cost = (3 if down else 6) if spend.bloodbath else 0
                total = kept(rng, 2 + spend.bloodbath, spend.blood_markers + critical) - 1
                left = markers - spend.blood_markers - cost
                if total >= 9 and not tough_used:
                    tough_used, total = True, 8  # TOUGH: the first Out of Action becomes Down
                if total >= 9:
                    out = True
                else:
                    placed = 0 if total <= 1 else 1 if total <= 6 else (2 if down else 1)
                    down = down or 7 <= total <= 8
                    markers = min(6, left + placed + 1)  # FIRE: one more marker, whatever the result
            if out:
                out_by[k] += 1
    return [n / rolls for n in out_by]


def gui_latency(repeats: int) -> list[float]:
    """Sequence page: a form change until the 12-attack optimal result is rendered."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from companion.gui import theme
    from companion.gui.main_window import MainWindow
    from companion.gui.settings import open_settings

    os.environ["COMPANION_CONFIG_DIR"] = tempfile.mkdtemp(prefix="companion-bench-")
    app = QApplication.instance() or QApplication([])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()
    tab = window.game_tabs[0]
    panel = tab.sequence_panel
    tab.setCurrentWidget(panel)
    loop = QEventLoop()
    panel.result_shown.connect(loop.quit)
    panel.load_inputs(MACHINE_GUN)
    QTimer.singleShot(2000, loop.quit)
    loop.exec()
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        current = panel.weapon.characteristic.value()
        panel.weapon.characteristic.setValue(current + 1 if current < 3 else -3)
        loop.exec()
        panel.line_chart.plot.repaint()
        samples.append((time.perf_counter() - start) * 1000)
    window.close()
    return samples


def main() -> None:
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {sys.version.split()[0]}, {platform.platform()}")
    # Every evaluation builds its own tables (no cache survives a call); the first call only pays imports
    # and icepool's own set-up, which a running app has paid once.
    evaluate(MACHINE_GUN)
    print("12 attacks, optimal (ranged +1 DICE, FIRE, TOUGH):", summary(time_calls(lambda: evaluate(MACHINE_GUN), 100)))
    print("12 attacks, optimal (melee pair, DEADLY, CRITICAL, GOLEM):",
          summary(time_calls(lambda: evaluate(HEAVY_MELEE), 50)))
    print("100 attacks, optimal:", summary(time_calls(lambda: evaluate(LONG), 10)))

    exact = evaluate(MACHINE_GUN)
    chances = exact.selected.out_of_action_by
    errors, times = [], []
    for seed in range(3):
        start = time.perf_counter()
        sampled = simulate(100_000, seed, exact)
        times.append((time.perf_counter() - start) * 1000)
        errors.append(max(abs(s - float(p)) for s, p in zip(sampled, chances, strict=True)))
    print(f"simulation, 100,000 sequences of 12 attacks: {summary(times)}; largest error vs exact "
          f"P(Out of Action by attack k), over every k: {max(errors) * 100:.3f} points (per seed: "
          + ", ".join(f"{e * 100:.3f}" for e in errors) + ")")
    print("sequence page, form change -> result rendered:", summary(gui_latency(30)))


if __name__ == "__main__":
    main()
