"""Trench Crusade: the attack calculator (success roll, injury roll, markers)."""

from companion.model.calculator import Calculator
from companion.model.trench_crusade.attack import AttackInput, evaluate
from companion.model.trench_crusade.schema import attack_results, dump_attack_scenario, parse_attack_scenario

ATTACK = Calculator(
    name="attack",
    parse=parse_attack_scenario,
    dump=dump_attack_scenario,
    evaluate=evaluate,
    results=attack_results,
    default=AttackInput,
)

CALCULATORS = {ATTACK.name: ATTACK}
