"""Lustria encounters: hand-worked values, brute force over every die, the
resolver, properties, bad input and the scenario contract of issue 6."""

import itertools
from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.lustria import CALCULATORS
from companion.model.lustria.encounter_rolls import LeadershipReason, NoEffect, SaveRoll, WoundRoll, resolve_encounter
from companion.model.lustria.encounters import (
    ENCOUNTER_POINTS,
    TERRAIN_COSTS,
    Encounter,
    EncounterInput,
    NotAffected,
    Terrain,
    Unit,
    encounter_odds,
    evaluate,
)

ENCOUNTER = CALCULATORS["encounter"]
HEADER = {"format": 1, "game": "lustria", "calculator": "encounter"}
CONTRACT = {
    "format": 1,
    "game": "lustria",
    "calculator": "encounter",
    "encounter": "swarm",
    "unit": {
        "models": 20,
        "under_template": 8,
        "toughness": 3,
        "wounds": 1,
        "save": 5,
        "ward": None,
        "leadership": 7,
        "lizardmen": False,
    },
}
CONTRACT_UNIT = Unit(models=20, under_template=8, toughness=3, wounds=1, save=5, ward=None, leadership=7)

# Hand-worked expected casualties for the contract unit (20 models, 8 under, T3, W1, 5+, Ld7).
BY_HAND = {
    Encounter.NATIVE_CURSE: F(0),
    # Ld7 fails on 8+: 15/36 = 5/12; then D6 (mean 7/2) models.
    Encounter.MADCAP_FUNGI: F(5, 12) * F(7, 2),
    # D6 S2 hits, 5+ to wound T3, no armour save: 7/2 * 1/3.
    Encounter.SWARM: F(7, 6),
    Encounter.ALL_IS_WELL: F(0),
    # D3 (mean 2) S4 hits: 3+ to wound (2/3), save 5+ -1 = 6+ fails 5/6.
    Encounter.CARNIVOROUS_PLANT: 2 * F(2, 3) * F(5, 6),
    # One S6 hit: 2+ (5/6), save 5+ -3 = 8+ lost.
    Encounter.LASHWORM: F(5, 6),
    # "Každý model v každé zasažené jednotce musí provést test na brnění": all 20 models of the unit
    # hit, not only the 8 under the template (the earlier reading gave 8/3), each pass a 5+ save (1/3) and sink.
    Encounter.QUICKSAND: 20 * F(1, 3),
    # "Každý model v každé zasažené jednotce provede hod D6. Při hodu 1 je model odstraněn": all 20 models,
    # each removed on a 1 (the earlier reading, 8 models, gave 4/3).
    Encounter.NATIVE_TRAP: 20 * F(1, 6),
}
# 2D6 weights: 2-3 curse 3, 4 fungi 3, 5 swarm 4, 6 all is well 5, 7-8 plant 11,
# 9 lashworm 4, 10-11 quicksand 5, 12 trap 1 (of 36).
TABLE = {
    Encounter.NATIVE_CURSE: F(3, 36),
    Encounter.MADCAP_FUNGI: F(3, 36),
    Encounter.SWARM: F(4, 36),
    Encounter.ALL_IS_WELL: F(5, 36),
    Encounter.CARNIVOROUS_PLANT: F(11, 36),
    Encounter.LASHWORM: F(4, 36),
    Encounter.QUICKSAND: F(5, 36),
    Encounter.NATIVE_TRAP: F(1, 36),
}


