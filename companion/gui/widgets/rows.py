"""The one editor for an ordered list of rows, built from the keyboard or with buttons.

Warzone's ramming path and army lists, Trench Crusade's compared loadouts and
targets and Ringball's interceptor line are all lists whose order matters and
whose rows have a few typed cells. ``RowModel`` keeps the rows as plain values
(a ``QAbstractTableModel``: the view, the delegates and the pages read one
source); ``RowEditor`` shows them in a ``QTableView`` whose editors are bounded
to each column's legal values, with Add, Remove and Move buttons and their keys.
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from companion.gui.widgets.labels import WrappedLabel

Row = dict[str, Any]
Choices = Callable[[], list[tuple[str, str]]]
"""The ids a choice cell may hold, each with the text shown for it (in the user's language)."""
Index = QModelIndex | QPersistentModelIndex


class Kind(StrEnum):
    INT = "int"
    TEXT = "text"
    CHECK = "check"
    CHOICE = "choice"


@dataclass(frozen=True)
class Column:
    """One column of a row list.

    ``kind`` is "int" (a whole number from ``minimum`` to ``maximum``, shown
    with ``suffix``), "text" (at most ``maximum`` characters), "check" or
    "choice" (an id from the editor's choices for ``key``). ``width`` is the
    starting width in pixels.
    """

    key: str
    kind: Kind
    default: Any
    minimum: int = 0
    maximum: int = 0
    width: int = 60
    suffix: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", Kind(self.kind))

    def coerce(self, value: Any) -> Any:
        """A stored value as this column keeps it."""
        if self.kind is Kind.INT:
            return int(value)
        if self.kind is Kind.CHECK:
            return bool(value)
        return str(value)


class RowModel(QAbstractTableModel):
    """The rows of a ``RowEditor``: one dict per row, keyed by column.

    A row may carry keys of its own besides the columns (a saved loadout's
    weapon): they travel with it when it is copied or moved. ``enabled_keys(row)``
    names the cells of a row that apply; the others are disabled but keep their
    values, so switching a row's kind back restores them. ``review(row, values)``
    may refuse an edit (None) or adjust it before it is stored. ``edited`` fires
    after every edit the user makes in a cell.
    """

    edited = Signal(int)

    def __init__(self, columns: Sequence[Column], min_rows: int, max_rows: int,
                 enabled_keys: Callable[[Row], set[str]] | None = None, choices: Mapping[str, Choices] | None = None,
                 review: Callable[[int, Row], Row | None] | None = None, parent=None):
        super().__init__(parent)
        self.columns = list(columns)
        self.min_rows, self.max_rows = min_rows, max_rows
        self.enabled_keys = enabled_keys
        self.choices = dict(choices or {})
        self.review = review
        self._rows: list[Row] = []
        self._labels: list[str] = [column.key for column in self.columns]
        self._tooltips: list[str] = [""] * len(self.columns)

    # --- Qt's model interface ---

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = self.columns[index.column()]
        value = self._rows[index.row()][column.key]
        if role == Qt.ItemDataRole.DisplayRole:
            if column.kind is Kind.CHOICE:
                return dict(self.choices[column.key]()).get(value, "")
            if column.kind is Kind.INT and column.suffix:
                return QLocale().toString(value) + column.suffix
            return None if column.kind is Kind.CHECK else value
        if role == Qt.ItemDataRole.EditRole:
            return None if column.kind is Kind.CHECK else value
        if role == Qt.ItemDataRole.CheckStateRole and column.kind is Kind.CHECK:
            return Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.TextAlignmentRole and column.kind is Kind.INT:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 - Qt's name
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            return section + 1 if role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(self._rows) else None
        if not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._labels[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltips[section] or None
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        column = self.columns[index.column()]
        flags = Qt.ItemFlag.ItemIsSelectable
        if not self.cell_enabled(index.row(), column.key):
            return flags
        editing = Qt.ItemFlag.ItemIsUserCheckable if column.kind is Kind.CHECK else Qt.ItemFlag.ItemIsEditable
        return flags | Qt.ItemFlag.ItemIsEnabled | editing

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        """Store an edit if it is legal for its column (and the page's review lets it through)."""
        if not index.isValid() or not self.flags(index) & Qt.ItemFlag.ItemIsEnabled:
            return False
        column = self.columns[index.column()]
        wanted = Qt.ItemDataRole.CheckStateRole if column.kind is Kind.CHECK else Qt.ItemDataRole.EditRole
        if role != wanted or not self._legal(column, value):
            return False
        value = _checked(value) if column.kind is Kind.CHECK else column.coerce(value)
        row = index.row()
        if self._rows[row][column.key] == value:
            return True
        values = dict(self._rows[row], **{column.key: value})
        if self.review is not None:
            values = self.review(row, values)
            if values is None:
                return False
        self._rows[row] = values
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.columns) - 1))  # enabled cells may change
        self.edited.emit(row)
        return True

    def insertRows(self, row: int, count: int, parent: Index = QModelIndex()) -> bool:  # noqa: B008, N802
        """Insert ``count`` rows of column defaults at ``row``."""
        if parent.isValid() or count < 1 or not 0 <= row <= len(self._rows) or len(self._rows) + count > self.max_rows:
            return False
        self.beginInsertRows(QModelIndex(), row, row + count - 1)
        self._rows[row:row] = [self._complete({}) for _ in range(count)]
        self.endInsertRows()
        return True

    def removeRows(self, row: int, count: int, parent: Index = QModelIndex()) -> bool:  # noqa: B008, N802
        if (parent.isValid() or count < 1 or row < 0 or row + count > len(self._rows)
                or len(self._rows) - count < self.min_rows):
            return False
        self.beginRemoveRows(QModelIndex(), row, row + count - 1)
        del self._rows[row:row + count]
        self.endRemoveRows()
        return True

    def moveRows(self, source_parent: Index, source_row: int, count: int,  # noqa: N802 - Qt's name
                 destination_parent: Index, destination_child: int) -> bool:
        """Move rows so that they stand before ``destination_child`` (Qt's convention)."""
        if (source_parent.isValid() or destination_parent.isValid() or count < 1 or source_row < 0
                or source_row + count > len(self._rows) or not 0 <= destination_child <= len(self._rows)
                or source_row <= destination_child <= source_row + count):
            return False
        self.beginMoveRows(QModelIndex(), source_row, source_row + count - 1, QModelIndex(), destination_child)
        moving = self._rows[source_row:source_row + count]
        del self._rows[source_row:source_row + count]
        at = destination_child - count if destination_child > source_row else destination_child
        self._rows[at:at] = moving
        self.endMoveRows()
        return True

    # --- rows as values ---

    def rows(self) -> list[Row]:
        return [dict(row) for row in self._rows]

    def row(self, row: int) -> Row:
        return dict(self._rows[row])

    def set_rows(self, rows: Sequence[Row]) -> None:
        """Replace every row (the cells a row does not mention get the column default)."""
        self.beginResetModel()
        self._rows = [self._complete(values) for values in rows]
        self.endResetModel()

    def insert_row(self, at: int, values: Row) -> bool:
        if len(self._rows) >= self.max_rows or not 0 <= at <= len(self._rows):
            return False
        self.beginInsertRows(QModelIndex(), at, at)
        self._rows.insert(at, self._complete(values))
        self.endInsertRows()
        return True

    def move_row(self, row: int, target: int) -> bool:
        """Move one row to position ``target``."""
        return self.moveRows(QModelIndex(), row, 1, QModelIndex(), target + 1 if target > row else target)

    def cell_enabled(self, row: int, key: str) -> bool:
        return self.enabled_keys is None or key in self.enabled_keys(self._rows[row])

    def column_of(self, key: str) -> int:
        return next(index for index, column in enumerate(self.columns) if column.key == key)

    # --- words ---

    def set_headers(self, labels: Sequence[str], tooltips: Sequence[str] = ()) -> None:
        self._labels = list(labels)
        self._tooltips = list(tooltips) + [""] * (len(self.columns) - len(tooltips))
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.columns) - 1)

    def relabel(self) -> None:
        """The choice cells show their texts anew (after a language change)."""
        for index, column in enumerate(self.columns):
            if column.kind is Kind.CHOICE and self._rows:
                self.dataChanged.emit(self.index(0, index), self.index(len(self._rows) - 1, index),
                                      [Qt.ItemDataRole.DisplayRole])

    # --- internals ---

    def _complete(self, values: Row) -> Row:
        row = dict(values)
        for column in self.columns:
            row[column.key] = column.coerce(values.get(column.key, column.default))
        return row

    def _legal(self, column: Column, value: Any) -> bool:
        if column.kind is Kind.INT:
            return isinstance(value, int) and column.minimum <= value <= column.maximum
        if column.kind is Kind.TEXT:
            return isinstance(value, str) and len(value) <= column.maximum
        if column.kind is Kind.CHOICE:
            return value in dict(self.choices[column.key]())
        return _checked(value) is not None


