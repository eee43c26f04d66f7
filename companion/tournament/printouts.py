"""The desk's printouts: pairings by table, pairings by name, standings, and one result slip per table.

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
of M". The slips are drawn with ``QPainter`` at fixed sizes: boxes to write in
must not shrink with the text.

The slips come 1, 2 or 4 to a page (``SLIPS_PER_PAGE``): two halves stacked or a
2×2 grid, with dashed cut lines between them (never at the page's edges). The
default stays one per page, the slip as it always was, with the page's heading
and "page N of M"; at 2 and 4 a slip carries the event and the round itself (it
is cut from its page) in a smaller layout that keeps the VP boxes, the table
number in large type, the names whole (they wrap, at worst smaller) and the
players' QR codes at 22 mm (about 20 mm of modules: a phone reads them at arm's
length). ``slip_parts`` lays a small slip out as rectangles, so that nothing on it
overlaps nor leaves its cell. ``tables`` prints only some tables' slips (the
round page's "print this table's slip").

Needs a ``QGuiApplication`` (fonts); ``document_export`` makes an offscreen one
for the command line.
"""

import html
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
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
from companion.tournament.qr_painting import draw_qr
from companion.tournament.scoring import draw_limit
from companion.tournament.sheets import (
    Align,
    Column,
    Heading,
    Sheet,
    Slip,
    SlipPlayer,
    heading,
    sheet,
    sheet_title,
    slips,
)

PDF_RESOLUTION = 300
MARGIN_MM = 14
FONT_POINTS = 9.5
LIST_POINTS = {Printout.PAIRINGS: 11.5, Printout.PAIRINGS_BY_NAME: 11.5, Printout.STANDINGS: 8.5,
               Printout.FACTIONS: 9.5}
"""Pairings are read on a wall from a step away; the standings carry every tiebreak."""
QT_PAGE_SIZES = {PageSize.A4: QPageSize.PageSizeId.A4, PageSize.LETTER: QPageSize.PageSizeId.Letter}
INK = QColor("#000000")
GREY = QColor("#555555")
RULE = QColor("#999999")


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
            return _paint_slip_sheets(device, page_heading, made, slips_per_page, event, links)
        return _paint_pages(device, page_heading, len(made), lambda painter, body, page: _draw_slip(
            painter, body, event, made[page], links))
    document = _list_document(sheet(event, printout, round_number), device)
    body_height = _page_areas(device, page_heading)[1].height()
    header, pages = _page_bands(document, body_height)

    def draw_body(painter: QPainter, body: QRectF, page: int) -> None:
        y = body.top()
        if page:  # the table's header again above this page's rows (the first page has it under the title)
            _draw_band(painter, document, body.left(), y, body.width(), header)
            y += header[1] - header[0]
        _draw_band(painter, document, body.left(), y, body.width(), pages[page])
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
    chosen = _chosen_pages(device, pages)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(QCoreApplication.translate("Printouts", "The printer or the file cannot be written to."))
    try:
        for index, page in enumerate(chosen):
            if index:
                device.newPage()
            page_rect, body = _page_areas(device, page_heading)
            _draw_heading(painter, page_rect, page_heading)
            draw_body(painter, body, page)
            _draw_footer(painter, page_rect, page + 1, pages)
    finally:
        painter.end()
    return len(chosen)


def _chosen_pages(device: QPagedPaintDevice, pages: int) -> list[int]:
    """The pages to draw (from 0): those chosen in the print dialog, else all; "page N of M" still counts all."""
    if isinstance(device, QPrinter) and device.printRange() == QPrinter.PrintRange.PageRange:
        ranges = device.pageRanges()
        chosen = [page for page in range(pages) if ranges.contains(page + 1)]
        if chosen:
            return chosen
    return list(range(pages))


def _fonts() -> dict[str, QFont]:
    """The printouts' fonts, without ligatures: a name copied or searched in the PDF reads "fi", not "ﬁ"."""
    base = QFont()
    base.setPointSizeF(FONT_POINTS)
    base.setFeature(QFont.Tag("liga"), 0)
    title = QFont(base)
    title.setPointSizeF(13)
    title.setBold(True)
    small = QFont(base)
    small.setPointSizeF(8)
    return {"base": base, "title": title, "small": small}


