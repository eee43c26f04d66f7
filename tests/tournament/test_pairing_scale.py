"""The sparse, proved matching against the complete graph's blossom (the reference) on thousands of events.

The reference is ``matching.full_graph_pairs``: every pair of the field, rustworkx's exact blossom, the
way rounds were paired before. The new path must reach the same tier totals (rematches, squared point
differences, same-club pairs, the seeded draw; fixed tables honoured) and, where the draw leaves one
optimum, the same pairs.
"""

import random
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games import game
from companion.tournament import blossom, matching, pairing
from companion.tournament.event import Event, Player, Result, Round, Settings, Table
from companion.tournament.pairing import pair_draw, pair_round

EVENTS = 2000
GAMES = ("warzone", "ringball", "trench-crusade", "lustria")
CLUBS = ("", "", "Red Dice", "red dice ", "Blue", "Iron", "Old Guard")


def tier_totals(field, pairs):
    """(fixed-table conflicts, rematches, Σ squared scaled differences, same-club pairs, Σ draws) of index pairs."""
    draws = field.draws(pairs)
    return (sum(field.fixed[i] and field.fixed[j] for i, j in pairs),
            sum((min(i, j), max(i, j)) in field.met for i, j in pairs),
            sum((field.scaled[i] - field.scaled[j]) ** 2 for i, j in pairs),
            sum(field.clubs[i] >= 0 and field.clubs[i] == field.clubs[j] for i, j in pairs),
            sum(draws))


def best_first(totals):
    conflicts, rematches, squares, clubs, draws = totals
    return conflicts, rematches, squares, clubs, -draws


