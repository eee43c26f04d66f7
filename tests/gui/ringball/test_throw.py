"""The Ringball Throw page, driven through its real widgets.

Expected figures are worked by hand from the rules file: a Shoot roll of X+
succeeds with (7 - X)/6, a natural 6 always succeeds, a natural 1 always
fails; a 4+ thrower is perfect 1/6, plainly successful 2/6, failed 3/6.
"""

import csv
import json
from fractions import Fraction

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QComboBox, QTableView

from companion.gui.ringball import create_tab
from companion.model.ringball.throw import MAX_INTERCEPTORS, Captain, ThrowAbility
from tests.helpers import act, settle

CONTRACT = {"format": 1, "game": "ringball", "calculator": "throw", "thrower": {"shoot": 4},
            "receiver": {"shoot": 4}, "heroic_throw": False, "ability": None,
            "interceptors": [{"shoot": 4, "prone": False, "in_combat": False, "half": "first"}]}


@pytest.fixture
def tab(qtbot, settings):
    tab = create_tab(settings)
    qtbot.addWidget(tab)
    tab.resize(1280, 800)
    tab.show()
    for panel in tab.panels():
        settle(qtbot, panel)
    return tab


@pytest.fixture
def panel(tab, qtbot):
    panel = tab.throw_panel
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


def ringball(window):
    index = next(i for i, tab in enumerate(window.game_tabs) if tab.game_id == "ringball")
    window.tabs.setCurrentIndex(index)
    return window.game_tabs[index]


def rows(panel) -> dict[str, tuple[str, str]]:
    """Headline table as {label: (percent shown, exact tooltip)}."""
    table = panel.table
    return {table.cell_text(r, 0).strip(): (table.cell_text(r, 1), table.item(r, 1).toolTip())
            for r in range(table.rowCount())}


def test_default_is_the_contract_example(panel):
    # caught = 1/6 (perfect) * 1/2 + 2/6 * 1/2 * 1/2 = 1/6; dropped 1/12; halfway 3/6 * 1/2.
    shown = rows(panel)
    assert shown["Caught by the receiver"] == ("16.67%", "1/6")
    assert shown["Intercepted (all attempts)"] == ("50.00%", "1/2")
    assert shown["by interceptor 1 (Shoot 4+)"] == ("50.00%", "1/2")
    assert shown["Dropped: the receiver fails the catch"] == ("8.33%", "1/12")
    assert shown["On the ground at the target point"] == ("0.00%", "0")
    assert shown["On the ground halfway (failed throw)"] == ("25.00%", "1/4")
    assert shown["Perfect throw (natural 6)"] == ("16.67%", "1/6")
    assert panel.range_label.text() == "Range: up to 9″."


def test_interceptor_list_add_reorder_remove(qtbot, panel):
    line = panel.interceptor_list
    # No interceptor: caught = 1/6 + 2/6 * 1/2 = 1/3.
    line.set_current(0)
    act(qtbot, panel, line.remove_button.click)
    assert line.row_count() == 0 and not line.model.index(0, 0).isValid() and line.empty_label.isVisible()
    assert rows(panel)["Caught by the receiver"] == ("33.33%", "1/3")

    # A 4+ interceptor on the line halves it: 1/6.
    act(qtbot, panel, line.add_button.click)
    assert line.row_count() == 1 and line.rows()[0]["shoot"] == 4
    assert rows(panel)["Caught by the receiver"] == ("16.67%", "1/6")

    # A 6+ interceptor on the ground still intercepts on a natural 6: 1/3 * 1/2 * 5/6 = 5/36.
    act(qtbot, panel, line.add_button.click)
    line.set_cell(1, "shoot", 6)
    act(qtbot, panel, lambda: line.set_cell(1, "prone", True))
    shown = rows(panel)
    assert shown["Caught by the receiver"] == ("13.89%", "5/36")
    assert shown["by interceptor 1 (Shoot 4+)"] == ("50.00%", "1/2")
    assert shown["by interceptor 2 (Shoot 6+)"] == ("8.33%", "1/12")  # 1/2 * 1/6
    line.set_current(0)
    assert not line.up_button.isEnabled()
    line.set_current(1)
    assert not line.down_button.isEnabled()

    # Moved up, the 6+ tries first: it takes 1/6, the 4+ then 5/6 * 1/2; caught is unchanged.
    act(qtbot, panel, line.up_button.click)
    assert (line.rows()[0]["shoot"], line.rows()[0]["prone"]) == (6, True)
    assert (line.rows()[1]["shoot"], line.rows()[1]["prone"]) == (4, False)
    shown = rows(panel)
    assert shown["by interceptor 1 (Shoot 6+)"] == ("16.67%", "1/6")
    assert shown["by interceptor 2 (Shoot 4+)"] == ("41.67%", "5/12")
    assert shown["Caught by the receiver"] == ("13.89%", "5/36")

    # On the second half, the 4+ misses a failed throw: it takes 1/2 (lands at target) * 5/6 * 1/2 = 5/24.
    act(qtbot, panel, lambda: line.set_cell(1, "half", "second"))
    shown = rows(panel)
    assert shown["by interceptor 2 (Shoot 4+)"] == ("20.83%", "5/24")
    assert shown["On the ground halfway (failed throw)"] == ("41.67%", "5/12")  # 1/2 * 5/6

    # Removing the 4+ leaves only the 6+: 1/3 * 5/6 = 5/18.
    line.set_current(1)
    act(qtbot, panel, line.remove_button.click)
    assert line.row_count() == 1 and not line.model.index(1, 0).isValid()
    assert rows(panel)["Caught by the receiver"] == ("27.78%", "5/18")
    assert panel.read_inputs().interceptors[0].prone


