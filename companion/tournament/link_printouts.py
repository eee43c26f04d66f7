"""The players' personal links printed as cards to cut apart and hand out: File → Players' phones… → "Print every
link…" or "Print this link…", and ``companion event export EVENT pdf-links OUT``, one printout for both.

Each card carries the event, the player's name in large type, the QR code of their personal link at
``LINK_QR_MM`` (about 30 mm of modules: a phone reads it from arm's length, as the result slips' 20 mm codes are
read from a table), what the link is for, and the address itself in a fixed-width font, for a phone whose camera
will not read the code. The cards come ``COLUMNS`` × ``ROWS`` to a page (eight on A4 and on Letter), in the order
of the players' names as the pairings by name sort them, with dashed cut lines between them (only beside a card,
never at the page's edges), like the result slips. Everything is drawn with ``QPainter`` in the device's own pixels,
its sizes in millimetres, so a card is the same size on a 1200 dpi printer as in a 300 dpi PDF.

Choices where the issue is silent: every player with a link is printed, dropped players too (their link still
reports their last table), revoked links are not (there is none to print); a single link prints as the first card of
its page, its cut lines around it.
"""

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QPagedPaintDevice, QPainter, QPdfWriter, QPen
from PySide6.QtPrintSupport import QPrinter

from companion.tournament.documents import PageSize
from companion.tournament.event import Event
from companion.tournament.exports import check_export_target, save_export
from companion.tournament.phones import PhoneLinks
from companion.tournament.printed_pages import GREY, INK, RULE, line_height, page_fonts, paint_chosen_pages, printable_rect
from companion.tournament.slip_printouts import CUT_GAP_MM, SlipPart, draw_parts, wrapped_name

COLUMNS, ROWS = 2, 4
PER_PAGE = COLUMNS * ROWS
LINK_QR_MM = 34
"""A card's QR code with its quiet zone: about 30 mm of modules for an address of the phones' length."""
NAME_POINTS = 14
SMALLEST_NAME_POINTS = 9
ADDRESS_POINTS = 9


def printed_links(event: Event, links: PhoneLinks) -> list[tuple[str, str]]:
    """Each player's name and personal address, for every player with a link, sorted by name as the pairings by name
    are (in the app's language, ignoring case)."""
    from companion.tournament.sheets import name_collator

    collator = name_collator()
    found = [(player.name, links.personal[player.id]) for player in event.players if player.id in links.personal]
    return sorted(found, key=lambda entry: (collator.sortKey(entry[0]), entry[0]))


def link_cells(page: QRectF, millimetre: float) -> list[QRectF]:
    """The cards' cells on a page, in reading order, each ``CUT_GAP_MM`` off the cut lines between them."""
    width, height = page.width() / COLUMNS, page.height() / ROWS
    gap = CUT_GAP_MM * millimetre
    cells = []
    for row in range(ROWS):
        for column in range(COLUMNS):
            cell = QRectF(page.left() + column * width, page.top() + row * height, width, height)
            cells.append(cell.adjusted(gap if column else 0, gap if row else 0, -gap if column < COLUMNS - 1 else 0,
                                       -gap if row < ROWS - 1 else 0))
    return cells


def link_cut_lines(page: QRectF, cards: int) -> list[tuple[QPointF, QPointF]]:
    """The dashed lines to cut along for the first ``cards`` cells of a page: each edge between two cells that has a
    card on either side of it, none at the page's edges."""
    width, height = page.width() / COLUMNS, page.height() / ROWS

    def used(row: int, column: int) -> bool:
        return 0 <= row < ROWS and 0 <= column < COLUMNS and row * COLUMNS + column < cards

    lines = []
    for row in range(1, ROWS):  # between row - 1 and row
        y = page.top() + row * height
        for column in range(COLUMNS):
            if used(row - 1, column) or used(row, column):
                left = page.left() + column * width
                lines.append((QPointF(left, y), QPointF(left + width, y)))
    for column in range(1, COLUMNS):
        x = page.left() + column * width
        for row in range(ROWS):
            if used(row, column - 1) or used(row, column):
                top = page.top() + row * height
                lines.append((QPointF(x, top), QPointF(x, top + height)))
    return lines


