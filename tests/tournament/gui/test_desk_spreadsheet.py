"""File → Export the event → Standings (Results) for a spreadsheet: the dialog asks which spreadsheet the file is
for (its language and separator), starts from the app's language, shows the file's first lines as they will be
written, and remembers the choice per event without reading the event's file."""

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt

from companion.gui.widgets import file_dialogs
from companion.tournament.exports import export_text, spreadsheet_export
from companion.tournament.gui.desk_settings import SPREADSHEET_KEY
from tests.tournament.gui.conftest import settle
from tests.tournament.gui.desk_events import stored_event

OPENED: list[str] | None = None
"""The files Python opens while a test watches (None: not watching)."""


def _watch_opens(event: str, arguments: tuple) -> None:
    if OPENED is not None and event == "open" and isinstance(arguments[0], str | bytes | Path):
        OPENED.append(str(Path(arguments[0].decode() if isinstance(arguments[0], bytes) else arguments[0]).absolute()))


sys.addaudithook(_watch_opens)


@pytest.fixture(autouse=True)
def no_file_dialog(monkeypatch):
    """A file dialog no test answers is cancelled rather than left waiting."""
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: ("", ""))


def save_as(monkeypatch, path, suggested: list | None = None):
    def answer(parent, title, proposed, *rest):
        if suggested is not None:
            suggested.append(Path(proposed).name)
        return str(path), ""
    monkeypatch.setattr(file_dialogs, "save_file_name", answer)


def open_dialog(desk, fmt="csv-results"):
    desk.export(fmt, spreadsheet=True)
    dialog = desk.documents.spreadsheet_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def preview_lines(dialog) -> list[str]:
    return dialog.preview.toPlainText().split("\n")


def test_the_file_menu_asks_for_the_spreadsheet_starting_from_the_apps_language(qtbot, desk, settings, tmp_path,
                                                                               monkeypatch):
    from companion.tournament.gui.file_menu import DeskFileActions

    actions = DeskFileActions(settings, lambda: desk)
    actions.follow(desk)
    assert actions.spreadsheet_actions["csv-results"].isEnabled()
    assert "for a spreadsheet" in actions.spreadsheet_actions["csv-standings"].text().replace("&", "")
    event = desk.session.current_event
    suggested: list[str] = []
    for language, separator in (("it", "semicolon"), ("cs", "semicolon"), ("en", "comma")):
        QLocale.setDefault(QLocale(language))
        for fmt in ("csv-standings", "csv-results"):
            desk.settings.remove(SPREADSHEET_KEY)  # nothing chosen for the event yet
            save_as(monkeypatch, tmp_path / f"{fmt}-{language}.csv", suggested)
            actions.spreadsheet_actions[fmt].trigger()
            dialog = desk.documents.spreadsheet_dialog
            assert dialog.choice() == (language, separator)
            qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
            assert (tmp_path / f"{fmt}-{language}.csv").read_bytes() == spreadsheet_export(event, fmt, language)
    assert suggested[:2] == ["club-night-csv-standings-it.csv", "club-night-csv-results-it.csv"]
    save_as(monkeypatch, tmp_path / "plain.csv")
    actions.export_event_actions["csv-results"].trigger()
    assert (tmp_path / "plain.csv").read_text(encoding="utf-8") == export_text(event, "csv-results")


def test_an_english_desk_writes_for_an_italian_excel_and_the_event_keeps_the_choice(qtbot, desk, tmp_path,
                                                                                     monkeypatch, event_file):
    global OPENED
    event = desk.session.current_event
    OPENED = []
    try:
        dialog = open_dialog(desk)
        assert dialog.choice() == ("en", "comma")
        assert preview_lines(dialog)[0] == "round,table,player_1,player_2,vp_1,vp_2,conceded,points_1,points_2"
        dialog.language.setFocus()
        qtbot.keyClick(dialog.language, Qt.Key.Key_Down)  # Italian: its semicolons come with it
        assert dialog.choice() == ("it", "semicolon")
        lines = preview_lines(dialog)
        assert lines[0] == "round;table;player_1;player_2;vp_1;vp_2;conceded;points_1;points_2"
        assert len(lines) == 4 and lines[1:] == spreadsheet_export(event, "csv-results", "it").decode(
            "utf-8-sig").split("\r\n")[1:4]
        dialog.separator.setFocus()
        qtbot.keyClick(dialog.separator, Qt.Key.Key_Up)  # this Excel's list separator was set to commas
        assert dialog.choice() == ("it", "comma")
        assert preview_lines(dialog)[0].startswith("round,table,player_1")
        save_as(monkeypatch, tmp_path / "results")
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        written = (tmp_path / "results.csv").read_bytes()
        assert written == spreadsheet_export(event, "csv-results", "it", "comma")
        assert b'"' in written and b"," in written  # decimal commas quoted in a comma-separated file
        assert desk.documents.spreadsheet_dialog is None
        again = open_dialog(desk, "csv-standings")  # the event's spreadsheet, for every export of it
        assert again.choice() == ("it", "comma")
        again.reject()
    finally:
        seen, OPENED = OPENED, None
    event_path = str(Path(event_file).absolute())
    assert str((tmp_path / "results.csv").absolute()) in seen  # the watch sees what Python opens…
    assert [path for path in seen if path.startswith(event_path)] == []  # …and only SQLite opened the event
    other = stored_event(tmp_path / "other.companion-event", 8, 1)
    desk.open_location(str(other))
    qtbot.waitUntil(lambda: desk.location == str(other), timeout=10_000)
    settle(qtbot, desk)
    fresh = open_dialog(desk)
    assert fresh.choice() == ("en", "comma")  # another event: nothing chosen for it yet
    fresh.reject()
    desk.open_location(str(event_file))
    qtbot.waitUntil(lambda: desk.location == str(event_file), timeout=10_000)
    settle(qtbot, desk)
    kept = open_dialog(desk)
    assert kept.choice() == ("it", "comma")
    kept.reject()


def test_the_dialog_speaks_the_apps_language(qtbot, desk, translations):
    try:
        translations.switch("it")
        dialog = open_dialog(desk, "csv-standings")
        assert dialog.windowTitle() == "Classifica per un foglio di calcolo"
        assert dialog.choice() == ("it", "semicolon")
        assert dialog.language.currentText() == "Italiano: virgola decimale (22,5)"
        dialog.reject()
        translations.switch("cs")
        dialog = open_dialog(desk, "csv-results")
        assert dialog.save_button.text() == "&Uložit jako…"
        assert dialog.separator.currentText() == "Středníky (;)"
        dialog.reject()
    finally:
        translations.switch("en")


def test_an_export_over_a_database_is_refused_in_a_warning(qtbot, desk, tmp_path, monkeypatch, warnings):
    """A database named like a CSV (an event saved under the wrong name) is never written over: the desk says so in
    a warning, as it does every export it cannot write."""
    import sqlite3

    database = tmp_path / "standings.csv"
    with sqlite3.connect(database) as connection:
        connection.execute("CREATE TABLE kept (value)")
    before = database.read_bytes()
    save_as(monkeypatch, database)
    dialog = open_dialog(desk, "csv-standings")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert warnings == [("Cannot export", f"{database} is an event file (or another database): an export never "
                                          f"replaces one, choose another name")]
    assert database.read_bytes() == before
