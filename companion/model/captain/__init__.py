"""The team captain's advisor: the pairing ritual of a team match (shared/rules/tournament.md, "Team events"),
solved exactly from the captain's matrix of expected game points.

Not a game: a calculator the registry lists beside the games (``games.CALCULATOR_TABS``), with its own tab and
scenario files (game ``captain``, calculator ``pairing``). The parts:

- ``matrix``: the matrix, its CSV (what ``companion captain solve`` reads) and its checks;
- ``ritual``: the ritual's rules on player indices (the steps, what each captain may choose, the games fixed);
- ``matrix_games``: zero-sum matrix games, exact in Fractions and in batches in floats;
- ``solver``: backward induction over the ritual's states, every state in floats, then exact values only where
  the answer depends on them. **Exactness**: every value and probability given is a Fraction, solved from exact
  values; a float is only used to find which choices are played and to show, with a proven error bound, that a
  choice not played is no better (a choice too close to call that way is checked in Fractions);
- ``advice``: what the captain sees at each step, and a draw from the mix.

numpy (already installed with pyqtgraph) solves the float pass; it is imported only when a matrix is solved.
"""

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from companion.model.calculator import Calculator, KnownScenario
from companion.model.captain.advice import CaptainInput, CaptainResult, evaluate
from companion.model.captain.matrix import MAX_PLAYERS, MAX_SCORE, MIN_PLAYERS, TeamMatrix, decimal_text
from companion.model.captain.ritual import Choice, Reveal, Step, choices, start
from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import as_list, as_object, only_keys
from companion.model.probability import Amount

CALCULATOR = "pairing"
A_NAME = QT_TRANSLATE_NOOP("InputError", "a player's name from the matrix that the ritual allows at this step")


def parse(obj: Mapping[str, Any]) -> CaptainInput:
    only_keys(obj, "", ("format", "game", "calculator", "ours", "theirs", "scores", "revealed"))
    ours = _names(obj, "ours")
    theirs = _names(obj, "theirs")
    rows = as_list(obj.get("scores"), "scores", min_len=len(ours), max_len=len(ours))
    scores = []
    for i, row in enumerate(rows):
        cells = as_list(row, f"scores[{i}]", min_len=len(theirs), max_len=len(theirs))
        scores.append(tuple(_score(value, f"scores[{i}][{j}]") for j, value in enumerate(cells)))
    matrix = TeamMatrix(ours, theirs, tuple(scores))
    reveals: list[Reveal] = []
    position = start(matrix.size)
    revealed = as_list(obj.get("revealed", []), "revealed", max_len=3 * MAX_PLAYERS)
    for index, item in enumerate(revealed):
        item = as_object(item, f"revealed[{index}]")
        only_keys(item, f"revealed[{index}]", ("ours", "theirs"))
        allowed = choices(position)
        ours_names, theirs_names = (theirs, ours) if position.step is Step.ACCEPT else (ours, theirs)
        reveal = Reveal(_choice(item.get("ours"), ours_names, allowed[0], f"revealed[{index}].ours"),
                        _choice(item.get("theirs"), theirs_names, allowed[1], f"revealed[{index}].theirs"))
        reveals.append(reveal)
        position = CaptainInput(matrix, tuple(reveals)).position()
    return CaptainInput(matrix, tuple(reveals))


def _names(obj: Mapping[str, Any], key: str) -> tuple[str, ...]:
    names = as_list(obj.get(key), key, min_len=MIN_PLAYERS, max_len=MAX_PLAYERS)
    for index, name in enumerate(names):
        if not isinstance(name, str):
            raise InputError(f"{key}[{index}]", QT_TRANSLATE_NOOP("InputError", "a text"), name)
    return tuple(names)


def _score(value: Any, field: str) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= MAX_SCORE:
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a number from 0 to 20"), value)
    return Fraction(repr(value)) if isinstance(value, float) else Fraction(value)


