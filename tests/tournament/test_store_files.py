"""The event's file or server database: what is refused and left untouched, how an older schema is migrated
(after a backup, for a file), the settings that make a commit durable and a writer wait its turn, the backup
of each published round, and when the desk's libraries load."""

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from companion.tournament.errors import EventFileError, EventLocked
from companion.tournament.event import Result
from companion.tournament.store import EventStore, connect, migrate, schema
from companion.tournament.store import postgres as server
from tests.tournament.store_helpers import ids, new_store, plain_server, result, round_of, side_files_hold_nothing
from tests.tournament.worked import settings

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).parent / "fixtures"
OLD_EVENT = FIXTURES / "schema-0001.companion-event"


SOMETHING_ELSE = ("CREATE TABLE recipe (name TEXT, minutes INTEGER)", "INSERT INTO recipe VALUES ('risotto', 40)")
ANOTHER_ALEMBIC_APP = ("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)",
                       "INSERT INTO alembic_version VALUES ('ae1027a6acf')", "CREATE TABLE event (id INTEGER PRIMARY KEY)")


def newer_event(places, location: str) -> None:
    EventStore.create(location, settings()).close()
    places.execute(location, f"UPDATE {schema.VERSION_TABLE} SET version_num = '0099'")


def event_without_its_row(places, location: str) -> None:
    EventStore.create(location, settings()).close()
    places.execute(location, "DELETE FROM event")


def sqlite_file(make):
    """A kind of file: only a place that is a file can be it."""
    def made(places, location):
        make(Path(location))
    return made


BAD_PLACES = {
    "empty": (sqlite_file(lambda path: path.write_bytes(b"")), None),
    "random bytes": (sqlite_file(lambda path: path.write_bytes(bytes(range(256)) * 64)), None),
    "a scenario file": (sqlite_file(lambda path: path.write_text(json.dumps({"game": "warzone",
                                                                             "calculator": "victory"}))), None),
    "a SQLite header and garbage": (sqlite_file(lambda path: path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)),
                                    None),
    "an empty database": (lambda places, location: None, None),
    "a database of something else": (lambda places, location: places.execute(location, *SOMETHING_ELSE), None),
    "a database of another Alembic app": (lambda places, location: places.execute(location, *ANOTHER_ALEMBIC_APP),
                                          None),
    "a newer schema": (newer_event, r"was saved by a newer Companion \(event schema 0099; this one reads up to 0005\)"),
    "an event table without the event": (event_without_its_row, None),
}
FILE_KINDS = ("empty", "random bytes", "a scenario file", "a SQLite header and garbage")


@pytest.mark.parametrize("kind", BAD_PLACES)
def test_a_place_that_holds_no_event_of_this_schema_is_refused_and_left_as_it_was(places, kind):
    """Files that are not events, and their server equivalents: a database with no event (empty, another
    program's tables), an event of a newer schema, the event's tables without the event."""
    if kind in FILE_KINDS and not places.sqlite:
        pytest.skip("only a file is made of bytes: a database's equivalent is an empty one")
    if kind == "an empty database" and places.sqlite:
        pytest.skip("a file's equivalent is the empty file")
    make, message = BAD_PLACES[kind]
    location = places.event()
    make(places, location)
    message = message or ("is not an event file" if places.sqlite else "holds no event")
    before = sorted(os.listdir(places.folder)), places.rows(location)
    with pytest.raises(EventFileError, match=message) as refused:
        EventStore.open(location)
    name = location if places.sqlite else location.split("/")[3].split("?")[0]
    assert name in str(refused.value) and "\n" not in str(refused.value)
    assert (sorted(os.listdir(places.folder)), places.rows(location)) == before  # no -wal, no -shm, no backup


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


