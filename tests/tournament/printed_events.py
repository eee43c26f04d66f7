"""Events for the printout, players' page and projector tests: real Swiss rounds with random results.

Names come from Italian and Czech first names and surnames (accents the fonts
must carry), plus a few a printout can get wrong: HTML-like text, an ampersand,
quotes, a "%1", and a very long name.
"""

import random
from dataclasses import replace
from fractions import Fraction

from companion.games import game
from companion.tournament.event import Event, Player, Result, Round, Settings, Table
from companion.tournament.pairing import pair_round

FIRST = ("Anna", "Luca", "Jiří", "Šárka", "Matteo", "Zdeněk", "Giulia", "Ondřej", "Chiara", "Řehoř", "Eliška",
         "Francesco", "Tomáš", "Čeněk", "Sofia", "Lorenzo", "Žofie", "Niccolò", "Kateřina", "Václav", "Carlo", "Hana")
LAST = ("Rossi", "Novák", "Bianchi", "Dvořák", "Esposito", "Černý", "Ricci", "Procházka", "Marino", "Kučera",
        "Greco", "Veselý", "Bruno", "Horák", "Gallo", "Němec", "Conti", "Pokorný", "De Luca", "Růžička")
TRICKY = ("<b>Bold</b> & Co", "Zoë \"Ace\" O'Neill", "Percent %1 Man",
          "Bartholomew Maximilian Fitzgerald-Worthington von Hohenstein")
FACTIONS = ("Bauhaus", "Capitol", "Imperial", "Mishima", "Cybertronic", "Brotherhood", "Dark Legion", "")
CLUBS = ("", "", "Red Dice", "Iron Legion", "Trench Rats", "Ringers", "Lizard Kings", "Blue Moon", "Old Guard")


def roster(count: int, seed: int = 1) -> tuple[Player, ...]:
    """``count`` players with distinct names, the tricky ones first, clubs and factions at random."""
    rng = random.Random(seed)
    names = list(TRICKY[:count])
    pool = [f"{first} {last}" for first in FIRST for last in LAST]
    rng.shuffle(pool)
    names += pool[:count - len(names)]
    while len(names) < count:
        names.append(f"{rng.choice(FIRST)} {rng.choice(LAST)} {len(names)}")
    return tuple(Player(index + 1, name, club=rng.choice(CLUBS), faction=rng.choice(FACTIONS))
                 for index, name in enumerate(names))


def printed_event(players: int = 16, rounds: int = 3, *, seed: int = 1, name: str = "Verona Open 2026",
                  last_round_results: int | None = None, game_id: str = "warzone", **settings) -> Event:
    """An event after ``rounds`` rounds paired by the desk's own Swiss pairing, with random results.

    The last round has results on its first ``last_round_results`` tables only (None: on all)."""
    rng = random.Random(seed)
    event = Event(Settings(name=name, game=game_id, scoring=game(game_id).tournament_scoring(),
                           date="2026-11-30", points_limit=500 if game_id == "warzone" else None, seed=seed, **settings),
                  roster(players, seed))
    for number in range(1, rounds + 1):
        paired = pair_round(event).to_round()
        tables = []
        for index, table in enumerate(paired.tables):
            last = number == rounds
            if last and last_round_results is not None and index >= last_round_results:
                tables.append(table)
                continue
            score = (Fraction(rng.randrange(0, 601, 5), 2), Fraction(rng.randrange(0, 301)))
            conceded = rng.choice((None,) * 15 + (0, 1))
            tables.append(replace(table, result=Result(score, conceded)))
        event = replace(event, rounds=(*event.rounds, Round(paired.number, tuple(tables), paired.bye)))
    return event


def unpaired(event: Event, round_number: int) -> Table | None:
    """The first table of a round without a result, if any."""
    played = next(played for played in event.rounds if played.number == round_number)
    return next((table for table in played.tables if table.result is None), None)