def test_contract_unit_by_hand():
    result = evaluate(EncounterInput(Encounter.SWARM, CONTRACT_UNIT))
    assert {odds.encounter: odds.expected_casualties for odds in result.by_type} == BY_HAND
    assert result.table == TABLE
    assert result.expected_casualties == F(7, 6)
    # P(no casualty) = 1/6 * sum_{h=1..6} (2/3)^h = 1/3 * (1 - (2/3)^6) = 665/2187
    assert result.selected.casualties[0] == F(665, 2187)
    random = sum(TABLE[e] * BY_HAND[e] for e in Encounter)
    assert result.random.expected_casualties == random
    # Jungle costs 1 point, other terrain 2.
    assert result.expected_casualties_per_point == {Terrain.JUNGLE: random, Terrain.OTHER: random / 2}
    # Ranking: quicksand 20/3, trap 10/3, fungi 35/24, swarm 7/6, plant 10/9, lashworm 5/6, then the
    # two harmless ones in table order. The Native Trap passes the Fungi now that it tests the whole unit.
    assert [e.value for e in result.ranking] == [
        "quicksand",
        "native_trap",
        "madcap_fungi",
        "swarm",
        "carnivorous_plant",
        "lashworm",
        "native_curse",
        "all_is_well",
    ]
    assert result.most_damaging is Encounter.QUICKSAND
    results = ENCOUNTER.results(result)
    assert results["expected_casualties"] == F(7, 6)
    assert results["most_damaging"] == "quicksand"


def test_panic_and_leadership_by_hand():
    curse = encounter_odds(Encounter.NATIVE_CURSE, CONTRACT_UNIT)
    assert (curse.panic_test, curse.panic_fail) == (1, F(5, 12))
    fungi = encounter_odds(Encounter.MADCAP_FUNGI, CONTRACT_UNIT)
    assert fungi.leadership_fail == F(5, 12)
    assert (fungi.immune_to_psychology, fungi.panic_test) == (1, 0)
    assert fungi.casualties == {0: F(7, 12), **{n: F(5, 12) * F(1, 6) for n in range(1, 7)}}
    # Swarm: 25% of 20 is 5 casualties: 5 of 5 hits or 5+ of 6 hits wound.
    # 1/6 * ((1/3)^5 + 6 * (1/3)^5 * 2/3 + (1/3)^6) = 8/2187
    swarm = encounter_odds(Encounter.SWARM, CONTRACT_UNIT)
    assert swarm.panic_test == F(8, 2187)
    assert swarm.panic_fail == F(8, 2187) * F(5, 12)


def test_lizardmen_ignore_curse_and_fungi():
    unit = Unit(models=10, under_template=3, toughness=4, save=4, leadership=8, lizardmen=True)
    for encounter in (Encounter.NATIVE_CURSE, Encounter.MADCAP_FUNGI):
        odds = encounter_odds(encounter, unit)
        assert odds.not_affected is NotAffected.LIZARDMEN
        assert (odds.expected_casualties, odds.panic_test, odds.leadership_fail) == (0, 0, 0)


def test_quicksand_no_save_escapes_and_heavy_armour_sinks():
    naked = Unit(models=5, under_template=5, toughness=3, save=None)
    assert encounter_odds(Encounter.QUICKSAND, naked).expected_casualties == 0
    knights = Unit(models=2, under_template=1, toughness=3, wounds=3, save=2, ward=4)
    # Both knights test, though only one is under the template ("Každý model v každé zasažené jednotce"):
    # 2+ passes on 5 of 6 (a 1 fails) and removes the whole 3-wound model, ward or not.
    assert encounter_odds(Encounter.QUICKSAND, knights).casualties == {
        0: F(1, 36),
        1: F(10, 36),
        2: F(25, 36),
    }


def test_multi_wound_and_cap():
    ogres = Unit(models=3, under_template=1, toughness=4, wounds=3, save=None)
    # Lashworm: one wound (S6 v T4 2+: 5/6) never kills a 3-wound model.
    assert encounter_odds(Encounter.LASHWORM, ogres).expected_casualties == 0
    assert encounter_odds(Encounter.LASHWORM, ogres).expected_wounds == F(5, 6)
    # Two goblins, T1: a swarm of up to 6 S2 hits (3+ to wound) removes at most 2.
    goblins = Unit(models=2, under_template=1, toughness=1, save=None)
    swarm = encounter_odds(Encounter.SWARM, goblins)
    assert max(swarm.casualties) == 2
    fungi = encounter_odds(Encounter.MADCAP_FUNGI, goblins)
    assert max(fungi.casualties) == 2


