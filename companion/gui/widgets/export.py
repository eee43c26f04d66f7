"""What File → Export writes for a chart, and the one way a chart is drawn into a file.

The main window, CSV export and the self-test treat every chart alike through
``ExportableChart``. PNG and SVG are drawn by the same routine: the chart widget
as it is on screen, painted into an image (at twice the size, for print) or into
an SVG drawing. The SVG generator is given the widget's own resolution: at its
default 72 dpi, pyqtgraph's axes (recorded as pictures at the screen's 96 dpi)
were replayed at three quarters of their size, so tick labels stood under the
wrong bars and y = 0 floated above the baseline.
"""

from fractions import Fraction
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage, QPainter, QRegion
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QWidget

PNG_MIN_WIDTH = 800
"""Exported images are at least this wide (and at least twice the chart on screen)."""

INCH = 0.0254  # metres


class ExportableChart(Protocol):
    """A chart as the exports see it: its categories and exact values, its axis titles, and its files."""

    @property
    def categories(self) -> list[str]:
        """One label per exported value, in the order of ``shown_values``."""
        ...

    def shown_values(self) -> list[Fraction]:
        """The exact values the chart draws."""
        ...

    def shown_reference(self) -> list[Fraction] | None:
        """The pinned series drawn beside them, if any (same order)."""
        ...

    def axis_title(self, name: str) -> str:
        """The title of axis ``name`` ("bottom" or "left")."""
        ...

    def export_png(self, path: str) -> None:
        """Write the chart as a PNG image; raise OSError if it cannot be written."""
        ...

    def export_svg(self, path: str) -> None:
        """Write the chart as an SVG drawing; raise OSError if it cannot be written."""
        ...


def paint_widget(widget: QWidget, painter: QPainter) -> None:
    """Draw ``widget`` and its children in the painter's coordinates, as on screen."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    flags = QWidget.RenderFlag.DrawChildren | QWidget.RenderFlag.DrawWindowBackground
    widget.render(painter, QPoint(0, 0), QRegion(), flags)


def write_png(widget: QWidget, path: str) -> None:
    scale = max(2.0, PNG_MIN_WIDTH / max(1, widget.width()))
    image = QImage(round(widget.width() * scale), round(widget.height() * scale), QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(round(widget.logicalDpiX() / INCH))
    image.setDotsPerMeterY(round(widget.logicalDpiY() / INCH))
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.scale(scale, scale)
        paint_widget(widget, painter)
    finally:
        painter.end()
    if not image.save(path, "PNG"):
        raise OSError(f"could not write {path}")


def write_svg(widget: QWidget, path: str, title: str) -> None:
    """pyqtgraph's own SVG exporter cannot parse the path syntax current Qt writes, hence Qt's generator."""
    generator = QSvgGenerator()
    generator.setFileName(path)
    generator.setSize(widget.size())
    generator.setViewBox(QRect(QPoint(0, 0), widget.size()))
    generator.setResolution(widget.logicalDpiX())
    generator.setTitle(title)
    painter = QPainter()
    if not painter.begin(generator):
        raise OSError(f"could not write {path}")
    try:
        paint_widget(widget, painter)
    finally:
        painter.end()
    if not Path(path).is_file():
        raise OSError(f"could not write {path}")
