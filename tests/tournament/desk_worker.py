"""A desk as a separate process, for the reliability tests: it writes to an event and says what is committed.

    python tests/tournament/desk_worker.py run EVENT
        pair each next round and report its tables, forever; prints "paired R" and
        "reported R T" after each commit (the test kills it with SIGKILL)
    python tests/tournament/desk_worker.py report EVENT DESK GO TABLE...
        wait until the file GO exists, then report these tables of round 1
    python tests/tournament/desk_worker.py pair EVENT GO
        read the event, wait until GO exists, then pair and publish the next round;
        exits 0 when it published, 3 when the store refused (and prints why)

Every result is ``result_for(round, table)``, so the test knows what each table must hold.
"""

import sys
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from companion.tournament.errors import DeskError  # noqa: E402
from companion.tournament.event import Result, Round, Table  # noqa: E402
from companion.tournament.pairing import pair_round  # noqa: E402
from companion.tournament.store import EventStore  # noqa: E402

REFUSED = 3


def result_for(round_number: int, table: int) -> Result:
    """A distinct, exact result per table (half points included), now and then a concession."""
    first = Fraction(100 + (round_number * 37 + table * 11) % 200, 2)
    second = Fraction((round_number * 13 + table * 7) % 150)
    return Result((first, second), 1 if (round_number + table) % 7 == 0 else None)


def publish_next(store: EventStore) -> Round:
    snapshot = store.snapshot()
    pairing = pair_round(snapshot.event)
    round_ = Round(pairing.round, tuple(Table(table.number, table.players) for table in pairing.tables), pairing.bye)
    return store.publish_round(round_, based_on_revision=snapshot.revision).round


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


if __name__ == "__main__":
    command, *arguments = sys.argv[1:]
    if command == "run":
        run(*arguments)
    elif command == "report":
        report(arguments[0], arguments[1], arguments[2], arguments[3:])
    else:
        sys.exit(pair(*arguments))
