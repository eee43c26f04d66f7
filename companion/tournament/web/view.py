"""What the phones' pages show, built once per revision of the event from its snapshot and its phone state: the
current round's tables with their status, the bye, the standings, the clock, each player's seat, and the outcome
a result would give. The rules are the desk's (``phones``, ``scoring``, ``standings``, ``rules``); this only
arranges their answers for the pages and the JSON API.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from functools import cached_property
from typing import Any

from companion.tournament.event import (
    SOFT_TIEBREAKS,
    Event,
    Player,
    Result,
    Round,
    SoftKind,
    SoftUse,
    Table,
    Tiebreak,
)
from companion.tournament.exports import exact_text
from companion.tournament.phones import (
    PhoneState,
    RoundClock,
    Statement,
    TableStatus,
    counts,
    fold_name,
    table_status,
)
from companion.tournament.rules import is_final
from companion.tournament.scoring import Outcome, score_table
from companion.tournament.store.records import Snapshot


@dataclass(frozen=True, eq=False)
class TableView:
    table: Table
    names: tuple[str, str]
    status: TableStatus
    statements: tuple[Statement, ...]

    @property
    def number(self) -> int:
        return self.table.number

    @cached_property
    def folded(self) -> str:
        """Both players' names as "find my name" compares them, one per line."""
        return "\n".join(fold_name(name) for name in self.names)


@dataclass(frozen=True)
class StandingView:
    rank: int
    name: str
    points: Fraction
    wins: int
    draws: int
    losses: int
    vp_difference: Fraction
    dropped: bool
    adjustments: Fraction = Fraction(0)
    soft: tuple[Fraction | None, ...] = ()
    """The player's soft scores of ``View.soft_kinds``, in their order (None: not given)."""
    byes: int = 0
    """The byes counted in the points, apart from the games won, drawn and lost."""
    tiebreaks: tuple[Fraction | None, ...] = ()
    """The player's value of each of ``View.tiebreaks``, in the event's order (None: a soft score not given)."""


@dataclass(frozen=True)
class AwardView:
    """A soft score's award table: ``kind`` is the catalogue's ``standings.award.<kind>``; rows of rank, name,
    value, best first (ties share the rank)."""

    kind: str
    rows: tuple[tuple[int, str, Fraction], ...]


@dataclass(frozen=True)
class OutcomeView:
    """What a result gives, for the wording: ``kind`` is the catalogue's ``outcome.<kind>``."""

    kind: str
    values: dict[str, Any]
    points: tuple[Fraction, Fraction]


