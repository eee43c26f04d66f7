"""The desk in the main window: a Tournament tab beside the games that loads the desk's libraries only when
used, File's event items (recent events, a server's connection settings, exports, printouts, the projector),
and a server's password kept only when asked, in the system's keyring."""

import subprocess
import sys

import keyring
import pytest
from keyring.backend import KeyringBackend
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog

from companion import games
from companion.gui.widgets import file_dialogs
from companion.tournament.gui.desk_settings import remember_event, shown_location
from companion.tournament.gui.server import KEYRING_SERVICE, ServerDialog, address, stored_password
from companion.tournament.store import ServerFields, server_fields
from tests.tournament.gui.conftest import settle
from tests.tournament.gui.desk_events import stored_event


@pytest.fixture
def window(qtbot, settings, translations):
    from companion.gui.main_window import MainWindow

    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.show()
    yield window
    if window.desk is not None:
        window.desk.close_event()
        settle(qtbot, window.desk)


def test_the_window_starts_without_the_desks_libraries_and_loads_them_on_first_use():
    code = (
        "import os, sys, tempfile\n"
        "os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "os.environ['COMPANION_CONFIG_DIR'] = tempfile.mkdtemp()\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from companion.gui.application import create_application\n"
        "from companion.gui.main_window import MainWindow\n"
        "from companion.gui.settings import open_settings\n"
        "app = create_application([])\n"
        "window = MainWindow(open_settings())\n"
        "window.show()\n"
        "for _ in range(50):\n"
        "    app.processEvents()\n"
        "def loaded():\n"
        "    libraries = {'sqlalchemy', 'rustworkx', 'keyring', 'alembic', 'pg8000'}\n"
        "    return sorted({m.split('.')[0] for m in sys.modules} & libraries)\n"
        "print(window.tabs.tabText(window.desk_index), loaded(), 'companion.tournament.gui.desk' in sys.modules)\n"
        "window.menus.file_menu.aboutToShow.emit()\n"
        "window.desk_actions.recent_menu.aboutToShow.emit()\n"
        "print('|'.join(a.text() or a.menu().title() if a.menu() else a.text() or '-' for a in"
        " window.menus.file_menu.actions()))\n"
        "print(loaded())\n"
        "window.tabs.setCurrentIndex(window.desk_index)\n"
        "print(type(window.desk).__name__, loaded())\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    before, items, listed, after = run.stdout.splitlines()
    assert before == "Tournament [] False"
    assert items.split("|") == [  # the desk's items, placed by the menu bar after the scenario items
        "&Open scenario…", "&Save scenario…", "-", "&New event…", "Open &event…", "Open event from a ser&ver…",
        "Open &recent events", "Export the even&t", "&Print…", "Export P&DF…", "Players' pa&ge…", "Pro&jector…",
        "P&layers' phones…", "-",
        "E&xport charts as PNG…", "Export c&harts as SVG…", "Export results as &CSV…", "-", "&Quit"]
    assert listed == "[]"  # the File menu and its recent events are listed without the desk
    assert after == "DeskTab ['sqlalchemy']"  # the matching library waits for a pairing, the keyring for its dialog


def test_the_tournament_tab_sits_after_the_games_and_is_not_a_game(window):
    assert window.desk_index == len(games.TABS)
    assert [window.tabs.tabText(index) for index in range(window.tabs.count())][-1] == "Tournament"
    assert all(entry.id != "tournament" for entry in games.GAMES)
    assert window.desk is None
    window.tabs.setCurrentIndex(window.desk_index)
    assert window.desk is not None and window.tabs.widget(window.desk_index) is window.desk
    assert window.current_panel() is None and not window.menus.save_action.isEnabled()
    assert not window.desk_actions.export_event_menu.isEnabled() and not window.desk_actions.print_action.isEnabled()
    window.tabs.setCurrentIndex(0)
    assert window.menus.save_action.isEnabled()


def test_recent_events_are_listed_from_the_preferences_and_open(qtbot, window, settings, event_file):
    remember_event(settings, "postgresql://desk:secret@10.0.0.5:5432/verona")
    remember_event(settings, str(event_file))
    window.desk_actions.recent_menu.aboutToShow.emit()
    texts = [action.text() for action in window.desk_actions.recent_menu.actions()]
    assert texts == [str(event_file), "postgresql://desk@10.0.0.5:5432/verona"]  # never a password
    assert window.desk is None  # listing them does not load the desk
    window.desk_actions.recent_menu.actions()[0].trigger()
    qtbot.waitUntil(lambda: window.desk is not None and window.desk.session is not None, timeout=10_000)
    assert window.desk.session.current_event.settings.name == "Verona Winter Open 2026"
    assert window.desk_actions.print_action.isEnabled() and window.desk_actions.export_pdf_action.isEnabled()


def test_the_documents_menu_writes_a_pdf_and_the_players_page(qtbot, window, event_file, tmp_path, monkeypatch):
    desk = window.show_desk()
    desk.open_location(str(event_file))
    qtbot.waitUntil(lambda: desk.session is not None, timeout=10_000)
    monkeypatch.setattr(QInputDialog, "getItem", lambda parent, title, label, items, *a, **k: (items[2], True))
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: (str(tmp_path / "standings"), ""))
    window.desk_actions.export_pdf_action.trigger()
    assert (tmp_path / "standings.pdf").read_bytes().startswith(b"%PDF")
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: (str(tmp_path / "players.html"), ""))
    window.desk_actions.players_page_action.trigger()
    page = (tmp_path / "players.html").read_text(encoding="utf-8")
    assert all(player.name in page for player in desk.session.current_event.players)
    window.desk_actions.projector_action.trigger()
    controls = desk.documents.projector.controls
    assert desk.documents.projector.isVisible() and controls.view is None


