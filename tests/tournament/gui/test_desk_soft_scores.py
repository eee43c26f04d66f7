"""The Standings page shows adjustments and soft scores: a column each once given, the points with them, the
award table under the list, and a tooltip naming each bonus or penalty's reason."""

from dataclasses import replace

from PySide6.QtCore import Qt

from companion.tournament.event import SoftUse
from companion.tournament.store import EventStore
from tests.tournament.gui.conftest import settle


def test_the_standings_page_shows_adjustments_soft_scores_and_the_award(qtbot, desk, event_file):
    players = desk.session.current_event.players
    first, second = players[0], players[1]
    with EventStore.open(event_file) as store:
        store.adjust(first.id, -2, "unpainted models")
        store.set_soft_score(second.id, "painting", 9)
        store.set_soft_score(first.id, "painting", 7)
    qtbot.waitUntil(lambda: len(desk.session.current_event.soft_scores) == 2, timeout=10_000)
    page = desk.standings_page
    desk.pages_tabs.setCurrentWidget(page)
    settle(qtbot, desk)
    model = page.model
    assert model.columns[-2:] == ("adjustments", "painting")
    row = next(index for index, standing in enumerate(model.ranking) if standing.player == first.id)
    column = model.columns.index("adjustments")
    assert model.index(row, column).data() == "−2"
    assert "unpainted models" in model.index(row, column).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(row, model.columns.index("painting")).data() == "7"
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Bonus/penalty"
    assert page.awards.isVisibleTo(page) and page.awards.text() == (
        f"Best painted: 1. {second.name} 9, 2. {first.name} 7")
    with EventStore.open(event_file) as store:
        store.edit_settings(replace(store.load().settings, painting=SoftUse.POINTS))
    qtbot.waitUntil(lambda: desk.session.current_event.settings.painting is SoftUse.POINTS, timeout=10_000)
    settle(qtbot, desk)
    assert not page.awards.isVisibleTo(page)
    standing = next(standing for standing in model.ranking if standing.player == first.id)
    assert standing.points == standing.game_points - 2 + 7
