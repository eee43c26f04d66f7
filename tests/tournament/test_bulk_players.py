"""Actions on several players at once: one transaction, one log entry, one undo; all or nothing, also when the
process doing it is killed; players already in the asked state left as they are; dropped players reinstated."""

import random
import sys
import time

import pytest

from companion.model.errors import InputError
from companion.tournament.errors import DeskError, StaleError
from companion.tournament.log import LogKind, details_fit, player_ids, player_names
from companion.tournament.rules import LeftOutReason, who_plays
from companion.tournament.store import EventStore
from tests.tournament.store_helpers import ids, new_store, result, round_of
from tests.tournament.test_reliability_processes import acknowledged, event_with, worker

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")


@pytest.fixture
def store(places):
    with new_store(places.event(), names=NAMES) as opened:
        yield opened


def refused_without_a_trace(store, act, error_type, match):
    before, revision = store.load(), store.revision()
    with pytest.raises(error_type, match=match):
        act()
    assert store.load() == before and store.revision() == revision and len(store.log()) == revision


def test_checking_in_a_selection_is_one_change_and_one_undo(store):
    people = ids(store)
    store.check_in(people["Bob"])  # already checked in: left as he is
    revision = store.revision()
    everyone = list(people.values())
    saved = store.check_in_players(everyone)
    assert [player.id for player in saved] == everyone and all(player.checked_in for player in saved)
    assert store.revision() == revision + 1
    entry = store.log()[-1]
    assert entry.kind is LogKind.CHECK_IN and details_fit(entry)
    assert entry.details == {"players": [people[name] for name in NAMES if name != "Bob"],
                             "names": [name for name in NAMES if name != "Bob"], "checked_in": True}
    assert player_names(entry) == tuple(name for name in NAMES if name != "Bob")
    # The older single-player entry reads the same way.
    single = store.log()[-2]
    assert player_ids(single) == (people["Bob"],) and player_names(single) == ("Bob",) and details_fit(single)
    assert store.check_in_players(everyone) == saved and store.revision() == revision + 1  # none changes: no entry
    assert store.undo().id == entry.id
    event = store.load()
    assert [player.name for player in event.players if player.checked_in] == ["Bob"]
    store.check_in_players([people["Bob"], people["Ann"]], checked_in=False)
    assert not any(player.checked_in for player in store.load().players)


def test_dropping_a_selection_is_one_change_and_reinstating_brings_them_back(store):
    people = ids(store)
    ann, bob, cid, dan, eve, fay = (people[name] for name in NAMES)
    store.publish_round(round_of(1, (ann, bob), (cid, dan), (eve, fay)))
    for table in (1, 2, 3):
        store.report(1, table, result(3, 1))
    store.drop(fay)  # dropped already: left as she is
    revision = store.revision()
    dropped = store.drop_players([cid, dan, eve, fay])
    assert [player.dropped_after for player in dropped] == [1, 1, 1, 1]
    entry = store.log()[-1]
    assert (store.revision(), entry.kind, entry.details) == (
        revision + 1, LogKind.DROP, {"players": [cid, dan, eve], "names": ["Cid", "Dan", "Eve"], "after_round": 1})
    assert who_plays(store.load(), 2).playing == (ann, bob)
    assert store.undo().id == entry.id
    assert who_plays(store.load(), 2).playing == (ann, bob, cid, dan, eve)
    store.drop_players([cid, dan, eve])
    reinstated = store.reinstate_players([cid, dan, ann])  # Ann is not dropped: left as she is
    assert [player.dropped_after for player in reinstated] == [None, None, None]
    entry = store.log()[-1]
    assert entry.kind is LogKind.REINSTATE and details_fit(entry)
    assert entry.details == {"players": [cid, dan], "names": ["Cid", "Dan"]}
    attendance = who_plays(store.load(), 2)
    assert attendance.playing == (ann, bob, cid, dan)
    assert {(out.player, out.reason) for out in attendance.left_out} == {(eve, LeftOutReason.DROPPED),
                                                                          (fay, LeftOutReason.DROPPED)}
    revision = store.revision()
    store.reinstate_players([ann, bob])
    assert store.revision() == revision  # nobody was dropped: no entry
    store.undo()
    assert [player.dropped_after for player in store.load().players] == [None, None, 1, 1, 1, 1]


def test_one_player_who_cannot_be_dropped_refuses_the_whole_selection(store):
    people = ids(store)
    ann, bob, cid, dan, eve, fay = (people[name] for name in NAMES)
    store.publish_round(round_of(1, (ann, bob), (cid, dan), (eve, fay)))
    store.report(1, 3, result(3, 1))
    refused_without_a_trace(store, lambda: store.drop_players([ann, bob, eve], after_round=0), DeskError,
                            "Eve has a result in round 1: drop them after it")
    refused_without_a_trace(store, lambda: store.drop_players([ann, bob], after_round=2), InputError,
                            "a round from 0 to 1")
    refused_without_a_trace(store, lambda: store.check_in_players([ann, 999]), DeskError, "there is no player 999")
    refused_without_a_trace(store, lambda: store.check_in_players([]), InputError, "at least one player")
    refused_without_a_trace(store, lambda: store.reinstate_players(["Ann"]), InputError, "player ids")
    assert store.drop_players([ann, bob], after_round=0)[0].dropped_after == 0  # no result yet: re-pair round 1


def test_a_selection_read_before_another_desks_change_is_refused_whole(store):
    people = ids(store)
    seen = store.snapshot()
    with EventStore.open(store.location, desk="Desk B") as other:
        other.edit_player(people["Cid"], "Cid", club="Blue")
    refused_without_a_trace(store, lambda: store.check_in_players(people.values(),
                                                                  expected_versions=seen.player_versions),
                            StaleError, r"player Cid was changed meanwhile \(by Desk B\)")
    refused_without_a_trace(store, lambda: store.drop_players(people.values(), expected_versions=seen.player_versions),
                            StaleError, "Cid")
    fresh = store.snapshot().player_versions
    assert len(store.check_in_players(people.values(), expected_versions=fresh)) == len(NAMES)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL needs POSIX")
def test_a_process_killed_in_the_middle_of_bulk_actions_leaves_all_or_nothing(places):
    location = event_with(places.event("bulk"), 64)
    rng = random.Random(20261224)
    acknowledged_changes = 0
    for _ in range(12):
        process = worker("bulk", location)
        time.sleep(rng.uniform(0, 0.4))
        process.kill()
        output, _ = process.communicate(timeout=60)
        acknowledged_changes += len(acknowledged(output))
        places.sound(location)
        with EventStore.open(location) as store:
            event = store.load()
            log = store.log()
        assert len({player.checked_in for player in event.players}) == 1  # the 64 all in, or all out
        assert len({player.dropped_after for player in event.players}) == 1
        bulk = [entry for entry in log if entry.kind in (LogKind.CHECK_IN, LogKind.DROP, LogKind.REINSTATE)]
        assert all(len(entry.details["players"]) == 64 for entry in bulk)  # one entry each, never a part
        assert len(bulk) >= acknowledged_changes
    assert acknowledged_changes > 12
