"""Lustria shooting: hand-worked volleys, a brute-force enumerator, properties,
bad input and the scenario contract of issue 6."""

import itertools
from fractions import Fraction as F
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.lustria import CALCULATORS
from companion.model.lustria.shooting import HitModifiers, Powder, ShootingInput, evaluate, p_weapon_lost_within

SHOOTING = CALCULATORS["shooting"]
HEADER = {"format": 1, "game": "lustria", "calculator": "shooting"}
CONTRACT = {
    "format": 1,
    "game": "lustria",
    "calculator": "shooting",
    "shots": 10,
    "bs": 3,
    "hit_modifier": -1,
    "strength": 4,
    "toughness": 3,
    "save": 5,
    "armour_piercing": True,
    "ward": None,
    "wounds": 1,
    "black_powder": True,
}


def volley(**changes):
    base = dict(shots=10, bs=3, hit_modifier=0, modifiers=None, strength=4, toughness=3, save=None, ward=None)
    base.update(changes)
    base.setdefault("armour_piercing", False)
    base.setdefault("black_powder", False)
    return ShootingInput(**base)


# ---- hand-worked values -------------------------------------------------------


def test_contract_volley_by_hand():
    result = SHOOTING.evaluate(SHOOTING.parse(CONTRACT))
    # BS3 at -1 needs 5+: 1/3. S4 v T3 wounds on 3+: 2/3.
    # Normal powder: save 5+ -1 (S4) -1 (AP) = 7+, lost: per shot 1/3 * 2/3 = 2/9.
    # Damp powder: no AP, save 6+: per shot 2/9 * 5/6 = 5/27.
    # Overcharged: S6 wounds T3 on 2+ (5/6), save 5+3 = 8+ lost: per shot 1/3 * 5/6 = 5/18.
    per_shot = {Powder.DAMP: F(5, 27), Powder.NORMAL: F(2, 9), Powder.OVERCHARGED: F(5, 18)}
    weights = {Powder.DAMP: F(1, 6), Powder.NORMAL: F(4, 6), Powder.OVERCHARGED: F(1, 6)}
    assert {b.powder: b.unsaved_per_shot for b in result.branches} == per_shot
    assert {b.powder: b.probability for b in result.branches} == weights
    over = next(b for b in result.branches if b.powder is Powder.OVERCHARGED)
    damp = next(b for b in result.branches if b.powder is Powder.DAMP)
    assert (over.strength, over.weapon_lost, damp.armour_piercing) == (6, True, False)
    # 10 * (1/6 * 5/27 + 4/6 * 2/9 + 1/6 * 5/18) = 10 * 73/324 = 365/162
    assert result.expected_wounds == F(365, 162)
    assert result.expected_models_removed == F(365, 162)
    none = F(1, 6) * F(22, 27) ** 10 + F(4, 6) * F(7, 9) ** 10 + F(1, 6) * F(13, 18) ** 10
    assert result.at_least_one == 1 - none
    assert result.weapon_destroyed == F(1, 6)
    assert result.weapon_lost_within == tuple(1 - F(5, 6) ** k for k in range(1, 7))
    results = SHOOTING.results(result)
    for key in ("expected_wounds", "at_least_one", "weapon_destroyed"):
        assert key in results
    assert results["expected_wounds"] == F(365, 162)
    assert results["weapon_destroyed"] == F(1, 6)


def test_no_black_powder_is_one_branch_and_never_loses_the_weapon():
    result = evaluate(volley(shots=3, bs=4, strength=3, toughness=3))
    # BS4 3+ (2/3), S3 v T3 4+ (1/2): per shot 1/3; three shots.
    assert [b.powder for b in result.branches] == [Powder.NONE]
    assert result.wounds == {0: F(8, 27), 1: F(12, 27), 2: F(6, 27), 3: F(1, 27)}
    assert result.weapon_destroyed == 0
    assert result.weapon_lost_within == (F(0),) * 6
    assert p_weapon_lost_within(2) == F(11, 36)


