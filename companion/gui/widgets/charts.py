"""The shared chart panel: exact probability bars on pyqtgraph.

Charts receive exact ``Fraction`` values and keep them, so hovering a bar
shows the exact fraction next to the percentage and CSV export writes both.
A pinned reference series is drawn beside the live one. Colours follow the
application palette, so light and dark themes need no chart code.
"""

import html
import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QCursor, QFont, QFontMetrics, QPalette, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import decimal, exact, percent, percent_delta, percent_exact
from companion.gui.widgets.export import write_png, write_svg

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


def x_units_per_pixel(view) -> float:
    """The width of one screen pixel in x units (0 before the view has a size).

    pyqtgraph's ``viewPixelSize`` maps through the device transform and cost 2 ms per call,
    on every form change; the view's range over its width is the same number here.
    """
    (left, right), _ = view.viewRange()
    return (right - left) / view.width() if view.width() > 0 else 0.0


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


class PlotFrame(QWidget):
    """What every chart shares: a still plot in the application palette, axis
    titles, hover tooltips, and PNG/SVG export.

    A subclass says which of its items lies under the mouse (``item_at``) and
    what to show for it (``hover_text``), and extends ``_apply_palette`` for
    the items it draws, calling it once they exist.
    """

    hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None, legend: bool = False, min_height: int = 150):
        super().__init__(parent)
        self.plot = pg.PlotWidget(parent=self)
        self.plot.setMenuEnabled(False)
        self.plot.hideButtons()
        self.plot.setMouseEnabled(False, False)
        self.plot.setMinimumHeight(min_height)
        self.min_height = min_height
        self.legend = self.plot.getPlotItem().addLegend(offset=(-10, 10)) if legend else None
        for name in ("left", "bottom"):
            # Percentages are never rescaled: pyqtgraph would write "(x0.001)" into a short chart's title.
            self.plot.getPlotItem().getAxis(name).enableAutoSIPrefix(False)
        self.plot.scene().sigMouseMoved.connect(self._on_mouse_moved)
        self._axis_ticks: dict[str, list[tuple[float, str]] | None] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 1)

    def set_ticks(self, name: str, ticks: Sequence[tuple[float, str]] | None) -> None:
        """The ticks of axis ``name`` (None: pyqtgraph's own). They are handed over only when they change:
        pyqtgraph lays the whole axis out again for any, and three charts did so on every form change."""
        ticks = None if ticks is None else list(ticks)
        if name not in self._axis_ticks or self._axis_ticks[name] != ticks:
            self._axis_ticks[name] = ticks
            self.plot.getPlotItem().getAxis(name).setTicks(None if ticks is None else [ticks])

    def fix_tick_room(self, name: str, room: int) -> None:
        """Room for the tick labels of axis ``name``, ``room`` pixels across the axis, fixed. Left to itself,
        pyqtgraph fits the axis to its widest label while it paints, and the plot moved sideways and was
        laid out and painted again whenever a label gained a digit."""
        axis = self.plot.getPlotItem().getAxis(name)
        key = "tickTextWidth" if name in ("left", "right") else "tickTextHeight"
        if axis.style["autoExpandTextSpace"] or axis.style[key] != room:
            axis.setStyle(autoExpandTextSpace=False, **{key: room})

    def percent_tick_room(self) -> int:
        """What the widest percentage tick, "100", needs across a vertical axis."""
        return QFontMetrics(self.font()).horizontalAdvance("100") + 2

    def set_axis_titles(self, x_title: str, y_title: str) -> None:
        item = self.plot.getPlotItem()
        if item.getAxis("bottom").labelText != x_title:
            item.setLabel("bottom", x_title, **self._text_style())
        if item.getAxis("left").labelText != y_title:
            item.setLabel("left", y_title, **self._text_style())
            self._fit_y_title()

    def _text_style(self) -> dict[str, str]:
        """Axis titles and legends in the widget's font size, so large text enlarges them too."""
        return {"font-size": f"{self.font().pointSizeF():g}pt"}

    def _fit_y_title(self) -> None:
        """The plot is never shorter than its rotated y title, which would otherwise read "bility (%)"."""
        title = self.axis_title("left")
        needed = self.fontMetrics().horizontalAdvance(title) + 3 * self.fontMetrics().height() if title else 0
        self.plot.setMinimumHeight(max(self.min_height, needed))

    def _apply_font(self) -> None:
        """Every text of the chart follows the widget's font: ticks, axis titles, the legend."""
        item = self.plot.getPlotItem()
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setStyle(tickFont=self.font())
            if axis.labelText:
                axis.setLabel(axis.labelText, **self._text_style())
        if self.legend is not None:
            self.legend.setLabelTextSize(self._text_style()["font-size"])
            for _sample, label in self.legend.items:
                label.setText(label.text, size=self._text_style()["font-size"])
        self._fit_y_title()

    def axis_title(self, name: str) -> str:
        return self.plot.getPlotItem().getAxis(name).labelText

    # --- hover ---

    def item_at(self, scene_pos: QPointF) -> Any | None:
        """The bar, group or x position under a scene position, if any."""
        raise NotImplementedError

    def hover_text(self, item: Any) -> str:
        raise NotImplementedError

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        item = self.item_at(scene_pos)
        if item is None:
            QToolTip.hideText()
            return
        text = self.hover_text(item)
        QToolTip.showText(QCursor.pos(), text, self.plot)
        self.hovered.emit(text)

    # --- export (the main window writes every chart of a page) ---

    def export_png(self, path: str) -> None:
        write_png(self, path)

    def export_svg(self, path: str) -> None:
        write_svg(self, path, self.axis_title("bottom"))

    # --- look ---

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._apply_palette()
        elif event.type() == QEvent.Type.FontChange:
            self._apply_font()
        super().changeEvent(event)

    def _apply_palette(self) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        for name in ("left", "bottom"):
            axis = self.plot.getPlotItem().getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        if self.legend is not None:
            self.legend.setLabelTextColor(text)


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

    def hover_text(self, index: int) -> str:
        value = self.shown_values()[index]
        prefix = "≥ " if self.cumulative else ""
        lines = [f"{prefix}{self.categories[index]}", percent_exact(value)]
        reference = self.shown_reference()
        if reference is not None and index < len(reference):
            lines.append(f"{self.reference_name}: {percent_exact(reference[index])}")
            lines.append(f"Δ {percent_delta(value - reference[index])}")
        return "\n".join(lines)

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


