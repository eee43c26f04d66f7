"""The D20 roll-under tests every Warzone calculator is built from.

Warzone tests are rolled on a D20 and pass on a roll at or under the (modified)
target; a natural 1 always passes and a natural 20 always fails, so any test
passes with a chance between 1/20 and 19/20 whatever its modifiers.
"""

from fractions import Fraction
from math import comb


def roll_under(target: int) -> Fraction:
    """P(D20 <= target) with the natural 1 / natural 20 rule: clamp(target, 1, 19) / 20."""
    return Fraction(min(max(target, 1), 19), 20)


def wound_chance(dam: int, ar: int) -> Fraction:
    """P(one damage test wounds): clamp(20 + DAM - AR, 1, 19) / 20.

    This is the one rule the UWZ house-rules text does not restate; it comes
    from the Warzone core rules, and every damage figure in this package goes
    through this function. The armour test is a roll-under test against AR - DAM:
    a roll at or under it saves, anything higher wounds. A natural 20 therefore
    always wounds and a natural 1 never does, and a roll exactly equal to AR - DAM
    saves.
    """
    return Fraction(min(max(20 + dam - ar, 1), 19), 20)


def wound_distribution(dam: int, multiplier: int, ar: int, cap: int) -> dict[int, Fraction]:
    """Wounds from DAM ``dam`` x ``multiplier`` (that many independent damage tests).

    Returns ``{wounds: probability}`` for 0..``cap``: every outcome of ``cap``
    wounds or more is folded into ``cap``, because a model with ``cap`` wounds
    left is removed and cannot take more.
    """
    result = {k: Fraction(0) for k in range(cap + 1)}
    for k, p in binomial(multiplier, wound_chance(dam, ar)).items():
        result[min(k, cap)] += p
    return result


def binomial(n: int, p: Fraction) -> dict[int, Fraction]:
    """P(k successes) in ``n`` independent tests that each succeed with ``p``, for k = 0..n."""
    q = 1 - p
    return {k: comb(n, k) * p**k * q ** (n - k) for k in range(n + 1)}
