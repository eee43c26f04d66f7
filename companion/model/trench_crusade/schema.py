"""Scenario keys of the Trench Crusade attack calculator (docs/scenario-format.md).

``attack.hit_dice`` is the net of every success-roll DICE source. A file may
also carry ``attack.hit_sources`` (what the GUI writes), naming each source;
then ``hit_dice``, if present, must agree with their net as this attack uses
them. A file with only ``hit_dice`` gets it as the "other" source.
"""

from collections.abc import Mapping
from dataclasses import asdict, fields, replace
from fractions import Fraction
from typing import Any

from companion.model.errors import InputError
from companion.model.fields import as_object, get_bool, get_choice, get_int, get_keywords, join
from companion.model.trench_crusade.attack import (
    MARKER_KEYWORDS,
    MAX_MARKERS,
    MAX_NET_DICE,
    RESISTANCE_KEYS,
    WEAPON_KEYWORDS,
    Armour,
    Attack,
    AttackInput,
    AttackKind,
    AttackResult,
    Edition,
    SuccessSources,
    Target,
    success_dice,
)

TARGET_KEYWORDS = ("TOUGH", "GOLEM", "IMPERVIOUS", "FEAR")


def net_success_dice(edition: Edition, attack: Attack) -> int:
    return sum(term.value for term in success_dice(edition, attack) if term.applied)


def _parse_sources(obj: Mapping[str, Any], prefix: str) -> SuccessSources:
    values = {}
    for spec in fields(SuccessSources):
        if spec.type is bool or spec.type == "bool":
            values[spec.name] = get_bool(obj, prefix, spec.name, default=False)
        elif spec.name in ("attacker_blood_markers", "blessing_markers"):
            values[spec.name] = get_int(obj, prefix, spec.name, 0, MAX_MARKERS, default=0)
        else:
            values[spec.name] = get_int(obj, prefix, spec.name, -MAX_NET_DICE, MAX_NET_DICE, default=0)
    unknown = set(obj) - set(values)
    if unknown:
        raise InputError(prefix, "only the keys " + ", ".join(values), sorted(unknown))
    return SuccessSources(**values)


