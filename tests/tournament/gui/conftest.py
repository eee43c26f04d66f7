"""pytest-qt fixtures for the desk: its tab on fresh preferences, two desks on one event file, and answers to
the questions it asks."""

import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QMessageBox

from companion.gui import dialogs, theme
from companion.gui.i18n import Translations
from companion.gui.settings import open_settings
from companion.tournament.gui.desk import DeskTab
from tests.gui.conftest import no_unexpected_questions  # noqa: F401 - the same autouse fixture as the games' tests
from tests.tournament.conftest import import_pgserver
from tests.tournament.gui.desk_events import stored_event
from tests.tournament.store_helpers import plain_server


@pytest.fixture(scope="session")
def translations(qapp):
    return Translations(qapp)


@pytest.fixture
def settings(config_dir, qapp, translations):
    """Fresh preferences in English, as `companion` starts; the process's locale is put back afterwards (the
    documents' tests word dates as the command line does, without a language)."""
    locale = QLocale()
    settings = open_settings()
    theme.apply(qapp, settings)
    translations.switch("en")
    yield settings
    QLocale.setDefault(locale)


def open_desk(qtbot, settings, location, name: str) -> DeskTab:
    """A desk tab named ``name`` with the event at ``location`` open, shown and settled."""
    settings.setValue("desk/name", name)
    desk = DeskTab(settings)
    qtbot.addWidget(desk)
    desk.resize(1366, 720)
    desk.show()
    desk.open_location(str(location))
    qtbot.waitUntil(lambda: desk.session is not None, timeout=10_000)
    return desk


def settle(qtbot, desk: DeskTab) -> None:
    """Wait until every save and read the desk started has come back."""
    qtbot.waitUntil(lambda: not desk.jobs.busy() and (desk.session is None or not desk.session.busy())
                    and not desk.round_page.pairing_view.evaluator.busy(), timeout=15_000)


@pytest.fixture
def event_file(tmp_path):
    """16 players after one complete round, round 2 not paired yet."""
    return stored_event(tmp_path / "club-night.companion-event", 16, 1)


@pytest.fixture
def desk(qtbot, settings, event_file):
    desk = open_desk(qtbot, settings, event_file, "Desk A")
    yield desk
    desk.close_event()
    settle(qtbot, desk)


@pytest.fixture
def two_desks(qtbot, settings, event_file):
    """Desks A and B: two EventStores on one file, as two laptops on one server would be."""
    first = open_desk(qtbot, settings, event_file, "Desk A")
    second = open_desk(qtbot, settings, event_file, "Desk B")
    yield first, second
    for desk in (first, second):
        desk.close_event()
        settle(qtbot, desk)


@pytest.fixture
def answers(monkeypatch):
    """(questions asked as (title, text), replies to give): each question takes the next reply."""
    asked, replies = [], []

    def question(parent, title, text, *args, **kwargs):
        asked.append((title, text))
        return replies.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(dialogs, "question", question)
    return asked, replies


@pytest.fixture
def warnings(monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    monkeypatch.setattr(dialogs, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    return shown


class OwnServer:
    """A PostgreSQL server of one test's own (pgserver's), which the test stops and starts again as a venue's
    server laptop is switched off and on."""

    def __init__(self, folder: Path):
        self.pgserver = import_pgserver()
        self.server = self.pgserver.get_server(folder / "data", cleanup_mode="delete")
        self.socket_folder = self.server.get_uri().split("host=")[1]

    def database(self, name: str) -> str:
        """The address of a new, empty database on it."""
        with plain_server(self.server.get_uri()) as connection:
            connection.run(f'CREATE DATABASE "{name}"')
        return self.server.get_uri(name)

    def pg_ctl(self, *arguments: str) -> None:
        self.pgserver.pg_ctl(["-w", *arguments], pgdata=self.server.pgdata, user=self.server.system_user, timeout=60)

    def stop(self) -> None:
        self.pg_ctl("-m", "fast", "stop")

    def start(self) -> None:
        self.pg_ctl("-o", '-h ""', "-o", f"-k {self.socket_folder}", "-l", str(self.server.log), "start")


@pytest.fixture
def own_server():
    folder = Path(tempfile.mkdtemp(prefix="companion-outage-"))
    own = OwnServer(folder)
    try:
        yield own
    finally:
        try:
            own.stop()
        except subprocess.CalledProcessError:  # already stopped
            pass
        own.server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)
