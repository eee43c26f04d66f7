"""Swiss pairing of the next round: the bye, an exact maximum-weight matching, then the tables.

Pure functions of an ``Event`` (``tournament.md``, "Pairing"), so a pairing can
be recomputed and explained: the same event and seed always give the same
round, and ``Pairing`` carries what each tier counted.

How the tiers become one matching. Every pair of players gets an integer cost
``F·conflict + A·rematch + B·squared_difference + C·same_club − draw`` and the
matching maximises ``Σ (TOP − cost)`` over perfect matchings, which minimises
``Σ cost``. With ``m`` pairs and draws below ``K``, ``C = m(K−1)+1`` is more
than any difference of draw sums, ``B = (m+1)C`` more than any difference the
club and draw terms can make together, ``A = (m·S+1)B`` (``S`` the largest
squared difference of one pair) more than everything below it, and ``F`` the
same again above rematches: so each tier outweighs everything below it,
exactly as the rules say. Points are scaled to integers first (their common
denominator), so nothing is rounded. ``conflict`` marks two players with
different fixed tables, who cannot both sit at theirs; it outranks the rules'
tiers because a fixed table is always honoured.

The matching is Edmonds' blossom algorithm in its primal-dual form (the one
networkx's ``max_weight_matching`` implements), run by rustworkx's compiled
port with exact 128-bit integer weights: on the complete graph of 256 players
networkx's pure-Python version takes about 7 s, rustworkx about 0.15 s, and
both are exact. rustworkx is imported only when a round is paired, so the
app's start-up does not pay for it.

Choices where the rules are silent:
- a rematch is a pair who have sat at one table in any earlier round, with or
  without a result; meeting twice before counts as one rematch;
- clubs are the same when equal ignoring case and surrounding spaces;
- the seeded random tier gives each pair a number from a hash of (seed, round,
  the two player ids) and prefers the pairing whose numbers sum highest; among
  players tied for the bye, the lowest such number for the player decides;
- "playing the first round after joining late" (the bye rule) is a player who
  has had no table and no bye in any earlier round, however that came about: a
  late registration, or not checked in for the rounds before;
- two players with the same fixed table are refused; with ``table_count`` 0 the
  round uses the tables 1, 2, … it needs plus any fixed table beyond them;
- with fresh tables, among the assignments with the fewest players back on a
  table they have played on, the one closest to the default order (smallest
  sum of squared shifts) is chosen.
"""

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction
from math import lcm

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.event import Event, Player, Round, Table
from companion.tournament.rules import LeftOut, who_plays
from companion.tournament.standings import Standing, standings

DRAW_BITS = 24
"""The seeded tier's numbers are below 2**24: ties between draw sums are rare, weights stay small."""


@dataclass(frozen=True)
class PairedTable:
    """A table of the proposed round, better-ranked player first, with what the pairing counted for it.

    ``table_repeats``: how many of the two have played on this table number before.
    ``fixed``: its number is a player's fixed table. ``draw``: the pair's seeded number (tier 4).
    """

    number: int
    players: tuple[int, int]
    rematch: bool
    same_club: bool
    points_difference: Fraction
    table_repeats: int
    fixed: bool
    draw: int


class ByeReason(StrEnum):
    """Why the bye went where it did (``tournament.md``, "Pairing" 2)."""

    LOWEST_RANKED_WITHOUT_BYE = "lowest-ranked-without-bye"
    """The lowest-ranked player who has not had a bye, no late joiner below them."""
    LATE_JOINERS_PASSED_OVER = "late-joiners-passed-over"
    """As above, after passing over players ranked lower who play their first round after joining late."""
    ONLY_LATE_JOINERS_WITHOUT_BYE = "only-late-joiners-without-bye"
    """Everyone else has had a bye: the lowest-ranked late joiner gets it."""
    EVERYONE_HAD_A_BYE = "everyone-had-a-bye"
    """Every player of the round has had a bye: the lowest-ranked gets another."""


