"""Compare (loadouts x targets) and Sweep (one parameter varied): reference figures, bad input, round trips."""

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.trench_crusade.attack import evaluate as evaluate_attack
from companion.model.trench_crusade.attack_input import Armour, Attack, AttackInput, AttackKind, SuccessSources, Target
from companion.model.trench_crusade.compare import (
    EXAMPLE_LOADOUTS,
    EXAMPLE_TARGETS,
    MAX_LOADOUTS,
    CompareInput,
    Loadout,
    NamedTarget,
)
from companion.model.trench_crusade.compare import evaluate as evaluate_compare
from companion.model.trench_crusade.sequence import Policy
from companion.model.trench_crusade.sweep import ARMOUR_ORDER, SweepInput, SweepParameter
from companion.model.trench_crusade.sweep import evaluate as evaluate_sweep
from companion.scenario import evaluate_json, parse_scenario, scenario_to_json

HEADER = {"format": 1, "game": "trench-crusade"}

# --- compare ---


def test_a_war_prophet_in_the_comparison():
    """A FIRE flamer (automatic hits) twice at an unarmoured War Prophet, nothing spent. "Memento Mori ...
    consente di ignorare completamente il primo attacco che metterebbe Fuori Combattimento il Profeta": the
    first 9+ on 2D6 is ignored, so he goes only when both attacks reach 9: (10/36)^2 = 100/1296, against
    1 - (26/36)^2 = 620/1296 for the same model without it. Read from a file, as `companion eval` does."""
    flamer = {"name": "Flamer", "attacks": 2, "attack": {"auto_hit": True, "keywords": ["FIRE"]}}
    targets = [{"name": name, "target": {"armour": "none", "keywords": keywords}}
               for name, keywords in (("Prophet", ["MEMENTO MORI"]), ("Trooper", []))]
    data = HEADER | {"calculator": "compare", "policy": "never", "loadouts": [flamer], "targets": targets}
    results = evaluate_json(parse_scenario(data))
    assert [Fraction(cell["out_of_action"]) for cell in results["cells"]] == [Fraction(100, 1296), Fraction(620, 1296)]


def test_single_attack_cells_are_the_rules_reference():
    # Ranged +1 DICE against Standard Armour, nothing spent: 14.83% Out of Action (rules reference).
    rifle = Loadout("Rifle +1", Attack(sources=SuccessSources(characteristic=1)))
    inputs = CompareInput(loadouts=(rifle,), targets=(EXAMPLE_TARGETS["standard"],), policy=Policy.NEVER)
    cell = evaluate_compare(inputs).cells[0][0]
    assert round(float(cell.out_of_action) * 100, 2) == 14.83
    assert round(float(cell.down_at_end) * 100, 2) == 20.69


def test_three_shots_beat_one_and_armour_protects():
    result = evaluate_compare(CompareInput())
    assert result.loadouts == ("Machine Gun", "Rifle", "Flamer")
    assert result.targets == ("Standard Armour", "Reinforced Armour", "Machine Armour")
    machine_gun, rifle, _ = result.cells
    for column in range(3):
        assert machine_gun[column].out_of_action > rifle[column].out_of_action
    for row in result.cells:
        chances = [cell.out_of_action for cell in row]
        assert chances == sorted(chances, reverse=True)


def test_flamer_against_no_armour():
    # An automatic hit, 2D6 >= 9: 10/36; FIRE places a marker but a single attack cannot spend it.
    inputs = CompareInput(loadouts=(EXAMPLE_LOADOUTS["flamer"],), targets=(EXAMPLE_TARGETS["no_armour"],))
    assert evaluate_compare(inputs).cells[0][0].out_of_action == Fraction(10, 36)


