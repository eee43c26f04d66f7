"""TLS to an event server, as the address's ``sslmode`` asks: refused in one line where the server cannot give
what the address asks for, encrypted where it can.

A PostgreSQL of the module's own listens on 127.0.0.1 (TLS needs TCP: over a Unix socket there is none, as with
libpq). pgserver's PostgreSQL is built without TLS, so it is the real server without TLS; the server with TLS is
a TLS front before it (``TlsFront``), which answers the protocol's TLS request as PostgreSQL does, with a
self-signed certificate for ``localhost`` made by the ``openssl`` command or, without it, by the ``cryptography``
package, and passes the decrypted bytes on to that server."""

import datetime
import select
import shutil
import socket
import ssl
import struct
import subprocess
import tempfile
import threading
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

from companion import app
from companion.tournament.errors import ServerUnavailable
from companion.tournament.store import postgres as server
from tests.tournament.conftest import import_pgserver
from tests.tournament.store_helpers import new_store

SSL_REQUEST = struct.pack("!ii", 8, 80877103)


def self_signed(folder: Path) -> tuple[Path, Path] | None:
    """A certificate for the name ``localhost`` only (not the address 127.0.0.1) and its key, or None."""
    certificate, key = folder / "server.crt", folder / "server.key"
    if shutil.which("openssl"):
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj",
                        "/CN=localhost", "-addext", "subjectAltName=DNS:localhost", "-keyout", str(key),
                        "-out", str(certificate)], check=True, capture_output=True, timeout=60)
        return certificate, key
    try:
        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import rsa
        from cryptography.x509.oid import NameOID
    except ImportError:
        return None
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.UTC)
    made = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(private.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(hours=1))
            .not_valid_after(now + datetime.timedelta(days=2))
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), critical=False)
            .sign(private, hashes.SHA256()))
    certificate.write_bytes(made.public_bytes(serialization.Encoding.PEM))
    key.write_bytes(private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
                                          serialization.NoEncryption()))
    return certificate, key


class TcpServer:
    """The module's server on 127.0.0.1, without TLS: ``address`` makes an event's address on it."""

    def __init__(self, server, port: int):
        self.server = server
        self.port = port

    def address(self, database: str, query: str = "", host: str = "127.0.0.1") -> str:
        return f"postgresql://postgres@{host}:{self.port}/{database}" + (f"?{query}" if query else "")

    def admin(self, statement: str) -> list:
        """A statement for the whole server, through the plain driver."""
        import pg8000.native

        connection = pg8000.native.Connection("postgres", host="127.0.0.1", port=self.port, ssl_context=False)
        try:
            return connection.run(statement)
        finally:
            connection.close()


class TlsFront(TcpServer):
    """A server with TLS: it says yes to the TLS request, makes the handshake with ``certificate``, and passes the
    decrypted bytes both ways to the server without TLS. ``sessions`` says of each connection whether it was
    encrypted."""

    def __init__(self, behind: TcpServer, certificate: Path, key: Path):
        self.certificate = certificate
        self._behind = behind.port
        self._context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self._context.load_cert_chain(certificate, key)
        self._listener = socket.create_server(("127.0.0.1", 0))
        super().__init__(behind.server, self._listener.getsockname()[1])
        self.sessions: list[bool] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def close(self) -> None:
        self._listener.close()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:  # closed: the module is done
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _serve(self, client: socket.socket) -> None:
        try:
            first = client.recv(8, socket.MSG_WAITALL)
            encrypted = first == SSL_REQUEST
            if encrypted:
                client.sendall(b"S")
                client = self._context.wrap_socket(client, server_side=True)
                first = b""
            upstream = socket.create_connection(("127.0.0.1", self._behind))
        except OSError:  # the desk gave up in the handshake (a certificate it does not trust)
            client.close()
            return
        self.sessions.append(encrypted)
        with client, upstream:
            upstream.sendall(first)
            # One thread for both ways: an SSL socket must not be read and written by two threads at once.
            while True:
                ready = [client] if encrypted and client.pending() else select.select([client, upstream], [], [])[0]
                for source, sink in ((client, upstream), (upstream, client)):
                    if source in ready:
                        try:
                            data = source.recv(65536)
                            if not data:
                                return
                            sink.sendall(data)
                        except OSError:
                            return


@pytest.fixture(scope="module")
def tcp_server():
    pgserver = import_pgserver()
    folder = Path(tempfile.mkdtemp(prefix="companion-tls-"))
    running = pgserver.get_server(folder / "data", cleanup_mode="delete")
    socket_folder = running.get_uri().split("host=")[1]
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]

    def pg_ctl(*arguments: str) -> None:
        pgserver.pg_ctl(["-w", *arguments], pgdata=running.pgdata, user=running.system_user, timeout=60)

    try:
        pg_ctl("-m", "fast", "stop")
        pg_ctl("-o", f"-h 127.0.0.1 -p {port}", "-o", f"-k {socket_folder}", "-l", str(running.log), "start")
        served = TcpServer(running, port)
        served.admin("CREATE DATABASE venue")
        new_store(served.address("venue", "sslmode=disable")).close()
        yield served
    finally:
        running.cleanup()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def tls_server(tcp_server, tmp_path_factory):
    made = self_signed(tmp_path_factory.mktemp("certificate"))
    if made is None:
        pytest.skip("no openssl command and no cryptography package to make the server's certificate")
    front = TlsFront(tcp_server, *made)
    yield front
    front.close()