def _page_areas(device: QPagedPaintDevice, page_heading: Heading | None = None) -> tuple[QRectF, QRectF]:
    """The printable rectangle (device pixels, origin at its top left) and the body between heading and footer
    (a heading with the join code is as tall as the code)."""
    paint_rect = QRectF(device.pageLayout().paintRectPixels(device.resolution()))
    page_rect = QRectF(0, 0, paint_rect.width(), paint_rect.height())
    fonts = _fonts()
    heading_height = _line(fonts["title"], device) + _line(fonts["small"], device) * 2.2
    if page_heading is not None and page_heading.join:
        heading_height = max(heading_height, _join_side(device) + _line(fonts["small"], device) * 0.8)
    footer_height = _line(fonts["small"], device) * 1.8
    return page_rect, page_rect.adjusted(0, heading_height, 0, -footer_height)


def _line(font: QFont, device: QPagedPaintDevice) -> float:
    return QFontMetricsF(font, device).lineSpacing()


def _join_side(device: QPagedPaintDevice) -> float:
    """The join code's side on the page: 24 mm, read by a phone from an arm's length off a wall."""
    return 24 * device.resolution() / 25.4


def _draw_heading(painter: QPainter, page: QRectF, page_heading: Heading) -> None:
    fonts = _fonts()
    device = painter.device()
    title_line = _line(fonts["title"], device)
    small_line = _line(fonts["small"], device)
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
    fonts = _fonts()
    painter.setFont(fonts["small"])
    painter.setPen(GREY)
    line = _line(fonts["small"], painter.device())
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

    heads = "".join(f"<th{attributes(column)}>{html.escape(column.heading)}</th>" for column in listed.columns)
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
    font = _fonts()["base"]
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
        widest = max([*map(bold_metrics.horizontalAdvance, column.heading.split()),
                      *map(plain_metrics.horizontalAdvance, cells)], default=0)
        shares[column.key] = 100 * (widest + padding) / width
    texts = [column for column in listed.columns if column.weight]
    left = 100 - sum(shares[column.key] for column in listed.columns if not column.weight)
    weights = sum(column.weight for column in texts) or 1
    for column in texts:
        shares[column.key] = min(shares[column.key], max(left, 0) * column.weight / weights)
    return shares


