"""One event used by many processes at once, as on the day, on an event file and on PostgreSQL.

Each cell of the matrix runs a host for the phones, either the desk (``desk_worker.py desk``: the event held open
and polled every 0.1 s as the GUI's session does, with ``companion event serve`` started as its child process as
the Players' phones window starts it) or ``companion event serve`` alone, beside one kind of other process:
command-line readers (``event show``, ``event standings``), command-line writers (``event report``) or a second
desk; first ones that end by themselves, then more of the same kind killed with SIGKILL at a random point while
the phones write. Players report and confirm from their phones through real HTTP on 127.0.0.1 throughout.

What each cell asserts: every acknowledged write (a command's exit 0, a phone's 200, a desk's "reported" line) is
in the event once every process has ended and the server has stopped; every process still running saw every
other's writes within 2 s (a command started after a write shows it); a result entered at a desk before a phone's
report stands and the phone is refused (``phones.decide``: "the desk entered table N's result: it stands", 409
with the status ``desk``); what a killed writer may have written is whole or absent; the event is sound
(SQLite's integrity check on a file, one log entry per change).

And the organiser's day: an event file served with ``companion event serve``, 8 tables, phones reporting and
confirming half of them and ``event report`` from a terminal the others, with ``event show`` and ``event
standings`` in between; then the server stopped: every acknowledged result kept, on two fresh events.
"""

import contextlib
import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from companion.tournament.event import Round, Table
from companion.tournament.store import EventStore, LogKind, PlayerInput
from tests.tournament.desk_worker import desk_view
from tests.tournament.web.phone_client import Phone
from tests.tournament.worked import settings

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the processes are killed with SIGKILL (POSIX)")

ROOT = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).with_name("desk_worker.py")
SEEN_WITHIN = 2.0
"""How soon every process sees another's change (docs/phones.md: every desk sees them within 2 s)."""
TABLES = 7

View = dict[int, tuple[str, tuple[int, int] | None]]
"""Round 1 as a process shows it: each table's phone status and its score (None before a result)."""


def phone_score(table: int) -> tuple[int, int]:
    return 100 + 10 * table, 60 + table


def desk_score(table: int) -> tuple[int, int]:
    return 200 + table, 20 + table


def terminal_score(table: int) -> tuple[int, int]:
    return 300 + table, 30 + table


def dash(score: tuple[int, int]) -> str:
    return f"{score[0]}–{score[1]}"


def parsed_view(tables: dict) -> View:
    """A view from ``desk_view``'s JSON (by table number as text) or the API's tables (scores as text)."""
    return {int(number): (status, None if score is None else tuple(int(value) for value in score))
            for number, (status, score) in tables.items()}


class Running:
    """A process of the test: its output lines as they come (``seen`` views apart from the other lines), its
    standard error in a file, and its end (killed and waited for if it still runs)."""

    def __init__(self, name: str, arguments: list, folder: Path, *, stdin: bool = False, group: bool = False):
        self.name = name
        self.group = group
        self.errors = folder / f"{name.replace(' ', '-')}-{time.monotonic_ns()}.err"
        with open(self.errors, "w") as errors:
            self.process = subprocess.Popen([str(part) for part in arguments], cwd=ROOT, text=True,
                                            stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                                            stdout=subprocess.PIPE, stderr=errors, start_new_session=group)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.output: list[str] = []
        self.view: View | None = None
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.output.append(line)
            if line.startswith("seen "):
                self.view = parsed_view(json.loads(line[5:]))
            else:
                self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def stderr(self) -> str:
        return self.errors.read_text()

    def line(self, timeout: float = 30) -> str:
        try:
            found = self.lines.get(timeout=timeout)
        except queue.Empty:
            found = None
        assert found is not None, f"{self.name} said nothing more: {self.stderr()}"
        return found

    def send(self, line: str) -> None:
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def finish(self, timeout: float = 60) -> tuple[int, str]:
        """Wait for its end: its exit status and every line it printed."""
        status = self.process.wait(timeout=timeout)
        self.reader.join(timeout)
        return status, "".join(self.output)

    def end(self) -> None:
        """Kill it if it still runs (with its own children, for a desk), and wait for it."""
        if self.process.returncode is None:  # not waited for yet: its process group is still its own
            if self.group:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(self.process.pid, signal.SIGKILL)
            self.process.kill()
        self.process.wait(timeout=30)
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()


