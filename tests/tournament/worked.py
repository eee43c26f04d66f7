"""Events from ``tournament.md``'s worked example, built by hand for the desk's tests."""

from fractions import Fraction

from companion.games import game
from companion.tournament.event import Event, Player, Result, Round, Settings, Table

ANN, BOB, CID, DAN = 1, 2, 3, 4
PLAYERS = (Player(ANN, "Ann"), Player(BOB, "Bob"), Player(CID, "Cid"), Player(DAN, "Dan"))


def settings(game_id: str = "warzone", points_limit: int | None = 500, **changes) -> Settings:
    return Settings(name="Worked example", game=game_id, scoring=game(game_id).tournament_scoring(),
                    points_limit=points_limit, **changes)


def result(first, second, conceded: int | None = None) -> Result:
    return Result((Fraction(first), Fraction(second)), conceded)


ROUND_1 = Round(1, (Table(1, (ANN, BOB), result(180, 150)), Table(2, (CID, DAN), result(120, 100))))
ROUND_2 = Round(2, (Table(1, (ANN, CID), result(90, 200)), Table(2, (DAN, BOB), result(210, 60, conceded=1))))


def worked_event(**changes) -> Event:
    """The Warzone example after its two rounds (points limit 500)."""
    return Event(settings(**changes), PLAYERS, (ROUND_1, ROUND_2))
