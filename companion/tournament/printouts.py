"""The desk's printouts: pairings by table, pairings by name, standings, faction statistics, and one result slip per
table.

Each is drawn on any paged paint device: ``write_pdf`` writes a PDF (File →
Export PDF…, ``companion event export``), ``print_document`` sends it to a
``QPrinter`` the system print dialog has set up (File → Print…). A4 or Letter,
portrait.

The lists come from ``sheets`` (the same rows as the players' page and the
projector) as one HTML table laid out by ``QTextDocument`` at the width of the
page body, as one long page. The pages are cut here, between whole rows: the
document's own pagination would break a row whose name wraps across two pages.
Each page gets the table's header row again above its rows, the heading (the
event, its date and points limit, the round, when it was printed) and "page N
of M". The faction statistics are two such tables, one after the other: the
factions' numbers, then the faction-against-faction table. The slips are drawn
with ``QPainter`` at fixed sizes: boxes to write in must not shrink with the
text.

The slips come 1, 2 or 4 to a page, one by default; ``slip_printouts`` draws them.

Needs a ``QGuiApplication`` (fonts); ``document_export`` makes an offscreen one
for the command line.
"""

import html
from collections.abc import Callable, Collection
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
    QTextOption,
    QTextTable,
)
from PySide6.QtPrintSupport import QPrinter

from companion import formatting
from companion.formatting import fill
from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.documents import SLIPS_PER_PAGE, PageSize, Printout
from companion.tournament.event import Event
from companion.tournament.exports import check_export_target, save_export
from companion.tournament.phones import PhoneLinks
from companion.tournament.printed_pages import GREY, INK, RULE, line_height, page_fonts, paint_chosen_pages, printable_rect
from companion.tournament.qr_painting import draw_qr
from companion.tournament.sheets import (
    Align,
    Column,
    Heading,
    Sheet,
    factions_matrix_sheet,
    heading,
    sheet,
    sheet_title,
    slips,
)
from companion.tournament.slip_printouts import draw_slip, paint_slip_sheets

PDF_RESOLUTION = 300
MARGIN_MM = 14
LIST_POINTS = {Printout.PAIRINGS: 11.5, Printout.PAIRINGS_BY_NAME: 11.5, Printout.STANDINGS: 8.5,
               Printout.FACTIONS: 9.5}
"""Pairings are read on a wall from a step away; the standings carry every tiebreak."""
QT_PAGE_SIZES = {PageSize.A4: QPageSize.PageSizeId.A4, PageSize.LETTER: QPageSize.PageSizeId.Letter}


_application: dict[str, object] = {}
"""The offscreen application and translations ``application`` made, kept alive for the process."""


def application(language: str | None = None) -> QCoreApplication:
    """The running application, or an offscreen ``QGuiApplication`` for a process without one (the command
    line): the printouts need fonts. With ``language``, that language's catalogue is installed first."""
    running = QCoreApplication.instance()
    if running is None:
        running = QGuiApplication(["companion", "-platform", "offscreen"])
        _application["app"] = running
    if language is not None:
        from companion.gui.i18n import Translations

        translations = Translations(running)
        translations.switch(language)
        _application["translations"] = translations
    return running


def page_layout(page_size: PageSize = PageSize.A4) -> QPageLayout:
    """Portrait, with margins every office printer can reach."""
    return QPageLayout(QPageSize(QT_PAGE_SIZES[PageSize(page_size)]), QPageLayout.Orientation.Portrait,
                       QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)


def write_pdf(event: Event, printout: Printout, path: str | Path, page_size: PageSize = PageSize.A4, *,
              round_number: int | None = None, printed_at: datetime | None = None,
              links: PhoneLinks | None = None, slips_per_page: int = 1, tables: Collection[int] | None = None) -> int:
    """Write the printout as a PDF file; returns its number of pages.

    The PDF is drawn in memory and written by ``exports.save_export``: the file replaces the previous one
    only once all of it is on the disk, so a full disk or a failed export never leaves an empty or half
    PDF where the last good one was, and says so (a DeskError naming the file); an event file is never
    written over. Drawing in memory also keeps Qt from printing its own warnings for a file it cannot open."""
    check_export_target(path)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(page_layout(page_size))
    writer.setCreator("Companion")
    writer.setTitle(f"{event.settings.name} – {document_title(Printout(printout))}")
    pages = paint(event, Printout(printout), writer, round_number=round_number, printed_at=printed_at,
                  links=links, slips_per_page=slips_per_page, tables=tables)
    del writer  # the PDF is complete once its writer is gone
    data = bytes(buffer.data().data())
    buffer.close()
    save_export(path, data)
    return pages


