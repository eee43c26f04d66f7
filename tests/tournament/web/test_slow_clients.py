"""The phones' server on a hostile Wi-Fi, over real sockets on 127.0.0.1: thousands of connections that never finish
their request (slowloris), or finish it a byte a second, or stay idle, while a phone asks for its pages. The phone
is answered at once and the slow connections are closed within seconds. And one address holds only its share of
the live pages' streams, a page refused its stream keeps what it shows and follows again once a place is free."""

import asyncio
import concurrent.futures
import json
import re
import selectors
import socket
import time

import pytest

from companion.tournament.web import connections, guard
from tests.tournament.store_helpers import result
from tests.tournament.web.phone_client import Phone, wait_until

ATTACKERS = 2000
DRIBBLERS = 200
"""Of the attackers, those that send one more byte every second: of their head, or of their body (the slow bodies
are the first of them)."""
SLOW_BODIES = 50
"""Of the attackers, those that send a whole head and then their body a byte a second (fewer than an address's
burst of requests: here every connection comes from 127.0.0.1, the phone's address too)."""
CLOSED_WITHIN = 12.0
"""Seconds by which the server must have closed every slow connection (a few seconds, and a margin for a busy
machine: the closing itself is measured and reported by ``bench/bench_slow_clients.py``)."""
PAGE_WITHIN = 2.0


def open_files(needed: int) -> None:
    """This process holds both ends of every connection: raise its limit of open files, or skip."""
    resource = pytest.importorskip("resource")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < needed:
        if hard != resource.RLIM_INFINITY and hard < needed:
            pytest.skip(f"{needed} open files needed, this system allows {hard}")
        resource.setrlimit(resource.RLIMIT_NOFILE, (needed, hard))


