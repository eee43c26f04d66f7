"""Help → Keyboard shortcuts: every key of the window and of the page in view, in the app's language.

Read from the widgets themselves when it opens, so it cannot fall out of step:
the menus' items and their shortcuts, each menu's Alt+letter, the page's Alt+letters
(a label's for its field, a button's, a group's, a tab's) and the page's own keys
(``QShortcut`` objects, each described by its What's This text), then the keys every
page shares. Shift+F1 shows the tooltip of the control that has the focus (a table
cell's exact fraction, a chart item's values), which otherwise only the mouse shows.
"""

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QMenu,
    QTabBar,
    QTabWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import fill
from companion.gui.widgets.accessibility import label_text, plain
from companion.gui.widgets.charts import PlotFrame
from companion.gui.widgets.tables import FittedTable, show_cell_tip

FOCUSED_TIP_KEY = QKeySequence("Shift+F1")


def key_text(sequence: QKeySequence) -> str:
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def mnemonic_key(text: str) -> str:
    return key_text(QKeySequence.mnemonic(text))


def menu_keys(menu: QMenu, path: str) -> list[tuple[str, str]]:
    """(key, what it does) for each item of ``menu`` and its submenus that has a shortcut."""
    rows = []
    for action in menu.actions():
        if action.isSeparator():
            continue
        name = f"{path} → {plain(action.text())}"
        if action.menu() is not None:
            rows += menu_keys(action.menu(), name)
        for sequence in action.shortcuts():
            rows.append((key_text(sequence), name))
    return rows


def window_keys(window) -> list[tuple[str, str]]:
    rows = []
    for action in window.menuBar().actions():
        title = plain(action.text())
        if QKeySequence.mnemonic(action.text()).count():
            opens = QCoreApplication.translate("ShortcutsDialog", "Open the %1 menu")
            rows.append((mnemonic_key(action.text()), fill(opens, title)))
        if action.menu() is not None:
            rows += menu_keys(action.menu(), title)
    rows.append((key_text(FOCUSED_TIP_KEY),
                 QCoreApplication.translate("ShortcutsDialog", "Show the tooltip of the control that has the focus")))
    rows.append((key_text(QKeySequence("Ctrl+Tab")), QCoreApplication.translate(
        "ShortcutsDialog", "Next page of the tab in view (Ctrl+Shift+Tab: the one before)")))
    return rows


def current_page(window) -> QWidget | None:
    """The innermost page shown: the current game's current page, or the desk's."""
    page = window.tabs.currentWidget()
    while page is not None:
        inner = page if isinstance(page, QTabWidget) else next(
            (tabs for tabs in page.findChildren(QTabWidget) if tabs.isVisible()), None)
        if inner is None or inner.currentWidget() is None:
            return page
        page = inner.currentWidget()
    return None


def page_keys(page: QWidget) -> list[tuple[str, str]]:
    """The page's Alt+letters and its own keys."""
    go_to = QCoreApplication.translate("ShortcutsDialog", "Go to %1")
    show = QCoreApplication.translate("ShortcutsDialog", "Show %1")
    rows = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page):
            continue
        if isinstance(widget, QLabel) and widget.buddy() is not None and QKeySequence.mnemonic(widget.text()).count():
            rows.append((mnemonic_key(widget.text()), fill(go_to, label_text(widget))))
        elif isinstance(widget, QAbstractButton) and QKeySequence.mnemonic(widget.text()).count():
            rows.append((mnemonic_key(widget.text()), plain(widget.text())))
        elif isinstance(widget, QGroupBox) and QKeySequence.mnemonic(widget.title()).count():
            rows.append((mnemonic_key(widget.title()), fill(go_to, plain(widget.title()))))
        elif isinstance(widget, QTabBar):
            rows += [(mnemonic_key(widget.tabText(i)), fill(show, plain(widget.tabText(i))))
                     for i in range(widget.count()) if QKeySequence.mnemonic(widget.tabText(i)).count()]
    for shortcut in page.findChildren(QShortcut):
        parent = shortcut.parent()
        if shortcut.isEnabled() and shortcut.whatsThis() and (not isinstance(parent, QWidget) or parent.isVisibleTo(page)):
            rows.append((key_text(shortcut.key()), shortcut.whatsThis()))
    return sorted(set(rows), key=lambda row: (row[0].casefold(), row[1]))


