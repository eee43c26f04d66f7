"""The Warzone ramming page, driven through its real widgets: vehicle form, path editor, results."""

import csv
import json
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QComboBox, QTableView

from companion.gui.warzone import create_tab
from companion.model.warzone.ramming import EnemyModel, RammingInput, Vehicle
from tests.helpers import EventLog, settle, shown_active

CONTRACT = {
    "format": 1, "game": "warzone", "calculator": "ramming",
    "vehicle": {"sz": 4, "ld": 12, "ar": 28, "w": 3, "flying": False, "biped": False},
    "path": [{"kind": "model", "sz": 2, "ar": 22, "w": 1, "ld": 11, "wait": False},
             {"kind": "terrain"}, {"kind": "vehicle", "sz": 3, "ar": 26, "w": 2, "ld": 10, "wait": False},
             {"kind": "friend", "sz": 2}],
}
MODEL_ROW = {"kind": "model", "sz": 2, "ar": 22, "w": 1, "ld": 11, "wait": False}
BAD = [
    ("a path of 0 rows", dict(CONTRACT, path=[]), "path"),
    ("a path of 200 rows", dict(CONTRACT, path=[MODEL_ROW] * 200), "path"),
    ("SZ 0", dict(CONTRACT, vehicle=dict(CONTRACT["vehicle"], sz=0)), "vehicle.sz"),
    ("a negative AR", dict(CONTRACT, path=[dict(MODEL_ROW, ar=-3)]), "path[0].ar"),
]
# A SZ 3 vehicle (LD 12, AR 24, W 2) rams a SZ 4 Vulkan (AR 26, W 3), then a SZ 1 trooper on Wait (LD 10).
VULKAN_INPUT = RammingInput(
    Vehicle(sz=3, ld=12, ar=24, w=2),
    (EnemyModel(sz=4, ar=26, w=3, ld=13), EnemyModel(sz=1, ar=18, w=1, ld=10, wait=True)),
)


@pytest.fixture
def tab(qtbot, settings):
    """The Warzone tab on its own: most tests need no main window around it."""
    return shown_active(qtbot, create_tab(settings))


@pytest.fixture
def panel(tab, qtbot):
    return show_ramming(tab, qtbot)


@pytest.fixture
def window_panel(window, qtbot):
    tab = next(t for t in window.game_tabs if t.game_id == "warzone")
    window.tabs.setCurrentWidget(tab)
    return show_ramming(tab, qtbot)


def show_ramming(tab, qtbot):
    panel = tab.ramming_panel
    tab.setCurrentWidget(panel)
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


def kinds(panel):
    return [row["kind"] for row in panel.path.rows()]


def headline(panel):
    return {panel.table.cell_text(r, 0): panel.table.cell_text(r, 1) for r in range(panel.table.rowCount())}


def set_kind(qtbot, panel, row, kind):
    """Change a path row's kind as a user does: F2 opens the cell's list, Enter confirms."""
    table = panel.path.view
    table.setFocus()
    table.setCurrentIndex(table.model().index(row, 0))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    (editor,) = [w for w in table.viewport().findChildren(QComboBox) if w.isVisible()]  # closed ones await deletion
    editor.setCurrentIndex(editor.findData(kind))
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)  # the delegate commits queued


def test_the_issue_example_driver_test_and_hand_worked_figures(qtbot, panel):
    panel.load_inputs(VULKAN_INPUT)
    settle(qtbot, panel)
    # Driver test LD 12 - 4 x (4 - 3) = 8: 8/20. The Vulkan takes DAM 9 x 2 (3/20 each) and cannot lose 3 wounds;
    # the vehicle takes DAM 10 x 3 against AR 24, 6/20 each: two or more of three wounds destroy it.
    assert "Row 1, driver test: LD 12 − 4 (SZ 4 vs 3) = 8: 40% (2/5)" in panel.explanation.text()
    figures = headline(panel)
    assert figures["Ram allowed (every driver test passed)"] == "40.00%"
    destroyed = Fraction(2, 5) * (3 * Fraction(3, 10) ** 2 * Fraction(7, 10) + Fraction(3, 10) ** 3)
    assert destroyed == Fraction(54, 625)
    # The trooper is reached only if the vehicle came through unhurt, then Takes Cover on LD 10 + 3 = 13;
    # if rammed it hits back with DAM 7 x 1 against AR 24: 3/20, one wound, which stops the vehicle.
    reached = Fraction(2, 5) * Fraction(7, 10) ** 3
    stopped = Fraction(2, 5) * 3 * Fraction(3, 10) * Fraction(7, 10) ** 2 + reached * Fraction(7, 20) * Fraction(3, 20)
    assert figures["Vehicle destroyed"] == "8.64%" and figures["Vehicle stops after a wound (ends its Action)"] == "18.36%"
    assert panel.table.item(4, 1).toolTip() == "54/625" and panel.table.item(2, 1).toolTip() == str(stopped)
    heights = panel.vehicle_chart.bar_heights()
    assert heights == pytest.approx([float(1 - destroyed - stopped) * 100, float(stopped) * 100, 8.64])
    rows = panel.rows_table
    assert rows.item(1, 1).text() == "13.72%" and rows.item(1, 1).toolTip() == str(reached)
    assert rows.item(1, 2).toolTip() == str(reached * Fraction(13, 20))
    assert "LD 10 + 3 (vehicle SZ) = 13: 65% (13/20)" in panel.explanation.text()
    assert rows.item(0, 4).text() == "0.00%" and "3 (removed): 0.0%" in rows.item(0, 6).text()


