"""The Trench Crusade Compare and Sweep pages, driven through their real widgets."""

import itertools
import json
from fractions import Fraction

import pytest

from companion.formatting import percent
from tests.helpers import settle


@pytest.fixture
def tab(window):
    return window.game_tabs[0]


@pytest.fixture
def compare(tab, qtbot):
    panel = tab.compare_panel
    tab.setCurrentWidget(panel)
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


def plain_shot_against(armour: int, net: int = 0) -> Fraction:
    """One ranged attack, nothing spent: every success roll and every injury roll enumerated."""
    total = Fraction(0)
    rolls = list(itertools.product(range(1, 7), repeat=2 + abs(net)))
    for dice in rolls:
        success = sum(sorted(dice, reverse=net >= 0)[:2])
        if success < 7:
            continue
        injury_dice = 3 if success >= 12 else 2
        injuries = list(itertools.product(range(1, 7), repeat=injury_dice))
        out = sum(1 for roll in injuries if sum(sorted(roll)[-2:]) + armour >= 9)
        total += Fraction(out, len(injuries) * len(rolls))
    return total


def cell(panel, row, column):
    return panel.grid.item(row, column)


def test_examples_fill_the_table_and_the_grouped_bars(compare):
    assert [compare.grid.verticalHeaderItem(r).text() for r in range(3)] == ["Machine Gun", "Rifle", "Flamer"]
    assert [compare.grid.horizontalHeaderItem(c).text() for c in range(3)] == [
        "Standard Armour", "Reinforced Armour", "Machine Armour"]
    rifle_standard = plain_shot_against(-1)
    assert cell(compare, 1, 0).text() == percent(rifle_standard, decimals=1)
    assert cell(compare, 1, 0).toolTip() == f"{percent(rifle_standard)}  ({rifle_standard})"
    # Flamer: automatic hit, 2D6 - 1 >= 9 is 6/36 against Standard Armour.
    assert cell(compare, 2, 0).toolTip().endswith("(1/6)")
    chart = compare.chart
    assert chart.groups == ["Standard Armour", "Reinforced Armour", "Machine Armour"]
    assert [name for name, _ in chart.series] == ["Machine Gun", "Rifle", "Flamer"]
    assert chart.bar_heights(1)[0] == pytest.approx(float(rifle_standard) * 100)
    assert chart.hover_text(0).splitlines()[2] == f"Rifle: {percent(rifle_standard)}  ({rifle_standard})"
    # Three machine-gun shots beat one rifle shot against every target.
    assert all(a > b for a, b in zip(chart.bar_heights(0), chart.bar_heights(1), strict=True))


def test_save_the_attack_page_weapon_and_target(qtbot, window, tab, compare):
    attack = tab.attack_panel
    attack.reset_to_defaults()
    attack.weapon.characteristic.setValue(1)
    attack.target.armour.setCurrentIndex(attack.target.armour.findData("none"))
    settle(qtbot, attack)
    compare.loadout_box.from_attack.click()
    compare.target_box.from_attack.click()
    settle(qtbot, compare)
    assert compare.grid.rowCount() == 4 and compare.grid.columnCount() == 4
    assert compare.grid.verticalHeaderItem(3).text() == "Attack page weapon"
    assert compare.grid.horizontalHeaderItem(3).text() == "Attack page target"
    # The rules reference: ranged +1 DICE against Standard Armour is 14.83% Out of Action.
    assert cell(compare, 3, 0).toolTip().startswith("14.83%")
    assert cell(compare, 3, 3).toolTip().endswith(f"({plain_shot_against(0, net=1)})")
    compare.loadout_box.from_attack.click()
    settle(qtbot, compare)
    assert compare.grid.verticalHeaderItem(4).text() == "Attack page weapon 2"


def test_remove_reorder_rename_and_attacks(qtbot, compare):
    box = compare.loadout_box
    box.rows.set_current(1)  # Rifle
    box.rows.up_button.click()
    settle(qtbot, compare)
    assert [compare.grid.verticalHeaderItem(r).text() for r in range(3)] == ["Rifle", "Machine Gun", "Flamer"]
    box.rows.set_current(2)
    box.rows.remove_button.click()
    settle(qtbot, compare)
    assert compare.grid.rowCount() == 2 and [name for name, _ in compare.chart.series] == ["Rifle", "Machine Gun"]
    box.rows.set_current(0)
    single = cell(compare, 0, 0).toolTip()
    box.rows.set_cell(0, "attacks", 2)
    settle(qtbot, compare)
    assert (box.rows.cell_text(0, "name"), box.rows.cell_text(0, "attacks")) == ("Rifle", "2")
    assert cell(compare, 0, 0).toolTip() != single
    box.rows.set_cell(0, "name", "Long rifle")
    settle(qtbot, compare)
    assert compare.grid.verticalHeaderItem(0).text() == "Long rifle"
    assert (box.rows.cell_text(0, "name"), box.rows.cell_text(0, "attacks")) == ("Long rifle", "2")
    box.rows.set_cell(0, "name", "Machine Gun")
    assert "unique" in compare.status_label.text() and box.rows.cell_text(0, "name") == "Long rifle"
    box.rows.set_current(1)
    box.rows.remove_button.click()
    assert not box.rows.remove_button.isEnabled()  # the last loadout stays


