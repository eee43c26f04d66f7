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

from dataclasses import dataclass, replace
from fractions import Fraction

from companion.tournament.event import Event, Tiebreak
from companion.tournament.scoring import Outcome, bye_points, score_table


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

    def value(self, key: Tiebreak) -> Fraction:
        """The player's value for a tiebreak."""
        return {Tiebreak.SOS: self.sos, Tiebreak.VP_DIFFERENCE: self.vp_difference,
                Tiebreak.VP_SCORED: self.vp_scored}[key]

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
    games: dict[int, list[Game]] = {player.id: [] for player in event.players}
    for played in event.rounds:
        for table in played.tables:
            if table.result is None:
                continue
            scored = score_table(settings.scoring, settings.points_limit, table.result)
            for side, (player, opponent) in enumerate((table.players, table.players[::-1])):
                score = scored.players[side]
                games[player].append(Game(played.number, table.number, opponent, score.outcome, score.points,
                                          score.vp_scored, score.vp_conceded, score.conceded))
        if played.bye is not None:
            games[played.bye].append(Game(played.number, None, None, None, bye_points(settings.scoring),
                                          Fraction(0), Fraction(0)))
    return games


def standings(event: Event) -> tuple[Standing, ...]:
    """Every player of the event in rank order; players equal on every key share the rank (1, 2, 2, 4)
    and are listed by name."""
    games = records(event)
    points = {player: sum((game.points for game in record), Fraction(0)) for player, record in games.items()}
    published = len(event.rounds)
    unranked = []
    for player in event.players:
        record = tuple(games[player.id])
        played = [game for game in record if not game.bye]
        opponents = tuple(OpponentPoints(game.round, game.opponent, points[game.opponent]) for game in played)
        scored = sum((game.vp_scored for game in played), Fraction(0))
        conceded = sum((game.vp_conceded for game in played), Fraction(0))
        outcomes = [game.outcome for game in played]
        unranked.append(Standing(
            rank=0, player=player.id, points=points[player.id],
            sos=sum((term.points for term in opponents), Fraction(0)),
            vp_difference=scored - conceded, vp_scored=scored, vp_conceded=conceded,
            wins=outcomes.count(Outcome.WIN), draws=outcomes.count(Outcome.DRAW), losses=outcomes.count(Outcome.LOSS),
            byes=len(record) - len(played),
            dropped=player.dropped_after is not None and player.dropped_after <= published,
            games=record, opponents=opponents))
    tiebreaks = event.settings.tiebreaks
    names = {player.id: player.name for player in event.players}
    unranked.sort(key=lambda standing: (tuple(-value for value in standing.keys(tiebreaks)),
                                        names[standing.player].casefold(), names[standing.player], standing.player))
    ranked: list[Standing] = []
    for index, standing in enumerate(unranked):
        shares = ranked and ranked[-1].keys(tiebreaks) == standing.keys(tiebreaks)
        ranked.append(replace(standing, rank=ranked[-1].rank if shares else index + 1))
    return tuple(ranked)