def _checked(value: Any) -> bool | None:
    """A check state as Qt hands it over (an enum member or its number), as a bool."""
    state = getattr(value, "value", value)
    if state == Qt.CheckState.Checked.value:
        return True
    if state == Qt.CheckState.Unchecked.value:
        return False
    return None


class SpinDelegate(QStyledItemDelegate):
    """Edits a whole number with a spin box bounded to the column's legal range."""

    def __init__(self, column: Column, parent=None):
        super().__init__(parent)
        self.column = column

    def createEditor(self, parent, option, index):  # noqa: N802 - Qt's name
        editor = QSpinBox(parent)
        editor.setRange(self.column.minimum, self.column.maximum)
        editor.setSuffix(self.column.suffix)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor, index):  # noqa: N802 - Qt's name
        editor.setValue(int(index.data(Qt.ItemDataRole.EditRole)))

    def setModelData(self, editor, model, index):  # noqa: N802 - Qt's name
        editor.interpretText()
        model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)


class TextDelegate(QStyledItemDelegate):
    """Edits a text no longer than the column allows."""

    def __init__(self, column: Column, parent=None):
        super().__init__(parent)
        self.column = column

    def createEditor(self, parent, option, index):  # noqa: N802 - Qt's name
        editor = QLineEdit(parent)
        editor.setMaxLength(self.column.maximum)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor, index):  # noqa: N802 - Qt's name
        editor.setText(index.data(Qt.ItemDataRole.EditRole))

    def setModelData(self, editor, model, index):  # noqa: N802 - Qt's name
        model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)


