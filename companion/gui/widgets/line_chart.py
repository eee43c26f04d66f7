"""The line chart: curves of exact probabilities (or expectations) against a numeric x, such as damage
against the target's AR or a sweep of one parameter."""

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from companion.formatting import decimal, exact, fill, percent, percent_exact
from companion.gui.widgets.charts import PlotFrame


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
        self.data_shown()

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

    def short_value(self, value: Fraction) -> str:
        return percent(value) if self.percent else decimal(value, 3)

    # --- keyboard and screen readers ---

    def reading_items(self) -> list[float]:
        return sorted({x for line in self.series for x in line.xs})

    def item_area(self, x: float) -> QRectF:
        _, (bottom, top) = self.plot.getPlotItem().vb.viewRange()
        return QRectF(x - 0.3, bottom, 0.6, top - bottom)

    def text_alternative(self) -> str:
        """Each curve from its first point to its last, and its highest point: "All: from 80.00% at 15 to
        20.00% at 35, highest 80.00% at 15."."""
        if not any(line.xs for line in self.series):
            return QCoreApplication.translate("LineChart", "No result yet.")
        template = QCoreApplication.translate("LineChart", "%1: from %2 at %3 to %4 at %5, highest %6 at %7.")
        parts = []
        for line in self.series:
            if not line.xs:
                continue
            highest = max(range(len(line.values)), key=lambda index: line.values[index])
            parts.append(fill(template, line.name, self.short_value(line.values[0]), self.x_label(line.xs[0]),
                              self.short_value(line.values[-1]), self.x_label(line.xs[-1]),
                              self.short_value(line.values[highest]), self.x_label(line.xs[highest])))
        return " ".join(parts)

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
