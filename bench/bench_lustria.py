"""Time the Lustria evaluations named in issue 6's performance budget.

Budget: a 40-shot volley evaluation, median <= 5 ms. The model keeps no
caches, so every repetition is a cold evaluation. Also timed for reference:
the same volley with multi-wound targets, a 1000-shot volley and a random
encounter with every encounter type ranked.

Run: .venv/bin/python bench/bench_lustria.py
"""

import statistics
import time

from companion.model.lustria import CALCULATORS

HEADER = {"format": 1, "game": "lustria"}
CASES = (
    (
        "40-shot volley, black powder (budget: median <= 5 ms)",
        "shooting",
        {"shots": 40, "bs": 3, "hit_modifier": -1, "strength": 4, "toughness": 3, "save": 5,
         "armour_piercing": True, "ward": None, "wounds": 1, "black_powder": True},
        200,
        5.0,
    ),
    (
        "40-shot volley, black powder, Wounds 3, ward 5+, unit of 10",
        "shooting",
        {"shots": 40, "bs": 4, "hit_modifier": -2, "strength": 5, "toughness": 4, "save": 4,
         "armour_piercing": True, "ward": 5, "wounds": 3, "black_powder": True, "models": 10},
        200,
        5.0,
    ),
    (
        "1000-shot volley, black powder (reference)",
        "shooting",
        {"shots": 1000, "bs": 3, "strength": 4, "toughness": 3, "save": 5, "black_powder": True},
        10,
        None,
    ),
    (
        "random encounter, 100 models, 30 under the template (reference)",
        "encounter",
        {"encounter": None, "unit": {"models": 100, "under_template": 30, "partly_under": 5, "toughness": 4,
                                     "wounds": 1, "save": 4, "ward": 6, "leadership": 8, "lizardmen": False}},
        50,
        None,
    ),
)


def main() -> int:
    over_budget = False
    for label, calculator_name, scenario, repetitions, budget_ms in CASES:
        calculator = CALCULATORS[calculator_name]
        inputs = calculator.parse(HEADER | {"calculator": calculator_name} | scenario)
        times = []
        for _ in range(repetitions):
            start = time.perf_counter()
            calculator.evaluate(inputs)
            times.append((time.perf_counter() - start) * 1000)
        median = statistics.median(times)
        verdict = ""
        if budget_ms is not None:
            verdict = "  OK" if median <= budget_ms else f"  OVER BUDGET ({budget_ms} ms)"
            over_budget |= median > budget_ms
        print(f"{label}: median {median:.3f} ms, min {min(times):.3f} ms, max {max(times):.3f} ms, "
              f"n={repetitions}{verdict}")
    return 1 if over_budget else 0


if __name__ == "__main__":
    raise SystemExit(main())
