"""The heat-map table: a probability per pair of values (Strength against Defence), coloured by its value.

A table, not a drawing: a screen reader reads its cells, and the arrow keys move between them.
"""

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from companion.formatting import percent_exact
from companion.gui.widgets.tables import read_cells_by_keyboard


class HeatMapTable(QTableWidget):
    """A probability table (e.g. Strength vs Defence) coloured by value.

    Each cell shows a short text (such as "4+" or "6/4+") over a colour from
    the cell's probability; the tooltip carries the exact fraction. The
    current pair is selected and outlined so it stands out in any theme.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        read_cells_by_keyboard(self)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.values: list[list[Fraction | None]] = []
        self.current: tuple[int, int] | None = None
        self._texts: list[list[str]] = []
        self._labels: tuple[list[str], list[str]] = ([], [])
        self._shown: dict[tuple[int, int], tuple] = {}
        """Each cell's text, tooltip and look as last set: a table redrawn in full took 2 ms a change."""

    def set_table(self, row_labels: Sequence[str], column_labels: Sequence[str],
                  values: Sequence[Sequence[Fraction | None]], texts: Sequence[Sequence[str]]) -> None:
        """``values[r][c]`` is a probability (None: impossible); ``texts`` what the cell says."""
        self.values = [list(row) for row in values]
        self._texts = [list(row) for row in texts]
        if (self.rowCount(), self.columnCount()) != (len(row_labels), len(column_labels)):
            self.setRowCount(len(row_labels))
            self.setColumnCount(len(column_labels))
            self._shown = {}
        labels = (list(row_labels), list(column_labels))
        if labels != self._labels:
            self._labels = labels
            self.setVerticalHeaderLabels(labels[0])
            self.setHorizontalHeaderLabels(labels[1])
        self._outline()

    def set_current(self, row: int | None, column: int | None) -> None:
        self.current = None if row is None or column is None else (row, column)
        self._outline()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # large text: the cells' own fonts follow
            self._shown = {}
            self._outline()

    def _outline(self) -> None:
        """Colour every cell by its value, and the current one so it stands out."""
        for r, row in enumerate(self.values):
            for c, value in enumerate(row):
                text = self._texts[r][c] if r < len(self._texts) and c < len(self._texts[r]) else ""
                shown = (text, value, (r, c) == self.current)
                if self._shown.get((r, c)) != shown:
                    self._show_cell(r, c, *shown)
                    self._shown[(r, c)] = shown

    def _show_cell(self, r: int, c: int, text: str, value: Fraction | None, current: bool) -> None:
        item = self.item(r, c)
        if item is None:
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setItem(r, c, item)
        item.setText(text)
        tip = "—" if value is None else percent_exact(value)
        item.setToolTip(tip)
        item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, tip)
        font = QFont(self.font())
        font.setBold(current)
        font.setUnderline(current)
        item.setFont(font)
        p = float(value) if value is not None else 0.0
        item.setBackground(QBrush(QColor("#f1c40f") if current else _heat_color(p)))
        item.setForeground(QBrush(QColor("#000000") if current or p < 0.75 else QColor("#ffffff")))


def _heat_color(p: float) -> QColor:
    """White (0) to deep blue (1): readable with black or white text."""
    return QColor.fromHsvF(0.6, min(1.0, 0.08 + 0.85 * p), 1.0 - 0.45 * p)
