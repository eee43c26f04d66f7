"""The shared row editor: its table model checked by Qt's model tester, and the pages that use it, driven by keys."""

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QComboBox, QLineEdit, QSpinBox

from companion.gui.widgets.rows import Column, RowModel
from tests.helpers import act, settle, shown_active

HALVES = [("first", "First half"), ("second", "Second half")]
COLUMNS = {
    "int": Column("shoot", "int", 4, 2, 6, suffix="+"),
    "text": Column("name", "text", "", 0, 5),
    "check": Column("prone", "check", False),
    "choice": Column("half", "choice", "first"),
}
SAMPLES = {"int": [2, 4, 6], "text": ["", "a", "abcde"], "check": [True, False, True],
           "choice": ["first", "second", "first"]}


def model_of(*kinds: str, enabled_keys=None, review=None, rows=(), min_rows=0, max_rows=5) -> RowModel:
    model = RowModel([COLUMNS[kind] for kind in kinds], min_rows, max_rows, enabled_keys,
                     {"half": lambda: HALVES}, review)
    model.set_rows(rows)
    return model


@pytest.mark.parametrize("kind", COLUMNS)
def test_the_model_passes_qts_model_tester_for_each_column_kind(qtmodeltester, kind):
    column = COLUMNS[kind]
    model = model_of(kind, rows=[{column.key: value} for value in SAMPLES[kind]])
    qtmodeltester.check(model)
    # The tester keeps watching: every structural change must announce itself properly.
    assert model.insert_row(1, {column.key: SAMPLES[kind][2]}) and model.rowCount() == 4
    assert model.insertRows(0, 1) and model.row(0)[column.key] == column.default
    assert model.move_row(0, 4) and model.row(4)[column.key] == column.default
    assert model.moveRows(QModelIndex(), 3, 1, QModelIndex(), 0)
    assert model.removeRows(1, 2) and model.rowCount() == 3
    model.set_rows([{column.key: value} for value in SAMPLES[kind][:2]])
    assert model.rowCount() == 2
    qtmodeltester.check(model)


def test_the_model_with_every_kind_and_enabled_cells_passes_the_model_tester(qtmodeltester):
    model = model_of("choice", "int", "text", "check",
                     enabled_keys=lambda row: {"half", "shoot"} | ({"name", "prone"} if row["half"] == "first" else set()),
                     rows=[{"half": "first"}, {"half": "second", "shoot": 6}])
    qtmodeltester.check(model)
    assert model.setData(model.index(1, 0), "first")
    assert model.flags(model.index(1, 2)) & Qt.ItemFlag.ItemIsEditable


