"""Byes in the standings: each choice of what a bye counts for VP and SoS against hand-computed numbers (the worked
example of ``docs/tournament-rules.md``, "Byes in the standings", among them), the settings' rules, the store on a
file and on a server (round trip, log, undo, the migration both ways) and the command line."""

import json
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from sqlalchemy import inspect

from companion.model.errors import InputError
from companion.tournament.event import ByeSos, ByeVp, Event, Player, Round, Table, Tiebreak
from companion.tournament.rules import validate_settings
from companion.tournament.standings import AverageOpponent, standings
from companion.tournament.store import EventStore, LogKind, migrate
from tests.tournament.histories import events
from tests.tournament.store_helpers import new_store
from tests.tournament.test_cli_event import shown
from tests.tournament.worked import ANN, BOB, CID, DAN, PLAYERS, result, settings

EVE = 5
NAMES = {ANN: "Ann", BOB: "Bob", CID: "Cid", DAN: "Dan", EVE: "Eve"}
ROUND_1 = Round(1, (Table(1, (ANN, BOB), result(180, 150)), Table(2, (CID, DAN), result(120, 100))), bye=EVE)
ROUND_2 = Round(2, (Table(1, (EVE, ANN), result(200, 90)), Table(2, (CID, BOB), result(150, 100))), bye=DAN)


def example(rounds=(ROUND_1, ROUND_2), **changes) -> Event:
    """The rules file's example: five players, two rounds of Warzone (500 points), Eve's bye in round 1, Dan's in 2."""
    return Event(settings(**changes), (*PLAYERS, Player(EVE, "Eve")), rounds)


def table_of(event: Event) -> list[tuple]:
    return [(s.rank, NAMES[s.player], s.points, s.sos, s.vp_difference, s.vp_scored, s.vp_conceded)
            for s in standings(event)]


DEFAULT = [(1, "Eve", 6, 3, 110, 200, 90), (2, "Cid", 4, 4, 70, 270, 200), (3, "Dan", 4, 4, -20, 100, 120),
           (4, "Ann", 3, 6, -80, 270, 350), (5, "Bob", 0, 7, -80, 250, 330)]


@pytest.mark.parametrize(("changes", "expected"), [
    ({}, DEFAULT),
    # Dan met Cid (4 points): his bye is an average opponent of 4, SoS 8 beats Cid's 4. Eve met Ann (3): 3 + 3.
    ({"bye_sos": ByeSos.AVERAGE}, [(1, "Eve", 6, 6, 110, 200, 90), (2, "Dan", 4, 8, -20, 100, 120),
                                   (3, "Cid", 4, 4, 70, 270, 200), (4, "Ann", 3, 6, -80, 270, 350),
                                   (5, "Bob", 0, 7, -80, 250, 330)]),
    # Dan's bye is his one game again (100–120), Eve's hers (200–90): their VP difference doubles.
    ({"bye_vp": ByeVp.AVERAGE}, [(1, "Eve", 6, 3, 220, 400, 180), (2, "Cid", 4, 4, 70, 270, 200),
                                 (3, "Dan", 4, 4, -40, 200, 240), (4, "Ann", 3, 6, -80, 270, 350),
                                 (5, "Bob", 0, 7, -80, 250, 330)]),
    # A bye is a 100–0: Dan's −20 becomes +80, past Cid's +70 (SoS is equal).
    ({"bye_vp": ByeVp.FIXED, "bye_vp_fixed": 100}, [(1, "Eve", 6, 3, 210, 300, 90), (2, "Dan", 4, 4, 80, 200, 120),
                                                    (3, "Cid", 4, 4, 70, 270, 200), (4, "Ann", 3, 6, -80, 270, 350),
                                                    (5, "Bob", 0, 7, -80, 250, 330)]),
    ({"bye_vp": ByeVp.AVERAGE, "bye_sos": ByeSos.AVERAGE}, [
        (1, "Eve", 6, 6, 220, 400, 180), (2, "Dan", 4, 8, -40, 200, 240), (3, "Cid", 4, 4, 70, 270, 200),
        (4, "Ann", 3, 6, -80, 270, 350), (5, "Bob", 0, 7, -80, 250, 330)]),
    # The fixed number is kept but unused while the choice is zero.
    ({"bye_vp": ByeVp.ZERO, "bye_vp_fixed": 100}, DEFAULT),
])
def test_the_worked_example_with_each_choice(changes, expected):
    assert table_of(example(**changes)) == expected