def random_event(rng: random.Random, count: int | None = None, played: int | None = None, swiss: float = 0.6) -> Event:
    """4 to 128 players after 0 to 9 rounds, paired Swiss-style or at random, with clubs, fixed tables,
    late joiners and drops; any game, fresh tables or not."""
    count = count or rng.choice((rng.randrange(4, 24), rng.randrange(4, 64), rng.randrange(4, 129)))
    played = rng.randrange(0, 10) if played is None else played
    fixed_tables = rng.sample(range(1, count // 2 + 2), k=min(count // 2, rng.choice((0, 0, 1, 3))))
    roster = []
    for index in range(count):
        joined = rng.choice((1,) * 8 + (2, 3)) if played else 1
        dropped = rng.choice((None,) * 9 + (rng.randrange(1, played + 1),)) if played else None
        roster.append(Player(index * 3 + 1, f"P{index}", club=rng.choice(CLUBS), joined_round=min(joined, played + 1),
                             dropped_after=None if dropped is None else max(dropped, joined),
                             fixed_table=fixed_tables[index] if index < len(fixed_tables) else None))
    game_id = rng.choice(GAMES)
    event = Event(Settings(name="Random", game=game_id, scoring=game(game_id).tournament_scoring(),
                           points_limit=500 if game_id == "warzone" else None, seed=rng.randrange(10**6),
                           fresh_tables=rng.random() < 0.3), tuple(roster))
    top = 2500 if game_id == "lustria" else 40
    tally = dict.fromkeys((p.id for p in roster), 0)  # 2 a win, 1 a draw: the history's own running order
    for number in range(1, played + 1):
        active = [p.id for p in roster if p.plays_in(number)]
        if len(active) < 2:
            break
        if rng.random() < swiss:  # Swiss-like: neighbours on the running tally, shuffled a little
            active.sort(key=lambda player: -tally[player] + rng.random() * 1.5)
        else:
            rng.shuffle(active)
        bye = active.pop() if len(active) % 2 else None
        tables = []
        for k in range(len(active) // 2):
            score = (Fraction(rng.randrange(top + 1), rng.choice((1, 1, 2))), Fraction(rng.randrange(top + 1)))
            tables.append(Table(k + 1, (active[2 * k], active[2 * k + 1]), Result(score)))
            for player, mine, theirs in ((active[2 * k], *score), (active[2 * k + 1], *score[::-1])):
                tally[player] += 2 if mine > theirs else mine == theirs
        event = replace(event, rounds=(*event.rounds, Round(number, tuple(tables), bye)))
    return event


def pairable(event):
    number = len(event.rounds) + 1
    active = [p for p in event.players if p.plays_in(number)]
    fixed = [p.fixed_table for p in active if p.fixed_table is not None]
    return len(active) >= 2 and len(fixed) <= len(active) // 2


def test_the_proved_matching_has_the_complete_graphs_tier_totals_on_2000_random_events(monkeypatch):
    fields = []
    original = matching.optimal_pairs

    def recorded(field, solver):
        desk = original(field, solver)  # up to DIRECT players that is the complete graph's blossom already
        reference = desk if field.size <= matching.DIRECT else matching.full_graph_pairs(field, solver)
        fields.append((field, matching.least_cost_pairs(field, solver), reference))  # the proof, at any size
        return desk

    monkeypatch.setattr(matching, "optimal_pairs", recorded)
    rng = random.Random(26)
    paired = sizes = 0
    while paired < EVENTS:
        event = random_event(rng)
        if not pairable(event):
            continue
        proposed = pair_round(event)
        field, pairs, reference = fields.pop()
        got, best = tier_totals(field, pairs), tier_totals(field, reference)
        assert got == best, (event.settings.seed, len(event.players), len(event.rounds))
        assert sorted(pairs) == reference  # the draw leaves one optimum in all of these
        assert (proposed.rematches, proposed.same_club_pairs, proposed.draw_sum) == (best[1], best[3], best[4])
        assert proposed.squared_differences * field.scale ** 2 == best[2]
        assert sorted(sorted(t.players) for t in proposed.tables) == sorted(
            sorted((field.ids[i], field.ids[j])) for i, j in reference)
        paired += 1
        sizes += field.size
    assert sizes > EVENTS * 30  # the fields are not all tiny: most take the sparse graph


def test_the_batch_draw_is_the_pairings_draw():
    field = matching.Field(ids=(5, 1, 900, 33), scaled=(0, 0, 0, 0), clubs=(-1,) * 4, fixed=(False,) * 4,
                           met=frozenset(), seed=7, number=3, scale=1)
    pairs = [(0, 1), (1, 0), (2, 3), (0, 2)]
    assert field.draws(pairs) == [pair_draw(7, 3, field.ids[i], field.ids[j]) for i, j in pairs]


@st.composite
def fields(draw, same_points=False, everyone_met=False, one_club=False):
    """A field past the small-field cut-off (so the sparse graph and the proof run), with the given extreme."""
    size = draw(st.integers(matching.SMALL + 1, 90))
    size += size % 2
    spread = 0 if same_points else draw(st.integers(0, 12))
    scaled = tuple(sorted((draw(st.integers(0, spread)) for _ in range(size)), reverse=True))
    clubs = (0,) * size if one_club else tuple(draw(st.integers(-1, 3)) for _ in range(size))
    fixed_count = draw(st.integers(0, 3))
    fixed = tuple(index < fixed_count for index in range(size))
    if everyone_met:
        met = frozenset((i, j) for i in range(size) for j in range(i + 1, size))
    else:
        density = draw(st.sampled_from((0.0, 0.02, 0.1, 0.5, 0.9)))
        chooser = random.Random(draw(st.integers(0, 10**6)))
        met = frozenset((i, j) for i in range(size) for j in range(i + 1, size) if chooser.random() < density)
    return matching.Field(ids=tuple(range(1, size + 1)), scaled=scaled, clubs=clubs, fixed=fixed, met=met,
                          seed=draw(st.integers(0, 10**6)), number=draw(st.integers(1, 10)), scale=1)


def assert_optimal(field):
    pairs = matching.least_cost_pairs(field, pairing._max_weight_perfect_matching)
    assert sorted({v for pair in pairs for v in pair}) == list(range(field.size))
    reference = matching.full_graph_pairs(field, pairing._max_weight_perfect_matching)
    assert best_first(tier_totals(field, pairs)) == best_first(tier_totals(field, reference))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fields(same_points=True))
def test_everyone_on_the_same_points(field):
    assert_optimal(field)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fields(everyone_met=True))
def test_every_pair_a_rematch(field):
    assert_optimal(field)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fields(one_club=True))
def test_one_club_for_all(field):
    assert_optimal(field)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fields())
def test_random_fields_with_dense_rematches(field):
    assert_optimal(field)


