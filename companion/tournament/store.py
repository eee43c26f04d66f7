"""The desk's store: one event per SQLite file or per PostgreSQL database, every action one transaction.

An ``EventStore`` reads the event into the plain data of ``companion.tournament.event``
and records each action the organiser takes: create, edit settings, add / edit /
import / drop / check in / late-join players and fix their tables, publish a
round, swap two players, re-pair a round, report or replace a result, undo.
Each action is one transaction, committed before the method returns, with a
log entry saying who (the desk's name), when and what, and the rows it wrote
with what they held before, so the latest actions can be undone one by one.
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
  ``BUSY_TIMEOUT`` seconds). Files are kept in WAL mode with synchronous commits: a result once reported
  survives ``kill -9`` and a power cut. The file is copied (SQLite's online backup) beside itself each time
  a round is published, and before an older schema is migrated.
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
  leaves nothing, and the next one reconnects (``pool_pre_ping``). Connection settings: ``server``.

What the GUI uses to follow other desks: ``revision()`` (cheap to poll) and ``wait_for_change(seen,
timeout)``, which returns as soon as the revision differs from ``seen`` (at once on PostgreSQL, through
LISTEN/NOTIFY; within ``POLL_INTERVAL`` on SQLite), called in a loop off the GUI thread. Every refusal is
a ``DeskError``; ``ServerUnavailable`` means "the server cannot be reached now, nothing half-written, try
again" (``maybe_saved`` when it broke during the commit: reload first).

Only this module, ``server`` and ``migrate`` touch SQL; nothing here imports Qt.
"""

import json
import os
import re
import socket
import sqlite3
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from fractions import Fraction
from itertools import pairwise
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import create_engine, func, select
from sqlalchemy import event as sa_event
from sqlalchemy.engine import URL, Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, IntegrityError, NoSuchModuleError, SQLAlchemyError

from companion import games
from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.scoring import BattlePointBand, Scoring
from companion.tournament import pairing, schema, server
from companion.tournament.errors import (
    ConflictError,
    DeskError,
    EventFileError,
    EventLocked,
    ExtraRoundNeeded,
    FileUnavailable,
    ResultExists,
    StaleError,
)
from companion.tournament.event import Event, Player, Result, Round, Settings, Table, Tiebreak
from companion.tournament.log import LogEntry, LogKind, undoable
from companion.tournament.rules import who_plays
from companion.tournament.scoring import check_result

SUFFIX = ".companion-event"
BUSY_TIMEOUT = 10
"""Seconds a writer waits for another one before the event counts as locked."""
POLL_INTERVAL = 0.1
"""Seconds between two looks at a file's revision while ``wait_for_change`` waits."""
SQLITE_HEADER = b"SQLite format 3\x00"
MAX_SEED = 2**63 - 1

T = TypeVar("T")


@dataclass(frozen=True)
class PlayerInput:
    """A player to add: what the Players page's form or a CSV row gives."""

    name: str
    club: str = ""
    faction: str = ""


@dataclass(frozen=True)
class Snapshot:
    """The event as read in one transaction, with the versions a later save may be checked against.

    ``revision`` counts the changes so far (a desk polling it sees another desk's
    change). A round's version covers its pairing and every one of its tables.
    """

    event: Event
    revision: int
    settings_version: int
    player_versions: Mapping[int, int]
    round_versions: Mapping[int, int]
    table_versions: Mapping[tuple[int, int], int]


class Reported(StrEnum):
    RECORDED = "recorded"
    UNCHANGED = "unchanged"  # the same result again: accepted, nothing written
    REPLACED = "replaced"


@dataclass(frozen=True)
class ReportOutcome:
    outcome: Reported
    previous: Result | None = None


@dataclass(frozen=True)
class Published:
    """A published (or re-paired) round and the backup copy made of the event after it, if one could be made."""

    round: Round
    backup: Path | None = None
    backup_error: str | None = None


