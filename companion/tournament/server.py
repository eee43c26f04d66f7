"""What a PostgreSQL server adds to the desk's store: its address, its connection settings, its errors in the
desk's words, and the notes that tell every desk of another desk's change at once.

The driver is psycopg 3. SQLAlchemy imports it only when an engine for a server address is made, so a desk
that works on files never loads it. Each connection is made with:

- a connect timeout (``CONNECT_TIMEOUT``): a server that does not answer is one clear line within seconds;
- TCP keepalives and a TCP user timeout: a server that vanishes from the network in the middle of an action
  breaks the connection within seconds instead of hanging;
- ``lock_timeout``: a writer waits for another desk's action at most the store's busy timeout, as on SQLite;
- ``idle_in_transaction_session_timeout``: a desk that vanishes in the middle of an action does not keep the
  event locked; the server rolls its transaction back.

Only ``store`` uses this module; nothing here imports Qt.
"""

import re
from typing import Any
from urllib.parse import unquote

from sqlalchemy.engine import URL, Connection, Engine

from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import DeskError, EventFileError, ServerUnavailable

DRIVER = "postgresql+psycopg"
CONNECT_TIMEOUT = 5
"""Seconds a desk waits for a server to answer before it says so."""
ABANDONED_TRANSACTION = 30
"""Seconds the server keeps the transaction of a desk that went silent in the middle of an action."""
CHANNEL = "companion_event"
"""Each committed action notifies it (with the new revision as payload); NOTIFY is per database, as is an event."""
SCHEMA_LOCK = 7_266_020_016
"""The advisory lock held while a database's schema is built, migrated or filled by a copy."""

_DISCONNECTED = ("server closed the connection", "consuming input failed", "connection is lost", "connection is closed",
                 "terminating connection", "could not receive data", "could not send data", "SSL SYSCALL error",
                 "SSL connection has been closed", "timeout expired")
"""libpq's words for a connection that broke (SQLAlchemy may not have marked it invalidated)."""


def is_server(url: URL) -> bool:
    return url.get_backend_name() in ("postgresql", "postgres")


def server_url(url: URL) -> URL:
    """The address with the driver the desk ships, or a refusal of an address that names no database."""
    if not url.database:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} names no database: one database holds one event"),
                             display(url))
    return url.set(drivername=DRIVER)


def display(url: URL) -> str:
    """The address as the user typed it, without the password (a socket folder in ``?host=`` unquoted)."""
    return unquote(url.set(drivername="postgresql").render_as_string(hide_password=True))


def connect_args(lock_timeout: float) -> dict[str, Any]:
    return {
        "connect_timeout": CONNECT_TIMEOUT,
        "application_name": "Companion desk",
        "options": f"-c lock_timeout={round(lock_timeout * 1000)} "
                   f"-c idle_in_transaction_session_timeout={ABANDONED_TRANSACTION * 1000}",
        "keepalives": 1, "keepalives_idle": 5, "keepalives_interval": 2, "keepalives_count": 3,
        "tcp_user_timeout": 10_000,
    }


def lock_schema(connection: Connection) -> None:
    """Put a schema change (build, migrate, copy) in line behind any other one on the same database."""
    connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({SCHEMA_LOCK})")


def notify(connection: Connection, revision: int) -> None:
    """Tell the listening desks, when this transaction commits, that the event reached ``revision``."""
    connection.exec_driver_sql("SELECT pg_notify(%(channel)s, %(payload)s)", {"channel": CHANNEL,
                                                                              "payload": str(revision)})


