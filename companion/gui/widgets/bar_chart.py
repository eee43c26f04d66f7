"""The bar chart: exact probabilities per outcome, with an optional pinned reference series beside them,
shaded bands (the Injury Chart's) and "exactly / at least" counts."""

import html
import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics, QPalette, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QWidget

from companion.formatting import fill, percent, percent_delta, percent_exact
from companion.gui.widgets.charts import PlotFrame, x_units_per_pixel

LIVE_WIDTH = 0.38
SINGLE_WIDTH = 0.7


class BarSeries:
    """One series of bars as plain rectangle items, reused between updates.

    Qt paints QGraphicsRectItem natively; pyqtgraph's BarGraphItem replays a
    QPicture from Python on every paint, which alone cost several
    milliseconds per chart and broke the 16 ms repaint budget.
    """

    def __init__(self, plot: pg.PlotWidget, z: float):
        self._plot = plot
        self._z = z
        self._rects: list[QGraphicsRectItem] = []
        self._brush = QBrush()
        self.heights: list[float] = []
        self.visible = True

    def set_brush(self, color: QColor) -> None:
        self._brush = QBrush(color)
        for rect in self._rects:
            rect.setBrush(self._brush)

    def set_bars(self, xs: Sequence[float], heights: Sequence[float], width: float) -> None:
        while len(self._rects) < len(xs):
            rect = QGraphicsRectItem()
            rect.setPen(QPen(Qt.PenStyle.NoPen))
            rect.setBrush(self._brush)
            rect.setZValue(self._z)
            self._plot.addItem(rect)
            self._rects.append(rect)
        self.heights = list(heights)
        for index, rect in enumerate(self._rects):
            shown = self.visible and index < len(xs)
            rect.setVisible(shown)
            if index < len(xs):
                rect.setRect(QRectF(xs[index] - width / 2, 0.0, width, heights[index]))

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        for index, rect in enumerate(self._rects):
            rect.setVisible(visible and index < len(self.heights))

    def isVisible(self) -> bool:  # noqa: N802 - reads like the Qt items it stands for
        return self.visible and bool(self.heights)


@dataclass(frozen=True)
class Band:
    """A shaded x range with a label, e.g. the Injury Chart's "Down" band."""

    start: float
    end: float
    label: str
    color: QColor


def y_top(highest: float) -> float:
    """The top of a percentage axis: room above the highest bar for its value label, in steps of 10 points,
    and a little over the step, so that its tick's label is not cut in half by the plot's edge.

    In steps, the axis stays put while a form change moves the bars a little: a new range would make
    pyqtgraph lay out the axis and every label again and paint the chart twice.
    """
    if highest >= 85:
        return 115.0
    return max(10.0, math.ceil(highest * 1.18 / 10) * 10) * 1.06


def wrap_words(text: str, room: float, width) -> str:
    """``text`` on as many lines as it needs so that no line is wider than ``room`` (a single word may be)."""
    if width(text) <= room:
        return text
    lines: list[str] = []
    for word in text.split():
        if lines and width(f"{lines[-1]} {word}") <= room:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return "\n".join(lines)


def cumulative_from_right(values: Sequence[Fraction]) -> list[Fraction]:
    """P(at least category i) from P(exactly category i), categories in order."""
    result, running = [], Fraction(0)
    for value in reversed(values):
        running += value
        result.append(running)
    return result[::-1]


