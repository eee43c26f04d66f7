"""The players' phones in the rules and the store: what a table's statements make of it, names folded for "find my
name", the round clock, and the store's links, phone actions, settings and clock on a file and on PostgreSQL
(kept by undo, a copy, an older file's migration)."""

import shutil
from datetime import UTC, datetime, timedelta
from fractions import Fraction

import pytest

from companion.model.errors import InputError
from companion.tournament.errors import DeskError
from companion.tournament.event import Table
from companion.tournament.phones import (
    NothingToAnswer,
    NotYourTable,
    PhoneSettings,
    ResultStands,
    RoundClock,
    Statement,
    StatementKind,
    TableStatus,
    UnknownLink,
    decide,
    fold_name,
    table_status,
    token_shaped,
)
from companion.tournament.store import EventStore, LogKind, copy_event
from companion.tournament.store.phone_actions import clock_after
from tests.tournament.store_helpers import ids, new_store, result, round_of

REPORT, CONFIRM, DISPUTE = StatementKind.REPORT, StatementKind.CONFIRM, StatementKind.DISPUTE
TABLE = Table(1, (1, 2))


def said(player, kind, first=None, second=None, seats=(1, 2), conceded=None):
    return Statement(player, kind, seats, None if first is None else result(first, second, conceded))


@pytest.mark.parametrize(("statements", "result_in", "expected"), [
    ((), None, TableStatus.WAITING),
    ((said(1, REPORT, 180, 150),), None, TableStatus.REPORTED),
    ((said(1, REPORT, 180, 150), said(2, REPORT, 180, 150)), result(180, 150), TableStatus.CONFIRMED),
    ((said(1, REPORT, 180, 150), said(2, CONFIRM)), result(180, 150), TableStatus.CONFIRMED),
    ((said(1, REPORT, 180, 150), said(2, REPORT, 150, 180)), None, TableStatus.DISPUTED),
    ((said(1, REPORT, 180, 150), said(2, REPORT, 180, 150, conceded=1)), None, TableStatus.DISPUTED),
    ((said(1, REPORT, 180, 150), said(2, DISPUTE)), None, TableStatus.DISPUTED),
    ((), result(10, 10), TableStatus.DESK),
    ((said(1, REPORT, 180, 150), said(2, CONFIRM)), result(170, 150), TableStatus.DESK),  # the desk changed it
    ((said(1, REPORT, 180, 150),), result(180, 150), TableStatus.DESK),  # one report is no agreement
    ((said(1, REPORT, 180, 150, seats=(1, 3)),), None, TableStatus.WAITING),  # said at another seating
])
def test_a_table_s_status_follows_what_its_players_said_and_its_result(statements, result_in, expected):
    table = Table(1, (1, 2), result_in)
    assert table_status(table, statements) is expected


def test_a_decision_makes_the_result_only_when_both_agree_and_never_over_a_result():
    first = decide(TABLE, (), said(1, REPORT, 180, 150))
    assert (first.result, first.status) == (None, TableStatus.REPORTED)
    agreed = decide(TABLE, first.statements, said(2, CONFIRM))
    assert (agreed.result, agreed.status) == (result(180, 150), TableStatus.CONFIRMED)
    disputed = decide(TABLE, first.statements, said(2, DISPUTE))
    assert (disputed.result, disputed.status) == (None, TableStatus.DISPUTED)
    corrected = decide(TABLE, disputed.statements, said(1, REPORT, 170, 150))  # Ann corrects hers: still disputed
    assert corrected.status is TableStatus.DISPUTED and corrected.result is None
    settled = decide(TABLE, corrected.statements, said(2, CONFIRM))  # until Bob confirms the new one
    assert settled.result == result(170, 150)
    assert decide(TABLE, first.statements, said(1, REPORT, 180, 150)).unchanged
    with pytest.raises(NothingToAnswer):
        decide(TABLE, (), said(2, CONFIRM))
    with pytest.raises(NotYourTable):
        decide(TABLE, (), said(3, REPORT, 1, 2, seats=(1, 2)))
    with pytest.raises(ResultStands) as desk:
        decide(Table(1, (1, 2), result(10, 10)), (), said(1, REPORT, 10, 10))
    assert desk.value.status is TableStatus.DESK
    done = Table(1, (1, 2), result(180, 150))
    assert decide(done, agreed.statements, said(2, CONFIRM)).unchanged  # the same word again
    with pytest.raises(ResultStands) as confirmed:
        decide(done, agreed.statements, said(1, REPORT, 1, 2))
    assert confirmed.value.status is TableStatus.CONFIRMED


