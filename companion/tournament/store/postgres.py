"""What a PostgreSQL server adds to the desk's store: its address, its connections, its errors in the
desk's words, and the notes that tell every desk of another desk's change at once.

The driver is pg8000, pure Python, with SQLAlchemy's ``postgresql+pg8000`` dialect: one driver for a pip
install and the installers alike, with no client library (libpq) of its own to ship. SQLAlchemy imports it
only when an engine for a server address is made, so a desk that works on files never loads it.

The desk makes each connection's socket itself (``connect``), so that:

- a server that does not answer is one clear line after ``CONNECT_TIMEOUT`` seconds: the timeout covers
  the TCP connection, the TLS handshake and the login, and is lifted once the desk is in;
- TCP keepalives and a TCP user timeout break a connection to a server that vanished from the network
  within seconds instead of hanging;
- TLS follows the address's ``sslmode`` as libpq does (``SSL_MODES``; the default, ``prefer``, uses TLS
  whenever the server offers it), with ``sslrootcert`` for the modes that check the server's certificate;
  over a Unix socket (``?host=/socket/folder``) there is no TLS, as with libpq;
- the login sets ``lock_timeout`` (a writer waits for another desk's action at most the store's busy
  timeout, as on SQLite), ``idle_in_transaction_session_timeout`` (a desk that vanishes in the middle of an
  action does not keep the event locked: the server rolls its transaction back) and READ COMMITTED as the
  default isolation, in the startup message, costing no round trip.

Only ``store`` uses this module; nothing here imports Qt.
"""

import functools
import getpass
import os
import re
import select
import socket
import struct
import time
from collections.abc import Collection
from pathlib import Path
from typing import Any, Literal
from urllib.parse import unquote

from sqlalchemy import create_engine, func
from sqlalchemy import event as sa_event
from sqlalchemy import select as sql_select
from sqlalchemy.engine import URL, Connection, Engine, ExceptionContext

from companion import files
from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import DeskError, EventFileError, EventLocked, ServerUnavailable

DRIVER = "postgresql+pg8000"
DEFAULT_PORT = 5432
CONNECT_TIMEOUT = 5
"""Seconds a desk waits for a server to answer before it says so."""
ABANDONED_TRANSACTION = 30
"""Seconds the server keeps the transaction of a desk that went silent in the middle of an action."""
KEEPALIVE = {"TCP_KEEPIDLE": 5, "TCP_KEEPALIVE": 5, "TCP_KEEPINTVL": 2, "TCP_KEEPCNT": 3, "TCP_USER_TIMEOUT": 10_000}
"""A silent connection is probed after 5 s, every 2 s, and dropped after 3 lost probes; unacknowledged data
drops it after 10 s (TCP_KEEPALIVE is macOS's name for the idle time; each option where the system has it)."""
SSL_MODES = ("disable", "prefer", "require", "verify-ca", "verify-full")
"""libpq's ``sslmode`` values the desk follows (``allow``, plain first, is left out: ``prefer`` is safer)."""
ADDRESS_SETTINGS = ("host", "sslmode", "sslrootcert")
"""What an address may set after its ``?``: the socket folder (or host), TLS, the certificate to trust."""
CHANNEL = "companion_event"
"""Each committed action notifies it (with the new revision as payload); NOTIFY is per database, as is an event."""
RECHECK = 0.25
"""Seconds between two reads of the revision by a desk waiting for a change (see ``ChangeListener``)."""
SCHEMA_LOCK = 7_266_020_016
"""The advisory lock held while a database's schema is built, migrated or filled by a copy."""
_SSL_REQUEST = struct.pack("!ii", 8, 80877103)
"""The protocol's "may we speak TLS?" message, which the server answers with one byte, S or N."""


def is_server(url: URL) -> bool:
    return url.get_backend_name() in ("postgresql", "postgres")


