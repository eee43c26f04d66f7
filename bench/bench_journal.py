"""Time one commit of an event file in each journal mode SQLite offers: WAL, and the rollback journal deleted
(DELETE), cut to nothing (TRUNCATE) or kept with its header zeroed (PERSIST, the mode event files use).

Run as ``.venv/bin/python bench/bench_journal.py [--runs 3] [--commits 200]``. Each run makes a fresh database per
mode in a temporary folder on the same disk as the repository (``synchronous=FULL``, as the store), writes 200 rows
of 200 bytes, then times ``--commits`` write transactions (``BEGIN IMMEDIATE``, two rows changed, ``COMMIT``) one
after the other. The modes take turns within each run, so the machine's other load falls on all of them alike;
compare the modes' ratios, not the absolute times across machines.
"""

import argparse
import os
import platform
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

MODES = ("wal", "delete", "truncate", "persist")


def commits(path: Path, mode: str, count: int) -> list[float]:
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute(f"PRAGMA journal_mode = {mode}").fetchall()
        connection.execute("PRAGMA synchronous = FULL")
        connection.execute("CREATE TABLE row (id INTEGER PRIMARY KEY, text TEXT)")
        connection.executemany("INSERT INTO row (text) VALUES (?)", [("x" * 200,)] * 200)
        taken = []
        for number in range(count):
            start = time.perf_counter()
            connection.execute("BEGIN IMMEDIATE")
            connection.execute("UPDATE row SET text = ? WHERE id = ?", ("y" * 200, number % 200 + 1))
            connection.execute("UPDATE row SET text = ? WHERE id = ?", ("z" * 200, number * 7 % 200 + 1))
            connection.execute("COMMIT")
            taken.append((time.perf_counter() - start) * 1000)
        return taken
    finally:
        connection.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--commits", type=int, default=200)
    arguments = parser.parse_args()
    print(f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
          f"SQLite {sqlite3.sqlite_version}, load average {os.getloadavg()[0]:.2f}", flush=True)
    medians: dict[str, list[float]] = {mode: [] for mode in MODES}
    p90s: dict[str, list[float]] = {mode: [] for mode in MODES}
    with tempfile.TemporaryDirectory(prefix=".bench-journal-", dir=Path(__file__).resolve().parents[1]) as folder:
        for run in range(arguments.runs):
            for mode in MODES:
                taken = sorted(commits(Path(folder) / f"{mode}-{run}.db", mode, arguments.commits))
                medians[mode].append(statistics.median(taken))
                p90s[mode].append(taken[int(len(taken) * 0.9)])
    for mode in MODES:
        print(f"{mode:9} commit median {statistics.median(medians[mode]):6.2f} ms (runs {min(medians[mode]):.2f} – "
              f"{max(medians[mode]):.2f}), 90th percentile {statistics.median(p90s[mode]):6.2f} ms (runs "
              f"{min(p90s[mode]):.2f} – {max(p90s[mode]):.2f})", flush=True)


if __name__ == "__main__":
    main()
