"""The Trench Crusade attack page, driven through its real widgets."""

import csv
import json
from fractions import Fraction

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QMessageBox

from companion.model.trench_crusade.attack_input import Outcome
from tests.helpers import EventLog, act, settle
from tests.test_scenario_cli import BAD, CONTRACT

REFERENCE_PERCENT = ["19.44%", "2.07%", "42.97%", "20.69%", "14.83%"]


@pytest.fixture
def panel(window, qtbot):
    panel = window.game_tabs[0].attack_panel
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


def headline(panel, column=1):
    return [panel.table.cell_text(row, column) for row in range(5)]


def test_reference_figures_appear_on_screen(qtbot, panel):
    act(qtbot, panel, lambda: panel.weapon.characteristic.setValue(1))
    assert panel.target.armour.currentData() == "standard"
    assert headline(panel) == REFERENCE_PERCENT
    assert [round(h, 2) for h in panel.outcome_chart.bar_heights()] == [19.44, 2.07, 42.97, 20.69, 14.83]
    assert panel.table.item(4, 1).toolTip() == "865/5832"
    assert "3D6 keep the 2 highest" in panel.explanation.text()


def test_armour_cap_and_the_edition_table_on_screen(qtbot, panel):
    """Reinforced -2, shield -1, innate -2: held at -3 in both editions ("il massimo valore di armatura che
    un modello può normalmente avere è pari a -3"), so an automatic hit takes the model Out of Action on a
    12: 1/36 in 1.6.3 too (the earlier reading gave 0 there)."""
    def setup():
        panel.weapon.auto_hit.setChecked(True)
        panel.weapon.edition.setCurrentIndex(panel.weapon.edition.findData("1.6.3"))
        panel.target.armour.setCurrentIndex(panel.target.armour.findData("reinforced"))
        panel.target.shield.setChecked(True)
        panel.target.innate_armour.setValue(-2)

    act(qtbot, panel, setup)
    assert panel.table.item(4, 1).toolTip() == "1/36"
    explanation = panel.explanation.text()
    assert "armour at most −3 +2" in explanation
    assert "is at most −3 in both editions; a weapon's own modifier is not armour" in explanation
    table = panel.editions.text()
    assert "Armour (worn, shield and innate together)" in table and table.count("at most −3") == 3
    assert "<b>no cap beyond the armour&#x27;s</b>" in table and "<b>at most −3 in total</b>" not in table
    assert "Armour (worn, shield and innate together)" in panel.weapon.edition.toolTip()


def test_memento_mori_on_the_attack_page(qtbot, window, panel, tmp_path):
    """The reference shot (+1 DICE at Standard Armour) at a War Prophet: MEMENTO MORI ignores the attack
    that would take him Out of Action ("ignorare completamente il primo attacco che metterebbe Fuori
    Combattimento il Profeta"), so its 14.83% (865/5832) shows as "Ignored" and Out of Action is 0."""
    assert [panel.table.cell_text(r, 0) for r in range(5)][1] == "No Effect"  # no "Ignored" row without it
    act(qtbot, panel, lambda: (panel.weapon.characteristic.setValue(1), panel.target.memento_mori.setChecked(True)))
    rows = {panel.table.cell_text(r, 0): panel.table.item(r, 1).toolTip() for r in range(6)}
    assert rows["Ignored (MEMENTO MORI)"] == "865/5832" and rows["Out of Action"] == "0"
    assert panel.outcome_chart.categories[1] == "Ignored (MEMENTO MORI)"
    assert "MEMENTO MORI ignores the attack" in panel.explanation.text()
    path = tmp_path / "prophet.companion.json"
    assert window.save_current(str(path))
    assert "MEMENTO MORI" in json.loads(path.read_text())["target"]["keywords"]
    act(qtbot, panel, lambda: panel.target.memento_mori.setChecked(False))
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.target.memento_mori.isChecked()


def test_typing_into_controls_updates_the_numbers(qtbot, panel):
    before = headline(panel)
    panel.weapon.characteristic.setFocus()
    qtbot.keyClick(panel.weapon.characteristic, Qt.Key.Key_Up)
    settle(qtbot, panel)
    assert panel.weapon.characteristic.value() == 1
    assert headline(panel) == REFERENCE_PERCENT != before


