"""Rows and plain data, both ways: the event's rows read into ``Event``, ``Snapshot`` and ``LogEntry``, and the
plain data written as rows. Queries of one thing an action checks (the current round, a player's seats) too."""

import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from fractions import Fraction
from typing import Any

from sqlalchemy import Table as SqlTable
from sqlalchemy import Text, func, select, type_coerce
from sqlalchemy.engine import Connection
from sqlalchemy.sql.expression import ColumnElement

from companion import games
from companion.model.errors import QT_TRANSLATE_NOOP
from companion.model.scoring import BattlePointBand, Scoring
from companion.tournament.errors import DamagedEvent, EventFileError
from companion.tournament.event import (
    Adjustment,
    ByeSos,
    ByeVp,
    Event,
    Player,
    Result,
    Round,
    Settings,
    SoftKind,
    SoftScore,
    SoftUse,
    Table,
    Tiebreak,
)
from companion.tournament.log import LogEntry, LogKind
from companion.tournament.rules import MAX_DENOMINATOR, MAX_VP, is_int
from companion.tournament.store import schema
from companion.tournament.store.records import Snapshot

Row = Mapping[Any, Any]
"""A row as the database hands it (SQLAlchemy's ``RowMapping``) or a dict of one: column name to value."""


def read_snapshot(connection: Connection, where: str = "") -> Snapshot:
    """The event and its rows' versions, every value checked on the way: an event file edited by hand or damaged
    (a score that is not a number, an unknown tiebreak, a table naming a player the event does not have) is an
    ``EventFileError`` naming ``where`` and the part that is damaged, not a Python error later on."""
    where = where or "the event"
    row = connection.execute(select(*raw(schema.event))).mappings().first()
    if row is None:
        raise EventFileError(QT_TRANSLATE_NOOP("DeskError", "the database holds no event"))
    bands = connection.execute(select(*raw(schema.scoring_band)).order_by(schema.scoring_band.c.position)
                               ).mappings().all()
    player_rows = connection.execute(select(schema.player).order_by(schema.player.c.id)).mappings().all()
    round_rows = connection.execute(select(schema.round_).order_by(schema.round_.c.number)).mappings().all()
    table_rows = connection.execute(select(*raw(schema.round_table)).order_by(
        schema.round_table.c.round_number, schema.round_table.c.number)).mappings().all()
    counts: list[tuple[str, Row, tuple[str, ...]]] = [("event", row, ("revision", "settings_version"))]
    counts += [("player", player_row, ("id", "version")) for player_row in player_rows]
    counts += [("round", round_row, ("number", "version")) for round_row in round_rows]
    counts += [("round_table", table_row, ("round_number", "number", "version")) for table_row in table_rows]
    for part, counted, names in counts:
        for name in names:
            if not is_int(counted[name]):
                raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: {1}.{2} holds {3!r} where a "
                                                                    "whole number belongs"),
                                     where, part, name, _short(counted[name]))
    settings = checked_settings(row, bands, where)
    players = tuple(checked_player(player_row, where) for player_row in player_rows)
    known = {player.id for player in players}
    numbers = [round_row["number"] for round_row in round_rows]
    if numbers != list(range(1, len(numbers) + 1)):
        raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: its rounds are not numbered from 1 "
                                                            "to {1}"), where, len(numbers))
    tables: dict[int, list[Table]] = {}
    round_versions = {round_row["number"]: round_row["version"] for round_row in round_rows}
    for table_row in table_rows:
        number, table = table_row["round_number"], table_row["number"]
        seated = (table_row["player_1"], table_row["player_2"])
        stranger = next((player for player in seated if player not in known), None)
        if stranger is not None or not is_int(table) or number not in round_versions:
            raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: round {1}, table {2} names a "
                                                                "player it does not have ({3})"),
                                 where, number, table, stranger)
        tables.setdefault(number, []).append(Table(table, seated, checked_result(table_row, where)))
        round_versions[number] = max(round_versions[number], table_row["version"])
    for round_row in round_rows:
        if round_row["bye_player_id"] is not None and round_row["bye_player_id"] not in known:
            raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: the bye of round {1} names a player "
                                                                "it does not have ({2})"),
                                 where, round_row["number"], round_row["bye_player_id"])
    event = Event(
        settings, players,
        tuple(Round(round_row["number"], tuple(tables.get(round_row["number"], ())), round_row["bye_player_id"])
              for round_row in round_rows),
        tuple(Adjustment(adjustment["id"], adjustment["player_id"], adjustment["points"], adjustment["reason"],
                         adjustment["round_number"])
              for adjustment in connection.execute(select(schema.adjustment).order_by(schema.adjustment.c.id))
              .mappings()),
        tuple(SoftScore(soft["player_id"], checked_kind(soft, where), soft["value"], soft["round_number"])
              for soft in connection.execute(select(schema.soft_score).order_by(
                  schema.soft_score.c.player_id, schema.soft_score.c.kind, schema.soft_score.c.round_number))
              .mappings()),
    )
    return Snapshot(
        event, row["revision"], row["settings_version"],
        {player_row["id"]: player_row["version"] for player_row in player_rows}, round_versions,
        {(table_row["round_number"], table_row["number"]): table_row["version"] for table_row in table_rows},
    )


