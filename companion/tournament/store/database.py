"""Making, opening and upgrading an event's database: the schema built in one transaction with the event's first
rows, an older schema migrated after a backup, under the write lock."""

import json
import os
import secrets
import sqlite3
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.engine import URL, Connection, Engine
from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from companion.files import create_private, is_disk_full
from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import DamagedEvent, DeskError, EventFileError
from companion.tournament.event import Settings
from companion.tournament.log import LogKind
from companion.tournament.store import postgres, schema
from companion.tournament.store.connect import database_error, engine_for, locate, other_error
from companion.tournament.store.rows import band_rows, settings_row
from companion.tournament.store.sqlite import backup, free_name, move_into_place, sqlite_url, stem, use_rollback_journal

LONGEST_NAME = 255 - len("-journal")
"""The longest event file name, in bytes: a name may have 255, and SQLite's side files add up to 8 to it."""


def prepare(engine: Engine, path: Path | None, *, read_only: bool = False) -> DeskError | None:
    """Check the schema revision; migrate an older one (after a backup); keep a SQLite file on its rollback
    journal (``sqlite.use_rollback_journal``). A file
    that is ``read_only`` here is only read (it cannot be migrated).

    Returns why nothing may be written into a file that fails SQLite's own check (``quick_check``: pages and
    their structure, milliseconds for an event), or None: a damaged file is still read as far as it can be,
    but a write could make it worse."""
    where = str(path) if path is not None else postgres.display(engine.url)
    damage = None
    try:
        with engine.connect() as connection, connection.begin():
            found = schema_revision(connection)
        if found is None:
            if path is None:
                raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} holds no event"), where)
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not an event file"), where)
        if found not in schema.REVISIONS:
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} was saved by a newer Companion (event schema {1}; "
                                                                "this one reads up to {2})"),
                                 where, found, schema.HEAD)
        if path is not None:
            damage = integrity(engine, path)
        if path is not None and not read_only:
            use_rollback_journal(engine)
        if found != schema.HEAD:
            if damage is not None:
                raise damage
            if read_only:
                raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} was saved by an older Companion and must be "
                                                                    "upgraded, which needs it writable: it is "
                                                                    "read-only here"), where)
            migrate_schema(engine, path)
        with engine.connect() as connection, connection.begin():
            if connection.execute(select(func.count()).select_from(schema.event)).scalar_one() != 1:
                if path is None:
                    raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} holds no event"), where)
                raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not an event file"), where)
    except DBAPIError as error:
        raise database_error(error, engine.url, where) from None
    except (SQLAlchemyError, sqlite3.Error) as error:
        raise other_error(error, where) from None
    return damage


def integrity(engine: Engine, path: Path) -> DeskError | None:
    """SQLite's quick check of the file: None when it passes, else the refusal of every write into it."""
    with engine.connect() as connection, connection.begin():
        found = [row[0] for row in connection.exec_driver_sql("PRAGMA quick_check").fetchall()]
    if found == ["ok"]:
        return None
    return DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged (it fails SQLite's integrity check): "
                                                         "nothing more is written into it; open its latest round "
                                                         "backup ({1}.round-N.backup beside it) instead"),
                          path, stem(path))


def schema_revision(connection: Connection) -> str | None:
    """The schema revision recorded in the database, or None when it has no event schema at all."""
    from sqlalchemy import inspect

    if not inspect(connection).has_table(schema.VERSION_TABLE):
        return None
    versions = connection.exec_driver_sql(f"SELECT version_num FROM {schema.VERSION_TABLE}").scalars().all()
    return versions[0] if len(versions) == 1 else None


def migrate_schema(engine: Engine, path: Path | None) -> None:
    """Upgrade to the current schema under the write lock, after copying the file as it was."""
    from companion.tournament.store import migrate

    with engine.connect() as connection:
        connection.execution_options(companion_write=True)
        with connection.begin():
            if path is None:
                postgres.lock_schema(connection)
            found = schema_revision(connection)  # another process may have migrated it meanwhile
            if found == schema.HEAD:
                return
            if path is not None:
                # Read through a second connection: this transaction has written nothing yet, and its lock keeps
                # every other writer out, so the copy is the file as it was (the locked one cannot back itself up).
                source = sqlite3.connect(path)
                try:
                    backup(source, free_name(path.with_name(f"{stem(path)}.schema-{found}.backup")))
                finally:
                    source.close()
            migrate.upgrade(connection)


