"""The Trench Crusade sequence page and its blood-marker advisor, driven through the real widgets."""

import csv
import itertools
import json
from fractions import Fraction

import pytest

from companion.formatting import percent, percent_delta
from tests.helpers import settle

SEQUENCE_FILE = {
    "format": 1, "game": "trench-crusade", "calculator": "sequence", "attacks": 4, "policy": "bloodbath",
    "attack": {"kind": "melee", "hit_dice": 1, "keywords": ["FIRE"]},
    "target": {"armour": "reinforced", "keywords": ["TOUGH"], "blood_markers": 2},
}


@pytest.fixture
def panel(window, qtbot):
    tab = window.game_tabs[0]
    panel = tab.sequence_panel
    tab.setCurrentWidget(panel)
    panel.clear_pin()
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


def automatic_hits_no_armour(panel, attacks=2, policy="never"):
    panel.weapon.auto_hit.setChecked(True)
    panel.target.armour.setCurrentIndex(panel.target.armour.findData("none"))
    panel.attacks.setValue(attacks)
    panel.policy.setCurrentIndex(panel.policy.findData(policy))


def test_two_automatic_hits_show_the_hand_worked_chance(qtbot, panel):
    # 2D6 >= 9 is 10/36; a Down target gains nothing at range in 1.0: 1 - (26/36)^2 = 620/1296 = 155/324.
    automatic_hits_no_armour(panel)
    settle(qtbot, panel)
    assert panel.table.cell_text(0, 1) == percent(Fraction(155, 324)) == "47.84%"
    assert panel.table.item(0, 1).toolTip() == "155/324"
    never = panel.line_chart.series[0]
    assert never.xs == (1, 2) and never.values == (Fraction(10, 36), Fraction(155, 324))
    assert panel.line_chart.hover_text(2).splitlines()[:2] == ["Attack: 2", "never: 47.84%  (155/324)"]
    # All four policies side by side. Every roll below 9 leaves one marker, so "all" rolls 3D6 keep 2 the second
    # time: 10/36 + 26/36 * 113/216 = 5098/7776. Bloodbath never affords its 6; optimal spends like "all".
    spend_all = Fraction(10, 36) + Fraction(26, 36) * Fraction(113, 216)
    assert [panel.policy_table.item(0, c).text() for c in range(4)] == [
        "47.84%", percent(spend_all), "47.84%", percent(spend_all)]
    assert panel.policy_table.item(0, 1).toolTip() == str(spend_all)
    assert sum(panel.state_chart.shown_values()) == 1


def test_final_states_chart_names_each_state(qtbot, panel):
    automatic_hits_no_armour(panel, attacks=1)
    settle(qtbot, panel)
    # One automatic hit, no armour: 2D6 totals 2-6 (15/36) Minor, 7-8 (11/36) Down, 9+ (10/36) Out of Action.
    chart = panel.state_chart
    values = dict(zip(chart.full_names, chart.shown_values(), strict=True))
    assert values["Out of Action"] == Fraction(10, 36)
    assert values["Standing, BLOOD MARKERS: 1"] == Fraction(15, 36)
    assert values["Down, BLOOD MARKERS: 1"] == Fraction(11, 36)
    index = chart.full_names.index("Down, BLOOD MARKERS: 1")
    assert chart.hover_text(index).splitlines() == ["Down, BLOOD MARKERS: 1", "30.56%  (11/36)"]


def test_advisor_spends_everything_before_the_last_roll(qtbot, panel):
    # Last attack, target standing with 4 markers, no armour, automatic hit: +m INJURY DICE keep the 2 highest
    # of 2+m dice; 9+ is Out of Action. More dice never hurt, so the advisor spends all 4.
    automatic_hits_no_armour(panel, attacks=3, policy="optimal")
    settle(qtbot, panel)
    panel.advice_status.setCurrentIndex(panel.advice_status.findData("standing"))
    panel.advice_markers.setValue(4)
    panel.advice_left.setValue(1)
    rolls = list(itertools.product(range(1, 7), repeat=6))
    best = Fraction(sum(1 for dice in rolls if sum(sorted(dice)[-2:]) >= 9), len(rolls))
    assert panel.advice_text.text() == (
        "Target standing, BLOOD MARKERS: 4, attacks left: 1, ordinary hit: spend 4 now.")
    assert panel.advice_gains.text().startswith(f"P(Out of Action by the end): {percent(best)}")
    # never spends nothing: 2D6 >= 9 is 10/36; all is the same choice as optimal here.
    gain = percent_delta(best - Fraction(10, 36))
    assert f"{gain} over never (which would spend 0)" in panel.advice_gains.text()
    assert f"{percent_delta(Fraction(0))} over all (which would spend 4)" in panel.advice_gains.text()
    assert panel.advice_chart.categories == ["0", "1", "2", "3", "4"]
    assert panel.advice_chart.shown_values()[-1] == best


