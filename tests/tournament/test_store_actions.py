"""Every action of the store round-trips through the file or the server database, is refused without a trace when it must be,
and undo walks back through the actions restoring each earlier event exactly."""

import socket
from dataclasses import replace
from fractions import Fraction

import pytest

from companion import games
from companion.model.errors import InputError
from companion.model.scoring import BattlePointBand
from companion.tournament.errors import ConflictError, DeskError, ResultExists, StaleError
from companion.tournament.event import DEFAULT_TIEBREAKS, Result, Round, Settings, Table, Tiebreak
from companion.tournament.log import details_fit
from companion.tournament.store import EventStore, LogKind, PlayerInput, Reported
from tests.tournament.store_helpers import ids, new_store, result, round_of
from tests.tournament.worked import settings


@pytest.fixture
def store(places):
    with new_store(places.event()) as opened:
        yield opened


def reopened(store: EventStore) -> EventStore:
    return EventStore.open(store.location, desk="Desk B")


@pytest.mark.parametrize("game_id", [entry.id for entry in games.GAMES])
def test_each_game_preset_round_trips_exactly(places, game_id):
    created = Settings(name="Autumn Cup", game=game_id, scoring=games.game(game_id).tournament_scoring(),
                       date="2026-11-14", points_limit=1500, rounds_planned=6, tiebreaks=(Tiebreak.VP_SCORED,),
                       table_count=12, fresh_tables=True, check_in_required=True, seed=2**63 - 1)
    location = places.event()
    with EventStore.create(location, created) as store:
        assert store.load().settings == created
    with EventStore.open(location) as store:
        assert store.load().settings == created
        assert store.load().players == () and store.load().rounds == ()


def test_the_lustria_bands_and_odd_exact_values_survive(places):
    scoring = replace(games.game("lustria").tournament_scoring(), win=Fraction(7, 3), draw_margin=Fraction(1, 40),
                      concession=(Fraction(41, 2), Fraction(0)))
    assert scoring.battle_points[-1].up_to is None and len(scoring.battle_points) == 11
    created = Settings(name="Lustria", game="lustria", scoring=scoring)
    with EventStore.create(places.event(), created) as store:
        assert store.load().settings == created


