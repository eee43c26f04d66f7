"""The Log page: every change to the event, newest first (which desk, when, what), and undo.

The store keeps each change's kind and values; ``wording.log_text`` puts them
in words. Undo names the change it reverts and asks first; the store undoes
exactly that change (``undo(expected=…, seen=…)``), checked in the undo's own
transaction, and refuses if anything came in since the page showed the log.
The undo is itself a change in the log.

With several desks on one event, the button offers this desk's own latest
change by default and says whose change it is; a change chosen in the list is
offered instead, and undoing another desk's change asks first, naming that
desk. Choice where the issue is silent: a desk with no change of its own left
to undo is offered the latest change of any desk (asked for as another desk's).
"""

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QMessageBox, QPushButton, QWidget

from companion import formatting
from companion.formatting import fill
from companion.gui import dialogs
from companion.tournament.gui.page import DeskPage
from companion.tournament.gui.session import DeskState
from companion.tournament.gui.widgets import list_view
from companion.tournament.gui.wording import log_text, refusal, when
from companion.tournament.log import LogEntry, LogKind, undoable

Index = QModelIndex | QPersistentModelIndex
NUMBER, WHEN, DESK, WHAT, UNDONE = range(5)
UNDONE_COLOR = QColor("#888888")


class LogModel(QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.entries: tuple[LogEntry, ...] = ()
        self.kinds: dict[int, LogKind] = {}
        self.cells: list[tuple[str, ...]] = []

    def set_log(self, log: tuple[LogEntry, ...]) -> None:
        self.beginResetModel()
        self.entries = tuple(reversed(log))
        self.kinds = {entry.id: entry.kind for entry in log}
        self.word_cells()
        self.endResetModel()

    def word_cells(self) -> None:
        """Each entry in words, once per change: a long event's log has thousands of rows."""
        self.cells = [(formatting.integer(entry.id), when(entry), entry.desk, log_text(entry, self.kinds),
                       "" if entry.undone_by is None else fill(self.tr("by change %1"),
                                                                formatting.integer(entry.undone_by)))
                      for entry in self.entries]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole or not 0 <= section < 5:
            return None
        return (self.tr("No."), self.tr("When"), self.tr("Desk"), self.tr("Change"), self.tr("Undone"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.entries):
            return None
        entry, column = self.entries[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cells[index.row()][column]
        if role == Qt.ItemDataRole.ForegroundRole and entry.undone_by is not None:
            return QBrush(UNDONE_COLOR)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == NUMBER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def retranslate(self) -> None:
        self.beginResetModel()
        self.word_cells()
        self.endResetModel()


class LogPage(DeskPage):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = LogModel(self)
        self.view = list_view(self.model)
        header = self.view.horizontalHeader()
        header.setResizeContentsPrecision(100)  # the newest hundred rows set the widths, not thousands
        for column in range(5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == WHAT
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.undo_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.undo_button)
        buttons.addStretch(1)
        self.layout_.addWidget(self.view, 1)
        self.layout_.addLayout(buttons)
        self.layout_.addWidget(self.message)
        self.undo_button.clicked.connect(self.undo)
        self.view.selectionModel().currentRowChanged.connect(lambda *_: self.show_undo())
        self.retranslate_ui()

    def title(self) -> str:
        return self.tr("Log")

    def retranslate_ui(self) -> None:
        self.view.setAccessibleName(self.tr("Log of changes"))
        self.model.retranslate()
        self.show_undo()

    def refresh(self, state: DeskState) -> None:
        self.model.set_log(state.log)
        self.show_undo()

    def this_desk(self) -> str:
        return self.session.store.desk

    def target(self) -> LogEntry | None:
        """The change the button offers: the one chosen in the list if it can be undone, else this desk's own
        latest change, else the latest change of any desk."""
        if self.session is None:
            return None
        row = self.view.currentIndex().row()
        if 0 <= row < len(self.model.entries):
            chosen = self.model.entries[row]
            if chosen.kind not in (LogKind.UNDO, LogKind.CREATE) and chosen.undone_by is None:
                return chosen
        log = self.state.log
        return undoable(log, self.this_desk()) or undoable(log)

    def show_undo(self) -> None:
        target = self.target()
        self.undo_button.setEnabled(target is not None)
        if target is None:
            self.undo_button.setText(self.tr("&Undo the latest change"))
            return
        what = log_text(target, self.model.kinds)
        if target.desk == self.this_desk():
            text = fill(self.tr("&Undo change %1 (this desk's): %2"), formatting.integer(target.id), what)
        else:
            text = fill(self.tr("&Undo change %1 (by %2): %3"), formatting.integer(target.id), target.desk, what)
        self.undo_button.setText(text)

    def undo(self) -> None:
        target = self.target()
        if target is None:
            return
        seen = self.state.revision
        what = log_text(target, self.model.kinds)
        if target.desk == self.this_desk():
            title = self.tr("Undo")
            text = fill(self.tr("Undo change %1 (%2, by this desk, %3)?\n\n%4"), formatting.integer(target.id),
                        when(target), target.desk, what)
        else:
            title = self.tr("Undo another desk's change?")
            text = fill(self.tr("Change %1 was made by %2 (%3), not by this desk (%4). Undo it?\n\n%5"),
                        formatting.integer(target.id), target.desk, when(target), self.this_desk(), what)
        answer = dialogs.question(self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        kinds = dict(self.model.kinds)

        def undone(entry: LogEntry) -> None:
            self.message.done(fill(self.tr("Undone: change %1, %2"), formatting.integer(entry.id),
                                   log_text(entry, kinds)))

        def refused(error: Exception) -> None:
            """Nothing was undone: the change is not undoable now, or the event changed since it was shown (the log
            the page shows now has the newer change)."""
            self.message.error(fill(self.tr("Not undone: %1."), refusal(error)))

        self.save_change(lambda store: store.undo(target.id, seen=seen), undone, refused)
