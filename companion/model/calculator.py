"""The contract every calculator of every game fulfils.

A game's model subpackage exposes ``CALCULATORS: dict[str, Calculator]``. The
scenario layer, the CLI and the GUI only ever talk to calculators through this
object, which is why adding a game touches no shared code but the registry.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, TypeVar

Input = TypeVar("Input")
Result = TypeVar("Result")


@dataclass(frozen=True)
class Calculator(Generic[Input, Result]):
    """How one calculator reads, writes and evaluates its inputs.

    - ``parse`` turns the scenario object (the whole JSON object, including the
      ``format``/``game``/``calculator`` keys, which it ignores) into a frozen
      input dataclass, raising ``InputError`` naming the field on bad input.
    - ``dump`` is its inverse: the scenario keys for an input, without
      ``format``/``game``/``calculator``.
    - ``evaluate`` computes the exact result object.
    - ``results`` flattens a result to JSON-ready data: nested dicts and lists
      of ``Fraction``, ``int``, ``str``, ``bool`` or ``None``. Fractions under a
      key starting with ``expected`` are expectations, an ``Amount`` (a Fraction)
      is a quantity such as victory points, and every other Fraction is a
      probability. The scenario layer turns Fractions into "35/216" strings.
    - ``default`` is the input a fresh form starts from.
    """

    name: str
    parse: Callable[[Mapping[str, Any]], Input]
    dump: Callable[[Input], dict[str, Any]]
    evaluate: Callable[[Input], Result]
    results: Callable[[Result], dict[str, Any]]
    default: Callable[[], Input]


@dataclass(frozen=True)
class KnownScenario:
    """A scenario worked by hand: its file object and exact values of its results, by key path.

    Each game's model package exposes one as ``SELF_TEST``; ``companion --self-test``
    runs it through the real window of every build and compares.
    """

    scenario: Mapping[str, Any]
    expected: Mapping[str, Fraction]
    source: str
