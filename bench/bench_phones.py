"""Time the players' phones under a venue's load: 256 phones following the live pairings while 128 players report
and 128 confirm within one minute, on an event file and on a PostgreSQL event (issue 23's budgets).

Run as ``.venv/bin/python bench/bench_phones.py [--runs 3] [--seconds 60]``. Each run makes a 256-player event
with round 1 published, starts ``companion event serve`` as a process of its own on 127.0.0.1 (as at a venue: the
server is its own process; here it shares the 2 cores with the phones), and then, from this process:

- 256 phones, each from an address of its own (as at a venue; here from 127.0.0.0/8, the machine's own loopback
  range, to the server on 127.0.0.1), open the pairings page (the page and its stylesheet and script) and follow
  its live connection, joining over the first 5 s as phones do when a round is called;
- over ``--seconds`` seconds, spread evenly, each table's first player reports and, 2 to 8 s later, the second
  confirms: 128 reports and 128 confirmations, each one ``POST`` of the JSON API;
- a desk follows the event as the desk's GUI does (``store.revision()`` every second, then the event read), and
  writes down when it first sees each table's result.

Budgets: the 99th percentile of request latency ≤ 250 ms (every request the phones make: pages, assets, the
live connections' answers, reports, confirmations); no result lost or doubled (every table has its result, and
the log holds one report and one confirmation per table); the desk sees each confirmed result within 2 s of its
confirmation's answer; the live pages get every change. Every request and every live message is timed in this
process with the monotonic clock; the desk runs on a thread of this process.
"""

import argparse
import asyncio
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
import warnings
from pathlib import Path

from companion.tournament.event import Round, Table
from companion.tournament.store import EventStore, LogKind, PlayerInput

PLAYERS = 256
FOLLOWERS = 256
JOIN_SECONDS = 5.0
P99_BUDGET_MS = 250
SEEN_BUDGET_S = 2.0
DESK_POLL_S = 1.0


def build(location: str) -> dict[int, tuple[str, str]]:
    from tests.tournament.worked import settings

    with EventStore.create(location, settings(seed=5)) as store:
        players = store.import_players([PlayerInput(f"Player {index:03d}", club=("Red", "Blue", "")[index % 3])
                                        for index in range(1, PLAYERS + 1)])
        tables = tuple(Table(number, (players[2 * number - 2].id, players[2 * number - 1].id))
                       for number in range(1, PLAYERS // 2 + 1))
        store.publish_round(Round(1, tables))
        tokens = store.links()
    return {table.number: (tokens[table.players[0]], tokens[table.players[1]]) for table in tables}


def address(phone: int) -> str:
    """The phone's own address: at a venue each phone has one; here each is one of the loopback range's
    (127.0.0.0/8, all of it this machine), the server listening on 127.0.0.1 as ever."""
    return f"127.0.{1 + phone // 250}.{1 + phone % 250}"


async def request(port: int, method: str, path: str, body: bytes = b"", phone: int = 0) -> tuple[int, bytes, float]:
    """One HTTP/1.1 request on a connection of its own: (status, body, seconds)."""
    start = time.monotonic()
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(address(phone), 0))
    try:
        head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
        if body:
            head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        writer.write(head.encode() + b"\r\n" + body)
        await writer.drain()
        data = await reader.read()
    finally:
        writer.close()
    status = int(data.split(b" ", 2)[1])
    return status, data.split(b"\r\n\r\n", 1)[1], time.monotonic() - start


class Follower:
    """A phone on the pairings page: loads it, then keeps its live connection and counts the changes it gets."""

    def __init__(self, port: int, phone: int, latencies: list[float], errors: list[str]):
        self.port = port
        self.phone = phone
        self.latencies = latencies
        self.errors = errors
        self.revisions: list[tuple[int, float]] = []

    async def run(self, delay: float, stop: asyncio.Event) -> None:
        await asyncio.sleep(delay)
        for path in ("/", "/static/style.css", "/static/live.js"):
            status, body, seconds = await request(self.port, "GET", path, phone=self.phone)
            self.latencies.append(seconds)
            if status != 200:
                self.errors.append(f"GET {path}: {status}")
                return
        start = time.monotonic()
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port, local_addr=(address(self.phone), 0))
        writer.write(f"GET /live/pairings?lang=en HTTP/1.1\r\nHost: 127.0.0.1:{self.port}\r\n"
                     f"Accept: text/event-stream\r\n\r\n".encode())
        await writer.drain()
        status_line = await reader.readline()
        self.latencies.append(time.monotonic() - start)
        if b" 200 " not in status_line:
            self.errors.append(f"live: {status_line!r}")
            writer.close()
            return
        stopping = asyncio.ensure_future(stop.wait())
        try:
            while not stop.is_set():
                reading = asyncio.ensure_future(reader.readline())
                done, _ = await asyncio.wait({reading, stopping}, return_when=asyncio.FIRST_COMPLETED)
                if reading not in done:
                    reading.cancel()
                    break
                line = reading.result()
                if not line:
                    self.errors.append("live: closed by the server")
                    break
                if line.startswith(b"data: "):
                    self.revisions.append((json.loads(line[6:])["rev"], time.monotonic()))
        finally:
            stopping.cancel()
            writer.close()


