"""The frame every calculator page shares: a form, live results, pin, export.

A page subclasses ``CalculatorPanel`` and supplies four things: the form
widgets, how to read them into the model's input object, how to write an
input object back into them, and how to render a result. Evaluation,
"last input wins", pinning, persistence and scenario files live here once.
"""

import csv
import json
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.gui.errors import describe
from companion.gui.evaluator import Evaluator
from companion.gui.formatting import decimal, percent, percent_delta
from companion.model.calculator import Calculator
from companion.model.errors import InputError
from companion.scenario import Scenario, parse_scenario, scenario_to_json


class SignedSpinBox(QSpinBox):
    """A spin box for +/- DICE and modifiers: shows "+1", "0", "−1"."""

    def textFromValue(self, value: int) -> str:
        return f"+{value}" if value > 0 else str(value)

    def valueFromText(self, text: str) -> int:
        return int(text.replace("+", "").replace("−", "-") or 0)


def spin_box(minimum: int, maximum: int, value: int = 0, signed: bool = False) -> QSpinBox:
    """A bounded spin box: its range is the legal range, so typing cannot escape it."""
    box = SignedSpinBox() if signed else QSpinBox()
    box.setRange(minimum, maximum)
    box.setValue(value)
    box.setKeyboardTracking(False)
    return box


def set_combo_items(combo: QComboBox, items: list[tuple[str, str]]) -> None:
    """(Re)label a combo's items, keeping the selected data value."""
    current = combo.currentData()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    with QSignalBlocker(combo):
        combo.clear()
        for data, text in items:
            combo.addItem(text, data)
        index = combo.findData(current)
        combo.setCurrentIndex(max(index, 0))


def select_data(combo: QComboBox, data: Any) -> None:
    index = combo.findData(data)
    if index < 0:
        raise ValueError(f"{data!r} is not offered")
    combo.setCurrentIndex(index)


def invalidate_layouts(widget: QWidget) -> None:
    """Drop the size hints a widget's layouts cached, so texts set just now are measured."""
    for layout in widget.findChildren(QLayout):
        layout.invalidate()
    if widget.layout() is not None:
        widget.layout().invalidate()


