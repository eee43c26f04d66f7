"""The desk's store: one event per SQLite file or per PostgreSQL database, every action one transaction.

An ``EventStore`` reads the event into the plain data of ``companion.tournament.event``
and records each action the organiser takes: create, edit settings, add / edit /
import / drop / check in / late-join players and fix their tables, publish a
round, swap two players, re-pair a round, report or replace a result, undo.
Each action is one transaction, committed before the method returns, with a
log entry saying who (the desk's name), when and what, and the rows it wrote
with what they held before, so changes can be undone: the latest one by one, or a named one that no later
change depends on.
Nothing is overwritten silently: a different result for a table that has one
needs ``replace=True``, and a save based on an older read (``expected_version``)
is refused.

Where an event lives: a path (or ``sqlite:///path``) is a file; a ``postgresql://user:password@host:port/db``
address is a server database, which holds one event (``create`` needs an empty one). Several desks, on
several machines, can work on one server event at once. ``copy_event`` copies a whole event between them.

Written once for SQLite and PostgreSQL with SQLAlchemy Core. Writers are put in line by their first
statement, which bumps the event's change counter (``revision``, one row): every writer waits there for the
one before it to commit, then reads and checks what it changes and writes, all under that lock. So two
desks' actions never interleave, whatever they touch, and every check (a table's result, the next round's
number, a row's version) sees everything committed before it:

- on SQLite a write transaction begins with ``BEGIN IMMEDIATE`` (the file's write lock, waited for up to
  ``BUSY_TIMEOUT`` seconds). Files keep a rollback journal (``sqlite`` says why not WAL) with synchronous
  commits: a result once reported survives ``kill -9`` and a power cut. The file is copied (SQLite's online
  backup) beside itself each time a round is published, and before an older schema is migrated.
- on PostgreSQL a writer runs at READ COMMITTED: the ``UPDATE`` of the event row takes that row's lock
  (waited for up to ``BUSY_TIMEOUT`` seconds: the server's ``lock_timeout``), and each later statement
  reads what was committed before the lock was granted, so the writer works on the latest event. A lock,
  not SERIALIZABLE with retries: an action is short; its checks must see the latest data and refuse (a
  result from another desk, a round paired meanwhile) rather than be retried behind the user's back; and
  no action can fail with a serialization error the user would have to repeat. Reads (``snapshot``,
  ``log``, a ``copy``) run at REPEATABLE READ, read-only: one consistent view of the event, taking no lock
  and never waiting for a writer. Building, migrating and filling a database also hold an advisory lock,
  so two desks creating or upgrading one database at once do it once. Each commit notifies the other
  desks (LISTEN/NOTIFY). A desk that loses the server gets ``ServerUnavailable``; an action cut off
  leaves nothing, and the next one reconnects (``pool_pre_ping``). Connection settings: ``postgres``.

What the GUI uses to follow other desks: ``revision()`` (cheap to poll) and ``wait_for_change(seen,
timeout)``, which returns as soon as the revision differs from ``seen`` (at once on PostgreSQL, through
LISTEN/NOTIFY; within ``POLL_INTERVAL`` on SQLite), called in a loop off the GUI thread. Every refusal is
a ``DeskError``, and so is every error of SQLAlchemy, the drivers and sqlite3: ``Unavailable`` means "the
event cannot be reached now, nothing half-written, try again" (a server lost: ``ServerUnavailable``; a file
gone or failing: ``FileUnavailable``; locked too long: ``EventLocked``; ``maybe_saved`` when it broke during
the commit: reload first).

The package, one job per module (this ``__init__`` names what the rest of the desk uses):

- ``records``: what the store hands back besides the event (``Snapshot``, ``ReportOutcome``, ``Published``);
- ``event_store``: ``EventStore`` (create, open, settings, undo, ``copy_event``), built on ``base``
  (reading, following other desks, one transaction per action), ``player_actions`` and ``round_actions``;
- ``transaction``: an action's transaction and its undo journal; ``undo``: reverting one change, and what
  a later change depending on it means;
- ``rows``: rows read into the plain data of ``event`` and ``log``, and written from it;
- ``connect``: where an event lives, its engine, every database error in the desk's words;
  ``sqlite``: the SQLite plumbing; ``postgres``: a PostgreSQL server (its sockets, TLS, errors, notes);
- ``database``: building, opening and upgrading an event's database; ``schema``, ``migrate`` and
  ``migrations/``: the tables and their Alembic revisions.

The rules every action is checked against are ``companion.tournament.rules``'; the log's vocabulary is
``companion.tournament.log``'s. Only this package touches SQL; nothing here imports Qt.
"""

from companion.tournament.event import PlayerInput
from companion.tournament.log import LogEntry, LogKind
from companion.tournament.rules import MAX_SEED, ensure_pairable, validate_settings
from companion.tournament.store.connect import (
    BUSY_TIMEOUT,
    POLL_INTERVAL,
    default_desk,
    server_address,
    server_fields,
    where,
)
from companion.tournament.store.event_store import EventStore, copy_event
from companion.tournament.store.records import Published, Reported, ReportOutcome, ServerFields, Snapshot
from companion.tournament.store.sqlite import SUFFIX

__all__ = [
    "BUSY_TIMEOUT", "MAX_SEED", "POLL_INTERVAL", "SUFFIX", "EventStore", "LogEntry", "LogKind", "PlayerInput",
    "Published", "Reported", "ReportOutcome", "ServerFields", "Snapshot", "copy_event", "default_desk",
    "ensure_pairable", "server_address", "server_fields", "validate_settings", "where",
]
