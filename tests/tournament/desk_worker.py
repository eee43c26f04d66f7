"""A desk as a separate process, for the reliability tests: it writes to an event and says what is committed.

    python tests/tournament/desk_worker.py run EVENT
        pair each next round and report its tables, forever; prints "paired R" and
        "reported R T" after each commit (the test kills it with SIGKILL)
    python tests/tournament/desk_worker.py report EVENT DESK GO TABLE...
        wait until the file GO exists, then report these tables of round 1
    python tests/tournament/desk_worker.py pair EVENT GO
        read the event, wait until GO exists, then pair and publish the next round;
        exits 0 when it published, 3 when the store refused (and prints why)
    python tests/tournament/desk_worker.py report-one EVENT DESK GO TABLE A B
        wait until GO exists, then report A–B for that table of round 1 (0: done, 3: refused)
    python tests/tournament/desk_worker.py rename EVENT DESK GO OLD NEW
        read the event, wait until GO exists, then rename OLD to NEW with the version read (0: done, 3: refused)
    python tests/tournament/desk_worker.py read-standings EVENT STOP
        read the event and its standings in a loop until STOP exists, checking each reading; prints
        "read N" (exit 0) or what was wrong (exit 1)
    python tests/tournament/desk_worker.py bulk EVENT
        check every player in, then out, then drop and reinstate them all, forever, each as one bulk action;
        prints "checked-in on", "checked-in off", "dropped", "reinstated" after each change committed (the test
        kills it with SIGKILL)
    python tests/tournament/desk_worker.py through-outages EVENT DESK PAUSE TABLE...
        report these tables of round 1, PAUSE seconds apart; when the server is lost, say so ("outage"),
        wait a little and try again until it is back
    python tests/tournament/desk_worker.py desk EVENT DESK [serve]
        a desk as the GUI holds an event: the store kept open, its revision polled every 0.1 s (printing
        "seen JSON", the round's tables as ``desk_view`` gives them, at each change), reporting what stdin asks
        ("report T A B": "reported T OUTCOME" or "refused T ERROR: WHY") until "quit" or the end of stdin; with
        ``serve``, first starting ``companion event serve`` on 127.0.0.1 as a child process, with the arguments the
        Players' phones window gives it (port 0: a free one), printing "serving PID URL", and at the end stopping
        it as the window does (SIGTERM) and printing "server stopped STATUS"

Every result is ``result_for(round, table)``, so the test knows what each table must hold.
"""

import json
import os
import queue
import subprocess
import sys
import threading
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from companion.tournament.errors import DeskError, ServerUnavailable  # noqa: E402
from companion.tournament.event import Result, Round, Table  # noqa: E402
from companion.tournament.pairing import pair_round  # noqa: E402
from companion.tournament.standings import standings  # noqa: E402
from companion.tournament.store import EventStore  # noqa: E402
from companion.tournament.store.phone_actions import statuses  # noqa: E402

REFUSED = 3
DESK_POLL = 0.1


def result_for(round_number: int, table: int) -> Result:
    """A distinct, exact result per table (half points included), now and then a concession."""
    first = Fraction(100 + (round_number * 37 + table * 11) % 200, 2)
    second = Fraction((round_number * 13 + table * 7) % 150)
    return Result((first, second), 1 if (round_number + table) % 7 == 0 else None)


def publish_next(store: EventStore) -> Round:
    snapshot = store.snapshot()
    pairing = pair_round(snapshot.event)
    round_ = Round(pairing.round, tuple(Table(table.number, table.players) for table in pairing.tables), pairing.bye)
    return store.publish_round(round_, based_on_revision=snapshot.revision, extra_round=True).round


def say(line: str) -> None:
    print(line, flush=True)


def run(path: str) -> None:
    with EventStore.open(path, desk="worker") as store:
        say("ready")
        while True:
            current = store.load().current_round
            if current is None or current.complete:
                say(f"paired {publish_next(store).number}")
                continue
            table = next(table for table in current.tables if table.result is None)
            store.report(current.number, table.number, result_for(current.number, table.number))
            say(f"reported {current.number} {table.number}")


def bulk(path: str) -> None:
    with EventStore.open(path, desk="worker") as store:
        ids = [player.id for player in store.load().players]
        actions = ((lambda: store.check_in_players(ids), "checked-in on"),
                   (lambda: store.check_in_players(ids, checked_in=False), "checked-in off"),
                   (lambda: store.drop_players(ids), "dropped"), (lambda: store.reinstate_players(ids), "reinstated"))
        say("ready")
        while True:
            for act, line in actions:
                before = store.revision()
                act()
                if store.revision() != before:  # a change was committed (the first may find it done already)
                    say(line)


def wait_for(go: str) -> None:
    while not Path(go).exists():
        time.sleep(0.002)


def report(path: str, desk: str, go: str, tables: list[str]) -> None:
    with EventStore.open(path, desk=desk) as store:
        say("ready")
        wait_for(go)
        for table in map(int, tables):
            store.report(1, table, result_for(1, table))
            say(f"reported 1 {table}")


def pair(path: str, go: str) -> int:
    with EventStore.open(path, desk="racer") as store:
        snapshot = store.snapshot()
        pairing = pair_round(snapshot.event)
        round_ = Round(pairing.round, tuple(Table(table.number, table.players) for table in pairing.tables),
                       pairing.bye)
        say("ready")
        wait_for(go)
        try:
            store.publish_round(round_, based_on_revision=snapshot.revision)
        except DeskError as error:
            say(f"refused {type(error).__name__}: {error}")
            return REFUSED
        say(f"paired {round_.number}")
        return 0


