"""Input fields declared once: what each may hold, what a file that leaves it out means, how it is written.

An input dataclass declares each of its fields with a spec, a small immutable object kept in the
field's metadata:

    @dataclass(frozen=True)
    class Vehicle:
        sz: int = whole(1, 10)                # a whole number from 1 to 10, required in a file
        w: int = whole(1, 20, default=1)      # a file that leaves "w" out means 1
        flying: bool = flag()                 # true or false; false when left out

        def __post_init__(self) -> None:
            check_fields(self, "vehicle")

That one declaration drives four things:

- reading a file: ``read_object(Vehicle, obj, "vehicle", closed=True)`` reads a JSON object, naming the
  field it fails on (``vehicle.sz: a whole number from 1 to 10 (got 500)``); ``closed`` refuses keys
  that are not declared (usually typos);
- writing one: ``dump_object(vehicle)`` gives the keys back, in the declared order;
- the model's own check: ``check_fields(vehicle, "vehicle")`` refuses a value built in code with the
  same InputError a file gets (a field nested in another is checked by its container, under its path);
- the forms: ``declared(Vehicle, "sz").range`` is the spin box's range.

The declarations:

======================================  ================================================================
``whole(lo, hi)``, ``optional_whole``   a whole number (optional: null, also when left out, means None)
``flag()``                              true or false
``choice(Enum)``, ``optional_choice``   a member of the enum, written as its value
``text(max_len)``                       a text of at most ``max_len`` characters
``keywords(names)``, ``choice_set``     a set of names or members, written as a list
``nested(Cls)``, ``optional_nested``    an object of another declared dataclass
``entries(item, lo, hi)``               a list of ``lo`` to ``hi`` entries, held as a tuple
======================================  ================================================================

``default`` is what a file that leaves the key out means (the "default" of docs/scenario-format.md);
without one the key is required. ``start`` is the value an input built in code starts with, when that
differs (a fresh form starts from a typical unit, a file must say which); ``start=REQUIRED`` makes the
field required in code too. ``key`` names the file's key when it is not the field's name, and
``omit_none`` leaves the key out of a written file while the value is None. A bound that depends on
an earlier field is a function of the object: ``whole(0, lambda unit: unit.models)``.

A file key that the dataclass holds otherwise (a keyword list that sets several flags, a net of named
sources) is read by the game's schema code, and ``flag(in_file=False)`` marks a field set that way; a
shape of its own (path rows whose kind picks their keys, a saving throw) is a small subclass of
``Spec``. Rules that tie fields together (a Bloodbath needs the markers) stay explicit code in
``__post_init__``.

JSON booleans are rejected where numbers are expected, because Python counts ``True`` as the integer 1;
a JSON 3.0 is read as 3, while code must give an int.
"""

import dataclasses
from collections.abc import Callable, Collection, Mapping, Sequence
from enum import Enum
from functools import cache
from types import SimpleNamespace
from typing import Any

from companion.model.errors import QT_TRANSLATE_NOOP, InputError, Words

# Templates several readers share (each a translatable text in context "InputError").
WHOLE_NUMBER = QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1}")
TRUE_OR_FALSE = QT_TRANSLATE_NOOP("InputError", "true or false")
ONE_OF = QT_TRANSLATE_NOOP("InputError", "one of {0}")
NULL_OR_ONE_OF = QT_TRANSLATE_NOOP("InputError", "null or one of {0}")
TEXT_OF_AT_MOST = QT_TRANSLATE_NOOP("InputError", "a text of at most {0} characters")
LIST_OF_ENTRIES = QT_TRANSLATE_NOOP("InputError", "a list of {0} to {1} entries")
KEYWORDS_FROM = QT_TRANSLATE_NOOP("InputError", "keywords from {0}")


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()
"""As a `default`: the file must hold the key. As a `start`: code must give the value."""

_SAME: Any = object()  # `start` not given: an input built in code starts from the file's default
_SPEC = "companion.model.fields.spec"