class Attackers:
    """Connections to the server that each send a part of a request and then nothing, or a byte a second; each is
    watched for the server closing it (EOF or a reset)."""

    HEADS = (b"GET /standings HT", b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", b"GET /clock HTTP/1.1\r\nX-Slow: a")
    BODY = b"POST /api/p/x/report HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" \
           b"Content-Length: 100\r\n\r\n{"

    def __init__(self, port: int):
        self.port = port
        self.selector = selectors.DefaultSelector()
        self.opened: dict[socket.socket, float] = {}
        self.closed: dict[socket.socket, float] = {}
        self.dribbling: list[socket.socket] = []

    def connect(self, count: int, dribbling: int = 0, slow_bodies: int = 0, send: bool = True) -> None:
        """``count`` connections: the first ``slow_bodies`` send a whole head and a body's first byte, the others a
        part of a head (or nothing if not ``send``); the first ``dribbling`` then send a byte a second."""
        for index in range(count):
            sock = socket.create_connection(("127.0.0.1", self.port), timeout=5)
            self.opened[sock] = time.monotonic()
            if send:
                sock.sendall(self.BODY if index < slow_bodies else self.HEADS[index % len(self.HEADS)])
            sock.setblocking(False)
            self.selector.register(sock, selectors.EVENT_READ)
            if index < dribbling:
                self.dribbling.append(sock)

    def watch(self, seconds: float) -> None:
        """Note the connections the server closes for ``seconds``, the dribblers sending a byte each second."""
        deadline = time.monotonic() + seconds
        next_drip = time.monotonic() + 1
        while len(self.closed) < len(self.opened) and (now := time.monotonic()) < deadline:
            if now >= next_drip:
                next_drip = now + 1
                for sock in self.dribbling:
                    if sock not in self.closed:
                        try:
                            sock.send(b"x")
                        except OSError:
                            self._closed(sock)
            for key, _ in self.selector.select(timeout=min(0.1, max(deadline - now, 0))):
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                try:
                    data = sock.recv(4096)
                except BlockingIOError:
                    continue
                except OSError:
                    data = b""
                if not data:
                    self._closed(sock)

    def _closed(self, sock: socket.socket) -> None:
        if sock not in self.closed:
            self.closed[sock] = time.monotonic()
            self.selector.unregister(sock)

    def open_for(self) -> list[float]:
        """Seconds each closed connection stayed open."""
        return sorted(self.closed[sock] - self.opened[sock] for sock in self.closed)

    def close(self) -> None:
        for sock in self.opened:
            sock.close()
        self.selector.close()


def timed_get(phone: Phone, path: str) -> tuple[int, float]:
    started = time.monotonic()
    answer = phone.get(path)
    return answer.status, time.monotonic() - started


def test_two_thousand_half_open_connections_neither_starve_a_phone_nor_stay_open(serve_file):
    """Each of the 2,000 sends a part of a request at once, and some a byte a second after that: the phone is
    answered promptly while they are open, and each is closed at its request's deadline, not before."""
    open_files(3 * ATTACKERS + 1000)
    served = serve_file()
    attackers = Attackers(served.serving.port)
    try:
        attackers.connect(ATTACKERS, dribbling=DRIBBLERS, slow_bodies=SLOW_BODIES)
        phone = served.phone("Ann")
        answers = [timed_get(phone, path) for path in ("/", "/standings", f"/p/{phone.token}", "/static/style.css")]
        attackers.watch(CLOSED_WITHIN)
        still_open = len(attackers.opened) - len(attackers.closed)
        open_for = attackers.open_for()
        after = [timed_get(phone, path) for path in ("/", "/api/state")]
    finally:
        attackers.close()
    assert [status for status, _ in answers + after] == [200] * 6, answers + after
    assert max(seconds for _, seconds in answers + after) < PAGE_WITHIN, answers + after
    assert still_open == 0, f"{still_open} of {ATTACKERS} slow connections still open after {CLOSED_WITHIN} s"
    assert connections.REQUEST_SECONDS - 0.5 < open_for[0], open_for[:5]  # at the deadline, for no other reason


def read_answer(sock: socket.socket, timeout: float = 5) -> tuple[int, bytes, bytes]:
    """One answer's (status, head, body) from a blocking socket: the head, and the body by its length (a stream's
    head only)."""
    sock.settimeout(timeout)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        assert chunk, f"closed before an answer: {data!r}"
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = re.search(rb"(?im)^content-length: *(\d+)", head)
    while length and len(body) < int(length[1]):
        chunk = sock.recv(4096)
        assert chunk
        body += chunk
    return int(head.split(b" ", 2)[1]), head, body


def get(port: int, path: str, sock: socket.socket | None = None) -> tuple[socket.socket, int, bytes]:
    """``GET path`` on ``sock`` (kept alive), or on a new connection: (the connection, status, body)."""
    sock = sock or socket.create_connection(("127.0.0.1", port), timeout=5)
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    status, _, body = read_answer(sock)
    return sock, status, body


def stream_status(port: int, path: str) -> int:
    sock, status, _ = get(port, path)
    sock.close()
    return status


def closed_by_server(sock: socket.socket, within: float) -> float | None:
    """Seconds until the server closed ``sock`` (EOF or a reset), None if it did not within ``within``."""
    started = time.monotonic()
    sock.settimeout(within)
    try:
        while sock.recv(4096):
            pass
    except TimeoutError:
        return None
    except OSError:
        pass
    return time.monotonic() - started


def test_silent_dribbling_slow_bodied_and_idle_connections_are_closed_on_time(serve_file):
    """Each kind of slowness, with the deadlines as they are: a connection that sends nothing, one whose head comes
    a byte every half second, one whose body does, and one kept alive after its answer."""
    served = serve_file()
    port = served.serving.port
    attackers = Attackers(port)
    try:
        attackers.connect(1, send=False)
        attackers.connect(1, dribbling=1)
        attackers.connect(1, dribbling=1, slow_bodies=1)
        kept, status, _ = get(port, "/static/live.js")
        answered = time.monotonic()
        assert status == 200
        kept.setblocking(False)
        attackers.opened[kept] = answered
        attackers.selector.register(kept, selectors.EVENT_READ)
        attackers.watch(connections.REQUEST_SECONDS + 5)
        silent, dribbling, slow_body, idle = (attackers.closed.get(sock, float("inf")) - opened
                                              for sock, opened in attackers.opened.items())
    finally:
        attackers.close()
    assert connections.IDLE_SECONDS - 0.2 < silent < connections.IDLE_SECONDS + 2
    assert connections.REQUEST_SECONDS - 0.2 < dribbling < connections.REQUEST_SECONDS + 2
    assert connections.REQUEST_SECONDS - 0.2 < slow_body < connections.REQUEST_SECONDS + 2
    assert connections.IDLE_SECONDS - 0.2 < idle < connections.IDLE_SECONDS + 2


def test_a_kept_alive_connection_asked_again_just_before_its_idle_deadline_is_answered(serve_file):
    """The deadline of a request counts from its first byte, not from the end of the last answer: a phone that asks
    again just before the idle deadline, its request split in two packets, is answered."""
    served = serve_file()
    port = served.serving.port
    sock, status, _ = get(port, "/api/state")
    try:
        assert status == 200
        time.sleep(connections.IDLE_SECONDS - 1)
        sock.sendall(b"GET /api/state HTTP/1.1\r\n")
        time.sleep(1.5)
        sock.sendall(f"Host: 127.0.0.1:{port}\r\n\r\n".encode())
        assert read_answer(sock)[0] == 200
    finally:
        sock.close()


def test_a_flood_past_the_connection_cap_closes_the_connections_waiting_longest(serve_file, monkeypatch):
    """More connections than the server holds: each new one closes the one that has waited longest for its request,
    at once (not at its deadline), and a phone connecting last is answered."""
    monkeypatch.setattr(connections, "MAX_CONNECTIONS", connections.FEWEST_CONNECTIONS)
    served = serve_file()
    attackers = Attackers(served.serving.port)
    try:
        attackers.connect(5 * connections.FEWEST_CONNECTIONS)
        status, seconds = timed_get(served.phone(), "/")
        attackers.watch(1.0)
        first = list(attackers.opened)[:connections.FEWEST_CONNECTIONS]
        closed_first = sum(sock in attackers.closed for sock in first)
        closed = len(attackers.closed)
    finally:
        attackers.close()
    assert status == 200 and seconds < PAGE_WITHIN
    assert closed_first == connections.FEWEST_CONNECTIONS  # the longest waiting went first
    assert closed >= 4 * connections.FEWEST_CONNECTIONS - 2  # at most the cap stays, long before any deadline


def test_one_address_holds_at_most_its_share_of_the_live_streams(serve_file):
    served = serve_file()
    port = served.serving.port
    streams = []
    try:
        for _ in range(guard.ADDRESS_STREAMS):
            sock, status, _ = get(port, "/live/pairings")
            streams.append(sock)
            assert status == 200
        refused, status, body = get(port, "/live/clock")
        refused.close()
        assert status == 429 and json.loads(body) == {
            "error": f"at most {guard.ADDRESS_STREAMS} live pages from one address at once: close one"}
        assert served.phone().get("/").status == 200  # the pages themselves are not limited so
        streams.pop().close()
        assert wait_until(lambda: stream_status(port, "/live/clock") == 200, 2)  # once one closed
    finally:
        for sock in streams:
            sock.close()
    assert wait_until(lambda: served.serving.app.streams == {} and served.serving.app.requests == 0, 2)


def test_a_phone_that_stops_taking_its_stream_is_dropped(serve_file, monkeypatch):
    """The stream's connection stops taking bytes (here the transport's own signal of a full send buffer, given
    by hand: a phone gone from the Wi-Fi takes minutes to fill one): the server drops it, and its place."""
    monkeypatch.setattr(connections, "WRITE_SECONDS", 0.5)
    served = serve_file()
    sock, status, _ = get(served.serving.port, "/live/pairings")
    try:
        assert status == 200
        local = sock.getsockname()
        found = [protocol for protocol in served.serving.server.server_state.connections
                 if protocol.client == local]
        assert len(found) == 1 and served.serving.app.stream_count == 1
        found[0].loop.call_soon_threadsafe(found[0].pause_writing)
        seconds = closed_by_server(sock, 5)
    finally:
        sock.close()
    assert seconds is not None and seconds < 0.5 + 2
    assert wait_until(lambda: served.serving.app.stream_count == 0, 2)


def asgi_call(app, path: str, address: str, headers: dict[str, str] | None = None):
    """Start one request on ``app`` (a task): its answer's messages, as they come."""
    sent: list[dict] = []

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": "GET", "path": path, "query_string": b"", "client": (address, 50000),
             "headers": [(key.lower().encode(), value.encode()) for key, value in (headers or {}).items()]}
    return asyncio.ensure_future(app(scope, receive, send)), sent


