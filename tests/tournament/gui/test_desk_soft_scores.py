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


def test_the_standings_fit_the_page_with_every_number_and_heading_whole_in_large_text(qtbot, desk, event_file,
                                                                                       settings):
    """Long names and clubs beside the bonus/penalty and both soft-score columns at 1366 wide: the names and clubs
    give up room so that every number column and its heading stay whole in sight, in normal and in large text
    (switched while the page is shown)."""
    from PySide6.QtWidgets import QApplication

    from companion.gui import theme

    with EventStore.open(event_file) as store:
        for index, player in enumerate(store.load().players[:3]):
            store.edit_player(player.id, f"{player.name} Esposito-Wolfeschlegelsteinhausen {index}",
                              "Circolo Ludico Fiorentino dei Giocatori di Guerra", "Court of the Seven-Headed Serpent")
        first = store.load().players[0]
        store.adjust(first.id, -1, "late list")
        store.set_soft_score(first.id, "painting", 7)
        store.set_soft_score(first.id, "sportsmanship", 4, round_number=1)
    qtbot.waitUntil(lambda: len(desk.session.current_event.soft_scores) == 2, timeout=10_000)
    page = desk.standings_page
    desk.pages_tabs.setCurrentWidget(page)
    settle(qtbot, desk)
    model, header = page.model, page.view.horizontalHeader()
    texts = {model.columns.index(key) for key in ("player", "club", "faction")}

    def fitted() -> bool:
        widths = [header.sectionSize(column) for column in range(header.count())]
        return sum(widths) <= page.view.viewport().width() and all(
            widths[column] >= header.sectionSizeHint(column) for column in range(header.count()) if column not in texts)

    try:
        for large in (False, True):
            settings.setValue("view/large_text", large)
            theme.apply(QApplication.instance(), settings)
            qtbot.waitUntil(fitted, timeout=5_000)
            club = model.columns.index("club")
            assert header.sectionSize(club) < page.view.sizeHintForColumn(club)  # the long club gave up room
            row = next(index for index, standing in enumerate(model.ranking) if standing.player == first.id)
            assert model.index(row, club).data(Qt.ItemDataRole.ToolTipRole) == first.club  # and shows it whole
    finally:
        settings.setValue("view/large_text", False)
        theme.apply(QApplication.instance(), settings)
