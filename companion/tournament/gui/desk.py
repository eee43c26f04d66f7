"""The Tournament tab: the open event's pages (Event, Players, Round, Standings, Factions, Log) over one session.

With no event open it offers New event, Open event, Open from a server and the
recent events. Opening and creating run on a worker like every other call to
the store (a server may take seconds to answer). Above the pages: the event,
the desk's name (what the log records for this desk's changes) and, when the
database stops answering, a banner saying so until it is back.
"""

from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from companion import formatting
from companion.formatting import fill
from companion.gui import dialogs
from companion.gui.evaluator import JobQueue
from companion.gui.widgets import file_dialogs
from companion.gui.widgets.labels import WrappedLabel
from companion.tournament import exports
from companion.tournament.errors import DeskError
from companion.tournament.event import Settings
from companion.tournament.gui.desk_settings import (
    DESK_NAME_KEY,
    FOLDER_KEY,
    IMPORT_FOLDER_KEY,
    keep_event_name,
    recent_events,
    recent_names,
    remember_event,
    shown_location,
)
from companion.tournament.gui.documents_menu import DocumentsMenu
from companion.tournament.gui.event_page import EventPage
from companion.tournament.gui.factions_page import FactionsPage
from companion.tournament.gui.log_page import LogPage
from companion.tournament.gui.new_event import NewEventDialog
from companion.tournament.gui.page import DeskPage
from companion.tournament.gui.players import PlayersPage
from companion.tournament.gui.round import RoundPage
from companion.tournament.gui.server import ServerDialog, address, store_password, stored_password
from companion.tournament.gui.session import DeskSession, DeskState, read_state
from companion.tournament.gui.standings_page import StandingsPage
from companion.tournament.gui.widgets import MessageLine
from companion.tournament.gui.wording import game_title, refusal
from companion.tournament.rules import is_final
from companion.tournament.store import SUFFIX, EventStore, ServerFields, default_desk, server_fields

BANNER_MILLISECONDS = 8000
EXPORT_SUFFIXES = {"csv-standings": ".csv", "csv-results": ".csv", "json": ".json"}


