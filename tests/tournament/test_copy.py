"""``companion event copy``: a whole event, log and versions included, from a file to a server and back (and file
to file, server to server). The copy carries on where the source stood; a destination holding anything is refused."""

import json
from fractions import Fraction

import pytest

from companion.tournament.errors import EventFileError
from companion.tournament.event import Result
from companion.tournament.store import EventStore, LogKind, copy_event
from tests.tournament.store_helpers import ids, new_store, result, round_of


def lived_in_event(location: str) -> None:
    """An event with a bit of everything a copy must keep: exact halves, a concession, a replaced result, a
    drop, a fixed table, a late join, undone changes, two desks in the log."""
    with new_store(location, names=("Ann", "Bob", "Cid", "Dan", "Eve"), desk="Desk A") as store:
        people = ids(store)
        ann, bob, cid, dan, eve = (people[name] for name in ("Ann", "Bob", "Cid", "Dan", "Eve"))
        store.set_fixed_table(cid, 2)
        store.publish_round(round_of(1, (ann, bob), (cid, dan), bye=eve))
        store.report(1, 1, Result((Fraction(45, 2), Fraction(20)), None))
        store.report(1, 2, result(0, 150, conceded=0))
    with EventStore.open(location, desk="Desk B") as store:
        store.report(1, 1, result(180, 150), replace=True)
        store.add_player("Fay")
        store.undo()
        store.drop(dan)
        store.publish_round(round_of(2, (ann, eve), (bob, cid)))
        store.add_player("Gus")
        store.report(2, 1, result(10, 10))


def everything(location: str) -> tuple:
    with EventStore.open(location) as store:
        return store.snapshot(), store.log()


@pytest.mark.parametrize(("source_kind", "destination_kind"), [("sqlite", "postgresql"), ("postgresql", "sqlite"),
                                                                ("sqlite", "sqlite"), ("postgresql", "postgresql")])
def test_a_copy_holds_the_whole_event_its_log_and_its_versions(every_place, source_kind, destination_kind):
    source = every_place[source_kind].event("source")
    destination = every_place[destination_kind].event("copy")
    lived_in_event(source)
    copy_event(source, destination)
    assert everything(destination) == everything(source)


def test_a_round_trip_file_server_file_gives_an_identical_show_json_and_log(every_place, run):
    first = every_place["sqlite"].event("laptop")
    on_server = every_place["postgresql"].event("venue")
    back = every_place["sqlite"].event("archive")
    lived_in_event(first)
    assert run("copy", first, on_server) == (0, f"copied {first} to {EventStore.open(on_server).where}\n", "")
    assert run("copy", on_server, back)[0] == 0
    shown = [run("show", location, "--json")[1] for location in (first, on_server, back)]
    assert shown[0] == shown[1] == shown[2] and json.loads(shown[0])["rounds"][1]["tables"][0]["score"] == [10, 10]
    logs = [everything(location)[1] for location in (first, on_server, back)]
    assert logs[0] == logs[1] == logs[2] and {entry.desk for entry in logs[0]} == {"Desk A", "Desk B"}
    assert every_place["sqlite"].rows(first) == every_place["sqlite"].rows(back)  # row for row, undo data too


def test_the_copy_carries_on_where_the_source_stood(every_place):
    source = every_place["sqlite"].event("laptop")
    destination = every_place["postgresql"].event("venue")
    lived_in_event(source)
    seen = everything(source)[0]
    copy_event(source, destination)
    with EventStore.open(destination, desk="Desk C") as store:
        people = ids(store)
        # A form opened on the laptop before the move still saves on the server: the versions came along.
        store.edit_player(people["Ann"], "Ann", club="Blue", expected_version=seen.player_versions[people["Ann"]])
        hal = store.add_player("Hal")
        assert hal.id > max(people.values())  # a new id, after the copied ones
        assert store.undo().id == seen.revision + 2  # Hal's entry follows the copied log
        assert store.undo().id == seen.revision + 1
        # then the source's own changes, undone from the copy
        assert store.undo().kind is LogKind.REPORT and store.load().rounds[1].tables[0].result is None
        assert store.undo().details["name"] == "Gus"
        assert store.load().player_named("Gus") is None and store.load().player_named("Hal") is None


@pytest.mark.parametrize("destination_kind", ["sqlite", "postgresql"])
def test_a_destination_that_holds_anything_is_refused_and_left_as_it_was(every_place, run, destination_kind):
    source = every_place["sqlite"].event("source")
    lived_in_event(source)
    places = every_place[destination_kind]
    taken = places.event("taken")
    new_store(taken, names=("Zed",)).close()
    before = places.rows(taken)
    status, out, err = run("copy", source, taken)
    assert (status, out) == (2, "") and err.count("\n") == 1
    assert ("already exists" if places.sqlite else "already holds an event") in err
    assert places.rows(taken) == before
    if not places.sqlite:
        other = places.event("other")
        places.execute(other, "CREATE TABLE notes (text TEXT)")
        with pytest.raises(EventFileError, match="is not empty: an event needs a database of its own"):
            copy_event(source, other)
        assert places.rows(other) == {"notes": []}


def test_a_source_that_is_not_an_event_is_refused_and_nothing_is_made(every_place, run):
    empty = every_place["postgresql"].event("empty")
    destination = every_place["sqlite"].event("never")
    status, out, err = run("copy", empty, destination)
    assert (status, out) == (2, "") and "holds no event" in err and err.count("\n") == 1
    assert every_place["sqlite"].rows(destination) is None


def test_a_source_whose_log_cannot_be_read_is_copied_with_a_warning(places, run, tmp_path):
    """The copy carries the log as it is, and says it is damaged as the reading commands say a damaged event is."""
    source = places.event("damaged")
    new_store(source).close()
    places.execute(source, "UPDATE change_log SET details = '{' WHERE id = 2")
    copied = tmp_path / "copy.companion-event"
    status, out, err = run("copy", source, copied)
    assert status == 0 and out.startswith("copied "), err
    assert err.startswith("companion event copy: warning: ") and err.count("\n") == 1, err
    assert "is damaged: change 2 of its log cannot be read" in err
    with EventStore.open(copied) as store:
        assert len(store.snapshot().event.players) == 4
        with pytest.raises(EventFileError, match="change 2 of its log cannot be read"):
            store.log()


def test_a_source_too_damaged_to_copy_is_refused_as_show_refuses_it(places, run, tmp_path):
    """A score that is not a number cannot be copied: the refusal names the event and the table, as ``show``'s."""
    source = places.event("damaged")
    with new_store(source) as store:
        people = ids(store)
        store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        store.report(1, 1, result(10, 5))
    places.execute(source, "UPDATE round_table SET score_1 = 'lots' WHERE number = 1")
    copied = tmp_path / "copy.companion-event"
    status, out, err = run("copy", source, copied)
    assert (status, out) == (2, "") and err.count("\n") == 1, err
    assert err == run("show", source)[2].replace("companion event show: ", "companion event copy: ")
    assert "is damaged: round 1, table 1 has a score that is not one the desk takes" in err
    assert not copied.exists()
