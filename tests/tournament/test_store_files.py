"""The event file: what is refused and left untouched, how an older schema is migrated (after a backup),
the SQLite settings that make a commit durable, the backup of each published round, and when the
desk's libraries load."""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import create_engine

from companion.tournament import migrate, schema
from companion.tournament import store as store_module
from companion.tournament.errors import EventFileError
from companion.tournament.event import Result
from companion.tournament.store import EventStore, LogKind
from tests.tournament.store_helpers import file_rows, ids, new_store, result, round_of
from tests.tournament.worked import settings

FIXTURES = Path(__file__).parent / "fixtures"
OLD_EVENT = FIXTURES / "schema-0001.companion-event"


def sqlite_of_something_else(path: Path) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE recipe (name TEXT, minutes INTEGER)")
        connection.execute("INSERT INTO recipe VALUES ('risotto', 40)")
    connection.close()


def sqlite_of_another_alembic_app(path: Path) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        connection.execute("INSERT INTO alembic_version VALUES ('ae1027a6acf')")
        connection.execute("CREATE TABLE event (id INTEGER PRIMARY KEY)")
    connection.close()


def newer_event(path: Path) -> None:
    EventStore.create(path, settings()).close()
    with sqlite3.connect(path) as connection:
        connection.execute(f"UPDATE {schema.VERSION_TABLE} SET version_num = '0099'")
    connection.close()


def event_without_its_row(path: Path) -> None:
    EventStore.create(path, settings()).close()
    with sqlite3.connect(path) as connection:
        connection.execute("DELETE FROM event")
    connection.close()


BAD_FILES = {
    "empty": (lambda path: path.write_bytes(b""), "is not an event file"),
    "random bytes": (lambda path: path.write_bytes(bytes(range(256)) * 64), "is not an event file"),
    "a scenario file": (lambda path: path.write_text(json.dumps({"game": "warzone", "calculator": "victory"})),
                        "is not an event file"),
    "a SQLite file of something else": (sqlite_of_something_else, "is not an event file"),
    "a SQLite file of another Alembic app": (sqlite_of_another_alembic_app, "is not an event file"),
    "a SQLite header and garbage": (lambda path: path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000),
                                    "is not an event file"),
    "a newer schema": (newer_event, r"was saved by a newer Companion \(event schema 0099; this one reads up to 0002\)"),
    "an event table without the event": (event_without_its_row, "is not an event file"),
}


@pytest.mark.parametrize("kind", BAD_FILES)
def test_a_file_that_is_not_an_event_of_this_schema_is_refused_and_left_as_it_was(tmp_path, kind):
    make, message = BAD_FILES[kind]
    path = tmp_path / "x.companion-event"
    make(path)
    before = sorted(os.listdir(tmp_path)), path.read_bytes()
    with pytest.raises(EventFileError, match=message) as refused:
        EventStore.open(path)
    assert str(path) in str(refused.value) and "\n" not in str(refused.value)
    assert (sorted(os.listdir(tmp_path)), path.read_bytes()) == before  # no -wal, no -shm, no backup


def test_a_missing_file_or_a_folder_is_refused(tmp_path):
    with pytest.raises(EventFileError, match="there is no file"):
        EventStore.open(tmp_path / "missing.companion-event")
    with pytest.raises(EventFileError, match="is a folder"):
        EventStore.open(tmp_path)
    assert os.listdir(tmp_path) == []


def test_create_never_replaces_a_file_and_leaves_nothing_behind_when_refused(tmp_path):
    existing = tmp_path / "taken.companion-event"
    existing.write_bytes(b"")
    with pytest.raises(EventFileError, match="already exists"):
        EventStore.create(existing, settings())
    with pytest.raises(EventFileError, match="there is no folder"):
        EventStore.create(tmp_path / "nowhere" / "e.companion-event", settings())
    with pytest.raises(Exception, match="points limit"):
        EventStore.create(tmp_path / "w.companion-event", settings(points_limit=None))
    assert sorted(os.listdir(tmp_path)) == ["taken.companion-event"] and existing.read_bytes() == b""


def test_a_new_file_has_exactly_the_schema_of_the_metadata_at_the_newest_revision(tmp_path):
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    assert migrate.script_revisions() == schema.REVISIONS
    EventStore.create(tmp_path / "e.companion-event", settings()).close()
    engine = create_engine(f"sqlite:///{tmp_path / 'e.companion-event'}")
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"version_table": schema.VERSION_TABLE})
        assert context.get_current_revision() == schema.HEAD
        assert compare_metadata(context, schema.metadata) == []
    engine.dispose()


def test_an_older_file_is_backed_up_then_migrated_and_keeps_its_event_and_its_undo(tmp_path):
    path = tmp_path / "worked.companion-event"
    shutil.copyfile(OLD_EVENT, path)
    original = file_rows(OLD_EVENT)
    with EventStore.open(path, desk="Desk 2") as store:
        snapshot = store.snapshot()
        event = snapshot.event
        assert [player.name for player in event.players] == ["Ann", "Bob", "Cid", "Dan"]
        assert event.player_named("Cid").club == "Dadi Rossi" and event.settings.points_limit == 500
        assert event.settings == settings(date="2026-11-14", rounds_planned=2, seed=42)
        assert [[table.result for table in round_.tables] for round_ in event.rounds] == [
            [result(180, 150), result(120, 100)], [result(90, 200), None]]
        assert snapshot.revision == 10 and set(snapshot.player_versions.values()) == {10}
        assert [entry.kind for entry in store.log()][-2:] == [LogKind.PUBLISH_ROUND, LogKind.REPORT]
        # An entry the old schema logged is undone by the new code, and the log carries on from it.
        assert store.undo().id == 10
        assert store.load().rounds[1].tables[0].result is None
        store.report(2, 2, Result((210, 60), 1))
        assert [entry.id for entry in store.log()][-2:] == [11, 12]
    backup = tmp_path / "worked.schema-0001.backup"
    assert file_rows(backup) == original  # the backup is the file as it was, schema 0001
    with sqlite3.connect(path) as connection:
        assert connection.execute(f"SELECT version_num FROM {schema.VERSION_TABLE}").fetchall() == [(schema.HEAD,)]
        assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    connection.close()
    with EventStore.open(path) as store:  # already migrated: no second backup
        assert store.load().rounds[1].tables[1].result == Result((210, 60), 1)
    assert sorted(name for name in os.listdir(tmp_path) if "backup" in name) == ["worked.schema-0001.backup"]


