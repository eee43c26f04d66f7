"""The attack model against an independent enumeration of every die.

The enumerator below re-reads the rules file on its own: it rolls every
combination of D6 for the success roll and for the injury roll and applies the
table and the replacement effects directly. It shares no code with the model.
"""

import itertools
from fractions import Fraction
from functools import cache

import pytest

from companion.model.trench_crusade.attack import Pool, evaluate
from companion.model.trench_crusade.attack_input import (
    Armour,
    Attack,
    AttackInput,
    AttackKind,
    Edition,
    SuccessSources,
    Target,
)

KEYWORDS = ("CRITICAL", "RISKY", "FIRE", "GAS", "SHRAPNEL", "ARMOUR PIERCING", "IGNORE ARMOUR", "DEADLY", "SHOTGUN")
ARMOUR_VALUE = {"none": 0, "standard": -1, "reinforced": -2, "machine": -3}


@cache
def roll_counts(base: int, net: int) -> dict[int, int]:
    """How many of the 6^(base+|net|) rolls give each kept sum."""
    counts: dict[int, int] = {}
    for dice in itertools.product(range(1, 7), repeat=base + abs(net)):
        kept = sorted(dice, reverse=net >= 0)[:base]
        counts[sum(kept)] = counts.get(sum(kept), 0) + 1
    return counts


def brute_force(case: dict) -> dict[str, Fraction]:
    edition, melee, keywords = case["edition"], case["kind"] == "melee", case["keywords"]
    if case["auto_hit"]:
        branches = [(Fraction(1), False)]
    else:
        dice = case["success_dice"]
        shotgun_v1 = edition == "1.0" and "SHOTGUN" in keywords
        if case["long_range"] and not melee and not shotgun_v1:
            dice -= 1
        counts = roll_counts(2, dice)
        rolls = sum(counts.values())
        branches = [(Fraction(n, rolls), total >= 12) for total, n in counts.items() if total >= 7]
    miss = 1 - sum(p for p, _ in branches)

    # "il massimo valore di armatura che un modello può normalmente avere è pari a -3": both editions.
    armour = max(-3, ARMOUR_VALUE[case["armour"]] - (1 if case["shield"] else 0) + case["innate_armour"])
    if not case["impervious"]:
        if "IGNORE ARMOUR" in keywords:
            armour = 0
        elif "ARMOUR PIERCING" in keywords and edition == "1.0":
            armour = min(0, armour + 1)
    negative = armour + min(case["modifier"], 0)
    if edition == "1.0":
        negative = max(negative, -3)
    modifier = negative + max(case["modifier"], 0)

    result = {"miss": miss, "ignored": Fraction(0), "no_effect": Fraction(0), "minor_hit": Fraction(0), "down": Fraction(0),
              "out_of_action": Fraction(0), "markers": Fraction(0)}
    for p_branch, critical in branches:
        net = case["injury_dice"] + (case["blood_spent"])
        if critical:
            net += 2 if "CRITICAL" in keywords else 1
        if case["down"] and (edition == "1.6.3" or melee):
            net += 1
        if edition == "1.0" and "SHOTGUN" in keywords and case["long_range"] and not melee and not case["auto_hit"]:
            net -= 1
        base = (3 if "DEADLY" in keywords else 2) + (1 if case["bloodbath"] else 0)
        counts = roll_counts(base, net)
        rolls = sum(counts.values())
        for total, n in counts.items():
            p = p_branch * Fraction(n, rolls)
            total += modifier
            outcome = ("no_effect" if total <= 1 else "minor_hit" if total <= 6 else "down" if total <= 8
                       else "out_of_action")
            if outcome == "out_of_action" and case["tough"]:
                outcome = "down"
            if outcome == "out_of_action" and case["golem"] and not case["bloodbath"]:
                outcome = "down"
            # "ignorare completamente il primo attacco che metterebbe Fuori Combattimento il Profeta stesso"
            if outcome == "out_of_action" and case["memento_mori"]:
                outcome = "ignored"
            if outcome == "down" and case["armour"] == "machine" and (edition == "1.0" or case["new_antioch"]):
                outcome = "minor_hit"
            result[outcome] += p
            markers = {"ignored": 0, "no_effect": 0, "minor_hit": 1, "down": 2 if case["down"] else 1,
                       "out_of_action": 0}[outcome]
            if outcome not in ("out_of_action", "ignored") and {"FIRE", "GAS", "SHRAPNEL"} & keywords:
                markers += 1
            left = case["blood_markers"] - case["blood_spent"] - ((3 if case["down"] else 6) if case["bloodbath"] else 0)
            result["markers"] += p * min(markers, 6 - left)
    return result


