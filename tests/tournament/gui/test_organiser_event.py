"""A whole event as a volunteer organiser runs it, on the real pages: 24 players on two desks sharing a PostgreSQL
server, a late joiner, a drop, five rounds, results typed on both desks, and the server switched off and on in
the middle of round 3. Nothing typed is lost, nothing is saved twice, the pairings keep the event's rules, and
the standings end as final."""

import random
import time

from PySide6.QtWidgets import QInputDialog, QMessageBox

from companion.tournament.rules import is_final
from companion.tournament.store import EventStore
from tests.tournament.gui.conftest import open_desk, settle
from tests.tournament.gui.desk_events import stored_event
from tests.tournament.gui.test_desk_conflicts import enter, pair_and_publish
from tests.tournament.gui.test_desk_outages import type_result

YES = QMessageBox.StandardButton.Yes


def current_number(desk) -> int:
    event = desk.session.current_event
    return event.current_round.number if event.current_round is not None else 0


def score(rng: random.Random) -> tuple[str, str]:
    return str(rng.randrange(40, 480)), str(rng.randrange(40, 480))


def follow(qtbot, desk, number: int) -> None:
    """The other desk shows round ``number`` within 2 s of its publication, as the organisers expect."""
    qtbot.waitUntil(lambda: current_number(desk) == number, timeout=2_000)
    desk.pages_tabs.setCurrentWidget(desk.round_page)
    settle(qtbot, desk)


def test_a_whole_event_on_two_desks_with_an_outage_in_round_three(qtbot, settings, own_server, answers, monkeypatch,
                                                                    capfd):
    rng = random.Random(24)
    location = own_server.database("verona_winter_open")
    stored_event(location, 24, 0)
    desk_a = open_desk(qtbot, settings, location, "Desk A")
    desk_b = open_desk(qtbot, settings, location, "Desk B")
    typed: dict[tuple[int, int], tuple[str, str]] = {}

    # Before round 1: the last player on the list has announced he comes for round 2.
    page = desk_b.players_page
    desk_b.pages_tabs.setCurrentWidget(page)
    page.view.selectRow(23)
    late = page.selected_ids()[0]
    monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (2, True))
    page.late_join_button.click()
    settle(qtbot, desk_b)
    assert desk_b.session.current_event.player(late).joined_round == 2
    qtbot.waitUntil(lambda: desk_a.session.current_event.player(late).joined_round == 2, timeout=2_000)
    dropped = None

    for number in range(1, 6):
        pair_and_publish(qtbot, desk_a)
        assert current_number(desk_a) == number, desk_a.round_page.message.text()
        follow(qtbot, desk_b, number)
        tables = desk_a.session.current_event.current_round.tables
        if number == 3:
            for table in tables[:4]:  # the first results come in while the server is up
                typed[(number, table.number)] = score(rng)
                enter(qtbot, desk_a if table.number % 2 else desk_b, *typed[(number, table.number)], table.number)
            own_server.stop()  # the server laptop is switched off
            lost = time.monotonic()
            for desk in (desk_a, desk_b):
                qtbot.waitUntil(lambda desk=desk: desk.banner.isVisible() and "does not answer" in desk.banner.text(),
                                timeout=3_000)
            assert time.monotonic() - lost < 3
            for desk, table in ((desk_a, tables[4]), (desk_b, tables[5])):  # typed on both desks meanwhile
                typed[(number, table.number)] = score(rng)
                type_result(desk, table.number, *typed[(number, table.number)])
                assert "is not saved yet" in desk.round_page.message.text()
            qtbot.wait(1_000)
            own_server.start()
            for desk, table in ((desk_a, tables[4]), (desk_b, tables[5])):
                qtbot.waitUntil(lambda desk=desk, table=table:
                                desk.session.current_event.current_round.table(table.number).result is not None,
                                timeout=15_000)
                settle(qtbot, desk)
                assert desk.round_page.message.text().endswith("is saved.")
            rest = tables[6:]
        else:
            rest = tables
        for table in rest:
            typed[(number, table.number)] = score(rng)
            enter(qtbot, desk_a if table.number % 2 else desk_b, *typed[(number, table.number)], table.number)
        if number == 2:  # after round 2 one player goes home: dropped at desk B, asked once
            answers[1].append(YES)
            page = desk_b.players_page
            desk_b.pages_tabs.setCurrentWidget(page)
            follow(qtbot, desk_b, 2)
            page.view.selectRow(5)
            dropped = page.selected_ids()[0]
            page.drop_button.click()
            settle(qtbot, desk_b)
            assert desk_b.session.current_event.player(dropped).dropped_after == 2
            qtbot.waitUntil(lambda gone=dropped: desk_a.session.current_event.player(gone).dropped_after == 2,
                            timeout=2_000)
        for desk in (desk_a, desk_b):
            qtbot.waitUntil(lambda desk=desk, number=number: desk.session.current_event.current_round.number == number
                            and desk.session.current_event.current_round.complete, timeout=5_000)

    with EventStore.open(location) as store:  # what the desks said is saved is on the server
        event = store.load()
        log = store.log()
    for (number, table_number), (first, second) in typed.items():
        result = event.rounds[number - 1].table(table_number).result
        assert result is not None and (str(result.score[0]), str(result.score[1])) == (first, second)
    reports = [entry for entry in log if entry.kind.value == "report"]
    assert len(reports) == len(typed)  # each typed result saved once, the two kept through the outage too
    assert {entry.desk for entry in reports} == {"Desk A", "Desk B"}

    met, byes = set(), []
    for round_ in event.rounds:
        for table in round_.tables:
            pair = frozenset(table.players)
            assert pair not in met, f"a rematch in round {round_.number}"
            met.add(pair)
        if round_.bye is not None:
            byes.append(round_.bye)
        seated = {player for table in round_.tables for player in table.players} | {round_.bye}
        if round_.number == 1:
            assert late not in seated
        if round_.number > 2:
            assert dropped not in seated
    assert len(byes) == len(set(byes)) == 4  # rounds 1, 3, 4 and 5 have an odd count: each bye to someone else
    assert event.rounds[1].bye is None  # round 2 is even: the late joiner plays a game, not a free win
    assert [len(round_.tables) for round_ in event.rounds] == [11, 12, 11, 11, 11]
    assert is_final(event)
    assert "Traceback" not in capfd.readouterr().err