@pytest.fixture
def started(tmp_path):
    """Start processes; each one still running at the end is killed, and every one is waited for."""
    running: list[Running] = []

    def start(name: str, *arguments, stdin: bool = False, group: bool = False) -> Running:
        running.append(Running(name, list(arguments), tmp_path, stdin=stdin, group=group))
        return running[-1]

    yield start
    for each in reversed(running):
        each.end()


def command(*arguments) -> list:
    return [sys.executable, "-m", "companion", "event", *arguments]


def event_of(location: str, tables: int) -> dict[int, tuple[str, str]]:
    """A new event with round 1 published (table N seats players 2N-1 and 2N): each table's two personal links."""
    with EventStore.create(location, settings(seed=5)) as store:
        players = store.import_players([PlayerInput(f"Player {index:02d}") for index in range(1, 2 * tables + 1)])
        store.publish_round(Round(1, tuple(Table(number, (players[2 * number - 2].id, players[2 * number - 1].id))
                                           for number in range(1, tables + 1))))
        tokens = store.links()
    return {number: (tokens[players[2 * number - 2].id], tokens[players[2 * number - 1].id])
            for number in range(1, tables + 1)}


def serving_url(line: str) -> str:
    assert line.startswith("Serving ") and " at http://127.0.0.1:" in line, line
    return line.rsplit(" at ", 1)[1].strip().rstrip("/")


