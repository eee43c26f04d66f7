"""Widgets the Warzone pages share: an editable row list and a stacked bar chart.

The row list is a QTableWidget edited from the keyboard (Tab between cells,
typing or F2 opens the cell's editor, Space ticks a check box, Insert /
Delete / Ctrl+Up / Ctrl+Down add, remove and move rows), because ramming
paths and tournament army lists are typed in row after row. Bounded spin-box
editors keep every number in its legal range. The stacked chart is built from
native rectangle items like the shared ``BarChart``, which has no stacking.
"""

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeySequence, QPen, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGraphicsRectItem,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.gui.charts import PlotFrame
from companion.gui.formatting import percent

EDIT_ROLE = Qt.ItemDataRole.EditRole
DATA_ROLE = Qt.ItemDataRole.UserRole


def points(value: Fraction) -> str:
    """A point amount with only the decimals it needs: 4, 10.5, 4.25 (locale-aware)."""
    value = Fraction(value)
    decimals = 0 if value.denominator == 1 else 1 if value.denominator == 2 else 2
    return QLocale().toString(float(value), "f", decimals)


def integer(value: int) -> str:
    return QLocale().toString(int(value))


def signed(value: int) -> str:
    """+4, 0, −4 with a real minus sign."""
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


def fit_height(table: QTableWidget, max_height: int) -> None:
    """Size a read-only results table to its rows (wrapped text included), scrolling past ``max_height``."""
    table.resizeRowsToContents()
    header = table.horizontalHeader()
    rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
    table.setFixedHeight(min(max(header.height(), header.sizeHint().height()) + rows + 2 * table.frameWidth() + 2,
                             max_height))


# --- The editable row list -------------------------------------------------------------


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


# --- The stacked bar chart -----------------------------------------------------------


@dataclass(frozen=True)
class Segment:
    name: str
    color: QColor


class StackedBarChart(PlotFrame):
    """One bar per category, split into stacked segments of exact probabilities.

    ``values[s][c]`` is segment s of category c; each bar sums to its total
    (100% when the segments partition the outcomes). Hovering a bar shows every
    segment with its exact fraction; a legend under the plot names the colours.
    """

    WIDTH = 0.7

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, min_height=180)
        self.bar_labels: list[str] = []
        self.segments: list[Segment] = []
        self.values: list[list[Fraction]] = []
        self._rects: list[list[QGraphicsRectItem]] = []
        self.key = QLabel()
        self.key.setWordWrap(True)
        self.key.setTextFormat(Qt.TextFormat.RichText)
        self.key.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.layout().addWidget(self.key)
        self._apply_palette()

    def set_data(self, bar_labels: Sequence[str], segments: Sequence[Segment],
                 values: Sequence[Sequence[Fraction]]) -> None:
        self.bar_labels = list(bar_labels)
        self.segments = list(segments)
        self.values = [[Fraction(v) for v in row] for row in values]
        while len(self._rects) < len(self.segments):
            self._rects.append([])
        bases = [0.0] * len(self.bar_labels)
        for s, rects in enumerate(self._rects):
            heights = [float(v) * 100 for v in self.values[s]] if s < len(self.segments) else []
            while len(rects) < len(heights):
                rect = QGraphicsRectItem()
                rect.setPen(QPen(Qt.PenStyle.NoPen))
                rect.setZValue(2)
                self.plot.addItem(rect)
                rects.append(rect)
            for index, rect in enumerate(rects):
                shown = index < len(heights)
                rect.setVisible(shown)
                if shown:
                    rect.setBrush(QBrush(self.segments[s].color))
                    rect.setRect(QRectF(index - self.WIDTH / 2, bases[index], self.WIDTH, heights[index]))
                    bases[index] += heights[index]
        axis = self.plot.getPlotItem().getAxis("bottom")
        axis.setTicks([list(enumerate(self.bar_labels))])
        self.plot.setYRange(0, 105, padding=0)
        self.plot.setXRange(-0.6, max(len(self.bar_labels), 1) - 0.4, padding=0)
        swatches = "&nbsp;&nbsp; ".join(
            f'<span style="color:{segment.color.name()}">&#9632;</span>&nbsp;{html.escape(segment.name)}'
            for segment in self.segments
        )
        self.key.setText(swatches)

    def segment_heights(self, segment: int) -> list[float]:
        """The drawn heights of one segment across the bars, in percent."""
        return [rect.rect().height() for rect in self._rects[segment][: len(self.bar_labels)]]

    def hover_text(self, index: int) -> str:
        lines = [self.bar_labels[index]]
        for segment, row in zip(self.segments, self.values):
            lines.append(f"{segment.name}: {percent(row[index])}  ({row[index]})")
        return "\n".join(lines)

    def item_at(self, scene_pos: QPointF) -> int | None:
        point = self.plot.getPlotItem().vb.mapSceneToView(scene_pos)
        index = round(point.x())
        if 0 <= index < len(self.bar_labels) and abs(point.x() - index) <= self.WIDTH / 2:
            return index
        return None

    def scene_position_of(self, index: int) -> QPointF:
        return self.plot.getPlotItem().vb.mapViewToScene(QPointF(index, 50))

    # --- export (the main window's PNG / SVG / CSV) ---

    @property
    def categories(self) -> list[str]:
        """CSV export: one row per (bar, segment)."""
        return [f"{label}: {segment.name}" for label in self.bar_labels for segment in self.segments]

    def shown_values(self) -> list[Fraction]:
        return [row[index] for index in range(len(self.bar_labels)) for row in self.values]

    def shown_reference(self):
        return None