def test_list_stops_at_the_model_maximum(qtbot, panel):
    line = panel.interceptor_list
    while line.add_button.isEnabled():
        line.add_button.click()
    settle(qtbot, panel)
    assert line.row_count() == MAX_INTERCEPTORS
    assert len(panel.result.interceptors) == MAX_INTERCEPTORS
    assert line.width() >= line.minimumSizeHint().width()


def test_stacked_bar_and_tree_show_the_five_outcomes(qtbot, panel):
    bar = panel.outcome_bar
    assert bar.categories[0] == "Caught by the receiver"
    assert bar.shown_values() == [Fraction(1, 6), Fraction(1, 2), Fraction(1, 12), Fraction(0), Fraction(1, 4)]
    spans = bar.segment_spans()  # in percent along the bar
    assert spans[0] == pytest.approx((0, 100 / 6)) and spans[1] == pytest.approx((100 / 6, 400 / 6))
    with qtbot.waitSignal(bar.hovered) as hovered:
        bar._on_mouse_moved(bar.scene_position_of(0))
    assert hovered.args[0].splitlines() == [
        "Caught by the receiver: 16.67%  (1/6)", "Intercepted: 50.00%  (1/2)", "Dropped at the target: 8.33%  (1/12)",
        "On the ground at the target point: 0.00%  (0)", "On the ground halfway: 25.00%  (1/4)"]
    assert panel.tree_rows() == [
        ["Throw roll", "100.00%", "100.00%", ""],
        ["Natural 6: perfect throw", "16.67%", "16.67%", ""],
        ["Intercepted", "50.00%", "8.33%", "Intercepted"],
        ["Not intercepted", "50.00%", "8.33%", "Caught by the receiver"],
        ["Success, not a 6: lands at the target", "33.33%", "33.33%", ""],
        ["Intercepted", "50.00%", "16.67%", "Intercepted"],
        ["Not intercepted", "50.00%", "16.67%", ""],
        ["Caught", "50.00%", "8.33%", "Caught by the receiver"],
        ["Dropped", "50.00%", "8.33%", "Dropped at the target"],
        ["Failure: lands halfway", "50.00%", "50.00%", ""],
        ["Intercepted", "50.00%", "25.00%", "Intercepted"],
        ["Not intercepted", "50.00%", "25.00%", "On the ground halfway"],
    ]
    assert panel.tree.topLevelItem(0).child(0).toolTip(2) == "1/6"


def test_heroic_throw_rerolls_a_failure_and_shows_its_range(qtbot, panel):
    # Fail twice 1/4; perfect 1/6 + 1/2 * 1/6 = 1/4. The 4+ interceptor needs 5+ (-1), prone ones cannot.
    act(qtbot, panel, lambda: panel.heroic_throw.setChecked(True))
    shown = rows(panel)
    assert shown["Perfect throw (natural 6)"] == ("25.00%", "1/4")
    assert shown["by interceptor 1 (Shoot 4+)"] == ("33.33%", "1/3")
    assert panel.range_label.text() == "Range: 9″ + D6, so 10″ to 15″."
    act(qtbot, panel, lambda: panel.interceptor_list.set_cell(0, "prone", True))
    assert rows(panel)["by interceptor 1 (Shoot 4+)"] == ("0.00%", "0")
    assert "cannot intercept a Heroic Throw" in panel.rolls_label.text()


