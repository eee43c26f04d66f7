"""Shooting in the jungle: a WFB 6th-edition volley with the black-powder roll.

Every shot is hit, wounded, armour-saved and ward-saved independently, so the
unsaved wounds of one volley are binomial. A black-powder volley first rolls
one D6 for the whole unit, which changes Strength or armour piercing for every
shot at once; the result is the mixture of those branches.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import check_fields, flag, optional_nested, optional_whole, whole
from companion.model.lustria.rolls import (
    MAX_CHARACTERISTIC,
    ArmourSave,
    ToHit,
    ToWound,
    WardSave,
    Weights,
    armour_save,
    binomial_weights,
    mix_weights,
    removed_count,
    saving_throw,
    to_hit,
    to_wound,
    ward_save,
)

OVERCHARGE_STRENGTH = 2
LOST_WEAPON_TURNS = 6
"""How many turns of firing the weapon-lost curve covers (a WFB game's length)."""


class HitModifier(StrEnum):
    MOVED = "moved"
    LONG_RANGE = "long_range"
    SKIRMISHERS = "skirmishers"
    SOFT_COVER = "soft_cover"
    HARD_COVER = "hard_cover"
    DENSE_JUNGLE = "dense_jungle"
    LARGE_TARGET = "large_target"


MODIFIER_VALUES: Mapping[HitModifier, int] = {
    HitModifier.MOVED: -1,
    HitModifier.LONG_RANGE: -1,
    HitModifier.SKIRMISHERS: -1,
    HitModifier.SOFT_COVER: -1,
    HitModifier.HARD_COVER: -2,
    HitModifier.DENSE_JUNGLE: -2,
    HitModifier.LARGE_TARGET: +1,
}

COVER = (HitModifier.SOFT_COVER, HitModifier.HARD_COVER, HitModifier.DENSE_JUNGLE)


@dataclass(frozen=True)
class ModifierStep:
    """One ticked to-hit modifier; `applied` is False when a rule cancels it.

    `cancelled_by` names what cancelled it ("loose_order" for the skirmish
    penalty against a loose-order target), None when applied.
    """

    modifier: HitModifier
    value: int
    applied: bool
    cancelled_by: str | None


@dataclass(frozen=True)
class HitModifiers:
    """The named to-hit modifiers of the shooting form.

    `loose_order` describes the target, not a modifier: a loose-order unit is
    shot at without the -1 for skirmishers. Cover does not stack (WFB takes
    the one cover the target is in, and dense jungle is itself cover), so at
    most one of soft cover, hard cover and dense jungle may be ticked.
    """

    moved: bool = flag()
    long_range: bool = flag()
    skirmishers: bool = flag()
    soft_cover: bool = flag()
    hard_cover: bool = flag()
    dense_jungle: bool = flag()
    large_target: bool = flag()
    loose_order: bool = flag()

    def __post_init__(self):
        check_fields(self, "modifiers")
        ticked = [cover.value for cover in COVER if getattr(self, cover.value)]
        if len(ticked) > 1:
            raise InputError("modifiers",
                             QT_TRANSLATE_NOOP("InputError", "at most one cover: soft_cover, hard_cover or dense_jungle"),
                             ticked)

    def steps(self) -> tuple[ModifierStep, ...]:
        steps = []
        for modifier in HitModifier:
            if not getattr(self, modifier.value):
                continue
            cancelled = "loose_order" if modifier is HitModifier.SKIRMISHERS and self.loose_order else None
            steps.append(ModifierStep(modifier, MODIFIER_VALUES[modifier], cancelled is None, cancelled))
        return tuple(steps)

    @property
    def net(self) -> int:
        return sum(step.value for step in self.steps() if step.applied)


@dataclass(frozen=True)
class ShootingInput:
    """One unit's volley at one target.

    `hit_modifier` is the net to-hit modifier; when `modifiers` names them it
    must equal their net. `save` and `ward` are 2..6 (2+ .. 6+) or None, with
    Scaly Skin counted into `save`. `models` is the target unit's size, used
    only to cap models removed (None: uncapped). A fresh form starts from the
    values given as `start`; a file must give the required keys.
    """

    shots: int = whole(1, 1000, start=10)
    bs: int = whole(1, MAX_CHARACTERISTIC, start=3)
    strength: int = whole(1, MAX_CHARACTERISTIC, start=4)
    toughness: int = whole(1, MAX_CHARACTERISTIC, start=3)
    wounds: int = whole(1, MAX_CHARACTERISTIC, default=1)
    save: int | None = saving_throw(start=5)
    ward: int | None = saving_throw()
    armour_piercing: bool = flag(start=True)
    black_powder: bool = flag(start=True)
    hit_modifier: int = whole(-10, 10, default=0, start=-1)
    modifiers: HitModifiers | None = optional_nested(HitModifiers, start=HitModifiers(long_range=True), omit_none=True)
    models: int | None = optional_whole(1, 1000, omit_none=True)

    def __post_init__(self):
        check_fields(self)
        if self.modifiers is not None and self.hit_modifier != self.modifiers.net:
            raise InputError("hit_modifier", QT_TRANSLATE_NOOP("InputError", "{0}, the net of the named modifiers"),
                             self.hit_modifier, args=(self.modifiers.net,))


class Powder(StrEnum):
    """The black-powder D6 for one volley; NONE for a weapon without it."""

    NONE = "none"
    DAMP = "damp"
    NORMAL = "normal"
    OVERCHARGED = "overcharged"


POWDER_ROLLS: Mapping[Powder, tuple[int, ...]] = {
    Powder.DAMP: (1,),
    Powder.NORMAL: (2, 3, 4, 5),
    Powder.OVERCHARGED: (6,),
}


@dataclass(frozen=True)
class PowderBranch:
    """One black-powder result and the volley it leads to.

    Damp powder loses armour piercing; an overcharge adds 2 Strength, capped
    at 10 (no WFB characteristic exceeds 10, so an S9 or S10 weapon gains 1
    or nothing) and loses the weapon for the rest of the game.
    """

    powder: Powder
    rolls: tuple[int, ...]
    probability: Fraction
    strength: int
    armour_piercing: bool
    weapon_lost: bool
    to_wound: ToWound
    armour: ArmourSave
    ward: WardSave
    unsaved_per_shot: Fraction
    wounds: Mapping[int, Fraction]
    models_removed: Mapping[int, Fraction]
    expected_wounds: Fraction
    expected_models_removed: Fraction
    at_least_one: Fraction


@dataclass(frozen=True)
class ShootingResult:
    input: ShootingInput
    modifiers: tuple[ModifierStep, ...]
    to_hit: ToHit
    branches: tuple[PowderBranch, ...]
    wounds: Mapping[int, Fraction]
    models_removed: Mapping[int, Fraction]
    expected_wounds: Fraction
    expected_models_removed: Fraction
    at_least_one: Fraction
    weapon_destroyed: Fraction
    weapon_lost_within: tuple[Fraction, ...]
    """P(the weapon is lost within K volleys) for K = 1..6."""


def p_weapon_lost_within(volleys: int, black_powder: bool = True) -> Fraction:
    """A black-powder weapon survives each volley on 1-5, so 1 - (5/6)^K."""
    return 1 - Fraction(5, 6) ** volleys if black_powder else Fraction(0)


def _branch(
    shooting: ShootingInput, hit: ToHit, powder: Powder, probability: Fraction
) -> tuple[PowderBranch, Weights, Weights]:
    """One powder result's volley, with its wounds and models removed also as
    integer weights for the mixture."""
    strength = shooting.strength
    piercing = shooting.armour_piercing
    if powder is Powder.DAMP:
        piercing = False
    elif powder is Powder.OVERCHARGED:
        strength = min(strength + OVERCHARGE_STRENGTH, MAX_CHARACTERISTIC)
    wound = to_wound(strength, shooting.toughness)
    armour = armour_save(shooting.save, strength, piercing)
    ward = ward_save(shooting.ward)
    per_shot = hit.probability * wound.probability * (1 - armour.probability) * (1 - ward.probability)
    wounds = binomial_weights(shooting.shots, per_shot)
    removed = wounds.regroup(removed_count(shooting.wounds, shooting.models))
    wound_odds = wounds.fractions()
    branch = PowderBranch(
        powder=powder,
        rolls=POWDER_ROLLS.get(powder, ()),
        probability=probability,
        strength=strength,
        armour_piercing=piercing,
        weapon_lost=powder is Powder.OVERCHARGED,
        to_wound=wound,
        armour=armour,
        ward=ward,
        unsaved_per_shot=per_shot,
        wounds=wound_odds,
        models_removed=removed.fractions(),
        expected_wounds=shooting.shots * per_shot,
        expected_models_removed=removed.expectation(),
        at_least_one=1 - wound_odds.get(0, Fraction(0)),
    )
    return branch, wounds, removed


def evaluate(shooting: ShootingInput) -> ShootingResult:
    hit = to_hit(shooting.bs, shooting.hit_modifier)
    if shooting.black_powder:
        volleys = tuple(
            _branch(shooting, hit, powder, Fraction(len(rolls), 6)) for powder, rolls in POWDER_ROLLS.items()
        )
    else:
        volleys = (_branch(shooting, hit, Powder.NONE, Fraction(1)),)
    branches = tuple(branch for branch, _, _ in volleys)
    wounds = mix_weights((branch.probability, weights) for branch, weights, _ in volleys).fractions()
    removed = mix_weights((branch.probability, weights) for branch, _, weights in volleys)
    return ShootingResult(
        input=shooting,
        modifiers=shooting.modifiers.steps() if shooting.modifiers is not None else (),
        to_hit=hit,
        branches=branches,
        wounds=wounds,
        models_removed=removed.fractions(),
        expected_wounds=sum((b.probability * b.expected_wounds for b in branches), Fraction(0)),
        expected_models_removed=removed.expectation(),
        at_least_one=1 - wounds.get(0, Fraction(0)),
        weapon_destroyed=sum((b.probability for b in branches if b.weapon_lost), Fraction(0)),
        weapon_lost_within=tuple(
            p_weapon_lost_within(k, shooting.black_powder) for k in range(1, LOST_WEAPON_TURNS + 1)
        ),
    )