def test_the_guard_counts_streams_by_address_and_requests_in_all():
    """Without the network: one address at its share of streams leaves another's alone; past the streams in all,
    or the requests in all, 503 (a page's in its language); every place is given back once its request ends."""

    async def scenario():
        release = asyncio.Event()

        async def app(scope, receive, send):
            await send({"type": "http.response.start", "status": 200, "headers": []})
            if scope["path"].startswith("/live/"):
                await release.wait()
            await send({"type": "http.response.body", "body": b"ok"})

        front = guard.Guard(app)
        front.address_streams, front.max_streams, front.max_requests = 2, 3, 4

        def status(sent):
            return next(message["status"] for message in sent if message["type"] == "http.response.start")

        open_streams = [asgi_call(front, "/live/pairings", "10.0.0.1") for _ in range(2)]
        await asyncio.sleep(0)
        task, sent = asgi_call(front, "/live/clock", "10.0.0.1")
        await task
        assert status(sent) == 429
        open_streams.append(asgi_call(front, "/live/clock", "10.0.0.2"))  # another address: its own share
        await asyncio.sleep(0)
        assert front.streams == {"10.0.0.1": 2, "10.0.0.2": 1} and front.stream_count == 3
        task, sent = asgi_call(front, "/live/clock", "10.0.0.3")
        await task
        assert status(sent) == 503 and json.loads(sent[1]["body"]) == {"error": "the server is busy: try again in a "
                                                                                "moment"}
        task, sent = asgi_call(front, "/", "10.0.0.3")  # a page still has a place
        await task
        assert status(sent) == 200
        front.max_requests = 3
        task, sent = asgi_call(front, "/standings", "10.0.0.3", {"Accept-Language": "it-IT,it;q=0.9"})
        await task
        assert status(sent) == 503 and dict(sent[0]["headers"])[b"retry-after"] == b"2"
        assert sent[1]["body"].decode() == "Troppe richieste: attendi un momento e riprova."
        release.set()
        await asyncio.gather(*(task for task, _ in open_streams))
        assert (front.streams, front.stream_count, front.requests) == ({}, 0, 0)

    # On a thread of its own: a browser test before it in the same process may leave its event loop running here.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, scenario()).result(timeout=60)


def test_a_page_refused_its_stream_keeps_its_content_and_follows_once_a_place_is_free(browser, serve_file):
    """The page's script asks again every 3 s after a refusal (``live.js``): the page shows what it was served
    meanwhile, and follows the desk once its address has a place again."""
    from tests.tournament.web.browser import phone_page

    served = serve_file()
    served.serving.app.address_streams = 0
    page = phone_page(browser)
    page.goto(served.base + "/")
    assert page.inner_text("h1") == "Round 1" and page.locator(".table").count() == 3
    with served.desk() as desk:
        desk.report(1, 3, result(200, 90))
    time.sleep(1.5)
    assert page.locator("#t-3.status-desk").count() == 0  # no stream: not followed
    served.serving.app.address_streams = guard.ADDRESS_STREAMS
    page.wait_for_selector("#t-3.status-desk", timeout=3000 + 3000)
    assert "200 – 90" in page.inner_text("#t-3")
    page.context.close()
