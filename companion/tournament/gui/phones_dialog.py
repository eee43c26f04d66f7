"""File → Players' phones…: the phones' server for the open event, its address and a large QR code to join, what
the organiser allows the phones, the event's round clock, and each player's personal link.

The server is ``companion event serve`` in a process of its own (``QProcess``): the GUI thread never waits for
it, and the app loads none of the web server. Its address is the one it prints (the machine's address on the
local network). A server event's password reaches it in ``PGPASSWORD``, never on its command line.

Every setting, the clock and the links are saved through the desk's session like any change (one transaction,
logged, undoable). Choices where the issue is silent:
- the server goes on while this window is closed, and stops when the event is closed or the app quits;
- the clock's minutes are the round's length for "Start" on a round without a clock, and the minutes added by
  "Extend";
- printed links are cards to cut apart, eight to a page (``link_printouts``), in the order of the players' names.
"""

import sys

from PySide6.QtCore import QByteArray, QProcess, QProcessEnvironment, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion import formatting
from companion.formatting import fill
from companion.gui.widgets.labels import WrappedLabel
from companion.tournament.gui.widgets import MessageLine
from companion.tournament.phones import PhoneSettings, RoundClock, clock_time

DEFAULT_PORT = 8080


def serve_command(location: str, port: int, host: str | None = None) -> tuple[str, list[str], dict[str, str]]:
    """The program, its arguments and the environment that serve the event (the password only in the
    environment)."""
    from companion.tournament.store import server_address, server_fields

    environment: dict[str, str] = {}
    fields = server_fields(location) if "://" in location else None
    if fields is not None and fields.password:
        environment["PGPASSWORD"] = fields.password
        location = server_address(fields.host, fields.port, fields.database, fields.user)
    arguments = ["event", "serve", location, "--port", str(port), *(("--host", host) if host else ())]
    if not getattr(sys, "frozen", False):  # a frozen app is `companion` itself
        arguments = ["-m", "companion", *arguments]
    return sys.executable, arguments, environment


def qr_pixmap(text: str, size: int) -> QPixmap:
    from companion.tournament.qr import qr_png

    pixmap = QPixmap()
    pixmap.loadFromData(QByteArray(qr_png(text, scale=10, border=2)), "PNG")
    return pixmap.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.FastTransformation)


def clock_text(clock: RoundClock | None, now=None) -> str:
    """The clock's time now, as the projector and the phones show it (``phones.clock_time``)."""
    from datetime import UTC, datetime

    if clock is None:
        return ""
    return clock_time(clock.remaining_at(now or datetime.now(UTC)))


