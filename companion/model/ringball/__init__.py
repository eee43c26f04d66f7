"""Ringball (Verona): a ball game played with Middle-earth SBG warbands.

Calculators: "throw" (throw, interceptions, catch), "steal" (duel and D3
contest with Might), the SBG rolls "wound", "courage", "pickup" and
"keep_ball", and "match" (the match tracker, whose scenario file is a saved
match). Rules: shared/rules/ringball.md.
"""

from companion.model.calculator import Calculator
from companion.model.ringball.rolls import COURAGE, KEEP_BALL, PICKUP, WOUND
from companion.model.ringball.steal import STEAL
from companion.model.ringball.throw import THROW
from companion.model.ringball.tracker import MATCH

CALCULATORS: dict[str, Calculator] = {
    calculator.name: calculator for calculator in (THROW, STEAL, WOUND, COURAGE, PICKUP, KEEP_BALL, MATCH)
}
