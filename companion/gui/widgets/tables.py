"""Read-only tables as tall as their rows, so the page scrolls instead of the table.

A table that hid a row behind its own scroll bar would hide a result, and two
nested scroll bars (the page's and the table's) make a long table hard to read
across. Every results table is a ``FittedTable``: its height follows its rows,
refitted when a new width wraps the text anew, and the page around it scrolls.
"""

from collections.abc import Collection, Sequence

from PySide6.QtCore import QEvent, QModelIndex, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QTableWidget, QTableWidgetItem, QToolTip, QWidget

HIGHLIGHT = QColor("#f1c40f")
"""The row a die roll picked out (bold, on this colour)."""
PLAIN_FLAGS = QTableWidgetItem().flags()
"""A cell's flags unless it is dimmed."""


def read_cells_by_keyboard(table: QAbstractItemView) -> None:
    """A read-only table is one stop of the Tab chain, its cells read with the arrow keys: Tab leaves it
    (it would otherwise step through every cell, and round again, never leaving), and the cell reached
    shows its tooltip (an exact fraction), as hovering it would."""
    table.setTabKeyNavigation(False)
    table.selectionModel().currentChanged.connect(lambda current, _previous: show_cell_tip(table, current))


def show_cell_tip(table: QAbstractItemView, index: QModelIndex) -> None:
    """The tooltip of the cell the keyboard reached, beside it, while the table has the focus."""
    tip = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
    if tip and table.hasFocus():
        QToolTip.showText(table.viewport().mapToGlobal(table.visualRect(index).center()), tip, table.viewport())


