"""The projector view: the pairings or the standings in large type, full screen on a chosen screen.

``ProjectorView`` shows the same rows as the printouts (``sheets``), as many as
fit the screen at a size readable from across the room, and turns to the next
page on its own every few seconds (adjustable), back to the first after the
last. It follows the desk: the desk calls ``event_changed()`` after each saved
change, and the view also asks its ``event_source`` again every few seconds, so
a result saved by another desk process shows too. An optional round timer
counts down from a set time in the corner. Once the event was served to the
players' phones, the code that joins their pages stands in the top right
corner of the rows, its address under it (``set_join_address``).

``projector_controls.ProjectorControls`` is the small panel the desk shows to
run it: which screen, what to show, seconds per page, the timer.

Choices where the issue is silent:
- the standings leave out the club, faction, record and byes columns on the
  projector (the printouts and the players' page have them): the tiebreaks stay;
- an event source that fails (a file locked by another process, say) leaves the
  last event on screen, with "Not updated since HH:MM" in the corner, until it
  answers again;
- a change keeps the page shown when it still exists;
- a name too long for its column is cut short with "…" (the printouts and the
  players' page wrap it instead): the rows keep one size, readable from afar;
- the timer stops at 0:00 and shows "Time!" in red until it is started again or
  stopped; it counts from the moment it was started (a monotonic clock), not by
  adding up ticks, so a busy desk does not make it run slow;
- while the current round has tables without a result, the standings' title says
  "provisional" with how many results are in;
- "Hide the standings during a round" (off unless chosen; not kept between
  starts, like the other controls): while the current round has tables without a
  result, the board shows the pairings by table instead of the standings, and
  says the standings follow when the round's results are in; it turns back to the
  standings by itself once the last result is saved.
"""

import math
import time
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QEvent, QLocale, QRectF, Qt, QTime, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QScreen
from PySide6.QtWidgets import QWidget

from companion import formatting
from companion.formatting import fill
from companion.model.errors import InputError
from companion.tournament.documents import Printout
from companion.tournament.event import Event
from companion.tournament.qr_painting import draw_qr
from companion.tournament.sheets import Align, Column, Row, Sheet, heading, sheet

BACKGROUND = QColor("#0d1014")
STRIPE = QColor("#1a1f26")
HEADER = QColor("#27303b")
INK = QColor("#f4f6f8")
MUTED = QColor("#a7b0bb")
ACCENT = QColor("#7fb2ff")
ALARM = QColor("#ff5a4f")
CODE_PAPER = QColor("#ffffff")
CODE_INK = QColor("#000000")
ROWS_ON_A_SCREEN = 16
"""Rows of a full page at any screen size: about 4 % of the height each, readable from the back of a hall."""
SHOWN = (Printout.PAIRINGS, Printout.PAIRINGS_BY_NAME, Printout.STANDINGS)