class ChoiceDelegate(QStyledItemDelegate):
    """Edits an id from a fixed list; the cell keeps the id and shows its translated text."""

    def __init__(self, choices: Choices, parent=None):
        super().__init__(parent)
        self.choices = choices

    def createEditor(self, parent, option, index):  # noqa: N802 - Qt's name
        editor = QComboBox(parent)
        for data, text in self.choices():
            editor.addItem(text, data)
        editor.activated.connect(lambda _=0, e=editor: self._commit(e))
        return editor

    def _commit(self, editor: QComboBox) -> None:
        """Picking an entry (mouse or Enter in the open list) is the edit: no second confirmation."""
        self.commitData.emit(editor)
        self.closeEditor.emit(editor)

    def setEditorData(self, editor, index):  # noqa: N802 - Qt's name
        editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))

    def setModelData(self, editor, model, index):  # noqa: N802 - Qt's name
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


class RowTable(QTableView):
    """The row editor's table. Tab steps through its cells and, from the last one, on out of the table, as
    Shift+Tab does from the first; Ctrl+Tab and Ctrl+Shift+Tab leave it at once. A plain QTableView went
    round its cells for ever, and a keyboard user could never leave it."""

    def moveCursor(self, action, modifiers) -> QModelIndex:  # noqa: N802 - Qt's name
        """Tab from the last cell (and Shift+Tab from the first) goes nowhere in the table, instead of round."""
        index = super().moveCursor(action, modifiers)
        current = self.currentIndex()
        if index.isValid() and current.isValid():
            here, there = (current.row(), current.column()), (index.row(), index.column())
            if (action == QAbstractItemView.CursorAction.MoveNext and there <= here
                    or action == QAbstractItemView.CursorAction.MovePrevious and there >= here):
                return QModelIndex()
        return index

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802 - Qt's name
        if self.tabKeyNavigation() and self.currentIndex().isValid():
            action = QAbstractItemView.CursorAction.MoveNext if next else QAbstractItemView.CursorAction.MovePrevious
            if self.moveCursor(action, Qt.KeyboardModifier.NoModifier).isValid():
                return super().focusNextPrevChild(next)
        return QWidget.focusNextPrevChild(self, next)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            backwards = event.key() == Qt.Key.Key_Backtab or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            QWidget.focusNextPrevChild(self, not backwards)
            event.accept()
            return
        super().keyPressEvent(event)


