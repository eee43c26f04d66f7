"""The SQLite plumbing: an event file's engine (WAL, synchronous commits, a writer's ``BEGIN IMMEDIATE``), its
checks before SQLite touches it, its backups, and SQLite's errors in the desk's words.

A file is opened as it is (``mode=rw``): a file that went away is not made anew, empty, in its place. Which file
is at the path is checked before each transaction (``file_id``): SQLite would go on writing into a file moved
away or on a stick pulled out, where nobody would find it again.

A file the user cannot write, or one in a folder the user cannot write (a read-only share, a mounted backup, an
organiser's archived event), is opened read-only (``writable``): as an immutable database when no writer left
changes in its ``-wal`` file, so reading it makes no ``-wal`` or ``-shm`` file beside it (SQLite would make them
with the event's read-only permissions, and they would then refuse every later writer). Side files such a
reader left behind with an older Companion are given back their writer's permissions, or removed while they hold
nothing, before a writer opens the file (``repair_side_files``). Choice where the issue is silent: a read-only
event is read as it is on the disk; a desk that can write it and changes it meanwhile is not followed by a reader
that cannot (nobody else can write a file its owner made read-only)."""

import os
import sqlite3
import stat
from pathlib import Path
from urllib.parse import quote

from sqlalchemy import create_engine
from sqlalchemy import event as sa_event
from sqlalchemy.engine import URL, Connection, Engine
from sqlalchemy.pool import PoolProxiedConnection

from companion.files import NotARegularFile, check_regular, create_private
from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import DamagedEvent, DeskError, EventFileError, EventLocked, FileUnavailable

SUFFIX = ".companion-event"


SQLITE_HEADER = b"SQLite format 3\x00"


def sqlite_url(path: Path) -> URL:
    return URL.create("sqlite+pysqlite", database=str(path))


def stem(path: Path) -> str:
    return path.name[:-len(SUFFIX)] if path.name.endswith(SUFFIX) and path.name != SUFFIX else path.stem


def file_id(path: Path) -> tuple[int, int]:
    """Which file is at ``path`` now (device and inode); FileUnavailable when none can be reached there."""
    try:
        found = os.stat(path)
    except FileNotFoundError:
        raise FileUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event file {0} is not there any more (moved or "
                                                             "deleted, or its disk or network share went away)"),
                              path) from None
    except OSError as error:
        raise FileUnavailable(QT_TRANSLATE_NOOP("DeskError", "cannot reach the event file {0}: {1}"), path,
                              error.strerror or error) from None
    return found.st_dev, found.st_ino


def check_event_file(path: Path) -> None:
    """Refuse a missing file, one that is not a regular file (a FIFO would hang SQLite, a device be read for
    ever), or one that is not even SQLite, before SQLite touches it."""
    try:
        check_regular(path)
        header = _header(path)
    except FileNotFoundError:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "there is no file {0}"), path) from None
    except IsADirectoryError:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is a folder, not an event file"), path) from None
    except NotARegularFile:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not a regular file (a FIFO or a device), not an "
                                                            "event file"), path) from None
    except OSError as error:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "cannot read {0}: {1}"), path,
                             error.strerror or error) from None
    if header != SQLITE_HEADER:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not an event file"), path)


def _header(path: Path) -> bytes:
    """The first bytes of a regular file, opened without blocking (a FIFO swapped in is refused, not waited on)."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotARegularFile(path, "not a file of data")
        return os.read(descriptor, len(SQLITE_HEADER))
    finally:
        os.close(descriptor)


SIDE_FILES = ("-wal", "-shm")


def writable(path: Path) -> bool:
    """Whether this user can write the event: the file, and the folder where SQLite keeps its side files (a
    read-only mount answers no to both, whoever asks)."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


def has_pending_changes(path: Path) -> bool:
    """Whether a writer left committed changes in the ``-wal`` file (they are read from there until a writer
    copies them into the file)."""
    try:
        return os.path.getsize(f"{path}-wal") > 0
    except OSError:
        return False


def repair_side_files(path: Path) -> None:
    """Make the side files a read-only reader may have left beside the event usable by a writer again: given the
    event's permissions when they are this user's, removed when they are not but hold nothing (an empty ``-wal``:
    the ``-shm`` is only an index of it)."""
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return
    for suffix in SIDE_FILES:
        side = Path(f"{path}{suffix}")
        try:
            if not side.exists() or os.access(side, os.R_OK | os.W_OK):
                continue
            if hasattr(os, "geteuid") and side.stat().st_uid == os.geteuid():
                os.chmod(side, mode | stat.S_IRUSR | stat.S_IWUSR)
            elif not has_pending_changes(path):
                side.unlink()
        except OSError:  # SQLite says what is wrong when it opens the file
            pass


def driver_connection(raw: PoolProxiedConnection) -> sqlite3.Connection:
    """The sqlite3 connection under a pooled one (an event file's engine makes nothing else)."""
    connection = raw.driver_connection
    if not isinstance(connection, sqlite3.Connection):
        raise TypeError(f"an event file's connection is sqlite3's, not {type(connection).__name__}")
    return connection


def use_wal(engine: Engine) -> None:
    """Keep the file in WAL mode (a setting of the file, changed outside any transaction)."""
    raw = engine.raw_connection()
    try:
        connection = driver_connection(raw)
        if connection.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            connection.execute("PRAGMA journal_mode = WAL")
    finally:
        raw.close()


