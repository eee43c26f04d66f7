"""``EventStore``: one open event, created or opened, with every action the desk takes on it."""

import os
import sqlite3

from sqlalchemy import func, select

from companion import files
from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import DamagedEvent, DeskError, StaleError
from companion.tournament.event import Settings
from companion.tournament.log import LogEntry, LogKind
from companion.tournament.rules import validate_settings
from companion.tournament.store import schema
from companion.tournament.store.connect import default_desk, engine_for, locate, other_error
from companion.tournament.store.database import copy_file, create_at, prepare, write_new_event, write_rows
from companion.tournament.store.phone_actions import PhoneActions
from companion.tournament.store.player_actions import PlayerActions
from companion.tournament.store.round_actions import RoundActions
from companion.tournament.store.rows import band_rows, read_log, settings_differences, settings_of, settings_row
from companion.tournament.store.score_actions import ScoreActions
from companion.tournament.store.sqlite import check_event_file, driver_connection, repair_side_files, writable
from companion.tournament.store.transaction import Transaction, plain
from companion.tournament.store.undo import UndoOfOne, undo_target


class EventStore(PlayerActions, RoundActions, PhoneActions, ScoreActions):
    """One open event. Create one with ``EventStore.create`` or ``EventStore.open``; close it (or use ``with``).

    ``desk`` names who makes the changes in the log (default: the machine's name).
    Safe to share between threads: each call takes its own connection (``wait_for_change`` excepted).
    """

    @classmethod
    def create(cls, location: str | os.PathLike, settings: Settings, *, desk: str | None = None) -> "EventStore":
        """A new event with these settings, in a new file or an empty server database.

        A file is built beside its place and moved there when complete, so a crash leaves no half-made
        event; an existing file is never overwritten. A server database is built in one transaction."""
        validate_settings(settings)
        desk = desk or default_desk()
        create_at(location, lambda connection: write_new_event(connection, settings, desk))
        return cls.open(location, desk=desk)

    @classmethod
    def open(cls, location: str | os.PathLike, *, desk: str | None = None) -> "EventStore":
        """Open an event: refuses anything that is not one, or of a newer schema; migrates an older one
        after a backup copy (``<name>.schema-<revision>.backup`` beside a file; a server database is
        migrated in one transaction, which PostgreSQL rolls back whole if it fails).

        A file this user cannot write (or in a folder they cannot write) is opened read-only: it is read, every
        action is refused (``read_only``). A file that fails SQLite's integrity check is read as far as it can
        be, and every action is refused, pointing at its round backups (``damage``)."""
        url, path = locate(location)
        read_only = False
        holding = None
        if path is not None:
            # The file is this process's from here on: its header is read only when nothing here has it open yet.
            holding = files.hold(path, lambda: check_event_file(path))
        try:
            if path is not None:
                read_only = not writable(path)
                if not read_only:
                    repair_side_files(path)
            engine = engine_for(url, read_only=read_only)
            try:
                damage = prepare(engine, path, read_only=read_only)
            except BaseException:
                engine.dispose()
                raise
        except BaseException:
            if holding is not None:
                files.release(holding)
            raise
        store = cls(engine, location, path, desk or default_desk(), read_only=read_only, damage=damage,
                    holding=holding)
        if damage is None:
            try:  # what no desk writes (a score that is not a number, a table naming a stranger) refuses every write
                store.snapshot()
            except DamagedEvent as found:
                store.damage = found
            except BaseException:
                store.close()
                raise
        return store

    def edit_settings(self, settings: Settings, *, expected_version: int | None = None) -> None:
        validate_settings(settings)

        def action(tx: "Transaction") -> None:
            row = tx.one(schema.event)
            tx.check_version(row["settings_version"], expected_version,
                             QT_TRANSLATE_NOOP("DeskError", "the event's settings were changed meanwhile (by {0}): "
                                                            "reload them and try again"))
            current = settings_of(row, tx.all(schema.scoring_band, schema.scoring_band.c.position))
            if settings.game != current.game and tx.connection.execute(select(func.count()).select_from(
                    schema.round_)).scalar_one():
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the game cannot change once a round is paired"))
            changed = {name: [plain(old), plain(new)] for name, old, new in settings_differences(current, settings)}
            if not changed:
                return
            tx.update(schema.event, {"id": 1}, settings_row(settings), force_version=True)
            if settings.scoring.battle_points != current.scoring.battle_points:
                for band in tx.all(schema.scoring_band, schema.scoring_band.c.position):
                    tx.delete(schema.scoring_band, {"position": band["position"]})
                for values in band_rows(settings.scoring):
                    tx.insert(schema.scoring_band, values)
            tx.log(LogKind.EDIT_SETTINGS, changed=changed)

        self._write(action)

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

        def action(tx: "Transaction") -> LogEntry:
            previous = tx.revision - 1
            if seen is not None and seen != previous:
                raise StaleError(QT_TRANSLATE_NOOP("DeskError", "the event changed since you looked at it (change {1}, "
                                                                "by {0}): look again before undoing"),
                                 tx.desk_of(previous), previous)
            entries = read_log(tx.connection, where=tx.where)
            target = undo_target(entries, expected)
            UndoOfOne(tx, entries, target).revert()
            tx.log(LogKind.UNDO, undoes=target.id, entry=target.id, kind=str(target.kind))
            return target

        return self._write(action)


def copy_event(source: str | os.PathLike, destination: str | os.PathLike) -> DeskError | None:
    """Copy a whole event, as one consistent read, into a new file or an empty server database (any way
    round): its settings, players, rounds and results, and its log with every desk's name, time and undo
    data, and every row's version, so the copy carries on exactly where the source stood. The copy itself
    is no change of the event and is not logged. A source SQLite finds damaged is copied as far as it can be read:
    the answer is its damage (None: sound), for the caller to say.

    A sound file copied into a file is copied through SQLite's online backup (``copy_file``), page by page as of one
    commit, while other processes go on writing: never a plain copy of the file, which could catch a write half
    done. Opened in a process that has the event open already, the source is that process's own (``files.hold``)."""
    with EventStore.open(source) as store:
        if store.path is not None and store.damage is None and locate(destination)[1] is not None:
            store._check_file()
            try:
                raw = store._engine.raw_connection()
                try:
                    copy_file(driver_connection(raw), destination)
                finally:
                    raw.close()
            except sqlite3.Error as error:
                raise other_error(error, store.where) from None
            return None
        rows = store._read(lambda connection: {
            table.name: [dict(row) for row in connection.execute(
                select(table).order_by(*table.primary_key.columns)).mappings()]
            for table in schema.metadata.sorted_tables})
    create_at(destination, lambda connection: write_rows(connection, rows))
    return store.damage
