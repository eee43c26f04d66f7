"""A Ringball match at the table: setup plus the log of what happened.

The match is immutable: `Match(sides, events)`. Its state (score, model counts,
turn, who has thrown, captain abilities used, game over) is replayed from the
events, so `record` appends one event and `undo` drops the last one. The match
is also the "match" calculator, which makes a saved match an ordinary scenario
file (`{"format": 1, "game": "ringball", "calculator": "match", "sides": [...],
"events": [...]}`), checked event by event on load.

Sides are numbered 0 and 1. Scoring and bookkeeping, with the interpretations
the rules file leaves open:

- `steal` +1, `ball_in_zone` +2 (the ball ended in the enemy deployment zone),
  `carrier_in_zone` +5 (the carrier entered it; one event, so never also the
  +2). The side given is the side that scores.
- `models_lost` lowers a side's current model count (never below 0).
- A side is broken when it has lost half or more of its starting models
  (current * 2 <= starting); when the game is over, each side whose enemy is
  broken gets +3.
- A side is below 25% when current * 4 < starting. The game ends at the
  `end_turn` of a turn in which a side is below 25%, or at `end_game` (the
  players stop, e.g. out of time). No event is accepted after that.
- `throw`: once per side per turn; `end_turn` clears it.
- `captain_ability`: each side uses at most one offensive and one defensive
  ability per game; unnamed abilities of other armies are "other_offensive"
  and "other_defensive".
"""

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from companion.model.calculator import Calculator
from companion.model.errors import QT_TRANSLATE_NOOP, InputError, Words
from companion.model.fields import (
    REQUIRED,
    Choice,
    Spec,
    Whole,
    as_object,
    check_fields,
    choice,
    declared,
    dump_object,
    entries,
    join,
    optional_choice,
    optional_whole,
    read_object,
    text,
    whole,
)

SIDES = (0, 1)
MODELS_MAX = 500
NAME_MAX = 60
EVENTS_MAX = 5000
BROKEN_BONUS = 3


class EventKind(Enum):
    STEAL = "steal"
    BALL_IN_ZONE = "ball_in_zone"
    CARRIER_IN_ZONE = "carrier_in_zone"
    MODELS_LOST = "models_lost"
    THROW = "throw"
    CAPTAIN_ABILITY = "captain_ability"
    END_TURN = "end_turn"
    END_GAME = "end_game"


POINTS = {EventKind.STEAL: 1, EventKind.BALL_IN_ZONE: 2, EventKind.CARRIER_IN_ZONE: 5}
SIDELESS = (EventKind.END_TURN, EventKind.END_GAME)


class AbilityKind(Enum):
    OFFENSIVE = "offensive"
    DEFENSIVE = "defensive"


class CaptainAbility(Enum):
    LIGHT_OF_EARENDIL = "light_of_earendil"
    WALL_OF_THE_BRUINEN = "wall_of_the_bruinen"
    UNDERGROUND = "underground"
    RUN_TO_ISENGARD = "run_to_isengard"
    TOUCH_OF_THE_PALANTIR = "touch_of_the_palantir"
    EXPLOSIVE_BALL = "explosive_ball"
    EYE_OF_MORDOR = "eye_of_mordor"
    TROLL_BREAKTHROUGH = "troll_breakthrough"
    WINGED_CREATURES = "winged_creatures"
    OTHER_OFFENSIVE = "other_offensive"
    OTHER_DEFENSIVE = "other_defensive"

    @property
    def kind(self) -> AbilityKind:
        return AbilityKind.DEFENSIVE if self in _DEFENSIVE else AbilityKind.OFFENSIVE


_DEFENSIVE = frozenset(
    {
        CaptainAbility.WALL_OF_THE_BRUINEN,
        CaptainAbility.TOUCH_OF_THE_PALANTIR,
        CaptainAbility.EXPLOSIVE_BALL,
        CaptainAbility.WINGED_CREATURES,
        CaptainAbility.OTHER_DEFENSIVE,
    }
)
ONE_ABILITY_PER_GAME = {
    AbilityKind.OFFENSIVE: QT_TRANSLATE_NOOP("InputError", "one offensive captain ability per game"),
    AbilityKind.DEFENSIVE: QT_TRANSLATE_NOOP("InputError", "one defensive captain ability per game"),
}


