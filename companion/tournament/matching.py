"""The pairing's matching at any field size: solved on a sparse graph, proved optimal on the complete one.

Every pair of players has an integer cost (see ``companion.tournament.pairing``); the round is the
perfect matching of least total cost over the complete graph. Solving the complete graph with a
blossom grows as the cube of the field (11 s at 1,024 players). Here:

1. A sparse candidate graph: each player's cheapest partners on the same points, and in the score
   groups just above and below. Nearly every pair of an optimum is among them.
2. That graph is solved exactly by ``companion.tournament.blossom``, which also returns its dual
   solution: vertex duals u and odd sets (blossoms) b with duals z ≥ 0.
3. The proof. For every pair (i, j) of the *complete* graph let the slack be
   ``u_i + u_j − 2·w_ij + 2·Σ z_b`` over the blossoms holding both (w = top − cost). If every slack is
   ≥ 0, every matched pair's slack is 0, and each blossom with z > 0 holds (|b| − 1)/2 matched pairs,
   then for any perfect matching M' of the complete graph
   ``2·w(M') ≤ Σ_{ij∈M'} (u_i + u_j + 2·Σ_{b∋i,j} z_b) = Σ u + 2·Σ_b z_b·|M' ∩ b| ≤ Σ u + Σ_b z_b(|b| − 1) = 2·w(M)``
   (a perfect matching has at most (|b| − 1)/2 pairs inside an odd set b), so no pairing of the
   field costs less than M: it is optimal over all pairs, by every tier. Where an optimum is unique,
   M is it. The check runs on all n(n − 1)/2 pairs in exact integer arithmetic (numpy, int64, each
   number split as high·B + low so that nothing overflows); it trusts nothing the solver says.
4. A pair whose slack is negative could improve the round: it is added to the candidate graph and
   the graph solved again. After a few rounds of that (none in the benchmarked events) the complete
   graph is solved instead, as before.

Up to ``DIRECT`` players the complete graph is solved directly: there rustworkx's compiled blossom
takes a few milliseconds and is faster than building and checking a proof.

A pair's seeded number is computed only where the proof needs it (same or adjacent score groups);
elsewhere its largest value, 2**24 − 1, bounds the slack from below, and the few pairs whose bound
falls short are computed exactly.
"""

import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from math import lcm
from typing import Any, NamedTuple

from companion.tournament.blossom import Duals, greedy_start, max_weight_matching
from companion.tournament.event import Player

DRAW_BITS = 24
NEAR = 8
"""Partners per player on the same points in the first candidate graph."""
ACROSS = 3
"""Partners per player in each adjacent score group."""
DIRECT = 80
"""Up to this many players the complete graph is solved directly: rustworkx's compiled blossom is faster there."""
SMALL = 32
"""Up to this many players the candidate graph is the complete graph (when ``least_cost_pairs`` is asked)."""
WIDENINGS = 4
"""Rounds of adding the pairs the proof refused before the complete graph is solved instead."""

FullGraphSolver = Callable[[int, Iterable[tuple[int, int, int]]], set[tuple[int, int]]]


