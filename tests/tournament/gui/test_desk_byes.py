"""The Event page's "Byes" group saves what a bye counts, and the Standings page counts it and says how."""

import pytest
from PySide6.QtCore import Qt

from companion.tournament.event import ByeSos, ByeVp, Tiebreak
from companion.tournament.standings import standings
from companion.tournament.store import EventStore
from tests.tournament.gui.conftest import open_desk, settle
from tests.tournament.gui.desk_events import stored_event


@pytest.fixture
def odd_desk(qtbot, settings, tmp_path):
    """15 players after two complete rounds: two of them have had a bye."""
    location = stored_event(tmp_path / "odd.companion-event", 15, 2)
    desk = open_desk(qtbot, settings, location, "Desk A")
    yield desk, location
    desk.close_event()
    settle(qtbot, desk)


def tooltip(model, player: int, key: str) -> str:
    row = next(index for index, standing in enumerate(model.ranking) if standing.player == player)
    return model.index(row, model.columns.index(key)).data(Qt.ItemDataRole.ToolTipRole)


def test_the_byes_group_changes_the_settings_and_the_standings(qtbot, odd_desk):
    desk, location = odd_desk
    page = desk.event_page
    desk.pages_tabs.setCurrentWidget(page)
    byes = page.byes
    assert byes.vp.currentData() == "zero" and byes.sos.currentData() == "nothing"
    assert not byes.vp_fixed.isEnabled()
    byes.vp.setCurrentIndex(byes.vp.findData("fixed"))
    assert byes.vp_fixed.isEnabled() and page.revert_button.isEnabled()
    assert byes.note.text() == "A bye counts as a game won by the fixed number of VP to 0."
    byes.vp_fixed.setValue(100)
    byes.sos.setCurrentIndex(byes.sos.findData("average"))
    page.save_button.click()
    settle(qtbot, desk)
    assert page.message.text() == "The settings are saved."
    with EventStore.open(location) as store:
        event = store.load()
        entry = store.log()[-1]
    assert (event.settings.bye_vp, event.settings.bye_vp_fixed, event.settings.bye_sos) == (
        ByeVp.FIXED, 100, ByeSos.AVERAGE)
    assert set(entry.details["changed"]) == {"bye_vp", "bye_vp_fixed", "bye_sos"}

    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    settle(qtbot, desk)
    model = desk.standings_page.model
    qtbot.waitUntil(lambda: model.ranking == standings(event), timeout=10_000)
    bye_player = event.rounds[0].bye
    standing = next(standing for standing in model.ranking if standing.player == bye_player)
    played = [game for game in standing.games if not game.bye]
    assert len(played) == 1 and standing.byes == 1
    assert standing.vp_scored == played[0].vp_scored + 100 and standing.vp_conceded == played[0].vp_conceded
    opponent = next(other for other in model.ranking if other.player == played[0].opponent)
    assert standing.sos == 2 * opponent.points
    assert "round 1, bye: 100 (a fixed number for a bye)" in tooltip(model, bye_player, Tiebreak.VP_SCORED.value)
    assert "round 1, bye: 100–0 (a fixed number for a bye)" in tooltip(model, bye_player,
                                                                         Tiebreak.VP_DIFFERENCE.value)
    assert "round 1, bye: an average opponent" in tooltip(model, bye_player, Tiebreak.SOS.value)
    assert "for each bye an average opponent" in model.headerData(model.columns.index(Tiebreak.SOS.value),
                                                                  Qt.Orientation.Horizontal,
                                                                  Qt.ItemDataRole.ToolTipRole)

    # Back to the average: the fixed number stays for next time, its box is disabled.
    desk.pages_tabs.setCurrentWidget(page)
    byes.vp.setCurrentIndex(byes.vp.findData("average"))
    assert not byes.vp_fixed.isEnabled()
    byes.sos.setCurrentIndex(byes.sos.findData("nothing"))
    page.save_button.click()
    settle(qtbot, desk)
    with EventStore.open(location) as store:
        event = store.load()
    assert (event.settings.bye_vp, event.settings.bye_vp_fixed, event.settings.bye_sos) == (
        ByeVp.AVERAGE, 100, ByeSos.NOTHING)
    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    qtbot.waitUntil(lambda: model.ranking == standings(event), timeout=10_000)
    standing = next(standing for standing in model.ranking if standing.player == bye_player)
    assert standing.vp_scored == 2 * played[0].vp_scored and standing.sos == opponent.points
    assert "round 1, bye: nothing" in tooltip(model, bye_player, Tiebreak.SOS.value)
    assert "(the average of the other games)" in tooltip(model, bye_player, Tiebreak.VP_SCORED.value)
    assert page.byes.vp.currentData() == "average" and page.byes.vp_fixed.value() == 100
