"""The Lustria shooting page, driven through its real widgets.

Expected numbers are worked by hand from the rules (WFB 6th-edition to hit,
to wound and saves, the Lustria black-powder D6), not taken from the model.
The Lustria test modules share one main window per module (built by
``lustria_window`` here): building every game's tab for each test would cost
a second a test.
"""

import json
from fractions import Fraction as F

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QComboBox

from companion.formatting import percent
from companion.gui import theme
from companion.gui.lustria.common import select_save
from companion.gui.main_window import MainWindow
from companion.gui.settings import CONFIG_ENV, open_settings
from companion.gui.widgets.tables import HIGHLIGHT
from companion.model.lustria.shooting import HitModifier
from tests.helpers import act, settle

CONTRACT = {
    "format": 1, "game": "lustria", "calculator": "shooting", "shots": 10, "bs": 3, "hit_modifier": -1,
    "strength": 4, "toughness": 3, "save": 5, "armour_piercing": True, "ward": None, "wounds": 1,
    "black_powder": True,
}
# Contract volley by hand. BS3 at -1 needs 5+ (1/3); S4 v T3 wounds on 3+ (2/3).
# Damp (1/6): no AP, save 5+ -1 = 6+ fails 5/6: 1/3 * 2/3 * 5/6 = 5/27 a shot.
# Normal (4/6): save 7+, lost: 2/9 a shot. Overcharged (1/6): S6 wounds on 2+: 5/18 a shot.
CONTRACT_EXPECTED = 10 * (F(1, 6) * F(5, 27) + F(4, 6) * F(2, 9) + F(1, 6) * F(5, 18))
CONTRACT_NONE = F(1, 6) * F(22, 27) ** 10 + F(4, 6) * F(7, 9) ** 10 + F(1, 6) * F(13, 18) ** 10


