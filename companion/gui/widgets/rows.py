"""An editable, ordered list of rows."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

EDIT_ROLE = Qt.ItemDataRole.EditRole


DATA_ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class Column:
    """One column of a row list: ``kind`` is "int", "check", "text" or "choice"."""

    key: str
    kind: str
    default: Any
    minimum: int = 0
    maximum: int = 0
    width: int = 60


class SpinDelegate(QStyledItemDelegate):
    """Edits a whole number with a spin box bounded to the column's legal range."""

    def __init__(self, minimum: int, maximum: int, parent=None):
        super().__init__(parent)
        self.minimum, self.maximum = minimum, maximum

    def createEditor(self, parent, option, index):
        editor = QSpinBox(parent)
        editor.setRange(self.minimum, self.maximum)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor, index):
        editor.setValue(int(index.data(EDIT_ROLE)))

    def setModelData(self, editor, model, index):
        editor.interpretText()
        model.setData(index, editor.value(), EDIT_ROLE)


class TextDelegate(QStyledItemDelegate):
    def __init__(self, max_length: int, parent=None):
        super().__init__(parent)
        self.max_length = max_length

    def createEditor(self, parent, option, index):
        editor = QLineEdit(parent)
        editor.setMaxLength(self.max_length)
        editor.setFrame(False)
        return editor


class ChoiceDelegate(QStyledItemDelegate):
    """Edits an id from a fixed list; the cell keeps the id and shows its translated text."""

    def __init__(self, choices: Callable[[], list[tuple[str, str]]], parent=None):
        super().__init__(parent)
        self.choices = choices

    def createEditor(self, parent, option, index):
        editor = QComboBox(parent)
        for data, text in self.choices():
            editor.addItem(text, data)
        editor.activated.connect(lambda _=0, e=editor: self._commit(e))
        return editor

    def _commit(self, editor: QComboBox) -> None:
        """Picking an entry (mouse or Enter in the open list) is the edit: no second confirmation."""
        self.commitData.emit(editor)
        self.closeEditor.emit(editor)

    def setEditorData(self, editor, index):
        editor.setCurrentIndex(max(0, editor.findData(index.data(DATA_ROLE))))

    def setModelData(self, editor, model, index):
        model.setData(index, editor.currentData(), DATA_ROLE)
        model.setData(index, editor.currentText(), Qt.ItemDataRole.DisplayRole)