def model(case: dict):
    attack = Attack(
        kind=AttackKind(case["kind"]),
        sources=SuccessSources(other=case["success_dice"], long_range=case["long_range"]),
        auto_hit=case["auto_hit"],
        keywords=frozenset(case["keywords"]),
        injury_dice=case["injury_dice"],
        injury_modifier=case["modifier"],
        blood_markers_spent=case["blood_spent"],
        bloodbath=case["bloodbath"],
    )
    target = Target(
        armour=Armour(case["armour"]), shield=case["shield"], innate_armour=case["innate_armour"],
        impervious=case["impervious"], down=case["down"],
        tough=case["tough"], golem=case["golem"], memento_mori=case["memento_mori"], new_antioch=case["new_antioch"],
        blood_markers=case["blood_markers"],
    )
    return evaluate(AttackInput(edition=Edition(case["edition"]), attack=attack, target=target))


# Reinforced + shield + innate -2 and Standard + innate -3 pass the armour cap of -3; a 1.6.3 case there
# would have caught the earlier reading, which capped armour in 1.0 only.
TARGETS = [
    dict(armour="standard", shield=False, innate_armour=0, impervious=False, down=False, tough=False, golem=False,
         memento_mori=False, new_antioch=False, blood_markers=0, blood_spent=0, bloodbath=False),
    dict(armour="reinforced", shield=True, innate_armour=-2, impervious=False, down=True, tough=True, golem=False,
         memento_mori=True, new_antioch=False, blood_markers=4, blood_spent=1, bloodbath=False),
    dict(armour="machine", shield=False, innate_armour=0, impervious=True, down=False, tough=False, golem=True,
         memento_mori=True, new_antioch=True, blood_markers=6, blood_spent=0, bloodbath=True),
    dict(armour="none", shield=False, innate_armour=-1, impervious=False, down=True, tough=False, golem=True,
         memento_mori=False, new_antioch=False, blood_markers=5, blood_spent=1, bloodbath=True),
    dict(armour="standard", shield=True, innate_armour=-3, impervious=False, down=False, tough=False, golem=False,
         memento_mori=True, new_antioch=False, blood_markers=0, blood_spent=0, bloodbath=False),
]


def all_cases():
    for index, subset in enumerate(itertools.chain.from_iterable(
            itertools.combinations(KEYWORDS, n) for n in range(len(KEYWORDS) + 1))):
        for edition, kind in itertools.product(("1.0", "1.6.3"), ("ranged", "melee")):
            yield dict(
                TARGETS[index % len(TARGETS)],
                edition=edition, kind=kind, keywords=frozenset(subset),
                auto_hit=index % 5 == 0, success_dice=(index % 3) - 1, long_range=index % 2 == 0,
                injury_dice=(index % 2) - 1 if "DEADLY" in subset else (index % 3) - 1,
                modifier=(index % 4) - 2,
            )


def test_every_keyword_combination_matches_the_enumeration():
    cases = list(all_cases())
    assert len(cases) == 2**len(KEYWORDS) * 4
    for case in cases:
        result = model(case)
        expected = brute_force(case)
        got = {outcome.value: p for outcome, p in result.outcomes.items()}
        assert got == {k: v for k, v in expected.items() if k != "markers"}, case
        assert result.expected_blood_markers == expected["markers"], case


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("success_dice", [-2, 0, 2])
def test_larger_success_pools_match_the_enumeration(target, success_dice):
    case = dict(target, edition="1.0", kind="melee", keywords=frozenset({"CRITICAL"}), auto_hit=False,
                success_dice=success_dice, long_range=False, injury_dice=0, modifier=1)
    got = {outcome.value: p for outcome, p in model(case).outcomes.items()}
    assert got == {k: v for k, v in brute_force(case).items() if k != "markers"}


@pytest.mark.parametrize(("base", "net", "modifier"), [(2, 0, 0), (2, -2, 1), (3, 2, -1), (2, 3, 0)])
def test_a_pool_asked_for_again_gives_the_enumerated_totals_in_a_dict_of_its_own(base, net, modifier):
    """Pools' totals are remembered between evaluations; no caller may change what the next one gets."""
    pool = Pool(base, net, modifier)
    first = pool.totals()
    first[99] = Fraction(1)
    total = 6 ** (base + abs(net))
    assert pool.totals() == {kept + modifier: Fraction(n, total) for kept, n in roll_counts(base, net).items()}