def test_every_action_round_trips_and_undo_restores_each_earlier_event_exactly(store):
    people = ids(store)
    ann, bob, cid, dan = (people[name] for name in ("Ann", "Bob", "Cid", "Dan"))
    edited = replace(store.load().settings, date="2026-12-05", tiebreaks=(Tiebreak.VP_DIFFERENCE, Tiebreak.SOS),
                     table_count=4, fresh_tables=True,
                     scoring=replace(store.load().settings.scoring, bye=Fraction(2),
                                     battle_points=(BattlePointBand(Fraction(10), Fraction(1), Fraction(0)),
                                                    BattlePointBand(None, Fraction(2), Fraction(0)))))
    steps = [
        (lambda: store.edit_settings(edited), lambda event: event.settings == edited),
        (lambda: store.add_player("Eve", "Dadi Rossi", "Orks"),
         lambda event: event.player_named("eve").club == "Dadi Rossi"),
        (lambda: store.import_players([PlayerInput("Fay", "", "Elves"), PlayerInput("Gus")]),
         lambda event: event.player_named("Fay").faction == "Elves" and event.player_named("Gus") is not None),
        (lambda: store.edit_player(ann, "Anna", "Blue", "Dwarves"),
         lambda event: event.player(ann).name == "Anna" and event.player(ann).faction == "Dwarves"),
        (lambda: store.merge_factions("DWARVES", "Dwarfs"), lambda event: event.player(ann).faction == "Dwarfs"),
        (lambda: store.check_in(bob), lambda event: event.player(bob).checked_in),
        (lambda: store.set_fixed_table(cid, 3), lambda event: event.player(cid).fixed_table == 3),
        (lambda: store.late_join(store.load().player_named("Gus").id, 2),
         lambda event: event.player_named("Gus").joined_round == 2),
        (lambda: store.drop(store.load().player_named("Fay").id, 0),
         lambda event: event.player_named("Fay").dropped_after == 0),
        (lambda: store.publish_round(round_of(1, (ann, bob), (cid, dan), bye=store.load().player_named("Eve").id),
                                     everyone=True),  # Bob is checked in, the others are not: pair everyone
         lambda event: len(event.rounds) == 1 and event.rounds[0].bye == event.player_named("Eve").id),
        (lambda: store.swap_players(1, bob, dan), lambda event: event.rounds[0].tables[0].players == (ann, dan)),
        (lambda: store.swap_players(1, ann, store.load().player_named("Eve").id),
         lambda event: event.rounds[0].bye == ann),
        (lambda: store.repair_round(round_of(1, (ann, cid), (bob, dan), bye=store.load().player_named("Eve").id),
                                    everyone=True),
         lambda event: event.rounds[0].tables[0].players == (ann, cid)),
        (lambda: store.report(1, 1, result(180, 150)), lambda event: event.rounds[0].tables[0].result ==
         result(180, 150)),
        (lambda: store.report(1, 2, result(Fraction(45, 2), 0, conceded=0)),
         lambda event: event.rounds[0].tables[1].result == result(Fraction(45, 2), 0, 0)),
        (lambda: store.report(1, 1, result(100, 150), replace=True),
         lambda event: event.rounds[0].tables[0].result == result(100, 150)),
        (lambda: store.drop(dan), lambda event: event.player(dan).dropped_after == 1),
        (lambda: store.adjust(cid, -1, "late list"), lambda event: [(item.player, item.points, item.reason)
                                                                    for item in event.adjustments] == [
            (cid, -1, "late list")]),
        (lambda: store.set_soft_score(bob, "sportsmanship", Fraction(9, 2), 1),
         lambda event: [(item.player, item.value, item.round) for item in event.soft_scores] == [(bob, Fraction(9, 2), 1)]),
    ]
    events = [store.load()]
    for act, holds in steps:
        act()
        event = store.load()
        assert holds(event)
        with reopened(store) as other:  # in the file, not only in this process
            assert other.load() == event
        events.append(event)
    for expected in reversed(events[:-1]):
        store.undo()
        assert store.load() == expected
    for _ in range(4):  # then the four players the event started with
        assert store.undo().kind is LogKind.ADD_PLAYER
    assert store.load().players == ()
    with pytest.raises(DeskError, match="nothing to undo"):
        store.undo()
    assert [entry.kind for entry in store.log()].count(LogKind.UNDO) == len(steps) + 4  # the four players too
    # Every entry holds the details its kind is documented with (log.DETAILS), which the pages word.
    assert [entry for entry in store.log() if not details_fit(entry)] == []
    phones = {LogKind.PHONE_REPORT, LogKind.PHONE_CONFIRM, LogKind.PHONE_DISPUTE, LogKind.PHONE_CHECK_IN,
              LogKind.PHONE_DROP, LogKind.LINK, LogKind.PHONE_SETTINGS, LogKind.CLOCK}  # test_phones' round trips
    assert {entry.kind for entry in store.log()} >= set(LogKind) - {LogKind.REINSTATE} - phones


def test_the_log_says_who_when_and_what_and_which_change_an_undo_reverted(places):
    location = places.event()
    with EventStore.create(location, settings()) as store:
        store.add_player("Ann", club="Blue")
    with EventStore.open(location, desk="Judges' table") as store:
        store.add_player("Bob")
        store.undo()
        log = store.log()
    assert [(entry.id, entry.kind, entry.desk) for entry in log] == [
        (1, LogKind.CREATE, socket.gethostname()), (2, LogKind.ADD_PLAYER, socket.gethostname()),
        (3, LogKind.ADD_PLAYER, "Judges' table"), (4, LogKind.UNDO, "Judges' table")]
    assert log[1].details == {"player": 1, "name": "Ann", "club": "Blue", "faction": "", "joined_round": 1}
    assert log[2].undone_by == 4 and log[3].undoes == 3 and log[3].details == {"entry": 3, "kind": "add-player"}
    assert all(entry.at.tzinfo is not None for entry in log)
    assert [entry.at for entry in log] == sorted(entry.at for entry in log)


