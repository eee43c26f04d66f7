"""Scenario keys and JSON results of the Lustria calculators.

The keys, their ranges and defaults are declared once on the input
dataclasses (companion/model/fields.py); this module adds what ties keys
together. Shooting: ``hit_modifier`` is the net to-hit modifier; a file may
also carry ``modifiers`` (what the GUI writes), a closed object of the named
modifiers as true/false, and then ``hit_modifier``, if present, must equal
their net (if absent it is their net, or 0 without ``modifiers``). Encounter:
``unit`` is required, ``encounter`` null means a random encounter.
"""

from collections.abc import Mapping
from dataclasses import fields
from fractions import Fraction
from typing import Any

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import dump_object, join, read_fields, read_object
from companion.model.lustria.encounters import (
    ENCOUNTER_TABLE,
    REMOVE_ELSEWHERE_EXTRA_COST,
    AttackBreakdown,
    EncounterInput,
    EncounterOdds,
    EncounterResult,
    RemovalBreakdown,
)
from companion.model.lustria.events import EventsInput, EventsResult
from companion.model.lustria.rolls import (
    ArmourSave,
    LeadershipTest,
    ToHit,
    ToWound,
    WardSave,
    to_hit_table,
    to_wound_table,
)
from companion.model.lustria.shooting import HitModifiers, PowderBranch, ShootingInput, ShootingResult

MODIFIER_NAMES = tuple(spec.name for spec in fields(HitModifiers))


def _only_keys(obj: Mapping[str, Any], prefix: str, allowed: tuple[str, ...]) -> None:
    unknown = sorted(set(obj) - set(allowed))
    if unknown:
        raise InputError(join(prefix, unknown[0]), QT_TRANSLATE_NOOP("InputError", "not a key here; the keys are {0}"),
                         args=(", ".join(allowed),))


def _distribution(distribution: Mapping[int, Fraction]) -> dict[int, Fraction]:
    return {outcome: p for outcome, p in distribution.items() if p}


# Shooting


def parse_shooting(data: Mapping[str, Any]) -> ShootingInput:
    modifiers = data.get("modifiers")
    if isinstance(modifiers, Mapping):
        _only_keys(modifiers, "modifiers", MODIFIER_NAMES)
    values = read_fields(ShootingInput, data)
    if "hit_modifier" not in data and values["modifiers"] is not None:
        values["hit_modifier"] = values["modifiers"].net
    return ShootingInput(**values)


def dump_shooting(shooting: ShootingInput) -> dict[str, Any]:
    return dump_object(shooting)


def to_hit_json(hit: ToHit) -> dict[str, Any]:
    return {
        "bs": hit.bs,
        "modifier": hit.modifier,
        "need": hit.need,
        "first_roll": hit.first_roll,
        "second_roll": hit.second_roll,
        "probability": hit.probability,
    }


def to_wound_json(wound: ToWound) -> dict[str, Any]:
    return {
        "strength": wound.strength,
        "toughness": wound.toughness,
        "need": wound.need,
        "probability": wound.probability,
    }


def _armour_json(armour: ArmourSave) -> dict[str, Any]:
    return {
        "base": armour.base,
        "allowed": armour.allowed,
        "strength_modifier": armour.strength_modifier,
        "armour_piercing_modifier": armour.armour_piercing_modifier,
        "need": armour.need,
        "probability": armour.probability,
    }


def _ward_json(ward: WardSave) -> dict[str, Any]:
    return {"need": ward.need, "probability": ward.probability}


def _branch_json(branch: PowderBranch) -> dict[str, Any]:
    return {
        "powder": branch.powder.value,
        "rolls": list(branch.rolls),
        "probability": branch.probability,
        "strength": branch.strength,
        "armour_piercing": branch.armour_piercing,
        "weapon_lost": branch.weapon_lost,
        "to_wound": to_wound_json(branch.to_wound),
        "armour_save": _armour_json(branch.armour),
        "ward_save": _ward_json(branch.ward),
        "unsaved_per_shot": branch.unsaved_per_shot,
        "expected_wounds": branch.expected_wounds,
        "expected_models_removed": branch.expected_models_removed,
        "at_least_one": branch.at_least_one,
        "wounds": _distribution(branch.wounds),
        "models_removed": _distribution(branch.models_removed),
    }


