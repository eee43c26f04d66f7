"""One Trench Crusade attack's input: the attack, the target and the edition, checked as they are built.

The limits, keywords and the Injury Chart the rules (``shared/rules/trench-crusade.md``) give, and the checks a
file or the form must pass before ``attack.evaluate`` turns them into dice. ``attack`` gives every name here too;
its docstring lists the interpretations where the rules file is silent.
"""

from dataclasses import dataclass
from enum import StrEnum

from companion.model.errors import QT_TRANSLATE_NOOP, InputError, Words
from companion.model.fields import (
    Spec,
    Whole,
    as_object,
    check_fields,
    choice,
    declare,
    flag,
    join,
    keywords,
    nested,
    whole,
)

MAX_NET_DICE = 12
MAX_MARKERS = 6
HIT_TARGET = 7
CRITICAL_TARGET = 12


class Edition(StrEnum):
    V1_0 = "1.0"
    PLAYTEST_1_6_3 = "1.6.3"


class AttackKind(StrEnum):
    RANGED = "ranged"
    MELEE = "melee"


class Armour(StrEnum):
    NONE = "none"
    STANDARD = "standard"
    REINFORCED = "reinforced"
    MACHINE = "machine"


ARMOUR_MODIFIER = {Armour.NONE: 0, Armour.STANDARD: -1, Armour.REINFORCED: -2, Armour.MACHINE: -3}
SHIELD_MODIFIER = -1
ARMOUR_CAP = -3
"""A model's armour, worn + shield + innate, never goes below this (both editions)."""
NEGATIVE_MODIFIER_CAP = -3
"""Edition 1.0: the negative flat injury modifiers together never go below this."""


class Outcome(StrEnum):
    """Final outcomes of one attack, in increasing order of severity.

    ``IGNORED``: the hit would have taken the model Out of Action, and
    MEMENTO MORI ignores the attack completely."""

    MISS = "miss"
    IGNORED = "ignored"
    NO_EFFECT = "no_effect"
    MINOR_HIT = "minor_hit"
    DOWN = "down"
    OUT_OF_ACTION = "out_of_action"


OUTCOMES = tuple(Outcome)
INJURY_OUTCOMES = OUTCOMES[1:]

WEAPON_KEYWORDS = (
    "CRITICAL", "RISKY", "FIRE", "GAS", "SHRAPNEL", "ARMOUR PIERCING", "IGNORE ARMOUR", "DEADLY", "SHOTGUN",
)
MARKER_KEYWORDS = ("FIRE", "GAS", "SHRAPNEL")
RESISTANCE_KEYS = ("FIRE", "GAS", "SHRAPNEL", "melee", "ranged")


KEYS_FROM = QT_TRANSLATE_NOOP("InputError", "keys from {0}")
# "0 in a comparison: the policy decides what is spent"; {0} is the reason, itself translated.
ZERO_BECAUSE = QT_TRANSLATE_NOOP("InputError", "0 {0}")
FALSE_BECAUSE = QT_TRANSLATE_NOOP("InputError", "false {0}")


INJURY_CHART: tuple[tuple[Outcome, int | None, int | None], ...] = (
    (Outcome.NO_EFFECT, None, 1),
    (Outcome.MINOR_HIT, 2, 6),
    (Outcome.DOWN, 7, 8),
    (Outcome.OUT_OF_ACTION, 9, None),
)
"""The Injury Chart as (outcome, lowest total, highest total); None is open-ended."""


def injury_band(total: int) -> Outcome:
    """The Injury Chart: 1 or less, 2-6, 7-8, 9+."""
    return next(outcome for outcome, low, high in INJURY_CHART
                if (low is None or total >= low) and (high is None or total <= high))


@dataclass(frozen=True)
class SuccessSources:
    """Every named source of success-roll DICE, as the player sees them.

    Signs are those of the rules: ``cover`` is a flag worth -1 DICE, while
    ``characteristic`` and ``other`` are signed counts. Which sources count for
    the attack kind is decided by ``success_dice``, not here.
    """

    characteristic: int = whole(-MAX_NET_DICE, MAX_NET_DICE, default=0)
    long_range: bool = flag()
    cover: bool = flag()
    elevated: bool = flag()
    attacker_blood_markers: int = whole(0, MAX_MARKERS, default=0)
    blessing_markers: int = whole(0, MAX_MARKERS, default=0)
    attacker_down: bool = flag()
    off_hand: bool = flag()
    target_fear: bool = flag()
    attacker_fear: bool = flag()
    charge_from_above: bool = flag()
    manned_obstacle: bool = flag()
    polearm: bool = flag()
    unarmed: bool = flag()
    other: int = whole(-MAX_NET_DICE, MAX_NET_DICE, default=0)

    def __post_init__(self):
        check_fields(self, "attack.hit_sources")


