"""The stacked bar chart: outcomes that split one whole, drawn as parts of one bar.

Side-by-side bars hide that the outcomes add up to 100%; a stacked bar shows it.
Warzone's ramming path has one bar per path row, Ringball's throw one bar for
the whole throw, laid across the page. Being a ``PlotFrame``, it hovers, follows
the palette and exports like every other chart.
"""

import html
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QSizePolicy, QWidget

from companion.formatting import percent, percent_exact
from companion.gui.widgets.charts import PlotFrame
from companion.gui.widgets.labels import WrappedLabel


@dataclass(frozen=True)
class Segment:
    name: str
    color: QColor


class StackedBarChart(PlotFrame):
    """One bar per category, split into stacked segments of exact probabilities.

    ``values[s][c]`` is segment s of category c; each bar sums to its total
    (100% when the segments partition the outcomes). Hovering a bar shows every
    segment with its exact fraction; a key under the plot names the colours.
    ``horizontal`` lays the bars across, for a single bar that spans the page.
    A chart of one bar has no axis per bar to read it from, so its key also gives
    each segment's share, and its exported categories are the segment names.
    """

    WIDTH = 0.7

    def __init__(self, parent: QWidget | None = None, horizontal: bool = False, min_height: int = 180):
        super().__init__(parent, min_height=min_height)
        self.horizontal = horizontal
        self.bar_labels: list[str] = []
        self.segments: list[Segment] = []
        self.values: list[list[Fraction]] = []
        self._rects: list[list[QGraphicsRectItem]] = []
        if horizontal:
            self.plot.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            self.plot.setFixedHeight(min_height)
        self.key = WrappedLabel()
        self.key.setTextFormat(Qt.TextFormat.RichText)
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
            sizes = [float(v) * 100 for v in self.values[s]] if s < len(self.segments) else []
            while len(rects) < len(sizes):
                rect = QGraphicsRectItem()
                rect.setPen(QPen(Qt.PenStyle.NoPen))
                rect.setZValue(2)
                self.plot.addItem(rect)
                rects.append(rect)
            for index, rect in enumerate(rects):
                shown = index < len(sizes)
                rect.setVisible(shown)
                if shown:
                    rect.setBrush(QBrush(self.segments[s].color))
                    rect.setRect(self._segment_rect(index, bases[index], sizes[index]))
                    bases[index] += sizes[index]
        self._place_axes()
        self.key.setText("&nbsp;&nbsp; ".join(self._key_entry(s) for s in range(len(self.segments))))

    def _segment_rect(self, bar: int, base: float, size: float) -> QRectF:
        if self.horizontal:
            return QRectF(base, bar - self.WIDTH / 2, size, self.WIDTH)
        return QRectF(bar - self.WIDTH / 2, base, self.WIDTH, size)

    def _place_axes(self) -> None:
        item = self.plot.getPlotItem()
        bars = max(len(self.bar_labels), 1)
        across, along = ("left", "bottom") if self.horizontal else ("bottom", "left")
        self.set_ticks(across, list(enumerate(self.bar_labels)))
        shown = not self.horizontal or any(self.bar_labels)
        if item.getAxis(across).isVisible() != shown:  # showing it again lays the axis out again
            item.showAxis(across, show=shown)
        self.set_ticks(along, None)
        metrics = QFontMetrics(self.font())
        if self.horizontal:
            self.fix_tick_room("left", max(map(metrics.horizontalAdvance, self.bar_labels), default=0) + 2)
            self.fix_tick_room("bottom", metrics.height() + 2)
        else:
            self.fix_tick_room("bottom", metrics.height() + 2)
            self.fix_tick_room("left", self.percent_tick_room())
        if self.horizontal:
            self.plot.setXRange(-1, 103, padding=0)  # room for the "100" under the bar's end
            self.plot.setYRange(-0.6, bars - 0.4, padding=0)
        else:
            self.plot.setYRange(0, 105, padding=0)
            self.plot.setXRange(-0.6, bars - 0.4, padding=0)

    def _key_entry(self, segment: int) -> str:
        """One swatch and its name, never broken across lines (only the gaps between entries wrap)."""
        text = self.segments[segment].name
        if len(self.bar_labels) == 1:
            text += " " + percent(self.values[segment][0])
        return (f'<span style="color:{self.segments[segment].color.name()}">&#9632;</span>&nbsp;'
                f'{html.escape(text).replace(" ", "&nbsp;")}')

    def segment_heights(self, segment: int) -> list[float]:
        """The drawn size of one segment across the bars, in percent."""
        rects = self._rects[segment][: len(self.bar_labels)]
        return [rect.rect().width() if self.horizontal else rect.rect().height() for rect in rects]

    def segment_spans(self, bar: int = 0) -> list[tuple[float, float]]:
        """Where each segment of one bar starts and ends, in percent along the bar."""
        spans = []
        for rects in self._rects[: len(self.segments)]:
            rect = rects[bar].rect()
            spans.append((rect.left(), rect.right()) if self.horizontal else (rect.top(), rect.bottom()))
        return spans

    def hover_text(self, index: int) -> str:
        lines = [self.bar_labels[index]] if self.bar_labels[index] else []
        for segment, row in zip(self.segments, self.values, strict=True):
            lines.append(f"{segment.name}: {percent_exact(row[index])}")
        return "\n".join(lines)

    def item_at(self, scene_pos: QPointF) -> int | None:
        point = self.plot.getPlotItem().vb.mapSceneToView(scene_pos)
        across = point.y() if self.horizontal else point.x()
        index = round(across)
        if 0 <= index < len(self.bar_labels) and abs(across - index) <= self.WIDTH / 2:
            return index
        return None

    def scene_position_of(self, index: int) -> QPointF:
        """The middle of bar ``index``, in scene coordinates (for hovering in tests)."""
        middle = QPointF(50, index) if self.horizontal else QPointF(index, 50)
        return self.plot.getPlotItem().vb.mapViewToScene(middle)

    # --- export (the main window's PNG / SVG / CSV) ---

    @property
    def categories(self) -> list[str]:
        """CSV export: one row per (bar, segment)."""
        if len(self.bar_labels) == 1:
            return [segment.name for segment in self.segments]
        return [f"{label}: {segment.name}" for label in self.bar_labels for segment in self.segments]

    def shown_values(self) -> list[Fraction]:
        return [row[index] for index in range(len(self.bar_labels)) for row in self.values]

    def shown_reference(self) -> None:
        return None
