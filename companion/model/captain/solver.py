"""The ritual solved by backward induction: every state's value in floats, then exact values where they count.

A state is the two sets of players still to be paired at the start of a round (k a side). Its value, our expected
total of what is left under optimal play by both captains, comes from three nested simultaneous games:

- the accepting step, a 2×2 game: which of their two attackers our defender accepts against which of ours theirs
  accepts; each cell is the two games it fixes plus what follows (the refused and left-over players' games at
  k = 3 and 4, the value of the next state at k ≥ 5);
- the attackers' step, a game over the pairs of attackers each side may send, whose cells are accepting steps;
- the defenders' step, a k × k game whose cells are attackers' steps.

With perfect recall this is exact: each step is a zero-sum matrix game of the values below it (the rules say a
choice is revealed before the next step and nothing else is hidden).

**The float pass** (``Solver.__init__``) solves every state of every round from the last up, each round's games all
at once in numpy (``matrix_games.float_games``): 8 a side is 784 states of 6 and 4,900 of 4, about three million
accepting steps and 110,000 larger games. It keeps each step's float values and strategies, and for each round a
proven bound on their error (the duality gaps of the strategies found, measured on the matrices, plus rounding).

**The exact pass** (``value``, ``advice``) answers in Fractions: the value of a step is solved exactly on the float
solution's support from the exact values of the cells there, each itself solved the same way one step down, and
every other choice is shown to be no better, in floats where the float figure clears the exact value by more than
the proven error, in Fractions otherwise, a choice found better joining the support (``lazy_exact_game``). Only the
cells the answer depends on are ever computed exactly, and each is computed once. Scores are handled as whole
numbers (the matrix times the least common denominator of its entries: 2 for halves), so the float pass adds
whole numbers exactly.
"""

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb
from typing import Any

from companion.model.cancellation import checkpoint
from companion.model.captain.matrix_games import ExactSolution, exact_game, float_games, lazy_exact_game
from companion.model.captain.ritual import Choice, Position, Step, choices
from companion.model.progress import report

STATES_PER_CHUNK = 96
"""States of one round solved together: the accepting steps of 96 states of 6 are 350,000 games (about 60 MB)."""


@cache
def _pair_templates(k: int) -> tuple[tuple[tuple[tuple[int, int], ...], ...], tuple[tuple[int, ...], ...]]:
    """For each defender's place d among k: the attackers' pairs (places among k, in ``ritual.pairs``' order), and
    for each pair the place left over when k = 4."""
    pairs = tuple(tuple(combinations([x for x in range(k) if x != d], 2)) for d in range(k))
    left = tuple(tuple(next((x for x in range(k) if x != d and x not in pair), -1) for pair in pairs[d])
                 for d in range(k))
    return pairs, left


def _share(done: int, amount: int, total: int) -> Callable[[float], None]:
    """Report a round's progress as its share of the float pass, itself nine tenths of the whole."""
    return lambda part: report(0.9 * (done + part * amount) / total)


@dataclass
class _Round:
    """The float solution of every state of one round (k players a side); arrays indexed by state, then step."""

    k: int
    combos: Any
    """(n, k): the players of each subset, ascending, by rank."""
    value: Any
    """(n², ) each state's value; the state of ours of rank r and theirs of rank t is r·n + t."""
    defenders: Any
    """(n², k, k): the defenders' step; its strategies in defenders_rows / defenders_columns (n², k)."""
    defenders_rows: Any
    defenders_columns: Any
    attackers: Any
    """(n², k, k, p, p): each attackers' step; strategies in attackers_rows / attackers_columns (n², k, k, p)."""
    attackers_rows: Any
    attackers_columns: Any
    accept_error: float
    """How far a float accepting step's cell can be from the exact one; attackers_error for an attackers' step's
    cell (an accepting step's value), defenders_error for a defenders' step's cell, value_error for a state."""
    attackers_error: float
    defenders_error: float
    value_error: float
    exact_numerator: Any = None
    """(n², k, k, p, p) with k ≤ 4: each accepting step's exact value, over exact_denominator."""
    exact_denominator: Any = None