def parse_attack_scenario(data: Mapping[str, Any]) -> AttackInput:
    edition = Edition(get_choice(data, "", "edition", [e.value for e in Edition], default=Edition.V1_0.value))
    attack_obj = as_object(data.get("attack", {}), "attack")
    target_obj = as_object(data.get("target", {}), "target")

    kind = AttackKind(get_choice(attack_obj, "attack", "kind", [k.value for k in AttackKind], default="ranged"))
    target_keywords = get_keywords(target_obj, "target", "keywords", TARGET_KEYWORDS)
    hit_dice = None
    if "hit_dice" in attack_obj:
        hit_dice = get_int(attack_obj, "attack", "hit_dice", -MAX_NET_DICE, MAX_NET_DICE)
    if "hit_sources" in attack_obj:
        sources = _parse_sources(as_object(attack_obj["hit_sources"], "attack.hit_sources"), "attack.hit_sources")
    else:
        sources = SuccessSources()
    if "FEAR" in target_keywords:
        sources = replace(sources, target_fear=True)
    attack = Attack(
        kind=kind,
        sources=sources,
        auto_hit=get_bool(attack_obj, "attack", "auto_hit", default=False),
        keywords=get_keywords(attack_obj, "attack", "keywords", WEAPON_KEYWORDS),
        injury_dice=get_int(attack_obj, "attack", "injury_dice", -MAX_NET_DICE, MAX_NET_DICE, default=0),
        injury_modifier=get_int(attack_obj, "attack", "injury_modifier", -6, 6, default=0),
        blood_markers_spent=get_int(attack_obj, "attack", "blood_markers_spent", 0, MAX_MARKERS, default=0),
        blessing_markers_spent=get_int(attack_obj, "attack", "blessing_markers_spent", 0, MAX_MARKERS, default=0),
        bloodbath=get_bool(attack_obj, "attack", "bloodbath", default=False),
    )
    if hit_dice is not None:
        net = net_success_dice(edition, attack)
        if "hit_sources" in attack_obj:
            if net != hit_dice:
                raise InputError("attack.hit_dice", f"the net of attack.hit_sources for this attack, {net}", hit_dice)
        else:
            # Only the net is known: whatever FEAR did is already inside it.
            attack = replace(attack, sources=replace(sources, other=hit_dice - net))

    resistances_obj = as_object(target_obj.get("resistances", {}), "target.resistances")
    resistances = []
    for key in resistances_obj:
        if key not in RESISTANCE_KEYS:
            raise InputError(join("target.resistances", key), "keys from " + ", ".join(RESISTANCE_KEYS))
        value = get_int(resistances_obj, "target.resistances", key, -3, 0)
        if value:
            resistances.append((key, value))
    target = Target(
        armour=Armour(get_choice(target_obj, "target", "armour", [a.value for a in Armour], default="standard")),
        shield=get_bool(target_obj, "target", "shield", default=False),
        innate_armour=get_int(target_obj, "target", "innate_armour", -3, 0, default=0),
        impervious="IMPERVIOUS" in target_keywords,
        down=get_bool(target_obj, "target", "down", default=False),
        blood_markers=get_int(target_obj, "target", "blood_markers", 0, MAX_MARKERS, default=0),
        tough="TOUGH" in target_keywords,
        tough_used=get_bool(target_obj, "target", "tough_used", default=False),
        golem="GOLEM" in target_keywords,
        new_antioch=get_bool(target_obj, "target", "new_antioch", default=False),
        injury_dice=get_int(target_obj, "target", "injury_dice", -3, 0, default=0),
        resistances=tuple(sorted(resistances)),
        negates=get_keywords(target_obj, "target", "negates", MARKER_KEYWORDS),
    )
    return AttackInput(edition=edition, attack=attack, target=target)


def dump_attack_scenario(inputs: AttackInput) -> dict[str, Any]:
    attack, target = inputs.attack, inputs.target
    flags = (("TOUGH", target.tough), ("GOLEM", target.golem), ("IMPERVIOUS", target.impervious),
             ("FEAR", attack.sources.target_fear))
    target_keywords = [word for word, present in flags if present]
    return {
        "edition": inputs.edition.value,
        "attack": {
            "kind": attack.kind.value,
            "hit_dice": net_success_dice(inputs.edition, attack),
            "hit_sources": asdict(attack.sources),
            "auto_hit": attack.auto_hit,
            "keywords": [k for k in WEAPON_KEYWORDS if k in attack.keywords],
            "injury_dice": attack.injury_dice,
            "injury_modifier": attack.injury_modifier,
            "blood_markers_spent": attack.blood_markers_spent,
            "blessing_markers_spent": attack.blessing_markers_spent,
            "bloodbath": attack.bloodbath,
        },
        "target": {
            "armour": target.armour.value,
            "shield": target.shield,
            "innate_armour": target.innate_armour,
            "down": target.down,
            "keywords": target_keywords,
            "tough_used": target.tough_used,
            "new_antioch": target.new_antioch,
            "injury_dice": target.injury_dice,
            "blood_markers": target.blood_markers,
            "resistances": dict(target.resistances),
            "negates": [k for k in MARKER_KEYWORDS if k in target.negates],
        },
    }


def attack_results(result: AttackResult) -> dict[str, Any]:
    outcomes: dict[str, Fraction] = {outcome.value: p for outcome, p in result.outcomes.items()}
    return outcomes | {
        "hit": result.hit,
        "critical": result.critical,
        "risky_end_of_activation": result.risky_end,
        "expected_blood_markers": result.expected_blood_markers,
        "outcomes_given_hit": {outcome.value: p for outcome, p in result.outcomes_given_hit.items()},
        "injury_total_given_hit": {str(total): p for total, p in result.injury_totals.items()},
    }
