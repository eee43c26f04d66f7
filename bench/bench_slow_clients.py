"""Time the phones' server under a slowloris on the venue's Wi-Fi: 2,000 connections that never finish their request,
while a phone asks for its pages; how long the server takes to close each kind of slow connection, and how long the
phone waits for its answers.

Run as ``.venv/bin/python bench/bench_slow_clients.py [--runs 3] [--seconds 20]``. Each run makes a 16-player event
with round 1 published and starts ``companion event serve`` as a process of its own on 127.0.0.1; then, from this
process, everything on 127.0.0.1 too:

- baseline: the phone asks for its own page, then for the pairings, the standings, the clock, the stylesheet and
  the state, one after the other, a request every 50 ms for 2 s;
- held: 2,000 connections open (a quarter silent, half sending part of a head, a tenth sending their head a byte a
  second, 50 sending a whole head and then their body a byte a second, the rest a head without its end), the phone
  asks as above while they are open, and each connection's closing by the server is timed: from the connection for
  a silent one, from its first byte for the others;
- sustained: for ``--seconds`` seconds each of the 2,000 opens a new connection as soon as the server closed its
  last, so that 2,000 are open all along; the phone asks as above all the while.

The phone is a process of its own, so its timings are the server's, not this process's (busy with the 2,000); the
three processes share the machine's cores, as the attackers' would not at a venue.

Budgets: every answer the phone gets is 200 and its 99th percentile is at most 250 ms (the phones' budget, as in
``bench_phones.py``); every slow connection is closed within 2 s of its deadline (``connections.IDLE_SECONDS``
for a silent one, ``connections.REQUEST_SECONDS`` for the others).
"""

import argparse
import asyncio
import concurrent.futures
import json
import multiprocessing
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from companion.tournament.event import Round, Table
from companion.tournament.store import EventStore, PlayerInput
from companion.tournament.web import connections

ATTACKERS = 2000
SLOW_BODIES = 50
PLAYERS = 16
P99_BUDGET_MS = 250
CLOSE_MARGIN_S = 2.0
PHONE_EVERY_S = 0.05
"""Within the address's rate (``guard.ADDRESS_RATE``), with the slow bodies' requests: here all share 127.0.0.1."""
PHONE = concurrent.futures.ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"))
"""The phone's own process (spawned: not a copy of this one and its 2,000 sockets)."""
HEADS = {
    "silent": b"",
    "partial": b"GET /standings HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: Mozi",
    "dribble": b"GET / HTTP/1.1\r\nX-Slow: ",
    "slow-body": b"POST /api/p/x/report HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 100\r\n\r\n{",
    "no-end": b"GET /clock HTTP/1.1\r\nHost: 127.0.0.1\r\n",
}