class Desk(threading.Thread):
    """The desk's GUI as it follows the event: the revision every second, then the event read when it moved."""

    def __init__(self, location: str):
        super().__init__(daemon=True)
        self.location = location
        self.seen: dict[int, float] = {}
        self.stop = threading.Event()

    def run(self) -> None:
        with EventStore.open(self.location, desk="desk") as store:
            revision = store.revision()
            while not self.stop.wait(DESK_POLL_S):
                now = store.revision()
                if now == revision:
                    continue
                revision = now
                event = store.load()
                at = time.monotonic()
                for table in event.rounds[0].tables:
                    if table.result is not None and table.number not in self.seen:
                        self.seen[table.number] = at


async def phones(port: int, tables: dict[int, tuple[str, str]], seconds: float, seed: int) -> dict:
    rng = random.Random(seed)
    latencies: list[float] = []
    post_latencies: list[float] = []
    errors: list[str] = []
    confirmed_at: dict[int, float] = {}
    stop = asyncio.Event()
    followers = [Follower(port, phone, latencies, errors) for phone in range(FOLLOWERS)]
    following = [asyncio.ensure_future(follower.run(rng.uniform(0, JOIN_SECONDS), stop)) for follower in followers]
    await asyncio.sleep(JOIN_SECONDS)

    async def table_reports(number: int, tokens: tuple[str, str], start: float, answer_after: float) -> None:
        await asyncio.sleep(start)
        body = {"round": 1, "table": number, "scores": ["180", "150"], "conceded": None,
                "request_id": uuid.uuid4().hex}
        status, reply, took = await request(port, "POST", f"/api/p/{tokens[0]}/report", json.dumps(body).encode(),
                                            phone=2 * number - 2)
        post_latencies.append(took)
        if status != 200:
            errors.append(f"report {number}: {status} {reply[:100]!r}")
            return
        await asyncio.sleep(answer_after)
        body = {"round": 1, "table": number, "request_id": uuid.uuid4().hex}
        status, reply, took = await request(port, "POST", f"/api/p/{tokens[1]}/confirm", json.dumps(body).encode(),
                                            phone=2 * number - 1)
        post_latencies.append(took)
        if status != 200 or json.loads(reply)["status"] != "confirmed":
            errors.append(f"confirm {number}: {status} {reply[:100]!r}")
            return
        confirmed_at[number] = time.monotonic()

    spacing = (seconds - 8) / len(tables)
    began = time.monotonic()
    await asyncio.gather(*(table_reports(number, tokens, index * spacing, rng.uniform(2, 8))
                           for index, (number, tokens) in enumerate(sorted(tables.items()))))
    took = time.monotonic() - began
    await asyncio.sleep(3)  # the last changes reach the pages
    stop.set()
    await asyncio.gather(*following)
    last_revisions = [follower.revisions[-1][0] for follower in followers if follower.revisions]
    return {"latencies": latencies + post_latencies, "posts": post_latencies, "gets": latencies, "errors": errors,
            "confirmed_at": confirmed_at, "took": took, "last_revisions": last_revisions,
            "followers_with_updates": sum(1 for follower in followers if follower.revisions)}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(int(share * len(ordered)), len(ordered) - 1)]


