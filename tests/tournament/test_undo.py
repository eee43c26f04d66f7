"""Undo names the change it undoes and refuses cleanly when anything newer arrived, checked inside its own
transaction: two desks interleaved deterministically, on a file and on PostgreSQL. A change other than the
latest is undone only when no later change depends on it."""

import re
import threading
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.tournament import store as store_module
from companion.tournament.errors import ConflictError, DeskError, StaleError
from companion.tournament.log import LogKind, undoable
from companion.tournament.store import EventStore
from tests.tournament.store_helpers import ids, new_store, result, round_of


@pytest.fixture
def desks(places):
    """One event (four players, round 1 published) open on two desks."""
    location = places.event()
    with new_store(location) as first:
        people = ids(first)
        first.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        with EventStore.open(location, desk="Desk B") as second:
            yield first, second, people


def unchanged_by(store, act, error_type, match):
    before, revision = store.load(), store.revision()
    with pytest.raises(error_type, match=match) as refused:
        act()
    assert store.load() == before and store.revision() == revision and len(store.log()) == revision
    return refused.value


def test_an_undo_asked_before_another_desks_change_is_refused_naming_it(desks):
    first, second, _ = desks
    first.report(1, 1, result(180, 150))
    seen = first.revision()
    target = undoable(first.log(), "Desk A")
    second.report(1, 2, result(120, 100))  # another desk's change lands between the look and the click
    error = unchanged_by(first, lambda: first.undo(target.id, seen=seen), StaleError,
                         rf"changed since you looked at it \(change {seen + 1}, by Desk B\)")
    assert error.arguments == ("Desk B", seen + 1)
    # Looked at again, the same change (Desk A's own) is undone, not Desk B's newer one.
    undone = first.undo(target.id, seen=first.revision())
    assert undone.id == target.id and undone.kind is LogKind.REPORT
    tables = first.load().rounds[0].tables
    assert tables[0].result is None and tables[1].result == result(120, 100)


def test_the_check_runs_inside_the_undos_transaction_while_another_desk_commits(desks, monkeypatch):
    """Desk B is in the middle of its action (its transaction open, the event locked) when Desk A asks to undo:
    A's undo waits for B's commit and then, in its own transaction, sees B's change and refuses."""
    first, second, _ = desks
    first.report(1, 1, result(180, 150))
    seen = first.revision()
    target = undoable(first.log())
    inside, go = threading.Event(), threading.Event()
    original = store_module._Transaction.commit_log

    def commit_log(tx):
        if tx.desk == "Desk B":
            inside.set()
            assert go.wait(30)
        original(tx)

    monkeypatch.setattr(store_module._Transaction, "commit_log", commit_log)
    writer = threading.Thread(target=second.report, args=(1, 2, result(120, 100)))
    writer.start()
    assert inside.wait(30)
    outcome: list[BaseException | object] = []

    def undo() -> None:
        try:
            outcome.append(first.undo(target.id, seen=seen))
        except BaseException as error:  # noqa: BLE001 - handed to the test's thread
            outcome.append(error)

    undoer = threading.Thread(target=undo)
    undoer.start()
    undoer.join(0.5)
    assert undoer.is_alive() and not outcome  # waiting for Desk B's transaction
    go.set()
    writer.join(30)
    undoer.join(30)
    assert len(outcome) == 1 and isinstance(outcome[0], StaleError), outcome
    assert "by Desk B" in str(outcome[0])
    event = first.load()
    assert event.rounds[0].tables[0].result == result(180, 150)  # nothing undone
    assert event.rounds[0].tables[1].result == result(120, 100)
    assert first.log()[-1].kind is LogKind.REPORT and first.log()[-1].desk == "Desk B"


def test_without_seen_each_desk_undoes_its_own_change_even_after_the_others(desks):
    first, second, _ = desks
    first.report(1, 1, result(180, 150))
    mine = undoable(first.log(), "Desk A")
    second.report(1, 2, result(120, 100))
    assert undoable(first.log()).desk == "Desk B" and undoable(first.log(), "Desk A") == mine
    assert first.undo(mine.id).id == mine.id  # independent: another table
    tables = first.load().rounds[0].tables
    assert tables[0].result is None and tables[1].result == result(120, 100)
    log = first.log()
    assert log[-1].kind is LogKind.UNDO and log[-1].undoes == mine.id
    assert undoable(log, "Desk A").kind is LogKind.PUBLISH_ROUND
    # Desk A's publish now has Desk B's result after it: it cannot go before that result does.
    publish = undoable(log, "Desk A")
    unchanged_by(first, lambda: first.undo(publish.id), DeskError,
                 rf"change {publish.id} cannot be undone before change {mine.id + 1} \(Desk B\), which depends on it: "
                 rf"undo change {mine.id + 1} first")
    second.undo()
    assert first.undo(publish.id).kind is LogKind.PUBLISH_ROUND and first.load().rounds == ()


def test_two_desks_undoing_the_same_change_one_wins(desks):
    first, second, _ = desks
    first.report(1, 1, result(180, 150))
    target = undoable(first.log())
    assert second.undo(target.id).id == target.id
    unchanged_by(first, lambda: first.undo(target.id), ConflictError,
                 rf"change {target.id} was undone already \(by change {target.id + 1}, Desk B\)")


def test_what_cannot_be_undone_at_all(desks):
    first, _, _ = desks
    unchanged_by(first, lambda: first.undo(1), DeskError, "the event's creation cannot be undone")
    unchanged_by(first, lambda: first.undo(999), DeskError, "there is no change 999")
    first.undo()
    undo_entry = first.log()[-1]
    unchanged_by(first, lambda: first.undo(undo_entry.id), DeskError, "is an undo: it cannot be undone itself")


