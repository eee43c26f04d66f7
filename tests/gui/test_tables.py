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