def one_run(location: str, seconds: float, seed: int) -> dict:
    tables = build(location)
    server = subprocess.Popen([sys.executable, "-m", "companion", "event", "serve", location, "--host", "127.0.0.1",
                               "--port", "0"], stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        line = server.stdout.readline()
        port = int(line.rsplit(":", 1)[1].strip().rstrip("/"))
        desk = Desk(location)
        desk.start()
        found = asyncio.run(phones(port, tables, seconds, seed))
        time.sleep(DESK_POLL_S + 1)
        desk.stop.set()
        desk.join()
    finally:
        server.terminate()
        server.wait(timeout=30)
    with EventStore.open(location) as store:
        event = store.load()
        log = store.log()
        revision = store.revision()
    reports = [entry.details["table"] for entry in log if entry.kind is LogKind.PHONE_REPORT]
    confirms = [entry.details["table"] for entry in log if entry.kind is LogKind.PHONE_CONFIRM]
    lost = [table.number for table in event.rounds[0].tables if table.result is None]
    doubled = len(reports) - len(set(reports)) + len(confirms) - len(set(confirms))
    seen = [desk.seen[number] - at for number, at in found["confirmed_at"].items() if number in desk.seen]
    unseen = [number for number in found["confirmed_at"] if number not in desk.seen]
    latencies = [value * 1000 for value in found["latencies"]]
    return {"requests": len(latencies), "p50_ms": statistics.median(latencies), "p99_ms": percentile(latencies, 0.99),
            "max_ms": max(latencies), "post_p99_ms": percentile([value * 1000 for value in found["posts"]], 0.99),
            "get_p99_ms": percentile([value * 1000 for value in found["gets"]], 0.99),
            "lost": lost, "doubled": doubled, "errors": found["errors"][:5], "error_count": len(found["errors"]),
            "seen_max_s": max(seen) if seen else None, "seen_median_s": statistics.median(seen) if seen else None,
            "unseen": unseen, "took_s": found["took"],
            "pages_up_to_date": sum(1 for value in found["last_revisions"] if value == revision),
            "followers_with_updates": found["followers_with_updates"],
            "load_average": os.getloadavg()[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--only", choices=("file", "server"))
    arguments = parser.parse_args()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    folder = Path(tempfile.mkdtemp(prefix="companion-phones-bench-"))
    server = pgserver.get_server(folder / "data", cleanup_mode="delete")
    print(f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
          f"CPython {platform.python_version()}", flush=True)
    results: dict[str, list[dict]] = {"file": [], "server": []}
    try:
        import pg8000.native

        socket_folder = server.get_uri().split("host=")[1]
        for run in range(arguments.runs):
            for kind in ("file", "server"):
                if arguments.only and kind != arguments.only:
                    continue
                if kind == "file":
                    location = str(folder / f"phones-{run}.companion-event")
                else:
                    connection = pg8000.native.Connection("postgres", unix_sock=f"{socket_folder}/.s.PGSQL.5432")
                    connection.run(f"CREATE DATABASE phones_{run}")
                    connection.close()
                    location = server.get_uri(f"phones_{run}")
                found = one_run(location, arguments.seconds, seed=run)
                results[kind].append(found)
                print(kind, json.dumps(found), flush=True)
        for kind, runs in results.items():
            if not runs:
                continue
            p99 = [found["p99_ms"] for found in runs]
            seen = [found["seen_max_s"] for found in runs if found["seen_max_s"] is not None]
            ok = (max(p99) <= P99_BUDGET_MS and all(not found["lost"] and not found["doubled"] and not found["unseen"]
                                                    and not found["error_count"] for found in runs)
                  and max(seen) <= SEEN_BUDGET_S)
            print(f"{kind}: p99 latency median {statistics.median(p99):.0f} ms (runs {min(p99):.0f} – {max(p99):.0f}"
                  f" ms; budget {P99_BUDGET_MS}), p50 {statistics.median(found['p50_ms'] for found in runs):.1f} ms, "
                  f"desk saw each result within {max(seen):.2f} s (median of runs' worst "
                  f"{statistics.median(seen):.2f} s; budget {SEEN_BUDGET_S:g}), lost "
                  f"{sum(len(found['lost']) for found in runs)}, doubled {sum(found['doubled'] for found in runs)}, "
                  f"requests per run {runs[0]['requests']}: {'ok' if ok else 'OVER BUDGET'}", flush=True)
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    main()
