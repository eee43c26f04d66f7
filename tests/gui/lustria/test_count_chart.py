"""The Lustria count chart names at most MAX_LABELLED of its bars, the highest count always among them."""

from fractions import Fraction

from companion.gui.lustria.common import CountChart


def test_a_long_count_names_every_few_bars_and_the_highest(qtbot):
    chart = CountChart()
    qtbot.addWidget(chart)
    chart.resize(700, 300)
    chart.show()
    counts = {n: Fraction(1, 40) for n in range(40)}
    chart.set_counts(counts, None, "Pinned")
    ticks = chart.plot.getPlotItem().getAxis("bottom")._tickLevels[0]
    names = [name for _, name in ticks]
    assert len(names) <= CountChart.MAX_LABELLED
    assert names[-1] == chart.categories[-1]
    chart.set_counts({n: Fraction(1, 4) for n in range(4)}, None, "Pinned")
    assert [name for _, name in chart.plot.getPlotItem().getAxis("bottom")._tickLevels[0]] == chart.categories