class EventStore:
    """One open event. Create one with ``EventStore.create`` or ``EventStore.open``; close it (or use ``with``).

    ``desk`` names who makes the changes in the log (default: the machine's name).
    Safe to share between threads: each call takes its own connection (``wait_for_change`` excepted).
    """

    def __init__(self, engine: Engine, location: str | os.PathLike, path: Path | None, desk: str):
        self._engine = engine
        self._listener: server.ChangeListener | None = None
        self.location = location
        """Where the event was opened from, as given: a path or an address (with its password, if it had one)."""
        self.path = path
        """The event file, or None for a server database."""
        self.where = str(path) if path is not None else server.display(engine.url)
        """The event's file or address as shown to the user: never with a password."""
        self.desk = desk
        self._file_id = _file_id(path) if path is not None else None

    # --- opening ------------------------------------------------------------------------

    @classmethod
    def create(cls, location: str | os.PathLike, settings: Settings, *, desk: str | None = None) -> "EventStore":
        """A new event with these settings, in a new file or an empty server database.

        A file is built beside its place and moved there when complete, so a crash leaves no half-made
        event; an existing file is never overwritten. A server database is built in one transaction."""
        validate_settings(settings)
        desk = desk or default_desk()
        _create_at(location, lambda connection: _write_new_event(connection, settings, desk))
        return cls.open(location, desk=desk)

    @classmethod
    def open(cls, location: str | os.PathLike, *, desk: str | None = None) -> "EventStore":
        """Open an event: refuses anything that is not one, or of a newer schema; migrates an older one
        after a backup copy (``<name>.schema-<revision>.backup`` beside a file; a server database is
        migrated in one transaction, which PostgreSQL rolls back whole if it fails)."""
        url, path = _locate(location)
        if path is not None:
            _check_event_file(path)
        engine = _engine(url)
        try:
            _prepare(engine, path)
        except BaseException:
            engine.dispose()
            raise
        return cls(engine, location, path, desk or default_desk())

    def close(self) -> None:
        if self._listener is not None:
            self._listener.close()
        self._engine.dispose()

    def __enter__(self) -> "EventStore":
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    # --- reading ------------------------------------------------------------------------

    def load(self) -> Event:
        return self.snapshot().event

    def snapshot(self) -> Snapshot:
        return self._read(_read_snapshot)

    def revision(self) -> int:
        """The count of changes so far: cheap enough to poll for another desk's changes."""
        return self._read(lambda connection: connection.execute(select(schema.event.c.revision)).scalar_one())

    def wait_for_change(self, seen: int, timeout: float = 1.0) -> int:
        """The revision as soon as it differs from ``seen`` (a change by any desk), else after ``timeout``
        seconds the revision as it is. It blocks: the GUI calls it in a loop on a thread of its own.

        On a server it listens for the desks' notes (LISTEN/NOTIFY) on a connection of its own, so a change
        is seen within milliseconds; on a file it looks every ``POLL_INTERVAL`` seconds. One thread at a
        time; ``ServerUnavailable`` when the server is lost (the next call connects again)."""
        if self.path is not None:
            deadline = time.monotonic() + timeout
            while (revision := self.revision()) == seen and time.monotonic() < deadline:
                time.sleep(min(POLL_INTERVAL, max(deadline - time.monotonic(), 0)))
            return revision
        if self._listener is None:
            self._listener = server.ChangeListener(self._engine.url, BUSY_TIMEOUT)
        try:
            return self._listener.wait(seen, timeout)
        except Exception as error:  # the listener's connection is pg8000's own, outside SQLAlchemy
            if not server.is_driver_error(error):
                raise
            raise server.server_error(error, self._engine.url, busy_timeout=BUSY_TIMEOUT) from None

    def log(self, after: int = 0) -> tuple[LogEntry, ...]:
        """Every change after the entry ``after`` (0: every change), oldest first. A desk that has read the log
        once reads only what is new; an older entry undone since is named by the new undo's ``undoes``."""
        return tuple(self._read(lambda connection: _read_log(connection, after)))

    # --- actions: each one transaction ------------------------------------------------

    def edit_settings(self, settings: Settings, *, expected_version: int | None = None) -> None:
        validate_settings(settings)

        def action(tx: "_Transaction") -> None:
            row = tx.one(schema.event)
            tx.check_version(row["settings_version"], expected_version,
                             QT_TRANSLATE_NOOP("DeskError", "the event's settings were changed meanwhile (by {0}): "
                                                            "reload them and try again"))
            current = _settings(row, tx.all(schema.scoring_band, schema.scoring_band.c.position))
            if settings.game != current.game and tx.connection.execute(select(func.count()).select_from(
                    schema.round_)).scalar_one():
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the game cannot change once a round is paired"))
            changed = {name: [_plain(old), _plain(new)] for name, old, new in _settings_differences(current, settings)}
            if not changed:
                return
            tx.update(schema.event, {"id": 1}, _settings_row(settings), force_version=True)
            if settings.scoring.battle_points != current.scoring.battle_points:
                for band in tx.all(schema.scoring_band, schema.scoring_band.c.position):
                    tx.delete(schema.scoring_band, {"position": band["position"]})
                for values in _band_rows(settings.scoring):
                    tx.insert(schema.scoring_band, values)
            tx.log(LogKind.EDIT_SETTINGS, changed=changed)

        self._write(action)

    def add_player(self, name: str, club: str = "", faction: str = "", *, checked_in: bool = False) -> Player:
        """A new player, paired from the next round to be paired (a late join once the event is under way)."""
        entry = _clean_player(PlayerInput(name, club, faction))

        def action(tx: "_Transaction") -> Player:
            player = tx.add_player(entry, checked_in=checked_in, joined_round=_current_round(tx) + 1)
            tx.log(LogKind.ADD_PLAYER, player=player.id, name=player.name, club=player.club, faction=player.faction,
                   joined_round=player.joined_round)
            return player

        return self._write(action)

    def import_players(self, entries: Iterable[PlayerInput]) -> tuple[Player, ...]:
        """Several players at once, all or none: a duplicate name (in the list or in the event) refuses them all.

        An InputError names the entry by its position (``players[3].name``)."""
        cleaned = []
        for index, entry in enumerate(entries):
            try:
                cleaned.append(_clean_player(entry))
            except InputError as error:
                raise error.moved(f"players[{index}].{error.field}") from None
        if not cleaned:
            raise InputError("players", QT_TRANSLATE_NOOP("InputError", "at least one player"))

        def action(tx: "_Transaction") -> tuple[Player, ...]:
            joined = _current_round(tx) + 1
            added = []
            for index, entry in enumerate(cleaned):
                try:
                    added.append(tx.add_player(entry, checked_in=False, joined_round=joined))
                except InputError as error:
                    raise error.moved(f"players[{index}].{error.field}") from None
            tx.log(LogKind.IMPORT_PLAYERS, players=[player.id for player in added],
                   names=[player.name for player in added])
            return tuple(added)

        return self._write(action)

    def edit_player(self, player_id: int, name: str, club: str = "", faction: str = "", *,
                    expected_version: int | None = None) -> Player:
        entry = _clean_player(PlayerInput(name, club, faction))

        def action(tx: "_Transaction") -> Player:
            before = tx.player(player_id, expected_version)
            if entry.name.casefold() != before.name.casefold():
                tx.refuse_duplicate(entry.name)
            changes = {"name": entry.name, "name_key": entry.name.casefold(), "club": entry.club,
                       "faction": entry.faction}
            changed = {key: [getattr(before, key), value] for key, value in changes.items()
                       if key != "name_key" and getattr(before, key) != value}
            if changed:
                tx.update(schema.player, {"id": player_id}, changes)
                tx.log(LogKind.EDIT_PLAYER, player=player_id, name=entry.name, changed=changed)
            return tx.player(player_id)

        return self._write(action)

    def check_in(self, player_id: int, checked_in: bool = True, *, expected_version: int | None = None) -> Player:
        def action(tx: "_Transaction") -> Player:
            player = tx.player(player_id, expected_version)
            if player.checked_in != checked_in:
                tx.update(schema.player, {"id": player_id}, {"checked_in": checked_in})
                tx.log(LogKind.CHECK_IN, player=player_id, name=player.name, checked_in=checked_in)
            return tx.player(player_id)

        return self._write(action)

    def drop(self, player_id: int, after_round: int | None = None, *, expected_version: int | None = None) -> Player:
        """The player plays no round after ``after_round`` (default: the current round, so from the next one).

        An earlier round is allowed while the player has no result after it: a player who does not
        show up for a round just paired is dropped after the previous round, and the round re-paired.
        Dropping a player who has dropped already changes nothing.
        """

        def action(tx: "_Transaction") -> Player:
            player = tx.player(player_id, expected_version)
            if player.dropped_after is not None:
                return player
            current = _current_round(tx)
            last = current if after_round is None else after_round
            if not max(player.joined_round - 1, 0) <= last <= current:
                raise InputError("after_round", QT_TRANSLATE_NOOP("InputError", "a round from {0} to {1}"), last,
                                 args=(max(player.joined_round - 1, 0), current))
            played = _rounds_with_results(tx, player_id)
            if any(number > last for number in played):
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} has a result in round {1}: drop them after it"),
                                player.name, max(played))
            tx.update(schema.player, {"id": player_id}, {"dropped_after": last})
            tx.log(LogKind.DROP, player=player_id, name=player.name, after_round=last)
            return tx.player(player_id)

        return self._write(action)

    def check_in_players(self, ids: Iterable[int], checked_in: bool = True, *,
                         expected_versions: Mapping[int, int] | None = None) -> tuple[Player, ...]:
        """Check several players in (or out) at once: one transaction, one log entry, one undo. Players already so
        are left as they are; when none changes, nothing is logged. Returns the players, in the order asked, as
        saved. ``expected_versions``: each player's version as read (a player changed since refuses them all)."""
        wanted = _player_ids(ids)

        def action(tx: "_Transaction") -> tuple[Player, ...]:
            players = tx.players(wanted, expected_versions)
            changed = [player for player in players if player.checked_in != checked_in]
            tx.update_players(changed, {"checked_in": checked_in})
            if changed:
                tx.log(LogKind.CHECK_IN, players=[player.id for player in changed],
                       names=[player.name for player in changed], checked_in=checked_in)
            return tuple(tx.players(wanted))

        return self._write(action)

    def drop_players(self, ids: Iterable[int], after_round: int | None = None, *,
                     expected_versions: Mapping[int, int] | None = None) -> tuple[Player, ...]:
        """Drop several players at once, as ``drop`` drops one: one transaction, one log entry, one undo. Players
        dropped already are left as they are; when none changes, nothing is logged. Any player who cannot be
        dropped after that round (a result after it) refuses them all."""
        wanted = _player_ids(ids)

        def action(tx: "_Transaction") -> tuple[Player, ...]:
            players = [player for player in tx.players(wanted, expected_versions) if player.dropped_after is None]
            current = _current_round(tx)
            last = current if after_round is None else after_round
            low = max((max(player.joined_round - 1, 0) for player in players), default=0)
            if players and not (_is_int(last) and low <= last <= current):
                raise InputError("after_round", QT_TRANSLATE_NOOP("InputError", "a round from {0} to {1}"), last,
                                 args=(low, current))
            latest = _latest_results(tx, [player.id for player in players])
            for player in players:
                if latest.get(player.id, 0) > last:
                    raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} has a result in round {1}: drop them after "
                                                                   "it"), player.name, latest[player.id])
            tx.update_players(players, {"dropped_after": last})
            if players:
                tx.log(LogKind.DROP, players=[player.id for player in players],
                       names=[player.name for player in players], after_round=last)
            return tuple(tx.players(wanted))

        return self._write(action)

    def reinstate_players(self, ids: Iterable[int], *,
                          expected_versions: Mapping[int, int] | None = None) -> tuple[Player, ...]:
        """Dropped players play again, from the next round to be paired: one transaction, one log entry (REINSTATE),
        one undo. Players who are not dropped are left as they are; when none changes, nothing is logged.

        A player dropped before rounds that were paired without them has missed those rounds: they score
        nothing for them, as a late joiner does for the rounds before joining (and are not a late joiner)."""
        wanted = _player_ids(ids)

        def action(tx: "_Transaction") -> tuple[Player, ...]:
            players = [player for player in tx.players(wanted, expected_versions) if player.dropped_after is not None]
            tx.update_players(players, {"dropped_after": None})
            if players:
                tx.log(LogKind.REINSTATE, players=[player.id for player in players],
                       names=[player.name for player in players])
            return tuple(tx.players(wanted))

        return self._write(action)

    def late_join(self, player_id: int, round_number: int | None = None, *,
                  expected_version: int | None = None) -> Player:
        """The player's first round becomes ``round_number`` (default: the next round to be paired).

        A later round is allowed (a player who will miss the first rounds), and so is the current
        one while the player has had no table and no bye before it: a late arrival for a round just
        paired joins it, and the round is re-paired.
        """

        def action(tx: "_Transaction") -> Player:
            player = tx.player(player_id, expected_version)
            current = _current_round(tx)
            first = current + 1 if round_number is None else round_number
            if not _is_int(first) or first < 1:
                raise InputError("round", QT_TRANSLATE_NOOP("InputError", "a round number of at least 1"), first)
            seated = _rounds_seated(tx, player_id)
            if any(number < first for number in seated):
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} already played in round {1}"), player.name,
                                min(seated))
            if player.joined_round != first:
                tx.update(schema.player, {"id": player_id}, {"joined_round": first})
                tx.log(LogKind.LATE_JOIN, player=player_id, name=player.name, round=first)
            return tx.player(player_id)

        return self._write(action)

    def set_fixed_table(self, player_id: int, table: int | None, *, expected_version: int | None = None) -> Player:
        """A table the player always gets (accessibility), or None to free them."""
        if table is not None and (not _is_int(table) or table < 1):
            raise InputError("fixed_table", QT_TRANSLATE_NOOP("InputError", "a table number of at least 1"), table)

        def action(tx: "_Transaction") -> Player:
            player = tx.player(player_id, expected_version)
            if table is not None:
                count = tx.one(schema.event)["table_count"]
                if count and table > count:
                    raise InputError("fixed_table", QT_TRANSLATE_NOOP("InputError", "a table from 1 to {0}"), table,
                                     args=(count,))
                holder = tx.connection.execute(select(schema.player.c.name).where(
                    schema.player.c.fixed_table == table, schema.player.c.id != player_id)).scalar()
                if holder is not None:
                    raise DeskError(QT_TRANSLATE_NOOP("DeskError", "table {0} is already fixed for {1}"), table, holder)
            if player.fixed_table != table:
                tx.update(schema.player, {"id": player_id}, {"fixed_table": table})
                tx.log(LogKind.FIXED_TABLE, player=player_id, name=player.name, table=table)
            return tx.player(player_id)

        return self._write(action)

    def publish_round(self, pairing: Round, *, based_on_revision: int | None = None, everyone: bool = False,
                      extra_round: bool = False) -> Published:
        """Publish the next round as paired (tables in their players' order, and the bye).

        ``based_on_revision`` is the revision of the event the pairing was made from:
        if anything changed since, the pairing is refused (pair again). A round paired
        meanwhile by another desk or process is refused as a ConflictError. A round past
        the rounds planned needs ``extra_round`` (else ``ExtraRoundNeeded``). The round
        must seat exactly the players ``rules.who_plays`` names (``everyone``: registered
        players who are not checked in too).
        """

        def action(tx: "_Transaction") -> Round:
            snapshot = _read_snapshot(tx.connection)
            event = snapshot.event
            current = event.current_round.number if event.current_round else 0
            if pairing.number <= current:
                raise ConflictError(QT_TRANSLATE_NOOP("DeskError", "round {0} is already paired"), pairing.number)
            if pairing.number != current + 1:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the next round to pair is round {0}"), current + 1)
            ensure_pairable(event)
            planned = event.settings.rounds_planned
            if pairing.number > planned and not extra_round:
                raise ExtraRoundNeeded(QT_TRANSLATE_NOOP("DeskError", "round {0} is past the {1} rounds planned: it "
                                                                      "can only be paired as an extra round"),
                                       pairing.number, planned)
            previous_revision = tx.revision - 1  # the event as it was before this transaction
            if based_on_revision is not None and based_on_revision != previous_revision:
                raise StaleError(QT_TRANSLATE_NOOP("DeskError", "the event changed since this pairing was made "
                                                                "(by {0}): pair again"), tx.desk_of(previous_revision))
            _check_pairing(event, pairing, everyone)
            tx.insert(schema.round_, {"number": pairing.number, "bye_player_id": pairing.bye})
            tx.insert_all(schema.round_table, [_table_row(pairing.number, table) for table in pairing.tables])
            tx.log(LogKind.PUBLISH_ROUND, round=pairing.number, tables=len(pairing.tables),
                   bye=None if pairing.bye is None else event.player(pairing.bye).name, everyone=everyone,
                   extra_round=pairing.number > planned)
            return _round_of(tx, pairing.number)

        return self._with_backup(self._write(action))

    def repair_round(self, pairing: Round, *, expected_version: int | None = None, everyone: bool = False) -> Published:
        """Replace the current round's pairing while none of its tables has a result (seating whom
        ``rules.who_plays`` names, as ``publish_round`` does)."""

        def action(tx: "_Transaction") -> Round:
            snapshot = _read_snapshot(tx.connection)
            event = snapshot.event
            current = event.current_round
            if current is None or pairing.number != current.number:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "only the current round can be re-paired"))
            if any(table.result is not None for table in current.tables):
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "round {0} has results: it cannot be re-paired"),
                                current.number)
            tx.check_version(snapshot.round_versions[current.number], expected_version,
                             QT_TRANSLATE_NOOP("DeskError", "round {1} was changed meanwhile (by {0}): "
                                                            "reload it and try again"), current.number)
            previous = Event(event.settings, event.players, event.rounds[:-1])
            _check_pairing(previous, pairing, everyone)
            for table in current.tables:
                tx.delete(schema.round_table, {"round_number": current.number, "number": table.number})
            tx.update(schema.round_, {"number": current.number}, {"bye_player_id": pairing.bye}, force_version=True)
            tx.insert_all(schema.round_table, [_table_row(pairing.number, table) for table in pairing.tables])
            tx.log(LogKind.REPAIR_ROUND, round=pairing.number, tables=len(pairing.tables),
                   bye=None if pairing.bye is None else event.player(pairing.bye).name, everyone=everyone)
            return _round_of(tx, pairing.number)

        return self._with_backup(self._write(action))

    def swap_players(self, round_number: int, first: int, second: int, *,
                     expected_version: int | None = None) -> Round:
        """Swap two players of the current round by hand (either may hold the bye) while their tables have no
        result. The seats come from ``pairing.swap_players``; what the swap makes (a rematch, a same-club pair)
        is ``pairing.swap_warnings``' to say, before this is called."""

        def action(tx: "_Transaction") -> Round:
            snapshot = _read_snapshot(tx.connection)
            event = snapshot.event
            current = event.current_round
            if current is None or round_number != current.number:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "only the current round's players can be swapped"))
            tx.check_version(snapshot.round_versions[current.number], expected_version,
                             QT_TRANSLATE_NOOP("DeskError", "round {1} was changed meanwhile (by {0}): "
                                                            "reload it and try again"), current.number)
            swapped = pairing.swap_players(current, first, second)
            for before, after in zip(current.tables, swapped.tables, strict=True):
                if before.players != after.players:
                    tx.update(schema.round_table, {"round_number": round_number, "number": before.number},
                              {"player_1": after.players[0], "player_2": after.players[1]})
            tx.update(schema.round_, {"number": round_number}, {"bye_player_id": swapped.bye})
            seats = {player: table.number for table in current.tables for player in table.players}
            tx.log(LogKind.SWAP_PLAYERS, round=round_number, players=[first, second],
                   names=[_name(event, first), _name(event, second)], tables=[seats.get(first), seats.get(second)])
            return _round_of(tx, round_number)

        return self._write(action)

    def report(self, round_number: int, table_number: int, result: Result, *, replace: bool = False,
               expected_version: int | None = None) -> ReportOutcome:
        """Record a table's result. The same result again is accepted and changes nothing; a different one for a
        table that has one is refused (``ResultExists``, which carries it) unless ``replace``. An earlier round's
        table can be changed only with ``replace``."""
        result = _clean_result(result)

        def action(tx: "_Transaction") -> ReportOutcome:
            row = tx.connection.execute(select(schema.round_table).where(
                schema.round_table.c.round_number == round_number,
                schema.round_table.c.number == table_number)).mappings().first()
            if row is None:
                if tx.connection.execute(select(schema.round_.c.number).where(
                        schema.round_.c.number == round_number)).first() is None:
                    raise DeskError(QT_TRANSLATE_NOOP("DeskError", "there is no round {0}"), round_number)
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "round {0} has no table {1}"), round_number, table_number)
            existing = _result(row)
            if existing == result:
                return ReportOutcome(Reported.UNCHANGED, existing)
            current = _current_round(tx)
            if round_number != current and not replace:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "round {0} is not the current round ({1}): changing it "
                                                               "needs replace"), round_number, current)
            if existing is not None and not replace:
                raise ResultExists(QT_TRANSLATE_NOOP("DeskError", "round {0}, table {1} already has {2}–{3} (entered "
                                                                  "by {4})"),
                                   round_number, table_number, *existing.score, tx.desk_of(row["version"]),
                                   existing=existing)
            tx.check_version(row["version"], expected_version,
                             QT_TRANSLATE_NOOP("DeskError", "table {2} of round {1} was changed meanwhile (by {0}): "
                                                            "reload it and try again"), round_number, table_number)
            tx.update(schema.round_table, {"round_number": round_number, "number": table_number},
                      _result_row(result))
            names = [tx.player(player_id).name for player_id in (row["player_1"], row["player_2"])]
            tx.log(LogKind.REPORT, round=round_number, table=table_number, players=[row["player_1"], row["player_2"]],
                   names=names, score=[_plain(value) for value in result.score],
                   conceded=None if result.conceded is None else result.conceded + 1,
                   replaced=None if existing is None else {
                       "score": [_plain(value) for value in existing.score],
                       "conceded": None if existing.conceded is None else existing.conceded + 1})
            return ReportOutcome(Reported.RECORDED if existing is None else Reported.REPLACED, existing)

        return self._write(action)

    def undo(self, expected: int | None = None, *, seen: int | None = None) -> LogEntry:
        """Revert a change (the event's creation cannot be) and return its entry; the undo is itself logged.

        ``expected`` is the id of the change to undo; None: the latest change not yet undone (repeated, it walks
        back through the changes). ``seen`` is the event's revision the user looked at when asking: if any change
        came in since, the undo is refused (``StaleError``, naming that change's desk) and nothing is reverted.

        A change other than the latest is undone only when it stands alone: no later change (not undone) wrote a
        row it wrote, and reverting it leaves the event whole — no later row refers to a row it made (a player
        seated later), no name is taken twice, rounds stay numbered from 1 with every round before the last
        complete, nobody sits in a round before the one they join nor has a result after the round they
        dropped after. Otherwise a DeskError names the later change to undo first. Every check runs inside the
        undo's own transaction, so a change another desk commits meanwhile is seen."""

        def action(tx: "_Transaction") -> LogEntry:
            previous = tx.revision - 1
            if seen is not None and seen != previous:
                raise StaleError(QT_TRANSLATE_NOOP("DeskError", "the event changed since you looked at it (change {1}, "
                                                                "by {0}): look again before undoing"),
                                 tx.desk_of(previous), previous)
            entries = _read_log(tx.connection)
            target = _undo_target(entries, expected)
            _UndoOfOne(tx, entries, target).revert()
            tx.log(LogKind.UNDO, undoes=target.id, entry=target.id, kind=str(target.kind))
            return target

        return self._write(action)

    # --- machinery ---------------------------------------------------------------------

    def _read(self, read: Callable[[Connection], T]) -> T:
        self._check_file()
        try:
            with self._engine.connect() as connection, connection.begin():
                if self.path is None:  # one consistent view of the event, waiting for no writer
                    server.read_consistently(connection)
                return read(connection)
        except DBAPIError as error:
            raise _database_error(error, self._engine.url, self.where) from None
        except (SQLAlchemyError, sqlite3.Error) as error:
            raise _other_error(error, self.where) from None

    def _write(self, action: Callable[["_Transaction"], T]) -> T:
        self._check_file()
        try:
            with self._engine.connect() as connection:
                connection.execution_options(companion_write=True)
                transaction = connection.begin()
                try:
                    tx = _Transaction(connection, self.desk)
                    value = action(tx)
                    if not tx.changes:  # an action that wrote nothing (the same again) is not a change
                        transaction.rollback()
                        return value
                    tx.commit_log()
                    if self.path is None:
                        server.notify(connection, tx.revision)
                except BaseException:
                    if transaction.is_active:
                        transaction.rollback()
                    raise
                try:
                    transaction.commit()
                except DBAPIError as error:
                    raise _database_error(error, self._engine.url, self.where, committing=True) from None
                except (SQLAlchemyError, sqlite3.Error) as error:
                    raise _other_error(error, self.where, committing=True) from None
                return value
        except IntegrityError:
            raise ConflictError(QT_TRANSLATE_NOOP("DeskError", "the event changed meanwhile: try again")) from None
        except DBAPIError as error:
            raise _database_error(error, self._engine.url, self.where) from None
        except (SQLAlchemyError, sqlite3.Error) as error:
            raise _other_error(error, self.where) from None

    def _check_file(self) -> None:
        """Refuse to work on a file that is not where it was opened any more (moved or deleted, its USB stick pulled,
        its network share lost): SQLite would go on writing into the open file, which nobody will find again.
        A file put back (or its share mounted again) is opened afresh."""
        if self.path is None:
            return
        found = _file_id(self.path)
        if found != self._file_id:
            self._engine.dispose()  # its connections hold the file that was there before
            self._file_id = found

    def _with_backup(self, round_: Round) -> Published:
        """Copy the file as it is now to ``<name>.round-<n>.backup`` beside it (the round is committed already)."""
        if self.path is None:
            return Published(round_)
        target = self.path.with_name(f"{_stem(self.path)}.round-{round_.number}.backup")
        try:
            raw = self._engine.raw_connection()
            try:
                _backup(raw.driver_connection, target)
            finally:
                raw.close()
        except (OSError, sqlite3.Error) as error:
            return Published(round_, None, str(error))
        return Published(round_, target)


