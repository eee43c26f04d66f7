"""Scenario keys of the Warzone calculators: parse, dump and JSON-ready results.

Nested objects (the vehicle, path rows, armies, model groups) are closed: an
unknown key, usually a typo, is refused rather than silently ignored.

Victory points are point amounts, not probabilities, so ``victory_results``
gives them as exact text ("51/2") rather than as Fractions, which the
results convention reserves for probabilities and expectations.
"""

from collections.abc import Mapping
from dataclasses import fields
from enum import Enum
from fractions import Fraction
from typing import Any

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import (
    ONE_OF,
    as_list,
    as_object,
    check_int,
    get_bool,
    get_choice,
    get_int,
    get_optional_int,
    get_str,
    join,
)
from companion.model.probability import Amount
from companion.model.warzone import damage, environments, ramming, victory
from companion.model.warzone.ramming import (
    AR_RANGE,
    LD_RANGE,
    MAX_PATH,
    SZ_RANGE,
    W_RANGE,
    EnemyModel,
    FriendlyModel,
    PathRow,
    RammingInput,
    RamResult,
    RowKind,
    Stops,
    TerrainPiece,
    Vehicle,
)
from companion.model.warzone.victory import Army, ModelGroup, ModelState, VictoryInput, VictoryResult


def _closed(obj: Mapping[str, Any], prefix: str, allowed: tuple[str, ...]) -> None:
    unknown = set(obj) - set(allowed)
    if unknown:
        raise InputError(prefix, QT_TRANSLATE_NOOP("InputError", "only the keys {0}"),
                         sorted(unknown), args=(", ".join(allowed),))


VEHICLE_KEYS = ("sz", "ld", "ar", "w", "flying", "biped", "impenetrable")
ENEMY_KEYS = ("kind", "sz", "ar", "w", "ld", "wait", "impenetrable")
ROW_KEYS = {RowKind.MODEL: ENEMY_KEYS, RowKind.VEHICLE: ENEMY_KEYS, RowKind.TERRAIN: ("kind",),
            RowKind.FRIEND: ("kind", "sz")}
ARMY_KEYS = ("models", "units_destroyed")
GROUP_KEYS = ("name", "pc", "count", "state")


def _distribution(probabilities: tuple[Fraction, ...]) -> dict[int, Fraction]:
    return dict(enumerate(probabilities))


# --- Ramming ------------------------------------------------------------------------


def parse_ramming(data: Mapping[str, Any]) -> RammingInput:
    vehicle_obj = as_object(data.get("vehicle"), "vehicle")
    _closed(vehicle_obj, "vehicle", VEHICLE_KEYS)
    vehicle = Vehicle(
        sz=get_int(vehicle_obj, "vehicle", "sz", *SZ_RANGE),
        ld=get_int(vehicle_obj, "vehicle", "ld", *LD_RANGE),
        ar=get_int(vehicle_obj, "vehicle", "ar", *AR_RANGE),
        w=get_int(vehicle_obj, "vehicle", "w", *W_RANGE),
        flying=get_bool(vehicle_obj, "vehicle", "flying", default=False),
        biped=get_bool(vehicle_obj, "vehicle", "biped", default=False),
        impenetrable=get_bool(vehicle_obj, "vehicle", "impenetrable", default=False),
    )
    rows = as_list(data.get("path"), "path", min_len=1, max_len=MAX_PATH)
    return RammingInput(vehicle, tuple(_parse_row(item, f"path[{index}]") for index, item in enumerate(rows)))


def _parse_row(item: Any, prefix: str) -> PathRow:
    obj = as_object(item, prefix)
    kind = RowKind(get_choice(obj, prefix, "kind", [kind.value for kind in RowKind]))
    _closed(obj, prefix, ROW_KEYS[kind])
    if kind is RowKind.TERRAIN:
        return TerrainPiece()
    if kind is RowKind.FRIEND:
        return FriendlyModel(get_optional_int(obj, prefix, "sz", *SZ_RANGE))
    return EnemyModel(
        sz=get_int(obj, prefix, "sz", *SZ_RANGE),
        ar=get_int(obj, prefix, "ar", *AR_RANGE),
        w=get_int(obj, prefix, "w", *W_RANGE),
        ld=get_int(obj, prefix, "ld", *LD_RANGE),
        wait=get_bool(obj, prefix, "wait", default=False),
        impenetrable=get_bool(obj, prefix, "impenetrable", default=False),
        vehicle=kind is RowKind.VEHICLE,
    )


def dump_ramming(inputs: RammingInput) -> dict[str, Any]:
    vehicle = inputs.vehicle
    return {
        "vehicle": {"sz": vehicle.sz, "ld": vehicle.ld, "ar": vehicle.ar, "w": vehicle.w, "flying": vehicle.flying,
                    "biped": vehicle.biped, "impenetrable": vehicle.impenetrable},
        "path": [_dump_row(row) for row in inputs.path],
    }


def _dump_row(row: PathRow) -> dict[str, Any]:
    if isinstance(row, EnemyModel):
        return {"kind": row.kind.value, "sz": row.sz, "ar": row.ar, "w": row.w, "ld": row.ld, "wait": row.wait,
                "impenetrable": row.impenetrable}
    if isinstance(row, FriendlyModel) and row.sz is not None:
        return {"kind": row.kind.value, "sz": row.sz}
    return {"kind": row.kind.value}


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
    return damage.DamageInput(
        dam=get_int(data, "", "dam", *damage.DAM_RANGE),
        multiplier=get_int(data, "", "multiplier", *damage.MULTIPLIER_RANGE, default=1),
        ar=get_int(data, "", "ar", *AR_RANGE),
        w=get_int(data, "", "w", *W_RANGE, default=1),
    )


