"""Where the desk's tests keep their events: a file, or a database on a real PostgreSQL server.

``places`` is parametrised: every store, CLI and reliability test that takes it runs once on SQLite files
and once on PostgreSQL. One server (PostgreSQL 16 from the ``pgserver`` wheel, reached through a Unix
socket) serves the whole session: started by the first test that needs it, stopped and deleted at the
end. Each event gets a database of its own on it. The server runs with ``fsync`` off: only a crash of the
machine itself could lose a commit that way, and no test crashes the machine.
"""

import itertools
import shutil
import sqlite3
import subprocess
import tempfile
import warnings
from pathlib import Path

import pytest

from companion import app
from tests.tournament.store_helpers import file_rows, plain_server

KINDS = ("sqlite", "postgresql")


def import_pgserver():
    """The pgserver package, without its warning that XDG_RUNTIME_DIR is not set (its lock file then goes to /tmp)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    return pgserver


@pytest.fixture(scope="session")
def postgres():
    """The session's PostgreSQL server (a ``pgserver.PostgresServer``), stopped and deleted when the session ends.

    Its data folder is a temporary folder of its own: run as root, pgserver runs the server as a user of its own,
    who may enter that folder but not pytest's (private) temporary folders."""
    pgserver = import_pgserver()
    folder = Path(tempfile.mkdtemp(prefix="companion-postgres-"))
    server = pgserver.get_server(folder / "data", cleanup_mode="delete")
    try:
        with plain_server(server.get_uri()) as connection:
            connection.run("ALTER SYSTEM SET fsync = off")
            connection.run("ALTER SYSTEM SET full_page_writes = off")
            connection.run("SELECT pg_reload_conf()")
        yield server
    finally:
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def own_server():
    """A PostgreSQL server of the test's own, to stop and start again; stopped and deleted at the end."""
    pgserver = import_pgserver()

    folder = Path(tempfile.mkdtemp(prefix="companion-restart-"))
    server = pgserver.get_server(folder / "data", cleanup_mode="delete")
    socket_folder = server.get_uri().split("host=")[1]

    def pg_ctl(*arguments: str) -> None:
        pgserver.pg_ctl(["-w", *arguments], pgdata=server.pgdata, user=server.system_user, timeout=60)

    def stop() -> None:
        pg_ctl("-m", "fast", "stop")

    def start() -> None:
        pg_ctl("-o", '-h ""', "-o", f"-k {socket_folder}", "-l", str(server.log), "start")

    try:
        yield server, stop, start
    finally:
        try:
            stop()
        except subprocess.CalledProcessError:  # already stopped
            pass
        server.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


