"""How a game scores a tournament table: the contract each game's model package fulfils for the desk.

A game's model package exposes ``TOURNAMENT_SCORING``, the preset an event of
that game starts from (``../shared/rules/tournament.md``, "Game presets"). The
organiser may edit every value for an event; the desk keeps its own copy.

A preset is plain data: either win/draw/loss points, with a draw when the two
VP totals are within ``draw_margin`` of the points limit, or (``battle_points``
set) battle points from the VP difference, which are then the tournament points.
"""

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class BattlePointBand:
    """A VP difference up to ``up_to`` (included; None: any larger one) gives the higher VP
    ``winner`` battle points and the lower ``loser``."""

    up_to: Fraction | None
    winner: Fraction
    loser: Fraction


@dataclass(frozen=True)
class Scoring:
    """The tournament points a table's result gives, and a bye's.

    - ``win`` / ``draw`` / ``loss``: tournament points per outcome (unused with battle points).
    - ``bye``: the points of a bye, which is neither a win, a draw nor a loss.
    - ``draw_margin``: a draw when abs(VP1 − VP2) ≤ draw_margin × points limit; 0 means
      only equal VP draw.
    - ``battle_points``: bands in increasing ``up_to``, the last one open-ended;
      ``concession`` is (the opponent's, the conceder's) battle points after a concession.
    - ``needs_points_limit``: an event of this game cannot be created without one.
    """

    win: Fraction = Fraction(3)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)
    bye: Fraction = Fraction(3)
    draw_margin: Fraction = Fraction(0)
    battle_points: tuple[BattlePointBand, ...] = ()
    concession: tuple[Fraction, Fraction] = (Fraction(0), Fraction(0))
    needs_points_limit: bool = False

    @property
    def uses_battle_points(self) -> bool:
        return bool(self.battle_points)


WIN_DRAW_LOSS = Scoring()
"""3 / 1 / 0, a bye worth a win, equal VP a draw: the preset of Ringball and Trench Crusade."""