def test_advisor_calls_the_bloodbath_on_a_down_golem(qtbot, panel):
    # A GOLEM only goes Out of Action on a Bloodbath. Down with 3 markers, 1 attack left, Standard Armour:
    # the Bloodbath rolls 3D6 - 1, and 3D6 >= 10 is 135/216 = 5/8. Spending markers as dice gains nothing.
    panel.weapon.auto_hit.setChecked(True)
    panel.target.golem.setChecked(True)
    panel.policy.setCurrentIndex(panel.policy.findData("optimal"))
    settle(qtbot, panel)
    panel.advice_status.setCurrentIndex(panel.advice_status.findData("down"))
    panel.advice_markers.setValue(3)
    panel.advice_left.setValue(1)
    assert panel.advice_text.text() == "Target Down, BLOOD MARKERS: 3, attacks left: 1, ordinary hit: Bloodbath now."
    gains = panel.advice_gains.text()
    assert gains.startswith("P(Out of Action by the end): 62.50%")
    assert "+62.50 pp over never (which would spend 0)" in gains
    assert "+62.50 pp over all (which would spend 3)" in gains
    assert "+0.00 pp over bloodbath (which would Bloodbath)" in gains
    assert panel.advice_chart.categories == ["0", "1", "2", "3", "BB"]


def test_advisor_controls_follow_the_form(qtbot, panel):
    assert panel.advice_hit.isEnabled() and not panel.advice_tough_used.isEnabled()
    panel.weapon.auto_hit.setChecked(True)
    panel.target.tough.setChecked(True)
    panel.attacks.setValue(5)
    settle(qtbot, panel)
    assert not panel.advice_hit.isEnabled() and panel.advice_hit.currentData() == "ordinary"
    assert panel.advice_tough_used.isEnabled()
    assert panel.advice_left.maximum() == 5
    panel.advice_left.setValue(5)
    panel.attacks.setValue(2)
    settle(qtbot, panel)
    assert panel.advice_left.value() == 2
    assert "attacks left: 2" in panel.advice_text.text()


def test_a_war_prophet_in_a_sequence_and_the_advisor(qtbot, panel):
    """Two automatic hits at an unarmoured War Prophet: "Memento Mori ... consente di ignorare completamente il
    primo attacco che metterebbe Fuori Combattimento il Profeta", so both must reach 9 on 2D6: (10/36)^2 =
    25/324. For the last attack the advisor gives 0 while MEMENTO MORI is unspent, 10/36 once it is used."""
    automatic_hits_no_armour(panel)
    assert not panel.advice_memento_used.isEnabled()
    panel.target.memento_mori.setChecked(True)
    settle(qtbot, panel)
    assert panel.table.item(0, 1).toolTip() == "25/324"
    assert panel.advice_memento_used.isEnabled()
    panel.advice_markers.setValue(0)
    panel.advice_left.setValue(1)
    settle(qtbot, panel)
    assert "P(Out of Action by the end): 0.00%" in panel.advice_gains.text()
    panel.advice_memento_used.setChecked(True)
    settle(qtbot, panel)
    assert "MEMENTO MORI used" in panel.advice_text.text()
    assert f"P(Out of Action by the end): {percent(Fraction(10, 36))}" in panel.advice_gains.text()
    assert "MEMENTO MORI is spent like TOUGH" in panel.explanation.text()


def test_critical_hit_advice_differs_from_an_ordinary_hit(qtbot, panel):
    panel.weapon.characteristic.setValue(1)
    panel.policy.setCurrentIndex(panel.policy.findData("optimal"))
    settle(qtbot, panel)
    panel.advice_markers.setValue(2)
    panel.advice_left.setValue(1)
    ordinary = panel.advice_chart.shown_values()
    panel.advice_hit.setCurrentIndex(panel.advice_hit.findData("critical"))
    assert "Critical Hit" in panel.advice_text.text()
    critical = panel.advice_chart.shown_values()
    assert all(c > o for c, o in zip(critical, ordinary, strict=True))  # the critical's extra INJURY DICE


def test_off_hand_pair_is_offered_in_melee_only(qtbot, panel):
    assert not panel.pair.isEnabled() and not panel.off_hand_group.isEnabled()
    panel.weapon.kind.setCurrentIndex(panel.weapon.kind.findData("melee"))
    assert panel.pair.isEnabled() and not panel.off_hand_group.isEnabled()
    panel.pair.setChecked(True)
    panel.off_hand_modifier.setValue(1)
    settle(qtbot, panel)
    assert panel.off_hand_group.isEnabled()
    inputs = panel.read_inputs()
    assert inputs.off_hand is not None and inputs.off_hand.injury_modifier == 1
    assert "off_hand" in panel.scenario().calculator_spec().dump(inputs)


