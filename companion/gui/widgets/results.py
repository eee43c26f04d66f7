"""The results column's shared parts, the same on every page: the headline table, the pin buttons and the
"exactly / at least" choice of count charts."""

from fractions import Fraction

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QPushButton,
    QRadioButton,
    QTableWidgetItem,
    QWidget,
)

from companion.formatting import decimal, exact, percent, percent_delta
from companion.gui.widgets.tables import FittedTable


class ResultTable(FittedTable):
    """Headline figures: label, live value, pinned value and their difference.

    Cells show percentages in the user's locale; their tooltips carry the exact
    fraction, which is also what the table keeps for CSV export.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(4, parent, stretch=0, wrap=False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.rows_exact: list[tuple[str, Fraction, Fraction | None, bool]] = []
        self._shown: dict[tuple[int, int], tuple[str, str]] = {}
        """Each cell's text and tooltip as set: asking the items costs more than the rest of a change."""

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
        if self.rowCount() != len(rows):
            self.setRowCount(len(rows))
            self._shown = {cell: shown for cell, shown in self._shown.items() if cell[0] < len(rows)}
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
                shown = self._shown.get((row, column))
                if shown == (text, tip):
                    continue
                item = self.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    item.setTextAlignment(self.alignment(column))
                    self.setItem(row, column, item)
                if shown is None or shown[0] != text:  # each change of a cell makes the view look at the table again
                    item.setText(text)
                if shown is None or shown[1] != tip:
                    item.setToolTip(tip)
                self._shown[(row, column)] = (text, tip)
        self.fit_height()


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


class CountModeRow(QWidget):
    """"Exactly" or "At least" for a page's count charts, beside the page's pin buttons.

    ``cumulative_changed(True)`` asks for "at least" bars. The page words the two
    choices, so each takes a mnemonic that is free on that page.
    """

    cumulative_changed = Signal(bool)

    def __init__(self, panel: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.exactly = QRadioButton()
        self.at_least = QRadioButton()
        self.exactly.setChecked(True)
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.exactly)
        self.mode_group.addButton(self.at_least)
        self.at_least.toggled.connect(self.cumulative_changed)
        self.pin_buttons = PinButtons(panel)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.exactly, self.at_least, self.pin_buttons):
            row.addWidget(widget)

    def set_texts(self, exactly: str, at_least: str) -> None:
        self.exactly.setText(exactly)
        self.at_least.setText(at_least)
