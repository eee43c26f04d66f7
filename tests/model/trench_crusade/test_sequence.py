"""Attack sequences: hand-worked figures, an independent enumeration of every die, bad input, the contract."""

import itertools
import json
from dataclasses import replace
from fractions import Fraction
from functools import cache

import pytest

from companion.model.errors import InputError
from companion.model.trench_crusade import CALCULATORS
from companion.model.trench_crusade.attack_input import Armour, Attack, AttackKind, Edition, SuccessSources, Target
from companion.model.trench_crusade.sequence import (
    Policy,
    SequenceInput,
    Spend,
    Status,
    TargetState,
    evaluate,
)
from companion.scenario import ScenarioError, evaluate_json, load_scenario, parse_scenario, scenario_to_json

SEQUENCE = CALCULATORS["sequence"]
AUTO_NO_ARMOUR = dict(attack=Attack(auto_hit=True), target=Target(armour=Armour.NONE))

# --- hand-worked figures ---


def test_one_attack_is_the_single_attack():
    # Ranged +1 DICE against Standard Armour: the rules file's reference, 14.83% Out of Action.
    inputs = SequenceInput(attack=Attack(sources=SuccessSources(characteristic=1)), attacks=1, policy=Policy.NEVER)
    assert round(float(evaluate(inputs).selected.out_of_action) * 100, 2) == 14.83


def test_two_automatic_hits_ranged_never_spend():
    # 2D6 >= 9 is 10/36 per attack and a Down target gains nothing at range in 1.0:
    # P(OOA by 2) = 1 - (26/36)^2 = 620/1296.
    result = evaluate(SequenceInput(**AUTO_NO_ARMOUR, attacks=2, policy=Policy.NEVER)).selected
    assert result.out_of_action_by == (Fraction(10, 36), Fraction(620, 1296))


def test_down_adds_injury_dice_in_melee():
    # Melee: first attack OOA 10/36, Down 11/36 (7-8). Against a Down target the second roll is
    # 3D6 keep the 2 highest: 113/216 reach 9 (52.3% in the rules table, +1 INJURY DICE, no modifier).
    # P = 10/36 + 11/36 * 113/216 + 15/36 * 10/36 = 4303/7776.
    melee = SequenceInput(attack=Attack(kind=AttackKind.MELEE, auto_hit=True), target=Target(armour=Armour.NONE),
                          attacks=2, policy=Policy.NEVER)
    assert evaluate(melee).selected.out_of_action == Fraction(4303, 7776)
    assert round(113 / 216 * 100, 1) == 52.3


def test_down_adds_injury_dice_at_range_in_the_playtest():
    ranged = SequenceInput(edition=Edition.PLAYTEST_1_6_3, **AUTO_NO_ARMOUR, attacks=2, policy=Policy.NEVER)
    assert evaluate(ranged).selected.out_of_action == Fraction(4303, 7776)


def test_tough_saves_from_the_first_out_of_action_only():
    # The first OOA (10/36) becomes Down and spends TOUGH; only the second attack can then finish it.
    # Standing targets that were not taken to 9+ keep TOUGH: P(OOA by 2) = (10/36)^2 = 100/1296.
    inputs = SequenceInput(attack=Attack(auto_hit=True), target=Target(armour=Armour.NONE, tough=True), attacks=2,
                           policy=Policy.NEVER)
    result = evaluate(inputs).selected
    assert result.out_of_action_by == (Fraction(0), Fraction(100, 1296))
    # TOUGH is spent and the target still stands when exactly one of the two rolls reaches 9.
    used = sum(p for state, p in result.final_states.items() if state.tough_used)
    assert used == 2 * Fraction(10, 36) * Fraction(26, 36)


