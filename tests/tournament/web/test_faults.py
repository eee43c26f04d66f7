"""The phones' server killed with SIGKILL in the middle of reports (a real ``companion event serve`` process, on a
file and on PostgreSQL): every report it acknowledged is in the event, and the phones' retries with the same
``request_id`` after it is back change nothing twice."""

import os
import random
import signal
import subprocess
import sys
import threading
import time
import uuid

import pytest

from companion.tournament.event import Round, Table
from companion.tournament.store import EventStore, LogKind, PlayerInput
from tests.tournament.web.phone_client import Phone, wait_until

KILLS = 3
PLAYERS = 40

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL needs POSIX")


def event_with_a_round(location: str) -> dict:
    from tests.tournament.worked import settings

    with EventStore.create(location, settings(seed=3)) as store:
        players = store.import_players([PlayerInput(f"Player {index:02d}") for index in range(1, PLAYERS + 1)])
        tables = tuple(Table(number, (players[2 * number - 2].id, players[2 * number - 1].id))
                       for number in range(1, PLAYERS // 2 + 1))
        store.publish_round(Round(1, tables))
        tokens = store.links()
    return {table.number: (tokens[table.players[0]], tokens[table.players[1]]) for table in tables}


def serve(location: str) -> tuple[subprocess.Popen, str]:
    process = subprocess.Popen([sys.executable, "-m", "companion", "event", "serve", location, "--host", "127.0.0.1",
                                "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                               env={**os.environ, "PYTHONUNBUFFERED": "1"})
    line = process.stdout.readline()
    assert line.startswith("Serving "), line
    return process, line.rsplit(" ", 1)[1].strip().rstrip("/")


def test_a_server_killed_during_reports_keeps_every_acknowledged_one_and_retries_change_nothing(places):
    location = places.event("kill")
    tables = event_with_a_round(location)
    # Each table: the first player reports, the second confirms; each request with its own id, kept for the retry.
    requests = [(table, seat, uuid.uuid4().hex) for table in tables for seat in (0, 1)]
    acknowledged: dict[str, dict] = {}
    rng = random.Random(20261202)
    position = 0
    killed_at = []
    for _ in range(KILLS + 1):
        process, base = serve(location)
        stop = threading.Event()

        def send(base=base, stop=stop):
            nonlocal position
            while position < len(requests) and not stop.is_set():
                table, seat, request_id = requests[position]
                phone = Phone(base, tables[table][seat])
                try:
                    answer = (phone.report(table, ("180", "150"), request_id=request_id) if seat == 0
                              else phone.confirm(table, request_id=request_id))
                except OSError:
                    return
                if answer.status == 200:
                    acknowledged[request_id] = answer.json()
                    position += 1
                else:
                    return

        sender = threading.Thread(target=send)
        sender.start()
        # Killed once a chosen number of requests is acknowledged, whatever the machine's speed: the sender keeps
        # going, so the kill lands while a request is on its way (or between two). The last start is killed too.
        target = min(position + rng.randint(1, len(requests) // (KILLS + 1)), len(requests) - 1)
        deadline = time.monotonic() + 30
        while position < target and sender.is_alive() and time.monotonic() < deadline:
            time.sleep(0.002)
        process.send_signal(signal.SIGKILL)
        process.wait()
        stop.set()
        sender.join(30)
        killed_at.append(position)
        places.sound(location)
        with EventStore.open(location) as store:
            event, phones = store.phone_view()
        for request_id, answer in acknowledged.items():
            table, seat, _ = next(request for request in requests if request[2] == request_id)
            found = event.event.rounds[0].table(table)
            if seat == 1 or answer["status"] == "confirmed":
                assert found.result is not None, (table, seat)
            else:
                assert any(statement.player == found.players[0] for statement in phones.statements[(1, table)])
    assert any(0 < found < len(requests) for found in killed_at), killed_at  # killed in the middle of reports
    # Back up: every phone sends every request again with its id (acknowledged or not), then the rest go through.
    process, base = serve(location)
    try:
        for table, seat, request_id in requests:
            phone = Phone(base, tables[table][seat])
            answer = (phone.report(table, ("180", "150"), request_id=request_id) if seat == 0
                      else phone.confirm(table, request_id=request_id))
            assert answer.status == 200, answer
            if request_id in acknowledged:
                assert answer.json() == acknowledged[request_id]
        assert wait_until(lambda: all(table["status"] == "confirmed" for table in Phone(base).state()["tables"]), 5)
    finally:
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=20) == 0
    with EventStore.open(location) as store:
        log = store.log()
        event = store.load()
    assert all(table.result is not None for table in event.rounds[0].tables)
    reports = [entry.details["table"] for entry in log if entry.kind is LogKind.PHONE_REPORT]
    confirms = [entry.details["table"] for entry in log if entry.kind is LogKind.PHONE_CONFIRM]
    assert sorted(reports) == sorted(confirms) == sorted(tables)  # each once: nothing doubled by a retry
