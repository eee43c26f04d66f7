"""The desk's side of the phones' reports on the Round page, in the real main window at 1366×768: a table reported by
one player shows the score and fills the result form with it; a disputed table shows both versions, fills nothing,
and fills the form with the version the organiser picks; a long dispute never widens the Phones column until the
players' names are cut, in English, Italian and Czech, in normal and large text."""

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt

from companion.tournament.event import Result
from companion.tournament.gui.round.model import FIRST, PHONES, SECOND
from companion.tournament.phones import StatementKind, TableStatus
from tests.tournament.gui.conftest import settle
from tests.tournament.gui.desk_events import LONG_NAMES, long_names_event
from tests.tournament.gui.test_result_panel import laid_out


@pytest.fixture
def round_window(qtbot, settings, translations, tmp_path):
    """The main window at 1366×768 with the long names' event open on the Round page, no result in yet."""
    from companion.gui.main_window import MainWindow

    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    desk = window.show_desk()
    desk.open_location(str(long_names_event(tmp_path / "long-names.companion-event", results=0)))
    qtbot.waitUntil(lambda: desk.session is not None, timeout=10_000)
    settle(qtbot, desk)
    desk.pages_tabs.setCurrentWidget(desk.round_page)
    settle(qtbot, desk)
    yield window
    window.set_large_text(False)
    window.set_language("en")
    desk.close_event()
    settle(qtbot, desk)


def said(qtbot, desk, seat: int, table_number: int, kind: StatementKind, scores=None, conceded=None) -> None:
    """A player's word from their phone, through the store as the phones' server says it."""
    table = desk.session.current_event.current_round.table(table_number)
    token = desk.session.state.links[table.players[seat]]
    desk.session.save(lambda store: store.phone_statement(
        token, kind, 1, table_number, scores=None if scores is None else tuple(map(Fraction, scores)),
        conceded=conceded, request_id=f"{table_number}-{seat}-{kind}", route="/api/p/{token}/" + str(kind)),
        lambda _answer: None, lambda error: pytest.fail(str(error)))
    settle(qtbot, desk)


def names_of(desk, table_number: int) -> list[str]:
    table = desk.session.current_event.current_round.table(table_number)
    return [desk.session.current_event.player(player).name for player in table.players]


def test_one_player_s_report_is_shown_and_fills_the_form(qtbot, round_window, tmp_path):
    desk = round_window.desk
    page, form = desk.round_page, desk.round_page.result_form
    view = page.pairing_view
    assert form.table.value() == 1 and form.vp_first.value() is None
    said(qtbot, desk, 0, 1, StatementKind.REPORT, ("180", "150"))
    qtbot.waitUntil(lambda: view.model.status(0) is TableStatus.REPORTED, timeout=10_000)
    cell = view.model.data(view.model.index(0, PHONES))
    assert "180–150" in cell and cell.startswith("reported by one player")
    first, second = names_of(desk, 1)
    assert (form.vp_first.value(), form.vp_second.value(), form.conceded.currentIndex()) == (180, 150, 0)
    assert f"{first} reported 180–150" in form.phone_line.text() and form.phone_line.isVisible()
    assert form.outcome.text().startswith(first)  # what the rules make of it, before it is saved
    assert not form.result_dirty  # filled, not typed: a later report replaces it
    round_window.grab().save(str(tmp_path / "reported.png"))
    form.save_button.click()
    settle(qtbot, desk)
    assert desk.session.current_event.current_round.table(1).result == Result((Fraction(180), Fraction(150)))

    # A report coming in for the table in view fills the form, unless the organiser typed in it.
    form.table.setValue(3)
    said(qtbot, desk, 1, 3, StatementKind.REPORT, ("90", "200"), conceded=names_of(desk, 3)[0])
    qtbot.waitUntil(lambda: form.vp_first.value() == 90, timeout=10_000)
    assert (form.vp_second.value(), form.conceded.currentIndex()) == (200, 1)  # the first player conceded
    form.table.setValue(4)
    form.vp_first.setText("12")
    form.result_edited()
    said(qtbot, desk, 0, 4, StatementKind.REPORT, ("10", "20"))
    qtbot.waitUntil(lambda: view.model.status(3) is TableStatus.REPORTED, timeout=10_000)
    assert form.vp_first.text() == "12" and form.vp_second.value() is None  # what was typed stays
    assert form.phone_buttons[0].isVisible() and form.phone_buttons[0].text() == "Fill in 10–20"
    form.phone_buttons[0].click()
    assert (form.vp_first.value(), form.vp_second.value()) == (10, 20)


