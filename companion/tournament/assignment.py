"""Exact least-cost assignment of rows to distinct columns (rows ≤ columns), in integers.

The "fresh tables" rule assigns the round's pairs to tables: a bipartite problem, for which the
shortest-augmenting-path method with potentials (Kuhn–Munkres in the form Jonker and Volgenant made
fast) is exact and far cheaper than a general blossom. Each row is added by a Dijkstra search over
reduced costs, which the potentials keep ≥ 0; a search's step is one vectorised pass over the columns.
Costs are int64 (the caller keeps them below 2**62 / rows), so nothing is rounded.
"""

from typing import Any


def least_cost_assignment(cost: Any) -> list[int]:
    """The column of each row in an assignment of least total cost (``cost``: a rows × columns int64 array)."""
    import numpy

    rows, columns = cost.shape
    if rows > columns:
        raise ValueError("more rows than columns")
    infinite = numpy.iinfo(numpy.int64).max // 4
    row_potential = numpy.zeros(rows + 1, dtype=numpy.int64)  # index 0 is the search's virtual start
    column_potential = numpy.zeros(columns + 1, dtype=numpy.int64)
    owner = numpy.zeros(columns + 1, dtype=numpy.int64)  # the row (1-based) holding each column; 0 none
    through = numpy.zeros(columns + 1, dtype=numpy.int64)
    for row in range(1, rows + 1):
        owner[0] = row
        column = 0
        distance = numpy.full(columns + 1, infinite, dtype=numpy.int64)
        done = numpy.zeros(columns + 1, dtype=bool)
        while True:
            done[column] = True
            current = owner[column]
            reduced = cost[current - 1] - row_potential[current] - column_potential[1:]
            closer = ~done[1:] & (reduced < distance[1:])
            distance[1:][closer] = reduced[closer]
            through[1:][closer] = column
            pending = numpy.where(done[1:], infinite, distance[1:])
            following = int(numpy.argmin(pending)) + 1
            step = pending[following - 1]
            row_potential[owner[done]] += step
            column_potential[done] -= step
            distance[~done] -= step
            column = following
            if owner[column] == 0:
                break
        while column:
            previous = through[column]
            owner[column] = owner[previous]
            column = previous
    placed = [0] * rows
    for column in range(1, columns + 1):
        if owner[column]:
            placed[owner[column] - 1] = column - 1
    return placed
