"""Faction statistics of an event (issue 24, item 2): per faction its players, games, wins, draws and losses, win
rate and average VP scored and conceded, and a faction-against-faction table of results.

Pure functions of an ``Event`` (no SQL, no Qt): the CSV export, the printout and the desk's page read the same
numbers. Players' factions are free text; names that differ only by case, spaces, accents or apostrophes are one
faction (``faction_key``: "Dark Angels", "dark  angels" and "Dárk Angels" are one), shown with the spelling most
of its players use (ties: the one entered first).

Choices where the rules are silent, also stated on the printout and the page:
- only tables with a result count; a conceded game counts with the result the scoring gives it;
- a bye is no game: it is counted apart (``byes``), in no win rate and no VP average;
- a mirror match (both players of one faction) says nothing about the faction against others: it is counted
  apart (``mirrors``, one per table), and left out of the games, the wins, draws and losses, the win rate and
  the VP averages; the faction-against-faction table shows it on the diagonal;
- win rate = wins / games (a draw is not half a win), exact; no games: no win rate;
- players without a faction are one group, the faction "" (shown as "no faction"); a game between two of them
  counts as that group's mirror match.
"""

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from companion.tournament.event import Event
from companion.tournament.phones import fold_name
from companion.tournament.scoring import Outcome
from companion.tournament.standings import records

CSV_COLUMNS = ("faction", "players", "games", "wins", "draws", "losses", "win_rate", "vp_scored_average",
               "vp_conceded_average", "mirrors", "byes")


def faction_key(text: str) -> str:
    """A faction's name as the statistics compare it: case, accents, apostrophes and spaces ignored."""
    return "".join(fold_name(text).split())


@dataclass
class FactionStats:
    """One faction's numbers (``name``: its shown spelling; ``spellings``: every spelling its players use)."""

    key: str
    name: str
    spellings: tuple[str, ...]
    players: int = 0
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    vp_scored: Fraction = Fraction(0)
    vp_conceded: Fraction = Fraction(0)
    mirrors: int = 0
    byes: int = 0
    against: dict[str, list[int]] = field(default_factory=dict)
    """By the opponent faction's key: [wins, draws, losses] of this faction's players against it (mirrors under its
    own key, counting each side)."""

    @property
    def win_rate(self) -> Fraction | None:
        return Fraction(self.wins, self.games) if self.games else None

    @property
    def vp_scored_average(self) -> Fraction | None:
        return self.vp_scored / self.games if self.games else None

    @property
    def vp_conceded_average(self) -> Fraction | None:
        return self.vp_conceded / self.games if self.games else None


def faction_names(event: Event) -> dict[str, str]:
    """Each faction's key and the spelling it is shown with: the most used, ties to the one entered first."""
    spellings: dict[str, Counter[str]] = {}
    for player in event.players:  # players in the order they were added
        spellings.setdefault(faction_key(player.faction), Counter())[" ".join(player.faction.split())] += 1
    return {key: counts.most_common(1)[0][0] for key, counts in spellings.items()}


def faction_stats(event: Event) -> tuple[FactionStats, ...]:
    """Every faction of the event's players, by games played (most first), then by name."""
    names = faction_names(event)
    of = {player.id: faction_key(player.faction) for player in event.players}
    spelled: dict[str, list[str]] = {}
    for player in event.players:
        shown = " ".join(player.faction.split())
        if shown not in spelled.setdefault(of[player.id], []):
            spelled[of[player.id]].append(shown)
    found = {key: FactionStats(key, name, tuple(spelled[key])) for key, name in names.items()}
    for player in event.players:
        found[of[player.id]].players += 1
    slot = {Outcome.WIN: 0, Outcome.DRAW: 1, Outcome.LOSS: 2}
    for player_id, games in records(event).items():
        stats = found[of[player_id]]
        for game in games:
            if game.opponent is None:
                stats.byes += 1
                continue
            assert game.outcome is not None  # a game with an opponent has an outcome (standings.records)
            other = of[game.opponent]
            stats.against.setdefault(other, [0, 0, 0])[slot[game.outcome]] += 1
            if other == stats.key:
                if player_id < game.opponent:  # one mirror per table, counted from its lower id's side
                    stats.mirrors += 1
                continue
            stats.games += 1
            stats.wins += game.outcome is Outcome.WIN
            stats.draws += game.outcome is Outcome.DRAW
            stats.losses += game.outcome is Outcome.LOSS
            stats.vp_scored += game.vp_scored
            stats.vp_conceded += game.vp_conceded
    return tuple(sorted(found.values(), key=lambda stats: (-stats.games, stats.name.casefold(), stats.key)))


def matrix(stats: Iterable[FactionStats]) -> tuple[tuple[str, ...], tuple[tuple[str, tuple[tuple[int, int, int] | None,
                                                                                           ...]], ...]]:
    """The faction-against-faction table: the factions' names in order, and per faction its (wins, draws,
    losses) against each, None where they never met."""
    ordered = list(stats)
    keys = [item.key for item in ordered]
    rows = tuple((item.name, tuple(None if key not in item.against else
                                   (item.against[key][0], item.against[key][1], item.against[key][2])
                                   for key in keys)) for item in ordered)
    return tuple(item.name for item in ordered), rows
