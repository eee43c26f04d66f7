"""Trench Crusade: one attack, attack sequences with BLOOD MARKER policies, BLAST,
shooting into melee, SCATTER, loadout comparison and parameter sweeps."""

from fractions import Fraction

from companion.model.calculator import Calculator, KnownScenario
from companion.model.scoring import WIN_DRAW_LOSS
from companion.model.trench_crusade import blast, compare, melee_shot, scatter, sequence, sweep
from companion.model.trench_crusade.attack import evaluate
from companion.model.trench_crusade.attack_input import AttackInput
from companion.model.trench_crusade.scenarios import (
    blast_results,
    compare_results,
    dump_blast_scenario,
    dump_compare_scenario,
    dump_melee_shot_scenario,
    dump_scatter_scenario,
    dump_sequence_scenario,
    dump_sweep_scenario,
    melee_shot_results,
    parse_blast_scenario,
    parse_compare_scenario,
    parse_melee_shot_scenario,
    parse_scatter_scenario,
    parse_sequence_scenario,
    parse_sweep_scenario,
    scatter_results,
    sequence_results,
    sweep_results,
)
from companion.model.trench_crusade.schema import attack_results, dump_attack_scenario, parse_attack_scenario

ATTACK = Calculator(
    name="attack",
    parse=parse_attack_scenario,
    dump=dump_attack_scenario,
    evaluate=evaluate,
    results=attack_results,
    default=AttackInput,
)
SEQUENCE = Calculator(
    name="sequence",
    parse=parse_sequence_scenario,
    dump=dump_sequence_scenario,
    evaluate=sequence.evaluate,
    results=sequence_results,
    default=sequence.SequenceInput,
)
BLAST = Calculator(
    name="blast",
    parse=parse_blast_scenario,
    dump=dump_blast_scenario,
    evaluate=blast.evaluate,
    results=blast_results,
    default=blast.BlastInput,
)
MELEE_SHOT = Calculator(
    name="melee-shot",
    parse=parse_melee_shot_scenario,
    dump=dump_melee_shot_scenario,
    evaluate=melee_shot.evaluate,
    results=melee_shot_results,
    default=melee_shot.MeleeShotInput,
)
SCATTER = Calculator(
    name="scatter",
    parse=parse_scatter_scenario,
    dump=dump_scatter_scenario,
    evaluate=scatter.evaluate,
    results=scatter_results,
    default=scatter.ScatterInput,
)
COMPARE = Calculator(
    name="compare",
    parse=parse_compare_scenario,
    dump=dump_compare_scenario,
    evaluate=compare.evaluate,
    results=compare_results,
    default=compare.CompareInput,
)
SWEEP = Calculator(
    name="sweep",
    parse=parse_sweep_scenario,
    dump=dump_sweep_scenario,
    evaluate=sweep.evaluate,
    results=sweep_results,
    default=sweep.SweepInput,
)

CALCULATORS = {calc.name: calc for calc in (ATTACK, SEQUENCE, BLAST, MELEE_SHOT, SCATTER, COMPARE, SWEEP)}

SELF_TEST = KnownScenario(
    {
        "format": 1, "game": "trench-crusade", "calculator": "attack", "edition": "1.0",
        "attack": {"kind": "ranged", "hit_dice": 1}, "target": {"armour": "standard"},
    },
    {"out_of_action": Fraction(865, 5832), "miss": Fraction(7, 36)},
    "the rules' reference attack: ranged, +1 DICE, Standard Armour",
)
"""A worked example that `companion --self-test` checks every build against."""

TOURNAMENT_SCORING = WIN_DRAW_LOSS
"""3 / 1 / 0 and a bye worth a win; equal VP is a draw; a conceder loses."""