class DeskTab(QWidget):
    """The tab. ``session`` is the open event (None before one is opened)."""

    event_open = Signal(bool)
    status = Signal(str)

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.session: DeskSession | None = None
        self.location: str | None = None
        self.jobs = JobQueue(self)
        self.documents = DocumentsMenu(self, self)

        self.heading = WrappedLabel(plain=True)
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.heading.setFont(font)
        self.where = WrappedLabel(plain=True)
        self.desk_label = QLabel()
        self.desk_name = QLineEdit(str(settings.value(DESK_NAME_KEY, "") or default_desk()))
        self.desk_name.setMaximumWidth(180)
        self.desk_label.setBuddy(self.desk_name)
        self.desk_name.editingFinished.connect(self.desk_name_changed)
        self.banner = MessageLine()
        self.banner.setObjectName("connectionBanner")
        self.banner_timer = QTimer(self)
        self.banner_timer.setSingleShot(True)
        self.banner_timer.timeout.connect(self.banner.clear_message)

        top = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.heading)
        titles.addWidget(self.where)
        top.addLayout(titles, 1)
        top.addWidget(self.desk_label)
        top.addWidget(self.desk_name)

        self.start = QWidget()
        self.start_title = QLabel()
        self.start_title.setFont(font)
        self.start_text = WrappedLabel()
        self.new_button, self.open_button, self.server_button = QPushButton(), QPushButton(), QPushButton()
        self.recent_label = QLabel()
        self.recent_list = QListWidget()
        self.recent_label.setBuddy(self.recent_list)
        start_layout = QVBoxLayout(self.start)
        start_layout.addWidget(self.start_title)
        start_layout.addWidget(self.start_text)
        buttons = QHBoxLayout()
        for button in (self.new_button, self.open_button, self.server_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        start_layout.addLayout(buttons)
        start_layout.addWidget(self.recent_label)
        start_layout.addWidget(self.recent_list, 1)
        self.new_button.clicked.connect(self.new_event)
        self.open_button.clicked.connect(self.open_event)
        self.server_button.clicked.connect(lambda: self.open_server_event())
        self.recent_list.itemActivated.connect(lambda item: self.open_recent(item.data(Qt.ItemDataRole.UserRole)))

        self.pages_tabs = QTabWidget()
        self.pages_tabs.setDocumentMode(True)
        self.event_page, self.players_page, self.round_page = EventPage(), PlayersPage(), RoundPage()
        self.standings_page, self.factions_page, self.log_page = StandingsPage(), FactionsPage(), LogPage()
        self.pages: list[DeskPage] = [self.event_page, self.players_page, self.round_page, self.standings_page,
                                      self.factions_page, self.log_page]
        for page in self.pages:
            self.pages_tabs.addTab(page, "")
        self.pages_tabs.currentChanged.connect(self.page_shown)
        self.players_page.phone_link_requested.connect(self.show_phone_link)
        self.players_page.import_folder = self.import_folder
        self.players_page.import_picked = lambda path: self.settings.setValue(IMPORT_FOLDER_KEY,
                                                                             str(Path(path).absolute().parent))
        self.round_page.slip_print_requested.connect(self.documents.print_table_slip)

        self.stack = QStackedWidget()
        self.stack.addWidget(self.start)
        self.stack.addWidget(self.pages_tabs)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.banner)
        layout.addWidget(self.stack, 1)
        self.retranslate_ui()
        self.show_event_heading()

    # --- words ---

    def retranslate_ui(self) -> None:
        self.desk_label.setText(self.tr("&Desk"))
        self.desk_name.setToolTip(self.tr("This desk's name, as the log shows it beside each change made here."))
        self.start_title.setText(self.tr("Tournament desk"))
        self.start_text.setText(self.tr(
            "Run an event: players, Swiss pairing, results scored by the game's own rules, and standings. Every "
            "change is saved in the event at once, so nothing is lost if the laptop stops. Several desks can work "
            "on one event kept on a server."))
        self.new_button.setText(self.tr("&New event…"))
        self.open_button.setText(self.tr("&Open event…"))
        self.server_button.setText(self.tr("Open from a &server…"))
        self.recent_label.setText(self.tr("&Recent events (double-click to open)"))
        for index, page in enumerate(self.pages):
            self.pages_tabs.setTabText(index, page.title())
        self.fill_recent()
        self.show_event_heading()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_event_heading(self) -> None:
        if self.session is None:
            self.heading.setText(self.tr("No event is open"))
            self.where.setText("")
            return
        event = self.session.current_event
        settings = event.settings
        parts = [game_title(settings.game)]
        if settings.points_limit:
            parts.append(fill(self.tr("%1 points"), formatting.integer(settings.points_limit)))
        if is_final(event):
            parts.append(fill(self.tr("final standings after %n round(s)", "", len(event.rounds))))
        elif len(event.rounds) > settings.rounds_planned:
            parts.append(fill(self.tr("round %1, an extra round (%2 planned)"), formatting.integer(len(event.rounds)),
                              formatting.integer(settings.rounds_planned)))
        elif event.rounds:
            parts.append(fill(self.tr("round %1 of %2"), formatting.integer(len(event.rounds)),
                              formatting.integer(settings.rounds_planned)))
        else:
            parts.append(fill(self.tr("%1 rounds planned"), formatting.integer(settings.rounds_planned)))
        parts.append(fill(self.tr("%n player(s)", "", len(event.players))))
        self.heading.setText(fill(self.tr("%1 — %2"), settings.name, ", ".join(parts)))
        self.where.setText(shown_location(self.location or ""))

    # --- recent events ---

    def fill_recent(self) -> None:
        """Each recent event's name beside its place (the place alone for one this desk never had open since it
        keeps names), from the preferences: no event file is read to list them."""
        self.recent_list.clear()
        names = recent_names(self.settings)
        for location in recent_events(self.settings):
            shown = shown_location(location)
            name = names.get(shown)
            item = QListWidgetItem(fill(self.tr("%1 — %2"), name, shown) if name else shown)
            item.setToolTip(shown)
            item.setData(Qt.ItemDataRole.UserRole, location)
            self.recent_list.addItem(item)

    def remember(self, location: str, name: str | None = None) -> None:
        remember_event(self.settings, location, name)
        self.fill_recent()

    def last_folder(self) -> str:
        return str(self.settings.value(FOLDER_KEY, str(Path.home())))

    def import_folder(self) -> str:
        """Where a players' file is looked for: the event file's folder; for an event on a server, the folder
        last imported from, else the desk's last folder, else home."""
        if self.location and "://" not in self.location:
            return str(Path(self.location).absolute().parent)
        return str(self.settings.value(IMPORT_FOLDER_KEY, self.last_folder()))

    # --- opening and creating ---

    def new_event(self) -> None:
        dialog = NewEventDialog(self.last_folder(), self)
        if dialog.exec() == NewEventDialog.DialogCode.Accepted:
            self.create_event(dialog.location(), dialog.settings())

    def create_event(self, location: str, settings: Settings) -> None:
        desk = self.desk_name.text().strip() or default_desk()

        def job():
            store = EventStore.create(location, settings, desk=desk)
            return store, read_state(store)

        self.status.emit(fill(self.tr("Creating %1…"), location))
        self.jobs.submit(job, lambda result, error: self.opened(location, result, error, self.tr("Cannot create "
                                                                                                 "the event")))

    def open_event(self) -> None:
        path, _ = file_dialogs.open_file_name(self, self.tr("Open event"), self.last_folder(),
                                              fill(self.tr("Companion events (*%1);;All files (*)"), SUFFIX))
        if path:
            self.open_location(path)

    def open_server_event(self, prefill: ServerFields | None = None, remember: bool | None = None) -> None:
        """Ask for a server's fields and open its event; if it cannot be opened, the dialog comes back with what
        was typed (the password too, kept only in memory until then, and whether to remember it)."""
        dialog = ServerDialog(prefill, self, remember=remember)
        if dialog.exec() != ServerDialog.DialogCode.Accepted:
            return
        server = dialog.settings()
        remember = dialog.remember.isChecked()
        if not store_password(server, remember) and remember:
            self.status.emit(self.tr("The password could not be kept in the keyring."))
        self.open_location(address(server), typed=(server, remember))

    def open_recent(self, location: str) -> None:
        server = server_fields(location) if "://" in location else None
        if server is None:
            self.open_location(location)
            return
        password = stored_password(server)
        if not password:
            self.open_server_event(server)
            return
        with_password = ServerFields(server.host, server.port, server.database, server.user, password)
        self.open_location(address(with_password), typed=(with_password, True))

    def open_location(self, location: str, typed: tuple[ServerFields, bool] | None = None) -> None:
        """Open the event at ``location`` on a worker; ``typed``: the server's fields it was built from and whether
        to remember the password, shown again in the server dialog if the event cannot be opened."""
        desk = self.desk_name.text().strip() or default_desk()
        if self.session is not None and self.session.store.is_at(location):
            # The event open here already: read again, never opened a second time in this process (files.hold).
            self.session.poll()
            self.status.emit(fill(self.tr("%1 is open already: it shows every change saved so far."),
                                  self.session.current_event.settings.name))
            return

        def job():
            store = EventStore.open(location, desk=desk)
            return store, read_state(store)

        self.status.emit(fill(self.tr("Opening %1…"), shown_location(location)))
        self.jobs.submit(job, lambda result, error: self.opened(location, result, error,
                                                                self.tr("Cannot open the event"), typed))

    def opened(self, location: str, result, error: Exception | None, failure_title: str,
               typed: tuple[ServerFields, bool] | None = None) -> None:
        if error is not None:
            self.status.emit("")
            dialogs.warning(self, failure_title, refusal(error))
            if typed is not None:
                self.open_server_event(*typed)
            return
        store, state = result
        self.close_event()
        self.location = location
        self.session = DeskSession(store, state, self)
        self.session.state_changed.connect(self.state_changed)
        self.session.connection_changed.connect(self.connection_changed)
        self.session.saves_waiting.connect(self.saves_waiting)
        self.session.refused.connect(lambda error: self.banner.refused(error))
        if "://" not in location:
            self.settings.setValue(FOLDER_KEY, str(Path(location).absolute().parent))
        self.remember(location, state.event.settings.name)
        first = self.players_page if not state.event.rounds else self.round_page
        with QSignalBlocker(self.pages_tabs):
            self.pages_tabs.setCurrentWidget(first)
        for page in self.pages:
            page.attach(self.session, shown=page is first)
        self.stack.setCurrentWidget(self.pages_tabs)
        self.show_event_heading()
        self.status.emit(fill(self.tr("Opened %1."), state.event.settings.name))
        self.event_open.emit(True)

    def close_event(self) -> None:
        if self.session is None:
            return
        for page in self.pages:
            page.attach(None)
        self.documents.event_closed()
        self.close_phones()
        self.session.close()
        self.session = None
        self.location = None
        self.banner.clear_message()
        self.stack.setCurrentWidget(self.start)
        self.show_event_heading()
        self.event_open.emit(False)

    def show_phones(self) -> None:
        """File → Players' phones…: the phones' server, settings, clock and links of the open event (loaded on
        first use)."""
        from companion.tournament.gui.phones_dialog import PhonesDialog

        if self.session is None:
            return
        if getattr(self, "phones", None) is None:
            self.phones = PhonesDialog(self, self)
        self.phones.show()
        self.phones.raise_()

    def show_phone_link(self, player: int) -> None:
        """The Players' phones window, on this player's personal link."""
        self.show_phones()
        if getattr(self, "phones", None) is not None:
            self.phones.choose_player(player)

    def close_phones(self) -> None:
        """The event is closed: its phones' server stops."""
        phones = getattr(self, "phones", None)
        if phones is not None:
            phones.stop()
            phones.hide()
            phones.deleteLater()
            self.phones = None

    def desk_name_changed(self) -> None:
        name = self.desk_name.text().strip() or default_desk()
        self.desk_name.setText(name)
        self.settings.setValue(DESK_NAME_KEY, name)
        if self.session is not None:
            self.session.store.desk = name

    # --- what the session tells ---

    def state_changed(self, state: DeskState) -> None:
        """The page in view shows the new state at once; the others when they come into view."""
        current = self.pages_tabs.currentWidget()
        for page in self.pages:
            page.stale = page is not current
        current.refresh(state)
        self.show_event_heading()
        if self.location:  # renamed here or at another desk: the recent events list the name it has now
            keep_event_name(self.settings, self.location, state.event.settings.name)

    def page_shown(self, index: int) -> None:
        page = self.pages_tabs.widget(index)
        if self.session is not None and getattr(page, "stale", False):
            page.stale = False
            page.refresh(self.session.state)

    def connection_changed(self, error: Exception | None) -> None:
        if error is None:
            self.banner.done(self.tr("The event's database answers again: the desk carries on."))
            self.banner_timer.start(BANNER_MILLISECONDS)
            return
        self.banner_timer.stop()
        self.banner.error(fill(self.tr("The event's database does not answer: %1. The desk keeps trying; what you "
                                       "type stays in the forms, and saves wait until it is back."), refusal(error)))

    def saves_waiting(self, count: int) -> None:
        if count and self.session is not None and self.session.lost is not None:
            self.banner.error(fill(self.tr("The event's database does not answer: %1. %n save(s) waiting; they are "
                                           "made as soon as it is back.", "", count), refusal(self.session.lost)))

    # --- exports ---

    def export(self, fmt: str, spreadsheet: bool = False) -> None:
        """Write the standings or the results as CSV, or the whole event as JSON (``companion event export``);
        ``spreadsheet``: the CSV for the spreadsheet the organiser chooses (``DocumentsMenu.export_spreadsheet``)."""
        if self.session is None:
            return
        if spreadsheet:
            self.documents.export_spreadsheet(fmt)
            return
        titles = {"csv-standings": self.tr("Export the standings"), "csv-results": self.tr("Export the results"),
                  "json": self.tr("Export the whole event")}
        filters = {".csv": self.tr("CSV files (*.csv)"), ".json": self.tr("JSON files (*.json)")}
        suffix = EXPORT_SUFFIXES[fmt]
        stem = Path(self.location).stem if self.location and "://" not in self.location else "event"
        suggested = str(Path(self.last_folder()) / f"{stem}-{fmt}{suffix}")
        path, _ = file_dialogs.save_file_name(self, titles[fmt], suggested, filters[suffix])
        if path:
            self.write_export(fmt, path if path.lower().endswith(suffix) else path + suffix)

    def write_export(self, fmt: str, path: str, spreadsheet: str | None = None, separator: str | None = None) -> bool:
        try:
            exports.write_export(self.session.current_event, fmt, Path(path), spreadsheet=spreadsheet,
                                 separator=separator)
        except DeskError as error:  # over an event file: never written, said in the app's language
            dialogs.warning(self, self.tr("Cannot export"), refusal(error))
            return False
        except OSError as error:
            dialogs.warning(self, self.tr("Cannot export"), fill(self.tr("%1: %2"), path,
                                                                      error.strerror or str(error)))
            return False
        self.status.emit(fill(self.tr("Exported to %1."), path))
        return True
