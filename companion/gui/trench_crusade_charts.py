"""Charts the Trench Crusade pages add to the shared ones: grouped bars and final-state bars.

``GroupedBarChart`` draws several named series side by side per category
(loadouts per target, friend against enemy); like the shared charts it keeps
the exact Fractions, shows percentages and puts the exact value in the hover
text and in CSV export.
"""

from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

import pyqtgraph as pg
from pyqtgraph import exporters
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Signal
from PySide6.QtGui import QColor, QCursor, QPainter, QPalette
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from companion.gui.charts import BarChart, BarSeries, LineChart
from companion.gui.formatting import percent

GROUP_WIDTH = 0.8


class StateChart(BarChart):
    """Bars whose axis says little (a marker count) but whose hover names the whole state.

    The x range is widened on the left so the first category's label is not
    dropped at the edge of the plot.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, show_values=False)
        self.full_names: list[str] = []

    def hover_text(self, index: int) -> str:
        lines = super().hover_text(index).splitlines()
        if index < len(self.full_names):
            lines[0] = self.full_names[index]
        return "\n".join(lines)

    def set_data(self, categories, values, positions=None):
        super().set_data(categories, values, positions)
        self._widen()

    def set_reference(self, values, name: str = "") -> None:
        super().set_reference(values, name)
        self._widen()

    def _widen(self) -> None:
        if self.positions:
            self.plot.setXRange(min(self.positions) - 1.2, max(self.positions) + 0.6, padding=0)


class GroupedBarChart(QWidget):
    """One group of bars per category, one bar per series, with a legend naming the series."""

    hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.groups: list[str] = []
        self.series: list[tuple[str, list[Fraction]]] = []
        self.plot = pg.PlotWidget(parent=self)
        self.plot.setMenuEnabled(False)
        self.plot.hideButtons()
        self.plot.setMouseEnabled(False, False)
        self.plot.setMinimumHeight(150)
        self.legend = self.plot.getPlotItem().addLegend(offset=(-10, 10))
        self._bars: list[BarSeries] = []
        self._samples: list[pg.BarGraphItem] = []
        self.plot.scene().sigMouseMoved.connect(self._on_mouse_moved)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self._apply_palette()

    def set_axis_titles(self, x_title: str, y_title: str) -> None:
        item = self.plot.getPlotItem()
        if item.getAxis("bottom").labelText != x_title:
            item.setLabel("bottom", x_title)
        if item.getAxis("left").labelText != y_title:
            item.setLabel("left", y_title)

    def axis_title(self, name: str) -> str:
        return self.plot.getPlotItem().getAxis(name).labelText

    def set_data(self, groups: Sequence[str], series: Sequence[tuple[str, Sequence[Fraction]]]) -> None:
        """``series`` is (name, one value per group) for each bar of a group."""
        self.groups = list(groups)
        self.series = [(name, [Fraction(v) for v in values]) for name, values in series]
        while len(self._bars) < len(self.series):
            color = QColor(LineChart.PALETTE[len(self._bars) % len(LineChart.PALETTE)])
            bars = BarSeries(self.plot, z=2)
            bars.set_brush(color)
            self._bars.append(bars)
            # Never drawn: the legend paints a bar item's brush as its sample square.
            self._samples.append(pg.BarGraphItem(x=[0], height=[0], width=0, brush=pg.mkBrush(color), pen=None))
        self.legend.clear()
        width = GROUP_WIDTH / max(1, len(self.series))
        for index, bars in enumerate(self._bars):
            if index < len(self.series):
                name, values = self.series[index]
                bars.set_visible(True)
                bars.set_bars(self._xs(index), [float(v) * 100 for v in values], width)
                self.legend.addItem(self._samples[index], name)
            else:
                bars.set_visible(False)
        self.legend.setVisible(len(self.series) > 1)
        axis = self.plot.getPlotItem().getAxis("bottom")
        axis.setTicks([list(enumerate(self.groups))])
        top = max([float(v) * 100 for _, values in self.series for v in values] + [5.0])
        self.plot.setYRange(0, min(100.0, top * 1.25) if top < 80 else 110, padding=0)
        if self.groups:
            self.plot.setXRange(-0.6, len(self.groups) - 0.4, padding=0)

    def _xs(self, series_index: int) -> list[float]:
        width = GROUP_WIDTH / max(1, len(self.series))
        offset = -GROUP_WIDTH / 2 + width * (series_index + 0.5)
        return [group + offset for group in range(len(self.groups))]

    def bar_heights(self, series_index: int) -> list[float]:
        """What series ``series_index`` draws, in percent."""
        return list(self._bars[series_index].heights)

    def hover_text(self, index: int) -> str:
        lines = [self.groups[index]]
        lines += [f"{name}: {percent(values[index])}  ({values[index]})" for name, values in self.series]
        return "\n".join(lines)

    def category_at(self, scene_pos: QPointF) -> int | None:
        x = self.plot.getPlotItem().vb.mapSceneToView(scene_pos).x()
        index = round(x)
        return index if 0 <= index < len(self.groups) and abs(x - index) <= GROUP_WIDTH / 2 else None

    def scene_position_of(self, index: int) -> QPointF:
        return self.plot.getPlotItem().vb.mapViewToScene(QPointF(index, 1.0))

    # --- export (the main window writes every chart of a page) ---

    @property
    def categories(self) -> list[str]:
        """CSV export: one row per (series, group), in the order of ``shown_values``."""
        return [f"{name} @ {group}" for name, _ in self.series for group in self.groups]

    def shown_values(self) -> list[Fraction]:
        return [v for _, values in self.series for v in values]

    def shown_reference(self):
        return None

    def export_png(self, path: str) -> None:
        exporter = exporters.ImageExporter(self.plot.getPlotItem())
        exporter.parameters()["width"] = max(800, self.plot.width() * 2)
        exporter.export(path)

    def export_svg(self, path: str) -> None:
        generator = QSvgGenerator()
        generator.setFileName(path)
        generator.setSize(self.plot.size())
        generator.setViewBox(QRect(QPoint(0, 0), self.plot.size()))
        generator.setTitle(self.axis_title("bottom"))
        painter = QPainter(generator)
        try:
            self.plot.render(painter)
        finally:
            painter.end()
        if not Path(path).is_file():
            raise OSError(f"could not write {path}")

    # --- look and hover ---

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._apply_palette()
        super().changeEvent(event)

    def _apply_palette(self) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        for name in ("left", "bottom"):
            axis = self.plot.getPlotItem().getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self.legend.setLabelTextColor(text)

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        index = self.category_at(scene_pos)
        if index is None:
            QToolTip.hideText()
            return
        text = self.hover_text(index)
        QToolTip.showText(QCursor.pos(), text, self.plot)
        self.hovered.emit(text)