def raw(table: SqlTable) -> list[ColumnElement[Any]]:
    """The table's columns, its exact numbers as the text stored (``checked_*`` read them, naming what is damaged)."""
    return [type_coerce(column, Text).label(column.name) if isinstance(column.type, schema.Exact) else column
            for column in table.c]


def damaged_setting(where: str, name: str, value: object) -> DamagedEvent:
    shown = value if not isinstance(value, str) or len(value) <= 40 else f"{value[:40]}…"
    return DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: its setting {1} holds {2!r}, which the "
                                                         "desk does not take"), where, name, shown)


def stored_exact(text: object, low: Fraction | None = Fraction(0)) -> Fraction | None:
    """A number as the store keeps it (``"45/2"``), or None when the text is not one the desk takes: not a
    number, below ``low``, or outside the bounds the rules give scores (``rules.MAX_VP``, ``MAX_DENOMINATOR``)."""
    if not isinstance(text, str) or len(text) > 60:
        return None
    try:
        value = Fraction(text)
    except (ValueError, ZeroDivisionError):
        return None
    if low is not None and value < low or abs(value) > MAX_VP or value.denominator > MAX_DENOMINATOR:
        return None
    return value


def checked_settings(row: Row, bands: Sequence[Row], where: str) -> Settings:
    values = {}
    for name in EXACT_SETTINGS:
        values[name] = stored_exact(row[name])
        if values[name] is None:
            raise damaged_setting(where, name, row[name])
    band_values = []
    for band in bands:
        up_to, winner, loser = (None if band[name] is None and name == "up_to" else stored_exact(band[name])
                                for name in ("up_to", "winner", "loser"))
        if winner is None or loser is None or up_to is None and band["up_to"] is not None:
            raise damaged_setting(where, "battle_points", [band["up_to"], band["winner"], band["loser"]])
        band_values.append({"up_to": up_to, "winner": winner, "loser": loser})
    stored = row["tiebreaks"]
    keys = [key for key in stored.split(",") if key] if isinstance(stored, str) else []
    if not isinstance(stored, str) or any(key not in set(Tiebreak) for key in keys):
        raise damaged_setting(where, "tiebreaks", row["tiebreaks"])
    if row["game"] not in {entry.id for entry in games.GAMES}:
        raise damaged_setting(where, "game", row["game"])
    for name in ("painting_use", "sportsmanship_use"):
        if row[name] not in set(SoftUse):
            raise damaged_setting(where, name, row[name])
    for name, allowed in (("bye_vp", set(ByeVp)), ("bye_sos", set(ByeSos))):
        if row[name] not in allowed:
            raise damaged_setting(where, name, row[name])
    for name, low in (("rounds_planned", 1), ("table_count", 0), ("seed", 0), ("bye_vp_fixed", 0)):
        if not is_int(row[name]) or row[name] < low:
            raise damaged_setting(where, name, row[name])
    if row["points_limit"] is not None and (not is_int(row["points_limit"]) or row["points_limit"] < 1):
        raise damaged_setting(where, "points_limit", row["points_limit"])
    if not isinstance(row["name"], str) or not isinstance(row["date"], str):
        raise damaged_setting(where, "name", row["name"])
    return settings_of({**row, **values}, band_values)