def server_error(error: BaseException, url: URL, *, invalidated: bool = False, committing: bool = False,
                 busy_timeout: float = 0) -> DeskError:
    """A driver's error in the desk's words: what the user can do about it, in one line.

    ``invalidated`` says the connection was lost with the error; ``committing`` that it happened while the
    server was committing, so the change may have landed.
    """
    message = str(error)
    state = getattr(error, "sqlstate", None)
    where = display(url)
    reason = _reason(message)
    if state == "55P03":  # lock_not_available: another desk's action held the event longer than lock_timeout
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the event is in use by another program: it stayed "
                                                             "locked for more than {0} seconds"), busy_timeout)
    if "password authentication failed" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: wrong password for user {1}"), where, url.username)
    if "no password supplied" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the server asks a password for user {1}"), where,
                              url.username)
    if found := re.search(r'database "(.*?)" does not exist', message):
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the server has no database {1}"), where, found[1])
    if found := re.search(r'role "(.*?)" does not exist', message):
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the server has no user {1}"), where, found[1])
    if "no pg_hba.conf entry" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: the server does not let user {1} in from this "
                                                             "machine (see its pg_hba.conf)"), where, url.username)
    if "failed to resolve host" in message or "could not translate host name" in message:
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "there is no machine named {0} on the network"),
                                 url.host)
    if "timeout expired" in message and not invalidated:
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event server {0} does not answer (waited {1} "
                                                                "seconds)"), where, CONNECT_TIMEOUT)
    if "Connection refused" in message or "No such file or directory" in message:
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event server {0} refuses connections: is "
                                                                "PostgreSQL running there?"), where)
    if state in ("57P03", "53300") or "is starting up" in message or "is shutting down" in message:
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event server {0} is busy, starting or "
                                                                "stopping: try again in a moment"), where)
    if invalidated or (state or "").startswith(("08", "57P")) or any(text in message for text in _DISCONNECTED):
        if committing:
            return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the connection to the event server {0} broke "
                                                                    "while saving: reload to see whether the change "
                                                                    "was kept"), where, maybe_saved=True)
        return ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the connection to the event server {0} broke: "
                                                                "nothing was saved"), where)
    if state == "42501":
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: user {1} may not use this database ({2})"), where,
                              url.username, reason)
    return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the event database failed: {0}"), reason)


def _reason(message: str) -> str:
    """libpq's own words, without the address it repeats: the part after the last "failed:", first line."""
    text = message.split("failed: ")[-1] if "failed: " in message else message
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return re.sub(r"^(FATAL|ERROR):\s+", "", lines[0]) if lines else message


class ChangeListener:
    """A connection of its own that LISTENs on ``CHANNEL``: ``wait`` returns as soon as a desk commits.

    Not thread-safe: one thread waits (the GUI's watcher, off the GUI thread). A broken connection is
    dropped and made again on the next ``wait``.
    """

    def __init__(self, engine: Engine):
        self._engine = engine
        self._connection = None

    def wait(self, seen: int, timeout: float) -> int:
        """The revision once it differs from ``seen``, or after ``timeout`` seconds the revision as it is.

        Raises the driver's error; the store words it."""
        connection = self._connect()
        try:
            revision = _revision(connection)
            if revision != seen:
                return revision
            # LISTEN was issued before the read above: a change committed after it has been notified.
            for _ in connection.notifies(timeout=timeout, stop_after=1):
                pass
            return _revision(connection)
        except BaseException:
            self.close()
            raise

    def _connect(self):
        if self._connection is None:
            raw = self._engine.raw_connection()
            connection = raw.driver_connection
            raw.detach()  # a connection of its own, never handed back to the pool
            try:
                connection.autocommit = True
                connection.execute(f"LISTEN {CHANNEL}")
            except BaseException:
                connection.close()
                raise
            self._connection = connection
        return self._connection

    def close(self) -> None:
        if self._connection is not None:
            connection, self._connection = self._connection, None
            try:
                connection.close()
            except Exception:  # already broken: nothing is left to release
                pass


def _revision(connection) -> int:
    return connection.execute("SELECT revision FROM event").fetchone()[0]


def is_driver_error(error: BaseException) -> bool:
    """An error of psycopg itself (the listener's connection is psycopg's, outside SQLAlchemy's wrapping)."""
    return type(error).__module__.split(".")[0] == "psycopg"
