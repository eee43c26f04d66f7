"""One declaration per input field drives reading a file, writing it, and the model's own check.

The mechanism on a small declared dataclass first; then, for a sample of real fields of every game,
the file error names the declared range, the dataclass refuses the same value with the same error,
and the declared extreme values survive writing and reading; last, a hypothesis property that
reading what was written gives the input back, for every calculator of every game.
"""

import dataclasses
import json
from dataclasses import dataclass
from enum import StrEnum

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion import games
from companion.model.errors import InputError
from companion.model.fields import (
    LIST_OF_ENTRIES,
    ONE_OF,
    REQUIRED,
    TRUE_OR_FALSE,
    WHOLE_NUMBER,
    check_fields,
    choice,
    declared,
    dump_object,
    entries,
    file_keys,
    flag,
    nested,
    optional_whole,
    read_object,
    text,
    whole,
)
from companion.model.ringball.tracker import Match
from companion.model.trench_crusade.attack_input import Attack, AttackKind, SuccessSources
from companion.model.trench_crusade.blast import BlastInput
from companion.model.trench_crusade.compare import CompareInput, Loadout, NamedTarget
from companion.model.trench_crusade.melee_shot import MeleeShotInput
from companion.model.trench_crusade.sequence import SequenceInput
from companion.scenario import Scenario, parse_scenario, scenario_to_json
from tests.model.declared import inputs, matches

# --- the mechanism -------------------------------------------------------------------


class Colour(StrEnum):
    RED = "red"
    BLUE = "blue"


@dataclass(frozen=True)
class Part:
    size: int = whole(1, 5)
    shiny: bool = flag()


@dataclass(frozen=True)
class Sample:
    name: str = text(8, start=REQUIRED)
    count: int = whole(0, 10, start=3)
    colour: Colour = choice(Colour, default=Colour.RED)
    spare: int | None = optional_whole(1, 9, omit_none=True)
    within: int = whole(0, lambda sample: sample.count, default=0)
    weight: int = whole(0, 9, default=0, key="kg")
    derived: bool = flag(in_file=False)
    part: Part = nested(Part, default=Part(1), closed=True)
    parts: tuple[Part, ...] = entries(Part, 0, 2, default=())

    def __post_init__(self):
        check_fields(self, "sample")


def read(data: dict) -> Sample:
    return read_object(Sample, data, "sample")


def refused(function, *args, **kwargs) -> InputError:
    with pytest.raises(InputError) as caught:
        function(*args, **kwargs)
    return caught.value


def test_a_file_gets_the_defaults_and_code_starts_from_start():
    assert read({"count": 4, "name": "x"}) == Sample(count=4, name="x")
    assert read({"count": 4, "name": "x", "kg": 5}).weight == 5
    assert Sample(name="x").count == 3  # `start`; a file must say how many
    error = refused(read, {"name": "x"})
    assert (error.field, error.allowed, error.arguments) == ("sample.count", "a whole number from {0} to {1} is required",
                                                             (0, 10))
    with pytest.raises(TypeError):
        Sample()  # name: required in code too


def test_a_file_and_code_are_refused_with_the_same_error():
    for key, value, template, args in [("count", 11, WHOLE_NUMBER, (0, 10)), ("count", True, WHOLE_NUMBER, (0, 10)),
                                       ("colour", "green", ONE_OF, ("red, blue",)),
                                       ("derived", 1, TRUE_OR_FALSE, ())]:
        built = refused(Sample, name="x", **{key: value})
        assert (built.field, built.allowed, built.arguments, built.got) == (f"sample.{key}", template, args, value)
        if key != "derived":
            from_file = refused(read, {"count": 4, "name": "x", key: value})
            assert (from_file.field, from_file.allowed, from_file.arguments, from_file.got) == (
                built.field, built.allowed, built.arguments, built.got)


def test_a_bound_may_depend_on_an_earlier_field():
    assert read({"count": 2, "within": 2, "name": "x"}).within == 2
    for error in (refused(read, {"count": 2, "within": 3, "name": "x"}), refused(Sample, count=2, within=3, name="x")):
        assert (error.field, error.arguments) == ("sample.within", (0, 2))
    with pytest.raises(TypeError):
        declared(Sample, "within").range  # noqa: B018 (no fixed range to give a spin box)


