"""The captain's matrix as a spreadsheet-like table: their players' names across the top, ours down the side, and
the game points each pairing is expected to give us, coloured from red (0) through yellow (10) to green (20).

The table is laid out as the CSV is (the corner empty), so a block copied from a spreadsheet pastes in place:
Ctrl+V, or the Paste button, fills the table from the current cell (from the corner, a block with names sets the
number of players too). Scores are typed with a spin box in halves, or any decimal pasted.
"""

from fractions import Fraction

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDoubleSpinBox,
    QHeaderView,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from companion.model.captain.matrix import MAX_NAME, MAX_PLAYERS, MAX_SCORE, MIN_PLAYERS, TeamMatrix

SCORE = Qt.ItemDataRole.UserRole + 1
"""The exact score a cell holds (a Fraction)."""
DEFAULT_SCORE = Fraction(10)


def score_colour(value: Fraction) -> QColor:
    """Red at 0, yellow at 10, green at 20: light enough for dark text in either theme."""
    hue = int(120 * float(value) / MAX_SCORE)
    return QColor.fromHsv(hue, 110, 245)


def score_text(value: Fraction) -> str:
    if value.denominator == 1:
        return QLocale().toString(value.numerator)
    return QLocale().toString(float(value), "g", 6)


def read_score(text: str) -> Fraction | None:
    """A score typed or pasted, with a decimal point or comma; None if it is not one from 0 to 20."""
    text = text.strip().replace(",", ".")
    try:
        value = Fraction(text)
    except (ValueError, ZeroDivisionError):
        return None
    return value if 0 <= value <= MAX_SCORE and "/" not in text else None


class _ScoreDelegate(QStyledItemDelegate):
    def createEditor(self, parent, option, index):  # noqa: N802 - Qt's name
        if index.row() == 0 or index.column() == 0:
            return super().createEditor(parent, option, index)
        editor = QDoubleSpinBox(parent)
        editor.setRange(0, MAX_SCORE)
        editor.setDecimals(2)
        editor.setSingleStep(0.5)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor, index):  # noqa: N802 - Qt's name
        if isinstance(editor, QDoubleSpinBox):
            editor.setValue(float(index.data(SCORE) or 0))
        else:
            super().setEditorData(editor, index)

    def setModelData(self, editor, model, index):  # noqa: N802 - Qt's name
        if isinstance(editor, QDoubleSpinBox):
            model.setData(index, Fraction(f"{editor.value():.2f}"), SCORE)
        else:
            super().setModelData(editor, model, index)


