"""Scenario keys and JSON results of the Lustria calculators.

Shooting: ``shots``, ``bs``, ``strength`` and ``toughness`` are required;
``wounds`` defaults to 1, ``save``/``ward`` to null, ``armour_piercing`` and
``black_powder`` to false. ``hit_modifier`` is the net to-hit modifier; a file
may also carry ``modifiers`` (what the GUI writes), an object of the named
modifiers as true/false, and then ``hit_modifier``, if present, must equal
their net (if absent it is their net, or 0 without ``modifiers``). ``models``
(optional) caps the models removed.

Encounter: ``encounter`` is an encounter id or null (random); ``unit`` needs
``models``, ``under_template`` and ``toughness``; ``partly_under`` defaults to
0, ``wounds`` to 1, ``save``/``ward`` to null, ``leadership`` to 7 and
``lizardmen`` to false.

Events: ``lizardmen_rerolls`` lists the results re-rolled, ``first_turn_fixed``
says the scenario fixes who starts.
"""

from collections.abc import Mapping
from dataclasses import fields
from fractions import Fraction
from typing import Any

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import ONE_OF, as_list, as_object, get_bool, get_int, get_optional_choice, get_optional_int, join
from companion.model.lustria.encounters import (
    ENCOUNTER_TABLE,
    REMOVE_ELSEWHERE_EXTRA_COST,
    AttackBreakdown,
    Encounter,
    EncounterInput,
    EncounterOdds,
    EncounterResult,
    RemovalBreakdown,
    Unit,
)
from companion.model.lustria.encounters import (
    MAX_MODELS as MAX_UNIT_MODELS,
)
from companion.model.lustria.events import LIZARDMEN_REROLLABLE, Event, EventsInput, EventsResult
from companion.model.lustria.rolls import (
    MAX_CHARACTERISTIC,
    ArmourSave,
    LeadershipTest,
    ToHit,
    ToWound,
    WardSave,
    check_optional_save,
    to_hit_table,
    to_wound_table,
)
from companion.model.lustria.shooting import (
    MAX_HIT_MODIFIER,
    MAX_MODELS,
    MAX_SHOTS,
    HitModifiers,
    PowderBranch,
    ShootingInput,
    ShootingResult,
)

MODIFIER_NAMES = tuple(spec.name for spec in fields(HitModifiers))


def _get_save(obj: Mapping[str, Any], prefix: str, name: str) -> int | None:
    value = obj.get(name)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return check_optional_save(value, join(prefix, name))


def _only_keys(obj: Mapping[str, Any], prefix: str, allowed: tuple[str, ...]) -> None:
    unknown = sorted(set(obj) - set(allowed))
    if unknown:
        raise InputError(join(prefix, unknown[0]), QT_TRANSLATE_NOOP("InputError", "not a key here; the keys are {0}"),
                         args=(", ".join(allowed),))


def _distribution(distribution: Mapping[int, Fraction]) -> dict[int, Fraction]:
    return {outcome: p for outcome, p in distribution.items() if p}


# Shooting


def parse_shooting(data: Mapping[str, Any]) -> ShootingInput:
    modifiers = None
    if data.get("modifiers") is not None:
        obj = as_object(data["modifiers"], "modifiers")
        _only_keys(obj, "modifiers", MODIFIER_NAMES)
        modifiers = HitModifiers(**{name: get_bool(obj, "modifiers", name, default=False) for name in MODIFIER_NAMES})
    return ShootingInput(
        shots=get_int(data, "", "shots", 1, MAX_SHOTS),
        bs=get_int(data, "", "bs", 1, MAX_CHARACTERISTIC),
        strength=get_int(data, "", "strength", 1, MAX_CHARACTERISTIC),
        toughness=get_int(data, "", "toughness", 1, MAX_CHARACTERISTIC),
        wounds=get_int(data, "", "wounds", 1, MAX_CHARACTERISTIC, default=1),
        save=_get_save(data, "", "save"),
        ward=_get_save(data, "", "ward"),
        armour_piercing=get_bool(data, "", "armour_piercing", default=False),
        black_powder=get_bool(data, "", "black_powder", default=False),
        hit_modifier=get_int(
            data, "", "hit_modifier", -MAX_HIT_MODIFIER, MAX_HIT_MODIFIER, default=modifiers.net if modifiers else 0
        ),
        modifiers=modifiers,
        models=get_optional_int(data, "", "models", 1, MAX_MODELS),
    )