class BarChart(PlotFrame):
    """Bars of exact probabilities with an optional pinned reference series."""

    def __init__(self, parent: QWidget | None = None, show_values: bool = True):
        super().__init__(parent)
        self.show_values = show_values
        self.cumulative = False
        self.categories: list[str] = []
        self.positions: list[float] = []
        self.exact: list[Fraction] = []
        self.reference: list[Fraction] | None = None
        self.live_name = ""
        self.reference_name = ""
        self._bands: list[Band] = []
        self._band_items: list[tuple[pg.LinearRegionItem, pg.TextItem]] = []
        self._value_items: list[pg.TextItem] = []
        self._title: str | None = None

        self.plot.getPlotItem().showGrid(x=False, y=False)
        self.reference_bars = BarSeries(self.plot, z=1)
        self.live_bars = BarSeries(self.plot, z=2)
        self.reference_bars.set_visible(False)
        self._apply_palette()
        self._fit_y_ticks()

    # --- data ---

    def set_data(self, categories: Sequence[str], values: Sequence[Fraction], positions: Sequence[float] | None = None):
        self.categories = list(categories)
        self.exact = [Fraction(v) for v in values]
        self.positions = list(positions) if positions is not None else list(range(len(self.categories)))
        self._redraw()

    def set_comparison(self, categories: Sequence[str], values: Sequence[Fraction],
                       reference: Sequence[Fraction] | None, positions: Sequence[float] | None = None,
                       reference_name: str | None = None) -> None:
        """Live and pinned series in one redraw (the per-change path); ``reference_name`` renames the pinned one."""
        self.reference = None if reference is None else [Fraction(v) for v in reference]
        if reference_name is not None:
            self.reference_name = reference_name
        self.set_data(categories, values, positions)

    def set_series_names(self, live: str, reference: str) -> None:
        self.live_name, self.reference_name = live, reference

    def set_cumulative(self, cumulative: bool) -> None:
        self.cumulative = cumulative
        self._redraw()

    def set_bands(self, bands: Sequence[Band]) -> None:
        if list(bands) != self._bands:
            self._bands = list(bands)
            self._redraw_bands()

    def shown_values(self) -> list[Fraction]:
        """What the bars show: exact, or "at least" when cumulative."""
        return cumulative_from_right(self.exact) if self.cumulative else list(self.exact)

    def shown_reference(self) -> list[Fraction] | None:
        if self.reference is None:
            return None
        return cumulative_from_right(self.reference) if self.cumulative else list(self.reference)

    def bar_heights(self) -> list[float]:
        """The live bars' drawn heights, in percent (what the user sees)."""
        return list(self.live_bars.heights)

    def item_name(self, index: int) -> str:
        """What bar ``index`` stands for, in words (its category's name)."""
        return self.categories[index]

    def hover_text(self, index: int) -> str:
        value = self.shown_values()[index]
        prefix = "≥ " if self.cumulative else ""
        lines = [f"{prefix}{self.item_name(index)}", percent_exact(value)]
        reference = self.shown_reference()
        if reference is not None and index < len(reference):
            lines.append(f"{self.reference_name}: {percent_exact(reference[index])}")
            lines.append(f"Δ {percent_delta(value - reference[index])}")
        return "\n".join(lines)

    # --- keyboard and screen readers ---

    def reading_items(self) -> list[int]:
        return list(range(len(self.positions)))

    def item_area(self, index: int) -> QRectF:
        _, (_, top) = self.plot.getPlotItem().vb.viewRange()
        return QRectF(self.positions[index] - SINGLE_WIDTH / 2 - 0.05, 0.0, SINGLE_WIDTH + 0.1, top)

    def text_alternative(self) -> str:
        """Each bar's name and percentage, the pinned one beside it, and the most likely outcome:
        "Miss 41.67%, …, Out of Action 10.25%. The most likely: Miss 41.67%."."""
        values, reference = self.shown_values(), self.shown_reference()
        if not values:
            return QCoreApplication.translate("BarChart", "No result yet.")
        if self.cumulative:
            template = QCoreApplication.translate("BarChart", "at least %1: %2")
        else:
            template = QCoreApplication.translate("BarChart", "%1: %2")
        parts = []
        for index, value in enumerate(values):
            text = fill(template, self.item_name(index), percent(value))
            if reference is not None and index < len(reference):
                text = fill(QCoreApplication.translate("BarChart", "%1 (%2: %3)"), text, self.reference_name,
                            percent(reference[index]))
            parts.append(text)
        summary = "; ".join(parts) + "."
        if self.cumulative:
            return summary
        likeliest = max(range(len(values)), key=lambda index: values[index])
        return summary + " " + fill(QCoreApplication.translate("BarChart", "The most likely: %1, %2."),
                                    self.item_name(likeliest), percent(values[likeliest]))

    # --- drawing ---

    def _fit_y_ticks(self) -> None:
        """Room for "100" whatever the range shown (see ``fix_tick_room``)."""
        self.fix_tick_room("left", self.percent_tick_room())

    def _apply_font(self) -> None:
        super()._apply_font()
        self._fit_y_ticks()
        for item in self._value_items:
            item.setFont(self.font())
        for _region, label in self._band_items:
            label.setFont(self.font())
        self._place_ticks()
        self._place_band_labels()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._place_ticks()

    def _place_ticks(self) -> None:
        """Category names under their bars, wrapped onto more lines where one line is wider than the bar's
        room: pyqtgraph drops a label that overlaps its neighbour ("3 (destroyed)" vanished)."""
        view = self.plot.getPlotItem().vb
        pixel = x_units_per_pixel(view)
        room = 0.95 / pixel if pixel > 0 else float("inf")
        metrics = QFontMetrics(self.font())
        labels = [wrap_words(label, room, metrics.horizontalAdvance) for label in self.categories]
        self.set_ticks("bottom", self.shown_ticks(list(zip(self.positions, labels, strict=True))))
        self.fix_tick_room("bottom", max((label.count("\n") + 1 for label in labels), default=1) * metrics.height() + 2)

    def _apply_palette(self) -> None:
        super()._apply_palette()
        palette = self.palette()
        self.live_bars.set_brush(palette.color(QPalette.ColorRole.Highlight))
        self.reference_bars.set_brush(palette.color(QPalette.ColorRole.Mid))
        for item in self._value_items:
            item.setColor(palette.color(QPalette.ColorRole.WindowText))
        self._redraw_bands()

    def _redraw(self) -> None:
        values = [float(v) * 100 for v in self.shown_values()]
        reference = self.shown_reference()
        pinned = reference is not None and len(reference) == len(values)
        width = LIVE_WIDTH if pinned else SINGLE_WIDTH
        offset = LIVE_WIDTH / 2 if pinned else 0.0
        live_x = [p + offset for p in self.positions]
        self.live_bars.set_bars(live_x, values, width)
        self.reference_bars.set_visible(pinned)
        if pinned:
            self.reference_bars.set_bars([p - offset for p in self.positions], [float(v) * 100 for v in reference], width)
        self._place_ticks()
        self.plot.setYRange(0, y_top(max(values + ([float(v) * 100 for v in reference] if pinned else []),
                                         default=0.0)), padding=0)
        self._update_legend(pinned)
        if self.positions:
            self.plot.setXRange(*self.x_range(), padding=0)
        self._redraw_values(live_x, values)
        self._place_band_labels()
        self.data_shown()
        # pyqtgraph applies a new axis range when it paints; the value labels then move and ask for a
        # second paint. Applied now, both land in the one paint.
        self.plot.scene().prepareForPaint()

    def x_range(self) -> tuple[float, float]:
        """The x axis's span: every bar, with room beside the outer ones."""
        return min(self.positions) - 0.6, max(self.positions) + 0.6

    def shown_ticks(self, ticks: list[tuple[float, str]]) -> list[tuple[float, str]]:
        """Which category names the x axis shows: every one, unless a subclass thins them out."""
        return ticks

    def _update_legend(self, pinned: bool) -> None:
        """Name the two series only when both are drawn.

        The title is set only when it changes: pyqtgraph lays the plot out again for any title, even none
        again, and the chart was then painted a second time after every change."""
        title = None
        if pinned:
            live = self.palette().color(QPalette.ColorRole.Highlight).name()
            reference = self.palette().color(QPalette.ColorRole.Mid).name()
            title = (f'<span style="color:{live}">■</span> {html.escape(self.live_name)}&nbsp;&nbsp;&nbsp;'
                     f'<span style="color:{reference}">■</span> {html.escape(self.reference_name)}')
        if title != self._title:
            self._title = title
            self.plot.getPlotItem().setTitle(title, size="9pt")

    def _redraw_values(self, xs: list[float], values: list[float]) -> None:
        count = len(values) if self.show_values else 0
        text_color = self.palette().color(QPalette.ColorRole.WindowText)
        shown = self.shown_values()
        while len(self._value_items) < count:
            item = pg.TextItem(anchor=(0.5, 1.0), color=text_color)
            self.plot.addItem(item)
            self._value_items.append(item)
        for index, item in enumerate(self._value_items):
            visible = index < count
            item.setVisible(visible)
            if visible:
                text = percent(shown[index], decimals=1)
                if text != item.toPlainText():  # an unchanged text is not laid out again
                    item.setText(text)
                item.setPos(xs[index], values[index])

    def _redraw_bands(self) -> None:
        """Reuse the band items: repaints happen on every form change."""
        text_color = self.palette().color(QPalette.ColorRole.WindowText)
        while len(self._band_items) < len(self._bands):
            region = pg.LinearRegionItem(movable=False, pen=pg.mkPen(None))
            region.setZValue(-10)
            label = pg.TextItem(anchor=(0.5, 0.0))
            self.plot.addItem(region)
            self.plot.addItem(label)
            self._band_items.append((region, label))
        for index, (region, label) in enumerate(self._band_items):
            visible = index < len(self._bands)
            region.setVisible(visible)
            label.setVisible(visible)
            if not visible:
                continue
            band = self._bands[index]
            fill = QColor(band.color)
            fill.setAlpha(45)
            region.setBrush(pg.mkBrush(fill))
            region.setRegion((band.start, band.end))
            label.setText(band.label)
            label.setColor(text_color)
        self._place_band_labels()

    def _place_band_labels(self) -> None:
        """Each label centred over its band, but kept inside the plot: a narrow band's long
        name ("Nessun Effetto" over one bar) would otherwise run off the edge."""
        view = self.plot.getPlotItem().vb
        (left, right), (_, top) = view.viewRange()
        pixel = x_units_per_pixel(view)
        for (_region, label), band in zip(self._band_items[: len(self._bands)], self._bands, strict=True):
            half = label.boundingRect().width() * pixel / 2
            centre = (band.start + band.end) / 2
            if right - left > 4 * half:
                centre = min(max(centre, left + half), right - half)
            label.setPos(centre, top)

    def item_at(self, scene_pos: QPointF) -> int | None:
        """The index of the bar (or bar pair) under a scene position, if any."""
        point = self.plot.getPlotItem().vb.mapSceneToView(scene_pos)
        for index, position in enumerate(self.positions):
            if abs(point.x() - position) <= SINGLE_WIDTH / 2:
                return index
        return None

    def scene_position_of(self, index: int) -> QPointF:
        """Where bar `index` is drawn, in scene coordinates (for hovering in tests)."""
        height = float(self.shown_values()[index]) * 100
        return self.plot.getPlotItem().vb.mapViewToScene(QPointF(self.positions[index], height / 2))