Bound = int | Callable[[Any], int]


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


def check_int(value: Any, field: str, lo: int, hi: int) -> int:
    """A whole number read from a file (a JSON 3.0 counts as 3)."""
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            raise InputError(field, WHOLE_NUMBER, value, args=(lo, hi))
    if not lo <= value <= hi:
        raise InputError(field, WHOLE_NUMBER, value, args=(lo, hi))
    return value


def get_choice(obj: Mapping[str, Any], prefix: str, name: str, choices: Sequence[str]) -> str:
    """A required id from `choices` that is not an enum's (a game id, a calculator name)."""
    field = join(prefix, name)
    if name not in obj:
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "one of {0} is required"), args=(", ".join(choices),))
    value = obj[name]
    if value not in choices:
        raise InputError(field, ONE_OF, value, args=(", ".join(choices),))
    return value


# --- The specs --------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, kw_only=True)
class Spec:
    """What one field may hold: read from a file, checked in code, written back.

    `default` is the value of a key a file leaves out (REQUIRED: the key must be there); `key` is the
    file's key when it is not the field's name; `in_file` False marks a field the schema sets from other
    keys; `omit_none` leaves the key out of a written file while the value is None. The `owner` the
    methods take is the object the field belongs to (while a file is read, its fields read so far),
    for a bound that depends on them.
    """

    default: Any = REQUIRED
    key: str = ""
    in_file: bool = True
    omit_none: bool = False

    def read(self, obj: Mapping[str, Any], prefix: str, key: str, owner: Any = None) -> Any:
        """The field's value from the object `obj` of a file (at `prefix`), or its default."""
        field = join(prefix, key)
        if key in obj:
            return self.parse(obj[key], field, owner)
        if self.default is REQUIRED:
            self.missing(field, owner)
        return self.default

    @property
    def range(self) -> tuple[int, int]:
        """The bounds of a field that has numbers for them (a whole number, a list's length), for a spin box."""
        raise TypeError(f"a {type(self).__name__} field has no range")

    def parse(self, value: Any, field: str, owner: Any = None) -> Any:
        """A value found in a file, as the field holds it; InputError naming `field` if not allowed."""
        raise NotImplementedError

    def missing(self, field: str, owner: Any) -> None:
        """Refuse a file that leaves out a required key."""
        self.parse(None, field, owner)

    def check(self, value: Any, field: str, owner: Any = None) -> None:
        """Refuse a value built in code that a file could not hold."""
        raise NotImplementedError

    def dump(self, value: Any) -> Any:
        return value


@dataclasses.dataclass(frozen=True)
class Whole(Spec):
    """A whole number from `lo` to `hi`; a bound may be a function of the object (its earlier fields)."""

    lo: Bound
    hi: Bound

    @property
    def range(self) -> tuple[int, int]:
        """The bounds, for a spin box; only for bounds that are numbers."""
        if callable(self.lo) or callable(self.hi):
            raise TypeError("this range depends on other fields")
        return self.lo, self.hi

    def bounds(self, owner: Any) -> tuple[int, int]:
        lo, hi = self.lo, self.hi
        return lo(owner) if callable(lo) else lo, hi(owner) if callable(hi) else hi

    def parse(self, value, field, owner=None):
        return check_int(value, field, *self.bounds(owner))

    def missing(self, field, owner):
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1} is required"),
                         args=self.bounds(owner))

    def check(self, value, field, owner=None):
        lo, hi = self.bounds(owner)
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise InputError(field, WHOLE_NUMBER, value, args=(lo, hi))


@dataclasses.dataclass(frozen=True)
class OptionalWhole(Whole):
    """A whole number from `lo` to `hi`, or null (also when the key is left out)."""

    def parse(self, value, field, owner=None):
        return None if value is None else super().parse(value, field, owner)

    def check(self, value, field, owner=None):
        if value is not None:
            super().check(value, field, owner)


