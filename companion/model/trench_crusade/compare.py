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
from companion.model.fields import REQUIRED, check_fields, choice, entries, flag, nested, text, whole
from companion.model.trench_crusade.attack_input import Armour, Attack, AttackKind, Edition, Target, require_no_spending
from companion.model.trench_crusade.sequence import Policy, PolicyResult, SequenceInput
from companion.model.trench_crusade.sequence import evaluate as evaluate_sequence

MAX_LOADOUTS = 12
MAX_TARGETS = 12
MAX_NAME = 40


@dataclass(frozen=True)
class Loadout:
    """A weapon as saved for comparison: its attack and how many attacks it makes (AUTOMATIC(X), CLEAVE(X))."""

    name: str = text(MAX_NAME, start=REQUIRED)
    attack: Attack = nested(Attack, start=REQUIRED)
    attacks: int = whole(1, 20, default=1)


@dataclass(frozen=True)
class NamedTarget:
    """A target as saved for comparison; a file says ``fear`` in the target's keywords."""

    name: str = text(MAX_NAME, start=REQUIRED)
    target: Target = nested(Target, start=REQUIRED)
    fear: bool = flag(in_file=False)


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
    edition: Edition = choice(Edition, default=Edition.V1_0)
    loadouts: tuple[Loadout, ...] = entries(Loadout, 1, MAX_LOADOUTS,
                                            start=tuple(EXAMPLE_LOADOUTS[key] for key in DEFAULT_LOADOUTS))
    targets: tuple[NamedTarget, ...] = entries(NamedTarget, 1, MAX_TARGETS,
                                               start=tuple(EXAMPLE_TARGETS[key] for key in DEFAULT_TARGETS))
    policy: Policy = choice(Policy, default=Policy.OPTIMAL)

    def __post_init__(self):
        check_fields(self)
        for key, names in (("loadouts", [entry.name for entry in self.loadouts]),
                           ("targets", [entry.name for entry in self.targets])):
            seen = set()
            for index, name in enumerate(names):
                if not name.strip():
                    raise InputError(f"{key}[{index}].name",
                                     QT_TRANSLATE_NOOP("InputError", "a name of {0} to {1} characters"), name,
                                     args=(1, MAX_NAME))
                if name in seen:
                    raise InputError(f"{key}[{index}].name",
                                     QT_TRANSLATE_NOOP("InputError", "a name not used earlier in the list"), name)
                seen.add(name)
        for index, loadout in enumerate(self.loadouts):
            prefix = f"loadouts[{index}]"
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
