"""The Ringball match tracker: scoring, end condition, once-per-turn and
once-per-game limits, undo, and save/load through the "match" calculator."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.ringball import CALCULATORS
from companion.model.ringball.tracker import (
    AbilityKind,
    CaptainAbility,
    Event,
    EventKind,
    Match,
    SideSetup,
)

MATCH = CALCULATORS["match"]
HEADER = {"format": 1, "game": "ringball", "calculator": "match"}


def fresh(a=12, b=10) -> Match:
    return Match((SideSetup("Elves", a), SideSetup("Orcs", b)))


def play(match: Match, *events: Event) -> Match:
    for event in events:
        match = match.record(event)
    return match


def ev(kind, side=None, count=None, ability=None) -> Event:
    return Event(EventKind(kind), side, count, ability)


def test_victory_points():
    # Elves: 2 steals (2) + ball in zone (2) + carrier in zone (5, not also 2) = 9.
    match = play(
        fresh(), ev("steal", 0), ev("steal", 0), ev("ball_in_zone", 0), ev("carrier_in_zone", 0), ev("steal", 1)
    )
    elves, orcs = match.state.sides
    assert elves.score.total == 9
    assert (elves.score.steals, elves.score.ball_in_zone, elves.score.carrier_in_zone) == (2, 1, 1)
    assert orcs.score.total == 1
    assert match.state.leader == 0
    assert [entry.points for entry in match.state.log] == [1, 1, 2, 5, 1]


def test_end_condition_and_broken_bonus():
    # Orcs start 10: below 25% means fewer than 2.5, i.e. 2 left. The game ends at
    # the end of that turn; Orcs are broken (lost half or more), Elves get +3.
    # Elves lose 6 of 12: exactly half, so they are broken too and Orcs get +3.
    match = play(fresh(), ev("models_lost", 1, 7), ev("models_lost", 0, 6))
    assert not match.state.end_flagged
    match = match.record(ev("models_lost", 1, 1))
    state = match.state
    assert state.end_flagged and not state.game_over
    assert state.sides[1].below_quarter and state.sides[1].broken and state.sides[0].broken
    assert state.sides[0].score.broken_bonus == 0
    match = match.record(ev("end_turn"))
    state = match.state
    assert state.game_over and state.turn == 1
    assert state.sides[0].score.broken_bonus == 3 and state.sides[1].score.broken_bonus == 3
    with pytest.raises(InputError) as error:
        match.record(ev("steal", 0))
    assert error.value.field == "events[4]"


def test_not_broken_above_half():
    # 12 starting, 7 left: lost 5 < 6, not broken; ended by the players, no bonus for Orcs.
    match = play(fresh(), ev("models_lost", 0, 5), ev("end_game"))
    assert match.state.game_over
    assert not match.state.sides[0].broken
    assert match.state.sides[1].score.broken_bonus == 0


def test_one_throw_per_side_per_turn():
    match = play(fresh(), ev("throw", 0), ev("throw", 1))
    assert all(side.thrown for side in match.state.sides)
    with pytest.raises(InputError) as error:
        match.record(ev("throw", 0))
    assert error.value.field == "events[2]"
    match = play(match, ev("end_turn"), ev("throw", 0))
    assert match.state.turn == 2
    assert [side.thrown for side in match.state.sides] == [True, False]


def test_captain_abilities_once_per_game_per_kind():
    match = play(
        fresh(),
        ev("captain_ability", 0, ability=CaptainAbility.LIGHT_OF_EARENDIL),
        ev("end_turn"),
        ev("captain_ability", 0, ability=CaptainAbility.WALL_OF_THE_BRUINEN),
    )
    elves = match.state.sides[0]
    assert elves.ability_used(AbilityKind.OFFENSIVE) and elves.ability_used(AbilityKind.DEFENSIVE)
    with pytest.raises(InputError):
        match.record(ev("captain_ability", 0, ability=CaptainAbility.UNDERGROUND))
    match = match.record(ev("captain_ability", 1, ability=CaptainAbility.WINGED_CREATURES))
    assert match.state.sides[1].abilities_used == (CaptainAbility.WINGED_CREATURES,)


def test_models_lost_cannot_exceed_models_left():
    with pytest.raises(InputError) as error:
        play(fresh(), ev("models_lost", 1, 8), ev("models_lost", 1, 3))
    assert error.value.field == "events[1].count"


def test_undo_drops_the_last_event():
    base = play(fresh(), ev("steal", 0))
    after = play(base, ev("throw", 1), ev("carrier_in_zone", 1))
    assert after.undo().undo() == base
    assert after.undo().state.sides[1].score.total == 0
    assert fresh().undo() == fresh()


event_st = st.one_of(
    st.builds(lambda k, s: ev(k, s), st.sampled_from(["steal", "ball_in_zone", "carrier_in_zone"]), st.integers(0, 1)),
    st.builds(lambda s: ev("models_lost", s, 1), st.integers(0, 1)),
    st.just(ev("end_turn")),
)


@settings(max_examples=40, deadline=None)
@given(st.lists(event_st, max_size=20))
def test_save_load_round_trip_and_undo_replays(events):
    match = fresh(30, 30)
    history = [match]
    for event in events:
        try:
            match = match.record(event)
        except InputError:
            break
        history.append(match)
    text = json.dumps(HEADER | MATCH.dump(match))
    assert MATCH.parse(json.loads(text)) == match
    while len(history) > 1:
        history.pop()
        match = match.undo()
        assert match == history[-1]
        assert match.state == history[-1].state


def test_results_json():
    match = play(fresh(), ev("steal", 1), ev("captain_ability", 1, ability=CaptainAbility.EYE_OF_MORDOR))
    got = MATCH.results(MATCH.evaluate(match))
    assert got["sides"][1]["score"]["total"] == 1
    assert got["sides"][1]["offensive_used"] is True and got["sides"][1]["defensive_used"] is False
    assert got["log"][1] == {
        "index": 1,
        "turn": 1,
        "points": 0,
        "type": "captain_ability",
        "side": 1,
        "ability": "eye_of_mordor",
    }
    assert got["leader"] == 1 and got["game_over"] is False


@pytest.mark.parametrize(
    "data, field",
    [
        ({"sides": [{"name": "A", "models": 10}]}, "sides"),
        ({"sides": [{"name": "A", "models": 0}, {"name": "B", "models": 10}]}, "sides[0].models"),
        ({"sides": [{"name": "A", "models": 10}, {"name": 5, "models": 10}]}, "sides[1].name"),
        ({"events": [{"type": "steal", "side": 2}]}, "events[0].side"),
        ({"events": [{"type": "dance", "side": 0}]}, "events[0].type"),
        ({"events": [{"type": "models_lost", "side": 0}]}, "events[0].count"),
        ({"events": [{"type": "captain_ability", "side": 0, "ability": "fireball"}]}, "events[0].ability"),
        ({"events": [{"type": "throw", "side": 0}, {"type": "throw", "side": 0}]}, "events[1]"),
        ({"events": "steal"}, "events"),
    ],
)
def test_bad_saved_match_names_the_field(data, field):
    base = {"sides": [{"name": "A", "models": 10}, {"name": "B", "models": 10}], "events": []}
    with pytest.raises(InputError) as error:
        MATCH.parse(HEADER | base | data)
    assert error.value.field == field


def test_dataclass_refuses_bad_setup():
    with pytest.raises(InputError) as error:
        Match((SideSetup("A", 10),))
    assert error.value.field == "sides"
    with pytest.raises(InputError) as error:
        fresh().record(Event(EventKind.STEAL, None))
    assert error.value.field == "events[0].side"
