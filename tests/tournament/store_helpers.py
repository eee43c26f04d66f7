"""What the store's and the CLI's tests share: a fresh event, plain pairings, a file's state."""

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from pathlib import Path

from companion.tournament.event import Result, Round, Table
from companion.tournament.store import EventStore
from tests.tournament.worked import settings


@contextmanager
def plain_server(location: str, *, transaction: bool = False) -> Iterator:
    """The plain driver (pg8000's native interface) on a database of the tests' server, reached by its socket
    folder as pgserver's addresses name it; with ``transaction``, the statements run in one, committed at the end
    (rolled back by closing if one fails)."""
    import pg8000.native
    from sqlalchemy.engine import make_url

    url = make_url(location)
    connection = pg8000.native.Connection(url.username or "postgres", password=url.password or None,
                                          database=url.database,
                                          unix_sock=f"{url.query['host']}/.s.PGSQL.{url.port or 5432}")
    try:
        if transaction:
            connection.run("BEGIN")
        yield connection
        if transaction:
            connection.run("COMMIT")
    finally:
        connection.close()


def new_store(location: str, names=("Ann", "Bob", "Cid", "Dan"), desk: str = "Desk A", **changes) -> EventStore:
    """A new event at ``location`` (a file or an empty database) with these players."""
    store = EventStore.create(location, settings(**changes), desk=desk)
    for name in names:
        store.add_player(name)
    return store


def ids(store: EventStore) -> dict[str, int]:
    return {player.name: player.id for player in store.load().players}


def round_of(number: int, *pairs, bye=None) -> Round:
    """A round with the tables 1, 2, … seating the pairs in order (player ids)."""
    return Round(number, tuple(Table(index, pair) for index, pair in enumerate(pairs, start=1)), bye)


def result(first, second, conceded=None) -> Result:
    return Result((Fraction(first), Fraction(second)), conceded)


def file_rows(path: Path) -> dict[str, list[tuple]]:
    """Every row of every table, read with plain sqlite3 (what is really in the file)."""
    connection = sqlite3.connect(path)
    try:
        names = [row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {name: sorted(connection.execute(f'SELECT * FROM "{name}"').fetchall(), key=repr) for name in names}
    finally:
        connection.close()  # the last connection to close removes the -wal and -shm files


JOURNAL_HEADER = 28
"""The bytes of a rollback journal's header, zeroed by the commit that leaves the journal holding nothing."""


def side_files_hold_nothing(path: Path) -> bool:
    """Whether every file SQLite keeps beside the event file holds nothing: no ``-wal`` or ``-shm``, and a kept
    ``-journal``, if any, with its header zeroed (not a journal to roll back). The journal is another file than the
    event's: reading it here takes no lock of the event's away."""
    folder = path.parent
    beside = sorted(name for name in (entry.name for entry in folder.iterdir())
                    if name.startswith(path.name) and name != path.name)
    if beside not in ([], [f"{path.name}-journal"]):
        return False
    if beside:
        with open(folder / beside[0], "rb") as journal:
            return journal.read(JOURNAL_HEADER).strip(b"\0") == b""
    return True
