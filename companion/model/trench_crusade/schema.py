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

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import as_object, get_bool, get_choice, get_int, get_keywords, join
from companion.model.trench_crusade.attack import (
    KEYS_FROM,
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

TARGET_KEYWORDS = ("TOUGH", "GOLEM", "IMPERVIOUS", "FEAR", "MEMENTO MORI")


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
        raise InputError(prefix, QT_TRANSLATE_NOOP("InputError", "only the keys {0}"),
                         sorted(unknown), args=(", ".join(values),))
    return SuccessSources(**values)


def parse_attack_scenario(data: Mapping[str, Any]) -> AttackInput:
    edition = parse_edition(data)
    target, fear = parse_target(as_object(data.get("target", {}), "target"), "target")
    attack = parse_attack(as_object(data.get("attack", {}), "attack"), "attack", edition, fear)
    return AttackInput(edition=edition, attack=attack, target=target)


def parse_edition(data: Mapping[str, Any]) -> Edition:
    return Edition(get_choice(data, "", "edition", [e.value for e in Edition], default=Edition.V1_0.value))


def renamed(error: InputError, old: str, new: str) -> InputError:
    """The same error with its field moved under ``new`` (``target.shield`` -> ``targets[2].shield``)."""
    if error.field == old or error.field.startswith(old + ".") or error.field.startswith(old + "["):
        return error.moved(new + error.field[len(old):])
    return error


def parse_attack(attack_obj: Mapping[str, Any], prefix: str, edition: Edition, target_fear: bool) -> Attack:
    """An attack object; ``target_fear`` is the FEAR keyword read from the target."""
    try:
        return _parse_attack(attack_obj, prefix, edition, target_fear)
    except InputError as error:
        raise renamed(error, "attack", prefix) from None


def _parse_attack(attack_obj: Mapping[str, Any], prefix: str, edition: Edition, target_fear: bool) -> Attack:
    kind = AttackKind(get_choice(attack_obj, prefix, "kind", [k.value for k in AttackKind], default="ranged"))
    hit_dice = None
    if "hit_dice" in attack_obj:
        hit_dice = get_int(attack_obj, prefix, "hit_dice", -MAX_NET_DICE, MAX_NET_DICE)
    sources_field = join(prefix, "hit_sources")
    if "hit_sources" in attack_obj:
        sources = _parse_sources(as_object(attack_obj["hit_sources"], sources_field), sources_field)
    else:
        sources = SuccessSources()
    if target_fear:
        sources = replace(sources, target_fear=True)
    attack = Attack(
        kind=kind,
        sources=sources,
        auto_hit=get_bool(attack_obj, prefix, "auto_hit", default=False),
        keywords=get_keywords(attack_obj, prefix, "keywords", WEAPON_KEYWORDS),
        injury_dice=get_int(attack_obj, prefix, "injury_dice", -MAX_NET_DICE, MAX_NET_DICE, default=0),
        injury_modifier=get_int(attack_obj, prefix, "injury_modifier", -6, 6, default=0),
        blood_markers_spent=get_int(attack_obj, prefix, "blood_markers_spent", 0, MAX_MARKERS, default=0),
        blessing_markers_spent=get_int(attack_obj, prefix, "blessing_markers_spent", 0, MAX_MARKERS, default=0),
        bloodbath=get_bool(attack_obj, prefix, "bloodbath", default=False),
    )
    if hit_dice is not None:
        net = net_success_dice(edition, attack)
        if "hit_sources" in attack_obj:
            if net != hit_dice:
                raise InputError(join(prefix, "hit_dice"),
                                 QT_TRANSLATE_NOOP("InputError", "the net of {0} for this attack, {1}"), hit_dice,
                                 args=(sources_field, net))
        else:
            # Only the net is known: whatever FEAR did is already inside it, and "other" holds the rest.
            low, high = max(-MAX_NET_DICE, net - MAX_NET_DICE), min(MAX_NET_DICE, net + MAX_NET_DICE)
            if not low <= hit_dice <= high:
                raise InputError(join(prefix, "hit_dice"), QT_TRANSLATE_NOOP(
                    "InputError", "a whole number from {0} to {1} for this attack (the target's FEAR counts in it)"),
                    hit_dice, args=(low, high))
            attack = replace(attack, sources=replace(sources, other=hit_dice - net))
    return attack


def parse_target(target_obj: Mapping[str, Any], prefix: str) -> tuple[Target, bool]:
    """A target object, and whether it has FEAR (which acts on the attacker's success roll)."""
    try:
        return _parse_target(target_obj, prefix)
    except InputError as error:
        raise renamed(error, "target", prefix) from None


def _parse_target(target_obj: Mapping[str, Any], prefix: str) -> tuple[Target, bool]:
    target_keywords = get_keywords(target_obj, prefix, "keywords", TARGET_KEYWORDS)
    resistances_field = join(prefix, "resistances")
    resistances_obj = as_object(target_obj.get("resistances", {}), resistances_field)
    resistances = []
    for key in resistances_obj:
        if key not in RESISTANCE_KEYS:
            raise InputError(join(resistances_field, key), KEYS_FROM, args=(", ".join(RESISTANCE_KEYS),))
        value = get_int(resistances_obj, resistances_field, key, -3, 0)
        if value:
            resistances.append((key, value))
    target = Target(
        armour=Armour(get_choice(target_obj, prefix, "armour", [a.value for a in Armour], default="standard")),
        shield=get_bool(target_obj, prefix, "shield", default=False),
        innate_armour=get_int(target_obj, prefix, "innate_armour", -3, 0, default=0),
        impervious="IMPERVIOUS" in target_keywords,
        down=get_bool(target_obj, prefix, "down", default=False),
        blood_markers=get_int(target_obj, prefix, "blood_markers", 0, MAX_MARKERS, default=0),
        tough="TOUGH" in target_keywords,
        tough_used=get_bool(target_obj, prefix, "tough_used", default=False),
        golem="GOLEM" in target_keywords,
        memento_mori="MEMENTO MORI" in target_keywords,
        new_antioch=get_bool(target_obj, prefix, "new_antioch", default=False),
        injury_dice=get_int(target_obj, prefix, "injury_dice", -3, 0, default=0),
        resistances=tuple(sorted(resistances)),
        negates=get_keywords(target_obj, prefix, "negates", MARKER_KEYWORDS),
    )
    return target, "FEAR" in target_keywords


def dump_attack_scenario(inputs: AttackInput) -> dict[str, Any]:
    return {
        "edition": inputs.edition.value,
        "attack": dump_attack(inputs.edition, inputs.attack),
        "target": dump_target(inputs.target, inputs.attack.sources.target_fear),
    }


def dump_attack(edition: Edition, attack: Attack) -> dict[str, Any]:
    return {
        "kind": attack.kind.value,
        "hit_dice": net_success_dice(edition, attack),
        "hit_sources": asdict(attack.sources),
        "auto_hit": attack.auto_hit,
        "keywords": [k for k in WEAPON_KEYWORDS if k in attack.keywords],
        "injury_dice": attack.injury_dice,
        "injury_modifier": attack.injury_modifier,
        "blood_markers_spent": attack.blood_markers_spent,
        "blessing_markers_spent": attack.blessing_markers_spent,
        "bloodbath": attack.bloodbath,
    }


def dump_target(target: Target, fear: bool = False) -> dict[str, Any]:
    flags = (("TOUGH", target.tough), ("GOLEM", target.golem), ("IMPERVIOUS", target.impervious), ("FEAR", fear),
             ("MEMENTO MORI", target.memento_mori))
    return {
        "armour": target.armour.value,
        "shield": target.shield,
        "innate_armour": target.innate_armour,
        "down": target.down,
        "keywords": [word for word, present in flags if present],
        "tough_used": target.tough_used,
        "new_antioch": target.new_antioch,
        "injury_dice": target.injury_dice,
        "blood_markers": target.blood_markers,
        "resistances": dict(target.resistances),
        "negates": [k for k in MARKER_KEYWORDS if k in target.negates],
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