@pytest.mark.parametrize(("typed", "name"), [
    ("sarka dvorakova", "Šárka Dvořáková"), ("DELLORTO", "Luca Dell’Orto"), ("obrien", "O'Brien"),
    ("orjan odegard", "Ørjan Ødegård"), ("lukasz", "Łukasz"), ("strasse", "Straße"), ("zoe", "Zoë"),
    ("  ann   lee ", "Ann Lee"),
])
def test_find_my_name_folds_case_accents_and_apostrophes(typed, name):
    assert fold_name(typed) in fold_name(name)


def test_the_round_clock_starts_pauses_extends_and_counts_down():
    start = datetime(2026, 12, 5, 10, 0, tzinfo=UTC)
    running = clock_after(None, "start", 90, 1, start)
    assert running.running and running.remaining_at(start + timedelta(minutes=30)) == 60 * 60_000
    paused = clock_after(running, "pause", None, 1, start + timedelta(minutes=30))
    assert not paused.running and paused.remaining_at(start + timedelta(hours=5)) == 60 * 60_000
    extended = clock_after(paused, "extend", 10, 1, start + timedelta(hours=5))
    again = clock_after(extended, "start", None, 1, start + timedelta(hours=6))
    assert again.remaining_at(start + timedelta(hours=6, minutes=70)) == 0
    assert again.remaining_at(start + timedelta(hours=6, minutes=71)) == -60_000  # time up: it goes on counting
    assert clock_after(again, "start", None, 1, start) == again
    assert clock_after(again, "set", 45, 1, start) == RoundClock(1, 45 * 60_000)
    with pytest.raises(InputError):
        clock_after(None, "start", None, 1, start)
    with pytest.raises(DeskError):
        clock_after(None, "pause", None, 1, start)


def served_event(location: str) -> tuple[EventStore, dict[str, int], dict[str, str]]:
    store = new_store(location)
    people = ids(store)
    store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
    tokens = store.links()
    return store, people, {name: tokens[player] for name, player in people.items()}


def test_every_player_gets_a_link_of_their_own_and_the_desk_reissues_or_revokes_it(places):
    with new_store(places.event()) as store:
        links = store.links()
        people = ids(store)
        assert set(links) == set(people.values()) and len(set(links.values())) == len(links)
        assert all(token_shaped(token) for token in links.values())
        new = store.reissue_link(people["Ann"])
        assert new != links[people["Ann"]] and store.player_of_link(new).name == "Ann"
        assert store.player_of_link(links[people["Ann"]]) is None
        store.revoke_link(people["Bob"])
        store.revoke_link(people["Bob"])  # revoked already: nothing more
        assert people["Bob"] not in store.links()
        log = store.log()
        assert [(entry.kind, entry.details["action"]) for entry in log[-2:]] == [(LogKind.LINK, "reissue"),
                                                                                   (LogKind.LINK, "revoke")]
        store.undo()
        assert store.links()[people["Bob"]] == links[people["Bob"]]


