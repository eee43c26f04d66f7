"""The Players' phones window's "Print every link…" and "Print this link…", through the system print dialog (accepted
here with a high-resolution printer writing a PDF): the cards ``link_printouts`` lays out, read back from the page."""

from pathlib import Path

import pytest
from PySide6 import QtPrintSupport
from PySide6.QtPrintSupport import QPrinter

from companion.tournament.documents import PageSize
from companion.tournament.link_printouts import printed_links
from companion.tournament.phones import phone_links
from tests.tournament.gui.conftest import settle
from tests.tournament.pdf_text import page_texts
from tests.tournament.test_printed_links import codes_read_back

SERVED = "http://192.168.1.20:8080/"


@pytest.fixture
def printed(monkeypatch, tmp_path):
    """The print dialog accepted at once, its printer (1200 dpi) writing a PDF; the printers it was given."""
    printers: list[QPrinter] = []

    class AcceptingDialog:
        DialogCode = QtPrintSupport.QPrintDialog.DialogCode

        def __init__(self, printer, _parent=None):
            printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            printer.setOutputFileName(str(tmp_path / f"printed-{len(printers)}.pdf"))
            printers.append(printer)

        def exec(self):
            return QtPrintSupport.QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QtPrintSupport, "QPrintDialog", AcceptingDialog)
    return printers


def test_every_link_and_one_link_print_as_cards_a_phone_reads(qtbot, desk, printed):
    desk.session.save(lambda store: store.set_phone_address(SERVED), lambda _done: None,
                      lambda error: pytest.fail(str(error)))
    settle(qtbot, desk)
    desk.show_phones()
    dialog = desk.phones
    qtbot.waitUntil(lambda: len(dialog.links) == 16 and dialog.print_all_button.isEnabled(), timeout=10_000)
    dialog.print_all_button.click()
    (printer,) = printed
    assert printer.resolution() >= 600  # a high-resolution printer, as the issue's
    assert dialog.message.text() == "Sent 2 page(s) to the printer."
    path = printer.outputFileName()
    texts = page_texts(path)
    players = desk.session.current_event.players
    assert len(texts) == 2 and all(text.count("Personal link") == 8 for text in texts)
    unbroken = "".join("".join(texts).split())
    assert all(f"{SERVED}p/{dialog.links[player.id]}" in unbroken for player in players)
    links = phone_links(SERVED, dialog.links)
    cards = printed_links(desk.session.current_event, links)
    assert [name for name, _ in cards] == sorted((player.name for player in players), key=str.casefold)  # by name
    sides = codes_read_back(Path(path), desk.session.current_event, links, PageSize.A4)
    assert len(sides) == 16 and min(sides) >= 25  # every code read back, about 30 mm of modules

    chosen = players[5]
    dialog.choose_player(chosen.id)
    dialog.print_one_button.click()
    assert printed[1].outputFileName() != path
    (text,) = page_texts(printed[1].outputFileName())
    assert text.count("Personal link") == 1 and chosen.name in text
    assert f"{SERVED}p/{dialog.links[chosen.id]}" in "".join(text.split())
    dialog.close()
