"""The desk's side of the players' phones, driven through its widgets: File → Players' phones… starts and stops
the server (a process of its own) with its address and QR code, saves what the phones may do, runs the round
clock the projector follows, reissues and revokes links and prints them; the Round page shows each table's state
on the phones with counts and a filter for the disputed ones, and the log names the player and the route."""

import json
import socket
import urllib.request
from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter

from companion.tournament.event import Result
from companion.tournament.gui.round.model import PHONES
from companion.tournament.link_printouts import print_links
from companion.tournament.phones import TableStatus
from tests.tournament.gui.conftest import settle
from tests.tournament.gui.test_desk_conflicts import pair_and_publish
from tests.tournament.web.phone_client import Phone


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def open_phones(qtbot, desk):
    desk.show_phones()
    dialog = desk.phones
    dialog.host = "127.0.0.1"  # the tests listen on this machine only
    dialog.port.setValue(free_port())
    return dialog


def test_the_phones_window_serves_the_event_and_stops(qtbot, desk):
    pair_and_publish(qtbot, desk)
    dialog = open_phones(qtbot, desk)
    assert dialog.address.text() == "Not serving"
    dialog.serve_button.click()
    qtbot.waitUntil(lambda: dialog.url is not None, timeout=20_000)
    assert dialog.url == f"http://127.0.0.1:{dialog.port.value()}/" and dialog.address.text() == dialog.url
    assert not dialog.join_code.pixmap().isNull() and dialog.join_code.pixmap().width() >= 300
    with urllib.request.urlopen(dialog.url + "api/state", timeout=10) as answer:
        state = json.loads(answer.read())
    assert state["round"] == 2 and len(state["tables"]) == 8
    dialog.stop()
    qtbot.waitUntil(lambda: dialog.process is None, timeout=20_000)
    assert dialog.address.text() == "Not serving"


def test_settings_clock_and_links_are_saved_in_the_event(qtbot, desk):
    pair_and_publish(qtbot, desk)
    dialog = open_phones(qtbot, desk)
    dialog.self_check_in.setChecked(True)
    dialog.pin.setText("2468")
    dialog.save_button.click()
    settle(qtbot, desk)
    assert desk.session.state.phones.settings.self_check_in and desk.session.state.phones.settings.pin == "2468"
    dialog.minutes.setValue(90)
    dialog.start_button.click()
    settle(qtbot, desk)
    clock = desk.session.state.phones.clock
    assert clock.running and clock.duration_ms == 90 * 60_000 and "running" in dialog.clock_shown.text()
    desk.documents.show_projector()
    controls = desk.documents.projector.controls
    assert controls.timer_button.isHidden()  # the projector follows the event's clock, not one of its own
    assert controls.join_address is None  # never served: no join code on the projector
    controls.show_button.click()
    assert 89 * 60 < controls.view.remaining_seconds() <= 90 * 60
    dialog.pause_button.click()
    settle(qtbot, desk)
    qtbot.waitUntil(lambda: controls.view.timer_paused_left is not None, timeout=5000)
    controls.view.close()
    dialog.serve_button.click()
    qtbot.waitUntil(lambda: dialog.url is not None, timeout=20_000)
    qtbot.waitUntil(lambda: bool(dialog.links), timeout=10_000)
    qtbot.waitUntil(lambda: controls.join_address == dialog.url, timeout=10_000)  # the address served at
    controls.show_button.click()
    assert controls.view.join_address == dialog.url
    controls.view.close()
    first = dialog.player_choice.currentData()
    old = dialog.link_text.text()
    assert old.startswith(dialog.url + "p/") and not dialog.link_code.pixmap().isNull()
    dialog.reissue_button.click()
    settle(qtbot, desk)
    qtbot.waitUntil(lambda: dialog.link_text.text() != old, timeout=10_000)
    assert Phone(dialog.url.rstrip("/"), old.rsplit("/", 1)[1]).me().status == 404
    assert Phone(dialog.url.rstrip("/"), dialog.link_text.text().rsplit("/", 1)[1]).me().status == 200
    dialog.revoke_button.click()
    settle(qtbot, desk)
    qtbot.waitUntil(lambda: first not in dialog.links, timeout=10_000)
    assert "Revoked" in dialog.link_text.text() and not dialog.revoke_button.isEnabled()
    kinds = [str(entry.kind) for entry in desk.session.state.log[-6:]]
    assert kinds == ["phone-settings", "clock", "clock", "phone-settings", "link", "link"]  # the address served at
    dialog.stop()
    qtbot.waitUntil(lambda: dialog.process is None, timeout=20_000)


