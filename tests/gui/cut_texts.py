"""Which texts on screen do not fit their controls: what the high-DPI test looks for, on any widget tree."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QStyle,
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