def test_controls_that_cannot_apply_are_disabled(qtbot, panel):
    assert panel.weapon.flags["cover"].isEnabled() and not panel.weapon.flags["off_hand"].isEnabled()
    act(qtbot, panel, lambda: panel.weapon.kind.setCurrentIndex(panel.weapon.kind.findData("melee")))
    assert not panel.weapon.flags["cover"].isEnabled() and panel.weapon.flags["off_hand"].isEnabled()
    assert not panel.weapon.keywords["SHOTGUN"].isEnabled()
    panel.target.armour.setCurrentIndex(panel.target.armour.findData("machine"))
    assert not panel.target.shield.isEnabled() and panel.target.shield.isVisible()
    panel.weapon.auto_hit.setChecked(True)
    assert not panel.weapon.characteristic.isEnabled()
    settle(qtbot, panel)


def test_bloodbath_is_offered_only_with_enough_markers(qtbot, panel):
    assert not panel.bloodbath.isEnabled()
    panel.target.blood.setValue(3)
    assert not panel.bloodbath.isEnabled()
    panel.target.down.setChecked(True)
    assert panel.bloodbath.isEnabled() and "3" in panel.bloodbath.text()
    panel.bloodbath.setChecked(True)
    assert panel.markers_spent.maximum() == 0
    settle(qtbot, panel)
    assert "3D6" in panel.explanation.text()


def test_hovering_a_bar_shows_the_exact_fraction(qtbot, panel):
    act(qtbot, panel, lambda: panel.weapon.characteristic.setValue(1))
    chart = panel.outcome_chart
    with qtbot.waitSignal(chart.hovered) as hovered:
        chart._on_mouse_moved(chart.scene_position_of(4))
    assert hovered.args[0].splitlines() == ["Out of Action", "14.83%  (865/5832)"]
    assert chart.item_at(QPointF(-10_000, -10_000)) is None


def test_at_least_toggle_accumulates_from_the_worst_outcome(qtbot, panel):
    panel.at_least.click()
    heights = panel.outcome_chart.bar_heights()
    assert heights[0] == pytest.approx(100.0)
    assert heights == sorted(heights, reverse=True)
    assert panel.outcome_chart.shown_values()[-1] == panel.result.outcomes[Outcome.OUT_OF_ACTION]
    panel.exactly.click()
    assert sum(panel.outcome_chart.shown_values()) == 1


def test_pin_compares_against_the_frozen_result(qtbot, panel):
    panel.pin_buttons.pin_button.click()
    pinned_ooa = panel.result.outcomes[Outcome.OUT_OF_ACTION]
    act(qtbot, panel, lambda: panel.weapon.characteristic.setValue(1))
    assert not panel.table.isColumnHidden(2)
    assert panel.table.item(4, 2).toolTip() == str(pinned_ooa)
    delta = panel.result.outcomes[Outcome.OUT_OF_ACTION] - pinned_ooa
    assert panel.table.item(4, 3).toolTip() == str(delta) and panel.table.cell_text(4, 3).startswith("+")
    assert panel.outcome_chart.reference_bars.isVisible()
    panel.pin_buttons.unpin_button.click()
    assert panel.table.isColumnHidden(2) and not panel.outcome_chart.reference_bars.isVisible()


def test_injury_chart_has_bands_and_the_modifier(qtbot, panel):
    act(qtbot, panel, lambda: panel.weapon.injury_modifier.setValue(2))
    chart = panel.injury_chart
    assert "+1" in chart.axis_title("bottom")  # standard armour -1, weapon +2
    assert [band.label for band in chart._bands] == ["No Effect", "Minor Hit", "Down", "Out of Action"]
    assert chart.positions == sorted(panel.result.injury_totals)


def test_save_then_open_restores_the_form(qtbot, window, panel, tmp_path):
    panel.weapon.characteristic.setValue(2)
    panel.weapon.keywords["FIRE"].setChecked(True)
    panel.target.blood.setValue(4)
    panel.markers_spent.setValue(3)
    settle(qtbot, panel)
    saved = panel.read_inputs()
    path = tmp_path / "attack.companion.json"
    assert window.save_current(str(path))
    panel.reset_to_defaults()
    settle(qtbot, panel)
    assert panel.read_inputs() != saved
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.read_inputs() == saved
    assert panel.markers_spent.value() == 3