def test_the_terms_say_what_a_bye_counted():
    by_player = {s.player: s for s in standings(example(bye_vp=ByeVp.AVERAGE, bye_sos=ByeSos.AVERAGE))}
    dan = by_player[DAN]
    assert (dan.bye_vp, dan.bye_sos) == (ByeVp.AVERAGE, ByeSos.AVERAGE)
    assert [(g.round, g.bye, g.vp_scored, g.vp_conceded) for g in dan.terms(Tiebreak.VP_DIFFERENCE)] == [
        (1, False, 100, 120), (2, True, 100, 120)]
    assert dan.average_opponents == (AverageOpponent(2, Fraction(4), 1),)
    assert dan.sos == sum(term.points for term in dan.opponents) + sum(t.points for t in dan.average_opponents)
    assert dan.points == 4 and (dan.wins, dan.draws, dan.losses, dan.byes) == (0, 1, 0, 1)
    plain = {s.player: s for s in standings(example())}[DAN]
    assert [g.bye for g in plain.terms(Tiebreak.VP_SCORED)] == [False] and plain.average_opponents == ()
    # A bye never counts for anyone else: Ann's SoS is Bob's 0 and Eve's 6 under every choice.
    assert by_player[ANN].sos == 6 and by_player[ANN].average_opponents == ()


def test_a_bye_before_any_other_game_counts_zero_vp_and_adds_no_average_opponent():
    for changes in ({"bye_vp": ByeVp.AVERAGE, "bye_sos": ByeSos.AVERAGE}, {"bye_vp": ByeVp.FIXED, "bye_vp_fixed": 100}):
        eve = {s.player: s for s in standings(example((ROUND_1,), **changes))}[EVE]
        fixed = 100 if changes["bye_vp"] is ByeVp.FIXED else 0
        assert (eve.points, eve.sos, eve.vp_scored, eve.vp_conceded, eve.vp_difference) == (3, 0, fixed, 0, fixed)
        assert eve.average_opponents == () and eve.byes == 1


def test_the_averages_are_exact_and_each_bye_counts_one():
    # Eve: a bye, a draw 45/2–10 against Ann, a bye, a draw 11–10 against Bob. Ann and Bob have 1 point each...
    rounds = (Round(1, (), bye=EVE), Round(2, (Table(1, (EVE, ANN), result(Fraction(45, 2), 10)),)),
              Round(3, (Table(1, (BOB, CID), result(200, 10)),), bye=EVE),
              Round(4, (Table(1, (BOB, EVE), result(10, 11)),)))
    eve = {s.player: s for s in standings(example(rounds, bye_vp=ByeVp.AVERAGE, bye_sos=ByeSos.AVERAGE))}[EVE]
    # ... Bob 3 more for beating Cid: the opponents' mean is (1 + 4) / 2 = 5/2, once per bye.
    assert [term.points for term in eve.opponents] == [1, 4]
    assert eve.average_opponents == (AverageOpponent(1, Fraction(5, 2), 2), AverageOpponent(3, Fraction(5, 2), 2))
    assert eve.sos == 10
    # VP scored per game (45/2 + 11) / 2 = 67/4, conceded 10, for each of the two byes.
    byes = [game for game in eve.games if game.bye]
    assert [(game.vp_scored, game.vp_conceded) for game in byes] == [(Fraction(67, 4), 10)] * 2
    assert eve.vp_scored == Fraction(45, 2) + 11 + 2 * Fraction(67, 4) == 67
    assert eve.vp_conceded == 40 and eve.vp_difference == 27


@hypothesis_settings(max_examples=150, deadline=None)
@given(events(max_players=7, max_rounds=4), st.integers(0, 300))
def test_every_choice_scales_the_plain_sums_by_the_byes(event, fixed):
    """Against the defaults, on random events: the points never move; an average scales what the games give by
    (games + byes) / games, a fixed number adds it per bye, an average opponent scales SoS by (met + byes) / met."""
    plain = {s.player: s for s in standings(event)}
    for changes in ({"bye_vp": ByeVp.AVERAGE, "bye_sos": ByeSos.AVERAGE}, {"bye_vp": ByeVp.FIXED, "bye_vp_fixed": fixed}):
        counted = {s.player: s for s in standings(replace(event, settings=replace(event.settings, **changes)))}
        for player, before in plain.items():
            after, games = counted[player], len(before.games) - before.byes
            assert (after.points, after.byes, after.opponents) == (before.points, before.byes, before.opponents)
            if changes["bye_vp"] is ByeVp.FIXED:
                assert after.vp_scored == before.vp_scored + fixed * before.byes
                assert after.vp_conceded == before.vp_conceded and after.sos == before.sos
                continue
            scale = Fraction(games + before.byes, games) if games else 1
            assert (after.vp_scored, after.vp_conceded) == (before.vp_scored * scale, before.vp_conceded * scale)
            assert after.sos == before.sos * scale and len(after.average_opponents) == (before.byes if games else 0)


@pytest.mark.parametrize(("changes", "field"), [
    ({"bye_vp": "fixed"}, "bye_vp"), ({"bye_sos": "average"}, "bye_sos"), ({"bye_vp_fixed": -1}, "bye_vp_fixed"),
    ({"bye_vp_fixed": True}, "bye_vp_fixed"), ({"bye_vp_fixed": 1_000_001}, "bye_vp_fixed"),
    ({"bye_vp_fixed": Fraction(1, 2)}, "bye_vp_fixed"),
])
def test_what_the_bye_settings_must_be(changes, field):
    with pytest.raises(InputError) as refused:
        validate_settings(settings(**changes))
    assert refused.value.field == field
    validate_settings(settings(bye_vp=ByeVp.FIXED, bye_vp_fixed=1_000_000, bye_sos=ByeSos.AVERAGE))


