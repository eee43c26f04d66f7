"""Strict readers for scenario JSON objects.

Each reader names the field it failed on, so a bad scenario file produces one
line such as ``attack.hit_dice: a whole number from -12 to 12 (got 500)``.
JSON booleans are rejected where numbers are expected, because Python counts
``True`` as the integer 1.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from companion.model.errors import QT_TRANSLATE_NOOP, InputError, Words

# Templates several readers share (each a translatable text in context "InputError").
WHOLE_NUMBER = QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1}")
TRUE_OR_FALSE = QT_TRANSLATE_NOOP("InputError", "true or false")
ONE_OF = QT_TRANSLATE_NOOP("InputError", "one of {0}")
NULL_OR_ONE_OF = QT_TRANSLATE_NOOP("InputError", "null or one of {0}")
TEXT_OF_AT_MOST = QT_TRANSLATE_NOOP("InputError", "a text of at most {0} characters")
LIST_OF_ENTRIES = QT_TRANSLATE_NOOP("InputError", "a list of {0} to {1} entries")


def join(prefix: str, name: str | int) -> str:
    if isinstance(name, int):
        return f"{prefix}[{name}]"
    return f"{prefix}.{name}" if prefix else name


def as_object(value: Any, field: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a JSON object"), _type_name(value))
    return value


def as_list(value: Any, field: str, *, min_len: int = 0, max_len: int) -> Sequence[Any]:
    if not isinstance(value, list):
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a JSON list"), _type_name(value))
    if not min_len <= len(value) <= max_len:
        raise InputError(field, LIST_OF_ENTRIES, len(value), args=(min_len, max_len))
    return value


def get_int(obj: Mapping[str, Any], prefix: str, name: str, lo: int, hi: int, default: int | None = None) -> int:
    field = join(prefix, name)
    if name not in obj:
        if default is None:
            raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1} is required"),
                             args=(lo, hi))
        return default
    return check_int(obj[name], field, lo, hi)


def check_int(value: Any, field: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            raise InputError(field, WHOLE_NUMBER, value, args=(lo, hi))
    if not lo <= value <= hi:
        raise InputError(field, WHOLE_NUMBER, value, args=(lo, hi))
    return value


def get_optional_int(obj: Mapping[str, Any], prefix: str, name: str, lo: int, hi: int) -> int | None:
    """An integer field that may be null or absent (meaning "none")."""
    value = obj.get(name)
    if value is None:
        return None
    return check_int(value, join(prefix, name), lo, hi)


def get_bool(obj: Mapping[str, Any], prefix: str, name: str, default: bool | None = None) -> bool:
    field = join(prefix, name)
    if name not in obj:
        if default is None:
            raise InputError(field, QT_TRANSLATE_NOOP("InputError", "true or false is required"))
        return default
    value = obj[name]
    if not isinstance(value, bool):
        raise InputError(field, TRUE_OR_FALSE, value)
    return value


def get_choice(obj: Mapping[str, Any], prefix: str, name: str, choices: Sequence[str], default: str | None = None) -> str:
    field = join(prefix, name)
    if name not in obj:
        if default is None:
            raise InputError(field, QT_TRANSLATE_NOOP("InputError", "one of {0} is required"), args=(", ".join(choices),))
        return default
    value = obj[name]
    if value not in choices:
        raise InputError(field, ONE_OF, value, args=(", ".join(choices),))
    return value


def get_optional_choice(obj: Mapping[str, Any], prefix: str, name: str, choices: Sequence[str]) -> str | None:
    value = obj.get(name)
    if value is None:
        return None
    if value not in choices:
        raise InputError(join(prefix, name), NULL_OR_ONE_OF, value, args=(", ".join(choices),))
    return value


def get_str(obj: Mapping[str, Any], prefix: str, name: str, default: str = "", max_len: int = 200) -> str:
    value = obj.get(name, default)
    if not isinstance(value, str) or len(value) > max_len:
        raise InputError(join(prefix, name), TEXT_OF_AT_MOST, value, args=(max_len,))
    return value


def get_keywords(obj: Mapping[str, Any], prefix: str, name: str, allowed: Sequence[str]) -> frozenset[str]:
    """A list of keyword names, each one of `allowed`, case-insensitive."""
    field = join(prefix, name)
    value = obj.get(name, [])
    if not isinstance(value, list):
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a list of keywords from {0}"), value,
                         args=(", ".join(allowed),))
    result = set()
    for index, item in enumerate(value):
        word = item.upper() if isinstance(item, str) else item
        if word not in allowed:
            raise InputError(join(field, index), ONE_OF, item, args=(", ".join(allowed),))
        result.add(word)
    return frozenset(result)


_TYPE_NAMES = {
    dict: Words(QT_TRANSLATE_NOOP("InputError", "an object")),
    list: Words(QT_TRANSLATE_NOOP("InputError", "a list")),
    str: Words(QT_TRANSLATE_NOOP("InputError", "a text")),
    bool: "true/false",
    type(None): "null",
}


def _type_name(value: Any) -> str:
    """What the file holds instead, in words (JSON keywords and Python type names stay as they are)."""
    return _TYPE_NAMES.get(type(value), type(value).__name__)
