"""Versioned JSON scenario files: one calculator's inputs, saved and reopened.

The format is documented in docs/scenario-format.md. Reading never trusts the
file: its size, its JSON, the format version, the game, the calculator and
every field are checked, and any failure becomes one ``ScenarioError`` line that
names the file and the field. No Qt here: the CLI uses this module headless.
"""

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from companion import files, games
from companion.model.calculator import Calculator
from companion.model.errors import QT_TRANSLATE_NOOP, InputError, Words
from companion.model.fields import as_object, check_int, get_choice

FORMAT_VERSION = 1
MAX_BYTES = 1_000_000
SUFFIX = ".companion"
# The suffix of earlier releases; such files (like any other name) still open.
LEGACY_SUFFIX = ".companion.json"


class ScenarioError(Exception):
    """A scenario that cannot be used, as one line naming the file and the field.

    `path` names the file. The problem is either `input_error`, the InputError of
    a field of the file (its field, template, arguments and value got kept), or
    `problem`, an English template marked for translation in context
    "ScenarioError" whose ``{0}``, ``{1}`` … are filled from `arguments` (a
    `Words` argument is wording, translated too). ``str()`` is the English line
    the CLI prints; the GUI words it in the user's language.
    """

    def __init__(self, path: str | os.PathLike, problem: "str | InputError", *, args: tuple = ()):
        self.path = str(path)
        self.input_error = problem if isinstance(problem, InputError) else None
        self.problem = None if self.input_error is not None else problem
        self.arguments = tuple(args)
        detail = str(problem) if self.input_error is not None else problem.format(*self.arguments)
        super().__init__(f"{self.path}: {detail}")


# What the operating system and the JSON reader say most often, marked so the GUI can translate them;
# anything else they say is shown as it is.
OS_ERRORS = (
    QT_TRANSLATE_NOOP("ScenarioError", "No such file or directory"),
    QT_TRANSLATE_NOOP("ScenarioError", "Permission denied"),
    QT_TRANSLATE_NOOP("ScenarioError", "Is a directory"),
)
JSON_ERRORS = (
    QT_TRANSLATE_NOOP("ScenarioError", "Expecting value"),
    QT_TRANSLATE_NOOP("ScenarioError", "Expecting property name enclosed in double quotes"),
    QT_TRANSLATE_NOOP("ScenarioError", "Expecting ':' delimiter"),
    QT_TRANSLATE_NOOP("ScenarioError", "Expecting ',' delimiter"),
    QT_TRANSLATE_NOOP("ScenarioError", "Unterminated string starting at"),
    QT_TRANSLATE_NOOP("ScenarioError", "Invalid control character at"),
    QT_TRANSLATE_NOOP("ScenarioError", "Invalid \\escape"),
    QT_TRANSLATE_NOOP("ScenarioError", "Invalid \\uXXXX escape"),
    QT_TRANSLATE_NOOP("ScenarioError", "Extra data"),
    QT_TRANSLATE_NOOP("ScenarioError", "Unexpected UTF-8 BOM (decode using utf-8-sig)"),
)


@dataclass(frozen=True)
class Scenario:
    game: str
    calculator: str
    inputs: Any

    def calculator_spec(self) -> Calculator:
        entry = games.tab(self.game)
        assert entry is not None  # parse_scenario read the id from the registry
        return entry.calculators()[self.calculator]


def parse_scenario(data: Any) -> Scenario:
    """Check a decoded scenario object; raises InputError naming the field."""
    obj = as_object(data, "scenario")
    if "format" not in obj:
        raise InputError("format", QT_TRANSLATE_NOOP("InputError", "the format version, {0}, is required"),
                         args=(FORMAT_VERSION,))
    version = check_int(obj["format"], "format", 1, 10**6)
    if version > FORMAT_VERSION:
        raise InputError(
            "format",
            QT_TRANSLATE_NOOP("InputError", "format {0} is newer than this Companion reads ({1}); update Companion"),
            args=(version, FORMAT_VERSION),
        )
    game_ids = [entry.id for entry in games.TABS]
    game_id = get_choice(obj, "", "game", game_ids)
    calculators = games.TABS[game_ids.index(game_id)].calculators()
    name = get_choice(obj, "", "calculator", list(calculators))
    return Scenario(game_id, name, calculators[name].parse(obj))


