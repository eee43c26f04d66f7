"""The reference figures of shared/rules/trench-crusade.md, reproduced exactly."""

from fractions import Fraction

import pytest

from companion.model.trench_crusade.attack import evaluate
from companion.model.trench_crusade.attack_input import (
    Armour,
    Attack,
    AttackInput,
    AttackKind,
    Edition,
    Outcome,
    SuccessSources,
    Target,
)

NO_ARMOUR = Target(armour=Armour.NONE)


def attack_with(net_dice: int, **attack) -> AttackInput:
    return AttackInput(attack=Attack(sources=SuccessSources(characteristic=net_dice), **attack), target=NO_ARMOUR)


@pytest.mark.parametrize(
    "net, percent", [(-3, 9.4), (-2, 17.4), (-1, 31.9), (0, 58.3), (1, 80.6), (2, 91.0), (3, 95.8)]
)
def test_success_by_net_dice(net, percent):
    assert round(float(evaluate(attack_with(net)).hit) * 100, 1) == percent


@pytest.mark.parametrize("net, critical", [(-1, Fraction(1, 216)), (0, Fraction(1, 36)), (1, Fraction(16, 216))])
def test_critical_by_net_dice(net, critical):
    assert evaluate(attack_with(net)).critical == critical


OUT_OF_ACTION_TABLE = {
    -1: (10.6, 5.1, 1.9, 0.5),
    0: (27.8, 16.7, 8.3, 2.8),
    1: (52.3, 35.6, 19.9, 7.4),
    2: (69.4, 52.2, 32.0, 13.2),
}


@pytest.mark.parametrize("injury_dice", sorted(OUT_OF_ACTION_TABLE))
@pytest.mark.parametrize("column, modifier", list(enumerate([0, -1, -2, -3])))
def test_out_of_action_given_plain_hit(injury_dice, column, modifier):
    # An automatic hit is a hit that is never critical: exactly "given a hit, no crit".
    inputs = AttackInput(
        attack=Attack(auto_hit=True, injury_dice=injury_dice),
        target=Target(armour=Armour.NONE, innate_armour=modifier),
    )
    p = evaluate(inputs).outcomes[Outcome.OUT_OF_ACTION]
    assert round(float(p) * 100, 1) == OUT_OF_ACTION_TABLE[injury_dice][column]


def test_ranged_plus_one_dice_against_standard_armour():
    inputs = AttackInput(
        attack=Attack(kind=AttackKind.RANGED, sources=SuccessSources(characteristic=1)),
        target=Target(armour=Armour.STANDARD),
    )
    outcomes = evaluate(inputs).outcomes
    shown = {o: round(float(p) * 100, 2) for o, p in outcomes.items()}
    assert shown == {
        Outcome.MISS: 19.44,
        Outcome.IGNORED: 0.0,  # no MEMENTO MORI on this target: nothing is ignored
        Outcome.NO_EFFECT: 2.07,
        Outcome.MINOR_HIT: 42.97,
        Outcome.DOWN: 20.69,
        Outcome.OUT_OF_ACTION: 14.83,
    }
    assert sum(outcomes.values()) == 1


def test_memento_mori_ignores_the_attack_that_would_take_the_model_out_of_action():
    """The seed: "l'abilità Memento Mori del Profeta di Guerra, che consente di ignorare completamente il
    primo attacco che metterebbe Fuori Combattimento il Profeta stesso". An automatic FIRE hit on a model
    without armour rolls a plain 2D6: 9+ (10/36) would be Out of Action, and is ignored instead. BLOOD
    MARKERS: Minor Hit (2-6, 15/36) and Down (7-8, 11/36) place one and FIRE one more; the ignored attack
    places none, not even FIRE's: (15 + 11) / 36 * 2 = 13/9. Read as No Effect it would have placed FIRE's
    marker too: 13/9 + 10/36."""
    target = Target(armour=Armour.NONE, memento_mori=True)
    result = evaluate(AttackInput(attack=Attack(auto_hit=True, keywords=frozenset({"FIRE"})), target=target))
    assert result.outcomes[Outcome.IGNORED] == Fraction(10, 36)
    assert result.outcomes[Outcome.OUT_OF_ACTION] == 0 and result.outcomes[Outcome.NO_EFFECT] == 0
    assert result.expected_blood_markers == Fraction(13, 9)
    assert result.explanation.replacements == ("memento_mori",)
    # TOUGH comes first: the first Out of Action becomes Down, so MEMENTO MORI is not reached.
    tough = evaluate(AttackInput(attack=Attack(auto_hit=True), target=Target(armour=Armour.NONE, memento_mori=True,
                                                                               tough=True)))
    assert tough.outcomes[Outcome.IGNORED] == 0 and tough.outcomes[Outcome.DOWN] == Fraction(21, 36)
    # GOLEM holds everything but a Bloodbath: 3D6 >= 9 (160/216) is what MEMENTO MORI ignores.
    golem = Target(armour=Armour.NONE, golem=True, memento_mori=True, blood_markers=6)
    bloodbath = evaluate(AttackInput(attack=Attack(auto_hit=True, bloodbath=True), target=golem))
    assert bloodbath.outcomes[Outcome.IGNORED] == Fraction(160, 216)


