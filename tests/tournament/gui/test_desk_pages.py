"""Each desk page's actions and refusals, driven through its widgets: players (duplicates, a bad CSV file,
check-in, drop, late join, fixed table), the round (swap with its warnings, re-pair, an earlier round's result
and the pairings made on the old standings, a Ringball match file), and each table model under Qt's tester."""

from dataclasses import replace
from fractions import Fraction

import pytest
from PySide6.QtWidgets import QInputDialog, QMessageBox

from companion import games
from companion.games import TableForResult, game
from companion.gui.widgets import file_dialogs
from companion.model.ringball.tracker import Event as MatchEvent
from companion.model.ringball.tracker import EventKind, Match, SideSetup
from companion.scenario import Scenario, save_scenario
from companion.tournament import pairing
from companion.tournament.event import Result, Settings
from companion.tournament.gui.log_page import LogModel
from companion.tournament.gui.players import PlayersModel
from companion.tournament.gui.round import RoundModel
from companion.tournament.gui.standings_page import StandingsModel
from companion.tournament.gui.wording import vp
from companion.tournament.standings import standings
from companion.tournament.store import EventStore, PlayerInput
from tests.tournament.gui.conftest import open_desk, settle
from tests.tournament.gui.desk_events import DESKS
from tests.tournament.gui.test_desk_conflicts import enter, pair_and_publish

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def add(qtbot, desk, name: str, club: str = "") -> None:
    page = desk.players_page
    desk.pages_tabs.setCurrentWidget(page)
    page.new_name.setText(name)
    page.new_club.setText(club)
    page.add_button.click()
    settle(qtbot, desk)


def test_a_duplicate_name_is_refused_with_the_name_it_clashes_with(qtbot, desk):
    existing = desk.session.current_event.players[2].name
    count = len(desk.session.current_event.players)
    add(qtbot, desk, "  " + existing.upper() + " ")
    message = desk.players_page.message.text()
    assert message.startswith("Name: a name no other player has") and existing in message
    assert len(desk.session.current_event.players) == count
    assert desk.players_page.new_name.text().strip() == existing.upper()  # the form keeps what was typed
    add(qtbot, desk, "Zoe Late", "Red Dice")
    assert "Zoe Late is registered and plays from round 2." == desk.players_page.message.text()


@pytest.mark.parametrize(("text", "expected"), [
    ("name,factoin\nEve,Orks\n", "Nothing imported: {path}, line 1, column 2 ('factoin'): looks like 'faction' "
                                "misspelt"),
    ("name,club\n", "no players after the header"),
    ("name,club\nEve,Blue,Orks\n", "line 2: 3 fields, the header has 2"),
    ("jméno;klub\nEve;Blue\n;Red\n", "Nothing imported: {path}, line 3, column 'jméno': empty; every player needs a "
                                      "name"),
])
def test_a_csv_file_the_desk_cannot_import_is_refused_whole_naming_the_line(qtbot, desk, tmp_path, text, expected):
    path = tmp_path / "players.csv"
    path.write_text(text, encoding="utf-8")
    count = len(desk.session.current_event.players)
    desk.pages_tabs.setCurrentWidget(desk.players_page)
    desk.players_page.import_file(str(path))
    settle(qtbot, desk)
    assert expected.format(path=path) in desk.players_page.message.text()
    assert desk.players_page.import_preview is None  # no preview of a file that cannot be read
    assert len(desk.session.current_event.players) == count


