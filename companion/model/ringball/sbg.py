"""Middle-earth SBG dice conventions that the Ringball rules build on.

Everything here is exact: a Shoot roll, the wound chart and Courage tests are
small enough to write as Fractions, and icepool handles the dice pools.
"""

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

import icepool

SHOOT_MIN, SHOOT_MAX = 2, 6
STAT_MIN, STAT_MAX = 1, 10
COURAGE_MIN, COURAGE_MAX = 0, 10
COURAGE_TARGET = 10


def shoot_need(shoot: int, modifier: int = 0) -> int:
    """The natural D6 result a Shoot roll of "shoot+" needs after `modifier`.

    A modifier moves the needed result (+2 turns 4+ into 2+), but a natural 6
    always succeeds and a natural 1 always fails, so the need stays in 2..6:
    a 6+ roller at -1 still succeeds on a natural 6.
    """
    return min(SHOOT_MAX, max(SHOOT_MIN, shoot - modifier))


def p_at_least(need: int) -> Fraction:
    """P(one D6 shows `need` or more)."""
    return Fraction(7 - need, 6)


@dataclass(frozen=True)
class WoundNeed:
    """What a hit needs to wound: `first`+ on a D6, then `then`+ on a second D6
    when the chart says "6 then 4+" (`then` is None for a single roll)."""

    first: int
    then: int | None = None

    @property
    def p(self) -> Fraction:
        second = Fraction(1) if self.then is None else p_at_least(self.then)
        return p_at_least(self.first) * second


def wound_need(strength: int, defence: int) -> WoundNeed | None:
    """The wound chart by d = Defence - Strength; None where it cannot wound."""
    d = defence - strength
    if d <= -2:
        return WoundNeed(3)
    if d <= 0:
        return WoundNeed(4)
    if d <= 2:
        return WoundNeed(5)
    if d <= 4:
        return WoundNeed(6)
    if d <= 7:
        return WoundNeed(6, d - 1)
    return None


def p_wound(strength: int, defence: int) -> Fraction:
    need = wound_need(strength, defence)
    return Fraction(0) if need is None else need.p


class CourageDice(Enum):
    """How many dice a Courage test rolls: the usual 2D6, or 3D6 keeping the two
    lowest (the Palantír and the Wall of the Bruinen)."""

    TWO = "2d6"
    THREE_DISCARD_HIGHEST = "3d6_discard_highest"


def courage_roll(dice: CourageDice) -> icepool.Die:
    if dice is CourageDice.TWO:
        return 2 @ icepool.d6
    return icepool.d6.pool(3).lowest(2).sum()


def p_courage(courage: int, dice: CourageDice = CourageDice.TWO) -> Fraction:
    """P(dice + Courage >= 10). The test is always rolled: the Ringball rules
    force it even where a model would normally pass automatically."""
    roll = courage_roll(dice)
    return Fraction(roll.probability(">=", COURAGE_TARGET - courage))