def address_font() -> QFont:
    """A fixed-width font for the address: 0 and O, 1, l and I told apart when it is typed."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setStyleHint(QFont.StyleHint.TypeWriter)
    font.setPointSizeF(ADDRESS_POINTS)
    font.setFeature(QFont.Tag("liga"), 0)
    return font


def fitted_name(font: QFont, name: str, box: QRectF, device: QPagedPaintDevice) -> tuple[QFont, int]:
    """The name's font and wrapping: the largest size down to ``SMALLEST_NAME_POINTS`` at which it fits the box broken
    only where a line may break (between words, after a hyphen); a name that does not is broken anywhere
    (``slip_printouts.wrapped_name``). Never cut short."""
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    fitted = QFont(font)
    while fitted.pointSizeF() >= SMALLEST_NAME_POINTS:
        needed = QFontMetricsF(fitted, device).boundingRect(QRectF(0, 0, box.width(), 1e6), flags, name)
        if needed.width() <= box.width() and needed.height() <= box.height():
            return fitted, flags
        fitted.setPointSizeF(fitted.pointSizeF() - 0.5)
    fitted, wrapping = wrapped_name(font, name, box, device)
    return fitted, (wrapping & ~int(Qt.AlignmentFlag.AlignVCenter)) | int(Qt.AlignmentFlag.AlignTop)


def link_parts(device: QPagedPaintDevice, cell: QRectF, event_name: str, name: str, url: str) -> list[SlipPart]:
    """A card laid out in ``cell``: the event and "Personal link" along its top, the QR code on the left with the
    player's name and what the link is for beside it, and the address across the card under them."""
    translate = QCoreApplication.translate
    millimetre = device.resolution() / 25.4
    small = page_fonts()["small"]
    base = page_fonts()["base"]
    note_font = QFont(base)
    note_font.setPointSizeF(8.5)
    name_font = QFont(base)
    name_font.setPointSizeF(NAME_POINTS)
    name_font.setBold(True)
    left_centre = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    wrap = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    parts: list[SlipPart] = []
    small_metrics = QFontMetricsF(small, device)
    top_height = line_height(small, device)
    kind_text = translate("Printouts", "Personal link")
    kind_width = small_metrics.horizontalAdvance(kind_text) + millimetre
    parts.append(SlipPart("text", QRectF(cell.right() - kind_width, cell.top(), kind_width, top_height), kind_text,
                          small, GREY, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)))
    title = QRectF(cell.left(), cell.top(), cell.width() - kind_width - 2 * millimetre, top_height)
    parts.append(SlipPart("text", title, small_metrics.elidedText(event_name, Qt.TextElideMode.ElideRight,
                                                                  title.width()), small, GREY, left_centre))
    top = title.bottom() + millimetre
    side = LINK_QR_MM * millimetre
    parts.append(SlipPart("qr", QRectF(cell.left(), top, side, side), url))
    text_left = cell.left() + side + 3 * millimetre
    text_width = cell.right() - text_left
    name_box = QRectF(text_left, top + millimetre, text_width, 3 * line_height(name_font, device))
    fitted, wrapping = fitted_name(name_font, name, name_box, device)
    name_box.setHeight(QFontMetricsF(fitted, device).boundingRect(QRectF(0, 0, text_width, 1e6), wrapping,
                                                                   name).height())
    parts.append(SlipPart("text", name_box, name, fitted, INK, wrapping))
    note = translate("Printouts", "Scan it with your phone's camera for your own page at this event: report your "
                                  "results, confirm your opponent's, check in. It is yours only: keep it to yourself.")
    note_top = name_box.bottom() + 1.5 * millimetre
    note_height = QFontMetricsF(note_font, device).boundingRect(QRectF(0, 0, text_width, 1e6), wrap, note).height()
    parts.append(SlipPart("text", QRectF(text_left, note_top, text_width, note_height), note, note_font, INK, wrap))
    address_top = max(top + side, note_top + note_height) + millimetre
    font = address_font()
    address_flags = wrap | int(Qt.TextFlag.TextWrapAnywhere)
    while QFontMetricsF(font, device).horizontalAdvance(url) > cell.width() and font.pointSizeF() > 7:
        font.setPointSizeF(font.pointSizeF() - 0.5)  # one line when it can be, at 7 pt at the least; else two
    address_height = QFontMetricsF(font, device).boundingRect(QRectF(0, 0, cell.width(), 1e6), address_flags,
                                                              url).height()
    parts.append(SlipPart("text", QRectF(cell.left(), address_top, cell.width(), address_height), url, font, INK,
                          address_flags))
    return parts


def paint_links(device: QPagedPaintDevice, event_name: str, links: Sequence[tuple[str, str]]) -> int:
    """Draw the cards (``(name, address)`` each) ``PER_PAGE`` to a page; the number of pages painted (0: none)."""
    if not links:
        return 0
    millimetre = device.resolution() / 25.4

    def draw_page(painter: QPainter, page: int) -> None:
        page_rect = printable_rect(device)
        on_page = links[page * PER_PAGE:(page + 1) * PER_PAGE]
        for cell, (name, url) in zip(link_cells(page_rect, millimetre), on_page, strict=False):
            draw_parts(painter, link_parts(device, cell, event_name, name, url))
        painter.setPen(QPen(RULE, 0.3 * millimetre, Qt.PenStyle.DashLine))
        for start, end in link_cut_lines(page_rect, len(on_page)):
            painter.drawLine(start, end)

    return paint_chosen_pages(device, -(-len(links) // PER_PAGE), draw_page)


def document_title() -> str:
    return QCoreApplication.translate("Printouts", "Personal links")


def print_links(printer: QPrinter, event_name: str, links: Sequence[tuple[str, str]]) -> int:
    """Print the cards on a printer the system print dialog has set up; the number of pages printed."""
    printer.setDocName(f"{event_name} – {document_title()}")
    return paint_links(printer, event_name, links)


def write_links_pdf(event_name: str, links: Sequence[tuple[str, str]], path: str | Path,
                    page_size: PageSize = PageSize.A4) -> int:
    """Write the cards as a PDF (replacing ``path`` only once it is whole, never an event file, as
    ``printouts.write_pdf`` does); the number of pages."""
    from companion.tournament.printouts import PDF_RESOLUTION, page_layout

    check_export_target(path)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(page_layout(page_size))
    writer.setCreator("Companion")
    writer.setTitle(f"{event_name} – {document_title()}")
    pages = paint_links(writer, event_name, links)
    del writer
    data = bytes(buffer.data().data())
    buffer.close()
    save_export(path, data)
    return pages