class Day:
    """What the test knows of one event: every acknowledged write, what a killed writer may have written, the
    processes that must see each change, and what went wrong (gathered, to say all of it at the end)."""

    def __init__(self, location: str, links: dict[int, tuple[str, str]], started):
        self.location = location
        self.links = links
        self.start = started
        self.base = ""
        self.expected: View = {number: ("waiting", None) for number in links}
        self.maybe: dict[int, tuple[int, int]] = {}
        self.desk_results: Counter[int] = Counter()
        self.desks: list[Running] = []
        self.watchers: dict[str, object] = {}
        self.missed: set[str] = set()
        self.problems: list[str] = []

    # --- the writers ------------------------------------------------------------------------

    def phone(self, table: int, seat: int) -> Phone:
        return Phone(self.base, self.links[table][seat])

    def phone_reports(self, table: int) -> None:
        answer = self.phone(table, 0).report(table, phone_score(table))
        if (answer.status, answer.json()) != (200, {"status": "reported"}):
            self.problems.append(f"table {table}: the first player's report was answered {answer}")
            return
        self.acknowledged(table, ("reported", None), "the first player's report (HTTP 200)")

    def phone_confirms(self, table: int) -> None:
        answer = self.phone(table, 1).confirm(table)
        if (answer.status, answer.json()) != (200, {"status": "confirmed"}):
            self.problems.append(f"table {table}: the second player's confirmation was answered {answer}")
            return
        self.acknowledged(table, ("confirmed", phone_score(table)), "the second player's confirmation (HTTP 200)")

    def phone_refused_after_the_desk(self, table: int) -> None:
        """The desk's result came first: a phone's different report is refused and the desk's result stands, on
        the phone's own page too."""
        if self.expected[table][0] != "desk":  # the desk's result is not in (said already)
            return
        answer = self.phone(table, 0).report(table, phone_score(table))
        wanted = {"error": f"the desk entered table {table}'s result: it stands", "status": "desk"}
        if (answer.status, answer.json()) != (409, wanted):
            self.problems.append(f"table {table}: a phone's report after the desk's result was answered {answer}, "
                                 f"not 409 {wanted}")
            if answer.status == 200:
                self.expected[table] = ("disputed", self.expected[table][1])  # what it then would show
        own = self.phone(table, 0).me().json()
        score = [str(value) for value in self.expected[table][1]]
        if (own["status"], own["scores"]) != ("desk", score):
            self.problems.append(f"table {table}: the phone's own page shows {own}, not the desk's result {score}")
        self.check_seen(f"table {table} after the phone's refused report")

    def desk(self, name: str, desk: str, *more: str) -> Running:
        """A desk worker (``more``: "serve" to start the phones' server as its child), once it has read the event."""
        process = self.start(name, sys.executable, WORKER, "desk", self.location, desk, *more, stdin=True,
                             group=bool(more))
        self.desks.append(process)
        if more:
            said = process.line()
            assert said.startswith("serving "), said
            self.base = said.split()[2].rstrip("/")
        deadline = time.monotonic() + 60
        while process.view is None and process.process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        assert process.view is not None, f"{name} read nothing: {process.stderr()}"
        return process

    def desk_reports(self, desk: Running, table: int, score: tuple[int, int]) -> None:
        desk.send(f"report {table} {score[0]} {score[1]}")
        said = desk.line()
        if said != f"reported {table} recorded":
            self.problems.append(f"{desk.name} reporting table {table}: {said}")
            return
        self.desk_results[table] += 1
        self.acknowledged(table, ("desk", score), f"{desk.name}'s result ({said!r})")

    def desk_refused(self, desk: Running, table: int, holding: tuple[int, int], by: str) -> None:
        """A desk's other result for a table that has its result is refused, naming that result: the desk saw it."""
        desk.send(f"report {table} 5 6")
        said = desk.line()
        wanted = f"refused {table} ResultExists: round 1, table {table} already has {dash(holding)} (entered by {by})"
        if said != wanted:
            self.problems.append(f"{desk.name} did not see table {table}'s result: {said!r}")

    def terminal_reports(self, table: int, score: tuple[int, int]) -> None:
        """``companion event report`` from a terminal."""
        process = self.start("event report", *command("report", self.location, "--round", 1, "--table", table,
                                                      "--score", *score, "--desk", "Terminal"))
        self.reported(table, score, *process.finish(), process.stderr())

    def reported(self, table: int, score: tuple[int, int], status: int, out: str, errors: str) -> None:
        if status != 0 or not out.endswith(f"{score[0]} – {score[1]} Player {2 * table:02d}: recorded\n"):
            self.problems.append(f"event report of table {table}: exit {status}, {out!r}, {errors!r}")
            return
        self.desk_results[table] += 1
        self.acknowledged(table, ("desk", score), "event report's result (exit 0)")

    def killed(self, process: Running, delay: float) -> threading.Timer:
        """Kill the process with SIGKILL after ``delay`` seconds, while the test goes on."""
        timer = threading.Timer(delay, process.process.kill)
        timer.start()
        return timer

    def in_flight(self, table: int, score: tuple[int, int]) -> None:
        """A process about to be killed writes this table: whether it lands is unknown until it has ended."""
        self.expected.pop(table)
        self.maybe[table] = score

    def landed(self, table: int, what: str) -> None:
        """The killed writer said it wrote the table before it was killed: that write is acknowledged."""
        score = self.maybe.pop(table)
        self.desk_results[table] += 1
        self.acknowledged(table, ("desk", score), what)

    def terminal_refused(self, table: int, holding: tuple[int, int], by: str) -> None:
        """``event report`` of another score for a table that has its result is refused, naming that result: the
        command saw it."""
        process = self.start("event report", *command("report", self.location, "--round", 1, "--table", table,
                                                      "--score", 5, 6, "--desk", "Terminal"))
        status, out = process.finish()
        wanted = (f"companion event report: round 1, table {table} already has {dash(holding)} "
                  f"(entered by {by})\n")
        if (status, out, process.stderr()) != (2, "", wanted):
            self.problems.append(f"event report of another score for table {table} did not see its result: exit "
                                 f"{status}, {out!r}, {process.stderr()!r}")

    # --- the readers ------------------------------------------------------------------------

    def read(self, *commands: str) -> None:
        """``event show --json`` and ``event standings --json`` (``commands``: "show", "standings") at once,
        started after every write so far: each shows every one."""
        started = {name: self.start(f"event {name}", *command(name, self.location, "--json")) for name in commands}
        for name, process in started.items():
            status, out = process.finish()
            if status != 0:
                self.problems.append(f"event {name} failed: {process.stderr()}")
            elif name == "show":
                tables = json.loads(out)["rounds"][0]["tables"]
                view = {table["table"]: (table["status"], None if table["score"] is None else tuple(table["score"]))
                        for table in tables}
                if self.unseen(view):
                    self.problems.append(f"event show did not show {self.unseen(view)}: it showed {view}")
            else:
                scored = {row["player"]: row["vp_scored"] for row in json.loads(out)["standings"]}
                wanted = {f"Player {2 * number - 1 + seat:02d}": 0 if score is None else score[seat]
                          for number, (_, score) in self.expected.items() for seat in (0, 1)}
                wrong = {name: (scored.get(name), vp) for name, vp in wanted.items() if scored.get(name) != vp}
                if wrong:
                    self.problems.append(f"event standings did not count every result: (shown, acknowledged) {wrong}")

    # --- seeing -----------------------------------------------------------------------------

    def unseen(self, view: View | None) -> dict[int, tuple]:
        """The acknowledged tables a view does not show as they are."""
        if view is None:
            return dict(self.expected)
        return {number: found for number, found in self.expected.items() if view.get(number) != found}

    def acknowledged(self, table: int, state: tuple, what: str) -> None:
        self.expected[table] = state
        self.check_seen(f"table {table}: {what}")

    def check_seen(self, what: str) -> None:
        """Every process still running shows every acknowledged write within 2 s of the latest (a process that
        failed once is then only looked at, not waited for)."""
        deadline = time.monotonic() + SEEN_WITHIN
        for name, look in self.watchers.items():
            while True:
                looked = time.monotonic()
                view = look()
                unseen = self.unseen(view)
                if not unseen:
                    break
                if name in self.missed or looked > deadline:
                    self.missed.add(name)
                    self.problems.append(f"{name} did not see {what} within {SEEN_WITHIN} s: acknowledged "
                                         f"{ {number: self.expected[number] for number in unseen} }, it shows "
                                         f"{ {number: (view or {}).get(number) for number in unseen} }")
                    break
                time.sleep(0.02)

    def server_view(self) -> View:
        tables = Phone(self.base).state()["tables"]
        return parsed_view({table["table"]: (table["status"], table["scores"]) for table in tables})

    # --- the end ----------------------------------------------------------------------------

    def kept(self, places) -> None:
        """Once every process has ended: every acknowledged write is in the event, what a killed writer may have
        written is whole or absent, each desk's result is logged once, and the event is sound."""
        with EventStore.open(self.location) as store:
            snapshot, phones = store.phone_view()
            log = store.log()
        final = parsed_view(desk_view(snapshot, phones))
        lost = {number: (state, final[number]) for number, state in self.expected.items() if final[number] != state}
        if lost:
            self.problems.append(f"lost once every process ended (acknowledged, found): {lost}")
        for number, score in self.maybe.items():
            if final[number] not in (("waiting", None), ("desk", score)):
                self.problems.append(f"table {number}, written by a killed process, holds {final[number]}")
            self.desk_results[number] += final[number][1] is not None
        logged = Counter(entry.details["table"] for entry in log if entry.kind is LogKind.REPORT)
        if logged != self.desk_results:
            self.problems.append(f"the desks' results logged {dict(logged)}, acknowledged {dict(self.desk_results)}")
        self.problems.extend(f"{desk.name}: {line}" for desk in self.desks for line in desk.output
                             if line.startswith("poll failed"))
        places.sound(self.location)
        assert not self.problems, "\n".join(self.problems)