@dataclass(frozen=True)
class Pairing:
    """The next round as proposed: tables by number, the bye, and each tier's total over the round.

    ``left_out``: the registered players not paired, and why (``rules.who_plays``); ``everyone``: whether it
    pairs registered players who are not checked in. ``bye_reason`` says why the bye went where it did (None
    without a bye), and ``bye_passed_over`` lists the late joiners ranked lower who were not given it.
    """

    round: int
    tables: tuple[PairedTable, ...]
    bye: int | None
    rematches: int
    squared_differences: Fraction
    same_club_pairs: int
    draw_sum: int
    table_repeats: int
    left_out: tuple[LeftOut, ...] = ()
    everyone: bool = False
    bye_reason: ByeReason | None = None
    bye_passed_over: tuple[int, ...] = ()

    def to_round(self) -> Round:
        """The round to publish."""
        return Round(self.round, tuple(Table(table.number, table.players) for table in self.tables), self.bye)


@dataclass(frozen=True)
class SwapWarnings:
    """What swapping two players would create: pairs who have met before, same-club pairs, players moved
    off their fixed table, and a player who would get a second bye."""

    rematches: tuple[tuple[int, int], ...] = ()
    same_club: tuple[tuple[int, int], ...] = ()
    fixed_table_moved: tuple[int, ...] = ()
    repeat_bye: int | None = None

    def __bool__(self) -> bool:
        return bool(self.rematches or self.same_club or self.fixed_table_moved or self.repeat_bye is not None)


def pair_draw(seed: int, round_number: int, a: int, b: int) -> int:
    """The seeded number of a pair in a round (the fourth tier); the same for (a, b) and (b, a)."""
    low, high = sorted((a, b))
    return _hash_number(f"pair:{seed}:{round_number}:{low}:{high}")


def bye_draw(seed: int, round_number: int, player: int) -> int:
    """The seeded number that settles the bye between players tied at the bottom."""
    return _hash_number(f"bye:{seed}:{round_number}:{player}")


def same_club(a: Player, b: Player) -> bool:
    """Both players name the same club; no club never counts as the same club."""
    club = a.club.strip().casefold()
    return bool(club) and club == b.club.strip().casefold()


def met_before(event: Event, before_round: int) -> set[frozenset[int]]:
    """The pairs of players who have sat at one table in a round before ``before_round``."""
    return {frozenset(table.players) for played in event.rounds if played.number < before_round
            for table in played.tables}


def tables_played(event: Event, before_round: int) -> dict[int, set[int]]:
    """Each player's table numbers in the rounds before ``before_round``."""
    played: dict[int, set[int]] = {}
    for round_ in event.rounds:
        if round_.number < before_round:
            for table in round_.tables:
                for player in table.players:
                    played.setdefault(player, set()).add(table.number)
    return played


