"""A server's address and a server's answers as an attacker or bad luck would give them: a password holding an
unencoded ``@``, a server that answers one byte at a time. Each is one line (exit 2) and changes nothing."""

import socket
import struct
import subprocess
import sys
import threading
import time

from companion.tournament.store import postgres as server


def test_an_address_with_two_at_signs_is_refused_without_showing_or_looking_up_its_host(run, monkeypatch):
    """An unencoded ``@`` in a password: the part after it is no host name, and the address holds the password."""
    looked_up = []

    def lookup(*arguments, **options):
        looked_up.append(arguments)
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", lookup)
    address = "postgresql://desk:TopSecret@127.0.0.1@127.0.0.1/spring"
    for arguments in (("show", address), ("standings", address, "--json"), ("add-player", address, "Ann"),
                      ("copy", address, "spring.companion-event")):
        status, out, err = run(*arguments)
        assert (status, out) == (2, "") and err.count("\n") == 1, err
        assert "holds more than one @ before its host" in err and "%40" in err, err
        assert "TopSecret" not in err and "127.0.0.1" not in err, err
    assert looked_up == []


SSL_REQUEST = struct.pack(">ii", 8, 80877103)


def dripping_server(listening: socket.socket, stop: threading.Event) -> None:
    """A server that logs the desk in without a password and then sends its settings one byte every 0.1 s, for
    ever: every read gets a byte well within any timeout of one read."""
    connection, _ = listening.accept()
    with connection:
        if connection.recv(65536) == SSL_REQUEST:  # the desk asks for TLS first (sslmode=prefer): none here
            connection.sendall(b"N")
            connection.recv(65536)  # the startup message
        answer = b"R" + struct.pack(">ii", 8, 0)  # no password needed
        setting = b"a\0b\0"
        while not stop.is_set():
            for byte in answer:
                if stop.wait(0.1):
                    return
                try:
                    connection.sendall(bytes([byte]))
                except OSError:
                    return
            answer = b"S" + struct.pack(">i", 4 + len(setting)) + setting


def test_a_server_that_drips_its_answer_is_refused_once_the_whole_login_took_the_connect_timeout():
    with socket.socket() as listening:
        listening.bind(("127.0.0.1", 0))
        listening.listen(1)
        stop = threading.Event()
        thread = threading.Thread(target=dripping_server, args=(listening, stop), daemon=True)
        thread.start()
        address = f"postgresql://desk@127.0.0.1:{listening.getsockname()[1]}/spring"
        started = time.perf_counter()
        try:
            refused = subprocess.run([sys.executable, "-m", "companion", "event", "show", address],
                                     capture_output=True, text=True, timeout=60)
        finally:
            waited = time.perf_counter() - started
            stop.set()
            thread.join(5)
    assert (refused.returncode, refused.stdout) == (2, ""), refused.stderr
    assert refused.stderr == f"companion event show: the event server {address} does not answer (waited " \
                             f"{server.CONNECT_TIMEOUT} seconds)\n"
    # The process starts Python and loads the desk's libraries too (seconds on a busy machine); a timeout of each
    # read would have waited for ever.
    assert server.CONNECT_TIMEOUT <= waited < server.CONNECT_TIMEOUT * 3


DESK_THROUGH_A_RESTART = """
import pathlib, sys, threading, time
from companion.tournament.errors import ServerUnavailable
from companion.tournament.store import EventStore
location, ready, go = sys.argv[1:]
with EventStore.open(location) as store:
    readers = [threading.Thread(target=store.snapshot) for _ in range(3)]  # several connections in the pool
    for reader in readers:
        reader.start()
    for reader in readers:
        reader.join()
    pathlib.Path(ready).touch()
    while not pathlib.Path(go).exists():
        time.sleep(0.05)
    for _ in range(4):
        store.snapshot()
    store.add_player("Eve")
    print(len(store.load().players))
"""


def test_a_desk_works_on_after_the_server_restarted_and_prints_nothing(own_server, tmp_path):
    """The server restarted under a desk that stays open (the GUI's store): the pool finds its connections dead,
    says goodbye to each and connects again. Those goodbyes fail, as the connections are gone; the loss is handled,
    so nothing of it reaches stderr (SQLAlchemy's pool logs each failure as a traceback, which Python prints on
    stderr when nobody set up logging: here a process of its own, as the desk is)."""
    from tests.tournament.conftest import Places
    from tests.tournament.store_helpers import new_store

    server, stop, start = own_server
    location = Places("postgresql", tmp_path, server).event("restarted")
    new_store(location).close()
    ready, go = tmp_path / "ready", tmp_path / "go"
    desk = subprocess.Popen([sys.executable, "-c", DESK_THROUGH_A_RESTART, location, str(ready), str(go)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not ready.exists() and desk.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        stop()
        start()
        go.touch()
        out, err = desk.communicate(timeout=120)
    finally:
        desk.kill()
    assert (desk.returncode, out, err) == (0, "5\n", "")
