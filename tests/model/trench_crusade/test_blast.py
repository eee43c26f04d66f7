"""BLAST, shooting into melee and SCATTER: hand-worked figures, enumeration, bad input, scenario round trips."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.trench_crusade import CALCULATORS
from companion.model.trench_crusade.attack_input import Armour, Attack, AttackKind, Edition, Outcome, SuccessSources, Target
from companion.model.trench_crusade.blast import MAX_BLAST_MODELS, BlastInput
from companion.model.trench_crusade.blast import evaluate as evaluate_blast
from companion.model.trench_crusade.melee_shot import MeleeShotInput
from companion.model.trench_crusade.melee_shot import evaluate as evaluate_melee_shot
from companion.model.trench_crusade.scatter import ScatterInput
from companion.model.trench_crusade.scatter import evaluate as evaluate_scatter
from companion.scenario import evaluate_json, parse_scenario, scenario_to_json
from tests.model.trench_crusade.test_sequence import roll_counts

HEADER = {"format": 1, "game": "trench-crusade"}

# --- BLAST ---


def test_two_unarmoured_models_under_automatic_hits():
    # Each model: 2D6 >= 9 is 10/36, independently: 0 / 1 / 2 Out of Action with (26/36)^2, 2*10*26/36^2, (10/36)^2.
    result = evaluate_blast(BlastInput(attack=Attack(auto_hit=True), targets=(Target(Armour.NONE),) * 2))
    assert result.out_of_action_count == {0: Fraction(676, 1296), 1: Fraction(520, 1296), 2: Fraction(100, 1296)}
    assert result.expected_out_of_action == Fraction(20, 36)
    assert result.any_out_of_action == 1 - Fraction(676, 1296)


def brute_blast(edition: str, hit_dice: int, targets: list[tuple[str, bool, bool]]) -> dict[int, Fraction]:
    """Every success die, then every injury die of every model: how many reach 9+ and are taken Out of
    Action (armour; TOUGH makes it Down; MEMENTO MORI ignores the attack)."""
    armour = {"none": 0, "standard": -1, "reinforced": -2, "machine": -3}
    success = roll_counts(2, hit_dice)
    rolls = sum(success.values())
    result: dict[int, Fraction] = {}
    for total, n in success.items():
        p_success = Fraction(n, rolls)
        if total < 7:
            result[0] = result.get(0, Fraction(0)) + p_success
            continue
        critical = total >= 12
        per_model = []
        for index, (kind, tough, memento) in enumerate(targets):
            bonus = critical and (edition == "1.6.3" or index == 0)
            counts = roll_counts(2, 1 if bonus else 0)
            injury_rolls = sum(counts.values())
            out = sum(Fraction(c, injury_rolls) for t, c in counts.items()
                      if t + armour[kind] >= 9 and not tough and not memento)
            per_model.append(out)
        for fates in itertools.product([False, True], repeat=len(targets)):
            p = p_success
            for out, fate in zip(per_model, fates, strict=True):
                p *= out if fate else 1 - out
            result[sum(fates)] = result.get(sum(fates), Fraction(0)) + p
    return result


@pytest.mark.parametrize("edition", ["1.0", "1.6.3"])
@pytest.mark.parametrize("hit_dice", [-1, 0, 2])
def test_blast_matches_the_enumeration(edition, hit_dice):
    targets = [("none", False, False), ("standard", False, True), ("machine", False, False), ("reinforced", True, False)]
    inputs = BlastInput(Edition(edition), Attack(sources=SuccessSources(other=hit_dice)),
                        tuple(Target(Armour(kind), tough=tough, memento_mori=memento) for kind, tough, memento in targets))
    expected = brute_blast(edition, hit_dice, targets)
    got = evaluate_blast(inputs).out_of_action_count
    assert {n: p for n, p in got.items() if p} == {n: p for n, p in expected.items() if p}


def test_memento_mori_in_a_blast():
    """Two unarmoured models under an automatic hit, the second a War Prophet: the attack that would take
    him Out of Action ("il primo attacco che metterebbe Fuori Combattimento il Profeta") is ignored, so only
    the first can go: 0 or 1 Out of Action with 26/36 and 10/36, and the Prophet's 9+ (10/36) is ignored."""
    result = evaluate_blast(BlastInput(attack=Attack(auto_hit=True),
                                       targets=(Target(Armour.NONE), Target(Armour.NONE, memento_mori=True))))
    assert result.out_of_action_count == {0: Fraction(26, 36), 1: Fraction(10, 36), 2: 0}
    assert result.models[1].outcomes[Outcome.IGNORED] == Fraction(10, 36)
    assert result.models[0].outcomes[Outcome.IGNORED] == 0