class RowEditor(QWidget):
    """An ordered list of rows the user adds, removes, reorders and edits in place.

    Keyboard: Tab moves between cells and, from the last, out of the table (Ctrl+Tab
    leaves at once), typing or F2 edits, Space ticks a box; Insert adds a copy of the selected row below it,
    Delete removes it, Ctrl+Up and Ctrl+Down move it. After Add, the new row's
    first editable cell has the focus, so typing goes into the new row.
    ``copy=False`` leaves out Add (a page whose rows come from elsewhere adds
    them with ``add_row``). ``changed`` fires after every edit and every
    structural change the user makes; ``set_rows`` is silent (the caller decides).
    """

    changed = Signal()

    def __init__(self, columns: Sequence[Column], min_rows: int, max_rows: int,
                 enabled_keys: Callable[[Row], set[str]] | None = None, choices: Mapping[str, Choices] | None = None,
                 review: Callable[[int, Row], Row | None] | None = None, copy: bool = True,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.model = RowModel(columns, min_rows, max_rows, enabled_keys, choices, review, self)
        self.columns = self.model.columns
        self._add_text = ""

        self.view = view = RowTable()
        view.setModel(self.model)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed | QAbstractItemView.EditTrigger.SelectedClicked
        )
        view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = view.horizontalHeader()
        for index, column in enumerate(self.columns):
            if column.kind is Kind.INT:
                view.setItemDelegateForColumn(index, SpinDelegate(column, view))
            elif column.kind is Kind.TEXT:
                view.setItemDelegateForColumn(index, TextDelegate(column, view))
            elif column.kind is Kind.CHOICE:
                view.setItemDelegateForColumn(index, ChoiceDelegate(self.model.choices[column.key], view))
            header.setSectionResizeMode(index, QHeaderView.ResizeMode.Interactive)
            view.setColumnWidth(index, column.width)
        text_columns = [i for i, c in enumerate(self.columns) if c.kind is Kind.TEXT]
        if text_columns:
            header.setSectionResizeMode(text_columns[0], QHeaderView.ResizeMode.Stretch)
        else:
            header.setStretchLastSection(True)
        view.setMinimumWidth(sum(c.width for c in self.columns) + 50)
        view.setMinimumHeight(150)

        self.empty_label = WrappedLabel(plain=True)
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.up_button = QPushButton()
        self.down_button = QPushButton()
        self.add_button.clicked.connect(lambda: self.add_row(focus=True))
        self.remove_button.clicked.connect(self.remove_row)
        self.up_button.clicked.connect(lambda: self.move_row(-1))
        self.down_button.clicked.connect(lambda: self.move_row(1))
        keys = {"remove": (QKeySequence(Qt.Key.Key_Delete), self.remove_row),
                "up": (QKeySequence("Ctrl+Up"), lambda: self.move_row(-1)),
                "down": (QKeySequence("Ctrl+Down"), lambda: self.move_row(1))}
        if copy:
            keys["add"] = (QKeySequence(Qt.Key.Key_Insert), lambda: self.add_row(focus=True))
        self.shortcuts: dict[str, QShortcut] = {}
        """The table's own keys; Help → Keyboard shortcuts lists them by their What's This text."""
        for name, (key, slot) in keys.items():
            shortcut = QShortcut(key, view)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts[name] = shortcut
        self.model.edited.connect(lambda _row: self.changed.emit())
        view.selectionModel().currentChanged.connect(lambda *_: self._update_buttons())
        for signal in (self.model.rowsInserted, self.model.rowsRemoved, self.model.rowsMoved, self.model.modelReset):
            signal.connect(lambda *_: self._update_buttons())

        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(view)
        layout.addWidget(self.empty_label)
        layout.addLayout(buttons)
        self.add_button.setVisible(copy)
        self.retranslate_ui()
        self._update_buttons()

    def retranslate_ui(self) -> None:
        self.add_button.setText(self._add_text or self.tr("Add"))
        self.add_button.setToolTip(self.tr("Insert a copy of the selected row below it (Insert)"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected row (Delete)"))
        self.up_button.setText(self.tr("Move up"))
        self.up_button.setToolTip(self.tr("Move the selected row up (Ctrl+Up)"))
        self.down_button.setText(self.tr("Move down"))
        self.down_button.setToolTip(self.tr("Move the selected row down (Ctrl+Down)"))
        said = {"add": self.tr("Insert a copy of the selected row below it"), "remove": self.tr("Remove the selected row"),
                "up": self.tr("Move the selected row up"), "down": self.tr("Move the selected row down")}
        for name, shortcut in self.shortcuts.items():
            shortcut.setWhatsThis(said[name])
        self.model.relabel()

    def set_add_text(self, text: str) -> None:
        """The page's own words for Add (with its mnemonic), instead of the plain "Add"."""
        self._add_text = text
        self.add_button.setText(text)

    def set_empty_text(self, text: str) -> None:
        """What to say under the table while it has no row."""
        self.empty_label.setText(text)
        self._update_buttons()

    def set_headers(self, labels: Sequence[str], tooltips: Sequence[str] = ()) -> None:
        self.model.set_headers(labels, tooltips)
        header = self.view.horizontalHeader()
        for index, column in enumerate(self.columns):
            # Longer words in other languages widen the column rather than being cut.
            if header.sectionResizeMode(index) == QHeaderView.ResizeMode.Interactive:
                self.view.setColumnWidth(index, max(column.width, header.sectionSizeHint(index)))

    # --- values ---

    def rows(self) -> list[Row]:
        return self.model.rows()

    def set_rows(self, rows: Sequence[Row]) -> None:
        self.model.set_rows(rows)

    def row_count(self) -> int:
        return self.model.rowCount()

    def cell_enabled(self, row: int, key: str) -> bool:
        return self.model.cell_enabled(row, key)

    def cell_text(self, row: int, key: str) -> str:
        """What a cell shows (a tick box shows its state as "✔" or "")."""
        index = self.model.index(row, self.model.column_of(key))
        if self.columns[index.column()].kind is Kind.CHECK:
            return "✔" if index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked else ""
        shown = index.data(Qt.ItemDataRole.DisplayRole)
        return shown if isinstance(shown, str) else QLocale().toString(shown)

    def set_cell(self, row: int, key: str, value: Any) -> bool:
        """Edit one cell as its editor would (a tick box takes True or False); False if it is refused."""
        column = self.model.column_of(key)
        if self.columns[column].kind is Kind.CHECK:
            state = Qt.CheckState.Checked if value else Qt.CheckState.Unchecked
            return self.model.setData(self.model.index(row, column), state, Qt.ItemDataRole.CheckStateRole)
        return self.model.setData(self.model.index(row, column), value, Qt.ItemDataRole.EditRole)

    # --- editing ---

    def current_row(self) -> int:
        """The selected row, else the last one (-1 when there is none)."""
        current = self.view.currentIndex()
        return current.row() if current.isValid() else self.model.rowCount() - 1

    def set_current(self, row: int, column: int | None = None) -> None:
        column = max(0, self.view.currentIndex().column()) if column is None else column
        self.view.setCurrentIndex(self.model.index(row, column))

    def add_row(self, values: Row | None = None, at: int | None = None, focus: bool = False) -> bool:
        """Insert ``values`` (by default a copy of the selected row) at ``at`` (by default below the selected row).

        With ``focus`` (the Add button and Insert) the new row's first editable cell takes the focus.
        """
        current = self.current_row()
        if values is None:
            values = self.model.row(current) if current >= 0 else {}
        if at is None:
            at = current + 1
        column = max(0, self.view.currentIndex().column())
        if not self.model.insert_row(at, values):
            return False
        if focus:
            column = next((index for index, c in enumerate(self.columns) if self.model.cell_enabled(at, c.key)), 0)
            self.view.setFocus()
        self.set_current(at, column)
        self.changed.emit()
        return True

    def remove_row(self) -> None:
        current = self.current_row()
        if current < 0 or not self.model.removeRows(current, 1):
            return
        if self.model.rowCount():
            self.set_current(min(current, self.model.rowCount() - 1))
        self.changed.emit()

    def move_row(self, step: int) -> None:
        current = self.current_row()
        if current < 0 or not self.model.move_row(current, current + step):
            return
        self._update_buttons()  # the current row moved with its row, but its number changed
        self.changed.emit()

    def _update_buttons(self) -> None:
        count, current = self.model.rowCount(), self.current_row()
        self.add_button.setEnabled(count < self.model.max_rows)
        self.remove_button.setEnabled(count > self.model.min_rows and current >= 0)
        self.up_button.setEnabled(current > 0)
        self.down_button.setEnabled(0 <= current < count - 1)
        self.empty_label.setVisible(count == 0 and bool(self.empty_label.text()))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