def test_a_database_that_does_not_exist_or_holds_an_event_or_another_program_is_not_created_in(postgres_places):
    places = postgres_places
    missing = places.server.get_uri("no_such_database")
    with pytest.raises(EventFileError, match="the server has no database no_such_database"):
        EventStore.create(missing, settings())
    taken, other = places.event(), places.event()
    EventStore.create(taken, replace(settings(), name="First")).close()
    places.execute(other, *SOMETHING_ELSE)
    before = places.rows(taken), places.rows(other)
    with pytest.raises(EventFileError, match="already holds an event"):
        EventStore.create(taken, replace(settings(), name="Second"))
    with pytest.raises(EventFileError, match="is not empty: an event needs a database of its own"):
        EventStore.create(other, settings())
    with pytest.raises(Exception, match="points limit"):
        EventStore.create(places.event(), settings(points_limit=None))
    assert (places.rows(taken), places.rows(other)) == before


def test_two_desks_creating_one_event_at_once_create_it_once(postgres_places):
    location = postgres_places.event()
    code = """
import sys
from dataclasses import replace
from companion.tournament.store import EventStore
from tests.tournament.worked import settings
try:
    EventStore.create(sys.argv[1], replace(settings(), name=sys.argv[2])).close()
except Exception as error:
    print(error)
    sys.exit(3)
"""
    runs = [subprocess.Popen([sys.executable, "-c", code, location, name], stdout=subprocess.PIPE, text=True,
                             cwd=ROOT) for name in ("One", "Two")]
    outputs = [run.communicate(timeout=120)[0] for run in runs]
    assert sorted(run.returncode for run in runs) == [0, 3], outputs
    assert "already holds an event" in outputs[[run.returncode for run in runs].index(3)]
    with EventStore.open(location) as store:
        assert store.load().settings.name in ("One", "Two") and len(store.log()) == 1


def test_a_new_event_has_exactly_the_schema_of_the_metadata_at_the_newest_revision(places):
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    assert migrate.script_revisions() == schema.REVISIONS
    with EventStore.create(places.event(), settings()) as store:
        with store._engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"version_table": schema.VERSION_TABLE})
            assert context.get_current_revision() == schema.HEAD
            assert compare_metadata(context, schema.metadata) == []


def schema_0001_database(places) -> str:
    """The fixture's event, as schema 0001 stored it, in a database of its own on the server."""
    from sqlalchemy import Boolean, MetaData, Table

    location = places.event("old")
    engine = server.engine(server.server_url(make_url(location)), connect.BUSY_TIMEOUT)
    source = sqlite3.connect(OLD_EVENT)
    try:
        with engine.begin() as connection:
            migrate.upgrade(connection, "0001")
            for name in ("event", "scoring_band", "player", "round", "round_table", "change_log"):
                table = Table(name, MetaData(), autoload_with=connection)
                rows = source.execute(f'SELECT * FROM "{name}"').fetchall()
                flags = [isinstance(column.type, Boolean) for column in table.columns]
                if rows:
                    connection.execute(table.insert(), [
                        {column.name: bool(value) if flag and value is not None else value
                         for column, flag, value in zip(table.columns, flags, row, strict=True)} for row in rows])
            # as a desk of that schema would have left it: the next player's id after the last one
            connection.exec_driver_sql("SELECT setval(pg_get_serial_sequence('player', 'id'), 4)")
    finally:
        source.close()
        engine.dispose()
    return location


def test_an_older_event_on_a_server_is_migrated_in_one_transaction_and_keeps_its_event_and_its_undo(postgres_places):
    location = schema_0001_database(postgres_places)
    with EventStore.open(location, desk="Desk 2") as store:
        snapshot = store.snapshot()
        event = snapshot.event
        assert event.settings == settings(date="2026-11-14", rounds_planned=2, seed=42)
        assert event.player_named("Cid").club == "Dadi Rossi"
        assert [[table.result for table in round_.tables] for round_ in event.rounds] == [
            [result(180, 150), result(120, 100)], [result(90, 200), None]]
        assert snapshot.revision == 10 and set(snapshot.player_versions.values()) == {10}
        assert store.undo().id == 10
        store.report(2, 2, Result((210, 60), 1))
        assert [entry.id for entry in store.log()][-2:] == [11, 12]
        store.add_player("Eve")  # the player ids go on after the migrated ones
        assert store.load().player_named("Eve").id == 5
    assert os.listdir(postgres_places.folder) == []  # a server keeps no backup file beside anything
    rows = postgres_places.rows(location)
    assert rows[schema.VERSION_TABLE] == [(schema.HEAD,)]


