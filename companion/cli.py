"""``companion eval FILE... [--json]``: evaluate scenario files without Qt.

A bad file costs one line on stderr naming the file and the field; the other
files are still evaluated, and the exit status is 2.
"""

import argparse
import json
import os
import sys
from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import Any

from companion.model.probability import Amount
from companion.scenario import ScenarioError, evaluate, exact_json, load_scenario

EXIT_BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="companion eval", description="Evaluate scenario files exactly.")
    parser.add_argument("files", nargs="+", metavar="FILE", help="scenario files (.companion)")
    parser.add_argument("--json", action="store_true", help="one JSON object per file, one per line")
    return parser


def main(argv: list[str]) -> int:
    try:
        return _evaluate_files(build_parser().parse_args(argv))
    except BrokenPipeError:
        # The reader stopped early (`companion eval ... | head`): no traceback, and
        # nothing more is written to the closed pipe when Python flushes at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _evaluate_files(arguments: argparse.Namespace) -> int:
    status = 0
    for path in arguments.files:
        try:
            scenario = load_scenario(path)
            results = evaluate(scenario)
        except ScenarioError as error:
            print(f"companion eval: {error}", file=sys.stderr)
            status = EXIT_BAD_INPUT
            continue
        record = {"file": path, "game": scenario.game, "calculator": scenario.calculator, "results": results}
        if arguments.json:
            print(json.dumps(exact_json(record), ensure_ascii=False), flush=True)
        else:
            print(format_table(record), flush=True)
    return status


def format_table(record: Mapping[str, Any]) -> str:
    """One line per result; ``results`` still holds Fractions, so each is worded by its kind."""
    rows = list(_rows("", record["results"]))
    width = max((len(name) for name, _ in rows), default=0)
    lines = [f"{record['file']}: {record['game']} / {record['calculator']}"]
    lines += [f"  {name:<{width}}  {value}" for name, value in rows]
    return "\n".join(lines)


def _rows(prefix: str, value: Any) -> Iterator[tuple[str, str]]:
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from _rows(f"{prefix}.{key}" if prefix else str(key), item)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _rows(f"{prefix}[{index}]", item)
    else:
        yield prefix, _format_value(prefix, value)


PLAYER_KEYS = {"winner": "Player", "conceded": "Player", "leader": "Side", "side": "Side"}
"""Results that index a player or a side from 0 (as the JSON keeps them), worded as the window does: "Player 1"."""


def _format_value(name: str, value: Any) -> str:
    """A probability as a percentage; an expectation or an Amount as a number; a player as the window names
    them; anything else as it is."""
    word = PLAYER_KEYS.get(name.rsplit(".", 1)[-1])
    if word is not None and (value is None or isinstance(value, int)) and not isinstance(value, bool):
        return "none" if value is None else f"{word} {value + 1}"
    if not isinstance(value, Fraction):
        return str(value)
    if isinstance(value, Amount) or name.rsplit(".", 1)[-1].startswith("expected") or ".expected" in name:
        return f"{float(value):>10.4f}  ({value})"
    return f"{float(value) * 100:>9.2f}%  ({value})"
