"""Victory points under the UWZ house rules, and the per-member costs of units priced as a whole.

Interpretations where the rules are silent:

- The percentages of a model still on the table add up (routed and at half
  wounds or fewer = 75%), capped at 100%; destroyed or unhinged is 100%
  whatever else is ticked.
- Rounding is applied to the VP of ONE model (PC x percentage), before
  multiplying by the count, and in the same way to the 25% bonus of each
  completely destroyed unit (the seed lists that bonus among the percentages
  the rounding sentence follows).
- With a whole-number PC and percentages in steps of 25%, the exact VP of a
  model always ends in .0, .25, .5 or .75, so the seed's three cases cover
  every value that can arise (e.g. PC 17 x 50% = 8.5 is kept as 8.5).
- Concession: the conceder loses whatever the VP. Each model of the conceding
  army (destroyed or not) counts 100% in total: a survivor's earlier partial
  percentage is replaced, not added to. Units not wiped out earn no unit bonus.
- ``vp[p]`` is what player p earned from the OTHER army: ``vp[0]`` comes from
  ``armies[1]``'s losses and ``vp[1]`` from ``armies[0]``'s.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import Nested, Whole, check_fields, choice_set, entries, optional_whole, text, whole

PC_RANGE = (0, 10_000)  # a model's and a unit's point cost
MAX_LINES = 500
MAX_NAME = 200
DRAW_MARGIN = Fraction(5, 100)
UNIT_BONUS_PERCENT = 25
FULL = 100


class ModelState(StrEnum):
    DESTROYED = "destroyed"
    UNHINGED = "unhinged"
    ROUTED = "routed"
    PANICKED = "panicked"
    HALF_WOUNDS = "half_wounds"  # reduced to half its wounds or fewer


STATE_PERCENT = {
    ModelState.DESTROYED: 100,
    ModelState.UNHINGED: 100,
    ModelState.ROUTED: 50,
    ModelState.PANICKED: 25,
    ModelState.HALF_WOUNDS: 25,
}


def state_percent(states: frozenset[ModelState]) -> int:
    """The percentage of its PC a model is worth: the states add up, capped at 100%."""
    return min(FULL, sum(STATE_PERCENT[state] for state in states))


def round_vp(value: Fraction) -> Fraction:
    """The seed's rounding: x.25 rounds down, x.75 rounds up, x.5 is kept.

    In general: to the nearest half point, a value exactly between a whole and a
    half point going to the whole number, which is round-half-to-even on the
    number of half points (Python's ``round`` on a Fraction).
    """
    return Fraction(round(value * 2), 2)


@dataclass(frozen=True)
class ModelGroup:
    """``count`` identical models of point cost ``pc`` that ended the game in ``states``.

    ``name`` comes first in a file (the order its keys are listed in); it is keyword-only, so
    ``ModelGroup(pc, count, states)`` stays positional.
    """

    name: str = text(MAX_NAME, kw_only=True)
    pc: int = whole(*PC_RANGE)
    count: int = whole(1, 1000, default=1)
    states: frozenset[ModelState] = choice_set(ModelState, key="state")


@dataclass(frozen=True)
class Army:
    """One army's models, and the PC of each of its units that was completely destroyed."""

    models: tuple[ModelGroup, ...] = entries(Nested(ModelGroup, closed=True), 0, MAX_LINES, default=())
    units_destroyed: tuple[int, ...] = entries(Whole(*PC_RANGE), 0, MAX_LINES, default=())


@dataclass(frozen=True)
class VictoryInput:
    game_size: int = whole(1, 100_000, start=500)
    armies: tuple[Army, Army] = entries(Nested(Army, closed=True), 2, 2, start=(Army(), Army()))
    conceded: int | None = optional_whole(0, 1)  # the player who conceded, if any

    def __post_init__(self) -> None:
        object.__setattr__(self, "armies", tuple(self.armies))
        check_fields(self)


@dataclass(frozen=True)
class VpLine:
    """One group of identical models: what the opposing player (1 - ``army``) earns from it.

    ``state_percent`` comes from the states; ``percent`` is what was applied
    (100 for every model of a conceding army, then ``conceded`` is true).
    ``exact`` is one model's PC x percent, ``per_model`` that value rounded,
    ``total`` = ``per_model`` x ``count``.
    """

    army: int
    index: int
    name: str
    pc: int
    count: int
    state_percent: int
    percent: int
    conceded: bool
    exact: Fraction
    per_model: Fraction
    total: Fraction


@dataclass(frozen=True)
class UnitBonusLine:
    """A unit of ``army`` completely destroyed: 25% of its PC (``exact``), rounded (``bonus``)."""

    army: int
    index: int
    pc: int
    exact: Fraction
    bonus: Fraction


class Outcome(StrEnum):
    WIN = "win"
    DRAW = "draw"
    CONCESSION = "concession"


@dataclass(frozen=True)
class VictoryResult:
    """``vp[p]``: the VP player p earned (from army 1 - p). ``winner`` is None for a draw."""

    vp: tuple[Fraction, Fraction]
    lines: tuple[VpLine, ...]
    unit_bonuses: tuple[UnitBonusLine, ...]
    draw_margin: Fraction
    winner: int | None
    conceded: int | None

    @property
    def difference(self) -> Fraction:
        return abs(self.vp[0] - self.vp[1])

    @property
    def outcome(self) -> Outcome:
        if self.conceded is not None:
            return Outcome.CONCESSION
        return Outcome.DRAW if self.winner is None else Outcome.WIN


def vp_line(army: int, index: int, group: ModelGroup, conceded: bool) -> VpLine:
    base = state_percent(group.states)
    percent = FULL if conceded else base
    exact = Fraction(group.pc * percent, 100)
    per_model = round_vp(exact)
    return VpLine(army, index, group.name, group.pc, group.count, base, percent, conceded, exact, per_model,
                  per_model * group.count)


def unit_bonus(army: int, index: int, pc: int) -> UnitBonusLine:
    exact = Fraction(pc * UNIT_BONUS_PERCENT, 100)
    return UnitBonusLine(army, index, pc, exact, round_vp(exact))


def evaluate(inputs: VictoryInput) -> VictoryResult:
    lines = tuple(
        vp_line(army_index, index, group, inputs.conceded == army_index)
        for army_index, army in enumerate(inputs.armies)
        for index, group in enumerate(army.models)
    )
    bonuses = tuple(
        unit_bonus(army_index, index, pc)
        for army_index, army in enumerate(inputs.armies)
        for index, pc in enumerate(army.units_destroyed)
    )
    lost = [
        sum((line.total for line in lines if line.army == army), Fraction(0))
        + sum((bonus.bonus for bonus in bonuses if bonus.army == army), Fraction(0))
        for army in (0, 1)
    ]
    vp = (lost[1], lost[0])
    margin = inputs.game_size * DRAW_MARGIN
    if inputs.conceded is not None:
        winner = 1 - inputs.conceded
    elif abs(vp[0] - vp[1]) <= margin:
        winner = None
    else:
        winner = 0 if vp[0] > vp[1] else 1
    return VictoryResult(vp, lines, bonuses, margin, winner, inputs.conceded)


# --- Units priced as a whole -------------------------------------------------------


class CostCategory(StrEnum):
    MORTAR = "mortar"
    CANNON = "cannon"
    HMG = "hmg"
    DOOMTROOPERS = "doomtroopers"
    DEFILER_POD = "defiler_pod"


@dataclass(frozen=True)
class MemberCost:
    """One kind of member and its own PC; ``leader`` takes the larger share of a load-out."""

    role: str
    pc: int
    leader: bool = False


@dataclass(frozen=True)
class PricedUnit:
    """A unit the army lists price as a whole, with the per-member PCs the seed gives.

    ``role`` and ``name`` are the game's own (English) names as printed in the
    seed. A Defiler Pod's entry is the pod alone: the models it deploys cost
    their own base PC.
    """

    id: str
    name: str
    category: CostCategory
    members: tuple[MemberCost, ...]


def _unit(unit_id: str, name: str, category: CostCategory, *members: MemberCost) -> PricedUnit:
    return PricedUnit(unit_id, name, category, members)


PRICED_UNITS: tuple[PricedUnit, ...] = (
    _unit("light_infantry_mortar_team", "Light Infantry Mortar Team", CostCategory.MORTAR,
          MemberCost("Crewmen", 16), MemberCost("Spotter", 21, leader=True)),
    _unit("hussar_mortar_team", "Hussar Mortar Team", CostCategory.MORTAR,
          MemberCost("Crewmen", 17), MemberCost("Spotter", 21, leader=True)),
    _unit("stormtrencher_mortar_team", "Stormtrencher Mortar Team", CostCategory.MORTAR,
          MemberCost("Crewmen", 17), MemberCost("Spotter", 20, leader=True)),
    _unit("typhoon_rocket_team", "Typhoon Rocket Team", CostCategory.MORTAR,
          MemberCost("Crewmen", 14), MemberCost("Leader", 18, leader=True)),
    _unit("greymourn_mortar", "Greymourn Mortar", CostCategory.MORTAR,
          MemberCost("Loader", 22), MemberCost("Gunner", 24, leader=True)),
    _unit("arashi_ryuu_field_artillery", "Arashi Ryuu Field Artillery", CostCategory.CANNON,
          MemberCost("Crewmen", 14), MemberCost("Leader", 17)),
    _unit("unholy_carronade", "Unholy Carronade", CostCategory.CANNON,
          MemberCost("Undead Crewmen", 13), MemberCost("Necromutant Spotter", 15), MemberCost("Carronade", 31)),
    _unit("ducal_mounted_hmg", "Ducal Mounted HMG", CostCategory.HMG,
          MemberCost("Loader", 20), MemberCost("Gunner", 23)),
    *(
        _unit(f"{faction.lower()}_doomtroopers", f"{faction} Doomtroopers", CostCategory.DOOMTROOPERS,
              MemberCost("Warrior", warrior), MemberCost("Marksman", marksman))
        for faction, warrior, marksman in (
            ("Capitol", 42, 50), ("Bauhaus", 51, 55), ("Imperial", 45, 52), ("Mishima", 55, 48),
            ("Cybertronic", 48, 48),
        )
    ),
    *(
        _unit(f"{lord.lower()}_defiler_pod", f"{lord} Defiler Pod", CostCategory.DEFILER_POD,
              MemberCost("Pod", pc))
        for lord, pc in (
            ("Horde", 37), ("Algeroth", 34), ("Demnogonis", 35), ("Ilian", 34), ("Muawijhe", 32), ("Semai", 35),
        )
    ),
)


def split_loadout(cost: int, member_pcs: Sequence[int], leader: int) -> tuple[int, ...]:
    """Every member's PC after a load-out of ``cost`` is bought for a mortar team.

    The cost is shared in equal whole parts; what cannot be shared equally goes
    to the Spotter/Leader/Gunner (``member_pcs[leader]``). Interpretation: the
    whole remainder goes to that one member (11 over three members gives
    +3/+3/+5), so the leader's share is the single largest.
    """
    Whole(*PC_RANGE).check(cost, "cost")
    if not 1 <= len(member_pcs) <= MAX_LINES:
        raise InputError("members", QT_TRANSLATE_NOOP("InputError", "a list of {0} to {1} member PCs"),
                         len(member_pcs), args=(1, MAX_LINES))
    for index, pc in enumerate(member_pcs):
        Whole(*PC_RANGE).check(pc, f"members[{index}]")
    Whole(0, len(member_pcs) - 1).check(leader, "leader")
    share, remainder = divmod(cost, len(member_pcs))
    return tuple(pc + share + (remainder if index == leader else 0) for index, pc in enumerate(member_pcs))