def _draw_slip(painter: QPainter, body: QRectF, event: Event, slip: Slip, links: PhoneLinks | None = None) -> None:
    """A result slip: the table in large type, then for each player a block with the name, faction and club,
    a box for the VP total, a box to tick for a concession and a line to sign."""
    translate = QCoreApplication.translate
    device = painter.device()
    millimetre = device.resolution() / 25.4
    base = _fonts()["base"]
    big = QFont(base)
    big.setPointSizeF(24)
    big.setBold(True)
    name_font = QFont(base)
    name_font.setPointSizeF(15)
    name_font.setBold(True)
    label_font = QFont(base)
    label_font.setPointSizeF(10)
    thin = QPen(INK, 0.3 * millimetre)
    y = body.top() + 2 * millimetre
    painter.setPen(INK)
    painter.setFont(big)
    table_line = _line(big, device)
    painter.drawText(QRectF(body.left(), y, body.width(), table_line), Qt.AlignmentFlag.AlignLeft,
                     fill(translate("Printouts", "Table %1"), formatting.integer(slip.table)))
    painter.setFont(label_font)
    painter.drawText(QRectF(body.left(), y, body.width(), table_line),
                     Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                     translate("Printouts", "Result slip"))
    y += table_line + 6 * millimetre
    block_height = 52 * millimetre
    for index, player in enumerate(slip.players):
        block = QRectF(body.left(), y, body.width(), block_height)
        link = None if links is None or player.player is None else links.personal.get(player.player)
        _draw_slip_player(painter, block, index, player, millimetre, name_font, label_font, thin, link)
        y += block_height + 8 * millimetre
    painter.setFont(label_font)
    painter.setPen(INK)
    notes = [translate("Printouts", "Tick the box of a player who concedes: they lose the game.")]
    settings = event.settings
    if settings.scoring.draw_margin and not settings.scoring.uses_battle_points and settings.points_limit:
        notes.append(fill(translate("Printouts", "A draw when the two VP totals differ by %1 or less."),
                          formatting.points(draw_limit(settings.scoring, settings.points_limit))))
    notes.append(translate("Printouts", "Both players sign; hand the slip to the desk."))
    if links is not None:
        notes.append(translate("Printouts", "Or report it from your phone: scan your code (it is yours only)."))
    line = _line(label_font, device)
    for note in notes:
        painter.drawText(QRectF(body.left(), y, body.width(), line * 2), Qt.TextFlag.TextWordWrap, note)
        y += line * 1.4
    y += 6 * millimetre
    desk = QRectF(body.left(), y, body.width(), 14 * millimetre)
    painter.setPen(QPen(RULE, 0.3 * millimetre, Qt.PenStyle.DashLine))
    painter.drawRect(desk)
    painter.setPen(GREY)
    painter.drawText(desk.adjusted(3 * millimetre, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter,
                     translate("Printouts", "For the desk: entered"))


def _fitted_font(font: QFont, text: str, width: float, device: QPagedPaintDevice) -> QFont:
    """The font made smaller, down to two thirds of its size, until the text fits the width on one line;
    a name longer still wraps onto two lines at the smallest size (a slip never cuts a name short)."""
    fitted = QFont(font)
    smallest = font.pointSizeF() * 2 / 3
    while QFontMetricsF(fitted, device).horizontalAdvance(text) > width and fitted.pointSizeF() > smallest:
        fitted.setPointSizeF(max(fitted.pointSizeF() - 0.5, smallest))
    return fitted


def _draw_slip_player(painter: QPainter, block: QRectF, index: int, player: SlipPlayer, millimetre: float,
                      name_font: QFont, label_font: QFont, thin: QPen, link: str | None = None) -> None:
    translate = QCoreApplication.translate
    device = painter.device()
    label_line = _line(label_font, device)
    name_line = _line(name_font, device)
    painter.setPen(QPen(RULE, 0.3 * millimetre))
    painter.drawRoundedRect(block, 2 * millimetre, 2 * millimetre)
    whole = block.adjusted(5 * millimetre, 4 * millimetre, -5 * millimetre, -4 * millimetre)
    inner = whole
    if link is not None:  # the player's personal QR code in the block's top right corner; the texts beside it
        side = 24 * millimetre
        draw_qr(painter, QRectF(whole.right() - side, whole.top(), side, side), link, INK)
        inner = whole.adjusted(0, 0, -side - 3 * millimetre, 0)
    painter.setPen(GREY)
    painter.setFont(label_font)
    painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), label_line), Qt.AlignmentFlag.AlignLeft,
                     translate("Printouts", "First player") if index == 0 else translate("Printouts", "Second player"))
    painter.setPen(INK)
    fitted = _fitted_font(name_font, player.name, inner.width(), device)
    painter.setFont(fitted)
    name_box = QRectF(inner.left(), inner.top() + label_line, inner.width(), name_line)
    painter.drawText(name_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                     player.name)
    painter.setFont(label_font)
    painter.setPen(GREY)
    details = []
    if player.faction:
        details.append(fill(translate("Printouts", "Faction: %1"), player.faction))
    if player.club:
        details.append(fill(translate("Printouts", "Club: %1"), player.club))
    painter.drawText(QRectF(inner.left(), name_box.bottom(), inner.width(), label_line), Qt.AlignmentFlag.AlignLeft,
                     QFontMetricsF(label_font, device).elidedText(" · ".join(details), Qt.TextElideMode.ElideRight,
                                                                  inner.width()))
    boxes_top = name_box.bottom() + label_line * 1.8
    painter.setPen(INK)
    vp_label = QRectF(inner.left(), boxes_top, 60 * millimetre, label_line)
    painter.drawText(vp_label, Qt.AlignmentFlag.AlignLeft, translate("Printouts", "Victory points (VP)"))
    painter.setPen(thin)
    vp_box = QRectF(inner.left(), vp_label.bottom() + millimetre, 50 * millimetre, 16 * millimetre)
    painter.drawRect(vp_box)
    concede_box = QRectF(vp_box.right() + 14 * millimetre, vp_box.top() + 4 * millimetre, 8 * millimetre, 8 * millimetre)
    painter.drawRect(concede_box)
    painter.setPen(INK)
    painter.drawText(QRectF(concede_box.right() + 3 * millimetre, concede_box.top(), 40 * millimetre, concede_box.height()),
                     Qt.AlignmentFlag.AlignVCenter, translate("Printouts", "Conceded"))
    signature_left = concede_box.right() + 42 * millimetre
    signature_y = vp_box.bottom()
    painter.setPen(thin)
    painter.drawLine(QPointF(signature_left, signature_y), QPointF(whole.right(), signature_y))
    painter.setPen(GREY)
    painter.drawText(QRectF(signature_left, signature_y + millimetre, whole.right() - signature_left, label_line),
                     Qt.AlignmentFlag.AlignLeft, translate("Printouts", "Signature"))


