"""Once the planned rounds are all in, the standings PDF says what the desk's Standings page says ("Final standings
after round 5 of 5"), in English, Italian and Czech; before that it says "After round N of M" as it did."""

import pytest

from companion.tournament.document_export import export_document
from tests.tournament.gui.conftest import open_desk, settle
from tests.tournament.gui.desk_events import stored_event
from tests.tournament.pdf_text import page_texts


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_the_final_standings_pdf_says_what_the_desk_says(qtbot, settings, translations, tmp_path, language):
    final = stored_event(tmp_path / "final.companion-event", 8, 5)  # five rounds of five, every result in
    desk = open_desk(qtbot, settings, final, "Desk A")
    translations.switch(language)
    settle(qtbot, desk)
    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    settle(qtbot, desk)
    heading = desk.standings_page.heading.text()
    assert heading == {"en": "Final standings after round 5 of 5"}.get(language, heading)
    path = tmp_path / "standings.pdf"
    export_document(desk.session.current_event, "pdf-standings", path)
    (text,) = page_texts(path)
    assert heading in text
    desk.close_event()
    settle(qtbot, desk)


def test_standings_before_the_last_round_is_in_say_after_round(qtbot, settings, tmp_path):
    ongoing = stored_event(tmp_path / "ongoing.companion-event", 8, 5, last_round_results=2)
    desk = open_desk(qtbot, settings, ongoing, "Desk A")
    path = tmp_path / "standings.pdf"
    export_document(desk.session.current_event, "pdf-standings", path)
    (text,) = page_texts(path)
    assert "After round 5 of 5" in text and "Final" not in text
    desk.close_event()
    settle(qtbot, desk)