def test_a_dispute_shows_both_versions_and_fills_the_form_with_the_one_picked(qtbot, round_window, tmp_path):
    desk = round_window.desk
    page, form = desk.round_page, desk.round_page.result_form
    view = page.pairing_view
    form.table.setValue(2)
    said(qtbot, desk, 0, 2, StatementKind.REPORT, ("100", "90"))
    said(qtbot, desk, 1, 2, StatementKind.REPORT, ("95", "100"))
    qtbot.waitUntil(lambda: view.model.status(1) is TableStatus.DISPUTED, timeout=10_000)
    cell = view.model.data(view.model.index(1, PHONES))
    assert cell.startswith("disputed") and "100–90" in cell and "95–100" in cell
    first, second = names_of(desk, 2)
    tip = view.model.data(view.model.index(1, PHONES), Qt.ItemDataRole.ToolTipRole)
    assert f"{first}: 100–90" in tip and f"{second}: 95–100" in tip
    assert form.vp_first.value() is None and form.vp_second.value() is None  # a dispute is the desk's to settle
    assert f"{first} reported 100–90" in form.phone_line.text() and f"{second} reported 95–100" in form.phone_line.text()
    buttons = [button for button in form.phone_buttons if button.isVisible()]
    assert [button.text() for button in buttons] == ["Fill in 100–90", "Fill in 95–100"]
    round_window.grab().save(str(tmp_path / "disputed.png"))
    buttons[1].click()
    assert (form.vp_first.value(), form.vp_second.value()) == (95, 100) and form.result_dirty
    said(qtbot, desk, 0, 3, StatementKind.REPORT, ("50", "60"))
    said(qtbot, desk, 1, 3, StatementKind.DISPUTE)
    qtbot.waitUntil(lambda: view.model.status(2) is TableStatus.DISPUTED, timeout=10_000)
    assert "50–60" in view.model.data(view.model.index(2, PHONES))
    form.table.setValue(3)
    assert form.vp_first.value() is None  # one version and a dispute of it: not filled either
    third, fourth = names_of(desk, 3)
    assert f"{fourth} disputes it" in form.phone_line.text()
    assert [button.text() for button in form.phone_buttons if button.isVisible()] == ["Fill in 50–60"]


@pytest.mark.parametrize("large", [False, True], ids=["normal-text", "large-text"])
@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_a_long_dispute_never_cuts_the_names_at_1366(qtbot, round_window, language, large, tmp_path):
    """In normal text every name stays whole beside a dispute on every table; in large text, where the longest names
    do not fit the table's side at 1366 anyway, the disputes take none of their room."""
    desk = round_window.desk
    view = desk.round_page.pairing_view
    table_view = view.view
    round_window.set_language(language)
    round_window.set_large_text(large)
    laid_out(qtbot, desk.round_page)
    before = (table_view.columnWidth(FIRST), table_view.columnWidth(SECOND))
    for table in (1, 2, 3, 4):  # every table disputed, with long scores and a concession
        said(qtbot, desk, 0, table, StatementKind.REPORT, ("1022.5", "998.5"), conceded=names_of(desk, table)[1])
        said(qtbot, desk, 1, table, StatementKind.REPORT, ("998.5", "1022.5"), conceded=names_of(desk, table)[0])
    qtbot.waitUntil(lambda: all(view.model.status(row) is TableStatus.DISPUTED for row in range(4)), timeout=10_000)
    laid_out(qtbot, desk.round_page)
    round_window.grab().save(str(tmp_path / f"round-{language}-{'large' if large else 'normal'}.png"))
    assert round_window.width() == 1366
    metrics = table_view.fontMetrics()
    cut = []
    for column, width in zip((FIRST, SECOND), before, strict=True):
        texts = [view.model.data(view.model.index(row, column)) for row in range(4)]
        needed = max(metrics.horizontalAdvance(text) + 8 for text in texts)
        assert table_view.columnWidth(column) >= min(width, needed) - 1, column  # no room taken from a name
        cut += [(column, text, table_view.columnWidth(column)) for text in texts
                if metrics.horizontalAdvance(text) + 8 > table_view.columnWidth(column)]
    assert any(LONG_NAMES[2] in view.model.data(view.model.index(row, column)) for row in range(4)
               for column in (FIRST, SECOND))
    assert large or cut == []
    assert "1" in view.model.data(view.model.index(0, PHONES))  # a score, at least its start, in sight
