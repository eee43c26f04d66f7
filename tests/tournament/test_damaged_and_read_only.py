"""Events that are damaged, read-only or not files at all: a score that is not a number, an unknown tiebreak, a
table naming a missing player, a file that fails SQLite's integrity check, a file or folder the user cannot
write, stale side files, a FIFO or a device where the event should be, a round backup that cannot be written.
Reading says what is wrong in one line (or reads what it can), writing refuses, nothing is left behind."""

import os
import sqlite3
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from companion.tournament.errors import EventFileError
from companion.tournament.store import EventStore
from tests.tournament.hostile import as_nobody, companion, folder_state, nobodys_folder, read_only_view
from tests.tournament.store_helpers import ids, new_store, result, round_of, side_files_hold_nothing

COMMANDS = (("show",), ("show", "--json"), ("standings",), ("standings", "--json"), ("pair",),
            ("export", "csv-results", "{folder}/results.csv"), ("export", "pdf-standings", "{folder}/standings.pdf"),
            ("report", "--round", 1, "--table", 2, "--score", 3, 1))


@pytest.fixture
def played(places):
    """Round 1 paired, table 1's result in."""
    location = places.event("damaged")
    with new_store(location) as store:
        people = ids(store)
        store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        store.report(1, 1, result(10, 5))
    return location


DAMAGE = {
    "a score that is not a number": ("UPDATE round_table SET score_1 = 'lots' WHERE number = 1",
                                     "is damaged: round 1, table 1 has a score that is not one the desk takes"),
    "a score too long to be one": ("UPDATE round_table SET score_1 = '1/" + "7" * 2500 + "' WHERE number = 1",
                                   "is damaged: round 1, table 1 has a score that is not one the desk takes"),
    "an unknown tiebreak": ("UPDATE event SET tiebreaks = 'sos,luck'",
                            "is damaged: its setting tiebreaks holds 'sos,luck'"),
    "a scoring value that is not a number": ("UPDATE event SET win = 'three'", "is damaged: its setting win holds"),
    "an unknown game": ("UPDATE event SET game = 'chess'", "is damaged: its setting game holds 'chess'"),
    "an unknown use of a soft score": ("UPDATE event SET painting_use = 'weird'",
                                       "is damaged: its setting painting_use holds 'weird'"),
    "a soft score of an unknown kind": ("INSERT INTO soft_score (player_id, kind, value, round_number, version) "
                                        "SELECT id, 'bogus', '3', 0, 1 FROM player LIMIT 1",
                                        "is of a kind the desk does not know ('bogus')"),
}


@pytest.mark.parametrize("kind", DAMAGE)
@pytest.mark.parametrize("command", COMMANDS, ids=lambda command: " ".join(map(str, command)))
def test_a_damaged_event_is_one_line_naming_the_part_on_every_command(places, run, played, kind, command,
                                                                      command_line_locale):
    statement, match = DAMAGE[kind]
    places.execute(played, statement)
    before = places.rows(played)
    name, *rest = (str(part).format(folder=places.folder) for part in command)
    status, out, err = run(name, played, *rest)
    assert (status, out) == (2, "") and err.count("\n") == 1 and "Traceback" not in err, err
    assert match in err, err
    assert places.rows(played) == before
    assert not (places.folder / "results.csv").exists() and not (places.folder / "standings.pdf").exists()


def test_a_concession_by_a_third_player_is_named_as_such(tmp_path, run):
    """The file's CHECK forbids it; a file written with the checks off (or by another tool) can still hold it."""
    location = tmp_path / "cup.companion-event"
    with new_store(str(location)) as store:
        people = ids(store)
        store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        store.report(1, 1, result(10, 5))
    with sqlite3.connect(location) as connection:
        connection.execute("PRAGMA ignore_check_constraints = ON")
        connection.execute("UPDATE round_table SET conceded_by = 3 WHERE number = 1")
    connection.close()
    status, out, err = run("standings", location)
    assert (status, out) == (2, "") and err.count("\n") == 1, err
    assert "round 1, table 1 says the player 3 conceded; only player 1 or 2 can" in err and "score" not in err


