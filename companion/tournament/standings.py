"""The event's standings: every player's record, tiebreaks and shared ranks, as plain data.

One pure function of an ``Event`` (``tournament.md``, "Standings"), so the
Standings page, the CLI and the pairing all rank the same way. Each standing
carries the terms behind its tiebreaks (the opponents' current points behind
SoS, the games behind the VP sums), so the GUI can say how a number was
computed for that player without computing anything itself.

Choices where the rules are silent:
- only tables with a result count; a table still waiting for one counts for
  neither player, and its opponent is not yet in SoS;
- a bye counts as soon as its round is published (it has no result to wait for);
- a player is shown as dropped once the last round they play has been published;
- "listed by name" compares names case-insensitively.
"""

from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction

from companion.tournament.event import Event, SoftKind, Tiebreak
from companion.tournament.scoring import Outcome, bye_points, table_scorer
from companion.tournament.soft_scores import adjustment_totals, points_kinds, soft_totals

ZERO = Fraction(0)


@dataclass(frozen=True)
class Game:
    """One round of a player's record: a table with a result, or a bye (no table, no opponent, no outcome)."""

    round: int
    table: int | None
    opponent: int | None
    outcome: Outcome | None
    points: Fraction
    vp_scored: Fraction
    vp_conceded: Fraction
    conceded: bool = False

    @property
    def bye(self) -> bool:
        return self.opponent is None


@dataclass(frozen=True)
class OpponentPoints:
    """A term of SoS: an opponent met in a round and their current tournament points."""

    round: int
    opponent: int
    points: Fraction


@dataclass(frozen=True)
class Standing:
    """A player's place: rank (shared by players equal on every key), record and tiebreaks.

    ``games`` (round order) explains the points, the W/D/L/byes counts and both VP sums;
    ``opponents`` (one term per game played, round order) explains SoS.
    """

    rank: int
    player: int
    points: Fraction
    sos: Fraction
    vp_difference: Fraction
    vp_scored: Fraction
    vp_conceded: Fraction
    wins: int
    draws: int
    losses: int
    byes: int
    dropped: bool
    games: tuple[Game, ...]
    opponents: tuple[OpponentPoints, ...]
    game_points: Fraction = ZERO
    adjustments: Fraction = ZERO
    painting: Fraction | None = None
    sportsmanship: Fraction | None = None
    soft_points: Fraction = ZERO

    def value(self, key: Tiebreak) -> Fraction:
        """The player's value for a tiebreak (a soft score not given counts 0)."""
        return {Tiebreak.SOS: self.sos, Tiebreak.VP_DIFFERENCE: self.vp_difference,
                Tiebreak.VP_SCORED: self.vp_scored, Tiebreak.PAINTING: self.painting or ZERO,
                Tiebreak.SPORTSMANSHIP: self.sportsmanship or ZERO}[key]

    def soft(self, kind: SoftKind) -> Fraction | None:
        """The player's soft score of that kind (None: not given)."""
        return self.painting if kind is SoftKind.PAINTING else self.sportsmanship

    def terms(self, key: Tiebreak) -> tuple[OpponentPoints, ...] | tuple[Game, ...]:
        """What a tiebreak sums: SoS the opponents' current points; the VP keys the games played
        (VP difference = Σ vp_scored − Σ vp_conceded, VP scored = Σ vp_scored; byes add nothing)."""
        if key is Tiebreak.SOS:
            return self.opponents
        return tuple(game for game in self.games if not game.bye)

    def keys(self, tiebreaks: tuple[Tiebreak, ...]) -> tuple[Fraction, ...]:
        """What ranks the player, best first: tournament points, then each tiebreak in the organiser's order."""
        return (self.points, *(self.value(key) for key in tiebreaks))


