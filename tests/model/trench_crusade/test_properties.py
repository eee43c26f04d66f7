"""Properties of the attack model that must hold for every legal input."""

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.trench_crusade.attack import evaluate
from companion.model.trench_crusade.attack_input import (
    WEAPON_KEYWORDS,
    Armour,
    Attack,
    AttackInput,
    AttackKind,
    Edition,
    Outcome,
    SuccessSources,
    Target,
)

ARMOUR_ORDER = (Armour.NONE, Armour.STANDARD, Armour.REINFORCED, Armour.MACHINE)


@st.composite
def attack_inputs(draw):
    down = draw(st.booleans())
    markers = draw(st.integers(0, 6))
    cost = 3 if down else 6
    bloodbath = markers >= cost and draw(st.booleans())
    spendable = markers - (cost if bloodbath else 0)
    armour = draw(st.sampled_from(ARMOUR_ORDER))
    target = Target(
        armour=armour,
        shield=armour is not Armour.MACHINE and draw(st.booleans()),
        innate_armour=draw(st.integers(-3, 0)),
        impervious=draw(st.booleans()),
        down=down,
        blood_markers=markers,
        tough=draw(st.booleans()),
        tough_used=draw(st.booleans()),
        golem=draw(st.booleans()),
        new_antioch=draw(st.booleans()),
        injury_dice=draw(st.integers(-2, 0)),
        resistances=tuple(draw(st.dictionaries(st.sampled_from(("FIRE", "GAS", "melee")), st.integers(-2, -1))).items()),
    )
    sources = SuccessSources(
        characteristic=draw(st.integers(-3, 3)),
        long_range=draw(st.booleans()),
        cover=draw(st.booleans()),
        target_fear=draw(st.booleans()),
        charge_from_above=draw(st.booleans()),
        unarmed=draw(st.booleans()),
        other=draw(st.integers(-2, 2)),
    )
    attack = Attack(
        kind=draw(st.sampled_from(list(AttackKind))),
        sources=sources,
        auto_hit=draw(st.booleans()),
        keywords=frozenset(draw(st.sets(st.sampled_from(WEAPON_KEYWORDS)))),
        injury_dice=draw(st.integers(-2, 2)),
        injury_modifier=draw(st.integers(-2, 2)),
        blood_markers_spent=draw(st.integers(0, spendable)),
        blessing_markers_spent=draw(st.integers(0, 2)),
        bloodbath=bloodbath,
    )
    return AttackInput(edition=draw(st.sampled_from(list(Edition))), attack=attack, target=target)


@settings(max_examples=150, deadline=None)
@given(attack_inputs())
def test_probabilities_sum_to_exactly_one(inputs):
    result = evaluate(inputs)
    assert sum(result.outcomes.values()) == 1
    assert sum(result.outcomes_given_hit.values()) == 1
    assert sum(result.injury_totals.values()) == 1
    assert all(p >= 0 for p in result.outcomes.values())
    assert 0 <= result.critical <= result.hit <= 1
    assert 0 <= result.expected_blood_markers <= 6 - inputs.target.blood_markers + inputs.attack.blood_markers_spent + (
        (3 if inputs.target.down else 6) if inputs.attack.bloodbath else 0)


@settings(max_examples=150, deadline=None)
@given(attack_inputs())
def test_one_more_dice_never_lowers_hit_or_out_of_action(inputs):
    more = replace(inputs, attack=replace(inputs.attack, sources=replace(
        inputs.attack.sources, other=inputs.attack.sources.other + 1)))
    before, after = evaluate(inputs), evaluate(more)
    assert after.hit >= before.hit
    assert after.outcomes[Outcome.OUT_OF_ACTION] >= before.outcomes[Outcome.OUT_OF_ACTION]


@settings(max_examples=150, deadline=None)
@given(attack_inputs())
def test_heavier_armour_never_raises_out_of_action(inputs):
    chances = []
    for armour in ARMOUR_ORDER:
        target = replace(inputs.target, armour=armour, shield=False)
        chances.append(evaluate(replace(inputs, target=target)).outcomes[Outcome.OUT_OF_ACTION])
    assert chances == sorted(chances, reverse=True)


@settings(max_examples=150, deadline=None)
@given(attack_inputs())
def test_tough_never_raises_out_of_action(inputs):
    without = evaluate(replace(inputs, target=replace(inputs.target, tough=False)))
    with_tough = evaluate(replace(inputs, target=replace(inputs.target, tough=True)))
    assert with_tough.outcomes[Outcome.OUT_OF_ACTION] <= without.outcomes[Outcome.OUT_OF_ACTION]


@settings(max_examples=100, deadline=None)
@given(attack_inputs())
def test_one_more_injury_dice_never_lowers_out_of_action(inputs):
    more = replace(inputs, attack=replace(inputs.attack, injury_dice=inputs.attack.injury_dice + 1))
    assert evaluate(more).outcomes[Outcome.OUT_OF_ACTION] >= evaluate(inputs).outcomes[Outcome.OUT_OF_ACTION]
