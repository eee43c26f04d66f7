"""Hypothesis strategies read from the field declarations: any input a file could hold.

``inputs(Cls)`` draws every declared field of ``Cls`` within what its spec allows (a bound that
depends on an earlier field uses the values drawn so far), builds the object, and rejects a draw
that a rule tying fields together refuses. ``fixed`` replaces the strategy of some fields, for inputs
whose cross-field rules would refuse most random draws.
"""

import dataclasses
from types import SimpleNamespace

from hypothesis import reject
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.fields import (
    Choice,
    ChoiceSet,
    Entries,
    Flag,
    Keywords,
    Nested,
    OptionalChoice,
    OptionalNested,
    OptionalWhole,
    Spec,
    Text,
    Whole,
    declared,
)
from companion.model.ringball.tracker import SIDELESS, CaptainAbility, Event, EventEntry, EventKind, Match, SideSetup
from companion.model.trench_crusade.attack_input import Resistances
from companion.model.warzone.ramming import EnemyModel, FriendlyModel, PathRowSpec, TerrainPiece

MOST_ENTRIES = 3
"""Lists are drawn with at most this many entries more than their minimum, to keep examples small."""


def inputs(cls: type, **fixed: st.SearchStrategy) -> st.SearchStrategy:
    @st.composite
    def build(draw):
        values = {}
        for spec_field in dataclasses.fields(cls):
            if not spec_field.init:
                continue
            if spec_field.name in fixed:
                values[spec_field.name] = draw(fixed[spec_field.name])
            else:
                values[spec_field.name] = draw(for_spec(declared(cls, spec_field.name), SimpleNamespace(**values)))
        try:
            return cls(**values)
        except InputError:
            reject()

    return build()


def for_spec(spec: Spec, owner: SimpleNamespace) -> st.SearchStrategy:
    if isinstance(spec, Whole):
        whole = st.integers(*spec.bounds(owner))
        return st.none() | whole if isinstance(spec, OptionalWhole) else whole
    if isinstance(spec, Flag):
        return st.booleans()
    if isinstance(spec, Choice):
        member = st.sampled_from(list(spec.enum))
        return st.none() | member if isinstance(spec, OptionalChoice) else member
    if isinstance(spec, Text):
        return st.text(max_size=min(spec.max_len, 12))
    if isinstance(spec, Keywords):
        return st.frozensets(st.sampled_from(spec.allowed))
    if isinstance(spec, ChoiceSet):
        return st.frozensets(st.sampled_from([spec.enum(value) for value in spec.values]))
    if isinstance(spec, Nested):
        objects = inputs(spec.cls)
        return st.none() | objects if isinstance(spec, OptionalNested) else objects
    if isinstance(spec, Entries):
        items = for_spec(spec.item, owner)
        return st.lists(items, min_size=spec.lo, max_size=min(spec.hi, spec.lo + MOST_ENTRIES)).map(tuple)
    if isinstance(spec, Resistances):
        amounts = st.integers(spec.lo, spec.hi).filter(bool)
        return st.dictionaries(st.sampled_from(spec.keys), amounts).map(lambda found: tuple(sorted(found.items())))
    if isinstance(spec, PathRowSpec):
        return st.one_of(inputs(EnemyModel), st.just(TerrainPiece()), inputs(FriendlyModel))
    if isinstance(spec, EventEntry):
        return events()
    raise TypeError(f"no strategy for {type(spec).__name__}")


@st.composite
def events(draw):
    """One log event with the keys its type takes."""
    kind = draw(st.sampled_from(list(EventKind)))
    side = None if kind in SIDELESS else draw(st.integers(*declared(Event, "side").range))
    count = draw(st.integers(1, 5)) if kind is EventKind.MODELS_LOST else None
    ability = draw(st.sampled_from(list(CaptainAbility))) if kind is EventKind.CAPTAIN_ABILITY else None
    return Event(kind, side, count, ability)


@st.composite
def matches(draw):
    """A match as the tracker records it: events one by one, stopping at the first the rules refuse."""
    match = Match(tuple(draw(inputs(SideSetup, models=st.integers(4, 30))) for _ in range(2)))
    for event in draw(st.lists(events(), max_size=12)):
        try:
            match = match.record(event)
        except InputError:
            break
    return match