class ProjectorView(QWidget):
    """The board itself. ``event_source()`` returns the event as saved now; the view never changes it."""

    closed = Signal()
    page_changed = Signal(int)

    def __init__(self, event_source: Callable[[], Event], parent: QWidget | None = None, *,
                 shown: Printout = Printout.PAIRINGS, page_seconds: float = 12, poll_seconds: float = 3,
                 clock: Callable[[], float] = time.monotonic):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Projector"))
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.event_source = event_source
        self.clock = clock
        self.shown = Printout(shown)
        self.hide_standings_in_round = False
        self.current: Event | None = None
        self.stale_since: datetime | None = None
        self.sheet: Sheet | None = None
        self._measured: tuple[Sheet, tuple[float, int], list[float]] | None = None
        self.page = 0
        self.join_address: str | None = None
        self.timer_deadline: float | None = None
        self.timer_paused_left: float | None = None
        self.page_timer = QTimer(self)
        self.page_timer.timeout.connect(self.next_page)
        self.poll_timer = QTimer(self)
        self.poll_timer.timeout.connect(self.event_changed)
        self.tick_timer = QTimer(self)
        self.tick_timer.setInterval(250)
        self.tick_timer.timeout.connect(self._tick)
        self.set_page_interval(page_seconds)
        self.set_poll_interval(poll_seconds)
        self.event_changed()

    # What the desk calls.

    def event_changed(self) -> None:
        """Read the event again (the desk saved a change, or the poll came round) and show it if it differs."""
        try:
            event = self.event_source()
        except Exception:  # another process may hold the file locked: the last event stays on screen
            if self.stale_since is None:
                self.stale_since = datetime.now()
                self.update()
            return
        self.stale_since = None
        if event != self.current:
            self.current = event
            self._rebuild()
        self.update()

    def set_shown(self, shown: Printout) -> None:
        """Pairings by table, pairings by name or standings; the first page of it."""
        if shown not in SHOWN:
            raise ValueError(shown)
        self.shown = Printout(shown)
        self.page = 0
        self._rebuild()

    def set_hide_standings_in_round(self, hidden: bool) -> None:
        """While a round is being played (tables without a result), show its pairings instead of the standings."""
        if hidden != self.hide_standings_in_round:
            self.hide_standings_in_round = hidden
            self.page = 0
            self._rebuild()

    def round_in_play(self) -> bool:
        """The current round has tables still without a result."""
        latest = self.current.current_round if self.current is not None else None
        return latest is not None and not latest.complete

    def showing(self) -> Printout:
        """What the board shows now: what was chosen, or the pairings while the standings are hidden."""
        if self.shown is Printout.STANDINGS and self.hide_standings_in_round and self.round_in_play():
            return Printout.PAIRINGS
        return self.shown

    def title_line(self) -> str:
        """The top bar's second line: the round, what is shown, and whether the standings are provisional."""
        if self.current is None:
            return ""
        showing = self.showing()
        try:
            round_text = heading(self.current, showing).round
        except InputError:
            round_text = ""
        what = self.sheet.title if self.sheet is not None else ""
        latest = self.current.current_round
        if showing is Printout.STANDINGS and self.round_in_play() and latest is not None:
            entered = sum(table.result is not None for table in latest.tables)
            what = fill(self.tr("%1 (provisional: %2 of %3 results in)"), what, formatting.integer(entered),
                        formatting.integer(len(latest.tables)))
        elif showing is not self.shown:
            what = fill(self.tr("%1 (the standings follow when the round's results are in)"), what)
        return " · ".join(part for part in (round_text, what) if part)

    def set_join_address(self, address: str | None) -> None:
        """The address that joins the players' phones' pages (None: not served, no code shown)."""
        if address != self.join_address:
            self.join_address = address
            self.update()

    def set_page_interval(self, seconds: float) -> None:
        """How long each page stays; the count starts again from now."""
        self.page_timer.start(max(int(seconds * 1000), 500))

    def set_poll_interval(self, seconds: float) -> None:
        self.poll_timer.start(max(int(seconds * 1000), 200))

    def start_round_timer(self, seconds: float) -> None:
        """Count down from ``seconds`` starting now."""
        self.timer_deadline = self.clock() + seconds
        self.timer_paused_left = None
        self.tick_timer.start()
        self.update()

    def pause_round_timer(self, paused: bool) -> None:
        if self.timer_deadline is None:
            return
        if paused and self.timer_paused_left is None:
            self.timer_paused_left = self.remaining_seconds()
        elif not paused and self.timer_paused_left is not None:
            self.timer_deadline = self.clock() + self.timer_paused_left
            self.timer_paused_left = None
        self.update()

    def stop_round_timer(self) -> None:
        self.timer_deadline = None
        self.timer_paused_left = None
        self.tick_timer.stop()
        self.update()

    def show_on(self, screen: QScreen) -> None:
        """Full screen on that screen."""
        self.setScreen(screen)
        self.setGeometry(screen.geometry())
        self.showFullScreen()
        self.raise_()
        self.activateWindow()

    # What the board shows (also read by the tests and the controls).

    def remaining_seconds(self) -> float | None:
        """Seconds left on the round timer; None when it is not set."""
        if self.timer_deadline is None:
            return None
        if self.timer_paused_left is not None:
            return self.timer_paused_left
        return max(self.timer_deadline - self.clock(), 0.0)

    def timer_text(self) -> str:
        left = self.remaining_seconds()
        if left is None:
            return ""
        if left <= 0:
            return self.tr("Time!")
        whole = math.ceil(left)
        hours, rest = divmod(whole, 3600)
        minutes, seconds = divmod(rest, 60)
        return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"

    def rows_per_page(self) -> int:
        return max(self._layout()["rows"], 1)

    def page_count(self) -> int:
        if self.sheet is None:
            return 1
        return max(math.ceil(len(self.sheet.rows) / self.rows_per_page()), 1)

    def visible_rows(self) -> tuple[Row, ...]:
        if self.sheet is None:
            return ()
        per_page = self.rows_per_page()
        return self.sheet.rows[self.page * per_page:(self.page + 1) * per_page]

    def columns(self) -> tuple[Column, ...]:
        """The columns shown: the sheet's, without the standings' details."""
        if self.sheet is None:
            return ()
        return tuple(column for column in self.sheet.columns
                     if not (column.detail and self.sheet.printout is Printout.STANDINGS))

    def next_page(self) -> None:
        self._go_to((self.page + 1) % self.page_count())

    def previous_page(self) -> None:
        self._go_to((self.page - 1) % self.page_count())

    # Qt.

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.close()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_PageDown):
            self.next_page()
            self.set_page_interval(self.page_timer.interval() / 1000)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.previous_page()
            self.set_page_interval(self.page_timer.interval() / 1000)
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.page_timer.stop()
        self.poll_timer.stop()
        self.tick_timer.stop()
        super().closeEvent(event)
        self.closed.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Projector"))
            self._rebuild()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802
        self.page = min(self.page, self.page_count() - 1)
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), BACKGROUND)
        layout = self._layout()
        self._draw_top(painter, layout)
        if self.sheet is None:
            painter.setFont(layout["font"])
            painter.setPen(MUTED)
            painter.drawText(layout["body"], Qt.AlignmentFlag.AlignCenter, self.tr("No round has been paired yet."))
        else:
            self._draw_rows(painter, layout)
        if layout["join"] is not None:
            self._draw_join_code(painter, layout)
        self._draw_bottom(painter, layout)
        painter.end()

    # Inside.

    def _rebuild(self) -> None:
        if self.current is None:
            self.sheet = None
        else:
            try:
                self.sheet = sheet(self.current, self.showing())
            except InputError:  # the pairings before the first round
                self.sheet = None
        self.page = min(self.page, self.page_count() - 1)
        self.update()

    def _go_to(self, page: int) -> None:
        if page != self.page:
            self.page = page
            self.page_changed.emit(page)
            self.update()

    def _layout(self) -> dict:
        """Fonts and areas for the current size: a top bar, the rows, a bottom line."""
        height = max(self.height(), 200)
        row_height = height / (ROWS_ON_A_SCREEN + 4)
        font = QFont(self.font())
        font.setPixelSize(max(int(row_height * 0.55), 10))
        bold = QFont(font)
        bold.setBold(True)
        big = QFont(bold)
        big.setPixelSize(max(int(row_height * 0.8), 12))
        small = QFont(font)
        small.setPixelSize(max(int(row_height * 0.38), 9))
        margin = row_height * 0.6
        top = QRectF(margin, margin * 0.5, self.width() - 2 * margin, row_height * 1.6)
        bottom = QRectF(margin, height - row_height * 0.9, self.width() - 2 * margin, row_height * 0.7)
        body = QRectF(margin, top.bottom() + row_height * 0.4, self.width() - 2 * margin,
                      bottom.top() - top.bottom() - row_height * 0.6)
        rows = int((body.height() - row_height) // row_height)
        join = None
        if self.join_address:  # the join code's square beside the rows, at their top: it never covers a row
            side = min(body.height() * 0.34, self.width() * 0.22)
            join = QRectF(body.right() - side, body.top(), side, side)
            body = body.adjusted(0, 0, -side - margin, 0)
        return {"font": font, "bold": bold, "big": big, "small": small, "row": row_height, "top": top,
                "bottom": bottom, "body": body, "rows": rows, "join": join}

    def _draw_join_code(self, painter: QPainter, layout: dict) -> None:
        """The code on a white ground (a reader needs its light margin), the address under it, on one line."""
        square = layout["join"]
        draw_qr(painter, square, self.join_address, CODE_INK, CODE_PAPER)
        font = QFont(layout["small"])
        while font.pixelSize() > 9 and QFontMetricsF(font).horizontalAdvance(self.join_address) > square.width():
            font.setPixelSize(font.pixelSize() - 1)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(QRectF(square.left() - layout["row"], square.bottom(), square.width() + 2 * layout["row"],
                                layout["row"] * 0.8), Qt.AlignmentFlag.AlignCenter, self.join_address)

    def _draw_top(self, painter: QPainter, layout: dict) -> None:
        top = layout["top"]
        timer = self.timer_text()
        timer_width = 0.0
        if timer:
            painter.setFont(layout["big"])
            left = self.remaining_seconds() or 0
            painter.setPen(ALARM if left <= 0 else (MUTED if self.timer_paused_left is not None else ACCENT))
            timer_width = QFontMetricsF(layout["big"]).horizontalAdvance(timer) + layout["row"]
            painter.drawText(top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, timer)
        if self.current is None:
            return
        room = QRectF(top.left(), top.top(), top.width() - timer_width, top.height() / 2)
        painter.setFont(layout["bold"])
        painter.setPen(INK)
        painter.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(layout["bold"]).elidedText(self.current.settings.name, Qt.TextElideMode.ElideRight,
                                                                  room.width()))
        line = self.title_line()
        painter.setFont(layout["big"])
        painter.setPen(ACCENT)
        second = QRectF(room.left(), room.bottom(), room.width(), top.height() / 2)
        painter.drawText(second, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(layout["big"]).elidedText(line, Qt.TextElideMode.ElideRight, second.width()))

    def _draw_rows(self, painter: QPainter, layout: dict) -> None:
        columns = self.columns()
        indexes = [self.sheet.columns.index(column) for column in columns]
        widths = self._widths(columns, indexes, layout)
        body, row_height = layout["body"], layout["row"]
        gap = row_height * 0.3
        y = body.top()
        painter.fillRect(QRectF(body.left(), y, body.width(), row_height), HEADER)
        self._draw_cells(painter, columns, [column.heading for column in columns], widths, body.left(), y, row_height,
                         gap, layout, header=True)
        for number, row in enumerate(self.visible_rows()):
            y += row_height
            if number % 2:
                painter.fillRect(QRectF(body.left(), y, body.width(), row_height), STRIPE)
            self._draw_cells(painter, columns, [row.cells[index] for index in indexes], widths, body.left(), y,
                             row_height, gap, layout, dropped=row.dropped)

    def _draw_cells(self, painter: QPainter, columns, texts, widths, x: float, y: float, height: float, gap: float,
                    layout: dict, header: bool = False, dropped: bool = False) -> None:
        """One line of cells; in the pairings the table number stands out, since that is what a player looks for."""
        align = {Align.START: Qt.AlignmentFlag.AlignLeft, Align.END: Qt.AlignmentFlag.AlignRight,
                 Align.CENTER: Qt.AlignmentFlag.AlignHCenter}
        for column, text, width in zip(columns, texts, widths, strict=True):
            emphasis = not header and column.key == "table" and self.sheet.printout is not Printout.STANDINGS
            font = layout["bold"] if header or emphasis else layout["font"]
            painter.setFont(font)
            painter.setPen(MUTED if header or dropped else ACCENT if emphasis else INK)
            cell = QRectF(x + gap / 2, y, width - gap, height)
            painter.drawText(cell, align[column.align] | Qt.AlignmentFlag.AlignVCenter,
                             QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, cell.width()))
            x += width

    def _widths(self, columns, indexes, layout: dict) -> list[float]:
        """Numbers as wide as their widest cell on any page (so columns do not jump between pages); the names
        share the rest by weight. Measured once per list and size: the timer repaints four times a second."""
        body = layout["body"]
        size = (body.width(), layout["font"].pixelSize())
        if self._measured is not None and self._measured[0] is self.sheet and self._measured[1] == size:
            return self._measured[2]
        gap = layout["row"] * 0.3
        bold = QFontMetricsF(layout["bold"])  # the widest a cell is drawn
        widths = []
        for column, index in zip(columns, indexes, strict=True):
            if column.weight:
                widths.append(0.0)
                continue
            widest = max([bold.horizontalAdvance(column.heading),
                          *(bold.horizontalAdvance(row.cells[index]) for row in self.sheet.rows)])
            widths.append(math.ceil(widest) + 2 + gap)
        spare = max(body.width() - sum(widths), 0)
        weights = sum(column.weight for column in columns) or 1
        shares = [width if not column.weight else spare * column.weight / weights
                  for column, width in zip(columns, widths, strict=True)]
        self._measured = (self.sheet, size, shares)
        return shares

    def _draw_bottom(self, painter: QPainter, layout: dict) -> None:
        bottom = layout["bottom"]
        painter.setFont(layout["small"])
        painter.setPen(MUTED)
        if self.page_count() > 1:
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             fill(self.tr("Page %1 of %2"), formatting.integer(self.page + 1),
                                  formatting.integer(self.page_count())))
        if self.sheet is not None and self.sheet.note and self.stale_since is None:
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.sheet.note)
        if self.stale_since is not None:
            painter.setPen(ALARM)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             fill(self.tr("Not updated since %1"), QLocale().toString(
                                 QTime(self.stale_since.hour, self.stale_since.minute), QLocale.FormatType.ShortFormat)))

    def _tick(self) -> None:
        self.update()