# --- the transaction of one action ---------------------------------------------------


class _Transaction:
    """An action's transaction: it bumps the event's revision first (which puts concurrent writers in line on
    every database), records each row it writes with what the row held before, and its log entry."""

    def __init__(self, connection: Connection, desk: str):
        self.connection = connection
        self.desk = desk
        self.revision = connection.execute(schema.event.update().values(revision=schema.event.c.revision + 1)
                                           .returning(schema.event.c.revision)).scalar_one()
        self.changes: list[dict] = []
        self.entry: tuple[LogKind, dict, int | None] | None = None

    def one(self, table) -> dict:
        return dict(self.connection.execute(select(table)).mappings().one())

    def all(self, table, order) -> list[dict]:
        return [dict(row) for row in self.connection.execute(select(table).order_by(order)).mappings()]

    def insert(self, table, values: Mapping[str, Any]) -> dict:
        values = dict(values)
        version = _VERSION_COLUMN.get(table.name)
        if version:
            values[version] = self.revision
        key_values = self.connection.execute(table.insert().values(values)).inserted_primary_key
        key = {column.name: value for column, value in zip(table.primary_key.columns, key_values, strict=True)}
        self.changes.append({"op": "insert", "table": table.name, "key": key})
        return key

    def insert_all(self, table, rows: Sequence[Mapping[str, Any]]) -> None:
        """Rows that carry their own keys (a round's tables), sent as one batch: a server answers once, not per row."""
        version = _VERSION_COLUMN.get(table.name)
        rows = [{**row, version: self.revision} if version else dict(row) for row in rows]
        if rows:
            self.connection.execute(table.insert(), rows)
        names = [column.name for column in table.primary_key.columns]
        self.changes.extend({"op": "insert", "table": table.name, "key": {name: row[name] for name in names}}
                            for row in rows)

    def update(self, table, key: Mapping[str, Any], values: Mapping[str, Any], *, force_version: bool = False) -> None:
        """Write the values that differ; the row's version moves on when any does (or when forced)."""
        row = self.connection.execute(select(table).where(*_where(table, key))).mappings().one()
        before = {name: row[name] for name, value in values.items() if _stored(table, name, value) != row[name]}
        version = _VERSION_COLUMN.get(table.name)
        if not before and not force_version:
            return
        written = {name: values[name] for name in before}
        if version:
            written[version] = self.revision
        if written:
            self.connection.execute(table.update().where(*_where(table, key)).values(written))
        if before:
            self.changes.append({"op": "update", "table": table.name, "key": dict(key),
                                 "before": {name: _plain_db(value) for name, value in before.items()}})

    def delete(self, table, key: Mapping[str, Any]) -> None:
        row = self.connection.execute(select(table).where(*_where(table, key))).mappings().one()
        self.connection.execute(table.delete().where(*_where(table, key)))
        kept = {name: _plain_db(value) for name, value in row.items()
                if name not in key and name != _VERSION_COLUMN.get(table.name)}
        self.changes.append({"op": "delete", "table": table.name, "key": dict(key), "before": kept})

    def log(self, kind: LogKind, /, *, undoes: int | None = None, **details: Any) -> None:
        self.entry = (kind, details, undoes)

    def commit_log(self) -> None:
        kind, details, undoes = self.entry
        self.connection.execute(schema.change_log.insert().values(
            id=self.revision, at=datetime.now(UTC).isoformat(timespec="milliseconds"), desk=self.desk, kind=str(kind),
            details=json.dumps(details, ensure_ascii=False), changes=json.dumps(self.changes, ensure_ascii=False),
            undoes=undoes))

    def desk_of(self, version: int) -> str:
        """The desk that made the change of that revision (a row's version names its last change)."""
        desk = self.connection.execute(select(schema.change_log.c.desk).where(
            schema.change_log.c.id == version)).scalar()
        return desk or "?"

    def check_version(self, version: int, expected: int | None, template: str, *arguments: object) -> None:
        if expected is not None and expected != version:
            raise StaleError(template, self.desk_of(version), *arguments)

    def player(self, player_id: int, expected_version: int | None = None) -> Player:
        row = self.connection.execute(select(schema.player).where(schema.player.c.id == player_id)).mappings().first()
        if row is None:
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "there is no player {0}"), player_id)
        self.check_version(row["version"], expected_version,
                           QT_TRANSLATE_NOOP("DeskError", "player {1} was changed meanwhile (by {0}): "
                                                          "reload and try again"), row["name"])
        return _player(row)

    def players(self, ids: Sequence[int], expected_versions: Mapping[int, int] | None = None) -> list[Player]:
        """The players of a bulk action (one query), in the order asked, each checked against the version the caller
        read (if given)."""
        rows = {row["id"]: row for row in self.connection.execute(select(schema.player).where(
            schema.player.c.id.in_(list(ids)))).mappings()}
        expected = expected_versions or {}
        for player_id in ids:
            row = rows.get(player_id)
            if row is None:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "there is no player {0}"), player_id)
            self.check_version(row["version"], expected.get(player_id),
                               QT_TRANSLATE_NOOP("DeskError", "player {1} was changed meanwhile (by {0}): "
                                                              "reload and try again"), row["name"])
        return [_player(rows[player_id]) for player_id in ids]

    def update_players(self, players: Sequence[Player], values: Mapping[str, Any]) -> None:
        """The same values written to several players in one statement, each row's old values kept for undo (as
        ``update`` keeps them); ``players`` as read in this transaction."""
        if not players:
            return
        for player in players:
            before = {name: getattr(player, name) for name in values if getattr(player, name) != values[name]}
            if before:
                self.changes.append({"op": "update", "table": "player", "key": {"id": player.id},
                                     "before": {name: _plain_db(value) for name, value in before.items()}})
        self.connection.execute(schema.player.update().where(schema.player.c.id.in_([player.id for player in players]))
                                .values({**values, "version": self.revision}))

    def refuse_duplicate(self, name: str) -> None:
        holder = self.connection.execute(select(schema.player.c.name).where(
            schema.player.c.name_key == name.casefold())).scalar()
        if holder is not None:
            raise InputError("name", QT_TRANSLATE_NOOP("InputError", "a name no other player has ({0} is in the event)"),
                             name, args=(holder,))

    def add_player(self, entry: PlayerInput, *, checked_in: bool, joined_round: int) -> Player:
        self.refuse_duplicate(entry.name)
        key = self.insert(schema.player, {
            "name": entry.name, "name_key": entry.name.casefold(), "club": entry.club, "faction": entry.faction,
            "checked_in": checked_in, "joined_round": joined_round, "dropped_after": None, "fixed_table": None})
        return self.player(key["id"])


