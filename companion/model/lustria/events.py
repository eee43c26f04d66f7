"""The jungle events table each player rolls on 2D6 after deployment.

Two re-roll rules change the odds. Lizardmen may re-roll Stifling Humidity,
Hopelessly Lost, Native Guide and Malodorous Malady; the re-roll stands. Monkey
Run must be re-rolled when the scenario fixes who takes the first turn.
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

import icepool

from companion.model.fields import check_fields, choice_set, flag
from companion.model.lustria.rolls import TWO_D6, DiceFeed, d3_from_d6
from companion.model.probability import die_distribution, expectation


class Event(StrEnum):
    STIFLING_HUMIDITY = "stifling_humidity"
    TROPICAL_STORM = "tropical_storm"
    HOPELESSLY_LOST = "hopelessly_lost"
    MONKEY_RUN = "monkey_run"
    ALL_IS_WELL = "all_is_well"
    LINGERING_VAPOURS = "lingering_vapours"
    NATIVE_GUIDE = "native_guide"
    MALODOROUS_MALADY = "malodorous_malady"


@dataclass(frozen=True)
class EventSpec:
    event: Event
    totals: tuple[int, ...]
    lizardmen_may_reroll: bool


EVENT_TABLE: tuple[EventSpec, ...] = (
    EventSpec(Event.STIFLING_HUMIDITY, (2, 3), True),
    EventSpec(Event.TROPICAL_STORM, (4,), False),
    EventSpec(Event.HOPELESSLY_LOST, (5,), True),
    EventSpec(Event.MONKEY_RUN, (6,), False),
    EventSpec(Event.ALL_IS_WELL, (7,), False),
    EventSpec(Event.LINGERING_VAPOURS, (8, 9), False),
    EventSpec(Event.NATIVE_GUIDE, (10, 11), True),
    EventSpec(Event.MALODOROUS_MALADY, (12,), True),
)

LIZARDMEN_REROLLABLE = frozenset(spec.event for spec in EVENT_TABLE if spec.lizardmen_may_reroll)

STORM_TURNS = die_distribution(icepool.d3)
"""Tropical Storm lasts D3 turns."""


def event_for_total(total: int) -> Event:
    return next(spec.event for spec in EVENT_TABLE if total in spec.totals)


def table_distribution() -> dict[Event, Fraction]:
    """The plain 2D6 odds of each event."""
    return {spec.event: sum((TWO_D6[t] for t in spec.totals), Fraction(0)) for spec in EVENT_TABLE}


def event_distribution(rerolls: Iterable[Event] = (), first_turn_fixed: bool = False) -> dict[Event, Fraction]:
    """The event a player ends with.

    `rerolls` are the results a Lizardmen player re-rolls; the re-roll stands.
    With `first_turn_fixed`, Monkey Run has no effect and is re-rolled until
    another result comes up (a repeated Monkey Run would be void again), also
    after a Lizardmen re-roll; that re-roll is not the player's, so it does
    not use up the Lizardmen re-roll. Each roll therefore follows the table
    conditioned on "not Monkey Run", and a result in `rerolls` is replaced
    by one more such roll.
    """
    chosen = frozenset(rerolls)
    odds = table_distribution()
    if first_turn_fixed:
        remaining = 1 - odds[Event.MONKEY_RUN]
        odds = {event: Fraction(0) if event is Event.MONKEY_RUN else p / remaining for event, p in odds.items()}
    p_reroll = sum((odds[event] for event in chosen), Fraction(0))
    return {event: (Fraction(0) if event in chosen else p) + p_reroll * p for event, p in odds.items()}


@dataclass(frozen=True)
class EventsInput:
    """One player's events roll: the results a Lizardmen player re-rolls, and
    whether the scenario fixes who takes the first turn (voiding Monkey Run)."""

    lizardmen_rerolls: frozenset[Event] = choice_set(Event, allowed=LIZARDMEN_REROLLABLE)
    first_turn_fixed: bool = flag()

    def __post_init__(self):
        check_fields(self)


@dataclass(frozen=True)
class EventOdds:
    """One row of the events table: `table_probability` is the plain 2D6 odds,
    `probability` the odds after the chosen re-rolls."""

    event: Event
    totals: tuple[int, ...]
    lizardmen_may_reroll: bool
    rerolled: bool
    table_probability: Fraction
    probability: Fraction


@dataclass(frozen=True)
class EventsResult:
    input: EventsInput
    rows: tuple[EventOdds, ...]
    storm_turns: Mapping[int, Fraction]
    expected_storm_turns: Fraction


def evaluate(events: EventsInput) -> EventsResult:
    table = table_distribution()
    final = event_distribution(events.lizardmen_rerolls, events.first_turn_fixed)
    rows = tuple(
        EventOdds(
            spec.event,
            spec.totals,
            spec.lizardmen_may_reroll,
            spec.event in events.lizardmen_rerolls,
            table[spec.event],
            final[spec.event],
        )
        for spec in EVENT_TABLE
    )
    return EventsResult(events, rows, STORM_TURNS, expectation(STORM_TURNS))


class RollReason(StrEnum):
    FIRST = "first"
    MONKEY_RUN_VOID = "monkey_run_void"
    LIZARDMEN_REROLL = "lizardmen_reroll"


@dataclass(frozen=True)
class EventRoll:
    """One 2D6 roll on the table and why it was rolled."""

    reason: RollReason
    dice: tuple[int, int]
    total: int
    event: Event


@dataclass(frozen=True)
class EventResolution:
    """Every roll in order, the event that stands, and for a Tropical Storm
    the D6 rolled for its D3 duration."""

    rolls: tuple[EventRoll, ...]
    event: Event
    storm_die: int | None
    storm_turns: int | None


def resolve_event(dice: Iterable[int], settings: EventsInput = EventsInput()) -> EventResolution:
    """Resolve one player's events roll from D6 values the caller rolled.

    Follows the same procedure as `event_distribution`: a voided Monkey Run
    is rolled again, and a result in `settings.lizardmen_rerolls` is
    re-rolled once.
    """
    feed = DiceFeed(dice)
    rolls: list[EventRoll] = []

    def roll(reason: RollReason) -> Event:
        pair = feed.two_d6()
        event = event_for_total(sum(pair))
        rolls.append(EventRoll(reason, pair, sum(pair), event))
        while settings.first_turn_fixed and event is Event.MONKEY_RUN:
            pair = feed.two_d6()
            event = event_for_total(sum(pair))
            rolls.append(EventRoll(RollReason.MONKEY_RUN_VOID, pair, sum(pair), event))
        return event

    event = roll(RollReason.FIRST)
    if event in settings.lizardmen_rerolls:
        event = roll(RollReason.LIZARDMEN_REROLL)
    if event is Event.TROPICAL_STORM:
        storm_die = feed.d6()
        return EventResolution(tuple(rolls), event, storm_die, d3_from_d6(storm_die))
    return EventResolution(tuple(rolls), event, None, None)
