"""An event as plain, immutable data: what the desk's rules read and the store saves.

Nothing here knows about SQL or Qt. The rules (``scoring``, ``standings``,
``pairing``) are pure functions of an ``Event``; the store turns its rows into
one and records each action as a transaction.

Players are referred to by ``id`` (stable, also after a rename); a table lists
its two players in the order pairing gave them ("the first player" of the CLI's
``--score A B``). Scores are exact ``Fraction``s (Warzone VP can end in .5).
"""

from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from companion.model.scoring import Scoring


class Tiebreak(StrEnum):
    """Keys after tournament points, in the order the organiser chose (``tournament.md``, "Standings")."""

    SOS = "sos"
    VP_DIFFERENCE = "vp_difference"
    VP_SCORED = "vp_scored"
    PAINTING = "painting"
    SPORTSMANSHIP = "sportsmanship"


DEFAULT_TIEBREAKS = (Tiebreak.SOS, Tiebreak.VP_DIFFERENCE, Tiebreak.VP_SCORED)


class SoftKind(StrEnum):
    """An extra score the organiser gives (``docs/tournament-rules.md``, "Soft scores and adjustments"): painting,
    one value per player; sportsmanship, what the player received, per round (each opponent's rating) or for the
    whole event (favourite-opponent votes)."""

    PAINTING = "painting"
    SPORTSMANSHIP = "sportsmanship"


class SoftUse(StrEnum):
    """What a soft score does: its own award table (the default: the ranking is as without it), added to the
    tournament points, or a tiebreak at its place in ``Settings.tiebreaks``."""

    AWARD = "award"
    POINTS = "points"
    TIEBREAK = "tiebreak"


class ByeVp(StrEnum):
    """What a bye counts for the VP tiebreaks (``docs/tournament-rules.md``, "Byes in the standings"): nothing
    (the default), the average of the player's games played, or a fixed number scored (``Settings.bye_vp_fixed``)."""

    ZERO = "zero"
    AVERAGE = "average"
    FIXED = "fixed"


class ByeSos(StrEnum):
    """What a bye adds to strength of schedule: nothing (the default), or an average opponent (the mean of the
    current points of the opponents the player really met)."""

    NOTHING = "nothing"
    AVERAGE = "average"


SOFT_TIEBREAKS = {SoftKind.PAINTING: Tiebreak.PAINTING, SoftKind.SPORTSMANSHIP: Tiebreak.SPORTSMANSHIP}
"""The tiebreak key of each soft score."""


@dataclass(frozen=True)
class Settings:
    """What the organiser sets on the Event page.

    ``table_count`` 0 means as many tables as there are pairs. ``seed`` feeds the
    pairing's last tier (a random choice that can be recomputed). With
    ``check_in_required``, only checked-in players are paired. ``bye_vp_fixed`` is the VP a bye scores when
    ``bye_vp`` is ``fixed`` (kept, unused, otherwise).
    """

    name: str
    game: str
    scoring: Scoring
    date: str = ""
    points_limit: int | None = None
    rounds_planned: int = 5
    tiebreaks: tuple[Tiebreak, ...] = DEFAULT_TIEBREAKS
    table_count: int = 0
    fresh_tables: bool = False
    check_in_required: bool = False
    seed: int = 0
    painting: SoftUse = SoftUse.AWARD
    sportsmanship: SoftUse = SoftUse.AWARD
    bye_vp: ByeVp = ByeVp.ZERO
    bye_vp_fixed: int = 0
    bye_sos: ByeSos = ByeSos.NOTHING

    def soft_use(self, kind: SoftKind) -> SoftUse:
        return self.painting if kind is SoftKind.PAINTING else self.sportsmanship


@dataclass(frozen=True)
class Player:
    """A player and their standing in the event.

    ``joined_round``: the first round they can be paired in (a late join joins the next
    round to be paired). ``dropped_after``: the last round they play; they are not paired
    after it but stay in the standings (and in their opponents' SoS).
    """

    id: int
    name: str
    club: str = ""
    faction: str = ""
    checked_in: bool = False
    joined_round: int = 1
    dropped_after: int | None = None
    fixed_table: int | None = None

    def plays_in(self, round_number: int, check_in_required: bool = False) -> bool:
        """Whether the player is to be paired in that round."""
        if round_number < self.joined_round:
            return False
        if self.dropped_after is not None and round_number > self.dropped_after:
            return False
        return self.checked_in or not check_in_required


@dataclass(frozen=True)
class PlayerInput:
    """A player to add: what the Players page's form or a CSV row gives (``rules.clean_player`` cleans it)."""

    name: str
    club: str = ""
    faction: str = ""


@dataclass(frozen=True)
class Result:
    """A table's two VP totals, in the table's player order, and the conceding player's index (0 or 1)."""

    score: tuple[Fraction, Fraction]
    conceded: int | None = None


@dataclass(frozen=True)
class Table:
    number: int
    players: tuple[int, int]
    result: Result | None = None


@dataclass(frozen=True)
class Round:
    """A published round: its tables, by number, and the player with the bye (if any)."""

    number: int
    tables: tuple[Table, ...]
    bye: int | None = None

    @property
    def complete(self) -> bool:
        return all(table.result is not None for table in self.tables)

    def table(self, number: int) -> Table | None:
        return next((table for table in self.tables if table.number == number), None)


@dataclass(frozen=True)
class Adjustment:
    """Bonus (positive) or penalty (negative) tournament points for a player, with the organiser's reason;
    ``round`` is the round under way when it was given (0 before the first), for the record only."""

    id: int
    player: int
    points: Fraction
    reason: str
    round: int = 0


@dataclass(frozen=True)
class SoftScore:
    """A soft score a player received: ``round`` 0 for the whole event (painting always), else that round's."""

    player: int
    kind: SoftKind
    value: Fraction
    round: int = 0


@dataclass(frozen=True)
class Event:
    settings: Settings
    players: tuple[Player, ...] = ()
    rounds: tuple[Round, ...] = field(default=())
    adjustments: tuple[Adjustment, ...] = ()
    soft_scores: tuple[SoftScore, ...] = ()

    def player(self, player_id: int) -> Player:
        return next(player for player in self.players if player.id == player_id)

    def player_named(self, name: str) -> Player | None:
        folded = name.casefold()
        return next((player for player in self.players if player.name.casefold() == folded), None)

    @property
    def current_round(self) -> Round | None:
        return self.rounds[-1] if self.rounds else None
