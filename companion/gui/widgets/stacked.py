"""Stacked bar charts."""

import html
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPalette, QPen
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QLabel,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from companion.gui.formatting import percent
from companion.gui.widgets.charts import PlotFrame


@dataclass(frozen=True)
class Segment:
    name: str
    color: QColor


class StackedBarChart(PlotFrame):
    """One bar per category, split into stacked segments of exact probabilities.

    ``values[s][c]`` is segment s of category c; each bar sums to its total
    (100% when the segments partition the outcomes). Hovering a bar shows every
    segment with its exact fraction; a legend under the plot names the colours.
    """

    WIDTH = 0.7

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, min_height=180)
        self.bar_labels: list[str] = []
        self.segments: list[Segment] = []
        self.values: list[list[Fraction]] = []
        self._rects: list[list[QGraphicsRectItem]] = []
        self.key = QLabel()
        self.key.setWordWrap(True)
        self.key.setTextFormat(Qt.TextFormat.RichText)
        self.key.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.layout().addWidget(self.key)
        self._apply_palette()

    def set_data(self, bar_labels: Sequence[str], segments: Sequence[Segment],
                 values: Sequence[Sequence[Fraction]]) -> None:
        self.bar_labels = list(bar_labels)
        self.segments = list(segments)
        self.values = [[Fraction(v) for v in row] for row in values]
        while len(self._rects) < len(self.segments):
            self._rects.append([])
        bases = [0.0] * len(self.bar_labels)
        for s, rects in enumerate(self._rects):
            heights = [float(v) * 100 for v in self.values[s]] if s < len(self.segments) else []
            while len(rects) < len(heights):
                rect = QGraphicsRectItem()
                rect.setPen(QPen(Qt.PenStyle.NoPen))
                rect.setZValue(2)
                self.plot.addItem(rect)
                rects.append(rect)
            for index, rect in enumerate(rects):
                shown = index < len(heights)
                rect.setVisible(shown)
                if shown:
                    rect.setBrush(QBrush(self.segments[s].color))
                    rect.setRect(QRectF(index - self.WIDTH / 2, bases[index], self.WIDTH, heights[index]))
                    bases[index] += heights[index]
        axis = self.plot.getPlotItem().getAxis("bottom")
        axis.setTicks([list(enumerate(self.bar_labels))])
        self.plot.setYRange(0, 105, padding=0)
        self.plot.setXRange(-0.6, max(len(self.bar_labels), 1) - 0.4, padding=0)
        swatches = "&nbsp;&nbsp; ".join(
            f'<span style="color:{segment.color.name()}">&#9632;</span>&nbsp;{html.escape(segment.name)}'
            for segment in self.segments
        )
        self.key.setText(swatches)

    def segment_heights(self, segment: int) -> list[float]:
        """The drawn heights of one segment across the bars, in percent."""
        return [rect.rect().height() for rect in self._rects[segment][: len(self.bar_labels)]]

    def hover_text(self, index: int) -> str:
        lines = [self.bar_labels[index]]
        for segment, row in zip(self.segments, self.values, strict=True):
            lines.append(f"{segment.name}: {percent(row[index])}  ({row[index]})")
        return "\n".join(lines)

    def item_at(self, scene_pos: QPointF) -> int | None:
        point = self.plot.getPlotItem().vb.mapSceneToView(scene_pos)
        index = round(point.x())
        if 0 <= index < len(self.bar_labels) and abs(point.x() - index) <= self.WIDTH / 2:
            return index
        return None

    def scene_position_of(self, index: int) -> QPointF:
        return self.plot.getPlotItem().vb.mapViewToScene(QPointF(index, 50))

    # --- export (the main window's PNG / SVG / CSV) ---

    @property
    def categories(self) -> list[str]:
        """CSV export: one row per (bar, segment)."""
        return [f"{label}: {segment.name}" for label in self.bar_labels for segment in self.segments]

    def shown_values(self) -> list[Fraction]:
        return [row[index] for index in range(len(self.bar_labels)) for row in self.values]

    def shown_reference(self):
        return None