def test_edits_are_bounded_by_their_column():
    model = model_of("int", "text", "check", "choice", rows=[{}])
    shoot, name, prone, half = (model.index(0, column) for column in range(4))
    assert model.data(shoot) == "4+" and model.data(shoot, Qt.ItemDataRole.EditRole) == 4
    assert not model.setData(shoot, 7) and not model.setData(shoot, 1) and model.setData(shoot, 6)
    assert not model.setData(name, "toolong") and model.setData(name, "short")
    assert not model.setData(half, "third") and model.setData(half, "second")
    assert model.data(half) == "Second half" and model.data(half, Qt.ItemDataRole.EditRole) == "second"
    assert not model.setData(prone, True)  # a tick box takes a check state, not an edit
    assert model.setData(prone, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert model.data(prone, Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert model.rows() == [{"shoot": 6, "name": "short", "prone": True, "half": "second"}]


def test_disabled_cells_keep_their_value_and_refuse_edits():
    model = model_of("choice", "int", enabled_keys=lambda row: {"half"} | ({"shoot"} if row["half"] == "first" else set()),
                     rows=[{"shoot": 5}])
    assert model.setData(model.index(0, 0), "second")
    assert not model.flags(model.index(0, 1)) & Qt.ItemFlag.ItemIsEnabled
    assert not model.setData(model.index(0, 1), 3)
    assert model.setData(model.index(0, 0), "first") and model.row(0)["shoot"] == 5


def test_row_limits_and_review():
    refused = []

    def review(row, values):
        if values["name"] == "taken":
            refused.append(row)
            return None
        return values | {"name": values["name"].strip()}

    model = model_of("text", review=review, rows=[{"name": "a"}], min_rows=1, max_rows=2)
    assert not model.removeRows(0, 1), "at least one row"
    assert model.insert_row(1, {"name": "b", "entry": object}) and not model.insert_row(2, {})
    assert model.row(1)["entry"] is object, "a row's own keys travel with it"
    assert not model.setData(model.index(0, 0), "taken") and refused == [0]
    assert model.setData(model.index(0, 0), " c ") and model.row(0)["name"] == "c"


# --- the pages ---


@pytest.fixture
def throw(qtbot, settings):
    from companion.gui.ringball import create_tab

    tab = shown_active(qtbot, create_tab(settings), 1280, 800)
    panel = tab.throw_panel
    panel.reset_to_defaults()
    settle(qtbot, panel)
    yield panel  # the tab stays alive (it owns the page) until the test ends


def editor_in(view):
    """The open cell editor (a spin box's inner line edit is not one)."""
    found = [w for kind in (QLineEdit, QSpinBox, QComboBox) for w in view.viewport().findChildren(kind)
             if w.isVisible() and not isinstance(w.parent(), QSpinBox)]
    assert len(found) == 1, found
    return found[0]


def test_the_interceptor_line_is_built_from_the_keyboard(qtbot, throw):
    line = throw.interceptor_list
    view = line.view
    view.setFocus()
    line.set_current(0, 2)
    qtbot.keyClick(view, Qt.Key.Key_Insert)  # a copy of the 4+ below it, its Shoot cell focused
    assert line.row_count() == 2 and QApplication.focusWidget() is view
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, 0)
    qtbot.keyClick(view, Qt.Key.Key_6)  # typing opens the bounded editor
    qtbot.keyClick(editor_in(view), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    act(qtbot, throw, lambda: qtbot.keyClick(view, Qt.Key.Key_Space))  # ticks "On the ground"
    assert line.rows()[1] == {"shoot": 6, "prone": True, "in_combat": False, "half": "first"}
    assert throw.read_inputs().interceptors[1].prone
    assert line.cell_text(1, "shoot") == "6+" and line.cell_text(1, "prone") == "✔"

    line.set_current(1, 3)
    qtbot.keyClick(view, Qt.Key.Key_F2)
    combo = editor_in(view)
    combo.setCurrentIndex(combo.findData("second"))
    qtbot.keyClick(combo, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState)
    assert line.rows()[1]["half"] == "second" and line.cell_text(1, "half") == "Second half"

    act(qtbot, throw, lambda: qtbot.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.ControlModifier))
    assert [row["shoot"] for row in line.rows()] == [6, 4] and view.currentIndex().row() == 0
    assert not line.up_button.isEnabled() and line.down_button.isEnabled()
    assert "by interceptor 1 (Shoot 6+)" in [throw.table.cell_text(r, 0).strip() for r in range(throw.table.rowCount())]
    for _ in range(2):
        qtbot.keyClick(view, Qt.Key.Key_Delete)
    settle(qtbot, throw)
    assert line.row_count() == 0 and line.empty_label.isVisible() and not line.remove_button.isEnabled()
    assert throw.read_inputs().interceptors == ()


def test_add_focuses_the_new_rows_first_cell_so_typing_lands_there(qtbot, settings):
    from companion.gui.warzone import create_tab

    tab = shown_active(qtbot, create_tab(settings))
    panel = tab.victory_panel
    tab.setCurrentWidget(panel)
    panel.reset_to_defaults()
    settle(qtbot, panel)
    models = panel.armies[0].models
    models.add_button.setFocus()
    models.add_button.click()
    assert QApplication.focusWidget() is models.view
    assert (models.view.currentIndex().row(), models.view.currentIndex().column()) == (0, 0)
    qtbot.keyClick(models.view, "L")  # the first key opens the cell's editor with it
    qtbot.keyClicks(editor_in(models.view), "ine")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    settle(qtbot, panel)
    assert models.rows()[0]["name"] == "Line"
    assert panel.read_inputs().armies[0].models[0].name == "Line"


def test_a_name_typed_twice_is_refused_with_a_reason(qtbot, window):
    tab = window.game_tabs[0]
    compare = tab.compare_panel
    tab.setCurrentWidget(compare)
    compare.reset_to_defaults()
    settle(qtbot, compare)
    rows = compare.target_box.rows
    before = [row["name"] for row in rows.rows()]
    rows.view.setFocus()
    rows.set_current(1, 0)
    qtbot.keyClick(rows.view, Qt.Key.Key_F2)
    editor = editor_in(rows.view)
    editor.selectAll()
    qtbot.keyClicks(editor, before[0])
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: rows.view.state() != QAbstractItemView.State.EditingState)
    assert [row["name"] for row in rows.rows()] == before
    assert "unique" in compare.status_label.text()
    assert compare.grid.horizontalHeaderItem(1).text() == before[1]
