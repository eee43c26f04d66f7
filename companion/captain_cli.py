"""``companion captain solve MATRIX.csv [--json]``: the team pairing ritual solved from a captain's matrix, no Qt.

The text form prints the match's value and the first step's optimal mixes (each captain's defender) as a table,
each chance as a percentage with its exact fraction; ``--json`` prints one object
``{"value": v, "ours": {name: p}, "theirs": {name: p}}`` with numbers (the contract in docs/captain.md). A file
that cannot be used costs one line on stderr naming the row and the column, and the exit status 2.
"""

import argparse
import json
import os
import sys
from fractions import Fraction

from companion import files
from companion.model.captain.advice import CaptainInput, CaptainResult, evaluate
from companion.model.captain.matrix import MatrixFileError, read_csv

EXIT_BAD_INPUT = 2
MAX_BYTES = 1_000_000
EXACT_CHARACTERS = 40
"""An exact fraction longer than this is left out of the table (a match's value can have a thousand digits)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="companion captain", description="The team captain's advisor.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    solve = commands.add_parser("solve", help="solve the pairing ritual of a matrix (CSV: see docs/captain.md)",
                                description="Solve the pairing ritual of a team match exactly.")
    solve.add_argument("matrix", metavar="MATRIX.csv",
                       help="first row: an empty cell, then their players; each further row: one of ours, then K scores")
    solve.add_argument("--json", action="store_true", help='print {"value": v, "ours": {...}, "theirs": {...}}')
    return parser


def main(argv: list[str]) -> int:
    arguments = build_parser().parse_args(argv)
    try:
        data = files.read_regular(arguments.matrix, MAX_BYTES)
    except files.TooLarge as error:
        return _refuse(arguments.matrix, f"file is {error.size:,} bytes; a matrix is at most {MAX_BYTES:,}")
    except files.NotARegularFile:
        return _refuse(arguments.matrix, "not a regular file (a FIFO or a device)")
    except OSError as error:
        return _refuse(arguments.matrix, f"cannot read the file: {error.strerror or error}")
    try:
        matrix = read_csv(data)
    except MatrixFileError as error:
        return _refuse(arguments.matrix, str(error))
    result = evaluate(CaptainInput(matrix))
    try:
        print(json.dumps(contract_json(result), ensure_ascii=False) if arguments.json else table(result), flush=True)
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


def _refuse(path: str, line: str) -> int:
    print(f"companion captain: {path}: {line}", file=sys.stderr)
    return EXIT_BAD_INPUT


def probabilities(names: tuple[str, ...], mix: tuple[Fraction, ...]) -> dict[str, float]:
    """The mix as floats that add up to exactly 1.0 (the largest takes what rounding left over)."""
    values = [float(p) for p in mix]
    largest = max(range(len(values)), key=lambda index: mix[index])
    values[largest] = 0.0
    values[largest] = 1.0 - sum(values)
    if sum(values) != 1.0:  # one step of rounding the other way
        values[largest] = float(mix[largest])
    return dict(zip(names, values, strict=True))


def contract_json(result: CaptainResult) -> dict:
    assert result.ours is not None and result.theirs is not None  # the first step of a match of 2 or more
    return {"value": float(result.value), "ours": probabilities(result.ours.labels, result.ours.mix),
            "theirs": probabilities(result.theirs.labels, result.theirs.mix)}


def _exact(value: Fraction) -> str:
    text = str(value)
    return text if len(text) <= EXACT_CHARACTERS else "…"


def table(result: CaptainResult) -> str:
    matrix = result.matrix
    size = matrix.size
    lines = [f"{size} v {size}: our expected total {float(result.value):.3f} of {20 * size} "
             f"under optimal play by both captains (exact: {_exact(result.value)})",
             "First step: each captain names a defender, both at once."]
    assert result.ours is not None and result.theirs is not None  # the first step of a match of 2 or more
    for heading, answer, advice in (("our defender", "if they answer best", result.ours),
                                    ("their defender", "if we answer best", result.theirs)):
        width = max(len(heading), *(len(name) for name in advice.labels))
        lines.append("")
        lines.append(f"  {heading:<{width}}  {'chance':>8}  {'exact':<14}  our total {answer}")
        for name, p, what_if in zip(advice.labels, advice.mix, advice.what_if, strict=True):
            lines.append(f"  {name:<{width}}  {float(p) * 100:>7.2f}%  {_exact(p):<14}  {float(what_if):.3f}")
    return "\n".join(lines)