def test_nothing_under_the_template():
    away = Unit(models=10, under_template=0, toughness=3, save=4)
    result = evaluate(EncounterInput(None, away))
    assert all(odds.expected_casualties == 0 and odds.unit_hit == 0 for odds in result.by_type)
    assert result.most_damaging is None
    assert resolve_encounter(away, Encounter.LASHWORM, []).steps == (NoEffect(None),)


def test_partly_under_template():
    unit = Unit(models=10, under_template=0, partly_under=2, toughness=3, save=5)
    # Unit hit unless both 4+ rolls fail: 3/4. Swarm 3/4 * 7/6.
    assert encounter_odds(Encounter.SWARM, unit).expected_casualties == F(3, 4) * F(7, 6)
    # Quicksand: once the unit is hit (3/4), all 10 models test and sink on a passed 5+ (1/3): 3/4 * 10/3.
    # The earlier reading tested only the two partly covered models, each hit on a 4+: 1/3.
    assert encounter_odds(Encounter.QUICKSAND, unit).expected_casualties == F(5, 2)


def test_the_whole_unit_tests_and_its_losses_cause_panic():
    """Quicksand (10–11): "Každý model v každé zasažené jednotce musí provést test na brnění (Armour Save).
    Pokud ho úspěšně složí, tak je odstraněn jako ztráta." Four models with a 5+ save, one under the
    template: each of the four sinks on a 5 or 6 (1/3). Losing one or more (25% of 4) causes a Panic test
    unless all four sink: P = 1 - (2/3)^4 - (1/3)^4 = 1 - 16/81 - 1/81 = 64/81. Expected losses 4/3.
    The earlier reading tested only the model under the template: panic 1/3, losses 1/3.

    Native Trap (12): "Každý model v každé zasažené jednotce provede hod D6. Při hodu 1 je model
    odstraněn jako ztráta." Each of the four goes on a 1: panic 1 - (5/6)^4 - (1/6)^4 = 1 - 625/1296 -
    1/1296 = 670/1296 = 335/648, losses 4/6 = 2/3; Ld7 fails 15/36 = 5/12 of its Panic tests.
    """
    unit = Unit(models=4, under_template=1, toughness=3, save=5, leadership=7)
    quicksand = encounter_odds(Encounter.QUICKSAND, unit)
    assert (quicksand.expected_casualties, quicksand.panic_test) == (F(4, 3), F(64, 81))
    trap = encounter_odds(Encounter.NATIVE_TRAP, unit)
    assert (trap.expected_casualties, trap.panic_test) == (F(2, 3), F(335, 648))
    assert trap.panic_fail == F(335, 648) * F(5, 12)
    assert trap.removal.per_model == F(1, 6) and quicksand.removal.removed_on == (5, 6)


def test_encounter_points_data():
    assert ENCOUNTER_POINTS == {n: F(1, 6) for n in range(7, 13)}
    assert {t.value: c for t, c in TERRAIN_COSTS.items()} == {"jungle": 1, "other_terrain": 2}


# ---- brute force ------------------------------------------------------------------


def bf_unsaved_per_hit(strength, toughness, save, ward, armour_allowed):
    """Over every wound, armour and ward die of one hit."""
    count = 0
    for wound, armour, warding in itertools.product(range(1, 7), repeat=3):
        difference = strength - toughness
        need = {2: 2, 1: 3, 0: 4, -1: 5, -2: 6, -3: 6}.get(min(difference, 2))
        if need is None or wound < need:
            continue
        if armour_allowed and save is not None:
            armour_need = save + max(0, strength - 3)
            if armour_need <= 6 and armour != 1 and armour >= armour_need:
                continue
        if ward is not None and warding != 1 and warding >= ward:
            continue
        count += 1
    return F(count, 216)