def test_a_later_join_and_an_undone_change_walk_back_in_order(store):
    people = ids(store)
    store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
    late = store.add_player("Eve")
    assert late.joined_round == 2  # a player added once the event is under way joins the next round
    store.report(1, 1, result(1, 0))
    undone = store.undo()
    assert undone.kind is LogKind.REPORT and store.load().rounds[0].tables[0].result is None
    store.report(1, 2, result(3, 3))
    assert store.undo().kind is LogKind.REPORT  # the newest change, not the undone one again
    assert store.undo().kind is LogKind.ADD_PLAYER
    assert store.load().player_named("Eve") is None


def test_the_same_result_again_is_accepted_and_writes_nothing(store):
    people = ids(store)
    store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
    assert store.report(1, 1, result(180, 150)).outcome is Reported.RECORDED
    revision = store.revision()
    outcome = store.report(1, 1, Result((180, Fraction(300, 2))))
    assert (outcome.outcome, outcome.previous) == (Reported.UNCHANGED, result(180, 150))
    assert store.revision() == revision and len(store.log()) == revision


def test_a_different_result_needs_replace_and_says_what_is_there_and_who_entered_it(store):
    people = ids(store)
    store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
    store.report(1, 1, result(180, 150))
    with reopened(store) as other:
        with pytest.raises(ResultExists) as refused:
            other.report(1, 1, result(150, 180))
        assert refused.value.existing == result(180, 150)
        assert str(refused.value) == "round 1, table 1 already has 180–150 (entered by Desk A)"
        assert refused.value.arguments == (1, 1, Fraction(180), Fraction(150), "Desk A")
        replaced = other.report(1, 1, result(150, 180), replace=True)
    assert (replaced.outcome, replaced.previous) == (Reported.REPLACED, result(180, 150))
    assert store.load().rounds[0].tables[0].result == result(150, 180)
    assert store.log()[-1].details["replaced"] == {"score": [180, 150], "conceded": None}


def refused_without_a_trace(store, act, error_type, match):
    before, revision = store.load(), store.revision()
    with pytest.raises(error_type, match=match):
        act()
    assert store.load() == before and store.revision() == revision and len(store.log()) == revision