def test_the_players_page_opens_a_player_s_personal_link(qtbot, desk):
    pair_and_publish(qtbot, desk)
    page = desk.players_page
    desk.pages_tabs.setCurrentWidget(page)
    settle(qtbot, desk)
    assert not page.phone_button.isEnabled()  # no player selected
    page.view.selectRow(3)
    chosen = page.selected_ids()[0]
    assert page.phone_button.isEnabled()
    page.phone_button.click()
    dialog = desk.phones
    assert dialog.isVisible() and dialog.player_choice.currentData() == chosen
    qtbot.waitUntil(lambda: chosen in dialog.links, timeout=10_000)
    assert dialog.revoke_button.isEnabled()  # this player's link, to reissue, revoke or print once served


def test_the_desk_the_projector_and_the_phones_show_the_clock_at_the_same_time(qtbot, desk):
    """A clock paused with a part of a second left reads the same everywhere: 90 minutes less 0.4 s is 1:30:00."""
    import re
    from datetime import UTC, datetime, timedelta

    from companion.tournament.web.serve import start

    pair_and_publish(qtbot, desk)
    dialog = open_phones(qtbot, desk)
    started = datetime.now(UTC) - timedelta(seconds=10)
    desk.session.save(lambda store: (store.clock("start", 90, now=started),
                                     store.clock("pause", now=started + timedelta(milliseconds=400))),
                      lambda _saved: None, lambda error: pytest.fail(str(error)))
    settle(qtbot, desk)
    clock = desk.session.state.phones.clock
    assert not clock.running and clock.remaining_at(datetime.now(UTC)) == 90 * 60_000 - 400
    qtbot.waitUntil(lambda: "paused" in dialog.clock_shown.text(), timeout=5000)
    desk.documents.show_projector()
    controls = desk.documents.projector.controls
    controls.show_button.click()
    on_projector = controls.view.timer_text()
    controls.view.close()
    serving = start(desk.location)
    try:
        page = Phone(f"http://127.0.0.1:{serving.port}").get("/clock").text
    finally:
        serving.stop()
    on_phones = re.search(r'<span class="clock-time">([^<]+)</span>', page)[1]
    assert 'data-remaining="5399600"' in page  # what the page's script counts down from, rounding up as here
    assert dialog.clock_shown.text().startswith("1:30:00 left")
    assert on_projector == on_phones == "1:30:00"


