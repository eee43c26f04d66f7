"""The Trench Crusade BLAST, shooting-into-melee and SCATTER pages, driven through their real widgets."""

import json
from fractions import Fraction

import pytest

from companion.formatting import percent
from tests.helpers import settle


@pytest.fixture
def tab(window):
    return window.game_tabs[0]


def page(tab, qtbot, name):
    panel = getattr(tab, name)
    tab.setCurrentWidget(panel)
    panel.clear_pin()
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


@pytest.fixture
def blast(tab, qtbot):
    return page(tab, qtbot, "blast_panel")


def test_two_unarmoured_models_under_automatic_hits(qtbot, blast):
    blast.weapon.auto_hit.setChecked(True)
    blast.model_form.armour.setCurrentIndex(blast.model_form.armour.findData("none"))
    blast.add_button.click()  # copies the selected (unarmoured) model
    settle(qtbot, blast)
    # Each model: 2D6 >= 9 is 10/36, independently: none 676/1296, one 520/1296, both 100/1296.
    expected = [Fraction(676, 1296), Fraction(520, 1296), Fraction(100, 1296)]
    assert blast.count_chart.shown_values() == expected
    assert [round(h, 2) for h in blast.count_chart.bar_heights()] == [round(float(p) * 100, 2) for p in expected]
    assert blast.table.cell_text(2, 1) == percent(1 - expected[0])
    assert blast.table.item(3, 1).toolTip() == str(Fraction(20, 36))
    assert blast.model_table.rowCount() == 2 and blast.model_table.item(1, 0).toolTip() == str(Fraction(10, 36))


def test_a_war_prophet_in_the_blast(qtbot, blast):
    """Two unarmoured models under an automatic hit, the second a War Prophet: his 9+ (10/36) would take
    him Out of Action and is ignored ("ignorare completamente il primo attacco che metterebbe Fuori
    Combattimento il Profeta"); only the first can go, 10/36. The Ignored column shows only then."""
    blast.weapon.auto_hit.setChecked(True)
    blast.model_form.armour.setCurrentIndex(blast.model_form.armour.findData("none"))
    settle(qtbot, blast)
    assert blast.model_table.isColumnHidden(6)
    blast.add_button.click()
    blast.model_form.memento_mori.setChecked(True)
    settle(qtbot, blast)
    assert blast.count_chart.shown_values() == [Fraction(26, 36), Fraction(10, 36), 0]
    assert not blast.model_table.isColumnHidden(6)
    assert [blast.model_table.item(r, 6).toolTip() for r in range(2)] == ["0", str(Fraction(10, 36))]
    assert "MEMENTO MORI" in blast.model_list.item(1).text()


def test_critical_bonus_follows_the_edition(qtbot, blast):
    blast.add_button.click()
    settle(qtbot, blast)
    assert [blast.model_table.item(r, 4).text() for r in range(2)] == ["yes", "no"]
    blast.weapon.edition.setCurrentIndex(blast.weapon.edition.findData("1.6.3"))
    settle(qtbot, blast)
    assert [blast.model_table.item(r, 4).text() for r in range(2)] == ["yes", "yes"]


def test_model_list_editor(qtbot, blast):
    assert not blast.remove_button.isEnabled() and not blast.up_button.isEnabled()
    blast.add_button.click()
    blast.model_form.armour.setCurrentIndex(blast.model_form.armour.findData("machine"))
    blast.model_form.tough.setChecked(True)
    settle(qtbot, blast)
    assert blast.model_list.count() == 2 and "Machine Armour" in blast.model_list.item(1).text()
    assert "main target" in blast.model_list.item(0).text()
    blast.up_button.click()
    settle(qtbot, blast)
    assert "Machine Armour" in blast.model_list.item(0).text() and "main target" in blast.model_list.item(0).text()
    assert blast.read_inputs().targets[0].tough
    blast.model_list.setCurrentRow(1)
    assert blast.model_form.armour.currentData() == "standard"  # the editor shows the selected model
    blast.remove_button.click()
    settle(qtbot, blast)
    assert blast.model_list.count() == 1 and blast.result.models[0].outcomes
    while blast.add_button.isEnabled():
        blast.add_button.click()
    settle(qtbot, blast)
    assert blast.model_list.count() == 10 and "10 of at most 10" in blast.count_label.text()
    assert len(blast.count_chart.shown_values()) == 11


def test_oversized_blast_file_is_refused(qtbot, window, blast, tmp_path, warnings):
    before = blast.read_inputs()
    path = tmp_path / "blast.companion.json"
    path.write_text(json.dumps({"format": 1, "game": "trench-crusade", "calculator": "blast", "targets": [{}] * 11}))
    assert not window.open_scenario(str(path))
    assert len(warnings) == 1 and "targets: a list of 1 to 10 entries" in warnings[0][1]
    assert blast.read_inputs() == before


def test_blast_saves_and_opens(qtbot, window, blast, tmp_path):
    blast.add_button.click()
    blast.model_form.down.setChecked(True)
    blast.model_form.blood.setValue(5)
    settle(qtbot, blast)
    saved = blast.read_inputs()
    path = tmp_path / "blast.companion.json"
    assert window.save_current(str(path))
    blast.reset_to_defaults()
    settle(qtbot, blast)
    assert window.open_scenario(str(path))
    settle(qtbot, blast)
    assert blast.read_inputs() == saved and blast.model_list.count() == 2


def test_shooting_into_melee(qtbot, tab):
    panel = page(tab, qtbot, "melee_shot_panel")
    # Net 0 DICE hits 21/36; the D6 picks the friend on 1-3: 7/24 of shots hit the friend.
    assert [panel.table.cell_text(r, 1) for r in (0, 1, 3)] == ["50.00%", percent(Fraction(7, 24)), "29.17%"]
    panel.friend.tough.setChecked(True)
    settle(qtbot, panel)
    assert panel.table.cell_text(2, 1) == "0.00%"  # TOUGH saves the friend from one shot
    assert panel.chart.groups[-1] == "Out of Action" and [n for n, _ in panel.chart.series] == ["Friend", "Enemy"]
    assert panel.chart.bar_heights(0)[-1] == 0 and panel.chart.bar_heights(1)[-1] > 0
    assert panel.chart.hover_text(0).splitlines()[1] == f"Friend: {percent(Fraction(5, 24))}  (5/24)"  # 1/2 * 15/36
    assert not panel.weapon.kind.isEnabled()


def test_scatter_distances(qtbot, tab):
    panel = page(tab, qtbot, "scatter_panel")
    # Net 0: hit 21/36 lands on the point; totals 6, 5, 4, 3, 2 (5, 4, 3, 2, 1 of 36) deviate 1-5 inches.
    assert panel.chart.shown_values() == [Fraction(n, 36) for n in (21, 5, 4, 3, 2, 1)]
    assert panel.chart.categories == ['0"', '1"', '2"', '3"', '4"', '5"']
    assert panel.table.item(1, 1).toolTip() == "35/36"
    panel.weapon.auto_hit.setChecked(True)
    settle(qtbot, panel)
    assert panel.chart.shown_values() == [1]
    assert panel.weapon.weapon_group is None  # no injury roll on this page
