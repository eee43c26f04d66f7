"""Shooting into melee: a D6 picks the victim before the success roll.

1-3 hits a random friend within 1" of the target, 4-6 a random enemy within
1" (possibly the target). Each side is then an ordinary single attack
against that model's own profile.

Interpretations where the rules file is silent (also shown in the GUI):

- One friend profile and the target's profile stand for "a random friend"
  and "a random enemy": give the profiles of the models at risk.
- The same attack (success DICE, keywords) applies whichever model the D6
  picks; nothing is spent on the injury roll.
"""

from dataclasses import dataclass
from fractions import Fraction

import icepool

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import check_fields, choice, nested
from companion.model.probability import die_distribution
from companion.model.trench_crusade.attack import AttackResult
from companion.model.trench_crusade.attack import evaluate as evaluate_attack
from companion.model.trench_crusade.attack_input import (
    Attack,
    AttackInput,
    AttackKind,
    Edition,
    Outcome,
    Target,
    require_no_spending,
)

FRIEND_FACES = (1, 2, 3)


@dataclass(frozen=True)
class MeleeShotInput:
    edition: Edition = choice(Edition, default=Edition.V1_0)
    attack: Attack = nested(Attack, default=Attack())
    target: Target = nested(Target, default=Target())
    friend: Target = nested(Target, default=Target())

    def __post_init__(self):
        check_fields(self)
        if self.attack.kind is not AttackKind.RANGED:
            raise InputError("attack.kind", QT_TRANSLATE_NOOP("InputError", "ranged: this is a shot into a melee"),
                             self.attack.kind.value)
        require_no_spending(self.attack, "attack",
                            QT_TRANSLATE_NOOP("InputError", "when shooting into melee: the victim is not known in advance"))


@dataclass(frozen=True)
class MeleeShotResult:
    """``friend`` and ``target`` are the attack's results once the D6 has picked that model."""

    friend_chosen: Fraction
    friend: AttackResult
    target: AttackResult

    @property
    def hit_friend(self) -> Fraction:
        return self.friend_chosen * self.friend.hit

    @property
    def hit_target(self) -> Fraction:
        return (1 - self.friend_chosen) * self.target.hit

    def friend_outcome(self, outcome: Outcome) -> Fraction:
        """P(the D6 picks the friend and this is its outcome)."""
        return self.friend_chosen * self.friend.outcomes[outcome]

    def target_outcome(self, outcome: Outcome) -> Fraction:
        return (1 - self.friend_chosen) * self.target.outcomes[outcome]


def evaluate(inputs: MeleeShotInput) -> MeleeShotResult:
    allocation = die_distribution(icepool.d6)
    friend_chosen = sum((allocation[face] for face in FRIEND_FACES), Fraction(0))
    friend = evaluate_attack(AttackInput(inputs.edition, inputs.attack, inputs.friend))
    target = evaluate_attack(AttackInput(inputs.edition, inputs.attack, inputs.target))
    return MeleeShotResult(friend_chosen, friend, target)
