"""Two-person zero-sum matrix games: exact in Fractions, and many at once in floats.

The row player maximises. Three solvers:

- ``exact_game``: a simplex in Fractions (Bland's rule, so it never cycles); a saddle point and a 2×2 game
  without one are answered in closed form first. It returns the value and an optimal mixed strategy for each side.
- ``float_games``: a batch of games of one shape solved together in numpy, each game's tableau pivoted in the same
  array; saddle points need no pivot. Besides the value and both strategies it returns, per game, a bound on how
  far its float value can be from the exact value of its float entries: the duality gap of the strategies it found,
  measured on the matrix itself, plus ``ROUNDING`` for the float sums that measure it.
- ``lazy_exact_game``: the exact solution of a game whose exact entries are expensive (each one a subgame), guided
  by its float entries: only the entries on the float solution's support are computed exactly, the exact subgame
  on that support is solved, and every other row and column is then shown to be no better. That check is made in
  floats where the float entries (within their proven error) clear the exact value by a margin, and in Fractions
  otherwise; a row or column that turns out better joins the support and the subgame is solved again (a "double
  oracle"), so the answer is exact: an exact equilibrium of the whole game.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

ROUNDING = 1e-9
"""Added to every float error bound: the rounding of the float sums that measure a gap (values up to a few hundred,
a few hundred operations: about 1e-11), with a hundredfold margin."""
SUPPORT = 1e-9
"""A float probability above this counts as played."""


@dataclass(frozen=True)
class ExactSolution:
    value: Fraction
    rows: tuple[Fraction, ...]
    """The row player's optimal mixed strategy, a probability per row."""
    columns: tuple[Fraction, ...]


def exact_game(matrix: Sequence[Sequence[Fraction]]) -> ExactSolution:
    """The exact value and optimal strategies of a game (rows maximise)."""
    m, n = len(matrix), len(matrix[0])
    saddle = _saddle(matrix)
    if saddle is not None:
        i, j = saddle
        return ExactSolution(Fraction(matrix[i][j]), _unit(m, i), _unit(n, j))
    if m == 2 and n == 2:
        return _two_by_two(matrix)
    return _simplex(matrix)


def _unit(size: int, index: int) -> tuple[Fraction, ...]:
    return tuple(Fraction(1 if k == index else 0) for k in range(size))


def _saddle(matrix: Sequence[Sequence[Fraction]]) -> tuple[int, int] | None:
    """A pure equilibrium: a row whose worst entry is the best worst, equal to a column's best entry."""
    row_minima = [min(row) for row in matrix]
    best = max(row_minima)
    column_maxima = [max(row[j] for row in matrix) for j in range(len(matrix[0]))]
    least = min(column_maxima)
    if best != least:
        return None
    return row_minima.index(best), column_maxima.index(least)


def _two_by_two(matrix: Sequence[Sequence[Fraction]]) -> ExactSolution:
    """Without a saddle point both sides mix, each making the other indifferent."""
    (a, b), (c, d) = matrix
    denominator = Fraction(a - b - c + d)
    p = (d - c) / denominator
    q = (d - b) / denominator
    value = (a * d - b * c) / denominator
    return ExactSolution(value, (p, 1 - p), (q, 1 - q))


def _simplex(matrix: Sequence[Sequence[Fraction]]) -> ExactSolution:
    """max Σw s.t. A'w ≤ 1, w ≥ 0 with A' = A − min + 1 > 0: then the value is 1/Σw + min − 1, the column
    strategy w/Σw, and the row strategy the slacks' reduced costs over Σw."""
    m, n = len(matrix), len(matrix[0])
    shift = min(min(row) for row in matrix) - 1
    width = n + m + 1
    table = [[Fraction(matrix[i][j]) - shift for j in range(n)] + [Fraction(int(k == i)) for k in range(m)] + [Fraction(1)]
             for i in range(m)]
    objective = [Fraction(-1)] * n + [Fraction(0)] * (m + 1)
    basis = [n + i for i in range(m)]
    while True:
        entering = next((k for k in range(width - 1) if objective[k] < 0), None)
        if entering is None:
            break
        best: tuple[Fraction, int, int] | None = None
        for r in range(m):
            pivot = table[r][entering]
            if pivot > 0:
                key = (table[r][-1] / pivot, basis[r], r)
                if best is None or key < best:
                    best = key
        assert best is not None  # A' > 0 keeps the problem bounded
        r = best[2]
        pivot_row = table[r]
        pivot = pivot_row[entering]
        table[r] = pivot_row = [value / pivot for value in pivot_row]
        for other in range(m):
            factor = table[other][entering]
            if other != r and factor:
                table[other] = [value - factor * p for value, p in zip(table[other], pivot_row, strict=True)]
        factor = objective[entering]
        objective = [value - factor * p for value, p in zip(objective, pivot_row, strict=True)]
        basis[r] = entering
    total = objective[-1]
    w = [Fraction(0)] * n
    for r, variable in enumerate(basis):
        if variable < n:
            w[variable] = table[r][-1]
    rows = tuple(objective[n + i] / total for i in range(m))
    return ExactSolution(1 / total + shift, rows, tuple(value / total for value in w))


