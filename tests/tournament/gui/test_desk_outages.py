"""The event's database lost in the middle of a round and back: a PostgreSQL server stopped and started again, a
file whose USB stick is pulled and plugged in again. The desk says so in its banner within 2 s, keeps what the
organiser typed marked "not saved yet", saves it once the database answers, and says "saved" only then; nothing
is printed on stderr meanwhile (no traceback from the poll)."""

import time
from fractions import Fraction

from companion.tournament.event import Result
from companion.tournament.store import EventStore
from tests.tournament.gui.conftest import open_desk, settle
from tests.tournament.gui.desk_events import stored_event
from tests.tournament.gui.test_desk_conflicts import pair_and_publish

NOT_SAVED = ("Table 3: {0} 180–150 {1} is not saved yet: the event's database does not answer. It is saved as soon "
             "as the database answers again.")


def type_result(desk, table: int, first: str, second: str) -> None:
    """The organiser types a result and presses Enter."""
    form = desk.round_page.result_form
    form.table.setValue(table)
    form.vp_first.setText(first)
    form.vp_second.setText(second)
    form.result_edited()
    form.vp_second.returnPressed.emit()


def table_result(desk, number: int):
    return desk.session.current_event.rounds[-1].table(number).result


def test_a_result_typed_while_the_server_is_down_is_saved_once_it_is_back(qtbot, settings, own_server, capfd):
    location = own_server.database("verona_open")
    stored_event(location, 16, 1)
    desk = open_desk(qtbot, settings, location, "Desk A")
    pair_and_publish(qtbot, desk)
    names = [desk.session.current_event.player(player).name for player in desk.session.current_event.rounds[1]
             .table(3).players]
    capfd.readouterr()

    own_server.stop()  # the server laptop is switched off
    lost = time.monotonic()
    qtbot.waitUntil(lambda: desk.banner.isVisible() and "does not answer" in desk.banner.text(), timeout=2_000)
    assert time.monotonic() - lost < 2
    type_result(desk, 3, "180", "150")
    form, message = desk.round_page.result_form, desk.round_page.message
    assert message.text() == NOT_SAVED.format(*names)
    assert "1 save waiting" in desk.banner.text()
    assert (form.vp_first.text(), form.vp_second.text()) == ("180", "150")  # the form keeps what was typed
    qtbot.wait(1_500)  # the poll tries the server again meanwhile
    assert table_result(desk, 3) is None and message.text() == NOT_SAVED.format(*names)

    own_server.start()
    qtbot.waitUntil(lambda: table_result(desk, 3) is not None, timeout=10_000)
    settle(qtbot, desk)
    assert message.text() == f"Table 3: {names[0]} 180–150 {names[1]} is saved."
    assert "answers again" in desk.banner.text()
    desk.close_event()
    settle(qtbot, desk)
    with EventStore.open(location) as store:  # what the desk said is saved is on the server
        event = store.load()
    assert event.rounds[1].table(3).result == Result((Fraction(180), Fraction(150)))
    assert [entry.desk for entry in store_log(location) if entry.kind.value == "report"][-1] == "Desk A"
    assert "Traceback" not in capfd.readouterr().err


def store_log(location: str):
    with EventStore.open(location) as store:
        return store.log()


def test_a_result_typed_while_the_usb_stick_is_out_is_saved_once_it_is_back(qtbot, settings, tmp_path, capfd):
    """The stick's folder is renamed away and back: the path leads nowhere while it is out, and to the same file
    once it is in again, as an unmounted and remounted stick does."""
    stick = tmp_path / "stick"
    stick.mkdir()
    location = stored_event(stick / "club-night.companion-event", 16, 1)
    desk = open_desk(qtbot, settings, location, "Desk A")
    pair_and_publish(qtbot, desk)
    names = [desk.session.current_event.player(player).name for player in desk.session.current_event.rounds[1]
             .table(3).players]
    capfd.readouterr()

    desk.session.poll_timer.stop()  # the save itself finds the stick gone
    pulled = tmp_path / "pulled"
    stick.rename(pulled)
    type_result(desk, 3, "180", "150")
    settle(qtbot, desk)
    assert desk.banner.isVisible() and "is not there any more" in desk.banner.text()
    assert desk.round_page.message.text() == NOT_SAVED.format(*names)
    desk.session.poll_timer.start()
    qtbot.wait(1_500)
    assert table_result(desk, 3) is None and not stick.exists()  # nothing written anywhere else meanwhile

    pulled.rename(stick)  # plugged in again
    qtbot.waitUntil(lambda: table_result(desk, 3) is not None, timeout=5_000)
    settle(qtbot, desk)
    assert desk.round_page.message.text() == f"Table 3: {names[0]} 180–150 {names[1]} is saved."
    desk.close_event()
    settle(qtbot, desk)
    with EventStore.open(location) as store:
        assert store.load().rounds[1].table(3).result == Result((Fraction(180), Fraction(150)))
    assert "Traceback" not in capfd.readouterr().err
