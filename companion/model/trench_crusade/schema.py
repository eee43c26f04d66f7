"""Scenario keys of the Trench Crusade attack calculator (docs/scenario-format.md).

The keys, their ranges and defaults are declared once on ``Attack``, ``Target``
and ``SuccessSources`` (companion/model/fields.py); this module reads what ties
them together. ``attack.hit_dice`` is the net of every success-roll DICE source. A file may
also carry ``attack.hit_sources`` (what the GUI writes), naming each source;
then ``hit_dice``, if present, must agree with their net as this attack uses
them. A file with only ``hit_dice`` gets it as the "other" source. A file
written here always names the sources, and leaves ``hit_dice`` out when their
net is beyond the −12…12 it holds (so that such an attack reads back). The
target's ``keywords`` set its TOUGH, GOLEM, IMPERVIOUS and MEMENTO MORI flags, and FEAR
counts on the attack's success roll.
"""

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import Keywords, Whole, as_object, dump_object, join, read_field, read_fields
from companion.model.trench_crusade.attack import AttackResult, success_dice
from companion.model.trench_crusade.attack_input import MAX_NET_DICE, Attack, AttackInput, Edition, Target

HIT_DICE = Whole(-MAX_NET_DICE, MAX_NET_DICE)
"""``attack.hit_dice``: the net of every success-roll DICE source, a file key the Attack holds as its sources."""
TARGET_KEYWORDS = Keywords(("TOUGH", "GOLEM", "IMPERVIOUS", "FEAR", "MEMENTO MORI"), default=frozenset())
"""``target.keywords``: TOUGH, GOLEM, IMPERVIOUS and MEMENTO MORI are flags of the Target, FEAR acts on the attack."""


def net_success_dice(edition: Edition, attack: Attack) -> int:
    return sum(term.value for term in success_dice(edition, attack) if term.applied)


def parse_attack_scenario(data: Mapping[str, Any]) -> AttackInput:
    edition = parse_edition(data)
    target, fear = parse_target(as_object(data.get("target", {}), "target"), "target")
    attack = parse_attack(as_object(data.get("attack", {}), "attack"), "attack", edition, fear)
    return AttackInput(edition=edition, attack=attack, target=target)


def parse_edition(data: Mapping[str, Any]) -> Edition:
    return read_field(AttackInput, "edition", data)


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
    hit_dice = HIT_DICE.read(attack_obj, prefix, "hit_dice") if "hit_dice" in attack_obj else None
    values = read_fields(Attack, attack_obj, prefix)
    sources_field = join(prefix, "hit_sources")
    sources = values["sources"]
    if target_fear:
        sources = replace(sources, target_fear=True)
    attack = Attack(**values | {"sources": sources})
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
    words = TARGET_KEYWORDS.read(target_obj, prefix, "keywords")
    target = Target(**read_fields(Target, target_obj, prefix), impervious="IMPERVIOUS" in words, tough="TOUGH" in words,
                    golem="GOLEM" in words, memento_mori="MEMENTO MORI" in words)
    return target, "FEAR" in words


def dump_attack_scenario(inputs: AttackInput) -> dict[str, Any]:
    return {
        "edition": inputs.edition.value,
        "attack": dump_attack(inputs.edition, inputs.attack),
        "target": dump_target(inputs.target, inputs.attack.sources.target_fear),
    }


def dump_attack(edition: Edition, attack: Attack) -> dict[str, Any]:
    """The attack object; ``hit_dice`` is left out when the named sources add up beyond what it holds."""
    net = net_success_dice(edition, attack)
    lo, hi = HIT_DICE.range
    return ({"hit_dice": net} if lo <= net <= hi else {}) | dump_object(attack)


def dump_target(target: Target, fear: bool = False) -> dict[str, Any]:
    flags = (("TOUGH", target.tough), ("GOLEM", target.golem), ("IMPERVIOUS", target.impervious), ("FEAR", fear),
             ("MEMENTO MORI", target.memento_mori))
    return dump_object(target) | {"keywords": TARGET_KEYWORDS.dump({word for word, present in flags if present})}


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
