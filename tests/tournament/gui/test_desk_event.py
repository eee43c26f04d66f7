"""A whole event driven through the desk's GUI in the real main window: created with File → New event,
players imported from CSV, rounds paired with a preview and published, results typed and taken from
Warzone's victory-points calculator, standings, exports and undo."""

import csv
import io
import json
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from companion.gui.widgets import file_dialogs
from companion.tournament.event import Result, Tiebreak
from companion.tournament.exports import export_text
from companion.tournament.gui.new_event import NewEventDialog
from companion.tournament.standings import standings
from companion.tournament.store import EventStore
from tests.tournament.gui.conftest import settle

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
PLAYERS = ("name,club,faction\n"
           "Ann,Red Dice,Bauhaus\nBob,Red Dice,Capitol\nCid,,Mishima\nDan,Old Guard,Imperial\n"
           "Eve,Old Guard,Cybertronic\nFay,,Brotherhood\nGus,Blue Moon,Dark Legion\nHal,Blue Moon,Bauhaus\n")


def test_a_whole_event_through_the_desk(qtbot, settings, translations, tmp_path, monkeypatch, answers):
    from companion.gui.main_window import MainWindow

    window = MainWindow(settings, translations)
    qtbot.addWidget(window)
    window.show()
    assert window.tabs.tabText(window.desk_index) == "Tournament"
    event_path = tmp_path / "verona-open.companion-event"

    def new_event(dialog):
        qtbot.keyClicks(dialog.name, "Verona Open")
        dialog.game.setCurrentIndex(dialog.game.findData("warzone"))
        dialog.points_limit.setValue(500)
        dialog.set_location(str(event_path))
        dialog.check_and_accept()
        return dialog.result()

    monkeypatch.setattr(NewEventDialog, "exec", new_event)
    window.desk_actions.new_event_action.trigger()
    desk = window.desk
    assert window.tabs.currentIndex() == window.desk_index
    qtbot.waitUntil(lambda: desk.session is not None, timeout=10_000)
    assert desk.session.current_event.settings.name == "Verona Open"
    assert "Verona Open" in desk.heading.text()
    assert window.desk_actions.export_event_menu.isEnabled()

    players_csv = tmp_path / "players.csv"
    players_csv.write_text(PLAYERS, encoding="utf-8")
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, **k: (str(players_csv), ""))
    page = desk.players_page
    page.import_button.click()
    assert page.import_preview.table.rowCount() == 8 and page.import_preview.add_button.isEnabled()
    page.import_preview.add_button.click()
    settle(qtbot, desk)
    assert [player.name for player in desk.session.current_event.players] == list("Ann Bob Cid Dan Eve Fay Gus Hal"
                                                                                  .split())
    assert "Imported 8 players" in page.message.text()
    assert page.model.rowCount() == 8

    rounds = desk.round_page
    desk.pages_tabs.setCurrentWidget(rounds)
    rounds.pairing_view.pair_button.click()
    qtbot.waitUntil(lambda: rounds.pairing_view.proposal is not None, timeout=10_000)
    assert not desk.session.current_event.rounds  # a preview only: nothing is published yet
    assert rounds.pairing_view.model.rowCount() == 4 and rounds.pairing_view.publish_button.isVisible()
    assert "preview" in rounds.pairing_view.heading.text()
    assert "0 rematches" in rounds.pairing_view.summary.text()
    rounds.pairing_view.publish_button.click()
    settle(qtbot, desk)
    first = desk.session.current_event.rounds[0]
    assert len(first.tables) == 4 and "Round 1 is published" in rounds.message.text()

    # Table 1: typed by hand, with a decimal comma; table 2 through the victory-points calculator.
    assert rounds.result_form.table.value() == 1
    qtbot.keyClicks(rounds.result_form.vp_first, "180")
    qtbot.keyClicks(rounds.result_form.vp_second, "150,5")
    qtbot.keyClick(rounds.result_form.vp_second, Qt.Key.Key_Return)
    settle(qtbot, desk)
    assert desk.session.current_event.rounds[0].table(1).result == Result((Fraction(180), Fraction(301, 2)))
    assert rounds.result_form.table.value() == 2  # on to the next table without a result

    assert [button.text() for button in rounds.result_form.helper_buttons] == ["Op&en the victory-points calculator…"]
    rounds.result_form.helper_buttons[0].click()
    dialog = rounds.result_form.helpers[0].dialog
    table = desk.session.current_event.rounds[0].table(2)
    names = tuple(desk.session.current_event.player(player).name for player in table.players)
    assert dialog.panel.game_size.value() == 500
    assert names[0] in dialog.panel.armies[0].title() and names[1] in dialog.panel.armies[1].title()
    dialog.panel.armies[1].models.set_rows([{"name": "Troopers", "pc": 20, "count": 5, "destroyed": True}])
    dialog.panel.armies[0].models.set_rows([{"name": "Tank", "pc": 90, "count": 1, "destroyed": True}])
    dialog.panel.inputs_changed()
    qtbot.waitUntil(dialog.ready, timeout=10_000)
    assert dialog.panel.result.vp == (Fraction(100), Fraction(90))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert rounds.result_form.vp_first.value() == 100 and rounds.result_form.vp_second.value() == 90
    assert "Draw" in rounds.result_form.outcome.text()  # 10 VP apart: within 5% of 500
    rounds.result_form.save_button.click()
    settle(qtbot, desk)
    assert desk.session.current_event.rounds[0].table(2).result == Result((Fraction(100), Fraction(90)))

    # Table 3: a concession; table 4 as a fraction.
    rounds.result_form.vp_first.setText("200")
    rounds.result_form.vp_second.setText("40")
    rounds.result_form.conceded.setCurrentIndex(1)
    rounds.result_form.save_button.click()
    settle(qtbot, desk)
    rounds.result_form.vp_first.setText("45/2")
    rounds.result_form.vp_second.setText("0")
    rounds.result_form.save_button.click()
    settle(qtbot, desk)
    event = desk.session.current_event
    assert event.rounds[0].complete
    assert event.rounds[0].table(3).result.conceded == 0

    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    ranking = desk.standings_page.model
    expected = standings(event)
    assert [ranking.data(ranking.index(row, 1)) for row in range(8)] == [event.player(s.player).name for s in expected]
    assert [ranking.data(ranking.index(row, 0)) for row in range(8)] == [str(s.rank) for s in expected]
    sos = ranking.columns.index(Tiebreak.SOS.value)
    assert "current points of each opponent met" in ranking.data(ranking.index(0, sos), Qt.ItemDataRole.ToolTipRole)
    assert "Standings after round 1" in desk.standings_page.heading.text()

    exports = {}
    for fmt, name in (("csv-standings", "standings.csv"), ("csv-results", "results.csv"), ("json", "event.json")):
        monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, n=name, **k: (str(tmp_path / n), ""))
        window.desk_actions.export_event_actions[fmt].trigger()
        exports[fmt] = (tmp_path / name).read_text(encoding="utf-8")
        assert exports[fmt] == export_text(event, fmt)  # the command line's own export, not a copy of it
    assert len(list(csv.reader(io.StringIO(exports["csv-standings"])))) == 9
    assert json.loads(exports["json"])["rounds"][0]["tables"][3]["score"] == ["45/2", 0]

    log_page = desk.log_page
    desk.pages_tabs.setCurrentWidget(log_page)
    assert "table 4" in log_page.undo_button.text()
    asked, replies = answers
    replies.append(YES)
    log_page.undo_button.click()
    settle(qtbot, desk)
    assert desk.session.current_event.rounds[0].table(4).result is None
    assert "Undone" in log_page.message.text()
    assert log_page.model.data(log_page.model.index(0, 3)).startswith("Undid change")
    assert asked and "Undo" in asked[0][0]

    window.close()
    with EventStore.open(event_path) as store:  # what the desk said is saved is in the file
        saved = store.load()
    assert saved.rounds[0].table(1).result.score == (180, Fraction(301, 2))
    assert saved.rounds[0].table(4).result is None
