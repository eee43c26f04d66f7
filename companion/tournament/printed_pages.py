"""What every printed page of the desk shares: its inks, its fonts, the printable rectangle, the pages to draw.

``printouts`` (the lists and the page's heading and footer) and
``slip_printouts`` (the result slips) both draw with these.
"""

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPagedPaintDevice, QPainter
from PySide6.QtPrintSupport import QPrinter

FONT_POINTS = 9.5
INK = QColor("#000000")
GREY = QColor("#555555")
RULE = QColor("#999999")


def printable_rect(device: QPagedPaintDevice) -> QRectF:
    """The printable rectangle of the page, in device pixels, its origin at its top left."""
    paint_rect = QRectF(device.pageLayout().paintRectPixels(device.resolution()))
    return QRectF(0, 0, paint_rect.width(), paint_rect.height())


def chosen_pages(device: QPagedPaintDevice, pages: int) -> list[int]:
    """The pages to draw (from 0): those chosen in the print dialog, else all; "page N of M" still counts all."""
    if isinstance(device, QPrinter) and device.printRange() == QPrinter.PrintRange.PageRange:
        ranges = device.pageRanges()
        chosen = [page for page in range(pages) if ranges.contains(page + 1)]
        if chosen:
            return chosen
    return list(range(pages))


def paint_chosen_pages(device: QPagedPaintDevice, pages: int, draw_page: Callable[[QPainter, int], None]) -> int:
    """Paint the pages of ``pages`` the device's print range chooses, ``draw_page(painter, page)`` for each (0-based);
    the number of pages painted. A device that cannot be painted on is an ``OSError`` worded for the organiser."""
    chosen = chosen_pages(device, pages)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(QCoreApplication.translate("Printouts", "The printer or the file cannot be written to."))
    try:
        for index, page in enumerate(chosen):
            if index:
                device.newPage()
            draw_page(painter, page)
    finally:
        painter.end()
    return len(chosen)


def page_fonts() -> dict[str, QFont]:
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


def line_height(font: QFont, device: QPagedPaintDevice) -> float:
    """A line of the font on the device, its leading included."""
    return QFontMetricsF(font, device).lineSpacing()