@dataclasses.dataclass(frozen=True)
class Flag(Spec):
    """True or false."""

    def parse(self, value, field, owner=None):
        if not isinstance(value, bool):
            raise InputError(field, TRUE_OR_FALSE, value)
        return value

    def missing(self, field, owner):
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "true or false is required"))

    def check(self, value, field, owner=None):
        if not isinstance(value, bool):
            raise InputError(field, TRUE_OR_FALSE, value)


@dataclasses.dataclass(frozen=True)
class Choice(Spec):
    """One member of `enum`, written as its value."""

    enum: type[Enum]

    @property
    def values(self) -> list[str]:
        return [member.value for member in self.enum]

    def parse(self, value, field, owner=None):
        if value not in self.values:
            raise InputError(field, ONE_OF, value, args=(", ".join(self.values),))
        return self.enum(value)

    def missing(self, field, owner):
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "one of {0} is required"), args=(", ".join(self.values),))

    def check(self, value, field, owner=None):
        if not isinstance(value, self.enum):
            raise InputError(field, ONE_OF, value, args=(", ".join(self.values),))

    def dump(self, value):
        return value.value


@dataclasses.dataclass(frozen=True)
class OptionalChoice(Choice):
    """One member of `enum`, or null (also when the key is left out)."""

    def parse(self, value, field, owner=None):
        if value is None:
            return None
        if value not in self.values:
            raise InputError(field, NULL_OR_ONE_OF, value, args=(", ".join(self.values),))
        return self.enum(value)

    def check(self, value, field, owner=None):
        if value is not None and not isinstance(value, self.enum):
            raise InputError(field, NULL_OR_ONE_OF, value, args=(", ".join(self.values),))

    def dump(self, value):
        return None if value is None else value.value


@dataclasses.dataclass(frozen=True)
class Text(Spec):
    """A text of at most `max_len` characters."""

    max_len: int

    def parse(self, value, field, owner=None):
        if not isinstance(value, str) or len(value) > self.max_len:
            raise InputError(field, TEXT_OF_AT_MOST, value, args=(self.max_len,))
        return value

    def check(self, value, field, owner=None):
        self.parse(value, field)


@dataclasses.dataclass(frozen=True)
class Keywords(Spec):
    """A set of keyword names from `allowed`, written as a list in that order; read case-insensitively."""

    allowed: tuple[str, ...]

    def parse(self, value, field, owner=None):
        if not isinstance(value, list):
            raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a list of keywords from {0}"), value,
                             args=(", ".join(self.allowed),))
        result = set()
        for index, item in enumerate(value):
            word = item.upper() if isinstance(item, str) else item
            if word not in self.allowed:
                raise InputError(join(field, index), ONE_OF, item, args=(", ".join(self.allowed),))
            result.add(word)
        return frozenset(result)

    def check(self, value, field, owner=None):
        if not isinstance(value, frozenset):
            raise InputError(field, KEYWORDS_FROM, value, args=(", ".join(self.allowed),))
        unknown = value - set(self.allowed)
        if unknown:
            raise InputError(field, KEYWORDS_FROM, sorted(unknown), args=(", ".join(self.allowed),))

    def dump(self, value):
        return [word for word in self.allowed if word in value]


@dataclasses.dataclass(frozen=True)
class ChoiceSet(Spec):
    """A set of members of `enum` (only those in `allowed`, if given), written as a list of values."""

    enum: type[Enum]
    allowed: Collection[Enum] = ()

    @property
    def values(self) -> list[str]:
        return [member.value for member in self.enum if not self.allowed or member in self.allowed]

    def parse(self, value, field, owner=None):
        items = as_list(value, field, max_len=len(self.enum))
        for index, item in enumerate(items):
            if item not in self.values:
                raise InputError(join(field, index), ONE_OF, item, args=(", ".join(self.values),))
        return frozenset(self.enum(item) for item in items)

    def check(self, value, field, owner=None):
        if not isinstance(value, frozenset) or not all(isinstance(v, self.enum) and v.value in self.values for v in value):
            raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a set of {0}"), value, args=(", ".join(self.values),))

    def dump(self, value):
        return [member.value for member in self.enum if member in value]


