"""PNG and SVG export draw the same chart: bars and tick labels where the screen has them."""

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtSvg import QSvgRenderer

from companion.gui.widgets.bar_chart import BarChart
from companion.gui.widgets.export import ExportableChart

CATEGORIES = ["No Effect", "Minor Hit", "Down", "Out of Action"]
VALUES = [Fraction(1, 2), Fraction(1, 4), Fraction(1, 8), Fraction(1, 8)]


def svg_as_image(path, size) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def close_to(pixel: QColor, color: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel.getRgb()[:3], color.getRgb()[:3], strict=True))


def runs(flags: list[bool]) -> list[tuple[int, int]]:
    """The (first, last) index of each run of True."""
    found, start = [], None
    for index, flag in enumerate([*flags, False]):
        if flag and start is None:
            start = index
        elif not flag and start is not None:
            found.append((start, index - 1))
            start = None
    return found


def bars(image: QImage, color: QColor) -> list[tuple[int, int, int]]:
    """Each bar as (left, right, top), read from the bar colour along the row just above the baseline."""
    baseline = max(y for y in range(image.height()) if any(close_to(image.pixelColor(x, y), color)
                                                           for x in range(0, image.width(), 4)))
    row = baseline - 16  # above the tick marks
    found = []
    for left, right in runs([close_to(image.pixelColor(x, row), color) for x in range(image.width())]):
        middle = (left + right) // 2
        top = min(y for y in range(row + 1) if close_to(image.pixelColor(middle, y), color))
        found.append((left, right, top))
    return found


def ink_runs(image: QImage, color: QColor, rows: range, columns: range, across: bool) -> list[tuple[int, int]]:
    """Runs of text-coloured pixels in a strip: along x (``across``) or along y."""
    outer, inner = (columns, rows) if across else (rows, columns)
    flags = []
    for a in outer:
        flags.append(any(close_to(image.pixelColor(*((a, b) if across else (b, a))), color, 90) for b in inner))
    merged = []
    for first, last in runs(flags):  # the letters and words of one label are close
        if merged and first - merged[-1][1] <= 24:
            merged[-1] = (merged[-1][0], last)
        else:
            merged.append((first, last))
    return [(outer[0] + first, outer[0] + last) for first, last in merged]


def assert_near(png: list[tuple[int, ...]], svg: list[tuple[int, ...]], tolerance: int = 3) -> None:
    assert len(png) == len(svg) and len(png) > 0, (png, svg)
    for a, b in zip(png, svg, strict=True):
        assert all(abs(x - y) <= tolerance for x, y in zip(a, b, strict=True)), (png, svg)


@pytest.fixture
def chart(qtbot):
    chart = BarChart(show_values=False)
    qtbot.addWidget(chart)
    chart.resize(600, 300)
    chart.set_axis_titles("Outcome", "Probability (%)")
    chart.set_data(CATEGORIES, VALUES)
    chart.show()
    qtbot.waitExposed(chart)
    qtbot.wait(20)
    return chart


def test_svg_export_puts_bars_and_tick_labels_where_the_png_has_them(chart, tmp_path):
    exported: ExportableChart = chart
    exported.export_png(str(tmp_path / "chart.png"))
    exported.export_svg(str(tmp_path / "chart.svg"))
    png = QImage(str(tmp_path / "chart.png"))
    assert png.width() >= 800
    svg = svg_as_image(tmp_path / "chart.svg", png.size())
    bar_color = chart.palette().color(QPalette.ColorRole.Highlight)
    text_color = chart.palette().color(QPalette.ColorRole.WindowText)

    png_bars, svg_bars = bars(png, bar_color), bars(svg, bar_color)
    assert len(png_bars) == len(CATEGORIES)
    assert_near(png_bars, svg_bars)
    # The bars keep the chart's proportions: 50% is twice as tall as 25%, four times 12.5%.
    base = max(y for y in range(png.height()) if close_to(png.pixelColor(png_bars[0][0] + 2, y), bar_color))
    heights = [base - top for _, _, top in png_bars]
    assert heights[0] == pytest.approx(2 * heights[1], abs=3) == pytest.approx(4 * heights[2], abs=3)

    # Tick labels under the bars: one label centred under each bar, in both files.
    below = range(base + 6, base + 6 + png.height() // 14)
    plot_columns = range(png_bars[0][0] - 60, png.width())
    png_labels = ink_runs(png, text_color, below, plot_columns, across=True)
    svg_labels = ink_runs(svg, text_color, below, plot_columns, across=True)
    assert_near(png_labels, svg_labels)
    for (left, right, _), (first, last) in zip(png_bars, png_labels, strict=True):
        assert abs((left + right) / 2 - (first + last) / 2) <= 4
    # The y-axis labels: "0" level with the baseline in both files.
    left_strip = range(0, png_bars[0][0] - 6)
    png_ticks = ink_runs(png, text_color, range(0, png.height()), left_strip, across=False)
    svg_ticks = ink_runs(svg, text_color, range(0, png.height()), left_strip, across=False)
    assert_near(png_ticks, svg_ticks)
    assert any(first <= base <= last for first, last in png_ticks), "the 0 label is level with the baseline"