class _Strip(QWidget):
    """The painted bar itself; hovering a segment reports its index."""

    hovered_index = Signal(int, QPoint)

    def __init__(self, owner: "StackedBar"):
        super().__init__(owner)
        self.owner = owner
        self.setMouseTracking(True)
        self.setMinimumHeight(BAR_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(300, BAR_HEIGHT)

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        try:
            self.owner.paint_bar(painter, self.rect())
        finally:
            painter.end()

    def mouseMoveEvent(self, event) -> None:
        index = self.owner.segment_at(event.position().x())
        if index is None:
            QToolTip.hideText()
        else:
            self.hovered_index.emit(index, event.globalPosition().toPoint())
        super().mouseMoveEvent(event)


class StackedBar(QWidget):
    """One horizontal bar split into exclusive outcomes, with a legend.

    Keeps the exact Fractions: hovering a segment shows the percentage and the
    fraction, and it offers the chart interface the main window exports
    (categories, shown_values, export_png/svg).
    """

    hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.categories: list[str] = []
        self.exact: list[Fraction] = []
        self.colors: list[QColor] = []
        self.title = ""
        self.strip = _Strip(self)
        self.strip.hovered_index.connect(self._show_tip)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.strip)
        layout.addWidget(self.legend)

    def set_data(self, categories: Sequence[str], values: Sequence[Fraction], colors: Sequence[QColor]) -> None:
        self.categories = list(categories)
        self.exact = [Fraction(v) for v in values]
        self.colors = list(colors)
        swatch = '<span style="color:{0}">■</span>&nbsp;{1}&nbsp;{2}'
        self.legend.setText(" &nbsp; ".join(
            swatch.format(color.name(), html.escape(name), percent(value))
            for name, value, color in zip(self.categories, self.exact, self.colors, strict=True)
        ))
        self.strip.update()

    def set_title(self, title: str) -> None:
        self.title = title
        self.strip.setAccessibleName(title)

    # --- chart interface used by export ---

    def shown_values(self) -> list[Fraction]:
        return list(self.exact)

    def shown_reference(self) -> None:
        return None

    def axis_title(self, _name: str) -> str:
        return self.title

    def export_png(self, path: str) -> None:
        if not self.grab().save(path, "PNG"):
            raise OSError(f"could not write {path}")

    def export_svg(self, path: str) -> None:
        generator = QSvgGenerator()
        generator.setFileName(path)
        generator.setSize(self.size())
        generator.setViewBox(QRect(QPoint(0, 0), self.size()))
        generator.setTitle(self.title)
        painter = QPainter(generator)
        try:
            self.render(painter)
        finally:
            painter.end()
        if not Path(path).is_file():
            raise OSError(f"could not write {path}")

    # --- geometry and painting ---

    def segment_spans(self, width: float | None = None) -> list[tuple[float, float]]:
        """Each segment's (start, end) in pixels along a bar of `width`."""
        width = float(self.strip.width() if width is None else width)
        total = sum(self.exact) or Fraction(1)
        spans, start = [], 0.0
        for value in self.exact:
            end = start + width * float(value / total)
            spans.append((start, end))
            start = end
        return spans

    def segment_at(self, x: float) -> int | None:
        for index, (start, end) in enumerate(self.segment_spans()):
            if start <= x < end and end > start:
                return index
        return None

    def hover_text(self, index: int) -> str:
        value = self.exact[index]
        return f"{self.categories[index]}\n{percent(value)}  ({value})"

    def paint_bar(self, painter: QPainter, rect: QRect) -> None:
        painter.fillRect(rect, self.palette().color(QPalette.ColorRole.Base))
        metrics = painter.fontMetrics()
        for (start, end), value, color in zip(self.segment_spans(rect.width()), self.exact, self.colors, strict=True):
            box = QRectF(rect.left() + start, rect.top(), end - start, rect.height())
            painter.fillRect(box, color)
            text = percent(value, decimals=1)
            if value and metrics.horizontalAdvance(text) + 8 < box.width():
                painter.setPen(QPen(QColor("#000000") if color.lightness() > 150 else QColor("#ffffff")))
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid)))
        painter.drawRect(rect.adjusted(0, 0, -1, -1))

    def _show_tip(self, index: int, where: QPoint) -> None:
        text = self.hover_text(index)
        QToolTip.showText(where, text, self.strip)
        self.hovered.emit(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self.strip.update()
        super().changeEvent(event)


BAR_HEIGHT = 34
