"""Hypothesis strategies for events with random histories: prior rounds, clubs, byes, drops and late joins."""

from dataclasses import replace
from fractions import Fraction

from hypothesis import strategies as st

from companion.games import game
from companion.tournament.event import Event, Player, Result, Round, Settings, Table

CLUBS = ("", "Red Dice", "red dice ", "Blue", "Blue")
"""Few clubs, often shared, so that avoiding a same-club pair often costs something in the tiers above."""
GAMES = ("warzone", "ringball", "trench-crusade", "lustria")


@st.composite
def players(draw, min_size: int = 2, max_size: int = 12, rounds: int = 3, fixed_tables: bool = False):
    count = draw(st.integers(min_size, max_size))
    made = []
    for player_id in range(1, count + 1):
        joined = draw(st.sampled_from((1, 1, 1, 1, 2, 3))) if rounds else 1
        dropped = draw(st.sampled_from((None, None, None, None, 1, 2)))
        made.append(Player(
            id=player_id * 7 % 101, name=f"Player {player_id:02d}", club=draw(st.sampled_from(CLUBS)),
            joined_round=min(joined, rounds + 1),
            dropped_after=None if dropped is None or dropped >= rounds + 1 else max(dropped, joined),
            fixed_table=draw(st.sampled_from((None,) * 10 + (1, 2, 3, 4, 5))) if fixed_tables else None))
    return tuple(made)


@st.composite
def results(draw, game_id: str):
    top = 2500 if game_id == "lustria" else 40
    first = draw(st.integers(0, top))
    second = draw(st.integers(0, top))
    if game_id == "warzone" and draw(st.booleans()):
        second = first + draw(st.sampled_from((-26, -25, 25, 26))) if first >= 26 else second
    halves = game_id == "warzone" and draw(st.booleans())
    score = (Fraction(first, 2 if halves else 1), Fraction(second))
    return Result(score, draw(st.sampled_from((None,) * 8 + (0, 1))))


@st.composite
def events(draw, max_players: int = 12, max_rounds: int = 4, fixed_tables: bool = False, complete: bool = True):
    """An event whose published rounds are random pairings of the players who play in them (a bye to a
    random one when their number is odd), every table with a random result when ``complete``."""
    game_id = draw(st.sampled_from(GAMES))
    rounds = draw(st.integers(0, max_rounds))
    settings = Settings(name="Random", game=game_id, scoring=game(game_id).tournament_scoring(),
                        points_limit=500 if game_id == "warzone" else None, seed=draw(st.integers(0, 10**6)),
                        fresh_tables=draw(st.booleans()))
    roster = draw(players(max_size=max_players, rounds=rounds, fixed_tables=fixed_tables))
    event = Event(settings, roster)
    for number in range(1, rounds + 1):
        active = [player.id for player in roster if player.plays_in(number)]
        if len(active) < 2:
            break
        order = draw(st.permutations(active))
        bye = order[-1] if len(order) % 2 else None
        seated = order[:-1] if bye is not None else order
        tables = tuple(Table(index + 1, (seated[2 * index], seated[2 * index + 1]),
                             draw(results(game_id)) if complete else None)
                       for index in range(len(seated) // 2))
        event = replace(event, rounds=(*event.rounds, Round(number, tables, bye)))
    return event
