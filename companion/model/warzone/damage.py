"""The damage-test chart: DAM d x m against a range of AR values.

Each of the m damage tests wounds with ``wound_chance(d, AR)``; a model with W
wounds left is removed once it takes W of them.
"""

from dataclasses import dataclass
from fractions import Fraction

from companion.model.fields import check_fields, whole
from companion.model.warzone.d20 import wound_chance, wound_distribution
from companion.model.warzone.ramming import AR_RANGE, W_RANGE

CHART_AR = range(15, 36)  # the usual targets; widened to keep the chosen AR on the chart


@dataclass(frozen=True)
class DamageInput:
    dam: int = whole(0, 40, start=12)
    multiplier: int = whole(1, 20, default=1)
    ar: int = whole(*AR_RANGE, start=24)
    w: int = whole(*W_RANGE, default=1)

    def __post_init__(self) -> None:
        check_fields(self)


@dataclass(frozen=True)
class DamagePoint:
    """One AR on the chart: P(one test wounds), P(at least one wound), P(W wounds or more)."""

    ar: int
    p_wound: Fraction
    at_least_one: Fraction
    removed: Fraction


@dataclass(frozen=True)
class DamageResult:
    """``wounds[k]`` = P(k wounds) at the chosen AR, with W or more folded into W."""

    p_wound: Fraction
    wounds: tuple[Fraction, ...]
    curve: tuple[DamagePoint, ...]

    @property
    def at_least_one(self) -> Fraction:
        return 1 - self.wounds[0]

    @property
    def removed(self) -> Fraction:
        return self.wounds[-1]

    @property
    def expected_wounds(self) -> Fraction:
        return sum((k * p for k, p in enumerate(self.wounds)), Fraction(0))


def damage_point(dam: int, multiplier: int, ar: int, w: int) -> DamagePoint:
    wounds = wound_distribution(dam, multiplier, ar, w)
    return DamagePoint(ar, wound_chance(dam, ar), 1 - wounds[0], wounds[w])


def damage_curve(dam: int, multiplier: int, w: int, ars: range = CHART_AR) -> tuple[DamagePoint, ...]:
    """The chart's curves: one point per AR (by default AR 15 to 35)."""
    return tuple(damage_point(dam, multiplier, ar, w) for ar in ars)


def chart_ars(ar: int) -> range:
    """AR 15 to 35, widened so the chosen AR and two either side of it are on the chart."""
    low = max(AR_RANGE[0], min(CHART_AR.start, ar - 2))
    high = min(AR_RANGE[1], max(CHART_AR.stop - 1, ar + 2))
    return range(low, high + 1)


def evaluate(inputs: DamageInput) -> DamageResult:
    wounds = wound_distribution(inputs.dam, inputs.multiplier, inputs.ar, inputs.w)
    return DamageResult(
        wound_chance(inputs.dam, inputs.ar),
        tuple(wounds[k] for k in range(inputs.w + 1)),
        damage_curve(inputs.dam, inputs.multiplier, inputs.w, chart_ars(inputs.ar)),
    )