HOSTS = ("desk", "serve")
OTHERS = ("readers", "writers", "second-desk")


@pytest.mark.parametrize("others", OTHERS)
@pytest.mark.parametrize("host", HOSTS)
def test_every_acknowledged_write_is_kept_and_seen_by_every_process(places, started, host, others):
    """The desk with its phones' server, or ``event serve`` alone, beside readers, writers or a second desk: first
    ones that end by themselves, then ones killed with SIGKILL at a random point while the phones write."""
    rng = random.Random(f"{host} {others} {places.kind}")
    location = places.event("many")
    day = Day(location, event_of(location, TABLES), started)
    desk = second = None
    if host == "desk":
        desk = day.desk("the desk", "Desk", "serve")
        day.watchers["the desk"] = lambda: desk.view
    else:
        server = started("event serve", *command("serve", location, "--host", "127.0.0.1", "--port", 0))
        day.base = serving_url(server.line())
    day.watchers["the phones' server"] = day.server_view
    if others == "second-desk":
        second = day.desk("the second desk", "Second desk")
        day.watchers["the second desk"] = lambda: second.view
    day.check_seen("the event as published")

    # A phone's report; a desk's result, which a phone's report after it does not change; the phone's confirmation.
    day.phone_reports(1)
    if desk or second:
        day.desk_reports(desk or second, 2, desk_score(2))
        day.phone_refused_after_the_desk(2)
    elif others == "writers":
        day.terminal_reports(2, terminal_score(2))
        day.phone_refused_after_the_desk(2)
    else:
        day.phone_reports(2)
        day.phone_confirms(2)
    day.phone_confirms(1)

    # The others at work, ending by themselves.
    if others == "readers":
        day.read("show")
        if desk is not None:
            day.desk_reports(desk, 3, desk_score(3))
        else:
            day.phone_reports(3)
            day.phone_confirms(3)
        day.read("standings")
    elif others == "writers":
        day.terminal_reports(3, terminal_score(3))
        day.terminal_refused(1, phone_score(1), "phones")
    else:
        day.desk_reports(second, 3, desk_score(3))
        day.desk_refused(second, 1, phone_score(1), "phones")
        second.send("quit")
        del day.watchers["the second desk"]
        assert second.finish()[0] == 0, second.stderr()

    # The same kind again, killed with SIGKILL at a random point while the phones report and confirm table 4.
    if others == "readers":
        victims = [started(f"event {name}", *command(name, location, "--json")) for name in ("show", "standings")]
        timers = [day.killed(victim, rng.uniform(0.05, 0.5)) for victim in victims]
    elif others == "writers":
        day.in_flight(5, terminal_score(5))
        victims = [started("event report", *command("report", location, "--round", 1, "--table", 5, "--score",
                                                    *terminal_score(5), "--desk", "Terminal"))]
        timers = [day.killed(victims[0], rng.uniform(0.1, 0.6))]
    else:
        victims = [day.desk("another desk", "Another desk")]
        day.watchers["another desk, opened now"] = lambda: victims[0].view
        day.check_seen("every write before it opened the event")
        del day.watchers["another desk, opened now"]
        day.in_flight(5, desk_score(5))
        victims[0].send(f"report 5 {desk_score(5)[0]} {desk_score(5)[1]}")
        timers = [day.killed(victims[0], rng.uniform(0, 0.05))]
    day.phone_reports(4)
    day.phone_confirms(4)
    for timer, victim in zip(timers, victims, strict=True):
        timer.join()
        status, out = victim.finish()
        if others == "writers" and status == 0:  # it ended before its kill: its result is acknowledged
            day.reported(5, day.maybe.pop(5), status, out, victim.stderr())
        elif others == "second-desk" and "reported 5 recorded\n" in out:
            day.landed(5, "the killed desk's result ('reported 5 recorded')")

    # The desk and the phones go on; a last report just before the server stops.
    if desk is not None:
        day.desk_reports(desk, 6, desk_score(6))
    else:
        day.phone_reports(6)
        day.phone_confirms(6)
    day.phone_reports(7)

    # The server stopped (by its desk, as the Players' phones window stops it, or with SIGTERM), everything ended.
    if desk is not None:
        desk.send("quit")
        assert desk.line() == "server stopped 0", desk.stderr()
        assert desk.finish()[0] == 0, desk.stderr()
    else:
        server.process.send_signal(signal.SIGTERM)
        assert server.finish()[0] == 0, server.stderr()
    day.kept(places)


