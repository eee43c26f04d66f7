"""Lustria events: the 2D6 table, Lizardmen re-rolls, Monkey Run and the resolver."""

import itertools
from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.lustria import CALCULATORS
from companion.model.lustria.events import (
    LIZARDMEN_REROLLABLE,
    Event,
    EventsInput,
    RollReason,
    event_distribution,
    resolve_event,
    table_distribution,
)

EVENTS = CALCULATORS["events"]
HEADER = {"format": 1, "game": "lustria", "calculator": "events"}

# 2D6 totals: 2:1 3:2 4:3 5:4 6:5 7:6 8:5 9:4 10:3 11:2 12:1 (of 36).
TABLE = {
    Event.STIFLING_HUMIDITY: F(1 + 2, 36),
    Event.TROPICAL_STORM: F(3, 36),
    Event.HOPELESSLY_LOST: F(4, 36),
    Event.MONKEY_RUN: F(5, 36),
    Event.ALL_IS_WELL: F(6, 36),
    Event.LINGERING_VAPOURS: F(5 + 4, 36),
    Event.NATIVE_GUIDE: F(3 + 2, 36),
    Event.MALODOROUS_MALADY: F(1, 36),
}


def test_table_by_hand():
    assert table_distribution() == TABLE
    assert LIZARDMEN_REROLLABLE == {
        Event.STIFLING_HUMIDITY,
        Event.HOPELESSLY_LOST,
        Event.NATIVE_GUIDE,
        Event.MALODOROUS_MALADY,
    }


def test_lizardmen_reroll_everything_allowed_by_hand():
    odds = event_distribution(LIZARDMEN_REROLLABLE)
    # P(a re-rollable result) = (3 + 4 + 5 + 1)/36 = 13/36; the re-roll stands.
    assert odds[Event.ALL_IS_WELL] == F(6, 36) * (1 + F(13, 36))  # 49/216
    assert odds[Event.STIFLING_HUMIDITY] == F(13, 36) * F(3, 36)
    assert odds[Event.MALODOROUS_MALADY] == F(13, 36) * F(1, 36)
    assert sum(odds.values()) == 1


def test_monkey_run_void_when_the_first_turn_is_fixed():
    odds = event_distribution(first_turn_fixed=True)
    # Re-rolled until something else: every other result / (31/36).
    assert odds[Event.MONKEY_RUN] == 0
    assert odds[Event.ALL_IS_WELL] == F(6, 31)
    both = event_distribution(LIZARDMEN_REROLLABLE, first_turn_fixed=True)
    # Re-rollable results now 13/31; All is Well 6/31 * (1 + 13/31) = 264/961.
    assert both[Event.ALL_IS_WELL] == F(264, 961)


@settings(max_examples=30, deadline=None)
@given(st.sets(st.sampled_from(sorted(LIZARDMEN_REROLLABLE))), st.booleans())
def test_distribution_sums_to_one(rerolls, fixed):
    odds = event_distribution(rerolls, fixed)
    assert sum(odds.values()) == 1
    for event in rerolls:
        assert odds[event] < TABLE[event]


@pytest.mark.parametrize("rerolls", [frozenset(), frozenset({Event.NATIVE_GUIDE, Event.STIFLING_HUMIDITY})])
def test_resolver_agrees_with_distribution_over_every_die(rerolls):
    settings_ = EventsInput(rerolls)
    counts = {}
    # Two D6 for the roll, two for a re-roll, one for a storm's duration.
    for dice in itertools.product(range(1, 7), repeat=5):
        event = resolve_event(dice, settings_).event
        counts[event] = counts.get(event, 0) + 1
    observed = {event: F(n, 6**5) for event, n in counts.items()}
    expected = {event: p for event, p in event_distribution(rerolls).items() if p}
    assert observed == expected


def test_resolver_shows_every_roll():
    # 3+1 = 4: Tropical Storm, then a D6 of 5 -> D3 of 3 turns.
    storm = resolve_event([3, 1, 5])
    assert (storm.event, storm.storm_die, storm.storm_turns) == (Event.TROPICAL_STORM, 5, 3)
    # 1+1 = 2 Stifling Humidity re-rolled by Lizardmen into 3+3 = 6 Monkey Run,
    # void with a fixed first turn, then 6+6 = 12 Malodorous Malady stands.
    settings_ = EventsInput(frozenset({Event.STIFLING_HUMIDITY, Event.MALODOROUS_MALADY}), True)
    resolution = resolve_event([1, 1, 3, 3, 6, 6], settings_)
    assert [(r.reason, r.total, r.event) for r in resolution.rolls] == [
        (RollReason.FIRST, 2, Event.STIFLING_HUMIDITY),
        (RollReason.LIZARDMEN_REROLL, 6, Event.MONKEY_RUN),
        (RollReason.MONKEY_RUN_VOID, 12, Event.MALODOROUS_MALADY),
    ]
    assert resolution.event is Event.MALODOROUS_MALADY and resolution.storm_turns is None


def test_calculator_results_and_round_trip():
    scenario = HEADER | {"lizardmen_rerolls": ["native_guide"], "first_turn_fixed": False}
    parsed = EVENTS.parse(scenario)
    assert EVENTS.parse(EVENTS.dump(parsed) | HEADER) == parsed
    assert EVENTS.parse(EVENTS.dump(EVENTS.default()) | HEADER) == EVENTS.default()
    results = EVENTS.results(EVENTS.evaluate(parsed))
    rows = {row["event"]: row for row in results["events"]}
    # Native Guide 5/36 is re-rolled: it stays only via the re-roll, 5/36 * 5/36.
    assert rows["native_guide"]["probability"] == F(25, 1296)
    assert rows["native_guide"]["table_probability"] == F(5, 36)
    assert results["storm_turns"] == {1: F(1, 3), 2: F(1, 3), 3: F(1, 3)}
    assert results["expected_storm_turns"] == 2


@pytest.mark.parametrize(
    "scenario, field",
    [
        ({"lizardmen_rerolls": ["monkey_run"]}, "lizardmen_rerolls[0]"),
        ({"lizardmen_rerolls": "native_guide"}, "lizardmen_rerolls"),
        ({"first_turn_fixed": "no"}, "first_turn_fixed"),
    ],
)
def test_bad_input(scenario, field):
    with pytest.raises(InputError) as error:
        EVENTS.parse(HEADER | scenario)
    assert error.value.field == field
    with pytest.raises(InputError) as error:
        EventsInput(frozenset({Event.ALL_IS_WELL}))
    assert error.value.field == "lizardmen_rerolls"