def run_event(capsys, *arguments: str) -> tuple[int, str, str]:
    try:
        status = app.main(["event", *arguments])
    except SystemExit as exit_:
        status = exit_.code
    out, err = capsys.readouterr()
    return status, out, err


def refused_in_one_line(capsys, address: str) -> str:
    status, out, err = run_event(capsys, "show", address)
    assert (status, out) == (2, "") and err.count("\n") == 1, err
    return err.removeprefix("companion event show: ").rstrip("\n")


def connects(address: str) -> bool:
    """Whether the desk's own connection to ``address`` is encrypted, as the server without TLS sees it."""
    connection, _ = server.connect(server.server_url(make_url(address)), 1)
    try:
        cursor = connection.cursor()
        cursor.execute("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        return cursor.fetchone()[0]
    finally:
        connection.close()


def encrypted(front: TlsFront, address: str) -> bool:
    """Whether the desk's own connection to ``address`` on the TLS front was encrypted."""
    before = len(front.sessions)
    assert connects(address) is False  # behind the front
    assert len(front.sessions) == before + 1
    return front.sessions[-1]


def test_an_address_with_settings_the_desk_does_not_follow_is_refused_in_one_line(capsys):
    base = "postgresql://desk:secret@venue.example/spring"
    assert refused_in_one_line(capsys, f"{base}?sslmode=allow") == (
        "postgresql://desk:***@venue.example/spring?sslmode=allow: sslmode must be one of disable, prefer, require, "
        "verify-ca, verify-full")
    assert refused_in_one_line(capsys, f"{base}?sslcert=desk.crt&connect_timeout=9") == (
        "postgresql://desk:***@venue.example/spring?connect_timeout=9&sslcert=desk.crt: the address sets "
        "connect_timeout, sslcert, which the desk does not know (it knows host, sslmode, sslrootcert)")
    assert refused_in_one_line(capsys, f"{base}?sslmode=require&sslmode=disable") == (
        "postgresql://desk:***@venue.example/spring?sslmode=require&sslmode=disable: the address sets a setting "
        "twice")


def test_require_from_a_server_without_tls_is_refused_in_one_line_and_prefer_goes_on_unencrypted(tcp_server,
                                                                                               capsys):
    address = tcp_server.address("venue", "sslmode=require")
    assert refused_in_one_line(capsys, address) == (
        f"the event server {address} does not offer TLS, which the address asks for (sslmode=require)")
    for mode in ("verify-ca", "verify-full"):
        with pytest.raises(ServerUnavailable, match=f"does not offer TLS, which the address asks for .sslmode={mode}"):
            connects(tcp_server.address("venue", f"sslmode={mode}"))
    assert connects(tcp_server.address("venue")) is False  # prefer, the default
    status, out, _ = run_event(capsys, "show", tcp_server.address("venue", "sslmode=prefer"), "--json")
    assert status == 0 and '"Ann"' in out


def test_a_server_with_tls_encrypts_prefer_and_require_and_checks_its_certificate_where_asked(tls_server, capsys):
    front = tls_server
    assert encrypted(front, front.address("venue")) is True  # prefer, the default: TLS since the server offers it
    assert encrypted(front, front.address("venue", "sslmode=require")) is True  # the certificate unchecked
    assert encrypted(front, front.address("venue", "sslmode=disable")) is False
    trusted = f"sslrootcert={front.certificate}"
    assert encrypted(front, front.address("venue", f"sslmode=verify-ca&{trusted}")) is True
    # verify-full also checks the name: the certificate is for localhost, not for the address 127.0.0.1
    assert encrypted(front, front.address("venue", f"sslmode=verify-full&{trusted}", host="localhost")) is True
    wrong_name = tls_server.address("venue", f"sslmode=verify-full&{trusted}")
    assert refused_in_one_line(capsys, wrong_name) == (
        f"the event server {wrong_name} failed the TLS check: IP address mismatch, certificate is not valid for "
        f"'127.0.0.1'.")
    untrusted = tls_server.address("venue", "sslmode=verify-ca")  # the system's authorities never signed it
    assert refused_in_one_line(capsys, untrusted) in (
        f"the event server {untrusted} failed the TLS check: self-signed certificate",
        f"the event server {untrusted} failed the TLS check: self signed certificate")  # OpenSSL before 3.0
    status, out, _ = run_event(capsys, "add-player", tls_server.address("venue", "sslmode=require"), "Eve")
    assert (status, out) == (0, "added Eve\n")


def test_a_certificate_file_that_cannot_be_read_is_one_line(tls_server, capsys, tmp_path):
    missing = tmp_path / "root.crt"
    address = tls_server.address("venue", f"sslmode=verify-ca&sslrootcert={missing}")
    line = refused_in_one_line(capsys, address)
    assert line.startswith(f"{address}: cannot read the certificate {missing}")
    garbage = tmp_path / "garbage.crt"
    garbage.write_text("not a certificate\n")
    line = refused_in_one_line(capsys, tls_server.address("venue", f"sslmode=verify-ca&sslrootcert={garbage}"))
    assert f"cannot read the certificate {garbage}" in line
