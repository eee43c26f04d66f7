"""Undoing one change inside the undo's own transaction: which change, and whether a later one depends on it."""

import json
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import Table as SqlTable
from sqlalchemy import UniqueConstraint, select
from sqlalchemy.exc import IntegrityError

from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import ConflictError, DeskError
from companion.tournament.log import LogEntry, LogKind, undoable
from companion.tournament.store import schema
from companion.tournament.store.transaction import Transaction


def undo_target(entries: Sequence[LogEntry], expected: int | None) -> LogEntry:
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


def row_id(table: str, key: Mapping[Any, Any]) -> tuple[str, str]:
    return table, json.dumps(dict(key), sort_keys=True)


class UndoOfOne:
    """Reverting one change inside the undo's transaction, refused when a later change depends on it.

    The later changes that count are those not undone; an undo of a change after the target counts as
    nothing (it and the change it reverted cancel out)."""

    def __init__(self, tx: "Transaction", entries: Sequence[LogEntry], target: LogEntry):
        self.tx = tx
        self.target = target
        kinds = {entry.id: entry for entry in entries}
        later = [entry for entry in entries if entry.id > target.id and entry.undone_by is None
                 and not (entry.undoes is not None and entry.undoes > target.id)]
        changes = {row.id: json.loads(row.changes) for row in tx.connection.execute(
            select(schema.change_log.c.id, schema.change_log.c.changes).where(
                schema.change_log.c.id >= target.id))}
        self.changes = changes[target.id]
        self.later = [(kinds[entry.id], {row_id(change["table"], change["key"]) for change in changes[entry.id]})
                      for entry in later]

    def revert(self) -> None:
        rows = {row_id(change["table"], change["key"]) for change in self.changes}
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

    def check_references(self, table: SqlTable, key: Mapping[str, Any]) -> None:
        """Deleting a row the change inserted: no row written since may refer to it (a player seated later)."""
        for other in schema.metadata.sorted_tables:
            for foreign in other.foreign_keys:
                if foreign.column.table is not table or other is schema.change_log:
                    continue
                found = self.tx.connection.execute(select(*other.primary_key.columns).where(
                    foreign.parent == key[foreign.column.name])).mappings().first()
                if found is not None:
                    self.refuse(self.writer(row_id(other.name, found)))

    def check_unique(self, table: SqlTable, key: Mapping[str, Any], values: Mapping[str, Any]) -> None:
        """Restoring a row's values: none may be taken since by another row (a player's name)."""
        for constraint in table.constraints:
            if not isinstance(constraint, UniqueConstraint):
                continue
            columns = [column.name for column in constraint.columns]
            if not all(name in values for name in columns):
                continue
            found = self.tx.connection.execute(select(*table.primary_key.columns).where(
                *(table.c[name] == values[name] for name in columns),
                *(table.c[name] != value for name, value in key.items()))).mappings().first()
            if found is not None:
                self.refuse(self.writer(row_id(table.name, found)))

    def problems(self) -> list[tuple[str, str]]:
        """What would make the event not whole, each as the row to blame: a round after a missing one, the round
        after one left incomplete, a seat before the player's first round, a result after the round the player
        dropped after. The revert is refused for a problem it makes, not for one the event had before."""
        connection = self.tx.connection
        found: list[tuple[str, str]] = []
        numbers = list(connection.execute(select(schema.round_.c.number).order_by(schema.round_.c.number)).scalars())
        found.extend(row_id("round", {"number": number}) for expected, number in enumerate(numbers, start=1)
                     if number != expected)
        tables, players, rounds = schema.round_table, schema.player, schema.round_
        if numbers:
            found.extend(row_id("round", {"number": number + 1}) for number in connection.execute(
                select(tables.c.round_number).where(tables.c.round_number < numbers[-1], tables.c.score_1.is_(None))
                .distinct()).scalars())
        seated = (players.c.id == tables.c.player_1) | (players.c.id == tables.c.player_2)
        for condition in (tables.c.round_number < players.c.joined_round,
                          tables.c.score_1.is_not(None) & (tables.c.round_number > players.c.dropped_after)):
            found.extend(row_id("round_table", {"round_number": row[0], "number": row[1]}) for row in connection.execute(
                select(tables.c.round_number, tables.c.number).where(seated, condition)))
        found.extend(row_id("round", {"number": number}) for number in connection.execute(
            select(rounds.c.number).where(rounds.c.bye_player_id == players.c.id,
                                          rounds.c.number < players.c.joined_round)).scalars())
        return found