def test_a_second_migration_of_another_copy_keeps_the_first_backup(tmp_path):
    path = tmp_path / "worked.companion-event"
    for _ in range(2):
        shutil.copyfile(OLD_EVENT, path)
        EventStore.open(path).close()
    assert sorted(name for name in os.listdir(tmp_path) if "backup" in name) == [
        "worked.schema-0001-2.backup", "worked.schema-0001.backup"]


def test_two_processes_opening_an_older_event_at_once_migrate_it_once(places):
    if places.sqlite:
        location = str(places.folder / "worked.companion-event")
        shutil.copyfile(OLD_EVENT, location)
    else:
        location = schema_0001_database(places)
    code = "import sys; from companion.tournament.store import EventStore; EventStore.open(sys.argv[1]).close()"
    runs = [subprocess.Popen([sys.executable, "-c", code, location], stderr=subprocess.PIPE, text=True)
            for _ in range(2)]
    assert [run.wait(timeout=120) for run in runs] == [0, 0], [run.stderr.read() for run in runs]
    backups = sorted(name for name in os.listdir(places.folder) if "backup" in name)
    assert backups == (["worked.schema-0001.backup"] if places.sqlite else [])
    with EventStore.open(location) as store:
        assert len(store.load().rounds) == 2 and len(store.log()) == 10


def test_the_file_has_a_rollback_journal_and_each_connection_commits_synchronously_and_waits_when_busy(tmp_path):
    with new_store(str(tmp_path / "spring.companion-event")) as store:
        store.add_player("Zoe")
        assert side_files_hold_nothing(tmp_path / "spring.companion-event")  # nothing beside it between transactions
        with store._engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "persist"
            assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
            assert connection.exec_driver_sql("PRAGMA busy_timeout").scalar() == connect.BUSY_TIMEOUT * 1000
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def test_a_server_connection_waits_for_a_lock_as_a_file_does_and_drops_an_abandoned_transaction(postgres_places):
    """The server's equivalent of the file's settings: how long a writer waits, what a vanished desk leaves."""
    with new_store(postgres_places.event()) as store:
        with store._engine.connect() as connection:
            setting = connection.exec_driver_sql
            assert setting("SHOW lock_timeout").scalar() == f"{connect.BUSY_TIMEOUT}s"
            assert setting("SHOW idle_in_transaction_session_timeout").scalar() == "30s"
            assert setting("SHOW transaction_isolation").scalar() == "read committed"
        assert store._read(lambda connection: connection.exec_driver_sql(
            "SELECT current_setting('transaction_isolation'), current_setting('transaction_read_only')").one()) == (
            "repeatable read", "on")


def hold_the_write_lock(places, location: str, seconds: float, locked: threading.Event) -> None:
    """Another program in the middle of a write: SQLite's write lock, or the event row's lock on a server."""
    if places.sqlite:
        connection = sqlite3.connect(location, isolation_level=None)
        connection.execute("BEGIN IMMEDIATE")
        locked.set()
        time.sleep(seconds)
        connection.execute("ROLLBACK")
        connection.close()
        return
    with plain_server(location) as connection:
        connection.run("BEGIN")
        connection.run("SELECT revision FROM event FOR UPDATE")
        locked.set()
        time.sleep(seconds)
        connection.run("ROLLBACK")