def test_heroic_throw_says_which_results_to_re_roll(qtbot, panel):
    """The seed: "l'Eroe può ripetere il tiro per il lancio", whatever the throw scored.

    4+ thrower, one 4+ interceptor at −1 (5+, misses 2/3). Receiver 4+: a plain success
    (4–5) is caught 2/3 * 1/2 = 1/3, a fresh roll 2/3 * (1/6 + 2/6 * 1/2) = 2/9: keep it.
    Receiver 6+: a plain success is caught 2/3 * 1/6 = 1/9, a fresh roll 2/3 * (1/6 + 2/6 * 1/6)
    = 4/27: re-roll every result but a 6. Then perfect = 1/6 + 5/6 * 1/6 = 11/36, plain success
    5/6 * 2/6 = 10/36, caught = 2/3 * (11/36 + 10/36 * 1/6) = 19/81.
    """
    assert not panel.reroll_label.isVisibleTo(panel)
    act(qtbot, panel, lambda: panel.heroic_throw.setChecked(True))
    assert panel.reroll_label.isVisibleTo(panel)
    assert panel.reroll_label.text() == ("Heroic Throw: re-roll a natural 1–3 (a failure), keep 4–6. A plain success "
                                         "(4–5) is caught 33.33% of the time; a fresh roll, 22.22%.")
    act(qtbot, panel, lambda: panel.receiver_shoot.setValue(6))
    assert panel.reroll_label.text() == ("Heroic Throw: re-roll every result but a natural 6. A plain success (4–5) "
                                         "is caught 11.11% of the time; a fresh roll, 14.81%.")
    assert rows(panel)["Caught by the receiver"] == ("23.46%", "19/81")
    act(qtbot, panel, lambda: panel.to_point.setChecked(True))
    assert panel.reroll_label.text().startswith("Heroic Throw: re-roll a natural 1–3 (a failure), keep 4–6. "
                                                "A plain success (4–5) ends at the target point 66.67%")


def test_point_target_and_captain_abilities(qtbot, panel):
    act(qtbot, panel, lambda: panel.to_point.setChecked(True))
    shown = rows(panel)
    # Lands at the target 1/2 and the interceptor misses half the time: 1/4 on the ground there.
    assert shown["On the ground at the target point"] == ("25.00%", "1/4")
    assert shown["Caught by the receiver"] == ("0.00%", "0")
    assert not panel.receiver_shoot.isEnabled()
    # Light of Eärendil: the 4+ interceptor only on a natural 6.
    act(qtbot, panel, lambda: panel.abilities[ThrowAbility.LIGHT_OF_EARENDIL].setChecked(True))
    assert rows(panel)["by interceptor 1 (Shoot 4+)"] == ("16.67%", "1/6")
    assert "only a natural 6 (Light of Eärendil)" in panel.rolls_label.text()
    # Underground: halved range, no interception.
    act(qtbot, panel, lambda: panel.abilities[ThrowAbility.UNDERGROUND].setChecked(True))
    assert rows(panel)["Intercepted (all attempts)"] == ("0.00%", "0")
    assert panel.range_label.text().startswith("Range: up to 5″.")


def test_controls_that_cannot_apply_are_disabled(qtbot, panel):
    light = panel.abilities[ThrowAbility.LIGHT_OF_EARENDIL]
    assert light.isEnabled() and panel.heroic_throw.isEnabled()
    panel.heroic_throw.setChecked(True)
    assert not light.isEnabled() and light.isVisible()
    panel.heroic_throw.setChecked(False)
    light.setChecked(True)
    assert not panel.heroic_throw.isEnabled()
    assert not panel.captains[Captain.THROWER].isEnabled()
    panel.abilities[ThrowAbility.EYE_OF_MORDOR].setChecked(True)
    assert panel.captains[Captain.RECEIVER].isEnabled()
    panel.captains[Captain.RECEIVER].setChecked(True)
    settle(qtbot, panel)
    # +2 for both ends: thrower and receiver 2+; caught = 1/2 (interceptor) * (1/6 + 4/6 * 5/6) = 13/36.
    assert rows(panel)["Caught by the receiver"] == ("36.11%", "13/36")
    panel.to_point.setChecked(True)
    assert not panel.captains[Captain.RECEIVER].isEnabled()
    assert panel.captains[Captain.THROWER].isChecked()
    settle(qtbot, panel)
    assert panel.read_inputs().captain is Captain.THROWER
    assert not panel.hero_shoot.isEnabled()
    panel.hero.setChecked(True)
    assert panel.hero_shoot.isEnabled()
    settle(qtbot, panel)


def test_heroic_interception_and_winged_creatures(qtbot, panel):
    panel.hero.setChecked(True)
    panel.hero_shoot.setValue(3)
    act(qtbot, panel, lambda: panel.winged.setChecked(True))
    shown = rows(panel)
    # The hero (3+) tries first: 2/3; then the 4+ 1/3 * 1/2; then the creatures (3+) 1/3 * 1/2 * 2/3.
    assert shown["by the Heroic Interception hero (Shoot 3+)"] == ("66.67%", "2/3")
    assert shown["by interceptor 1 (Shoot 4+)"] == ("16.67%", "1/6")
    assert shown["by the Winged Creatures"] == ("11.11%", "1/9")
    assert shown["Intercepted (all attempts)"] == ("94.44%", "17/18")