def test_a_table_naming_a_missing_player_is_one_line(tmp_path, run):
    """Only a file can hold it: its references are checked by whoever writes it (a server checks them always)."""
    location = tmp_path / "cup.companion-event"
    with new_store(str(location)) as store:
        people = ids(store)
        store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
    connection = sqlite3.connect(location)
    connection.execute("UPDATE round_table SET player_2 = 99 WHERE number = 2")
    connection.commit()
    connection.close()
    for command in COMMANDS:
        name, *rest = (str(part).format(folder=tmp_path) for part in command)
        status, out, err = run(name, location, *rest)
        assert (status, out) == (2, ""), err
        assert "is damaged: round 1, table 2 names a player it does not have (99)" in err and err.count("\n") == 1


def test_a_damaged_log_is_one_line_when_the_log_is_read(places, played):
    places.execute(played, "UPDATE change_log SET details = '{' WHERE id = 2")
    with EventStore.open(played) as store:
        with pytest.raises(EventFileError, match="is damaged: change 2 of its log cannot be read"):
            store.log()
        with pytest.raises(EventFileError, match="is damaged: change 2 of its log cannot be read"):
            store.undo()


def never_used_page(path: Path) -> None:
    """Damage the file as a failing disk might: one more page than it uses (SQLite's check finds it; every read and
    write still works)."""
    data = bytearray(path.read_bytes())
    pages = struct.unpack(">I", data[28:32])[0]
    page_size = struct.unpack(">H", data[16:18])[0]
    data[28:32] = struct.pack(">I", pages + 1)
    path.write_bytes(bytes(data) + b"\0" * page_size)


def test_a_file_that_fails_the_integrity_check_is_read_with_a_warning_and_never_written(tmp_path, run):
    location = tmp_path / "cup.companion-event"
    new_store(str(location)).close()
    never_used_page(location)
    before = folder_state(tmp_path)
    status, out, err = run("add-player", location, "Eve")
    assert (status, out) == (2, "") and err.count("\n") == 1, err
    assert "fails SQLite's integrity check" in err and "cup.round-N.backup" in err
    assert folder_state(tmp_path) == before
    status, out, err = run("show", location)
    assert status == 0 and "4 players" in out
    assert err.startswith("companion event show: warning: ") and "fails SQLite's integrity check" in err
    with EventStore.open(location) as store:
        assert store.damage is not None
        with pytest.raises(EventFileError, match="integrity check"):
            store.add_player("Eve")
    assert folder_state(tmp_path) == before
    copied = tmp_path / "copy" / "cup.companion-event"
    copied.parent.mkdir()
    status, out, err = run("copy", location, copied)
    assert status == 0 and out.startswith("copied ")  # what could be read is copied, and the copy is sound
    assert err.startswith("companion event copy: warning: ") and "fails SQLite's integrity check" in err
    with EventStore.open(copied) as store:
        assert store.damage is None and len(store.snapshot().event.players) == 4


def test_a_sound_file_has_no_damage(tmp_path):
    with new_store(str(tmp_path / "cup.companion-event")) as store:
        assert store.damage is None and not store.read_only


STALE_READER = """
import os, sqlite3, sys
path = sys.argv[1]
os.chmod(path, 0o644)
c = sqlite3.connect(path)
c.execute('PRAGMA journal_mode = WAL').fetchall()
c.close()
os.chmod(path, 0o444)
c = sqlite3.connect(path)
c.execute('SELECT count(*) FROM player').fetchall()
c.execute('PRAGMA journal_mode').fetchall()
"""


def stale_side_files(path: Path) -> None:
    """What a reader of a read-only event left behind with an older Companion, which kept events in WAL mode: -wal
    and -shm files as read-only as the event."""
    subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", sys.executable, "-c",
                    STALE_READER, str(path)], check=True)


def test_viewing_a_read_only_event_leaves_nothing_and_a_writer_copes_with_stale_side_files():
    with nobodys_folder() as folder:
        event = folder / "cup.companion-event"
        assert as_nobody("event", "create", event, "--game", "ringball", "--name", "Cup").returncode == 0
        assert as_nobody("event", "add-player", event, "Ann").returncode == 0
        os.chmod(event, 0o444)
        before = folder_state(folder)
        shown = as_nobody("event", "show", event)
        assert shown.returncode == 0 and "1 players" in shown.stdout, shown.stderr
        refused = as_nobody("event", "add-player", event, "Bob")
        assert refused.returncode == 2 and "is read-only here" in refused.stderr and refused.stderr.count("\n") == 1
        assert folder_state(folder) == before  # no -wal, no -shm
        stale_side_files(event)
        assert sorted(path.name for path in folder.iterdir()) == [event.name, f"{event.name}-shm",
                                                                  f"{event.name}-wal"]
        os.chmod(event, 0o644)
        added = as_nobody("event", "add-player", event, "Bob")
        assert added.returncode == 0, added.stderr
        assert "2 players" in as_nobody("event", "show", event).stdout
        assert side_files_hold_nothing(event)  # SQLite itself released the -wal and -shm


