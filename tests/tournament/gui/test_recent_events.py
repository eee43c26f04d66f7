"""Recent events listed with their names beside their places (File → Open recent events, and the desk's start page),
the names kept in the preferences when an event is opened or renamed: listing them reads no event file, the one this
process has open included."""

from dataclasses import replace

import pytest

from companion import files
from companion.tournament.gui.desk_settings import remember_event
from tests.tournament.gui.conftest import settle
from tests.tournament.gui.desk_events import stored_event


@pytest.fixture
def opened(qtbot, settings, translations, tmp_path):
    """The main window's desk with an event open."""
    from companion.gui.main_window import MainWindow

    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.show()
    path = stored_event(tmp_path / "verona.companion-event", 8, 1)
    desk = window.show_desk()
    desk.open_location(str(path))
    qtbot.waitUntil(lambda: desk.session is not None, timeout=10_000)
    settle(qtbot, desk)
    yield window, desk, path
    desk.close_event()
    settle(qtbot, desk)


def menu_texts(window) -> list[str]:
    window.desk_actions.recent_menu.aboutToShow.emit()
    return [action.text() for action in window.desk_actions.recent_menu.actions()]


def test_recent_events_show_their_names_and_follow_a_rename(qtbot, opened, settings, tmp_path, monkeypatch):
    window, desk, path = opened
    other = tmp_path / "never-opened-here.companion-event"
    remember_event(settings, str(other))  # as an older desk kept it: no name
    remember_event(settings, str(path))  # first again, keeping the name the desk kept when it opened it
    read = []
    monkeypatch.setattr(files, "peek", lambda *a, **k: read.append(a) or b"")
    assert menu_texts(window) == [f"Verona Winter Open 2026 — {path}", str(other)]
    desk.fill_recent()
    assert [desk.recent_list.item(row).text() for row in range(desk.recent_list.count())] == [
        f"Verona Winter Open 2026 — {path}", str(other)]
    assert desk.recent_list.item(0).toolTip() == str(path)
    assert read == []  # nothing read from an event file to list them

    settings_now = desk.session.current_event.settings
    desk.session.save(lambda store: store.edit_settings(replace(settings_now, name="Verona Spring Open & Co")),
                      lambda _saved: None, lambda error: pytest.fail(str(error)))
    settle(qtbot, desk)
    assert menu_texts(window)[0] == f"Verona Spring Open && Co — {path}"  # an & shown as itself, not a shortcut