@dataclass
class FloatGames:
    """The float solutions of a batch of games: ``value`` (N,), ``rows`` (N, m), ``columns`` (N, n), ``error`` (N,)."""

    value: "np.ndarray"
    rows: "np.ndarray"
    columns: "np.ndarray"
    error: "np.ndarray"


def float_games(games: "np.ndarray", chunk: int = 4096) -> FloatGames:
    """Solve every game of ``games`` (N, m, n), rows maximising."""
    import numpy as np

    count, m, n = games.shape
    value = np.empty(count)
    rows = np.zeros((count, m))
    columns = np.zeros((count, n))
    row_minima = games.min(axis=2)
    column_maxima = games.max(axis=1)
    best_row = row_minima.argmax(axis=1)
    best_column = column_maxima.argmin(axis=1)
    maximin = row_minima[np.arange(count), best_row]
    minimax = column_maxima[np.arange(count), best_column]
    pure = maximin >= minimax
    value[pure] = maximin[pure]
    rows[pure, best_row[pure]] = 1.0
    columns[pure, best_column[pure]] = 1.0
    mixed = np.flatnonzero(~pure)
    if m == 2 and n == 2 and mixed.size:
        value[mixed], rows[mixed], columns[mixed] = _float_two_by_two(games[mixed], maximin[mixed], minimax[mixed])
    else:
        for start in range(0, mixed.size, chunk):
            part = mixed[start:start + chunk]
            value[part], rows[part], columns[part] = _float_simplex(games[part])
    lower = np.einsum("gi,gij->gj", rows, games).min(axis=1)
    upper = np.einsum("gij,gj->gi", games, columns).max(axis=1)
    error = np.maximum(upper - value, value - lower).clip(min=0.0) + ROUNDING
    error[pure] = ROUNDING
    return FloatGames(value, rows, columns, error)


def _float_two_by_two(games: "np.ndarray", maximin: "np.ndarray", minimax: "np.ndarray") -> tuple:
    """No saddle point: v = a − (a−b)(a−c)/D, a form whose correction term is at most |a − c|, so it keeps its
    precision however close the game is to having a saddle point."""
    import numpy as np

    a, b, c, d = games[:, 0, 0], games[:, 0, 1], games[:, 1, 0], games[:, 1, 1]
    denominator = a - b - c + d
    value = np.clip(a - (a - b) * (a - c) / denominator, maximin, minimax)
    p = (d - c) / denominator
    q = (d - b) / denominator
    return value, np.stack([p, 1 - p], axis=1), np.stack([q, 1 - q], axis=1)