def backup(source: sqlite3.Connection, target: Path) -> None:
    """A consistent copy of the open database (SQLite's online backup), written beside and then moved in place.

    The copy is its owner's only, as the event is (``files``' policy); a copy that could not be finished (a full
    disk) is removed, and whatever was at ``target`` before stays."""
    partial = target.with_name(f".{target.name}.partial")
    try:
        partial.unlink(missing_ok=True)  # left by a process killed while copying
        create_private(partial)
        copy = sqlite3.connect(partial)
        try:
            source.backup(copy)
        finally:
            copy.close()
        os.replace(partial, target)
    except BaseException:
        for leftover in (partial, Path(f"{partial}-journal"), Path(f"{partial}-wal"), Path(f"{partial}-shm")):
            leftover.unlink(missing_ok=True)
        raise


def free_name(path: Path) -> Path:
    """``path``, or ``path`` with ``-2``, ``-3``… before its suffix when it exists: an older backup stays."""
    candidate, count = path, 1
    while candidate.exists():
        count += 1
        candidate = path.with_name(f"{path.stem}-{count}{path.suffix}")
    return candidate


def move_into_place(built: Path, path: Path) -> None:
    """Move the finished file to its name, refusing (not replacing) a file that appeared there meanwhile."""
    try:
        os.link(built, path)
    except FileExistsError:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} already exists"), path) from None
    except OSError:  # a file system without hard links (FAT)
        if path.exists():
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} already exists"), path) from None
        os.rename(built, path)


SQLITE_UNREACHABLE = ("SQLITE_IOERR", "SQLITE_CANTOPEN", "SQLITE_READONLY_DBMOVED")
"""SQLite's errors of a file that cannot be reached (its disk or share gone, I/O failing): try again later."""


def engine(url: URL, busy_timeout: float, *, new_file: bool = False, read_only: bool = False) -> Engine:
    """An event file's engine: opened as it is (``mode=rw``; ``new_file``: made if it is not there; ``read_only``:
    read-only, without side files when none hold changes), each connection waiting up to ``busy_timeout`` seconds
    for another writer, committing synchronously, checking references, and beginning a writer's transaction with
    ``BEGIN IMMEDIATE``."""
    path = Path(url.database or "").absolute()
    mode = "rwc" if new_file else "rw"
    if read_only:
        mode = "ro" if has_pending_changes(path) else "ro&immutable=1"
    # The file's name as bytes, percent-encoded: a name that is not UTF-8 still names the file.
    address = f"{path.as_uri() if os.name == 'nt' else 'file:' + quote(os.fsencode(path))}?mode={mode}"
    made = create_engine(url, creator=lambda: sqlite3.connect(address, uri=True, timeout=busy_timeout,
                                                               check_same_thread=False))

    @sa_event.listens_for(made, "connect")
    def _on_connect(dbapi_connection: sqlite3.Connection, _record: object) -> None:
        # Transactions are begun by the "begin" listener below, not by the driver.
        dbapi_connection.isolation_level = None
        dbapi_connection.execute(f"PRAGMA busy_timeout = {round(busy_timeout * 1000)}")
        dbapi_connection.execute("PRAGMA synchronous = FULL")
        dbapi_connection.execute("PRAGMA foreign_keys = ON")

    @sa_event.listens_for(made, "begin")
    def _on_begin(connection: Connection) -> None:
        # A writer takes the write lock at once (waiting its turn): a read that later writes could
        # otherwise find the snapshot stale and fail without waiting.
        write = connection.get_execution_options().get("companion_write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return made


def sqlite_error(error: BaseException, where: str = "", *, committing: bool = False,
                 busy_timeout: float = 0) -> DeskError:
    """A sqlite3 error in the desk's words, by SQLite's error code where it has one (else by its message)."""
    name = getattr(error, "sqlite_errorname", "") or ""
    message = str(error)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or not name and ("locked" in message or "busy" in message):
        return EventLocked(QT_TRANSLATE_NOOP("DeskError", "the event is in use by another program: it stayed locked "
                                                          "for more than {0} seconds"), busy_timeout)
    if name.startswith("SQLITE_FULL") or name == "SQLITE_IOERR_SHMSIZE" or "database or disk is full" in message:
        # The shared-memory file could not grow: the disk is full, as it is for the database itself.
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the disk is full: nothing was saved"))
    if name.startswith(SQLITE_UNREACHABLE) or not name and ("disk I/O error" in message
                                                             or "unable to open database file" in message):
        if committing:
            return FileUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event file {0} could not be reached while "
                                                                  "saving: reload to see whether the change was kept"),
                                   where, maybe_saved=True)
        return FileUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event file {0} cannot be reached ({1}): nothing "
                                                              "was saved"), where, message)
    if name.startswith("SQLITE_CORRUPT") or "malformed" in message:
        return DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged (SQLite cannot read part of it): open "
                                                             "its latest round backup beside it instead"),
                              where or "the event file")
    if name.startswith("SQLITE_NOTADB") or "not a database" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not an event file"), where or message)
    if name.startswith("SQLITE_READONLY") or "readonly" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the event cannot be written here (read-only)"))
    if name.startswith("SQLITE_FULL") or "full" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the disk is full: nothing was saved"))
    return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the event database failed: {0}"), message)