def bf_attack(unit, hit_counts, strength, armour_allowed):
    p = bf_unsaved_per_hit(strength, unit.toughness, unit.save, unit.ward, armour_allowed)
    casualties = {}
    for count_die in range(1, 7):
        hits = hit_counts(count_die)
        for outcome in itertools.product((0, 1), repeat=hits):
            weight = F(1, 6)
            for unsaved in outcome:
                weight *= p if unsaved else 1 - p
            removed = min(sum(outcome) // unit.wounds, unit.models)
            casualties[removed] = casualties.get(removed, F(0)) + weight
    return casualties


def bf_per_model(unit, removed_on):
    """Every template die (4+ for partly-under models) and every die of every model in the unit: the
    unit is hit when a model is under the template, and then all its models roll."""
    casualties = {}
    for template in itertools.product(range(1, 7), repeat=unit.partly_under):
        hit = unit.under_template > 0 or any(roll >= 4 for roll in template)
        for dice in itertools.product(range(1, 7), repeat=unit.models):
            removed = sum(1 for roll in dice if roll in removed_on) if hit else 0
            weight = F(1, 6 ** (unit.partly_under + unit.models))
            casualties[removed] = casualties.get(removed, F(0)) + weight
    return casualties


def bf_fungi(unit):
    casualties = {}
    for a, b, d in itertools.product(range(1, 7), repeat=3):
        removed = 0 if a + b <= unit.leadership else min(d, unit.models)
        casualties[removed] = casualties.get(removed, F(0)) + F(1, 216)
    return casualties


def drop_zero(distribution):
    return {k: v for k, v in distribution.items() if v}


small_units = st.builds(
    lambda models, under, toughness, wounds, save, ward, leadership: Unit(
        models=models,
        under_template=min(under, models),
        toughness=toughness,
        wounds=wounds,
        save=save,
        ward=ward,
        leadership=leadership,
    ),
    st.integers(1, 12),
    st.integers(1, 3),
    st.integers(1, 10),
    st.integers(1, 3),
    st.none() | st.integers(2, 6),
    st.none() | st.integers(2, 6),
    st.integers(2, 10),
)


@settings(max_examples=25, deadline=None)
@given(small_units)
def test_brute_force_encounters(unit):
    assert drop_zero(encounter_odds(Encounter.SWARM, unit).casualties) == drop_zero(
        bf_attack(unit, lambda d: d, 2, False)
    )
    assert drop_zero(encounter_odds(Encounter.CARNIVOROUS_PLANT, unit).casualties) == drop_zero(
        bf_attack(unit, lambda d: (d + 1) // 2, 4, True)
    )
    assert drop_zero(encounter_odds(Encounter.LASHWORM, unit).casualties) == drop_zero(
        bf_attack(unit, lambda d: 1, 6, True)
    )
    assert drop_zero(encounter_odds(Encounter.MADCAP_FUNGI, unit).casualties) == drop_zero(bf_fungi(unit))


@pytest.mark.parametrize(
    "unit",
    [
        Unit(models=4, under_template=1, partly_under=2, toughness=3, save=4),
        Unit(models=5, under_template=1, toughness=3, save=2),
        Unit(models=3, under_template=0, partly_under=2, toughness=3, save=6),
        Unit(models=4, under_template=0, partly_under=1, toughness=3, save=None),
        Unit(models=6, under_template=6, toughness=3, save=5),
    ],
)
def test_brute_force_quicksand_and_trap_test_the_whole_unit(unit):
    """Every die of every model in the unit, not only those under the template: the first two units
    would give other figures under the earlier reading, which let only the covered models roll."""
    quicksand = bf_per_model(unit, range(unit.save, 7)) if unit.save else {0: F(1)}
    assert drop_zero(encounter_odds(Encounter.QUICKSAND, unit).casualties) == drop_zero(quicksand)
    assert drop_zero(encounter_odds(Encounter.NATIVE_TRAP, unit).casualties) == drop_zero(bf_per_model(unit, (1,)))


@pytest.mark.parametrize(
    "encounter, unit, dice_count",
    [
        # quicksand: a model wholly under, so no template die; 4 model dice (the whole unit) + 2 panic dice
        (Encounter.QUICKSAND, Unit(models=4, under_template=2, partly_under=1, toughness=3, save=4), 6),
        (Encounter.NATIVE_TRAP, Unit(models=3, under_template=2, partly_under=1, toughness=3, save=4), 5),
        # nothing wholly under: 2 template dice decide whether the unit is hit, then 2 model + 2 panic dice
        (Encounter.NATIVE_TRAP, Unit(models=2, under_template=0, partly_under=2, toughness=3), 6),
        (Encounter.LASHWORM, Unit(models=2, under_template=0, partly_under=1, toughness=3, save=None), 4),
        # fungi: 2 Ld dice + D6 models; curse: 2 dice
        (Encounter.MADCAP_FUNGI, Unit(models=4, under_template=1, toughness=3, leadership=6), 3),
        (Encounter.NATIVE_CURSE, Unit(models=4, under_template=1, toughness=3, leadership=6), 2),
        # lashworm: wound, armour, ward, then 2 panic dice
        (Encounter.LASHWORM, Unit(models=2, under_template=1, toughness=5, save=2, ward=5), 5),
        # random encounter: 2 type dice, then at most 4 more (the plant's D3 and 3 wound rolls)
        (None, Unit(models=1, under_template=1, toughness=6, save=None, leadership=7), 6),
    ],
)
def test_resolver_agrees_with_the_odds_over_every_die(encounter, unit, dice_count):
    casualties, panic = {}, F(0)
    share = F(1, 6**dice_count)
    for dice in itertools.product(range(1, 7), repeat=dice_count):
        resolution = resolve_encounter(unit, encounter, dice)
        casualties[resolution.casualties] = casualties.get(resolution.casualties, F(0)) + share
        panic += share if resolution.panicked else 0
    result = evaluate(EncounterInput(encounter, unit))
    assert casualties == drop_zero(result.selected.casualties)
    assert panic == result.selected.panic_fail


def test_resolver_shows_every_die():
    unit = Unit(models=10, under_template=2, toughness=3, save=5, ward=6, leadership=7)
    # Plant: D6 of 3 -> 2 hits. Hit 1: wound 4 (3+), armour 6 (6+ saves).
    # Hit 2: wound 2 fails. No casualties, no panic test.
    resolution = resolve_encounter(unit, Encounter.CARNIVOROUS_PLANT, [3, 4, 6, 2])
    assert resolution.steps[1:] == (
        WoundRoll(1, 4, 3, True),
        SaveRoll(kind="armour", hit=1, roll=6, need=6, saved=True),
        WoundRoll(2, 2, 3, False),
    )
    assert (resolution.casualties, resolution.panicked) == (0, None)
    # Random encounter 2+1 = 3: Native Curse, panic 5+4 = 9 > 7 fails.
    curse = resolve_encounter(unit, None, [2, 1, 5, 4])
    assert curse.encounter is Encounter.NATIVE_CURSE and curse.panicked is True
    assert curse.steps[-1].reason is LeadershipReason.NATIVE_CURSE_PANIC
    # S2 cannot wound T6: no dice are rolled for the hits.
    trolls = Unit(models=3, under_template=1, toughness=6, save=None)
    swarm = resolve_encounter(trolls, Encounter.SWARM, [2])
    assert swarm.steps[1:] == (WoundRoll(1, None, None, False), WoundRoll(2, None, None, False))


# ---- properties -----------------------------------------------------------------

units = st.builds(
    lambda models, under, partly, toughness, wounds, save, ward, leadership, lizardmen: Unit(
        models=models,
        under_template=min(under, models),
        partly_under=min(partly, models - min(under, models)),
        toughness=toughness,
        wounds=wounds,
        save=save,
        ward=ward,
        leadership=leadership,
        lizardmen=lizardmen,
    ),
    st.integers(1, 100),
    st.integers(0, 100),
    st.integers(0, 5),
    st.integers(1, 10),
    st.integers(1, 10),
    st.none() | st.integers(2, 6),
    st.none() | st.integers(2, 6),
    st.integers(2, 10),
    st.booleans(),
)


@settings(max_examples=30, deadline=None)
@given(units, st.none() | st.sampled_from(list(Encounter)))
def test_distributions_sum_to_one_and_never_exceed_the_unit(unit, encounter):
    result = evaluate(EncounterInput(encounter, unit))
    for odds in (*result.by_type, result.random):
        assert sum(odds.casualties.values()) == 1
        assert sum(odds.wounds.values()) == 1
        assert max(odds.casualties) <= unit.models
        assert 0 <= odds.panic_fail <= odds.panic_test <= 1
    assert ENCOUNTER.parse(ENCOUNTER.dump(result.input) | HEADER) == result.input


@settings(max_examples=30, deadline=None)
@given(units, st.integers(3, 6))
def test_better_armour_never_helps_against_quicksand_and_never_hurts_against_plants(unit, save):
    worse = Unit(**{**unit.__dict__, "save": save})
    better = Unit(**{**unit.__dict__, "save": save - 1})
    assert encounter_odds(Encounter.QUICKSAND, better).expected_casualties >= encounter_odds(
        Encounter.QUICKSAND, worse
    ).expected_casualties
    assert encounter_odds(Encounter.CARNIVOROUS_PLANT, better).expected_casualties <= encounter_odds(
        Encounter.CARNIVOROUS_PLANT, worse
    ).expected_casualties


# ---- contract, round trip, bad input ---------------------------------------------


def test_contract_parses_and_results_hold_the_keys():
    parsed = ENCOUNTER.parse(CONTRACT)
    assert parsed == EncounterInput(Encounter.SWARM, CONTRACT_UNIT)
    results = ENCOUNTER.results(ENCOUNTER.evaluate(parsed))
    assert results["expected_casualties"] == F(7, 6)
    assert len(results["by_type"]) == 8 and results["random"]["encounter"] is None
    assert results["encounter_points"]["costs"] == {"jungle": 1, "other_terrain": 2}
    assert ENCOUNTER.parse(ENCOUNTER.dump(parsed) | HEADER) == parsed
    assert ENCOUNTER.parse(ENCOUNTER.dump(ENCOUNTER.default()) | HEADER) == ENCOUNTER.default()
    random = ENCOUNTER.parse(CONTRACT | {"encounter": None})
    assert ENCOUNTER.results(ENCOUNTER.evaluate(random))["expected_casualties"] == sum(
        TABLE[e] * BY_HAND[e] for e in Encounter
    )


@pytest.mark.parametrize(
    "unit_changes, top_changes, field",
    [
        ({"under_template": 21}, {}, "unit.under_template"),
        ({"save": 1}, {}, "unit.save"),
        ({"save": 9}, {}, "unit.save"),
        ({"ward": 7}, {}, "unit.ward"),
        ({"models": 0}, {}, "unit.models"),
        ({"models": 101}, {}, "unit.models"),
        ({"leadership": 11}, {}, "unit.leadership"),
        ({"partly_under": 13}, {}, "unit.partly_under"),
        ({"lizardmen": "yes"}, {}, "unit.lizardmen"),
        ({}, {"encounter": "dragon"}, "encounter"),
    ],
)
def test_bad_input_names_the_field(unit_changes, top_changes, field):
    scenario = CONTRACT | top_changes | {"unit": CONTRACT["unit"] | unit_changes}
    with pytest.raises(InputError) as error:
        ENCOUNTER.parse(scenario)
    assert error.value.field == field


def test_dataclasses_refuse_bad_values():
    with pytest.raises(InputError) as error:
        Unit(models=5, under_template=6)
    assert error.value.field == "unit.under_template"
    with pytest.raises(InputError) as error:
        Unit(save=1)
    assert error.value.field == "unit.save"
    with pytest.raises(InputError) as error:
        EncounterInput("swarm")
    assert error.value.field == "encounter"
