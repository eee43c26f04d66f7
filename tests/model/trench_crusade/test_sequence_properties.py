"""Properties every attack sequence must have, whatever the weapon, the target and the policy."""

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.trench_crusade.attack_input import Armour, Attack, AttackKind, Edition, SuccessSources, Target
from companion.model.trench_crusade.sequence import (
    FIXED_POLICIES,
    POLICIES,
    Policy,
    SequenceInput,
    Status,
    TargetState,
    evaluate,
)


@st.composite
def sequences(draw, max_attacks=5):
    kind = draw(st.sampled_from(list(AttackKind)))
    armour = draw(st.sampled_from(list(Armour)))
    attack = Attack(
        kind=kind,
        sources=SuccessSources(other=draw(st.integers(-2, 2))),
        auto_hit=draw(st.booleans()),
        keywords=frozenset(draw(st.sets(st.sampled_from(["CRITICAL", "FIRE", "DEADLY", "IGNORE ARMOUR"])))),
        injury_dice=draw(st.integers(-1, 1)),
        injury_modifier=draw(st.integers(-1, 1)),
    )
    target = Target(
        armour=armour,
        down=draw(st.booleans()),
        blood_markers=draw(st.integers(0, 6)),
        tough=draw(st.booleans()),
        tough_used=draw(st.booleans()),
        golem=draw(st.booleans()),
    )
    off_hand = None
    if kind is AttackKind.MELEE and draw(st.booleans()):
        off_hand = Attack(kind=AttackKind.MELEE, injury_modifier=draw(st.integers(-1, 1)))
    return SequenceInput(
        edition=draw(st.sampled_from(list(Edition))), attack=attack, target=target,
        attacks=draw(st.integers(1, max_attacks)), policy=draw(st.sampled_from(list(Policy))), off_hand=off_hand,
    )


@settings(max_examples=60, deadline=None)
@given(sequences())
def test_distributions_sum_to_one_and_out_of_action_never_decreases(inputs):
    result = evaluate(inputs)
    for policy in POLICIES:
        outcome = result.policies[policy]
        assert sum(outcome.final_states.values()) == 1
        assert all(p > 0 for p in outcome.final_states.values())
        chances = list(outcome.out_of_action_by)
        assert len(chances) == inputs.attacks
        assert chances == sorted(chances) and 0 <= chances[0] and chances[-1] <= 1
        out = sum(p for s, p in outcome.final_states.items() if s.status is Status.OUT_OF_ACTION)
        assert out == outcome.out_of_action
        assert out + outcome.down_at_end + outcome.standing_at_end == 1
        assert 0 <= outcome.expected_markers_left <= 6


@settings(max_examples=40, deadline=None)
@given(sequences())
def test_optimal_is_at_least_every_fixed_policy_for_every_k(inputs):
    """"Optimal" plans for the sequence's end, so the claim is per sequence length: for every k, the
    plan made for k attacks puts the target Out of Action at least as often as any fixed policy.
    (Midway through a longer sequence it may trail: it saves markers for the attacks still to come.)"""
    for k in range(1, inputs.attacks + 1):
        result = evaluate(replace(inputs, attacks=k))
        best = result.policies[Policy.OPTIMAL].out_of_action
        assert all(best >= result.policies[policy].out_of_action for policy in FIXED_POLICIES), k


@settings(max_examples=40, deadline=None)
@given(sequences(max_attacks=4))
def test_one_more_attack_never_lowers_the_chance(inputs):
    longer = evaluate(replace(inputs, attacks=inputs.attacks + 1))
    shorter = evaluate(inputs)
    for policy in POLICIES:
        assert longer.policies[policy].out_of_action >= shorter.policies[policy].out_of_action
    # For a fixed policy the first k attacks of a longer sequence are the shorter sequence.
    for policy in FIXED_POLICIES:
        assert longer.policies[policy].out_of_action_by[:-1] == shorter.policies[policy].out_of_action_by


@settings(max_examples=40, deadline=None)
@given(sequences(), st.data())
def test_advice_is_the_best_option_and_beats_the_simple_policies(inputs, data):
    result = evaluate(inputs)
    state = TargetState(
        data.draw(st.sampled_from([Status.STANDING, Status.DOWN])), data.draw(st.integers(0, 6)),
        data.draw(st.booleans()),
    )
    critical = not inputs.attack.auto_hit and data.draw(st.booleans())
    attacks_left = data.draw(st.integers(1, inputs.attacks))
    advice = result.advice(state, attacks_left, critical)
    values = [option.out_of_action for option in advice.options]
    assert advice.out_of_action == max(values)
    assert all(0 <= value <= 1 for value in values)
    # A fixed policy's choice now is one of the options, and following it afterwards is no better than optimal.
    for choice in advice.policies:
        option = next(o for o in advice.options if o.spend == choice.spend)
        assert choice.out_of_action <= option.out_of_action <= advice.out_of_action
        assert advice.gain_over(choice.policy) >= 0
