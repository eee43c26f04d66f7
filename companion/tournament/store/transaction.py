"""The transaction of one action, with its undo journal.

Each write transaction first bumps the event's change counter (``revision``): that puts concurrent writers in
line on every database, and the new revision is the id of the action's log entry and the version of every row
it writes. Each row written is recorded with what it held before (``changes``, kept in the log entry), which is
what undo reverts."""

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any, TypeVar

from sqlalchemy import Table as SqlTable
from sqlalchemy import select
from sqlalchemy.engine import Connection
from sqlalchemy.sql.expression import ColumnElement

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.scoring import BattlePointBand
from companion.tournament.errors import DeskError, StaleError
from companion.tournament.event import Player, PlayerInput
from companion.tournament.exports import exact
from companion.tournament.log import LogKind
from companion.tournament.phones import new_token
from companion.tournament.rules import name_key
from companion.tournament.store import schema
from companion.tournament.store.rows import player_of

T = TypeVar("T")


class Transaction:
    """An action's transaction: it bumps the event's revision first (which puts concurrent writers in line on
    every database), records each row it writes with what the row held before, and its log entry."""

    def __init__(self, connection: Connection, desk: str, where: str = ""):
        self.connection = connection
        self.desk = desk
        self.where = where
        """The event as the user knows it (its file or address), for a refusal that names it."""
        self.revision = connection.execute(schema.event.update().values(revision=schema.event.c.revision + 1)
                                           .returning(schema.event.c.revision)).scalar_one()
        self.changes: list[dict[str, Any]] = []
        self.entry: tuple[LogKind, dict[str, Any], int | None] | None = None
        self._name_keys: dict[int, tuple[str, str]] | None = None

    def one(self, table: SqlTable) -> dict[str, Any]:
        return dict(self.connection.execute(select(table)).mappings().one())

    def all(self, table: SqlTable, order: ColumnElement[Any]) -> list[dict[str, Any]]:
        return [dict(row) for row in self.connection.execute(select(table).order_by(order)).mappings()]

    def insert(self, table: SqlTable, values: Mapping[str, Any]) -> dict[str, Any]:
        values = dict(values)
        version = VERSION_COLUMN.get(table.name)
        if version:
            values[version] = self.revision
        key_values = self.connection.execute(table.insert().values(values)).inserted_primary_key or ()
        key = {column.name: value for column, value in zip(table.primary_key.columns, key_values, strict=True)}
        self.changes.append({"op": "insert", "table": table.name, "key": key})
        return key

    def insert_all(self, table: SqlTable, rows: Sequence[Mapping[str, Any]]) -> None:
        """Rows that carry their own keys (a round's tables), sent as one batch: a server answers once, not per row."""
        version = VERSION_COLUMN.get(table.name)
        rows = [{**row, version: self.revision} if version else dict(row) for row in rows]
        if rows:
            self.connection.execute(table.insert(), rows)
        names = [column.name for column in table.primary_key.columns]
        self.changes.extend({"op": "insert", "table": table.name, "key": {name: row[name] for name in names}}
                            for row in rows)

    def update(self, table: SqlTable, key: Mapping[str, Any], values: Mapping[str, Any], *,
               force_version: bool = False, row: Mapping[Any, Any] | None = None) -> None:
        """Write the values that differ; the row's version moves on when any does (or when forced). ``row``: the
        row as this transaction read it (no write can come between: they wait for the event's revision, which
        this transaction holds), to spare reading it again."""
        found = row if row is not None else self.connection.execute(
            select(table).where(*key_condition(table, key))).mappings().one()
        before = {name: found[name] for name, value in values.items() if stored(table, name, value) != found[name]}
        version = VERSION_COLUMN.get(table.name)
        if not before and not force_version:
            return
        written = {name: values[name] for name in before}
        if version:
            written[version] = self.revision
        if written:
            self.connection.execute(table.update().where(*key_condition(table, key)).values(written))
        if before:
            self.changes.append({"op": "update", "table": table.name, "key": dict(key),
                                 "before": {name: plain_db(value) for name, value in before.items()}})

    def delete(self, table: SqlTable, key: Mapping[str, Any]) -> None:
        row = self.connection.execute(select(table).where(*key_condition(table, key))).mappings().one()
        self.connection.execute(table.delete().where(*key_condition(table, key)))
        kept = {name: plain_db(value) for name, value in row.items()
                if name not in key and name != VERSION_COLUMN.get(table.name)}
        self.changes.append({"op": "delete", "table": table.name, "key": dict(key), "before": kept})

    def log(self, kind: LogKind, /, *, undoes: int | None = None, **details: Any) -> None:
        self.entry = (kind, details, undoes)

    def commit_log(self) -> None:
        if self.entry is None:
            raise RuntimeError("an action wrote rows without saying what it did (Transaction.log)")
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
        return player_of(row)

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
        return [player_of(rows[player_id]) for player_id in ids]

    def update_players(self, players: Sequence[Player], values: Mapping[str, Any]) -> None:
        """The same values written to several players in one statement, each row's old values kept for undo (as
        ``update`` keeps them); ``players`` as read in this transaction."""
        if not players:
            return
        for player in players:
            before = {name: getattr(player, name) for name in values if getattr(player, name) != values[name]}
            if before:
                self.changes.append({"op": "update", "table": "player", "key": {"id": player.id},
                                     "before": {name: plain_db(value) for name, value in before.items()}})
        self.connection.execute(schema.player.update().where(schema.player.c.id.in_([player.id for player in players]))
                                .values({**values, "version": self.revision}))

    def refuse_duplicate(self, name: str, player_id: int | None = None) -> None:
        """Refuse a name another player (not ``player_id``) has, as ``rules.name_key`` compares names: the keys of
        every name in the event are worked out again here (once per transaction), so a name saved by an older
        Companion (which compared case only) is found too."""
        if self._name_keys is None:
            self._name_keys = {row.id: (name_key(row.name), row.name) for row in self.connection.execute(
                select(schema.player.c.id, schema.player.c.name))}
        key = name_key(name)
        holder = next((held for other, (held_key, held) in self._name_keys.items()
                       if held_key == key and other != player_id), None)
        if holder is not None:
            raise InputError("name", QT_TRANSLATE_NOOP("InputError", "a name no other player has ({0} is in the event)"),
                             name, args=(holder,))

    def keep_name(self, player_id: int, name: str) -> None:
        """A name this transaction saved, for the next ``refuse_duplicate`` of the same transaction."""
        if self._name_keys is not None:
            self._name_keys[player_id] = (name_key(name), name)

    def add_player(self, entry: PlayerInput, *, checked_in: bool, joined_round: int) -> Player:
        self.refuse_duplicate(entry.name)
        key = self.insert(schema.player, {
            "name": entry.name, "name_key": name_key(entry.name), "club": entry.club, "faction": entry.faction,
            "checked_in": checked_in, "joined_round": joined_round, "dropped_after": None, "fixed_table": None})
        self.insert(schema.player_link, {"player_id": key["id"], "token": new_token()})  # the player's phone link
        self.keep_name(key["id"], entry.name)
        return self.player(key["id"])


VERSION_COLUMN = {"event": "settings_version", "player": "version", "round": "version", "round_table": "version",
                  "adjustment": "version", "soft_score": "version"}


def key_condition(table: SqlTable, key: Mapping[str, Any]) -> list[ColumnElement[bool]]:
    return [table.c[name] == value for name, value in key.items()]


def stored(table: SqlTable, name: str, value: Any) -> Any:
    """A value as it reads back from the column (an exact number as a Fraction), to compare with the row."""
    if isinstance(table.c[name].type, schema.Exact) and value is not None:
        return Fraction(value)
    return value


def plain_db(value: Any) -> Any:
    """A column value as JSON holds it in the undo data."""
    return str(value) if isinstance(value, Fraction) else value


def plain(value: Any) -> Any:
    """A value as the log's details hold it: an exact number as the JSON exports write it (``exports.exact``: an
    integer or "45/2"), a battle-point band as its three numbers."""
    if isinstance(value, tuple):
        return [plain(item) for item in value]
    if isinstance(value, BattlePointBand):
        return [plain(value.up_to), plain(value.winner), plain(value.loser)]
    return exact(value)
