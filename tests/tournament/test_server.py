"""What only a server has: addresses, passwords, connections that time out or break, and the notes that tell
a desk of another desk's change. Each refusal is one line (exit 2 in the CLI) and changes nothing."""

import socket
import subprocess
import sys
import threading
import time

import pytest

from companion.tournament import server
from companion.tournament import store as store_module
from companion.tournament.errors import EventLocked, ServerUnavailable, Unavailable
from companion.tournament.store import EventStore
from tests.tournament.store_helpers import ids, new_store, plain_server, result, round_of


def one_line(run, *arguments, match: str) -> str:
    status, out, err = run(*arguments)
    assert (status, out) == (2, "") and err.count("\n") == 1, err
    assert match in err, err
    return err


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_an_address_the_desk_cannot_use_is_one_line_without_its_password(run):
    err = one_line(run, "show", "postgresql://desk:secret@127.0.0.1:five/spring", match="is not a database address")
    assert "secret" not in err
    one_line(run, "show", "postgresql://desk@127.0.0.1/", match="names no database: one database holds one event")
    err = one_line(run, "standings", "mysql://desk:secret@127.0.0.1/spring",
                   match="an event is a file, or a database on a PostgreSQL server")
    assert "secret" not in err


def test_a_server_that_refuses_connections_is_one_line_at_once(run):
    started = time.perf_counter()
    err = one_line(run, "show", f"postgresql://desk:secret@127.0.0.1:{free_port()}/spring",
                   match="refuses connections: is PostgreSQL running there?")
    assert time.perf_counter() - started < 2 and "secret" not in err


def test_a_server_that_does_not_answer_is_one_line_within_the_connect_timeout(tmp_path):
    """A machine that takes the connection and never answers (here a socket that listens and never replies)."""
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        address = f"postgresql://desk@127.0.0.1:{silent.getsockname()[1]}/spring"
        started = time.perf_counter()
        refused = subprocess.run([sys.executable, "-m", "companion", "event", "pair", address], capture_output=True,
                                 text=True, timeout=60)
        waited = time.perf_counter() - started
    assert (refused.returncode, refused.stdout) == (2, "")
    assert refused.stderr == f"companion event pair: the event server {address} does not answer (waited " \
                             f"{server.CONNECT_TIMEOUT} seconds)\n"
    assert server.CONNECT_TIMEOUT <= waited < server.CONNECT_TIMEOUT + 5


@pytest.fixture
def with_password(postgres_places):
    """A user who must give a password (the session's server trusts everyone else), owning a new event."""
    places = postgres_places
    location = places.event("guarded")
    new_store(location).close()
    database = location.split("/")[3].split("?")[0]
    try:
        places.admin("CREATE ROLE desk_user LOGIN PASSWORD 'right horse'")
    except Exception:  # made by an earlier test of this session
        pass
    places.admin(f'GRANT ALL ON DATABASE "{database}" TO desk_user')
    places.execute(location, "GRANT ALL ON ALL TABLES IN SCHEMA public TO desk_user",
                   "GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO desk_user")
    hba = places.server.pgdata / "pg_hba.conf"
    original = hba.read_text()
    hba.write_text("local all desk_user scram-sha-256\n" + original)
    places.admin("SELECT pg_reload_conf()")
    socket_folder = location.split("host=")[1]
    try:
        yield lambda password: f"postgresql://desk_user{password}@/{database}?host={socket_folder}", location
    finally:
        hba.write_text(original)
        places.admin("SELECT pg_reload_conf()")


def test_a_wrong_or_missing_password_is_one_line_and_the_right_one_works(run, with_password, postgres_places):
    address, location = with_password
    before = postgres_places.rows(location)
    err = one_line(run, "add-player", address(":wrong"), "Eve", match=": wrong password for user desk_user")
    assert "wrong" not in err.replace("wrong password", "")
    one_line(run, "add-player", address(""), "Eve", match="the server asks a password for user desk_user")
    assert postgres_places.rows(location) == before
    assert run("add-player", address(":right%20horse"), "Eve")[:2] == (0, "added Eve\n")