def test_a_phone_s_word_goes_through_the_store_s_checks_and_undo_reverts_it(places):
    store, people, tokens = served_event(places.event())
    with store:
        route = "/api/p/{token}/report"
        with pytest.raises(UnknownLink):
            store.phone_statement("x" * 24, REPORT, 1, 1, scores=(Fraction(1), Fraction(2)), request_id="a",
                                  route=route)
        with pytest.raises(NotYourTable):
            store.phone_statement(tokens["Ann"], REPORT, 1, 2, scores=(Fraction(1), Fraction(2)), request_id="b",
                                  route=route)
        with pytest.raises(InputError, match="conceded"):
            store.phone_statement(tokens["Ann"], REPORT, 1, 1, scores=(Fraction(1), Fraction(2)), conceded="Cid",
                                  request_id="c", route=route)
        store.phone_statement(tokens["Ann"], REPORT, 1, 1, scores=(Fraction(180), Fraction(150)), request_id="d",
                              route=route)
        store.phone_statement(tokens["Bob"], CONFIRM, 1, 1, request_id="e", route=route)
        assert store.load().rounds[0].tables[0].result == result(180, 150)
        undone = store.undo()
        assert undone.kind is LogKind.PHONE_CONFIRM
        snapshot, phones = store.phone_view()
        assert snapshot.event.rounds[0].tables[0].result is None
        assert table_status(snapshot.event.rounds[0].tables[0], phones.statements[(1, 1)]) is TableStatus.REPORTED
        # the desk's own result wins over the phones, and refuses nothing the phones said
        store.report(1, 1, result(100, 100))
        with pytest.raises(ResultStands):
            store.phone_statement(tokens["Bob"], CONFIRM, 1, 1, request_id="f", route=route)


def test_the_clock_and_the_phones_settings_are_kept_in_the_event(places):
    location = places.event()
    store, people, tokens = served_event(location)
    with store:
        with pytest.raises(DeskError):
            store.clock("pause")
        store.clock("start", 150)
        store.edit_phone_settings(PhoneSettings(self_check_in=True, hide_standings=True, pin="2468"))
        with pytest.raises(InputError, match="pin"):
            store.edit_phone_settings(PhoneSettings(pin="12"))
        assert store.log()[-1].details == {"changed": {"self_check_in": [False, True], "hide_standings": [False, True],
                                                       "pin": [False, True]}}
        store.phone_drop(tokens["Dan"], request_id="drop", route="/p/{token}/drop")
    with EventStore.open(location) as store:  # closed and opened again: still there
        phones = store.phone_state()
        assert phones.clock.running and phones.clock.duration_ms == 150 * 60_000
        assert phones.settings == PhoneSettings(self_check_in=True, hide_standings=True, pin="2468")
        assert store.load().player_named("Dan").dropped_after == 1
        store.clock("pause")
        assert not store.phone_state().clock.running


def test_a_copy_carries_the_links_the_statements_the_requests_the_settings_and_the_clock(every_place):
    source = every_place["sqlite"].event("source")
    store, people, tokens = served_event(source)
    with store:
        store.phone_statement(tokens["Cid"], REPORT, 1, 2, scores=(Fraction(1), Fraction(2)), request_id="r",
                              route="/api/p/{token}/report")
        store.clock("start", 60)
        store.edit_phone_settings(PhoneSettings(pin="1357"))
    destination = every_place["postgresql"].event("copy")
    copy_event(source, destination)
    with EventStore.open(source) as original, EventStore.open(destination) as copied:
        assert copied.phone_view() == original.phone_view()
        assert copied.links() == original.links()
        answer = copied.phone_statement(tokens["Cid"], REPORT, 1, 2, scores=(Fraction(1), Fraction(2)),
                                        request_id="r", route="/api/p/{token}/report")
        assert answer.repeated and answer.status == "reported"  # the request seen before came along


def test_an_older_event_file_gets_a_link_for_each_player_when_migrated(tmp_path):
    from tests.tournament.test_store_files import OLD_EVENT

    path = tmp_path / "old.companion-event"
    shutil.copy(OLD_EVENT, path)
    with EventStore.open(path) as store:
        links = store.links()
        assert set(links) == {player.id for player in store.load().players}
        assert all(token_shaped(token) for token in links.values())
        assert store.phone_state() == type(store.phone_state())()
