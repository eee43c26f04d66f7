"""The Round page's result and swap forms at 1366×768 in the real main window: long names shown whole in English,
Italian and Czech, in normal and large text; the VP fields at one place for every table; a concession chosen with
the keyboard saved with Enter; the round's last result saved without the form jumping back to table 1."""

from fractions import Fraction

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from companion.tournament.event import Result
from tests.gui.cut_texts import elided_widgets
from tests.tournament.gui.conftest import settle
from tests.tournament.gui.desk_events import LONG_NAMES, long_names_event


@pytest.fixture
def round_window(qtbot, settings, translations, tmp_path):
    """The main window at 1366×768 with the long names' event open on the Round page."""
    from companion.gui.main_window import MainWindow

    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    desk = window.show_desk()
    desk.open_location(str(long_names_event(tmp_path / "long-names.companion-event")))
    qtbot.waitUntil(lambda: desk.session is not None, timeout=10_000)
    settle(qtbot, desk)
    desk.pages_tabs.setCurrentWidget(desk.round_page)
    settle(qtbot, desk)
    yield window
    window.set_large_text(False)
    window.set_language("en")
    desk.close_event()
    settle(qtbot, desk)


def laid_out(qtbot, page: QWidget) -> None:
    """Wait until the page's widgets stop moving: a language or text size switched, or another table shown, lays
    the forms out over several turns of the event loop (the scroll area, then the splitter), more on a busy machine
    than a fixed wait allows."""
    def places() -> tuple:
        return tuple((child.mapTo(page, QPoint(0, 0)).toTuple(), child.size().toTuple())
                     for child in page.findChildren(QWidget) if child.isVisible())

    steady, before = 0, None
    for _ in range(200):
        qtbot.wait(20)
        now = places()
        steady, before = (steady + 1 if now == before else 0), now
        if steady == 3:
            return
    raise AssertionError("the page's layout did not settle in 4 s")


@pytest.mark.parametrize("large", [False, True], ids=["normal-text", "large-text"])
@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_the_result_panel_shows_every_name_whole_at_1366_by_768(qtbot, round_window, language, large):
    window = round_window
    window.set_language(language)
    window.set_large_text(large)
    page = window.desk.round_page
    form = page.result_form
    laid_out(qtbot, page)
    places, cut = set(), []
    for number in [table.number for table in page.shown().tables] + [1]:
        form.table.setValue(number)
        laid_out(qtbot, page)
        assert window.size().width() == 1366 and window.size().height() == 768  # not widened past the screen
        names = [window.desk.session.current_event.player(player).name for player in page.shown().table(number).players]
        assert all(name in form.conceded.itemText(index) for index, name in enumerate(names, start=1))
        places.add((form.vp_first.mapTo(window, form.vp_first.rect().topLeft()).x(),
                    form.vp_second.mapTo(window, form.vp_second.rect().topLeft()).x()))
        for part in (form, page.swap_form, page.pairing_view.round_choice):
            cut += elided_widgets(part, f"{language} large={large} table {number}")
    assert cut == [], "\n".join(map(str, cut))
    assert len(places) == 1 and len(set(*places)) == 1, places  # one x for both VP fields, at every table
    swap_items = [page.swap_form.swap_first.itemText(index) for index in range(page.swap_form.swap_first.count())]
    assert any(LONG_NAMES[2] in item for item in swap_items)


def test_a_concession_chosen_with_the_keyboard_is_saved_with_enter(qtbot, round_window):
    desk = round_window.desk
    form = desk.round_page.result_form
    number = form.table.value()
    table = desk.session.current_event.current_round.table(number)
    assert table.result is None
    form.vp_first.setFocus()
    qtbot.keyClicks(form.vp_first, "200")
    qtbot.keyClicks(form.vp_second, "40")
    form.conceded.setFocus()
    qtbot.keyClick(form.conceded, Qt.Key.Key_Down)
    qtbot.keyClick(form.conceded, Qt.Key.Key_Down)
    assert form.conceded.currentIndex() == 2
    qtbot.keyClick(form.conceded, Qt.Key.Key_Return)
    settle(qtbot, desk)
    assert desk.session.current_event.current_round.table(number).result == Result((Fraction(200), Fraction(40)), 1)
    assert "is saved" in desk.round_page.message.text()


def test_after_the_rounds_last_result_the_form_stays_on_that_table(qtbot, round_window):
    """Choice: once every table has its result the form stays on the table just saved, showing what was saved."""
    desk = round_window.desk
    form = desk.round_page.result_form
    numbers = [table.number for table in desk.session.current_event.current_round.tables]
    saved = []
    while any(table.result is None for table in desk.session.current_event.current_round.tables):
        number = form.table.value()
        assert desk.session.current_event.current_round.table(number).result is None  # always an open table
        form.vp_first.setText(str(120 + number))
        form.vp_second.setText("60")
        qtbot.keyClick(form.vp_second, Qt.Key.Key_Return)
        settle(qtbot, desk)
        saved.append(number)
    assert sorted(saved) == numbers[1:] and saved[-1] != numbers[0]
    assert form.table.value() == saved[-1]  # not back to table 1
    assert form.vp_first.value() == 120 + saved[-1] and form.vp_second.value() == 60
    assert not form.result_dirty
    view = desk.round_page.pairing_view.view
    assert desk.round_page.pairing_view.model.table_number(view.currentIndex().row()) == saved[-1]