def print_document(event: Event, printout: Printout, printer: QPrinter, *, round_number: int | None = None,
                   printed_at: datetime | None = None, links: PhoneLinks | None = None, slips_per_page: int = 1,
                   tables: Collection[int] | None = None) -> int:
    """Print on a printer set up by the system print dialog (its page size, margins, copies and the pages
    chosen); returns the number of pages printed."""
    printer.setDocName(f"{event.settings.name} – {document_title(Printout(printout))}")
    return paint(event, Printout(printout), printer, round_number=round_number, printed_at=printed_at, links=links,
                 slips_per_page=slips_per_page, tables=tables)


def prepare_printer(printer: QPrinter, page_size: PageSize = PageSize.A4) -> None:
    """Give a printer the printouts' page layout before the print dialog opens, so the dialog starts from it."""
    printer.setPageLayout(page_layout(page_size))


def document_title(printout: Printout) -> str:
    """The printout's name, as its first page and the PDF's title give it."""
    if printout is Printout.SLIPS:
        return QCoreApplication.translate("Printouts", "Result slips")
    return sheet_title(printout)


def paint(event: Event, printout: Printout, device: QPagedPaintDevice, *, round_number: int | None = None,
          printed_at: datetime | None = None, links: PhoneLinks | None = None, slips_per_page: int = 1,
          tables: Collection[int] | None = None) -> int:
    """Draw every page of the printout on the device; returns the number of pages. With ``links`` (the event
    served to the players' phones), each slip carries its players' personal QR codes, and the pairings' heading
    the code and the address that join the phones' pages. The slips come ``slips_per_page`` (1, 2 or 4) to a
    page; with ``tables``, only those tables' slips."""
    if slips_per_page not in SLIPS_PER_PAGE:
        raise InputError("slips_per_page", QT_TRANSLATE_NOOP("InputError", "one of {0}"), slips_per_page,
                         args=(", ".join(map(str, SLIPS_PER_PAGE)),))
    page_heading = heading(event, printout, round_number, printed_at)
    if links is not None and printout in JOIN_CODE_PRINTOUTS:
        page_heading = replace(page_heading, join=links.join)
    if printout is Printout.SLIPS:
        made = slips(event, round_number)
        if tables is not None:
            made = tuple(slip for slip in made if slip.table in tables)
            if not made:
                raise InputError("table", QT_TRANSLATE_NOOP("InputError", "a table of the round"),
                                 ", ".join(map(str, tables)))
        if slips_per_page > 1:
            return paint_slip_sheets(device, page_heading, made, slips_per_page, event, links)
        return _paint_pages(device, page_heading, len(made), lambda painter, body, page: draw_slip(
            painter, body, event, made[page], links))
    listed = [sheet(event, printout, round_number)]
    if printout is Printout.FACTIONS and listed[0].rows:
        listed.append(factions_matrix_sheet(event))
    body_height = _page_areas(device, page_heading)[1].height()
    pages: list[tuple[QTextDocument, tuple[float, float], tuple[float, float], bool]] = []
    for item in listed:  # each table starts on a page of its own
        document = _list_document(item, device)
        header, bands = _page_bands(document, body_height)
        pages.extend((document, header, band, index > 0) for index, band in enumerate(bands))

    def draw_body(painter: QPainter, body: QRectF, page: int) -> None:
        document, header, band, continued = pages[page]
        y = body.top()
        if continued:  # the table's header again above this page's rows (its first page has it under the title)
            _draw_band(painter, document, body.left(), y, body.width(), header)
            y += header[1] - header[0]
        _draw_band(painter, document, body.left(), y, body.width(), band)
    return _paint_pages(device, page_heading, len(pages), draw_body)


def _page_bands(document: QTextDocument, height: float) -> tuple[tuple[float, float], list[tuple[float, float]]]:
    """Where the pages break: the header row's band and each page's band of whole rows (the first from the top).

    The document is laid out as one long page; a page takes as many whole rows as fit under the header
    (on the first, under the title too), so a row whose name wraps never breaks across two pages."""
    table = next(frame for frame in document.rootFrame().childFrames() if isinstance(frame, QTextTable))
    layout = document.documentLayout()
    padding = table.format().cellPadding()
    tops = [layout.blockBoundingRect(table.cellAt(row, 0).firstCursorPosition().block()).top() - padding
            for row in range(table.rows())]
    bottom = layout.frameBoundingRect(table).bottom()
    header = (tops[0], tops[1] if len(tops) > 1 else bottom)
    rows = list(zip(tops[1:], [*tops[2:], bottom], strict=True))
    pages: list[tuple[float, float]] = []
    start, room, page_rows = 0.0, height, 0
    for row_top, row_bottom in rows:
        if row_bottom - start > room and page_rows:
            pages.append((start, row_top))
            start, room, page_rows = row_top, height - (header[1] - header[0]), 0
        page_rows += 1
    pages.append((start, bottom))
    return header, pages