def test_critical_bonus_main_target_only_in_1_0():
    inputs = BlastInput(attack=Attack(), targets=(Target(), Target()))
    v1 = evaluate_blast(inputs)
    playtest = evaluate_blast(BlastInput(Edition.PLAYTEST_1_6_3, Attack(), (Target(), Target())))
    assert [m.critical_bonus for m in v1.models] == [True, False]
    assert [m.critical_bonus for m in playtest.models] == [True, True]
    # Same profile: in 1.0 the second model does worse than the main target; in 1.6.3 they are equal.
    ooa = Outcome.OUT_OF_ACTION
    assert v1.models[1].outcomes[ooa] < v1.models[0].outcomes[ooa] == playtest.models[1].outcomes[ooa]
    # The main target's results are the single attack's.
    single = CALCULATORS["attack"].evaluate(CALCULATORS["attack"].default())
    assert v1.models[0].outcomes == single.outcomes
    assert v1.models[0].expected_blood_markers == single.expected_blood_markers


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(list(Armour)), st.integers(0, 6), st.booleans()), min_size=1,
                max_size=MAX_BLAST_MODELS), st.integers(-2, 2), st.sampled_from(list(Edition)))
def test_blast_distributions_sum_to_one(models, hit_dice, edition):
    targets = tuple(Target(armour, blood_markers=markers, tough=tough) for armour, markers, tough in models)
    result = evaluate_blast(BlastInput(edition, Attack(sources=SuccessSources(other=hit_dice)), targets))
    assert sum(result.out_of_action_count.values()) == 1
    assert len(result.out_of_action_count) == len(targets) + 1
    for model in result.models:
        assert sum(model.outcomes.values()) == 1 and model.outcomes[Outcome.MISS] == 1 - result.hit
    assert result.expected_out_of_action == sum(m.outcomes[Outcome.OUT_OF_ACTION] for m in result.models)


def test_oversized_blast_is_refused():
    with pytest.raises(InputError) as caught:
        BlastInput(targets=(Target(),) * (MAX_BLAST_MODELS + 1))
    assert caught.value.field == "targets" and "1 to 10" in str(caught.value)
    data = HEADER | {"calculator": "blast", "targets": [{}] * 11}
    with pytest.raises(InputError, match="targets: a list of 1 to 10 entries"):
        parse_scenario(data)
    with pytest.raises(InputError, match="targets"):
        parse_scenario(HEADER | {"calculator": "blast", "targets": []})
    with pytest.raises(InputError, match=r"targets\[1\].armour"):
        parse_scenario(HEADER | {"calculator": "blast", "targets": [{}, {"armour": "plate"}]})
    with pytest.raises(InputError, match=r"targets\[0\].shield"):
        parse_scenario(HEADER | {"calculator": "blast", "targets": [{"armour": "machine", "shield": True}]})
    with pytest.raises(InputError, match="attack.blood_markers_spent"):
        parse_scenario(HEADER | {"calculator": "blast", "targets": [{"blood_markers": 2}],
                                 "attack": {"blood_markers_spent": 1}})


def test_blast_scenario_round_trip_and_results():
    data = HEADER | {"calculator": "blast", "edition": "1.6.3", "attack": {"hit_dice": 1, "keywords": ["SHRAPNEL"]},
                     "targets": [{"armour": "reinforced", "keywords": ["TOUGH"]}, {"down": True, "blood_markers": 6}]}
    scenario = parse_scenario(data)
    assert parse_scenario(scenario_to_json(scenario)) == scenario
    results = evaluate_json(scenario)
    assert set(results) >= {"hit", "critical", "out_of_action_count", "expected_out_of_action", "models"}
    assert len(results["models"]) == 2 and results["models"][1]["critical_bonus"] is True