def pair_round(event: Event, *, everyone: bool = False) -> Pairing:
    """Pair the next round (number len(event.rounds) + 1); raises InputError when it cannot be paired.

    Who plays is ``rules.who_plays``'s (``everyone``: registered players who are not checked in too)."""
    settings = event.settings
    number = len(event.rounds) + 1
    current = event.current_round
    if current is not None and not current.complete:
        raise InputError("round", QT_TRANSLATE_NOOP(
            "InputError", "every table of round {0} needs a result before round {1} is paired"),
            args=(current.number, number))
    attendance = who_plays(event, number, everyone=everyone)
    ranking = standings(event)
    position = {standing.player: index for index, standing in enumerate(ranking)}
    playing = set(attendance.playing)
    active = sorted((player for player in event.players if player.id in playing),
                    key=lambda player: position[player.id])
    if len(active) < 2:
        raise InputError("players", QT_TRANSLATE_NOOP(
            "InputError", "at least two players who play in round {0}"), len(active), args=(number,))
    bye, bye_reason, passed_over = None, None, ()
    if len(active) % 2:
        bye, bye_reason, passed_over = _bye(ranking, playing, late_joiners(event, number), settings.seed, number)
    paired = [player for player in active if player.id != bye]
    _check_fixed_tables(paired, settings.table_count)
    met = met_before(event, number)
    points = {standing.player: standing.points for standing in ranking}
    pairs = _match(paired, points, met, settings.seed, number)
    pairs.sort(key=lambda pair: position[pair[0].id])
    numbers = _table_numbers(event, number, pairs)
    scale = lcm(*(points[player.id].denominator for player in paired))
    played = tables_played(event, number)
    tables = []
    for pair, table_number in zip(pairs, numbers, strict=True):
        first, second = pair
        tables.append(PairedTable(
            number=table_number, players=(first.id, second.id),
            rematch=frozenset((first.id, second.id)) in met, same_club=same_club(first, second),
            points_difference=abs(points[first.id] - points[second.id]),
            table_repeats=sum(table_number in played.get(player.id, ()) for player in pair),
            fixed=table_number in (first.fixed_table, second.fixed_table),
            draw=pair_draw(settings.seed, number, first.id, second.id)))
    tables.sort(key=lambda table: table.number)
    return Pairing(
        round=number, tables=tuple(tables), bye=bye,
        rematches=sum(table.rematch for table in tables),
        squared_differences=Fraction(sum(int(table.points_difference * scale) ** 2 for table in tables), scale * scale),
        same_club_pairs=sum(table.same_club for table in tables),
        draw_sum=sum(table.draw for table in tables),
        table_repeats=sum(table.table_repeats for table in tables),
        left_out=attendance.left_out, everyone=everyone, bye_reason=bye_reason, bye_passed_over=passed_over)


def swap_players(round_: Round, a: int, b: int) -> Round:
    """The round with players a and b in each other's seats (a table's seat or the bye); raises InputError
    when a player is not in the round or a table they sit at already has a result."""
    seats = {player for table in round_.tables for player in table.players} | {round_.bye} - {None}
    for player in (a, b):
        if player not in seats:
            raise InputError("player", QT_TRANSLATE_NOOP("InputError", "a player of round {0}"), player,
                             args=(round_.number,))
    for table in round_.tables:
        if table.result is not None and {a, b} & set(table.players):
            raise InputError("table", QT_TRANSLATE_NOOP(
                "InputError", "a table without a result: table {0} has one"), table.number, args=(table.number,))
    swapped = {a: b, b: a}
    return replace(round_, bye=swapped.get(round_.bye, round_.bye), tables=tuple(
        replace(table, players=tuple(swapped.get(player, player) for player in table.players))
        for table in round_.tables))


def swap_warnings(event: Event, round_: Round, a: int, b: int) -> SwapWarnings:
    """What swapping a and b in ``round_`` (published or proposed) would create, counted against the rounds
    before it: rematches, same-club pairs, players moved off their fixed table, a second bye."""
    after = swap_players(round_, a, b)
    met = met_before(event, round_.number)
    players = {player.id: player for player in event.players}
    before_tables = {player: table.number for table in round_.tables for player in table.players}
    moved_tables = [table for table in after.tables if {a, b} & set(table.players)]
    rematches = tuple(table.players for table in moved_tables if frozenset(table.players) in met)
    clubs = tuple(table.players for table in moved_tables if same_club(*(players[p] for p in table.players)))
    after_tables = {player: table.number for table in after.tables for player in table.players}
    fixed = tuple(player for player in (a, b) if players[player].fixed_table is not None
                  and before_tables.get(player) == players[player].fixed_table
                  and after_tables.get(player) != players[player].fixed_table)
    repeat_bye = None
    if after.bye is not None and after.bye != round_.bye and any(
            played.bye == after.bye for played in event.rounds if played.number < round_.number):
        repeat_bye = after.bye
    return SwapWarnings(rematches, clubs, fixed, repeat_bye)


