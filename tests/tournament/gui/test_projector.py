"""The projector view driven as the desk drives it: it pages on its own, follows saved changes (told, or by
polling), keeps the last event when the source fails, and counts a round timer down."""

from dataclasses import replace
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from companion.tournament.documents import Printout
from companion.tournament.event import Adjustment, Result, SoftKind, SoftScore
from companion.tournament.gui.projector import ProjectorView
from companion.tournament.gui.projector_controls import ProjectorControls
from companion.tournament.sheets import pairings_by_name, standings_sheet
from tests.tournament.printed_events import printed_event, unpaired

pytestmark = pytest.mark.usefixtures("command_line_locale")


@pytest.fixture(scope="module")
def event():
    """256 players in round 4, whose last 40 tables still wait for a result."""
    return printed_event(256, 4, last_round_results=88)


class Source:
    """What the desk's store would return: the event as saved now, or a failure while another process holds it."""

    def __init__(self, event):
        self.event = event
        self.failing = False
        self.calls = 0

    def __call__(self):
        self.calls += 1
        if self.failing:
            raise OSError("database is locked")
        return self.event


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def make_view(qtbot, source, **options):
    view = ProjectorView(source, **options)
    qtbot.addWidget(view)
    view.resize(1920, 1080)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_a_long_list_pages_on_its_own_and_every_row_is_on_exactly_one_page(qtbot, event):
    view = make_view(qtbot, Source(event), shown=Printout.PAIRINGS_BY_NAME, page_seconds=0.5)
    rows = pairings_by_name(event).rows
    per_page = view.rows_per_page()
    assert 10 <= per_page < len(rows)
    assert view.page_count() == -(-len(rows) // per_page)
    assert view.visible_rows() == rows[:per_page]
    qtbot.waitUntil(lambda: view.page == 1, timeout=3000)
    assert view.visible_rows() == rows[per_page:2 * per_page]
    qtbot.waitUntil(lambda: view.page == 2, timeout=3000)
    view.set_page_interval(3600)
    while view.page:
        view.next_page()
    seen = []
    for _ in range(view.page_count()):
        seen.extend(view.visible_rows())
        view.next_page()
    assert tuple(seen) == rows and view.page == 0  # back to the first after the last


def test_the_page_interval_is_adjustable(qtbot, event):
    view = make_view(qtbot, Source(event), page_seconds=60)
    qtbot.wait(1200)
    assert view.page == 0
    view.set_page_interval(0.5)
    qtbot.waitUntil(lambda: view.page == 1, timeout=3000)


def test_a_saved_change_shows_when_the_desk_says_so(qtbot, event):
    source = Source(event)
    view = make_view(qtbot, source, shown=Printout.STANDINGS, poll_seconds=3600)
    table = unpaired(event, 4)
    played = replace(table, result=Result((Fraction(300), Fraction(0))))
    changed = replace(event, rounds=(*event.rounds[:-1], replace(
        event.rounds[-1], tables=tuple(played if other.number == table.number else other
                                       for other in event.rounds[-1].tables))))
    assert standings_sheet(changed).rows != standings_sheet(event).rows
    source.event = changed
    assert view.sheet.rows == standings_sheet(event).rows  # not asked yet
    view.event_changed()
    assert view.sheet.rows == standings_sheet(changed).rows
    assert view.sheet.note == "Provisional: 89 of 128 results of round 4 entered."


def test_a_change_saved_by_another_process_shows_at_the_next_poll(qtbot, event):
    source = Source(event)
    view = make_view(qtbot, source, shown=Printout.PAIRINGS, poll_seconds=0.2)
    renamed = replace(event, players=tuple(replace(player, name="Zuzana Nová") if player.id == event.players[7].id
                                           else player for player in event.players))
    source.event = renamed
    qtbot.waitUntil(lambda: any("Zuzana Nová" in row.names for row in view.sheet.rows), timeout=3000)
    assert not any(event.players[7].name in row.names for row in view.sheet.rows)


def test_a_failing_source_leaves_the_last_event_on_screen_until_it_answers(qtbot, event):
    source = Source(event)
    view = make_view(qtbot, source, shown=Printout.PAIRINGS, poll_seconds=3600)
    shown = view.sheet
    source.failing = True
    view.event_changed()
    assert view.sheet is shown and view.stale_since is not None
    view.grab()  # paints the "not updated since" line without failing
    source.failing = False
    view.event_changed()
    assert view.stale_since is None


def test_the_round_timer_counts_down_pauses_and_ends(qtbot, event):
    clock = Clock()
    view = make_view(qtbot, Source(event), clock=clock)
    assert view.timer_text() == ""
    view.start_round_timer(90 * 60)
    assert view.timer_text() == "1:30:00"
    clock.now += 61
    assert view.timer_text() == "1:28:59"
    view.pause_round_timer(True)
    clock.now += 600
    assert view.timer_text() == "1:28:59"
    view.pause_round_timer(False)
    clock.now += 28 * 60 + 58.5
    assert view.timer_text() == "1:00:01"
    clock.now += 3600
    assert view.timer_text() == "0:01"  # half a second left still shows as a second
    clock.now += 0.5
    assert view.timer_text() == "Time!" and view.remaining_seconds() == 0
    view.stop_round_timer()
    assert view.timer_text() == "" and view.remaining_seconds() is None


def test_the_round_timer_runs_on_the_real_clock(qtbot, event):
    view = make_view(qtbot, Source(event))
    view.start_round_timer(3)
    assert view.timer_text() == "0:03"
    qtbot.waitUntil(lambda: view.timer_text() == "0:02", timeout=3000)
    qtbot.waitUntil(lambda: view.timer_text() == "Time!", timeout=5000)


def test_keys_turn_the_page_and_escape_closes(qtbot, event):
    view = make_view(qtbot, Source(event), page_seconds=3600)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.page == 1
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.page == view.page_count() - 1
    with qtbot.waitSignal(view.closed, timeout=1000):
        qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.isVisible()


def test_before_the_first_round_the_pairings_say_so_and_the_standings_show(qtbot, event):
    empty = replace(event, rounds=())
    view = make_view(qtbot, Source(empty), shown=Printout.PAIRINGS)
    assert view.sheet is None and view.visible_rows() == () and view.page_count() == 1
    view.grab()
    view.set_shown(Printout.STANDINGS)
    assert [row.names[0] for row in view.visible_rows()] == [row.names[0] for row in standings_sheet(empty).rows][
        :view.rows_per_page()]


def test_the_standings_leave_the_details_out_but_keep_every_tiebreak(qtbot, event):
    view = make_view(qtbot, Source(event), shown=Printout.STANDINGS)
    assert [column.key for column in view.columns()] == ["rank", "player", "points", "sos", "vp_difference", "vp_scored"]


def test_the_standings_show_bonuses_penalties_soft_scores_and_the_awards(qtbot, event):
    """As the printed standings: a bonus/penalty column, the soft scores given, and the award tables in the note."""
    first, second = event.players[0], event.players[1]
    scored = replace(event, adjustments=(Adjustment(1, first.id, Fraction(-2), "late list"),),
                     soft_scores=(SoftScore(first.id, SoftKind.PAINTING, Fraction(9)),
                                  SoftScore(second.id, SoftKind.PAINTING, Fraction(15, 2))))
    view = make_view(qtbot, Source(scored), shown=Printout.STANDINGS)
    assert [column.key for column in view.columns()][-2:] == ["adjustments", "painting"]
    rows = {row.cells[1]: row.cells for row in standings_sheet(scored).rows}
    assert rows[first.name][-2:] == ("−2", "9")  # a real minus sign, as on paper
    assert "Best painted: 1. " + first.name + " 9; 2. " + second.name + " 7.5." in view.sheet.note


def test_the_controls_show_the_view_full_screen_and_run_it(qtbot, event):
    source = Source(event)
    controls = ProjectorControls(source)
    qtbot.addWidget(controls)
    controls.show()
    assert controls.screen_choice.count() == len(QGuiApplication.screens())
    controls.shown_choice.setCurrentIndex(controls.shown_choice.findData(Printout.STANDINGS))
    qtbot.mouseClick(controls.show_button, Qt.MouseButton.LeftButton)
    view = controls.view
    assert view is not None and view.shown is Printout.STANDINGS
    qtbot.waitUntil(view.isFullScreen, timeout=3000)
    assert view.screen() is QGuiApplication.screens()[controls.screen_choice.currentIndex()]
    assert controls.show_button.text() == "&Close the projector"
    controls.shown_choice.setCurrentIndex(controls.shown_choice.findData(Printout.PAIRINGS_BY_NAME))
    assert view.shown is Printout.PAIRINGS_BY_NAME
    controls.timer_minutes.setValue(45)
    qtbot.mouseClick(controls.timer_button, Qt.MouseButton.LeftButton)
    assert view.timer_text() in ("45:00", "44:59") and controls.timer_button.text() == "Stop"
    qtbot.mouseClick(controls.pause_button, Qt.MouseButton.LeftButton)
    assert view.timer_paused_left is not None
    controls.page_seconds.setValue(3)
    assert view.page_timer.interval() == 3000
    calls = source.calls
    controls.event_changed()
    assert source.calls == calls + 1
    qtbot.mouseClick(controls.show_button, Qt.MouseButton.LeftButton)
    assert controls.view is None and controls.show_button.text() == "Show on the p&rojector"
    assert not controls.pause_button.isEnabled()


JOIN = "http://192.168.1.20:8080/"


def white_box(image):
    """The box of the pure white pixels, looked for on every other pixel (so to a pixel or two): the join code's
    ground (the board's texts are never pure white)."""
    xs, ys = [], []
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            if image.pixelColor(x, y).rgb() & 0xFFFFFF == 0xFFFFFF:
                xs.append(x)
                ys.append(y)
    return (min(xs), min(ys), max(xs) + 2, max(ys) + 2) if xs else None


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_once_served_the_board_carries_the_join_code_beside_the_rows(qtbot, event, size, tmp_path):
    from companion.tournament.qr import qr_matrix
    from tests.tournament.qr_image import dark_box, read_code

    view = make_view(qtbot, Source(event))
    view.resize(*size)
    rows = view.rows_per_page()
    assert white_box(view.grab().toImage()) is None  # not served: no code
    view.set_join_address(JOIN)
    image = view.grab().toImage()
    image.save(str(tmp_path / "projector.png"))
    ground = white_box(image)
    assert ground is not None
    side = ground[2] - ground[0]
    assert side >= size[1] * 0.25 and abs((ground[3] - ground[1]) - side) <= 2  # a square a hall can scan
    assert view.rows_per_page() == rows  # as many rows as before, narrower
    assert view._layout()["body"].right() < ground[0]  # the rows end before the code begins
    code = dark_box(image, ground[0] + 2, ground[1] + 2, ground[2] - 2, ground[3] - 2)  # inside the quiet zone
    assert read_code(image, code, JOIN) == []
    assert (code[2] - code[0]) / len(qr_matrix(JOIN)) >= 6  # pixels a module
    lit = [x for x in range(ground[0], ground[2]) for y in range(ground[3] + 2, ground[3] + int(view._layout()["row"]))
           if image.pixelColor(x, y).lightness() > 200]
    assert lit  # the address is written under the code, in the board's light ink
    view.set_join_address(None)
    assert white_box(view.grab().toImage()) is None


def test_the_controls_hand_the_join_address_to_the_view_they_open(qtbot, event):
    controls = ProjectorControls(lambda: event)
    qtbot.addWidget(controls)
    controls.set_join_address(JOIN)
    controls.toggle_view()
    assert controls.view.join_address == JOIN
    controls.set_join_address(None)
    assert controls.view.join_address is None
    controls.view.close()


def test_the_standings_title_says_provisional_until_the_round_s_results_are_all_in(qtbot, event):
    source = Source(event)
    view = make_view(qtbot, source, shown=Printout.STANDINGS)
    assert view.title_line() == "After round 4 of 5 · Standings (provisional: 88 of 128 results in)"
    view.grab()
    source.event = printed_event(256, 4)
    view.event_changed()
    assert view.title_line() == "After round 4 of 5 · Standings"
    view.set_shown(Printout.PAIRINGS)
    assert "provisional" not in view.title_line()


def test_hidden_standings_give_the_pairings_while_a_round_is_played_and_come_back_after_it(qtbot, event):
    source = Source(event)
    view = make_view(qtbot, source, shown=Printout.STANDINGS)
    view.set_hide_standings_in_round(True)
    assert view.showing() is Printout.PAIRINGS and view.sheet.printout is Printout.PAIRINGS
    assert view.title_line() == "Round 4 of 5 · Pairings by table (the standings follow when the round's results are in)"
    assert len(view.visible_rows()) == view.rows_per_page()
    view.grab()
    view.set_shown(Printout.PAIRINGS_BY_NAME)  # what is not the standings is shown as chosen
    assert view.sheet.printout is Printout.PAIRINGS_BY_NAME
    view.set_shown(Printout.STANDINGS)
    source.event = printed_event(256, 4)  # the last result is saved
    view.event_changed()
    assert view.showing() is Printout.STANDINGS and view.sheet.printout is Printout.STANDINGS
    view.set_hide_standings_in_round(False)
    source.event = event
    view.event_changed()
    assert view.sheet.printout is Printout.STANDINGS


def test_the_controls_hide_the_standings_of_the_view_they_run(qtbot, event):
    controls = ProjectorControls(Source(event))
    qtbot.addWidget(controls)
    controls.show()
    controls.shown_choice.setCurrentIndex(controls.shown_choice.findData(Printout.STANDINGS))
    controls.hide_standings.setChecked(True)
    qtbot.mouseClick(controls.show_button, Qt.MouseButton.LeftButton)
    view = controls.view
    assert view.hide_standings_in_round and view.sheet.printout is Printout.PAIRINGS
    controls.hide_standings.setChecked(False)
    assert view.sheet.printout is Printout.STANDINGS
    qtbot.mouseClick(controls.show_button, Qt.MouseButton.LeftButton)
