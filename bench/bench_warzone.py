"""Time a cold Warzone ramming evaluation over a 10-row path (budget: median <= 5 ms).

Run as ``.venv/bin/python bench/bench_warzone.py``. The model keeps no caches, so
every repetition is a cold evaluation, including the scenario results flattening.
"""

import statistics
import time

from companion.model.warzone import CALCULATORS
from companion.model.warzone.ramming import EnemyModel, RammingInput, TerrainPiece, Vehicle

REPETITIONS = 500
BUDGET_MS = 5.0

RAMMING = CALCULATORS["ramming"]
VEHICLE = Vehicle(sz=4, ld=14, ar=30, w=5)
TEN_ROWS = (
    EnemyModel(sz=1, ar=18, w=1, ld=10),
    EnemyModel(sz=2, ar=22, w=1, ld=11, wait=True),
    EnemyModel(sz=2, ar=24, w=2, ld=12, impenetrable=True),
    EnemyModel(sz=4, ar=26, w=3, ld=13, wait=True),
    EnemyModel(sz=1, ar=16, w=1, ld=9, wait=True),
    EnemyModel(sz=3, ar=20, w=2, ld=10, vehicle=True),
    EnemyModel(sz=2, ar=22, w=1, ld=11),
    EnemyModel(sz=5, ar=28, w=4, ld=14),
    EnemyModel(sz=2, ar=22, w=2, ld=11, wait=True),
    TerrainPiece(),
)
SCENARIOS = {
    "ramming, 10-row path, vehicle SZ 4 W 5": RammingInput(VEHICLE, TEN_ROWS),
    "ramming, 10-row path, vehicle SZ 10 W 20": RammingInput(Vehicle(sz=10, ld=20, ar=40, w=20), TEN_ROWS),
}


def time_ms(inputs: RammingInput) -> list[float]:
    samples = []
    for _ in range(REPETITIONS):
        start = time.perf_counter()
        RAMMING.results(RAMMING.evaluate(inputs))
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def main() -> None:
    for name, inputs in SCENARIOS.items():
        samples = time_ms(inputs)
        median = statistics.median(samples)
        verdict = "ok" if median <= BUDGET_MS else "OVER BUDGET"
        print(f"{name}: median {median:.3f} ms, min {min(samples):.3f} ms, max {max(samples):.3f} ms, "
              f"n={len(samples)} (budget {BUDGET_MS} ms: {verdict})")


if __name__ == "__main__":
    main()
