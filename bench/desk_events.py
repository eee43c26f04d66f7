"""Large events for the desk's benchmarks: random clubs, earlier rounds paired Swiss-style, random Warzone results."""

import random
from dataclasses import replace
from fractions import Fraction

from companion.games import game
from companion.tournament.event import Event, Player, Result, Round, Settings, Table
from companion.tournament.standings import standings

CLUBS = ("", "", "", "Red Dice", "Iron Legion", "Trench Rats", "Ringers", "Lizard Kings", "Blue Moon", "Old Guard")


def large_event(players: int, rounds: int, seed: int = 1, **settings) -> Event:
    """``players`` players after ``rounds`` rounds, every table with a result (Warzone at 500 points).

    Earlier rounds are paired by sorting on the standings and seating neighbours, skipping a
    neighbour already met when another is free: quick to build, and Swiss-like enough that the
    benchmarked round faces score groups and rematch constraints as a real event would. The event plans
    one round more than it has (unless ``rounds_planned`` says otherwise), so the next one can be paired
    without being an extra round."""
    settings.setdefault("rounds_planned", max(rounds + 1, 5))
    rng = random.Random(seed)
    settings.setdefault("rounds_planned", max(5, rounds + 1))  # the rounds built and the next are planned ones
    roster = tuple(Player(index, f"Player {index:04d}", club=rng.choice(CLUBS)) for index in range(1, players + 1))
    event = Event(Settings(name="Benchmark", game="warzone", scoring=game("warzone").tournament_scoring(),
                           points_limit=500, seed=seed, **settings), roster)
    met: set[frozenset[int]] = set()
    for number in range(1, rounds + 1):
        order = [standing.player for standing in standings(event)]
        bye = None
        if len(order) % 2:
            byed = {played.bye for played in event.rounds}
            bye = next(player for player in reversed(order) if player not in byed)
            order.remove(bye)
        tables = []
        while order:
            first = order.pop(0)
            partner = next((other for other in order if frozenset((first, other)) not in met), order[0])
            order.remove(partner)
            met.add(frozenset((first, partner)))
            score = (Fraction(rng.randrange(0, 601, 5), 2), Fraction(rng.randrange(0, 301)))
            tables.append(Table(len(tables) + 1, (first, partner), Result(score)))
        event = replace(event, rounds=(*event.rounds, Round(number, tuple(tables), bye)))
    return event
