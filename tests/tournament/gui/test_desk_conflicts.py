"""Two desks on one event (two EventStores on one SQLite file stand in for two laptops on one server): each
sees the other's changes within 2 s, and no conflict is silent: a different result, a round paired by both,
a player or the settings edited by both, and the database lost and back."""

import time
from fractions import Fraction

from PySide6.QtWidgets import QMessageBox

from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import ServerUnavailable
from companion.tournament.event import Result
from companion.tournament.gui.round.model import NOTES
from tests.tournament.gui.conftest import settle

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def pair_and_publish(qtbot, desk) -> None:
    desk.pages_tabs.setCurrentWidget(desk.round_page)
    desk.round_page.pairing_view.pair_button.click()
    qtbot.waitUntil(lambda: desk.round_page.pairing_view.proposal is not None, timeout=10_000)
    desk.round_page.pairing_view.publish_button.click()
    settle(qtbot, desk)


def enter(qtbot, desk, first: str, second: str, table: int | None = None) -> None:
    page = desk.round_page
    if table is not None:
        page.result_form.table.setValue(table)
    page.result_form.vp_first.setText(first)
    page.result_form.vp_second.setText(second)
    page.result_form.conceded.setCurrentIndex(0)
    page.result_form.result_edited()
    page.result_form.save_button.click()
    settle(qtbot, desk)


def test_a_change_on_one_desk_shows_on_the_other_within_two_seconds(qtbot, two_desks):
    first, second = two_desks
    pair_and_publish(qtbot, first)
    qtbot.waitUntil(lambda: len(second.session.current_event.rounds) == 2, timeout=2_000)
    second.round_page.result_form.table.setValue(3)
    qtbot.keyClicks(second.round_page.result_form.vp_first, "12")  # typing on desk B while desk A saves
    started = time.monotonic()
    enter(qtbot, first, "180", "150", table=1)
    model = second.round_page.pairing_view.model
    qtbot.waitUntil(lambda: model.data(model.index(0, 3)) == "180–150", timeout=2_000)
    assert time.monotonic() - started < 2
    assert "entered by Desk A" in model.data(model.index(0, NOTES))
    assert second.round_page.result_form.vp_first.text() == "12"  # what desk B was typing is kept
    second.pages_tabs.setCurrentWidget(second.log_page)
    assert second.log_page.model.data(second.log_page.model.index(0, 2)) == "Desk A"


def test_a_different_result_from_another_desk_is_refused_then_replaced_deliberately(qtbot, two_desks, answers):
    first, second = two_desks
    pair_and_publish(qtbot, first)
    second.session.poll()
    settle(qtbot, second)
    second.session.poll_timer.stop()  # desk B has not seen desk A's result when it enters its own
    enter(qtbot, first, "180", "150", table=7)
    asked, replies = answers
    replies.append(NO)
    enter(qtbot, second, "170", "150", table=7)
    assert asked[0][1] == "Table 7 already has 180–150 from Desk A. Replace it with 170–150?"
    assert second.round_page.message.text() == "Not saved: table 7 keeps 180–150 from Desk A; the form shows it again."
    form = second.round_page.result_form
    assert (form.vp_first.text(), form.vp_second.text()) == ("180", "150")
    assert second.session.current_event.rounds[1].table(7).result.score == (180, 150)

    replies.append(YES)
    enter(qtbot, second, "170", "150", table=7)
    assert second.session.current_event.rounds[1].table(7).result.score == (170, 150)
    report = second.session.state.log[-1]
    assert report.desk == "Desk B" and report.details["replaced"]["score"] == [180, 150]
    second.pages_tabs.setCurrentWidget(second.log_page)
    assert "replacing 180–150" in second.log_page.model.data(second.log_page.model.index(0, 3))