def test_the_round_page_shows_each_table_s_phone_state_and_filters_the_disputed(qtbot, desk, tmp_path):
    pair_and_publish(qtbot, desk)
    dialog = open_phones(qtbot, desk)
    dialog.serve_button.click()
    qtbot.waitUntil(lambda: dialog.url is not None and bool(dialog.links), timeout=20_000)
    event = desk.session.current_event
    round_ = event.current_round
    token = {player: dialog.links[player] for player in dialog.links}
    base = dialog.url.rstrip("/")
    first, second, third = round_.tables[:3]
    assert Phone(base, token[first.players[0]]).report(first.number, ("180", "150"),
                                                       round_number=round_.number).status == 200
    Phone(base, token[first.players[1]]).confirm(first.number, round_number=round_.number)
    Phone(base, token[second.players[0]]).report(second.number, ("100", "90"), round_number=round_.number)
    Phone(base, token[second.players[1]]).dispute(second.number, round_number=round_.number)
    Phone(base, token[third.players[0]]).report(third.number, ("10", "20"), round_number=round_.number)
    page = desk.round_page
    desk.pages_tabs.setCurrentWidget(page)
    view = page.pairing_view
    qtbot.waitUntil(lambda: view.model.status(1) is TableStatus.DISPUTED, timeout=10_000)
    model = view.model
    assert [model.status(row) for row in range(3)] == [TableStatus.CONFIRMED, TableStatus.DISPUTED,
                                                       TableStatus.REPORTED]
    names = {player.id: player.name for player in event.players}
    disputed = model.data(model.index(1, PHONES))
    assert disputed == "disputed: 100–90"  # the version reported; who said what in the tooltip
    assert model.data(model.index(2, PHONES)) == "reported by one player: 10–20"
    assert f"{names[second.players[0]]}: 100–90" in model.data(model.index(1, PHONES), Qt.ItemDataRole.ToolTipRole)
    assert f"{names[second.players[1]]}: disputes it" in model.data(model.index(1, PHONES), Qt.ItemDataRole.ToolTipRole)
    assert "1 confirmed by both" in view.phone_bar.counts_label.text()
    assert "1 disputed" in view.phone_bar.counts_label.text()
    view.phone_bar.disputed_only.setChecked(True)
    assert [view.view.isRowHidden(row) for row in range(model.rowCount())] == [
        model.status(row) is not TableStatus.DISPUTED for row in range(model.rowCount())]
    view.phone_bar.disputed_only.setChecked(False)
    assert not any(view.view.isRowHidden(row) for row in range(model.rowCount()))
    # The organiser settles the dispute at the desk: the desk's result wins, here and on the phones.
    settled = Result((Fraction(100), Fraction(95)))
    desk.session.save(lambda store: store.report(round_.number, second.number, settled), lambda _done: None,
                      lambda error: pytest.fail(str(error)))
    settle(qtbot, desk)
    qtbot.waitUntil(lambda: view.model.status(1) is TableStatus.DESK, timeout=10_000)
    assert "1 entered at the desk" in view.phone_bar.counts_label.text()
    assert "disputed" not in view.phone_bar.counts_label.text()

    def on_phones() -> dict:
        with urllib.request.urlopen(f"{base}/api/state", timeout=10) as answer:
            return {table["table"]: table for table in json.loads(answer.read())["tables"]}[second.number]

    qtbot.waitUntil(lambda: on_phones()["status"] == "desk", timeout=2_000)  # the phones follow within 2 s
    assert on_phones()["scores"] == ["100", "95"]
    log = desk.log_page
    desk.pages_tabs.setCurrentWidget(log)
    settle(qtbot, desk)
    texts = [log.model.data(log.model.index(row, column)) for row in range(log.model.rowCount())
             for column in range(log.model.columnCount())]
    assert any("by phone (/api/p/{token}/dispute)" in str(text) for text in texts)
    round_number = round_.number
    for said in (f"{names[second.players[1]]} disputed round {round_number}, table {second.number} by phone "
                 "(/api/p/{token}/dispute)",
                 f"{names[first.players[1]]} confirmed round {round_number}, table {first.number} by phone "
                 "(/api/p/{token}/confirm)",
                 f"{names[third.players[0]]} reported round {round_number}, table {third.number} by phone "
                 "(/api/p/{token}/report): 10–20"):
        assert any(str(text).startswith(said) for text in texts), said  # the player and the route, named
    assert not any(token[player] in str(text) for text in texts for player in token)  # never the secret itself
    pdf = tmp_path / "links.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(pdf))
    links = [(names[player], f"{base}/p/{token[player]}") for player in sorted(token)]
    assert print_links(printer, event.settings.name, links) == 2  # 16 players, 8 to a page
    from tests.tournament.pdf_text import page_texts

    text = "\n".join(page_texts(pdf))
    unbroken = "".join(text.split())  # a link wrapped over two lines is read back with a break or a space in it
    assert all(name in text for name, _ in links) and all(url in unbroken for _, url in links)
    dialog.stop()
    qtbot.waitUntil(lambda: dialog.process is None, timeout=20_000)


def test_the_window_and_the_desk_load_none_of_the_phones_server():
    """Start-up, the File menu and the desk's tab load no web server, template or QR library: only the Players'
    phones window (a QR code) and the server process do."""
    import os
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from companion.gui.application import create_application\n"
        "from companion.gui.main_window import MainWindow\n"
        "from companion.gui.settings import open_settings\n"
        "app = create_application([])\n"
        "window = MainWindow(open_settings())\n"
        "window.show()\n"
        "window.menus.file_menu.aboutToShow.emit()\n"
        "window.tabs.setCurrentIndex(window.desk_index)\n"
        "for _ in range(50):\n"
        "    app.processEvents()\n"
        "web = {'starlette', 'uvicorn', 'jinja2', 'segno', 'anyio', 'h11'}\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & web), 'companion.tournament.web' in sys.modules)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "[] False"
