"""Small helpers for exact distributions held as ``{outcome: Fraction}``."""

from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import TypeVar

import icepool

K = TypeVar("K")

Distribution = Mapping[K, Fraction]


def die_distribution(die: icepool.Die) -> dict[int, Fraction]:
    """An icepool die as exact probabilities (icepool keeps integer weights)."""
    total = die.denominator()
    return {outcome: Fraction(quantity, total) for outcome, quantity in die.items()}


def mix(weighted: Iterable[tuple[Fraction, Mapping[K, Fraction]]]) -> dict[K, Fraction]:
    """The mixture sum of p * distribution over the branches."""
    result: dict[K, Fraction] = {}
    for weight, distribution in weighted:
        if weight == 0:
            continue
        for outcome, p in distribution.items():
            result[outcome] = result.get(outcome, Fraction(0)) + weight * p
    return result


def expectation(distribution: Mapping[int, Fraction]) -> Fraction:
    return sum((Fraction(k) * p for k, p in distribution.items()), Fraction(0))


def at_least(distribution: Mapping[int, Fraction]) -> dict[int, Fraction]:
    """P(X >= k) for every k in the distribution's support."""
    result: dict[int, Fraction] = {}
    running = Fraction(0)
    for k in sorted(distribution, reverse=True):
        running += distribution[k]
        result[k] = running
    return dict(sorted(result.items()))


class Amount(Fraction):
    """An exact quantity that is not a probability: victory points, a margin.

    Results hold it where a plain Fraction would read as a probability. It is
    written to JSON like any Fraction ("51/2"); the CLI's table shows it as a
    number instead of a percentage.
    """

    __slots__ = ()