def test_refusals_change_nothing(store):
    people = ids(store)
    ann, bob, cid, dan = (people[name] for name in ("Ann", "Bob", "Cid", "Dan"))
    cases = [
        (lambda: store.add_player("  ann "), InputError, r"name: a name no other player has \(Ann is in the event\)"),
        (lambda: store.add_player(" "), InputError, "a player needs a name"),
        (lambda: store.import_players([PlayerInput("Eve"), PlayerInput("EVE")]), InputError, r"players\[1\]\.name"),
        (lambda: store.import_players([PlayerInput("Eve"), PlayerInput("Bob")]), InputError, r"players\[1\]\.name"),
        (lambda: store.import_players([]), InputError, "at least one player"),
        (lambda: store.edit_player(bob, "CID"), InputError, "Cid is in the event"),
        (lambda: store.edit_player(99, "Zed"), DeskError, "there is no player 99"),
        (lambda: store.set_fixed_table(ann, 0), InputError, "fixed_table"),
        (lambda: store.late_join(ann, 0), InputError, "a round number of at least 1"),
        (lambda: store.edit_settings(replace(store.load().settings, points_limit=None)), InputError,
         "a warzone event needs a points limit"),
        (lambda: store.edit_settings(replace(store.load().settings, game="chess")), InputError, "game: one of"),
        (lambda: store.edit_settings(replace(store.load().settings, tiebreaks=(Tiebreak.SOS, Tiebreak.SOS))),
         InputError, "tiebreaks"),
        (lambda: store.edit_settings(replace(store.load().settings, scoring=replace(
            store.load().settings.scoring, win=Fraction(-1)))), InputError, r"scoring\.win"),
        (lambda: store.edit_settings(replace(store.load().settings, scoring=replace(
            store.load().settings.scoring, battle_points=(BattlePointBand(Fraction(5), 1, 0),
                                                          BattlePointBand(Fraction(5), 2, 0))))),
         InputError, "increasing"),
        (lambda: store.publish_round(round_of(1, (ann, bob))), DeskError, "missing: Cid, Dan"),
        (lambda: store.publish_round(round_of(1, (ann, bob), (cid, ann), bye=dan)), DeskError, "twice: Ann"),
        (lambda: store.publish_round(round_of(2, (ann, bob), (cid, dan))), DeskError, "the next round to pair is round 1"),
        (lambda: store.publish_round(Round(1, (Table(1, (ann, bob)), Table(1, (cid, dan))))), DeskError,
         "its own number"),
        (lambda: store.report(1, 1, result(1, 0)), DeskError, "there is no round 1"),
    ]
    for act, error_type, match in cases:
        refused_without_a_trace(store, act, error_type, match)
    store.publish_round(round_of(1, (ann, bob), (cid, dan)))
    store.report(1, 1, result(180, 150))
    cases = [
        (lambda: store.report(1, 3, result(1, 0)), DeskError, "round 1 has no table 3"),
        (lambda: store.report(2, 1, result(1, 0)), DeskError, "there is no round 2"),
        (lambda: store.report(1, 2, Result((Fraction(-1), Fraction(3)))), InputError, "0 or more"),
        (lambda: store.report(1, 2, Result((22.5, 3))), InputError, "an exact number"),
        (lambda: store.report(1, 2, result(1, 2, conceded=2)), InputError, "conceded"),
        (lambda: store.publish_round(round_of(2, (ann, cid), (bob, dan))), DeskError,
         "round 1 still has tables without a result: 2"),
        (lambda: store.publish_round(round_of(1, (ann, cid), (bob, dan))), ConflictError,
         r"round 1 is already paired \(by Desk A\)"),
        (lambda: store.repair_round(round_of(1, (ann, cid), (bob, dan))), DeskError, "has results"),
        (lambda: store.swap_players(1, ann, cid), InputError, "table 1 has one"),
        (lambda: store.drop(ann, 0), DeskError, "Ann has a result in round 1"),
        (lambda: store.late_join(bob, 2), DeskError, "Bob already played in round 1"),
        (lambda: store.edit_settings(replace(store.load().settings, game="ringball")),
         DeskError, "the game cannot change"),
    ]
    for act, error_type, match in cases:
        refused_without_a_trace(store, act, error_type, match)
    store.set_fixed_table(ann, 2)
    refused_without_a_trace(store, lambda: store.set_fixed_table(bob, 2), DeskError, "table 2 is already fixed for Ann")
    store.report(1, 2, result(120, 100))
    store.publish_round(round_of(2, (ann, cid), (dan, bob)))
    refused_without_a_trace(store, lambda: store.report(1, 1, result(1, 0)), DeskError,
                            r"round 1 is not the current round \(2\): changing it needs replace")
    assert store.report(1, 1, result(180, 150)).outcome is Reported.UNCHANGED  # the same again is still fine


def test_a_save_based_on_an_older_read_is_refused_and_names_the_other_desk(store):
    people = ids(store)
    ann = people["Ann"]
    seen = store.snapshot()
    with reopened(store) as other:
        other.edit_player(ann, "Ann", club="Blue")
        other.edit_settings(replace(seen.event.settings, date="2026-12-24"))
    refused_without_a_trace(store, lambda: store.edit_player(ann, "Anna", expected_version=seen.player_versions[ann]),
                            StaleError, r"player Ann was changed meanwhile \(by Desk B\)")
    refused_without_a_trace(store, lambda: store.check_in(ann, expected_version=seen.player_versions[ann]),
                            StaleError, "changed meanwhile")
    refused_without_a_trace(store, lambda: store.edit_settings(replace(seen.event.settings, rounds_planned=3),
                                                               expected_version=seen.settings_version),
                            StaleError, r"settings were changed meanwhile \(by Desk B\)")
    fresh = store.snapshot()
    assert fresh.player_versions[ann] > seen.player_versions[ann]
    store.edit_player(ann, "Anna", expected_version=fresh.player_versions[ann])
    # Unchanged rows keep their versions: a form for another player still saves.
    assert store.snapshot().player_versions[people["Bob"]] == seen.player_versions[people["Bob"]]
    store.check_in(people["Bob"], expected_version=seen.player_versions[people["Bob"]])