class EventView:
    """The event as the phones see it at one revision."""

    def __init__(self, snapshot: Snapshot, phones: PhoneState, links: Mapping[int, str] | None = None):
        self.snapshot = snapshot
        self.by_token = {token: player for player, token in (links or {}).items()}
        """Each personal link's player (checked again by the store when a phone acts)."""
        self.rendered: dict[tuple[str, ...], str] = {}
        """The pages' parts rendered at this revision, by part and language."""
        self.parts: dict[str, Any] = {}
        """The pairings page's parts at this revision, by language (``Site.pairings_parts``)."""
        self.phones = phones
        self.revision = snapshot.revision
        self.event: Event = snapshot.event
        self.round: Round | None = self.event.current_round
        names = {player.id: player.name for player in self.event.players}
        self.names = names
        number = self.round.number if self.round else 0
        self.tables: tuple[TableView, ...] = tuple(
            TableView(table, (names[table.players[0]], names[table.players[1]]),
                      table_status(table, phones.of(number, table)), phones.of(number, table))
            for table in (self.round.tables if self.round else ()))
        self.seats: dict[int, TableView] = {player: view for view in self.tables for player in view.table.players}
        self.counts = counts(view.status for view in self.tables)

    @property
    def name(self) -> str:
        return self.event.settings.name

    @property
    def round_number(self) -> int:
        return self.round.number if self.round else 0

    @property
    def bye(self) -> str | None:
        return None if self.round is None or self.round.bye is None else self.names[self.round.bye]

    @property
    def results_in(self) -> int:
        return sum(view.table.result is not None for view in self.tables)

    @property
    def clock(self) -> RoundClock | None:
        return self.phones.clock_of(self.round.number if self.round else None)

    @property
    def final(self) -> bool:
        return is_final(self.event)

    @property
    def standings_hidden(self) -> bool:
        """The organiser hides the standings while a round's results are coming in."""
        return self.phones.settings.hide_standings and self.round is not None and not self.round.complete

    @cached_property
    def standings(self) -> tuple[StandingView, ...]:
        from companion.tournament.standings import Standing, standings

        soft_keys = {key: kind for kind, key in SOFT_TIEBREAKS.items()}

        def tiebreak(standing: Standing, key: Tiebreak) -> Fraction | None:
            return standing.soft(soft_keys[key]) if key in soft_keys else standing.value(key)

        return tuple(StandingView(standing.rank, self.names[standing.player], standing.points, standing.wins,
                                  standing.draws, standing.losses, standing.vp_difference, standing.dropped,
                                  standing.adjustments, tuple(standing.soft(kind) for kind in self.soft_kinds),
                                  standing.byes, tuple(tiebreak(standing, key) for key in self.tiebreaks))
                     for standing in standings(self.event))

    @property
    def tiebreaks(self) -> tuple[Tiebreak, ...]:
        """What ranks players equal on points, in the event's order: a column each, and the standings' note."""
        return self.event.settings.tiebreaks

    @property
    def adjusted(self) -> bool:
        """Some player has a bonus or a penalty: the standings show their totals (already in the points)."""
        return bool(self.event.adjustments)

    @cached_property
    def soft_kinds(self) -> tuple[SoftKind, ...]:
        """The soft scores given that count toward the ranking (added to the points or a tiebreak) and are not a
        tiebreak's column already: a column each. One that is its own award is listed apart (``awards``), as on the
        printed standings."""
        settings = self.event.settings
        return tuple(kind for kind in SoftKind if settings.soft_use(kind) is not SoftUse.AWARD
                     and SOFT_TIEBREAKS[kind] not in settings.tiebreaks
                     and any(score.kind is kind for score in self.event.soft_scores))

    @cached_property
    def awards(self) -> tuple[AwardView, ...]:
        from companion.tournament.soft_scores import awards

        return tuple(AwardView(str(kind), tuple((row.rank, self.names[row.player], row.value) for row in rows))
                     for kind, rows in awards(self.event).items())

    def player(self, player_id: int) -> Player:
        return self.event.player(player_id)

    def state_json(self) -> dict[str, Any]:
        """``GET /api/state``: the current round's tables with their status, and the bye."""
        return {"event": self.name, "round": self.round_number,
                "tables": [{"table": view.number, "players": list(view.names), "status": str(view.status),
                            "scores": None if view.table.result is None else
                            [exact_text(score) for score in view.table.result.score]}
                           for view in self.tables],
                "bye": self.bye}

    def clock_json(self, now: datetime) -> dict[str, Any] | None:
        clock = self.clock
        if clock is None:
            return None
        return {"round": clock.round_number, "running": clock.running, "duration_ms": clock.duration_ms,
                "remaining_ms": clock.remaining_at(now)}

    def outcome(self, result: Result, names: tuple[str, str]) -> OutcomeView:
        """What the event's scoring makes of that result at a table of these two players."""
        settings = self.event.settings
        scored = score_table(settings.scoring, settings.points_limit, result)
        points = (scored.players[0].points, scored.players[1].points)
        outcomes = [side.outcome for side in scored.players]
        if result.conceded is not None:
            winner = 1 - result.conceded
            return OutcomeView("win_conceded", {"name": names[winner], "conceder": names[result.conceded]}, points)
        if outcomes[0] is Outcome.DRAW:
            if scored.draw_limit:
                return OutcomeView("draw_within", {"limit": scored.draw_limit}, points)
            return OutcomeView("draw", {}, points)
        winner = 0 if outcomes[0] is Outcome.WIN else 1
        values: dict[str, Any] = {"name": names[winner], "difference": scored.vp_difference}
        if scored.draw_limit:
            return OutcomeView("win_beyond", {**values, "limit": scored.draw_limit}, points)
        if scored.vp_difference:
            return OutcomeView("win_by", values, points)
        return OutcomeView("win", {"name": names[winner]}, points)
