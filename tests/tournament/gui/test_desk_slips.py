"""The result slips from the desk: File → Print… asks how many slips to a page and keeps the answer, and the round
page prints the chosen table's slip alone; the system print dialog is answered by the test, printing to a PDF."""

import pytest
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QInputDialog

from companion.tournament.gui.desk_settings import SLIPS_PER_PAGE_KEY, slips_per_page
from tests.tournament.pdf_text import page_texts, squeezed


@pytest.fixture
def printed(monkeypatch, tmp_path):
    """The print dialog accepted, its printer writing ``printed.pdf``; the dialogs it was shown with, counted."""
    out = tmp_path / "printed.pdf"
    shown = []

    def accept(dialog):
        shown.append(dialog)
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(out))
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", accept)
    return out, shown


def test_the_round_page_prints_the_chosen_tables_slip_alone(qtbot, desk, printed, monkeypatch):
    out, shown = printed
    asked = []
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: asked.append(a) or ("", False))
    page = desk.round_page
    desk.pages_tabs.setCurrentWidget(page)
    event = desk.session.current_event
    played = event.rounds[0]
    assert page.shown().number == 1 and page.slip_button.isVisible() and page.slip_button.isEnabled()
    page.result_form.table.setValue(3)
    qtbot.waitUntil(lambda: page.pairing_view.view.currentIndex().row() == 2)
    page.slip_button.click()
    assert len(shown) == 1 and asked == []  # straight to the print dialog
    (text,) = page_texts(out)
    table = next(table for table in played.tables if table.number == 3)
    assert "Table 3 " in text and not any(f"Table {number} " in text for number in (1, 2, 4, 5, 6, 7, 8))
    assert all(squeezed(event.player(seat).name) in squeezed(text) for seat in table.players)
    others = {event.player(seat).name for other in played.tables if other.number != 3 for seat in other.players}
    assert not any(squeezed(name) in squeezed(text) for name in others)


def test_the_kept_choice_prints_the_one_slip_in_its_quarter(qtbot, desk, settings, printed):
    out, _ = printed
    settings.setValue(SLIPS_PER_PAGE_KEY, 4)
    page = desk.round_page
    desk.pages_tabs.setCurrentWidget(page)
    page.result_form.table.setValue(5)
    page.slip_button.click()
    (text,) = page_texts(out)
    assert f"{desk.session.current_event.settings.name} · Round 1 of 5" in text and "Table 5 " in text
    assert "Page 1 of" not in text  # a slip that shares its page carries its own heading, no page numbers


def test_print_asks_how_many_slips_to_a_page_and_keeps_the_answer(qtbot, desk, settings, printed, monkeypatch):
    out, _ = printed
    asked = []

    def answer(parent, title, label, items, current, *rest, **options):
        asked.append((label, items, current))
        if len(asked) % 2:
            return next(item for item in items if item.startswith("Result slips")), True
        return next(item for item in items if item.startswith("Four")), True

    monkeypatch.setattr(QInputDialog, "getItem", answer)
    assert slips_per_page(settings) == 1
    desk.documents.print_document()
    assert [label for label, _, _ in asked] == ["&Document", "&Slips per page"]
    assert asked[1][2] == 0  # one per page until chosen
    tables = len(desk.session.current_event.rounds[0].tables)
    assert tables == 8 and len(page_texts(out)) == 2
    assert slips_per_page(settings) == 4
    out.unlink()
    desk.documents.print_document()
    assert asked[3][2] == 2  # the kept choice first
    assert len(page_texts(out)) == 2


def test_nothing_is_printed_when_the_slips_per_page_are_not_chosen(qtbot, desk, settings, printed, monkeypatch):
    out, shown = printed
    answers = iter([("Result slips (one per table)", True), ("", False)])
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: next(answers))
    desk.documents.print_document()
    assert shown == [] and not out.exists()
    assert settings.value(SLIPS_PER_PAGE_KEY) is None