def _draw_band(painter: QPainter, document: QTextDocument, x: float, y: float, width: float,
               band: tuple[float, float]) -> None:
    """Draw the document's band [top, bottom) with its top at (x, y)."""
    top, bottom = band
    painter.save()
    painter.translate(x, y - top)
    document.drawContents(painter, QRectF(0, top, width, bottom - top))
    painter.restore()


def _paint_pages(device: QPagedPaintDevice, page_heading: Heading, pages: int,
                 draw_body: Callable[[QPainter, QRectF, int], None]) -> int:
    def draw_page(painter: QPainter, page: int) -> None:
        page_rect, body = _page_areas(device, page_heading)
        _draw_heading(painter, page_rect, page_heading)
        draw_body(painter, body, page)
        _draw_footer(painter, page_rect, page + 1, pages)

    return paint_chosen_pages(device, pages, draw_page)


def _page_areas(device: QPagedPaintDevice, page_heading: Heading | None = None) -> tuple[QRectF, QRectF]:
    """The printable rectangle (device pixels, origin at its top left) and the body between heading and footer
    (a heading with the join code is as tall as the code)."""
    page_rect = printable_rect(device)
    fonts = page_fonts()
    heading_height = line_height(fonts["title"], device) + line_height(fonts["small"], device) * 2.2
    if page_heading is not None and page_heading.join:
        heading_height = max(heading_height, _join_side(device) + line_height(fonts["small"], device) * 0.8)
    footer_height = line_height(fonts["small"], device) * 1.8
    return page_rect, page_rect.adjusted(0, heading_height, 0, -footer_height)


def _join_side(device: QPagedPaintDevice) -> float:
    """The join code's side on the page: 24 mm, read by a phone from an arm's length off a wall."""
    return 24 * device.resolution() / 25.4


def _draw_heading(painter: QPainter, page: QRectF, page_heading: Heading) -> None:
    fonts = page_fonts()
    device = painter.device()
    title_line = line_height(fonts["title"], device)
    small_line = line_height(fonts["small"], device)
    whole = page
    rule_y = title_line + small_line * 1.4
    if page_heading.join:  # the join code in the top right corner, its address under the texts beside it
        side = _join_side(device)
        draw_qr(painter, QRectF(page.right() - side, page.top(), side, side), page_heading.join, INK)
        page = page.adjusted(0, 0, -side - small_line, 0)
        rule_y = side + small_line * 0.4
        painter.setFont(fonts["small"])
        painter.setPen(INK)
        address = QRectF(page.left(), page.top() + title_line + small_line, page.width(), small_line)
        painter.drawText(address, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, page_heading.join)
    top = QRectF(page.left(), page.top(), page.width(), title_line)
    painter.setPen(INK)
    painter.setFont(fonts["title"])
    painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, page_heading.round)
    round_width = QFontMetricsF(fonts["title"], device).horizontalAdvance(page_heading.round)
    name_room = QRectF(top.left(), top.top(), max(top.width() - round_width - title_line, top.width() / 3), title_line)
    name = QFontMetricsF(fonts["title"], device).elidedText(page_heading.event, Qt.TextElideMode.ElideRight,
                                                             name_room.width())
    painter.drawText(name_room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
    second = QRectF(page.left(), top.bottom(), page.width(), small_line)
    painter.setFont(fonts["small"])
    painter.setPen(GREY)
    painter.drawText(second, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, page_heading.details)
    painter.drawText(second, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, page_heading.printed)
    painter.setPen(QPen(RULE, max(1.0, device.resolution() / 150)))
    painter.drawLine(QPointF(whole.left(), whole.top() + rule_y), QPointF(whole.right(), whole.top() + rule_y))


def _draw_footer(painter: QPainter, page: QRectF, number: int, pages: int) -> None:
    fonts = page_fonts()
    painter.setFont(fonts["small"])
    painter.setPen(GREY)
    line = line_height(fonts["small"], painter.device())
    footer = QRectF(page.left(), page.bottom() - line, page.width(), line)
    painter.drawText(footer, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                     fill(QCoreApplication.translate("Printouts", "Page %1 of %2"), formatting.integer(number),
                          formatting.integer(pages)))


JOIN_CODE_PRINTOUTS = (Printout.PAIRINGS, Printout.PAIRINGS_BY_NAME)
"""The printouts whose heading carries the phones' join code (the slips carry each player's own)."""
CELL_PADDING = 4
"""In CSS pixels (1/96 inch)."""
ALIGN_HTML = {Align.START: "left", Align.END: "right", Align.CENTER: "center"}


def list_html(listed: Sheet, least_widths: dict[str, float]) -> str:
    """The sheet as the HTML QTextDocument lays out: a title, a note, one table whose header repeats on every page.

    ``least_widths`` is each column's least share of the width (%): a number's widest cell, a text's longest
    word. Numbers get just that; the text columns share what is left by weight."""
    spare = max(100 - sum(least_widths.values()), 0)
    weights = sum(column.weight for column in listed.columns) or 1

    def attributes(column: Column) -> str:
        share = least_widths[column.key] + spare * column.weight / weights
        return f' align="{ALIGN_HTML[column.align]}" width="{share:.1f}%"'

    heads = "".join(f"<th{attributes(column)}>{html.escape(column.heading).replace('/', '/' + BREAK)}</th>"
                    for column in listed.columns)
    cell_attributes = [f' align="{ALIGN_HTML[column.align]}"' + ("" if column.weight else " nowrap")
                       for column in listed.columns]
    body = []
    for index, row in enumerate(listed.rows):
        shade = ' bgcolor="#ececec"' if index % 2 else ""
        colour = ' style="color:#666666"' if row.dropped else ""
        cells = "".join(f"<td{attribute}>{html.escape(cell)}</td>"
                        for attribute, cell in zip(cell_attributes, row.cells, strict=True))
        body.append(f"<tr{shade}{colour}>{cells}</tr>")
    note = f'<p style="color:#444444">{html.escape(listed.note)}</p>' if listed.note else ""
    return (f'<h2 style="margin-bottom:4px">{html.escape(listed.title)}</h2>{note}'
            f'<table width="100%" cellspacing="0" cellpadding="{CELL_PADDING}">'
            f'<thead><tr bgcolor="#d4d4d4">{heads}</tr></thead><tbody>{"".join(body)}</tbody></table>')


def _list_document(listed: Sheet, device: QPagedPaintDevice) -> QTextDocument:
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)
    font = page_fonts()["base"]
    font.setPointSizeF(LIST_POINTS[listed.printout])
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    wrapping = document.defaultTextOption()
    wrapping.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)  # a word longer than its cell
    document.setDefaultTextOption(wrapping)
    body = _page_areas(device)[1]
    document.setHtml(list_html(listed, _least_widths(listed, font, device, body.width())))
    document.setTextWidth(body.width())
    return document