def _float_simplex(games: "np.ndarray") -> tuple:
    """The tableau method of ``_simplex`` on every game at once: Dantzig's entering column, the lowest ratio's
    first row, and Bland's rule for any game still pivoting after ``4(m + n)`` pivots."""
    import numpy as np

    count, m, n = games.shape
    shift = games.min(axis=(1, 2)) - 1.0
    width = n + m + 1
    table = np.zeros((count, m + 1, width))
    table[:, :m, :n] = games - shift[:, None, None]
    table[:, :m, n:n + m] = np.eye(m)
    table[:, :m, -1] = 1.0
    table[:, m, :n] = -1.0
    basis = np.tile(np.arange(n, n + m), (count, 1))
    every = np.arange(count)
    tolerance = 1e-12
    for step in range(50 * (m + n)):
        objective = table[:, m, :-1]
        if step < 4 * (m + n):
            entering = objective.argmin(axis=1)
        else:
            entering = (objective < -tolerance).argmax(axis=1)
        active = objective[every, entering] < -tolerance
        if not active.any():
            break
        games_now = every[active]
        entering = entering[active]
        column = table[games_now, :m, entering]
        ratio = np.where(column > tolerance, table[games_now, :m, -1] / np.where(column > tolerance, column, 1.0), np.inf)
        leaving = ratio.argmin(axis=1)
        pivot_row = table[games_now, leaving, :] / column[np.arange(games_now.size), leaving][:, None]
        factors = table[games_now, :, entering]
        block = table[games_now] - factors[:, :, None] * pivot_row[:, None, :]
        block[np.arange(games_now.size), leaving, :] = pivot_row
        table[games_now] = block
        basis[games_now, leaving] = entering
    total = table[:, m, -1]
    w = np.zeros((count, n + m))
    np.put_along_axis(w, basis, table[:, :m, -1], axis=1)
    columns = (w[:, :n] / total[:, None]).clip(min=0.0)
    rows = (table[:, m, n:n + m] / total[:, None]).clip(min=0.0)
    columns /= columns.sum(axis=1, keepdims=True)
    rows /= rows.sum(axis=1, keepdims=True)
    return 1.0 / total + shift, rows, columns


def _float_two_by_two_strategies(floats: Sequence[Sequence[float]]) -> tuple[list[float], list[float]]:
    (a, b), (c, d) = floats
    row_minima, column_maxima = [min(a, b), min(c, d)], [max(a, c), max(b, d)]
    if max(row_minima) >= min(column_maxima):
        best_row, best_column = row_minima.index(max(row_minima)), column_maxima.index(min(column_maxima))
        return [float(i == best_row) for i in range(2)], [float(j == best_column) for j in range(2)]
    denominator = a - b - c + d
    p, q = (d - c) / denominator, (d - b) / denominator
    return [p, 1 - p], [q, 1 - q]


def lazy_exact_game(floats: Sequence[Sequence[float]], entry: Callable[[int, int], Fraction], margin: float,
                    rows: Sequence[float] | None = None, columns: Sequence[float] | None = None) -> ExactSolution:
    """The exact solution of the game whose exact entry (i, j) is ``entry(i, j)``, its float entries ``floats``
    within ``margin`` of the exact ones; ``rows``/``columns``: a float solution's strategies, if known."""
    m, n = len(floats), len(floats[0])
    if (rows is None or columns is None) and m == n == 2:
        rows, columns = _float_two_by_two_strategies(floats)
    if rows is None or columns is None:
        import numpy as np

        solved = float_games(np.asarray([floats], dtype=float))
        rows, columns = solved.rows[0].tolist(), solved.columns[0].tolist()
    assert rows is not None and columns is not None  # set just above when not given
    known: dict[tuple[int, int], Fraction] = {}

    def exact(i: int, j: int) -> Fraction:
        value = known.get((i, j))
        if value is None:
            value = known[(i, j)] = entry(i, j)
        return value

    support_rows = sorted(i for i in range(m) if rows[i] > SUPPORT) or [max(range(m), key=lambda i: rows[i])]
    support_columns = sorted(j for j in range(n) if columns[j] > SUPPORT) or [max(range(n), key=lambda j: columns[j])]
    slack = margin + ROUNDING
    while True:
        sub = exact_game([[exact(i, j) for j in support_columns] for i in support_rows])
        x = dict(zip(support_rows, sub.rows, strict=True))
        y = dict(zip(support_columns, sub.columns, strict=True))
        played_x = [(i, p) for i, p in x.items() if p]
        played_y = [(j, q) for j, q in y.items() if q]
        value = sub.value
        better_row = better_column = None
        for i in range(m):
            if i in x or sum(floats[i][j] * float(q) for j, q in played_y) < float(value) - slack:
                continue
            if sum((exact(i, j) * q for j, q in played_y), Fraction(0)) > value:
                better_row = i
                break
        for j in range(n):
            if j in y or sum(floats[i][j] * float(p) for i, p in played_x) > float(value) + slack:
                continue
            if sum((exact(i, j) * p for i, p in played_x), Fraction(0)) < value:
                better_column = j
                break
        if better_row is None and better_column is None:
            return ExactSolution(value, tuple(x.get(i, Fraction(0)) for i in range(m)),
                                 tuple(y.get(j, Fraction(0)) for j in range(n)))
        if better_row is not None:
            support_rows = sorted([*support_rows, better_row])
        if better_column is not None:
            support_columns = sorted([*support_columns, better_column])