def records(event: Event) -> dict[int, list[Game]]:
    """Each player's games so far (tables with a result, and byes), in round order."""
    settings = event.settings
    score = table_scorer(settings.scoring, settings.points_limit)
    bye = bye_points(settings.scoring)
    games: dict[int, list[Game]] = {player.id: [] for player in event.players}
    for played in event.rounds:
        for table in played.tables:
            if table.result is None:
                continue
            first, second = score(table.result).players
            a, b = table.players
            games[a].append(Game(played.number, table.number, b, first.outcome, first.points,
                                 first.vp_scored, first.vp_conceded, first.conceded))
            games[b].append(Game(played.number, table.number, a, second.outcome, second.points,
                                 second.vp_scored, second.vp_conceded, second.conceded))
        if played.bye is not None:
            games[played.bye].append(Game(played.number, None, None, None, bye, ZERO, ZERO))
    return games


def standings(event: Event) -> tuple[Standing, ...]:
    """Every player of the event in rank order; players equal on every key share the rank (1, 2, 2, 4)
    and are listed by name.

    A player's tournament points are their games' (and byes') points, their adjustments, and the soft scores
    the settings add to the points (``soft_scores``); SoS sums the opponents' points from their games alone."""
    games = records(event)
    points = {player: exact_sum(game.points for game in record) for player, record in games.items()}
    adjustments = adjustment_totals(event)
    soft = {kind: soft_totals(event, kind) for kind in SoftKind}
    added = points_kinds(event.settings)
    published = len(event.rounds)
    tiebreaks = event.settings.tiebreaks
    rows: list[tuple[tuple[Fraction, ...], Standing]] = []
    for player in sorted(event.players, key=lambda player: (player.name.casefold(), player.name, player.id)):
        record = tuple(games[player.id])
        played = [game for game in record if not game.bye]
        opponents = tuple(OpponentPoints(game.round, opponent, points[opponent]) for game in played
                          if (opponent := game.opponent) is not None)
        scored = exact_sum(game.vp_scored for game in played)
        conceded = exact_sum(game.vp_conceded for game in played)
        outcomes = [game.outcome for game in played]
        soft_points = exact_sum(soft[kind].get(player.id, ZERO) for kind in added)
        unranked = Standing(
            rank=0, player=player.id, points=points[player.id] + adjustments[player.id] + soft_points,
            sos=exact_sum(term.points for term in opponents),
            vp_difference=scored - conceded, vp_scored=scored, vp_conceded=conceded,
            wins=outcomes.count(Outcome.WIN), draws=outcomes.count(Outcome.DRAW), losses=outcomes.count(Outcome.LOSS),
            byes=len(record) - len(played),
            dropped=player.dropped_after is not None and player.dropped_after <= published,
            games=record, opponents=opponents, game_points=points[player.id], adjustments=adjustments[player.id],
            painting=soft[SoftKind.PAINTING].get(player.id), sportsmanship=soft[SoftKind.SPORTSMANSHIP].get(player.id),
            soft_points=soft_points)
        rows.append(((unranked.points, *(unranked.value(key) for key in tiebreaks)), unranked))
    rows.sort(key=lambda row: row[0], reverse=True)  # stable: players equal on every key stay by name
    ranked: list[Standing] = []
    rank = 0
    for index, (keys, unranked) in enumerate(rows):
        if not index or keys != rows[index - 1][0]:
            rank = index + 1
        ranked.append(replace(unranked, rank=rank))
    return tuple(ranked)


def exact_sum(values: Iterable[Fraction]) -> Fraction:
    """Σ values, exact: numerators added as integers per denominator (most are whole numbers)."""
    by_denominator: dict[int, int] = {}
    for value in values:
        by_denominator[value.denominator] = by_denominator.get(value.denominator, 0) + value.numerator
    if len(by_denominator) == 1:
        (denominator, numerator), = by_denominator.items()
        return Fraction(numerator, denominator)
    return sum((Fraction(numerator, denominator) for denominator, numerator in by_denominator.items()), ZERO)