def test_the_same_result_again_is_accepted_and_a_different_one_asks_first(qtbot, desk, answers):
    pair_and_publish(qtbot, desk)
    enter(qtbot, desk, "100", "90", table=2)
    revision = desk.session.state.revision
    enter(qtbot, desk, "100", "90", table=2)
    assert "nothing changed" in desk.round_page.message.text()
    assert desk.session.state.revision == revision
    asked, replies = answers
    replies.append(NO)
    enter(qtbot, desk, "100", "50", table=2)
    assert asked[0][0] == "Replace the result?" and "Table 2 already has 100–90 (Desk A)" in asked[0][1]
    assert desk.session.current_event.rounds[1].table(2).result.score == (100, 90)
    form = desk.round_page.result_form
    assert (form.vp_first.text(), form.vp_second.text()) == ("100", "90")  # the form shows what is saved again


def test_declining_to_replace_another_desks_result_shows_it_again_in_the_form(qtbot, two_desks, answers):
    """Desk B already sees desk A's result (the poll brought it) and types another: answered No, the form shows
    A's result and its outcome again, not B's unsaved one beside a table showing A's."""
    first, second = two_desks
    pair_and_publish(qtbot, first)
    enter(qtbot, first, "180", "150", table=5)
    model = second.round_page.pairing_view.model
    qtbot.waitUntil(lambda: model.rowCount() > 4 and model.data(model.index(4, 3)) == "180–150", timeout=3_000)
    asked, replies = answers
    replies.append(NO)
    enter(qtbot, second, "90", "200", table=5)
    assert asked == [("Replace the result?", "Table 5 already has 180–150 (Desk A). Replace it with 90–200?")]
    form = second.round_page.result_form
    assert (form.vp_first.text(), form.vp_second.text(), form.conceded.currentIndex()) == ("180", "150", 0)
    names = [second.session.current_event.player(player).name
             for player in second.session.current_event.rounds[1].table(5).players]
    assert form.outcome.text().startswith(f"{names[0]} wins")
    assert second.round_page.message.text() == "Not saved: table 5 keeps 180–150 from Desk A; the form shows it again."
    assert second.session.current_event.rounds[1].table(5).result.score == (180, 150)


def test_two_desks_pairing_at_once_the_loser_is_shown_the_round_the_other_made(qtbot, two_desks):
    first, second = two_desks
    for desk in two_desks:
        desk.session.poll_timer.stop()
        desk.round_page.pairing_view.pair_button.click()
        qtbot.waitUntil(lambda d=desk: d.round_page.pairing_view.proposal is not None, timeout=10_000)
    second.round_page.pairing_view.publish_button.click()
    settle(qtbot, second)
    first.round_page.pairing_view.publish_button.click()
    settle(qtbot, first)
    assert first.round_page.message.text() == "Round 2 was paired meanwhile by Desk B: this is their pairing."
    assert first.round_page.pairing_view.proposal is None
    assert len(first.session.current_event.rounds) == 2
    assert first.session.current_event.rounds[1] == second.session.current_event.rounds[1]
    assert first.round_page.pairing_view.shown_round == 2


def test_a_pairing_made_before_another_desks_change_is_paired_again(qtbot, two_desks, answers):
    first, second = two_desks
    answers[1].append(YES)  # the drop asks
    first.session.poll_timer.stop()
    first.round_page.pairing_view.pair_button.click()
    qtbot.waitUntil(lambda: first.round_page.pairing_view.proposal is not None, timeout=10_000)
    dropped = second.session.current_event.players[0]
    second.pages_tabs.setCurrentWidget(second.players_page)
    second.players_page.view.selectRow(0)
    second.players_page.drop_button.click()
    settle(qtbot, second)
    first.round_page.pairing_view.publish_button.click()
    settle(qtbot, first)
    assert "Paired again" in first.round_page.message.text()
    qtbot.waitUntil(lambda: first.round_page.pairing_view.proposal is not None, timeout=10_000)
    seated = {player for table in first.round_page.pairing_view.proposal.tables for player in table.players}
    assert dropped.id not in seated
    first.round_page.pairing_view.publish_button.click()
    settle(qtbot, first)
    assert len(first.session.current_event.rounds) == 2