def create_at(location: str | os.PathLike, fill: Callable[[Connection], None]) -> None:
    """Make a new event at ``location``, written by ``fill`` in the transaction that builds the schema.

    A file is built beside its place and moved there when complete (an existing file is never
    replaced); a server database must be empty."""
    url, path = locate(location)
    if path is None:
        engine = engine_for(url)
        try:
            build(engine, fill)
        except DBAPIError as error:
            raise database_error(error, url, postgres.display(url)) from None
        except (SQLAlchemyError, sqlite3.Error) as error:
            raise other_error(error, postgres.display(url)) from None
        finally:
            engine.dispose()
        return
    check_new_file(path)

    def make(building: Path) -> None:
        engine = engine_for(sqlite_url(building), new_file=True)
        try:
            # On a rollback journal, every byte of it is in the file itself when the transaction commits (a commit
            # that does not fit on the disk fails there).
            build(engine, fill)
        finally:
            engine.dispose()

    build_beside(path, make, url)


def check_new_file(path: Path) -> None:
    """Refuse to make a file where one is, in a folder that is not there, or under a name too long for SQLite's side
    files."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        pass
    except OSError as error:  # a name too long, a folder that cannot be entered
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "cannot create {0}: {1}"), path,
                             error.strerror or error) from None
    else:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} already exists"), path)
    if not path.parent.is_dir():
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "there is no folder {0}"), path.parent)
    if len(os.fsencode(path.name)) > LONGEST_NAME:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "cannot create {0}: the name is longer than {1} bytes "
                                                            "(SQLite keeps files of the same name and a few letters "
                                                            "more beside it)"), path, LONGEST_NAME)


def copy_file(source: sqlite3.Connection, location: str | os.PathLike) -> None:
    """Copy the open event file ``source`` into the new file at ``location``, as one consistent snapshot taken
    through SQLite's online backup while other processes go on writing (each sees the copy's source as it was at
    one commit)."""
    url, path = locate(location)
    if path is None:
        raise ValueError("copy_file makes a file")
    check_new_file(path)

    def make(building: Path) -> None:
        copy = sqlite3.connect(building)
        try:
            source.backup(copy)
            if copy.execute("PRAGMA journal_mode").fetchone()[0] == "wal":  # from an older Companion's event
                copy.execute("PRAGMA journal_mode = DELETE").fetchall()
        finally:
            copy.close()

    build_beside(path, make, url)


def build_beside(path: Path, make: Callable[[Path], None], url: URL) -> None:
    """Make the file at ``path`` by ``make(building)`` on a new private file beside it, moved into place only once
    complete; a failure leaves nothing behind."""
    # A short name of its own beside the event (its name plus a suffix could be longer than a name may be).
    building = path.with_name(f".companion-{os.getpid()}-{secrets.token_hex(4)}.new")
    try:
        create_private(building)
        make(building)
        move_into_place(building, path)
    except OSError as error:
        if is_disk_full(error):
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "the disk is full: {0} was not created"), path) from None
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "cannot create {0}: {1}"), path,
                             error.strerror or error) from None
    except DBAPIError as error:
        raise database_error(error, url, str(path)) from None
    except (SQLAlchemyError, sqlite3.Error) as error:
        raise other_error(error, str(path)) from None
    finally:
        for leftover in (building, Path(f"{building}-journal"), Path(f"{building}-wal"), Path(f"{building}-shm")):
            leftover.unlink(missing_ok=True)


def build(engine: Engine, fill: Callable[[Connection], None]) -> None:
    """Make the schema in an empty database and fill it: one transaction."""
    from sqlalchemy import inspect

    from companion.tournament.store import migrate

    sqlite = engine.url.get_backend_name() == "sqlite"
    with engine.connect() as connection:
        connection.execution_options(companion_write=True)
        with connection.begin():
            if not sqlite:
                postgres.lock_schema(connection)
                where = postgres.display(engine.url)
                if schema_revision(connection) is not None:
                    raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} already holds an event"), where)
                if inspect(connection).get_table_names():
                    raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not empty: an event needs a database "
                                                                        "of its own"), where)
            migrate.upgrade(connection)
            fill(connection)


def write_new_event(connection: Connection, settings: Settings, desk: str) -> None:
    """A new event's rows, its creation logged as the first change."""
    connection.execute(schema.event.insert().values(id=1, revision=1, settings_version=1, **settings_row(settings)))
    for values in band_rows(settings.scoring):
        connection.execute(schema.scoring_band.insert().values(values))
    connection.execute(schema.change_log.insert().values(
        id=1, at=datetime.now(UTC).isoformat(timespec="milliseconds"), desk=desk, kind=str(LogKind.CREATE),
        details=json.dumps({"name": settings.name.strip(), "game": settings.game}, ensure_ascii=False),
        changes="[]", undoes=None))


def write_rows(connection: Connection, rows: Mapping[str, list[dict]]) -> None:
    for table in schema.metadata.sorted_tables:  # a row's references before it
        if rows[table.name]:
            connection.execute(table.insert(), rows[table.name])
    if connection.dialect.name == "postgresql":  # the next player added gets an id after the copied ones
        connection.exec_driver_sql("SELECT setval(pg_get_serial_sequence('player', 'id'), "
                                   "(SELECT coalesce(max(id), 0) + 1 FROM player), false)")
