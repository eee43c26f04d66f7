"""Compare: several named loadouts against several named targets.

Every cell is an attack sequence (``sequence.py``) of the loadout's number of
attacks against that target, with one BLOOD MARKER policy for the whole
table, so a three-shot machine gun and a single anti-material rifle compare
on the same footing: P(Out of Action by the end of the loadout's attacks).

Interpretations where the rules file is silent (also shown in the GUI):

- FEAR is a property of the target, not of the loadout: a loadout's own
  ``target_fear`` must be false and the target's FEAR applies to melee loadouts.
- The built-in examples are illustrative profiles, not the rulebook's.
"""

from dataclasses import dataclass, replace

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import LIST_OF_ENTRIES, ONE_OF, WHOLE_NUMBER
from companion.model.trench_crusade.attack import Armour, Attack, AttackKind, Edition, Target, require_no_spending
from companion.model.trench_crusade.sequence import Policy, PolicyResult, SequenceInput
from companion.model.trench_crusade.sequence import evaluate as evaluate_sequence

MAX_LOADOUTS = 12
MAX_TARGETS = 12
MAX_LOADOUT_ATTACKS = 20
MAX_NAME = 40


def _check_name(name: str, field: str) -> None:
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a name of {0} to {1} characters"), name, args=(1, MAX_NAME))


@dataclass(frozen=True)
class Loadout:
    """A weapon as saved for comparison: its attack and how many attacks it makes (AUTOMATIC(X), CLEAVE(X))."""

    name: str
    attack: Attack
    attacks: int = 1


@dataclass(frozen=True)
class NamedTarget:
    name: str
    target: Target
    fear: bool = False


EXAMPLE_LOADOUTS = {
    "rifle": Loadout("Rifle", Attack()),
    "machine_gun": Loadout("Machine Gun", Attack(), attacks=3),
    "flamer": Loadout("Flamer", Attack(auto_hit=True, keywords=frozenset({"FIRE"}))),
    "anti_material_rifle": Loadout(
        "Anti-Material Rifle", Attack(keywords=frozenset({"CRITICAL", "IGNORE ARMOUR"}), injury_dice=1)
    ),
    "sword": Loadout("Sword", Attack(kind=AttackKind.MELEE)),
}
EXAMPLE_TARGETS = {
    "no_armour": NamedTarget("No armour", Target(armour=Armour.NONE)),
    "standard": NamedTarget("Standard Armour", Target(armour=Armour.STANDARD)),
    "reinforced": NamedTarget("Reinforced Armour", Target(armour=Armour.REINFORCED)),
    "machine": NamedTarget("Machine Armour", Target(armour=Armour.MACHINE)),
}
DEFAULT_LOADOUTS = ("machine_gun", "rifle", "flamer")
DEFAULT_TARGETS = ("standard", "reinforced", "machine")


@dataclass(frozen=True)
class CompareInput:
    edition: Edition = Edition.V1_0
    loadouts: tuple[Loadout, ...] = tuple(EXAMPLE_LOADOUTS[key] for key in DEFAULT_LOADOUTS)
    targets: tuple[NamedTarget, ...] = tuple(EXAMPLE_TARGETS[key] for key in DEFAULT_TARGETS)
    policy: Policy = Policy.OPTIMAL

    def __post_init__(self):
        for key, entries, most in (("loadouts", self.loadouts, MAX_LOADOUTS), ("targets", self.targets, MAX_TARGETS)):
            if not 1 <= len(entries) <= most:
                raise InputError(key, LIST_OF_ENTRIES, len(entries), args=(1, most))
            seen = set()
            for index, entry in enumerate(entries):
                _check_name(entry.name, f"{key}[{index}].name")
                if entry.name in seen:
                    raise InputError(f"{key}[{index}].name",
                                     QT_TRANSLATE_NOOP("InputError", "a name not used earlier in the list"), entry.name)
                seen.add(entry.name)
        if not isinstance(self.policy, Policy):
            raise InputError("policy", ONE_OF, self.policy, args=(", ".join(p.value for p in Policy),))
        for index, loadout in enumerate(self.loadouts):
            prefix = f"loadouts[{index}]"
            attacks = loadout.attacks
            if isinstance(attacks, bool) or not isinstance(attacks, int) or not 1 <= attacks <= MAX_LOADOUT_ATTACKS:
                raise InputError(f"{prefix}.attacks", WHOLE_NUMBER, attacks, args=(1, MAX_LOADOUT_ATTACKS))
            require_no_spending(loadout.attack, f"{prefix}.attack",
                                QT_TRANSLATE_NOOP("InputError", "in a comparison: the policy decides what is spent"))
            if loadout.attack.sources.target_fear:
                raise InputError(f"{prefix}.attack.hit_sources.target_fear",
                                 QT_TRANSLATE_NOOP("InputError", "false: FEAR belongs to the targets of a comparison"), True)


@dataclass(frozen=True)
class CompareResult:
    """``cells[l][t]`` is loadout ``l``'s sequence against target ``t`` under the chosen policy."""

    loadouts: tuple[str, ...]
    targets: tuple[str, ...]
    cells: tuple[tuple[PolicyResult, ...], ...]


def cell_input(inputs: CompareInput, loadout: Loadout, named: NamedTarget) -> SequenceInput:
    attack = replace(loadout.attack, sources=replace(loadout.attack.sources, target_fear=named.fear))
    return SequenceInput(inputs.edition, attack, named.target, loadout.attacks, inputs.policy)


def evaluate(inputs: CompareInput) -> CompareResult:
    cells = tuple(
        tuple(evaluate_sequence(cell_input(inputs, loadout, named)).selected for named in inputs.targets)
        for loadout in inputs.loadouts
    )
    return CompareResult(
        tuple(loadout.name for loadout in inputs.loadouts), tuple(named.name for named in inputs.targets), cells
    )
