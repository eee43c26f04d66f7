"""What every printed page of the desk shares: its inks, its fonts, the printable rectangle, the pages to draw.

``printouts`` (the lists and the page's heading and footer) and
``slip_printouts`` (the result slips) both draw with these.
"""

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPagedPaintDevice
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