@dataclass(frozen=True)
class Attack:
    """One weapon's attack. A file also says ``hit_dice``, the net of the sources (see ``schema.py``)."""

    kind: AttackKind = choice(AttackKind, default=AttackKind.RANGED)
    sources: SuccessSources = nested(SuccessSources, default=SuccessSources(), closed=True, key="hit_sources")
    auto_hit: bool = flag()
    keywords: frozenset[str] = keywords(WEAPON_KEYWORDS)
    injury_dice: int = whole(-MAX_NET_DICE, MAX_NET_DICE, default=0)
    injury_modifier: int = whole(-6, 6, default=0)
    blood_markers_spent: int = whole(0, MAX_MARKERS, default=0)
    blessing_markers_spent: int = whole(0, MAX_MARKERS, default=0)
    bloodbath: bool = flag()

    def __post_init__(self):
        check_fields(self, "attack")


@dataclass(frozen=True)
class Resistances(Spec):
    """Keyword resistances: an object of `keys` to a whole number from `lo` to `hi`, held as sorted
    (key, value) pairs without the zeros."""

    keys: tuple[str, ...]
    lo: int
    hi: int

    @property
    def range(self) -> tuple[int, int]:
        return self.lo, self.hi

    def parse(self, value, field, owner=None):
        pairs = []
        for key, amount in as_object(value, field).items():
            if key not in self.keys:
                raise InputError(join(field, key), KEYS_FROM, args=(", ".join(self.keys),))
            if Whole(self.lo, self.hi).parse(amount, join(field, key)):
                pairs.append((key, amount))
        return tuple(sorted(pairs))

    def check(self, value, field, owner=None):
        for key, amount in value:
            if key not in self.keys:
                raise InputError(field, KEYS_FROM, key, args=(", ".join(self.keys),))
            Whole(self.lo, self.hi).check(amount, join(field, key))

    def dump(self, value):
        return dict(value)


@dataclass(frozen=True)
class Target:
    """One model attacked. A file says ``tough``, ``golem``, ``impervious`` and ``memento_mori`` (and FEAR,
    which acts on the attack) in its ``keywords`` list (see ``schema.py``)."""

    armour: Armour = choice(Armour, default=Armour.STANDARD)
    shield: bool = flag()
    innate_armour: int = whole(-3, 0, default=0)
    impervious: bool = flag(in_file=False)
    down: bool = flag()
    blood_markers: int = whole(0, MAX_MARKERS, default=0)
    tough: bool = flag(in_file=False)
    tough_used: bool = flag()
    golem: bool = flag(in_file=False)
    memento_mori: bool = flag(in_file=False)
    new_antioch: bool = flag()
    injury_dice: int = whole(-3, 0, default=0)
    resistances: tuple[tuple[str, int], ...] = declare(Resistances(RESISTANCE_KEYS, -3, 0, default=()))
    negates: frozenset[str] = keywords(MARKER_KEYWORDS)

    def __post_init__(self):
        check_fields(self, "target")
        if self.armour is Armour.MACHINE and self.shield:
            raise InputError("target.shield",
                             QT_TRANSLATE_NOOP("InputError", "false with Machine Armour (the two cannot be combined)"), True)

    def resistance(self, key: str) -> int:
        return dict(self.resistances).get(key, 0)


@dataclass(frozen=True)
class AttackInput:
    edition: Edition = choice(Edition, default=Edition.V1_0)
    attack: Attack = nested(Attack, default=Attack())
    target: Target = nested(Target, default=Target())

    def __post_init__(self):
        check_fields(self)
        attack, target = self.attack, self.target
        bloodbath_cost = bloodbath_cost_for(target)
        if attack.bloodbath and target.blood_markers < bloodbath_cost:
            raise InputError(
                "attack.bloodbath",
                QT_TRANSLATE_NOOP("InputError", "false unless the target carries {0} BLOOD MARKERS (it carries {1})"),
                True,
                args=(bloodbath_cost, target.blood_markers),
            )
        available = target.blood_markers - (bloodbath_cost if attack.bloodbath else 0)
        if attack.blood_markers_spent > available:
            raise InputError(
                "attack.blood_markers_spent",
                QT_TRANSLATE_NOOP("InputError", "at most the {0} BLOOD MARKERS the target has left to spend"),
                attack.blood_markers_spent,
                args=(available,),
            )


def require_no_spending(attack: Attack, prefix: str, why: str) -> None:
    """Refuse marker spending in calculators that decide it themselves or have no single target for it.

    `why` is English marked with QT_TRANSLATE_NOOP("InputError", ...): the GUI translates it.
    """
    reason = Words(why)
    if attack.blood_markers_spent:
        raise InputError(f"{prefix}.blood_markers_spent", ZERO_BECAUSE, attack.blood_markers_spent, args=(reason,))
    if attack.bloodbath:
        raise InputError(f"{prefix}.bloodbath", FALSE_BECAUSE, True, args=(reason,))
    if attack.blessing_markers_spent:
        raise InputError(f"{prefix}.blessing_markers_spent", ZERO_BECAUSE, attack.blessing_markers_spent, args=(reason,))


def bloodbath_cost(down: bool) -> int:
    """BLOOD MARKERS a Bloodbath spends: 6, or 3 on a Down target."""
    return 3 if down else 6


def bloodbath_cost_for(target: Target) -> int:
    return bloodbath_cost(target.down)


def bloodbath_allowed(target: Target) -> bool:
    return target.blood_markers >= bloodbath_cost_for(target)
