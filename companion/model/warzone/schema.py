"""Scenario keys of the Warzone calculators: parse, dump and JSON-ready results.

The keys, their ranges and defaults are declared once on the input dataclasses
(companion/model/fields.py). Nested objects (the vehicle, path rows, armies,
model groups) are closed: an unknown key, usually a typo, is refused rather
than silently ignored.

Victory points are point amounts, not probabilities, so ``victory_results``
gives them as exact text ("51/2") rather than as Fractions, which the
results convention reserves for probabilities and expectations.
"""

from collections.abc import Mapping
from dataclasses import fields
from enum import Enum
from fractions import Fraction
from typing import Any

from companion.model.fields import dump_object, read_object
from companion.model.probability import Amount
from companion.model.warzone import damage, environments, ramming
from companion.model.warzone.ramming import EnemyModel, RammingInput, RamResult, Stops, Vehicle
from companion.model.warzone.victory import VictoryInput, VictoryResult


def _distribution(probabilities: tuple[Fraction, ...]) -> dict[int, Fraction]:
    return dict(enumerate(probabilities))


# --- Ramming ------------------------------------------------------------------------


def parse_ramming(data: Mapping[str, Any]) -> RammingInput:
    return read_object(RammingInput, data)


def dump_ramming(inputs: RammingInput) -> dict[str, Any]:
    return dump_object(inputs)


def _stops(stops: Stops) -> dict[str, Fraction]:
    return {"wound": stops.wound, "end_of_round": stops.end_of_round, "destroyed": stops.destroyed,
            "total": stops.total}


def _step(step: ramming.Step) -> dict[str, Any]:
    names = {ramming.Ineligible: "ineligible", ramming.LdTest: "ld_test", ramming.DamageTest: "damage_test",
             ramming.ForcedStop: "forced_stop"}
    values = {spec.name: getattr(step, spec.name) for spec in fields(step)}
    return {"step": names[type(step)]} | {
        key: value.value if isinstance(value, Enum) else value for key, value in values.items()
    }


def ramming_results(result: RamResult) -> dict[str, Any]:
    return {
        "ram_allowed": result.ram_allowed,
        "vehicle_destroyed": result.vehicle_destroyed,
        "expected_removed": result.expected_removed,
        "expected_vehicle_wounds": result.expected_vehicle_wounds,
        "completed": result.completed,
        "vehicle_wounds": _distribution(result.vehicle_wounds),
        "stops": _stops(result.stops),
        "path": [
            {
                "kind": row.kind.value,
                "reached": row.reached,
                "took_cover": row.took_cover,
                "hit": row.hit,
                "removed": row.removed,
                "wounds": _distribution(row.wounds),
                "expected_wounds": row.expected_wounds,
                "stops": _stops(row.stops),
            }
            for row in result.rows
        ],
        "steps": [_step(step) for step in result.steps],
    }


def default_ramming() -> RammingInput:
    return RammingInput(
        Vehicle(sz=4, ld=12, ar=28, w=3),
        (EnemyModel(sz=2, ar=22, w=1, ld=11), EnemyModel(sz=2, ar=22, w=1, ld=11, wait=True),
         EnemyModel(sz=4, ar=26, w=3, ld=13)),
    )


# --- Damage chart -------------------------------------------------------------------


def parse_damage(data: Mapping[str, Any]) -> damage.DamageInput:
    return read_object(damage.DamageInput, data)


def dump_damage(inputs: damage.DamageInput) -> dict[str, Any]:
    return dump_object(inputs)


def damage_results(result: damage.DamageResult) -> dict[str, Any]:
    return {
        "p_wound": result.p_wound,
        "wound_distribution": _distribution(result.wounds),
        "at_least_one": result.at_least_one,
        "removed": result.removed,
        "expected_wounds": result.expected_wounds,
        "curve": [
            {"ar": point.ar, "p_wound": point.p_wound, "at_least_one": point.at_least_one, "removed": point.removed}
            for point in result.curve
        ],
    }


# --- Victory points -----------------------------------------------------------------

def parse_victory(data: Mapping[str, Any]) -> VictoryInput:
    return read_object(VictoryInput, data)


def dump_victory(inputs: VictoryInput) -> dict[str, Any]:
    return dump_object(inputs)


def victory_results(result: VictoryResult) -> dict[str, Any]:
    return {
        "vp": [Amount(vp) for vp in result.vp],
        "winner": result.winner,
        "outcome": result.outcome.value,
        "conceded": result.conceded,
        "draw_margin": Amount(result.draw_margin),
        "difference": Amount(result.difference),
        "lines": [
            {"army": line.army, "index": line.index, "name": line.name, "pc": line.pc, "count": line.count,
             "state_percent": line.state_percent, "percent": line.percent, "conceded": line.conceded,
             "exact": Amount(line.exact), "per_model": Amount(line.per_model),
             "total": Amount(line.total)}
            for line in result.lines
        ],
        "unit_bonuses": [
            {"army": bonus.army, "index": bonus.index, "pc": bonus.pc, "exact": Amount(bonus.exact),
             "bonus": Amount(bonus.bonus)}
            for bonus in result.unit_bonuses
        ],
    }


# --- Radioactive Zone ---------------------------------------------------------------


def parse_radioactive(data: Mapping[str, Any]) -> environments.RadioactiveInput:
    return read_object(environments.RadioactiveInput, data)


def dump_radioactive(inputs: environments.RadioactiveInput) -> dict[str, Any]:
    return dump_object(inputs)


def radioactive_results(result: environments.RadioactiveResult) -> dict[str, Any]:
    status = result.status
    return {
        "zone_turn": status.zone_turn,
        "effective_turn": status.effective_turn,
        "activation_check": status.activation_check,
        "risk_test": status.risk_test,
        "effects": [{"effect": row.effect.value, "from_turn": row.from_turn, "value": row.value}
                    for row in status.effects],
        "p_fail": result.p_fail,
        "wound_distribution": _distribution(result.unit_wounds),
        "expected_wounds": result.expected_wounds,
        "removed_distribution": _distribution(result.removed),
        "expected_removed": result.expected_removed,
    }
