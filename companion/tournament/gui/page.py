"""What every desk page shares: the open event's session, a refresh from each committed state, a message line."""

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QAbstractItemView, QTableView, QVBoxLayout, QWidget

from companion.gui.widgets.labels import WrappedLabel
from companion.tournament.gui.session import DeskSession, DeskState
from companion.tournament.gui.wording import refusal

ERROR_STYLE = "color: #c0392b; font-weight: bold;"
DONE_STYLE = "color: palette(highlight);"


def list_view(model, selection: QAbstractItemView.SelectionMode = QAbstractItemView.SelectionMode.SingleSelection
              ) -> QTableView:
    """A read-only table of whole rows, as compact as the text allows: a desk reads many rows at once."""
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(selection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    return view


class MessageLine(WrappedLabel):
    """One line under a form: what was just saved, or what was refused and why. Empty, it takes no room."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, plain=True)
        self.setObjectName("deskMessage")
        self.hide()

    def done(self, text: str) -> None:
        self._show(text, DONE_STYLE)

    def error(self, text: str) -> None:
        self._show(text, ERROR_STYLE)

    def refused(self, error: BaseException) -> None:
        self.error(refusal(error))

    def clear_message(self) -> None:
        self.setText("")
        self.hide()

    def _show(self, text: str, style: str) -> None:
        self.setStyleSheet(style)
        self.setText(text)
        self.setVisible(bool(text))


class DeskPage(QWidget):
    """A page of the desk. ``refresh(state)`` shows a committed state; forms the user is typing in keep what
    they hold (a save made from an older read is refused by the store, and the form then reloads)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.session: DeskSession | None = None
        self.stale = False
        """The session has a newer state than this page shows (it is refreshed when it comes into view)."""
        self.layout_ = QVBoxLayout(self)
        self.message = MessageLine()

    def attach(self, session: DeskSession | None, shown: bool = True) -> None:
        """Show this event (None: no event is open); a page not ``shown`` now is refreshed when it is."""
        self.session = session
        self.stale = session is not None and not shown
        self.message.clear_message()
        if session is not None and shown:
            self.refresh(session.state)

    @property
    def state(self) -> DeskState:
        return self.session.state

    def refresh(self, state: DeskState) -> None:
        raise NotImplementedError

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def title(self) -> str:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self.session is not None:
                self.refresh(self.session.state)
        super().changeEvent(event)