def test_overcharge_is_capped_at_strength_ten():
    result = evaluate(volley(strength=9, black_powder=True))
    over = next(b for b in result.branches if b.powder is Powder.OVERCHARGED)
    assert over.strength == 10
    assert next(b for b in evaluate(volley(strength=10, black_powder=True)).branches if b.weapon_lost).strength == 10


def test_multi_wound_models_removed_by_hand():
    # BS5 2+ (5/6), S5 v T4 3+ (2/3), no save: per shot 5/9; 2 shots on Wounds 2.
    result = evaluate(volley(shots=2, bs=5, strength=5, toughness=4, wounds=2))
    assert result.wounds == {0: F(16, 81), 1: F(40, 81), 2: F(25, 81)}
    assert result.models_removed == {0: F(56, 81), 1: F(25, 81)}
    # A one-model unit can lose at most that model.
    capped = evaluate(volley(shots=2, bs=5, strength=5, toughness=4, models=1))
    assert capped.models_removed == {0: F(16, 81), 1: F(65, 81)}


def test_ward_after_armour():
    # BS3 4+ (1/2), S3 v T3 4+ (1/2), save 4+ (fails 1/2), ward 5+ (fails 2/3): 1/12 per shot.
    result = evaluate(volley(shots=1, strength=3, save=4, ward=5))
    assert result.wounds == {0: F(11, 12), 1: F(1, 12)}


def test_named_modifiers():
    mods = HitModifiers(moved=True, long_range=True, skirmishers=True, dense_jungle=True)
    assert mods.net == -5
    loose = HitModifiers(skirmishers=True, loose_order=True, large_target=True)
    assert loose.net == 1  # loose-order targets get no skirmish penalty
    skirmish = next(step for step in loose.steps() if step.modifier.value == "skirmishers")
    assert (skirmish.applied, skirmish.cancelled_by) == (False, "loose_order")
    assert HitModifiers(hard_cover=True, moved=True).net == -3
    scenario = HEADER | {"shots": 5, "bs": 3, "strength": 3, "toughness": 3, "modifiers": {"hard_cover": True}}
    assert SHOOTING.parse(scenario).hit_modifier == -2
    assert SHOOTING.evaluate(SHOOTING.parse(scenario)).to_hit.probability == F(1, 6)  # 4+ becomes 6+


# ---- brute force ------------------------------------------------------------------


def bf_hit(bs, modifier, first, second):
    need = 7 - bs - modifier
    if first == 1:
        return False
    if need <= 6:
        return first >= need
    if need >= 10:
        return False
    return first == 6 and second >= need - 3


def bf_wound(strength, toughness, roll):
    if strength >= toughness + 2:
        need = 2
    elif strength == toughness + 1:
        need = 3
    elif strength == toughness:
        need = 4
    elif toughness == strength + 1:
        need = 5
    elif toughness in (strength + 2, strength + 3):
        need = 6
    else:
        return False
    return roll >= need


def bf_armour(save, strength, piercing, roll):
    if save is None:
        return False
    need = save + max(0, strength - 3) + (1 if piercing else 0)
    return need <= 6 and roll != 1 and roll >= need


@cache
def bf_shot(bs, modifier, strength, toughness, save, piercing, ward):
    """Count, over all 6^5 rolls of one shot's dice (hit, second hit die,
    wound, armour, ward), how many end in an unsaved wound."""
    unsaved = 0
    for hit1, hit2, wound, armour, warding in itertools.product(range(1, 7), repeat=5):
        if not bf_hit(bs, modifier, hit1, hit2) or not bf_wound(strength, toughness, wound):
            continue
        if bf_armour(save, strength, piercing, armour):
            continue
        if ward is not None and warding != 1 and warding >= ward:
            continue
        unsaved += 1
    return F(unsaved, 6**5)


