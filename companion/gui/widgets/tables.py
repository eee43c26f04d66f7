"""Read-only tables as tall as their rows, so the page scrolls instead of the table.

A table that hid a row behind its own scroll bar would hide a result; every
results table is sized to its rows through ``fit_height``, optionally up to a
ceiling past which it scrolls after all (a very long ramming path).
"""

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHeaderView, QSizePolicy, QTableWidget, QTableWidgetItem, QWidget

from companion.gui.formatting import exact as exact_text

HIGHLIGHT = QColor("#f1c40f")
"""The row a die roll picked out (bold, on this colour)."""


def fit_height(table: QTableWidget, max_height: int | None = None) -> None:
    """Size a table to its rows (wrapped text included), scrolling only past ``max_height``."""
    table.resizeRowsToContents()
    header = table.horizontalHeader()
    rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
    scroll = table.horizontalScrollBar()
    height = 0 if header.isHidden() else max(header.height(), header.sizeHint().height())
    height += rows + 2 * table.frameWidth() + 2 + (scroll.sizeHint().height() if scroll.isVisible() else 0)
    table.setFixedHeight(height if max_height is None else min(height, max_height))


def read_only_table(rows: int, columns: int) -> QTableWidget:
    """A results table whose columns share the width equally."""
    table = QTableWidget(rows, columns)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


def exact_item(text: str, exact) -> QTableWidgetItem:
    """A right-aligned number cell whose tooltip is the exact value."""
    item = QTableWidgetItem(text)
    item.setToolTip(exact_text(exact))
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class FittedTable(QTableWidget):
    """A read-only table as tall as its rows, refitted whenever its width wraps the text anew."""

    def __init__(self, columns: int, parent: QWidget | None = None, stretch: int = 0, text_columns=()):
        super().__init__(0, columns, parent)
        self.text_columns = {stretch, *text_columns}
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setWordWrap(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        header = self.horizontalHeader()
        for column in range(columns):
            mode = QHeaderView.ResizeMode.Stretch if column == stretch else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)

    def set_cells(self, rows: Sequence[Sequence[str]], tips: Sequence[Sequence[str]] | None = None) -> None:
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if tips is not None and tips[r][c]:
                    item.setToolTip(tips[r][c])
                if c not in self.text_columns:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.setItem(r, c, item)
        self.fit_height()

    def highlight_row(self, row: int | None) -> None:
        """Bold the row on the highlight colour (and undo it on every other row)."""
        for r in range(self.rowCount()):
            for c in range(self.columnCount()):
                item = self.item(r, c)
                if item is None:
                    continue
                font = QFont(item.font())
                font.setBold(r == row)
                item.setFont(font)
                item.setBackground(QBrush(HIGHLIGHT) if r == row else QBrush())
                item.setForeground(QBrush(QColor("#000000")) if r == row else QBrush())

    def is_highlighted(self, row: int) -> bool:
        item = self.item(row, 0)
        return item is not None and item.font().bold()

    def fit_height(self) -> None:
        fit_height(self)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.wordWrap() and self.rowCount():
            self.fit_height()

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item else ""
