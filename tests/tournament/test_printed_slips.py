"""The result slips 1, 2 or 4 to a page: as many pages as that makes, each table's slip once, the dashed cut lines
only between slips, nothing on a slip over anything else or out of its cell, and the players' codes read back from
the page rendered at 100 dpi (a PDF at 100% zoom) at 20 mm or so. Also one table's slip alone."""

import subprocess
from dataclasses import replace
from datetime import datetime

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPdfWriter

from companion.model.errors import InputError
from companion.tournament.documents import PageSize, Printout
from companion.tournament.phones import phone_links
from companion.tournament.printouts import PDF_RESOLUTION, page_layout, write_pdf
from companion.tournament.sheets import heading, slips
from companion.tournament.slip_printouts import SLIP_QR_MM, cut_lines, slip_cells, slip_parts
from tests.tournament.pdf_text import page_sizes, page_texts, squeezed
from tests.tournament.printed_events import TRICKY, printed_event
from tests.tournament.qr_image import dark_box, read_code

pytestmark = pytest.mark.usefixtures("command_line_locale")

PRINTED_AT = datetime(2026, 11, 30, 14, 5)
A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)
JOIN = "http://192.168.1.20:8080/"
DPI = 100


@pytest.fixture(scope="module")
def seven() -> object:
    """14 players: seven tables in round 2, no results yet."""
    return printed_event(14, 2, last_round_results=0)


@pytest.fixture(scope="module")
def crowded() -> object:
    """24 players, the tricky names (one of 60 letters) among them: twelve tables."""
    return printed_event(24, 2, last_round_results=0)


def personal_links(event):
    return phone_links(JOIN, {player.id: f"{player.id:04d}-aBcDeFgHiJkLmNoPqRsTuV" for player in event.players})


@pytest.mark.parametrize("page_size", [PageSize.A4, PageSize.LETTER])
@pytest.mark.parametrize(("per_page", "expected"), [(1, 7), (2, 4), (4, 2)])
def test_seven_tables_make_seven_four_or_two_pages_with_each_tables_slip_once(qapp, tmp_path, seven, page_size,
                                                                              per_page, expected):
    path = tmp_path / "slips.pdf"
    pages = write_pdf(seven, Printout.SLIPS, path, page_size, printed_at=PRINTED_AT, slips_per_page=per_page)
    texts = page_texts(path)
    assert pages == len(texts) == expected
    assert page_sizes(path) == [A4 if page_size is PageSize.A4 else LETTER] * expected
    made = slips(seven)
    assert [slip.table for slip in made] == list(range(1, 8))
    for slip in made:
        found = [index for index, text in enumerate(texts) if f"Table {slip.table} " in text]
        assert len(found) == 1 and " ".join(texts).count(f"Table {slip.table} ") == 1, slip.table
        assert found[0] == (slip.table - 1) // per_page  # in table order
        page = squeezed(texts[found[0]])
        assert all(squeezed(player.name) in page for player in slip.players)
    for text in texts:
        on_page = sum(f"Table {slip.table} " in text for slip in made)
        assert text.count("Victory points (VP)") == text.count("Signature") == text.count("Conceded") == 2 * on_page
        assert text.count("Verona Open 2026") == (1 if per_page == 1 else on_page)


def test_the_cut_lines_are_between_the_slips_only():
    page = QRectF(0, 0, 2100, 2900)
    assert cut_lines(page, 1) == []
    ((start, end),) = cut_lines(page, 2)
    assert start.y() == end.y() == 1450 and (start.x(), end.x()) == (0, 2100)
    horizontal, vertical = cut_lines(page, 4)
    assert horizontal[0].y() == 1450 and vertical[0].x() == vertical[1].x() == 1050
    assert (vertical[0].y(), vertical[1].y()) == (0, 2900)
    for per_page in (1, 2, 4):
        cells = slip_cells(page, per_page, 10.0)
        assert len(cells) == per_page
        assert all(page.contains(cell) for cell in cells)
        for index, cell in enumerate(cells):  # a cut line is 5 mm clear of every slip
            assert not any(cell.intersects(other) for other in cells[index + 1:])
            for start, end in cut_lines(page, per_page):
                line = QRectF(start, end).normalized().adjusted(-49, -49, 49, 49)
                assert not line.intersects(cell)


def dashes(image: QImage, points: list[tuple[int, int]], across: tuple[int, int]) -> int:
    """How many grey runs the points cross, one after another, each point or its neighbours ``across`` it."""
    runs, inside = 0, False
    for x, y in points:
        grey = any(image.pixelColor(x + step * across[0], y + step * across[1]).lightness() < 220
                   for step in range(-2, 3))
        runs += grey and not inside
        inside = grey
    return runs


