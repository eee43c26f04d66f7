"""Reading and writing the files Companion is handed or makes, safely: no Qt, no wording of its own.

Reading (``read_regular``) takes only a regular file and at most a bounded number of bytes: a FIFO would
hang the reader until someone writes into it, and a device such as ``/dev/zero`` reports a size of 0 and
never ends. The file is looked at (``stat``) before it is opened, opened without blocking, and looked at
again once open, so a FIFO swapped in between is refused too.

Writing (``write_atomically``) builds the new file beside its place, syncs it to the disk and only then
moves it over the old one: a full disk, an I/O error or a crash leave the previous file as it was, and no
half-written one where it stood.

One owner of an open event file per process (``hold``, ``held``): POSIX gives a process's locks on a file to the
process, not to the descriptor that took them, and any ``close()`` of any descriptor on that file drops all of them.
While the process has an event open, SQLite alone opens the file and its side files (``-journal``, ``-wal``,
``-shm``): the store ``hold``s it (by device and inode) for as long as it is open, and every other reader here
asks first (``read_regular`` refuses a held file with ``HeldFile``; ``peek`` reads a header only from a file nobody
here holds). A check and its read happen under the registry's lock, so no store can open the file in between.

The file-permission policy, one for everything Companion makes (event files, their backups, exports,
scenarios): a file it creates is readable and writable by its owner only (0600), as players' names and
clubs are personal data on a shared machine; a file it replaces keeps the permissions its owner gave it (a
players' page made readable for a web server stays readable after the next round's export).
"""

import errno
import os
import stat
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

PRIVATE = 0o600
"""The permissions of a file Companion creates: its owner's only."""
DISK_FULL = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG})
"""What the system says when the disk (or the user's quota, or the file system's largest file) is used up."""


class NotARegularFile(OSError):
    """A path that names a FIFO, a device, a socket or a folder instead of a file of data."""

    def __init__(self, path: str | os.PathLike, kind: str):
        super().__init__(errno.EINVAL, f"not a regular file but {kind}", os.fspath(path))
        self.kind = kind


class TooLarge(OSError):
    """A file over the size a reader takes; ``size`` is its size (at least the bytes read), ``limit`` the most."""

    def __init__(self, path: str | os.PathLike, size: int, limit: int):
        super().__init__(errno.EFBIG, f"larger than {limit} bytes", os.fspath(path))
        self.size = size
        self.limit = limit


class HeldFile(OSError):
    """A file an event open in this process holds (the event file, or one of SQLite's side files beside it): only
    SQLite may open it, as closing any other descriptor on it would drop SQLite's locks."""

    def __init__(self, path: str | os.PathLike):
        super().__init__(errno.EBUSY, "it is an event file open in Companion (only the event itself reads it)",
                         os.fspath(path))


SIDE_SUFFIXES = ("-journal", "-wal", "-shm")
"""The names SQLite gives the files it keeps beside a database."""

_held: dict[tuple[int, int], int] = {}
_registry = threading.RLock()


def _identity(path: str | os.PathLike) -> tuple[int, int] | None:
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


def held(path: str | os.PathLike) -> bool:
    """Whether an event open in this process holds ``path``: the event file itself, or a side file beside it."""
    with _registry:
        if not _held:
            return False
        if _identity(path) in _held:
            return True
        name = os.fspath(path)
        return any(name.endswith(suffix) and _identity(name[:-len(suffix)]) in _held for suffix in SIDE_SUFFIXES)


@contextmanager
def unheld(path: str | os.PathLike) -> Iterator[None]:
    """Run a block that opens ``path`` outside SQLite: ``HeldFile`` when an open event holds it; meanwhile no event
    can be opened (so none can take locks that the block's ``close()`` would drop)."""
    with _registry:
        if held(path):
            raise HeldFile(path)
        yield


def hold(path: str | os.PathLike, check: Callable[[], None] | None = None) -> tuple[int, int]:
    """Register the event file ``path`` as held by this process until ``release``; ``check`` (a look at its
    header) runs first, under the registry's lock, only when nothing here holds the file yet."""
    with _registry:
        identity = _identity(path)
        if identity is None or identity not in _held:
            if check is not None:
                check()
            identity = _identity(path)
            if identity is None:
                raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), os.fspath(path))
        _held[identity] = _held.get(identity, 0) + 1
        return identity


def release(identity: tuple[int, int]) -> None:
    """The end of one ``hold``: the file is free for other readers once every holder has released it."""
    with _registry:
        count = _held.get(identity, 0) - 1
        if count > 0:
            _held[identity] = count
        else:
            _held.pop(identity, None)


def peek(path: str | os.PathLike, size: int) -> bytes | None:
    """The first ``size`` bytes of a regular file, or None when it cannot be read or an open event holds it (its
    header is then known: it is an event)."""
    with _registry:
        if held(path):
            return None
        try:
            check_regular(path)
            descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        except OSError:
            return None
        try:
            return os.read(descriptor, size)
        except OSError:
            return None
        finally:
            os.close(descriptor)


def kind_of(mode: int) -> str | None:
    """What a file of this mode is when it is not a regular file (None when it is one)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file of data"


def check_regular(path: str | os.PathLike) -> None:
    """Raise ``NotARegularFile`` (or the ``OSError`` of a path that cannot be looked at) unless ``path`` is a
    regular file: what must be checked before anything opens it (SQLite, Qt, a reader that would block)."""
    found = kind_of(os.stat(path).st_mode)
    if found is not None:
        if found == "a folder":
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
        raise NotARegularFile(path, found)


def read_regular(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them: ``TooLarge`` beyond, ``NotARegularFile``
    for anything else than a regular file, ``HeldFile`` for an event open here, the system's ``OSError`` when it
    cannot be read."""
    check_regular(path)
    with unheld(path):
        return _read_bounded(path, limit)


def _read_bounded(path: str | os.PathLike, limit: int) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        found = os.fstat(descriptor)
        kind = kind_of(found.st_mode)
        if kind is not None:  # swapped after the first look
            raise NotARegularFile(path, kind)
        if found.st_size > limit:
            raise TooLarge(path, found.st_size, limit)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(descriptor, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # it grew while being read
            raise TooLarge(path, size, limit)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def is_disk_full(error: OSError) -> bool:
    return error.errno in DISK_FULL


def create_private(path: str | os.PathLike) -> None:
    """Make the empty file ``path`` readable by its owner only, refusing one that exists (``FileExistsError``)."""
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), PRIVATE))


def write_atomically(path: str | os.PathLike, data: bytes) -> None:
    """Replace ``path`` with ``data`` only once all of it is on the disk (see the module's docstring for the
    permissions); the system's ``OSError`` otherwise (``is_disk_full`` tells a full disk), the old file kept."""
    path = Path(path)
    try:
        kept_mode: int | None = stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        kept_mode = None
    handle, temporary = tempfile.mkstemp(prefix=".companion-", suffix=".partial", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if kept_mode is not None:
            os.chmod(temporary, kept_mode)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