def kinds() -> list[str]:
    """The 2,000 attackers' kinds, in the shares the module's docstring gives."""
    found = ["slow-body"] * SLOW_BODIES + ["silent"] * (ATTACKERS // 4) + ["partial"] * (ATTACKERS // 2)
    found += ["dribble"] * (ATTACKERS // 10)
    return found + ["no-end"] * (ATTACKERS - len(found))


def build(location: str) -> str:
    from tests.tournament.worked import settings

    with EventStore.create(location, settings(seed=7)) as store:
        players = store.import_players([PlayerInput(f"Player {index:02d}") for index in range(1, PLAYERS + 1)])
        store.publish_round(Round(1, tuple(Table(number, (players[2 * number - 2].id, players[2 * number - 1].id))
                                           for number in range(1, PLAYERS // 2 + 1))))
        return next(iter(store.links().values()))


async def request(port: int, path: str) -> tuple[int, float]:
    """One GET on a connection of its own: (status, seconds)."""
    start = time.monotonic()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        await writer.drain()
        data = await reader.read()
    finally:
        writer.close()
    return int(data.split(b" ", 2)[1]) if data else 0, time.monotonic() - start


def phone_process(port: int, token: str, seconds: float) -> list[tuple[int, float]]:
    """``phone`` in a process of its own (``PHONE``): its timings are not those of this process's event loop, busy
    with the 2,000 connections."""
    return asyncio.run(phone(port, token, seconds))


async def phone(port: int, token: str, seconds: float) -> list[tuple[int, float]]:
    """The phone's requests for ``seconds``, one every ``PHONE_EVERY_S``: (status, seconds) each."""
    paths = ("/", "/standings", "/clock", "/static/style.css", "/api/state")
    answers = [await request(port, f"/p/{token}")]  # once: a personal link's own rate is a person's
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answers.append(await request(port, paths[len(answers) % len(paths)]))
        await asyncio.sleep(PHONE_EVERY_S)
    return answers


async def drip(writer: asyncio.StreamWriter) -> None:
    """A byte a second, until cancelled (once the server closed the connection, the bytes go nowhere)."""
    while not writer.is_closing():
        await asyncio.sleep(1)
        writer.write(b"x")


async def attacker(port: int, kind: str, closed: dict[str, list[float]], keep_going: asyncio.Event | None) -> None:
    """One slow connection (again and again while ``keep_going`` is set): its part of a request, a byte a second if
    it dribbles, until the server closes it; the seconds that took go to ``closed[kind]``."""
    while True:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        since = time.monotonic()
        writer.write(HEADS[kind])
        dripping = None
        if kind in ("dribble", "slow-body"):
            dripping = asyncio.ensure_future(drip(writer))
        try:
            while await reader.read(4096):
                pass
        except OSError:
            pass
        closed[kind].append(time.monotonic() - since)
        if dripping is not None:
            dripping.cancel()
        writer.close()
        if keep_going is None or not keep_going.is_set():
            return


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(int(share * len(ordered)), len(ordered) - 1)]


def summary(answers: list[tuple[int, float]]) -> dict:
    milliseconds = [seconds * 1000 for _, seconds in answers]
    statuses: dict[int, int] = {}
    for status, _ in answers:
        statuses[status] = statuses.get(status, 0) + 1
    return {"requests": len(answers), "not_200": sum(status != 200 for status, _ in answers), "statuses": statuses,
            "p50_ms": round(statistics.median(milliseconds), 1), "p99_ms": round(percentile(milliseconds, 0.99), 1),
            "max_ms": round(max(milliseconds), 1)}


async def attack(port: int, token: str, seconds: float) -> dict:
    loop = asyncio.get_running_loop()

    async def phone_for(seconds: float) -> dict:
        return summary(await loop.run_in_executor(PHONE, phone_process, port, token, seconds))

    found: dict = {"baseline": await phone_for(2)}
    closed: dict[str, list[float]] = {kind: [] for kind in HEADS}
    attackers = []
    opened = time.monotonic()
    for index, kind in enumerate(kinds()):
        attackers.append(asyncio.ensure_future(attacker(port, kind, closed, None)))
        if index % 200 == 199:
            await asyncio.sleep(0.01)
    found["open_all_s"] = round(time.monotonic() - opened, 2)
    found["held"] = await phone_for(2)
    await asyncio.wait_for(asyncio.gather(*attackers), connections.REQUEST_SECONDS + 30)
    found["closed_after_s"] = {kind: {"median": round(statistics.median(times), 2), "max": round(max(times), 2)}
                               for kind, times in closed.items()}
    keep_going = asyncio.Event()
    keep_going.set()
    closed = {kind: [] for kind in HEADS}
    attackers = [asyncio.ensure_future(attacker(port, kind, closed, keep_going)) for kind in kinds()]
    found["sustained"] = await phone_for(seconds)
    keep_going.clear()
    await asyncio.wait_for(asyncio.gather(*attackers), connections.REQUEST_SECONDS + 30)
    found["sustained"]["closed_by_server"] = sum(len(times) for times in closed.values())
    found["sustained"]["closed_max_s"] = round(max(max(times) for times in closed.values() if times), 2)
    return found


def one_run(location: str, seconds: float) -> dict:
    token = build(location)
    server = subprocess.Popen([sys.executable, "-m", "companion", "event", "serve", location, "--host", "127.0.0.1",
                               "--port", "0"], stdout=subprocess.PIPE, text=True,
                              env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        line = server.stdout.readline()
        port = int(line.rsplit(":", 1)[1].strip().rstrip("/"))
        found = asyncio.run(attack(port, token, seconds))
    finally:
        server.terminate()
        server.wait(timeout=30)
    found["load_average"] = os.getloadavg()[0]
    return found


def within_budget(found: dict) -> bool:
    answers = (found["baseline"], found["held"], found["sustained"])
    closing = all(times["max"] <= (connections.IDLE_SECONDS if kind == "silent" else connections.REQUEST_SECONDS)
                  + CLOSE_MARGIN_S for kind, times in found["closed_after_s"].items())
    return all(not part["not_200"] and part["p99_ms"] <= P99_BUDGET_MS for part in answers) and closing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=20)
    arguments = parser.parse_args()
    connections.open_files(3 * ATTACKERS)  # this process holds the attackers' ends
    print(f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
          f"CPython {platform.python_version()}", flush=True)
    folder = Path(tempfile.mkdtemp(prefix="companion-slow-bench-"))
    try:
        runs = []
        for run in range(arguments.runs):
            found = one_run(str(folder / f"slow-{run}.companion-event"), arguments.seconds)
            runs.append(found)
            print(json.dumps(found), flush=True)
        for part in ("baseline", "held", "sustained"):
            p99 = [found[part]["p99_ms"] for found in runs]
            print(f"{part}: the phone's p99 {statistics.median(p99):.1f} ms (runs {min(p99):.1f} – {max(p99):.1f}), "
                  f"p50 {statistics.median(found[part]['p50_ms'] for found in runs):.1f} ms, answers not 200: "
                  f"{sum(found[part]['not_200'] for found in runs)}", flush=True)
        for kind in HEADS:
            worst = [found["closed_after_s"][kind]["max"] for found in runs]
            print(f"{kind}: closed after {statistics.median(found['closed_after_s'][kind]['median'] for found in runs)}"
                  f" s (median), at worst {max(worst)} s", flush=True)
        print("ok" if all(within_budget(found) for found in runs) else "OVER BUDGET", flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    main()