def test_critical_keyword_adds_two_injury_dice_on_a_critical():
    plain = evaluate(attack_with(0))
    critical = evaluate(attack_with(0, keywords=frozenset({"CRITICAL"})))
    assert critical.explanation.critical_pool.net == 2
    assert plain.explanation.critical_pool.net == 1
    assert critical.outcomes[Outcome.OUT_OF_ACTION] > plain.outcomes[Outcome.OUT_OF_ACTION]


def test_fear_only_in_melee_and_not_against_a_fearless_attacker():
    def hit(kind, target_fear, attacker_fear):
        sources = SuccessSources(target_fear=target_fear, attacker_fear=attacker_fear)
        return evaluate(AttackInput(attack=Attack(kind=kind, sources=sources))).hit

    assert hit(AttackKind.MELEE, True, False) == evaluate(attack_with(-1)).hit
    assert hit(AttackKind.MELEE, True, True) == hit(AttackKind.MELEE, False, False)
    assert hit(AttackKind.RANGED, True, False) == hit(AttackKind.RANGED, False, False)


def test_down_target_bonus_depends_on_edition():
    def out_of_action(edition, kind):
        inputs = AttackInput(
            edition=edition, attack=Attack(kind=kind, auto_hit=True), target=Target(armour=Armour.NONE, down=True)
        )
        return evaluate(inputs).outcomes[Outcome.OUT_OF_ACTION]

    standing = evaluate(AttackInput(attack=Attack(auto_hit=True), target=NO_ARMOUR)).outcomes[Outcome.OUT_OF_ACTION]
    assert out_of_action(Edition.V1_0, AttackKind.RANGED) == standing == Fraction(10, 36)
    assert out_of_action(Edition.V1_0, AttackKind.MELEE) > standing
    assert out_of_action(Edition.PLAYTEST_1_6_3, AttackKind.RANGED) > standing


def test_machine_armour_turns_down_into_minor_hit_per_edition():
    def down(edition, new_antioch):
        target = Target(armour=Armour.MACHINE, new_antioch=new_antioch)
        return evaluate(AttackInput(edition=edition, attack=Attack(auto_hit=True), target=target)).outcomes[Outcome.DOWN]

    assert down(Edition.V1_0, False) == 0
    assert down(Edition.PLAYTEST_1_6_3, True) == 0
    # 2D6 - 3 in 7..8 means 2D6 in 10..11: 5/36.
    assert down(Edition.PLAYTEST_1_6_3, False) == Fraction(5, 36)


def test_armour_is_at_most_minus_three_in_both_editions():
    """The seed, of the 1.6.3 rules: "Come regola generale, il massimo valore di armatura che un modello può
    normalmente avere è pari a -3." Reinforced -2, shield -1 and innate -2 make -5, held at -3 in both
    editions: Out of Action needs 2D6 - 3 >= 9, a 12: 1/36. The earlier reading let 1.6.3 reach -5, where
    Out of Action was impossible."""
    target = Target(armour=Armour.REINFORCED, shield=True, innate_armour=-2)
    for edition in Edition:
        result = evaluate(AttackInput(edition=edition, attack=Attack(auto_hit=True), target=target))
        assert result.explanation.injury_pool.modifier == -3
        assert result.explanation.capped_armour and not result.explanation.capped_modifier
        assert result.outcomes[Outcome.OUT_OF_ACTION] == Fraction(1, 36)
        assert [(t.source, t.value) for t in result.explanation.modifier_terms] == [
            ("armour", -2), ("shield", -1), ("innate_armour", -2), ("armour_cap", 2)]


def test_a_weapons_negative_modifier_is_not_armour():
    """Machine Armour -3 and a weapon at -1: the armour is already at its -3, and the weapon's own -1 is
    not armour. 1.6.3 has no other cap: 2D6 - 4 >= 9 is impossible, Down (7-8) is 2D6 of 11 or 12: 3/36
    (New Antioch not set, so Machine Armour leaves Down alone). Edition 1.0 holds all negative modifiers at
    -3: Out of Action on a 12, 1/36."""
    target = Target(armour=Armour.MACHINE)
    attack = Attack(auto_hit=True, injury_modifier=-1)
    playtest = evaluate(AttackInput(edition=Edition.PLAYTEST_1_6_3, attack=attack, target=target))
    assert playtest.explanation.injury_pool.modifier == -4 and not playtest.explanation.capped_armour
    assert playtest.outcomes[Outcome.OUT_OF_ACTION] == 0 and playtest.outcomes[Outcome.DOWN] == Fraction(3, 36)
    rulebook = evaluate(AttackInput(edition=Edition.V1_0, attack=attack, target=target))
    assert rulebook.explanation.injury_pool.modifier == -3 and rulebook.explanation.capped_modifier
    assert rulebook.outcomes[Outcome.OUT_OF_ACTION] == Fraction(1, 36)