def test_nested_objects_and_lists_are_checked_under_their_path():
    error = refused(read, {"count": 1, "name": "x", "parts": [{"size": 1}, {"size": 6}]})
    assert (error.field, error.arguments, error.got) == ("sample.parts[1].size", (1, 5), 6)
    error = refused(Sample, name="x", parts=(Part(1), Part(6)))
    assert (error.field, error.arguments, error.got) == ("sample.parts[1].size", (1, 5), 6)
    error = refused(Sample, name="x", parts=(Part(1),) * 3)
    assert (error.field, error.allowed, error.arguments, error.got) == ("sample.parts", LIST_OF_ENTRIES, (0, 2), 3)
    error = refused(read, {"count": 1, "name": "x", "part": {"size": 1, "colour": "red"}})
    assert (error.field, error.arguments, error.got) == ("sample.part", ("size, shiny",), ["colour"])


def test_writing_follows_the_declaration():
    sample = Sample(count=4, name="x", weight=2, derived=True, parts=(Part(2, True),))
    assert dump_object(sample) == {"name": "x", "count": 4, "colour": "red", "within": 0, "kg": 2,
                                   "part": {"size": 1, "shiny": False}, "parts": [{"size": 2, "shiny": True}]}
    assert list(dump_object(sample)) == [key for key in file_keys(Sample) if key != "spare"]  # None: left out
    assert dump_object(dataclasses.replace(sample, spare=9))["spare"] == 9
    assert read(dump_object(sample)) == dataclasses.replace(sample, derived=False)  # not in the file


# --- one declaration per real field ----------------------------------------------------

HEADER = {"format": 1}
SAMPLES = [
    # (base scenario, path of the key in the file, path of the field in the input)
    ({"game": "warzone", "calculator": "ramming", "vehicle": {"sz": 4, "ld": 12, "ar": 28, "w": 3},
      "path": [{"kind": "model", "sz": 2, "ar": 22, "w": 1, "ld": 11}]}, ("vehicle", "sz"), ("vehicle", "sz")),
    ({"game": "warzone", "calculator": "ramming", "vehicle": {"sz": 4, "ld": 12, "ar": 28, "w": 3},
      "path": [{"kind": "model", "sz": 2, "ar": 22, "w": 1, "ld": 11}]}, ("path", 0, "ar"), ("path", 0, "ar")),
    ({"game": "warzone", "calculator": "damage", "dam": 12, "ar": 24}, ("multiplier",), ("multiplier",)),
    ({"game": "warzone", "calculator": "victory-points", "game_size": 500,
      "armies": [{"models": [{"pc": 17}]}, {}]}, ("armies", 0, "models", 0, "count"), ("armies", 0, "models", 0, "count")),
    ({"game": "warzone", "calculator": "radioactive", "turn": 3}, ("models",), ("models",)),
    ({"game": "ringball", "calculator": "steal", "attacker": {"attacks": 1, "fight": 4, "strength": 4},
      "carrier": {"attacks": 2, "fight": 3, "strength": 3}}, ("attacker", "might"), ("attacker", "might")),
    ({"game": "ringball", "calculator": "throw", "thrower": {"shoot": 4}, "interceptors": [{"shoot": 4}]},
     ("interceptors", 0, "shoot"), ("interceptors", 0, "shoot")),
    ({"game": "ringball", "calculator": "courage", "courage": 3}, ("courage",), ("courage",)),
    ({"game": "lustria", "calculator": "shooting", "shots": 10, "bs": 3, "strength": 4, "toughness": 3},
     ("shots",), ("shots",)),
    ({"game": "lustria", "calculator": "encounter", "unit": {"models": 10, "under_template": 2, "toughness": 3}},
     ("unit", "leadership"), ("unit", "leadership")),
    ({"game": "trench-crusade", "calculator": "attack", "target": {}}, ("target", "blood_markers"),
     ("target", "blood_markers")),
    ({"game": "trench-crusade", "calculator": "attack", "attack": {"hit_sources": {}}},
     ("attack", "hit_sources", "characteristic"), ("attack", "sources", "characteristic")),
    ({"game": "trench-crusade", "calculator": "sequence", "attacks": 3}, ("attacks",), ("attacks",)),
]