def test_editing_a_player_another_desk_changed_is_refused_and_the_form_reloads(qtbot, two_desks):
    first, second = two_desks
    first.session.poll_timer.stop()
    page = first.players_page
    first.pages_tabs.setCurrentWidget(page)
    page.view.selectRow(0)
    player = first.session.current_event.players[0]
    assert page.edit_name.text() == player.name
    second.session.save(lambda store: store.edit_player(player.id, "Renamed By B", player.club, player.faction))
    settle(qtbot, second)
    page.edit_name.setText("Renamed By A")
    page.edited()
    page.save_button.click()
    settle(qtbot, first)
    assert "changed meanwhile (by Desk B)" in page.message.text()
    assert page.edit_name.text() == "Renamed By B"
    assert first.session.current_event.player(player.id).name == "Renamed By B"


def test_editing_the_settings_another_desk_changed_is_refused_and_the_form_reloads(qtbot, two_desks):
    first, second = two_desks
    first.session.poll_timer.stop()
    page = first.event_page
    first.pages_tabs.setCurrentWidget(page)
    page.rounds_planned.setValue(7)
    other = second.session.current_event.settings
    from dataclasses import replace

    second.session.save(lambda store: store.edit_settings(replace(other, points_limit=750)))
    settle(qtbot, second)
    page.save_button.click()
    settle(qtbot, first)
    assert "settings were changed meanwhile (by Desk B)" in page.message.text()
    assert page.points_limit.value() == 750 and page.rounds_planned.value() == 5
    assert first.session.current_event.settings.rounds_planned == 5


class LosableStore:
    """The desk's store, which can lose its database: every call then fails as a dead server's would."""

    def __init__(self, store):
        self.store = store
        self.down = False

    def __getattr__(self, name):
        attribute = getattr(self.store, name)
        if not callable(attribute):
            return attribute

        def call(*args, **kwargs):
            if self.down:
                raise ServerUnavailable(QT_TRANSLATE_NOOP("DeskError", "the event database failed: {0}"),
                                     "server closed the connection unexpectedly")
            return attribute(*args, **kwargs)

        return call


def test_losing_the_database_is_said_at_once_the_form_is_kept_and_the_save_made_when_it_is_back(qtbot, desk):
    pair_and_publish(qtbot, desk)
    losable = LosableStore(desk.session.store)
    desk.session.store = losable
    losable.down = True
    page = desk.round_page
    page.result_form.table.setValue(4)
    enter(qtbot, desk, "222.5", "111")
    assert desk.banner.isVisible()
    assert "does not answer" in desk.banner.text() and "server closed the connection" in desk.banner.text()
    assert "1 save waiting" in desk.banner.text()
    form = page.result_form
    assert form.vp_first.text() == "222.5" and form.vp_second.text() == "111"  # the form stays as typed
    assert desk.session.current_event.rounds[1].table(4).result is None
    losable.down = False
    qtbot.waitUntil(lambda: desk.session.current_event.rounds[1].table(4).result is not None, timeout=3_000)
    settle(qtbot, desk)
    assert desk.session.current_event.rounds[1].table(4).result == Result((Fraction(445, 2), Fraction(111)))
    assert "answers again" in desk.banner.text()
    assert "Table 4" in page.message.text() and "is saved" in page.message.text()


def test_swapping_in_a_round_another_desk_changed_is_refused_and_the_round_reloads(qtbot, two_desks, answers):
    first, second = two_desks
    pair_and_publish(qtbot, first)
    first.session.poll_timer.stop()
    current = first.session.current_event.rounds[1]
    a, b = current.tables[0].players[1], current.tables[1].players[1]
    second.session.poll()
    settle(qtbot, second)
    second.session.save(lambda store: store.swap_players(2, current.tables[2].players[0], current.tables[3].players[0]))
    settle(qtbot, second)
    page = first.round_page
    page.swap_form.swap_first.setCurrentIndex(page.swap_form.swap_first.findData(a))
    page.swap_form.swap_second.setCurrentIndex(page.swap_form.swap_second.findData(b))
    asked, replies = answers
    replies.append(YES)
    page.swap_form.swap_button.click()
    settle(qtbot, first)
    assert "round 2 was changed meanwhile (by Desk B)" in page.message.text()
    assert first.session.current_event.rounds[1] == second.session.current_event.rounds[1]  # reloaded: B's swap
    assert first.session.current_event.rounds[1].tables[0].players[1] == a  # A's swap was not made
    moved = first.session.current_event.player(current.tables[3].players[0]).name
    assert page.pairing_view.model.cells[2][1].startswith(moved)