def dump_damage(inputs: damage.DamageInput) -> dict[str, Any]:
    return {"dam": inputs.dam, "multiplier": inputs.multiplier, "ar": inputs.ar, "w": inputs.w}


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

STATES = [state.value for state in ModelState]


def parse_victory(data: Mapping[str, Any]) -> VictoryInput:
    game_size = get_int(data, "", "game_size", *victory.GAME_SIZE_RANGE)
    armies = as_list(data.get("armies"), "armies", min_len=2, max_len=2)
    return VictoryInput(
        game_size=game_size,
        armies=tuple(_parse_army(item, f"armies[{index}]") for index, item in enumerate(armies)),
        conceded=get_optional_int(data, "", "conceded", 0, 1),
    )


def _parse_army(item: Any, prefix: str) -> Army:
    obj = as_object(item, prefix)
    _closed(obj, prefix, ARMY_KEYS)
    models = as_list(obj.get("models", []), join(prefix, "models"), max_len=victory.MAX_LINES)
    units = as_list(obj.get("units_destroyed", []), join(prefix, "units_destroyed"), max_len=victory.MAX_LINES)
    return Army(
        models=tuple(_parse_group(model, f"{prefix}.models[{index}]") for index, model in enumerate(models)),
        units_destroyed=tuple(
            check_int(pc, f"{prefix}.units_destroyed[{index}]", *victory.PC_RANGE) for index, pc in enumerate(units)
        ),
    )


def _parse_group(item: Any, prefix: str) -> ModelGroup:
    obj = as_object(item, prefix)
    _closed(obj, prefix, GROUP_KEYS)
    state_field = join(prefix, "state")
    states = as_list(obj.get("state", []), state_field, max_len=len(STATES))
    for index, state in enumerate(states):
        if state not in STATES:
            raise InputError(join(state_field, index), ONE_OF, state, args=(", ".join(STATES),))
    return ModelGroup(
        pc=get_int(obj, prefix, "pc", *victory.PC_RANGE),
        count=get_int(obj, prefix, "count", *victory.COUNT_RANGE, default=1),
        states=frozenset(ModelState(state) for state in states),
        name=get_str(obj, prefix, "name"),
    )


def dump_victory(inputs: VictoryInput) -> dict[str, Any]:
    return {
        "game_size": inputs.game_size,
        "armies": [
            {
                "models": [
                    {"name": group.name, "pc": group.pc, "count": group.count,
                     "state": [state.value for state in ModelState if state in group.states]}
                    for group in army.models
                ],
                "units_destroyed": list(army.units_destroyed),
            }
            for army in inputs.armies
        ],
        "conceded": inputs.conceded,
    }


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
             "state_percent": line.state_percent, "concession_percent": line.concession_percent,
             "percent": line.percent, "conceded": line.conceded,
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
    """``contaminated_models`` counts the unit's contaminated models. Files written
    before it held the flag ``contaminated`` instead: true means every model is
    contaminated, false none. The two keys together are refused."""
    defaults = environments.RadioactiveInput()
    turn = get_int(data, "", "turn", *environments.TURN_RANGE)
    models = get_int(data, "", "models", *environments.MODELS_RANGE, default=defaults.models)
    every_model = get_bool(data, "", "contaminated", default=False)
    if "contaminated_models" in data:
        if "contaminated" in data:
            raise InputError("contaminated", QT_TRANSLATE_NOOP("InputError", "left out when contaminated_models is given"),
                             every_model)
        contaminated = get_int(data, "", "contaminated_models", 0, models)
    else:
        contaminated = models if every_model else 0
    return environments.RadioactiveInput(
        turn=turn,
        landing_turn=get_int(data, "", "landing_turn", 1, turn, default=1),
        models=models,
        contaminated_models=contaminated,
        wounds=get_int(data, "", "wounds", *environments.WOUNDS_RANGE, default=defaults.wounds),
    )


def dump_radioactive(inputs: environments.RadioactiveInput) -> dict[str, Any]:
    return {"turn": inputs.turn, "landing_turn": inputs.landing_turn, "models": inputs.models,
            "contaminated_models": inputs.contaminated_models, "wounds": inputs.wounds}


def _zone_effects(group: environments.GroupStatus) -> list[dict[str, Any]]:
    return [{"effect": row.effect.value, "from_turn": row.from_turn, "value": row.value} for row in group.effects]


def radioactive_results(result: environments.RadioactiveResult) -> dict[str, Any]:
    status = result.status
    groups = {
        name: {"models": group.models, "effective_turn": group.effective_turn, "effects": _zone_effects(group),
               "risk_test": group.risk_test, "p_fail": p_fail}
        for name, group, p_fail in (("clean", status.clean, result.p_fail_clean),
                                    ("contaminated", status.contaminated, result.p_fail_contaminated))
    }
    return {
        "zone_turn": status.zone_turn,
        "effective_turn": status.lead.effective_turn,
        "activation_check": status.activation_check,
        "marked_on_failure": status.marked_on_failure,
        "risk_test": status.lead.risk_test,
        "effects": _zone_effects(status.lead),
        "p_fail": result.p_fail,
        "clean": groups["clean"],
        "contaminated": groups["contaminated"],
        "wound_distribution": _distribution(result.unit_wounds),
        "expected_wounds": result.expected_wounds,
        "removed_distribution": _distribution(result.removed),
        "expected_removed": result.expected_removed,
    }
