"""Checks the Ringball input dataclasses run on construction.

The JSON readers in companion.model.fields already name the field on bad
scenario input; these repeat the checks on the dataclasses themselves, so a
GUI or a test that builds an input directly gets the same InputError.
"""

from enum import Enum
from typing import Any

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import NULL_OR_ONE_OF, ONE_OF, TRUE_OR_FALSE, check_int


def check_bool(value: Any, field: str) -> None:
    if not isinstance(value, bool):
        raise InputError(field, TRUE_OR_FALSE, value)


def check_optional_int(value: Any, field: str, lo: int, hi: int) -> None:
    if value is not None:
        check_int(value, field, lo, hi)


def check_enum(value: Any, enum: type[Enum], field: str, optional: bool = False) -> None:
    if value is None and optional:
        return
    if not isinstance(value, enum):
        allowed = ", ".join(member.value for member in enum)
        raise InputError(field, NULL_OR_ONE_OF if optional else ONE_OF, value, args=(allowed,))


def check_type(value: Any, kind: type, field: str, optional: bool = False) -> None:
    if value is None and optional:
        return
    if not isinstance(value, kind):
        template = QT_TRANSLATE_NOOP("InputError", "null or a {0}") if optional else QT_TRANSLATE_NOOP("InputError", "a {0}")
        raise InputError(field, template, value, args=(kind.__name__,))