def test_fear_of_the_target_applies_to_melee_loadouts():
    fearful = NamedTarget("Fearsome", Target(), fear=True)
    plain = NamedTarget("Plain", Target())
    result = evaluate_compare(CompareInput(loadouts=(EXAMPLE_LOADOUTS["sword"], EXAMPLE_LOADOUTS["rifle"]),
                                           targets=(fearful, plain)))
    sword, rifle = result.cells
    assert sword[0].out_of_action < sword[1].out_of_action  # -1 DICE in melee
    assert rifle[0].out_of_action == rifle[1].out_of_action  # FEAR does nothing at range


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(sorted(EXAMPLE_LOADOUTS)), min_size=1, max_size=3, unique=True),
       st.lists(st.sampled_from(sorted(EXAMPLE_TARGETS)), min_size=1, max_size=3, unique=True),
       st.sampled_from(list(Policy)))
def test_every_cell_is_a_distribution(loadouts, targets, policy):
    inputs = CompareInput(loadouts=tuple(EXAMPLE_LOADOUTS[k] for k in loadouts),
                          targets=tuple(EXAMPLE_TARGETS[k] for k in targets), policy=policy)
    result = evaluate_compare(inputs)
    assert len(result.cells) == len(loadouts) and all(len(row) == len(targets) for row in result.cells)
    for row in result.cells:
        for cell in row:
            assert cell.out_of_action + cell.down_at_end + cell.standing_at_end == 1


COMPARE = HEADER | {
    "calculator": "compare", "edition": "1.0", "policy": "optimal",
    "loadouts": [{"name": "Machine Gun", "attacks": 3, "attack": {"hit_dice": 1}},
                 {"name": "Flamer", "attack": {"auto_hit": True, "keywords": ["FIRE"]}}],
    "targets": [{"name": "Standard", "target": {"armour": "standard"}},
                {"name": "Fearsome", "target": {"armour": "machine", "keywords": ["FEAR", "TOUGH"]}}],
}

BAD_COMPARE = [
    ("no loadouts", dict(COMPARE, loadouts=[]), "loadouts"),
    ("too many loadouts", dict(COMPARE, loadouts=[{"name": str(i)} for i in range(MAX_LOADOUTS + 1)]), "loadouts"),
    ("no name", dict(COMPARE, loadouts=[{"attack": {}}]), "loadouts[0].name"),
    ("long name", dict(COMPARE, targets=[{"name": "x" * 41}]), "targets[0].name"),
    ("same name twice", dict(COMPARE, targets=[{"name": "A"}, {"name": "A"}]), "targets[1].name"),
    ("21 attacks", dict(COMPARE, loadouts=[{"name": "A", "attacks": 21}]), "loadouts[0].attacks"),
    ("bad attack", dict(COMPARE, loadouts=[{"name": "A", "attack": {"kind": "psychic"}}]), "loadouts[0].attack.kind"),
    ("bad target", dict(COMPARE, targets=[{"name": "A", "target": {"blood_markers": 9}}]),
     "targets[0].target.blood_markers"),
    ("spending", dict(COMPARE, loadouts=[{"name": "A", "attack": {"bloodbath": True}}]), "loadouts[0].attack.bloodbath"),
    ("unknown policy", dict(COMPARE, policy="hoard"), "policy"),
]


@pytest.mark.parametrize("name, data, field", BAD_COMPARE, ids=[b[0] for b in BAD_COMPARE])
def test_bad_compare_input_names_the_field(name, data, field):
    with pytest.raises(InputError) as caught:
        parse_scenario(data)
    assert caught.value.field == field


def test_compare_round_trip_and_results():
    scenario = parse_scenario(COMPARE)
    assert scenario.inputs.targets[1].fear and not scenario.inputs.loadouts[0].attack.sources.target_fear
    assert parse_scenario(scenario_to_json(scenario)) == scenario
    results = evaluate_json(scenario)
    assert [(c["loadout"], c["target"]) for c in results["cells"]] == [
        ("Machine Gun", "Standard"), ("Machine Gun", "Fearsome"), ("Flamer", "Standard"), ("Flamer", "Fearsome")]
    assert all(set(c) >= {"out_of_action", "down_at_end", "expected_markers_left"} for c in results["cells"])
    with pytest.raises(InputError, match="target_fear"):
        CompareInput(loadouts=(Loadout("A", Attack(sources=SuccessSources(target_fear=True))),))


# --- sweep ---