def test_memento_mori_is_spent_like_tough_but_leaves_the_target_standing():
    """"Memento Mori ... consente di ignorare completamente il primo attacco che metterebbe Fuori
    Combattimento il Profeta stesso." Two automatic melee hits on a model without armour, nothing spent:
    the first 9+ on 2D6 (10/36) is ignored and the model still stands, so the second hit is again a plain
    2D6: P(Out of Action by 2) = (10/36)^2 = 100/1296. TOUGH would have left it Down, and a Down target
    takes +1 INJURY DICE in melee: 3D6 keep the 2 highest reach 9 in 113/216, so 10/36 * 113/216.
    Down at the end: ignored then Down (10/36 * 11/36), Down at once and staying so, its 9+ ignored
    (11/36), or a Minor Hit or less then Down (15/36 * 11/36): (110 + 396 + 165) / 1296 = 671/1296.
    MEMENTO MORI spent and the model still in play: ignored first and not taken out second (10/36 * 26/36),
    Down first and the second ignored (11/36 * 113/216), or standing first and the second ignored
    (15/36 * 10/36): (1560 + 1243 + 900) / 7776 = 3703/7776."""
    melee = Attack(kind=AttackKind.MELEE, auto_hit=True)
    memento = evaluate(SequenceInput(attack=melee, target=Target(armour=Armour.NONE, memento_mori=True), attacks=2,
                                     policy=Policy.NEVER)).selected
    assert memento.out_of_action_by == (Fraction(0), Fraction(100, 1296))
    assert memento.down_at_end == Fraction(671, 1296)
    spent = sum(p for state, p in memento.final_states.items() if state.memento_mori_used)
    assert spent == Fraction(3703, 7776)
    tough = evaluate(SequenceInput(attack=melee, target=Target(armour=Armour.NONE, tough=True), attacks=2,
                                   policy=Policy.NEVER)).selected
    assert tough.out_of_action_by == (Fraction(0), Fraction(10, 36) * Fraction(113, 216))


def test_bloodbath_and_all_against_six_markers():
    # One automatic hit, target carrying 6 markers.
    # bloodbath: 3D6 summed >= 9 is 160/216. all: 8D6 keep the 2 highest >= 9 is 1 - (8D6 keep 2 <= 8).
    target = Target(armour=Armour.NONE, blood_markers=6)
    bloodbath = evaluate(SequenceInput(attack=Attack(auto_hit=True), target=target, attacks=1,
                                       policy=Policy.BLOODBATH)).selected
    assert bloodbath.out_of_action == Fraction(160, 216)
    # All six are consumed; 3D6 never totals 1 or less, so each of the 56/216 rolls below 9 (Minor or Down)
    # puts one marker back.
    assert bloodbath.expected_markers_left == Fraction(56, 216)
    low = sum(1 for dice in itertools.product(range(1, 7), repeat=8) if sum(sorted(dice)[-2:]) <= 8)
    every = evaluate(SequenceInput(attack=Attack(auto_hit=True), target=target, attacks=1, policy=Policy.ALL))
    assert every.selected.out_of_action == 1 - Fraction(low, 6**8)
    assert every.policies[Policy.OPTIMAL].out_of_action == max(Fraction(160, 216), 1 - Fraction(low, 6**8))


def test_the_advisor_words_a_state():
    # "Target standing with 4 markers, 2 attacks left": the advisor compares every spend.
    inputs = SequenceInput(attack=Attack(sources=SuccessSources(characteristic=1), keywords=frozenset({"FIRE"})),
                           target=Target(tough=True), attacks=6)
    result = evaluate(inputs)
    advice = result.advice(TargetState(Status.STANDING, 4), attacks_left=2, critical=False)
    assert [option.spend for option in advice.options] == [Spend(m) for m in range(5)]
    assert advice.out_of_action == max(option.out_of_action for option in advice.options)
    assert next(o for o in advice.options if o.spend == advice.best).out_of_action == advice.out_of_action
    assert {choice.policy for choice in advice.policies} == {Policy.NEVER, Policy.ALL, Policy.BLOODBATH}
    never = next(choice for choice in advice.policies if choice.policy is Policy.NEVER)
    assert never.spend == Spend() and advice.gain_over(Policy.NEVER) == advice.out_of_action - never.out_of_action
    assert all(advice.gain_over(policy) >= 0 for policy in (Policy.NEVER, Policy.ALL, Policy.BLOODBATH))


