"""Warzone (UWZ Italian community house rules): ramming, damage chart, victory points, Radioactive Zone.

The Tunnel's changes (``environments.TUNNEL_CHANGES``), the per-member cost
table (``victory.PRICED_UNITS``) and the load-out split
(``victory.split_loadout``) are plain data and functions, not calculators.
"""

from companion.model.calculator import Calculator
from companion.model.warzone import damage, environments, ramming, schema, victory

RAMMING = Calculator(
    name="ramming",
    parse=schema.parse_ramming,
    dump=schema.dump_ramming,
    evaluate=ramming.evaluate,
    results=schema.ramming_results,
    default=schema.default_ramming,
)

DAMAGE = Calculator(
    name="damage",
    parse=schema.parse_damage,
    dump=schema.dump_damage,
    evaluate=damage.evaluate,
    results=schema.damage_results,
    default=damage.DamageInput,
)

VICTORY_POINTS = Calculator(
    name="victory-points",
    parse=schema.parse_victory,
    dump=schema.dump_victory,
    evaluate=victory.evaluate,
    results=schema.victory_results,
    default=victory.VictoryInput,
)

RADIOACTIVE = Calculator(
    name="radioactive",
    parse=schema.parse_radioactive,
    dump=schema.dump_radioactive,
    evaluate=environments.evaluate,
    results=schema.radioactive_results,
    default=environments.RadioactiveInput,
)

CALCULATORS = {calculator.name: calculator for calculator in (RAMMING, DAMAGE, VICTORY_POINTS, RADIOACTIVE)}
