"""The Round page's preview says who is left out and why, and why the bye went where it did; the organiser can
pair everyone registered when check-in left people out; pairing past the planned rounds asks first, and the
event shows its standings as final once the planned rounds are played."""

from dataclasses import replace

from PySide6.QtWidgets import QMessageBox

from companion.tournament.pairing import ByeReason
from companion.tournament.store import EventStore
from tests.tournament.gui.conftest import open_desk, settle
from tests.tournament.gui.desk_events import stored_event
from tests.tournament.gui.test_desk_conflicts import enter

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def preview(qtbot, desk):
    view = desk.round_page.pairing_view
    desk.pages_tabs.setCurrentWidget(desk.round_page)
    view.pair_button.click()
    qtbot.waitUntil(lambda: view.proposal is not None, timeout=10_000)
    return view


def test_the_preview_says_who_is_left_out_and_can_pair_everyone_registered(qtbot, settings, tmp_path):
    location = stored_event(tmp_path / "club-night.companion-event", 16, 1)
    with EventStore.open(location, desk="Desk A") as store:
        players = store.load().players
        absent, dropped = players[0], players[1]
        store.check_in_players([absent.id, players[3].id], False)
        store.drop(dropped.id)
        late = store.add_player("Zoe Late", checked_in=True)
        store.late_join(late.id, 3)
    desk = open_desk(qtbot, settings, location, "Desk A")
    view = preview(qtbot, desk)
    event = desk.session.current_event
    assert view.proposal.everyone is False
    assert view.notes.text().splitlines()[:2] == [
        f"Left out (4): not checked in: {absent.name}, {players[3].name}; dropped: {dropped.name}; joining in a "
        "later round: Zoe Late.",
        "Only checked-in players are paired, as players have been checked in. \"Pair everyone registered\" pairs "
        "the others too."]
    assert view.everyone_button.isVisible() and view.everyone_button.text() == "Pair &everyone registered"

    view.everyone_button.click()  # the organiser's override: the two not checked in play too
    qtbot.waitUntil(lambda: view.proposal is not None, timeout=10_000)
    assert view.proposal.everyone and view.everyone_button.text() == "Pair only &checked-in players"
    assert view.notes.text().splitlines()[:2] == [
        f"Left out (2): dropped: {dropped.name}; joining in a later round: Zoe Late.",
        "Everyone registered is paired, checked in or not: the organiser's choice for this round."]
    view.publish_button.click()
    settle(qtbot, desk)
    published = desk.session.current_event.rounds[1]
    seated = {player for table in published.tables for player in table.players} | {published.bye} - {None}
    assert seated == {player.id for player in event.players} - {dropped.id, late.id}
    assert desk.session.state.log[-1].details["everyone"] is True
    desk.close_event()
    settle(qtbot, desk)


def test_no_override_is_offered_when_the_settings_require_check_in(qtbot, settings, tmp_path):
    location = stored_event(tmp_path / "club-night.companion-event", 16, 1)
    with EventStore.open(location, desk="Desk A") as store:
        store.edit_settings(replace(store.load().settings, check_in_required=True))
        store.check_in_players([1, 2], False)
    desk = open_desk(qtbot, settings, location, "Desk A")
    view = preview(qtbot, desk)
    assert view.notes.text().startswith("Left out (2): not checked in: ")
    assert not view.everyone_button.isVisible()
    desk.close_event()
    settle(qtbot, desk)


def test_the_preview_says_why_the_bye_went_where_it_did(qtbot, settings, tmp_path):
    """A player joining late for round 2 ranks last, yet is not given the bye (a free win) in that first round."""
    location = stored_event(tmp_path / "club-night.companion-event", 16, 1)
    with EventStore.open(location, desk="Desk A") as store:
        late = store.add_player("Zoe Late", checked_in=True)
    desk = open_desk(qtbot, settings, location, "Desk A")
    view = preview(qtbot, desk)
    proposal = view.proposal
    assert proposal.bye_reason is ByeReason.LATE_JOINERS_PASSED_OVER and proposal.bye_passed_over == (late.id,)
    bye = desk.session.current_event.player(proposal.bye).name
    assert view.notes.text().splitlines()[-1] == (
        f"The bye goes to {bye}, the lowest-ranked player without a bye, after passing over Zoe Late: a player in "
        "their first round after joining late is not given the bye while anyone else can take it.")
    assert view.model.cells[-1][0] == "—" and view.model.cells[-1][1].startswith(bye)
    desk.close_event()
    settle(qtbot, desk)


def test_pairing_past_the_planned_rounds_asks_and_the_standings_are_final_after_the_last(
        qtbot, settings, tmp_path, answers):
    location = stored_event(tmp_path / "short-event.companion-event", 8, 2, last_round_results=3)
    with EventStore.open(location, desk="Desk A") as store:
        store.edit_settings(replace(store.load().settings, rounds_planned=2))
    desk = open_desk(qtbot, settings, location, "Desk A")
    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    assert desk.standings_page.heading.text().startswith("Standings during round 2 (provisional")
    desk.pages_tabs.setCurrentWidget(desk.round_page)
    enter(qtbot, desk, "200", "100", table=4)  # the last result of the last planned round
    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    assert desk.standings_page.heading.text() == "Final standings after round 2 of 2"
    assert desk.heading.text().endswith(", final standings after 2 rounds, 8 players")
    view = desk.round_page.pairing_view
    desk.pages_tabs.setCurrentWidget(desk.round_page)
    assert view.summary.text().endswith("the standings are final.")
    assert view.pair_button.text() == "&Pair an extra round…"

    asked, replies = answers
    replies.append(NO)
    view.pair_button.click()
    assert asked == [("Pair an extra round?", "The event has 2 rounds planned, and round 3 would be past them. Pair "
                                              "round 3 as an extra round? The standings are final only once it has "
                                              "its results too.")]
    assert view.proposal is None and not view.evaluator.busy()  # No: nothing is paired
    replies.append(YES)
    view.pair_button.click()
    qtbot.waitUntil(lambda: view.proposal is not None, timeout=10_000)
    assert view.heading.text() == "Round 3, an extra round: preview, not published yet"
    view.publish_button.click()
    settle(qtbot, desk)
    assert len(desk.session.current_event.rounds) == 3
    assert desk.session.state.log[-1].details["extra_round"] is True
    assert view.round_choice.currentText() == "Round 3 (extra)"
    assert ", round 3, an extra round (2 planned), " in desk.heading.text()
    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    assert desk.standings_page.heading.text().startswith("Standings during round 3 (provisional")
    desk.close_event()
    settle(qtbot, desk)
