"""Which texts on screen do not fit their controls: what the high-DPI test looks for, on any widget tree."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QTabBar,
    QWidget,
)


def cut_texts(root: QWidget, where: str) -> list[dict]:
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        problem = None
        if isinstance(widget, QLabel) and widget.text() and widget.pixmap().isNull():
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                if needed > widget.height() + 1:
                    problem = f"height {widget.height()} < {needed}"
            else:
                needed = widget.minimumSizeHint().width()
                if needed > widget.width() + 1:
                    problem = f"width {widget.width()} < {needed}"
        elif isinstance(widget, (QPushButton, QCheckBox, QRadioButton)) and widget.text():
            needed = widget.sizeHint().width() if not isinstance(widget, QPushButton) else (
                widget.fontMetrics().horizontalAdvance(widget.text().replace("&", "")) + 8)
            if needed > widget.width() + 1:
                problem = f"width {widget.width()} < {needed}"
        elif isinstance(widget, QLineEdit) and widget.placeholderText() and not widget.text():
            needed = widget.fontMetrics().horizontalAdvance(widget.placeholderText())
            if needed > text_room(widget):
                problem = f"placeholder width {text_room(widget)} < {needed}"
        elif isinstance(widget, QTabBar) and widget.elideMode() != Qt.TextElideMode.ElideNone:
            for index in range(widget.count()):
                text_width = widget.fontMetrics().horizontalAdvance(widget.tabText(index).replace("&", ""))
                if widget.tabRect(index).width() < text_width + 8 and widget.isTabVisible(index):
                    problem = f"tab {widget.tabText(index)!r} {widget.tabRect(index).width()} < {text_width + 8}"
        if problem:
            text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else (
                widget.placeholderText() if isinstance(widget, QLineEdit) else "")
            found.append({"where": where, "widget": type(widget).__name__, "text": text[:80], "problem": problem})
    return found


def text_room(edit: QLineEdit) -> int:
    """The width a line edit's style leaves for its text (its frame and margins taken off)."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    return room.width() - margins.left() - margins.right() - 4  # QLineEdit's own horizontal margin, 2 a side


def combo_room(combo: QComboBox) -> int:
    """The width a combo box's style gives the text of its current item."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    return field.width()


def elided_widgets(root: QWidget, where: str) -> list[dict]:
    """Every shown control of ``root`` whose text does not fit: what ``cut_texts`` finds, a combo box narrower than
    its longest item, a line edit narrower than the text it holds, and a label, field or combo box cut off by the
    widgets it stands in (a scroll area's edge, a splitter's side, the window's)."""
    found = cut_texts(root, where)
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        problem, text = None, ""
        if isinstance(widget, QComboBox) and widget.count():
            metrics = widget.fontMetrics()
            text = max((widget.itemText(index) for index in range(widget.count())), key=metrics.horizontalAdvance)
            if metrics.horizontalAdvance(text) > combo_room(widget):
                problem = f"item width {combo_room(widget)} < {metrics.horizontalAdvance(text)}"
        elif isinstance(widget, QLineEdit) and widget.text() and widget.parent() is not None \
                and not isinstance(widget.parent(), QComboBox) and widget.isEnabled():
            text = widget.text()
            if widget.fontMetrics().horizontalAdvance(text) > text_room(widget) and widget.isReadOnly() is False:
                problem = f"text width {text_room(widget)} < {widget.fontMetrics().horizontalAdvance(text)}"
        if problem is None and isinstance(widget, (QComboBox, QLineEdit, QLabel)) and not isinstance(
                widget.parent(), QComboBox):
            shown = widget.visibleRegion().boundingRect()
            if shown.width() < widget.width() and shown.isValid():
                text = text or (widget.text() if isinstance(widget, (QLabel, QLineEdit)) else "")
                problem = f"cut off: {shown.width()} of {widget.width()} px shown"
        if problem:
            found.append({"where": where, "widget": type(widget).__name__, "text": text[:80], "problem": problem})
    return found