def server_url(url: URL) -> URL:
    """The address with the driver the desk ships, or a refusal of an address the desk cannot use."""
    if not url.database:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} names no database: one database holds one event"),
                             display(url))
    unknown = sorted(set(url.query) - set(ADDRESS_SETTINGS))
    if unknown:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the address sets {1}, which the desk does not "
                                                            "know (it knows {2})"),
                             display(url), ", ".join(unknown), ", ".join(ADDRESS_SETTINGS))
    if any(not isinstance(value, str) for value in url.query.values()):
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the address sets a setting twice"), display(url))
    if _ssl_mode(url) not in SSL_MODES:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: sslmode must be one of {1}"), display(url),
                             ", ".join(SSL_MODES))
    return url.set(drivername=DRIVER)


def display(url: URL) -> str:
    """The address as the user typed it, without the password (a socket folder in ``?host=`` unquoted)."""
    return unquote(url.set(drivername="postgresql").render_as_string(hide_password=True))


def engine(url: URL, lock_timeout: float) -> Engine:
    """An engine whose connections are the desk's own (``connect``), checked before each use."""
    remember_rewritten_statements()
    made = create_engine(url, pool_pre_ping=True)

    @sa_event.listens_for(made, "do_connect")
    def _connect(_dialect: object, _record: object, _arguments: object, _parameters: object) -> Any:
        return connect(made.url, lock_timeout)[0]

    for closing in ("do_close", "do_terminate"):  # the dialect's, for this engine's connections only
        setattr(made.dialect, closing, _close_quietly)
    made.dialect.do_ping = _ping  # type: ignore[method-assign, assignment]

    @sa_event.listens_for(made, "handle_error")
    def _lost(context: ExceptionContext) -> None:
        # The server's "terminating connection" and the like: the connection is gone, not just the statement.
        if _state(context.original_exception).startswith(("08", "57P")):
            context.is_disconnect = True

    return made


def _ping(connection: Any) -> bool:
    """The pool's check of a connection before each use, as one simple query: one round trip. The dialect's own
    check opens a transaction and sends ``SELECT 1`` through the extended protocol, four round trips before every
    action. A connection that is gone fails here as there, and the pool connects again."""
    connection.execute_simple("SELECT 1")
    return True


def remember_rewritten_statements() -> None:
    """Keep pg8000's rewriting of each statement's placeholders, per statement text.

    Before each statement, pg8000 rewrites its ``%s`` placeholders as ``$1, $2 …`` by scanning the text a
    character at a time in Python: about 0.4 ms a statement, a third of the Python time of a phone's report (15
    statements) and time the event's lock is held. The desk sends the same few statement texts over and over, so
    the rewriting is kept for each text (at most 4,096). Only for the ``format`` style SQLAlchemy uses, whose
    rewriting does not depend on the arguments (pg8000 passes them on as given); any other style is rewritten as
    before. ``tests/tournament/test_postgres_statements.py`` compares both on quoted, commented and
    dollar-quoted texts."""
    import pg8000.dbapi
    import pg8000.legacy

    original = pg8000.dbapi.convert_paramstyle
    if getattr(original, "remembered", False):
        return

    @functools.lru_cache(maxsize=4096)
    def rewritten(query: str) -> str:
        return original("format", query, ())[0]

    def convert(style: str, query: str, args: Any) -> tuple[str, Any]:
        if style == "format":
            return rewritten(query), args
        return original(style, query, args)

    convert.remembered = True  # type: ignore[attr-defined]
    convert.original = original  # type: ignore[attr-defined]
    pg8000.dbapi.convert_paramstyle = pg8000.legacy.convert_paramstyle = convert  # the DB-API's and the one SQLAlchemy uses


def _close_quietly(connection: Any) -> None:
    """Close a pooled connection, saying goodbye to the server if it is still there.

    After a restart, or any loss the store handles (``pool_pre_ping`` connects again), the pool closes each dead
    connection: pg8000's goodbye then fails on the broken socket (its socket is closed all the same), and the pool
    would log that failure as three chained tracebacks on stderr. A connection that is gone needs no goodbye."""
    import pg8000

    try:
        connection.close()
    except (OSError, pg8000.InterfaceError):
        pass


