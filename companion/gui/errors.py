"""Model, scenario and tournament-desk errors in the user's language.

``InputError`` (companion.model.errors) and ``ScenarioError`` (companion.scenario)
carry an English template, marked for translation in their own context, and
the values that fill it; ``str(error)`` is the English line of the CLI.
``describe`` words the same error through the installed catalogues. Field
paths and file values (keywords such as ``standard`` or ``FIRE``) are shown as
they are: they name what to fix in the file. `Words` values are wording, and
are translated; whole numbers follow the language (``1.000.000`` in Italian),
and so do exact numbers such as a table's VP (``22,5``). A ``DeskError`` (the
desk's refusals) is its template in context ``DeskError`` filled the same way.
"""

from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale

from companion.model.errors import InputError, Words
from companion.scenario import ScenarioError
from companion.tournament.errors import DeskError


def describe(error: BaseException) -> str:
    """The error as one line in the current language; any other exception as ``str(error)``."""
    try:
        if isinstance(error, ScenarioError):
            return _scenario_error(error)
        if isinstance(error, InputError):
            return _input_error(error)
        if isinstance(error, DeskError):
            return _fill("DeskError", error.template, error.arguments)
    except (IndexError, KeyError, ValueError):  # a damaged translation: the English line still helps
        pass
    return str(error)


def allowed_text(error: InputError) -> str:
    """What the field must hold, in the current language: the part after the field's name, for a form that
    names the field by its own label."""
    try:
        return _fill("InputError", error.allowed, error.arguments)
    except (IndexError, KeyError, ValueError):
        return error.allowed


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
        elif isinstance(value, int | Fraction) and not isinstance(value, bool):
            value = _Number(value)
        values.append(value)
    return _translated(context, template).format(*values)


def _translated(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class _Number:
    """A number written as the language writes it, whatever the format spec (``{0}``, ``{0:,}``): a whole
    number with its digit groups, an exact one as a decimal when it has a short one (22,5), else a fraction."""

    def __init__(self, value: int | Fraction):
        self.value = value

    def __format__(self, spec: str) -> str:
        value = Fraction(self.value)
        if value.denominator == 1:
            return QLocale().toString(value.numerator)
        for decimals in (1, 2):
            if (value * 10**decimals).denominator == 1:
                return QLocale().toString(float(value), "f", decimals)
        return str(value)