def spec_at(inputs, path):
    """The declaration of the field at `path` in the input."""
    holder = inputs
    for step in path[:-1]:
        holder = holder[step] if isinstance(step, int) else getattr(holder, step)
    return declared(type(holder), path[-1])


def rebuilt(node, path, value):
    """The input with the field at `path` set to `value`, every object on the way built again."""
    if not path:
        return value
    step, rest = path[0], path[1:]
    if isinstance(step, int):
        return node[:step] + (rebuilt(node[step], rest, value),) + node[step + 1:]
    return dataclasses.replace(node, **{step: rebuilt(getattr(node, step), rest, value)})


def with_key(data, path, value):
    data = json.loads(json.dumps(data))
    holder = data
    for step in path[:-1]:
        holder = holder[step]
    holder[path[-1]] = value
    return data


@pytest.mark.parametrize("base, key_path, field_path", SAMPLES, ids=[".".join(map(str, s[1])) for s in SAMPLES])
def test_one_declaration_drives_reading_checking_and_writing(base, key_path, field_path):
    scenario = parse_scenario(HEADER | base)
    lo, hi = spec_at(scenario.inputs, field_path).range
    shown = ".".join(str(step) for step in key_path).replace(".0", "[0]")
    for outside in (lo - 1, hi + 1):
        from_file = refused(parse_scenario, with_key(HEADER | base, key_path, outside))
        assert (from_file.field, from_file.allowed, from_file.arguments, from_file.got) == (
            shown, WHOLE_NUMBER, (lo, hi), outside)
        built = refused(rebuilt, scenario.inputs, field_path, outside)
        assert (built.field, built.allowed, built.arguments, built.got) == (shown, WHOLE_NUMBER, (lo, hi), outside)
    for inside in (lo, hi):
        edge = parse_scenario(with_key(HEADER | base, key_path, inside))
        assert edge.inputs == rebuilt(scenario.inputs, field_path, inside)
        assert parse_scenario(json.loads(json.dumps(scenario_to_json(edge)))) == edge


# --- reading what was written gives the input back, for every calculator ------------------


def no_spending(**fixed):
    return inputs(Attack, blood_markers_spent=st.just(0), blessing_markers_spent=st.just(0),
                  bloodbath=st.just(False), **fixed)


NAMES = st.text("ABCabc 12", min_size=1, max_size=6).filter(str.strip)
NO_FEAR = inputs(SuccessSources, target_fear=st.just(False))
STRATEGIES = {
    # Inputs whose rules refuse most random draws are drawn closer to what those rules allow.
    SequenceInput: inputs(SequenceInput, attack=no_spending(), off_hand=st.none() | no_spending(kind=st.just(
        AttackKind.MELEE))),
    BlastInput: inputs(BlastInput, attack=no_spending()),
    MeleeShotInput: inputs(MeleeShotInput, attack=no_spending(kind=st.just(AttackKind.RANGED))),
    CompareInput: inputs(CompareInput, loadouts=st.lists(inputs(Loadout, name=NAMES, attack=no_spending(sources=NO_FEAR)),
                                                         min_size=1, max_size=3, unique_by=lambda loadout: loadout.name)
                         .map(tuple),
                         targets=st.lists(inputs(NamedTarget, name=NAMES), min_size=1, max_size=3,
                                          unique_by=lambda named: named.name).map(tuple)),
    Match: matches(),
}
CALCULATORS = [(game.id, name, calculator) for game in games.GAMES for name, calculator in game.calculators().items()]


@pytest.mark.parametrize("game, name, calculator", CALCULATORS, ids=[f"{g}-{n}" for g, n, _ in CALCULATORS])
def test_reading_what_was_written_gives_the_input_back(game, name, calculator):
    kind = type(calculator.default())

    @settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
    @given(STRATEGIES.get(kind, inputs(kind)))
    def round_trip(value):
        text = json.dumps(scenario_to_json(Scenario(game, name, value)))
        assert parse_scenario(json.loads(text)).inputs == value

    round_trip()