def test_a_second_migration_of_another_copy_keeps_the_first_backup(tmp_path):
    path = tmp_path / "worked.companion-event"
    for _ in range(2):
        shutil.copyfile(OLD_EVENT, path)
        EventStore.open(path).close()
    assert sorted(name for name in os.listdir(tmp_path) if "backup" in name) == [
        "worked.schema-0001-2.backup", "worked.schema-0001.backup"]


def test_two_processes_opening_an_older_file_at_once_migrate_it_once(tmp_path):
    path = tmp_path / "worked.companion-event"
    shutil.copyfile(OLD_EVENT, path)
    code = "import sys; from companion.tournament.store import EventStore; EventStore.open(sys.argv[1]).close()"
    runs = [subprocess.Popen([sys.executable, "-c", code, str(path)], stderr=subprocess.PIPE, text=True)
            for _ in range(2)]
    assert [run.wait(timeout=120) for run in runs] == [0, 0], [run.stderr.read() for run in runs]
    assert sorted(name for name in os.listdir(tmp_path) if "backup" in name) == ["worked.schema-0001.backup"]
    with EventStore.open(path) as store:
        assert len(store.load().rounds) == 2


def test_the_file_is_in_wal_mode_and_each_connection_commits_synchronously_and_waits_when_busy(tmp_path):
    with new_store(tmp_path) as store:
        with store._engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
            assert connection.exec_driver_sql("PRAGMA busy_timeout").scalar() == store_module.BUSY_TIMEOUT * 1000
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def hold_the_write_lock(path: Path, seconds: float, locked: threading.Event) -> None:
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("BEGIN IMMEDIATE")
    locked.set()
    time.sleep(seconds)
    connection.execute("ROLLBACK")
    connection.close()


def test_a_writer_waits_for_another_one_and_then_lands(tmp_path):
    with new_store(tmp_path) as store:
        locked = threading.Event()
        holder = threading.Thread(target=hold_the_write_lock, args=(store.path, 1.0, locked))
        holder.start()
        locked.wait()
        started = time.perf_counter()
        store.add_player("Eve")
        waited = time.perf_counter() - started
        holder.join()
        assert waited >= 0.9 and store.load().player_named("Eve") is not None


def test_a_file_locked_for_longer_than_the_timeout_gets_a_clear_message_and_nothing_changes(tmp_path, monkeypatch):
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT", 1)
    with new_store(tmp_path) as store:
        before = store.load()
        locked = threading.Event()
        holder = threading.Thread(target=hold_the_write_lock, args=(store.path, 2.5, locked))
        holder.start()
        locked.wait()
        with pytest.raises(EventFileError, match="in use by another program: it stayed locked for more than 1 second"):
            store.add_player("Eve")
        holder.join()
        assert store.load() == before


def test_each_published_round_leaves_a_backup_copy_that_opens_as_the_event_then(tmp_path):
    with new_store(tmp_path) as store:
        people = ids(store)
        published = store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        assert published.backup == tmp_path / "spring.round-1.backup" and published.backup_error is None
        store.report(1, 1, result(1, 0))
        store.report(1, 2, result(1, 0))
        store.publish_round(round_of(2, (people["Ann"], people["Cid"]), (people["Bob"], people["Dan"])))
        repaired = store.repair_round(round_of(2, (people["Ann"], people["Dan"]), (people["Bob"], people["Cid"])))
        assert repaired.backup == tmp_path / "spring.round-2.backup"
        now = store.load()
    copy = tmp_path / "copy.companion-event"
    shutil.copyfile(tmp_path / "spring.round-1.backup", copy)
    with EventStore.open(copy) as old:
        assert len(old.load().rounds) == 1 and old.load().rounds[0].tables[0].result is None
    shutil.copyfile(tmp_path / "spring.round-2.backup", copy)
    with EventStore.open(copy) as old:
        assert old.load() == now  # the re-paired round's copy replaced the first one


def test_a_backup_that_cannot_be_written_does_not_undo_the_published_round(tmp_path):
    with new_store(tmp_path) as store:
        people = ids(store)
        (tmp_path / "spring.round-1.backup").mkdir()  # the backup's name is taken by a folder
        published = store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        assert published.backup is None and published.backup_error
        assert len(store.load().rounds) == 1


def test_the_desk_libraries_load_only_when_an_event_is_used_and_alembic_only_to_build_or_migrate(tmp_path):
    path = tmp_path / "e.companion-event"
    EventStore.create(path, settings()).close()
    code = f"""
import sys
from companion import app, cli, games, scenario, tournament
from companion.tournament import cli as event_cli, event
for entry in games.GAMES:
    entry.calculators(), entry.tournament_scoring()
assert not [m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'alembic')], 'loaded at start-up'
from companion.tournament.store import EventStore
with EventStore.open({str(path)!r}) as store:
    store.add_player('Ann')
assert 'sqlalchemy' in sys.modules and not [m for m in sys.modules if m.startswith('alembic')], 'alembic on open'
"""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
