"""Rows and plain data, both ways: the event's rows read into ``Event``, ``Snapshot`` and ``LogEntry``, and the
plain data written as rows. Queries of one thing an action checks (the current round, a player's seats) too."""

import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.engine import Connection

from companion.model.errors import QT_TRANSLATE_NOOP
from companion.model.scoring import BattlePointBand, Scoring
from companion.tournament.errors import EventFileError
from companion.tournament.event import (
    Adjustment,
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
from companion.tournament.store import schema
from companion.tournament.store.records import Snapshot

Row = Mapping[Any, Any]
"""A row as the database hands it (SQLAlchemy's ``RowMapping``) or a dict of one: column name to value."""


def read_snapshot(connection: Connection) -> Snapshot:
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
            Table(table_row["number"], (table_row["player_1"], table_row["player_2"]), result_of(table_row)))
        round_versions[number] = max(round_versions[number], table_row["version"])
    event = Event(
        settings_of(row, bands),
        tuple(player_of(player_row) for player_row in player_rows),
        tuple(Round(round_row["number"], tuple(tables.get(round_row["number"], ())), round_row["bye_player_id"])
              for round_row in round_rows),
        tuple(Adjustment(adjustment["id"], adjustment["player_id"], adjustment["points"], adjustment["reason"],
                         adjustment["round_number"])
              for adjustment in connection.execute(select(schema.adjustment).order_by(schema.adjustment.c.id))
              .mappings()),
        tuple(SoftScore(soft["player_id"], SoftKind(soft["kind"]), soft["value"], soft["round_number"])
              for soft in connection.execute(select(schema.soft_score).order_by(
                  schema.soft_score.c.player_id, schema.soft_score.c.kind, schema.soft_score.c.round_number))
              .mappings()),
    )
    return Snapshot(
        event, row["revision"], row["settings_version"],
        {player_row["id"]: player_row["version"] for player_row in player_rows}, round_versions,
        {(table_row["round_number"], table_row["number"]): table_row["version"] for table_row in table_rows},
    )


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


def read_log(connection: Connection, after: int = 0) -> list[LogEntry]:
    rows = connection.execute(select(schema.change_log.c.id, schema.change_log.c.at, schema.change_log.c.desk,
                                     schema.change_log.c.kind, schema.change_log.c.details,
                                     schema.change_log.c.undoes).where(schema.change_log.c.id > after)
                              .order_by(schema.change_log.c.id)).all()
    undone = {row.undoes: row.id for row in rows if row.undoes is not None}
    return [LogEntry(row.id, datetime.fromisoformat(row.at), row.desk, LogKind(row.kind), json.loads(row.details),
                     row.undoes, undone.get(row.id)) for row in rows]


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
    }


def band_rows(scoring: Scoring) -> list[dict[str, Any]]:
    return [{"position": position, "up_to": band.up_to, "winner": band.winner, "loser": band.loser}
            for position, band in enumerate(scoring.battle_points, start=1)]


def settings_differences(old: Settings, new: Settings) -> Iterable[tuple[str, Any, Any]]:
    for name in ("name", "game", "date", "points_limit", "rounds_planned", "tiebreaks", "table_count",
                 "fresh_tables", "check_in_required", "seed", "painting", "sportsmanship"):
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