class Places:
    """New, distinct event locations of one kind, and what a test needs to look inside them."""

    _numbers = itertools.count(1)

    def __init__(self, kind: str, folder: Path, server=None):
        self.kind = kind
        self.folder = folder
        self.server = server

    @property
    def sqlite(self) -> bool:
        return self.kind == "sqlite"

    def event(self, name: str = "spring") -> str:
        """Where a new event can be created: a file that does not exist yet, or an empty database."""
        number = next(self._numbers)
        if self.sqlite:
            return str(self.folder / f"{name}-{number}.companion-event")
        database = f"{name.replace('-', '_')}_{number}"
        self.admin(f'CREATE DATABASE "{database}" STRATEGY FILE_COPY')
        return self.server.get_uri(database)

    def admin(self, statement: str) -> None:
        """A statement for the whole server (outside any database's transaction)."""
        with plain_server(self.server.get_uri()) as connection:
            connection.run(statement)

    def execute(self, location: str, *statements: str) -> None:
        """Plain SQL on the event's own database, committed: what a test does behind the store's back."""
        if self.sqlite:
            connection = sqlite3.connect(location)
            try:
                with connection:
                    for statement in statements:
                        connection.execute(statement)
            finally:
                connection.close()
            return
        with plain_server(location, transaction=True) as connection:
            for statement in statements:
                connection.run(statement)

    def rows(self, location: str) -> dict[str, list[tuple]] | None:
        """Every row of every table, read with the plain driver (what the database really holds)."""
        if self.sqlite:
            path = Path(location)
            if not path.is_file():
                return None
            data = path.read_bytes()
            try:
                return file_rows(path) if data.startswith(b"SQLite format 3\x00") else {"bytes": [(data,)]}
            except sqlite3.DatabaseError:  # a SQLite header and garbage
                return {"bytes": [(data,)]}
        with plain_server(location, transaction=True) as connection:
            names = [row[0] for row in connection.run(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")]
            return {name: sorted((tuple(row) for row in connection.run(f'SELECT * FROM "{name}"')), key=repr)
                    for name in names}

    def sound(self, location: str) -> None:
        """The database is consistent: SQLite's own checks, and on both one log entry per committed change."""
        if self.sqlite:
            connection = sqlite3.connect(location)
            try:
                assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
                assert connection.execute("PRAGMA foreign_key_check").fetchall() == []
                revision, logged = connection.execute(
                    "SELECT revision, (SELECT count(*) FROM change_log) FROM event").fetchone()
            finally:
                connection.close()
        else:
            with plain_server(location, transaction=True) as connection:
                # No transaction of a vanished desk still holds the event.
                [(revision, logged)] = connection.run(
                    "SELECT revision, (SELECT count(*) FROM change_log) FROM event FOR UPDATE NOWAIT")
        assert logged == revision


@pytest.fixture
def run(capsys):
    """Run ``companion event ...`` in this process: (exit status, stdout, stderr)."""

    def run_event(*arguments) -> tuple[int, str, str]:
        try:
            status = app.main(["event", *map(str, arguments)])
        except SystemExit as exit_:
            status = exit_.code
        out, err = capsys.readouterr()
        return status, out, err

    return run_event


@pytest.fixture(params=KINDS)
def places(request, tmp_path):
    if request.param == "sqlite":
        return Places("sqlite", tmp_path)
    return Places("postgresql", tmp_path, request.getfixturevalue("postgres"))


@pytest.fixture
def postgres_places(tmp_path, postgres):
    """Databases on the server only, for what only a server has (its addresses, passwords, outages)."""
    return Places("postgresql", tmp_path, postgres)


@pytest.fixture
def every_place(tmp_path, postgres):
    """Both kinds at once, for what goes from one to the other: ``every_place["sqlite"]``, ``["postgresql"]``."""
    return {"sqlite": Places("sqlite", tmp_path), "postgresql": Places("postgresql", tmp_path, postgres)}


@pytest.fixture(scope="module")
def command_line_locale():
    """No language chosen, as ``companion event export`` runs: ISO dates and numbers with a point.

    The GUI tests in the same run leave the locale of the language their last test chose."""
    from PySide6.QtCore import QLocale

    previous = QLocale()
    QLocale.setDefault(QLocale.c())
    yield
    QLocale.setDefault(previous)


@pytest.fixture
def event_file(places, run):
    """A Warzone event (points limit 500) with the worked example's four players, in a file or a database."""
    path = places.event()
    assert run("create", path, "--game", "warzone", "--name", "Spring", "--points-limit", 500, "--seed", 4)[0] == 0
    for name in ("Ann", "Bob", "Cid", "Dan"):
        assert run("add-player", path, name)[0] == 0
    return path


@pytest.fixture
def refused(run, places):
    def assert_refused(location, *arguments, match: str) -> str:
        """The command exits 2 with one line on stderr that says ``match``, prints nothing, and leaves what the
        event's file or database holds (its rows, a file's bytes, or nothing at all) as it was."""
        before = places.rows(str(location))
        status, out, err = run(*arguments)
        assert (status, out) == (2, ""), err
        assert err.count("\n") == 1 and err.endswith("\n"), err
        assert match in err, err
        assert places.rows(str(location)) == before
        return err

    return assert_refused


@pytest.fixture
def speak(qapp):
    """Switch the app's language for a test, and back to no language (as the command line runs) after it."""
    from PySide6.QtCore import QLocale

    from companion.gui.i18n import Translations

    translations = Translations(qapp)
    previous = QLocale()
    yield translations.switch
    for translator in translations._installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(previous)