def dump_shooting(shooting: ShootingInput) -> dict[str, Any]:
    data: dict[str, Any] = {
        "shots": shooting.shots,
        "bs": shooting.bs,
        "hit_modifier": shooting.hit_modifier,
        "strength": shooting.strength,
        "toughness": shooting.toughness,
        "save": shooting.save,
        "armour_piercing": shooting.armour_piercing,
        "ward": shooting.ward,
        "wounds": shooting.wounds,
        "black_powder": shooting.black_powder,
    }
    if shooting.modifiers is not None:
        data["modifiers"] = {name: getattr(shooting.modifiers, name) for name in MODIFIER_NAMES}
    if shooting.models is not None:
        data["models"] = shooting.models
    return data


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
    encounter = get_optional_choice(data, "", "encounter", [e.value for e in Encounter])
    if "unit" not in data:
        raise InputError("unit", QT_TRANSLATE_NOOP("InputError", "a JSON object describing the unit is required"))
    obj = as_object(data["unit"], "unit")
    models = get_int(obj, "unit", "models", 1, MAX_UNIT_MODELS)
    under = get_int(obj, "unit", "under_template", 0, models)
    unit = Unit(
        models=models,
        under_template=under,
        partly_under=get_int(obj, "unit", "partly_under", 0, models - under, default=0),
        toughness=get_int(obj, "unit", "toughness", 1, MAX_CHARACTERISTIC),
        wounds=get_int(obj, "unit", "wounds", 1, MAX_CHARACTERISTIC, default=1),
        save=_get_save(obj, "unit", "save"),
        ward=_get_save(obj, "unit", "ward"),
        leadership=get_int(obj, "unit", "leadership", 2, 10, default=7),
        lizardmen=get_bool(obj, "unit", "lizardmen", default=False),
    )
    return EncounterInput(Encounter(encounter) if encounter is not None else None, unit)


def dump_encounter(encounter_input: EncounterInput) -> dict[str, Any]:
    unit = encounter_input.unit
    encounter = encounter_input.encounter
    return {
        "encounter": encounter.value if encounter is not None else None,
        "unit": {
            "models": unit.models,
            "under_template": unit.under_template,
            "partly_under": unit.partly_under,
            "toughness": unit.toughness,
            "wounds": unit.wounds,
            "save": unit.save,
            "ward": unit.ward,
            "leadership": unit.leadership,
            "lizardmen": unit.lizardmen,
        },
    }


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
            | {"totals": list(totals[odds.encounter]), "table_probability": result.table[odds.encounter]}
            for odds in result.by_type
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
    listed = as_list(data.get("lizardmen_rerolls", []), "lizardmen_rerolls", max_len=len(Event))
    allowed = [e.value for e in Event if e in LIZARDMEN_REROLLABLE]
    rerolls = set()
    for index, item in enumerate(listed):
        if item not in allowed:
            raise InputError(join("lizardmen_rerolls", index), ONE_OF, item, args=(", ".join(allowed),))
        rerolls.add(Event(item))
    return EventsInput(frozenset(rerolls), get_bool(data, "", "first_turn_fixed", default=False))


def dump_events(events: EventsInput) -> dict[str, Any]:
    return {
        "lizardmen_rerolls": [e.value for e in Event if e in events.lizardmen_rerolls],
        "first_turn_fixed": events.first_turn_fixed,
    }


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