def scenario_to_json(scenario: Scenario) -> dict[str, Any]:
    header = {"format": FORMAT_VERSION, "game": scenario.game, "calculator": scenario.calculator}
    return header | scenario.calculator_spec().dump(scenario.inputs)


def load_scenario(path: str | os.PathLike) -> Scenario:
    """Read and check a scenario file: only a regular file of at most ``MAX_BYTES`` is read (a FIFO would hang the
    reader, ``/dev/zero`` never ends), and anything wrong in it is one ``ScenarioError``."""
    path = Path(path)
    try:
        text = files.read_regular(path, MAX_BYTES).decode("utf-8")
    except files.TooLarge as error:
        raise ScenarioError(path, QT_TRANSLATE_NOOP(
            "ScenarioError", "file is {0:,} bytes; scenario files are at most {1:,} bytes"),
            args=(error.size, MAX_BYTES)) from None
    except files.NotARegularFile:
        raise ScenarioError(path, QT_TRANSLATE_NOOP(
            "ScenarioError", "not a scenario file: it is not a regular file (a FIFO or a device)")) from None
    except UnicodeDecodeError:
        raise ScenarioError(path, QT_TRANSLATE_NOOP("ScenarioError", "not a scenario file: the text is not UTF-8")) from None
    except OSError as error:
        reason = Words(error.strerror) if error.strerror else str(error)
        raise ScenarioError(path, QT_TRANSLATE_NOOP("ScenarioError", "cannot read the file: {0}"), args=(reason,)) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ScenarioError(path, QT_TRANSLATE_NOOP("ScenarioError", "not valid JSON (line {0}, column {1}: {2})"),
                            args=(error.lineno, error.colno, Words(error.msg))) from None
    except RecursionError:
        raise ScenarioError(
            path, QT_TRANSLATE_NOOP("ScenarioError", "not a scenario file: the JSON is nested too deeply")) from None
    except ValueError:  # Python's limit on the digits of an integer (4,300)
        raise ScenarioError(path, QT_TRANSLATE_NOOP(
            "ScenarioError", "not a scenario file: a number in it has more digits than any field takes")) from None
    try:
        return parse_scenario(data)
    except InputError as error:
        raise ScenarioError(path, error) from None
    except RecursionError:
        raise ScenarioError(
            path, QT_TRANSLATE_NOOP("ScenarioError", "not a scenario file: the JSON is nested too deeply")) from None


def save_scenario(path: str | os.PathLike, scenario: Scenario) -> None:
    """Write atomically, so a failed save never destroys the previous file (``files.write_atomically``: a new file
    is its owner's only, a replaced one keeps its permissions); raises ``OSError``."""
    text = json.dumps(scenario_to_json(scenario), indent=2, ensure_ascii=False) + "\n"
    files.write_atomically(Path(path), text.encode("utf-8"))


def evaluate(scenario: Scenario) -> dict[str, Any]:
    """The calculator's results, exact Fractions kept (see ``Calculator.results``)."""
    spec = scenario.calculator_spec()
    return spec.results(spec.evaluate(scenario.inputs))


def evaluate_json(scenario: Scenario) -> dict[str, Any]:
    """The calculator's results with every Fraction as an exact "p/q" string."""
    return exact_json(evaluate(scenario))


def exact_json(value: Any) -> Any:
    if isinstance(value, Fraction):
        return str(value)
    if isinstance(value, Mapping):
        return {str(key): exact_json(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [exact_json(item) for item in value]
    return value