def test_advice_on_the_last_attack_with_nothing_to_gain_spends_nothing():
    # A GOLEM only goes Out of Action on a Bloodbath; with 2 markers none is affordable,
    # so every option is worth 0 and the advisor keeps the markers.
    inputs = SequenceInput(attack=Attack(auto_hit=True), target=Target(golem=True), attacks=1)
    advice = evaluate(inputs).advice(TargetState(Status.STANDING, 2), attacks_left=1, critical=False)
    assert advice.best == Spend() and advice.out_of_action == 0


def test_a_down_bloodbath_costs_three():
    target = Target(Armour.NONE, golem=True, down=True, blood_markers=3)
    inputs = SequenceInput(attack=Attack(auto_hit=True), target=target, attacks=1, policy=Policy.BLOODBATH)
    result = evaluate(inputs)
    advice = result.advice(TargetState(Status.DOWN, 3), attacks_left=1, critical=False)
    assert Spend(0, True) in [option.spend for option in advice.options]
    assert advice.best == Spend(0, True)
    # GOLEM only falls to a Bloodbath: 3D6 (+1 INJURY DICE for Down does not apply at range) >= 9, 160/216.
    assert result.selected.out_of_action == Fraction(160, 216)


# --- independent enumeration: every die of every attack ---


@cache
def roll_counts(base: int, net: int) -> dict[int, int]:
    """How many of the 6^n rolls give each kept sum, rolling one die at a time.

    After each die only the best ``base`` dice so far can still be kept, so rolls that agree on
    them are counted together; every face of every die is still visited.
    """
    partial = {(): 1}
    for _ in range(base + abs(net)):
        following: dict[tuple[int, ...], int] = {}
        for kept, count in partial.items():
            for face in range(1, 7):
                best = tuple(sorted(kept + (face,), reverse=net >= 0)[:base])
                following[best] = following.get(best, 0) + count
        partial = following
    counts: dict[int, int] = {}
    for kept, count in partial.items():
        counts[sum(kept)] = counts.get(sum(kept), 0) + count
    return counts


def chances(base: int, net: int):
    counts = roll_counts(base, net)
    rolls = sum(counts.values())
    return [(total, Fraction(n, rolls)) for total, n in counts.items()]


def brute_sequence(case: dict, attacks: int, policy: str) -> list[Fraction]:
    """P(Out of Action after attack k) for k = 1..attacks, by expanding every roll of every attack.

    A state is (down, markers, tough_used, memento_mori_used, out); the optimal policy is an expectimax over
    every legal spend after each hit, for the horizon ``attacks``.
    """
    armour = {"none": 0, "standard": -1, "reinforced": -2, "machine": -3}[case["armour"]]
    modifier = max(armour + min(case["modifier"], 0), -3) + max(case["modifier"], 0)
    melee, playtest = case["melee"], case["edition"] == "1.6.3"
    fire = case["fire"]

    def options(down, markers):
        cost = 3 if down else 6
        found = [(m, False) for m in range(markers + 1)]
        if markers >= cost:
            found += [(m, True) for m in range(markers - cost + 1)]
        return found

    def fixed(down, markers):
        if policy == "never":
            return (0, False)
        if policy == "all":
            return (markers, False)
        return (0, markers >= (3 if down else 6))

    def injury(state, critical, spend):
        """[(probability, next state)] for one injury roll."""
        down, markers, used, memento_used, _ = state
        spent, bloodbath = spend
        net = case["injury_dice"] + spent + (critical and (2 if case["critical_kw"] else 1))
        if down and (melee or playtest):
            net += 1
        base = 2 + bloodbath
        left = markers - spent - ((3 if down else 6) if bloodbath else 0)
        results = []
        for total, p in chances(base, net):
            total += modifier
            band = "none" if total <= 1 else "minor" if total <= 6 else "down" if total <= 8 else "ooa"
            new_used = used
            if band == "ooa" and case["tough"] and not used:
                band, new_used = "down", True
            elif band == "ooa" and case["golem"] and not bloodbath:
                band = "down"
            if band == "ooa" and case["memento"] and not memento_used:
                # "ignorare completamente il primo attacco che metterebbe Fuori Combattimento": as it was,
                # no markers placed, the spent ones gone.
                results.append((p, (down, left, new_used, True, False)))
                continue
            if band == "down" and case["armour"] == "machine" and not playtest:
                band = "minor"
            if band == "ooa":
                results.append((p, (False, 0, False, False, True)))
                continue
            placed = {"none": 0, "minor": 1, "down": 2 if down else 1}[band] + (1 if fire else 0)
            results.append((p, (down or band == "down", min(6, left + placed), new_used, memento_used, False)))
        return results

    success = [(total >= 7, total >= 12, p) for total, p in chances(2, case["hit_dice"])]

    @cache
    def value(state, remaining, horizon):
        """P(out after `horizon` more attacks) from `state`, with `remaining` attacks left for the optimal policy."""
        if state[4]:
            return Fraction(1)
        if horizon == 0:
            return Fraction(0)
        total = Fraction(0)
        for hit, critical, p in success:
            if not hit:
                total += p * value(state, remaining - 1, horizon - 1)
                continue
            choices = options(state[0], state[1]) if policy == "optimal" else [fixed(state[0], state[1])]
            total += p * max(
                sum(q * value(following, remaining - 1, horizon - 1) for q, following in injury(state, critical, c))
                for c in choices
            )
        return total

    start = (case["down"], case["markers"], case["tough"] and case["tough_used"], False, False)
    if policy == "optimal":
        return [value(start, attacks, attacks)]
    return [value(start, k, k) for k in range(1, attacks + 1)]