CUT_GAP_MM = 5
"""The room between a slip and a cut line, each side of it: a cut a little off the line never cuts into a slip."""
SLIP_QR_MM = 22
"""A small slip's QR codes: about 20 mm of modules inside their quiet zone."""


@dataclass(frozen=True)
class SlipPart:
    """One thing drawn on a small slip: a text, a box to write or tick in, a line to sign on, a player's frame
    (around that player's parts) or a QR code; ``rect`` in device pixels."""

    kind: str
    rect: QRectF
    text: str = ""
    font: QFont | None = None
    colour: QColor | None = None
    flags: int = 0


def slip_cells(page: QRectF, per_page: int, millimetre: float) -> list[QRectF]:
    """The slips' cells on a page, in reading order: the page itself, its two halves, or its four quarters, each
    ``CUT_GAP_MM`` off the cut lines between them."""
    columns, rows = (2, 2) if per_page == 4 else (1, per_page)
    width, height = page.width() / columns, page.height() / rows
    gap = CUT_GAP_MM * millimetre
    cells = []
    for row in range(rows):
        for column in range(columns):
            cell = QRectF(page.left() + column * width, page.top() + row * height, width, height)
            cells.append(cell.adjusted(gap if column else 0, gap if row else 0, -gap if column < columns - 1 else 0,
                                       -gap if row < rows - 1 else 0))
    return cells


def cut_lines(page: QRectF, per_page: int) -> list[tuple[QPointF, QPointF]]:
    """The dashed lines to cut along: between the slips, none at the page's edges (one slip a page has none)."""
    lines = []
    if per_page > 1:
        middle = page.top() + page.height() / 2
        lines.append((QPointF(page.left(), middle), QPointF(page.right(), middle)))
    if per_page == 4:
        centre = page.left() + page.width() / 2
        lines.append((QPointF(centre, page.top()), QPointF(centre, page.bottom())))
    return lines


