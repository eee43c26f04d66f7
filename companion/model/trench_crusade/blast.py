"""BLAST(X"): one success roll, then an injury roll for every model in the blast.

The injury rolls are independent given the success roll, so how many models
go Out of Action is a mixture, over miss / ordinary hit / Critical Hit, of
the sum of one yes-or-no per model.

Interpretations where the rules file is silent (also shown in the GUI):

- The first model of the list is the main target: in edition 1.0 only it
  gets the Critical Hit's INJURY DICE; in 1.6.3 every model does.
- Nothing is spent: with several models hit at once, the attack object's
  spending keys must be 0 (use the Attack page for one model's roll).
- Each model's Down, BLOOD MARKERS and TOUGH used are its state before the
  blast; FEAR on a model changes nothing (it acts on melee attacks only).
"""

from dataclasses import dataclass
from fractions import Fraction

from companion.model.errors import QT_TRANSLATE_NOOP
from companion.model.fields import check_fields, choice, entries, nested
from companion.model.probability import expectation, mix
from companion.model.trench_crusade.attack import injury_roll, markers_placed, success_chances
from companion.model.trench_crusade.attack_input import (
    INJURY_OUTCOMES,
    MAX_MARKERS,
    Attack,
    Edition,
    Outcome,
    Target,
    require_no_spending,
)

MAX_BLAST_MODELS = 10


@dataclass(frozen=True)
class BlastInput:
    edition: Edition = choice(Edition, default=Edition.V1_0)
    attack: Attack = nested(Attack, default=Attack())
    targets: tuple[Target, ...] = entries(Target, 1, MAX_BLAST_MODELS, start=(Target(),))

    def __post_init__(self):
        check_fields(self)
        require_no_spending(self.attack, "attack",
                            QT_TRANSLATE_NOOP("InputError", "for a BLAST: nothing is spent on several models at once"))


def critical_bonus_applies(edition: Edition, index: int) -> bool:
    """1.6.3: every model hit; 1.0: the main target (the first model) only."""
    return edition is Edition.PLAYTEST_1_6_3 or index == 0


@dataclass(frozen=True)
class BlastModel:
    """One model's exact results; ``outcomes`` include the shared miss and sum to 1."""

    outcomes: dict[Outcome, Fraction]
    critical_bonus: bool
    expected_blood_markers: Fraction


@dataclass(frozen=True)
class BlastResult:
    hit: Fraction
    critical: Fraction
    models: tuple[BlastModel, ...]
    out_of_action_count: dict[int, Fraction]
    expected_out_of_action: Fraction

    @property
    def any_out_of_action(self) -> Fraction:
        return 1 - self.out_of_action_count[0]


def count_distribution(chances: list[Fraction]) -> dict[int, Fraction]:
    """How many of independent yes-or-no events happen, given each one's chance."""
    counts = {0: Fraction(1)}
    for p in chances:
        following: dict[int, Fraction] = {}
        for n, q in counts.items():
            following[n] = following.get(n, Fraction(0)) + q * (1 - p)
            following[n + 1] = following.get(n + 1, Fraction(0)) + q * p
        counts = following
    return counts


def evaluate(inputs: BlastInput) -> BlastResult:
    edition, attack = inputs.edition, inputs.attack
    success = success_chances(edition, attack)
    branches = [(success.ordinary, False), (success.critical, True)]
    models = []
    given_hit_kind: dict[bool, list[Fraction]] = {False: [], True: []}
    for index, target in enumerate(inputs.targets):
        bonus = critical_bonus_applies(edition, index)
        ordinary = injury_roll(edition, attack, target, critical=False).outcomes()
        on_critical = injury_roll(edition, attack, target, critical=True).outcomes() if bonus else ordinary
        given_hit_kind[False].append(ordinary[Outcome.OUT_OF_ACTION])
        given_hit_kind[True].append(on_critical[Outcome.OUT_OF_ACTION])
        outcomes = {Outcome.MISS: success.miss} | mix(
            [(success.ordinary, ordinary), (success.critical, on_critical)])
        outcomes = {outcome: outcomes.get(outcome, Fraction(0)) for outcome in (Outcome.MISS, *INJURY_OUTCOMES)}
        markers = expectation(markers_distribution(outcomes, attack, target))
        models.append(BlastModel(outcomes, bonus, markers))
    count = mix([(success.miss, {0: Fraction(1)})] + [
        (weight, count_distribution(given_hit_kind[critical])) for weight, critical in branches
    ])
    count = {n: count.get(n, Fraction(0)) for n in range(len(inputs.targets) + 1)}
    return BlastResult(success.hit, success.critical, tuple(models), count, expectation(count))


def markers_distribution(outcomes: dict[Outcome, Fraction], attack: Attack, target: Target) -> dict[int, Fraction]:
    """BLOOD MARKERS the target receives, with the cap of 6 on what it already carries."""
    room = MAX_MARKERS - target.blood_markers
    placed: dict[int, Fraction] = {}
    for outcome, p in outcomes.items():
        n = min(markers_placed(outcome, attack, target), room)
        placed[n] = placed.get(n, Fraction(0)) + p
    return placed