EXACT_SETTINGS = ("win", "draw", "loss", "bye", "draw_margin", "concession_winner", "concession_loser")


def checked_player(row: Row, where: str) -> Player:
    texts = all(isinstance(row[name], str) for name in ("name", "club", "faction"))
    rounds = all(row[name] is None or is_int(row[name]) for name in ("dropped_after", "fixed_table"))
    if not texts or not rounds or not is_int(row["joined_round"]) or not is_int(row["id"]):
        raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: player {1} holds what the desk does not "
                                                            "take"), where, row["id"])
    return player_of(row)


def checked_kind(row: Row, where: str) -> SoftKind:
    """A soft score's kind (painting, sportsmanship), or the damaged event named."""
    if row["kind"] not in set(SoftKind):
        raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: a soft score of player {1} is of a kind "
                                                            "the desk does not know ({2!r})"),
                           where, row["player_id"], _short(row["kind"]))
    return SoftKind(row["kind"])


def checked_result(row: Row, where: str) -> Result | None:
    if row["score_1"] is None and row["score_2"] is None:
        return None
    score = (stored_exact(row["score_1"]), stored_exact(row["score_2"]))
    conceded = row["conceded_by"]
    if conceded not in (None, 1, 2) and score[0] is not None and score[1] is not None:
        raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: round {1}, table {2} says the player "
                                                            "{3} conceded; only player 1 or 2 can"),
                           where, row["round_number"], row["number"], _short(conceded))
    if score[0] is None or score[1] is None:
        raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: round {1}, table {2} has a score that "
                                                            "is not one the desk takes ({3} – {4})"),
                             where, row["round_number"], row["number"], _short(row["score_1"]), _short(row["score_2"]))
    return Result((score[0], score[1]), None if conceded is None else conceded - 1)


def _short(value: object) -> object:
    return f"{value[:20]}…" if isinstance(value, str) and len(value) > 20 else value


def settings_of(row: Row, bands: Sequence[Row]) -> Settings:
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
        seed=row["seed"], painting=SoftUse(row["painting_use"]), sportsmanship=SoftUse(row["sportsmanship_use"]),
        bye_vp=ByeVp(row["bye_vp"]), bye_vp_fixed=row["bye_vp_fixed"], bye_sos=ByeSos(row["bye_sos"]),
    )


def player_of(row: Row) -> Player:
    return Player(id=row["id"], name=row["name"], club=row["club"], faction=row["faction"],
                  checked_in=row["checked_in"], joined_round=row["joined_round"], dropped_after=row["dropped_after"],
                  fixed_table=row["fixed_table"])


def result_of(row: Row) -> Result | None:
    if row["score_1"] is None:
        return None
    conceded = row["conceded_by"]
    return Result((row["score_1"], row["score_2"]), None if conceded is None else conceded - 1)


def read_log(connection: Connection, after: int = 0, where: str = "") -> list[LogEntry]:
    rows = connection.execute(select(schema.change_log.c.id, schema.change_log.c.at, schema.change_log.c.desk,
                                     schema.change_log.c.kind, schema.change_log.c.details,
                                     schema.change_log.c.undoes).where(schema.change_log.c.id > after)
                              .order_by(schema.change_log.c.id)).all()
    undone = {row.undoes: row.id for row in rows if row.undoes is not None}
    entries = []
    for row in rows:
        try:
            details = json.loads(row.details)
            if not isinstance(details, dict) or not isinstance(row.desk, str):
                raise ValueError(row.details)
            entries.append(LogEntry(row.id, datetime.fromisoformat(row.at), row.desk, LogKind(row.kind), details,
                                    row.undoes, undone.get(row.id)))
        except (ValueError, TypeError, RecursionError):  # json's, datetime's and LogKind's refusals
            raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "{0} is damaged: change {1} of its log cannot be read"),
                                 where or "the event", row.id) from None
    return entries