@dataclasses.dataclass(frozen=True)
class Nested(Spec):
    """An object of the declared dataclass `cls`; `closed` refuses keys it does not declare."""

    cls: type
    closed: bool = False

    def parse(self, value, field, owner=None):
        return read_object(self.cls, as_object(value, field), field, closed=self.closed)

    def check(self, value, field, owner=None):
        if not isinstance(value, self.cls):
            raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a {0}"), value, args=(self.cls.__name__,))
        check_fields(value, field)

    def dump(self, value):
        return dump_object(value)


@dataclasses.dataclass(frozen=True)
class OptionalNested(Nested):
    """An object of the declared dataclass `cls`, or null (also when the key is left out)."""

    def parse(self, value, field, owner=None):
        return None if value is None else super().parse(value, field, owner)

    def check(self, value, field, owner=None):
        if value is None:
            return
        if not isinstance(value, self.cls):
            raise InputError(field, QT_TRANSLATE_NOOP("InputError", "null or a {0}"), value, args=(self.cls.__name__,))
        check_fields(value, field)

    def dump(self, value):
        return None if value is None else dump_object(value)


@dataclasses.dataclass(frozen=True)
class Entries(Spec):
    """A list of `lo` to `hi` entries, each read, checked and written by `item`; held as a tuple."""

    item: Spec
    lo: int
    hi: int

    @property
    def range(self) -> tuple[int, int]:
        return self.lo, self.hi

    def parse(self, value, field, owner=None):
        items = as_list(value, field, min_len=self.lo, max_len=self.hi)
        return tuple(self.item.parse(item, join(field, index), owner) for index, item in enumerate(items))

    def check(self, value, field, owner=None):
        if not isinstance(value, tuple):
            raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a {0}"), value, args=("tuple",))
        if not self.lo <= len(value) <= self.hi:
            raise InputError(field, LIST_OF_ENTRIES, len(value), args=(self.lo, self.hi))
        for index, item in enumerate(value):
            self.item.check(item, join(field, index), owner)

    def dump(self, value):
        return [self.item.dump(item) for item in value]


# --- Declaring fields -------------------------------------------------------------------


def declare(spec: Spec, start: Any = _SAME, *, kw_only: bool = False) -> Any:
    """A dataclass field holding `spec`; it starts from `start`, or else from the spec's default."""
    value = spec.default if start is _SAME else start
    default = dataclasses.MISSING if value is REQUIRED else value
    return dataclasses.field(default=default, metadata={_SPEC: spec}, kw_only=kw_only)


def whole(lo: Bound, hi: Bound, *, default: Any = REQUIRED, start: Any = _SAME, key: str = "") -> Any:
    return declare(Whole(lo, hi, default=default, key=key), start)


def optional_whole(lo: int, hi: int, *, start: Any = _SAME, omit_none: bool = False) -> Any:
    return declare(OptionalWhole(lo, hi, default=None, omit_none=omit_none), start)


def flag(*, default: bool = False, start: Any = _SAME, in_file: bool = True) -> Any:
    return declare(Flag(default=default, in_file=in_file), start)


def choice(enum: type[Enum], *, default: Any = REQUIRED, start: Any = _SAME, key: str = "") -> Any:
    return declare(Choice(enum, default=default, key=key), start)


def optional_choice(enum: type[Enum], *, start: Any = _SAME, omit_none: bool = False) -> Any:
    return declare(OptionalChoice(enum, default=None, omit_none=omit_none), start)


def text(max_len: int, *, default: str = "", start: Any = _SAME, kw_only: bool = False) -> Any:
    return declare(Text(max_len, default=default), start, kw_only=kw_only)


def keywords(allowed: tuple[str, ...]) -> Any:
    return declare(Keywords(allowed, default=frozenset()))