def test_an_organisers_day_served_with_phones_and_a_terminal_keeps_all_16_results(tmp_path, started):
    """An event file served with ``companion event serve``, 8 tables: phones report and confirm tables 1, 3, 5
    and 7, a terminal reports 2, 4, 6 and 8, with ``event show`` and ``event standings`` in between; then the
    server is stopped. Twice, on two fresh events: 16 acknowledged results, 16 kept."""
    from tests.tournament.conftest import Places

    places = Places("sqlite", tmp_path)
    acknowledged = kept = 0
    problems = []
    for run in (1, 2):
        location = places.event(f"day-{run}")
        day = Day(location, event_of(location, 8), started)
        server = started("event serve", *command("serve", location, "--host", "127.0.0.1", "--port", 0))
        day.base = serving_url(server.line())
        day.watchers["the phones' server"] = day.server_view
        for phoned in (1, 3, 5, 7):
            day.phone_reports(phoned)
            day.terminal_reports(phoned + 1, terminal_score(phoned + 1))
            day.read("show" if phoned % 4 == 1 else "standings")
            day.phone_confirms(phoned)
        server.process.send_signal(signal.SIGTERM)
        assert server.finish()[0] == 0, server.stderr()
        acknowledged += sum(state[1] is not None for state in day.expected.values())
        with EventStore.open(location) as store:
            final = parsed_view(desk_view(*store.phone_view()))
        kept += sum(final[number] == state for number, state in day.expected.items() if state[1] is not None)
        try:
            day.kept(places)
        except AssertionError as error:
            problems.append(f"event {run}: {error}")
    assert (acknowledged, kept) == (16, 16), "\n".join(problems)
    assert not problems, "\n".join(problems)