def test_pin_freezes_the_headline(qtbot, panel):
    automatic_hits_no_armour(panel)
    settle(qtbot, panel)
    panel.pin_buttons.pin_button.click()
    panel.attacks.setValue(3)
    settle(qtbot, panel)
    assert not panel.table.isColumnHidden(2)
    assert panel.table.item(0, 2).toolTip() == "155/324"
    # 1 - (26/36)^3 = 28880/46656
    assert panel.table.item(0, 1).toolTip() == str(1 - Fraction(26, 36) ** 3)
    assert panel.pin_buttons.unpin_button.isEnabled()
    panel.pin_buttons.unpin_button.click()
    assert panel.table.isColumnHidden(2)


def test_copy_from_the_attack_page(qtbot, window, panel):
    attack = window.game_tabs[0].attack_panel
    attack.reset_to_defaults()
    attack.weapon.characteristic.setValue(2)
    attack.weapon.keywords["CRITICAL"].setChecked(True)
    attack.target.tough.setChecked(True)
    attack.target.blood.setValue(3)
    attack.markers_spent.setValue(2)
    settle(qtbot, attack)
    panel.copy_button.click()
    settle(qtbot, panel)
    inputs = panel.read_inputs()
    assert inputs.attack.sources.characteristic == 2 and "CRITICAL" in inputs.attack.keywords
    assert inputs.target.tough and inputs.target.blood_markers == 3
    assert inputs.attack.blood_markers_spent == 0  # the policy decides spending here


def test_save_and_open_a_sequence(qtbot, window, panel, tmp_path):
    path = tmp_path / "sequence.companion.json"
    path.write_text(json.dumps(SEQUENCE_FILE), encoding="utf-8")
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.attacks.value() == 4 and panel.policy.currentData() == "bloodbath"
    assert panel.weapon.kind.currentData() == "melee" and panel.target.tough.isChecked()
    assert panel.target.blood.value() == 2 and panel.advice_markers.value() == 2
    saved = panel.read_inputs()
    again = tmp_path / "again.companion.json"
    assert window.save_current(str(again))
    panel.reset_to_defaults()
    settle(qtbot, panel)
    assert window.open_scenario(str(again))
    settle(qtbot, panel)
    assert panel.read_inputs() == saved


@pytest.mark.parametrize("change, needle", [
    ({"attacks": 0}, "attacks"),
    ({"attacks": 1000}, "attacks"),
    ({"policy": "greedy"}, "policy"),
    ({"target": {"blood_markers": 7}}, "target.blood_markers"),
])
def test_bad_sequence_files_show_one_message_and_keep_the_form(qtbot, window, panel, tmp_path, warnings, change,
                                                               needle):
    panel.attacks.setValue(7)
    settle(qtbot, panel)
    before = panel.read_inputs()
    path = tmp_path / "bad.companion.json"
    path.write_text(json.dumps(SEQUENCE_FILE | change), encoding="utf-8")
    assert not window.open_scenario(str(path))
    assert len(warnings) == 1 and needle in warnings[0][1]
    assert panel.read_inputs() == before


def test_attack_count_is_bounded_in_the_form(panel):
    assert (panel.attacks.minimum(), panel.attacks.maximum()) == (1, 100)
    assert (panel.target.blood.minimum(), panel.target.blood.maximum()) == (0, 6)


PAGES = ("sequence_panel", "blast_panel", "melee_shot_panel", "scatter_panel", "compare_panel", "sweep_panel")


@pytest.mark.parametrize("name", PAGES)
def test_exports_and_keyboard_on_every_new_page(qtbot, window, tmp_path, name):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QListWidget

    tab = window.game_tabs[0]
    panel = getattr(tab, name)
    tab.setCurrentWidget(panel)
    settle(qtbot, panel)
    written = window.write_charts(panel, str(tmp_path / "chart"), "png")
    assert len(written) == len(panel.charts()) >= 1
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in written)
    svg = window.write_charts(panel, str(tmp_path / "chart.svg"), "svg")
    assert "<svg" in svg[0].read_text(encoding="utf-8")
    assert window.write_csv(panel, str(tmp_path / "results.csv"))
    rows = list(csv.reader(open(tmp_path / "results.csv", encoding="utf-8")))
    exact = [Fraction(row[1]) for row in rows[1:] if len(row) > 1 and row[1] and row[1][0].isdigit()]
    assert exact and all(0 <= value for value in exact)
    controls = [c for kind in (QAbstractSpinBox, QComboBox, QAbstractButton, QLineEdit, QListWidget)
                for c in panel.form_area.findChildren(kind)]
    unreachable = [c.objectName() for c in controls if not c.focusPolicy() & Qt.FocusPolicy.TabFocus]
    assert [name for name in unreachable if name != "qt_tableview_cornerbutton"] == []  # Qt's select-all corner


def test_pages_follow_a_language_change(qtbot, window, qapp):
    from PySide6.QtCore import QCoreApplication, QEvent

    tab = window.game_tabs[0]
    for name in PAGES:
        panel = getattr(tab, name)
        settle(qtbot, panel)
        QCoreApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
        assert panel.result is not None and panel.status_label.text() == ""
    assert tab.page_titles() == ["Attack", "Sequence", "Blast", "Into melee", "Scatter", "Compare", "Sweep"]