class FormGroup(QGroupBox):
    """A titled group of labelled rows whose labels can be retranslated."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.labels: dict[QWidget, QLabel] = {}

    def add_row(self, widget: QWidget) -> QWidget:
        if isinstance(widget, QAbstractButton):
            self.form.addRow(widget)
        else:
            label = QLabel()
            label.setBuddy(widget)
            self.labels[widget] = label
            self.form.addRow(label, widget)
        return widget

    def set_label(self, widget: QWidget, text: str, tooltip: str = "") -> None:
        """Set a row's label (or a check box's own text) with an optional tooltip."""
        if isinstance(widget, QAbstractButton):
            widget.setText(text)
        else:
            self.labels[widget].setText(text)
            self.labels[widget].setToolTip(tooltip)
        widget.setToolTip(tooltip)


class CalculatorPanel(QWidget):
    """Base of every calculator page. Subclasses implement the four hooks below."""

    result_shown = Signal()
    pin_changed = Signal(bool)  # whether a result is pinned now

    game_id: str = ""

    def __init__(self, calculator: Calculator, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.calculator = calculator
        self.settings = settings
        self.result: Any = None
        self.pinned: Any = None
        self._loading = False
        self.evaluator = Evaluator(calculator.evaluate, self)
        self.evaluator.finished.connect(self._on_result)
        self.evaluator.failed.connect(self._on_failed)

        self.form_area = QWidget()
        self.form_layout = QVBoxLayout(self.form_area)
        self.results_area = QWidget()
        self.results_layout = QVBoxLayout(self.results_area)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.status_label.setObjectName("statusLabel")
        self.status_label.setStyleSheet("color: palette(highlight);")
        self.status_label.hide()

        self.form_scroll = form_scroll = QScrollArea()
        form_scroll.setWidget(self.form_area)
        form_scroll.setWidgetResizable(True)
        form_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        form_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        results_scroll = QScrollArea()
        results_scroll.setWidget(self.results_area)
        results_scroll.setWidgetResizable(True)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(form_scroll)
        self.splitter.addWidget(results_scroll)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

        self.build_form()
        self.build_results()
        self.form_layout.addWidget(self.status_label)
        self.form_layout.addStretch(1)
        self.retranslate_ui()
        self._fit_form_width()
        self.restore_inputs()

    # --- hooks for subclasses ---

    def build_form(self) -> None:
        raise NotImplementedError

    def build_results(self) -> None:
        raise NotImplementedError

    def read_inputs(self) -> Any:
        """The model input for the form as it stands; may raise InputError."""
        raise NotImplementedError

    def write_inputs(self, inputs: Any) -> None:
        raise NotImplementedError

    def render(self) -> None:
        """Show ``self.result`` (and ``self.pinned``, if any)."""
        raise NotImplementedError

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def update_enabled(self) -> None:
        """Disable controls that cannot apply to the current inputs."""

    # --- shared behaviour ---

    def connect_inputs(self, *widgets: QWidget) -> None:
        for widget in widgets:
            if isinstance(widget, QSpinBox):
                widget.valueChanged.connect(self.inputs_changed)
            elif isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self.inputs_changed)
            elif isinstance(widget, QCheckBox):
                widget.toggled.connect(self.inputs_changed)

    def inputs_changed(self, *_: Any) -> None:
        if self._loading:
            return
        self.update_enabled()
        try:
            inputs = self.read_inputs()
        except InputError as error:
            text = QCoreApplication.translate("CalculatorPanel", "Not a legal combination: {0}")
            self.show_status(text.format(describe(error)))
            return
        self.show_status("")
        self.save_inputs(inputs)
        self.evaluator.submit(inputs)

    def show_status(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))

    def _on_result(self, result: Any) -> None:
        self.result = result
        self.render()
        self.result_shown.emit()

    def _on_failed(self, error: Exception) -> None:
        self.show_status(QCoreApplication.translate("CalculatorPanel", "Could not evaluate: {0}").format(describe(error)))

    def pin(self) -> None:
        self.pinned = self.result
        self.render()
        self.pin_changed.emit(self.pinned is not None)

    def clear_pin(self) -> None:
        self.pinned = None
        self.render()
        self.pin_changed.emit(False)

    def charts(self) -> list:
        return []

    def build_chart_results(self, chart: QWidget, min_height: int) -> None:
        """The results column of most pages: the headline table, the pin row, one chart and the explanation."""
        self.table = ResultTable()
        self.pin_buttons = PinButtons(self)
        self.chart = chart
        chart.setMinimumHeight(min_height)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        for widget, stretch in ((self.table, 0), (self.pin_buttons, 0), (chart, 1), (self.explanation, 0)):
            self.results_layout.addWidget(widget, stretch)

    def export_csv(self, path: str) -> None:
        """The headline table, then every chart's bars, exact and in percent."""
        headers = [QCoreApplication.translate("CalculatorPanel", "Result"),
                   QCoreApplication.translate("CalculatorPanel", "Exact"),
                   QCoreApplication.translate("CalculatorPanel", "Value"),
                   QCoreApplication.translate("CalculatorPanel", "Pinned (exact)")]
        with open(path, "w", newline="", encoding="utf-8") as stream:
            writer = csv.writer(stream)
            writer.writerow(headers)
            table = getattr(self, "table", None)
            for label, value, pinned, _ in (table.rows_exact if table is not None else []):
                writer.writerow([label, str(value), f"{float(value):.6f}", "" if pinned is None else str(pinned)])
            for chart in self.charts():
                writer.writerow([])
                writer.writerow([chart.axis_title("bottom"), *headers[1:]])
                reference = chart.shown_reference()
                for index, (category, value) in enumerate(zip(chart.categories, chart.shown_values())):
                    pinned = "" if reference is None else str(reference[index])
                    writer.writerow([category, str(value), f"{float(value):.6f}", pinned])

    def scenario(self) -> Scenario:
        return Scenario(self.game_id, self.calculator.name, self.read_inputs())

    def load_inputs(self, inputs: Any) -> None:
        """Show `inputs` in the form (already validated by the model)."""
        self._loading = True
        try:
            self.write_inputs(inputs)
        finally:
            self._loading = False
        self.inputs_changed()

    def reset_to_defaults(self) -> None:
        self.load_inputs(self.calculator.default())

    # --- persistence ---

    def _settings_key(self) -> str:
        return f"inputs/{self.game_id}/{self.calculator.name}"

    def save_inputs(self, inputs: Any) -> None:
        if self.settings is None:
            return
        text = json.dumps(scenario_to_json(Scenario(self.game_id, self.calculator.name, inputs)))
        self.settings.setValue(self._settings_key(), text)

    def restore_inputs(self) -> None:
        inputs = self.calculator.default()
        stored = self.settings.value(self._settings_key()) if self.settings is not None else None
        if isinstance(stored, str):
            try:
                inputs = parse_scenario(json.loads(stored)).inputs
            except (ValueError, InputError):
                pass  # a stale or damaged preference falls back to the defaults
        self.load_inputs(inputs)

    def _fit_form_width(self) -> None:
        """The form never needs a horizontal scroll bar, in any language or text size.

        Right after a language switch the layouts still cache the old texts' sizes
        (their refresh is a posted event), so they are invalidated before measuring.
        """
        invalidate_layouts(self.form_area)
        scroll_bar = self.form_scroll.verticalScrollBar().sizeHint().width()
        self.form_scroll.setMinimumWidth(self.form_area.sizeHint().width() + scroll_bar + 4)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self.result is not None:
                self.render()
            self._fit_form_width()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_form_width()
        super().changeEvent(event)


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
            tips = ["", str(value), "", ""]
            if pinned is not None:
                cells[2], tips[2] = show(pinned), str(pinned)
                cells[3] = percent_delta(value - pinned) if is_probability else _signed_decimal(value - pinned)
                tips[3] = str(value - pinned)
            for column, (text, tip) in enumerate(zip(cells, tips)):
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


def hbox(*widgets: QWidget) -> QWidget:
    holder = QWidget()
    layout = QHBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    return holder


class PinButtons(QWidget):
    """"Pin as reference" and "Clear pin" for a page, kept in step with its pin."""

    def __init__(self, panel: CalculatorPanel, parent: QWidget | None = None):
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
