"""File → New event…: the number of rounds is asked with the rest and kept in the event, and the file's name shows
whole (its folder apart, shortened in the middle when long, whole in its tooltip), in English, Italian and Czech."""

from pathlib import Path

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionFrame

from companion.tournament.gui.new_event import NewEventDialog
from companion.tournament.store import EventStore
from tests.gui.cut_texts import elided_widgets

FOLDER = "/home/organiser/Documents/Companion events/2026 season/Verona"


def text_room(edit) -> int:
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    return edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit).width() - 4


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_the_file_name_shows_whole_beside_its_folder(qtbot, settings, translations, language, tmp_path):
    translations.switch(language)
    dialog = NewEventDialog(FOLDER)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.name, "Verona Winter Open 2026 - Trench Crusade doubles")
    qtbot.wait(50)
    name = dialog.file_name.text()
    assert name == "verona-winter-open-2026-trench-crusade-doubles.companion-event"
    assert dialog.file_name.fontMetrics().horizontalAdvance(name) <= text_room(dialog.file_name)
    assert dialog.folder.toolTip() == FOLDER
    shown = dialog.folder.text()  # the folder in the room it has: whole, or its two ends around "…"
    assert shown == FOLDER or (shown.startswith("/home/") and shown.endswith("/Verona") and "…" in shown)
    assert dialog.folder.width() >= dialog.file_name.width() - dialog.browse.width() - 20
    assert dialog.location() == str(Path(FOLDER) / name)
    assert elided_widgets(dialog, language) == []
    dialog.grab().save(str(tmp_path / f"new-event-{language}.png"))


def test_the_rounds_asked_are_the_event_s(qtbot, settings, tmp_path):
    dialog = NewEventDialog(str(tmp_path))
    qtbot.addWidget(dialog)
    assert dialog.rounds.value() == 5  # the event's default, as before it was asked
    qtbot.keyClicks(dialog.name, "Club night")
    dialog.rounds.setValue(3)
    dialog.check_and_accept()
    assert dialog.result() == NewEventDialog.DialogCode.Accepted
    assert dialog.settings().rounds_planned == 3
    with EventStore.create(dialog.location(), dialog.settings()) as store:
        assert store.load().settings.rounds_planned == 3
    assert Path(dialog.location()) == tmp_path / "club-night.companion-event"