@pytest.mark.parametrize("net, percent", [(-3, 9.4), (-2, 17.4), (-1, 31.9), (0, 58.3), (1, 80.6), (2, 91.0),
                                          (3, 95.8)])
def test_hit_dice_sweep_reproduces_the_success_table(net, percent):
    result = evaluate_sweep(SweepInput(attack=Attack(sources=SuccessSources(characteristic=1))))
    assert [p.value for p in result.points] == list(range(-3, 4)) and result.current == 1
    point = next(p for p in result.points if p.value == net)
    assert round(float(point.result.hit) * 100, 1) == percent


def test_injury_dice_sweep_reproduces_the_out_of_action_table():
    # Automatic hit, no armour: P(OOA) by INJURY DICE -1, 0, +1, +2 is 10.6, 27.8, 52.3, 69.4 (rules table).
    inputs = SweepInput(attack=Attack(auto_hit=True), target=Target(Armour.NONE), parameter=SweepParameter.INJURY_DICE)
    chances = {p.value: round(float(p.out_of_action) * 100, 1) for p in evaluate_sweep(inputs).points}
    assert [chances[v] for v in (-1, 0, 1, 2)] == [10.6, 27.8, 52.3, 69.4]


def test_armour_sweep_drops_the_shield_for_machine_armour_and_never_rises():
    inputs = SweepInput(attack=Attack(auto_hit=True), target=Target(Armour.STANDARD, shield=True),
                        parameter=SweepParameter.ARMOUR)
    result = evaluate_sweep(inputs)
    assert result.current == 1 and [p.value for p in result.points] == [0, 1, 2, 3]
    chances = [p.out_of_action for p in result.points]
    assert chances == sorted(chances, reverse=True)
    # Machine Armour (-3) alone equals Reinforced (-2) plus the shield (-1).
    assert chances[3] == chances[2]
    assert evaluate_json(parse_scenario(HEADER | {"calculator": "sweep", "parameter": "armour"}))["points"][3][
        "armour"] == ARMOUR_ORDER[3].value


def test_markers_spent_sweep_gives_the_target_the_markers():
    inputs = SweepInput(attack=Attack(auto_hit=True, blood_markers_spent=2, bloodbath=True),
                        target=Target(Armour.NONE, down=True, blood_markers=5),
                        parameter=SweepParameter.BLOOD_MARKERS_SPENT)
    result = evaluate_sweep(inputs)
    assert result.current == 2 and [p.value for p in result.points] == [0, 1, 2, 3]  # 3 for the Bloodbath
    chances = [p.out_of_action for p in result.points]
    assert chances == sorted(chances)
    direct = evaluate_attack(AttackInput(attack=inputs.attack, target=inputs.target))
    assert result.points[2].result.outcomes == direct.outcomes


def test_hit_dice_sweep_includes_a_current_value_outside_minus_three_to_three():
    result = evaluate_sweep(SweepInput(attack=Attack(kind=AttackKind.MELEE, sources=SuccessSources(characteristic=5))))
    assert [p.value for p in result.points] == list(range(-3, 6))


def test_sweep_bad_input_and_round_trip():
    with pytest.raises(InputError, match="parameter"):
        parse_scenario(HEADER | {"calculator": "sweep", "parameter": "range"})
    with pytest.raises(InputError, match="attack.bloodbath"):
        SweepInput(attack=Attack(bloodbath=True))
    data = HEADER | {"calculator": "sweep", "parameter": "blood_markers_spent",
                     "attack": {"hit_dice": 1, "blood_markers_spent": 2}, "target": {"blood_markers": 3}}
    scenario = parse_scenario(data)
    assert parse_scenario(scenario_to_json(scenario)) == scenario
    results = evaluate_json(scenario)
    assert results["parameter"] == "blood_markers_spent" and results["current"] == 2
    assert [p["value"] for p in results["points"]] == list(range(7))
    inputs = replace(scenario.inputs, parameter=SweepParameter.INJURY_MODIFIER)
    assert parse_scenario(scenario_to_json(replace(scenario, inputs=inputs))).inputs == inputs
