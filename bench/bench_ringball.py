"""Time cold Ringball throw and steal evaluations against the 5 ms budget.

Run: .venv/bin/python bench/bench_ringball.py
Each case is evaluated many times; the model keeps no caches of its own, so
every evaluation is computed from scratch (icepool's pool cache and the d6's
cached sums are cleared before each run). The very first evaluation of each
case in this process is also printed, as the coldest figure.
"""

import statistics
import time

import icepool

from companion.model.ringball import CALCULATORS

REPEATS = 300
BUDGET_MS = 5.0

ICP = {"shoot": 4, "prone": False, "in_combat": False, "half": "first"}
CASES = {
    "throw: contract example": (
        "throw",
        {
            "thrower": {"shoot": 4},
            "receiver": {"shoot": 4},
            "heroic_throw": False,
            "ability": None,
            "interceptors": [ICP],
        },
    ),
    "throw: 12 interceptors, heroic throw, hero, winged creatures": (
        "throw",
        {
            "thrower": {"shoot": 3, "strength": 4, "move": 6},
            "receiver": {"shoot": 4},
            "heroic_throw": True,
            "heroic_interception": {"shoot": 3},
            "winged_creatures": True,
            "interceptors": [
                dict(ICP, shoot=2 + i % 5, prone=i % 3 == 0, in_combat=i % 2 == 0, half="first" if i < 6 else "second")
                for i in range(12)
            ],
        },
    ),
    "steal: contract example": (
        "steal",
        {
            "attacker": {"attacks": 1, "fight": 4, "strength": 4, "supporters": 1, "might": 0},
            "carrier": {"attacks": 2, "fight": 3, "strength": 3, "supporters": 0, "might": 0, "shields": False},
        },
    ),
    "steal: 10 vs 20 dice, Might 6 each, cavalry re-roll": (
        "steal",
        {
            "attacker": {"attacks": 10, "fight": 5, "strength": 4, "supporters": 3, "might": 6},
            "carrier": {
                "attacks": 10,
                "fight": 5,
                "strength": 5,
                "supporters": 2,
                "might": 6,
                "shields": True,
                "courage": 4,
            },
            "cavalry_reroll": True,
        },
    ),
}


def clear_icepool_caches() -> None:
    """Drop icepool's pool cache and the cached sums of the shared d6."""
    icepool.Pool.clear_cache()
    icepool.d6.__dict__.pop("_sum_cache", None)


def main() -> None:
    worst = 0.0
    for label, (name, scenario) in CASES.items():
        calculator = CALCULATORS[name]
        inputs = calculator.parse(scenario)
        start = time.perf_counter()
        calculator.results(calculator.evaluate(inputs))
        first = (time.perf_counter() - start) * 1000
        times = []
        for _ in range(REPEATS):
            clear_icepool_caches()
            start = time.perf_counter()
            calculator.results(calculator.evaluate(inputs))
            times.append((time.perf_counter() - start) * 1000)
        median = statistics.median(times)
        worst = max(worst, median)
        print(
            f"{label}: median {median:.3f} ms, min {min(times):.3f} ms, max {max(times):.3f} ms, n={len(times)}, "
            f"first call {first:.3f} ms"
        )
    print(f"worst median {worst:.3f} ms (budget {BUDGET_MS} ms): {'OK' if worst <= BUDGET_MS else 'OVER BUDGET'}")


if __name__ == "__main__":
    main()