def test_check_in_drop_late_join_and_a_fixed_table(qtbot, desk, monkeypatch, answers):
    answers[1].extend([YES])  # two players checked out (no question), then dropped (asked once)
    page = desk.players_page
    desk.pages_tabs.setCurrentWidget(page)
    event = desk.session.current_event
    page.view.selectRow(0)
    page.view.selectionModel().select(page.proxy.index(1, 0), page.view.selectionModel().SelectionFlag.Select
                                      | page.view.selectionModel().SelectionFlag.Rows)
    chosen = page.selected_ids()
    assert len(chosen) == 2
    page.check_out_button.click()
    settle(qtbot, desk)
    assert not any(desk.session.current_event.player(player).checked_in for player in chosen)
    assert "Checked out" in page.message.text()
    page.drop_button.click()
    settle(qtbot, desk)
    assert all(desk.session.current_event.player(player).dropped_after == 1 for player in chosen)
    assert page.model.data(page.model.index(0, 4)) == "dropped after round 1"

    page.view.selectRow(2)
    third = page.selected_ids()[0]
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (3, True))
    page.late_join_button.click()
    settle(qtbot, desk)
    assert "already played in round 1" in page.message.text()  # a player with a game cannot join later

    page.view.selectRow(3)
    fourth = page.selected_ids()[0]
    page.fixed_table.setValue(5)
    page.save_button.click()
    settle(qtbot, desk)
    assert desk.session.current_event.player(fourth).fixed_table == 5
    page.view.selectRow(4)
    page.fixed_table.setValue(5)
    page.save_button.click()
    settle(qtbot, desk)
    assert "table 5 is already fixed for" in page.message.text()
    assert event.player(third).joined_round == 1

    pair_and_publish(qtbot, desk)
    round_ = desk.session.current_event.rounds[1]
    assert round_.table(5) is not None and fourth in round_.table(5).players
    assert not any(player in table.players for table in round_.tables for player in chosen)


def test_an_action_on_several_players_is_one_change_with_one_undo(qtbot, desk, answers):
    """Ctrl+A, Check out, then Drop: each is one change in the log, the drop asked once naming the count; one undo
    brings all of them back; a dropped player can be reinstated."""
    page = desk.players_page
    desk.pages_tabs.setCurrentWidget(page)
    everyone = [player.id for player in desk.session.current_event.players]
    page.view.selectAll()
    assert len(page.selected_ids()) == 16
    assert not page.edit_group.isEnabled() and page.edit_name.text() == ""  # several: the form is off
    asked, replies = answers
    revision = desk.session.state.revision
    page.check_out_button.click()
    settle(qtbot, desk)
    assert asked == []  # checking out asks nothing, as checking in
    assert desk.session.state.revision == revision + 1  # one change
    entry = desk.session.state.log[-1]
    assert entry.kind.value == "check-in" and sorted(entry.details["players"]) == sorted(everyone)

    replies.append(NO)
    page.drop_button.click()
    settle(qtbot, desk)
    assert asked[-1] == ("Drop players", "Drop the 16 selected players from round 2 on? They are not paired again "
                                         "unless they are reinstated.")
    assert not any(player.dropped_after for player in desk.session.current_event.players)  # No: nobody dropped
    replies.append(YES)
    page.drop_button.click()
    settle(qtbot, desk)
    assert all(player.dropped_after == 1 for player in desk.session.current_event.players)
    assert desk.session.state.revision == revision + 2 and page.reinstate_button.isEnabled()
    assert page.view.selectionModel().hasSelection()  # the list stays selected: the next click asks again

    desk.pages_tabs.setCurrentWidget(desk.log_page)
    assert desk.log_page.model.data(desk.log_page.model.index(0, 3)).startswith("Dropped 16 players after round 1: ")
    replies.append(YES)
    desk.log_page.undo_button.click()  # one undo for the whole drop
    settle(qtbot, desk)
    assert not any(player.dropped_after for player in desk.session.current_event.players)
    assert len(asked) == 3

    desk.pages_tabs.setCurrentWidget(page)
    page.view.selectRow(0)
    assert page.edit_group.isEnabled() and page.edit_name.text() == desk.session.current_event.players[0].name
    replies.append(YES)
    page.drop_button.click()  # one player: asked too
    settle(qtbot, desk)
    assert asked[-1][1].startswith("Drop the 1 selected player from round 2 on?")
    assert len(asked) == 4 and desk.session.current_event.players[0].dropped_after == 1
    assert page.reinstate_button.isEnabled() and not page.drop_button.isEnabled()
    page.reinstate_button.click()  # no question
    settle(qtbot, desk)
    assert desk.session.current_event.players[0].dropped_after is None
    assert page.message.text() == (f"Reinstated 1 player, playing again from round 2: "
                                   f"{desk.session.current_event.players[0].name}")
    page.view.clearSelection()
    assert not page.edit_group.isEnabled()  # none selected: the form is off