@dataclass(frozen=True)
class Field:
    """The players to pair, by index, with what the tiers read: points scaled to integers (× ``scale``),
    clubs (−1 none), fixed tables, earlier meetings as index pairs, and the seed and round for the draw."""

    ids: tuple[int, ...]
    scaled: tuple[int, ...]
    clubs: tuple[int, ...]
    fixed: tuple[bool, ...]
    met: frozenset[tuple[int, int]]
    seed: int
    number: int
    scale: int

    @property
    def size(self) -> int:
        return len(self.ids)

    @cached_property
    def weights(self) -> tuple[int, int, int, int, int]:
        """(club, square, rematch, conflict, top): each tier's unit outweighs all the tiers below over a round."""
        pairs = self.size // 2
        largest_square = (max(self.scaled) - min(self.scaled)) ** 2
        club = pairs * ((1 << DRAW_BITS) - 1) + 1
        square = (pairs + 1) * club
        rematch = (pairs * largest_square + 1) * square
        conflict = (pairs + 1) * rematch
        return club, square, rematch, conflict, conflict + rematch + largest_square * square + club

    def draws(self, pairs: Sequence[tuple[int, int]]) -> list[int]:
        """The seeded numbers of these index pairs: ``pairing.pair_draw`` of their ids, computed in one pass."""
        heads, tails = self._draw_texts
        ids, blake, convert = self.ids, hashlib.blake2b, int.from_bytes
        return [convert(blake(heads[i] + tails[j] if ids[i] < ids[j] else heads[j] + tails[i],
                              digest_size=DRAW_BITS // 8).digest(), "big") for i, j in pairs]

    @cached_property
    def _draw_texts(self) -> tuple[list[bytes], list[bytes]]:
        """The text hashed for a pair of ids low < high is "pair:seed:round:low:high": its two halves per player."""
        prefix = f"pair:{self.seed}:{self.number}:".encode()
        return [prefix + b"%d:" % player for player in self.ids], [b"%d" % player for player in self.ids]

    @cached_property
    def partners(self) -> dict[int, list[int]]:
        """Each player's earlier opponents, by index."""
        found: dict[int, list[int]] = {}
        for i, j in self.met:
            found.setdefault(i, []).append(j)
            found.setdefault(j, []).append(i)
        return found

    def cost(self, i: int, j: int, draw: int) -> int:
        club, square, rematch, conflict, _ = self.weights
        cost = (self.scaled[i] - self.scaled[j]) ** 2 * square - draw
        if (min(i, j), max(i, j)) in self.met:
            cost += rematch
        if self.clubs[i] >= 0 and self.clubs[i] == self.clubs[j]:
            cost += club
        if self.fixed[i] and self.fixed[j]:
            cost += conflict
        return cost


def field_of(players: Sequence[Player], points: dict[int, Fraction], met: set[frozenset[int]], seed: int,
             number: int) -> Field:
    """The field of ``players`` (in rank order) for round ``number``: points scaled by their common denominator."""
    scale = lcm(*(points[player.id].denominator for player in players))
    names: dict[str, int] = {}
    clubs = []
    for player in players:
        club = player.club.strip().casefold()
        clubs.append(names.setdefault(club, len(names)) if club else -1)
    index = {player.id: i for i, player in enumerate(players)}
    pairs = (sorted(index[player] for player in pair) for pair in met if all(player in index for player in pair))
    return Field(ids=tuple(index), scaled=tuple(int(points[player.id] * scale) for player in players),
                 clubs=tuple(clubs), fixed=tuple(player.fixed_table is not None for player in players),
                 met=frozenset((i, j) for i, j in pairs if i != j), seed=seed, number=number, scale=scale)


def full_graph_pairs(field: Field, solver: FullGraphSolver) -> list[tuple[int, int]]:
    """The optimum over every pair by a blossom on the complete graph (the reference, and the last resort)."""
    n, top = field.size, field.weights[4]
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    edges = [(i, j, top - field.cost(i, j, draw)) for (i, j), draw in zip(pairs, field.draws(pairs), strict=True)]
    return sorted((min(pair), max(pair)) for pair in solver(n, edges))


def optimal_pairs(field: Field, solver: FullGraphSolver) -> list[tuple[int, int]]:
    """The optimum over every pair, as index pairs (lower index first), by whichever exact way is faster."""
    return full_graph_pairs(field, solver) if field.size <= DIRECT else least_cost_pairs(field, solver)


def least_cost_pairs(field: Field, solver: FullGraphSolver) -> list[tuple[int, int]]:
    """The optimum over every pair (as index pairs, lower index first), proved on the complete graph."""
    import numpy

    n = field.size
    order = sorted(range(n), key=lambda i: -field.scaled[i])
    groups: list[list[int]] = []
    for i in order:
        if groups and field.scaled[groups[-1][0]] == field.scaled[i]:
            groups[-1].append(i)
        else:
            groups.append([i])
    if n <= SMALL:
        pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
        draws = field.draws(pairs)
        candidates = dict(zip(pairs, draws, strict=True))
        known = Known(numpy.array([i for i, _ in pairs], dtype=numpy.int64),
                      numpy.array([j for _, j in pairs], dtype=numpy.int64), numpy.array(draws, dtype=numpy.int64))
    else:
        known, candidates = _candidates(field, groups, numpy)
    top = field.weights[4]
    for _ in range(WIDENINGS + 1):
        edges = [(i, j, top - field.cost(i, j, draw)) for (i, j), draw in sorted(candidates.items())]
        mate, duals = max_weight_matching(n, edges, *greedy_start(n, edges))
        if min(mate) < 0:  # no perfect matching among the candidates: take every pair of nearby groups
            candidates.update(zip(zip(known[0].tolist(), known[1].tolist(), strict=True), known[2].tolist(), strict=True))
            continue
        refused = _refused_pairs(field, mate, duals, known, numpy)
        if refused is None:
            break
        if not refused:
            return sorted({(min(v, mate[v]), max(v, mate[v])) for v in range(n)})
        candidates.update(refused)
        added = ([i for i, _ in refused], [j for _, j in refused], list(refused.values()))
        known = Known(*(numpy.concatenate((old, numpy.array(new, dtype=numpy.int64)))
                        for old, new in zip(known, added, strict=True)))
    return full_graph_pairs(field, solver)


class Known(NamedTuple):
    """The pairs whose seeded number has been computed, as three int64 arrays."""

    lower: Any
    higher: Any
    draws: Any


def _candidates(field: Field, groups: list[list[int]], numpy: Any) -> tuple[Known, dict[tuple[int, int], int]]:
    """The seeded numbers of every pair in one score group or two adjacent ones, and the first candidate
    graph (pairs with their numbers): each player's NEAR cheapest partners in its group, ACROSS in each
    adjacent group."""
    clubs = numpy.array(field.clubs, dtype=numpy.int64)
    fixed = numpy.array(field.fixed, dtype=bool)
    firsts, seconds, values = [], [], []
    chosen: dict[tuple[int, int], int] = {}
    for g, h in [(g, g) for g in range(len(groups))] + [(g, g + 1) for g in range(len(groups) - 1)]:
        rows, cols = numpy.array(groups[g]), numpy.array(groups[h])
        if g == h:
            upper = numpy.triu_indices(len(rows), 1)
            first, second = rows[upper[0]], rows[upper[1]]
        else:
            first, second = numpy.repeat(rows, len(cols)), numpy.tile(cols, len(rows))
        pairs = list(zip(first.tolist(), second.tolist(), strict=True))
        found = numpy.array(field.draws(pairs), dtype=numpy.int64)
        if g == h:
            draw = numpy.zeros((len(rows), len(rows)), dtype=numpy.int64)
            draw[upper] = found
            draw += draw.T
        else:
            draw = found.reshape(len(rows), len(cols))
        firsts.append(numpy.minimum(first, second))
        seconds.append(numpy.maximum(first, second))
        values.append(found)
        # Within a block the squared difference is the same for every pair: rank by the tiers below it.
        key = ((fixed[rows, None] & fixed[None, cols]).astype(numpy.int64) << 62) - draw
        key += ((clubs[rows, None] >= 0) & (clubs[rows, None] == clubs[None, cols])) * (1 << 50)
        position = {v: b for b, v in enumerate(groups[h])}
        for a, i in enumerate(groups[g]):
            for j in field.partners.get(i, ()):
                if j in position:
                    key[a, position[j]] += 1 << 56
        if g == h:
            numpy.fill_diagonal(key, (1 << 63) - 1)
        count = NEAR if g == h else ACROSS
        for matrix, near, far in ((key, rows, cols), (key.T, cols, rows)):
            take = min(count, matrix.shape[1] - (g == h))
            if take <= 0:
                continue
            best = numpy.argpartition(matrix, take - 1, axis=1)[:, :take]
            ends = far[best]
            picked = numpy.take_along_axis(draw if matrix is key else draw.T, best, axis=1)
            for i, j, value in zip(numpy.repeat(near, take).tolist(), ends.ravel().tolist(), picked.ravel().tolist(),
                                   strict=True):
                if i != j:
                    chosen[min(i, j), max(i, j)] = value
    return Known(numpy.concatenate(firsts), numpy.concatenate(seconds), numpy.concatenate(values)), chosen


def _refused_pairs(field: Field, mate: list[int], duals: Duals, known: Known, numpy: Any
                   ) -> dict[tuple[int, int], int] | None:
    """The pairs of the complete graph whose slack is negative, with their seeded numbers (empty: the matching
    is proved optimal), or None when the dual solution is no certificate at all (then the complete graph is
    solved)."""
    n = field.size
    club, square, rematch, conflict, top = field.weights
    # Lay the vertices out so that every blossom is an interval (a laminar family allows it).
    blossoms = sorted(duals.blossoms, key=lambda blossom: -len(blossom[0]))
    chain: list[list[int]] = [[] for _ in range(n)]
    for index, (members, _) in enumerate(blossoms):
        for v in members:
            chain[v].append(index)
    layout = sorted(range(n), key=lambda v: (chain[v], v))
    place = [0] * n
    for position, v in enumerate(layout):
        place[v] = position
    spans = []
    for members, z in blossoms:
        first, last = min(place[v] for v in members), max(place[v] for v in members)
        inside = sum(1 for v in members if first <= place[mate[v]] <= last)
        if z <= 0 or len(members) % 2 == 0 or last - first + 1 != len(members) or inside != len(members) - 1:
            return None
        spans.append((first, last, *divmod(z, square)))
    # int64 holds every sum below when these bounds hold (else the complete graph is solved instead).
    shift = [divmod(duals.vertex[v] - top, square) for v in layout]
    limit = 1 << 56
    if max(abs(high) for high, _ in shift) > 4 * limit or conflict // square > limit or sum(
            span[2] for span in spans) > limit or max(field.scaled) - min(field.scaled) > 1 << 27 or square * (
            len(spans) + 8) > limit:
        return None
    a_high = numpy.array([high for high, _ in shift], dtype=numpy.int64)
    a_low = numpy.array([low for _, low in shift], dtype=numpy.int64)
    at = numpy.array(place, dtype=numpy.int64)
    scaled = numpy.array(field.scaled, dtype=numpy.int64)[layout]
    clubs = numpy.array(field.clubs, dtype=numpy.int64)[layout]
    fixed = numpy.array(field.fixed, dtype=bool)[layout]
    largest = (1 << DRAW_BITS) - 1
    met = numpy.array(sorted(field.met), dtype=numpy.int64).reshape(-1, 2)
    met_rows, met_columns = _both_ways(at[met[:, 0]], at[met[:, 1]], numpy)
    known_rows, known_columns, known_draws = _both_ways(at[known[0]], at[known[1]], numpy, known[2])
    z_rows: dict[int, list[tuple[int, int, int]]] = {}  # 2-D difference updates of the blossom duals
    for first, last, high, low in spans:
        for row, column, sign in ((first, first, 1), (first, last + 1, -1), (last + 1, first, -1),
                                  (last + 1, last + 1, 1)):
            z_rows.setdefault(row, []).append((column, sign * high, sign * low))
    carry_high = numpy.zeros(n + 1, dtype=numpy.int64)
    carry_low = numpy.zeros(n + 1, dtype=numpy.int64)
    refused: dict[tuple[int, int], int] = {}
    recheck = []
    tight = 0
    columns = numpy.arange(n)
    partner = at[numpy.array(mate, dtype=numpy.int64)[layout]]
    block = max(1, min(n, (1 << 19) // n))
    for start in range(0, n, block):
        stop = min(n, start + block)
        rows = numpy.arange(start, stop)
        z_high = numpy.zeros((stop - start, n + 1), dtype=numpy.int64)
        z_low = numpy.zeros((stop - start, n + 1), dtype=numpy.int64)
        for row in range(start, stop):
            for column, high, low in z_rows.get(row, ()):
                z_high[row - start, column] += high
                z_low[row - start, column] += low
        z_high = numpy.cumsum(z_high, axis=0) + carry_high
        z_low = numpy.cumsum(z_low, axis=0) + carry_low
        carry_high, carry_low = z_high[-1].copy(), z_low[-1].copy()
        z_high = numpy.cumsum(z_high, axis=1)[:, :n]
        z_low = numpy.cumsum(z_low, axis=1)[:, :n]
        rematch_mask = numpy.zeros((stop - start, n), dtype=bool)
        low_at, high_at = numpy.searchsorted(met_rows, (start, stop))
        rematch_mask[met_rows[low_at:high_at] - start, met_columns[low_at:high_at]] = True
        draw = numpy.full((stop - start, n), largest, dtype=numpy.int64)
        exact = numpy.zeros((stop - start, n), dtype=bool)
        low_at, high_at = numpy.searchsorted(known_rows, (start, stop))
        draw[known_rows[low_at:high_at] - start, known_columns[low_at:high_at]] = known_draws[low_at:high_at]
        exact[known_rows[low_at:high_at] - start, known_columns[low_at:high_at]] = True
        both_fixed = fixed[rows, None] & fixed[None, :]
        same_club = (clubs[rows, None] >= 0) & (clubs[rows, None] == clubs[None, :])
        high = (a_high[rows, None] + a_high[None, :] + 2 * (scaled[rows, None] - scaled[None, :]) ** 2
                + 2 * (conflict // square) * both_fixed + 2 * (rematch // square) * rematch_mask + 2 * z_high)
        low = a_low[rows, None] + a_low[None, :] + 2 * club * same_club - 2 * draw + 2 * z_low
        carry = numpy.floor_divide(low, square)
        total_high, total_low = high + carry, low - carry * square  # slack = square·total_high + total_low
        negative = (total_high < 0) & (columns[None, :] > rows[:, None])
        for row, column in zip(*numpy.nonzero(negative), strict=True):
            i, j = layout[start + row], layout[column]
            slack = int(total_high[row, column]) * square + int(total_low[row, column])
            if exact[row, column]:
                refused[min(i, j), max(i, j)] = int(draw[row, column])
            else:
                recheck.append(((min(i, j), max(i, j)), slack + 2 * largest))
        local = numpy.arange(stop - start)
        mates = partner[start:stop]
        tight += int(numpy.count_nonzero((total_high[local, mates] == 0) & (total_low[local, mates] == 0)))
    if tight != n:
        return None
    draws = field.draws([pair for pair, _ in recheck])
    refused.update((pair, draw) for (pair, bound), draw in zip(recheck, draws, strict=True) if bound - 2 * draw < 0)
    return refused


def _both_ways(first: Any, second: Any, numpy: Any, *values: Any) -> tuple[Any, ...]:
    """Index pairs (and their values) in both orders, sorted by the first index."""
    rows = numpy.concatenate((first, second))
    order = numpy.argsort(rows, kind="stable")
    return (rows[order], numpy.concatenate((second, first))[order],
            *(numpy.concatenate((value, value))[order] for value in values))
