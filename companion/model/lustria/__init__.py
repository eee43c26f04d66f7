"""Lustria: Warhammer Fantasy (6th edition) jungle rules.

Three calculators: a shooting volley with the black-powder roll, one jungle
encounter against one unit, and a player's events roll after deployment.
"""

from fractions import Fraction

from companion.model.calculator import Calculator, KnownScenario
from companion.model.lustria import encounters, events, shooting
from companion.model.lustria.schema import (
    dump_encounter,
    dump_events,
    dump_shooting,
    encounter_results,
    events_results,
    parse_encounter,
    parse_events,
    parse_shooting,
    shooting_results,
)
from companion.model.scoring import BattlePointBand, Scoring

SHOOTING = Calculator(
    name="shooting",
    parse=parse_shooting,
    dump=dump_shooting,
    evaluate=shooting.evaluate,
    results=shooting_results,
    default=shooting.ShootingInput,
)

ENCOUNTER = Calculator(
    name="encounter",
    parse=parse_encounter,
    dump=dump_encounter,
    evaluate=encounters.evaluate,
    results=encounter_results,
    default=encounters.EncounterInput,
)

EVENTS = Calculator(
    name="events",
    parse=parse_events,
    dump=dump_events,
    evaluate=events.evaluate,
    results=events_results,
    default=events.EventsInput,
)

CALCULATORS = {calculator.name: calculator for calculator in (SHOOTING, ENCOUNTER, EVENTS)}

SELF_TEST = KnownScenario(
    {
        "format": 1, "game": "lustria", "calculator": "encounter", "encounter": "swarm",
        "unit": {
            "models": 20, "under_template": 8, "toughness": 3, "wounds": 1, "save": 5, "ward": None,
            "leadership": 7, "lizardmen": False,
        },
    },
    # D6 S2 hits (mean 7/2), 5+ to wound T3 (1/3), no armour save: 7/6.
    {"expected_casualties": Fraction(7, 6)},
    "tests/model/lustria/test_encounters.py, test_contract_unit_by_hand",
)
"""A worked example that `companion --self-test` checks every build against."""

TOURNAMENT_SCORING = Scoring(
    bye=Fraction(15),
    battle_points=tuple(
        BattlePointBand(None if up_to is None else Fraction(up_to), Fraction(winner), Fraction(20 - winner))
        for up_to, winner in ((100, 10), (250, 11), (400, 12), (600, 13), (800, 14), (1000, 15), (1200, 16),
                              (1400, 17), (1700, 18), (2000, 19), (None, 20))
    ),
    concession=(Fraction(20), Fraction(0)),
)
"""Battle points out of 20 from the VP difference (the 20–0 scale of Warhammer Fantasy events); a
conceder gets 0 and the opponent 20; a bye gives 15."""