def _paint_slip_sheets(device: QPagedPaintDevice, page_heading: Heading, made: Sequence[Slip], per_page: int,
                       event: Event, links: PhoneLinks | None) -> int:
    """The slips ``per_page`` to a page, in table order, with the cut lines between them."""
    sheets = -(-len(made) // per_page)
    chosen = _chosen_pages(device, sheets)
    millimetre = device.resolution() / 25.4
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(QCoreApplication.translate("Printouts", "The printer or the file cannot be written to."))
    try:
        for index, page in enumerate(chosen):
            if index:
                device.newPage()
            page_rect = _page_areas(device)[0]
            on_page = made[page * per_page:(page + 1) * per_page]
            for cell, slip in zip(slip_cells(page_rect, per_page, millimetre), on_page, strict=False):
                _draw_parts(painter, slip_parts(device, cell, page_heading, event, slip, links))
            painter.setPen(QPen(RULE, 0.3 * millimetre, Qt.PenStyle.DashLine))
            for start, end in cut_lines(page_rect, per_page):
                painter.drawLine(start, end)
    finally:
        painter.end()
    return len(chosen)


def _draw_parts(painter: QPainter, parts: list[SlipPart]) -> None:
    millimetre = painter.device().resolution() / 25.4
    for part in parts:
        if part.kind == "text":
            painter.setPen(part.colour or INK)
            painter.setFont(part.font)
            painter.drawText(part.rect, part.flags, part.text)
        elif part.kind == "qr":
            draw_qr(painter, part.rect, part.text, INK)
        elif part.kind == "frame":
            painter.setPen(QPen(RULE, 0.3 * millimetre))
            painter.drawRoundedRect(part.rect, 2 * millimetre, 2 * millimetre)
        elif part.kind == "box":
            painter.setPen(QPen(INK, 0.3 * millimetre))
            painter.drawRect(part.rect)
        elif part.kind == "line":
            painter.setPen(QPen(INK, 0.3 * millimetre))
            painter.drawLine(part.rect.bottomLeft(), part.rect.bottomRight())


def _wrapped_name(font: QFont, text: str, box: QRectF, device: QPagedPaintDevice) -> tuple[QFont, int]:
    """The name's font and wrapping: the largest size, down from the font's, at which all of the name fits the
    box, on as many lines as it has room for, broken between words (inside one only when a word is wider than the
    box). A slip never cuts a name short."""
    fitted = QFont(font)
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
    while fitted.pointSizeF() > 5:
        metrics = QFontMetricsF(fitted, device)
        wrapping = flags
        if any(metrics.horizontalAdvance(word) > box.width() for word in text.split()):
            wrapping |= int(Qt.TextFlag.TextWrapAnywhere)
        if metrics.boundingRect(QRectF(0, 0, box.width(), 1e6), wrapping, text).height() <= box.height():
            return fitted, wrapping
        fitted.setPointSizeF(fitted.pointSizeF() - 0.5)
    return fitted, flags | int(Qt.TextFlag.TextWrapAnywhere)


def slip_parts(device: QPagedPaintDevice, cell: QRectF, page_heading: Heading, event: Event, slip: Slip,
               links: PhoneLinks | None = None) -> list[SlipPart]:
    """A slip that shares its page, laid out in ``cell``: the event and the round with the desk's box to tick
    on top, the table in large type, each player's frame (the name, faction and club beside the QR code, the VP
    box, the concession box and the line to sign) and, in what room is left, the notes, the most needed first."""
    translate = QCoreApplication.translate
    millimetre = device.resolution() / 25.4
    base = _fonts()["base"]
    small = _fonts()["small"]
    label_font = QFont(base)
    label_font.setPointSizeF(9)
    big = QFont(base)
    big.setPointSizeF(20)
    big.setBold(True)
    name_font = QFont(base)
    name_font.setPointSizeF(12)
    name_font.setBold(True)
    left_centre = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    right_centre = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    label_line, name_line, big_line = _line(label_font, device), _line(name_font, device), _line(big, device)
    parts: list[SlipPart] = []
    x, width, y = cell.left(), cell.width(), cell.top()
    top_height = 5 * millimetre
    small_metrics = QFontMetricsF(small, device)
    kind_text = translate("Printouts", "Result slip")
    kind_width = small_metrics.horizontalAdvance(kind_text) + millimetre
    kind = QRectF(cell.right() - kind_width, y, kind_width, top_height)
    parts.append(SlipPart("text", kind, kind_text, small, GREY, right_centre))
    title = QRectF(x, y, kind.left() - x - 2 * millimetre, top_height)
    round_text = f" · {page_heading.round}"  # the round whole, the event's name shortened if need be
    event_text = small_metrics.elidedText(page_heading.event, Qt.TextElideMode.ElideRight,
                                          max(title.width() - small_metrics.horizontalAdvance(round_text), 0))
    parts.append(SlipPart("text", title, event_text + round_text, small, GREY, left_centre))
    y += top_height + millimetre
    table_text = fill(translate("Printouts", "Table %1"), formatting.integer(slip.table))
    table_width = QFontMetricsF(big, device).horizontalAdvance(table_text) + millimetre
    parts.append(SlipPart("text", QRectF(x, y, table_width, big_line), table_text, big, INK, left_centre))
    tick = QRectF(cell.right() - 4.5 * millimetre, y + (big_line - 4.5 * millimetre) / 2, 4.5 * millimetre,
                  4.5 * millimetre)
    desk_left = x + table_width + 2 * millimetre
    desk = QRectF(desk_left, y, tick.left() - 1.5 * millimetre - desk_left, big_line)
    parts += [SlipPart("box", tick), SlipPart("text", desk, translate("Printouts", "For the desk: entered"), small, GREY,
                                              int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                                                  | Qt.TextFlag.TextWordWrap))]
    y += big_line + 1.5 * millimetre
    padding = 2.5 * millimetre
    for index, player in enumerate(slip.players):
        top = y
        inner = QRectF(x + padding, y + padding, width - 2 * padding, 0)
        link = None if links is None or player.player is None else links.personal.get(player.player)
        side = SLIP_QR_MM * millimetre if link is not None else 0
        text_width = inner.width() - (side + 2 * millimetre if link is not None else 0)
        line_y = inner.top()
        parts.append(SlipPart("text", QRectF(inner.left(), line_y, text_width, label_line),
                              translate("Printouts", "First player") if index == 0
                              else translate("Printouts", "Second player"), label_font, GREY, left_centre))
        line_y += label_line
        name_box = QRectF(inner.left(), line_y, text_width, 2 * name_line)
        fitted, wrapping = _wrapped_name(name_font, player.name, name_box, device)
        parts.append(SlipPart("text", name_box, player.name, fitted, INK, wrapping))
        line_y = name_box.bottom()
        details = []
        if player.faction:
            details.append(fill(translate("Printouts", "Faction: %1"), player.faction))
        if player.club:
            details.append(fill(translate("Printouts", "Club: %1"), player.club))
        if details:
            parts.append(SlipPart("text", QRectF(inner.left(), line_y, text_width, label_line),
                                  QFontMetricsF(label_font, device).elidedText(" · ".join(details),
                                                                               Qt.TextElideMode.ElideRight, text_width),
                                  label_font, GREY, left_centre))
        line_y += label_line
        if link is not None:
            parts.append(SlipPart("qr", QRectF(inner.right() - side, inner.top(), side, side), link))
        line_y = max(line_y, inner.top() + side) + millimetre
        vp_text = translate("Printouts", "Victory points (VP)")
        vp_width = max(30 * millimetre, QFontMetricsF(label_font, device).horizontalAdvance(vp_text) + millimetre)
        parts.append(SlipPart("text", QRectF(inner.left(), line_y, vp_width, label_line), vp_text, label_font, INK,
                              left_centre))
        concede_box = QRectF(inner.left() + vp_width + 3 * millimetre, line_y, label_line, label_line)
        concede_text = translate("Printouts", "Conceded")
        concede_width = QFontMetricsF(label_font, device).horizontalAdvance(concede_text) + millimetre
        parts += [SlipPart("box", concede_box),
                  SlipPart("text", QRectF(concede_box.right() + 1.5 * millimetre, line_y, concede_width, label_line),
                           concede_text, label_font, INK, left_centre)]
        line_y += label_line + 0.5 * millimetre
        vp_box = QRectF(inner.left(), line_y, 30 * millimetre, 11 * millimetre)
        parts.append(SlipPart("box", vp_box))
        signature_left = vp_box.right() + 4 * millimetre
        parts.append(SlipPart("line", QRectF(signature_left, vp_box.top(), inner.right() - signature_left,
                                             vp_box.height())))
        parts.append(SlipPart("text", QRectF(signature_left, vp_box.bottom() + 0.5 * millimetre,
                                             inner.right() - signature_left, label_line),
                              translate("Printouts", "Signature"), label_font, GREY, left_centre))
        bottom = vp_box.bottom() + 0.5 * millimetre + label_line + padding
        parts.append(SlipPart("frame", QRectF(x, top, width, bottom - top)))
        y = bottom + 2 * millimetre
    notes = [translate("Printouts", "Both players sign; hand the slip to the desk.")]
    if links is not None:
        notes.append(translate("Printouts", "Or report it from your phone: scan your code (it is yours only)."))
    settings = event.settings
    if settings.scoring.draw_margin and not settings.scoring.uses_battle_points and settings.points_limit:
        notes.append(fill(translate("Printouts", "A draw when the two VP totals differ by %1 or less."),
                          formatting.points(draw_limit(settings.scoring, settings.points_limit))))
    notes.append(translate("Printouts", "Tick the box of a player who concedes: they lose the game."))
    wrap = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    joint = " " if width > 120 * millimetre else "\n"  # a half page's notes run on as one paragraph
    for count in range(len(notes), 0, -1):  # as many as there is room for, the most needed first
        text = joint.join(notes[:count])
        height = QFontMetricsF(small, device).boundingRect(QRectF(0, 0, width, 1e6), wrap, text).height()
        if y + height <= cell.bottom():
            parts.append(SlipPart("text", QRectF(x, y, width, height), text, small, INK, wrap))
            break
    return parts
