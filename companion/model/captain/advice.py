"""What the captain is told at each step of the ritual: the match's value, the current step's optimal mixes of
both captains, and a "what if" for every choice; and a draw that follows the mix, from a seed.

Solving a matrix is the long part (seconds for 8 a side); it is kept for the last few matrices, so a step of the
ritual revealed afterwards is answered from it at once (``evaluate`` on the same matrix).
"""

import random
import threading
from collections import OrderedDict
from dataclasses import dataclass
from fractions import Fraction
from math import lcm

from companion.model.captain.matrix import TeamMatrix
from companion.model.captain.ritual import Choice, IllegalReveal, Position, Reveal, RitualOver, Step, replay
from companion.model.captain.solver import Solver
from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.progress import report

SOLUTIONS_KEPT = 4

_solutions: OrderedDict[tuple[tuple[int, ...], ...], Solver] = OrderedDict()
_lock = threading.Lock()


def solver_for(scores: tuple[tuple[int, ...], ...]) -> Solver:
    """The solved ritual of these whole-number scores, solved now unless one of the last few matrices."""
    with _lock:
        known = _solutions.get(scores)
        if known is not None:
            _solutions.move_to_end(scores)
            return known
    solver = Solver(scores)
    solver.value()
    report(1.0)
    with _lock:
        _solutions[scores] = solver
        while len(_solutions) > SOLUTIONS_KEPT:
            _solutions.popitem(last=False)
    return solver


def is_solved(matrix: TeamMatrix) -> bool:
    """Whether ``evaluate`` on this matrix answers at once."""
    with _lock:
        return matrix.whole_scores()[1] in _solutions


@dataclass(frozen=True)
class CaptainInput:
    """The matrix and the steps of the ritual revealed so far."""

    matrix: TeamMatrix
    revealed: tuple[Reveal, ...] = ()

    def __post_init__(self) -> None:
        try:
            replay(self.matrix.size, self.revealed)
        except IllegalReveal as error:
            raise InputError(f"revealed[{error.index}].{error.side}",
                             QT_TRANSLATE_NOOP("InputError", "a choice the ritual allows at this step"),
                             error.choice) from None
        except RitualOver as error:
            raise InputError(f"revealed[{error.index}]",
                             QT_TRANSLATE_NOOP("InputError", "no step: the ritual is over"), None) from None

    def position(self) -> Position:
        return replay(self.matrix.size, self.revealed)


@dataclass(frozen=True)
class SideAdvice:
    """One captain's choices at this step: an optimal mix, and for each choice our expected total if that captain
    makes it and the other answers as best they can (for us: "if we choose it"; for them: "if they choose it")."""

    choices: tuple[Choice, ...]
    labels: tuple[str, ...]
    mix: tuple[Fraction, ...]
    what_if: tuple[Fraction, ...]


@dataclass(frozen=True)
class Pairing:
    ours: int
    theirs: int
    score: Fraction


@dataclass(frozen=True)
class CaptainResult:
    matrix: TeamMatrix
    position: Position
    value: Fraction
    """Our expected total of the match under optimal play by both captains, from the start (out of 20·K)."""
    expected: Fraction
    """Our expected total from this position on under optimal play, with the games fixed so far."""
    fixed: tuple[Pairing, ...]
    ours: SideAdvice | None
    theirs: SideAdvice | None

    @property
    def step(self) -> Step:
        return self.position.step

    @property
    def fixed_total(self) -> Fraction:
        return sum((pairing.score for pairing in self.fixed), Fraction(0))


def label(names: tuple[str, ...], choice: Choice) -> str:
    if isinstance(choice, tuple):
        return " + ".join(names[index] for index in choice)
    return names[choice]


def evaluate(inputs: CaptainInput) -> CaptainResult:
    matrix = inputs.matrix
    scale, scores = matrix.whole_scores()
    solver = solver_for(scores)
    position = inputs.position()
    fixed = tuple(Pairing(i, j, matrix.scores[i][j]) for i, j in position.fixed)
    done = sum((pairing.score for pairing in fixed), Fraction(0))
    value = solver.value() / scale
    if position.step is Step.DONE:
        return CaptainResult(matrix, position, value, done, fixed, None, None)
    game = solver.step_game(position)
    # At the accepting step our choice is which of their attackers we accept: their names, and ours for theirs.
    ours_names, theirs_names = ((matrix.theirs, matrix.ours) if position.step is Step.ACCEPT
                                else (matrix.ours, matrix.theirs))
    ours = SideAdvice(tuple(game.ours), tuple(label(ours_names, choice) for choice in game.ours),
                      game.solution.rows, tuple(v / scale + done for v in game.our_what_if()))
    theirs = SideAdvice(tuple(game.theirs), tuple(label(theirs_names, choice) for choice in game.theirs),
                        game.solution.columns, tuple(v / scale + done for v in game.their_what_if()))
    return CaptainResult(matrix, position, value, game.solution.value / scale + done, fixed, ours, theirs)


def draw(mix: tuple[Fraction, ...], seed: int) -> int:
    """The index of a choice drawn with the mix's exact probabilities: the same seed, the same draw."""
    scale = lcm(*(p.denominator for p in mix))
    ticket = random.Random(seed).randrange(scale)
    total = 0
    for index, p in enumerate(mix):
        total += int(p * scale)
        if ticket < total:
            return index
    raise ValueError("the probabilities do not add up to 1")


def new_seed() -> int:
    """A seed for ``draw`` that nobody chose: six digits, easy to read out and to write down."""
    return random.SystemRandom().randrange(100_000, 1_000_000)