def model_case(case: dict, attacks: int, policy: str):
    attack = Attack(
        kind=AttackKind.MELEE if case["melee"] else AttackKind.RANGED,
        sources=SuccessSources(other=case["hit_dice"]),
        keywords=frozenset({"FIRE"} if case["fire"] else set()) | ({"CRITICAL"} if case["critical_kw"] else set()),
        injury_dice=case["injury_dice"],
        injury_modifier=case["modifier"],
    )
    target = Target(armour=Armour(case["armour"]), down=case["down"], blood_markers=case["markers"],
                    tough=case["tough"], tough_used=case["tough_used"], golem=case["golem"], memento_mori=case["memento"])
    return evaluate(SequenceInput(Edition(case["edition"]), attack, target, attacks, Policy(policy)))


BASE = dict(edition="1.0", melee=False, hit_dice=0, injury_dice=0, modifier=0, armour="standard", fire=False,
            critical_kw=False, down=False, markers=0, tough=False, tough_used=False, golem=False, memento=False)
CASES = [
    dict(BASE),
    dict(BASE, fire=True, markers=4, tough=True),
    dict(BASE, melee=True, hit_dice=1, armour="none", markers=5, critical_kw=True),
    dict(BASE, edition="1.6.3", down=True, markers=3, armour="machine", fire=True),
    dict(BASE, armour="machine", markers=6, golem=True, hit_dice=-1),
    dict(BASE, melee=True, down=True, markers=2, tough=True, tough_used=True, injury_dice=-1, modifier=2),
    dict(BASE, memento=True, fire=True, markers=4, armour="none", hit_dice=1),
    dict(BASE, memento=True, tough=True, melee=True, armour="none", injury_dice=1),
    dict(BASE, memento=True, golem=True, markers=6, armour="none"),
]


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("policy", ["never", "all", "bloodbath"])
def test_fixed_policies_match_the_enumeration_for_every_k(case, policy):
    result = model_case(case, 3, policy)
    assert list(result.selected.out_of_action_by) == brute_sequence(case, 3, policy)


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize("attacks", [2, 3])
def test_optimal_matches_the_expectimax(case, attacks):
    result = model_case(case, attacks, "optimal")
    assert [result.selected.out_of_action] == brute_sequence(case, attacks, "optimal")