_VERSION_COLUMN = {"event": "settings_version", "player": "version", "round": "version", "round_table": "version"}


def _undo_target(entries: Sequence[LogEntry], expected: int | None) -> LogEntry:
    """The change an undo reverts: ``expected``, or the latest undoable one; refused when it cannot be undone."""
    if expected is None:
        target = undoable(entries)
        if target is None:
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "there is nothing to undo"))
        return target
    target = next((entry for entry in entries if entry.id == expected), None)
    if target is None:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "there is no change {0}"), expected)
    if target.kind is LogKind.CREATE:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the event's creation cannot be undone"))
    if target.kind is LogKind.UNDO:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "change {0} is an undo: it cannot be undone itself"), target.id)
    if target.undone_by is not None:
        undo = next(entry for entry in entries if entry.id == target.undone_by)
        raise ConflictError(QT_TRANSLATE_NOOP("DeskError", "change {0} was undone already (by change {1}, {2})"),
                            target.id, undo.id, undo.desk)
    return target


def _row(table: str, key: Mapping[str, Any]) -> tuple[str, str]:
    return table, json.dumps(dict(key), sort_keys=True)


class _UndoOfOne:
    """Reverting one change inside the undo's transaction, refused when a later change depends on it.

    The later changes that count are those not undone; an undo of a change after the target counts as
    nothing (it and the change it reverted cancel out)."""

    def __init__(self, tx: "_Transaction", entries: Sequence[LogEntry], target: LogEntry):
        self.tx = tx
        self.target = target
        kinds = {entry.id: entry for entry in entries}
        later = [entry for entry in entries if entry.id > target.id and entry.undone_by is None
                 and not (entry.undoes is not None and entry.undoes > target.id)]
        changes = {row.id: json.loads(row.changes) for row in tx.connection.execute(
            select(schema.change_log.c.id, schema.change_log.c.changes).where(
                schema.change_log.c.id >= target.id))}
        self.changes = changes[target.id]
        self.later = [(kinds[entry.id], {_row(change["table"], change["key"]) for change in changes[entry.id]})
                      for entry in later]

    def revert(self) -> None:
        rows = {_row(change["table"], change["key"]) for change in self.changes}
        overlapping = [entry for entry, written in self.later if written & rows]
        if overlapping:
            self.refuse(overlapping[-1])
        tx = self.tx
        before = set(self.problems())
        try:
            for change in reversed(self.changes):
                table = schema.metadata.tables[change["table"]]
                if change["op"] == "insert":
                    self.check_references(table, change["key"])
                    tx.delete(table, change["key"])
                elif change["op"] == "update":
                    self.check_unique(table, change["key"], change["before"])
                    tx.update(table, change["key"], change["before"], force_version=True)
                else:
                    self.check_unique(table, change["key"], change["before"])
                    tx.insert(table, {**change["key"], **change["before"]})
        except IntegrityError:
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "change {0} can no longer be undone: later changes depend "
                                                           "on it"), self.target.id) from None
        if any(change["table"] == "scoring_band" for change in self.changes):
            tx.update(schema.event, {"id": 1}, {}, force_version=True)
        made = [problem for problem in self.problems() if problem not in before]
        if made:
            self.refuse(self.writer(made[0]))

    def refuse(self, later: LogEntry | None) -> None:
        if later is None:
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "change {0} can no longer be undone: later changes depend "
                                                           "on it"), self.target.id)
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "change {0} cannot be undone before change {1} ({2}), which "
                                                       "depends on it: undo change {1} first"),
                        self.target.id, later.id, later.desk)

    def writer(self, row: tuple[str, str]) -> LogEntry | None:
        """The latest later change that wrote that row."""
        return next((entry for entry, written in reversed(self.later) if row in written), None)

    def check_references(self, table, key: Mapping[str, Any]) -> None:
        """Deleting a row the change inserted: no row written since may refer to it (a player seated later)."""
        for other in schema.metadata.sorted_tables:
            for foreign in other.foreign_keys:
                if foreign.column.table is not table or other is schema.change_log:
                    continue
                found = self.tx.connection.execute(select(*other.primary_key.columns).where(
                    foreign.parent == key[foreign.column.name])).mappings().first()
                if found is not None:
                    self.refuse(self.writer(_row(other.name, found)))

    def check_unique(self, table, key: Mapping[str, Any], values: Mapping[str, Any]) -> None:
        """Restoring a row's values: none may be taken since by another row (a player's name)."""
        for constraint in table.constraints:
            columns = [column.name for column in getattr(constraint, "columns", ())]
            if type(constraint).__name__ != "UniqueConstraint" or not all(name in values for name in columns):
                continue
            found = self.tx.connection.execute(select(*table.primary_key.columns).where(
                *(table.c[name] == values[name] for name in columns),
                *(table.c[name] != value for name, value in key.items()))).mappings().first()
            if found is not None:
                self.refuse(self.writer(_row(table.name, found)))

    def problems(self) -> list[tuple[str, str]]:
        """What would make the event not whole, each as the row to blame: a round after a missing one, the round
        after one left incomplete, a seat before the player's first round, a result after the round the player
        dropped after. The revert is refused for a problem it makes, not for one the event had before."""
        connection = self.tx.connection
        found: list[tuple[str, str]] = []
        numbers = list(connection.execute(select(schema.round_.c.number).order_by(schema.round_.c.number)).scalars())
        found.extend(_row("round", {"number": number}) for expected, number in enumerate(numbers, start=1)
                     if number != expected)
        tables, players, rounds = schema.round_table, schema.player, schema.round_
        if numbers:
            found.extend(_row("round", {"number": number + 1}) for number in connection.execute(
                select(tables.c.round_number).where(tables.c.round_number < numbers[-1], tables.c.score_1.is_(None))
                .distinct()).scalars())
        seated = (players.c.id == tables.c.player_1) | (players.c.id == tables.c.player_2)
        for condition in (tables.c.round_number < players.c.joined_round,
                          tables.c.score_1.is_not(None) & (tables.c.round_number > players.c.dropped_after)):
            found.extend(_row("round_table", {"round_number": row[0], "number": row[1]}) for row in connection.execute(
                select(tables.c.round_number, tables.c.number).where(seated, condition)))
        found.extend(_row("round", {"number": number}) for number in connection.execute(
            select(rounds.c.number).where(rounds.c.bye_player_id == players.c.id,
                                          rounds.c.number < players.c.joined_round)).scalars())
        return found