def test_the_server_dialog_builds_the_url_and_keeps_no_password_without_a_keyring(qtbot, monkeypatch):
    monkeypatch.setattr("companion.tournament.gui.server.system_keyring", lambda: None)
    dialog = ServerDialog()
    qtbot.addWidget(dialog)
    dialog.host.setText("192.168.1.20")
    dialog.port.setValue(5433)
    dialog.database.setText("verona_open")
    dialog.user.setText("desk")
    dialog.password.setText("p@ss:word")
    assert not dialog.remember.isEnabled() and not dialog.remember.isChecked()
    assert "cannot be remembered" in dialog.note.text()
    server = dialog.settings()
    assert address(server) == "postgresql://desk:p%40ss%3Aword@192.168.1.20:5433/verona_open"
    assert address(server, with_password=False) == "postgresql://desk@192.168.1.20:5433/verona_open"
    assert server_fields(address(server)) == server
    assert shown_location(address(server)) == "postgresql://desk@192.168.1.20:5433/verona_open"


def test_the_server_dialog_refuses_a_field_the_address_cannot_have_and_stays_open(qtbot):
    dialog = ServerDialog()
    qtbot.addWidget(dialog)
    dialog.host.setText("192.168.1.20")
    dialog.user.setText("desk")
    dialog.show()
    dialog.accept()
    assert dialog.isVisible() and dialog.result() != ServerDialog.DialogCode.Accepted
    assert dialog.message.text() == "Database: must not be empty"


class MemoryKeyring(KeyringBackend):
    priority = 1

    def __init__(self):
        super().__init__()
        self.kept = {}

    def get_password(self, service, username):
        return self.kept.get((service, username))

    def set_password(self, service, username, password):
        self.kept[(service, username)] = password

    def delete_password(self, service, username):
        del self.kept[(service, username)]


def test_the_password_goes_to_the_keyring_only_when_asked(qtbot, window, monkeypatch):
    memory = MemoryKeyring()
    previous = keyring.get_keyring()
    keyring.set_keyring(memory)
    try:
        desk = window.show_desk()
        opened = []
        monkeypatch.setattr(desk, "open_location", lambda location, typed=None: opened.append(location))
        server = ServerFields("10.1.1.1", 5432, "cup", "judge", "hunter2")

        def answer(remember: bool):
            def exec_(dialog):
                dialog.host.setText(server.host)
                dialog.database.setText(server.database)
                dialog.user.setText(server.user)
                dialog.password.setText(server.password)
                dialog.remember.setChecked(remember)
                return ServerDialog.DialogCode.Accepted
            return exec_

        monkeypatch.setattr(ServerDialog, "exec", answer(False))
        window.desk_actions.open_server_action.trigger()
        assert opened == [address(server)] and memory.kept == {}
        monkeypatch.setattr(ServerDialog, "exec", answer(True))
        window.desk_actions.open_server_action.trigger()
        assert memory.kept == {(KEYRING_SERVICE, "judge@10.1.1.1:5432/cup"): "hunter2"}
        assert stored_password(ServerFields("10.1.1.1", 5432, "cup", "judge")) == "hunter2"
        desk.open_recent(address(server, with_password=False))  # a recent server event: the kept password is used
        assert opened[-1] == address(server)
        monkeypatch.setattr(ServerDialog, "exec", answer(False))
        window.desk_actions.open_server_action.trigger()
        assert memory.kept == {}  # unticked: the kept password is forgotten
    finally:
        keyring.set_keyring(previous)