class PhonesDialog(QDialog):
    """The phones' window of one desk (``desk``: the ``DeskTab``, whose ``session`` is the open event)."""

    def __init__(self, desk, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk = desk
        self.process: QProcess | None = None
        self.host: str | None = None
        """The address to listen on; None: every address of the machine (the phones reach its LAN address)."""
        self.url: str | None = None
        self.output = ""

        self.server_box, self.allow_box, self.clock_box, self.links_box = (QGroupBox() for _ in range(4))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.port_label = QLabel()
        self.port_label.setBuddy(self.port)
        self.serve_button = QPushButton()
        self.serve_button.setObjectName("serveButton")
        self.address = QLabel()
        self.address.setObjectName("phonesAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.address.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.address.setFont(font)
        self.join_code = QLabel()
        self.join_code.setObjectName("joinCode")
        self.join_code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.server_note = WrappedLabel()
        server_row = QHBoxLayout()
        server_row.addWidget(self.port_label)
        server_row.addWidget(self.port)
        server_row.addWidget(self.serve_button)
        server_row.addStretch(1)
        server_layout = QVBoxLayout(self.server_box)
        server_layout.addLayout(server_row)
        server_layout.addWidget(self.address)
        server_layout.addWidget(self.join_code, 1)
        server_layout.addWidget(self.server_note)

        self.self_check_in = QCheckBox()
        self.hide_standings = QCheckBox()
        self.pin = QLineEdit()
        self.pin.setMaxLength(12)
        self.pin_label = QLabel()
        self.pin_label.setBuddy(self.pin)
        self.save_button = QPushButton()
        allow_layout = QFormLayout(self.allow_box)
        allow_layout.addRow(self.self_check_in)
        allow_layout.addRow(self.hide_standings)
        allow_layout.addRow(self.pin_label, self.pin)
        allow_layout.addRow(self.save_button)

        self.minutes = QSpinBox()
        self.minutes.setRange(1, 600)
        self.minutes.setValue(150)
        self.clock_shown = QLabel()
        self.clock_shown.setObjectName("clockShown")
        self.start_button, self.pause_button, self.extend_button = QPushButton(), QPushButton(), QPushButton()
        clock_layout = QHBoxLayout(self.clock_box)
        for widget in (self.clock_shown, self.minutes, self.start_button, self.pause_button, self.extend_button):
            clock_layout.addWidget(widget)
        clock_layout.addStretch(1)

        self.player_choice = QComboBox()
        self.player_label = QLabel()
        self.player_label.setBuddy(self.player_choice)
        self.link_code = QLabel()
        self.link_code.setObjectName("linkCode")
        self.link_text = QLabel()
        self.link_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.reissue_button, self.revoke_button = QPushButton(), QPushButton()
        self.print_one_button, self.print_all_button = QPushButton(), QPushButton()
        links_layout = QVBoxLayout(self.links_box)
        choice_row = QHBoxLayout()
        choice_row.addWidget(self.player_label)
        choice_row.addWidget(self.player_choice, 1)
        links_layout.addLayout(choice_row)
        links_layout.addWidget(self.link_code, 0, Qt.AlignmentFlag.AlignCenter)
        links_layout.addWidget(self.link_text)
        buttons = QHBoxLayout()
        for button in (self.reissue_button, self.revoke_button, self.print_one_button, self.print_all_button):
            buttons.addWidget(button)
        links_layout.addLayout(buttons)

        self.message = MessageLine()
        left = QVBoxLayout()
        left.addWidget(self.server_box, 1)
        right = QVBoxLayout()
        for box in (self.allow_box, self.clock_box, self.links_box):
            right.addWidget(box)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(self.message)

        self.serve_button.clicked.connect(self.toggle_server)
        self.save_button.clicked.connect(self.save_settings)
        self.start_button.clicked.connect(lambda: self.clock_action("start"))
        self.pause_button.clicked.connect(lambda: self.clock_action("pause"))
        self.extend_button.clicked.connect(lambda: self.clock_action("extend"))
        self.player_choice.currentIndexChanged.connect(lambda _index: self.show_link())
        self.reissue_button.clicked.connect(lambda: self.link_action("reissue"))
        self.revoke_button.clicked.connect(lambda: self.link_action("revoke"))
        self.print_one_button.clicked.connect(lambda: self.print_links(everyone=False))
        self.print_all_button.clicked.connect(lambda: self.print_links(everyone=True))
        self.tick = QTimer(self)
        self.tick.setInterval(1000)
        self.tick.timeout.connect(self.show_clock)
        self.tick.start()
        self.links: dict[int, str] = {}
        self.retranslate_ui()
        self.desk.session.state_changed.connect(lambda _state: self.refresh())
        self.refresh(settings_too=True)
        self.resize(980, 640)

    # --- words ---

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Players' phones"))
        self.server_box.setTitle(self.tr("Server on this network"))
        self.allow_box.setTitle(self.tr("What the phones may do"))
        self.clock_box.setTitle(self.tr("Round clock"))
        self.links_box.setTitle(self.tr("Personal links"))
        self.port_label.setText(self.tr("&Port"))
        self.server_note.setText(self.tr(
            "Players join on the venue's Wi-Fi (or this laptop's hotspot) by scanning the code or typing the address. "
            "The pages are plain HTTP: a personal link is as secret as the slip it is printed on; revoke a leaked one "
            "below."))
        self.self_check_in.setText(self.tr("Players may &check in from their phones"))
        self.hide_standings.setText(self.tr("&Hide the standings while a round's results come in"))
        self.pin_label.setText(self.tr("P&IN for the public pages"))
        self.pin.setPlaceholderText(self.tr("none"))
        self.save_button.setText(self.tr("&Save these settings"))
        self.minutes.setSuffix(self.tr(" min"))
        self.start_button.setText(self.tr("S&tart"))
        self.pause_button.setText(self.tr("Pa&use"))
        self.extend_button.setText(self.tr("E&xtend"))
        self.player_label.setText(self.tr("Pla&yer"))
        self.reissue_button.setText(self.tr("&Reissue"))
        self.reissue_button.setToolTip(self.tr("A new link for this player: the old one stops working at once."))
        self.revoke_button.setText(self.tr("Re&voke"))
        self.print_one_button.setText(self.tr("Print this &link…"))
        self.print_all_button.setText(self.tr("Print &every link…"))
        self.show_server()

    # --- the server ---

    def toggle_server(self) -> None:
        if self.process is not None:
            self.stop()
            return
        program, arguments, environment = serve_command(self.desk.location, self.port.value(), self.host)
        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        if environment:
            merged = QProcessEnvironment.systemEnvironment()
            for key, value in environment.items():
                merged.insert(key, value)
            process.setProcessEnvironment(merged)
        process.readyReadStandardOutput.connect(self.server_said)
        process.finished.connect(self.server_ended)
        self.process, self.output, self.url = process, "", None
        process.start(program, arguments)
        self.show_server()

    def server_said(self) -> None:
        if self.process is None:
            return
        self.output += bytes(self.process.readAllStandardOutput().data()).decode("utf-8", "replace")
        for line in self.output.splitlines():
            if line.startswith("Serving ") and " at http" in line and self.url is None:
                self.url = line.rsplit(" at ", 1)[1].strip()
                self.show_server()
                self.show_link()

    def server_ended(self, *_: object) -> None:
        said = self.output.strip().splitlines()
        self.process, self.url = None, None
        if said and not said[-1].startswith("Serving "):
            self.message.error(said[-1])
        self.show_server()

    def stop(self) -> None:
        """End the server (SIGTERM: it answers what it is answering, then ends)."""
        if self.process is not None:
            self.process.terminate()

    def show_server(self) -> None:
        running = self.process is not None
        self.serve_button.setText(self.tr("Sto&p the server") if running else self.tr("Start the &server"))
        self.port.setEnabled(not running)
        if self.url is not None:
            self.address.setText(self.url)
            self.join_code.setPixmap(qr_pixmap(self.url, 360))
        else:
            self.address.setText(self.tr("Starting…") if running else self.tr("Not serving"))
            self.join_code.clear()

    # --- settings, clock, links ---

    def refresh(self, settings_too: bool = False) -> None:
        session = self.desk.session
        if session is None:
            return
        phones = session.state.phones
        if settings_too:
            self.self_check_in.setChecked(phones.settings.self_check_in)
            self.hide_standings.setChecked(phones.settings.hide_standings)
            self.pin.setText(phones.settings.pin or "")
        current = self.player_choice.currentData()
        self.player_choice.blockSignals(True)
        self.player_choice.clear()
        for player in session.current_event.players:
            self.player_choice.addItem(player.name, player.id)
        self.player_choice.setCurrentIndex(max(self.player_choice.findData(current), 0))
        self.player_choice.blockSignals(False)
        session.jobs.submit(session.store.links, lambda links, error: error is None and self.links_read(links))
        self.show_clock()

    def choose_player(self, player: int) -> None:
        """Show this player's link (the Players page's "QR code for the phone…")."""
        index = self.player_choice.findData(player)
        if index >= 0:
            self.player_choice.setCurrentIndex(index)

    def links_read(self, links: dict[int, str]) -> None:
        self.links = links
        self.show_link()

    def base_url(self) -> str | None:
        session = self.desk.session
        address = self.url or (session.state.phones.settings.address if session is not None else None)
        return None if address is None else address.rstrip("/")

    def link_of(self, player: int) -> str | None:
        base, token = self.base_url(), self.links.get(player)
        return None if base is None or token is None else f"{base}/p/{token}"

    def show_link(self) -> None:
        player = self.player_choice.currentData()
        link = None if player is None else self.link_of(player)
        revoked = player is not None and player not in self.links
        if link is not None:
            self.link_code.setPixmap(qr_pixmap(link, 200))
            self.link_text.setText(link)
        else:
            self.link_code.clear()
            self.link_text.setText(self.tr("Revoked: reissue to give this player a link again.") if revoked
                                   else self.tr("Start the server once to know the address of the links."))
        self.revoke_button.setEnabled(player is not None and not revoked)
        self.print_one_button.setEnabled(link is not None)
        self.print_all_button.setEnabled(self.base_url() is not None and bool(self.links))

    def show_clock(self) -> None:
        session = self.desk.session
        if session is None:
            return
        current = session.current_event.current_round
        clock = session.state.phones.clock_of(current.number if current else None)
        if clock is None:
            self.clock_shown.setText(self.tr("not set"))
        else:
            state = self.tr("running") if clock.running else self.tr("paused")
            self.clock_shown.setText(fill(self.tr("%1 left, %2"), clock_text(clock), state))
        self.start_button.setEnabled(current is not None and (clock is None or not clock.running))
        self.pause_button.setEnabled(clock is not None and clock.running)
        self.extend_button.setEnabled(clock is not None)

    def save_settings(self) -> None:
        current = self.desk.session.state.phones.settings
        wanted = PhoneSettings(self.self_check_in.isChecked(), self.hide_standings.isChecked(),
                               self.pin.text().strip() or None, current.address)
        self.desk.session.save(lambda store: store.edit_phone_settings(wanted),
                               lambda _saved: self.message.done(self.tr("Saved.")),
                               lambda error: self.message.refused(error))

    def clock_action(self, action: str) -> None:
        minutes = None if action == "pause" else self.minutes.value()
        self.desk.session.save(lambda store: store.clock(action, minutes), lambda _clock: self.show_clock(),
                               lambda error: self.message.refused(error))

    def link_action(self, action: str) -> None:
        player = self.player_choice.currentData()
        if player is None:
            return

        def act(store):
            store.reissue_link(player) if action == "reissue" else store.revoke_link(player)
            return store.links()

        name = self.player_choice.currentText()
        done = self.tr("%1 has a new link: the old one no longer works.") if action == "reissue" \
            else self.tr("%1's link no longer works.")
        self.desk.session.save(act, lambda links: (self.links_read(links), self.message.done(fill(done, name))),
                               lambda error: self.message.refused(error))

    def print_links(self, everyone: bool) -> None:
        """Every player's link (or the chosen player's) as cards to cut apart, on the printer the system's print
        dialog sets up (``link_printouts``: what ``companion event export EVENT pdf-links`` writes)."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from companion.tournament.link_printouts import print_links, printed_links
        from companion.tournament.phones import phone_links
        from companion.tournament.printouts import prepare_printer

        base = self.base_url()
        links = phone_links(base, self.links)
        if links is None:
            return
        event = self.desk.session.current_event
        cards = printed_links(event, links)
        if not everyone:
            chosen = self.player_choice.currentData()
            cards = [(name, url) for name, url in cards if url == links.personal.get(chosen)]
        if not cards:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer)
        if QPrintDialog(printer, self).exec() != QPrintDialog.DialogCode.Accepted:
            return
        pages = print_links(printer, event.settings.name, cards)
        self.message.done(fill(self.tr("Sent %1 page(s) to the printer."), formatting.integer(pages)))
