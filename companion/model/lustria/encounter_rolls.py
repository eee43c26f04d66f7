"""Resolving one jungle encounter from dice a front end rolled, every die shown.

``resolve_encounter`` takes the dice in the order the rules roll them (``rolls.DiceFeed``) and gives each step:
the encounter table, the template, Leadership tests, hits, wounds, saves and models removed. The rules and the
interpretations where they are silent are those of ``encounters`` (its docstring); the exact odds are there too.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from companion.model.lustria.encounters import (
    ATTACKS,
    TEMPLATE_PARTLY_HIT,
    AttackSpec,
    Encounter,
    HitDice,
    NotAffected,
    Removal,
    Unit,
    encounter_for_total,
)
from companion.model.lustria.rolls import DiceFeed, armour_save, d3_from_d6, to_wound


class LeadershipReason(StrEnum):
    NATIVE_CURSE_PANIC = "native_curse_panic"
    MADCAP_FUNGI = "madcap_fungi"
    CASUALTY_PANIC = "casualty_panic"


class SaveKind(StrEnum):
    ARMOUR = "armour"
    WARD = "ward"


@dataclass(frozen=True)
class EncounterRoll:
    dice: tuple[int, int]
    total: int
    encounter: Encounter


@dataclass(frozen=True)
class TemplateRoll:
    """A model partly under the template: hit on a 4+. Rolled only when no
    model is wholly under it, since they decide whether the unit is hit;
    `model` numbers the partly covered models."""

    model: int
    roll: int
    hit: bool


@dataclass(frozen=True)
class LeadershipRoll:
    reason: LeadershipReason
    dice: tuple[int, int]
    total: int
    leadership: int
    passed: bool


@dataclass(frozen=True)
class HitsRoll:
    """The number of hits; `roll` is the D6 rolled (halved for a D3), None
    for the Lashworm's single hit."""

    dice: HitDice
    roll: int | None
    hits: int


@dataclass(frozen=True)
class WoundRoll:
    """`roll` is None when the hit cannot wound (nothing is rolled)."""

    hit: int
    roll: int | None
    need: int | None
    wounded: bool


@dataclass(frozen=True)
class SaveRoll:
    kind: SaveKind
    hit: int
    roll: int
    need: int
    saved: bool


@dataclass(frozen=True)
class ModelRoll:
    """Quicksand or Native Trap: one D6 for one model of the unit hit."""

    kind: Removal
    model: int
    roll: int
    removed: bool


@dataclass(frozen=True)
class FungiRemovalRoll:
    """The D6 models a failed Madcap Fungi test removes (`models` is capped
    at the unit's size)."""

    roll: int
    models: int


@dataclass(frozen=True)
class NoEffect:
    reason: NotAffected | None
    """None: no model of the unit is under the template."""


EncounterStep = (
    EncounterRoll | TemplateRoll | LeadershipRoll | HitsRoll | WoundRoll | SaveRoll | ModelRoll | FungiRemovalRoll | NoEffect
)


@dataclass(frozen=True)
class EncounterResolution:
    """`panicked` is None when no Panic test was taken."""

    encounter: Encounter
    steps: tuple[EncounterStep, ...]
    unit_hit: bool
    unsaved_wounds: int
    casualties: int
    immune_to_psychology: bool
    panicked: bool | None


def resolve_encounter(unit: Unit, encounter: Encounter | None, dice: Iterable[int]) -> EncounterResolution:
    """Resolve one encounter against `unit` from D6 values the caller rolled,
    in the order: encounter type (if random), the partly covered models
    (only when none is wholly under the template), the effect, and the
    end-of-phase Panic test for 25% casualties."""
    feed = DiceFeed(dice)
    steps: list[EncounterStep] = []
    if encounter is None:
        pair = feed.two_d6()
        encounter = encounter_for_total(sum(pair))
        steps.append(EncounterRoll(pair, sum(pair), encounter))
    unit_hit = unit.under_template > 0
    if not unit_hit:
        for model in range(1, unit.partly_under + 1):
            roll = feed.d6()
            unit_hit |= roll >= TEMPLATE_PARTLY_HIT
            steps.append(TemplateRoll(model, roll, roll >= TEMPLATE_PARTLY_HIT))
    if not unit_hit:
        steps.append(NoEffect(None))
        return EncounterResolution(encounter, tuple(steps), False, 0, 0, False, None)

    def leadership(reason: LeadershipReason) -> bool:
        pair = feed.two_d6()
        passed = sum(pair) <= unit.leadership
        steps.append(LeadershipRoll(reason, pair, sum(pair), unit.leadership, passed))
        return passed

    wounds = removed = 0
    immune = False
    panicked: bool | None = None
    if encounter is Encounter.ALL_IS_WELL:
        steps.append(NoEffect(NotAffected.NOTHING_HAPPENS))
    elif encounter in (Encounter.NATIVE_CURSE, Encounter.MADCAP_FUNGI) and unit.lizardmen:
        steps.append(NoEffect(NotAffected.LIZARDMEN))
    elif encounter is Encounter.NATIVE_CURSE:
        panicked = not leadership(LeadershipReason.NATIVE_CURSE_PANIC)
    elif encounter is Encounter.MADCAP_FUNGI:
        immune = True
        if not leadership(LeadershipReason.MADCAP_FUNGI):
            roll = feed.d6()
            removed = min(roll, unit.models)
            steps.append(FungiRemovalRoll(roll, removed))
    elif encounter in ATTACKS:
        wounds = _resolve_attack(ATTACKS[encounter], unit, feed, steps)
        removed = min(wounds // unit.wounds, unit.models)
    elif encounter is Encounter.QUICKSAND and unit.save is None:
        steps.append(NoEffect(NotAffected.NO_ARMOUR_SAVE))
    else:
        kind = Removal.QUICKSAND if encounter is Encounter.QUICKSAND else Removal.NATIVE_TRAP
        for model in range(1, unit.models + 1):
            roll = feed.d6()
            # Quicksand takes a model that fails its save (a unit without one never gets here).
            sinks = roll != 1 and unit.save is not None and roll >= unit.save if kind is Removal.QUICKSAND \
                else roll == 1
            removed += sinks
            steps.append(ModelRoll(kind, model, roll, sinks))
    if not immune and unit.panic_threshold <= removed < unit.models:
        panicked = not leadership(LeadershipReason.CASUALTY_PANIC)
    return EncounterResolution(encounter, tuple(steps), True, wounds, removed, immune, panicked)


def _resolve_attack(spec: AttackSpec, unit: Unit, feed: DiceFeed, steps: list[EncounterStep]) -> int:
    if spec.hits is HitDice.ONE:
        roll, hits = None, 1
    else:
        roll = feed.d6()
        hits = roll if spec.hits is HitDice.D6 else d3_from_d6(roll)
    steps.append(HitsRoll(spec.hits, roll, hits))
    wound = to_wound(spec.strength, unit.toughness)
    armour = armour_save(unit.save, spec.strength, False, allowed=spec.armour_save_allowed)
    unsaved = 0
    for hit in range(1, hits + 1):
        if wound.need is None:
            steps.append(WoundRoll(hit, None, None, False))
            continue
        roll = feed.d6()
        wounded = roll >= wound.need
        steps.append(WoundRoll(hit, roll, wound.need, wounded))
        if not wounded:
            continue
        saved = False
        for kind, need in ((SaveKind.ARMOUR, armour.need), (SaveKind.WARD, unit.ward)):
            if need is None or saved:
                continue
            roll = feed.d6()
            saved = roll >= need
            steps.append(SaveRoll(kind, hit, roll, need, saved))
        unsaved += not saved
    return unsaved