def _where(table, key: Mapping[str, Any]) -> list:
    return [table.c[name] == value for name, value in key.items()]


def _stored(table, name: str, value: Any) -> Any:
    """A value as it reads back from the column (an exact number as a Fraction), to compare with the row."""
    if isinstance(table.c[name].type, schema.Exact) and value is not None:
        return Fraction(value)
    return value


def _plain_db(value: Any) -> Any:
    """A column value as JSON holds it in the undo data."""
    return str(value) if isinstance(value, Fraction) else value


def _plain(value: Any) -> Any:
    """A value as the log's details and the CLI's JSON hold it: an exact number as an integer or "45/2"."""
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else str(value)
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    if isinstance(value, BattlePointBand):
        return [_plain(value.up_to), _plain(value.winner), _plain(value.loser)]
    return value


# --- reading rows into the plain data --------------------------------------------------


def _read_snapshot(connection: Connection) -> Snapshot:
    row = connection.execute(select(schema.event)).mappings().first()
    if row is None:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "the database holds no event"))
    bands = connection.execute(select(schema.scoring_band).order_by(schema.scoring_band.c.position)).mappings().all()
    player_rows = connection.execute(select(schema.player).order_by(schema.player.c.id)).mappings().all()
    round_rows = connection.execute(select(schema.round_).order_by(schema.round_.c.number)).mappings().all()
    table_rows = connection.execute(select(schema.round_table).order_by(
        schema.round_table.c.round_number, schema.round_table.c.number)).mappings().all()
    tables: dict[int, list[Table]] = {}
    round_versions = {round_row["number"]: round_row["version"] for round_row in round_rows}
    for table_row in table_rows:
        number = table_row["round_number"]
        tables.setdefault(number, []).append(
            Table(table_row["number"], (table_row["player_1"], table_row["player_2"]), _result(table_row)))
        round_versions[number] = max(round_versions[number], table_row["version"])
    event = Event(
        _settings(row, bands),
        tuple(_player(player_row) for player_row in player_rows),
        tuple(Round(round_row["number"], tuple(tables.get(round_row["number"], ())), round_row["bye_player_id"])
              for round_row in round_rows),
    )
    return Snapshot(
        event, row["revision"], row["settings_version"],
        {player_row["id"]: player_row["version"] for player_row in player_rows}, round_versions,
        {(table_row["round_number"], table_row["number"]): table_row["version"] for table_row in table_rows},
    )


