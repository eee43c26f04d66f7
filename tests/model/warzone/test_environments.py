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
    remove_contamination_marker,
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


def status(turn, landing_turn=1, models=1, contaminated_models=0):
    return radioactive_status(RadioactiveInput(turn, landing_turn, models, contaminated_models))


@pytest.mark.parametrize("turn", range(1, 10))
def test_effects_accumulate_turn_by_turn(turn):
    clean = status(turn)
    assert effects(clean.lead) == TABLE[:turn]
    assert clean.lead.risk_test == (turn >= 7)
    assert clean.activation_check


def test_contaminated_models_suffer_next_turns_effects_and_stop_testing():
    contaminated = status(1, contaminated_models=1)
    assert effects(contaminated.lead) == TABLE[:2]
    assert not contaminated.activation_check and contaminated.marked_on_failure == 0
    assert status(6, contaminated_models=1).lead.risk_test
    assert not status(6).lead.risk_test


def test_a_unit_with_clean_and_contaminated_models_still_tests():
    """The seed: "Se in una Unità sono presenti sia modelli Contaminati che non, il check Ambientale
    all'Attivazione è comunque dovuto, ma in caso di fallimento solo i modelli non Contaminati
    ricevono il segnalino". 5 models, 2 contaminated, zone turn 2: the unit rolls the check and a
    failure marks the 3 clean ones; the clean suffer turns 1-2, the contaminated turns 1-3."""
    mixed = status(2, models=5, contaminated_models=2)
    assert mixed.activation_check and mixed.marked_on_failure == 3
    assert (mixed.clean.models, mixed.contaminated.models) == (3, 2)
    assert effects(mixed.clean) == TABLE[:2] and effects(mixed.contaminated) == TABLE[:3]
    assert mixed.lead is mixed.contaminated


def test_para_deployed_units_count_from_their_landing():
    assert effects(status(3, landing_turn=3).lead) == TABLE[:1]
    landed = status(9, landing_turn=3)
    assert (landed.zone_turn, landed.lead.risk_test) == (7, True)
    assert status(8, landing_turn=3, contaminated_models=1).lead.effective_turn == 7


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


def brute_force_mixed(zone_turn, clean, contaminated):
    """Every D20 face for each model of both groups: a model tests ATS 15 (fails on 16-20)
    once its own zone turn reaches 7, and a contaminated model is one turn ahead."""
    counts = [0] * (clean + contaminated + 1)
    testing = [zone_turn >= 7] * clean + [zone_turn + 1 >= 7] * contaminated
    for faces in product(range(1, 21), repeat=clean + contaminated):
        counts[sum(face > 15 and tests for face, tests in zip(faces, testing, strict=True))] += 1
    return tuple(F(n, 20 ** len(testing)) for n in counts)


@pytest.mark.parametrize("turn, models, contaminated", [(6, 3, 1), (6, 3, 2), (7, 3, 1), (5, 3, 2), (6, 2, 0)])
def test_two_groups_against_every_d20(turn, models, contaminated):
    result = evaluate(RadioactiveInput(turn=turn, models=models, contaminated_models=contaminated))
    assert result.unit_wounds == brute_force_mixed(turn, models - contaminated, contaminated)


def test_only_the_contaminated_models_risk_wounds_a_turn_early():
    """Zone turn 6, 3 clean and 2 contaminated models: only the 2 contaminated face the
    ATS 15 test (their turn 7). P(no wound) = (3/4)^2 = 9/16, P(2) = 1/16, expected 1/2.
    The old single flag could not say this: it made all 5 test (expected 5/4) or none."""
    result = evaluate(RadioactiveInput(turn=6, models=5, contaminated_models=2))
    assert (result.p_fail_clean, result.p_fail_contaminated) == (0, F(1, 4))
    assert result.unit_wounds == (F(9, 16), F(6, 16), F(1, 16), 0, 0, 0)
    assert result.expected_wounds == F(1, 2)