def shooting_results(result: ShootingResult) -> dict[str, Any]:
    return {
        "expected_wounds": result.expected_wounds,
        "expected_models_removed": result.expected_models_removed,
        "at_least_one": result.at_least_one,
        "weapon_destroyed": result.weapon_destroyed,
        "wounds": _distribution(result.wounds),
        "models_removed": _distribution(result.models_removed),
        "to_hit": to_hit_json(result.to_hit),
        "hit_modifiers": [
            {"modifier": s.modifier.value, "value": s.value, "applied": s.applied, "cancelled_by": s.cancelled_by}
            for s in result.modifiers
        ],
        "powder": [_branch_json(branch) for branch in result.branches],
        "weapon_lost_within": [
            {"volleys": k, "probability": p} for k, p in enumerate(result.weapon_lost_within, start=1)
        ],
        "to_hit_by_bs": [to_hit_json(hit) for hit in to_hit_table(result.input.hit_modifier)],
        "to_wound_table": [[to_wound_json(cell) for cell in row] for row in to_wound_table()],
    }


# Encounter


def parse_encounter(data: Mapping[str, Any]) -> EncounterInput:
    if "unit" not in data:
        raise InputError("unit", QT_TRANSLATE_NOOP("InputError", "a JSON object describing the unit is required"))
    return read_object(EncounterInput, data)


def dump_encounter(encounter_input: EncounterInput) -> dict[str, Any]:
    return dump_object(encounter_input)


def _leadership_json(test: LeadershipTest | None) -> dict[str, Any] | None:
    if test is None:
        return None
    return {"leadership": test.leadership, "p_pass": test.p_pass, "p_fail": test.p_fail}


def _attack_json(attack: AttackBreakdown | None) -> dict[str, Any] | None:
    if attack is None:
        return None
    return {
        "hits": attack.hits.value,
        "expected_hits": attack.expected_hits,
        "to_wound": to_wound_json(attack.to_wound),
        "armour_save": _armour_json(attack.armour),
        "ward_save": _ward_json(attack.ward),
        "unsaved_per_hit": attack.unsaved_per_hit,
    }


def _removal_json(removal: RemovalBreakdown | None) -> dict[str, Any] | None:
    if removal is None:
        return None
    return {"kind": removal.kind.value, "removed_on": list(removal.removed_on), "per_model": removal.per_model}


def _odds_json(odds: EncounterOdds) -> dict[str, Any]:
    return {
        "encounter": odds.encounter.value if odds.encounter is not None else None,
        "expected_casualties": odds.expected_casualties,
        "expected_wounds": odds.expected_wounds,
        "casualties": _distribution(odds.casualties),
        "wounds": _distribution(odds.wounds),
        "at_least_one_casualty": odds.at_least_one_casualty,
        "unit_hit": odds.unit_hit,
        "not_affected": odds.not_affected.value if odds.not_affected is not None else None,
        "attack": _attack_json(odds.attack),
        "removal": _removal_json(odds.removal),
        "leadership": _leadership_json(odds.leadership),
        "leadership_fail": odds.leadership_fail,
        "immune_to_psychology": odds.immune_to_psychology,
        "panic_test": odds.panic_test,
        "panic_fail": odds.panic_fail,
    }


def encounter_results(result: EncounterResult) -> dict[str, Any]:
    totals = {spec.encounter: spec.totals for spec in ENCOUNTER_TABLE}
    return _odds_json(result.selected) | {
        "by_type": [
            _odds_json(odds)
            | {"totals": list(totals[encounter]), "table_probability": result.table[encounter]}
            for odds in result.by_type if (encounter := odds.encounter) is not None  # each type names its own
        ],
        "random": _odds_json(result.random),
        "ranking": [encounter.value for encounter in result.ranking],
        "most_damaging": result.most_damaging.value if result.most_damaging is not None else None,
        "expected_casualties_per_point": {t.value: e for t, e in result.expected_casualties_per_point.items()},
        "panic_threshold": result.panic_threshold,
        "casualty_panic": _leadership_json(result.casualty_panic),
        "encounter_points": {
            "distribution": dict(result.encounter_points),
            "costs": {t.value: cost for t, cost in result.terrain_costs.items()},
            "remove_elsewhere_extra_cost": REMOVE_ELSEWHERE_EXTRA_COST,
        },
    }


# Events


def parse_events(data: Mapping[str, Any]) -> EventsInput:
    return read_object(EventsInput, data)


def dump_events(events: EventsInput) -> dict[str, Any]:
    return dump_object(events)


def events_results(result: EventsResult) -> dict[str, Any]:
    return {
        "events": [
            {
                "event": row.event.value,
                "totals": list(row.totals),
                "lizardmen_may_reroll": row.lizardmen_may_reroll,
                "rerolled": row.rerolled,
                "table_probability": row.table_probability,
                "probability": row.probability,
            }
            for row in result.rows
        ],
        "storm_turns": dict(result.storm_turns),
        "expected_storm_turns": result.expected_storm_turns,
    }
