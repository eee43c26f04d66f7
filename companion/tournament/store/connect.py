"""Where an event lives and how the desk reaches it: a path or an address located, the engine for it, the names
shown to the user, and every database error in the desk's words."""

import os
import re
import socket
import sqlite3
from pathlib import Path

from sqlalchemy.engine import URL, Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.errors import DeskError, EventFileError
from companion.tournament.rules import is_int
from companion.tournament.store import postgres, sqlite
from companion.tournament.store.records import ServerFields
from companion.tournament.store.sqlite import sqlite_url

BUSY_TIMEOUT = 10
"""Seconds a writer waits for another one before the event counts as locked."""
POLL_INTERVAL = 0.1
"""Seconds between two looks at a file's revision while ``wait_for_change`` waits."""


def default_desk() -> str:
    return socket.gethostname() or "desk"


def locate(location: str | os.PathLike) -> tuple[URL, Path | None]:
    """The database URL and, for SQLite, the file; an address the desk cannot use is refused here."""
    text = os.fspath(location)
    if "://" not in text:
        path = Path(text).absolute()
        return sqlite_url(path), path
    if authority(text).count("@") > 1:
        # Where the password ends is a guess then: the part after its first "@" would be taken for the host, shown
        # and looked up. The address is not shown, as it holds the password.
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "the server's address holds more than one @ before its "
                                                            "host: write an @ in the user name or the password as "
                                                            "%40 (the address is not shown, as it may hold a "
                                                            "password)"))
    try:
        url = make_url(text)
        url.port  # noqa: B018 - a port that is not a number is refused here, not by the driver
    except (ArgumentError, ValueError):
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not a database address"),
                             without_password(text)) from None
    if url.get_backend_name() == "sqlite":
        if not url.database:
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} names no file"), text)
        return url, Path(url.database).absolute()
    if postgres.is_server(url):
        return postgres.server_url(url), None
    raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: an event is a file, or a database on a PostgreSQL "
                                                        "server (postgresql://user@host/database)"),
                         without_password(text))


def authority(address: str) -> str:
    """The part of an address between ``://`` and the database's name: the user, the password, the host, the port."""
    return re.split(r"[/?#]", address.split("://", 1)[1], maxsplit=1)[0]


def without_password(text: str) -> str:
    """An address that did not parse, shown without what may be its password."""
    return re.sub(r"(://[^:/@]*):[^@/]*@", r"\1:***@", text)


def where(location: str | os.PathLike) -> str:
    """A location as shown to the user: the file, or the address without its password."""
    url, path = locate(location)
    return str(path) if path is not None else postgres.display(url)


def server_address(host: str, port: int, database: str, user: str, password: str | None = None) -> str:
    """The ``postgresql://`` address of an event's database from the fields of the GUI's "Open event from a
    server" dialog, each character of the password kept as typed (percent-encoded in the address).

    An InputError names a field left empty or a port outside 1 to 65535."""
    fields = {"host": host.strip(), "database": database.strip(), "user": user.strip()}
    for name, value in fields.items():
        if not value:
            raise InputError(name, QT_TRANSLATE_NOOP("InputError", "must not be empty"))
    if not is_int(port) or not 1 <= port <= 65535:
        raise InputError("port", QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1}"), port,
                         args=(1, 65535))
    host = fields["host"]
    socket_folder = host.startswith("/")  # libpq's way to name a server on this machine by its socket's folder
    url = URL.create("postgresql", username=fields["user"], password=password or None,
                     host=None if socket_folder else host, port=port, database=fields["database"],
                     query={"host": host} if socket_folder else {})
    return url.render_as_string(hide_password=False)


def server_fields(address: str) -> ServerFields | None:
    """The fields of a ``postgresql://`` address, for the dialog to show what was typed or opened before (a socket
    folder, ``?host=/folder``, as the host); None for anything that is not such an address."""
    try:
        url = make_url(address)
        port = url.port
    except (ArgumentError, ValueError):
        return None
    if not postgres.is_server(url):
        return None
    host = url.query.get("host")
    return ServerFields(host if isinstance(host, str) else url.host or "", port or postgres.DEFAULT_PORT,
                        url.database or "", url.username or "", url.password or "")


def engine_for(url: URL, *, new_file: bool = False, read_only: bool = False) -> Engine:
    """An engine for the event's database: a file's (``sqlite.engine``; only ``new_file`` makes a file that is not
    there), or a server's (``postgres.engine``: writers at READ COMMITTED behind the event row's lock, readers at
    REPEATABLE READ)."""
    try:
        if url.get_backend_name() != "sqlite":
            return postgres.engine(url, BUSY_TIMEOUT)
        return sqlite.engine(url, BUSY_TIMEOUT, new_file=new_file, read_only=read_only)
    except (ArgumentError, NoSuchModuleError, ImportError) as error:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "cannot use the database {0}: {1}"),
                             url.render_as_string(hide_password=True), error) from None


def database_error(error: DBAPIError, url: URL, where: str = "", *, committing: bool = False) -> DeskError:
    """The database's error in the desk's words (a server's: ``postgres.server_error``)."""
    if url.get_backend_name() != "sqlite":
        return postgres.server_error(error.orig or error, url, invalidated=error.connection_invalidated,
                                     committing=committing, busy_timeout=BUSY_TIMEOUT)
    return sqlite.sqlite_error(error.orig or error, where, committing=committing, busy_timeout=BUSY_TIMEOUT)


def other_error(error: BaseException, where: str, *, committing: bool = False) -> DeskError:
    """An error of SQLAlchemy itself, or of sqlite3 used directly (a backup, the journal mode), as a DeskError."""
    if isinstance(error, sqlite3.Error):
        return sqlite.sqlite_error(error, where, committing=committing, busy_timeout=BUSY_TIMEOUT)
    return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the event database failed: {0}"), error)