@pytest.fixture(scope="module")
def lustria_window(qapp, tmp_path_factory):
    """One main window for a whole module, with preferences in a fresh folder."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(CONFIG_ENV, str(tmp_path_factory.mktemp("config")))
        settings = open_settings()
        theme.apply(qapp, settings)
        window = MainWindow(settings)
        window.show()
        yield window
        window.close()
        window.deleteLater()


@pytest.fixture
def window(qtbot, lustria_window):
    for panel in lustria_window.all_panels():
        settle(qtbot, panel)
    return lustria_window


@pytest.fixture
def tab(window):
    tab = next(tab for tab in window.game_tabs if tab.game_id == "lustria")
    window.tabs.setCurrentWidget(tab)
    return tab


@pytest.fixture
def panel(qtbot, tab):
    panel = tab.shooting_panel
    tab.setCurrentWidget(panel)
    panel.clear_pin()
    panel.exactly.click()
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


def headline(panel):
    return {panel.table.cell_text(r, 0): (panel.table.cell_text(r, 1), panel.table.item(r, 1).toolTip())
            for r in range(panel.table.rowCount())}


def test_contract_volley_headline_numbers(panel):
    shown = headline(panel)
    assert CONTRACT_EXPECTED == F(365, 162)
    assert shown["To hit, per shot"] == ("33.33%", "1/3")
    assert shown["Expected unsaved wounds"] == ("2.25", "365/162")
    assert shown["Expected models removed"] == ("2.25", "365/162")
    # 1 - (the 19-digit chance of no unsaved wound): too long for the eye, so rounded; CSV keeps it whole.
    assert shown["At least one unsaved wound"] == (percent(1 - CONTRACT_NONE), "≈ 11 in 12")
    assert ("At least one unsaved wound", 1 - CONTRACT_NONE) in [row[:2] for row in panel.table.rows_exact]
    assert shown["Weapon lost in this volley (overcharged)"] == ("16.67%", "1/6")
    assert "long range −1" in panel.modifier_summary.text() and "5+" in panel.modifier_summary.text()


def test_driving_the_form_gives_a_hand_worked_volley(qtbot, panel):
    # 3 shots, BS4 (3+: 2/3), S3 v T3 (4+: 1/2), no save, no black powder: 1/3 a shot.
    panel.shots.setValue(3)
    panel.bs.setValue(4)
    panel.flags[HitModifier.LONG_RANGE].setChecked(False)
    panel.strength.setValue(3)
    panel.armour_piercing.setChecked(False)
    panel.black_powder.setChecked(False)
    select_save(panel.save, None)
    settle(qtbot, panel)
    shown = headline(panel)
    assert shown["Expected unsaved wounds"] == ("1.00", "1")
    assert shown["At least one unsaved wound"] == ("70.37%", "19/27")
    assert shown["Weapon lost in this volley (overcharged)"] == ("0.00%", "0")
    assert [round(h, 2) for h in panel.wounds_chart.bar_heights()] == [29.63, 44.44, 22.22, 3.70]
    assert panel.wounds_chart.categories == ["0", "1", "2", "3"]
    assert panel.wounds_chart.hover_text(3).splitlines() == ["3", "3.70%  (1/27)"]


def test_typing_a_value_updates_the_numbers(qtbot, panel):
    panel.bs.setFocus()
    qtbot.keyClick(panel.bs, Qt.Key.Key_Up)  # BS4 at long range needs 4+
    settle(qtbot, panel)
    assert headline(panel)["To hit, per shot"] == ("50.00%", "1/2")


def test_dense_jungle_and_the_seven_plus_rolls(qtbot, panel):
    # BS3, long range -1, moved -1, dense jungle -2: needs 8, a 6 then 5+: 1/6 * 1/3.
    panel.flags[HitModifier.MOVED].setChecked(True)
    act(qtbot, panel, lambda: panel.covers[HitModifier.DENSE_JUNGLE].click())
    assert headline(panel)["To hit, per shot"] == ("5.56%", "1/18")
    assert "6, then 5+" in panel.modifier_summary.text()
    assert panel.hit_heat.item(2, 0).text() == "6, then 5+"
    assert panel.hit_heat.item(0, 0).text() == "cannot hit"  # BS1 would need 10
    assert panel.hit_heat.item(3, 0).text() == "6, then 4+"
    assert panel.hit_heat.current == (2, 0)
    assert panel.hit_heat.item(2, 1).toolTip().endswith("(1/18)")


def test_loose_order_cancels_only_the_skirmish_penalty(qtbot, panel):
    panel.flags[HitModifier.SKIRMISHERS].setChecked(True)
    settle(qtbot, panel)
    assert headline(panel)["To hit, per shot"] == ("16.67%", "1/6")  # -2: 6+
    act(qtbot, panel, lambda: panel.loose_order.setChecked(True))
    assert headline(panel)["To hit, per shot"] == ("33.33%", "1/3")  # back to -1: 5+
    assert "cancelled" in panel.modifier_summary.text()
    act(qtbot, panel, lambda: panel.flags[HitModifier.LARGE_TARGET].setChecked(True))
    assert headline(panel)["To hit, per shot"] == ("50.00%", "1/2")


def test_cover_is_one_choice(qtbot, panel):
    panel.covers[HitModifier.SOFT_COVER].click()
    act(qtbot, panel, lambda: panel.covers[HitModifier.HARD_COVER].click())
    assert not panel.covers[HitModifier.SOFT_COVER].isChecked()
    assert panel.read_inputs().hit_modifier == -3
    assert headline(panel)["To hit, per shot"] == ("8.33%", "1/12")  # needs 7: a 6 then 4+


def test_to_wound_heat_map_marks_the_current_pair(qtbot, panel):
    heat = panel.wound_heat
    assert heat.current == (3, 2)
    assert heat.item(3, 2).text() == "3+"
    assert heat.item(3, 2).background().color() == HIGHLIGHT and heat.item(3, 2).font().bold()
    panel.strength.setValue(2)
    act(qtbot, panel, lambda: panel.toughness.setValue(6))
    assert heat.current == (1, 5)
    assert heat.item(1, 5).text() == "—"  # T6 is S2 + 4: cannot wound
    assert heat.item(1, 4).text() == "6+" and heat.item(4, 1).text() == "2+"
    assert not heat.item(3, 2).font().bold()
    assert headline(panel)["Expected unsaved wounds"][0] != "0.00"  # only the overcharged S4 wounds T6
    assert heat.item(1, 3).toolTip().endswith("(1/6)")


def test_black_powder_breakdown_and_lost_weapon(qtbot, panel):
    table = panel.powder_table
    rows = [[table.cell_text(r, c) for c in range(table.columnCount())] for r in range(table.rowCount())]
    assert [row[0] for row in rows] == ["1", "2–5", "6"]
    assert [row[2] for row in rows] == ["16.67%", "66.67%", "16.67%"]
    assert [row[3] for row in rows] == ["4", "4", "6"]
    assert [row[4] for row in rows] == ["no", "yes", "yes"]
    assert [row[6] for row in rows] == ["6+", "none", "none"]
    assert [table.item(r, 7).toolTip() for r in range(3)] == ["5/27", "2/9", "5/18"]
    lost = [panel.lost_table.item(0, k).text() for k in range(6)]
    assert lost == [percent(1 - F(5, 6) ** k) for k in range(1, 7)]
    assert lost[0] == "16.67%" and lost[-1] == "66.51%"
    act(qtbot, panel, lambda: panel.black_powder.setChecked(False))
    assert table.rowCount() == 1 and table.cell_text(0, 1) == "No black powder"
    assert [panel.lost_table.item(0, k).text() for k in range(6)] == ["0.00%"] * 6


def test_multi_wound_models_and_the_unit_cap(qtbot, panel):
    # 2 shots, BS5 (2+: 5/6), S5 v T4 (3+: 2/3), no save: 5/9 a shot; Wounds 2.
    panel.shots.setValue(2)
    panel.bs.setValue(5)
    panel.flags[HitModifier.LONG_RANGE].setChecked(False)
    panel.strength.setValue(5)
    panel.toughness.setValue(4)
    panel.wounds.setValue(2)
    panel.armour_piercing.setChecked(False)
    panel.black_powder.setChecked(False)
    select_save(panel.save, None)
    settle(qtbot, panel)
    assert headline(panel)["Expected models removed"] == ("0.31", "25/81")
    assert panel.removed_chart.categories == ["0", "1"]
    panel.wounds.setValue(1)
    act(qtbot, panel, lambda: panel.models.setValue(1))
    assert headline(panel)["Expected models removed"] == ("0.80", "65/81")


def test_at_least_view_and_pin(qtbot, panel):
    panel.at_least.click()
    heights = panel.wounds_chart.bar_heights()
    assert heights[0] == pytest.approx(100.0) and heights == sorted(heights, reverse=True)
    assert panel.wounds_chart.hover_text(1).splitlines()[0] == "At least 1"
    panel.exactly.click()
    panel.pin_buttons.pin_button.click()
    act(qtbot, panel, lambda: panel.shots.setValue(20))
    assert not panel.table.isColumnHidden(2)
    assert panel.table.item(1, 2).toolTip() == "365/162"
    assert panel.table.item(1, 3).toolTip() == "365/162"  # twice the shots, twice the wounds
    assert panel.wounds_chart.reference_bars.isVisible()
    panel.pin_buttons.unpin_button.click()
    assert panel.table.isColumnHidden(2)


def test_a_thousand_shots_fold_the_negligible_tails(qtbot, panel):
    act(qtbot, panel, lambda: panel.shots.setValue(1000))
    chart = panel.wounds_chart
    assert chart.categories[0].startswith("≤") and chart.categories[-1].startswith("≥")
    assert sum(chart.exact) == 1
    assert len(chart.categories) < 300
    assert headline(panel)["Expected unsaved wounds"][1] == str(1000 * F(73, 324))


def test_save_then_open_restores_the_form(qtbot, window, panel, tmp_path):
    panel.shots.setValue(17)
    panel.covers[HitModifier.DENSE_JUNGLE].click()
    panel.loose_order.setChecked(True)
    select_save(panel.ward, 5)
    panel.models.setValue(12)
    settle(qtbot, panel)
    saved = panel.read_inputs()
    path = tmp_path / "volley.companion.json"
    assert window.save_current(str(path))
    assert json.loads(path.read_text())["modifiers"]["dense_jungle"] is True
    panel.reset_to_defaults()
    settle(qtbot, panel)
    assert panel.read_inputs() != saved
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.read_inputs() == saved
    assert panel.covers[HitModifier.DENSE_JUNGLE].isChecked() and panel.models.value() == 12


def test_contract_file_with_a_net_modifier_only(qtbot, window, panel, tmp_path):
    panel.flags[HitModifier.LONG_RANGE].setChecked(False)
    settle(qtbot, panel)
    path = tmp_path / "contract.companion.json"
    path.write_text(json.dumps(CONTRACT), encoding="utf-8")
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert not any(box.isChecked() for box in panel.flags.values())
    assert panel.other_modifier.value() == -1
    assert headline(panel)["Expected unsaved wounds"] == ("2.25", "365/162")
    assert "net −1 as entered" in panel.modifier_summary.text()


BAD = [
    ("BS 0", {"bs": 0}, "bs"),
    ("BS 11", {"bs": 11}, "bs"),
    ("Strength 11", {"strength": 11}, "strength"),
    ("0 shots", {"shots": 0}, "shots"),
    ("10,000 shots", {"shots": 10_000}, "shots"),
    ("save of 1", {"save": 1}, "save"),
    ("save of 9", {"save": 9}, "save"),
    ("ward of 1", {"ward": 1}, "ward"),
]


@pytest.mark.parametrize("changes, field", [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_bad_files_show_one_message_and_keep_the_form(qtbot, window, panel, tmp_path, warnings, changes, field):
    panel.shots.setValue(7)
    settle(qtbot, panel)
    before = panel.read_inputs()
    path = tmp_path / "bad.companion.json"
    path.write_text(json.dumps(CONTRACT | changes), encoding="utf-8")
    assert not window.open_scenario(str(path))
    assert len(warnings) == 1
    assert str(path) in warnings[0][1] and field in warnings[0][1]
    assert panel.read_inputs() == before and panel.shots.value() == 7


def test_spin_boxes_hold_the_legal_ranges(panel):
    assert (panel.bs.minimum(), panel.bs.maximum()) == (1, 10)
    assert (panel.strength.minimum(), panel.strength.maximum()) == (1, 10)
    assert (panel.shots.minimum(), panel.shots.maximum()) == (1, 1000)
    assert [panel.save.itemText(i) for i in range(panel.save.count())] == ["None", "2+", "3+", "4+", "5+", "6+"]


def test_every_input_is_reachable_by_keyboard_and_retranslates(panel):
    controls = panel.form_area.findChildren(QAbstractSpinBox) + panel.form_area.findChildren(
        QComboBox) + panel.form_area.findChildren(QAbstractButton)
    assert len(controls) == 20
    assert [c for c in controls if not c.focusPolicy() & Qt.FocusPolicy.TabFocus] == []
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    assert panel.shooter_group.title() == "Shooters"
    assert panel.table.cell_text(0, 0) == "To hit, per shot"