def _least_widths(listed: Sheet, font: QFont, device: QPagedPaintDevice, width: float) -> dict[str, float]:
    """Each column's least share (%) of the body width, cell padding included: its longest word, heading
    included, so that no word is broken; a number is one word. A text column asks at most its weight's part of
    what the numbers leave: a longer word (one unbroken 45-letter name) is broken anywhere in its cell
    (``_list_document``), and the other columns keep their widths."""
    bold = QFont(font)
    bold.setBold(True)
    plain_metrics, bold_metrics = QFontMetricsF(font, device), QFontMetricsF(bold, device)
    padding = 2 * CELL_PADDING * device.logicalDpiX() / 96 + plain_metrics.averageCharWidth() / 2
    shares = {}
    for index, column in enumerate(listed.columns):
        cells = {row.cells[index] for row in listed.rows}
        if column.weight:
            cells = {word for cell in cells for word in cell.split()}
        widest = max([*map(bold_metrics.horizontalAdvance, heading_words(column.heading)),
                      *map(plain_metrics.horizontalAdvance, cells)], default=0)
        shares[column.key] = 100 * (widest + padding) / width
    # The text columns share what the numbers leave: a column whose longest word fits in its weight's part gets
    # just that, and what it leaves goes to the others, again by weight (a club's "Fiorentino" stays whole; only
    # a word longer than all that is left, such as one 45-letter name, is broken).
    pending = [column for column in listed.columns if column.weight]
    left = max(100 - sum(shares[column.key] for column in listed.columns if not column.weight), 0)
    while pending:
        weights = sum(column.weight for column in pending)
        fitting = [column for column in pending if shares[column.key] <= left * column.weight / weights]
        if not fitting:
            for column in pending:
                shares[column.key] = left * column.weight / weights
            break
        for column in fitting:
            left -= shares[column.key]
            pending.remove(column)
    return shares


BREAK = "\u200b"
"""A zero-width space after each slash of a heading: "Bonus/penalty" may take two lines in a narrow column."""


def heading_words(heading: str) -> list[str]:
    """The parts of a heading that stay on one line: its words, a slash ending a part."""
    return heading.replace("/", "/" + BREAK).replace(BREAK, " ").split()
