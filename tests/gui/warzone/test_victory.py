"""The Warzone victory-points page: army tables typed at the keyboard, the breakdown, the result, the helpers."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QSpinBox

from companion.gui.warzone import create_tab
from companion.model.warzone.victory import Army, ModelGroup, ModelState, VictoryInput
from tests.helpers import settle, shown_active

CONTRACT = {
    "format": 1, "game": "warzone", "calculator": "victory-points", "game_size": 500,
    "armies": [{"models": [{"pc": 17, "count": 2, "state": ["panicked"]}], "units_destroyed": [70]},
               {"models": [], "units_destroyed": []}],
}
BAD = [
    ("a count of -1", dict(CONTRACT, armies=[{"models": [{"pc": 17, "count": -1}]}, {"models": []}]),
     "armies[0].models[0].count"),
    ("a game size of 0", dict(CONTRACT, game_size=0), "game_size"),
]
STATE_COLUMNS = {state: 3 + index for index, state in enumerate(ModelState)}
# The house rules' rounding examples: 17 x 25% = 4.25 -> 4; 21 x 50% = 10.5 stays; 23 x 25% = 5.75 -> 6.
EXAMPLES = VictoryInput(500, (Army(), Army((
    ModelGroup(17, 3, frozenset({ModelState.PANICKED}), name="Legionnaires"),
    ModelGroup(21, 1, frozenset({ModelState.ROUTED}), name="Centurion"),
    ModelGroup(23, 1, frozenset({ModelState.HALF_WOUNDS}), name="Necromutant"),
))))


@pytest.fixture
def tab(qtbot, settings):
    return shown_active(qtbot, create_tab(settings))


@pytest.fixture
def panel(tab, qtbot):
    return show_victory(tab, qtbot)


@pytest.fixture
def window_panel(window, qtbot):
    tab = next(t for t in window.game_tabs if t.game_id == "warzone")
    window.tabs.setCurrentWidget(tab)
    return show_victory(tab, qtbot)


def show_victory(tab, qtbot):
    panel = tab.victory_panel
    tab.setCurrentWidget(panel)
    panel.reset_to_defaults()
    settle(qtbot, panel)
    return panel


def type_cell(qtbot, table, row, column, text):
    """Type into a cell as a user does: the first key opens the editor, Enter confirms."""
    table.setFocus()
    table.setCurrentIndex(table.model().index(row, column))
    qtbot.keyClick(table, text[0])
    editors = table.viewport().findChildren(QLineEdit) + table.viewport().findChildren(QSpinBox)
    (editor,) = [w for w in editors if w.isVisible() and not isinstance(w.parent(), QSpinBox)]
    qtbot.keyClicks(editor, text[1:])
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != QAbstractItemView.State.EditingState)


def type_group(qtbot, editor, name, pc, count, states):
    table = editor.models.view
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Insert)
    row = table.currentIndex().row()
    type_cell(qtbot, table, row, 0, name)
    type_cell(qtbot, table, row, 1, str(pc))
    type_cell(qtbot, table, row, 2, str(count))
    for state, column in STATE_COLUMNS.items():
        ticked = table.model().index(row, column).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
        if ticked != (state in states):
            table.setCurrentIndex(table.model().index(row, column))
            qtbot.keyClick(table, Qt.Key.Key_Space)


def breakdown(panel, scorer):
    table = panel.breakdowns[scorer]
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_rounding_examples_typed_at_the_desk_appear_on_screen(qtbot, panel):
    army = panel.armies[1]
    type_group(qtbot, army, "Legionnaires", 17, 3, {ModelState.PANICKED})
    type_group(qtbot, army, "Centurion", 21, 1, {ModelState.ROUTED})
    type_group(qtbot, army, "Necromutant", 23, 1, {ModelState.HALF_WOUNDS})
    settle(qtbot, panel)
    assert panel.read_inputs() == EXAMPLES
    assert breakdown(panel, 0) == [
        ["Legionnaires", "17", "25%", "4.25", "4", "3", "12"],
        ["Centurion", "21", "50%", "10.5", "10.5", "1", "10.5"],
        ["Necromutant", "23", "25%", "5.75", "6", "1", "6"],
        ["Total", "", "", "", "", "", "28.5"],
    ]
    assert panel.breakdowns[0].item(0, 3).toolTip() == "17/4"
    assert breakdown(panel, 1) == [["Total", "", "", "", "", "", "0"]]
    assert panel.summary.text() == "Player 1: 28.5 VP    Player 2: 0 VP"
    assert panel.verdict.text() == "Player 1 wins by 28.5 VP (more than the draw margin of 25 VP)."
    assert panel.table.cell_text(0, 1) == "28.5" and panel.table.item(0, 1).toolTip() == "57/2"


def test_the_draw_margin_is_five_percent_of_the_game_size(qtbot, panel):
    panel.load_inputs(EXAMPLES)
    settle(qtbot, panel)
    panel.game_size.setValue(570)  # margin 28.5 = the difference: a draw
    settle(qtbot, panel)
    assert panel.verdict.text() == "Draw: the difference, 28.5 VP, is not more than 28.5 VP (5% of the game size)."
    panel.game_size.setFocus()
    qtbot.keyClick(panel.game_size, Qt.Key.Key_Down)  # 520: margin 26
    settle(qtbot, panel)
    assert panel.game_size.value() == 520 and panel.verdict.text().startswith("Player 1 wins by 28.5 VP")


def test_concession_counts_the_conceders_models_in_full(qtbot, panel):
    panel.load_inputs(EXAMPLES)
    settle(qtbot, panel)
    panel.conceded.setCurrentIndex(panel.conceded.findData("1"))
    settle(qtbot, panel)
    rows = breakdown(panel, 0)
    assert rows[0][2:] == ["100% (conceded; was 25%)", "17", "17", "3", "51"]
    assert rows[-1][-1] == "95"  # 51 + 21 + 23
    assert panel.verdict.text() == "Player 1 wins: Player 2 conceded, so every one of Player 2's models counts 100%."


def test_units_destroyed_add_a_rounded_quarter_of_their_pc(qtbot, panel):
    panel.load_inputs(EXAMPLES)
    settle(qtbot, panel)
    line = panel.armies[1].units
    line.setFocus()
    qtbot.keyClicks(line, "70, 45x")
    assert line.text() == "70, 45", "only PCs and separators can be typed"
    settle(qtbot, panel)
    rows = breakdown(panel, 0)
    assert rows[3] == ["Unit completely destroyed", "70", "25%", "17.5", "17.5", "1", "17.5"]
    assert rows[4] == ["Unit completely destroyed", "45", "25%", "11.25", "11", "1", "11"]
    assert rows[-1][-1] == "57"  # 28.5 + 17.5 + 11


def test_the_cost_table_adds_a_priced_member_to_an_army(qtbot, panel):
    costs = panel.costs
    texts = [[costs.item(r, c).text() for c in range(4)] for r in range(costs.rowCount())]
    assert ["Greymourn Mortar", "Mortar", "Gunner", "24"] in texts
    assert ["Mishima Doomtroopers", "Doomtroopers", "Marksman", "48"] in texts
    assert ["Horde Defiler Pod", "Defiler Pod", "Pod", "37"] in texts
    costs.setFocus()
    costs.setCurrentCell(texts.index(["Stormtrencher Mortar Team", "Mortar", "Spotter", "20"]), 0)
    panel.add_to[0].click()
    settle(qtbot, panel)
    assert panel.armies[0].models.rows() == [
        {"name": "Stormtrencher Mortar Team: Spotter", "pc": 20, "count": 1}
        | {state.value: False for state in ModelState}
    ]
    assert breakdown(panel, 1)[0][:3] == ["Stormtrencher Mortar Team: Spotter", "20", "0%"]


def test_the_load_out_split_gives_the_seed_example(qtbot, panel):
    assert panel.split_team.currentText() == "Stormtrencher Mortar Team"
    assert panel.split_result.text() == "10 pts over 17 / 17 / 20 → 20 / 20 / 24 (each member +3 / +3 / +4)"
    panel.split_team.setFocus()
    qtbot.keyClick(panel.split_team, Qt.Key.Key_Down)
    assert panel.split_team.currentText() == "Typhoon Rocket Team" and panel.split_members.text() == "14, 14, 18"
    panel.split_members.selectAll()
    qtbot.keyClicks(panel.split_members, "16, 16, 21")
    panel.split_cost.setValue(11)
    assert panel.split_result.text() == "11 pts over 16 / 16 / 21 → 19 / 19 / 26 (each member +3 / +3 / +5)"
    panel.split_leader.setValue(1)
    assert panel.split_result.text().startswith("11 pts over 16 / 16 / 21 → 21 / 19 / 24")
    panel.split_members.clear()
    panel.update_split()
    assert panel.split_result.text().startswith("Cannot split: members")


def test_the_contract_scenario_opens_then_bad_files_keep_the_form(qtbot, window, window_panel, tmp_path, warnings):
    panel = window_panel
    path = tmp_path / "vp.companion.json"
    path.write_text(json.dumps(CONTRACT), encoding="utf-8")
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    # Player 2 scores 2 panicked models of PC 17 (4.25 -> 4 each) and a unit of PC 70 (17.5): 25.5 > 25.
    assert panel.summary.text() == "Player 1: 0 VP    Player 2: 25.5 VP"
    assert panel.verdict.text().startswith("Player 2 wins by 25.5 VP")
    assert panel.armies[0].units.text() == "70"
    before = panel.read_inputs()
    for name, data, field in BAD:
        warnings.clear()
        bad = tmp_path / "bad.companion.json"
        bad.write_text(json.dumps(data), encoding="utf-8")
        assert not window.open_scenario(str(bad)), name
        assert len(warnings) == 1 and f"{bad}: {field}:" in warnings[0][1], (name, warnings)
        assert panel.read_inputs() == before, name
    saved = tmp_path / "saved.companion.json"
    assert window.save_current(str(saved))
    panel.reset_to_defaults()
    settle(qtbot, panel)
    assert window.open_scenario(str(saved))
    settle(qtbot, panel)
    assert panel.read_inputs() == before


def test_the_army_tables_are_keyboard_friendly(qtbot, panel):
    table = panel.armies[0].models.view
    assert panel.armies[0].models_label.buddy() is table and "&1" in panel.armies[0].models_label.text()
    assert table.tabKeyNavigation()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Insert)
    qtbot.keyClick(table, Qt.Key.Key_Insert)
    assert table.model().rowCount() == 2
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    assert table.model().rowCount() == 0 and not panel.armies[0].models.remove_button.isEnabled()
