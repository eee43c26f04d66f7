"""Time the desk's documents of a 256-player event (budget: each PDF and the HTML page <= 2 s).

Run as ``.venv/bin/python bench/bench_printouts.py``. Each repetition is what ``companion event export``
does for one format: build the rows from the plain event (standings included), lay the document out and
write the file. The first export of the process, which also starts Qt's offscreen application and reads
the fonts, is reported apart; a 1,024-player event is shown beside for scale.
"""

import random
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from desk_events import large_event

from companion.tournament.document_export import export_document
from companion.tournament.documents import DOCUMENT_FORMATS

BUDGET_S = 2.0
REPETITIONS = 7
FACTIONS = ("Bauhaus", "Capitol", "Imperial", "Mishima", "Cybertronic", "Brotherhood", "Dark Legion", "")


def event_with_factions(players: int, rounds: int):
    """The benchmark event, its last round waiting for a third of its results, every player with a faction."""
    rng = random.Random(players)
    event = large_event(players, rounds)
    last = event.rounds[-1]
    waiting = len(last.tables) // 3
    tables = tuple(replace(table, result=None) if index >= len(last.tables) - waiting else table
                   for index, table in enumerate(last.tables))
    return replace(event, players=tuple(replace(player, faction=rng.choice(FACTIONS)) for player in event.players),
                   rounds=(*event.rounds[:-1], replace(last, tables=tables)))


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="companion-bench-printouts-"))
    for players, rounds in ((256, 8), (1024, 8)):
        event = event_with_factions(players, rounds)
        for fmt in DOCUMENT_FORMATS:
            path = folder / f"{players}-{fmt}"
            start = time.perf_counter()
            export_document(event, fmt, path)
            first = time.perf_counter() - start
            samples = []
            for _ in range(REPETITIONS):
                start = time.perf_counter()
                export_document(event, fmt, path)
                samples.append(time.perf_counter() - start)
            median = statistics.median(samples)
            verdict = f" (budget {BUDGET_S} s: {'ok' if median <= BUDGET_S else 'OVER BUDGET'})" if players == 256 else ""
            print(f"{fmt}, {players} players after {rounds} rounds: median {median:.3f} s, min {min(samples):.3f} s, "
                  f"max {max(samples):.3f} s, n={len(samples)}; first in the process {first:.3f} s, "
                  f"{path.stat().st_size // 1024} KiB{verdict}", flush=True)


if __name__ == "__main__":
    main()