def connect(url: URL, lock_timeout: float) -> tuple[Any, socket.socket]:
    """A pg8000 connection to the event's database, and its socket; a ``DeskError`` saying why not.

    The socket is returned for ``ChangeListener``, which waits on it."""
    import pg8000

    password = _password(url)
    # A refusal of the login says "wrong password" for any password given, from wherever it came.
    login = url.set(password=password or None)
    deadline = time.monotonic() + CONNECT_TIMEOUT
    sock = _open_socket(url)
    given = None
    try:
        sock.settimeout(max(deadline - time.monotonic(), 0.001))  # what is left for TLS, then the login
        sock = _secure(sock, url)
        given = _Socket(sock, deadline)
        connection = pg8000.Connection(
            user(url), database=url.database, sock=given, ssl_context=False,
            # No password found: an empty one, which a server that asks for one refuses (see server_error).
            password=password, application_name="Companion desk",
            startup_params={"lock_timeout": str(round(lock_timeout * 1000)),
                            "idle_in_transaction_session_timeout": str(ABANDONED_TRANSACTION * 1000),
                            "default_transaction_isolation": "read committed"})
    except pg8000.DatabaseError as error:  # the server said no (password, database, user, starting up)
        sock.close()
        raise server_error(error, login) from None
    except (OSError, pg8000.InterfaceError) as error:  # the server went silent or away while logging in
        sock.close()
        refusal = _refusal(error, pg8000.DatabaseError)
        if refusal is not None:
            raise server_error(refusal, login) from None
        raise _unreachable(given.failure if given is not None and given.failure else error, url) from None
    except BaseException:
        sock.close()
        raise
    given.deadline = None
    sock.settimeout(None)  # in: from now on the keepalives tell a lost server
    return connection, sock


class _Socket:
    """The socket as pg8000 is given it: its file turns a failure of the network into the end of the stream.

    pg8000 lets an ``OSError`` on the first read of a reply through as it is, not as its "network error", which
    SQLAlchemy knows as a lost connection (so that the pool's check before each use connects again). The
    failure is kept in ``failure`` for the desk's words (a timeout while logging in is "does not answer").

    Until ``deadline`` (``time.monotonic()``; None once logged in) every read and write waits only for what is left
    of it: a server that answers one byte at a time cannot stretch the login past ``CONNECT_TIMEOUT``, as a timeout
    of each read would let it."""

    def __init__(self, sock: socket.socket, deadline: float | None = None):
        self._socket = sock
        self.failure: OSError | None = None
        self.deadline = deadline

    def makefile(self, mode: Literal["rwb"]) -> "_Stream":
        return _Stream(self, self._socket)

    def wait_left(self) -> None:
        """Give the socket what is left of the login's time (a ``TimeoutError`` when nothing is)."""
        if self.deadline is None:
            return
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("timed out")
        self._socket.settimeout(left)

    def close(self) -> None:
        self._socket.close()


class _Stream:
    """pg8000's file on the socket: what it reads after a failure is the end of the stream (see ``_Socket``)."""

    def __init__(self, owner: _Socket, sock: socket.socket):
        self._owner = owner
        self._socket = sock
        self._read = bytearray()
        self._written = bytearray()

    def read(self, size: int) -> bytes:
        if self._owner.failure is not None:
            return b""
        try:
            while len(self._read) < size:
                self._owner.wait_left()
                chunk = self._socket.recv(max(size - len(self._read), 65536))
                if not chunk:
                    break
                self._read += chunk
        except OSError as error:
            self._owner.failure = error
            return b""
        taken = bytes(self._read[:size])
        del self._read[:size]
        return taken

    def write(self, data: bytes) -> int:
        self._written += data
        return len(data)

    def flush(self) -> None:
        data, self._written = bytes(self._written), bytearray()
        self._owner.wait_left()
        self._socket.sendall(data)

    def close(self) -> None:
        self._read.clear()
        self._written.clear()


def _refusal(error: BaseException | None, refused: type[BaseException]) -> BaseException | None:
    """The server's refusal of the login behind a network error, if there was one: pg8000, closing a connection
    the server refused, says goodbye on a socket the server has already closed, and that broken pipe takes the
    refusal's place (which stays the error's context)."""
    while error is not None and not isinstance(error, refused):
        error = error.__context__
    return error


