"""What every desk page shares: the open event's session, a refresh from each committed state, a message line,
its fields named by their labels and Tab in reading order (see docs/accessibility.md)."""

from PySide6.QtCore import QEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from companion.gui.widgets.accessibility import follow_reading_order, name_buddies
from companion.tournament.gui.session import DeskSession, DeskState
from companion.tournament.gui.widgets import MessageLine


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

    def save_change(self, action, done=None, refused=None) -> None:
        """``session.save``, with the message line saying "not saved yet" while the database does not answer."""
        self.session.save(action, done, refused, self.message.not_saved_yet)

    def refresh(self, state: DeskState) -> None:
        raise NotImplementedError

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def title(self) -> str:
        raise NotImplementedError

    def follow_the_page(self) -> None:
        """Tab in the order the page reads and every field named by its label, as the controls stand now (a
        page shows and hides parts as the event changes)."""
        follow_reading_order(self)
        name_buddies(self)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        self.follow_the_page()
        super().showEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            if self.session is not None:
                self.refresh(self.session.state)
            name_buddies(self)
        super().changeEvent(event)
