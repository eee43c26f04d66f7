"""Ringball (Verona): a ball game played with Middle-earth SBG warbands.

Calculators: "throw" (throw, interceptions, catch), "steal" (duel and D3
contest with Might), the SBG rolls "wound", "courage", "pickup" and
"keep_ball", and "match" (the match tracker, whose scenario file is a saved
match). Rules: shared/rules/ringball.md.
"""

from fractions import Fraction

from companion.model.calculator import Calculator, KnownScenario
from companion.model.ringball.rolls import COURAGE, KEEP_BALL, PICKUP, WOUND
from companion.model.ringball.steal import STEAL
from companion.model.ringball.throw import THROW
from companion.model.ringball.tracker import MATCH
from companion.model.scoring import WIN_DRAW_LOSS

CALCULATORS: dict[str, Calculator] = {
    calculator.name: calculator for calculator in (THROW, STEAL, WOUND, COURAGE, PICKUP, KEEP_BALL, MATCH)
}

SELF_TEST = KnownScenario(
    {
        "format": 1, "game": "ringball", "calculator": "throw",
        "thrower": {"shoot": 4}, "receiver": {"shoot": 4}, "heroic_throw": False, "ability": None,
        "interceptors": [{"shoot": 4, "prone": False, "in_combat": False, "half": "first"}],
    },
    # Thrower 4+: perfect 1/6, plain success 2/6; the 4+ interceptor takes it half the
    # time; caught = 1/6 x 1/2 + 2/6 x 1/2 x 1/2 = 1/6.
    {"caught": Fraction(1, 6), "intercepted": Fraction(1, 2)},
    "tests/model/ringball/test_throw.py, test_contract_example_by_hand",
)
"""A worked example that `companion --self-test` checks every build against."""

TOURNAMENT_SCORING = WIN_DRAW_LOSS
"""3 / 1 / 0 and a bye worth a win; equal VP is a draw; a conceder loses."""