def test_a_side_file_of_another_user_is_never_deleted_and_the_refusal_names_it_and_its_owner():
    with nobodys_folder() as folder:
        event = folder / "cup.companion-event"
        assert as_nobody("event", "create", event, "--game", "ringball", "--name", "Cup").returncode == 0
        side = folder / f"{event.name}-wal"
        side.touch()
        os.chown(side, 65533, 65533)
        os.chmod(side, 0o600)
        before = folder_state(folder)
        refused = as_nobody("event", "add-player", event, "Bob")
        assert refused.returncode == 2 and refused.stderr.count("\n") == 1, refused.stderr
        assert str(side) in refused.stderr and "held by the user 65533" in refused.stderr
        assert folder_state(folder) == before


def test_an_event_in_a_folder_that_cannot_be_written_can_be_read():
    with nobodys_folder() as folder:
        event = folder / "cup.companion-event"
        assert as_nobody("event", "create", event, "--game", "ringball", "--name", "Cup").returncode == 0
        assert as_nobody("event", "add-player", event, "Ann").returncode == 0
        os.chmod(folder, 0o555)
        before = folder_state(folder)
        for command, expected in ((("show",), "1 players"), (("standings", "--json"), '"Ann"'),
                                  (("show", "--json"), '"Ann"')):
            shown = as_nobody("event", command[0], event, *command[1:])
            assert shown.returncode == 0 and expected in shown.stdout, shown.stderr
        refused = as_nobody("event", "add-player", event, "Bob")
        assert refused.returncode == 2 and "is read-only here" in refused.stderr
        assert folder_state(folder) == before


def test_an_event_on_a_read_only_mount_can_be_read_and_is_left_as_it_was(tmp_path, run):
    source = tmp_path / "source"
    source.mkdir()
    event = source / "cup.companion-event"
    new_store(str(event)).close()
    with read_only_view(source, tmp_path / "backup") as mounted:
        copy = mounted / event.name
        before = folder_state(source)
        status, out, err = run("show", copy)
        assert status == 0 and "4 players" in out, err
        status, _, err = run("add-player", copy, "Eve")
        assert status == 2 and "is read-only here" in err and err.count("\n") == 1
        assert folder_state(source) == before


def files_beside(folder: Path) -> list[str]:
    """The folder's files but the open event's own side files (its kept journal, and -wal, -shm)."""
    return sorted(path.name for path in folder.iterdir() if not path.name.endswith(("-journal", "-wal", "-shm")))


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_fifo_or_a_device_as_the_event_the_players_or_a_scenario_is_refused_at_once(tmp_path, kind):
    if kind == "fifo":
        special = tmp_path / "special"
        os.mkfifo(special)
    else:
        special = Path("/dev/zero")
    event = tmp_path / "cup.companion-event"
    new_store(str(event)).close()
    for arguments in (("event", "show", special), ("event", "import-players", event, special),
                      ("event", "copy", special, tmp_path / "copy.companion-event"), ("eval", special)):
        refused = companion(*arguments, timeout=30)
        assert (refused.returncode, refused.stdout) == (2, ""), refused.stderr
        assert refused.stderr.count("\n") == 1 and "not a regular file" in refused.stderr, refused.stderr


def test_a_round_backup_that_cannot_be_written_leaves_no_partial_copy(tmp_path, monkeypatch):
    from companion.tournament.store import sqlite as event_files

    location = tmp_path / "cup.companion-event"
    (tmp_path / "cup.round-1.backup").mkdir()  # a folder where the backup goes
    with new_store(str(location)) as store:
        people = ids(store)
        published = store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        assert published.backup is None and published.backup_error
        assert files_beside(tmp_path) == ["cup.companion-event", "cup.round-1.backup"]

        def full(*_arguments):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(event_files.os, "replace", full)
        store.report(1, 1, result(1, 0))
        store.report(1, 2, result(1, 0))
        published = store.publish_round(round_of(2, (people["Ann"], people["Cid"]), (people["Bob"], people["Dan"])))
        assert published.backup is None and "No space left" in published.backup_error
        assert files_beside(tmp_path) == ["cup.companion-event", "cup.round-1.backup"]