def choice_set(enum: type[Enum], *, allowed: Collection[Enum] = (), key: str = "") -> Any:
    return declare(ChoiceSet(enum, allowed, default=frozenset(), key=key))


def nested(cls: type, *, default: Any = REQUIRED, start: Any = _SAME, closed: bool = False, key: str = "") -> Any:
    return declare(Nested(cls, closed, default=default, key=key), start)


def optional_nested(cls: type, *, start: Any = _SAME, omit_none: bool = False) -> Any:
    return declare(OptionalNested(cls, default=None, omit_none=omit_none), start)


def entries(item: "Spec | type", lo: int, hi: int, *, default: Any = REQUIRED, start: Any = _SAME) -> Any:
    """A list field; `item` is a spec, or a declared dataclass (each entry an object of it)."""
    spec = item if isinstance(item, Spec) else Nested(item)
    return declare(Entries(spec, lo, hi, default=default), start)


# --- Using the declarations -------------------------------------------------------------


@cache
def _declared(cls: type) -> tuple[tuple[str, str, Spec], ...]:
    """(attribute, file key, spec) of each declared field of `cls`, in declared order."""
    found = []
    for spec_field in dataclasses.fields(cls):
        spec = spec_field.metadata.get(_SPEC)
        if spec is not None:
            found.append((spec_field.name, spec.key or spec_field.name, spec))
    return tuple(found)


def declared(cls: type, name: str) -> Spec:
    """The spec of field `name` of `cls` (for its range, its choices, its default)."""
    for attribute, _, spec in _declared(cls):
        if attribute == name:
            return spec
    raise KeyError(f"{cls.__name__}.{name} is not a declared field")


def file_keys(cls: type) -> tuple[str, ...]:
    """The keys an object of `cls` has in a file, in declared order."""
    return tuple(key for _, key, spec in _declared(cls) if spec.in_file)


def only_keys(obj: Mapping[str, Any], prefix: str, allowed: Sequence[str]) -> None:
    """Refuse a closed object's unknown keys (usually a typo) rather than ignoring them."""
    unknown = set(obj) - set(allowed)
    if unknown:
        raise InputError(prefix, QT_TRANSLATE_NOOP("InputError", "only the keys {0}"),
                         sorted(unknown), args=(", ".join(allowed),))


def read_fields(cls: type, obj: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """The values of `cls`'s declared file keys in the object `obj`, by attribute name, in declared order."""
    values: dict[str, Any] = {}
    for name, key, spec in _declared(cls):
        if spec.in_file:
            values[name] = spec.read(obj, prefix, key, SimpleNamespace(**values))
    return values


def read_field(cls: type, name: str, obj: Mapping[str, Any], prefix: str = "") -> Any:
    """One declared field of `cls` from the object `obj`, for a schema that reads an object key by key."""
    for attribute, key, spec in _declared(cls):
        if attribute == name:
            return spec.read(obj, prefix, key)
    raise KeyError(f"{cls.__name__}.{name} is not a declared field")


def read_object(cls: type, obj: Mapping[str, Any], prefix: str = "", *, closed: bool = False) -> Any:
    """An object of `cls` from the JSON object `obj` found at `prefix`."""
    if closed:
        only_keys(obj, prefix, file_keys(cls))
    return cls(**read_fields(cls, obj, prefix))


def dump_object(value: Any) -> dict[str, Any]:
    """The file keys of a declared dataclass object, in declared order."""
    data = {}
    cls: type = type(value)
    for name, key, spec in _declared(cls):
        held = getattr(value, name)
        if spec.in_file and not (spec.omit_none and held is None):
            data[key] = spec.dump(held)
    return data


def check_fields(value: Any, prefix: str = "") -> None:
    """Refuse, naming the field under `prefix`, any declared field of `value` that a file could not hold."""
    cls: type = type(value)
    for name, key, spec in _declared(cls):
        spec.check(getattr(value, name), f"{prefix}.{key}" if prefix else key, value)


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
