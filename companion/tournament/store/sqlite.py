"""The SQLite plumbing: an event file's engine (a rollback journal, synchronous commits, a writer's ``BEGIN
IMMEDIATE``), its checks before SQLite touches it, its backups, and SQLite's errors in the desk's words.

Why a rollback journal and not WAL (``docs/architecture.md`` weighs both): POSIX locks belong to a process, and
any ``close()`` of any descriptor on the file in that process drops all of them, SQLite's too. In WAL mode a
connection holds a lock for as long as it is open, and the last process that believes itself alone deletes the
``-wal`` and ``-shm`` files another process is still writing into: code that is not ours (a file dialog guessing a
file's type, a backup tool) can make that happen at any time. With a rollback journal (``JOURNAL_MODE``) locks
are held only for the milliseconds of a transaction, the journal holds nothing between transactions, and a journal
left by a writer that died is rolled back by the next reader: there is nothing for a closer to delete. SQLite advises
the same for files on a network folder, where WAL cannot work at all. Within this process, ``files``' registry of
held files keeps our own readers away from the event while a store has it open.

A file is opened as it is (``mode=rw``): a file that went away is not made anew, empty, in its place. Which file
is at the path is checked before each transaction (``file_id``): SQLite would go on writing into a file moved
away or on a stick pulled out, where nobody would find it again.

A file the user cannot write, or one in a folder the user cannot write (a read-only share, a mounted backup, an
organiser's archived event), is opened read-only (``writable``): as an immutable database when no writer left
changes beside it (``has_pending_changes``: a ``-wal`` of an older Companion, or a journal to roll back), so
reading it makes no side file beside it. Side files that a reader of an older Companion left with another user's
permissions are never deleted here: SQLite removes them itself once it has the file to itself, and a writer that
cannot use them is told which file is held and who can release it (``repair_side_files``). Choice where the issue
is silent: a read-only event is read as it is on the disk; a desk that can write it and changes it meanwhile is
not followed by a reader that cannot (nobody else can write a file its owner made read-only)."""

import contextlib
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
    ever), or one that is not even SQLite, before SQLite touches it. Its header is read with a descriptor of its
    own: only from ``files.hold``, which runs it when no store of this process has the file open."""
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


SIDE_FILES = ("-wal", "-shm", "-journal")
JOURNAL_MODE = "persist"
"""The event file's journal: a rollback journal, kept beside the file with its header zeroed by each commit rather
than deleted (which costs an unlink and, on some file systems, a sync of the folder at every commit:
``bench/bench_journal.py``). A zeroed journal holds nothing: the file alone is the whole event."""
JOURNAL_SIZE_LIMIT = 1 << 20
"""The bytes a kept journal is cut back to after a commit that made it larger (a round's publication)."""


def writable(path: Path) -> bool:
    """Whether this user can write the event: the file, and the folder where SQLite keeps its side files (a
    read-only mount answers no to both, whoever asks)."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK | os.X_OK)


def has_pending_changes(path: Path) -> bool:
    """Whether a reader must look beside the file (it cannot be read as immutable): committed changes in the
    ``-wal`` file of an older Companion, or a journal, which SQLite checks for a write that never finished (rolled
    back on the next read)."""
    try:
        if os.path.getsize(f"{path}-wal") > 0:
            return True
    except OSError:
        pass
    return os.path.exists(f"{path}-journal")


def repair_side_files(path: Path) -> None:
    """Give side files that a read-only reader of an older Companion left beside the event back their writer's
    permissions when they are this user's. One of another user's that this user cannot write is never deleted
    here (only SQLite can prove that nobody holds it): an ``EventFileError`` says which file and whose it is."""
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return
    for suffix in SIDE_FILES:
        side = Path(f"{path}{suffix}")
        try:
            if not side.exists() or os.access(side, os.R_OK | os.W_OK):
                continue
            owner = side.stat().st_uid
        except OSError:  # SQLite says what is wrong when it opens the file
            continue
        if hasattr(os, "geteuid") and owner == os.geteuid():
            with contextlib.suppress(OSError):
                os.chmod(side, mode | stat.S_IRUSR | stat.S_IWUSR)
            continue
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is held by the user {1} and cannot be written by "
                                                            "this one: open the event once as {1} (or ask the "
                                                            "computer's administrator) to release it"),
                             side, user_name(owner))


def user_name(uid: int) -> str:
    """A user's login name, or their number when the system has no name for it."""
    try:
        import pwd
    except ImportError:
        return str(uid)
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return str(uid)


def driver_connection(raw: PoolProxiedConnection) -> sqlite3.Connection:
    """The sqlite3 connection under a pooled one (an event file's engine makes nothing else)."""
    connection = raw.driver_connection
    if not isinstance(connection, sqlite3.Connection):
        raise TypeError(f"an event file's connection is sqlite3's, not {type(connection).__name__}")
    return connection


def use_rollback_journal(engine: Engine) -> None:
    """Keep the file on a rollback journal (``JOURNAL_MODE``). A file an older Companion left in WAL mode is switched
    back when this process has it to itself: SQLite then copies the ``-wal`` into the file and removes the side
    files itself, having proved that nobody else holds them. While another process has it open in WAL mode, it
    stays so until the next open (SQLite keeps such a file consistent for every process that uses it)."""
    raw = engine.raw_connection()
    try:
        connection = driver_connection(raw)
        if connection.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            return
        timeout = connection.execute("PRAGMA busy_timeout").fetchone()[0]
        connection.execute("PRAGMA busy_timeout = 0")  # not worth waiting for: the next open tries again
        try:
            connection.execute(f"PRAGMA journal_mode = {JOURNAL_MODE}").fetchall()
        except sqlite3.OperationalError:
            pass
        finally:
            connection.execute(f"PRAGMA busy_timeout = {int(timeout)}")
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
        if not read_only and dbapi_connection.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            # A rollback journal's mode is each connection's own (an older Companion's WAL file is switched by
            # use_rollback_journal when the file is opened).
            dbapi_connection.execute(f"PRAGMA journal_mode = {JOURNAL_MODE}").fetchall()
            dbapi_connection.execute(f"PRAGMA journal_size_limit = {JOURNAL_SIZE_LIMIT}").fetchall()
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