def _password(url: URL) -> str:
    """The password, where libpq would find it: in the address, else in ``PGPASSWORD``, else on the password file's
    first line for this server, port, database and user (``PGPASSFILE``, or ``~/.pgpass``, on Windows
    ``%APPDATA%\\postgresql\\pgpass.conf``; ``*`` matches anything, and ``localhost`` a socket folder too; on
    Unix a file that others may read is ignored, as libpq does). Else none: the empty string."""
    if url.password:
        return url.password
    if os.environ.get("PGPASSWORD"):
        return os.environ["PGPASSWORD"]
    if os.environ.get("PGPASSFILE"):
        path = Path(os.environ["PGPASSFILE"])
    elif os.name == "nt":
        path = Path(os.environ.get("APPDATA", "")) / "postgresql" / "pgpass.conf"
    else:
        path = Path.home() / ".pgpass"
    try:
        if os.name != "nt" and path.stat().st_mode & 0o077:
            return ""
        lines = files.read_regular(path, 1_000_000).decode("utf-8").splitlines()  # never a FIFO's endless wait
    except (OSError, UnicodeDecodeError):  # no password file, or none to read
        return ""
    folder = _socket_folder(url)
    hosts = {folder, "localhost"} if folder else {setting(url, "host") or url.host or "localhost"}
    wanted: tuple[Collection[str | None], ...] = (hosts, {str(url.port or DEFAULT_PORT)}, {url.database}, {user(url)})
    for line in lines:
        fields = _password_fields(line)
        if line.startswith("#") or len(fields) != 5:
            continue
        if all(field == "*" or field in values for field, values in zip(fields, wanted, strict=False)):
            return fields[4]
    return ""


def _password_fields(line: str) -> list[str]:
    """A password file's line: host, port, database, user and password, split at ``:``, with ``\\:`` and
    ``\\\\`` for a colon and a backslash in a field (the password is the rest of the line)."""
    fields: list[str] = []
    field, escaped = "", False
    for character in line:
        if escaped:
            field, escaped = field + character, False
        elif character == "\\":
            escaped = True
        elif character == ":" and len(fields) < 4:
            fields, field = [*fields, field], ""
        else:
            field += character
    return [*fields, field]


def user(url: URL) -> str:
    """The user the desk logs in as: the address's, or as libpq does, the name this system's user logged in with."""
    if url.username:
        return url.username
    try:
        return getpass.getuser()
    except (KeyError, OSError):  # a system user without a name: PostgreSQL's own default user
        return "postgres"


def setting(url: URL, name: str) -> str | None:
    """One of the address's ``ADDRESS_SETTINGS`` (``server_url`` refuses one given twice)."""
    value = url.query.get(name)
    return value if isinstance(value, str) else None


def _ssl_mode(url: URL) -> str:
    return setting(url, "sslmode") or "prefer"


def _socket_folder(url: URL) -> str | None:
    host = setting(url, "host") or url.host or ""
    return host if host.startswith("/") else None


def _open_socket(url: URL) -> socket.socket:
    port = url.port or DEFAULT_PORT
    folder = _socket_folder(url)
    try:
        if folder is not None:
            if not hasattr(socket, "AF_UNIX"):
                raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: this system has no socket folders: give "
                                                                    "the server's name or address"), display(url))
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                sock.settimeout(CONNECT_TIMEOUT)
                sock.connect(str(Path(folder) / f".s.PGSQL.{port}"))
            except BaseException:
                sock.close()
                raise
            return sock
        sock = socket.create_connection((setting(url, "host") or url.host or "localhost", port), CONNECT_TIMEOUT)
    except OSError as error:
        raise _unreachable(error, url) from None
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
    for name, value in KEEPALIVE.items():
        if hasattr(socket, name):
            try:
                sock.setsockopt(socket.IPPROTO_TCP, getattr(socket, name), value)
            except OSError:  # a system that names the option but does not take it
                pass
    return sock