def rendered(path, first: int = 1, last: int = 1) -> list[QImage]:
    subprocess.run(["pdftoppm", "-png", "-r", str(DPI), "-f", str(first), "-l", str(last), str(path),
                    str(path.with_suffix(""))], check=True, timeout=120)
    return [QImage(str(page)) for page in sorted(path.parent.glob(f"{path.stem}-*.png"))]


@pytest.mark.parametrize("per_page", [1, 2, 4])
def test_the_dashed_cut_lines_are_drawn_for_two_and_four_to_a_page(qapp, tmp_path, seven, per_page):
    path = tmp_path / "slips.pdf"
    write_pdf(seven, Printout.SLIPS, path, PageSize.A4, printed_at=PRINTED_AT, slips_per_page=per_page)
    (image,) = rendered(path)
    margins = page_layout(PageSize.A4).margins()
    left, top = round(margins.left() * DPI / 25.4), round(margins.top() * DPI / 25.4)
    right, bottom = image.width() - round(margins.right() * DPI / 25.4), \
        image.height() - round(margins.bottom() * DPI / 25.4)
    middle_y, middle_x = (top + bottom) // 2, (left + right) // 2
    across = dashes(image, [(x, middle_y) for x in range(left, right)], (0, 1))
    down = dashes(image, [(middle_x, y) for y in range(top, bottom)], (1, 0))
    if per_page == 1:
        assert across < 20 and down < 20, (across, down)  # the slip's own lines and texts, no dashes
    else:
        assert across >= 40, across  # dashed all the way across
        assert dashes(image, [(x, middle_y) for x in range(3, left - 3)], (0, 1)) == 0  # not out to the page's edge
    if per_page == 4:
        assert down >= 40, down


@pytest.mark.parametrize("language", ["it", "cs"])
def test_nothing_overlaps_in_italian_and_czech_either(qapp, crowded, speak, language):
    speak(language)
    for page_size in (PageSize.A4, PageSize.LETTER):
        for per_page in (2, 4):
            check_no_overlaps(crowded, page_size, per_page, True, english=False)


@pytest.mark.parametrize("page_size", [PageSize.A4, PageSize.LETTER])
@pytest.mark.parametrize("per_page", [2, 4])
@pytest.mark.parametrize("served", [False, True])
def test_nothing_on_a_slip_overlaps_or_leaves_its_cell(qapp, crowded, page_size, per_page, served):
    check_no_overlaps(crowded, page_size, per_page, served)


def check_no_overlaps(crowded, page_size, per_page, served, english=True):
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(page_layout(page_size))
    millimetre = PDF_RESOLUTION / 25.4
    paint_rect = QRectF(writer.pageLayout().paintRectPixels(PDF_RESOLUTION))
    page = QRectF(0, 0, paint_rect.width(), paint_rect.height())
    links = personal_links(crowded) if served else None
    page_heading = heading(crowded, Printout.SLIPS, None, PRINTED_AT)
    names = {player.name for slip in slips(crowded) for player in slip.players}
    assert set(TRICKY) <= names
    for cell in slip_cells(page, per_page, millimetre):
        for slip in slips(crowded):
            parts = slip_parts(writer, cell, page_heading, crowded, slip, links)
            assert all(cell.contains(part.rect) for part in parts), slip.table
            frames = [part.rect for part in parts if part.kind == "frame"]
            drawn = [part for part in parts if part.kind != "frame"]
            assert len(frames) == 2 and not frames[0].intersects(frames[1])
            for index, part in enumerate(drawn):
                for other in drawn[index + 1:]:
                    assert not part.rect.intersects(other.rect), (slip.table, part.kind, part.text, other.text)
                inside = [frame for frame in frames if frame.contains(part.rect)]
                assert len(inside) == 1 or not any(frame.intersects(part.rect) for frame in frames), part.text
            texts = [part.text for part in drawn if part.kind == "text"]
            assert all(player.name in texts for player in slip.players)  # whole, never elided
            if english:
                assert texts.count("Victory points (VP)") == texts.count("Signature") == 2
            assert [part.kind for part in drawn].count("box") == 5  # two VP boxes, two concessions, the desk's
            assert [part.kind for part in drawn].count("qr") == (2 if served else 0)
            for part in drawn:
                if part.kind == "text":  # the text as drawn stays in its rectangle: none runs into the next
                    needed = QFontMetricsF(part.font, writer).boundingRect(part.rect, part.flags, part.text)
                    assert part.rect.adjusted(-1, -1, 1, 1).contains(needed), (slip.table, part.text)
                if part.kind == "qr":
                    assert part.rect.width() == part.rect.height() == SLIP_QR_MM * millimetre
                if part.kind == "text" and part.text in names:
                    assert part.font.pointSizeF() >= (10 if len(part.text) < 30 else 6), part.text
                if part.kind == "text" and part.text.startswith("Table "):
                    assert part.font.pointSizeF() >= 20 and part.font.bold()
                if part.kind == "box" and part.rect.width() > 20 * millimetre:
                    assert part.rect.height() >= 10 * millimetre  # room to write a VP total
    buffer.close()


