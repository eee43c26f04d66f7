"""Real processes against one event, in a file or on a PostgreSQL server: killed with SIGKILL at random points,
reporting at the same time, pairing at the same time. Nothing acknowledged is lost, the event stays sound,
and nothing lands twice."""

import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.tournament.store import EventStore, LogKind, PlayerInput
from tests.tournament.desk_worker import result_for
from tests.tournament.worked import settings

WORKER = Path(__file__).with_name("desk_worker.py")
KILLS = 25

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and the WAL tests need POSIX")


def event_with(location: str, players: int) -> str:
    with EventStore.create(location, settings(seed=11)) as store:
        store.import_players([PlayerInput(f"Player {index:02d}", club=("Red", "Blue", "")[index % 3])
                              for index in range(1, players + 1)])
    return location


def worker(*arguments) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, str(WORKER), *map(str, arguments)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    assert process.stdout.readline() == "ready\n", process.stderr.read()
    return process


def acknowledged(output: str) -> list[str]:
    """The complete lines a killed worker printed: each one was printed after its commit returned."""
    return output.split("\n")[:-1]


def test_a_desk_killed_at_random_points_loses_nothing_it_acknowledged(places):
    path = event_with(places.event("kill"), 16)
    rng = random.Random(20261201)
    acked_reports: set[tuple[int, int]] = set()
    acked_rounds: set[int] = set()
    for _ in range(KILLS):
        process = worker("run", path)
        time.sleep(rng.uniform(0, 0.3))
        process.kill()
        output, _ = process.communicate(timeout=60)
        for line in acknowledged(output):
            kind, *numbers = line.split()
            if kind == "paired":
                acked_rounds.add(int(numbers[0]))
            else:
                acked_reports.add((int(numbers[0]), int(numbers[1])))
        places.sound(path)
        with EventStore.open(path) as store:
            event = store.load()
            log = store.log()
        results = {(round_.number, table.number): table.result for round_ in event.rounds for table in round_.tables}
        assert acked_rounds <= {round_.number for round_ in event.rounds}
        assert all(results[key] == result_for(*key) for key in acked_reports)
        assert all(found in (None, result_for(*key)) for key, found in results.items())  # nothing half-written
        assert [round_.number for round_ in event.rounds] == list(range(1, len(event.rounds) + 1))
        assert all(len(round_.tables) == 8 for round_ in event.rounds)
        # one log entry per change that landed: nothing applied without its entry, nothing logged twice
        assert sum(entry.kind is LogKind.REPORT for entry in log) == sum(found is not None for found in results.values())
        assert sum(entry.kind is LogKind.PUBLISH_ROUND for entry in log) == len(event.rounds)
    assert len(acked_reports) > 2 * len(acked_rounds) > 0  # the kills fell among many kinds of writes


def test_two_desks_reporting_different_tables_at_once_all_land(places, tmp_path):
    path = event_with(places.event("two"), 60)
    first = worker("pair", path, tmp_path / "go-pair")
    (tmp_path / "go-pair").touch()
    assert first.wait(timeout=60) == 0, first.stderr.read()
    go = tmp_path / "go"
    desks = [worker("report", path, f"Desk {name}", go, *range(start, 31, 2)) for name, start in (("A", 1), ("B", 2))]
    go.touch()
    outputs = [process.communicate(timeout=120) for process in desks]
    assert [process.returncode for process in desks] == [0, 0], [err for _, err in outputs]
    assert [len(out.splitlines()) for out, _ in outputs] == [15, 15]
    places.sound(path)
    with EventStore.open(path) as store:
        event = store.load()
        reports = [entry for entry in store.log() if entry.kind is LogKind.REPORT]
    assert [table.result for table in event.rounds[0].tables] == [result_for(1, table) for table in range(1, 31)]
    assert sorted(entry.desk for entry in reports) == ["Desk A"] * 15 + ["Desk B"] * 15


def complete_the_round(path: str) -> None:
    with EventStore.open(path) as store:
        current = store.load().current_round
        for table in current.tables:
            store.report(current.number, table.number, result_for(current.number, table.number))


@pytest.mark.parametrize("race", range(3))
def test_two_desks_pairing_at_once_create_exactly_one_round(places, tmp_path, race):
    path = event_with(places.event("race"), 20)
    for _ in range(race):  # the race for round 1, 2 or 3
        racer = worker("pair", path, tmp_path / "go-alone")
        (tmp_path / "go-alone").touch()
        assert racer.wait(timeout=60) == 0
        complete_the_round(path)
        (tmp_path / "go-alone").unlink()
    go = tmp_path / "go"
    racers = [worker("pair", path, go) for _ in range(2)]
    go.touch()
    outputs = [process.communicate(timeout=120)[0] for process in racers]
    assert sorted(process.returncode for process in racers) == [0, 3], outputs
    refused = outputs[[process.returncode for process in racers].index(3)]
    assert refused.startswith(f"refused ConflictError: round {race + 1} is already paired (by "), refused
    with EventStore.open(path) as store:
        event = store.load()
        published = [entry for entry in store.log() if entry.kind is LogKind.PUBLISH_ROUND]
    assert [round_.number for round_ in event.rounds] == list(range(1, race + 2)) and len(published) == race + 1
    assert len(event.rounds[-1].tables) == 10


def test_two_pair_commands_at_once_publish_one_round_and_refuse_the_other_in_one_line(places):
    path = event_with(places.event("cli"), 12)
    commands = [subprocess.Popen([sys.executable, "-m", "companion", "event", "pair", str(path), "--json"],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outputs = [process.communicate(timeout=120) for process in commands]
    statuses = [process.returncode for process in commands]
    assert sorted(statuses) == [0, 2], outputs
    _, err = outputs[statuses.index(2)]
    assert err.count("\n") == 1 and err.startswith("companion event pair: ")
    with EventStore.open(path) as store:
        assert len(store.load().rounds) == 1