def test_a_swap_warns_of_a_rematch_and_is_logged(qtbot, desk, answers):
    pair_and_publish(qtbot, desk)
    event = desk.session.current_event
    met = pairing.met_before(event, 2)
    current = event.rounds[1]
    first = current.tables[0].players[0]
    partner = next(player for table in current.tables[1:] for player in table.players
                   if frozenset((first, player)) in met)  # first's opponent in round 1
    page = desk.round_page
    page.swap_form.swap_first.setCurrentIndex(page.swap_form.swap_first.findData(current.tables[0].players[1]))
    page.swap_form.swap_second.setCurrentIndex(page.swap_form.swap_second.findData(partner))
    asked, replies = answers
    replies.append(YES)
    page.swap_form.swap_button.click()
    settle(qtbot, desk)
    assert "have played each other before (a rematch)" in asked[0][1]
    assert "are swapped (the log keeps it)" in page.message.text()
    entry = desk.session.state.log[-1]
    assert entry.kind.value == "swap-players" and entry.desk == "Desk A"
    desk.pages_tabs.setCurrentWidget(desk.log_page)
    assert "swapped" in desk.log_page.model.data(desk.log_page.model.index(0, 3))


def test_a_round_without_results_is_re_paired_and_then_cannot_be(qtbot, desk):
    pair_and_publish(qtbot, desk)
    page = desk.round_page
    late = desk.session.current_event.players[0]
    desk.session.save(lambda store: store.drop(late.id, 1))
    settle(qtbot, desk)
    assert page.pairing_view.repair_button.isEnabled()
    page.pairing_view.repair_button.click()
    qtbot.waitUntil(lambda: page.pairing_view.proposal is not None, timeout=10_000)
    page.pairing_view.publish_button.click()
    settle(qtbot, desk)
    assert "Round 2 is re-paired" in page.message.text()
    assert not any(late.id in table.players for table in desk.session.current_event.rounds[1].tables)
    enter(qtbot, desk, "10", "5", table=1)
    assert not page.pairing_view.repair_button.isEnabled()


def test_an_earlier_rounds_result_changed_says_which_pairings_stood_on_the_old_standings(qtbot, desk, answers):
    pair_and_publish(qtbot, desk)
    page = desk.round_page
    before = desk.session.current_event
    page.pairing_view.round_choice.setCurrentIndex(0)
    page.pairing_view.round_chosen(0)
    table = next(table for table in before.rounds[0].tables  # one its first player did not win
                 if table.result.conceded == 0 or (table.result.conceded is None
                                                   and table.result.score[0] <= table.result.score[1] + 25))
    old = table.result.score
    asked, replies = answers
    replies.append(NO)
    enter(qtbot, desk, str(old[1] + 100), "0", table=table.number)
    assert [title for title, _ in asked] == ["Change an earlier round?"]  # one question, not two
    entered = DESKS[(table.number - 1) % 2]  # the desks of desk_events entered the tables in turn
    assert asked[0][1] == (f"Round 1 is not the current round. Table {table.number} has {vp(old[0])}–{vp(old[1])} "
                           f"({entered}): replace it with {vp(old[1] + 100)}–0? The standings are recomputed; 1 later "
                           "round (2) was paired before it.")
    form = page.result_form
    assert (form.vp_first.value(), form.vp_second.value()) == old  # declined: the form shows the saved result
    assert "Not saved" in page.message.text() and "the form shows it again" in page.message.text()
    replies.append(YES)
    enter(qtbot, desk, str(old[1] + 100), "0", table=table.number)
    assert len(asked) == 2
    after = desk.session.current_event
    assert after.rounds[0].table(table.number).result.score == (old[1] + 100, 0)
    assert pairing.stale_pairings(before, after) == (2,)
    assert "1 later round (2) was paired on the standings before this change" in page.message.text()
    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    standings_model = desk.standings_page.model
    assert standings_model.ranking == standings(after)


