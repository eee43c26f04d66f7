"""The Warhammer Fantasy (6th edition) rolls every Lustria calculator shares.

To hit, to wound, armour and ward saves, Leadership tests, and the step from
unsaved wounds to models removed. Each roll is a small frozen record holding
the score needed and its exact probability, so a GUI can show both.
"""

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from fractions import Fraction
from math import comb, lcm
from typing import Any

import icepool

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import OptionalWhole, declare
from companion.model.probability import die_distribution

MAX_CHARACTERISTIC = 10
"""Strength, Toughness, Wounds and Ballistic Skill never exceed 10 in WFB."""

SAVE_ALLOWED = QT_TRANSLATE_NOOP("InputError", "null for none, or a whole number from 2 to 6 (meaning 2+ to 6+)")


@dataclass(frozen=True)
class SavingThrow(OptionalWhole):
    """An armour or ward save of 2+ to 6+ (held as 2..6), or None for none; null when a file leaves it out."""

    lo: int = 2
    hi: int = 6

    def parse(self, value, field, owner=None):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        self.check(value, field)
        return value

    def check(self, value, field, owner=None):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= 6):
            raise InputError(field, SAVE_ALLOWED, value)


def saving_throw(*, start: int | None = None) -> Any:
    """Declare an armour or ward save."""
    return declare(SavingThrow(default=None), start)


def _d6_at_least(score: int) -> Fraction:
    """P(one D6 >= score) for a score from 1 to 7."""
    return Fraction(max(0, min(6, 7 - score)), 6)


@dataclass(frozen=True)
class ToHit:
    """The to-hit roll for one shot.

    `need` is 7 - BS - modifier before the special cases. A natural 1 always
    misses, so any need of 2 or less becomes `first_roll` 2. A need of 7, 8 or
    9 is rolled as a 6 (`first_roll`) followed by 4+, 5+ or 6+
    (`second_roll`); 10 or more cannot hit (both rolls None).
    """

    bs: int
    modifier: int
    need: int
    first_roll: int | None
    second_roll: int | None
    probability: Fraction


def to_hit(bs: int, modifier: int) -> ToHit:
    need = 7 - bs - modifier
    if need <= 6:
        first = max(need, 2)
        return ToHit(bs, modifier, need, first, None, _d6_at_least(first))
    if need <= 9:
        second = need - 3
        return ToHit(bs, modifier, need, 6, second, Fraction(1, 6) * _d6_at_least(second))
    return ToHit(bs, modifier, need, None, None, Fraction(0))


def to_hit_table(modifier: int) -> tuple[ToHit, ...]:
    """To hit for BS 1 to 10 with one net modifier (the chart of 7+/8+/9+)."""
    return tuple(to_hit(bs, modifier) for bs in range(1, MAX_CHARACTERISTIC + 1))


@dataclass(frozen=True)
class ToWound:
    """The to-wound roll: `need` is the D6 score, None when it is impossible."""

    strength: int
    toughness: int
    need: int | None
    probability: Fraction


def to_wound(strength: int, toughness: int) -> ToWound:
    difference = strength - toughness
    if difference >= 2:
        need = 2
    elif difference >= -2:
        need = 4 - difference
    elif difference == -3:
        need = 6
    else:
        return ToWound(strength, toughness, None, Fraction(0))
    return ToWound(strength, toughness, need, _d6_at_least(need))


def to_wound_table() -> tuple[tuple[ToWound, ...], ...]:
    """Rows by Strength 1..10, columns by Toughness 1..10 (the heat map)."""
    span = range(1, MAX_CHARACTERISTIC + 1)
    return tuple(tuple(to_wound(s, t) for t in span) for s in span)


@dataclass(frozen=True)
class ArmourSave:
    """The armour save against one wound.

    `strength_modifier` is 1 per point of Strength above 3 and
    `armour_piercing_modifier` 1 more for an armour-piercing weapon. `need` is
    None when there is no save: none to start with, the attack allows none
    (`allowed` False), or the modified save would need 7+. A base save is at
    best 2+, so a roll of 1 always fails without a special case.
    """

    base: int | None
    allowed: bool
    strength_modifier: int
    armour_piercing_modifier: int
    need: int | None
    probability: Fraction


def armour_save(base: int | None, strength: int, armour_piercing: bool, allowed: bool = True) -> ArmourSave:
    strength_modifier = max(0, strength - 3)
    piercing = 1 if armour_piercing else 0
    need = None if base is None or not allowed else base + strength_modifier + piercing
    if need is not None and need >= 7:
        need = None
    probability = Fraction(0) if need is None else _d6_at_least(need)
    return ArmourSave(base, allowed, strength_modifier, piercing, need, probability)


@dataclass(frozen=True)
class WardSave:
    """A ward save, taken after armour and never modified."""

    need: int | None
    probability: Fraction


def ward_save(need: int | None) -> WardSave:
    return WardSave(need, Fraction(0) if need is None else _d6_at_least(need))