def _choice(value: Any, names: tuple[str, ...], allowed: list[Choice], field: str) -> Choice:
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) and v in names for v in value):
        choice: Choice = tuple(sorted(names.index(v) for v in value))  # type: ignore[assignment]
    elif isinstance(value, str) and value in names:
        choice = names.index(value)
    else:
        raise InputError(field, A_NAME, value)
    if choice not in allowed:
        raise InputError(field, A_NAME, value)
    return choice


def dump(inputs: CaptainInput) -> dict[str, Any]:
    matrix = inputs.matrix
    revealed = []
    position = start(matrix.size)
    for reveal in inputs.revealed:
        ours_names, theirs_names = ((matrix.theirs, matrix.ours) if position.step is Step.ACCEPT
                                    else (matrix.ours, matrix.theirs))
        revealed.append({"ours": _choice_json(reveal.ours, ours_names), "theirs": _choice_json(reveal.theirs, theirs_names)})
        position = CaptainInput(matrix, inputs.revealed[:len(revealed)]).position()
    return {"ours": list(matrix.ours), "theirs": list(matrix.theirs),
            "scores": [[_score_json(value) for value in row] for row in matrix.scores], "revealed": revealed}


def _choice_json(choice: Choice, names: tuple[str, ...]) -> str | list[str]:
    return [names[i] for i in choice] if isinstance(choice, tuple) else names[choice]


def _score_json(value: Fraction) -> int | float:
    return value.numerator if value.denominator == 1 else float(decimal_text(value))


def results(result: CaptainResult) -> dict[str, Any]:
    matrix = result.matrix
    out: dict[str, Any] = {
        "value": Amount(result.value),
        "step": result.step.value,
        "expected_total": result.expected,
        "fixed": [{"ours": matrix.ours[p.ours], "theirs": matrix.theirs[p.theirs], "score": Amount(p.score)}
                  for p in result.fixed],
    }
    for side, advice in (("ours", result.ours), ("theirs", result.theirs)):
        if advice is not None:
            out[side] = dict(zip(advice.labels, advice.mix, strict=True))
            out[f"what_if_{side}"] = {name: Amount(v) for name, v in zip(advice.labels, advice.what_if, strict=True)}
    return out


def default() -> CaptainInput:
    """A fresh form: a five-player match (UKTC's teams) with the kind of scores a captain writes down."""
    ours = ("Anna", "Bruno", "Carla", "Dario", "Elena")
    theirs = ("Franz", "Greta", "Hans", "Ilse", "Jonas")
    rows = ((12, 8, 15, 10, 11), (9, 13, 10, 16, 7), (14, 10, 9, 8, 13), (10, 17, 11, 12, 9), (8, 11, 13, 9, 15))
    return CaptainInput(TeamMatrix(ours, theirs, tuple(tuple(Fraction(v) for v in row) for row in rows)))


PAIRING = Calculator(name=CALCULATOR, parse=parse, dump=dump, evaluate=evaluate, results=results, default=default)

CALCULATORS: dict[str, Calculator] = {PAIRING.name: PAIRING}

SELF_TEST = KnownScenario(
    {"format": 1, "game": "captain", "calculator": CALCULATOR, "ours": ["A", "B"], "theirs": ["X", "Y"],
     "scores": [[12, 8], [10, 15]]},
    # Two a side: our defender plays their other player and theirs ours. Defenders (A, X): A–Y 8 + B–X 10 = 18;
    # (A, Y): 12 + 15 = 27; (B, X): 27; (B, Y): 18. No saddle point: each names either defender half the time,
    # and the value is (18·18 − 27·27) / (18 − 27 − 27 + 18) = 45/2.
    {"value": Fraction(45, 2), "ours.A": Fraction(1, 2), "theirs.X": Fraction(1, 2)},
    "tests/model/captain/test_captain.py, test_two_a_side_by_hand",
)
"""A worked example that `companion --self-test` checks every build against."""