class FittedTable(QTableWidget):
    """A read-only table as tall as its rows.

    ``stretch`` names the column (or columns) that share the spare width; the
    others fit their contents. Text columns are left-aligned, centred columns
    centred, the rest (numbers) right-aligned; by default the stretched columns
    are the text columns. ``row_headers`` shows row labels (given to
    ``set_cells``, or set once for a table of fixed ``rows``); ``wrap`` lets
    long cells wrap onto more lines.
    """

    def __init__(self, columns: int, parent: QWidget | None = None, stretch: int | Collection[int] = 0,
                 text_columns: Collection[int] | None = None, centred_columns: Collection[int] = (),
                 row_headers: bool = False, wrap: bool = True, rows: int = 0):
        super().__init__(rows, columns, parent)
        stretched = {stretch} if isinstance(stretch, int) else set(stretch)
        self.stretched = stretched
        self._columns_pending = False
        self._looks: dict[tuple[int, int], tuple[str, str, bool, bool]] = {}
        """What each cell shows as ``set_cells`` last set it: (text, tooltip, bold, dimmed)."""
        self._row_labels: list[str] = []
        self._coloured: set[tuple[int, int]] = set()
        """Cells drawn over by ``colour_cell`` or ``highlight_row``, to be set back to plain."""
        self.text_columns = set(stretched if text_columns is None else text_columns)
        self.centred_columns = set(centred_columns)
        self.verticalHeader().setVisible(row_headers)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        read_cells_by_keyboard(self)
        self.setWordWrap(wrap)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        header = self.horizontalHeader()
        for column in range(columns):
            mode = QHeaderView.ResizeMode.Stretch if column in stretched else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)

    def alignment(self, column: int) -> Qt.AlignmentFlag:
        if column in self.text_columns:
            return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if column in self.centred_columns:
            return Qt.AlignmentFlag.AlignCenter
        return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

    def set_cells(self, rows: Sequence[Sequence[str]], tips: Sequence[Sequence[str]] | None = None,
                  row_labels: Sequence[str] = (), bold_rows: Collection[int] = (), bold_columns: Collection[int] = (),
                  dimmed_rows: Collection[int] = ()) -> None:
        """Show ``rows`` of texts; ``tips`` (same shape) are their tooltips, e.g. the exact fraction.

        Bold rows and columns stand out (a total, the chosen policy, an effect in force); dimmed rows are
        greyed out (an effect not in force). Only cells that differ from what they show are set again:
        a new item for every cell, on every form change, cost a Lustria page 4 ms.
        """
        if self.rowCount() != len(rows):
            self.setRowCount(len(rows))
            self._looks = {cell: look for cell, look in self._looks.items() if cell[0] < len(rows)}
            self._coloured = {cell for cell in self._coloured if cell[0] < len(rows)}
        if row_labels and list(row_labels) != self._row_labels:
            self._row_labels = list(row_labels)
            self.setVerticalHeaderLabels(self._row_labels)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                look = (text, tips[r][c] if tips is not None else "", r in bold_rows or c in bold_columns,
                        r in dimmed_rows)
                if self._looks.get((r, c)) != look:
                    self._show_cell(r, c, look)
        self._keep_words_whole()
        self.fit_height()

    def _show_cell(self, row: int, column: int, look: tuple[str, str, bool, bool]) -> None:
        """Set what differs from the cell's last look: each setter makes the view look at the table again."""
        text, tip, bold, dimmed = look
        item = self.item(row, column)
        before = self._looks.get((row, column))
        if item is None:
            item = QTableWidgetItem()
            item.setTextAlignment(self.alignment(column))
            self.setItem(row, column, item)
        if before is None or before[0] != text:
            item.setText(text)
        if before is None or before[1] != tip:
            item.setToolTip(tip)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, tip)  # a screen reader hears it with the cell
        if before is None or before[2] != bold:
            if bold:
                font = QFont(self.font())
                font.setBold(True)
                item.setFont(font)
            else:
                item.setData(Qt.ItemDataRole.FontRole, None)
        if before is None or before[3] != dimmed:
            item.setFlags(Qt.ItemFlag.NoItemFlags if dimmed else PLAIN_FLAGS)
        if (row, column) in self._coloured:
            self._coloured.discard((row, column))
            item.setBackground(QBrush())
            item.setForeground(QBrush())
        self._looks[(row, column)] = look

    def colour_cell(self, row: int, column: int, background: QColor, foreground: QColor) -> None:
        """Set a cell on its own colours until the next ``set_cells`` (a warning, say)."""
        item = self.item(row, column)
        item.setBackground(QBrush(background))
        item.setForeground(QBrush(foreground))
        self._coloured.add((row, column))

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
                self._looks.pop((r, c), None)  # its font is drawn over: set again in full next time
                self._coloured.add((r, c))

    def is_highlighted(self, row: int) -> bool:
        item = self.item(row, 0)
        return item is not None and item.font().bold()

    def fit_height(self) -> None:
        """Size the table to its rows (wrapped text included): the one sizing rule of every fitted table."""
        if self.wordWrap():
            self.resizeRowsToContents()
        header = self.horizontalHeader()
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        scroll = self.horizontalScrollBar()
        height = 0 if header.isHidden() else max(header.height(), header.sizeHint().height())
        height += rows + 2 * self.frameWidth() + 2 + (scroll.sizeHint().height() if scroll.isVisible() else 0)
        self.setFixedHeight(height)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if not self._columns_pending:  # not from inside a resize: changing columns may resize the table again
            self._columns_pending = True
            QTimer.singleShot(0, self, self._keep_words_whole)
        if self.wordWrap() and self.rowCount():
            self.fit_height()

    def _keep_words_whole(self) -> None:
        """A stretched column never gets narrower than its longest word: with large text a narrow table
        read "Bag…" for "Bagnata"; it scrolls sideways instead."""
        header = self.horizontalHeader()
        metrics = self.fontMetrics()
        longest = {column: max((metrics.horizontalAdvance(word) for row in range(self.rowCount())
                                for word in self.cell_text(row, column).split()), default=0) + 16
                   for column in self.stretched}
        fixed = sum(header.sectionSize(column) for column in range(self.columnCount()) if column not in self.stretched)
        self._columns_pending = False
        room = self.viewport().width() - fixed - sum(longest.values())
        stretched_now = all(header.sectionResizeMode(c) == QHeaderView.ResizeMode.Stretch for c in self.stretched)
        fits = room >= 0 if stretched_now else room >= 24  # a margin, so that the two modes never alternate
        mode = QHeaderView.ResizeMode.Stretch if fits else QHeaderView.ResizeMode.ResizeToContents
        for column in self.stretched:
            if header.sectionResizeMode(column) != mode:
                header.setSectionResizeMode(column, mode)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # large text: taller rows and header
            self._looks = {}  # a bold cell's font is its own, in the old size: set again next time
            self.fit_height()

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item else ""