def _whole_two_by_two(cells: Any) -> tuple[Any, Any]:
    """The exact values of 2×2 games of whole numbers (..., 2, 2), as numerators and positive denominators."""
    import numpy as np

    cells = cells.astype(np.int64)
    a, b, c, d = cells[..., 0, 0], cells[..., 0, 1], cells[..., 1, 0], cells[..., 1, 1]
    maximin = np.maximum(np.minimum(a, b), np.minimum(c, d))
    minimax = np.minimum(np.maximum(a, c), np.maximum(b, d))
    saddle = maximin == minimax
    denominator = np.where(saddle, 1, a - b - c + d)
    numerator = np.where(saddle, maximin, a * d - b * c)
    sign = np.where(denominator < 0, -1, 1)
    numerator, denominator = numerator * sign, denominator * sign
    common = np.gcd(numerator, denominator)
    return numerator // common, denominator // common


class Solver:
    """The ritual of one matrix, solved; ``scores[i][j]`` is our player i's whole-number score against their j."""

    def __init__(self, scores: tuple[tuple[int, ...], ...]):
        import numpy as np

        self.scores = scores
        self.size = size = len(scores)
        self.rounds: dict[int, _Round] = {}
        self.rank = np.zeros(1 << size, dtype=np.int64)
        levels = [k for k in range(size, 2, -2)][::-1]
        work = [comb(size, k) ** 2 * k * k * comb(k - 1, 2) ** 2 for k in levels]
        done = 0
        for k, amount in zip(levels, work, strict=True):
            self._float_round(k, _share(done, amount, sum(work)))
            done += amount
        self._exact_values: dict[tuple[int, int], Fraction] = {}
        self._bounds: dict[tuple[int, int], tuple[int, int]] = {}
        self._exact_shapes: dict[tuple[tuple[int, ...], ...], Fraction] = {}
        self._exact_defenders: dict[tuple[int, int, int, int], Fraction] = {}
        self._exact_attackers: dict[tuple[int, int, int, int, int, int], Fraction] = {}

    # --- the float pass ---

    def _float_round(self, k: int, progress: Callable[[float], None]) -> None:
        import numpy as np

        size = self.size
        combos = np.array(list(combinations(range(size), k)), dtype=np.int64).reshape(-1, k)
        n = len(combos)
        masks = (1 << combos).sum(axis=1)
        self.rank[masks] = np.arange(n)
        scores = np.array(self.scores, dtype=float)
        pairs, left = _pair_templates(k)
        count = len(pairs[0])
        template = np.array(pairs, dtype=np.int64).reshape(k, count, 2)
        leftover = np.array(left, dtype=np.int64).reshape(k, count)
        shape = (k, 1, 1, 1, 1, 1), (1, k, 1, 1, 1, 1), (1, 1, count, 1, 1, 1), (1, 1, 1, count, 1, 1)
        ours_defender, theirs_defender, ours_pair, theirs_pair = (np.arange(length).reshape(s) for length, s in
                                                                  zip((k, k, count, count), shape, strict=True))
        accepted_by_us = np.arange(2).reshape(1, 1, 1, 1, 2, 1)  # rows: which of their attackers we accept
        accepted_by_them = np.arange(2).reshape(1, 1, 1, 1, 1, 2)  # columns: which of ours they accept
        ours_attacker = template[ours_defender, ours_pair, accepted_by_them]
        ours_refused = template[ours_defender, ours_pair, 1 - accepted_by_them]
        theirs_attacker = template[theirs_defender, theirs_pair, accepted_by_us]
        theirs_refused = template[theirs_defender, theirs_pair, 1 - accepted_by_us]
        previous = self.rounds.get(k - 2)
        states = n * n
        value = np.empty(states)
        defenders = np.empty((states, k, k))
        defenders_rows, defenders_columns = np.empty((states, k)), np.empty((states, k))
        attackers = np.empty((states, k, k, count, count))
        attackers_rows, attackers_columns = np.empty((states, k, k, count)), np.empty((states, k, k, count))
        errors = np.zeros(3)
        exact_numerator: Any = None
        exact_denominator: Any = None
        if k <= 4:  # the accepting steps' cells are whole numbers: their exact values are found with the floats
            exact_numerator = np.empty((states, k, k, count, count), dtype=np.int64)
            exact_denominator = np.empty((states, k, k, count, count), dtype=np.int64)
        for start in range(0, states, STATES_PER_CHUNK):
            checkpoint()
            progress(start / states)
            index = np.arange(start, min(states, start + STATES_PER_CHUNK))
            ours, theirs = combos[index // n], combos[index % n]
            local = scores[ours[:, :, None], theirs[:, None, :]]  # (c, k, k)
            cells = local[:, ours_defender, theirs_attacker] + local[:, ours_attacker, theirs_defender]
            if k == 3 or k == 4:
                cells = cells + local[:, ours_refused, theirs_refused]
            if k == 4:
                cells = cells + local[:, leftover[ours_defender, ours_pair], leftover[theirs_defender, theirs_pair]]
            if k >= 5:
                assert previous is not None  # rounds are solved from the last up
                bits_ours, bits_theirs = 1 << ours, 1 << theirs
                mask_ours, mask_theirs = bits_ours.sum(axis=1), bits_theirs.sum(axis=1)
                left_ours = self.rank[mask_ours[:, None, None] - bits_ours[:, :, None] - bits_ours[:, None, :]]
                left_theirs = self.rank[mask_theirs[:, None, None] - bits_theirs[:, :, None] - bits_theirs[:, None, :]]
                next_state = (left_ours[:, ours_defender, ours_attacker] * len(previous.combos)
                              + left_theirs[:, theirs_defender, theirs_attacker])
                cells = cells + previous.value[next_state]
            chunk = len(index)
            if k <= 4:
                exact_numerator[index], exact_denominator[index] = _whole_two_by_two(
                    cells.reshape(chunk, k, k, count, count, 2, 2))
            accepting = float_games(cells.reshape(-1, 2, 2))
            errors[0] = max(errors[0], accepting.error.max())
            step = float_games(accepting.value.reshape(-1, count, count))
            errors[1] = max(errors[1], step.error.max())
            attackers[index] = accepting.value.reshape(chunk, k, k, count, count)
            attackers_rows[index] = step.rows.reshape(chunk, k, k, count)
            attackers_columns[index] = step.columns.reshape(chunk, k, k, count)
            first = float_games(step.value.reshape(chunk, k, k))
            errors[2] = max(errors[2], first.error.max())
            defenders[index] = step.value.reshape(chunk, k, k)
            defenders_rows[index], defenders_columns[index] = first.rows, first.columns
            value[index] = first.value
        below = previous.value_error if previous is not None else 0.0
        accept_error = below
        attackers_error = accept_error + errors[0]
        defenders_error = attackers_error + errors[1]
        self.rounds[k] = _Round(k, combos, value, defenders, defenders_rows, defenders_columns, attackers,
                                attackers_rows, attackers_columns, accept_error, attackers_error, defenders_error,
                                defenders_error + errors[2], exact_numerator, exact_denominator)
        progress(1.0)

    # --- where a position is in the float pass ---

    def _state(self, ours: tuple[int, ...], theirs: tuple[int, ...]) -> int:
        n = comb(self.size, len(ours))
        return int(self.rank[sum(1 << p for p in ours)]) * n + int(self.rank[sum(1 << p for p in theirs)])

    # --- exact values ---

    def value(self) -> Fraction:
        """Our expected total under optimal play, exactly, in the scores' units."""
        everyone = tuple(range(self.size))
        return self.state_value(everyone, everyone)

    def state_value(self, ours: tuple[int, ...], theirs: tuple[int, ...]) -> Fraction:
        key = (sum(1 << p for p in ours), sum(1 << p for p in theirs))
        known = self._exact_values.get(key)
        if known is None:
            checkpoint()
            low, high = self.bounds(*key)
            if low == high:
                known = Fraction(low)
            else:
                shape = self._shape(ours, theirs)
                known = self._exact_shapes.get(shape)
                if known is None:
                    known = self._exact_shapes[shape] = self._solve_defenders(ours, theirs).value
            self._exact_values[key] = known
        return known

    def _shape(self, ours: tuple[int, ...], theirs: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
        """The state's scores with rows and columns put in an order of their own: two states of one shape are the
        same game under other names (a captain's players are only their scores), so they share a value. The
        order is found by sorting rows, then columns, three times over; states it leaves apart may still be
        alike, which costs time, never a wrong value."""
        rows = [[self.scores[i][j] for j in theirs] for i in ours]
        for _ in range(3):
            rows.sort()
            columns = sorted(zip(*rows, strict=True))
            rows = [list(row) for row in zip(*columns, strict=True)]
        rows.sort()
        return tuple(tuple(row) for row in rows)

    def bounds(self, ours: int, theirs: int) -> tuple[int, int]:
        """The lowest and highest total of any pairing of the players in the two masks: every ritual ends in one,
        so the value lies between them, and is that total when they are equal (the scores of these players are
        ``r[i] + c[j]``, a whole side the same, or any other case where the pairing does not matter)."""
        known = self._bounds.get((ours, theirs))
        if known is None:
            if not ours:
                return 0, 0
            first = ours & -ours
            row = self.scores[first.bit_length() - 1]
            low = high = None
            rest = theirs
            while rest:
                bit = rest & -rest
                rest ^= bit
                below = self.bounds(ours ^ first, theirs ^ bit)
                score = row[bit.bit_length() - 1]
                low = score + below[0] if low is None else min(low, score + below[0])
                high = score + below[1] if high is None else max(high, score + below[1])
            assert low is not None and high is not None  # the masks hold as many players each
            known = self._bounds[(ours, theirs)] = (low, high)
        return known

    def _solve_defenders(self, ours: tuple[int, ...], theirs: tuple[int, ...]) -> ExactSolution:
        k = len(ours)
        if k == 1:
            return ExactSolution(Fraction(self.scores[ours[0]][theirs[0]]), (Fraction(1),), (Fraction(1),))
        if k == 2:
            return exact_game([[Fraction(self.scores[ours[i]][theirs[1 - j]] + self.scores[ours[1 - i]][theirs[j]])
                                for j in range(2)] for i in range(2)])
        level, state = self.rounds[k], self._state(ours, theirs)
        return lazy_exact_game(level.defenders[state].tolist(), lambda i, j: self._defenders_cell(ours, theirs, i, j),
                               level.defenders_error, level.defenders_rows[state].tolist(),
                               level.defenders_columns[state].tolist())

    def _defenders_cell(self, ours: tuple[int, ...], theirs: tuple[int, ...], i: int, j: int) -> Fraction:
        key = (sum(1 << p for p in ours), sum(1 << p for p in theirs), i, j)
        known = self._exact_defenders.get(key)
        if known is None:
            known = self._exact_defenders[key] = self._solve_attackers(ours, theirs, i, j).value
        return known

    def _solve_attackers(self, ours: tuple[int, ...], theirs: tuple[int, ...], i: int, j: int) -> ExactSolution:
        level, state = self.rounds[len(ours)], self._state(ours, theirs)
        return lazy_exact_game(level.attackers[state, i, j].tolist(),
                               lambda p, q: self._attackers_cell(ours, theirs, i, j, p, q), level.attackers_error,
                               level.attackers_rows[state, i, j].tolist(), level.attackers_columns[state, i, j].tolist())

    def _attackers_cell(self, ours: tuple[int, ...], theirs: tuple[int, ...], i: int, j: int, p: int, q: int) -> Fraction:
        level = self.rounds[len(ours)]
        if level.exact_numerator is not None:
            state = self._state(ours, theirs)
            return Fraction(int(level.exact_numerator[state, i, j, p, q]), int(level.exact_denominator[state, i, j, p, q]))
        key = (sum(1 << x for x in ours), sum(1 << x for x in theirs), i, j, p, q)
        known = self._exact_attackers.get(key)
        if known is None:
            known = self._exact_attackers[key] = self._solve_accepting(ours, theirs, i, j, p, q).value
        return known

    def _solve_accepting(self, ours: tuple[int, ...], theirs: tuple[int, ...], i: int, j: int, p: int,
                         q: int) -> ExactSolution:
        k = len(ours)
        if k <= 4:
            return exact_game([[Fraction(self._accepting_cell(ours, theirs, i, j, p, q, r, c, float)) for c in range(2)]
                               for r in range(2)])
        return lazy_exact_game([[self._accepting_cell(ours, theirs, i, j, p, q, r, c, float) for c in range(2)]
                                for r in range(2)],
                               lambda r, c: self._accepting_cell(ours, theirs, i, j, p, q, r, c, Fraction),
                               self.rounds[k].accept_error)

    def _accepting_cell(self, ours: tuple[int, ...], theirs: tuple[int, ...], i: int, j: int, p: int, q: int, r: int,
                        c: int, kind: type) -> Any:
        """Row r: our defender accepts their r-th attacker; column c: theirs accepts our c-th. ``kind`` float reads
        the next state's value from the float pass, Fraction solves it exactly."""
        k = len(ours)
        pairs, left = _pair_templates(k)
        ours_pair, theirs_pair = pairs[i][p], pairs[j][q]
        attacker, refused = ours[ours_pair[c]], ours[ours_pair[1 - c]]
        their_attacker, their_refused = theirs[theirs_pair[r]], theirs[theirs_pair[1 - r]]
        total = self.scores[ours[i]][their_attacker] + self.scores[attacker][theirs[j]]
        if k <= 4:
            total += self.scores[refused][their_refused]
            if k == 4:
                total += self.scores[ours[left[i][p]]][theirs[left[j][q]]]
            return total
        ours_left = tuple(x for x in ours if x not in (ours[i], attacker))
        theirs_left = tuple(x for x in theirs if x not in (theirs[j], their_attacker))
        if kind is float:
            return total + float(self.rounds[k - 2].value[self._state(ours_left, theirs_left)])
        return total + self.state_value(ours_left, theirs_left)

    # --- one step of a position ---

    def step_game(self, position: Position) -> "StepGame":
        """The game of the position's step: its choices, float cells, exact cells on demand, and error bound."""
        ours, theirs = position.ours, position.theirs
        ours_choices, theirs_choices = choices(position)
        k = len(ours)
        if position.step is Step.DEFENDERS:
            if k == 2:
                matrix = [[Fraction(self.scores[ours[i]][theirs[1 - j]] + self.scores[ours[1 - i]][theirs[j]])
                           for j in range(2)] for i in range(2)]
                return StepGame(ours_choices, theirs_choices, [[float(v) for v in row] for row in matrix],
                                lambda i, j: matrix[i][j], 0.0, exact_game(matrix))
            level, state = self.rounds[k], self._state(ours, theirs)
            return StepGame(ours_choices, theirs_choices, level.defenders[state].tolist(),
                            lambda i, j: self._defenders_cell(ours, theirs, i, j), level.defenders_error,
                            self._solve_defenders(ours, theirs))
        assert position.defenders is not None  # the later steps follow the defenders'
        i, j = ours.index(position.defenders[0]), theirs.index(position.defenders[1])
        level, state = self.rounds[k], self._state(ours, theirs)
        if position.step is Step.ATTACKERS:
            return StepGame(ours_choices, theirs_choices, level.attackers[state, i, j].tolist(),
                            lambda p, q: self._attackers_cell(ours, theirs, i, j, p, q), level.attackers_error,
                            self._solve_attackers(ours, theirs, i, j))
        assert position.attackers is not None  # the accepting step follows the attackers'
        pairs = _pair_templates(k)[0]
        p = pairs[i].index(tuple(ours.index(x) for x in position.attackers[0]))
        q = pairs[j].index(tuple(theirs.index(x) for x in position.attackers[1]))
        cells = [[self._accepting_cell(ours, theirs, i, j, p, q, r, c, float) for c in range(2)] for r in range(2)]
        error = self.rounds[k].accept_error if k >= 5 else 0.0
        return StepGame(ours_choices, theirs_choices, cells,
                        lambda r, c: Fraction(self._accepting_cell(ours, theirs, i, j, p, q, r, c, Fraction)), error,
                        self._solve_accepting(ours, theirs, i, j, p, q))


@dataclass
class StepGame:
    """One step's game: rows our choices, columns theirs; ``cell(i, j)`` is exact, ``cells`` within ``error`` of it."""

    ours: list[Choice]
    theirs: list[Choice]
    cells: list[list[float]]
    cell: Callable[[int, int], Fraction]
    error: float
    solution: ExactSolution

    def our_what_if(self) -> list[Fraction]:
        """For each of our choices, our expected total if we make it and they answer best."""
        return [self._best_answer(i, rows=True) for i in range(len(self.ours))]

    def their_what_if(self) -> list[Fraction]:
        """For each of their choices, our expected total if they make it and we answer best."""
        return [self._best_answer(j, rows=False) for j in range(len(self.theirs))]

    def _best_answer(self, index: int, rows: bool) -> Fraction:
        if rows:
            floats = self.cells[index]
            bound = min(floats) + 2 * self.error + 1e-9
            candidates = [j for j, value in enumerate(floats) if value <= bound]
            return min(self.cell(index, j) for j in candidates)
        floats = [row[index] for row in self.cells]
        bound = max(floats) - 2 * self.error - 1e-9
        return max(self.cell(i, index) for i, value in enumerate(floats) if value >= bound)
