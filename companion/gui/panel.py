"""The frame every calculator page shares: a form, live results, pin, export.

A page subclasses ``CalculatorPanel`` and supplies four things: the form
widgets, how to read them into the model's input object, how to write an
input object back into them, and how to render a result. Evaluation,
"last input wins", pinning, persistence and scenario files live here once.
"""

import csv
import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from companion import games
from companion.gui.errors import describe
from companion.gui.evaluator import Evaluator
from companion.gui.widgets.accessibility import follow_reading_order, name_buddies
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import invalidate_layouts
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import PinButtons, ResultTable
from companion.model.calculator import Calculator
from companion.model.errors import InputError
from companion.scenario import Scenario, parse_scenario, scenario_to_json

RESULTS_MIN_WIDTH = 440
"""Narrower than this beside the form, the results column goes below it (the pin row and tables need it)."""
QWIDGETSIZE_MAX = (1 << 24) - 1


class CalculatorPanel(QWidget):
    """Base of every calculator page. Subclasses implement the four hooks below."""

    result_shown = Signal()
    pin_changed = Signal(bool)  # whether a result is pinned now

    always_stacked = False
    """True for a page whose results are wider than any form beside them (a wound chart): they go below."""
    scrolls_itself = True
    """A page fills its tab and scrolls inside; a small calculator set in a page of several (False)
    takes the height it needs and leaves the scrolling to that page."""

    def __init__(self, calculator: Calculator, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.calculator = calculator
        self.game_id = games.game_of(calculator).id
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
        self.status_label = WrappedLabel()
        self.status_label.setObjectName("statusLabel")
        self.status_label.setStyleSheet("color: palette(highlight);")
        self.status_label.hide()

        self.form_scroll = form_scroll = QScrollArea()
        form_scroll.setWidget(self.form_area)
        form_scroll.setWidgetResizable(True)
        form_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        form_scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.results_scroll = results_scroll = QScrollArea()
        results_scroll.setWidget(self.results_area)
        results_scroll.setWidgetResizable(True)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(form_scroll)
        self.splitter.addWidget(results_scroll)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        self.stacked = False
        self.page_scroll = QScrollArea()
        self.page_scroll.setWidget(self.splitter)
        self.page_scroll.setWidgetResizable(True)
        self.page_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.page_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for scroll in (form_scroll, results_scroll, self.page_scroll):
            # Not a stop of the Tab chain: it scrolls to whatever takes the focus inside it.
            scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.page_scroll)
        self.result_shown.connect(self._arrange)

        QApplication.instance().focusChanged.connect(self._scroll_to_focus)

        self.build_form()
        self.build_results()
        self.form_layout.addWidget(self.status_label)
        self.form_layout.addStretch(1)
        self.retranslate_ui()
        self._fit_form_width()
        self.restore_inputs()
        follow_reading_order(self)
        name_buddies(self)

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

    def default_inputs(self) -> Any:
        """The input a fresh form starts from: the model's default, unless the page words its own."""
        return self.calculator.default()

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
        # The results' new height, at once: laid out first in the old height, a taller or shorter text
        # below the charts stretched them for a moment, and each was drawn twice, at both sizes.
        QCoreApplication.sendEvent(self.results_scroll, QEvent(QEvent.Type.LayoutRequest))
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

    def charts(self) -> list[ExportableChart]:
        return []

    def build_chart_results(self, chart: QWidget, min_height: int) -> None:
        """The results column of most pages: the headline table, the pin row, one chart and the explanation."""
        self.table = ResultTable()
        self.pin_buttons = PinButtons(self)
        self.chart = chart
        chart.setMinimumHeight(min_height)
        self.explanation = WrappedLabel()
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
                for index, (category, value) in enumerate(zip(chart.categories, chart.shown_values(), strict=True)):
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
        self.load_inputs(self.default_inputs())

    def reset_loses_work(self) -> bool:
        """Whether resetting discards something typed in over time (a match log), worth a question first."""
        return False

    # --- persistence ---

    def _settings_key(self) -> str:
        return f"inputs/{self.game_id}/{self.calculator.name}"

    def save_inputs(self, inputs: Any) -> None:
        if self.settings is None:
            return
        text = json.dumps(scenario_to_json(Scenario(self.game_id, self.calculator.name, inputs)))
        self.settings.setValue(self._settings_key(), text)

    def restore_inputs(self) -> None:
        inputs = self.default_inputs()
        stored = self.settings.value(self._settings_key()) if self.settings is not None else None
        if isinstance(stored, str):
            try:
                inputs = parse_scenario(json.loads(stored)).inputs
            except (ValueError, InputError):
                pass  # a stale or damaged preference falls back to the defaults
        self.load_inputs(inputs)

    def _scroll_to_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        """A field reached by its mnemonic (Alt+C) or by Tab is scrolled into view, and so are a result
        table and a chart reached by Tab."""
        if new is None:
            return
        for area, scroll in ((self.form_area, self.form_scroll), (self.results_area, self.results_scroll)):
            if area.isAncestorOf(new):
                (self.page_scroll if self.stacked else scroll).ensureWidgetVisible(new)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        """Form beside results where both fit; on a narrow window the results go below the form and
        the whole page scrolls, so no column is squeezed behind a horizontal scroll bar."""
        stacked = self.always_stacked or self.width() < self.form_scroll.minimumWidth() + self.results_min_width()
        if stacked != self.stacked:
            self.stacked = stacked
            self.splitter.setOrientation(Qt.Orientation.Vertical if stacked else Qt.Orientation.Horizontal)
        natural = stacked or not self.scrolls_itself
        for scroll, area in ((self.form_scroll, self.form_area), (self.results_scroll, self.results_area)):
            if natural:
                area.layout().activate()  # a table just refitted to its rows must count
                scroll.setFixedHeight(area.sizeHint().height() + 2 * scroll.frameWidth())
            else:
                scroll.setMinimumHeight(0)
                scroll.setMaximumHeight(QWIDGETSIZE_MAX)
        if not self.scrolls_itself:  # the page around it scrolls: take the whole height the content needs
            heights = [scroll.maximumHeight() for scroll in (self.form_scroll, self.results_scroll)]
            needed = sum(heights) + self.splitter.handleWidth() if stacked else max(heights)
            self.page_scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setMinimumHeight(needed + 2)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._arrange()

    def results_min_width(self) -> int:
        return RESULTS_MIN_WIDTH

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
            QTimer.singleShot(0, self, lambda: name_buddies(self))  # once every part of the page has its words
            if self.result is not None:
                self.render()
            self._fit_form_width()
            self._arrange()
        elif event.type() == QEvent.Type.FontChange:
            self._fit_form_width()
            self._arrange()
        super().changeEvent(event)