class RowEditor(QWidget):
    """An ordered list of rows the user adds, removes, reorders and edits in place.

    ``enabled_keys(row)`` names the cells of a row that apply (the others are
    disabled, keeping their values, so switching a row's kind back restores
    them). ``changed`` fires after every edit and every structural change.
    """

    changed = Signal()

    def __init__(self, columns: Sequence[Column], min_rows: int, max_rows: int,
                 enabled_keys: Callable[[dict[str, Any]], set[str]] | None = None,
                 choices: Callable[[], list[tuple[str, str]]] | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.columns = list(columns)
        self.min_rows, self.max_rows = min_rows, max_rows
        self.enabled_keys = enabled_keys
        self.choices = choices
        self._updating = False

        self.table = QTableWidget(0, len(self.columns))
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QTableWidget.EditTrigger.DoubleClicked | QTableWidget.EditTrigger.EditKeyPressed
            | QTableWidget.EditTrigger.AnyKeyPressed | QTableWidget.EditTrigger.SelectedClicked
        )
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = self.table.horizontalHeader()
        for index, column in enumerate(self.columns):
            if column.kind == "int":
                self.table.setItemDelegateForColumn(index, SpinDelegate(column.minimum, column.maximum, self.table))
            elif column.kind == "text":
                self.table.setItemDelegateForColumn(index, TextDelegate(column.maximum, self.table))
            elif column.kind == "choice":
                self.table.setItemDelegateForColumn(index, ChoiceDelegate(choices, self.table))
            header.setSectionResizeMode(index, QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(index, column.width)
        text_columns = [i for i, c in enumerate(self.columns) if c.kind == "text"]
        if text_columns:
            header.setSectionResizeMode(text_columns[0], QHeaderView.ResizeMode.Stretch)
        else:
            header.setStretchLastSection(True)
        self.table.itemChanged.connect(self._on_item_changed)
        self.table.setMinimumWidth(sum(c.width for c in self.columns) + 50)
        self.table.setMinimumHeight(150)

        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.up_button = QPushButton()
        self.down_button = QPushButton()
        self.add_button.clicked.connect(lambda: self.add_row())
        self.remove_button.clicked.connect(self.remove_row)
        self.up_button.clicked.connect(lambda: self.move_row(-1))
        self.down_button.clicked.connect(lambda: self.move_row(1))
        self.table.currentCellChanged.connect(lambda *_: self._update_buttons())
        for key, slot in ((QKeySequence(Qt.Key.Key_Insert), lambda: self.add_row()),
                          (QKeySequence(Qt.Key.Key_Delete), self.remove_row),
                          (QKeySequence("Ctrl+Up"), lambda: self.move_row(-1)),
                          (QKeySequence("Ctrl+Down"), lambda: self.move_row(1))):
            shortcut = QShortcut(key, self.table)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(slot)

        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Insert a copy of the selected row below it (Insert)"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected row (Delete)"))
        self.up_button.setText(self.tr("Move up"))
        self.up_button.setToolTip(self.tr("Move the selected row up (Ctrl+Up)"))
        self.down_button.setText(self.tr("Move down"))
        self.down_button.setToolTip(self.tr("Move the selected row down (Ctrl+Down)"))
        self.relabel_choices()

    def set_headers(self, labels: Sequence[str], tooltips: Sequence[str] = ()) -> None:
        self.table.setHorizontalHeaderLabels(list(labels))
        for index, tip in enumerate(tooltips):
            self.table.horizontalHeaderItem(index).setToolTip(tip)
        header = self.table.horizontalHeader()
        for index, column in enumerate(self.columns):
            # Longer words in other languages widen the column rather than being cut.
            if header.sectionResizeMode(index) == QHeaderView.ResizeMode.Interactive:
                self.table.setColumnWidth(index, max(column.width, header.sectionSizeHint(index)))

    # --- values ---

    def rows(self) -> list[dict[str, Any]]:
        return [self.row_values(row) for row in range(self.table.rowCount())]

    def row_values(self, row: int) -> dict[str, Any]:
        values = {}
        for index, column in enumerate(self.columns):
            item = self.table.item(row, index)
            if column.kind == "int":
                values[column.key] = int(item.data(EDIT_ROLE))
            elif column.kind == "check":
                values[column.key] = item.checkState() == Qt.CheckState.Checked
            elif column.kind == "choice":
                values[column.key] = item.data(DATA_ROLE)
            else:
                values[column.key] = item.text()
        return values

    def set_rows(self, rows: Sequence[dict[str, Any]]) -> None:
        """Replace every row (the cells a row does not mention get the column default)."""
        self._updating = True
        try:
            with QSignalBlocker(self.table):
                self.table.setRowCount(0)
                for values in rows:
                    self._insert(self.table.rowCount(), values)
        finally:
            self._updating = False
        self._update_buttons()

    def add_row(self, values: dict[str, Any] | None = None) -> None:
        """Insert ``values`` (by default a copy of the selected row) below the selected row."""
        if self.table.rowCount() >= self.max_rows:
            return
        current = self.current_row()
        if values is None:
            values = self.row_values(current) if current >= 0 else {}
        at = current + 1 if current >= 0 else self.table.rowCount()
        self._updating = True
        try:
            with QSignalBlocker(self.table):
                self._insert(at, values)
        finally:
            self._updating = False
        self.table.setCurrentCell(at, max(0, self.table.currentColumn()))
        self._update_buttons()
        self.changed.emit()

    def remove_row(self) -> None:
        current = self.current_row()
        if current < 0 or self.table.rowCount() <= self.min_rows:
            return
        self.table.removeRow(current)
        if self.table.rowCount():
            self.table.setCurrentCell(min(current, self.table.rowCount() - 1), max(0, self.table.currentColumn()))
        self._update_buttons()
        self.changed.emit()

    def move_row(self, step: int) -> None:
        current = self.current_row()
        target = current + step
        if current < 0 or not 0 <= target < self.table.rowCount():
            return
        rows = self.rows()
        rows[current], rows[target] = rows[target], rows[current]
        column = max(0, self.table.currentColumn())
        self.set_rows(rows)
        self.table.setCurrentCell(target, column)
        self._update_buttons()
        self.changed.emit()

    def current_row(self) -> int:
        current = self.table.currentRow()
        return current if current >= 0 else self.table.rowCount() - 1

    def relabel_choices(self) -> None:
        """Re-word the choice cells (after a language change) from the ids they keep."""
        if self.choices is None:
            return
        names = dict(self.choices())
        with QSignalBlocker(self.table):
            for index, column in enumerate(self.columns):
                if column.kind != "choice":
                    continue
                for row in range(self.table.rowCount()):
                    item = self.table.item(row, index)
                    item.setText(names.get(item.data(DATA_ROLE), ""))

    # --- internals ---

    def _insert(self, at: int, values: dict[str, Any]) -> None:
        self.table.insertRow(at)
        names = dict(self.choices()) if self.choices is not None else {}
        for index, column in enumerate(self.columns):
            value = values.get(column.key, column.default)
            item = QTableWidgetItem()
            if column.kind == "int":
                item.setData(EDIT_ROLE, int(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            elif column.kind == "check":
                item.setCheckState(Qt.CheckState.Checked if value else Qt.CheckState.Unchecked)
            elif column.kind == "choice":
                item.setData(DATA_ROLE, value)
                item.setText(names.get(value, ""))
            else:
                item.setText(str(value))
            self.table.setItem(at, index, item)
        self._apply_enabled(at)

    def _flags(self, column: Column, enabled: bool) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsSelectable
        if not enabled:
            return flags
        flags |= Qt.ItemFlag.ItemIsEnabled
        return flags | (Qt.ItemFlag.ItemIsUserCheckable if column.kind == "check" else Qt.ItemFlag.ItemIsEditable)

    def _apply_enabled(self, row: int) -> None:
        keys = None if self.enabled_keys is None else self.enabled_keys(self.row_values(row))
        with QSignalBlocker(self.table):
            for index, column in enumerate(self.columns):
                enabled = keys is None or column.kind == "choice" or column.key in keys
                self.table.item(row, index).setFlags(self._flags(column, enabled))

    def cell_enabled(self, row: int, key: str) -> bool:
        index = next(i for i, c in enumerate(self.columns) if c.key == key)
        return bool(self.table.item(row, index).flags() & Qt.ItemFlag.ItemIsEnabled)

    def _on_item_changed(self, item: QTableWidgetItem) -> None:
        if self._updating:
            return
        self._apply_enabled(item.row())
        self.changed.emit()

    def _update_buttons(self) -> None:
        count, current = self.table.rowCount(), self.current_row()
        self.add_button.setEnabled(count < self.max_rows)
        self.remove_button.setEnabled(count > self.min_rows and current >= 0)
        self.up_button.setEnabled(current > 0)
        self.down_button.setEnabled(0 <= current < count - 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