def test_the_password_comes_from_pgpassword_or_the_password_file_as_with_libpq(run, with_password, monkeypatch,
                                                                              tmp_path):
    address, _ = with_password
    database = address("").split("/")[3].split("?")[0]
    monkeypatch.delenv("PGPASSWORD", raising=False)
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "none"))
    monkeypatch.setenv("PGPASSWORD", "wrong")
    one_line(run, "add-player", address(""), "Eve", match=": wrong password for user desk_user")
    monkeypatch.setenv("PGPASSWORD", "right horse")
    assert run("add-player", address(""), "Eve")[:2] == (0, "added Eve\n")
    monkeypatch.delenv("PGPASSWORD")
    password_file = tmp_path / "pgpass"
    # a socket folder is "localhost" to the file; the first line that fits wins; \: is a colon in a field
    password_file.write_text(f"# the venue's server\nlocalhost:5432:other_event:desk_user:no\n"
                             f"*:5432:{database}:desk_user:right horse\nlocalhost:*:*:*:no\n")
    password_file.chmod(0o600)
    monkeypatch.setenv("PGPASSFILE", str(password_file))
    assert run("add-player", address(""), "Fay")[:2] == (0, "added Fay\n")
    password_file.chmod(0o644)  # others may read it: ignored, as libpq does
    one_line(run, "add-player", address(""), "Gus", match="the server asks a password for user desk_user")
    assert server._password_fields(r"host\:1:5432:db:user:pass:wo\\rd") == ["host:1", "5432", "db", "user",
                                                                            "pass:wo\\rd"]


def test_a_missing_database_or_user_is_one_line(run, postgres_places):
    folder = postgres_places.server.get_uri().split("host=")[1]
    one_line(run, "show", f"postgresql://postgres@/no_such_event?host={folder}",
             match="the server has no database no_such_event")
    one_line(run, "show", f"postgresql://nobody@/postgres?host={folder}", match="the server has no user nobody")


def test_an_address_without_a_user_logs_in_as_this_systems_user_as_with_libpq(run, postgres_places, monkeypatch):
    folder = postgres_places.server.get_uri().split("host=")[1]
    monkeypatch.setattr(server.getpass, "getuser", lambda: "organiser")
    one_line(run, "show", f"postgresql:///postgres?host={folder}", match="the server has no user organiser")
    monkeypatch.setattr(server.getpass, "getuser", lambda: "postgres")
    status, _out, err = run("show", f"postgresql:///postgres?host={folder}")
    assert "no user" not in err


def backend_pids(places, location: str, query: str = "") -> list[int]:
    """The server processes of the desk connections to that event's database (optionally: running ``query``)."""
    database = location.split("/")[3].split("?")[0]
    with plain_server(places.server.get_uri()) as connection:
        return [row[0] for row in connection.run(
            "SELECT pid FROM pg_stat_activity WHERE datname = :database AND application_name = 'Companion desk' "
            "AND query LIKE :query", database=database, query=f"{query}%")]


def terminate(places, pids: list[int]) -> None:
    for pid in pids:
        places.admin(f"SELECT pg_terminate_backend({pid})")


def test_a_connection_broken_in_the_middle_of_an_action_leaves_nothing_and_the_next_action_reconnects(postgres_places):
    places = postgres_places
    with new_store(places.event()) as store:
        people = ids(store)
        store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        before, rows = store.snapshot(), places.rows(store.location)
        from tests.tournament.test_store_files import hold_the_write_lock

        locked = threading.Event()
        holder = threading.Thread(target=hold_the_write_lock, args=(places, store.location, 3, locked))
        holder.start()
        locked.wait()
        outcome = []
        reporter = threading.Thread(target=lambda: outcome.append(_attempt(lambda: store.report(1, 1, result(3, 1)))))
        reporter.start()
        deadline = time.monotonic() + 10
        while not (waiting := backend_pids(places, store.location, "UPDATE event")) and time.monotonic() < deadline:
            time.sleep(0.05)
        terminate(places, waiting)  # the server drops the desk in the middle of its action
        reporter.join()
        holder.join()
        error = outcome[0]
        assert isinstance(error, ServerUnavailable) and not error.maybe_saved
        assert str(error) == f"the connection to the event server {store.where} broke: nothing was saved"
        assert places.rows(store.location) == rows and store.snapshot() == before
        terminate(places, backend_pids(places, store.location))  # every pooled connection is gone too
        assert store.report(1, 1, result(3, 1)).outcome.value == "recorded"
        assert store.load().rounds[0].tables[0].result == result(3, 1)


def _attempt(action):
    try:
        return action()
    except Exception as error:  # the test looks at what the desk was told
        return error


def test_a_connection_lost_while_committing_says_the_change_may_have_been_kept():
    import pg8000
    from sqlalchemy.engine import make_url

    url = make_url("postgresql+pg8000://desk@venue:5432/spring")
    lost = pg8000.InterfaceError("network error")
    saving = server.server_error(lost, url, committing=True)
    assert isinstance(saving, ServerUnavailable) and saving.maybe_saved
    assert str(saving) == "the connection to the event server postgresql://desk@venue:5432/spring broke while " \
                          "saving: reload to see whether the change was kept"
    before = server.server_error(lost, url)
    assert isinstance(before, ServerUnavailable) and not before.maybe_saved
    terminated = pg8000.DatabaseError({"S": "FATAL", "C": "57P01", "M": "terminating connection due to "
                                                                       "administrator command"})
    assert str(server.server_error(terminated, url)) == str(before)
    locked = server.server_error(pg8000.DatabaseError({"S": "ERROR", "C": "55P03", "M": "canceling statement due to "
                                                                                   "lock timeout"}),
                                 url, busy_timeout=10)
    assert isinstance(locked, EventLocked) and isinstance(locked, Unavailable) and not locked.maybe_saved
    assert "locked for more than 10 seconds" in str(locked)


