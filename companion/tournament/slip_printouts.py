"""The result slips, 1, 2 or 4 to a page, for ``printouts``.

One to a page (the default, as the slips always were) the slip fills the page's
body under the printouts' heading, with "page N of M". Two (the page's halves,
stacked) or four (a 2×2 grid) to a page, with dashed cut lines between them
(never at the page's edges), a slip is cut from its page, so it carries the
event and the round itself, in a smaller layout that keeps the table number in
large type, the names whole (they wrap, at worst smaller; never cut short), the
boxes to write the VP in and the players' QR codes at 22 mm (about 20 mm of
modules, what a phone reads at arm's length); the notes take what room is left,
the most needed first. ``slip_parts`` lays such a slip out as rectangles, so that
nothing on it overlaps another part nor leaves its cell. The desk keeps how
many to a page it last chose (``gui.desk_settings.slips_per_page``); the command
line asks with ``export pdf-slips --per-page 1|2|4``.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPagedPaintDevice, QPainter, QPen

from companion import formatting
from companion.formatting import fill
from companion.tournament.event import Event
from companion.tournament.phones import PhoneLinks
from companion.tournament.printed_pages import GREY, INK, RULE, line_height, page_fonts, paint_chosen_pages, printable_rect
from companion.tournament.qr_painting import draw_qr
from companion.tournament.scoring import draw_limit
from companion.tournament.sheets import Heading, Slip, SlipPlayer


def draw_slip(painter: QPainter, body: QRectF, event: Event, slip: Slip, links: PhoneLinks | None = None) -> None:
    """A result slip: the table in large type, then for each player a block with the name, faction and club,
    a box for the VP total, a box to tick for a concession and a line to sign."""
    translate = QCoreApplication.translate
    device = painter.device()
    millimetre = device.resolution() / 25.4
    base = page_fonts()["base"]
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
    table_line = line_height(big, device)
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
    line = line_height(label_font, device)
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


def detail_lines(details: list[str], metrics: QFontMetricsF, width: float) -> list[str]:
    """A player's faction and club under the name: one line "Faction: … · Club: …" when it fits, else a line each,
    and only a text too long for a line of its own is cut (ending in "…")."""
    joined = " · ".join(details)
    if metrics.horizontalAdvance(joined) <= width:
        return [joined] if joined else []
    return [metrics.elidedText(text, Qt.TextElideMode.ElideRight, width) for text in details]


def _draw_slip_player(painter: QPainter, block: QRectF, index: int, player: SlipPlayer, millimetre: float,
                      name_font: QFont, label_font: QFont, thin: QPen, link: str | None = None) -> None:
    translate = QCoreApplication.translate
    device = painter.device()
    label_line = line_height(label_font, device)
    name_line = line_height(name_font, device)
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
    lines = detail_lines(details, QFontMetricsF(label_font, device), inner.width())
    for number, text in enumerate(lines):
        painter.drawText(QRectF(inner.left(), name_box.bottom() + number * label_line, inner.width(), label_line),
                         Qt.AlignmentFlag.AlignLeft, text)
    boxes_top = name_box.bottom() + label_line * (0.8 + max(len(lines), 1))
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


def paint_slip_sheets(device: QPagedPaintDevice, page_heading: Heading, made: Sequence[Slip], per_page: int,
                       event: Event, links: PhoneLinks | None) -> int:
    """The slips ``per_page`` to a page, in table order, with the cut lines between them."""
    millimetre = device.resolution() / 25.4

    def draw_page(painter: QPainter, page: int) -> None:
        page_rect = printable_rect(device)
        on_page = made[page * per_page:(page + 1) * per_page]
        for cell, slip in zip(slip_cells(page_rect, per_page, millimetre), on_page, strict=False):
            draw_parts(painter, slip_parts(device, cell, page_heading, event, slip, links))
        painter.setPen(QPen(RULE, 0.3 * millimetre, Qt.PenStyle.DashLine))
        for start, end in cut_lines(page_rect, per_page):
            painter.drawLine(start, end)

    return paint_chosen_pages(device, -(-len(made) // per_page), draw_page)


def draw_parts(painter: QPainter, parts: list[SlipPart]) -> None:
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


def wrapped_name(font: QFont, text: str, box: QRectF, device: QPagedPaintDevice) -> tuple[QFont, int]:
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
    base = page_fonts()["base"]
    small = page_fonts()["small"]
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
    label_line, name_line = line_height(label_font, device), line_height(name_font, device)
    big_line = line_height(big, device)
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
        fitted, wrapping = wrapped_name(name_font, player.name, name_box, device)
        parts.append(SlipPart("text", name_box, player.name, fitted, INK, wrapping))
        line_y = name_box.bottom()
        details = []
        if player.faction:
            details.append(fill(translate("Printouts", "Faction: %1"), player.faction))
        if player.club:
            details.append(fill(translate("Printouts", "Club: %1"), player.club))
        lines = detail_lines(details, QFontMetricsF(label_font, device), text_width)
        for text in lines:
            parts.append(SlipPart("text", QRectF(inner.left(), line_y, text_width, label_line), text, label_font, GREY,
                                  left_centre))
            line_y += label_line
        if not lines:
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
