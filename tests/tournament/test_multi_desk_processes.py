"""Several desks on one event as real processes: a load of results entered at once while a third desk reads the
standings, the conflicts of two desks racing each other, and a server stopped and restarted in the middle of
a round. On a file and on a PostgreSQL server alike, except what only a server can do."""

import sys
import time
from pathlib import Path

import pytest

from companion.tournament.cli import standings_rows
from companion.tournament.event import Round, Table
from companion.tournament.store import EventStore, LogKind, PlayerInput
from tests.tournament.desk_worker import result_for
from tests.tournament.store_helpers import plain_server
from tests.tournament.test_reliability_processes import event_with, worker
from tests.tournament.worked import settings

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the workers wait on files and are killed by POSIX")

LOAD_TABLES = 400  # 200 for each of the two entering desks


def first_round_in_order(location: str, tables: int) -> None:
    """Round 1 seating the players two by two in the order they were added (tables 1, 2, …)."""
    with EventStore.open(location) as store:
        players = [player.id for player in store.load().players]
        store.publish_round(Round(1, tuple(Table(number, (players[2 * number - 2], players[2 * number - 1]))
                                           for number in range(1, tables + 1))))


def test_two_desks_entering_200_results_each_while_a_third_reads_the_standings(places, tmp_path):
    location = event_with(places.event("load"), 2 * LOAD_TABLES)
    first_round_in_order(location, LOAD_TABLES)
    go, stop = tmp_path / "go", tmp_path / "stop"
    reader = worker("read-standings", location, stop)
    desks = [worker("report", location, f"Desk {name}", go, *range(start, LOAD_TABLES + 1, 2))
             for name, start in (("A", 1), ("B", 2))]
    go.touch()
    outputs = [process.communicate(timeout=600) for process in desks]
    stop.touch()
    read, read_errors = reader.communicate(timeout=120)
    assert [process.returncode for process in desks] == [0, 0], [err for _, err in outputs]
    assert reader.returncode == 0, read + read_errors
    assert int(read.split()[-1]) > 1  # the reader kept reading while the desks wrote
    assert [len(out.splitlines()) for out, _ in outputs] == [LOAD_TABLES // 2] * 2
    places.sound(location)
    with EventStore.open(location) as store:
        event = store.load()
        reports = [entry for entry in store.log() if entry.kind is LogKind.REPORT]
    # every result landed exactly once, from the desk that entered it
    assert [table.result for table in event.rounds[0].tables] == [result_for(1, table)
                                                                  for table in range(1, LOAD_TABLES + 1)]
    assert sorted(entry.details["table"] for entry in reports) == list(range(1, LOAD_TABLES + 1))
    assert all(entry.desk == ("Desk A" if entry.details["table"] % 2 else "Desk B") for entry in reports)
    # the same event entered by one desk in a file has the same standings
    reference = tmp_path / "reference.companion-event"
    event_with(str(reference), 2 * LOAD_TABLES)
    first_round_in_order(str(reference), LOAD_TABLES)
    with EventStore.open(reference) as store:
        for table in range(1, LOAD_TABLES + 1):
            store.report(1, table, result_for(1, table))
        assert standings_rows(store.load()) == standings_rows(event)


def racing(location: str, tmp_path: Path, *commands: tuple) -> list[tuple[int, str]]:
    """Start the workers, let them go at once, and return each one's exit status and output."""
    go = tmp_path / f"go-{time.monotonic_ns()}"
    processes = [worker(command[0], location, *[go if part == "GO" else part for part in command[1:]])
                 for command in commands]
    go.touch()
    return [(process.wait(timeout=120), process.communicate()[0]) for process in processes]


def test_two_desks_entering_different_results_for_one_table_the_second_is_refused_with_the_first(places, tmp_path):
    location = event_with(places.event("same-table"), 16)
    first_round_in_order(location, 8)
    outcomes = racing(location, tmp_path, ("report-one", "Desk A", "GO", 7, 180, 150),
                      ("report-one", "Desk B", "GO", 7, 150, 180))
    assert sorted(status for status, _ in outcomes) == [0, 3], outcomes
    (_, won), (_, lost) = sorted(outcomes)
    winner = "Desk A" if outcomes[0][0] == 0 else "Desk B"
    score = "180–150" if winner == "Desk A" else "150–180"
    assert won == "recorded\n"
    assert lost == f"refused ResultExists: round 1, table 7 already has {score} (entered by {winner})\n"
    with EventStore.open(location) as store:
        assert [entry.desk for entry in store.log() if entry.kind is LogKind.REPORT] == [winner]


def test_two_desks_entering_the_same_result_for_one_table_both_succeed_and_it_is_logged_once(places, tmp_path):
    location = event_with(places.event("same-result"), 16)
    first_round_in_order(location, 8)
    outcomes = racing(location, tmp_path, ("report-one", "Desk A", "GO", 3, "45/2", 20),
                      ("report-one", "Desk B", "GO", 3, "22.5", 20))
    assert sorted(outcomes) == [(0, "recorded\n"), (0, "unchanged\n")]
    with EventStore.open(location) as store:
        assert len([entry for entry in store.log() if entry.kind is LogKind.REPORT]) == 1


def test_two_desks_saving_one_player_from_the_same_read_the_second_is_refused(places, tmp_path):
    location = event_with(places.event("stale"), 8)
    outcomes = racing(location, tmp_path, ("rename", "Desk A", "GO", "Player 01", "Anna"),
                      ("rename", "Desk B", "GO", "Player 01", "Annie"))
    assert sorted(status for status, _ in outcomes) == [0, 3], outcomes
    saved = ("Anna", "Desk A") if outcomes[0][0] == 0 else ("Annie", "Desk B")
    refused = next(output for status, output in outcomes if status == 3)
    assert refused == f"refused StaleError: player {saved[0]} was changed meanwhile (by {saved[1]}): reload and " \
                      f"try again\n"
    with EventStore.open(location) as store:
        assert store.load().player(1).name == saved[0]


def test_the_server_stopped_and_restarted_in_the_middle_of_a_round_loses_and_doubles_nothing(own_server):
    server, stop, start = own_server
    with plain_server(server.get_uri()) as connection:
        connection.run("CREATE DATABASE venue")
    location = server.get_uri("venue")
    with EventStore.create(location, settings(seed=3)) as store:
        store.import_players([PlayerInput(f"Player {index:02d}") for index in range(1, 41)])
    first_round_in_order(location, 20)
    desk = worker("through-outages", location, "Desk A", 0.1, *range(1, 21))
    lines = []
    while len([line for line in lines if line.startswith("reported")]) < 6:
        lines.append(desk.stdout.readline())
    stop()  # the server laptop is switched off in the middle of the round
    time.sleep(1.5)
    start()
    rest, errors = desk.communicate(timeout=120)
    lines += rest.splitlines(keepends=True)
    assert desk.returncode == 0, errors
    outages = [line for line in lines if line.startswith("outage")]
    assert outages and all("refuses connections" in line or "broke" in line or "starting or stopping" in line
                           for line in outages), outages
    assert [line for line in lines if line.startswith("reported")] == [f"reported 1 {table}\n"
                                                                         for table in range(1, 21)]
    with EventStore.open(location) as store:
        event, log = store.load(), store.log()
    assert [table.result for table in event.rounds[0].tables] == [result_for(1, table) for table in range(1, 21)]
    assert sorted(entry.details["table"] for entry in log if entry.kind is LogKind.REPORT) == list(range(1, 21))
    assert [entry.id for entry in log] == list(range(1, len(log) + 1))
