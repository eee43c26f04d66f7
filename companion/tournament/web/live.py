"""The event as the phones see it, kept up to date: one thread follows the store's changes (any desk's, any
phone's) and builds the new ``EventView``; the pages read the latest view without touching the database, and
each live connection waits for the next one.

``wait_for_change`` wakes at once on PostgreSQL (LISTEN/NOTIFY) and within 0.1 s on a file, so a change reaches
the phones' pages in well under the 2 s the issue allows.

A phone's own action refreshes the view before it is answered (``refresh(at_least=...)``), so whatever any phone
reads after the answer holds the change. Should that read of the event fail once the change is committed, the
answer stands (the change is in) and the revision is kept as ``wanted``: until a view holds it, every page and
every ``/api/state`` reads the event again first (``Site.view``), and says the event cannot be reached if it
still cannot, rather than show what was there before the change.
"""

import asyncio
import threading
import time

from companion.tournament.errors import DeskError
from companion.tournament.store import EventStore
from companion.tournament.web.view import EventView

RETRY_SECONDS = 1.0


class LiveEvent:
    """The latest ``EventView`` of an open event, followed on a thread of its own (``start``/``close``).

    ``store`` serves reads and writes from any thread; ``watcher`` (a second ``EventStore`` on the same event) is
    only for ``wait_for_change``, which takes one thread at a time."""

    def __init__(self, store: EventStore, watcher: EventStore | None = None):
        self.store = store
        self.watcher = watcher
        self.view = self._read()
        self.wanted = 0
        """The newest revision this server's own actions wrote: no page is served from a view older than it."""
        self.problem: DeskError | None = None
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._changed: asyncio.Event | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.ending = False
        """Set when the server stops: the live connections end, so the server need not wait for them."""

    def _read(self) -> EventView:
        snapshot, phones = self.store.phone_view()
        return EventView(snapshot, phones, self.store.links())

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """Follow the event, waking the live connections of ``loop`` at each change."""
        self._loop = loop
        self._changed = asyncio.Event()
        if self.watcher is not None:
            self._thread = threading.Thread(target=self._follow, name="companion-phones-follow", daemon=True)
            self._thread.start()

    def end_streams(self) -> None:
        """End every live connection now (from any thread): the server is stopping."""
        self.ending = True
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._wake)

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def behind(self) -> bool:
        """Whether the view lacks a change this server wrote (its read after the change failed)."""
        return self.view.revision < self.wanted

    def refresh(self, at_least: int | None = None) -> EventView:
        """Read the event again if it changed, and wake the live connections (from any thread). ``at_least``: the
        revision of a change just written, which the view must hold from now on (kept even if this read fails)."""
        with self._lock:
            if at_least is not None:
                self.wanted = max(self.wanted, at_least)
                if self.view.revision >= at_least:  # read meanwhile (for another change): nothing more to read
                    return self.view
            try:
                revision = self.store.revision()
                if revision != self.view.revision:
                    self.view = self._read()
                self.problem = None
            except DeskError as error:  # the view stays as it was; the phones keep what they show
                self.problem = error
                raise
            view = self.view
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._wake)
        return view

    def _wake(self) -> None:
        if self._changed is not None:
            changed, self._changed = self._changed, asyncio.Event()
            changed.set()

    def _follow(self) -> None:
        assert self.watcher is not None
        while not self._stop.is_set():
            try:
                revision = self.watcher.wait_for_change(self.view.revision, timeout=0.5)
                if revision != self.view.revision:
                    self.refresh()
            except DeskError:
                time.sleep(RETRY_SECONDS)

    async def next_view(self, seen: int, timeout: float) -> EventView:
        """The view as soon as its revision is not ``seen`` (at the latest after ``timeout`` seconds)."""
        if self.view.revision != seen or self._changed is None or self.ending:
            return self.view
        changed = self._changed
        try:
            await asyncio.wait_for(changed.wait(), timeout)
        except TimeoutError:
            pass
        return self.view
