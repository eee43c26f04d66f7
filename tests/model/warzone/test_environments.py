"""Radioactive Zone turn tracker and risk wounds; the Tunnel checklist."""

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.warzone import CALCULATORS
from companion.model.warzone.environments import (
    TUNNEL_CHANGES,
    RadiationEffect,
    RadioactiveInput,
    TunnelRule,
    evaluate,
    radioactive_status,
)

F = Fraction
E = RadiationEffect
RADIOACTIVE = CALCULATORS["radioactive"]
HEADER = {"format": 1, "game": "warzone", "calculator": "radioactive"}

TABLE = [  # the seed's table: turn, effect, value
    (1, E.COMBAT_FATIGUE, -2), (2, E.REDUCED_MORALE, -2), (3, E.REDUCED_MOVEMENT, -1), (4, E.FATIGUE, None),
    (5, E.EXHAUSTION, None), (6, E.EXPOSURE, None), (7, E.RISK_TEST, 15),
]


def effects(status):
    return [(row.from_turn, row.effect, row.value) for row in status.effects]


@pytest.mark.parametrize("turn", range(1, 10))
def test_effects_accumulate_turn_by_turn(turn):
    status = radioactive_status(turn)
    assert effects(status) == TABLE[:turn]
    assert status.risk_test == (turn >= 7)
    assert status.activation_check


def test_contaminated_models_suffer_next_turns_effects_and_stop_testing():
    status = radioactive_status(1, contaminated=True)
    assert effects(status) == TABLE[:2]
    assert not status.activation_check
    assert radioactive_status(6, contaminated=True).risk_test
    assert not radioactive_status(6).risk_test


def test_para_deployed_units_count_from_their_landing():
    assert effects(radioactive_status(3, landing_turn=3)) == TABLE[:1]
    status = radioactive_status(9, landing_turn=3)
    assert (status.zone_turn, status.risk_test) == (7, True)
    assert radioactive_status(8, contaminated=True, landing_turn=3).effective_turn == 7


def brute_force_unit(models):
    """Every D20 face for each model: ATS 15 fails on 16-20; one failure = one wound."""
    counts = [0] * (models + 1)
    for faces in product(range(1, 21), repeat=models):
        counts[sum(face > 15 for face in faces)] += 1
    return tuple(F(n, 20**models) for n in counts)


@pytest.mark.parametrize("models", [1, 2, 3, 4])
def test_risk_wounds_against_every_d20(models):
    result = evaluate(RadioactiveInput(turn=7, models=models, wounds=1))
    assert result.p_fail == F(5, 20)
    assert result.unit_wounds == brute_force_unit(models)
    # With one wound each, every failure removes a model.
    assert result.removed == result.unit_wounds
    assert result.expected_wounds == F(models, 4)


def test_models_with_more_wounds_are_not_removed_by_one_test():
    result = evaluate(RadioactiveInput(turn=8, models=3, wounds=2))
    assert result.expected_wounds == F(3, 4)
    assert result.removed == (1, 0, 0, 0) and result.expected_removed == 0


def test_no_risk_before_turn_7():
    result = evaluate(RadioactiveInput(turn=6, models=5, wounds=1))
    assert result.p_fail == 0 and result.unit_wounds == (1, 0, 0, 0, 0, 0) and result.expected_wounds == 0


def test_calculator_results():
    data = HEADER | {"turn": 6, "contaminated": True, "landing_turn": 1, "models": 4, "wounds": 1}
    results = RADIOACTIVE.results(RADIOACTIVE.evaluate(RADIOACTIVE.parse(data)))
    assert results["effective_turn"] == 7 and results["risk_test"] and not results["activation_check"]
    assert [e["effect"] for e in results["effects"]][-1] == "risk_test"
    assert results["expected_wounds"] == 1
    assert sum(results["wound_distribution"].values()) == 1


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 99).flatmap(lambda turn: st.builds(
    RadioactiveInput, st.just(turn), st.booleans(), st.integers(1, turn), st.integers(1, 50), st.integers(1, 20))))
def test_round_trip_and_complete_distributions(inputs):
    assert RADIOACTIVE.parse(HEADER | RADIOACTIVE.dump(inputs)) == inputs
    result = evaluate(inputs)
    assert sum(result.unit_wounds) == 1 and sum(result.removed) == 1


@pytest.mark.parametrize("data, field", [
    ({"turn": 0}, "turn"),
    ({"turn": 3, "landing_turn": 4}, "landing_turn"),
    ({"turn": 3, "models": 0}, "models"),
    ({"turn": 3, "wounds": 0}, "wounds"),
    ({"turn": 3, "contaminated": "yes"}, "contaminated"),
    ({}, "turn"),
])
def test_bad_input(data, field):
    with pytest.raises(InputError) as error:
        RADIOACTIVE.parse(HEADER | data)
    assert error.value.field == field


def test_directly_built_bad_input():
    with pytest.raises(InputError) as error:
        RadioactiveInput(turn=2, landing_turn=3)
    assert error.value.field == "landing_turn"


def test_tunnel_checklist_holds_the_seeds_numbers():
    changes = {change.rule: dict(change.values) for change in TUNNEL_CHANGES}
    assert len(changes) == len(TUNNEL_CHANGES) == len(TunnelRule)
    assert changes[TunnelRule.LOS_LIMIT] == {"inches": 14}
    assert changes[TunnelRule.MARKED_BEYOND_LOS_MODIFIER] == {"modifier": -4}
    assert changes[TunnelRule.REDUCED_MORALE] == {"modifier": -3}
    assert changes[TunnelRule.INDIRECT_FIRE_MAX_RANGE] == {"inches": 14}
    assert changes[TunnelRule.PARA_DEPLOY_TO_INFILTRATE] == {"per_points": 500, "max_unit_pc": 150}
    assert changes[TunnelRule.FLYER_MAX_ALTITUDE] == {"altitude": 2}
    assert changes[TunnelRule.SMOKE_EXTRA_TURN] == {"turns": 1}
    assert {TunnelRule.NIGHT_RULES, TunnelRule.COMM_FAILURE, TunnelRule.VEHICLE_HALF_MV,
            TunnelRule.MUZZLE_FLASH_WHOLE_TURN} <= set(changes)
