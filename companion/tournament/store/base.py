"""The frame of an open event: reading, waiting for another desk's change, and the one transaction of each action
(every database error turned into the desk's own, the file's identity checked first)."""

import os
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path
from typing import Self

from sqlalchemy import select
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError, IntegrityError, SQLAlchemyError

from companion import files
from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import ConflictError, DeskError, EventFileError
from companion.tournament.event import Event, Round
from companion.tournament.log import LogEntry
from companion.tournament.store import connect, postgres, schema
from companion.tournament.store.connect import database_error, other_error
from companion.tournament.store.records import Published, Snapshot
from companion.tournament.store.rows import read_log, read_snapshot
from companion.tournament.store.sqlite import backup, driver_connection, file_id, stem
from companion.tournament.store.transaction import T, Transaction


class StoreBase:
    """One open event: reading it, following other desks' changes, and running an action as one transaction.

    The actions themselves are ``PlayerActions``', ``RoundActions``' and ``EventStore``'s."""

    def __init__(self, engine: Engine, location: str | os.PathLike, path: Path | None, desk: str, *,
                 read_only: bool = False, damage: DeskError | None = None,
                 holding: tuple[int, int] | None = None):
        self._engine = engine
        self._holding = holding
        """The event file's entry in ``files``' registry of held files, released when the store closes."""
        self.read_only = read_only
        """The event file can be read but not written by this user (the file, or its folder, is read-only)."""
        self.damage = damage
        """Why nothing may be written into the file (it fails SQLite's integrity check), or None."""
        self._listener: postgres.ChangeListener | None = None
        self.location = location
        """Where the event was opened from, as given: a path or an address (with its password, if it had one)."""
        self.path = path
        """The event file, or None for a server database."""
        self.where = str(path) if path is not None else postgres.display(engine.url)
        """The event's file or address as shown to the user: never with a password."""
        self.desk = desk
        self._file_id = file_id(path) if path is not None else None

    def close(self) -> None:
        if self._listener is not None:
            self._listener.close()
        self._engine.dispose()
        if self._holding is not None:
            holding, self._holding = self._holding, None
            files.release(holding)

    def is_at(self, location: str | os.PathLike) -> bool:
        """Whether ``location`` names this very event: the same file (device and inode, whatever the path's spelling
        or a link), or the same server database. Opening it again is then a refresh, not a second store."""
        try:
            url, path = connect.locate(location)
        except DeskError:
            return False
        if path is None or self.path is None:
            return path is None and self.path is None and postgres.display(url) == self.where
        try:
            return file_id(path) == file_id(self.path)
        except DeskError:
            return False

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def load(self) -> Event:
        return self.snapshot().event

    def snapshot(self) -> Snapshot:
        return self._read(lambda connection: read_snapshot(connection, self.where))

    def revision(self) -> int:
        """The count of changes so far: cheap enough to poll for another desk's changes."""
        return self._read(lambda connection: connection.execute(select(schema.event.c.revision)).scalar_one())

    def wait_for_change(self, seen: int, timeout: float = 1.0) -> int:
        """The revision as soon as it differs from ``seen`` (a change by any desk), else after ``timeout``
        seconds the revision as it is. It blocks: the GUI calls it in a loop on a thread of its own.

        On a server it listens for the desks' notes (LISTEN/NOTIFY) on a connection of its own, so a change
        is seen within milliseconds; on a file it looks every ``connect.POLL_INTERVAL`` seconds. One thread at a
        time; ``ServerUnavailable`` when the server is lost (the next call connects again)."""
        if self.path is not None:
            deadline = time.monotonic() + timeout
            while (revision := self.revision()) == seen and time.monotonic() < deadline:
                time.sleep(min(connect.POLL_INTERVAL, max(deadline - time.monotonic(), 0)))
            return revision
        if self._listener is None:
            self._listener = postgres.ChangeListener(self._engine.url, connect.BUSY_TIMEOUT)
        try:
            return self._listener.wait(seen, timeout)
        except Exception as error:  # the listener's connection is pg8000's own, outside SQLAlchemy
            if not postgres.is_driver_error(error):
                raise
            raise postgres.server_error(error, self._engine.url, busy_timeout=connect.BUSY_TIMEOUT) from None

    def log(self, after: int = 0) -> tuple[LogEntry, ...]:
        """Every change after the entry ``after`` (0: every change), oldest first. A desk that has read the log
        once reads only what is new; an older entry undone since is named by the new undo's ``undoes``."""
        return tuple(self._read(lambda connection: read_log(connection, after, self.where)))

    def _read(self, read: Callable[[Connection], T]) -> T:
        self._check_file()
        try:
            with self._engine.connect() as connection, connection.begin():
                if self.path is None:  # one consistent view of the event, waiting for no writer
                    postgres.read_consistently(connection)
                return read(connection)
        except DBAPIError as error:
            raise database_error(error, self._engine.url, self.where) from None
        except (SQLAlchemyError, sqlite3.Error) as error:
            raise other_error(error, self.where) from None
        except OverflowError:  # a number no database column keeps (the rules bound what they are asked)
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "a number given is too large for the event to keep: "
                                                           "nothing was saved")) from None

    def _write(self, action: Callable[["Transaction"], T]) -> T:
        if self.damage is not None:
            raise self.damage.with_traceback(None)
        if self.read_only:
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is read-only here (the file or its folder "
                                                                "cannot be written): it can be viewed, not changed"),
                                 self.where)
        self._check_file()
        try:
            with self._engine.connect() as connection:
                connection.execution_options(companion_write=True)
                transaction = connection.begin()
                try:
                    tx = Transaction(connection, self.desk, self.where)
                    value = action(tx)
                    if not tx.changes:  # an action that wrote nothing (the same again) is not a change
                        transaction.rollback()
                        return value
                    tx.commit_log()
                    if self.path is None:
                        postgres.notify(connection, tx.revision)
                except BaseException:
                    if transaction.is_active:
                        transaction.rollback()
                    raise
                try:
                    transaction.commit()
                except DBAPIError as error:
                    raise database_error(error, self._engine.url, self.where, committing=True) from None
                except (SQLAlchemyError, sqlite3.Error) as error:
                    raise other_error(error, self.where, committing=True) from None
                return value
        except IntegrityError:
            raise ConflictError(QT_TRANSLATE_NOOP("DeskError", "the event changed meanwhile: try again")) from None
        except DBAPIError as error:
            raise database_error(error, self._engine.url, self.where) from None
        except (SQLAlchemyError, sqlite3.Error) as error:
            raise other_error(error, self.where) from None
        except OverflowError:  # a number no database column keeps (the rules bound what they are asked)
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "a number given is too large for the event to keep: "
                                                           "nothing was saved")) from None

    def _check_file(self) -> None:
        """Refuse to work on a file that is not where it was opened any more (moved or deleted, its USB stick pulled,
        its network share lost): SQLite would go on writing into the open file, which nobody will find again.
        A file put back (or its share mounted again) is opened afresh."""
        if self.path is None:
            return
        found = file_id(self.path)
        if found != self._file_id:
            self._engine.dispose()  # its connections hold the file that was there before
            self._file_id = found
            if self._holding is not None:  # the file now there is the one this store holds
                previous, self._holding = self._holding, files.hold(self.path)
                files.release(previous)

    def _with_backup(self, round_: Round) -> Published:
        """Copy the file as it is now to ``<name>.round-<n>.backup`` beside it (the round is committed already)."""
        if self.path is None:
            return Published(round_)
        target = self.path.with_name(f"{stem(self.path)}.round-{round_.number}.backup")
        try:
            raw = self._engine.raw_connection()
            try:
                backup(driver_connection(raw), target)
            finally:
                raw.close()
        except (OSError, sqlite3.Error) as error:
            return Published(round_, None, str(error))
        return Published(round_, target)