def test_undo_offers_this_desks_own_change_and_asks_before_undoing_another_desks(qtbot, two_desks, answers):
    first, second = two_desks
    pair_and_publish(qtbot, first)
    enter(qtbot, first, "180", "150", table=1)
    second.session.poll()
    settle(qtbot, second)
    enter(qtbot, second, "120", "100", table=2)  # desk B's change comes after desk A's
    first.session.poll()
    settle(qtbot, first)
    page = first.log_page
    first.pages_tabs.setCurrentWidget(page)
    mine, theirs = first.session.state.log[-2], first.session.state.log[-1]
    assert (mine.desk, theirs.desk) == ("Desk A", "Desk B")
    assert page.undo_button.text().startswith(f"&Undo change {mine.id} (this desk's): Round 2, table 1")

    page.view.selectRow(0)  # desk B's change, the newest, chosen in the list
    assert page.undo_button.text().startswith(f"&Undo change {theirs.id} (by Desk B): Round 2, table 2")
    asked, replies = answers
    replies.append(NO)
    page.undo_button.click()
    settle(qtbot, first)
    assert asked[-1][0] == "Undo another desk's change?"
    assert asked[-1][1].startswith(f"Change {theirs.id} was made by Desk B (")
    assert "not by this desk (Desk A). Undo it?" in asked[-1][1]
    assert first.session.current_event.rounds[1].table(2).result is not None  # No: nothing undone

    page.view.clearSelection()
    page.view.setCurrentIndex(page.model.index(-1, -1))
    replies.append(YES)
    page.undo_button.click()
    settle(qtbot, first)
    assert asked[-1][0] == "Undo"
    event = first.session.current_event
    assert event.rounds[1].table(1).result is None and event.rounds[1].table(2).result is not None
    assert page.message.text().startswith(f"Undone: change {mine.id}, Round 2, table 1")
    assert first.session.state.log[-1].undoes == mine.id


def test_undo_is_refused_when_another_desk_changed_the_event_since_the_log_was_shown(qtbot, two_desks, answers):
    first, second = two_desks
    pair_and_publish(qtbot, first)
    enter(qtbot, first, "180", "150", table=1)
    first.session.poll_timer.stop()  # desk A still shows the log without desk B's change
    page = first.log_page
    first.pages_tabs.setCurrentWidget(page)
    second.session.poll()
    settle(qtbot, second)
    enter(qtbot, second, "120", "100", table=2)
    asked, replies = answers
    replies.append(YES)
    page.undo_button.click()
    settle(qtbot, first)
    latest = second.session.state.log[-1]
    assert page.message.text() == (f"Not undone: the event changed since you looked at it (change {latest.id}, by "
                                   "Desk B): look again before undoing.")
    assert page.model.entries[0] == latest  # the log shows desk B's change now
    event = first.session.current_event
    assert event.rounds[1].table(1).result is not None and event.rounds[1].table(2).result is not None


def test_opening_the_event_the_desk_has_open_reads_it_again_without_a_second_store(qtbot, desk, event_file):
    """Open (or a recent event) naming the open event, even by another spelling of its path: the same store reads
    again and shows what another process saved meanwhile; nothing opens the file a second time here."""
    from companion.tournament.store import EventStore

    session, store = desk.session, desk.session.store
    with EventStore.open(event_file) as other:
        other.add_player("Late Lucia")
    desk.open_location(str(event_file.parent / "." / event_file.name))
    qtbot.waitUntil(lambda: "Late Lucia" in [player.name for player in desk.session.current_event.players],
                    timeout=5000)
    assert desk.session is session and desk.session.store is store