def test_off_hand_pair_alternates_with_minus_one_dice():
    # Main then off-hand: the off-hand is the same weapon at -1 DICE, so a pair of two automatic-hit
    # attacks equals two plain ones, and with a success roll the second attack hits less often.
    sword = Attack(kind=AttackKind.MELEE)
    pair = evaluate(SequenceInput(attack=sword, off_hand=sword, attacks=2, policy=Policy.NEVER)).selected
    main_only = evaluate(SequenceInput(attack=sword, attacks=2, policy=Policy.NEVER)).selected
    assert pair.out_of_action_by[0] == main_only.out_of_action_by[0]
    assert pair.out_of_action_by[1] < main_only.out_of_action_by[1]
    minus_one = replace(sword, sources=SuccessSources(other=-1))
    case = dict(BASE, melee=True)
    # Brute force: the second attack at -1 DICE.
    first = brute_sequence(case, 1, "never")[0]
    # P(OOA by 2) = P(OOA at 1) + P(not OOA at 1 and OOA at 2), the 2nd from each state after the first.
    after = evaluate(SequenceInput(attack=sword, attacks=1, policy=Policy.NEVER)).selected.final_states
    second = sum(
        p * evaluate(SequenceInput(attack=minus_one, target=Target(down=s.down, blood_markers=s.blood_markers),
                                   attacks=1, policy=Policy.NEVER)).selected.out_of_action
        for s, p in after.items() if s.status is not Status.OUT_OF_ACTION
    )
    assert pair.out_of_action_by == (first, first + second)


# --- bad input ---


CONTRACT = {
    "format": 1, "game": "trench-crusade", "calculator": "sequence", "edition": "1.0",
    "attacks": 3, "policy": "optimal",
    "attack": {"kind": "ranged", "hit_dice": 1, "auto_hit": False, "keywords": ["FIRE"], "injury_dice": 0,
               "injury_modifier": 0, "blood_markers_spent": 0, "blessing_markers_spent": 0, "bloodbath": False},
    "target": {"armour": "standard", "shield": False, "down": False, "keywords": ["TOUGH"], "injury_dice": 0,
               "blood_markers": 2},
}

BAD = [
    ("zero attacks", dict(CONTRACT, attacks=0), "attacks"),
    ("a thousand attacks", dict(CONTRACT, attacks=1000), "attacks"),
    ("attacks missing", {k: v for k, v in CONTRACT.items() if k != "attacks"}, "attacks"),
    ("attacks as text", dict(CONTRACT, attacks="3"), "attacks"),
    ("unknown policy", dict(CONTRACT, policy="greedy"), "policy"),
    ("markers above 6", dict(CONTRACT, target=dict(CONTRACT["target"], blood_markers=7)), "target.blood_markers"),
    ("spending in the attack", dict(CONTRACT, attack=dict(CONTRACT["attack"], blood_markers_spent=1)),
     "attack.blood_markers_spent"),
    ("ranged off-hand", dict(CONTRACT, off_hand={"kind": "melee"}), "attack.kind"),
    ("bad off-hand keyword", dict(CONTRACT, attack=dict(CONTRACT["attack"], kind="melee"),
                                  off_hand={"kind": "melee", "keywords": ["LASER"]}), "off_hand.keywords[0]"),
]


@pytest.mark.parametrize("name, data, field", BAD, ids=[b[0] for b in BAD])
def test_bad_input_names_the_field(tmp_path, name, data, field):
    with pytest.raises(InputError) as caught:
        parse_scenario(data)
    assert caught.value.field == field
    path = tmp_path / "bad.companion.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ScenarioError, match=field.replace("[", r"\[").replace("]", r"\]")):
        load_scenario(path)


def test_dataclass_refuses_what_parse_refuses():
    for attacks in (0, 1000, True):
        with pytest.raises(InputError, match="attacks"):
            SequenceInput(attacks=attacks)
    with pytest.raises(InputError, match="policy"):
        SequenceInput(policy="greedy")
    with pytest.raises(InputError, match="off_hand.kind"):
        SequenceInput(attack=Attack(kind=AttackKind.MELEE), off_hand=Attack())


def test_advisor_refuses_impossible_states():
    result = evaluate(SequenceInput(attack=Attack(auto_hit=True), attacks=3))
    with pytest.raises(InputError, match="advisor.attacks_left"):
        result.advice(TargetState(Status.STANDING), attacks_left=4, critical=False)
    with pytest.raises(InputError, match="advisor.status"):
        result.advice(TargetState(Status.OUT_OF_ACTION), attacks_left=1, critical=False)
    with pytest.raises(InputError, match="advisor.critical"):
        result.advice(TargetState(Status.STANDING), attacks_left=1, critical=True)  # an automatic hit never crits
    with pytest.raises(InputError, match="state.blood_markers"):
        TargetState(Status.STANDING, 7)