class MatrixTable(QTableWidget):
    """``(K + 1) × (K + 1)`` cells: row 0 their names, column 0 ours. ``edited`` after any change by the user."""

    edited = Signal()
    pasted = Signal(int)
    """After a paste: how many pasted cells could not be used (not a score from 0 to 20)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setItemDelegate(_ScoreDelegate(self))
        self.horizontalHeader().hide()
        self.verticalHeader().hide()
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setTabKeyNavigation(False)  # Tab goes on to the next control; the arrow keys move between cells
        self.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
                             | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self._filling = False
        self.itemChanged.connect(self._changed)
        self.fit()

    def fit(self) -> None:
        metrics = self.fontMetrics()
        name_width = metrics.horizontalAdvance("M" * 9)
        score_width = metrics.horizontalAdvance("20.25") + 18
        height = metrics.height() + 10
        for column in range(self.columnCount()):
            self.setColumnWidth(column, name_width if column == 0 else score_width)
        for row in range(self.rowCount()):
            self.setRowHeight(row, height)
        size = MAX_PLAYERS + 1
        frame = 2 * self.frameWidth()
        self.setFixedSize(name_width + score_width * (size - 1) + frame, height * size + frame)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit()

    @property
    def size(self) -> int:
        return self.rowCount() - 1

    def set_matrix(self, matrix: TeamMatrix) -> None:
        self._fill(matrix.ours, matrix.theirs, matrix.scores)

    def _set_name(self, row: int, column: int, name: str) -> None:
        item = self._item(row, column)
        item.setText(name)
        font = item.font()
        font.setBold(True)
        item.setFont(font)

    def _set_score(self, row: int, column: int, value: Fraction) -> None:
        item = self._item(row, column)
        item.setData(SCORE, value)
        self._show_score(item)

    def _item(self, row: int, column: int) -> QTableWidgetItem:
        item = self.item(row, column)
        if item is None:
            item = QTableWidgetItem()
            self.setItem(row, column, item)
        return item

    def _show_score(self, item: QTableWidgetItem) -> None:
        value = item.data(SCORE)
        item.setText(score_text(value))
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        item.setBackground(QBrush(score_colour(value)))
        item.setForeground(QBrush(QColor("#1a1a1a")))
        item.setToolTip(str(value))

    def _changed(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        if item.row() > 0 and item.column() > 0:
            self._filling = True
            try:
                self._show_score(item)
            finally:
                self._filling = False
        self.edited.emit()

    def names(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        ours = tuple((self.item(i, 0).text() if self.item(i, 0) else "").strip() for i in range(1, self.rowCount()))
        theirs = tuple((self.item(0, j).text() if self.item(0, j) else "").strip() for j in range(1, self.columnCount()))
        return ours, theirs

    def matrix(self) -> TeamMatrix:
        """The matrix as shown; raises InputError (a name empty or twice)."""
        ours, theirs = self.names()
        scores = tuple(tuple(self.item(i, j).data(SCORE) for j in range(1, self.columnCount()))
                       for i in range(1, self.rowCount()))
        return TeamMatrix(ours, theirs, scores)

    def resize_matrix(self, size: int, ours_name, theirs_name) -> None:
        """``size`` players a side, keeping what fits; new players are named by ``ours_name(n)`` / ``theirs_name(n)``."""
        ours, theirs = self.names()
        scores = [[self.item(i, j).data(SCORE) for j in range(1, self.columnCount())] for i in range(1, self.rowCount())]
        new_ours = [ours[i] if i < len(ours) else _unused(ours_name, i + 1, ours) for i in range(size)]
        new_theirs = [theirs[j] if j < len(theirs) else _unused(theirs_name, j + 1, theirs) for j in range(size)]
        rows = tuple(tuple(scores[i][j] if i < len(scores) and j < len(scores[i]) else DEFAULT_SCORE
                           for j in range(size)) for i in range(size))
        self._fill(new_ours, new_theirs, rows)

    def _fill(self, ours, theirs, rows) -> None:
        self._filling = True
        try:
            self.setRowCount(len(ours) + 1)
            self.setColumnCount(len(theirs) + 1)
            corner = QTableWidgetItem()
            corner.setFlags(Qt.ItemFlag.NoItemFlags)
            self.setItem(0, 0, corner)
            for j, name in enumerate(theirs):
                self._set_name(0, j + 1, name)
            for i, name in enumerate(ours):
                self._set_name(i + 1, 0, name)
                for j, value in enumerate(rows[i]):
                    self._set_score(i + 1, j + 1, value)
        finally:
            self._filling = False
        self.fit()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.matches(QKeySequence.StandardKey.Paste):
            self.paste()
            return
        super().keyPressEvent(event)

    def paste(self) -> None:
        """The clipboard's block of cells (tabs, semicolons or commas between them) from the current cell on."""
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            return
        lines = [line for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
        while lines and not lines[-1].strip():
            lines.pop()
        separator = next((s for s in ("\t", ";", ",") if s in lines[0]), "\t")
        block = [line.split(separator) for line in lines]
        row, column = max(self.currentRow(), 0), max(self.currentColumn(), 0)
        if (row, column) == (0, 0):
            wanted = max(len(block), max(len(cells) for cells in block)) - 1
            if MIN_PLAYERS <= wanted <= MAX_PLAYERS and wanted != self.size:
                self.resize_matrix(wanted, lambda n: f"{n}", lambda n: f"{n}")
        refused = 0
        self._filling = True
        try:
            for r, cells in enumerate(block):
                for c, cell in enumerate(cells):
                    at_row, at_column = row + r, column + c
                    if at_row >= self.rowCount() or at_column >= self.columnCount() or (at_row, at_column) == (0, 0):
                        continue
                    if at_row == 0 or at_column == 0:
                        if cell.strip():
                            self._set_name(at_row, at_column, cell.strip()[:MAX_NAME])
                        continue
                    value = read_score(cell)
                    if value is None:
                        refused += 1
                    else:
                        self._set_score(at_row, at_column, value)
        finally:
            self._filling = False
        self.edited.emit()
        self.pasted.emit(refused)


def _unused(name, number: int, taken: tuple[str, ...]) -> str:
    candidate = name(number)
    while candidate in taken:
        number += 1
        candidate = name(number)
    return candidate
