"""Runs a calculator off the GUI thread; the last input always wins.

At most one job runs at a time. Inputs that arrive while it runs replace each
other, so only the newest waits; a finished job whose input is no longer the
newest is dropped instead of being shown.

Jobs run on plain Python threads, not a QThreadPool: a pool's worker holds Qt
locks while it needs the GIL to delete a Python runnable, and the GUI thread
holds the GIL while PySide calls into the pool, so the two can wait on each
other forever. A Python thread touches Qt only to emit one queued signal.
"""

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal


class _Relay(QObject):
    """Carries a finished job to the GUI thread.

    It has no parent, so Python owns it: a running job keeps it alive even
    after its page has closed, and the closed page's slot is simply gone.
    """

    done = Signal(int, object, object)  # generation, result, error


class Evaluator(QObject):
    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, function: Callable[[Any], Any], parent: QObject | None = None):
        super().__init__(parent)
        self._function = function
        self._generation = 0
        self._pending: tuple[int, Any] | None = None
        self._worker: threading.Thread | None = None
        self._relay = _Relay()
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    def submit(self, inputs: Any) -> None:
        self._generation += 1
        self._pending = (self._generation, inputs)
        if self._worker is None:
            self._start_pending()

    def busy(self) -> bool:
        return self._worker is not None or self._pending is not None

    def wait(self) -> None:
        """Block until the running job, if any, has finished (for tests and the self-test)."""
        worker = self._worker
        if worker is not None:
            worker.join()

    def _start_pending(self):
        generation, inputs = self._pending
        self._pending = None
        self._worker = threading.Thread(target=_run, args=(self._function, generation, inputs, self._relay),
                                        name="companion-evaluator", daemon=True)
        self._worker.start()

    def _on_done(self, generation: int, result: Any, error: Exception | None):
        self._worker = None
        if self._pending is not None:
            self._start_pending()
            return
        if generation != self._generation:
            return
        if error is not None:
            self.failed.emit(error)
        else:
            self.finished.emit(result)


def _run(function: Callable[[Any], Any], generation: int, inputs: Any, relay: _Relay) -> None:
    try:
        result, error = function(inputs), None
    except Exception as exc:  # reported to the user by the panel, never raised into Qt
        result, error = None, exc
    relay.done.emit(generation, result, error)
