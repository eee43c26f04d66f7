"""Time pairing round 6 of 64- to 2,048-player events, the desk's pairing against the complete graph's.

Run as ``.venv/bin/python bench/bench_pairing.py``. Each repetition pairs the same event from scratch:
standings, the bye, the matching, the tables. Two ways, in the same run, repetitions interleaved:

- "proved": what the desk does (``companion.tournament.matching``): a sparse candidate graph solved by
  a blossom that keeps its duals, the duals checked on every pair; fresh tables by an exact assignment;
- "today": the complete graph through rustworkx's blossom (``matching.full_graph_pairs``, the tests'
  reference, as rounds were paired before), fresh tables by a blossom on the complete bipartite graph.

Both must reach the same tiers and the same pairs; the script stops if they do not. Budgets: 256
players ≤ 0.5 s and no slower than today, 1,024 ≤ 1.5 s (≤ 2 s with fresh tables), 2,048 ≤ 8 s.
With ``--networkx`` the complete graph goes through networkx's pure-Python blossom instead (64 and
256 players), for the comparison in ``docs/benchmarks.md``. ``--quick`` skips today's 2,048 (about
two minutes a repetition).
"""

import os
import statistics
import sys
import time
from dataclasses import replace

from desk_events import large_event

from companion.tournament import matching
from companion.tournament import pairing as desk_pairing
from companion.tournament.pairing import pair_round

CASES = ((64, 15, 15), (256, 9, 9), (1024, 7, 3), (2048, 5, 1))
"""(players, repetitions of the desk's pairing, repetitions of today's)."""
BUDGETS = {(256, False): 0.5, (256, True): 0.5, (1024, False): 1.5, (1024, True): 2.0, (2048, False): 8.0,
           (2048, True): 8.0}


def today_match(players, points, met, seed, number):
    field = matching.field_of(players, points, met, seed, number)
    return [(players[i], players[j]) for i, j in matching.full_graph_pairs(field, desk_pairing._max_weight_perfect_matching)]


class Today:
    """Pair as before: the complete graph, and the blossom for fresh tables."""

    def __enter__(self):
        self.saved = desk_pairing._match, desk_pairing._assign
        desk_pairing._match = today_match
        desk_pairing._assign = desk_pairing._assignment_by_blossom

    def __exit__(self, *exc):
        desk_pairing._match, desk_pairing._assign = self.saved


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
        with Today():
            desk_pairing._max_weight_perfect_matching = networkx_matching
            samples = []
            for _ in range(repetitions):
                start = time.perf_counter()
                slow = pair_round(event)
                samples.append(time.perf_counter() - start)
            desk_pairing._max_weight_perfect_matching = rustworkx_matching
        assert slow == fast, "networkx's complete graph and the desk's pairing disagree"
        print(f"{players} players, round 6, networkx: median {statistics.median(samples):.3f} s, "
              f"min {min(samples):.3f} s, max {max(samples):.3f} s, n={len(samples)}; the same pairing", flush=True)


def figures(samples):
    return (f"median {statistics.median(samples):.3f} s, min {min(samples):.3f} s, max {max(samples):.3f} s, "
            f"n={len(samples)}")


def main() -> None:
    if "--networkx" in sys.argv:
        return compare_with_networkx()
    print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at the start", flush=True)
    for players, repetitions, today_repetitions in CASES:
        if "--quick" in sys.argv and players > 1024:
            today_repetitions = 0
        event = large_event(players, 5)
        for fresh in (False, True):
            timed = replace(event, settings=replace(event.settings, fresh_tables=fresh))
            proposed = pair_round(timed)  # the first call also loads the libraries
            proved, before = [], []
            for repetition in range(max(repetitions, today_repetitions)):
                if repetition < repetitions:
                    start = time.perf_counter()
                    proposed = pair_round(timed)
                    proved.append(time.perf_counter() - start)
                if repetition < today_repetitions:
                    with Today():
                        start = time.perf_counter()
                        reference = pair_round(timed)
                        before.append(time.perf_counter() - start)
                    same_tiers = ((reference.rematches, reference.squared_differences, reference.same_club_pairs,
                                   reference.draw_sum) == (proposed.rematches, proposed.squared_differences,
                                                           proposed.same_club_pairs, proposed.draw_sum))
                    same_pairs = ({frozenset(t.players) for t in reference.tables}
                                  == {frozenset(t.players) for t in proposed.tables})
                    assert same_tiers and same_pairs and reference.table_repeats == proposed.table_repeats, \
                        f"{players} players: the proved pairing differs from the complete graph's"
            budget, median = BUDGETS.get((players, fresh)), statistics.median(proved)
            verdict = "" if budget is None else f"; budget {budget} s: {'ok' if median <= budget else 'OVER'}"
            if before and players == 256:
                verdict += f", {'no slower' if median <= statistics.median(before) else 'SLOWER'} than today"
            print(f"{players} players, round {proposed.round}{', fresh tables' if fresh else ''}: "
                  f"proved {figures(proved)}" + (f"; today {figures(before)}, the same pairing" if before else "")
                  + f"; rematches {proposed.rematches}, squared differences {proposed.squared_differences}, "
                  f"same club {proposed.same_club_pairs}, table repeats {proposed.table_repeats}{verdict}", flush=True)
    print(f"load average {os.getloadavg()[0]:.2f} at the end", flush=True)


if __name__ == "__main__":
    sys.exit(main())