# --- the scenario contract ---


def test_contract_scenario_has_every_required_result():
    scenario = parse_scenario(CONTRACT)
    results = evaluate_json(scenario)
    assert len(results["out_of_action_by"]) == 3
    assert all(Fraction(p) == Fraction(p) for p in results["out_of_action_by"])
    assert set(results["down_at_end"]) >= {"never", "all", "bloodbath"}
    assert sum(Fraction(s["probability"]) for s in results["final_states"]) == 1
    assert Fraction(results["expected_markers_left"]) >= 0
    for policy in ("never", "all", "bloodbath", "optimal"):
        assert len(results["policies"][policy]["out_of_action_by"]) == 3


def test_dump_is_the_inverse_of_parse():
    for data in (CONTRACT, dict(CONTRACT, attack=dict(CONTRACT["attack"], kind="melee"), off_hand={
            "kind": "melee", "injury_modifier": 1, "keywords": ["CRITICAL"]}, policy="all",
            target=dict(CONTRACT["target"], keywords=["FEAR", "TOUGH"], tough_used=True))):
        scenario = parse_scenario(data)
        assert parse_scenario(scenario_to_json(scenario)) == scenario
    inputs = SequenceInput(edition=Edition.PLAYTEST_1_6_3, attack=Attack(kind=AttackKind.MELEE),
                           off_hand=Attack(kind=AttackKind.MELEE, injury_dice=1), attacks=5, policy=Policy.BLOODBATH,
                           target=Target(down=True, blood_markers=5, golem=True))
    header = {"format": 1, "game": "trench-crusade", "calculator": "sequence"}
    assert SEQUENCE.parse(SEQUENCE.dump(inputs) | header) == inputs


def test_cli_exits_2_on_a_bad_sequence_and_evaluates_a_good_one(tmp_path, capsys):
    from companion import cli

    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(dict(CONTRACT, attacks=1000)), encoding="utf-8")
    good = tmp_path / "good.json"
    good.write_text(json.dumps(CONTRACT), encoding="utf-8")
    status = cli.main([str(bad), str(good), "--json"])
    out, err = capsys.readouterr()
    assert status == 2
    assert err.strip() == f"companion eval: {bad}: attacks: a whole number from 1 to 100 (got 1000)"
    assert len(json.loads(out)["results"]["out_of_action_by"]) == 3


def test_an_off_hand_weapon_sees_the_targets_fear_as_the_main_weapon_does():
    """FEAR belongs to the target, so a file holds it once: an off-hand weapon cannot differ."""
    melee = Attack(kind=AttackKind.MELEE)
    with pytest.raises(InputError) as caught:
        SequenceInput(attack=replace(melee, sources=SuccessSources(target_fear=True)), off_hand=melee)
    assert str(caught.value) == ("off_hand.hit_sources.target_fear: true, as for the main attack: "
                                 "FEAR belongs to the target (got False)")
    feared = SequenceInput(attack=replace(melee, sources=SuccessSources(target_fear=True)),
                           off_hand=replace(melee, sources=SuccessSources(target_fear=True)))
    assert SEQUENCE.parse(SEQUENCE.dump(feared) | {"format": 1, "game": "trench-crusade", "calculator": "sequence"}) == (
        feared)


def test_an_attack_whose_sources_add_up_beyond_twelve_dice_reads_back():
    """The net of the named sources can pass the ±12 that hit_dice holds; the file then names the sources only."""
    inputs = SequenceInput(attack=Attack(sources=SuccessSources(other=12, characteristic=3)))
    data = SEQUENCE.dump(inputs)
    assert "hit_dice" not in data["attack"] and data["attack"]["hit_sources"]["other"] == 12
    assert SEQUENCE.parse(data | {"format": 1, "game": "trench-crusade", "calculator": "sequence"}) == inputs