def brute_force(case):
    """Distributions of unsaved wounds and models removed, rolling the
    black-powder die and every shot's dice."""
    powder_rolls = range(1, 7) if case.black_powder else [None]
    wounds, removed = {}, {}
    for powder in powder_rolls:
        strength, piercing = case.strength, case.armour_piercing
        if powder == 1:
            piercing = False
        if powder == 6:
            strength = min(10, strength + 2)
        p = bf_shot(case.bs, case.hit_modifier, strength, case.toughness, case.save, piercing, case.ward)
        branch_weight = F(1, len(powder_rolls))
        for outcome in itertools.product((0, 1), repeat=case.shots):
            weight = branch_weight
            for unsaved in outcome:
                weight *= p if unsaved else 1 - p
            total = sum(outcome)
            models = total // case.wounds
            if case.models is not None:
                models = min(models, case.models)
            wounds[total] = wounds.get(total, F(0)) + weight
            removed[models] = removed.get(models, F(0)) + weight
    return {k: v for k, v in wounds.items() if v}, {k: v for k, v in removed.items() if v}


BRUTE_CASES = [
    volley(shots=3, hit_modifier=-1, save=5, armour_piercing=True, black_powder=True),
    volley(shots=2, bs=1, hit_modifier=-2, strength=9, toughness=2, save=2, armour_piercing=True, black_powder=True),
    volley(shots=3, bs=2, hit_modifier=-3, strength=1, toughness=4, ward=4, wounds=2),
    volley(shots=2, bs=10, hit_modifier=1, strength=10, toughness=10, save=3, ward=2, wounds=3, models=1),
]


@pytest.mark.parametrize("case", BRUTE_CASES)
def test_brute_force_small_volleys(case):
    result = evaluate(case)
    wounds, removed = brute_force(case)
    assert result.wounds == wounds
    assert result.models_removed == removed


shooting_inputs = st.builds(
    ShootingInput,
    shots=st.integers(1, 3),
    bs=st.integers(1, 10),
    strength=st.integers(1, 10),
    toughness=st.integers(1, 10),
    wounds=st.integers(1, 3),
    save=st.none() | st.integers(2, 6),
    ward=st.none() | st.integers(2, 6),
    armour_piercing=st.booleans(),
    black_powder=st.booleans(),
    hit_modifier=st.integers(-5, 2),
    modifiers=st.none(),
    models=st.none() | st.integers(1, 3),
)


@settings(max_examples=30, deadline=None)
@given(shooting_inputs)
def test_brute_force_random_small_volleys(case):
    wounds, removed = brute_force(case)
    result = evaluate(case)
    assert result.wounds == wounds
    assert result.models_removed == removed


# ---- properties -----------------------------------------------------------------

large_inputs = st.builds(
    ShootingInput,
    shots=st.integers(1, 60),
    bs=st.integers(1, 10),
    strength=st.integers(1, 10),
    toughness=st.integers(1, 10),
    wounds=st.integers(1, 4),
    save=st.none() | st.integers(2, 6),
    ward=st.none() | st.integers(2, 6),
    armour_piercing=st.booleans(),
    black_powder=st.booleans(),
    hit_modifier=st.integers(-6, 2),
    modifiers=st.none(),
    models=st.none() | st.integers(1, 20),
)


@settings(max_examples=40, deadline=None)
@given(large_inputs)
def test_distributions_sum_to_one(case):
    result = evaluate(case)
    assert sum(result.wounds.values()) == 1
    assert sum(result.models_removed.values()) == 1
    assert sum(b.probability for b in result.branches) == 1
    for branch in result.branches:
        assert sum(branch.wounds.values()) == 1
        assert sum(branch.models_removed.values()) == 1
    assert result.expected_wounds == sum(k * p for k, p in result.wounds.items())
    assert result.expected_models_removed == sum(k * p for k, p in result.models_removed.items())
    if case.models is not None:
        assert max(result.models_removed) <= case.models