@pytest.mark.parametrize("per_page", [2, 4])
def test_the_codes_on_four_slips_a_page_read_back_at_100_dpi(qapp, tmp_path, crowded, per_page):
    links = personal_links(crowded)
    path = tmp_path / "slips.pdf"
    write_pdf(crowded, Printout.SLIPS, path, PageSize.A4, printed_at=PRINTED_AT, links=links, slips_per_page=per_page)
    (image,) = rendered(path)
    texts = page_texts(path)
    assert "Or report it from your phone" in texts[0]
    margins = page_layout(PageSize.A4).margins()
    scale = DPI / PDF_RESOLUTION
    offset_x, offset_y = margins.left() * DPI / 25.4, margins.top() * DPI / 25.4
    writer = QPdfWriter(QBuffer())
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(page_layout(PageSize.A4))
    paint_rect = QRectF(writer.pageLayout().paintRectPixels(PDF_RESOLUTION))
    page = QRectF(0, 0, paint_rect.width(), paint_rect.height())
    page_heading = heading(crowded, Printout.SLIPS, None, PRINTED_AT)
    read = 0
    for cell, slip in zip(slip_cells(page, per_page, PDF_RESOLUTION / 25.4), slips(crowded), strict=False):
        for part in slip_parts(writer, cell, page_heading, crowded, slip, links):
            if part.kind != "qr":
                continue
            area = (round(offset_x + part.rect.left() * scale) - 2, round(offset_y + part.rect.top() * scale) - 2,
                    round(offset_x + part.rect.right() * scale) + 2, round(offset_y + part.rect.bottom() * scale) + 2)
            box = dark_box(image, *area)
            assert box is not None
            assert (box[2] - box[0]) / DPI * 25.4 >= 18  # the modules about 2 cm across
            assert read_code(image, box, part.text) == []
            read += 1
    assert read == 2 * per_page


def test_one_tables_slip_alone(qapp, tmp_path, seven):
    path = tmp_path / "table.pdf"
    for per_page in (1, 4):
        assert write_pdf(seven, Printout.SLIPS, path, printed_at=PRINTED_AT, slips_per_page=per_page,
                         tables={3}) == 1
        (text,) = page_texts(path)
        assert "Table 3 " in text and all(f"Table {number} " not in text for number in (1, 2, 4, 5, 6, 7))
        slip = slips(seven)[2]
        assert all(squeezed(player.name) in squeezed(text) for player in slip.players)
    path.write_bytes(b"the last good export")
    with pytest.raises(InputError, match="table: a table of the round"):
        write_pdf(seven, Printout.SLIPS, path, tables={8})
    with pytest.raises(InputError, match="slips_per_page: one of 1, 2, 4"):
        write_pdf(seven, Printout.SLIPS, path, slips_per_page=3)
    assert path.read_bytes() == b"the last good export"


@pytest.mark.parametrize("per_page", [1, 2, 4])
def test_a_long_faction_and_club_get_a_line_each_and_are_cut_only_when_one_alone_is_too_long(qapp, crowded, per_page):
    """ "Faction: … · Club: …" on one line when it fits; otherwise a line each, whole; a text too long for a line
    of its own ends in "…". Nothing overlaps or leaves its cell either way."""
    faction, club = "Druzhina della Zarina di Bokha", "Circolo Ludico Lagunare di Mestre"
    endless = "Reggimento " * 12
    players = list(crowded.players)
    players[0] = replace(players[0], faction=faction, club=club)
    players[1] = replace(players[1], faction="Bauhaus", club="Red Dice")
    players[2] = replace(players[2], faction=endless, club="Old Guard")
    event = replace(crowded, players=tuple(players))
    check_no_overlaps(event, PageSize.A4, per_page, served=False)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(page_layout(PageSize.A4))
    page = QRectF(QPointF(0, 0), writer.pageLayout().paintRectPixels(PDF_RESOLUTION).size().toSizeF())
    cell = slip_cells(page, per_page, PDF_RESOLUTION / 25.4)[0]
    texts = [part.text for slip in slips(event)
             for part in slip_parts(writer, cell, heading(event, Printout.SLIPS, None, PRINTED_AT), event, slip, None)]
    buffer.close()
    if per_page == 4:  # a small slip has no room for both on one line
        assert f"Faction: {faction}" in texts and f"Club: {club}" in texts
    else:
        assert f"Faction: {faction} · Club: {club}" in texts
    assert "Faction: Bauhaus · Club: Red Dice" in texts
    cut = [text for text in texts if text.startswith("Faction: Reggimento")]
    assert len(cut) == 1 and cut[0].endswith("…") and len(cut[0]) < len(endless)
    assert "Club: Old Guard" in texts
