"""Form building blocks every page uses: bounded spin boxes, relabelled combo boxes, titled form groups."""

from typing import Any

from PySide6.QtCore import QEvent, QSignalBlocker
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSpinBox,
    QWidget,
)

from companion.gui.widgets.accessibility import joined, plain, range_text


class BoundedSpinBox(QSpinBox):
    """A spin box that tells a screen reader its range: its description is its tooltip and "From 0 to 6.",
    kept in step when the range, the tooltip or the language changes."""

    def setRange(self, minimum: int, maximum: int) -> None:  # noqa: N802 - Qt's name
        super().setRange(minimum, maximum)
        self._describe()

    def setMinimum(self, minimum: int) -> None:  # noqa: N802 - Qt's name
        super().setMinimum(minimum)
        self._describe()

    def setMaximum(self, maximum: int) -> None:  # noqa: N802 - Qt's name
        super().setMaximum(maximum)
        self._describe()

    def setToolTip(self, tip: str) -> None:  # noqa: N802 - Qt's name
        super().setToolTip(tip)
        self._describe()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._describe()

    def _describe(self) -> None:
        shown = [self.prefix() + self.textFromValue(value) + self.suffix() for value in (self.minimum(), self.maximum())]
        description = joined(self.toolTip(), range_text(*shown))
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)


class SignedSpinBox(BoundedSpinBox):
    """A spin box for +/- DICE and modifiers: shows "+1", "0", "−1"."""

    def textFromValue(self, value: int) -> str:
        return f"+{value}" if value > 0 else str(value)

    def valueFromText(self, text: str) -> int:
        return int(text.replace("+", "").replace("−", "-") or 0)


def spin_box(minimum: int, maximum: int, value: int = 0, signed: bool = False) -> QSpinBox:
    """A bounded spin box: its range is the legal range, so typing cannot escape it."""
    box = SignedSpinBox() if signed else BoundedSpinBox()
    box.setRange(minimum, maximum)
    box.setValue(value)
    box.setKeyboardTracking(False)
    return box


def set_maximum(box: QSpinBox, maximum: int) -> None:
    """Cap a spin box, if the cap moved: Qt lays the whole form out again for any new range, even the same one,
    and a page that caps a field on every form change paid that (3 ms) after each redraw."""
    if box.maximum() != maximum:
        box.setMaximum(maximum)


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


class LabelledForm(QFormLayout):
    """Rows of label and field whose labels are kept, to be worded again after a language change.

    A check box or radio button is its own label and takes the whole row.
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.labels: dict[QWidget, QLabel] = {}

    def add_row(self, widget: QWidget) -> QWidget:
        if isinstance(widget, QAbstractButton):
            self.addRow(widget)
        else:
            label = QLabel()
            label.setBuddy(widget)
            self.labels[widget] = label
            self.addRow(label, widget)
        return widget

    def set_label(self, widget: QWidget, text: str, tooltip: str = "") -> None:
        """Set a row's label (or a check box's own text) with an optional tooltip, which a screen reader
        reads as the field's description."""
        if isinstance(widget, QAbstractButton):
            widget.setText(text)
        else:
            self.labels[widget].setText(text)
            self.labels[widget].setToolTip(tooltip)
            widget.setAccessibleName(plain(text))
        widget.setToolTip(tooltip)


class FormGroup(QGroupBox):
    """A titled group of labelled rows whose labels can be retranslated."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.form = LabelledForm(self)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)

    def add_row(self, widget: QWidget) -> QWidget:
        return self.form.add_row(widget)

    def set_label(self, widget: QWidget, text: str, tooltip: str = "") -> None:
        self.form.set_label(widget, text, tooltip)


def hbox(*widgets: QWidget) -> QWidget:
    holder = QWidget()
    layout = QHBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    return holder