def report_one(path: str, desk: str, go: str, table: str, first: str, second: str) -> int:
    with EventStore.open(path, desk=desk) as store:
        say("ready")
        wait_for(go)
        try:
            outcome = store.report(1, int(table), Result((Fraction(first), Fraction(second))))
        except DeskError as error:
            say(f"refused {type(error).__name__}: {error}")
            return REFUSED
        say(outcome.outcome.value)
        return 0


def rename(path: str, desk: str, go: str, old: str, new: str) -> int:
    with EventStore.open(path, desk=desk) as store:
        snapshot = store.snapshot()
        player = snapshot.event.player_named(old)
        say("ready")
        wait_for(go)
        try:
            store.edit_player(player.id, new, expected_version=snapshot.player_versions[player.id])
        except DeskError as error:
            say(f"refused {type(error).__name__}: {error}")
            return REFUSED
        say("saved")
        return 0


def read_standings(path: str, stop: str) -> int:
    """Each reading is one consistent event: results only ever appear, each as reported, never half a table."""
    readings, seen = 0, {}
    with EventStore.open(path, desk="reader") as store:
        say("ready")
        while not Path(stop).exists():
            event = store.load()
            results = {table.number: table.result for table in event.rounds[0].tables if table.result is not None}
            rows = standings(event)
            wrong = [number for number, found in results.items() if found != result_for(1, number)]
            lost = set(seen) - set(results)
            played = sum(row.wins + row.draws + row.losses for row in rows)  # two players per result, no more
            if wrong or lost or played != 2 * len(results):
                say(f"wrong reading {readings}: wrong {wrong}, lost {sorted(lost)}, games {played}")
                return 1
            seen, readings = results, readings + 1
    say(f"read {readings}")
    return 0


def through_outages(path: str, desk: str, pause: str, tables: list[str]) -> None:
    with EventStore.open(path, desk=desk) as store:
        say("ready")
        for table in map(int, tables):
            deadline = time.monotonic() + 60
            while True:
                try:
                    store.report(1, table, result_for(1, table))
                    break
                except ServerUnavailable as error:
                    say(f"outage{' (maybe saved)' if error.maybe_saved else ''}: {error}")
                    if time.monotonic() > deadline:
                        raise
                    time.sleep(0.1)
            say(f"reported 1 {table}")
            time.sleep(float(pause))


def desk_view(snapshot, phones) -> dict[str, list]:
    """Round 1's tables as a desk shows them: each table's phone status and its score (None before a result)."""
    found = statuses(snapshot, phones)
    return {str(table.number): [str(found[(1, table.number)]),
                                None if table.result is None else [str(score) for score in table.result.score]]
            for table in snapshot.event.rounds[0].tables}


def start_server(path: str) -> subprocess.Popen:
    """``companion event serve`` as the Players' phones window starts it (its output read as the window reads it,
    standard error merged), on 127.0.0.1 and a free port."""
    from companion.tournament.gui.phones_dialog import serve_command

    program, arguments, environment = serve_command(path, 0, "127.0.0.1")
    server = subprocess.Popen([program, *arguments], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              env={**os.environ, **environment})
    line = server.stdout.readline()
    if not line.startswith("Serving ") or " at http" not in line:
        server.kill()
        server.wait()
        raise SystemExit(f"the server did not start: {line}{server.stdout.read()}")
    say(f"serving {server.pid} {line.rsplit(' at ', 1)[1].strip()}")
    # The rest of what it says goes on to this desk's standard error, read as the window reads it.
    threading.Thread(target=lambda: [sys.stderr.write(said) for said in server.stdout], daemon=True).start()
    return server


def desk(path: str, name: str, serve: str = "") -> None:
    commands: queue.Queue[str | None] = queue.Queue()

    def read_commands() -> None:
        for line in sys.stdin:
            commands.put(line)
        commands.put(None)

    threading.Thread(target=read_commands, daemon=True).start()
    with EventStore.open(path, desk=name) as store:
        server = start_server(path) if serve == "serve" else None
        try:
            known, next_poll = None, time.monotonic()
            while True:
                if time.monotonic() >= next_poll:
                    next_poll = time.monotonic() + DESK_POLL
                    try:
                        if store.revision() != known:
                            snapshot, phones = store.phone_view()
                            known = snapshot.revision
                            say(f"seen {json.dumps(desk_view(snapshot, phones))}")
                    except DeskError as error:
                        say(f"poll failed {type(error).__name__}: {error}")
                try:
                    line = commands.get(timeout=max(next_poll - time.monotonic(), 0))
                except queue.Empty:
                    continue
                if line is None or line.split() == ["quit"]:
                    break
                _, table, first, second = line.split()
                try:
                    outcome = store.report(1, int(table), Result((Fraction(first), Fraction(second))))
                except DeskError as error:
                    say(f"refused {table} {type(error).__name__}: {error}")
                else:
                    say(f"reported {table} {outcome.outcome.value}")
        finally:
            if server is not None:
                server.terminate()
                say(f"server stopped {server.wait(timeout=30)}")


if __name__ == "__main__":
    command, *arguments = sys.argv[1:]
    if command == "run":
        run(*arguments)
    elif command == "bulk":
        bulk(*arguments)
    elif command == "report":
        report(arguments[0], arguments[1], arguments[2], arguments[3:])
    elif command == "report-one":
        sys.exit(report_one(*arguments))
    elif command == "rename":
        sys.exit(rename(*arguments))
    elif command == "read-standings":
        sys.exit(read_standings(*arguments))
    elif command == "desk":
        desk(*arguments)
    elif command == "through-outages":
        through_outages(arguments[0], arguments[1], arguments[2], arguments[3:])
    else:
        sys.exit(pair(*arguments))
