"""The shared chart widgets, on their own."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QColor

from companion.gui.widgets.charts import BarChart, HeatMapTable, LineChart, LineSeries, cumulative_from_right, y_top


def test_cumulative_is_at_least_from_the_right():
    assert cumulative_from_right([Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)]) == [1, Fraction(1, 2), Fraction(1, 6)]


@given(st.floats(min_value=0, max_value=100))
def test_the_percentage_axis_leaves_room_above_the_highest_bar_in_steps_of_ten(highest):
    top = y_top(highest)
    step = top / 1.06
    assert top >= highest * 1.18 or top == 115
    assert round(step) % 10 == 0 and abs(step - round(step)) < 1e-9 or top == 115
    assert step - 10 < max(highest * 1.18, 10) or top == 115


def test_a_small_change_of_the_bars_leaves_the_axes_as_they_are(qtbot):
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    chart.show()
    chart.set_data(["a", "b"], [Fraction(30, 100), Fraction(70, 100)])
    qtbot.wait(10)
    view = chart.plot.getPlotItem().vb
    ticks = chart.plot.getPlotItem().getAxis("bottom")._tickLevels
    before = view.viewRange()
    chart.set_data(["a", "b"], [Fraction(31, 100), Fraction(69, 100)])
    assert view.viewRange() == before and chart.plot.getPlotItem().getAxis("bottom")._tickLevels is ticks
    assert chart.bar_heights() == [31.0, 69.0]
    assert [item.toPlainText() for item in chart._value_items] == ["31.0%", "69.0%"]


def test_heat_map_moves_its_highlight(qtbot):
    table = HeatMapTable()
    qtbot.addWidget(table)
    table.set_table(["a", "b"], ["x", "y"], [[Fraction(1, 2), None], [Fraction(1), Fraction(0)]], [["1", "2"], ["3", "4"]])
    highlight = QColor("#f1c40f")
    table.set_current(0, 0)
    table.set_current(1, 1)
    assert table.item(1, 1).background().color() == highlight
    assert table.item(0, 0).background().color() != highlight
    assert not table.item(0, 0).font().bold() and table.item(1, 1).font().bold()
    assert table.item(0, 0).toolTip().endswith("(1/2)")


def test_bar_chart_shows_percentages_and_pinned_series(qtbot):
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.set_comparison(["a", "b"], [Fraction(1, 4), Fraction(3, 4)], [Fraction(1, 2), Fraction(1, 2)])
    assert chart.bar_heights() == [25.0, 75.0]
    assert chart.reference_bars.isVisible()
    assert chart.hover_text(1).splitlines()[1] == "75.00%  (3/4)"
    chart.set_cumulative(True)
    assert chart.bar_heights() == [100.0, 75.0]


def test_line_chart_hover_lists_every_series(qtbot):
    chart = LineChart()
    qtbot.addWidget(chart)
    chart.set_series([LineSeries("one", (1, 2), (Fraction(1, 3), Fraction(1, 2))),
                      LineSeries("two", (1, 2), (Fraction(0), Fraction(1)))])
    chart.set_axis_titles("Attack", "Probability (%)")
    assert chart.hover_text(2) == "Attack: 2\none: 50.00%  (1/2)\ntwo: 100.00%  (1)", "the x it refers to comes first"


def test_coinciding_curves_stay_distinguishable(qtbot):
    chart = LineChart()
    qtbot.addWidget(chart)
    same = (Fraction(1, 3), Fraction(1, 2))
    chart.set_series([LineSeries(name, (1, 2), same) for name in ("never", "all", "bloodbath", "optimal")])
    styles = {(item.opts["pen"].style(), item.opts["symbol"], item.opts["pen"].widthF()) for item in chart._items}
    assert len(styles) == 4, "each legend entry differs in dash, marker and width"
    widths = [item.opts["pen"].widthF() for item in chart._items]
    assert widths == sorted(widths, reverse=True), "a later curve drawn on top is the thinner one"


def test_a_long_fraction_reads_as_one_in_n_but_exports_whole(qtbot):
    from companion.formatting import exact

    long = Fraction(3 ** 40, 2 * 3 ** 40 + 7)
    assert exact(long) == "≈ 1 in 2" and exact(Fraction(35, 216)) == "35/216"
    assert exact(Fraction(1161336556079202383, 1264995115589523456)) == "≈ 11 in 12"
    assert exact(Fraction(10 ** 14, 37 * 10 ** 14 + 1)) == "≈ 1 in 37"
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.set_data(["hit"], [long])
    assert chart.hover_text(0).splitlines()[1] == "50.00%  (≈ 1 in 2)"
    assert chart.shown_values() == [long], "CSV export reads the exact value"


def test_a_category_name_wider_than_its_bar_wraps_instead_of_vanishing(qtbot):
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.resize(260, 200)
    chart.show()
    names = ["0", "1", "2", "3 (destroyed)"]
    chart.set_data(names, [Fraction(1, 4)] * 4)
    qtbot.waitUntil(lambda: chart.plot.getPlotItem().vb.width() > 0)
    chart.resize(261, 200)
    qtbot.waitUntil(lambda: "\n" in chart.plot.getPlotItem().getAxis("bottom")._tickLevels[0][-1][1])
    assert chart.plot.getPlotItem().getAxis("bottom")._tickLevels[0][-1][1] == "3\n(destroyed)"


def test_large_text_enlarges_axis_titles_and_the_chart_fits_its_y_title(qtbot):
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.set_axis_titles("Injury total", "Probability (%)")
    small = chart.plot.minimumHeight()
    font = chart.font()
    font.setPointSizeF(font.pointSizeF() * 2.5)
    chart.setFont(font)
    assert f"{font.pointSizeF():g}pt" in chart.plot.getPlotItem().getAxis("left").labelStyle["font-size"]
    assert chart.plot.minimumHeight() > small
    assert chart.plot.minimumHeight() >= chart.fontMetrics().horizontalAdvance("Probability (%)")


def test_a_long_band_label_over_a_narrow_band_stays_inside_the_plot(qtbot):
    from companion.gui.widgets.charts import Band

    chart = BarChart(show_values=False)
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    chart.show()
    qtbot.waitExposed(chart)
    chart.set_bands([Band(0.5, 1.5, "A very long name for a one-bar band", QColor("#888888")),
                     Band(1.5, 11.5, "wide", QColor("#cccccc"))])
    chart.set_data([str(n) for n in range(1, 12)], [Fraction(1, 11)] * 11, positions=list(range(1, 12)))
    qtbot.wait(20)
    view = chart.plot.getPlotItem().vb.sceneBoundingRect()
    label = chart._band_items[0][1].sceneBoundingRect()
    assert label.left() >= view.left() - 1 and label.right() <= view.right() + 1


def test_the_plot_keeps_its_place_when_the_highest_tick_gains_a_digit(qtbot):
    """The y axis keeps room for "100": before, the plot moved sideways, and pyqtgraph laid it out again
    while painting, whenever the top tick went from two digits to three and back."""
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    chart.show()
    view = chart.plot.getPlotItem().vb
    places = []
    for highest in (20, 95, 20, 60, 95):
        chart.set_data(["a", "b"], [Fraction(highest, 100), Fraction(100 - highest, 200)])
        chart.plot.repaint()
        qtbot.wait(20)
        places.append(view.sceneBoundingRect().left())
    assert len(set(places)) == 1, places


def test_new_values_leave_a_stacked_chart_s_axes_drawn_as_they_are(qtbot):
    """Ticks, axis visibility and tick room handed over again made pyqtgraph draw every axis anew."""
    from companion.gui.widgets.stacked import Segment, StackedBarChart

    chart = StackedBarChart()
    qtbot.addWidget(chart)
    chart.resize(500, 300)
    chart.show()
    segments = [Segment("a", QColor("red")), Segment("b", QColor("blue"))]
    chart.set_data(["1", "2"], segments, [[Fraction(1, 4), Fraction(1, 2)], [Fraction(3, 4), Fraction(1, 2)]])
    chart.plot.repaint()
    qtbot.wait(20)
    axes = [chart.plot.getPlotItem().getAxis(name) for name in ("left", "bottom")]
    assert all(axis.picture is not None for axis in axes)
    chart.set_data(["1", "2"], segments, [[Fraction(1, 3), Fraction(1, 5)], [Fraction(2, 3), Fraction(4, 5)]])
    assert all(axis.picture is not None for axis in axes), "an axis was laid out again"
    assert chart.segment_heights(0) == pytest.approx([100 / 3, 20.0])
