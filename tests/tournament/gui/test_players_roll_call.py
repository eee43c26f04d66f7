"""The Players page's count and its questions: a dropped player is counted apart, never among those playing nor those
checked in; checking in and out ask nothing for one player or several, a drop asks for one player as for several."""

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QMessageBox

from tests.tournament.gui.conftest import settle

YES = QMessageBox.StandardButton.Yes


def select(page, *rows: int) -> list[int]:
    page.view.clearSelection()
    for row in rows:
        page.view.selectionModel().select(page.proxy.index(row, 0), QItemSelectionModel.SelectionFlag.Select
                                          | QItemSelectionModel.SelectionFlag.Rows)
    return page.selected_ids()


def test_a_dropped_player_is_counted_apart(qtbot, desk, answers):
    page = desk.players_page
    desk.pages_tabs.setCurrentWidget(page)
    assert page.count.text() == "16 players, 16 checked in"
    select(page, 3)
    answers[1].append(YES)
    page.drop_button.click()
    settle(qtbot, desk)
    assert page.count.text() == "16 players: 15 playing (15 checked in), dropped: 1"
    page.reinstate_button.click()
    settle(qtbot, desk)
    assert page.count.text() == "16 players, 16 checked in"


def test_checking_in_or_out_never_asks_and_a_drop_always_asks(qtbot, desk, answers):
    page = desk.players_page
    desk.pages_tabs.setCurrentWidget(page)
    asked, replies = answers
    one = select(page, 0)
    page.check_out_button.click()
    settle(qtbot, desk)
    two = select(page, 0, 1)
    page.check_in_button.click()
    settle(qtbot, desk)
    page.check_out_button.click()
    settle(qtbot, desk)
    assert asked == []
    assert not any(desk.session.current_event.player(player).checked_in for player in two)
    assert page.count.text() == "16 players, 14 checked in"
    select(page, *(page.proxy.index(row, 0).row() for row in (5,)))
    replies.append(YES)
    page.drop_button.click()
    settle(qtbot, desk)
    assert [title for title, _text in asked] == ["Drop players"]
    select(page, 6, 7)
    replies.append(YES)
    page.drop_button.click()
    settle(qtbot, desk)
    assert [title for title, _text in asked] == ["Drop players", "Drop players"]
    assert asked[1][1].startswith("Drop the 2 selected players from round 2 on?")
    assert sum(player.dropped_after is not None for player in desk.session.current_event.players) == 3
    assert one[0] in two
    assert page.count.text() == "16 players: 13 playing (11 checked in), dropped: 3"
