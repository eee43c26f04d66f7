"""Events written through the store as two desks would run them: players registered, rounds paired by the
desk's own pairing and published, results reported with realistic Warzone VP (draws within 25 at 500 points,
now and then a concession)."""

import random
from fractions import Fraction
from pathlib import Path

from companion.games import game
from companion.tournament.event import Result, Settings
from companion.tournament.pairing import pair_round
from companion.tournament.store import EventStore, PlayerInput

FIRST = ("Marco", "Giulia", "Luca", "Chiara", "Matteo", "Sofia", "Lorenzo", "Elena", "Davide", "Marta", "Jiří",
         "Šárka", "Tomáš", "Kateřina", "Ondřej", "Eliška", "Andrea", "Francesca", "Paolo", "Silvia")
LAST = ("Rossi", "Bianchi", "Ferrari", "Esposito", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "Novák",
        "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "De Luca", "Costa", "Fontana", "Moretti")
CLUBS = ("Dadi Ribelli Verona", "Trincea Padova", "Gilda del Grifone", "Legio Brescia", "Klub Brno", "")
FACTIONS = ("Bauhaus", "Capitol", "Imperial", "Mishima", "Cybertronic", "Brotherhood", "Dark Legion")
DESKS = ("Desk 1", "Desk 2")


def roster(count: int, seed: int) -> list[PlayerInput]:
    rng = random.Random(seed)
    names = [f"{first} {last}" for first in FIRST for last in LAST]
    rng.shuffle(names)
    return [PlayerInput(names[index], rng.choice(CLUBS), rng.choice(FACTIONS)) for index in range(count)]


def realistic_score(rng: random.Random) -> Result:
    """Two Warzone VP totals (whole and half points) and, rarely, a concession."""
    first = Fraction(rng.randrange(80, 520)) / 2
    if rng.random() < 0.2:
        second = first + Fraction(rng.randrange(-40, 41)) / 2
    else:
        second = Fraction(rng.randrange(40, 480)) / 2
    conceded = 1 if rng.random() < 0.05 else None
    return Result((first, max(second, Fraction(0))), conceded)


def stored_event(path: Path, players: int = 24, rounds: int = 2, *, last_round_results: int | None = None,
                 seed: int = 3, name: str = "Verona Winter Open 2026") -> Path:
    """An event file after ``rounds`` published rounds; the last one has results on its first
    ``last_round_results`` tables (None: all)."""
    rng = random.Random(seed)
    settings = Settings(name=name, game="warzone", scoring=game("warzone").tournament_scoring(), date="2026-12-05",
                        points_limit=500, rounds_planned=5, seed=seed)
    stores = [EventStore.create(path, settings, desk=DESKS[0])]
    stores.append(EventStore.open(path, desk=DESKS[1]))
    try:
        first, second = stores
        first.import_players(roster(players, seed))
        for player in first.load().players:
            stores[player.id % 2].check_in(player.id)
        for number in range(1, rounds + 1):
            snapshot = first.snapshot()
            first.publish_round(pair_round(snapshot.event).to_round(), based_on_revision=snapshot.revision)
            tables = first.load().current_round.tables
            for index, table in enumerate(tables):
                if number == rounds and last_round_results is not None and index >= last_round_results:
                    break
                stores[index % 2].report(number, table.number, realistic_score(rng))
    finally:
        for store in stores:
            store.close()
    return path


LONG_NAMES = ("Ondřej Mikulášek", "Niccolò D'Angelo-Bianchi", "Maximiliano Bartholomew Smithe", "Ann Lee",
              "Kateřina Procházková", "Bob", "Giulia Esposito", "Šárka Dvořáková")
"""Eight players, one of them with a 30-letter name."""


def long_names_event(path, results: int = 1):
    """A Warzone event of the eight players above, round 1 published with results on its first ``results`` tables."""
    assert len(LONG_NAMES[2]) == 30
    settings = Settings(name="Long names", game="warzone", scoring=game("warzone").tournament_scoring(),
                        date="2026-12-05", points_limit=500, rounds_planned=3, seed=1)
    store = EventStore.create(path, settings, desk="Desk 1")
    try:
        store.import_players([PlayerInput(name, "", "") for name in LONG_NAMES])
        snapshot = store.snapshot()
        store.publish_round(pair_round(snapshot.event).to_round(), based_on_revision=snapshot.revision)
        for table in store.load().current_round.tables[:results]:
            store.report(1, table.number, Result((Fraction(100), Fraction(50))))
    finally:
        store.close()
    return path
