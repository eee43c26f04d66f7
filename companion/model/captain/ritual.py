"""The captains' ritual of a team match (shared/rules/tournament.md, "Team events"), as plain rules on player indices.

With k players left on each side: k = 1, the last two play; k = 2, both name a defender, and each defender plays
the other side's remaining player; k ≥ 3, (1) both name a defender, (2) both send two attackers from their other
players against the other side's defender, (3) each defender accepts one of the two attackers facing it. The
accepted attackers play the defenders; then with k ≥ 5 the refused attackers go back and the ritual goes on with
k − 2, with k = 4 the refused attackers play each other and so do the two left over (the "scrum"), with k = 3 the
refused attackers play each other.

A ``Position`` is where a ritual stands: the players still to be paired on each side, the games fixed so far, the
step, and this round's choices revealed so far. ``Reveal`` is one step's two choices, as both captains revealed
them. Our side's players are rows of the matrix, theirs columns; "our" choice at the accepting step is which of
*their* attackers our defender accepts.
"""

from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import combinations


class Step(StrEnum):
    DEFENDERS = "defenders"
    ATTACKERS = "attackers"
    ACCEPT = "accept"
    DONE = "done"


Choice = int | tuple[int, int]
"""A player's index, or two players' indices (ascending) at the attackers' step."""


@dataclass(frozen=True)
class Reveal:
    ours: Choice
    theirs: Choice


@dataclass(frozen=True)
class Position:
    ours: tuple[int, ...]
    """Our players not yet paired, ascending."""
    theirs: tuple[int, ...]
    fixed: tuple[tuple[int, int], ...] = ()
    """The games fixed so far, (our player, their player), in the order the ritual fixed them."""
    step: Step = Step.DEFENDERS
    defenders: tuple[int, int] | None = None
    attackers: tuple[tuple[int, int], tuple[int, int]] | None = None
    """Our two attackers (sent against their defender) and their two."""
    history: tuple[Reveal, ...] = field(default=(), compare=False)

    @property
    def size(self) -> int:
        return len(self.ours)


def start(size: int) -> Position:
    """The ritual of a match of ``size`` players a side, before anything is revealed (one player: already paired)."""
    everyone = tuple(range(size))
    if size == 1:
        return Position((), (), ((0, 0),), Step.DONE)
    return Position(everyone, everyone)


def pairs(players: tuple[int, ...], defender: int) -> list[tuple[int, int]]:
    """The attackers a captain may send: two of the players other than the defender, in a fixed order."""
    return list(combinations([player for player in players if player != defender], 2))


def choices(position: Position) -> tuple[list[Choice], list[Choice]]:
    """What each captain may choose at this step: ours, theirs."""
    if position.step is Step.DEFENDERS:
        return list(position.ours), list(position.theirs)
    assert position.defenders is not None  # set by the defenders' step
    ours_defender, theirs_defender = position.defenders
    if position.step is Step.ATTACKERS:
        return list(pairs(position.ours, ours_defender)), list(pairs(position.theirs, theirs_defender))
    if position.step is Step.ACCEPT:
        assert position.attackers is not None  # set by the attackers' step
        ours_attackers, theirs_attackers = position.attackers
        return list(theirs_attackers), list(ours_attackers)
    return [], []


class IllegalReveal(ValueError):
    """A choice the ritual does not allow at this step: ``side`` is "ours" or "theirs"."""

    def __init__(self, side: str, choice: Choice, index: int = 0):
        self.side = side
        self.choice = choice
        self.index = index
        """Which reveal, from 0, when a whole ritual is replayed."""
        super().__init__(f"{side}: {choice!r} is not a choice at this step")


def advance(position: Position, reveal: Reveal) -> Position:
    """The position after both captains revealed ``reveal``."""
    ours_choices, theirs_choices = choices(position)
    ours = tuple(sorted(reveal.ours)) if isinstance(reveal.ours, tuple) else reveal.ours
    theirs = tuple(sorted(reveal.theirs)) if isinstance(reveal.theirs, tuple) else reveal.theirs
    if ours not in ours_choices:
        raise IllegalReveal("ours", reveal.ours)
    if theirs not in theirs_choices:
        raise IllegalReveal("theirs", reveal.theirs)
    history = (*position.history, Reveal(ours, theirs))
    if position.step is Step.DEFENDERS:
        assert isinstance(ours, int) and isinstance(theirs, int)  # checked against the defenders' choices
        if position.size == 2:
            our_other = next(player for player in position.ours if player != ours)
            their_other = next(player for player in position.theirs if player != theirs)
            fixed = (*position.fixed, (ours, their_other), (our_other, theirs))
            return Position((), (), fixed, Step.DONE, history=history)
        return replace(position, step=Step.ATTACKERS, defenders=(ours, theirs), history=history)
    if position.step is Step.ATTACKERS:
        assert isinstance(ours, tuple) and isinstance(theirs, tuple)  # checked against the attackers' choices
        return replace(position, step=Step.ACCEPT, attackers=(ours, theirs), history=history)
    assert isinstance(ours, int) and isinstance(theirs, int) and position.defenders and position.attackers
    return _after_accepting(position, ours, theirs, history)


def _after_accepting(position: Position, accepted_by_us: int, accepted_by_them: int,
                     history: tuple[Reveal, ...]) -> Position:
    assert position.defenders is not None and position.attackers is not None  # the accepting step follows both
    ours_defender, theirs_defender = position.defenders
    ours_attackers, theirs_attackers = position.attackers
    fixed = [*position.fixed, (ours_defender, accepted_by_us), (accepted_by_them, theirs_defender)]
    ours_left = [player for player in position.ours if player not in (ours_defender, accepted_by_them)]
    theirs_left = [player for player in position.theirs if player not in (theirs_defender, accepted_by_us)]
    if position.size >= 5:
        return Position(tuple(ours_left), tuple(theirs_left), tuple(fixed), history=history)
    our_refused = next(player for player in ours_attackers if player != accepted_by_them)
    their_refused = next(player for player in theirs_attackers if player != accepted_by_us)
    fixed.append((our_refused, their_refused))
    if position.size == 4:
        fixed.append((next(p for p in ours_left if p != our_refused), next(p for p in theirs_left if p != their_refused)))
    return Position((), (), tuple(fixed), Step.DONE, history=history)


def replay(size: int, reveals: tuple[Reveal, ...]) -> Position:
    """The position after ``reveals``, from the start; raises ``IllegalReveal`` (with ``index``) at the first bad one."""
    position = start(size)
    for index, reveal in enumerate(reveals):
        if position.step is Step.DONE:
            raise RitualOver(index)
        try:
            position = advance(position, reveal)
        except IllegalReveal as error:
            raise IllegalReveal(error.side, error.choice, index) from None
    return position


class RitualOver(ValueError):
    """More reveals than the ritual has steps: ``index`` is the first one too many."""

    def __init__(self, index: int):
        self.index = index
        super().__init__(f"step {index + 1}: the ritual is over")