@dataclass(frozen=True)
class Event:
    """One thing that happened. `side` is None for end_turn/end_game; `count`
    is set only for models_lost, `ability` only for captain_ability."""

    kind: EventKind = choice(EventKind, key="type")
    side: int | None = optional_whole(0, 1, omit_none=True)
    count: int | None = optional_whole(1, MODELS_MAX, omit_none=True)
    ability: CaptainAbility | None = optional_choice(CaptainAbility, omit_none=True)


class EventEntry(Spec):
    """An event of the log: its type says which of `side`, `count` and `ability` it takes, and needs."""

    def parse(self, value, field, owner=None):
        obj = as_object(value, field)
        kind = declared(Event, "kind").read(obj, field, "type")
        side = count = ability = None
        if kind not in SIDELESS:
            side = Whole(*declared(Event, "side").range).read(obj, field, "side")
        if kind is EventKind.MODELS_LOST:
            count = Whole(*declared(Event, "count").range).read(obj, field, "count")
        if kind is EventKind.CAPTAIN_ABILITY:
            ability = Choice(CaptainAbility).read(obj, field, "ability")
        return Event(kind, side, count, ability)

    def check(self, value, field, owner=None):
        if not isinstance(value, Event):
            raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a {0}"), value, args=("Event",))
        check_fields(value, field)
        if value.kind in SIDELESS:
            if value.side is not None:
                raise InputError(join(field, "side"), QT_TRANSLATE_NOOP("InputError", "absent for {0}"),
                                 value.side, args=(value.kind.value,))
        else:
            Whole(*declared(Event, "side").range).check(value.side, join(field, "side"))
        if value.kind is EventKind.MODELS_LOST:
            Whole(*declared(Event, "count").range).check(value.count, join(field, "count"))
        elif value.count is not None:
            raise InputError(join(field, "count"), QT_TRANSLATE_NOOP("InputError", "only for models_lost"), value.count)
        if value.kind is EventKind.CAPTAIN_ABILITY:
            Choice(CaptainAbility).check(value.ability, join(field, "ability"))
        elif value.ability is not None:
            raise InputError(join(field, "ability"), QT_TRANSLATE_NOOP("InputError", "only for captain_ability"),
                             value.ability)

    def dump(self, value):
        return dump_object(value)


@dataclass(frozen=True)
class SideSetup:
    name: str = text(NAME_MAX, start=REQUIRED)
    models: int = whole(1, MODELS_MAX)


@dataclass(frozen=True)
class Score:
    steals: int
    ball_in_zone: int
    carrier_in_zone: int
    broken_bonus: int

    @property
    def total(self) -> int:
        return (
            self.steals * POINTS[EventKind.STEAL]
            + self.ball_in_zone * POINTS[EventKind.BALL_IN_ZONE]
            + self.carrier_in_zone * POINTS[EventKind.CARRIER_IN_ZONE]
            + self.broken_bonus
        )


@dataclass(frozen=True)
class SideState:
    name: str
    starting: int
    current: int
    score: Score
    thrown: bool
    abilities_used: tuple[CaptainAbility, ...]

    @property
    def broken(self) -> bool:
        return self.current * 2 <= self.starting

    @property
    def below_quarter(self) -> bool:
        return self.current * 4 < self.starting

    def ability_used(self, kind: AbilityKind) -> bool:
        return any(ability.kind is kind for ability in self.abilities_used)


@dataclass(frozen=True)
class LogEntry:
    """An event as it happened: its position, the turn, and the Victory Points
    it scored for its side."""

    index: int
    turn: int
    event: Event
    points: int


@dataclass(frozen=True)
class MatchState:
    turn: int
    sides: tuple[SideState, SideState]
    game_over: bool
    log: tuple[LogEntry, ...]

    @property
    def end_flagged(self) -> bool:
        """A side is below 25%: the game ends at the end of this turn."""
        return any(side.below_quarter for side in self.sides)

    @property
    def leader(self) -> int | None:
        """The side with more Victory Points, None on a tie."""
        a, b = (side.score.total for side in self.sides)
        return None if a == b else (0 if a > b else 1)


@dataclass(frozen=True)
class Match:
    sides: tuple[SideSetup, SideSetup] = entries(SideSetup, len(SIDES), len(SIDES))
    events: tuple[Event, ...] = entries(EventEntry(), 0, EVENTS_MAX, default=())
    state: MatchState = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        check_fields(self)
        object.__setattr__(self, "state", _replay(self.sides, self.events))

    def record(self, event: Event) -> "Match":
        """This match with one more event; InputError if the rules refuse it."""
        return Match(self.sides, self.events + (event,))

    def undo(self) -> "Match":
        return Match(self.sides, self.events[:-1])