def _settings(row: Mapping[str, Any], bands: Sequence[Mapping[str, Any]]) -> Settings:
    scoring = Scoring(
        win=row["win"], draw=row["draw"], loss=row["loss"], bye=row["bye"], draw_margin=row["draw_margin"],
        battle_points=tuple(BattlePointBand(band["up_to"], band["winner"], band["loser"]) for band in bands),
        concession=(row["concession_winner"], row["concession_loser"]), needs_points_limit=row["needs_points_limit"],
    )
    return Settings(
        name=row["name"], game=row["game"], scoring=scoring, date=row["date"], points_limit=row["points_limit"],
        rounds_planned=row["rounds_planned"],
        tiebreaks=tuple(Tiebreak(key) for key in row["tiebreaks"].split(",") if key),
        table_count=row["table_count"], fresh_tables=row["fresh_tables"], check_in_required=row["check_in_required"],
        seed=row["seed"],
    )


def _player(row: Mapping[str, Any]) -> Player:
    return Player(id=row["id"], name=row["name"], club=row["club"], faction=row["faction"],
                  checked_in=row["checked_in"], joined_round=row["joined_round"], dropped_after=row["dropped_after"],
                  fixed_table=row["fixed_table"])


def _result(row: Mapping[str, Any]) -> Result | None:
    if row["score_1"] is None:
        return None
    conceded = row["conceded_by"]
    return Result((row["score_1"], row["score_2"]), None if conceded is None else conceded - 1)


def _read_log(connection: Connection, after: int = 0) -> list[LogEntry]:
    rows = connection.execute(select(schema.change_log.c.id, schema.change_log.c.at, schema.change_log.c.desk,
                                     schema.change_log.c.kind, schema.change_log.c.details,
                                     schema.change_log.c.undoes).where(schema.change_log.c.id > after)
                              .order_by(schema.change_log.c.id)).all()
    undone = {row.undoes: row.id for row in rows if row.undoes is not None}
    return [LogEntry(row.id, datetime.fromisoformat(row.at), row.desk, LogKind(row.kind), json.loads(row.details),
                     row.undoes, undone.get(row.id)) for row in rows]


def _round_of(tx: _Transaction, number: int) -> Round:
    """One round as stored (its pairing, tables and results), read without the rest of the event."""
    bye = tx.connection.execute(select(schema.round_.c.bye_player_id).where(schema.round_.c.number == number)).scalar()
    rows = tx.connection.execute(select(schema.round_table).where(schema.round_table.c.round_number == number)
                                 .order_by(schema.round_table.c.number)).mappings()
    return Round(number, tuple(Table(row["number"], (row["player_1"], row["player_2"]), _result(row)) for row in rows),
                 bye)


def _current_round(tx: _Transaction) -> int:
    return tx.connection.execute(select(func.coalesce(func.max(schema.round_.c.number), 0))).scalar_one()


def _rounds_with_results(tx: _Transaction, player_id: int) -> set[int]:
    table = schema.round_table
    return set(tx.connection.execute(select(table.c.round_number).where(
        (table.c.player_1 == player_id) | (table.c.player_2 == player_id), table.c.score_1.is_not(None))).scalars())


def _latest_results(tx: _Transaction, player_ids: Sequence[int]) -> dict[int, int]:
    """Each of these players' latest round with a result (players without one left out), in one query per seat."""
    table = schema.round_table
    latest: dict[int, int] = {}
    for seat in (table.c.player_1, table.c.player_2):
        for player_id, number in tx.connection.execute(select(seat, func.max(table.c.round_number)).where(
                seat.in_(list(player_ids)), table.c.score_1.is_not(None)).group_by(seat)):
            latest[player_id] = max(latest.get(player_id, 0), number)
    return latest


def _rounds_seated(tx: _Transaction, player_id: int) -> set[int]:
    table = schema.round_table
    seated = set(tx.connection.execute(select(table.c.round_number).where(
        (table.c.player_1 == player_id) | (table.c.player_2 == player_id))).scalars())
    return seated | set(tx.connection.execute(select(schema.round_.c.number).where(
        schema.round_.c.bye_player_id == player_id)).scalars())


def _name(event: Event, player_id: int) -> str:
    return next((player.name for player in event.players if player.id == player_id), str(player_id))


# --- writing the plain data into rows --------------------------------------------------


def _settings_row(settings: Settings) -> dict[str, Any]:
    scoring = settings.scoring
    return {
        "name": settings.name.strip(), "game": settings.game, "date": settings.date, "points_limit": settings.points_limit,
        "rounds_planned": settings.rounds_planned, "tiebreaks": ",".join(str(key) for key in settings.tiebreaks),
        "table_count": settings.table_count, "fresh_tables": settings.fresh_tables,
        "check_in_required": settings.check_in_required, "seed": settings.seed,
        "win": scoring.win, "draw": scoring.draw, "loss": scoring.loss, "bye": scoring.bye,
        "draw_margin": scoring.draw_margin, "concession_winner": scoring.concession[0],
        "concession_loser": scoring.concession[1], "needs_points_limit": scoring.needs_points_limit,
    }


def _band_rows(scoring: Scoring) -> list[dict[str, Any]]:
    return [{"position": position, "up_to": band.up_to, "winner": band.winner, "loser": band.loser}
            for position, band in enumerate(scoring.battle_points, start=1)]


def _settings_differences(old: Settings, new: Settings) -> Iterable[tuple[str, Any, Any]]:
    for name in ("name", "game", "date", "points_limit", "rounds_planned", "tiebreaks", "table_count",
                 "fresh_tables", "check_in_required", "seed"):
        if getattr(old, name) != getattr(new, name):
            yield name, getattr(old, name), getattr(new, name)
    for name in ("win", "draw", "loss", "bye", "draw_margin", "battle_points", "concession", "needs_points_limit"):
        if getattr(old.scoring, name) != getattr(new.scoring, name):
            yield f"scoring.{name}", getattr(old.scoring, name), getattr(new.scoring, name)


def _table_row(round_number: int, table: Table) -> dict[str, Any]:
    return {"round_number": round_number, "number": table.number, "player_1": table.players[0],
            "player_2": table.players[1], **_result_row(table.result)}


def _result_row(result: Result | None) -> dict[str, Any]:
    if result is None:
        return {"score_1": None, "score_2": None, "conceded_by": None}
    return {"score_1": result.score[0], "score_2": result.score[1],
            "conceded_by": None if result.conceded is None else result.conceded + 1}


# --- what the store checks before it writes ---------------------------------------------


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_exact(value: Any) -> bool:
    return isinstance(value, (int, Fraction)) and not isinstance(value, bool)


def validate_settings(settings: Settings) -> None:
    """Refuse settings the desk cannot run an event with (an InputError naming the field)."""
    ids = [entry.id for entry in games.GAMES]
    if not settings.name.strip():
        raise InputError("name", QT_TRANSLATE_NOOP("InputError", "the event needs a name"))
    if settings.game not in ids:
        raise InputError("game", QT_TRANSLATE_NOOP("InputError", "one of {0}"), settings.game, args=(", ".join(ids),))
    limit = settings.points_limit
    if limit is None and settings.scoring.needs_points_limit:
        raise InputError("points_limit", QT_TRANSLATE_NOOP("InputError", "a {0} event needs a points limit"),
                         args=(settings.game,))
    if limit is not None and (not _is_int(limit) or limit < 1):
        raise InputError("points_limit", QT_TRANSLATE_NOOP("InputError", "a whole number of at least 1"), limit)
    for name, low in (("rounds_planned", 1), ("table_count", 0)):
        value = getattr(settings, name)
        if not _is_int(value) or value < low:
            raise InputError(name, QT_TRANSLATE_NOOP("InputError", "a whole number of at least {0}"), value, args=(low,))
    if not _is_int(settings.seed) or not 0 <= settings.seed <= MAX_SEED:
        raise InputError("seed", QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1}"), settings.seed,
                         args=(0, MAX_SEED))
    if not all(isinstance(key, Tiebreak) for key in settings.tiebreaks) or len(set(settings.tiebreaks)) != len(
            settings.tiebreaks):
        raise InputError("tiebreaks", QT_TRANSLATE_NOOP("InputError", "each of {0} at most once"),
                         ",".join(map(str, settings.tiebreaks)), args=(", ".join(map(str, Tiebreak)),))
    scoring = settings.scoring
    values = {"win": scoring.win, "draw": scoring.draw, "loss": scoring.loss, "bye": scoring.bye,
              "draw_margin": scoring.draw_margin, "concession[0]": scoring.concession[0],
              "concession[1]": scoring.concession[1]}
    for index, band in enumerate(scoring.battle_points):
        values[f"battle_points[{index}].winner"] = band.winner
        values[f"battle_points[{index}].loser"] = band.loser
        if band.up_to is not None or index < len(scoring.battle_points) - 1:
            values[f"battle_points[{index}].up_to"] = band.up_to
    for name, value in values.items():
        if not _is_exact(value) or value < 0:
            raise InputError(f"scoring.{name}", QT_TRANSLATE_NOOP("InputError", "an exact number of at least 0"), value)
    bounds = [band.up_to for band in scoring.battle_points]
    closed = bounds if bounds and bounds[-1] is not None else bounds[:-1]
    if any(low >= high for low, high in pairwise(closed)):
        raise InputError("scoring.battle_points", QT_TRANSLATE_NOOP(
            "InputError", "bands in increasing order of VP difference, only the last one open-ended"))