def stale_pairings(event_before: Event, event_after: Event) -> tuple[int, ...]:
    """The rounds whose pairing was made on standings that an edit has since changed.

    Round k was paired from the standings after rounds 1 … k−1: the order of the players and their
    tournament points (what the bye, the squared differences and the table order read). Round k is
    listed when that order or any of those points differs between ``event_before`` and
    ``event_after``, for every round k ≥ 2 published in both. Editing a result of round r can thus
    list only rounds after r; a round whose earlier rounds are unchanged is never listed.
    """
    shared = min(len(event_before.rounds), len(event_after.rounds))
    stale = []
    for count in range(1, shared):
        before = replace(event_before, rounds=event_before.rounds[:count])
        after = replace(event_after, rounds=event_after.rounds[:count])
        if before != after and _pairing_basis(before) != _pairing_basis(after):
            stale.append(count + 1)
    return tuple(stale)


def _pairing_basis(event: Event) -> tuple[tuple[int, int, Fraction], ...]:
    return tuple((standing.player, standing.rank, standing.points) for standing in standings(event))


def _hash_number(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=DRAW_BITS // 8).digest(), "big")


def late_joiners(event: Event, number: int) -> set[int]:
    """The players for whom round ``number`` would be the first round after joining late: no table and no bye in
    any earlier round (round 1 has none)."""
    if number <= 1:
        return set()
    seen = {player for round_ in event.rounds if round_.number < number
            for player in (*(seat for table in round_.tables for seat in table.players), round_.bye)}
    return {player.id for player in event.players if player.id not in seen}


def _bye(ranking: Sequence[Standing], active: set[int], late: set[int], seed: int,
         number: int) -> tuple[int, ByeReason, tuple[int, ...]]:
    """The bye (``tournament.md``, "Pairing" 2): the lowest-ranked active player who has had no bye and is not
    playing the first round after joining late; else the lowest-ranked without a bye; else the lowest-ranked.
    A tie by the seed. With the reason, and the late joiners ranked lower who were passed over."""
    candidates = [standing for standing in ranking if standing.player in active]
    without_bye = [standing for standing in candidates if standing.byes == 0]
    on_time = [standing for standing in without_bye if standing.player not in late]
    if on_time:
        chosen = _lowest(on_time, seed, number)
        rank = next(standing.rank for standing in on_time if standing.player == chosen)
        passed = tuple(standing.player for standing in without_bye if standing.player in late and standing.rank >= rank)
        return chosen, ByeReason.LATE_JOINERS_PASSED_OVER if passed else ByeReason.LOWEST_RANKED_WITHOUT_BYE, passed
    if without_bye:
        return _lowest(without_bye, seed, number), ByeReason.ONLY_LATE_JOINERS_WITHOUT_BYE, ()
    return _lowest(candidates, seed, number), ByeReason.EVERYONE_HAD_A_BYE, ()


def _lowest(standings_: Sequence[Standing], seed: int, number: int) -> int:
    """The lowest-ranked of these players; among those sharing that rank, the seed decides."""
    lowest = max(standing.rank for standing in standings_)
    return min((standing.player for standing in standings_ if standing.rank == lowest),
               key=lambda player: (bye_draw(seed, number, player), player))


def _check_fixed_tables(players: Sequence[Player], table_count: int) -> None:
    holders: dict[int, Player] = {}
    for player in players:
        table = player.fixed_table
        if table is None:
            continue
        if table < 1:
            raise InputError("fixed_table", QT_TRANSLATE_NOOP(
                "InputError", "a table number of 1 or more; {0} has table {1}"), table, args=(player.name, table))
        if table_count and table > table_count:
            raise InputError("fixed_table", QT_TRANSLATE_NOOP(
                "InputError", "a table from 1 to {0} (the event's table count); {1} has table {2}"),
                table, args=(table_count, player.name, table))
        if table in holders:
            raise InputError("fixed_table", QT_TRANSLATE_NOOP(
                "InputError", "one player per fixed table: {0} and {1} both have table {2}"),
                table, args=(holders[table].name, player.name, table))
        holders[table] = player
    pairs = len(players) // 2
    if table_count and pairs > table_count:
        raise InputError("table_count", QT_TRANSLATE_NOOP("InputError", "at least {0} tables for {0} pairs"),
                         table_count, args=(pairs,))
    if len(holders) > pairs:
        raise InputError("fixed_table", QT_TRANSLATE_NOOP(
            "InputError", "at most {0} players with a fixed table in a round of {0} tables"),
            len(holders), args=(pairs,))


def _match(players: Sequence[Player], points: dict[int, Fraction], met: set[frozenset[int]], seed: int,
           number: int) -> list[tuple[Player, Player]]:
    """The perfect matching of least tiered cost (see the module docstring), each pair better-ranked first."""
    pairs = len(players) // 2
    scale = lcm(*(points[player.id].denominator for player in players))
    scaled = [int(points[player.id] * scale) for player in players]
    largest_square = (max(scaled) - min(scaled)) ** 2
    club = pairs * ((1 << DRAW_BITS) - 1) + 1
    square = (pairs + 1) * club
    rematch = (pairs * largest_square + 1) * square
    conflict = (pairs + 1) * rematch
    top = conflict + rematch + largest_square * square + club
    clubs = [player.club.strip().casefold() for player in players]
    fixed = [player.fixed_table is not None for player in players]
    ids = [player.id for player in players]
    edges = []
    for i in range(len(players)):
        for j in range(i + 1, len(players)):
            cost = (scaled[i] - scaled[j]) ** 2 * square - pair_draw(seed, number, ids[i], ids[j])
            if frozenset((ids[i], ids[j])) in met:
                cost += rematch
            if clubs[i] and clubs[i] == clubs[j]:
                cost += club
            if fixed[i] and fixed[j]:
                cost += conflict
            edges.append((i, j, top - cost))
    return [(players[min(i, j)], players[max(i, j)]) for i, j in _max_weight_perfect_matching(len(players), edges)]


def _table_numbers(event: Event, number: int, pairs: Sequence[tuple[Player, Player]]) -> list[int]:
    """Each pair's table number, pairs in rank order: fixed tables honoured, then the default order or,
    with fresh tables, the fewest players back on a table they have played on."""
    settings = event.settings
    pinned = {index: next(player.fixed_table for player in pair if player.fixed_table is not None)
              for index, pair in enumerate(pairs) if any(player.fixed_table is not None for player in pair)}
    free_pairs = [index for index in range(len(pairs)) if index not in pinned]
    taken = set(pinned.values())
    if settings.table_count:
        free_tables = [table for table in range(1, settings.table_count + 1) if table not in taken]
    else:
        free_tables = _lowest_free(taken, len(free_pairs))
    numbers = dict(pinned)
    if settings.fresh_tables and free_pairs:
        played = tables_played(event, number)
        repeats = [[sum(table in played.get(player.id, ()) for player in pairs[index]) for table in free_tables]
                   for index in free_pairs]
        shift_bound = len(free_pairs) * len(free_tables) ** 2 + 1
        top = 2 * shift_bound + len(free_tables) ** 2 + 1
        edges = [(p, len(free_pairs) + t, top - (repeats[p][t] * shift_bound + (p - t) ** 2))
                 for p in range(len(free_pairs)) for t in range(len(free_tables))]
        for ends in _max_weight_perfect_matching(len(free_pairs) + len(free_tables), edges):
            p, t = min(ends), max(ends) - len(free_pairs)
            numbers[free_pairs[p]] = free_tables[t]
    else:
        numbers.update(zip(free_pairs, free_tables, strict=False))
    return [numbers[index] for index in range(len(pairs))]


def _lowest_free(taken: set[int], count: int) -> list[int]:
    free, table = [], 1
    while len(free) < count:
        if table not in taken:
            free.append(table)
        table += 1
    return free


def _max_weight_perfect_matching(nodes: int, edges: Iterable[tuple[int, int, int]]) -> set[tuple[int, int]]:
    """Edmonds' blossom algorithm (rustworkx), maximum cardinality first, exact integer weights."""
    import rustworkx

    graph = rustworkx.PyGraph()
    graph.add_nodes_from(range(nodes))
    graph.add_edges_from(list(edges))
    return rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