def _secure(sock: socket.socket, url: URL) -> socket.socket:
    """The socket after the TLS handshake the address's ``sslmode`` asks for (none over a Unix socket)."""
    mode = _ssl_mode(url)
    if mode == "disable" or sock.family != socket.AF_INET and sock.family != socket.AF_INET6:
        return sock
    import ssl

    sock.sendall(_SSL_REQUEST)
    answer = sock.recv(1)
    if not answer:  # closed at once: a server starting or stopping (see _unreachable)
        raise ConnectionResetError
    if answer == b"N":
        if mode == "prefer":
            return sock
        raise ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event server {0} does not offer TLS, which the "
                                                               "address asks for (sslmode={1})"), display(url), mode)
    if answer != b"S":
        raise ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "{0} is not a PostgreSQL server"), display(url))
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    if mode in ("prefer", "require"):  # encrypted, the server's certificate unchecked, as in libpq
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    else:
        context.check_hostname = mode == "verify-full"
        root = setting(url, "sslrootcert")
        if root:
            try:
                context.load_verify_locations(root)
            except OSError as error:  # missing, unreadable, or no certificate in it (ssl.SSLError)
                raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: cannot read the certificate {1} "
                                                                    "(sslrootcert): {2}"),
                                     display(url), root, error.strerror or getattr(error, "reason", None) or error
                                     ) from None
        else:
            context.load_default_certs()
    return context.wrap_socket(sock, server_hostname=setting(url, "host") or url.host)


def _unreachable(error: BaseException, url: URL) -> DeskError:
    """What stopped the desk before the server could say anything: in the desk's words."""
    cause = error
    while not isinstance(cause, OSError) and cause.__cause__ is not None:
        cause = cause.__cause__
    where = display(url)
    if isinstance(cause, socket.gaierror):
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "there is no machine named {0} on the network"),
                                 setting(url, "host") or url.host)
    if isinstance(cause, TimeoutError):
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event server {0} does not answer (waited {1} "
                                                                "seconds)"), where, CONNECT_TIMEOUT)
    if isinstance(cause, (ConnectionRefusedError, FileNotFoundError)):
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event server {0} refuses connections: is "
                                                                "PostgreSQL running there?"), where)
    if type(cause).__module__ == "ssl" and isinstance(cause, OSError):
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event server {0} failed the TLS check: {1}"),
                                 where, getattr(cause, "verify_message", None) or getattr(cause, "reason", None)
                                 or cause)
    if isinstance(cause, OSError) and not isinstance(cause, (ConnectionError, EOFError)) and cause.strerror:
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "cannot reach the event server {0}: {1}"), where,
                                 cause.strerror)
    return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event server {0} closed the connection while the "
                                                            "desk logged in"), where)


def lock_schema(connection: Connection) -> None:
    """Put a schema change (build, migrate, copy) in line behind any other one on the same database."""
    connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({SCHEMA_LOCK})")


def read_consistently(connection: Connection) -> None:
    """Make the transaction just begun one read-only view of the event that waits for no writer."""
    connection.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")


def notify(connection: Connection, revision: int) -> None:
    """Tell the listening desks, when this transaction commits, that the event reached ``revision``."""
    connection.execute(sql_select(func.pg_notify(CHANNEL, str(revision))))


def _fields(error: BaseException) -> dict[str, str]:
    """The server's error fields (C: the SQLSTATE, M: the message, S: its severity), or {} for the driver's own."""
    fields = error.args[0] if error.args else None
    return fields if isinstance(fields, dict) else {}


def _state(error: BaseException) -> str:
    return _fields(error).get("C", "")


