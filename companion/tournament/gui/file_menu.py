"""The desk's items in the File menu: new, open, from a server and recent events, the event's exports, print,
PDF, the players' page, the projector and the players' phones.

The main window places them (``companion.gui.menus``) without knowing what they
are, and without loading the desk: this module needs only Qt and the desk's
preferences, and the recent events are listed from the preferences. The first
item used shows the desk's tab (``show_desk``, given by the window), which loads
the desk and its database libraries then.
"""

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from companion.formatting import fill
from companion.tournament.gui.desk_settings import recent_events, recent_names, shown_location

EXPORT_FORMATS = ("csv-standings", "csv-results", "json")
SPREADSHEET_FORMATS = ("csv-standings", "csv-results")
"""Also offered in a spreadsheet's form (``exports.spreadsheet_export``), for the spreadsheet the organiser chooses."""


class DeskFileActions(QObject):
    """The File menu's event items. ``show_desk()`` makes the desk's tab current and returns it (a ``DeskTab``);
    ``desk`` is the tab once it is built (``follow``), which the items act on and enable themselves from."""

    def __init__(self, settings, show_desk: Callable[[], object], parent: QObject | None = None):
        super().__init__(parent)
        self.settings = settings
        self.show_desk = show_desk
        self.desk = None
        self.new_event_action = self.action(None, lambda: self.show_desk().new_event())
        self.open_event_action = self.action(None, lambda: self.show_desk().open_event())
        self.open_server_action = self.action(None, lambda: self.show_desk().open_server_event())
        self.recent_menu = QMenu()
        self.recent_menu.aboutToShow.connect(self.fill_recent_events)
        self.export_event_menu = QMenu()
        self.export_event_actions = {fmt: self.action(None, lambda _=False, f=fmt: self.show_desk().export(f),
                                                      self.export_event_menu) for fmt in EXPORT_FORMATS}
        self.export_event_menu.addSeparator()
        self.spreadsheet_actions = {
            fmt: self.action(None, lambda _=False, f=fmt: self.show_desk().export(f, spreadsheet=True),
                             self.export_event_menu) for fmt in SPREADSHEET_FORMATS}
        self.print_action = self.action(QKeySequence.StandardKey.Print,
                                        lambda: self.show_desk().documents.print_document())
        self.export_pdf_action = self.action(None, lambda: self.show_desk().documents.export_pdf())
        self.players_page_action = self.action(None, lambda: self.show_desk().documents.export_players_page())
        self.projector_action = self.action(None, lambda: self.show_desk().documents.show_projector())
        self.phones_action = self.action(None, lambda: self.show_desk().show_phones())
        self.retranslate_ui()
        self.update_enabled()

    def action(self, shortcut, slot, menu: QMenu | None = None) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        action.triggered.connect(slot)
        if menu is not None:
            menu.addAction(action)
        return action

    def add_to(self, menu: QMenu) -> None:
        """Put the items in the File menu, in the order an organiser reaches for them."""
        for action in (self.new_event_action, self.open_event_action, self.open_server_action):
            menu.addAction(action)
        menu.addMenu(self.recent_menu)
        menu.addMenu(self.export_event_menu)
        for action in (self.print_action, self.export_pdf_action, self.players_page_action, self.projector_action,
                       self.phones_action):
            menu.addAction(action)

    def follow(self, desk) -> None:
        """The desk's tab is built: the event items follow whether it has an event open."""
        self.desk = desk
        desk.event_open.connect(lambda _open: self.update_enabled())
        self.update_enabled()

    def fill_recent_events(self) -> None:
        """Each event opened lately, its name beside its place; read from the preferences, so the desk need not be
        loaded to list them, and no event file is read."""
        self.recent_menu.clear()
        recent = recent_events(self.settings)
        names = recent_names(self.settings)
        for location in recent:
            shown = shown_location(location)
            name = names.get(shown)
            text = fill(self.tr("%1 — %2"), name, shown) if name else shown
            action = self.recent_menu.addAction(text.replace("&", "&&"))  # an & as itself, not a shortcut
            action.triggered.connect(lambda _=False, where=location: self.show_desk().open_recent(where))
        if not recent:
            self.recent_menu.addAction(self.tr("No recent events")).setEnabled(False)

    def update_enabled(self) -> None:
        """The exports, printouts and the projector act on an open event."""
        event_open = self.desk is not None and self.desk.session is not None
        for item in (self.export_event_menu, self.print_action, self.export_pdf_action, self.players_page_action,
                     self.projector_action, self.phones_action):
            item.setEnabled(event_open)

    def retranslate_ui(self) -> None:
        self.new_event_action.setText(self.tr("&New event…"))
        self.open_event_action.setText(self.tr("Open &event…"))
        self.open_server_action.setText(self.tr("Open event from a ser&ver…"))
        self.recent_menu.setTitle(self.tr("Open &recent events"))
        self.export_event_menu.setTitle(self.tr("Export the even&t"))
        self.export_event_actions["csv-standings"].setText(self.tr("&Standings as CSV…"))
        self.export_event_actions["csv-results"].setText(self.tr("&Results as CSV…"))
        self.export_event_actions["json"].setText(self.tr("The whole event as &JSON…"))
        self.spreadsheet_actions["csv-standings"].setText(self.tr("Standings for a spreads&heet (Excel, CSV)…"))
        self.spreadsheet_actions["csv-results"].setText(self.tr("Results for a spreadsheet (E&xcel, CSV)…"))
        tip = self.tr("CSV as the spreadsheet you choose opens it (its language and separator, kept for the event): "
                      "semicolons and decimal commas in Italian and Czech, commas in English; the plain CSV is for "
                      "other programs.")
        for action in self.spreadsheet_actions.values():
            action.setToolTip(tip)
            action.setStatusTip(tip)
        self.print_action.setText(self.tr("&Print…"))
        self.export_pdf_action.setText(self.tr("Export P&DF…"))
        self.players_page_action.setText(self.tr("Players' pa&ge…"))
        self.projector_action.setText(self.tr("Pro&jector…"))
        self.phones_action.setText(self.tr("P&layers' phones…"))