@dataclass(frozen=True)
class LineSeries:
    """A named curve of exact values over numeric x positions."""

    name: str
    xs: tuple[float, ...]
    values: tuple[Fraction, ...]


class LineChart(PlotFrame):
    """Curves of exact probabilities (or expectations) against a numeric x.

    ``percent=True`` plots probabilities as percentages; hovering near a point
    shows every series' exact value at that x. A vertical marker shows the
    current input (e.g. the target's AR on a damage curve).
    """

    PALETTE = ("#2a6ebe", "#c0392b", "#27ae60", "#8e44ad", "#d35400", "#16a085", "#7f8c8d")
    # Curves that coincide ("all" and "optimal" often do) must both stay visible: each series has its
    # own dash, marker and width, the earlier ones wider, so a later curve drawn over one leaves it showing.
    DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)
    SYMBOLS = ("o", "s", "t", "d", "x", "star", "+")

    def __init__(self, parent: QWidget | None = None, percent: bool = True):
        super().__init__(parent, legend=True)
        self.percent = percent
        self.series: list[LineSeries] = []
        self._items: list[pg.PlotDataItem] = []
        self._x_labels: dict[float, str] = {}
        self.marker = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen("#888888", width=2, style=Qt.PenStyle.DashLine))
        self.marker.setVisible(False)
        self.plot.addItem(self.marker)
        self._apply_palette()

    def set_series(self, series: Sequence[LineSeries]) -> None:
        self.series = list(series)
        while len(self._items) < len(self.series):
            index = len(self._items)
            color = QColor(self.PALETTE[index % len(self.PALETTE)])
            pen = pg.mkPen(color, width=max(1.5, 4.5 - 1.0 * index), style=self.DASHES[index % len(self.DASHES)])
            item = self.plot.plot([], [], pen=pen, symbol=self.SYMBOLS[index % len(self.SYMBOLS)],
                                  symbolSize=max(6, 11 - 2 * index), symbolBrush=pg.mkBrush(color),
                                  symbolPen=pg.mkPen(None))
            self._items.append(item)
        self.legend.clear()
        for index, item in enumerate(self._items):
            if index < len(self.series):
                line = self.series[index]
                item.setData(list(line.xs), [self._scale(v) for v in line.values])
                item.setVisible(True)
                self.legend.addItem(item, line.name)
            else:
                item.setVisible(False)
        self.legend.setVisible(len(self.series) > 1)
        xs = [x for line in self.series for x in line.xs]
        ys = [self._scale(v) for line in self.series for v in line.values]
        distinct = sorted(set(xs))
        if distinct and all(float(x).is_integer() for x in distinct):
            step = 1 if len(distinct) <= 16 else 2 if len(distinct) <= 32 else 5
            self.set_x_ticks([(x, f"{x:g}") for x in distinct if int(x) % step == 0])
        if xs:
            self.plot.setXRange(min(xs) - 0.5, max(xs) + 0.5, padding=0)
        if ys:
            top = max(ys + [5.0 if self.percent else 1.0])
            self.plot.setYRange(min(0.0, min(ys)), min(105.0, top * 1.12) if self.percent else top * 1.12, padding=0)

    def set_marker(self, x: float | None) -> None:
        self.marker.setVisible(x is not None)
        if x is not None:
            self.marker.setPos(x)

    def set_x_ticks(self, ticks: Sequence[tuple[float, str]] | None) -> None:
        self._x_labels = dict(ticks) if ticks else {}
        self.set_ticks("bottom", ticks or None)

    def x_label(self, x: float) -> str:
        """How the x axis names a position: its tick's text if it has one (an armour name), else the number."""
        return self._x_labels.get(x, f"{x:g}")

    def value_text(self, value: Fraction) -> str:
        return percent_exact(value) if self.percent else f"{decimal(value, 3)}  ({exact(value)})"

    def hover_text(self, x: float) -> str:
        lines = [f"{self.axis_title('bottom')}: {self.x_label(x)}"]
        for line in self.series:
            for position, value in zip(line.xs, line.values, strict=True):
                if position == x:
                    lines.append(f"{line.name}: {self.value_text(value)}")
        return "\n".join(lines)

    def item_at(self, scene_pos: QPointF) -> float | None:
        """The nearest x with a point, within half a unit."""
        point = self.plot.getPlotItem().vb.mapSceneToView(scene_pos)
        xs = sorted({x for line in self.series for x in line.xs})
        if not xs:
            return None
        nearest = min(xs, key=lambda x: abs(x - point.x()))
        return nearest if abs(nearest - point.x()) <= 0.5 else None

    def scene_position_of(self, x: float) -> QPointF:
        return self.plot.getPlotItem().vb.mapViewToScene(QPointF(x, 0))

    @property
    def categories(self) -> list[str]:
        """CSV export: one row per (series, x)."""
        return [f"{line.name} @ {x:g}" for line in self.series for x in line.xs]

    def shown_values(self) -> list[Fraction]:
        return [v for line in self.series for v in line.values]

    def shown_reference(self):
        return None

    def _scale(self, value: Fraction) -> float:
        return float(value) * 100 if self.percent else float(value)