def test_a_pairing_made_before_a_change_and_a_stale_table_or_round_are_refused(store):
    people = ids(store)
    ann, bob, cid, dan = (people[name] for name in ("Ann", "Bob", "Cid", "Dan"))
    basis = store.revision()
    store.check_in(ann)
    refused_without_a_trace(store, lambda: store.publish_round(round_of(1, (ann, bob), (cid, dan)),
                                                               based_on_revision=basis),
                            StaleError, r"the event changed since this pairing was made \(by Desk A\): pair again")
    store.publish_round(round_of(1, (ann, bob), (cid, dan)), based_on_revision=store.revision(), everyone=True)
    seen = store.snapshot()
    with reopened(store) as other:
        other.swap_players(1, bob, dan)
    refused_without_a_trace(store, lambda: store.swap_players(1, ann, cid, expected_version=seen.round_versions[1]),
                            StaleError, r"round 1 was changed meanwhile \(by Desk B\)")
    refused_without_a_trace(store, lambda: store.repair_round(round_of(1, (ann, cid), (bob, dan)), everyone=True,
                                                              expected_version=seen.round_versions[1]),
                            StaleError, "round 1 was changed meanwhile")
    seen = store.snapshot()
    with reopened(store) as other:
        other.report(1, 2, result(5, 5))
    refused_without_a_trace(store, lambda: store.report(1, 2, result(6, 5), replace=True,
                                                        expected_version=seen.table_versions[(1, 2)]),
                            StaleError, r"table 2 of round 1 was changed meanwhile \(by Desk B\)")
    # A result changes its round's version too: a swap form opened before it reloads.
    assert store.snapshot().round_versions[1] > seen.round_versions[1]
    store.report(1, 1, result(1, 0), expected_version=seen.table_versions[(1, 1)])


def test_versions_only_move_forward_also_through_undo(store):
    people = ids(store)
    ann = people["Ann"]
    first = store.snapshot().player_versions[ann]
    store.edit_player(ann, "Anna")
    store.undo()
    after_undo = store.snapshot()
    assert after_undo.event.player(ann).name == "Ann"
    assert after_undo.player_versions[ann] > first  # a form read before the edit must still reload
    with pytest.raises(StaleError):
        store.edit_player(ann, "Ann B", expected_version=first)


def test_drop_and_late_join_into_a_round_just_paired_then_re_pair(store):
    people = ids(store)
    ann, bob, cid, dan = (people[name] for name in ("Ann", "Bob", "Cid", "Dan"))
    store.publish_round(round_of(1, (ann, bob), (cid, dan)))
    store.report(1, 1, result(3, 1))
    store.report(1, 2, result(3, 1))
    store.publish_round(round_of(2, (ann, cid), (bob, dan)))
    eve = store.add_player("Eve")
    assert eve.joined_round == 3
    store.late_join(eve.id, 2)  # she arrived in time for round 2
    store.drop(dan, 1)  # he did not come back for round 2
    refused_without_a_trace(store, lambda: store.repair_round(round_of(2, (ann, cid), (bob, dan))), DeskError,
                            "not playing: Dan")
    store.repair_round(round_of(2, (ann, cid), (bob, eve.id)))
    assert store.load().rounds[1].tables[1].players == (bob, eve.id)
    assert store.drop(dan).dropped_after == 1  # dropping again changes nothing


def test_fixed_table_beyond_the_event_tables_is_refused(places):
    with new_store(places.event(), table_count=2) as store:
        with pytest.raises(InputError, match="a table from 1 to 2"):
            store.set_fixed_table(ids(store)["Ann"], 3)
        assert store.set_fixed_table(ids(store)["Ann"], 2).fixed_table == 2
        assert store.set_fixed_table(ids(store)["Ann"], None).fixed_table is None


def test_default_tiebreaks_and_seed_are_kept(places):
    with EventStore.create(places.event(), settings(seed=12345)) as store:
        assert store.load().settings.tiebreaks == DEFAULT_TIEBREAKS and store.load().settings.seed == 12345