def test_a_ringball_match_file_fills_the_table_by_the_players_names(qtbot, settings, tmp_path, monkeypatch):
    location = tmp_path / "ringball.companion-event"
    settings_ = Settings(name="Ringball Cup", game="ringball", scoring=game("ringball").tournament_scoring(), seed=4)
    with EventStore.create(location, settings_, desk="Desk A") as store:
        store.import_players([PlayerInput(name) for name in ("Ann", "Bob", "Cid", "Dan")])
    desk = open_desk(qtbot, settings, location, "Desk A")
    pair_and_publish(qtbot, desk)
    page = desk.round_page
    form = page.result_form
    assert [button.text() for button in form.helper_buttons] == ["Import the &match-tracker file…"]
    table = desk.session.current_event.rounds[0].table(1)
    first, second = (desk.session.current_event.player(player).name for player in table.players)
    match = Match((SideSetup(second, 10), SideSetup(first, 10)),  # saved with the sides the other way round
                  (MatchEvent(EventKind.CARRIER_IN_ZONE, 0), MatchEvent(EventKind.STEAL, 1),
                   MatchEvent(EventKind.END_GAME)))
    path = tmp_path / "table-1.companion"
    save_scenario(path, Scenario("ringball", "match", match))
    chosen = [str(path)]
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, **k: (chosen.pop(0), ""))
    form.helper_buttons[0].click()
    assert (form.vp_first.value(), form.vp_second.value()) == (1, 5)
    assert "check them, then save" in page.message.text()
    page.result_form.save_button.click()
    settle(qtbot, desk)
    assert desk.session.current_event.rounds[0].table(1).result == Result((Fraction(1), Fraction(5)))
    shown = (form.table.value(), form.vp_first.text(), form.vp_second.text())
    chosen.append(str(tmp_path / "missing.companion"))
    form.helper_buttons[0].click()
    missing = tmp_path / "missing.companion"
    assert page.message.text() == f"Not a match file: {missing}: cannot read the file: No such file or directory"
    assert (form.table.value(), form.vp_first.text(), form.vp_second.text()) == shown  # nothing filled in
    desk.close_event()
    settle(qtbot, desk)


def test_a_game_adds_its_own_result_helper_through_the_registry(qtbot, settings, tmp_path, monkeypatch):
    """The round page shows the helpers the event's game offers, and the form takes what one answers."""
    entry = replace(game("lustria"), desk_module="tests.tournament.gui.result_helper_game")
    monkeypatch.setattr(games, "GAMES", tuple(entry if other.id == "lustria" else other for other in games.GAMES))
    location = tmp_path / "lustria.companion-event"
    settings_ = Settings(name="Jungle Cup", game="lustria", scoring=entry.tournament_scoring(), points_limit=2000,
                         seed=2)
    with EventStore.create(location, settings_, desk="Desk A") as store:
        store.import_players([PlayerInput(name) for name in ("Ann", "Bob")])
    desk = open_desk(qtbot, settings, location, "Desk A")
    pair_and_publish(qtbot, desk)
    form = desk.round_page.result_form
    assert [button.text() for button in form.helper_buttons] == ["&Count the jungle's points…"]
    form.helper_buttons[0].click()
    helper = form.helpers[0]
    event = desk.session.current_event
    played = event.rounds[0].table(1)
    (asked,) = helper.asked
    assert asked == TableForResult(1, tuple(event.player(p).name for p in played.players), 2000, 1, played.players,
                                   asked.event_key)
    assert len(asked.event_key) == 24 and str(location) not in asked.event_key  # the event's place, hashed
    assert (form.vp_first.value(), form.vp_second.value(), form.conceded.currentIndex()) == (12, 7, 2)
    assert desk.round_page.message.text() == "Counted."
    assert desk.session.current_event.rounds[0].table(1).result is None  # in the form, not saved
    desk.close_event()
    settle(qtbot, desk)


def test_the_desks_table_models_pass_qts_model_tester(qtmodeltester, desk):
    event = desk.session.current_event
    players = PlayersModel()
    players.set_event(event)
    qtmodeltester.check(players)
    ranking = StandingsModel()
    ranking.set_standings(event, standings(event))
    qtmodeltester.check(ranking)
    ranking.set_standings(replace(event, settings=replace(event.settings, tiebreaks=())), standings(event))
    qtmodeltester.check(ranking)
    round_model = RoundModel()
    round_model.show(event, event.rounds[0], {})
    qtmodeltester.check(round_model)
    round_model.show(event, None, {}, proposal=pairing.pair_round(event))
    qtmodeltester.check(round_model)
    log = LogModel()
    log.set_log(desk.session.state.log)
    qtmodeltester.check(log)
    assert players.rowCount() == 16 and ranking.columnCount() == 9 and log.rowCount() == len(desk.session.state.log)
