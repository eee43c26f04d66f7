"""What screen readers and the keyboard need from every page, in one place.

Qt derives most accessible names by itself: a button or check box is named by
its text, a field by the label whose buddy it is. What it cannot derive is set
here: the text of a label without its mnemonic marker, the range of a spin box
as its description, and the order in which Tab visits a page's controls, which
Qt takes from the order the widgets were made, not from where they stand.
"""

import re
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QBoxLayout,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from companion.formatting import fill

_MNEMONIC = re.compile(r"&(.)", re.DOTALL)


def plain(text: str) -> str:
    """A control's text as a screen reader should say it: "&&" is an ampersand, any other "&" marks a mnemonic."""
    return _MNEMONIC.sub(r"\1", text)


def range_text(low: str, high: str) -> str:
    """How a spin box's range is described to a screen reader."""
    return fill(QCoreApplication.translate("Accessibility", "From %1 to %2."), low, high)


def joined(*parts: str) -> str:
    """Sentences of a description, the empty ones left out."""
    return " ".join(part.strip() for part in parts if part and part.strip())


def announce(widget: QWidget, text: str) -> None:
    """Have a screen reader say ``text`` now (a chart's bar reached with the arrow keys), if one is listening."""
    if text and QAccessible.isActive():
        from PySide6.QtGui import QAccessibleAnnouncementEvent

        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))


def label_text(label: QLabel) -> str:
    """A label's text as words: its mnemonic marker and any markup left out."""
    text = label.text()
    if label.textFormat() != Qt.TextFormat.PlainText and "<" in text:
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return " ".join(plain(text).split())


def name_buddies(root: QWidget) -> None:
    """Every field a label stands for is named by that label, as a screen reader should say it.

    Qt finds a field's label by itself only when both have the same parent; a table inside a row editor,
    or a field in a grid of another widget, would go unnamed. A label that explains as well as names
    ("Wound chart: rows Strength, columns Defence") names its field with the words before the colon and
    describes it with the rest.
    """
    for label in root.findChildren(QLabel):
        field = label.buddy()
        if field is None or isinstance(field, QAbstractButton):
            continue
        text = label_text(label)
        name, colon, rest = text.partition(": ")
        description = rest if colon and rest and len(name) <= 60 else ""
        name = name if description else text
        if field.accessibleName() != name:
            field.setAccessibleName(name)
        if description and field.accessibleDescription() != description:
            field.setAccessibleDescription(description)
    for view in root.findChildren(QAbstractItemView):
        group = view.parentWidget()
        while group is not None and group is not root and not isinstance(group, QGroupBox):
            group = group.parentWidget()
        if isinstance(group, QGroupBox) and group.title() and not view.accessibleName():
            view.setAccessibleName(plain(group.title()))  # a row editor's table inside a titled group


def takes_tab_focus(widget: QWidget) -> bool:
    """Whether Tab can stop on ``widget`` itself (a spin box's inner line edit hands its focus to the box)."""
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.focusProxy() is None


def reading_order(root: QWidget) -> list[QWidget]:
    """``root``'s widgets in the order a reader meets them: as their layouts place them, row by row and left to
    right within a row, a tab widget's bar before its pages, a splitter's parts in order.

    A widget's own children that no layout places (a spin box's line edit) are not visited: they belong to it.
    """
    seen: set[int] = set()
    order = []
    for widget in _widgets_of(root):
        if id(widget) not in seen:  # a form's spanning row answers for its label and field roles alike
            seen.add(id(widget))
            order.append(widget)
    return order


def _widgets_of(widget: QWidget) -> Iterator[QWidget]:
    if isinstance(widget, QTabWidget):
        yield widget.tabBar()
        for index in range(widget.count()):
            yield from _placed(widget.widget(index))
    elif isinstance(widget, QScrollArea):
        if widget.widget() is not None:
            yield from _placed(widget.widget())
    elif isinstance(widget, (QSplitter, QStackedWidget)):
        for index in range(widget.count()):
            yield from _placed(widget.widget(index))
    elif widget.layout() is not None:
        yield from _layout_widgets(widget.layout())


def _placed(widget: QWidget) -> Iterator[QWidget]:
    yield widget
    yield from _widgets_of(widget)


def _layout_widgets(layout: QLayout) -> Iterator[QWidget]:
    for item in _layout_items(layout):
        if item.widget() is not None:
            yield from _placed(item.widget())
        elif item.layout() is not None:
            yield from _layout_widgets(item.layout())


def _layout_items(layout: QLayout) -> list:
    if isinstance(layout, QFormLayout):
        items = []
        for row in range(layout.rowCount()):
            for role in (QFormLayout.ItemRole.LabelRole, QFormLayout.ItemRole.FieldRole,
                         QFormLayout.ItemRole.SpanningRole):
                item = layout.itemAt(row, role)
                if item is not None:
                    items.append(item)
        return items
    items = [layout.itemAt(index) for index in range(layout.count())]
    if isinstance(layout, QGridLayout):
        places = [layout.getItemPosition(index)[:2] for index in range(layout.count())]
        return [item for _, item in sorted(zip(places, items, strict=True), key=lambda pair: pair[0])]
    if isinstance(layout, QBoxLayout) and layout.direction() in (QBoxLayout.Direction.RightToLeft,
                                                                  QBoxLayout.Direction.BottomToTop):
        return items[::-1]
    return items


def tab_stops(root: QWidget) -> list[QWidget]:
    """The widgets of ``root`` that Tab may stop on, in reading order."""
    return [widget for widget in reading_order(root) if takes_tab_focus(widget)]


def follow_reading_order(root: QWidget) -> None:
    """Make Tab visit ``root``'s controls in reading order. Called again after a page adds or moves controls:
    a widget made later joins the end of the window's chain, wherever it stands."""
    stops = tab_stops(root)
    for first, second in zip(stops, stops[1:], strict=False):
        QWidget.setTabOrder(first, second)