@settings(max_examples=40, deadline=None)
@given(large_inputs, st.integers(1, 9))
def test_more_strength_never_lowers_expected_wounds(case, strength):
    # Holds with black powder too: the overcharged Strength min(S+2, 10) never
    # falls as S rises, and at every Strength to-wound improves and saves worsen.
    weaker = evaluate(ShootingInput(**{**case.__dict__, "strength": strength}))
    stronger = evaluate(ShootingInput(**{**case.__dict__, "strength": strength + 1}))
    assert stronger.expected_wounds >= weaker.expected_wounds
    assert stronger.expected_models_removed >= weaker.expected_models_removed


@settings(max_examples=40, deadline=None)
@given(large_inputs, st.integers(2, 6))
def test_better_save_never_raises_expected_wounds(case, save):
    worse = evaluate(ShootingInput(**{**case.__dict__, "save": None}))
    saving = evaluate(ShootingInput(**{**case.__dict__, "save": save}))
    assert saving.expected_wounds <= worse.expected_wounds
    if save > 2:
        better = evaluate(ShootingInput(**{**case.__dict__, "save": save - 1}))
        assert better.expected_wounds <= saving.expected_wounds
        assert better.expected_models_removed <= saving.expected_models_removed


# ---- scenario round trip and bad input -----------------------------------------


def test_default_and_round_trip():
    default = SHOOTING.default()
    assert SHOOTING.parse(SHOOTING.dump(default) | HEADER) == default
    for case in BRUTE_CASES:
        assert SHOOTING.parse(SHOOTING.dump(case) | HEADER) == case


@settings(max_examples=40, deadline=None)
@given(large_inputs)
def test_round_trip_property(case):
    assert SHOOTING.parse(SHOOTING.dump(case) | HEADER) == case


def test_contract_results_are_json_ready():
    results = SHOOTING.results(SHOOTING.evaluate(SHOOTING.parse(CONTRACT)))
    assert len(results["to_hit_by_bs"]) == 10
    assert len(results["to_wound_table"]) == 10 and len(results["to_wound_table"][0]) == 10
    assert [row["powder"] for row in results["powder"]] == ["damp", "normal", "overcharged"]
    assert results["weapon_lost_within"][1] == {"volleys": 2, "probability": F(11, 36)}

    def walk(value):
        if isinstance(value, dict):
            for key, item in value.items():
                assert isinstance(key, (str, int))
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        else:
            assert value is None or isinstance(value, (F, int, str, bool)), value

    walk(results)


@pytest.mark.parametrize(
    "changes, field",
    [
        ({"bs": 0}, "bs"),
        ({"bs": 11}, "bs"),
        ({"strength": 11}, "strength"),
        ({"shots": 0}, "shots"),
        ({"shots": 10_000}, "shots"),
        ({"save": 1}, "save"),
        ({"save": 9}, "save"),
        ({"ward": 1}, "ward"),
        ({"toughness": 0}, "toughness"),
        ({"wounds": 11}, "wounds"),
        ({"bs": True}, "bs"),
        ({"armour_piercing": 1}, "armour_piercing"),
        ({"modifiers": {"moved": True}, "hit_modifier": -3}, "hit_modifier"),  # the net of "moved" is -1
        ({"modifiers": {"soft_cover": True, "hard_cover": True}, "hit_modifier": -2}, "modifiers"),
        ({"modifiers": {"flying": True}}, "modifiers.flying"),
        ({"modifiers": {"moved": "yes"}}, "modifiers.moved"),
        ({"models": 0}, "models"),
    ],
)
def test_bad_input_names_the_field(changes, field):
    scenario = CONTRACT | changes
    with pytest.raises(InputError) as error:
        SHOOTING.parse(scenario)
    assert error.value.field == field


@pytest.mark.parametrize("field, value", [("bs", 0), ("bs", 11), ("strength", 11), ("shots", 0), ("save", 1)])
def test_dataclass_refuses_bad_values(field, value):
    with pytest.raises(InputError) as error:
        ShootingInput(**{field: value})
    assert error.value.field == field