def _replay(setups: tuple[SideSetup, SideSetup], events: tuple[Event, ...]) -> MatchState:
    current = [setup.models for setup in setups]
    counts = [{kind: 0 for kind in POINTS} for _ in SIDES]
    thrown = [False, False]
    abilities: list[list[CaptainAbility]] = [[], []]
    turn, over, log = 1, False, []
    for index, event in enumerate(events):
        field_name = join("events", index)
        if over:
            raise InputError(field_name, QT_TRANSLATE_NOOP("InputError", "no event after the game has ended"),
                             event.kind.value)
        log.append(LogEntry(index, turn, event, POINTS.get(event.kind, 0)))
        if event.kind is EventKind.END_TURN:
            over = any(c * 4 < setup.models for c, setup in zip(current, setups, strict=True))
            turn, thrown = turn + (not over), [False, False]
            continue
        if event.kind is EventKind.END_GAME:
            over = True
            continue
        side = event.side
        assert side is not None  # check_fields: every event but the sideless ones names its side
        if event.kind in POINTS:
            counts[side][event.kind] += 1
        elif event.kind is EventKind.MODELS_LOST:
            count = event.count
            assert count is not None  # check_fields: models_lost has its count
            if count > current[side]:
                raise InputError(join(field_name, "count"), QT_TRANSLATE_NOOP("InputError", "at most the {0} models left"),
                                 count, args=(current[side],))
            current[side] -= count
        elif event.kind is EventKind.THROW:
            if thrown[side]:
                raise InputError(field_name, QT_TRANSLATE_NOOP("InputError", "one throw per side per turn"),
                                 Words(QT_TRANSLATE_NOOP("InputError", "a second throw")))
            thrown[side] = True
        else:
            ability = event.ability
            assert event.kind is EventKind.CAPTAIN_ABILITY and ability is not None  # check_fields: it names one
            if any(used.kind is ability.kind for used in abilities[side]):
                raise InputError(field_name, ONE_ABILITY_PER_GAME[ability.kind], ability.value)
            abilities[side].append(ability)
    broken = [c * 2 <= setup.models for c, setup in zip(current, setups, strict=True)]

    def side_state(s: int) -> SideState:
        return SideState(
            name=setups[s].name,
            starting=setups[s].models,
            current=current[s],
            score=Score(
                steals=counts[s][EventKind.STEAL],
                ball_in_zone=counts[s][EventKind.BALL_IN_ZONE],
                carrier_in_zone=counts[s][EventKind.CARRIER_IN_ZONE],
                broken_bonus=BROKEN_BONUS if over and broken[1 - s] else 0,
            ),
            thrown=thrown[s],
            abilities_used=tuple(abilities[s]),
        )

    first, second = SIDES
    return MatchState(turn, (side_state(first), side_state(second)), over, tuple(log))


# --- scenario JSON ---------------------------------------------------------------


def match_results(state: MatchState) -> dict[str, Any]:
    return {
        "turn": state.turn,
        "game_over": state.game_over,
        "end_flagged": state.end_flagged,
        "leader": state.leader,
        "sides": [
            {
                "name": side.name,
                "starting": side.starting,
                "current": side.current,
                "broken": side.broken,
                "below_quarter": side.below_quarter,
                "thrown": side.thrown,
                "offensive_used": side.ability_used(AbilityKind.OFFENSIVE),
                "defensive_used": side.ability_used(AbilityKind.DEFENSIVE),
                "abilities_used": [ability.value for ability in side.abilities_used],
                "score": {
                    "steals": side.score.steals,
                    "ball_in_zone": side.score.ball_in_zone,
                    "carrier_in_zone": side.score.carrier_in_zone,
                    "broken_bonus": side.score.broken_bonus,
                    "total": side.score.total,
                },
            }
            for side in state.sides
        ],
        "log": [
            {"index": entry.index, "turn": entry.turn, "points": entry.points} | dump_object(entry.event)
            for entry in state.log
        ],
    }


MATCH = Calculator(
    name="match",
    parse=lambda obj: read_object(Match, obj),
    dump=dump_object,
    evaluate=lambda match: match.state,
    results=match_results,
    default=lambda: Match((SideSetup("", 12), SideSetup("", 12))),
)