@pytest.mark.parametrize("name, data, needle", BAD, ids=[b[0] for b in BAD])
def test_bad_files_show_a_message_and_keep_the_form(qtbot, window, panel, tmp_path, warnings, name, data, needle):
    panel.weapon.characteristic.setValue(2)
    settle(qtbot, panel)
    before = panel.read_inputs()
    path = tmp_path / "bad.companion.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    assert not window.open_scenario(str(path))
    assert len(warnings) == 1 and needle in warnings[0][1] and str(path) in warnings[0][1]
    assert panel.read_inputs() == before


def test_opening_the_contract_scenario_fills_the_form(qtbot, window, panel, tmp_path):
    path = tmp_path / "contract.companion.json"
    path.write_text(json.dumps(CONTRACT), encoding="utf-8")
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.weapon.keywords["CRITICAL"].isChecked() and panel.target.tough.isChecked()
    assert panel.table.cell_text(4, 1) == "0.00%"


def test_inputs_are_remembered_between_runs(qtbot, settings, window, panel):
    from companion.gui.main_window import MainWindow

    panel.weapon.characteristic.setValue(3)
    panel.target.golem.setChecked(True)
    settle(qtbot, panel)
    window.close()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    restored = again.game_tabs[0].attack_panel
    settle(qtbot, restored)
    assert restored.weapon.characteristic.value() == 3 and restored.target.golem.isChecked()
    again.reset_current_form()
    settle(qtbot, restored)
    assert restored.weapon.characteristic.value() == 0 and not restored.target.golem.isChecked()


def test_exports_write_png_svg_and_csv(qtbot, window, panel, tmp_path):
    written = window.write_charts(panel, str(tmp_path / "chart"), "png")
    assert [p.name for p in written] == ["chart.png", "chart-2.png"]
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in written)
    svg = window.write_charts(panel, str(tmp_path / "chart.svg"), "svg")
    assert "<svg" in svg[0].read_text(encoding="utf-8")
    assert window.write_csv(panel, str(tmp_path / "results.csv"))
    rows = list(csv.reader(open(tmp_path / "results.csv", encoding="utf-8")))
    assert rows[1][0] == "Miss" and Fraction(rows[1][1]) == panel.result.outcomes[Outcome.MISS]


def test_dark_theme_and_large_text(qtbot, window, panel, qapp, answers):
    def chart_background():
        return panel.outcome_chart.plot.backgroundBrush().color().lightness()

    light = chart_background()
    size = qapp.font().pointSizeF()
    window.theme_actions["dark"].trigger()
    window.large_text_action.setChecked(True)
    qapp.processEvents()
    assert panel.outcome_chart.palette().color(QPalette.ColorRole.Base).lightness() < 100
    assert chart_background() < light
    assert qapp.font().pointSizeF() > size
    answers[1].append(QMessageBox.StandardButton.Reset)
    window.reset_all()
    assert answers[0] == ["Reset everything?"]
    assert qapp.font().pointSizeF() == pytest.approx(size)


def test_every_input_is_reachable_by_keyboard(panel):
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox

    controls = panel.form_area.findChildren(QAbstractSpinBox) + panel.form_area.findChildren(
        QComboBox) + panel.form_area.findChildren(QAbstractButton)
    assert len(controls) > 40
    assert [c for c in controls if not c.focusPolicy() & Qt.FocusPolicy.TabFocus] == []


def test_a_form_change_paints_each_chart_once(qtbot, panel):
    """A chart painted twice per change (its value labels moved during the first paint, when a new axis
    range reached them) cost milliseconds on every change."""
    from PySide6.QtCore import QEvent

    count = EventLog([panel.outcome_chart.plot.viewport(), panel.injury_chart.plot.viewport()], QEvent.Type.Paint)
    panel.window().show()
    act(qtbot, panel, lambda: panel.weapon.characteristic.setValue(-3))
    view = panel.outcome_chart.plot.getPlotItem().vb
    ranges = [view.viewRange()[1]]
    for value in (-2, -1, 0):  # the same rows in the table, so nothing is resized
        qtbot.wait(50)
        count.seen.clear()
        act(qtbot, panel, lambda value=value: panel.weapon.characteristic.setValue(value))
        qtbot.wait(50)
        ranges.append(view.viewRange()[1])
        assert count.counts() == [1, 1], value
    assert len({tuple(r) for r in ranges}) > 2, "the axis moved, as it must for the test to mean anything"
