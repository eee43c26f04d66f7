"""Time several desks on one event: how soon one desk sees another's result, and pairing on a server.

Run as ``.venv/bin/python bench/bench_multi_desk.py``. It starts a PostgreSQL 16 of its own (pgserver's, on
a Unix socket, with its default durable settings: fsync and synchronous commits on), and compares it
with an event file:

- a result entered on one desk appears on another (budget: within 2 s, median and worst of 50): a second
  process watches the event with ``EventStore.wait_for_change``, as the GUI does (LISTEN/NOTIFY on the
  server, a look every ``POLL_INTERVAL`` at a file), and writes down when it saw each new revision; the
  entering desk reports a result at random moments and writes down when it began to save it. The delay
  runs from that moment (the user's click) to the other desk having read the new revision, the commit
  included (both clocks are the machine's monotonic clock, shared by its processes);
- pairing round 6 of a 256-player event on the server (budget: within 2x of the file): what ``companion
  event pair`` does, read the event, pair it, publish the round; then undone, for the next repetition.
"""

import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

from desk_events import large_event

from companion.tournament.event import Result, Round, Table
from companion.tournament.pairing import pair_round
from companion.tournament.store import POLL_INTERVAL, EventStore, PlayerInput

RESULTS = 50
PAIRINGS = 15
SEEN_BUDGET_S = 2.0
WATCHER = """
import sys, time
from companion.tournament.store import EventStore
with EventStore.open(sys.argv[1], desk="watcher") as store:
    seen = store.revision()
    print("ready", seen, flush=True)
    while True:
        revision = store.wait_for_change(seen, timeout=1.0)
        if revision != seen:
            print(revision, time.monotonic(), flush=True)
            seen = revision
"""


def summary(name: str, samples: list[float], unit: str = "ms", scale: float = 1000) -> str:
    values = [sample * scale for sample in samples]
    line = (f"{name}: median {statistics.median(values):.1f} {unit}, min {min(values):.1f} {unit}, "
            f"max {max(values):.1f} {unit}, n={len(values)}")
    print(line, flush=True)
    return line


def build(location: str, players: int, rounds: int) -> None:
    event = large_event(players, rounds)
    with EventStore.create(location, event.settings) as store:
        store.import_players(PlayerInput(player.name, player.club) for player in event.players)
        for round_ in event.rounds:
            store.publish_round(Round(round_.number, tuple(Table(table.number, table.players)
                                                           for table in round_.tables), round_.bye))
            for table in round_.tables:
                store.report(round_.number, table.number, table.result)


def seen_by_another_desk(location: str) -> list[float]:
    """Delays from a result's saving on this desk to its revision read on the watching desk (seconds)."""
    with EventStore.open(location, desk="entering") as store:
        current = store.load().current_round
        watcher = subprocess.Popen([sys.executable, "-c", WATCHER, location], stdout=subprocess.PIPE, text=True)
        try:
            assert watcher.stdout.readline().startswith("ready")
            rng = random.Random(16)
            delays = []
            for sample in range(RESULTS):
                time.sleep(rng.uniform(0.05, 0.4))  # a result comes whenever a table finishes
                table = current.tables[sample % len(current.tables)]
                entered = time.monotonic()
                store.report(current.number, table.number, Result((1000 + sample, 7)), replace=True)
                revision = store.revision()
                seen_revision, seen_at = watcher.stdout.readline().split()
                assert int(seen_revision) == revision, (seen_revision, revision)
                delays.append(float(seen_at) - entered)
            return delays
        finally:
            watcher.kill()
            watcher.wait()


def pair_round_6(store: EventStore) -> float:
    """Read, pair and publish the next round (seconds); then undo it, for the next repetition."""
    start = time.perf_counter()
    snapshot = store.snapshot()
    pairing = pair_round(snapshot.event)
    store.publish_round(Round(pairing.round, tuple(Table(table.number, table.players) for table in pairing.tables),
                              pairing.bye), based_on_revision=snapshot.revision)
    elapsed = time.perf_counter() - start
    store.undo()
    return elapsed


def main() -> None:
    from importlib.metadata import version

    import pg8000.native

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    folder = Path(tempfile.mkdtemp(prefix="companion-multi-desk-bench-"))
    server = pgserver.get_server(folder / "data", cleanup_mode="delete")
    try:
        socket_folder = server.get_uri().split("host=")[1]
        connection = pg8000.native.Connection("postgres", unix_sock=f"{socket_folder}/.s.PGSQL.5432")
        try:
            print(connection.run("SELECT version()")[0][0].split(" on ")[0],
                  "fsync", connection.run("SHOW fsync")[0][0],
                  "synchronous_commit", connection.run("SHOW synchronous_commit")[0][0],
                  "driver pg8000", version("pg8000"), flush=True)
            for database in ("seen", "pairing"):
                connection.run(f"CREATE DATABASE {database}")
        finally:
            connection.close()
        places = {"file": (str(folder / "seen.companion-event"), str(folder / "pairing.companion-event")),
                  "server": (server.get_uri("seen"), server.get_uri("pairing"))}
        for kind, (seen, _) in places.items():
            build(seen, 64, 1)
            delays = seen_by_another_desk(seen)
            how = "LISTEN/NOTIFY" if kind == "server" else f"a look every {POLL_INTERVAL:g} s"
            summary(f"{kind}: a result seen on another desk ({how}; budget {SEEN_BUDGET_S:g} s)", delays)
        stores = {}
        for kind, (_, paired) in places.items():
            start = time.perf_counter()
            build(paired, 256, 5)
            print(f"{kind}: built the 256-player event after 5 rounds in {time.perf_counter() - start:.1f} s",
                  flush=True)
            stores[kind] = EventStore.open(paired)
        samples = {kind: [] for kind in stores}
        for repetition in range(PAIRINGS):  # interleaved, so the machine's other load falls on both alike
            for kind in sorted(stores, reverse=bool(repetition % 2)):
                samples[kind].append(pair_round_6(stores[kind]))
        medians = {}
        for kind, store in stores.items():
            store.close()
            summary(f"{kind}: read, pair and publish round 6 of 256 players", samples[kind])
            medians[kind] = statistics.median(samples[kind])
        ratio = medians["server"] / medians["file"]
        print(f"server / file: {ratio:.2f}x (budget 2x: {'ok' if ratio <= 2 else 'OVER BUDGET'})", flush=True)
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