def test_a_socket_folder_is_a_host_and_a_failed_connection_brings_the_dialog_back_as_typed(
        qtbot, window, postgres_places, monkeypatch, warnings):
    """The dialog builds the address with the store's one builder, which takes the folder of a server's socket on
    this computer as its host (how pgserver's server is reached); after a connection that fails, the dialog opens
    again with every field as it was typed."""
    location = postgres_places.event("socket_cup")
    stored_event(location, 8, 1, name="Socket Cup")
    fields = server_fields(location)
    assert fields.host.startswith("/")
    shown = []

    def typing(database: str):
        def exec_(dialog):
            shown.append(dialog.settings())
            if len(shown) > 1:
                return ServerDialog.DialogCode.Rejected  # the organiser gives up after seeing it again
            dialog.host.setText(fields.host)
            dialog.port.setValue(fields.port)
            dialog.database.setText(database)
            dialog.user.setText(fields.user)
            dialog.password.setText("typed-secret")
            dialog.accept()
            return dialog.result()
        return exec_

    desk = window.show_desk()
    monkeypatch.setattr(ServerDialog, "exec", typing("no_such_event"))
    window.desk_actions.open_server_action.trigger()
    qtbot.waitUntil(lambda: len(shown) == 2, timeout=15_000)
    assert warnings and warnings[0][0] == "Cannot open the event"
    assert shown[1] == ServerFields(fields.host, fields.port, "no_such_event", fields.user, "typed-secret")
    assert desk.session is None

    shown.clear()
    monkeypatch.setattr(ServerDialog, "exec", typing(fields.database))
    window.desk_actions.open_server_action.trigger()
    qtbot.waitUntil(lambda: desk.session is not None, timeout=15_000)
    assert desk.session.current_event.settings.name == "Socket Cup"
    assert desk.location == address(ServerFields(fields.host, fields.port, fields.database, fields.user,
                                                 "typed-secret"))


def test_the_desk_speaks_the_language_chosen_at_run_time(qtbot, window, event_file):
    desk = window.show_desk()
    desk.open_location(str(event_file))
    qtbot.waitUntil(lambda: desk.session is not None, timeout=10_000)
    try:
        window.set_language("it")
        QApplication.processEvents()
        assert window.tabs.tabText(window.desk_index) == "Torneo"
        pages = (desk.event_page, desk.players_page, desk.round_page, desk.standings_page, desk.log_page)
        assert [desk.pages_tabs.tabText(desk.pages_tabs.indexOf(page)) for page in pages] == [
            "Evento", "Giocatori", "Round", "Classifica", "Registro"]
        desk.pages_tabs.setCurrentWidget(desk.standings_page)
        model = desk.standings_page.model
        assert model.headerData(0, Qt.Orientation.Horizontal) == "Pos."
        assert "Classifica dopo il round 1" == desk.standings_page.heading.text()
        desk.pages_tabs.setCurrentWidget(desk.log_page)
        assert desk.log_page.model.data(desk.log_page.model.index(0, 3)).startswith("Round 1, tavolo")
        window.set_language("cs")
        QApplication.processEvents()
        assert desk.log_page.model.data(desk.log_page.model.index(0, 3)).startswith("Kolo 1, stůl")
        assert window.desk_actions.new_event_action.text() == "&Nový turnaj…"
    finally:
        window.set_language("en")
        QApplication.processEvents()
    assert desk.pages_tabs.tabText(desk.pages_tabs.indexOf(desk.log_page)) == "Log"
    assert desk.pages_tabs.tabText(desk.pages_tabs.indexOf(desk.factions_page)) == "Factions"