def _player_ids(ids: Iterable[int]) -> list[int]:
    """The players a bulk action is for, each once, in the order given; at least one."""
    wanted: list[int] = []
    for player_id in ids:
        if not _is_int(player_id):
            raise InputError("players", QT_TRANSLATE_NOOP("InputError", "player ids (whole numbers)"), player_id)
        if player_id not in wanted:
            wanted.append(player_id)
    if not wanted:
        raise InputError("players", QT_TRANSLATE_NOOP("InputError", "at least one player"))
    return wanted


def _clean_player(entry: PlayerInput) -> PlayerInput:
    name, club, faction = (" ".join(str(text).split()) for text in (entry.name, entry.club, entry.faction))
    if not name:
        raise InputError("name", QT_TRANSLATE_NOOP("InputError", "a player needs a name"))
    return PlayerInput(name, club, faction)


def _clean_result(result: Result) -> Result:
    """The result with exact scores, as the rules allow it (``check_result`` raises otherwise)."""
    return Result(check_result(result), result.conceded)


def ensure_pairable(event: Event) -> None:
    """Refuse to pair the next round while the current one has tables without a result."""
    current = event.current_round
    if current is not None and not current.complete:
        missing = [str(table.number) for table in current.tables if table.result is None]
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "round {0} still has tables without a result: {1}"),
                        current.number, ", ".join(missing))


def _check_pairing(event: Event, pairing: Round, everyone: bool = False) -> None:
    """A round to publish seats every player due to play in it (``rules.who_plays``) exactly once, and nobody else."""
    due = set(who_plays(event, pairing.number, everyone=everyone).playing)
    seated = [player for table in pairing.tables for player in table.players]
    if pairing.bye is not None:
        seated.append(pairing.bye)
    numbers = [table.number for table in pairing.tables]
    if not pairing.tables:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "a round needs at least two players to pair"))
    if len(set(numbers)) != len(numbers) or not all(_is_int(number) and number >= 1 for number in numbers):
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "each table needs its own number, from 1"))
    twice = sorted({_name(event, player) for player in seated if seated.count(player) > 1})
    missing = sorted(_name(event, player) for player in due - set(seated))
    extra = sorted(_name(event, player) for player in set(seated) - due)
    if twice or missing or extra:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the pairing must seat every player of round {0} once "
                                                       "(twice: {1}; missing: {2}; not playing: {3})"),
                        pairing.number, ", ".join(twice) or "-", ", ".join(missing) or "-", ", ".join(extra) or "-")


# --- files and databases ---------------------------------------------------------------


def default_desk() -> str:
    return socket.gethostname() or "desk"


def _locate(location: str | os.PathLike) -> tuple[URL, Path | None]:
    """The database URL and, for SQLite, the file; an address the desk cannot use is refused here."""
    text = os.fspath(location)
    if "://" not in text:
        path = Path(text).absolute()
        return _sqlite_url(path), path
    try:
        url = make_url(text)
        url.port  # noqa: B018 - a port that is not a number is refused here, not by the driver
    except (ArgumentError, ValueError):
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not a database address"),
                             _without_password(text)) from None
    if url.get_backend_name() == "sqlite":
        if not url.database:
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} names no file"), text)
        return url, Path(url.database).absolute()
    if server.is_server(url):
        return server.server_url(url), None
    raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0}: an event is a file, or a database on a PostgreSQL "
                                                        "server (postgresql://user@host/database)"),
                         _without_password(text))


def _without_password(text: str) -> str:
    """An address that did not parse, shown without what may be its password."""
    return re.sub(r"(://[^:/@]*):[^@/]*@", r"\1:***@", text)


def where(location: str | os.PathLike) -> str:
    """A location as shown to the user: the file, or the address without its password."""
    url, path = _locate(location)
    return str(path) if path is not None else server.display(url)


def server_address(host: str, port: int, database: str, user: str, password: str | None = None) -> str:
    """The ``postgresql://`` address of an event's database from the fields of the GUI's "Open event from a
    server" dialog, each character of the password kept as typed (percent-encoded in the address).

    An InputError names a field left empty or a port outside 1 to 65535."""
    fields = {"host": host.strip(), "database": database.strip(), "user": user.strip()}
    for name, value in fields.items():
        if not value:
            raise InputError(name, QT_TRANSLATE_NOOP("InputError", "must not be empty"))
    if not _is_int(port) or not 1 <= port <= 65535:
        raise InputError("port", QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1}"), port,
                         args=(1, 65535))
    host = fields["host"]
    socket_folder = host.startswith("/")  # libpq's way to name a server on this machine by its socket's folder
    url = URL.create("postgresql", username=fields["user"], password=password or None,
                     host=None if socket_folder else host, port=port, database=fields["database"],
                     query={"host": host} if socket_folder else {})
    return url.render_as_string(hide_password=False)


@dataclass(frozen=True)
class ServerFields:
    """A server event's address as the fields of the "Open event from a server" dialog (``server_address``'s)."""

    host: str
    port: int
    database: str
    user: str
    password: str = ""


def server_fields(address: str) -> ServerFields | None:
    """The fields of a ``postgresql://`` address, for the dialog to show what was typed or opened before (a socket
    folder, ``?host=/folder``, as the host); None for anything that is not such an address."""
    try:
        url = make_url(address)
        port = url.port
    except (ArgumentError, ValueError):
        return None
    if not server.is_server(url):
        return None
    host = url.query.get("host")
    return ServerFields(host if isinstance(host, str) else url.host or "", port or server.DEFAULT_PORT,
                        url.database or "", url.username or "", url.password or "")


def _sqlite_url(path: Path) -> URL:
    return URL.create("sqlite+pysqlite", database=str(path))


def _stem(path: Path) -> str:
    return path.name[:-len(SUFFIX)] if path.name.endswith(SUFFIX) and path.name != SUFFIX else path.stem


def _engine(url: URL, *, new_file: bool = False) -> Engine:
    """An engine for the event's database. A file is opened as it is (SQLite's ``mode=rw``): a file that went away
    is not made anew, empty, in its place; only ``new_file`` makes one."""
    try:
        if url.get_backend_name() != "sqlite":
            # Writers at READ COMMITTED behind the event row's lock; readers switch to REPEATABLE READ (see above).
            return server.engine(url, BUSY_TIMEOUT)
        address = f"{Path(url.database or '').absolute().as_uri()}?mode={'rwc' if new_file else 'rw'}"
        engine = create_engine(url, creator=lambda: sqlite3.connect(address, uri=True, timeout=BUSY_TIMEOUT,
                                                                     check_same_thread=False))
    except (ArgumentError, NoSuchModuleError, ImportError) as error:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "cannot use the database {0}: {1}"),
                             url.render_as_string(hide_password=True), error) from None

    @sa_event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:
        # Transactions are begun by the "begin" listener below, not by the driver.
        dbapi_connection.isolation_level = None
        dbapi_connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT * 1000}")
        dbapi_connection.execute("PRAGMA synchronous = FULL")
        dbapi_connection.execute("PRAGMA foreign_keys = ON")

    @sa_event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        # A writer takes the write lock at once (waiting its turn): a read that later writes could
        # otherwise find the snapshot stale and fail without waiting.
        write = connection.get_execution_options().get("companion_write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def _file_id(path: Path) -> tuple[int, int]:
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


def _check_event_file(path: Path) -> None:
    """Refuse a missing file, or one that is not even SQLite, before SQLite touches it."""
    try:
        with path.open("rb") as file:
            header = file.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "there is no file {0}"), path) from None
    except IsADirectoryError:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is a folder, not an event file"), path) from None
    except OSError as error:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "cannot read {0}: {1}"), path,
                             error.strerror or error) from None
    if header != SQLITE_HEADER:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not an event file"), path)


def _prepare(engine: Engine, path: Path | None) -> None:
    """Check the schema revision; migrate an older one (after a backup); keep a SQLite file in WAL mode."""
    where = str(path) if path is not None else server.display(engine.url)
    try:
        with engine.connect() as connection, connection.begin():
            found = _schema_revision(connection)
        if found is None:
            if path is None:
                raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} holds no event"), where)
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not an event file"), where)
        if found not in schema.REVISIONS:
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} was saved by a newer Companion (event schema {1}; "
                                                                "this one reads up to {2})"),
                                 where, found, schema.HEAD)
        if path is not None:
            _use_wal(engine)
        if found != schema.HEAD:
            _migrate(engine, path)
        with engine.connect() as connection, connection.begin():
            if connection.execute(select(func.count()).select_from(schema.event)).scalar_one() != 1:
                if path is None:
                    raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} holds no event"), where)
                raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not an event file"), where)
    except DBAPIError as error:
        raise _database_error(error, engine.url, where) from None
    except (SQLAlchemyError, sqlite3.Error) as error:
        raise _other_error(error, where) from None


