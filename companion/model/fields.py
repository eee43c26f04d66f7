"""Strict readers for scenario JSON objects.

Each reader names the field it failed on, so a bad scenario file produces one
line such as ``attack.hit_dice: a whole number from -12 to 12 (got 500)``.
JSON booleans are rejected where numbers are expected, because Python counts
``True`` as the integer 1.
"""

from collections.abc import Mapping, Sequence
from typing import Any

from companion.model.errors import InputError


def join(prefix: str, name: str | int) -> str:
    if isinstance(name, int):
        return f"{prefix}[{name}]"
    return f"{prefix}.{name}" if prefix else name


def as_object(value: Any, field: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise InputError(field, "a JSON object", _type_name(value))
    return value


def as_list(value: Any, field: str, *, min_len: int = 0, max_len: int) -> Sequence[Any]:
    if not isinstance(value, list):
        raise InputError(field, "a JSON list", _type_name(value))
    if not min_len <= len(value) <= max_len:
        raise InputError(field, f"a list of {min_len} to {max_len} entries", len(value))
    return value


def get_int(obj: Mapping[str, Any], prefix: str, name: str, lo: int, hi: int, default: int | None = None) -> int:
    field = join(prefix, name)
    if name not in obj:
        if default is None:
            raise InputError(field, f"a whole number from {lo} to {hi} is required")
        return default
    return check_int(obj[name], field, lo, hi)


def check_int(value: Any, field: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            raise InputError(field, f"a whole number from {lo} to {hi}", value)
    if not lo <= value <= hi:
        raise InputError(field, f"a whole number from {lo} to {hi}", value)
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
            raise InputError(field, "true or false is required")
        return default
    value = obj[name]
    if not isinstance(value, bool):
        raise InputError(field, "true or false", value)
    return value


def get_choice(obj: Mapping[str, Any], prefix: str, name: str, choices: Sequence[str], default: str | None = None) -> str:
    field = join(prefix, name)
    if name not in obj:
        if default is None:
            raise InputError(field, "one of " + ", ".join(choices) + " is required")
        return default
    value = obj[name]
    if value not in choices:
        raise InputError(field, "one of " + ", ".join(choices), value)
    return value


def get_optional_choice(obj: Mapping[str, Any], prefix: str, name: str, choices: Sequence[str]) -> str | None:
    value = obj.get(name)
    if value is None:
        return None
    if value not in choices:
        raise InputError(join(prefix, name), "null or one of " + ", ".join(choices), value)
    return value


def get_str(obj: Mapping[str, Any], prefix: str, name: str, default: str = "", max_len: int = 200) -> str:
    value = obj.get(name, default)
    if not isinstance(value, str) or len(value) > max_len:
        raise InputError(join(prefix, name), f"a text of at most {max_len} characters", value)
    return value


def get_keywords(obj: Mapping[str, Any], prefix: str, name: str, allowed: Sequence[str]) -> frozenset[str]:
    """A list of keyword names, each one of `allowed`, case-insensitive."""
    field = join(prefix, name)
    value = obj.get(name, [])
    if not isinstance(value, list):
        raise InputError(field, "a list of keywords from " + ", ".join(allowed), value)
    result = set()
    for index, item in enumerate(value):
        word = item.upper() if isinstance(item, str) else item
        if word not in allowed:
            raise InputError(join(field, index), "one of " + ", ".join(allowed), item)
        result.add(word)
    return frozenset(result)


def _type_name(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a text", bool: "true/false", type(None): "null"}.get(
        type(value), type(value).__name__
    )