def round_of(connection: Connection, number: int) -> Round:
    """One round as stored (its pairing, tables and results), read without the rest of the event."""
    bye = connection.execute(select(schema.round_.c.bye_player_id).where(schema.round_.c.number == number)).scalar()
    rows = connection.execute(select(schema.round_table).where(schema.round_table.c.round_number == number)
                                 .order_by(schema.round_table.c.number)).mappings()
    return Round(number, tuple(Table(row["number"], (row["player_1"], row["player_2"]), result_of(row)) for row in rows),
                 bye)


def current_round(connection: Connection) -> int:
    return connection.execute(select(func.coalesce(func.max(schema.round_.c.number), 0))).scalar_one()


def rounds_with_results(connection: Connection, player_id: int) -> set[int]:
    table = schema.round_table
    return set(connection.execute(select(table.c.round_number).where(
        (table.c.player_1 == player_id) | (table.c.player_2 == player_id), table.c.score_1.is_not(None))).scalars())


def latest_results(connection: Connection, player_ids: Sequence[int]) -> dict[int, int]:
    """Each of these players' latest round with a result (players without one left out), in one query per seat."""
    table = schema.round_table
    latest: dict[int, int] = {}
    for seat in (table.c.player_1, table.c.player_2):
        for player_id, number in connection.execute(select(seat, func.max(table.c.round_number)).where(
                seat.in_(list(player_ids)), table.c.score_1.is_not(None)).group_by(seat)):
            latest[player_id] = max(latest.get(player_id, 0), number)
    return latest


def rounds_seated(connection: Connection, player_id: int) -> set[int]:
    table = schema.round_table
    seated = set(connection.execute(select(table.c.round_number).where(
        (table.c.player_1 == player_id) | (table.c.player_2 == player_id))).scalars())
    return seated | set(connection.execute(select(schema.round_.c.number).where(
        schema.round_.c.bye_player_id == player_id)).scalars())


def settings_row(settings: Settings) -> dict[str, Any]:
    scoring = settings.scoring
    return {
        "name": settings.name.strip(), "game": settings.game, "date": settings.date, "points_limit": settings.points_limit,
        "rounds_planned": settings.rounds_planned, "tiebreaks": ",".join(str(key) for key in settings.tiebreaks),
        "table_count": settings.table_count, "fresh_tables": settings.fresh_tables,
        "check_in_required": settings.check_in_required, "seed": settings.seed,
        "win": scoring.win, "draw": scoring.draw, "loss": scoring.loss, "bye": scoring.bye,
        "draw_margin": scoring.draw_margin, "concession_winner": scoring.concession[0],
        "concession_loser": scoring.concession[1], "needs_points_limit": scoring.needs_points_limit,
        "painting_use": str(settings.painting), "sportsmanship_use": str(settings.sportsmanship),
        "bye_vp": str(settings.bye_vp), "bye_vp_fixed": settings.bye_vp_fixed, "bye_sos": str(settings.bye_sos),
    }


def band_rows(scoring: Scoring) -> list[dict[str, Any]]:
    return [{"position": position, "up_to": band.up_to, "winner": band.winner, "loser": band.loser}
            for position, band in enumerate(scoring.battle_points, start=1)]


def settings_differences(old: Settings, new: Settings) -> Iterable[tuple[str, Any, Any]]:
    for name in ("name", "game", "date", "points_limit", "rounds_planned", "tiebreaks", "table_count",
                 "fresh_tables", "check_in_required", "seed", "painting", "sportsmanship", "bye_vp", "bye_vp_fixed",
                 "bye_sos"):
        if getattr(old, name) != getattr(new, name):
            yield name, getattr(old, name), getattr(new, name)
    for name in ("win", "draw", "loss", "bye", "draw_margin", "battle_points", "concession", "needs_points_limit"):
        if getattr(old.scoring, name) != getattr(new.scoring, name):
            yield f"scoring.{name}", getattr(old.scoring, name), getattr(new.scoring, name)


def table_row(round_number: int, table: Table) -> dict[str, Any]:
    return {"round_number": round_number, "number": table.number, "player_1": table.players[0],
            "player_2": table.players[1], **result_row(table.result)}


def result_row(result: Result | None) -> dict[str, Any]:
    if result is None:
        return {"score_1": None, "score_2": None, "conceded_by": None}
    return {"score_1": result.score[0], "score_2": result.score[1],
            "conceded_by": None if result.conceded is None else result.conceded + 1}