def test_lists_stop_at_twelve(qtbot, compare):
    box = compare.target_box
    while box.add_example.isEnabled():
        box.add_example.click()
    settle(qtbot, compare)
    assert compare.grid.columnCount() == 12 and not box.from_attack.isEnabled()
    assert len(set(compare.read_inputs().targets)) == 12


def test_the_figure_can_change(qtbot, compare):
    compare.figure.setCurrentIndex(compare.figure.findData("down_at_end"))
    result = compare.result
    assert cell(compare, 1, 0).toolTip().endswith(f"({result.cells[1][0].down_at_end})")
    assert "Down at the end" in compare.chart.axis_title("left")


def test_compare_saves_and_opens(qtbot, window, compare, tmp_path):
    compare.loadout_box.rows.set_cell(0, "attacks", 4)
    compare.policy.setCurrentIndex(compare.policy.findData("never"))
    settle(qtbot, compare)
    saved = compare.read_inputs()
    path = tmp_path / "compare.companion.json"
    assert window.save_current(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["calculator"] == "compare" and data["loadouts"][0]["attacks"] == 4
    compare.reset_to_defaults()
    settle(qtbot, compare)
    assert window.open_scenario(str(path))
    settle(qtbot, compare)
    assert compare.read_inputs() == saved


def test_bad_compare_file_is_refused(qtbot, window, compare, tmp_path, warnings):
    before = compare.read_inputs()
    path = tmp_path / "bad.companion.json"
    path.write_text(json.dumps({"format": 1, "game": "trench-crusade", "calculator": "compare",
                                "loadouts": [{"name": "A"}], "targets": [{"name": "B"}, {"name": "B"}]}))
    assert not window.open_scenario(str(path))
    assert len(warnings) == 1 and "targets[1].name" in warnings[0][1]
    assert compare.read_inputs() == before


# --- sweep ---


@pytest.fixture
def sweep(tab, qtbot):
    panel = tab.sweep_panel
    tab.setCurrentWidget(panel)
    panel.clear_pin()
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


def test_sweep_marks_the_current_value(qtbot, sweep):
    sweep.weapon.characteristic.setValue(1)
    settle(qtbot, sweep)
    assert sweep.chart.marker.isVisible() and sweep.chart.marker.value() == 1
    hits = dict(zip(sweep.chart.series[2].xs, sweep.chart.series[2].values, strict=True))
    # The rules file's success table: -3..+3 DICE give 9.4% ... 95.8%.
    assert [round(float(hits[x]) * 100, 1) for x in range(-3, 4)] == [9.4, 17.4, 31.9, 58.3, 80.6, 91.0, 95.8]
    # At +1 against Standard Armour: the rules reference 14.83% Out of Action.
    assert sweep.table.cell_text(2, 1) == "14.83%"
    assert "+1" in [label for _, label in sweep.chart.plot.getPlotItem().getAxis("bottom")._tickLevels[0]]


def test_armour_sweep_labels_the_armours(qtbot, sweep):
    sweep.parameter.setCurrentIndex(sweep.parameter.findData("armour"))
    settle(qtbot, sweep)
    ticks = [label for _, label in sweep.chart.plot.getPlotItem().getAxis("bottom")._tickLevels[0]]
    assert ticks == ["None", "Standard", "Reinforced", "Machine"]
    assert sweep.chart.marker.value() == 1
    out = sweep.chart.series[0].values
    assert list(out) == sorted(out, reverse=True)
    assert out[0] == plain_shot_against(0) and out[1] == plain_shot_against(-1)


def test_sweep_copies_the_attack_page(qtbot, tab, sweep):
    attack = tab.attack_panel
    attack.reset_to_defaults()
    attack.weapon.characteristic.setValue(-2)
    attack.target.blood.setValue(4)
    attack.markers_spent.setValue(3)
    settle(qtbot, attack)
    sweep.copy_button.click()
    settle(qtbot, sweep)
    assert sweep.weapon.characteristic.value() == -2 and sweep.markers_spent.value() == 3
    sweep.parameter.setCurrentIndex(sweep.parameter.findData("blood_markers_spent"))
    settle(qtbot, sweep)
    assert sweep.chart.marker.value() == 3 and sweep.chart.series[0].xs == tuple(float(v) for v in range(7))
