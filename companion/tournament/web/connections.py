"""The phones' server's connections, below the pages: how long a connection may stay silent, how long a request may
take to arrive, how long an answer may wait for a phone that does not read it, and what gives way when more
connections come than the server can hold. ``serve._server`` runs uvicorn with ``SlowClientProtocol``.

Why a protocol of its own: uvicorn's HTTP/1.1 protocol (``uvicorn.protocols.http.h11_impl.H11Protocol``, uvicorn
0.54 on h11 0.16, the one it picks without httptools) arms its keep-alive timeout only once an answer is complete,
and cancels it at every byte received. A connection that sends nothing, or a request a byte at a time (slowloris),
is never closed: h11 only bounds the size of an unfinished head (``h11_max_incomplete_event_size``), not its time.
And its ``limit_concurrency`` counts open connections: 2,000 such connections made it answer 503 to every phone.

Here, instead:

- a connection waiting for a request (just made, or its last answer sent) is closed after ``IDLE_SECONDS`` without
  a byte; once a request's first byte is in, its whole head and body must be in within ``REQUEST_SECONDS``,
  however slowly the bytes come: more bytes never extend the deadline. A connection closed so gets no answer (it
  asked nothing whole; a browser that loses a kept-alive connection asks again on a new one);
- an answer whose bytes the phone does not take for ``WRITE_SECONDS`` (the system's send buffer full, and
  uvicorn's above its high-water mark all that time) ends its connection: a phone that stops reading holds no
  page and no live stream. A phone gone from the Wi-Fi without closing its connections is another matter: a
  live stream's heartbeats are a few bytes, which fill no buffer, so the system's own retransmissions end it,
  minutes later; until then it holds one of its address's streams, which the guard bounds;
- at most ``connection_cap()`` connections at once. Past it, the connection waiting longest for a request (silent,
  or sending its head) is closed to make room: a flood of new connections recycles the flood's own, and a phone,
  whose request follows its connection at once, is answered. Only when none is waiting is the newcomer closed;
- no limit counts connections: the guard limits the requests being answered, and the live pages' streams in all
  and of one address (``guard.py``), so connections that ask nothing take nobody's place.

The limit of open files is raised toward what the cap needs (``open_files``): 1,024 is a common default, and
connections past it fail at ``accept``, which asyncio then stops for a second, for everybody.
"""

import asyncio
import contextlib
from typing import Any, ClassVar

import h11
from uvicorn.config import Config
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState

IDLE_SECONDS = 5
"""A connection that has asked nothing (or nothing since its last answer) for this long is closed (uvicorn's
``timeout_keep_alive`` too): a phone opening a page asks for it, its stylesheet and script within a second."""
REQUEST_SECONDS = 5.0
"""A request's head and body, from its first byte: a phone's is a few hundred bytes, one or two packets."""
WRITE_SECONDS = 10.0
"""An answer stuck this long ends its connection: the system's send buffer full and uvicorn's above its high-water
mark, not taken back below its low one (a page is a few kilobytes: a phone that reads at all takes it in time)."""
MAX_CONNECTIONS = 4096
"""Connections at once, at most: the guard's requests and live streams (2,000 in all), and room for the phones'
kept-alive connections between their requests."""
RESERVED_FILES = 256
"""Open files kept for everything else: the event's file or server connections, the desk's own files."""
FEWEST_CONNECTIONS = 64
"""The cap however few open files the system allows: below it the server would be no use to a venue anyway."""


def open_files(wanted: int) -> int:
    """Raise this process's limit of open files to ``wanted`` (at most its hard limit); the limit now in force."""
    try:
        import resource
    except ImportError:  # Windows: no such limit for sockets (the proactor loop has no select() to fill)
        return wanted
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return wanted
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft < target:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
    return soft


def connection_cap() -> int:
    """The connections the server holds at once: ``MAX_CONNECTIONS``, or fewer where the open files cannot be had."""
    limit = open_files(MAX_CONNECTIONS + RESERVED_FILES)
    return max(FEWEST_CONNECTIONS, min(MAX_CONNECTIONS, limit - RESERVED_FILES))


