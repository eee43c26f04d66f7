"""Time the standings of a 256-player event after 8 rounds (budget: median <= 50 ms).

Run as ``.venv/bin/python bench/bench_standings.py``. Each repetition scores every table of
every round and ranks all players from the plain event, as the Standings page does.
"""

import statistics
import time

from desk_events import large_event

from companion.tournament.standings import standings

BUDGET_MS = 50.0
REPETITIONS = 50


def main() -> None:
    for players, rounds in ((256, 8), (1024, 8)):
        event = large_event(players, rounds)
        samples = []
        for _ in range(REPETITIONS):
            start = time.perf_counter()
            standings(event)
            samples.append((time.perf_counter() - start) * 1000)
        median = statistics.median(samples)
        verdict = f" (budget {BUDGET_MS} ms: {'ok' if median <= BUDGET_MS else 'OVER BUDGET'})" if players == 256 else ""
        print(f"standings, {players} players after {rounds} rounds: median {median:.1f} ms, min {min(samples):.1f} ms, "
              f"max {max(samples):.1f} ms, n={len(samples)}{verdict}", flush=True)


if __name__ == "__main__":
    main()
