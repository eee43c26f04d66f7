"""The players' personal links printed as cards: on a high-resolution printer (1200 dpi, as the Players' phones window
prints) and in the PDF ``companion event export EVENT pdf-links`` writes, each card's QR code is read back from the
page rendered at 100 dpi (pdftoppm) and measured: at least 25 mm across, what a phone reads from arm's length; the
names and addresses are read back as text; eight cards to a page with cut lines only beside them; nothing on a card
over anything else or out of its cell, in English, Italian and Czech, on A4 and Letter."""

import subprocess

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QRectF
from PySide6.QtGui import QFontInfo, QFontMetricsF, QImage, QPdfWriter
from PySide6.QtPrintSupport import QPrinter

from companion.tournament.document_export import export_document
from companion.tournament.documents import PageSize
from companion.tournament.link_printouts import (
    LINK_QR_MM,
    PER_PAGE,
    link_cells,
    link_cut_lines,
    link_parts,
    print_links,
    printed_links,
)
from companion.tournament.phones import phone_links
from companion.tournament.printouts import PDF_RESOLUTION, page_layout
from tests.tournament.pdf_text import page_sizes, page_texts
from tests.tournament.printed_events import TRICKY, printed_event
from tests.tournament.qr_image import dark_box, read_code

pytestmark = pytest.mark.usefixtures("command_line_locale")

BASE = "http://192.168.1.20:8080/"
DPI = 100
A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)


@pytest.fixture(scope="module")
def event():
    """18 players, the tricky names (one of 60 letters) among them: three pages of cards."""
    return printed_event(18, 1)


def links_of(event):
    return phone_links(BASE, {player.id: f"{player.id:04d}-aBcDeFgHiJkLmNoPqRsT" for player in event.players})


def rendered(path) -> list[QImage]:
    subprocess.run(["pdftoppm", "-png", "-r", str(DPI), str(path), str(path.with_suffix(""))], check=True, timeout=120)
    return [QImage(str(page)) for page in sorted(path.parent.glob(f"{path.stem}-*.png"))]


def page_of(page_size: PageSize) -> tuple[QPdfWriter, QRectF]:
    writer = QPdfWriter(QBuffer())
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(page_layout(page_size))
    paint_rect = QRectF(writer.pageLayout().paintRectPixels(PDF_RESOLUTION))
    return writer, QRectF(0, 0, paint_rect.width(), paint_rect.height())