def test_a_medic_removes_one_contamination_marker():
    """The seed: "I modelli dotati delle abilità Medic, Necromancy o Technomancy possono
    utilizzare la loro abilità su modelli Contaminati per rimuovere un segnalino Contaminazione".
    Zone turn 6, 2 of 5 contaminated; one marker removed: 1 contaminated model faces the
    test, expected wounds 1/4 instead of 1/2, and a failed check now marks 4 models."""
    before = RadioactiveInput(turn=6, models=5, contaminated_models=2)
    after = remove_contamination_marker(before)
    assert (after.models, after.contaminated_models, after.clean_models) == (5, 1, 4)
    assert evaluate(after).expected_wounds == F(1, 4)
    assert radioactive_status(after).marked_on_failure == 4
    with pytest.raises(InputError) as error:
        remove_contamination_marker(RadioactiveInput(turn=6, models=5))
    assert error.value.field == "contaminated_models"


def test_models_with_more_wounds_are_not_removed_by_one_test():
    result = evaluate(RadioactiveInput(turn=8, models=3, wounds=2))
    assert result.expected_wounds == F(3, 4)
    assert result.removed == (1, 0, 0, 0) and result.expected_removed == 0


def test_no_risk_before_turn_7():
    result = evaluate(RadioactiveInput(turn=6, models=5, wounds=1))
    assert result.p_fail == 0 and result.unit_wounds == (1, 0, 0, 0, 0, 0) and result.expected_wounds == 0


def test_calculator_results():
    data = HEADER | {"turn": 6, "landing_turn": 1, "models": 4, "contaminated_models": 4, "wounds": 1}
    results = RADIOACTIVE.results(RADIOACTIVE.evaluate(RADIOACTIVE.parse(data)))
    assert results["effective_turn"] == 7 and results["risk_test"] and not results["activation_check"]
    assert [e["effect"] for e in results["effects"]][-1] == "risk_test"
    assert results["expected_wounds"] == 1
    assert sum(results["wound_distribution"].values()) == 1
    assert results["contaminated"]["models"] == 4 and results["clean"]["models"] == 0
    assert results["marked_on_failure"] == 0


def test_mixed_unit_results():
    data = HEADER | {"turn": 6, "models": 5, "contaminated_models": 2}
    results = RADIOACTIVE.results(RADIOACTIVE.evaluate(RADIOACTIVE.parse(data)))
    assert results["activation_check"] and results["marked_on_failure"] == 3
    clean, contaminated = results["clean"], results["contaminated"]
    assert (clean["effective_turn"], clean["risk_test"], clean["p_fail"]) == (6, False, 0)
    assert (contaminated["effective_turn"], contaminated["risk_test"], contaminated["p_fail"]) == (7, True, F(1, 4))
    assert len(results["clean"]["effects"]) == 6 and len(results["contaminated"]["effects"]) == 7


@pytest.mark.parametrize("flag, contaminated", [(True, 4), (False, 0)])
def test_old_files_with_the_contaminated_flag_still_load(flag, contaminated):
    """Files written before the two counts held one flag for the whole unit."""
    inputs = RADIOACTIVE.parse(HEADER | {"turn": 6, "contaminated": flag, "landing_turn": 1, "models": 4, "wounds": 1})
    assert inputs == RadioactiveInput(turn=6, models=4, contaminated_models=contaminated)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 99).flatmap(lambda turn: st.integers(1, 50).flatmap(lambda models: st.builds(
    RadioactiveInput, st.just(turn), st.integers(1, turn), st.just(models), st.integers(0, models),
    st.integers(1, 20)))))
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
    ({"turn": 3, "models": 4, "contaminated_models": 5}, "contaminated_models"),
    ({"turn": 3, "contaminated_models": -1}, "contaminated_models"),
    ({"turn": 3, "contaminated": True, "contaminated_models": 2}, "contaminated"),
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
    with pytest.raises(InputError) as error:
        RadioactiveInput(turn=2, models=3, contaminated_models=4)
    assert error.value.field == "contaminated_models"


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