def test_armour_piercing_acts_on_the_capped_armour():
    """-5 of armour is -3; ARMOUR PIERCING (1.0) takes 1 off that: -2, so Out of Action needs 2D6 >= 11,
    3/36. Taking it off the uncapped -5 (the earlier order) left -4, held at -3 by the 1.0 cap: 1/36."""
    target = Target(armour=Armour.REINFORCED, shield=True, innate_armour=-2)
    attack = Attack(auto_hit=True, keywords=frozenset({"ARMOUR PIERCING"}))
    result = evaluate(AttackInput(edition=Edition.V1_0, attack=attack, target=target))
    assert result.explanation.injury_pool.modifier == -2
    assert result.outcomes[Outcome.OUT_OF_ACTION] == Fraction(3, 36)


def test_armour_piercing_and_ignore_armour_against_impervious():
    def modifier(keywords, impervious, edition=Edition.V1_0):
        target = Target(armour=Armour.REINFORCED, impervious=impervious)
        inputs = AttackInput(edition=edition, attack=Attack(auto_hit=True, keywords=frozenset(keywords)), target=target)
        return evaluate(inputs).explanation.injury_pool.modifier

    assert modifier([], False) == -2
    assert modifier(["ARMOUR PIERCING"], False) == -1
    assert modifier(["IGNORE ARMOUR"], False) == 0
    assert modifier(["IGNORE ARMOUR"], True) == -2
    assert modifier(["ARMOUR PIERCING"], True) == -2
    assert modifier(["ARMOUR PIERCING"], False, Edition.PLAYTEST_1_6_3) == -2


def test_tough_golem_and_bloodbath():
    def out_of_action(**target):
        inputs = AttackInput(attack=Attack(auto_hit=True, injury_dice=2), target=Target(armour=Armour.NONE, **target))
        return evaluate(inputs).outcomes[Outcome.OUT_OF_ACTION]

    assert out_of_action(tough=True) == 0
    assert out_of_action(tough=True, tough_used=True) == out_of_action()
    assert out_of_action(golem=True) == 0
    golem_bloodbath = AttackInput(
        attack=Attack(auto_hit=True, bloodbath=True), target=Target(armour=Armour.NONE, golem=True, blood_markers=6)
    )
    # A Bloodbath rolls 3D6: P(3D6 >= 9) = 160/216, and GOLEM does not save from it.
    assert evaluate(golem_bloodbath).outcomes[Outcome.OUT_OF_ACTION] == Fraction(160, 216)


def test_fire_places_an_extra_marker_even_on_no_effect():
    target = Target(armour=Armour.NONE, innate_armour=-3)
    plain = evaluate(AttackInput(attack=Attack(auto_hit=True), target=target))
    fire = evaluate(AttackInput(attack=Attack(auto_hit=True, keywords=frozenset({"FIRE"})), target=target))
    negated = evaluate(AttackInput(
        attack=Attack(auto_hit=True, keywords=frozenset({"FIRE"})),
        target=Target(armour=Armour.NONE, innate_armour=-3, negates=frozenset({"FIRE"})),
    ))
    # Every result but Out of Action (2D6 - 3 >= 9 needs a 12: 1/36) gets the extra marker.
    assert fire.expected_blood_markers - plain.expected_blood_markers == Fraction(35, 36)
    assert negated.expected_blood_markers == plain.expected_blood_markers


def test_markers_are_capped_at_six():
    inputs = AttackInput(
        attack=Attack(auto_hit=True, keywords=frozenset({"FIRE"})),
        target=Target(armour=Armour.MACHINE, blood_markers=6),
    )
    assert evaluate(inputs).expected_blood_markers == 0


def test_risky_ends_the_activation_on_a_miss():
    result = evaluate(attack_with(0, keywords=frozenset({"RISKY"})))
    assert result.risky_end == 1 - result.hit == Fraction(5, 12)
    assert evaluate(attack_with(0)).risky_end == 0


def test_shotgun_long_range_costs_injury_dice_in_edition_one():
    sources = SuccessSources(long_range=True)
    v1 = evaluate(AttackInput(attack=Attack(sources=sources, keywords=frozenset({"SHOTGUN"}))))
    playtest = evaluate(AttackInput(edition=Edition.PLAYTEST_1_6_3,
                                    attack=Attack(sources=sources, keywords=frozenset({"SHOTGUN"}))))
    assert v1.hit == Fraction(7, 12)
    assert v1.explanation.injury_pool.net == -1
    assert playtest.hit == evaluate(attack_with(-1)).hit
    assert playtest.explanation.injury_pool.net == 0