def test_a_writer_waits_for_another_one_and_then_lands(places):
    with new_store(places.event()) as store:
        locked = threading.Event()
        holder = threading.Thread(target=hold_the_write_lock, args=(places, store.location, 1.0, locked))
        holder.start()
        locked.wait()
        started = time.perf_counter()
        store.add_player("Eve")
        waited = time.perf_counter() - started
        holder.join()
        assert waited >= 0.9 and store.load().player_named("Eve") is not None


def test_an_event_locked_for_longer_than_the_timeout_gets_a_clear_message_and_nothing_changes(places, monkeypatch):
    monkeypatch.setattr(connect, "BUSY_TIMEOUT", 1)
    with new_store(places.event()) as store:
        before = store.load()
        locked = threading.Event()
        holder = threading.Thread(target=hold_the_write_lock, args=(places, store.location, 2.5, locked))
        holder.start()
        locked.wait()
        with pytest.raises(EventLocked, match="in use by another program: it stayed locked for more than 1 second"):
            store.add_player("Eve")
        holder.join()
        assert store.load() == before


def test_each_published_round_leaves_a_backup_copy_that_opens_as_the_event_then(tmp_path):
    with new_store(str(tmp_path / "spring.companion-event")) as store:
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


def test_a_round_published_on_a_server_leaves_no_file_anywhere(postgres_places):
    """A server event has no file to copy beside: its copy is ``companion event copy`` (tests/tournament/test_copy.py)."""
    with new_store(postgres_places.event()) as store:
        people = ids(store)
        published = store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        assert (published.backup, published.backup_error) == (None, None) and published.round.number == 1
    assert os.listdir(postgres_places.folder) == []


def test_a_backup_that_cannot_be_written_does_not_undo_the_published_round(tmp_path):
    with new_store(str(tmp_path / "spring.companion-event")) as store:
        people = ids(store)
        (tmp_path / "spring.round-1.backup").mkdir()  # the backup's name is taken by a folder
        published = store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        assert published.backup is None and published.backup_error
        assert len(store.load().rounds) == 1


def test_the_desk_libraries_load_only_when_an_event_is_used_and_alembic_only_to_build_or_migrate(places):
    """The server's driver, too, loads only for a server's event."""
    location = places.event()
    EventStore.create(location, settings()).close()
    code = f"""
import sys
from companion import app, cli, games, scenario, tournament
from companion.tournament import cli as event_cli, event
for entry in games.GAMES:
    entry.calculators(), entry.tournament_scoring()
assert not [m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'alembic', 'pg8000')], 'loaded at start-up'
from companion.tournament.store import EventStore
with EventStore.open({location!r}) as store:
    store.add_player('Ann')
assert 'sqlalchemy' in sys.modules and not [m for m in sys.modules if m.startswith('alembic')], 'alembic on open'
assert ('pg8000' in sys.modules) == {not places.sqlite}, 'the driver'
"""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr


def test_a_file_an_older_companion_left_in_wal_mode_is_switched_back_with_every_change_kept(tmp_path):
    path = tmp_path / "spring.companion-event"
    with new_store(str(path)) as store:
        store.add_player("Zoe")
    older = sqlite3.connect(path)
    assert older.execute("PRAGMA journal_mode = WAL").fetchone()[0] == "wal"
    older.execute("PRAGMA wal_autocheckpoint = 0")
    older.execute("UPDATE player SET name = 'Anna' WHERE name = 'Zoe'")
    older.commit()
    assert os.path.getsize(f"{path}-wal") > 0  # the change is only in the -wal
    holder = sqlite3.connect(path)  # another process's connection in WAL mode: the file stays so while it is open
    holder.execute("SELECT count(*) FROM player").fetchall()
    older.close()
    with EventStore.open(path) as store:
        assert "Anna" in [player.name for player in store.load().players]
        assert os.path.exists(f"{path}-wal")  # held by another connection: never removed under it
    holder.close()
    with EventStore.open(path) as store:
        assert "Anna" in [player.name for player in store.load().players]
        with store._engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "persist"
    assert side_files_hold_nothing(path)
