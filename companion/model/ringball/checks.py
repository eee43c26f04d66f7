"""Checks the Ringball input dataclasses run on construction.

The JSON readers in companion.model.fields already name the field on bad
scenario input; these repeat the checks on the dataclasses themselves, so a
GUI or a test that builds an input directly gets the same InputError.
"""

from enum import Enum
from typing import Any

from companion.model.errors import InputError
from companion.model.fields import check_int


def check_bool(value: Any, field: str) -> None:
    if not isinstance(value, bool):
        raise InputError(field, "true or false", value)


def check_optional_int(value: Any, field: str, lo: int, hi: int) -> None:
    if value is not None:
        check_int(value, field, lo, hi)


def check_enum(value: Any, enum: type[Enum], field: str, optional: bool = False) -> None:
    if value is None and optional:
        return
    if not isinstance(value, enum):
        allowed = ", ".join(member.value for member in enum)
        raise InputError(field, ("null or one of " if optional else "one of ") + allowed, value)


def check_type(value: Any, kind: type, field: str, optional: bool = False) -> None:
    if value is None and optional:
        return
    if not isinstance(value, kind):
        raise InputError(field, ("null or " if optional else "") + f"a {kind.__name__}", value)
