"""Errors carry a translatable English template and its values; ``str()`` stays the CLI's English line."""

import ast
import string
from pathlib import Path

import pytest

import companion
from companion.model.errors import InputError, Words
from companion.scenario import ScenarioError

PACKAGE = Path(companion.__file__).parent
CONTEXTS = {"InputError": "InputError", "ScenarioError": "ScenarioError", "DeskError": "DeskError", "Desk": "Desk",
            "MatrixFileError": "MatrixFileError"}
"""The contexts of marked texts; "Desk" holds the desk's form labels that its refusals name fields by;
"MatrixFileError" the captain's matrix file's refusals, named by row and column."""
DESK_ERRORS = ("DeskError", "EventFileError", "ConflictError", "StaleError", "ResultExists", "ServerUnavailable",
               "Unavailable", "FileUnavailable", "EventLocked", "ExtraRoundNeeded", "DamagedEvent")


def calls(name):
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name:
                yield f"{path.relative_to(PACKAGE)}:{node.lineno}", node


def built_text(node):
    """A template made at run time (f-string, concatenation, join, format) cannot be in the catalogues."""
    if isinstance(node, ast.IfExp):
        return built_text(node.body) or built_text(node.orelse)
    if isinstance(node, (ast.JoinedStr, ast.BinOp)):
        return True
    return isinstance(node, ast.Call) and not (isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP")


@pytest.mark.parametrize("name", ["InputError", "ScenarioError"])
def test_every_error_template_is_a_marked_text_not_one_built_at_run_time(name):
    sites = list(calls(name))
    # The scan finds the raising sites (each input field's checks live once, in companion/model/fields.py).
    assert len(sites) >= (60 if name == "InputError" else 5)
    built = [where for where, node in sites if len(node.args) >= 2 and built_text(node.args[1])]
    assert built == []


def marked(node, context: str) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP"
            and isinstance(node.args[0], ast.Constant) and node.args[0].value == context)


def test_every_desk_error_is_raised_with_a_template_marked_where_it_is_raised():
    """The store's refusals: the first argument of each DeskError (and subclass) is a marked literal, so the
    GUI can word it; the values fill it at run time."""
    sites = [(where, node) for name in DESK_ERRORS for where, node in calls(name)]
    assert len(sites) >= 30
    # A helper that raises for its callers passes their `template` on; each caller marks it.
    passed_on = [node for _, node in sites if node.args and isinstance(node.args[0], ast.Name)
                 and node.args[0].id == "template"]
    assert len(passed_on) == 1
    assert [where for where, node in sites
            if node not in passed_on and (not node.args or not marked(node.args[0], "DeskError"))] == []
    checks = [(f"{path.name}:{node.lineno}", node) for path in sorted(PACKAGE.rglob("*.py"))
              for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr == "check_version"]
    assert len(checks) >= 5
    assert [where for where, node in checks if not marked(node.args[2], "DeskError")] == []


def test_a_desk_error_keeps_its_template_and_values_and_reads_as_one_english_line():
    from companion.tournament.errors import DeskError, ResultExists
    from companion.tournament.event import Result

    error = DeskError("round {0} has no table {1}", 2, 9)
    assert (str(error), error.template, error.arguments) == ("round 2 has no table 9", "round {0} has no table {1}",
                                                             (2, 9))
    exists = ResultExists("table {0} has {1}", 3, "180-150", existing=Result((180, 150)))
    assert str(exists) == "table 3 has 180-150" and exists.existing == Result((180, 150))


def test_every_marked_text_is_a_literal_with_numbered_placeholders_in_a_known_context():
    wrong = []
    for where, node in calls("QT_TRANSLATE_NOOP"):
        context, text = node.args
        if not (isinstance(context, ast.Constant) and context.value in CONTEXTS):
            wrong.append((where, "context"))
        if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
            wrong.append((where, "not a literal"))
            continue
        fields = [name for _, name, _, _ in string.Formatter().parse(text.value) if name is not None]
        if not all(name.isdigit() for name in fields):
            wrong.append((where, text.value))
    assert wrong == []


def test_str_is_the_english_line_with_the_values_filled_in():
    error = InputError("bs", "a whole number from {0} to {1}", 0, args=(1, 10))
    assert str(error) == "bs: a whole number from 1 to 10 (got 0)"
    assert (error.field, error.allowed, error.arguments, error.got) == ("bs", "a whole number from {0} to {1}", (1, 10), 0)
    assert str(InputError("unit", "a JSON object describing the unit is required")) == (
        "unit: a JSON object describing the unit is required")
    assert str(InputError("scenario", "a JSON object", Words("a list"))) == "scenario: a JSON object (got 'a list')"


def test_a_moved_error_keeps_its_template_and_values():
    error = InputError("target.shield", "keys from {0}", "LASER", args=("FIRE, GAS",)).moved("targets[2].shield")
    assert (error.field, error.allowed, error.arguments, error.got) == (
        "targets[2].shield", "keys from {0}", ("FIRE, GAS",), "LASER")
    assert str(error) == "targets[2].shield: keys from FIRE, GAS (got 'LASER')"


def test_a_scenario_error_names_the_file_and_keeps_what_it_wraps():
    wrapped = InputError("bs", "a whole number from {0} to {1}", 0, args=(1, 10))
    error = ScenarioError("/tmp/x.json", wrapped)
    assert str(error) == "/tmp/x.json: bs: a whole number from 1 to 10 (got 0)"
    assert error.input_error is wrapped and error.path == "/tmp/x.json" and error.problem is None
    sized = ScenarioError("big.json", "file is {0:,} bytes; scenario files are at most {1:,} bytes",
                          args=(2_000_000, 1_000_000))
    assert str(sized) == "big.json: file is 2,000,000 bytes; scenario files are at most 1,000,000 bytes"
    assert sized.input_error is None and sized.arguments == (2_000_000, 1_000_000)