def test_pin_compares_against_the_frozen_result(qtbot, panel):
    panel.pin_buttons.pin_button.click()
    act(qtbot, panel, lambda: panel.receiver_shoot.setValue(2))
    table = panel.table
    assert not table.isColumnHidden(2)
    # Receiver 2+: caught = 1/2 * (1/6 + 2/6 * 5/6) = 2/9, pinned 1/6.
    assert table.item(0, 1).toolTip() == "2/9" and table.item(0, 2).toolTip() == "1/6"
    assert table.item(0, 3).toolTip() == "1/18" and table.cell_text(0, 3).startswith("+")
    panel.pin_buttons.unpin_button.click()
    assert table.isColumnHidden(2)


def test_save_then_open_and_the_contract_file(qtbot, window, tmp_path):
    panel = ringball(window).throw_panel
    ringball(window).setCurrentWidget(panel)
    panel.interceptor_list.add_button.click()
    panel.interceptor_list.set_cell(1, "in_combat", True)
    panel.abilities[ThrowAbility.EYE_OF_MORDOR].setChecked(True)
    settle(qtbot, panel)
    saved = panel.read_inputs()
    path = tmp_path / "throw.companion.json"
    assert window.save_current(str(path))
    assert json.loads(path.read_text(encoding="utf-8"))["calculator"] == "throw"
    panel.reset_to_defaults()
    settle(qtbot, panel)
    assert panel.read_inputs() != saved
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.read_inputs() == saved and panel.interceptor_list.row_count() == 2

    # The contract file: no Move given, so no range.
    path.write_text(json.dumps(CONTRACT), encoding="utf-8")
    window.tabs.setCurrentIndex(0)
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert window.current_panel() is panel
    assert panel.thrower_move.text() == "not given"
    assert panel.range_label.text() == "Range: give the class Move to see it."
    assert rows(panel)["Caught by the receiver"] == ("16.67%", "1/6")


BAD = [
    ("shoot 1", {"thrower": {"shoot": 1}}, "thrower.shoot"),
    ("shoot 7", {"receiver": {"shoot": 7}}, "receiver.shoot"),
    ("strength 0", {"thrower": {"shoot": 4, "strength": 0}}, "thrower.strength"),
    ("30 interceptors", {"interceptors": [{"shoot": 4}] * 30}, "interceptors"),
    ("interceptor shoot 7", {"interceptors": [{"shoot": 7}]}, "interceptors[0].shoot"),
]


def test_bad_files_keep_the_form_and_exports(qtbot, window, tmp_path, warnings):
    panel = ringball(window).throw_panel
    panel.interceptor_list.add_button.click()
    settle(qtbot, panel)
    before = panel.read_inputs()
    for name, change, needle in BAD:
        warnings.clear()
        path = tmp_path / f"{name}.companion.json"
        path.write_text(json.dumps(CONTRACT | change), encoding="utf-8")
        assert not window.open_scenario(str(path)), name
        assert len(warnings) == 1 and needle in warnings[0][1] and str(path) in warnings[0][1], name
        assert panel.read_inputs() == before, name

    assert window.write_csv(panel, str(tmp_path / "throw.csv"))
    lines = list(csv.reader(open(tmp_path / "throw.csv", encoding="utf-8")))
    # Two 4+ interceptors on the first half: caught 1/3 * 1/4, intercepted 1 - 1/4 whatever the throw.
    assert lines[1][:2] == ["Caught by the receiver", "1/12"]
    assert ["Intercepted", "3/4", "0.750000", ""] in lines
    written = window.write_charts(panel, str(tmp_path / "bar"), "png")
    assert written[0].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_language_change_rewords_without_losing_the_result(qtbot, panel):
    before = rows(panel)
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    QApplication.sendEvent(panel.interceptor_list, QEvent(QEvent.Type.LanguageChange))
    assert rows(panel) == before
    assert panel.interceptor_list.rows()[0]["half"] == "first"


def test_every_input_is_reachable_by_keyboard(panel):
    # The interceptor line is one table (its cells are reached with Tab inside it), no longer 7 widgets a row.
    controls = (panel.form_area.findChildren(QAbstractSpinBox) + panel.form_area.findChildren(QComboBox)
                + panel.form_area.findChildren(QAbstractButton) + panel.form_area.findChildren(QTableView))
    assert len(controls) > 20
    unreachable = [c for c in controls if not c.focusPolicy() & Qt.FocusPolicy.TabFocus]
    assert [c.objectName() for c in unreachable] == ["qt_tableview_cornerbutton"]  # Qt's select-all corner
