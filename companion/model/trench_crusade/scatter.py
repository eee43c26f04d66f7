"""SCATTER: how far a ground-targeted attack lands from its aim point.

A hit lands on the point (0"); a miss deviates by 7 minus the success-roll
total, in inches, in a direction the opponent chooses.

Interpretation where the rules file is silent (also shown in the GUI): an
automatic hit never deviates.
"""

from dataclasses import dataclass
from fractions import Fraction

from companion.model.fields import check_fields, choice, nested
from companion.model.probability import expectation
from companion.model.trench_crusade.attack import success_chances
from companion.model.trench_crusade.attack_input import HIT_TARGET, Attack, Edition


@dataclass(frozen=True)
class ScatterInput:
    edition: Edition = choice(Edition, default=Edition.V1_0)
    attack: Attack = nested(Attack, default=Attack())

    def __post_init__(self):
        check_fields(self)


@dataclass(frozen=True)
class ScatterResult:
    """``distances`` maps inches of deviation (0 on a hit) to their probability."""

    hit: Fraction
    distances: dict[int, Fraction]
    expected_distance: Fraction


def deviation(total: int) -> int:
    return 0 if total >= HIT_TARGET else HIT_TARGET - total


def evaluate(inputs: ScatterInput) -> ScatterResult:
    success = success_chances(inputs.edition, inputs.attack)
    distances: dict[int, Fraction] = {0: Fraction(0)}
    for total, p in (success.totals or {HIT_TARGET: Fraction(1)}).items():
        distances[deviation(total)] = distances.get(deviation(total), Fraction(0)) + p
    distances = dict(sorted(distances.items()))
    return ScatterResult(success.hit, distances, expectation(distances))
