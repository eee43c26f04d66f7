"""pytest-qt fixtures: a real main window with preferences in a temporary folder."""

import pytest
from PySide6.QtWidgets import QMessageBox

from companion.gui import dialogs, theme
from companion.gui.i18n import Translations
from companion.gui.main_window import MainWindow
from companion.gui.settings import open_settings
from tests.helpers import settle


@pytest.fixture
def settings(config_dir, qapp, translations):
    """Fresh preferences, the app's theme, and English as `companion` starts it (plural forms included)."""
    settings = open_settings()
    theme.apply(qapp, settings)
    translations.switch("en")
    return settings


@pytest.fixture(scope="session")
def translations(qapp):
    """One set of translators for the whole run, as in the app."""
    return Translations(qapp)


@pytest.fixture
def window(qtbot, settings, translations):
    """The main window as `companion` starts it."""
    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.show()
    for panel in window.all_panels():
        settle(qtbot, panel)
    return window


@pytest.fixture
def warnings(monkeypatch):
    """Message boxes the app would have shown, as (title, text), instead of blocking."""
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    monkeypatch.setattr(dialogs, "warning", lambda parent, title, text, *a, **k: shown.append((title, text)))
    return shown


@pytest.fixture
def back_to_english(window):
    """The main window, switched back to English after the test, even when an assertion fails."""
    yield window
    window.set_language("en")


@pytest.fixture(autouse=True)
def no_unexpected_questions(monkeypatch):
    """A question the test did not expect fails it at once, instead of waiting for an answer forever."""
    def unexpected(parent, title, text, *args, **kwargs):
        raise AssertionError(f"unexpected question: {title}: {text}")

    monkeypatch.setattr(QMessageBox, "question", unexpected)
    monkeypatch.setattr(dialogs, "question", unexpected)


@pytest.fixture
def answers(monkeypatch):
    """(questions asked, replies to give): each question the window asks takes the next reply."""
    asked, replies = [], []

    def question(parent, title, text, *args, **kwargs):
        asked.append(title)
        return replies.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(dialogs, "question", question)
    return asked, replies


@pytest.fixture
def desk_window(qtbot, window, tmp_path):
    """The main window with a small event open on its desk: 8 players, round 2 paired with results on two of
    its four tables."""
    from tests.tournament.gui.desk_events import stored_event

    path = stored_event(tmp_path / "small.companion-event", 8, 2, last_round_results=2)
    desk = window.show_desk()
    desk.open_location(str(path))
    qtbot.waitUntil(lambda: desk.session is not None, timeout=10_000)
    settle_desk(qtbot, desk)
    yield window
    desk.close_event()
    settle_desk(qtbot, desk)


def settle_desk(qtbot, desk) -> None:
    """Wait until every save and read the desk started has come back."""
    qtbot.waitUntil(lambda: not desk.jobs.busy() and (desk.session is None or not desk.session.busy())
                    and not desk.round_page.pairing_view.evaluator.busy(), timeout=15_000)


def every_desk_page(qtbot, window):
    """(where, page) for every page of the desk with an event open, each made the current one and settled."""
    from PySide6.QtWidgets import QApplication

    desk = window.desk
    for page in desk.pages:
        desk.pages_tabs.setCurrentWidget(page)
        settle_desk(qtbot, desk)
        QApplication.processEvents()
        yield f"Tournament / {desk.pages_tabs.tabText(desk.pages_tabs.indexOf(page))}", page