def _use_wal(engine: Engine) -> None:
    """Keep the file in WAL mode (a setting of the file, changed outside any transaction)."""
    raw = engine.raw_connection()
    try:
        if raw.driver_connection.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            raw.driver_connection.execute("PRAGMA journal_mode = WAL")
    finally:
        raw.close()


def _schema_revision(connection: Connection) -> str | None:
    """The schema revision recorded in the database, or None when it has no event schema at all."""
    from sqlalchemy import inspect

    if not inspect(connection).has_table(schema.VERSION_TABLE):
        return None
    versions = connection.exec_driver_sql(f"SELECT version_num FROM {schema.VERSION_TABLE}").scalars().all()
    return versions[0] if len(versions) == 1 else None


def _migrate(engine: Engine, path: Path | None) -> None:
    """Upgrade to the current schema under the write lock, after copying the file as it was."""
    from companion.tournament import migrate

    with engine.connect() as connection:
        connection.execution_options(companion_write=True)
        with connection.begin():
            if path is None:
                server.lock_schema(connection)
            found = _schema_revision(connection)  # another process may have migrated it meanwhile
            if found == schema.HEAD:
                return
            if path is not None:
                # Read through a second connection: the file is in WAL mode, so it reads the
                # state this transaction's lock keeps unchanged (the locked one cannot back itself up).
                source = sqlite3.connect(path)
                try:
                    _backup(source, _free_name(path.with_name(f"{_stem(path)}.schema-{found}.backup")))
                finally:
                    source.close()
            migrate.upgrade(connection)


def _create_at(location: str | os.PathLike, fill: Callable[[Connection], None]) -> None:
    """Make a new event at ``location``, written by ``fill`` in the transaction that builds the schema.

    A file is built beside its place and moved there when complete (an existing file is never
    replaced); a server database must be empty."""
    url, path = _locate(location)
    if path is None:
        engine = _engine(url)
        try:
            _build(engine, fill)
        except DBAPIError as error:
            raise _database_error(error, url, server.display(url)) from None
        except (SQLAlchemyError, sqlite3.Error) as error:
            raise _other_error(error, server.display(url)) from None
        finally:
            engine.dispose()
        return
    if path.exists():
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} already exists"), path)
    if not path.parent.is_dir():
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "there is no folder {0}"), path.parent)
    building = path.with_name(f".{path.name}.{os.getpid()}.new")
    try:
        engine = _engine(_sqlite_url(building), new_file=True)
        try:
            _build(engine, fill)
        finally:
            engine.dispose()
        _move_into_place(building, path)
    except OSError as error:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "cannot create {0}: {1}"), path,
                             error.strerror or error) from None
    except DBAPIError as error:
        raise _database_error(error, url, str(path)) from None
    except (SQLAlchemyError, sqlite3.Error) as error:
        raise _other_error(error, str(path)) from None
    finally:
        for leftover in (building, Path(f"{building}-wal"), Path(f"{building}-shm")):
            leftover.unlink(missing_ok=True)


def _build(engine: Engine, fill: Callable[[Connection], None]) -> None:
    """Make the schema in an empty database and fill it: one transaction."""
    from sqlalchemy import inspect

    from companion.tournament import migrate

    sqlite = engine.url.get_backend_name() == "sqlite"
    if sqlite:
        _use_wal(engine)
    with engine.connect() as connection:
        connection.execution_options(companion_write=True)
        with connection.begin():
            if not sqlite:
                server.lock_schema(connection)
                where = server.display(engine.url)
                if _schema_revision(connection) is not None:
                    raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} already holds an event"), where)
                if inspect(connection).get_table_names():
                    raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not empty: an event needs a database "
                                                                        "of its own"), where)
            migrate.upgrade(connection)
            fill(connection)


def _write_new_event(connection: Connection, settings: Settings, desk: str) -> None:
    """A new event's rows, its creation logged as the first change."""
    connection.execute(schema.event.insert().values(id=1, revision=1, settings_version=1, **_settings_row(settings)))
    for values in _band_rows(settings.scoring):
        connection.execute(schema.scoring_band.insert().values(values))
    connection.execute(schema.change_log.insert().values(
        id=1, at=datetime.now(UTC).isoformat(timespec="milliseconds"), desk=desk, kind=str(LogKind.CREATE),
        details=json.dumps({"name": settings.name.strip(), "game": settings.game}, ensure_ascii=False),
        changes="[]", undoes=None))


def copy_event(source: str | os.PathLike, destination: str | os.PathLike) -> None:
    """Copy a whole event, as one consistent read, into a new file or an empty server database (any way
    round): its settings, players, rounds and results, and its log with every desk's name, time and undo
    data, and every row's version, so the copy carries on exactly where the source stood. The copy itself
    is no change of the event and is not logged."""
    with EventStore.open(source) as store:
        rows = store._read(lambda connection: {
            table.name: [dict(row) for row in connection.execute(
                select(table).order_by(*table.primary_key.columns)).mappings()]
            for table in schema.metadata.sorted_tables})
    _create_at(destination, lambda connection: _write_rows(connection, rows))


def _write_rows(connection: Connection, rows: Mapping[str, list[dict]]) -> None:
    for table in schema.metadata.sorted_tables:  # a row's references before it
        if rows[table.name]:
            connection.execute(table.insert(), rows[table.name])
    if connection.dialect.name == "postgresql":  # the next player added gets an id after the copied ones
        connection.exec_driver_sql("SELECT setval(pg_get_serial_sequence('player', 'id'), "
                                   "(SELECT coalesce(max(id), 0) + 1 FROM player), false)")


def _backup(source: sqlite3.Connection, target: Path) -> None:
    """A consistent copy of the open database (SQLite's online backup), written beside and then moved in place."""
    partial = target.with_name(f".{target.name}.partial")
    copy = sqlite3.connect(partial)
    try:
        source.backup(copy)
    finally:
        copy.close()
    os.replace(partial, target)


def _free_name(path: Path) -> Path:
    """``path``, or ``path`` with ``-2``, ``-3``… before its suffix when it exists: an older backup stays."""
    candidate, count = path, 1
    while candidate.exists():
        count += 1
        candidate = path.with_name(f"{path.stem}-{count}{path.suffix}")
    return candidate


def _move_into_place(built: Path, path: Path) -> None:
    """Move the finished file to its name, refusing (not replacing) a file that appeared there meanwhile."""
    try:
        os.link(built, path)
    except FileExistsError:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} already exists"), path) from None
    except OSError:  # a file system without hard links (FAT)
        if path.exists():
            raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} already exists"), path) from None
        os.rename(built, path)


def _database_error(error: DBAPIError, url: URL, where: str = "", *, committing: bool = False) -> DeskError:
    """The database's error in the desk's words (a server's: ``server.server_error``)."""
    if url.get_backend_name() != "sqlite":
        return server.server_error(error.orig, url, invalidated=error.connection_invalidated, committing=committing,
                                   busy_timeout=BUSY_TIMEOUT)
    return _sqlite_error(error.orig, where, committing=committing)


SQLITE_UNREACHABLE = ("SQLITE_IOERR", "SQLITE_CANTOPEN", "SQLITE_READONLY_DBMOVED")
"""SQLite's errors of a file that cannot be reached (its disk or share gone, I/O failing): try again later."""


def _sqlite_error(error: BaseException, where: str = "", *, committing: bool = False) -> DeskError:
    """A sqlite3 error in the desk's words, by SQLite's error code where it has one (else by its message)."""
    name = getattr(error, "sqlite_errorname", "") or ""
    message = str(error)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or not name and ("locked" in message or "busy" in message):
        return EventLocked(QT_TRANSLATE_NOOP("DeskError", "the event is in use by another program: it stayed locked "
                                                          "for more than {0} seconds"), BUSY_TIMEOUT)
    if name.startswith(SQLITE_UNREACHABLE) or not name and ("disk I/O error" in message
                                                             or "unable to open database file" in message):
        if committing:
            return FileUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event file {0} could not be reached while "
                                                                  "saving: reload to see whether the change was kept"),
                                   where, maybe_saved=True)
        return FileUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event file {0} cannot be reached ({1}): nothing "
                                                              "was saved"), where, message)
    if name.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT")) or "not a database" in message or "malformed" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "{0} is not an event file"), where or message)
    if name.startswith("SQLITE_READONLY") or "readonly" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the event cannot be written here (read-only)"))
    if name.startswith("SQLITE_FULL") or "full" in message:
        return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the disk is full: nothing was saved"))
    return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the event database failed: {0}"), message)


def _other_error(error: BaseException, where: str, *, committing: bool = False) -> DeskError:
    """An error of SQLAlchemy itself, or of sqlite3 used directly (a backup, the journal mode), as a DeskError."""
    if isinstance(error, sqlite3.Error):
        return _sqlite_error(error, where, committing=committing)
    return EventFileError(QT_TRANSLATE_NOOP("DeskError", "the event database failed: {0}"), error)


__all__ = [
    "BUSY_TIMEOUT", "MAX_SEED", "SUFFIX", "EventStore", "LogEntry", "LogKind", "PlayerInput", "Published", "Reported",
    "ReportOutcome", "ServerFields", "Snapshot", "copy_event", "default_desk", "ensure_pairable", "server_address",
    "server_fields", "validate_settings", "where",
]