def test_a_later_change_to_the_same_row_blocks_an_earlier_one(desks):
    first, second, people = desks
    first.edit_player(people["Ann"], "Anna")
    rename = undoable(first.log())
    second.check_in(people["Ann"])
    unchanged_by(first, lambda: first.undo(rename.id), DeskError, rf"undo change {rename.id + 1} first")
    second.check_in(people["Bob"])  # another player: no bearing on the rename
    second.undo(rename.id + 1)  # Desk B takes its check-in of Ann back
    first.undo(rename.id)
    assert first.load().player(people["Ann"]).name == "Ann" and first.load().player(people["Bob"]).checked_in


def test_a_player_seated_later_blocks_undoing_their_arrival(places):
    with new_store(places.event(), names=("Ann", "Bob", "Cid")) as store:
        added = store.add_player("Dan")
        arrival = undoable(store.log())
        people = ids(store)
        store.check_in_players(people.values())
        store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], added.id)))
        publish = undoable(store.log())
        # The check-in came after the arrival and wrote Dan's row: that is named first.
        unchanged_by(store, lambda: store.undo(arrival.id), DeskError, rf"undo change {arrival.id + 1} first")
        store.undo(arrival.id + 1)
        unchanged_by(store, lambda: store.undo(arrival.id), DeskError,
                     rf"cannot be undone before change {publish.id} \(Desk A\), which depends on it")


def test_an_earlier_rounds_result_or_pairing_stays_while_a_later_round_stands(places):
    with new_store(places.event()) as store:
        people = ids(store)
        ann, bob, cid, dan = (people[name] for name in ("Ann", "Bob", "Cid", "Dan"))
        store.publish_round(round_of(1, (ann, bob), (cid, dan)))
        first_publish = undoable(store.log())
        store.report(1, 1, result(3, 1))
        first_result = undoable(store.log())
        store.report(1, 2, result(3, 1))
        store.publish_round(round_of(2, (ann, cid), (bob, dan)))
        second_publish = undoable(store.log())
        store.edit_player(ann, "Anna")  # a later change of no bearing on the rounds
        unchanged_by(store, lambda: store.undo(first_result.id), DeskError,
                     rf"undo change {second_publish.id} first")
        unchanged_by(store, lambda: store.undo(first_publish.id), DeskError, "first")
        store.report(1, 1, result(1, 3), replace=True)  # a replaced result goes back to the one before it
        replaced = undoable(store.log())
        store.report(2, 1, result(5, 5))
        assert store.undo(replaced.id).id == replaced.id
        assert store.load().rounds[0].tables[0].result == result(3, 1)


def test_a_name_taken_since_blocks_undoing_a_rename(places):
    with new_store(places.event()) as store:
        people = ids(store)
        store.edit_player(people["Ann"], "Anna")
        rename = undoable(store.log())
        store.add_player("Ann")
        unchanged_by(store, lambda: store.undo(rename.id), DeskError, rf"undo change {rename.id + 1} first")


# --- a property: an undo allowed out of order is the event as if that change had never been made -----------------

ACTIONS = st.lists(st.tuples(st.sampled_from(("check-in", "rename", "fixed", "report", "drop")), st.integers(0, 3),
                             st.integers(0, 3)), min_size=2, max_size=7)


def play(store: EventStore, people: list[int], steps) -> list[int]:
    """Apply the steps (those the store accepts), return the log id of each step's change (0: it made none)."""
    made = []
    for kind, who, value in steps:
        player = people[who]
        before = store.revision()
        try:
            if kind == "check-in":
                store.check_in(player, checked_in=bool(value % 2))
            elif kind == "rename":
                store.edit_player(player, f"Name {who}-{value}", club=f"Club {value}")
            elif kind == "fixed":
                store.set_fixed_table(player, value + 1 if value else None)
            elif kind == "report":
                table = 1 + who % 2
                store.report(1, table, result(value, 3 - value), replace=True)
            else:
                store.drop(player, 1)
        except DeskError:
            pass
        made.append(store.revision() if store.revision() != before else 0)
    return made


def comparable(event):
    return replace(event, players=tuple(sorted(event.players, key=lambda player: player.id)))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(steps=ACTIONS, pick=st.integers(0, 6))
def test_an_undo_out_of_order_equals_the_event_without_that_change(tmp_path_factory, steps, pick):
    folder = tmp_path_factory.mktemp("undo")
    with new_store(str(folder / "all.companion-event")) as store:
        people = list(ids(store).values())
        store.publish_round(round_of(1, (people[0], people[1]), (people[2], people[3])))
        made = play(store, people, steps)
        chosen = [index for index, change in enumerate(made) if change]
        if not chosen:
            return
        index = chosen[pick % len(chosen)]
        try:
            store.undo(made[index])
        except DeskError as refusal:
            blocker = int(re.search(r"undo change (\d+) first", str(refusal))[1])
            assert blocker > made[index]  # a later change, touching what this one touched
            return
        undone = store.load()
    with new_store(str(folder / "without.companion-event")) as other:
        other.publish_round(round_of(1, (people[0], people[1]), (people[2], people[3])))
        replayed = play(other, people, steps[:index] + steps[index + 1:])
        if [bool(change) for change in replayed] != [bool(change) for k, change in enumerate(made) if k != index]:
            return  # a later step was refused (or accepted) because of this one: not a change that depends on it
        assert comparable(other.load()) == comparable(undone)
