"""Time the desk's store on a 256-player event after 8 rounds (budget: opening it, median <= 300 ms).

Run as ``.venv/bin/python bench/bench_store.py``. The event of ``desk_events.large_event`` is
written through the store (players imported, each round published, every result reported),
then timed:
- opening it and reading the whole event, in a process that has loaded the desk already;
- the same as a whole new process (interpreter, imports, open, read), from outside, beside
  a process that does nothing;
- reading the whole event from a store already open;
- one result committed (a replaced result of round 8; WAL, synchronous commit);
- a result entered, then the event read back and its standings computed (what the Standings page does).
"""

import statistics
import subprocess
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path

from desk_events import large_event

from companion.tournament.event import Result, Round, Table
from companion.tournament.standings import standings
from companion.tournament.store import EventStore, PlayerInput

OPEN_BUDGET_MS = 300.0


def build(path: Path, players: int, rounds: int) -> None:
    event = large_event(players, rounds)
    with EventStore.create(path, event.settings) as store:
        added = store.import_players(PlayerInput(player.name, player.club) for player in event.players)
        assert [player.id for player in added] == [player.id for player in event.players]
        for round_ in event.rounds:
            store.publish_round(Round(round_.number, tuple(Table(table.number, table.players)
                                                           for table in round_.tables), round_.bye))
            for table in round_.tables:
                store.report(round_.number, table.number, table.result)
        assert store.load() == event


def report(name: str, samples: list[float], budget: float | None = None) -> None:
    median = statistics.median(samples)
    verdict = "" if budget is None else f" (budget {budget:g} ms: {'ok' if median <= budget else 'OVER BUDGET'})"
    print(f"{name}: median {median:.1f} ms, min {min(samples):.1f} ms, max {max(samples):.1f} ms, "
          f"n={len(samples)}{verdict}", flush=True)


def timed(action, repetitions: int) -> list[float]:
    samples = []
    for _ in range(repetitions):
        start = time.perf_counter()
        action()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def open_and_read(path: Path) -> None:
    with EventStore.open(path) as store:
        store.load()


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.companion-event"
        start = time.perf_counter()
        build(path, 256, 8)
        print(f"built the 256-player, 8-round event in {time.perf_counter() - start:.1f} s "
              f"({path.stat().st_size / 1e6:.2f} MB)", flush=True)
        open_and_read(path)  # the first open warms the page cache, as a desk's earlier session would
        report("open + read the whole event (desk loaded)", timed(lambda: open_and_read(path), 30), OPEN_BUDGET_MS)
        report("a new process that does nothing (the interpreter's start)", timed(
            lambda: subprocess.run([sys.executable, "-c", "pass"], check=True), 7))
        code = "import sys; from companion.tournament.store import EventStore; EventStore.open(sys.argv[1]).load()"
        report("a new process: start, import, open + read", timed(
            lambda: subprocess.run([sys.executable, "-c", code, str(path)], check=True), 7))
        with EventStore.open(path) as store:
            report("read the whole event (store open)", timed(store.load, 30))
            tables = store.load().rounds[-1].tables
            scores = iter(range(10**6))

            def enter_a_result() -> None:
                table = tables[next(scores) % len(tables)]
                store.report(8, table.number, Result((Fraction(next(scores) % 300), Fraction(7))), replace=True)

            report("one result committed", timed(enter_a_result, 50))
            report("a result committed, the event read back, its standings computed",
                   timed(lambda: (enter_a_result(), standings(store.load())), 30))


if __name__ == "__main__":
    main()