def test_the_store_keeps_the_bye_settings_logs_them_and_undoes_them(places):
    location = places.event()
    with new_store(location) as store:
        before = store.load().settings
        assert (before.bye_vp, before.bye_vp_fixed, before.bye_sos) == (ByeVp.ZERO, 0, ByeSos.NOTHING)
        wanted = replace(before, bye_vp=ByeVp.FIXED, bye_vp_fixed=250, bye_sos=ByeSos.AVERAGE)
        store.edit_settings(wanted)
        entry = store.log()[-1]
        assert entry.kind is LogKind.EDIT_SETTINGS
        assert entry.details["changed"] == {"bye_vp": ["zero", "fixed"], "bye_vp_fixed": [0, 250],
                                            "bye_sos": ["nothing", "average"]}
    with EventStore.open(location) as store:
        assert store.load().settings == wanted
        store.edit_settings(replace(wanted, bye_vp=ByeVp.AVERAGE))
        assert store.load().settings.bye_vp_fixed == 250
        store.undo()
        assert store.load().settings == wanted
        store.undo()
        assert store.load().settings == before
        with pytest.raises(InputError):
            store.edit_settings(replace(before, bye_vp_fixed=-5))
        assert store.load().settings == before
    places.sound(location)


def test_the_migration_adds_the_bye_settings_with_todays_defaults_and_goes_back(places):
    location = places.event()
    with new_store(location) as store:
        store.edit_settings(replace(store.load().settings, bye_vp=ByeVp.AVERAGE, bye_sos=ByeSos.AVERAGE, seed=9))
        with store._engine.begin() as connection:
            migrate.downgrade(connection, "0004")
        with store._engine.connect() as connection:
            columns = {column["name"] for column in inspect(connection).get_columns("event")}
            assert "painting_use" in columns and not columns & {"bye_vp", "bye_vp_fixed", "bye_sos"}
    with EventStore.open(location) as store:  # migrated again: the byes count as before the choice existed
        event = store.load()
        assert (event.settings.bye_vp, event.settings.bye_vp_fixed, event.settings.bye_sos) == (
            ByeVp.ZERO, 0, ByeSos.NOTHING)
        assert event.settings.seed == 9 and [player.name for player in event.players] == ["Ann", "Bob", "Cid", "Dan"]
        store.edit_settings(replace(event.settings, bye_vp=ByeVp.FIXED, bye_vp_fixed=7))
        assert store.load().settings.bye_vp_fixed == 7
    places.sound(location)


def test_bye_settings_from_the_command_line(run, event_file):
    event = shown(run, event_file)
    assert (event["bye_vp"], event["bye_vp_fixed"], event["bye_sos"]) == ("zero", 0, "nothing")
    status, out, _ = run("settings", event_file, "--bye-vp", "120", "--bye-sos", "average", "--desk", "door")
    assert status == 0 and "byes: VP 120, SoS average\n" in out
    event = shown(run, event_file)
    assert (event["bye_vp"], event["bye_vp_fixed"], event["bye_sos"]) == ("fixed", 120, "average")
    status, out, _ = run("settings", event_file, "--bye-vp", "average", "--json")
    assert status == 0 and {key: json.loads(out)[key] for key in ("bye_vp", "bye_vp_fixed", "bye_sos")} == {
        "bye_vp": "average", "bye_vp_fixed": 120, "bye_sos": "average"}
    assert run("settings", event_file, "--bye-vp", "zero", "--bye-sos", "nothing")[0] == 0
    assert (shown(run, event_file)["bye_vp"], shown(run, event_file)["bye_sos"]) == ("zero", "nothing")
    status, out, _ = run("undo", event_file)
    assert status == 0 and "(edit-settings, by " in out
    assert shown(run, event_file)["bye_vp"] == "average"


@pytest.mark.parametrize(("arguments", "match"), [
    (("--bye-vp", "-1"), "--bye-vp: zero, average or a whole number from 0 to 1000000 (got '-1')"),
    (("--bye-vp", "fixed"), "--bye-vp: zero, average or a whole number from 0 to 1000000 (got 'fixed')"),
    (("--bye-vp", "2.5"), "--bye-vp: zero, average or a whole number"),
    (("--bye-vp", "1000001"), "--bye-vp: zero, average or a whole number"),
    (("--bye-vp", "9" * 5000), "(got '99999999999999999999…' (5,000 characters))"),
    (("--bye-vp", ""), "--bye-vp: zero, average or a whole number"),
    (("--bye-sos", "zero"), "--bye-sos: nothing or average (got 'zero')"),
    (("--bye-sos", "\x1b[2Jave\nrage"), "--bye-sos: nothing or average (got '\\x1b[2Jave rage')"),
    (("--bye-sos", "average", "--bye-vp", "half"), "--bye-vp: zero, average or a whole number"),
])
def test_bad_bye_settings_on_the_command_line_change_nothing(refused, event_file, arguments, match):
    refused(event_file, "settings", event_file, *arguments, match=match)
