"""``companion eval FILE... [--json]``: evaluate scenario files without Qt.

A bad file costs one line on stderr naming the file and the field; the other
files are still evaluated, and the exit status is 2.
"""

import argparse
import json
import sys
from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import Any

from companion.scenario import ScenarioError, evaluate_json, load_scenario

EXIT_BAD_INPUT = 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="companion eval", description="Evaluate scenario files exactly.")
    parser.add_argument("files", nargs="+", metavar="FILE", help="scenario files (.companion)")
    parser.add_argument("--json", action="store_true", help="one JSON object per file, one per line")
    return parser


def main(argv: list[str]) -> int:
    arguments = build_parser().parse_args(argv)
    status = 0
    for path in arguments.files:
        try:
            scenario = load_scenario(path)
            results = evaluate_json(scenario)
        except ScenarioError as error:
            print(f"companion eval: {error}", file=sys.stderr)
            status = EXIT_BAD_INPUT
            continue
        record = {"file": path, "game": scenario.game, "calculator": scenario.calculator, "results": results}
        if arguments.json:
            print(json.dumps(record, ensure_ascii=False), flush=True)
        else:
            print(format_table(record), flush=True)
    return status


def format_table(record: Mapping[str, Any]) -> str:
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


def _format_value(name: str, value: Any) -> str:
    if isinstance(value, str) and "/" in value or isinstance(value, str) and value.lstrip("-").isdigit():
        exact = Fraction(value)
        leaf = name.rsplit(".", 1)[-1]
        if leaf.startswith("expected") or ".expected" in name:
            return f"{float(exact):>10.4f}  ({value})"
        return f"{float(exact) * 100:>9.2f}%  ({value})"
    return str(value)