def test_stacked_chart_splits_each_row_into_four_outcomes(qtbot, panel):
    panel.load_inputs(VULKAN_INPUT)
    settle(qtbot, panel)
    chart = panel.path_chart
    assert chart.bar_labels == ["1", "2"]
    not_reached, took_cover, survived, removed = (chart.segment_heights(s) for s in range(4))
    assert not_reached[0] == pytest.approx(60.0) and took_cover[0] == 0 and survived[0] == pytest.approx(40.0)
    assert removed[0] == 0
    for index in range(2):
        assert not_reached[index] + took_cover[index] + survived[index] + removed[index] == pytest.approx(100.0)
    assert took_cover[1] == pytest.approx(float(Fraction(2, 5) * Fraction(7, 10) ** 3 * Fraction(13, 20)) * 100)
    with qtbot.waitSignal(chart.hovered) as hovered:
        chart._on_mouse_moved(chart.scene_position_of(0))
    assert hovered.args[0].splitlines()[:2] == ["1", "not reached: 60.00%  (3/5)"]


def test_path_editor_adds_reorders_and_removes_rows(qtbot, panel):
    table = panel.path.view
    assert table.model().rowCount() == 3
    table.setCurrentIndex(table.model().index(0, 1))
    panel.path.add_button.click()
    assert table.model().rowCount() == 4 and panel.path.rows()[1] == panel.path.rows()[0]
    set_kind(qtbot, panel, 3, "terrain")
    settle(qtbot, panel)
    assert kinds(panel) == ["model", "model", "model", "terrain"]
    assert panel.path_chart.bar_labels == ["1", "2", "3", "4"]
    assert panel.rows_table.item(3, 0).text() == "4 · Terrain piece"
    assert "Row 4, driver test for a terrain piece: LD 12 − 8 = 4: 20% (1/5)" in panel.explanation.text()

    table.setCurrentIndex(table.model().index(3, 0))
    panel.path.up_button.click()
    settle(qtbot, panel)
    assert kinds(panel) == ["model", "model", "terrain", "model"]
    assert panel.rows_table.item(2, 0).text() == "3 · Terrain piece"
    assert table.currentIndex().row() == 2

    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier)
    assert kinds(panel) == ["model", "terrain", "model", "model"]
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    settle(qtbot, panel)
    assert kinds(panel) == ["model", "model", "model"] and panel.rows_table.rowCount() == 3

    for _ in range(2):
        panel.path.remove_button.click()
    assert table.model().rowCount() == 1 and not panel.path.remove_button.isEnabled()
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    assert table.model().rowCount() == 1, "a ram needs a path of at least one row"
    qtbot.keyClick(table, Qt.Key.Key_Insert)
    settle(qtbot, panel)
    assert table.model().rowCount() == 2 and panel.path_chart.bar_labels == ["1", "2"]


def test_cells_that_do_not_apply_to_a_row_kind_are_disabled(qtbot, panel):
    editor = panel.path
    assert all(editor.cell_enabled(0, key) for key in ("sz", "ar", "w", "ld", "wait", "impenetrable"))
    set_kind(qtbot, panel, 0, "terrain")
    assert not any(editor.cell_enabled(0, key) for key in ("sz", "ar", "w", "ld", "wait", "impenetrable"))
    set_kind(qtbot, panel, 0, "friend")
    assert editor.cell_enabled(0, "sz") and not editor.cell_enabled(0, "ar") and not editor.cell_enabled(0, "wait")
    settle(qtbot, panel)
    assert headline(panel)["Ram allowed (every driver test passed)"] == "0.00%"
    assert "No ram: row 1 is a friendly model" in panel.explanation.text()
    set_kind(qtbot, panel, 0, "vehicle")
    assert editor.cell_enabled(0, "wait") and editor.rows()[0]["ar"] == 22, "values come back with the kind"


def test_typing_into_the_path_table(qtbot, panel):
    table = panel.path.view
    table.setFocus()
    table.setCurrentIndex(table.model().index(0, 1))
    qtbot.keyClick(table, Qt.Key.Key_4)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    qtbot.keyClicks(QApplication.focusWidget(), "30")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    settle(qtbot, panel)
    assert panel.path.rows()[0] | {} == dict(panel.path.rows()[0], sz=4, ar=30)
    assert "Row 1, driver test: LD 12 − 0 (SZ 4 vs 4) = 12: 60% (3/5)" in panel.explanation.text()
    table.setCurrentIndex(table.model().index(0, 5))
    qtbot.keyClick(table, Qt.Key.Key_Space)
    settle(qtbot, panel)
    assert panel.path.rows()[0]["wait"] and "Row 1 is on Wait and tries to Take Cover" in panel.explanation.text()


