"""Fitted tables: as tall as their rows, and a stretched column never narrower than its longest word."""

from PySide6.QtWidgets import QHeaderView

from companion.gui.widgets.tables import FittedTable


def test_a_narrow_table_scrolls_sideways_rather_than_cutting_a_word(qtbot):
    table = FittedTable(3, stretch=1)
    qtbot.addWidget(table)
    table.show()
    rows = [["1", "Bagnata: non perforante", "16,67%"], ["2–5", "Normale", "66,67%"]]
    table.resize(700, 200)
    table.set_cells(rows)
    assert table.horizontalHeader().sectionResizeMode(1) == QHeaderView.ResizeMode.Stretch
    table.resize(120, 200)
    qtbot.waitUntil(lambda: table.horizontalHeader().sectionResizeMode(1) == QHeaderView.ResizeMode.ResizeToContents)
    assert table.columnWidth(1) >= table.fontMetrics().horizontalAdvance("perforante")
    table.resize(700, 200)
    qtbot.waitUntil(lambda: table.horizontalHeader().sectionResizeMode(1) == QHeaderView.ResizeMode.Stretch)


def test_the_table_is_as_tall_as_its_rows(qtbot):
    table = FittedTable(2)
    qtbot.addWidget(table)
    table.show()
    table.set_cells([["a", "1"]] * 5)
    short = table.height()
    table.set_cells([["a", "1"]] * 10)
    assert table.height() > short and not table.verticalScrollBar().isVisible()


def test_cells_are_set_again_only_where_they_change_and_lose_a_look_they_no_longer_have(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor

    table = FittedTable(2)
    qtbot.addWidget(table)
    table.set_cells([["total", "3"], ["a", "1"]], bold_rows={0}, dimmed_rows={1})
    kept = table.item(1, 1)
    assert table.item(0, 0).font().bold() and not table.item(1, 0).flags() & Qt.ItemFlag.ItemIsEnabled
    table.set_cells([["total", "4"], ["a", "1"]])
    assert table.item(1, 1) is kept, "an unchanged cell was made anew"
    assert not table.item(0, 0).font().bold() and table.item(1, 0).flags() & Qt.ItemFlag.ItemIsEnabled
    assert table.cell_text(0, 1) == "4"
    table.highlight_row(1)
    table.colour_cell(0, 1, QColor("red"), QColor("white"))
    table.set_cells([["total", "4"], ["a", "1"]])  # the same texts: the highlight and the colour go
    assert not table.item(1, 0).font().bold()
    assert table.item(0, 1).background().style() == Qt.BrushStyle.NoBrush
    assert table.item(1, 1).background().style() == Qt.BrushStyle.NoBrush