@pytest.fixture
def two_desks(places):
    """One event open on two desks, as two stores."""
    location = places.event()
    with new_store(location) as first, EventStore.open(location, desk="Desk B") as second:
        yield first, second


def test_a_desk_waiting_for_changes_sees_another_desks_change_at_once(two_desks):
    watching, entering = two_desks
    seen = watching.revision()
    assert watching.wait_for_change(seen, timeout=0.3) == seen  # nothing changed: back after the timeout
    changes = []
    watcher = threading.Thread(target=lambda: changes.append((watching.wait_for_change(seen, timeout=10),
                                                              time.perf_counter())))
    watcher.start()
    time.sleep(0.3)
    entered = time.perf_counter()
    entering.add_player("Eve")
    watcher.join()
    revision, noticed = changes[0]
    assert revision == seen + 1 and watching.load().player_named("Eve") is not None
    bound = 0.5 if watching.path is None else store_module.POLL_INTERVAL + 0.5
    assert noticed - entered < bound
    assert watching.wait_for_change(seen, timeout=10) == seen + 1  # a change made before the call: at once


def test_a_lost_listener_is_reported_and_made_again(postgres_places):
    location = postgres_places.event()
    with new_store(location) as store:
        seen = store.revision()
        assert store.wait_for_change(seen, timeout=0.1) == seen
        terminate(postgres_places, backend_pids(postgres_places, location, "SELECT revision FROM event"))
        with pytest.raises(ServerUnavailable, match="broke: nothing was saved"):
            store.wait_for_change(seen, timeout=1)
        store.add_player("Eve")
        assert store.wait_for_change(seen, timeout=1) == seen + 1


def test_the_dialog_fields_make_an_address_that_keeps_any_password(postgres_places):
    from sqlalchemy.engine import make_url

    from companion.model.errors import InputError
    from companion.tournament.store import server_address

    address = server_address(" 192.168.1.10 ", 5432, "spring_cup", "spring_desk", "p@ss:w/rd %?")
    assert address == "postgresql://spring_desk:p%40ss%3Aw%2Frd %25%3F@192.168.1.10:5432/spring_cup"
    assert make_url(address).password == "p@ss:w/rd %?" and make_url(address).host == "192.168.1.10"
    assert server_address("localhost", 5433, "cup", "desk") == "postgresql://desk@localhost:5433/cup"
    for fields, field in (((" ", 5432, "cup", "desk"), "host"), (("h", 5432, "", "desk"), "database"),
                          (("h", 5432, "cup", " "), "user"), (("h", 0, "cup", "desk"), "port"),
                          (("h", 65536, "cup", "desk"), "port")):
        with pytest.raises(InputError) as refused:
            server_address(*fields)
        assert refused.value.field == field
    location = postgres_places.event()
    new_store(location).close()
    database = location.split("/")[3].split("?")[0]
    folder = location.split("host=")[1]
    # the address opens the event (here over the server's socket, which takes the socket folder as the host)
    with EventStore.open(server_address(folder, 5432, database, "postgres", "unused")) as store:
        assert [player.name for player in store.load().players] == ["Ann", "Bob", "Cid", "Dan"]
        assert "unused" not in store.where


@pytest.mark.parametrize("fields", [
    ("192.168.1.10", 5432, "spring_cup", "spring_desk", "p@ss:w/rd %?"),
    ("/var/run/postgresql", 5433, "cup", "desk", ""),
    ("venue.local", 5432, "cup", "desk", ""),
])
def test_an_address_reads_back_as_the_fields_it_was_made_of(fields):
    from companion.tournament.store import ServerFields, server_address, server_fields

    assert server_fields(server_address(*fields)) == ServerFields(*fields)


def test_what_is_not_a_server_address_has_no_fields():
    from companion.tournament.store import ServerFields, server_fields

    assert server_fields("spring.companion-event") is None and server_fields("sqlite:///x.companion-event") is None
    assert server_fields("postgresql://desk@venue:port/cup") is None
    assert server_fields("postgresql://desk@venue/cup") == ServerFields("venue", 5432, "cup", "desk")
