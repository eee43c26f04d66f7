"""The victory-points calculator the Round page opens for a table (the event's game offers it through the games
registry): each player's army as last entered in this event, a new row clean, Enter kept in the table."""

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QDialogButtonBox, QLineEdit, QSpinBox, QWidget

from companion.model.warzone.victory import Army, ModelGroup, ModelState
from tests.tournament.gui.conftest import open_desk, settle
from tests.tournament.gui.desk_events import long_names_event

TANK = ModelGroup(name="Tank", pc=90, count=1, states=frozenset({ModelState.DESTROYED}))
TROOPERS = ModelGroup(name="Troopers", pc=20, count=5, states=frozenset({ModelState.ROUTED}))


@pytest.fixture
def desk(qtbot, settings, tmp_path):
    desk = open_desk(qtbot, settings, long_names_event(tmp_path / "armies.companion-event", results=0), "Desk A")
    desk.pages_tabs.setCurrentWidget(desk.round_page)
    settle(qtbot, desk)
    yield desk
    desk.close_event()
    settle(qtbot, desk)


def open_calculator(qtbot, desk, number: int):
    form = desk.round_page.result_form
    form.table.setValue(number)
    form.helper_buttons[0].click()
    dialog = form.helpers[0].dialog
    qtbot.waitUntil(dialog.isVisible)
    return form.helpers[0], dialog


def test_the_calculator_opens_with_the_armies_last_entered_for_these_players(qtbot, desk, settings):
    helper, dialog = open_calculator(qtbot, desk, 2)
    assert dialog.armies() == (Army(), Army())  # nothing entered yet in this event
    dialog.panel.armies[0].set_army(Army((TANK,), (90,)))
    dialog.panel.armies[1].set_army(Army((TROOPERS,)))
    dialog.panel.inputs_changed()
    qtbot.waitUntil(dialog.ready, timeout=10_000)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    helper, dialog = open_calculator(qtbot, desk, 2)  # the same table again: as left, losses and all
    assert dialog.armies() == (Army((TANK,), (90,)), Army((TROOPERS,)))
    dialog.reject()
    helper, dialog = open_calculator(qtbot, desk, 3)  # other players: nothing of table 2's
    assert dialog.armies() == (Army(), Army())
    dialog.reject()

    # The same players met again at another table (a later round): their models, without last game's losses.
    table = desk.session.current_event.current_round.table(2)
    asked = []
    helper.run(desk, replace(helper_table(desk, 2), round=2, table=4, players=table.players[::-1]), asked.append)
    dialog = helper.dialog
    assert dialog.armies() == (Army((replace(TROOPERS, states=frozenset()),)), Army((replace(TANK, states=frozenset()),)))
    dialog.reject()
    helper.run(desk, replace(helper_table(desk, 2), event_key="another event"), asked.append)
    assert helper.dialog.armies() == (Army(), Army())  # per event
    helper.dialog.reject()
    settings.sync()
    kept = {key: str(settings.value(key)) for key in settings.allKeys() if key.startswith("warzone/desk_armies/")}
    assert len(kept) == 2 and all("Tank" in value or "Troopers" in value for value in kept.values())
    where = desk.session.store.where
    assert not any(where in key or where in value for key, value in kept.items())  # the place is hashed


def helper_table(desk, number: int):
    """What the Round page tells the helper about table ``number`` of the current round."""
    from companion.games import TableForResult
    from companion.tournament.gui.round.result_form import event_key

    event = desk.session.current_event
    table = event.current_round.table(number)
    return TableForResult(number, tuple(event.player(player).name for player in table.players), 500,
                          event.current_round.number, table.players, event_key(desk.session.store))


def test_a_new_row_in_the_calculators_army_table_starts_clean(qtbot, desk):
    _helper, dialog = open_calculator(qtbot, desk, 1)
    rows = dialog.panel.armies[0].models
    rows.set_rows([{"name": "Tank", "pc": 90, "count": 3, "destroyed": True}])
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # keys reach only an active window
    rows.view.setFocus()
    rows.set_current(0)
    qtbot.keyClick(rows.view, Qt.Key.Key_Insert)
    rows.add_button.click()
    blank = {"name": "", "pc": 20, "count": 1} | {state.value: False for state in ModelState}
    assert rows.rows()[1:] == [blank, blank]
    assert rows.rows()[0]["name"] == "Tank"
    dialog.reject()


def test_enter_in_the_calculators_table_commits_the_cell_and_keeps_the_dialog_open(qtbot, desk):
    _helper, dialog = open_calculator(qtbot, desk, 1)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    rows = dialog.panel.armies[1].models
    rows.set_rows([{}])
    view = rows.view
    for column, text in ((0, "Legionnaires"), (1, "17"), (2, "3")):
        view.setFocus()
        view.setCurrentIndex(rows.model.index(0, column))
        qtbot.keyClick(view, text[0])
        editors = [widget for widget in view.viewport().findChildren(QWidget)
                   if isinstance(widget, (QLineEdit, QSpinBox)) and widget.isVisible()
                   and not isinstance(widget.parent(), QSpinBox)]
        (editor,) = editors
        qtbot.keyClicks(editor, text[1:])
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState)
        assert dialog.isVisible() and dialog.result() == 0, column
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter on a cell, not editing: still open
    assert dialog.isVisible()
    assert rows.rows()[0] | {} == {"name": "Legionnaires", "pc": 17, "count": 3} | {s.value: False for s in ModelState}
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert not dialog.isVisible()
