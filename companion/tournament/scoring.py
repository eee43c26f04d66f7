"""A table's result turned into each player's outcome and tournament points, by the event's scoring.

Pure functions over plain data (``tournament.md``, "Game presets"): the store
and the GUI hand in a ``Result`` and get numbers back, never sentences. Bad
input raises ``InputError`` with a marked template, so the CLI prints one
English line and the GUI words it in the user's language.

Choices where the rules are silent:
- with battle points, a concession always makes the conceder lose, whatever
  the organiser set as the concession's battle points;
- with battle points, ``draw_margin`` is not used (the bands decide), and a difference
  beyond the last band (when the organiser closed it) scores as the last band;
- a draw margin with no points limit is refused: the margin is a share of it.
"""

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.scoring import Scoring
from companion.tournament.event import Result


class Outcome(StrEnum):
    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


@dataclass(frozen=True)
class PlayerScore:
    """One player's side of a scored table."""

    outcome: Outcome
    points: Fraction
    vp_scored: Fraction
    vp_conceded: Fraction
    conceded: bool = False


@dataclass(frozen=True)
class TableScore:
    """Both players' scores, in the table's order, and what decided them.

    ``draw_limit`` is the largest VP difference that is still a draw (0: only equal VP; None with
    battle points, where the bands decide). ``band`` is the index of the battle-point band used
    (None without battle points or after a concession).
    """

    players: tuple[PlayerScore, PlayerScore]
    vp_difference: Fraction
    draw_limit: Fraction | None
    band: int | None = None


def exact_vp(value: object, field: str = "score") -> Fraction:
    """A VP total as an exact Fraction: an int or a Fraction, 0 or more (a float is not exact)."""
    if type(value) is Fraction and value >= 0:
        return value
    if isinstance(value, bool) or not isinstance(value, int | Fraction) or value < 0:
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "an exact number of victory points, 0 or more"), value)
    return Fraction(value)


def check_result(result: Result) -> tuple[Fraction, Fraction]:
    """The result's two VP totals, exact; raises InputError for a result the rules do not allow."""
    score = result.score
    if not isinstance(score, tuple | list) or len(score) != 2:
        raise InputError("score", QT_TRANSLATE_NOOP("InputError", "two victory point totals, one per player"), score)
    if result.conceded is not None and (type(result.conceded) is not int or result.conceded not in (0, 1)):
        raise InputError("conceded", QT_TRANSLATE_NOOP(
            "InputError", "the conceding player's place at the table, {0} or {1}, or none"), result.conceded, args=(0, 1))
    return exact_vp(score[0]), exact_vp(score[1])


def draw_limit(scoring: Scoring, points_limit: int | None) -> Fraction:
    """The largest VP difference that is a draw: draw_margin × points limit (Warzone: 25 at 500)."""
    if not scoring.draw_margin:
        return Fraction(0)
    if points_limit is None or isinstance(points_limit, bool) or not isinstance(points_limit, int) or points_limit <= 0:
        raise InputError("points_limit", QT_TRANSLATE_NOOP(
            "InputError", "a whole number above 0: this game's draws are within a share of the points limit"),
            points_limit)
    return scoring.draw_margin * points_limit


def score_table(scoring: Scoring, points_limit: int | None, result: Result) -> TableScore:
    """Each player's outcome, tournament points and VP for one table's result."""
    return table_scorer(scoring, points_limit)(result)


def table_scorer(scoring: Scoring, points_limit: int | None) -> Callable[[Result], TableScore]:
    """``score_table`` for one event's scoring: what does not depend on the result is worked out once,
    so the standings can score every table of a large event quickly."""
    if scoring.uses_battle_points:
        def battle_points(result: Result) -> TableScore:
            vp = check_result(result)
            return _battle_points(scoring, vp, abs(vp[0] - vp[1]), result.conceded)
        return battle_points
    limit = draw_limit(scoring, points_limit)
    win_loss = (scoring.win, scoring.loss)

    def win_draw_loss(result: Result) -> TableScore:
        vp = check_result(result)
        difference = abs(vp[0] - vp[1])
        if result.conceded is not None:
            winner: int | None = 1 - result.conceded
        elif difference <= limit:
            return TableScore(_sides(vp, (Outcome.DRAW, Outcome.DRAW), (scoring.draw, scoring.draw), None),
                              difference, limit)
        else:
            winner = 0 if vp[0] > vp[1] else 1
        return TableScore(_sides(vp, _outcomes(winner), win_loss if winner == 0 else win_loss[::-1], result.conceded),
                          difference, limit)
    return win_draw_loss


def bye_points(scoring: Scoring) -> Fraction:
    """A bye's tournament points: neither a win, a draw nor a loss, 0 VP scored and conceded."""
    return scoring.bye


def _battle_points(scoring: Scoring, vp: tuple[Fraction, Fraction], difference: Fraction,
                   conceded: int | None) -> TableScore:
    if conceded is not None:
        opponent_points, conceder_points = scoring.concession
        battle = (conceder_points, opponent_points) if conceded == 0 else (opponent_points, conceder_points)
        return TableScore(_sides(vp, _outcomes(1 - conceded), battle, conceded), difference, None)
    band = next((index for index, band in enumerate(scoring.battle_points)
                 if band.up_to is None or difference <= band.up_to), len(scoring.battle_points) - 1)
    higher, lower = scoring.battle_points[band].winner, scoring.battle_points[band].loser
    battle = (higher, lower) if vp[0] >= vp[1] else (lower, higher)
    winner = None if battle[0] == battle[1] else (0 if battle[0] > battle[1] else 1)
    return TableScore(_sides(vp, _outcomes(winner), battle, None), difference, None, band)


def _outcomes(winner: int | None) -> tuple[Outcome, Outcome]:
    if winner is None:
        return Outcome.DRAW, Outcome.DRAW
    return (Outcome.WIN, Outcome.LOSS) if winner == 0 else (Outcome.LOSS, Outcome.WIN)


def _sides(vp: tuple[Fraction, Fraction], outcomes: tuple[Outcome, Outcome], points: tuple[Fraction, Fraction],
           conceded: int | None) -> tuple[PlayerScore, PlayerScore]:
    return (PlayerScore(outcomes[0], points[0], vp[0], vp[1], conceded == 0),
            PlayerScore(outcomes[1], points[1], vp[1], vp[0], conceded == 1))