TWO_D6 = die_distribution(2 @ icepool.d6)


@dataclass(frozen=True)
class LeadershipTest:
    """2D6 against Leadership: passed on a total of Leadership or less."""

    leadership: int
    p_pass: Fraction
    p_fail: Fraction


def leadership_test(leadership: int) -> LeadershipTest:
    passed = sum((p for total, p in TWO_D6.items() if total <= leadership), Fraction(0))
    return LeadershipTest(leadership, passed, 1 - passed)


@dataclass(frozen=True)
class Weights:
    """A count's distribution as integer weights over one denominator.

    Exact like Fractions, but adding and mixing need no gcd per term, which
    keeps volleys of hundreds of shots fast. `weights[k]` is the weight of k.
    """

    weights: tuple[int, ...]
    total: int

    def fractions(self) -> dict[int, Fraction]:
        return {k: Fraction(w, self.total) for k, w in enumerate(self.weights) if w}

    def expectation(self) -> Fraction:
        return Fraction(sum(k * w for k, w in enumerate(self.weights)), self.total)

    def regroup(self, outcome: Callable[[int], int]) -> "Weights":
        """The distribution of outcome(k)."""
        grouped = [0] * (max(outcome(k) for k in range(len(self.weights))) + 1)
        for k, w in enumerate(self.weights):
            grouped[outcome(k)] += w
        return Weights(tuple(grouped), self.total)


def binomial_weights(n: int, p: Fraction) -> Weights:
    """The exact number of successes in n independent trials.

    Written with integers over one common denominator because icepool's
    repeated convolution is far too slow for volleys of hundreds of shots.
    """
    a, d = p.numerator, p.denominator
    b = d - a
    a_powers = [1]
    b_powers = [1]
    for _ in range(n):
        a_powers.append(a_powers[-1] * a)
        b_powers.append(b_powers[-1] * b)
    return Weights(tuple(comb(n, k) * a_powers[k] * b_powers[n - k] for k in range(n + 1)), d**n)


def mix_weights(branches: Iterable[tuple[Fraction, Weights]]) -> Weights:
    """The mixture sum of p * distribution, over the least common denominator."""
    branches = tuple((p, w) for p, w in branches if p)
    total = lcm(*(p.denominator * w.total for p, w in branches))
    mixed = [0] * max(len(w.weights) for _, w in branches)
    for p, w in branches:
        scale = p.numerator * (total // (p.denominator * w.total))
        for k, weight in enumerate(w.weights):
            mixed[k] += scale * weight
    return Weights(tuple(mixed), total)


def binomial(n: int, p: Fraction) -> dict[int, Fraction]:
    return binomial_weights(n, p).fractions()


def removed_count(wounds_per_model: int, models: int | None) -> Callable[[int], int]:
    """Unsaved wounds turned into whole models removed.

    As in WFB 6th edition, wounds on a unit of multi-wound models are allocated
    to one model until it dies, so floor(wounds / Wounds) models are removed
    and the remainder stays on one wounded model. Never more than `models`
    when the unit size is known.
    """

    def removed(wounds: int) -> int:
        count = wounds // wounds_per_model
        return count if models is None else min(count, models)

    return removed


def convolve(first: Mapping[int, Fraction], second: Mapping[int, Fraction]) -> dict[int, Fraction]:
    """The distribution of the sum of two independent counts."""
    result: dict[int, Fraction] = {}
    for x, p in first.items():
        for y, q in second.items():
            result[x + y] = result.get(x + y, Fraction(0)) + p * q
    return dict(sorted(result.items()))


def models_removed(wounds: Mapping[int, Fraction], wounds_per_model: int, models: int | None) -> dict[int, Fraction]:
    """`removed_count` applied to a distribution of unsaved wounds."""
    removed = removed_count(wounds_per_model, models)
    result: dict[int, Fraction] = {}
    for count, p in wounds.items():
        result[removed(count)] = result.get(removed(count), Fraction(0)) + p
    return dict(sorted(result.items()))


class DiceFeed:
    """Hands out D6 values a front end rolled, one at a time.

    The resolvers take dice values instead of a random generator so the same
    resolution can be shown, replayed and tested; the model itself never
    samples.
    """

    def __init__(self, dice: Iterable[int]):
        self._dice: Iterator[int] = iter(dice)

    def d6(self) -> int:
        try:
            value = next(self._dice)
        except StopIteration:
            raise InputError("dice", QT_TRANSLATE_NOOP("InputError", "one more D6 value from 1 to 6; the dice given ran out")
                             ) from None
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
            raise InputError("dice", QT_TRANSLATE_NOOP("InputError", "D6 values from 1 to 6"), value)
        return value

    def two_d6(self) -> tuple[int, int]:
        return self.d6(), self.d6()


def d3_from_d6(roll: int) -> int:
    """A D3 is a D6 halved, rounding up (1-2 is 1, 3-4 is 2, 5-6 is 3)."""
    return (roll + 1) // 2
