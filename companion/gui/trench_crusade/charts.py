"""Charts the Trench Crusade pages add to the shared ones: grouped bars and final-state bars.

``GroupedBarChart`` draws several named series side by side per category
(loadouts per target, friend against enemy); like the shared charts it keeps
the exact Fractions, shows percentages and puts the exact value in the hover
text and in CSV export.
"""

from collections.abc import Sequence
from fractions import Fraction

import pyqtgraph as pg
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from companion.formatting import percent_exact
from companion.gui.widgets.charts import BarChart, BarSeries, LineChart, PlotFrame

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

    def x_range(self) -> tuple[float, float]:
        return min(self.positions) - 1.2, max(self.positions) + 0.6


class GroupedBarChart(PlotFrame):
    """One group of bars per category, one bar per series, with a legend naming the series."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, legend=True)
        self.groups: list[str] = []
        self.series: list[tuple[str, list[Fraction]]] = []
        self._bars: list[BarSeries] = []
        self._samples: list[pg.BarGraphItem] = []
        self._apply_palette()

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
        self.set_ticks("bottom", list(enumerate(self.groups)))
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
        lines += [f"{name}: {percent_exact(values[index])}" for name, values in self.series]
        return "\n".join(lines)

    def item_at(self, scene_pos: QPointF) -> int | None:
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