def protocol_class(cap: int | None = None) -> type["SlowClientProtocol"]:
    """A ``SlowClientProtocol`` for one server: its own table of the connections waiting for a request, and its cap
    (``connection_cap()`` unless given)."""

    limit = connection_cap() if cap is None else cap

    class ServerProtocol(SlowClientProtocol):
        waiting: ClassVar[dict[SlowClientProtocol, None]] = {}
        cap: ClassVar[int] = limit

    return ServerProtocol


_NO_REQUEST_YET = object()


class SlowClientProtocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol with the deadlines and the cap above (see the module's docstring)."""

    waiting: ClassVar[dict["SlowClientProtocol", None]] = {}
    """The server's connections waiting for a request, the one waiting longest first (a dict keeps the order)."""
    cap: ClassVar[int] = MAX_CONNECTIONS

    def __init__(self, config: Config, server_state: ServerState, app_state: dict[str, Any],
                 _loop: asyncio.AbstractEventLoop | None = None) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self.reading: asyncio.TimerHandle | None = None
        """When the connection is closed if its request is not in (None: not waiting for one)."""
        self.writing: asyncio.TimerHandle | None = None
        """When the connection is closed if the phone takes nothing more of the answer (None: it takes it)."""
        self.waited_after: object = _NO_REQUEST_YET
        """The request (uvicorn's cycle) after which the connection waits; the wait began when it changed."""
        self.request_begun = False
        """Whether a byte of the request waited for is in (its deadline then counts from that byte)."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > self.cap and not self._make_room():
            self.connections.discard(self)
            transport.close()
            return
        self._follow()

    def _make_room(self) -> bool:
        """Close the connection that has waited longest for its request; False if none is waiting."""
        oldest = next(iter(self.waiting), None)
        if oldest is None:
            return False
        oldest._close()
        self.connections.discard(oldest)  # counted no more: it is closing
        return True

    def data_received(self, data: bytes) -> None:
        if self.conn.their_state is h11.IDLE and not self.request_begun:
            self.request_begun = True
            self._deadline(REQUEST_SECONDS)
        super().data_received(data)

    def handle_events(self) -> None:
        super().handle_events()
        self._follow()

    def _follow(self) -> None:
        """Note where the connection's request stands, after each thing received and each answer."""
        if self.transport.is_closing():
            self._forget()
            return
        state = self.conn.their_state
        if state is h11.IDLE:
            if self.waited_after is not self.cycle:  # made, or its last request read and answered: a new wait
                self.waited_after = self.cycle
                self.request_begun = False
                self.waiting.pop(self, None)
                self.waiting[self] = None
                self._deadline(IDLE_SECONDS)
            return
        self.waiting.pop(self, None)
        if state is not h11.SEND_BODY:  # the whole request is in: its answer takes as long as it takes
            self._stop(self.reading)
            self.reading = None

    def _deadline(self, seconds: float) -> None:
        self._stop(self.reading)
        self.reading = self.loop.call_later(seconds, self._close)

    def _close(self) -> None:
        """Close the connection: at once if an answer's bytes wait in it (a phone that asked and stopped reading)."""
        self._forget()
        if self.transport.get_write_buffer_size():
            self.transport.abort()
        elif not self.transport.is_closing():
            self.transport.close()

    def pause_writing(self) -> None:
        super().pause_writing()
        if self.writing is None:
            self.writing = self.loop.call_later(WRITE_SECONDS, self._stalled)

    def resume_writing(self) -> None:
        super().resume_writing()
        self._stop(self.writing)
        self.writing = None

    def _stalled(self) -> None:
        """The phone took nothing for ``WRITE_SECONDS``: drop the connection and what waits to be sent on it."""
        self.writing = None
        self._forget()
        self.transport.abort()

    def connection_lost(self, exc: Exception | None) -> None:
        self._forget()
        super().connection_lost(exc)

    def _forget(self) -> None:
        self.waiting.pop(self, None)
        self._stop(self.reading)
        self._stop(self.writing)
        self.reading = self.writing = None

    @staticmethod
    def _stop(timer: asyncio.TimerHandle | None) -> None:
        if timer is not None:
            timer.cancel()

    def _unsupported_upgrade_warning(self) -> None:
        """The pages use no WebSocket: a request to upgrade is answered as plain HTTP, without a line in the log
        for each (which anyone could fill)."""
