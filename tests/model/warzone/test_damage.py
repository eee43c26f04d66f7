"""The d20 damage test and the damage-test chart, against every D20 face."""

import itertools
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.warzone import CALCULATORS
from companion.model.warzone.d20 import roll_under, wound_chance, wound_distribution
from companion.model.warzone.damage import DamageInput, chart_ars, damage_curve, evaluate

F = Fraction
DAMAGE = CALCULATORS["damage"]
HEADER = {"format": 1, "game": "warzone", "calculator": "damage"}


def face_wounds(face, dam, ar):
    """Armour test: a roll at or under AR - DAM saves; natural 1 saves, natural 20 wounds."""
    if face == 1:
        return False
    if face == 20:
        return True
    return face > ar - dam


def test_wound_chance_counts_the_d20_faces():
    for dam in range(0, 41):
        for ar in range(0, 41):
            wounding = sum(face_wounds(face, dam, ar) for face in range(1, 21))
            assert wound_chance(dam, ar) == F(wounding, 20), (dam, ar)


@pytest.mark.parametrize("dam, ar, expected", [
    (10, 22, F(8, 20)),   # 20 + 10 - 22 = 8: faces 13-20 wound, a 12 (= AR - DAM) saves
    (8, 28, F(1, 20)),    # 0, clamped: only a natural 20 wounds
    (30, 5, F(19, 20)),   # 45, clamped: a natural 1 still saves
    (12, 12, F(19, 20)),  # 20: every face but the 1
    (0, 20, F(1, 20)),    # 0: the natural 20 only
    (7, 20, F(7, 20)),
])
def test_reference_wound_chances(dam, ar, expected):
    assert wound_chance(dam, ar) == expected


@pytest.mark.parametrize("target, expected", [(-3, F(1, 20)), (1, F(1, 20)), (8, F(2, 5)), (19, F(19, 20)),
                                              (25, F(19, 20))])
def test_roll_under(target, expected):
    assert roll_under(target) == expected


@pytest.mark.parametrize("dam, multiplier, ar, cap", [(10, 3, 22, 1), (10, 3, 22, 2), (9, 2, 30, 3), (12, 1, 18, 1),
                                                      (14, 3, 25, 5)])
def test_wound_distribution_against_every_d20(dam, multiplier, ar, cap):
    counts = [0] * (cap + 1)
    for faces in product(range(1, 21), repeat=multiplier):
        counts[min(cap, sum(face_wounds(face, dam, ar) for face in faces))] += 1
    expected = {k: F(n, 20**multiplier) for k, n in enumerate(counts)}
    assert wound_distribution(dam, multiplier, ar, cap) == expected


def test_chart_runs_over_ar_15_to_35():
    curve = damage_curve(12, 2, 2)
    assert [point.ar for point in curve] == list(range(15, 36))
    # AR 15: 20 + 12 - 15 = 17 -> 17/20 each; two tests: at least one = 1 - (3/20)^2,
    # removing a W 2 model = (17/20)^2.
    assert curve[0].p_wound == F(17, 20)
    assert curve[0].at_least_one == 1 - F(9, 400)
    assert curve[0].removed == F(289, 400)
    # AR 35: 20 + 12 - 35 = -3 -> 1/20 each.
    assert curve[-1].removed == F(1, 400)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 40), st.integers(1, 10), st.integers(1, 20))
def test_chart_properties(dam, multiplier, w):
    curve = damage_curve(dam, multiplier, w)
    for point in curve:
        assert point.removed <= point.at_least_one
        assert sum(wound_distribution(dam, multiplier, point.ar, w).values()) == 1
    for easier, harder in itertools.pairwise(curve):
        assert harder.at_least_one <= easier.at_least_one
        assert harder.removed <= easier.removed
    more = damage_curve(dam, multiplier + 1, w)
    assert all(m.at_least_one >= p.at_least_one and m.removed >= p.removed for m, p in zip(more, curve, strict=True))
    if multiplier < w:
        assert all(point.removed == 0 for point in curve)


def test_calculator_results():
    data = HEADER | {"dam": 10, "multiplier": 3, "ar": 22, "w": 2}
    results = DAMAGE.results(DAMAGE.evaluate(DAMAGE.parse(data)))
    # 2/5 each: P(0) = 27/125, P(1) = 3 x 2/5 x 9/25 = 54/125, P(2+) = 44/125.
    assert results["wound_distribution"] == {0: F(27, 125), 1: F(54, 125), 2: F(44, 125)}
    assert results["at_least_one"] == F(98, 125)
    assert results["removed"] == F(44, 125)
    assert len(results["curve"]) == 21


@settings(max_examples=30, deadline=None)
@given(st.builds(DamageInput, dam=st.integers(0, 40), multiplier=st.integers(1, 20), ar=st.integers(0, 40),
                 w=st.integers(1, 20)))
def test_round_trip(inputs):
    assert DAMAGE.parse(HEADER | DAMAGE.dump(inputs)) == inputs


@pytest.mark.parametrize("data, field", [
    ({"dam": -1, "ar": 20}, "dam"),
    ({"dam": 10, "ar": -1}, "ar"),
    ({"dam": 10, "ar": 20, "multiplier": 0}, "multiplier"),
    ({"dam": 10, "ar": 20, "w": 0}, "w"),
    ({"ar": 20}, "dam"),
])
def test_bad_input(data, field):
    with pytest.raises(InputError) as error:
        DAMAGE.parse(HEADER | data)
    assert error.value.field == field


@pytest.mark.parametrize("ar, expected", [(24, range(15, 36)), (15, range(13, 36)), (10, range(8, 36)),
                                          (0, range(0, 36)), (34, range(15, 37)), (40, range(15, 41))])
def test_the_chart_always_shows_the_chosen_ar(ar, expected):
    assert chart_ars(ar) == expected
    assert [point.ar for point in evaluate(DamageInput(ar=ar)).curve] == list(expected)