# --- shooting into melee ---


def test_shooting_into_melee_picks_a_friend_on_one_to_three():
    # Net 0 DICE: hit 21/36 = 7/12; the D6 picks the friend 3 times in 6: P(hitting the friend) = 7/24.
    result = evaluate_melee_shot(MeleeShotInput(friend=Target(Armour.NONE)))
    assert result.friend_chosen == Fraction(1, 2)
    assert result.hit_friend == Fraction(7, 24) == result.hit_target
    # The friend's own profile: no armour, 2D6 (3D6 keep 2 on a critical) >= 9:
    # P(OOA | friend chosen) = 20/36 * 10/36 + 1/36 * 113/216 (ordinary hits 7..11 are 20/36 of rolls).
    assert result.friend.outcomes[Outcome.OUT_OF_ACTION] == Fraction(20, 36) * Fraction(10, 36) + Fraction(
        1, 36) * Fraction(113, 216)
    assert result.friend_outcome(Outcome.OUT_OF_ACTION) == result.friend.outcomes[Outcome.OUT_OF_ACTION] / 2
    assert result.target_outcome(Outcome.MISS) + result.friend_outcome(Outcome.MISS) == Fraction(5, 12)


def test_shooting_into_melee_bad_input_and_round_trip():
    with pytest.raises(InputError, match="attack.kind"):
        MeleeShotInput(attack=Attack(kind=AttackKind.MELEE))
    with pytest.raises(InputError, match="friend.armour"):
        parse_scenario(HEADER | {"calculator": "melee-shot", "friend": {"armour": 3}})
    data = HEADER | {"calculator": "melee-shot", "attack": {"hit_dice": 2}, "target": {"armour": "machine"},
                     "friend": {"armour": "none", "keywords": ["TOUGH"], "blood_markers": 3}}
    scenario = parse_scenario(data)
    assert parse_scenario(scenario_to_json(scenario)) == scenario
    results = evaluate_json(scenario)
    assert results["friend_chosen"] == "1/2" and results["friend_out_of_action"] == "0"  # TOUGH saves
    assert set(results) >= {"hit_friend", "hit_target", "target_out_of_action", "friend", "target"}


# --- SCATTER ---


def test_scatter_distances_at_net_zero():
    # Misses total 2..6 with 1,2,3,4,5 of 36 rolls; they deviate 5..1 inches. A hit (21/36) lands on the point.
    result = evaluate_scatter(ScatterInput())
    assert result.distances == {0: Fraction(21, 36), 1: Fraction(5, 36), 2: Fraction(4, 36), 3: Fraction(3, 36),
                                4: Fraction(2, 36), 5: Fraction(1, 36)}
    assert result.expected_distance == Fraction(5 * 1 + 4 * 2 + 3 * 3 + 2 * 4 + 1 * 5, 36)


@pytest.mark.parametrize("net", [-3, -1, 2])
def test_scatter_matches_the_enumeration(net):
    counts = roll_counts(2, net)
    rolls = sum(counts.values())
    expected: dict[int, Fraction] = {}
    for total, n in counts.items():
        inches = 0 if total >= 7 else 7 - total
        expected[inches] = expected.get(inches, Fraction(0)) + Fraction(n, rolls)
    result = evaluate_scatter(ScatterInput(attack=Attack(sources=SuccessSources(characteristic=net))))
    assert {k: v for k, v in result.distances.items() if v} == expected


def test_automatic_hits_never_scatter_and_round_trip():
    assert evaluate_scatter(ScatterInput(attack=Attack(auto_hit=True))).distances == {0: 1}
    with pytest.raises(InputError, match="attack.hit_dice"):
        parse_scenario(HEADER | {"calculator": "scatter", "attack": {"hit_dice": 20}})
    scenario = parse_scenario(HEADER | {"calculator": "scatter", "attack": {"hit_dice": -2}})
    assert parse_scenario(scenario_to_json(scenario)) == scenario
    assert set(evaluate_json(scenario)) == {"hit", "distance", "expected_distance"}
