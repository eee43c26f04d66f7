"""The results column's shared parts: the headline table and the pin buttons."""

from fractions import Fraction

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from companion.gui.formatting import decimal, exact, percent, percent_delta


class ResultTable(QTableWidget):
    """Headline figures: label, live value, pinned value and their difference.

    Cells show percentages in the user's locale; their tooltips carry the exact
    fraction, which is also what the table keeps for CSV export.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, 4, parent)
        self.verticalHeader().hide()
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.rows_exact: list[tuple[str, Fraction, Fraction | None, bool]] = []

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:
            self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
            if self.rows_exact:
                self.set_rows(self.rows_exact)
        super().changeEvent(event)

    def set_headers(self, label: str, now: str, pinned: str, delta: str) -> None:
        self.setHorizontalHeaderLabels([label, now, pinned, delta])

    def set_rows(self, rows: list[tuple[str, Fraction, Fraction | None, bool]]) -> None:
        """Rows of (label, value, pinned value or None, is_probability)."""
        self.rows_exact = rows
        self.setRowCount(len(rows))
        show_pinned = any(pinned is not None for _, _, pinned, _ in rows)
        self.setColumnHidden(2, not show_pinned)
        self.setColumnHidden(3, not show_pinned)
        for row, (label, value, pinned, is_probability) in enumerate(rows):
            show = percent if is_probability else decimal
            cells = [label, show(value), "", ""]
            tips = ["", exact(value), "", ""]
            if pinned is not None:
                cells[2], tips[2] = show(pinned), exact(pinned)
                cells[3] = percent_delta(value - pinned) if is_probability else _signed_decimal(value - pinned)
                tips[3] = exact(value - pinned)
            for column, (text, tip) in enumerate(zip(cells, tips, strict=True)):
                item = self.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    if column:
                        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                    self.setItem(row, column, item)
                item.setText(text)
                item.setToolTip(tip)
        height = self.horizontalHeader().height() + sum(self.rowHeight(r) for r in range(len(rows))) + 4
        if height != self.height():
            self.setFixedHeight(height)

    def cell_text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item else ""


def _signed_decimal(value: Fraction) -> str:
    return ("+" if value >= 0 else "−") + decimal(abs(value))


class PinButtons(QWidget):
    """"Pin as reference" and "Clear pin" for a page, kept in step with its pin."""

    def __init__(self, panel: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.pin_button = QPushButton()
        self.pin_button.clicked.connect(panel.pin)
        self.unpin_button = QPushButton()
        self.unpin_button.clicked.connect(panel.clear_pin)
        self.unpin_button.setEnabled(False)
        panel.pin_changed.connect(self.unpin_button.setEnabled)
        row.addStretch(1)
        row.addWidget(self.pin_button)
        row.addWidget(self.unpin_button)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.pin_button.setText(self.tr("&Pin as reference"))
        self.pin_button.setToolTip(self.tr("Freeze this result and compare the next changes against it."))
        self.unpin_button.setText(self.tr("Clear pin"))