def test_pairs_the_first_graph_lacks_are_added_until_the_proof_holds(monkeypatch):
    """With one partner per player the first candidate graph misses the optimum; the proof finds what is missing."""
    monkeypatch.setattr(matching, "NEAR", 1)
    monkeypatch.setattr(matching, "ACROSS", 1)
    solved = []
    original = blossom.max_weight_matching

    def counting(*args):
        solved.append(len(args[1]))
        return original(*args)

    monkeypatch.setattr(matching, "max_weight_matching", counting)
    field = matching.Field(ids=tuple(range(1, 81)), scaled=tuple(sorted((k % 5 for k in range(80)), reverse=True)),
                           clubs=tuple(k % 3 for k in range(80)), fixed=(False,) * 80,
                           met=frozenset((k, k + 1) for k in range(79)), seed=3, number=4, scale=1)
    assert_optimal(field)
    assert len(solved) >= 2 and solved[-1] > solved[0]  # widened, then proved


def test_a_wrong_certificate_is_not_trusted(monkeypatch):
    """If the solver's duals do not prove its matching optimal, the complete graph is solved instead."""
    original = blossom.max_weight_matching

    def loose(nodes, edges, *start):
        mate, duals = original(nodes, edges, *start)
        return mate, blossom.Duals([value - 2 for value in duals.vertex], duals.blossoms)

    full = []
    monkeypatch.setattr(matching, "max_weight_matching", loose)
    monkeypatch.setattr(matching, "full_graph_pairs", lambda field, solver: full.append(field) or [
        (2 * k, 2 * k + 1) for k in range(field.size // 2)])
    field = matching.Field(ids=tuple(range(1, 41)), scaled=(0,) * 40, clubs=(-1,) * 40, fixed=(False,) * 40,
                           met=frozenset(), seed=1, number=1, scale=1)
    assert matching.least_cost_pairs(field, pairing._max_weight_perfect_matching) == [
        (2 * k, 2 * k + 1) for k in range(20)]
    assert full == [field]


@pytest.mark.parametrize("players", [257, 600])
def test_large_swiss_rounds_are_proved_without_the_complete_graph(players, monkeypatch):
    event = random_event(random.Random(players), count=players, played=5, swiss=1.0)
    monkeypatch.setattr(matching, "full_graph_pairs", lambda *args: pytest.fail("fell back to the complete graph"))
    proposed = pair_round(event)
    active = sum(p.plays_in(6) for p in event.players)
    assert len(proposed.tables) == active // 2 and proposed.rematches == 0


def test_the_assignment_is_the_least_cost_one_by_brute_force():
    import itertools

    import numpy

    from companion.tournament.assignment import least_cost_assignment

    rng = random.Random(4)
    for _ in range(400):
        rows = rng.randrange(1, 6)
        columns = rng.randrange(rows, 8)
        top = rng.choice((2, 10, 10**12))
        cost = numpy.array([[rng.randrange(top) for _ in range(columns)] for _ in range(rows)], dtype=numpy.int64)
        placed = least_cost_assignment(cost)
        assert len(set(placed)) == rows
        best = min(sum(int(cost[r, c]) for r, c in enumerate(choice))
                   for choice in itertools.permutations(range(columns), rows))
        assert sum(int(cost[r, c]) for r, c in enumerate(placed)) == best


def test_fresh_tables_cost_what_the_blossom_assignment_costs(monkeypatch):
    compared = []
    original = pairing._assign

    def both(repeats, shift_bound):
        placed, reference = original(repeats, shift_bound), pairing._assignment_by_blossom(repeats, shift_bound)

        def cost(assignment):
            return sum(int(repeats[p, t]) * shift_bound + (p - t) ** 2 for p, t in enumerate(assignment))

        assert sorted(set(placed)) == sorted(placed) and cost(placed) == cost(reference)
        compared.append(repeats.shape)
        return placed

    monkeypatch.setattr(pairing, "_assign", both)
    rng = random.Random(8)
    while len(compared) < 300:
        event = random_event(rng, played=rng.randrange(1, 10))
        spare = rng.choice((0, 0, 3))
        event = replace(event, settings=replace(event.settings, fresh_tables=True, table_count=0 if not spare else
                                                len(event.players) // 2 + spare))
        if pairable(event) and all((p.fixed_table or 0) <= event.settings.table_count or not event.settings.table_count
                                   for p in event.players):
            pair_round(event)
    assert max(rows for rows, _ in compared) > 20
