"""Time pairing round 6 of a 64-, 256- and 1,024-player event (budget: 256 players, median <= 0.5 s).

Run as ``.venv/bin/python bench/bench_pairing.py``. Each repetition pairs the same event from
scratch: standings, the bye, the exact matching over every pair, the tables. With ``--networkx``
the same pairings run through networkx's pure-Python blossom instead (64 and 256 players), for
the comparison in ``docs/benchmarks.md``; both must give the same pairing.
"""

import statistics
import sys
import time
from dataclasses import replace

from desk_events import large_event

from companion.tournament import pairing as desk_pairing
from companion.tournament.pairing import pair_round

BUDGET_S = 0.5
CASES = ((64, 15), (256, 9), (1024, 3))


def networkx_matching(nodes, edges):
    import networkx

    graph = networkx.Graph()
    graph.add_nodes_from(range(nodes))
    graph.add_weighted_edges_from(edges)
    return networkx.max_weight_matching(graph, maxcardinality=True)


def compare_with_networkx() -> None:
    rustworkx_matching = desk_pairing._max_weight_perfect_matching
    for players, repetitions in ((64, 5), (256, 3)):
        event = large_event(players, 5)
        fast = pair_round(event)
        desk_pairing._max_weight_perfect_matching = networkx_matching
        samples = []
        for _ in range(repetitions):
            start = time.perf_counter()
            slow = pair_round(event)
            samples.append(time.perf_counter() - start)
        desk_pairing._max_weight_perfect_matching = rustworkx_matching
        assert slow == fast, "networkx and rustworkx disagree"
        print(f"{players} players, round 6, networkx: median {statistics.median(samples):.3f} s, "
              f"min {min(samples):.3f} s, max {max(samples):.3f} s, n={len(samples)}; the same pairing", flush=True)


def main() -> None:
    if "--networkx" in sys.argv:
        return compare_with_networkx()
    for players, repetitions in CASES:
        event = large_event(players, 5)
        for fresh in (False, True):
            timed = replace(event, settings=replace(event.settings, fresh_tables=fresh))
            pair_round(timed)  # the first call also loads the matching library
            samples = []
            for _ in range(repetitions):
                start = time.perf_counter()
                pairing = pair_round(timed)
                samples.append(time.perf_counter() - start)
            median = statistics.median(samples)
            verdict = "" if players != 256 else f" (budget {BUDGET_S} s: {'ok' if median <= BUDGET_S else 'OVER BUDGET'})"
            print(f"{players} players, round {pairing.round}{', fresh tables' if fresh else ''}: median {median:.3f} s, "
                  f"min {min(samples):.3f} s, max {max(samples):.3f} s, n={len(samples)}; "
                  f"rematches {pairing.rematches}, squared differences {pairing.squared_differences}, "
                  f"same club {pairing.same_club_pairs}, table repeats {pairing.table_repeats}{verdict}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