def test_a_flying_vehicle_cannot_ram(qtbot, panel):
    panel.flying.setChecked(True)
    settle(qtbot, panel)
    assert headline(panel)["Ram allowed (every driver test passed)"] == "0.00%"
    assert panel.explanation.text() == "1. No ram: a flying vehicle cannot ram."
    assert panel.path_chart.segment_heights(0) == pytest.approx([100.0, 100.0, 100.0])


def test_pin_compares_against_the_frozen_result(qtbot, panel):
    panel.pin_buttons.pin_button.click()
    panel.ld.setValue(16)
    settle(qtbot, panel)
    assert not panel.table.isColumnHidden(2)
    assert panel.table.cell_text(0, 2) == "60.00%" and panel.table.cell_text(0, 1) == "80.00%"
    assert panel.table.cell_text(0, 3).startswith("+20")
    panel.pin_buttons.unpin_button.click()
    assert panel.table.isColumnHidden(2)


def test_save_then_open_restores_the_path(qtbot, window, window_panel, tmp_path):
    panel = window_panel
    panel.w.setValue(5)
    panel.path.view.setCurrentIndex(panel.path.view.model().index(2, 0))
    panel.path.add_button.click()
    set_kind(qtbot, panel, 3, "vehicle")
    settle(qtbot, panel)
    saved = panel.read_inputs()
    path = tmp_path / "ram.companion.json"
    assert window.save_current(str(path))
    assert json.loads(path.read_text(encoding="utf-8"))["path"][3]["kind"] == "vehicle"
    panel.reset_to_defaults()
    settle(qtbot, panel)
    assert panel.read_inputs() != saved
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.read_inputs() == saved and kinds(panel)[3] == "vehicle" and panel.w.value() == 5

    written = window.write_charts(panel, str(tmp_path / "ram"), "png")
    assert [p.name for p in written] == ["ram.png", "ram-2.png"]
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in written)
    assert "<svg" in window.write_charts(panel, str(tmp_path / "ram.svg"), "svg")[0].read_text(encoding="utf-8")
    assert window.write_csv(panel, str(tmp_path / "ram.csv"))
    rows = list(csv.reader(open(tmp_path / "ram.csv", encoding="utf-8")))
    assert rows[1][:2] == ["Ram allowed (every driver test passed)", str(panel.result.ram_allowed)]
    assert ["1: not reached", str(1 - panel.result.rows[0].reached)] == rows[rows.index([]) + 2][:2]


def test_the_contract_scenario_opens_and_shows_the_friendly_model(qtbot, window, window_panel, tmp_path):
    panel = window_panel
    path = tmp_path / "contract.companion.json"
    path.write_text(json.dumps(CONTRACT), encoding="utf-8")
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert kinds(panel) == ["model", "terrain", "vehicle", "friend"]
    assert headline(panel)["Ram allowed (every driver test passed)"] == "0.00%"
    assert window.current_panel() is panel


def test_bad_files_show_one_message_each_and_keep_the_form(qtbot, window, window_panel, tmp_path, warnings):
    panel = window_panel
    panel.sz.setValue(5)
    settle(qtbot, panel)
    before = panel.read_inputs()
    for name, data, field in BAD:
        warnings.clear()
        path = tmp_path / "bad.companion.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        assert not window.open_scenario(str(path)), name
        assert len(warnings) == 1, name
        assert f"{path}: {field}:" in warnings[0][1], (name, warnings[0][1])
        assert panel.read_inputs() == before and panel.path.view.model().rowCount() == 3, name


def test_every_input_is_reachable_by_keyboard(panel):
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox

    controls = (panel.form_area.findChildren(QAbstractSpinBox) + panel.form_area.findChildren(QAbstractButton)
                + panel.form_area.findChildren(QTableView))
    assert len(controls) > 10
    unreachable = [c for c in controls if not c.focusPolicy() & Qt.FocusPolicy.TabFocus]
    assert [c.objectName() for c in unreachable] == ["qt_tableview_cornerbutton"]  # Qt's select-all corner
    assert panel.path_label.buddy() is panel.path.view and "&" in panel.path_label.text()


def test_a_longer_explanation_moves_the_charts_without_resizing_them(qtbot, panel):
    """The results take their new height at once: laid out first in the old one, the charts above a
    longer or shorter explanation were stretched for a moment and drawn at both sizes."""
    from PySide6.QtCore import QEvent

    panel.sz.setValue(5)
    settle(qtbot, panel)
    qtbot.wait(50)
    before = panel.explanation.height()
    resizes = EventLog([chart.plot for chart in panel.charts()], QEvent.Type.Resize)
    panel.sz.setValue(1)
    settle(qtbot, panel)
    qtbot.wait(50)
    assert panel.explanation.height() != before, "the explanation must change height for the test to mean anything"
    assert resizes.seen == []
