"""Sweep: one attack's chances while one parameter varies, the rest held.

Interpretations where the rules file is silent (also shown in the GUI):

- Net success DICE are varied through the "other" source, so every named
  source keeps its effect on the injury roll (charge from above, unarmed...).
- The Machine Armour point drops a trench shield (the two cannot combine).
- Varying the BLOOD MARKERS spent gives the target as many markers as that
  spending (and a Bloodbath, if set) needs.
- The numeric sweeps run from -3 to +3 and always include the current value.
"""

from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction

from companion.model.fields import check_fields, choice, nested
from companion.model.trench_crusade.attack import AttackResult
from companion.model.trench_crusade.attack import evaluate as evaluate_attack
from companion.model.trench_crusade.attack_input import (
    MAX_MARKERS,
    MAX_NET_DICE,
    Armour,
    Attack,
    AttackInput,
    Edition,
    Outcome,
    Target,
    bloodbath_cost_for,
)
from companion.model.trench_crusade.schema import net_success_dice

ARMOUR_ORDER = (Armour.NONE, Armour.STANDARD, Armour.REINFORCED, Armour.MACHINE)
SWEEP_SPAN = 3


class SweepParameter(StrEnum):
    HIT_DICE = "hit_dice"
    INJURY_DICE = "injury_dice"
    INJURY_MODIFIER = "injury_modifier"
    ARMOUR = "armour"
    BLOOD_MARKERS_SPENT = "blood_markers_spent"


@dataclass(frozen=True)
class SweepInput:
    """The attack calculator's input plus the parameter to vary."""

    edition: Edition = choice(Edition, default=Edition.V1_0)
    attack: Attack = nested(Attack, default=Attack())
    target: Target = nested(Target, default=Target())
    parameter: SweepParameter = choice(SweepParameter, default=SweepParameter.HIT_DICE)

    def __post_init__(self):
        check_fields(self)
        AttackInput(self.edition, self.attack, self.target)  # the held point must itself be legal

    @property
    def point(self) -> AttackInput:
        return AttackInput(self.edition, self.attack, self.target)


@dataclass(frozen=True)
class SweepPoint:
    """``value`` is the parameter's value; for armour, the index in ``ARMOUR_ORDER``."""

    value: int
    result: AttackResult

    @property
    def out_of_action(self) -> Fraction:
        return self.result.outcomes[Outcome.OUT_OF_ACTION]

    @property
    def down_or_worse(self) -> Fraction:
        return self.result.outcomes[Outcome.DOWN] + self.out_of_action


@dataclass(frozen=True)
class SweepResult:
    parameter: SweepParameter
    current: int
    points: tuple[SweepPoint, ...]


def current_value(inputs: SweepInput) -> int:
    attack = inputs.attack
    return {
        SweepParameter.HIT_DICE: lambda: net_success_dice(inputs.edition, attack),
        SweepParameter.INJURY_DICE: lambda: attack.injury_dice,
        SweepParameter.INJURY_MODIFIER: lambda: attack.injury_modifier,
        SweepParameter.ARMOUR: lambda: ARMOUR_ORDER.index(inputs.target.armour),
        SweepParameter.BLOOD_MARKERS_SPENT: lambda: attack.blood_markers_spent,
    }[inputs.parameter]()


def _span(current: int, lo: int, hi: int) -> range:
    return range(max(lo, min(-SWEEP_SPAN, current)), min(hi, max(SWEEP_SPAN, current)) + 1)


def sweep_points(inputs: SweepInput) -> list[tuple[int, AttackInput]]:
    """Every value the sweep visits, with the attack input at that value."""
    edition, attack, target = inputs.edition, inputs.attack, inputs.target
    current = current_value(inputs)
    parameter = inputs.parameter
    if parameter is SweepParameter.HIT_DICE:
        other = attack.sources.other
        values = _span(current, current - other - MAX_NET_DICE, current - other + MAX_NET_DICE)
        return [(v, AttackInput(edition, replace(attack, sources=replace(attack.sources, other=other + v - current)),
                                target)) for v in values]
    if parameter is SweepParameter.INJURY_DICE:
        return [(v, AttackInput(edition, replace(attack, injury_dice=v), target))
                for v in _span(current, -MAX_NET_DICE, MAX_NET_DICE)]
    if parameter is SweepParameter.INJURY_MODIFIER:
        return [(v, AttackInput(edition, replace(attack, injury_modifier=v), target)) for v in _span(current, -6, 6)]
    if parameter is SweepParameter.ARMOUR:
        return [(i, AttackInput(edition, attack, replace(target, armour=armour,
                                                         shield=target.shield and armour is not Armour.MACHINE)))
                for i, armour in enumerate(ARMOUR_ORDER)]
    cost = bloodbath_cost_for(target) if attack.bloodbath else 0
    points = []
    for spent in range(MAX_MARKERS - cost + 1):
        carried = replace(target, blood_markers=max(target.blood_markers, spent + cost))
        points.append((spent, AttackInput(edition, replace(attack, blood_markers_spent=spent), carried)))
    return points


def evaluate(inputs: SweepInput) -> SweepResult:
    points = tuple(SweepPoint(value, evaluate_attack(point)) for value, point in sweep_points(inputs))
    return SweepResult(inputs.parameter, current_value(inputs), points)
