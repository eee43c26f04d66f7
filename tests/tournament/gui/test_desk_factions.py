"""The Factions page on the real desk: its numbers against a small event counted by hand, the faction-against-
faction table, merging two spellings through the page (the tables follow) and undoing it on the Log page."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from companion.tournament.store import EventStore
from tests.tournament.gui.conftest import open_desk, settle
from tests.tournament.store_helpers import result, round_of
from tests.tournament.worked import settings as event_settings

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def small_event(path):
    """Five players of three factions (one spelled two ways), two rounds:
    round 1: Ann (Dark Angels) 300–100 Cid (Orks), Bob (dark angels) 200–190 Eve (Eldar), a draw; Dan (Orks) bye;
    round 2: Ann 250–150 Bob, a Dark Angels mirror; Cid 220–210 Dan, an Orks mirror and a draw; Eve bye."""
    with EventStore.create(path, event_settings(), desk="Desk A") as store:
        for name, faction in (("Ann", "Dark Angels"), ("Bob", "dark  angels"), ("Cid", "Orks"), ("Dan", "Orks"),
                              ("Eve", "Eldar")):
            store.add_player(name, faction=faction)
        ann, bob, cid, dan, eve = (player.id for player in store.load().players)
        store.publish_round(round_of(1, (ann, cid), (bob, eve), bye=dan))
        store.report(1, 1, result(300, 100))
        store.report(1, 2, result(200, 190))
        store.publish_round(round_of(2, (ann, bob), (cid, dan), bye=eve))
        store.report(2, 1, result(250, 150))
        store.report(2, 2, result(220, 210))
    return path


def rows(model) -> list[list[str]]:
    return [[model.data(model.index(row, column)) for column in range(model.columnCount())]
            for row in range(model.rowCount())]


def tip(model, row: int, column: int) -> str:
    return model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole)


def test_the_page_counts_a_small_event_as_by_hand_and_merges_spellings_undoably(qtbot, settings, tmp_path, answers):
    asked, replies = answers
    desk = open_desk(qtbot, settings, small_event(tmp_path / "factions.companion-event"), "Desk A")
    page = desk.factions_page
    desk.pages_tabs.setCurrentWidget(page)
    settle(qtbot, desk)
    assert desk.pages_tabs.tabText(desk.pages_tabs.indexOf(page)) == "Factions"
    model, matrix = page.model, page.matrix_model
    assert [model.headerData(column, Qt.Orientation.Horizontal) for column in range(model.columnCount())] == [
        "Faction", "Players", "Games", "W", "D", "L", "Win rate", "VP scored (avg.)", "VP conceded (avg.)", "Mirrors",
        "Byes"]
    # Dark Angels: Ann's win over Cid and Bob's draw with Eve (their mirror apart): 2 games, (300+200)/2 scored,
    # (100+190)/2 conceded. Eldar: Eve's draw, her bye. Orks: Cid's loss to Ann; Cid–Dan a mirror; Dan's bye.
    assert rows(model) == [
        ["Dark Angels (also written: dark angels)", "2", "2", "1", "1", "0", "50.0%", "250.0", "145.0", "1", "0"],
        ["Eldar", "1", "1", "0", "1", "0", "0.0%", "190.0", "200.0", "0", "1"],
        ["Orks", "2", "1", "0", "0", "1", "0.0%", "100.0", "300.0", "1", "1"]]
    assert tip(model, 0, 6) == "wins 1 ÷ games 2 = 50.00% (exactly 1/2)"
    assert tip(model, 0, 7) == "500 VP over 2 games = 250 per game"
    assert tip(model, 0, 0) == "Dark Angels: spelled “Dark Angels”, “dark angels” by its players"
    assert page.heading.text() == "Factions: 3; games between factions: 2; mirror matches: 2"
    assert rows(matrix) == [["Dark Angels", "1-0-1", "0-1-0", "1-0-0"],
                            ["Eldar", "0-1-0", "–", "–"],
                            ["Orks", "0-0-1", "–", "0-2-0"]]
    assert [matrix.headerData(column, Qt.Orientation.Horizontal) for column in range(4)] == [
        "Faction", "vs Dark Angels", "vs Eldar", "vs Orks"]
    assert tip(matrix, 2, 3) == "Orks against itself (mirror matches, each side counted): 0 wins, 2 draws, 0 losses"
    assert tip(matrix, 1, 3) == "Eldar never met Orks"
    assert "A bye is no game" in page.note.text() and "mirror match" in page.note.text()

    assert not page.merge_button.isEnabled()  # no faction chosen
    page.view.selectRow(0)
    assert [page.merge_target.itemText(index) for index in range(page.merge_target.count())] == [
        "Dark Angels", "dark angels", "Eldar", "Orks"]
    assert page.merge_target.currentText() == "Dark Angels" and page.merge_button.isEnabled()
    revision = desk.session.state.revision
    replies.append(NO)
    page.merge_button.click()
    settle(qtbot, desk)
    assert asked[-1] == ("Merge factions?", "Every player of Dark Angels (players: 2; spelled “Dark Angels”, “dark "
                                            "angels”) gets the faction “Dark Angels”. This is one change: the Log page "
                                            "can undo it.")
    assert desk.session.state.revision == revision  # No: nothing changed
    replies.append(YES)
    page.merge_button.click()
    settle(qtbot, desk)
    assert desk.session.state.revision == revision + 1
    assert page.message.text() == "Merged Dark Angels into “Dark Angels”; players changed: 1."
    assert model.data(model.index(0, 0)) == "Dark Angels"
    assert [player.faction for player in desk.session.current_event.players] == ["Dark Angels", "Dark Angels",
                                                                                 "Orks", "Orks", "Eldar"]

    page.view.selectRow(1)  # Eldar, merged into a spelling typed
    page.merge_target.setEditText("  Orks ")
    replies.append(YES)
    page.merge_button.click()
    settle(qtbot, desk)
    assert desk.session.current_event.player_named("Eve").faction == "Orks"
    # Orks now: Cid's loss to Ann and Eve's draw with Bob; the Cid–Dan mirror; Dan's and Eve's byes.
    assert rows(model) == [
        ["Dark Angels", "2", "2", "1", "1", "0", "50.0%", "250.0", "145.0", "1", "0"],
        ["Orks", "3", "2", "0", "1", "1", "0.0%", "145.0", "250.0", "1", "2"]]
    assert rows(matrix) == [["Dark Angels", "1-0-1", "1-1-0"], ["Orks", "0-1-1", "0-2-0"]]

    log = desk.log_page
    desk.pages_tabs.setCurrentWidget(log)
    settle(qtbot, desk)
    assert log.model.data(log.model.index(0, 3)) == "Merged the faction “Eldar” into “Orks”: Eve"
    assert log.model.data(log.model.index(1, 3)) == "Merged the faction “dark angels” into “Dark Angels”: Bob"
    for _ in range(2):
        replies.append(YES)
        log.undo_button.click()
        settle(qtbot, desk)
    desk.pages_tabs.setCurrentWidget(page)
    settle(qtbot, desk)
    assert [player.faction for player in desk.session.current_event.players] == ["Dark Angels", "dark angels",
                                                                                 "Orks", "Orks", "Eldar"]
    assert rows(model)[0][0] == "Dark Angels (also written: dark angels)" and len(rows(model)) == 3

    # A result changed (here by another desk) shows at once on the page in view: Cid now beats Dan, still a mirror.
    with EventStore.open(desk.location, desk="Desk B") as other:
        other.report(2, 2, result(300, 100), replace=True)
    qtbot.waitUntil(lambda: rows(matrix)[2][3] == "1-0-1", timeout=10_000)
    assert rows(model)[2] == ["Orks", "2", "1", "0", "0", "1", "0.0%", "100.0", "300.0", "1", "1"]
    desk.close_event()
    settle(qtbot, desk)


def test_the_factions_models_pass_qts_model_tester(qtmodeltester, qtbot, settings, tmp_path):
    desk = open_desk(qtbot, settings, small_event(tmp_path / "factions.companion-event"), "Desk A")
    desk.pages_tabs.setCurrentWidget(desk.factions_page)
    settle(qtbot, desk)
    qtmodeltester.check(desk.factions_page.model)
    qtmodeltester.check(desk.factions_page.matrix_model)
    desk.close_event()
    settle(qtbot, desk)