def common_keys() -> list[tuple[str, str]]:
    arrows = QCoreApplication.translate("ShortcutsDialog", "Arrow keys")
    return [
        (f"{key_text(QKeySequence(Qt.Key.Key_Tab))}, {key_text(QKeySequence('Shift+Tab'))}",
         QCoreApplication.translate("ShortcutsDialog", "Next control, previous control (in reading order: the form, "
                                                       "then the results)")),
        (arrows, QCoreApplication.translate("ShortcutsDialog", "In a result table: from cell to cell, each cell's "
                                                               "exact value shown beside it")),
        (QCoreApplication.translate("ShortcutsDialog", "Arrow keys, Home, End"),
         QCoreApplication.translate("ShortcutsDialog", "On a chart: from bar to bar (or point to point), each one "
                                                       "read out")),
        (arrows, QCoreApplication.translate("ShortcutsDialog", "In a group of choices: from one choice to the next")),
        (key_text(QKeySequence("Ctrl+Tab")),
         QCoreApplication.translate("ShortcutsDialog", "In a table of rows to edit: leave the table (Tab steps "
                                                       "through its cells, and out after the last)")),
        (key_text(QKeySequence(Qt.Key.Key_Space)),
         QCoreApplication.translate("ShortcutsDialog", "Tick or untick a check box, press a button")),
    ]


class ShortcutsDialog(QDialog):
    """The keys, in three tables: the window's, the page's, and those every page shares."""

    def __init__(self, window, parent: QWidget | None = None):
        super().__init__(parent if parent is not None else window)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        page = current_page(window)
        where = plain(window.tabs.tabText(window.tabs.currentIndex()))
        inner = page.parentWidget().parentWidget() if page is not None and page.parentWidget() is not None else None
        if isinstance(inner, QTabWidget) and inner is not window.tabs:
            where += " / " + plain(inner.tabText(inner.indexOf(page)))
        self.sections = {
            "window": window_keys(window),
            "page": page_keys(page) if page is not None else [],
            "common": common_keys(),
        }
        titles = {"window": self.tr("The window"), "page": fill(self.tr("This page: %1"), where),
                  "common": self.tr("On every page")}
        layout = QVBoxLayout(self)
        self.tables = {}
        for key, rows in self.sections.items():
            label = QLabel(titles[key])
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            table = FittedTable(2, stretch=1, text_columns=(0, 1))
            table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What they do")])
            table.set_cells(rows or [["—", self.tr("No keys of its own")]])
            table.setAccessibleName(titles[key])
            label.setBuddy(table)
            self.tables[key] = table
            layout.addWidget(label)
            layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(720, 640)


def show_focused_tip() -> str:
    """The tooltip of the focused control, shown beside it as hovering would (Shift+F1); what it showed."""
    widget = QApplication.focusWidget()
    if widget is None:
        return ""
    if isinstance(widget, PlotFrame) and widget.current is not None:
        widget.read_item(widget.current)
        return widget.spoken
    if isinstance(widget, QAbstractItemView) and widget.currentIndex().isValid():
        show_cell_tip(widget, widget.currentIndex())
        return str(widget.currentIndex().data(Qt.ItemDataRole.ToolTipRole) or "")
    tip = widget.toolTip()
    if tip:
        QToolTip.showText(widget.mapToGlobal(QPoint(0, widget.height())), tip, widget)
    return tip


def install_focused_tip(window: QWidget) -> QShortcut:
    shortcut = QShortcut(FOCUSED_TIP_KEY, window)
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(show_focused_tip)
    return shortcut