def codes_read_back(path, event, links, page_size: PageSize) -> list[float]:
    """Each card's QR code found where the layout puts it on the page rendered at ``DPI``, read back as its player's
    address; the side of each code's modules in millimetres."""
    writer, page = page_of(page_size)
    margins = page_layout(page_size).margins()
    scale = DPI / PDF_RESOLUTION
    offset_x, offset_y = margins.left() * DPI / 25.4, margins.top() * DPI / 25.4
    cards = printed_links(event, links)
    images = rendered(path)
    assert len(images) == -(-len(cards) // PER_PAGE)
    sides = []
    for number, image in enumerate(images):
        on_page = cards[number * PER_PAGE:(number + 1) * PER_PAGE]
        for cell, (name, url) in zip(link_cells(page, PDF_RESOLUTION / 25.4), on_page, strict=False):
            (code,) = [part for part in link_parts(writer, cell, event.settings.name, name, url) if part.kind == "qr"]
            area = (round(offset_x + code.rect.left() * scale) - 3, round(offset_y + code.rect.top() * scale) - 3,
                    round(offset_x + code.rect.right() * scale) + 3, round(offset_y + code.rect.bottom() * scale) + 3)
            box = dark_box(image, *area)
            assert box is not None, name
            assert abs((box[2] - box[0]) - (box[3] - box[1])) <= 1  # square
            assert read_code(image, box, url) == [], name  # this player's address, its quiet zone clear
            sides.append((box[2] - box[0]) / DPI * 25.4)
    assert len(sides) == len(cards)
    return sides


def test_a_1200_dpi_printer_prints_every_code_at_arms_length_size(qapp, tmp_path, event):
    """What "Print every link…" sends to a high-resolution printer (here its PDF output)."""
    links = links_of(event)
    cards = printed_links(event, links)
    path = tmp_path / "printer.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setPageLayout(page_layout(PageSize.A4))
    assert printer.resolution() >= 600
    assert print_links(printer, event.settings.name, cards) == 3  # 18 players, 8 to a page
    sides = codes_read_back(path, event, links, PageSize.A4)
    assert min(sides) >= 25 and max(sides) <= LINK_QR_MM, sides
    texts = page_texts(path)
    unbroken = "".join("".join(texts).split())
    assert all(url in unbroken for _, url in cards)
    assert all("".join(name.split()) in unbroken for name, _ in cards)
    assert [sum("".join(name.split()) in "".join(text.split()) for name, _ in cards) for text in texts] == [8, 8, 2]


@pytest.mark.parametrize("page_size", [PageSize.A4, PageSize.LETTER])
def test_the_export_writes_the_same_cards_as_a_pdf(qapp, tmp_path, event, page_size):
    links = links_of(event)
    path = tmp_path / "links.pdf"
    export_document(event, "pdf-links", path, page_size=page_size, links=links)
    assert page_sizes(path) == [A4 if page_size is PageSize.A4 else LETTER] * 3
    sides = codes_read_back(path, event, links, page_size)
    assert min(sides) >= 25, sides
    text = " ".join(page_texts(path))
    assert text.count("Personal link") == 18 and text.count(event.settings.name) == 18


def test_the_cards_come_in_the_order_of_the_names_revoked_links_left_out(qapp, event):
    links = links_of(event)
    cards = printed_links(event, links)
    assert len(cards) == len(event.players)
    ordered = [name for name, _ in cards]
    assert ordered.index("Zoë \"Ace\" O'Neill") > ordered.index("Percent %1 Man") > ordered.index("<b>Bold</b> & Co")
    fewer = phone_links(BASE, {player: token.rsplit("/", 1)[1] for player, token in links.personal.items()
                               if player != event.players[0].id})
    assert event.players[0].name not in [name for name, _ in printed_links(event, fewer)]


def test_the_cut_lines_are_beside_the_cards_only():
    page = QRectF(0, 0, 2000, 2800)
    full = link_cut_lines(page, 8)
    assert len(full) == 3 * 2 + 4  # three rows of edges across both columns, the middle line down every row
    assert all(page.contains(start) and page.contains(end) for start, end in full)
    assert not any(start.y() == end.y() == 0 or start.x() == end.x() == 0 for start, end in full)
    one = link_cut_lines(page, 1)  # one card, top left: the line under it and the one on its right
    assert sorted((start.x(), start.y(), end.x(), end.y()) for start, end in one) == [(0, 700, 1000, 700),
                                                                                      (1000, 0, 1000, 700)]
    cells = link_cells(page, 10.0)
    assert len(cells) == 8
    for index, cell in enumerate(cells):
        assert page.contains(cell) and not any(cell.intersects(other) for other in cells[index + 1:])
        for start, end in full:  # 5 mm clear of every cut line
            assert not QRectF(start, end).normalized().adjusted(-49, -49, 49, 49).intersects(cell)


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_nothing_on_a_card_overlaps_or_leaves_its_cell(qapp, event, speak, language):
    if language != "en":
        speak(language)
    links = links_of(event)
    cards = printed_links(event, links)
    assert set(TRICKY) <= {name for name, _ in cards}
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    for page_size in (PageSize.A4, PageSize.LETTER):
        writer, page = page_of(page_size)
        millimetre = PDF_RESOLUTION / 25.4
        for cell in link_cells(page, millimetre):
            for name, url in cards:
                parts = link_parts(writer, cell, "Verona Open 2026, the long name of a big event", name, url)
                assert [part.kind for part in parts].count("qr") == 1
                for index, part in enumerate(parts):
                    assert cell.contains(part.rect), (name, part.text)
                    for other in parts[index + 1:]:
                        assert not part.rect.intersects(other.rect), (name, part.text, other.text)
                    if part.kind == "qr":
                        assert part.rect.width() == part.rect.height() == LINK_QR_MM * millimetre
                    if part.kind == "text":  # the text as drawn stays in its rectangle
                        needed = QFontMetricsF(part.font, writer).boundingRect(part.rect, part.flags, part.text)
                        assert part.rect.adjusted(-1, -1, 1, 1).contains(needed), (name, part.text)
                    if part.kind == "text" and part.text == name:  # whole, large
                        assert part.font.pointSizeF() >= (12 if len(name) < 30 else 9) and part.font.bold()
                    if part.kind == "text" and part.text == url:  # fixed width: 0 and O, 1 and l apart
                        assert part.font.pointSizeF() >= 7 and QFontInfo(part.font).fixedPitch()
                assert {name, url} <= {part.text for part in parts}
    buffer.close()