class HeatMapTable(QTableWidget):
    """A probability table (e.g. Strength vs Defence) coloured by value.

    Each cell shows a short text (such as "4+" or "6/4+") over a colour from
    the cell's probability; the tooltip carries the exact fraction. The
    current pair is selected and outlined so it stands out in any theme.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.values: list[list[Fraction | None]] = []
        self.current: tuple[int, int] | None = None
        self._texts: list[list[str]] = []
        self._labels: tuple[list[str], list[str]] = ([], [])
        self._shown: dict[tuple[int, int], tuple] = {}
        """Each cell's text, tooltip and look as last set: a table redrawn in full took 2 ms a change."""

    def set_table(self, row_labels: Sequence[str], column_labels: Sequence[str],
                  values: Sequence[Sequence[Fraction | None]], texts: Sequence[Sequence[str]]) -> None:
        """``values[r][c]`` is a probability (None: impossible); ``texts`` what the cell says."""
        self.values = [list(row) for row in values]
        self._texts = [list(row) for row in texts]
        if (self.rowCount(), self.columnCount()) != (len(row_labels), len(column_labels)):
            self.setRowCount(len(row_labels))
            self.setColumnCount(len(column_labels))
            self._shown = {}
        labels = (list(row_labels), list(column_labels))
        if labels != self._labels:
            self._labels = labels
            self.setVerticalHeaderLabels(labels[0])
            self.setHorizontalHeaderLabels(labels[1])
        self._outline()

    def set_current(self, row: int | None, column: int | None) -> None:
        self.current = None if row is None or column is None else (row, column)
        self._outline()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # large text: the cells' own fonts follow
            self._shown = {}
            self._outline()

    def _outline(self) -> None:
        """Colour every cell by its value, and the current one so it stands out."""
        for r, row in enumerate(self.values):
            for c, value in enumerate(row):
                text = self._texts[r][c] if r < len(self._texts) and c < len(self._texts[r]) else ""
                shown = (text, value, (r, c) == self.current)
                if self._shown.get((r, c)) != shown:
                    self._show_cell(r, c, *shown)
                    self._shown[(r, c)] = shown

    def _show_cell(self, r: int, c: int, text: str, value: Fraction | None, current: bool) -> None:
        item = self.item(r, c)
        if item is None:
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setItem(r, c, item)
        item.setText(text)
        item.setToolTip("—" if value is None else percent_exact(value))
        font = QFont(self.font())
        font.setBold(current)
        font.setUnderline(current)
        item.setFont(font)
        p = float(value) if value is not None else 0.0
        item.setBackground(QBrush(QColor("#f1c40f") if current else _heat_color(p)))
        item.setForeground(QBrush(QColor("#000000") if current or p < 0.75 else QColor("#ffffff")))


def _heat_color(p: float) -> QColor:
    """White (0) to deep blue (1): readable with black or white text."""
    return QColor.fromHsvF(0.6, min(1.0, 0.08 + 0.85 * p), 1.0 - 0.45 * p)
