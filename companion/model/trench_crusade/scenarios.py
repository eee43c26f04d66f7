"""Scenario keys of the sequence, blast, melee-shot, scatter, compare and sweep calculators.

They reuse the attack calculator's ``attack`` and ``target`` objects
(``schema.py``); docs/scenario-format.md lists every key.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import as_list, as_object, declared, read_field
from companion.model.trench_crusade.attack_input import Attack, Edition, Outcome, Target
from companion.model.trench_crusade.blast import BlastInput, BlastResult
from companion.model.trench_crusade.compare import (
    CompareInput,
    CompareResult,
    Loadout,
    NamedTarget,
)
from companion.model.trench_crusade.melee_shot import MeleeShotInput, MeleeShotResult
from companion.model.trench_crusade.scatter import ScatterInput, ScatterResult
from companion.model.trench_crusade.schema import (
    attack_results,
    dump_attack,
    dump_attack_scenario,
    dump_target,
    parse_attack,
    parse_attack_scenario,
    parse_edition,
    parse_target,
)
from companion.model.trench_crusade.sequence import (
    POLICIES,
    PolicyResult,
    SequenceInput,
    SequenceResult,
)
from companion.model.trench_crusade.sweep import ARMOUR_ORDER, SweepInput, SweepParameter, SweepPoint, SweepResult


def _attack_and_target(data: Mapping[str, Any]) -> tuple[Edition, Attack, Target]:
    edition = parse_edition(data)
    target, fear = parse_target(as_object(data.get("target", {}), "target"), "target")
    attack = parse_attack(as_object(data.get("attack", {}), "attack"), "attack", edition, fear)
    return edition, attack, target


def _required_list(data: Mapping[str, Any], cls: type, key: str) -> Sequence[Any]:
    """The entries of a list key that a file must give."""
    lo, hi = declared(cls, key).range
    if key not in data:
        raise InputError(key, QT_TRANSLATE_NOOP("InputError", "a list of {0} to {1} entries is required"), args=(lo, hi))
    return as_list(data[key], key, min_len=lo, max_len=hi)


# --- sequence ---


def parse_sequence_scenario(data: Mapping[str, Any]) -> SequenceInput:
    edition, attack, target = _attack_and_target(data)
    off_hand = None
    if data.get("off_hand") is not None:
        off_hand = parse_attack(as_object(data["off_hand"], "off_hand"), "off_hand", edition,
                                attack.sources.target_fear)
    return SequenceInput(
        edition=edition,
        attack=attack,
        target=target,
        attacks=read_field(SequenceInput, "attacks", data),
        policy=read_field(SequenceInput, "policy", data),
        off_hand=off_hand,
    )


def dump_sequence_scenario(inputs: SequenceInput) -> dict[str, Any]:
    data = {
        "edition": inputs.edition.value,
        "attacks": inputs.attacks,
        "policy": inputs.policy.value,
        "attack": dump_attack(inputs.edition, inputs.attack),
        "target": dump_target(inputs.target, inputs.attack.sources.target_fear),
    }
    if inputs.off_hand is not None:
        data["off_hand"] = dump_attack(inputs.edition, inputs.off_hand)
    return data


def policy_results(result: PolicyResult) -> dict[str, Any]:
    return {
        "out_of_action_by": list(result.out_of_action_by),
        "out_of_action": result.out_of_action,
        "down_at_end": result.down_at_end,
        "standing_at_end": result.standing_at_end,
        "expected_markers_left": result.expected_markers_left,
        "final_states": [
            {"status": state.status.value, "blood_markers": state.blood_markers, "tough_used": state.tough_used,
             "memento_mori_used": state.memento_mori_used, "probability": p}
            for state, p in result.final_states.items()
        ],
    }


def sequence_results(result: SequenceResult) -> dict[str, Any]:
    selected = policy_results(result.selected)
    return {
        "policy": result.policy.value,
        "out_of_action_by": selected["out_of_action_by"],
        "final_states": selected["final_states"],
        "expected_markers_left": selected["expected_markers_left"],
        "down_at_end": {policy.value: result.policies[policy].down_at_end for policy in POLICIES},
        "policies": {policy.value: policy_results(result.policies[policy]) for policy in POLICIES},
    }


# --- blast ---


def parse_blast_scenario(data: Mapping[str, Any]) -> BlastInput:
    edition = parse_edition(data)
    attack = parse_attack(as_object(data.get("attack", {}), "attack"), "attack", edition, False)
    targets = tuple(
        parse_target(as_object(item, f"targets[{index}]"), f"targets[{index}]")[0]
        for index, item in enumerate(_required_list(data, BlastInput, "targets"))
    )
    return BlastInput(edition, attack, targets)


def dump_blast_scenario(inputs: BlastInput) -> dict[str, Any]:
    return {
        "edition": inputs.edition.value,
        "attack": dump_attack(inputs.edition, inputs.attack),
        "targets": [dump_target(target) for target in inputs.targets],
    }


def blast_results(result: BlastResult) -> dict[str, Any]:
    return {
        "hit": result.hit,
        "critical": result.critical,
        "out_of_action_count": {str(n): p for n, p in result.out_of_action_count.items()},
        "any_out_of_action": result.any_out_of_action,
        "expected_out_of_action": result.expected_out_of_action,
        "models": [
            {outcome.value: p for outcome, p in model.outcomes.items()}
            | {"critical_bonus": model.critical_bonus, "expected_blood_markers": model.expected_blood_markers}
            for model in result.models
        ],
    }


# --- shooting into melee ---


def parse_melee_shot_scenario(data: Mapping[str, Any]) -> MeleeShotInput:
    edition, attack, target = _attack_and_target(data)
    friend, _ = parse_target(as_object(data.get("friend", {}), "friend"), "friend")
    return MeleeShotInput(edition, attack, target, friend)


def dump_melee_shot_scenario(inputs: MeleeShotInput) -> dict[str, Any]:
    return {
        "edition": inputs.edition.value,
        "attack": dump_attack(inputs.edition, inputs.attack),
        "target": dump_target(inputs.target, inputs.attack.sources.target_fear),
        "friend": dump_target(inputs.friend),
    }


def melee_shot_results(result: MeleeShotResult) -> dict[str, Any]:
    return {
        "friend_chosen": result.friend_chosen,
        "hit_friend": result.hit_friend,
        "friend_out_of_action": result.friend_outcome(Outcome.OUT_OF_ACTION),
        "hit_target": result.hit_target,
        "target_out_of_action": result.target_outcome(Outcome.OUT_OF_ACTION),
        "friend": attack_results(result.friend),
        "target": attack_results(result.target),
    }


# --- scatter ---


def parse_scatter_scenario(data: Mapping[str, Any]) -> ScatterInput:
    edition = parse_edition(data)
    return ScatterInput(edition, parse_attack(as_object(data.get("attack", {}), "attack"), "attack", edition, False))


def dump_scatter_scenario(inputs: ScatterInput) -> dict[str, Any]:
    return {"edition": inputs.edition.value, "attack": dump_attack(inputs.edition, inputs.attack)}


def scatter_results(result: ScatterResult) -> dict[str, Any]:
    return {
        "hit": result.hit,
        "distance": {str(inches): p for inches, p in result.distances.items()},
        "expected_distance": result.expected_distance,
    }


# --- compare ---


def parse_compare_scenario(data: Mapping[str, Any]) -> CompareInput:
    edition = parse_edition(data)
    loadouts = []
    for index, item in enumerate(_required_list(data, CompareInput, "loadouts")):
        prefix = f"loadouts[{index}]"
        obj = as_object(item, prefix)
        attack = parse_attack(as_object(obj.get("attack", {}), f"{prefix}.attack"), f"{prefix}.attack", edition, False)
        loadouts.append(Loadout(
            name=read_field(Loadout, "name", obj, prefix),
            attack=attack,
            attacks=read_field(Loadout, "attacks", obj, prefix),
        ))
    targets = []
    for index, item in enumerate(_required_list(data, CompareInput, "targets")):
        prefix = f"targets[{index}]"
        obj = as_object(item, prefix)
        target, fear = parse_target(as_object(obj.get("target", {}), f"{prefix}.target"), f"{prefix}.target")
        targets.append(NamedTarget(read_field(NamedTarget, "name", obj, prefix), target, fear))
    return CompareInput(edition, tuple(loadouts), tuple(targets), read_field(CompareInput, "policy", data))


def dump_compare_scenario(inputs: CompareInput) -> dict[str, Any]:
    return {
        "edition": inputs.edition.value,
        "policy": inputs.policy.value,
        "loadouts": [
            {"name": loadout.name, "attacks": loadout.attacks, "attack": dump_attack(inputs.edition, loadout.attack)}
            for loadout in inputs.loadouts
        ],
        "targets": [{"name": named.name, "target": dump_target(named.target, named.fear)} for named in inputs.targets],
    }


def compare_results(result: CompareResult) -> dict[str, Any]:
    return {
        "cells": [
            {
                "loadout": loadout,
                "target": target,
                "out_of_action": cell.out_of_action,
                "down_at_end": cell.down_at_end,
                "standing_at_end": cell.standing_at_end,
                "expected_markers_left": cell.expected_markers_left,
            }
            for loadout, row in zip(result.loadouts, result.cells, strict=True)
            for target, cell in zip(result.targets, row, strict=True)
        ],
    }


# --- sweep ---


def parse_sweep_scenario(data: Mapping[str, Any]) -> SweepInput:
    point = parse_attack_scenario(data)
    parameter = read_field(SweepInput, "parameter", data)
    return SweepInput(point.edition, point.attack, point.target, parameter)


def dump_sweep_scenario(inputs: SweepInput) -> dict[str, Any]:
    return dump_attack_scenario(inputs.point) | {"parameter": inputs.parameter.value}


def sweep_results(result: SweepResult) -> dict[str, Any]:
    def point(p: SweepPoint) -> dict[str, Any]:
        label = {"armour": ARMOUR_ORDER[p.value].value} if result.parameter is SweepParameter.ARMOUR else {}
        return {"value": p.value} | label | {
            "hit": p.result.hit, "down_or_worse": p.down_or_worse, "out_of_action": p.out_of_action,
        }

    return {"parameter": result.parameter.value, "current": result.current, "points": [point(p) for p in result.points]}
