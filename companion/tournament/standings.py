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

Byes in the standings (the organiser's choice, ``Settings.bye_vp`` and ``bye_sos``; ``docs/tournament-rules.md``,
"Byes in the standings"). A bye's tournament points are always the scoring's; what it counts besides:
- VP (``bye_vp``): ``zero`` (the default) scores and concedes 0; ``average`` scores the mean VP the player scored
  and concedes the mean VP they conceded over their games played (byes left out, exact; no game played: 0 and 0),
  so a bye adds their average VP difference too; ``fixed`` scores ``bye_vp_fixed`` and concedes 0, as a win by
  that much. The VP difference and VP scored count a bye's VP whenever the choice is not ``zero``;
- SoS (``bye_sos``): ``nothing`` (the default) adds nothing; ``average`` adds, for each bye, an average
  opponent: the mean of the current points of the opponents the player really met (the SoS terms, exact; no
  opponent met: nothing);
- both averages are of the games counted now, also those played after the bye, so a bye's value moves as the
  player plays on, as their opponents' current points move SoS. A bye never counts for anyone else: an opponent's
  SoS sums that opponent's points (a bye's points included), never their bye VP or their average opponent; the
  faction statistics (``records``) keep a bye apart as no game.
"""

from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction

from companion.tournament.event import ByeSos, ByeVp, Event, Settings, SoftKind, Tiebreak
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
class AverageOpponent:
    """A term of SoS for a bye when the event counts one as an average opponent: the mean of the current points of
    the opponents the player met (``met`` of them)."""

    round: int
    points: Fraction
    met: int


@dataclass(frozen=True)
class Standing:
    """A player's place: rank (shared by players equal on every key), record and tiebreaks.

    ``games`` (round order) explains the points, the W/D/L/byes counts and both VP sums;
    ``opponents`` (one term per game played, round order) and ``average_opponents`` (one per bye, when the event
    counts a bye as an average opponent) explain SoS. ``bye_vp`` and ``bye_sos`` say how the event counted a bye
    (a bye game's ``vp_scored`` and ``vp_conceded`` hold what it counted).
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
    average_opponents: tuple[AverageOpponent, ...] = ()
    bye_vp: ByeVp = ByeVp.ZERO
    bye_sos: ByeSos = ByeSos.NOTHING

    def value(self, key: Tiebreak) -> Fraction:
        """The player's value for a tiebreak (a soft score not given counts 0)."""
        return {Tiebreak.SOS: self.sos, Tiebreak.VP_DIFFERENCE: self.vp_difference,
                Tiebreak.VP_SCORED: self.vp_scored, Tiebreak.PAINTING: self.painting or ZERO,
                Tiebreak.SPORTSMANSHIP: self.sportsmanship or ZERO}[key]

    def soft(self, kind: SoftKind) -> Fraction | None:
        """The player's soft score of that kind (None: not given)."""
        return self.painting if kind is SoftKind.PAINTING else self.sportsmanship

    def terms(self, key: Tiebreak) -> tuple[OpponentPoints, ...] | tuple[Game, ...]:
        """What a tiebreak sums: SoS the opponents' current points (and ``average_opponents``); the VP keys the games
        played (VP difference = Σ vp_scored − Σ vp_conceded, VP scored = Σ vp_scored), and the byes when the event
        counts VP for them."""
        if key is Tiebreak.SOS:
            return self.opponents
        return tuple(game for game in self.games if not game.bye or self.bye_vp is not ByeVp.ZERO)

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
        record = counted_byes(record, played, event.settings)
        average = average_opponents(record, opponents, event.settings)
        scored = exact_sum(game.vp_scored for game in record)
        conceded = exact_sum(game.vp_conceded for game in record)
        outcomes = [game.outcome for game in played]
        soft_points = exact_sum(soft[kind].get(player.id, ZERO) for kind in added)
        unranked = Standing(
            rank=0, player=player.id, points=points[player.id] + adjustments[player.id] + soft_points,
            sos=exact_sum([*(term.points for term in opponents), *(term.points for term in average)]),
            vp_difference=scored - conceded, vp_scored=scored, vp_conceded=conceded,
            wins=outcomes.count(Outcome.WIN), draws=outcomes.count(Outcome.DRAW), losses=outcomes.count(Outcome.LOSS),
            byes=len(record) - len(played),
            dropped=player.dropped_after is not None and player.dropped_after <= published,
            games=record, opponents=opponents, game_points=points[player.id], adjustments=adjustments[player.id],
            painting=soft[SoftKind.PAINTING].get(player.id), sportsmanship=soft[SoftKind.SPORTSMANSHIP].get(player.id),
            soft_points=soft_points, average_opponents=average, bye_vp=event.settings.bye_vp,
            bye_sos=event.settings.bye_sos)
        rows.append(((unranked.points, *(unranked.value(key) for key in tiebreaks)), unranked))
    rows.sort(key=lambda row: row[0], reverse=True)  # stable: players equal on every key stay by name
    ranked: list[Standing] = []
    rank = 0
    for index, (keys, unranked) in enumerate(rows):
        if not index or keys != rows[index - 1][0]:
            rank = index + 1
        ranked.append(replace(unranked, rank=rank))
    return tuple(ranked)


def counted_byes(record: tuple[Game, ...], played: list[Game], settings: Settings) -> tuple[Game, ...]:
    """The record with each bye's VP as the event counts them (``bye_vp``; the module's docstring)."""
    if settings.bye_vp is ByeVp.ZERO or len(played) == len(record):
        return record
    if settings.bye_vp is ByeVp.FIXED:
        scored, conceded = Fraction(settings.bye_vp_fixed), ZERO
    elif played:
        scored = exact_sum(game.vp_scored for game in played) / len(played)
        conceded = exact_sum(game.vp_conceded for game in played) / len(played)
    else:
        scored = conceded = ZERO
    return tuple(replace(game, vp_scored=scored, vp_conceded=conceded) if game.bye else game for game in record)


def average_opponents(record: tuple[Game, ...], opponents: tuple[OpponentPoints, ...],
                      settings: Settings) -> tuple[AverageOpponent, ...]:
    """One average opponent per bye when the event counts one (``bye_sos``), none when the player met nobody."""
    if settings.bye_sos is ByeSos.NOTHING or not opponents:
        return ()
    mean = exact_sum(term.points for term in opponents) / len(opponents)
    return tuple(AverageOpponent(game.round, mean, len(opponents)) for game in record if game.bye)


def exact_sum(values: Iterable[Fraction]) -> Fraction:
    """Σ values, exact: numerators added as integers per denominator (most are whole numbers)."""
    by_denominator: dict[int, int] = {}
    for value in values:
        by_denominator[value.denominator] = by_denominator.get(value.denominator, 0) + value.numerator
    if len(by_denominator) == 1:
        (denominator, numerator), = by_denominator.items()
        return Fraction(numerator, denominator)
    return sum((Fraction(numerator, denominator) for denominator, numerator in by_denominator.items()), ZERO)
