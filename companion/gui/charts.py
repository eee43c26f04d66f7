"""The shared chart panel: exact probability bars on pyqtgraph.

Charts receive exact ``Fraction`` values and keep them, so hovering a bar
shows the exact fraction next to the percentage and CSV export writes both.
A pinned reference series is drawn beside the live one. Colours follow the
application palette, so light and dark themes need no chart code.
"""

import csv
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import pyqtgraph as pg
from pyqtgraph import exporters
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Signal
from PySide6.QtGui import QColor, QCursor, QPainter, QPalette
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from companion.gui.formatting import percent, percent_delta

LIVE_WIDTH = 0.38
SINGLE_WIDTH = 0.7


@dataclass(frozen=True)
class Band:
    """A shaded x range with a label, e.g. the Injury Chart's "Down" band."""

    start: float
    end: float
    label: str
    color: QColor


def cumulative_from_right(values: Sequence[Fraction]) -> list[Fraction]:
    """P(at least category i) from P(exactly category i), categories in order."""
    result, running = [], Fraction(0)
    for value in reversed(values):
        running += value
        result.append(running)
    return result[::-1]


class BarChart(QWidget):
    """Bars of exact probabilities with an optional pinned reference series."""

    hovered = Signal(str)

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
        self._band_items: list[pg.GraphicsObject] = []
        self._value_items: list[pg.TextItem] = []

        self.plot = pg.PlotWidget(parent=self)
        self.plot.setMenuEnabled(False)
        self.plot.hideButtons()
        self.plot.setMouseEnabled(False, False)
        self.plot.setMinimumHeight(150)
        self.plot.getPlotItem().showGrid(x=False, y=True, alpha=0.25)
        self.live_bars = pg.BarGraphItem(x=[], height=[], width=SINGLE_WIDTH)
        self.reference_bars = pg.BarGraphItem(x=[], height=[], width=LIVE_WIDTH)
        self.reference_bars.setVisible(False)
        self.plot.addItem(self.reference_bars)
        self.plot.addItem(self.live_bars)
        self.plot.scene().sigMouseMoved.connect(self._on_mouse_moved)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self._apply_palette()

    # --- data ---

    def set_axis_titles(self, x_title: str, y_title: str) -> None:
        item = self.plot.getPlotItem()
        item.setLabel("bottom", x_title)
        item.setLabel("left", y_title)

    def axis_title(self, name: str) -> str:
        return self.plot.getPlotItem().getAxis(name).labelText

    def set_title(self, title: str) -> None:
        self.plot.getPlotItem().setTitle(title)

    def set_data(self, categories: Sequence[str], values: Sequence[Fraction], positions: Sequence[float] | None = None):
        self.categories = list(categories)
        self.exact = [Fraction(v) for v in values]
        self.positions = list(positions) if positions is not None else list(range(len(self.categories)))
        self._redraw()

    def set_reference(self, values: Sequence[Fraction] | None, name: str = "") -> None:
        """Pin a reference series; it must have the live series' categories."""
        self.reference = None if values is None else [Fraction(v) for v in values]
        self.reference_name = name
        self._redraw()

    def set_series_names(self, live: str, reference: str) -> None:
        self.live_name, self.reference_name = live, reference

    def set_cumulative(self, cumulative: bool) -> None:
        self.cumulative = cumulative
        self._redraw()

    def set_bands(self, bands: Sequence[Band]) -> None:
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
        heights = self.live_bars.opts.get("height")
        return [float(h) for h in heights] if heights is not None else []

    def hover_text(self, index: int) -> str:
        value = self.shown_values()[index]
        prefix = "≥ " if self.cumulative else ""
        lines = [f"{prefix}{self.categories[index]}", f"{percent(value)}  ({value})"]
        reference = self.shown_reference()
        if reference is not None and index < len(reference):
            lines.append(f"{self.reference_name}: {percent(reference[index])}  ({reference[index]})")
            lines.append(f"Δ {percent_delta(value - reference[index])}")
        return "\n".join(lines)

    # --- export ---

    def export_png(self, path: str) -> None:
        exporter = exporters.ImageExporter(self.plot.getPlotItem())
        exporter.parameters()["width"] = max(800, self.plot.width() * 2)
        exporter.export(path)

    def export_svg(self, path: str) -> None:
        """Render the plot through QSvgGenerator (pyqtgraph's SVG exporter cannot
        parse the path syntax current Qt writes)."""
        generator = QSvgGenerator()
        generator.setFileName(path)
        generator.setSize(self.plot.size())
        generator.setViewBox(QRect(QPoint(0, 0), self.plot.size()))
        generator.setTitle(self.plot.getPlotItem().titleLabel.text or self.axis_title("bottom"))
        painter = QPainter(generator)
        try:
            self.plot.render(painter)
        finally:
            painter.end()
        if not Path(path).is_file():
            raise OSError(f"could not write {path}")

    def export_csv(self, path: str, headers: Sequence[str]) -> None:
        """Rows of category, exact value, percent (and the pinned series if any)."""
        reference = self.shown_reference()
        with open(path, "w", newline="", encoding="utf-8") as stream:
            writer = csv.writer(stream)
            writer.writerow(headers[: 5 if reference is not None else 3])
            for index, category in enumerate(self.categories):
                value = self.shown_values()[index]
                row = [category, str(value), f"{float(value) * 100:.4f}"]
                if reference is not None:
                    row += [str(reference[index]), f"{float(value - reference[index]) * 100:.4f}"]
                writer.writerow(row)

    # --- drawing ---

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._apply_palette()
        elif event.type() == QEvent.Type.FontChange:
            for name in ("left", "bottom"):
                self.plot.getPlotItem().getAxis(name).setStyle(tickFont=self.font())
        super().changeEvent(event)

    def _apply_palette(self) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        for name in ("left", "bottom"):
            axis = self.plot.getPlotItem().getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        live = palette.color(QPalette.ColorRole.Highlight)
        reference = QColor(palette.color(QPalette.ColorRole.WindowText))
        reference.setAlpha(110)
        self.live_bars.setOpts(brush=pg.mkBrush(live), pen=pg.mkPen(live.darker(130)))
        self.reference_bars.setOpts(brush=pg.mkBrush(reference), pen=pg.mkPen(reference))
        for item in self._value_items:
            item.setColor(text)
        self._redraw_bands()

    def _redraw(self) -> None:
        values = [float(v) * 100 for v in self.shown_values()]
        reference = self.shown_reference()
        pinned = reference is not None and len(reference) == len(values)
        width = LIVE_WIDTH if pinned else SINGLE_WIDTH
        offset = LIVE_WIDTH / 2 if pinned else 0.0
        live_x = [p + offset for p in self.positions]
        self.live_bars.setOpts(x=live_x, height=values, width=width)
        if pinned:
            self.reference_bars.setOpts(
                x=[p - offset for p in self.positions], height=[float(v) * 100 for v in reference], width=width
            )
        self.reference_bars.setVisible(pinned)
        axis = self.plot.getPlotItem().getAxis("bottom")
        axis.setTicks([list(zip(self.positions, self.categories))])
        top = max(values + ([float(v) * 100 for v in reference] if pinned else []) + [5.0])
        self.plot.setYRange(0, min(100.0, top * 1.18) if top < 85 else 105, padding=0)
        if self.positions:
            self.plot.setXRange(min(self.positions) - 0.6, max(self.positions) + 0.6, padding=0)
        self._redraw_values(live_x, values)

    def _redraw_values(self, xs: list[float], values: list[float]) -> None:
        count = len(values) if self.show_values else 0
        text_color = self.palette().color(QPalette.ColorRole.WindowText)
        while len(self._value_items) < count:
            item = pg.TextItem(anchor=(0.5, 1.0), color=text_color)
            self.plot.addItem(item)
            self._value_items.append(item)
        for index, item in enumerate(self._value_items):
            visible = index < count
            item.setVisible(visible)
            if visible:
                item.setText(percent(self.shown_values()[index], decimals=1))
                item.setPos(xs[index], values[index])

    def _redraw_bands(self) -> None:
        for item in self._band_items:
            self.plot.removeItem(item)
        self._band_items = []
        for band in self._bands:
            fill = QColor(band.color)
            fill.setAlpha(45)
            region = pg.LinearRegionItem(
                values=(band.start, band.end), movable=False, brush=pg.mkBrush(fill), pen=pg.mkPen(None)
            )
            region.setZValue(-10)
            label = pg.InfiniteLine(
                pos=(band.start + band.end) / 2,
                angle=90,
                movable=False,
                pen=pg.mkPen(None),
                label=band.label,
                labelOpts={"position": 0.94, "color": self.palette().color(QPalette.ColorRole.WindowText)},
            )
            for item in (region, label):
                self.plot.addItem(item)
                self._band_items.append(item)

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        index = self.bar_at(scene_pos)
        if index is None:
            QToolTip.hideText()
            return
        text = self.hover_text(index)
        QToolTip.showText(QCursor.pos(), text, self.plot)
        self.hovered.emit(text)

    def bar_at(self, scene_pos: QPointF) -> int | None:
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
