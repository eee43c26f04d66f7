"""Running the phones' server: uvicorn on a socket bound here (so the port is known, and taken, before anything is
printed), in the foreground until SIGINT or SIGTERM (``companion event serve``), or on a thread of its own (the
tests, and anything that must not wait for it).

The address the phones reach is the machine's address on the local network (``lan_address``), never 127.0.0.1,
unless the server is bound to one address only. Finding it sends nothing: it reads the machine's own interfaces.
"""

import contextlib
import ipaddress
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from companion.tournament.store import EventStore
from companion.tournament.web.guard import RateLimiter

DEFAULT_PORT = 8080
SWITCH_INTERVAL = 0.001
ANY_ADDRESS = "0.0.0.0"


@dataclass
class Serving:
    """A server started on a thread: where it listens, and how to stop it."""

    host: str
    port: int
    url: str
    server: object
    thread: threading.Thread
    store: EventStore
    app: object

    def stop(self, timeout: float = 10) -> None:
        self.app.site.live.end_streams()  # type: ignore[attr-defined]
        self.server.should_exit = True  # type: ignore[attr-defined]
        self.thread.join(timeout)
        self.store.close()


def lan_address() -> str:
    """The machine's IPv4 address on its local network (a private one first), else 127.0.0.1."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        found.extend(str(info[4][0]) for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET))
    found.extend(_interface_addresses())
    usable = []
    for text in dict.fromkeys(found):
        try:
            address = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if not (address.is_loopback or address.is_link_local or address.is_unspecified):
            usable.append(address)
    usable.sort(key=lambda address: (not address.is_private, str(address)))
    return str(usable[0]) if usable else "127.0.0.1"


def _interface_addresses() -> Iterator[str]:
    """Each network interface's IPv4 address, on Linux (an ioctl per interface: nothing is sent)."""
    if not sys.platform.startswith("linux"):
        return
    import fcntl
    import struct

    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _, name in socket.if_nameindex():
            with contextlib.suppress(OSError):
                packed = fcntl.ioctl(probe.fileno(), 0x8915, struct.pack("256s", name.encode()[:15]))  # SIOCGIFADDR
                yield socket.inet_ntoa(packed[20:24])


def bind(host: str, port: int) -> socket.socket:
    """The listening socket (``port`` 0: a free one); OSError if it cannot be had."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(512)
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def shown_url(host: str, port: int) -> str:
    shown = lan_address() if host in (ANY_ADDRESS, "::", "") else host
    return f"http://[{shown}]:{port}/" if ":" in shown else f"http://{shown}:{port}/"


def open_store(location: str, desk: str) -> EventStore:
    """The server's one store on the event: it serves the pages and follows the other desks' changes (on a file by
    polling; on a server with a listening connection of its own). One store, not two: a second open of the file in
    this process would be a second owner of it (``files.hold``)."""
    return EventStore.open(location, desk=desk)


def _server(app: Any) -> Any:
    """uvicorn for ``app``, with the connections' deadlines and cap of ``connections.SlowClientProtocol``.

    No ``limit_concurrency``: uvicorn's counts open connections, so connections that never finish a request made it
    answer 503 to everyone; the guard limits the requests being answered instead. ``ws="none"``: the pages use no
    WebSocket. A request's head is at most 8 KiB (h11's limit of an unfinished head), far above a phone's."""
    import uvicorn

    from companion.tournament.web.connections import IDLE_SECONDS, protocol_class

    config = uvicorn.Config(app, log_level="warning", access_log=False, proxy_headers=False, lifespan="on",
                            http=protocol_class(), ws="none", timeout_keep_alive=IDLE_SECONDS,
                            timeout_graceful_shutdown=2, h11_max_incomplete_event_size=8192)
    return uvicorn.Server(config)


def start(location: str, host: str = "127.0.0.1", port: int = 0, *, desk: str = "phones",
          address_limiter: RateLimiter | None = None, link_limiter: RateLimiter | None = None) -> Serving:
    """Serve the event on a thread of its own; returns once it answers."""
    from companion.tournament.web.app import create_app

    store = open_store(location, desk)
    try:
        sock = bind(host, port)
    except BaseException:
        store.close()
        raise
    app = create_app(store, store, address_limiter=address_limiter, link_limiter=link_limiter)
    server = _server(app)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]},
                              name="companion-phones-server", daemon=True)
    thread.start()
    bound = sock.getsockname()[1]
    while not getattr(server, "started", False) and thread.is_alive():
        time.sleep(0.02)
    if not thread.is_alive():
        store.close()
        raise OSError("the phones' server did not start")
    return Serving(host, bound, shown_url(host, bound), server, thread, store, app)


def serve_forever(location: str, host: str, port: int, announce: Callable[[str], None], *,
                  desk: str = "phones") -> None:
    """Serve in the foreground until SIGINT or SIGTERM; ``announce(url)`` once the socket listens."""
    import uvicorn

    from companion.tournament.web.app import create_app

    # The event loop gives the GIL up at every send to a phone; a store call on a worker thread would then keep it
    # for up to the default 5 ms switch interval each time. 1 ms keeps the live pages and the answers quick.
    sys.setswitchinterval(SWITCH_INTERVAL)
    store = open_store(location, desk)
    try:
        sock = bind(host, port)
        url = shown_url(host, sock.getsockname()[1])
        with contextlib.suppress(Exception):
            store.set_phone_address(url)
        app = create_app(store, store)
        server = _server(app)

        class Quiet(uvicorn.Server):
            @contextlib.contextmanager
            def capture_signals(self) -> Iterator[None]:  # stop on a signal, and end with 0, not by re-raising it
                previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}

                def stop(*_: object) -> None:
                    app.site.live.end_streams()
                    self.should_exit = True

                for sig in previous:
                    signal.signal(sig, stop)
                try:
                    yield
                finally:
                    for sig, handler in previous.items():
                        signal.signal(sig, handler)

        quiet = Quiet(server.config)
        announce(url)
        quiet.run(sockets=[sock])
    finally:
        store.close()