def server_error(error: BaseException, url: URL, *, invalidated: bool = False, committing: bool = False,
                 busy_timeout: float = 0) -> DeskError:
    """A driver's error in the desk's words: what the user can do about it, in one line.

    ``invalidated`` says the connection was lost with the error; ``committing`` that it happened while the
    server was committing, so the change may have landed.
    """
    if isinstance(error, DeskError):
        return error
    fields = _fields(error)
    state = fields.get("C", "")
    message = fields.get("M") or (str(error.args[0]) if error.args else str(error))
    where = display(url)
    if state == "55P03":  # lock_not_available: another desk's action held the event longer than lock_timeout
        return EventLocked(QT_TRANSLATE_NOOP("DeskError", "the event is in use by another program: it stayed "
                                                          "locked for more than {0} seconds"), busy_timeout)
    if state == "28P01":  # invalid_password: the one given, or the empty one when none was
        if not url.password:
            return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the server asks a password for user {1}"),
                                  where, user(url))
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: wrong password for user {1}"), where, user(url))
    if state == "3D000" and (found := re.search(r'database "(.*?)" does not exist', message)):
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the server has no database {1}"), where, found[1])
    if found := re.search(r'role "(.*?)" does not exist', message):
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the server has no user {1}"), where, found[1])
    if "no pg_hba.conf entry" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the server does not let user {1} in from this "
                                                             "machine (see its pg_hba.conf)"), where, user(url))
    if state in ("57P03", "53300"):  # cannot_connect_now (starting or stopping), too_many_connections
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event server {0} is busy, starting or "
                                                                "stopping: try again in a moment"), where)
    if invalidated or state.startswith(("08", "57P")) or not fields and message in ("network error",
                                                                                    "connection is closed"):
        if committing:
            return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the connection to the event server {0} broke "
                                                                    "while saving: reload to see whether the change "
                                                                    "was kept"), where, maybe_saved=True)
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the connection to the event server {0} broke: "
                                                                "nothing was saved"), where)
    if state == "42501":
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: user {1} may not use this database ({2})"), where,
                              user(url), message)
    return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the event database failed: {0}"), message)


class ChangeListener:
    """A connection of its own that LISTENs on ``CHANNEL``: ``wait`` returns as soon as a desk commits.

    pg8000 takes in a note only while it reads a reply, so the listener waits on the connection's socket:
    a note arriving makes it readable, and reading the revision then takes the note in. A note that came in
    with the last bytes of a reply waits in the driver's buffer instead; the revision is read again every
    ``RECHECK`` seconds, so that one is seen within ``RECHECK`` too.

    Not thread-safe: one thread waits (the GUI's watcher, off the GUI thread). A broken connection is
    dropped and made again on the next ``wait``.
    """

    def __init__(self, url: URL, lock_timeout: float):
        self._url = url
        self._lock_timeout = lock_timeout
        self._connection: Any = None  # pg8000's Connection
        self._socket: socket.socket | None = None

    def wait(self, seen: int, timeout: float) -> int:
        """The revision once it differs from ``seen``, or after ``timeout`` seconds the revision as it is.

        Raises the driver's error or a ``DeskError``; the store words the former."""
        deadline = time.monotonic() + timeout
        connection, sock = self._connect()
        try:
            cursor = connection.cursor()
            while True:
                # LISTEN was issued before the first read: a change committed after it wakes the socket.
                cursor.execute("SELECT revision FROM event")
                revision: int = cursor.fetchone()[0]
                connection.notifications.clear()
                remaining = deadline - time.monotonic()
                if revision != seen or remaining <= 0:
                    return revision
                select.select([sock], [], [], min(remaining, RECHECK))
        except BaseException:
            self.close()
            raise

    def _connect(self) -> tuple[Any, socket.socket]:
        """The listening connection and its socket, made (and LISTENing) when there is none."""
        if self._connection is None or self._socket is None:
            connection, sock = connect(self._url, self._lock_timeout)
            try:
                connection.autocommit = True
                connection.cursor().execute(f"LISTEN {CHANNEL}")
            except BaseException:
                connection.close()
                raise
            self._connection, self._socket = connection, sock
        return self._connection, self._socket

    def close(self) -> None:
        if self._connection is not None:
            connection, self._connection = self._connection, None
            try:
                connection.close()
            except Exception:  # already broken: nothing is left to release
                pass


def is_driver_error(error: BaseException) -> bool:
    """An error of pg8000 itself (the listener's connection is pg8000's, outside SQLAlchemy's wrapping)."""
    return type(error).__module__.split(".")[0] == "pg8000"
