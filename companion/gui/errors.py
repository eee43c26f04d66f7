"""Model and scenario errors in the user's language.

``InputError`` (companion.model.errors) and ``ScenarioError`` (companion.scenario)
carry an English template, marked for translation in their own context, and
the values that fill it; ``str(error)`` is the English line of the CLI.
``describe`` words the same error through the installed catalogues. Field
paths and file values (keywords such as ``standard`` or ``FIRE``) are shown as
they are: they name what to fix in the file. `Words` values are wording, and
are translated; whole numbers follow the language (``1.000.000`` in Italian).
"""

from PySide6.QtCore import QCoreApplication, QLocale

from companion.model.errors import InputError, Words
from companion.scenario import ScenarioError


def describe(error: BaseException) -> str:
    """The error as one line in the current language; any other exception as ``str(error)``."""
    try:
        if isinstance(error, ScenarioError):
            return _scenario_error(error)
        if isinstance(error, InputError):
            return _input_error(error)
    except (IndexError, KeyError, ValueError):  # a damaged translation: the English line still helps
        pass
    return str(error)


def _scenario_error(error: ScenarioError) -> str:
    if error.input_error is not None:
        detail = _input_error(error.input_error)
    else:
        detail = _fill("ScenarioError", error.problem, error.arguments)
    # The file, then what is wrong with it.
    return QCoreApplication.translate("ScenarioError", "{0}: {1}").format(error.path, detail)


def _input_error(error: InputError) -> str:
    allowed = _fill("InputError", error.allowed, error.arguments)
    if error.got is None:
        # The field of the file, then what it must hold.
        return QCoreApplication.translate("InputError", "{0}: {1}").format(error.field, allowed)
    got = error.got
    shown = repr(_translated("InputError", got) if isinstance(got, Words) else got)
    # The field of the file, what it must hold, and the value it holds.
    return QCoreApplication.translate("InputError", "{0}: {1} (got {2})").format(error.field, allowed, shown)


def _fill(context: str, template: str, arguments: tuple) -> str:
    values = []
    for value in arguments:
        if isinstance(value, Words):
            value = _translated(context, value)
        elif isinstance(value, int) and not isinstance(value, bool):
            value = _Number(value)
        values.append(value)
    return _translated(context, template).format(*values)


def _translated(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class _Number:
    """A whole number written as the language writes it, whatever the format spec (``{0}``, ``{0:,}``)."""

    def __init__(self, value: int):
        self.value = value

    def __format__(self, spec: str) -> str:
        return QLocale().toString(self.value)
