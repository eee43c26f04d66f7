"""Warzone (UWZ Italian community house rules): ramming, damage chart, victory points, Radioactive Zone.

The Tunnel's changes (``environments.TUNNEL_CHANGES``), the per-member cost
table (``victory.PRICED_UNITS``) and the load-out split
(``victory.split_loadout``) are plain data and functions, not calculators.
"""

from fractions import Fraction

from companion.model.calculator import Calculator, KnownScenario
from companion.model.scoring import Scoring
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

SELF_TEST = KnownScenario(
    {
        "format": 1, "game": "warzone", "calculator": "ramming",
        "vehicle": {"sz": 4, "ld": 12, "ar": 28, "w": 3, "flying": False, "biped": False},
        "path": [
            {"kind": "model", "sz": 2, "ar": 22, "w": 1, "ld": 11, "wait": False},
            {"kind": "terrain"},
            {"kind": "vehicle", "sz": 3, "ar": 26, "w": 2, "ld": 10, "wait": False},
        ],
    },
    # Only the terrain needs a driver test, LD 12 - 8 = 4: 1/5. The SZ 2 model takes
    # DAM 10 x 3 against AR 22, 2/5 each: removed 1/5 x (1 - (3/5)^3) = 98/625.
    {"ram_allowed": Fraction(1, 5), "path[0].removed": Fraction(98, 625)},
    "tests/model/warzone/test_ramming.py, test_contract_without_the_friend",
)
"""A worked example that `companion --self-test` checks every build against."""

TOURNAMENT_SCORING = Scoring(draw_margin=victory.DRAW_MARGIN, needs_points_limit=True)
"""3 / 1 / 0 and a bye worth a win; a draw within 5% of the points limit; a conceder loses."""
