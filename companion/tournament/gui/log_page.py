"""The Log page: every change to the event, newest first (which desk, when, what), and undo of the latest ones.

The store keeps each change's kind and values; ``wording.log_text`` puts them
in words. Undo reverts the latest change not yet undone (asking first, and
naming it), and is itself a change in the log; pressed again, it walks back.
"""

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHBoxLayout, QHeaderView, QMessageBox, QPushButton, QWidget

from companion.gui import dialogs, formatting
from companion.gui.formatting import fill
from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import ConflictError
from companion.tournament.gui.page import DeskPage, list_view
from companion.tournament.gui.session import DeskState
from companion.tournament.gui.wording import log_text, when
from companion.tournament.store import LogEntry, LogKind

Index = QModelIndex | QPersistentModelIndex
NUMBER, WHEN, DESK, WHAT, UNDONE = range(5)
UNDONE_COLOR = QColor("#888888")


def undoable(log: tuple[LogEntry, ...]) -> LogEntry | None:
    """The change ``store.undo()`` would revert: the latest one that is neither an undo nor undone, unless it is
    the event's creation (which cannot be undone)."""
    target = next((entry for entry in reversed(log) if entry.kind is not LogKind.UNDO and entry.undone_by is None),
                  None)
    return None if target is None or target.kind is LogKind.CREATE else target


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
        self.retranslate_ui()

    def title(self) -> str:
        return self.tr("Log")

    def retranslate_ui(self) -> None:
        self.model.retranslate()
        self.show_undo()

    def refresh(self, state: DeskState) -> None:
        self.model.set_log(state.log)
        self.show_undo()

    def show_undo(self) -> None:
        target = undoable(self.state.log) if self.session is not None else None
        self.undo_button.setEnabled(target is not None)
        self.undo_button.setText(self.tr("&Undo the latest change") if target is None else
                                 fill(self.tr("&Undo change %1: %2"), formatting.integer(target.id),
                                      log_text(target, self.model.kinds)))

    def undo(self) -> None:
        target = undoable(self.state.log)
        if target is None:
            return
        text = fill(self.tr("Undo change %1 (%2, by %3)?\n\n%4"), formatting.integer(target.id), when(target),
                    target.desk, log_text(target, self.model.kinds))
        answer = dialogs.question(self, self.tr("Undo"), text,
                                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        kinds = dict(self.model.kinds)

        def undone(entry: LogEntry) -> None:
            self.message.done(fill(self.tr("Undone: %1"), log_text(entry, kinds)))

        def action(store):
            latest = undoable(store.log())
            if latest is None or latest.id != target.id:
                raise ConflictError(QT_TRANSLATE_NOOP("DeskError", "another change was made meanwhile (by {0}): "
                                                                   "look at the log again"),
                                    latest.desk if latest is not None else "?")
            return store.undo()

        self.session.save(action, undone, self.message.refused)
