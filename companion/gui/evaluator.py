"""Runs a calculator off the GUI thread; the last input always wins. ``JobQueue`` runs every job, in order.

At most one job runs at a time. Inputs that arrive while it runs replace each
other, so only the newest waits, and the running job is cancelled at its next
checkpoint (``companion.model.cancellation``); a job that finishes anyway with
an input that is no longer the newest is dropped instead of being shown.

Jobs run on plain Python threads, not a QThreadPool, so a worker touches Qt
only to emit one queued signal. Two rules keep Qt objects dying in the GUI
thread, where Qt needs them to:

- Python's cyclic garbage collector runs in whichever thread happens to
  allocate, and frees whatever is garbage, the pyqtgraph items of a closed
  page included. While any job runs, automatic collection is paused; it
  resumes from the GUI thread once every worker has ended.
- The GUI thread holds the last reference to each job's signal relay, so a
  relay never dies on its worker either.

A worker running pure Python holds the GIL for the interpreter's whole switch
interval (5 ms by default) each time the GUI thread gives it back, and the GUI
thread gives it back around every Qt call. Laying out a big page while a long
job ran froze the window for 0.7 s that way; with 0.5 ms it was 73 ms at most,
and the job took no longer.
"""

import _thread
import gc
import sys
import threading
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from companion.model.cancellation import Cancelled, cancellable


class _Relay(QObject):
    """Carries a finished job to the GUI thread."""

    done = Signal(object, int, object, object)  # worker, generation, result, error


class _Worker:
    """One job's thread, as far as the GUI thread needs to know it: whether its Python code has ended.

    The thread is started with ``_thread``, not ``threading.Thread``: ``Thread.start`` waits until the new
    thread runs, and on every form change the GUI thread waited there 0.8 ms, mostly for the GIL back.
    The thread's last Python statement releases ``ended``; what is left of the thread then allocates
    nothing, so it cannot start a collection either.
    """

    def __init__(self):
        self.ended = _thread.allocate_lock()
        self.ended.acquire()

    def join(self) -> None:
        with self.ended:
            pass


class _RunningJobs(QObject):
    """Every evaluator's running workers, tracked in the GUI thread.

    It outlives the pages, so a job whose page closed while it ran still
    ends here, and the garbage collector is never left paused.
    """

    def __init__(self):
        super().__init__()
        self._relays: dict[_Worker, _Relay] = {}
        self._resume_collector = False

    def start(self, function: Callable[[Any], Any], generation: int, inputs: Any, relay: _Relay,
              cancel: threading.Event) -> _Worker:
        if not self._relays:
            self._resume_collector = gc.isenabled()
            gc.disable()
            sys.setswitchinterval(GIL_SWITCH_INTERVAL)
        worker = _Worker()
        self._relays[worker] = relay
        _thread.start_new_thread(_run, (worker, function, generation, inputs, relay, cancel))
        return worker

    def watch(self, relay: _Relay) -> None:
        """Hear of every job this relay carries, before its evaluator does."""
        relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    def _on_done(self, worker: _Worker, _generation: int, _result: Any, _error: Exception | None) -> None:
        if self._relays.pop(worker, None) is None:
            return
        worker.join()  # it has emitted, so this is quick; then it can no longer start a collection
        if not self._relays and self._resume_collector:
            gc.enable()


GIL_SWITCH_INTERVAL = 0.0005  # seconds; see the module docstring

_RUNNING = _RunningJobs()


class Evaluator(QObject):
    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, function: Callable[[Any], Any], parent: QObject | None = None):
        super().__init__(parent)
        self._function = function
        self._generation = 0
        self._pending: tuple[int, Any] | None = None
        self._worker: _Worker | None = None
        self._cancel = threading.Event()
        self._relay = _Relay()
        _RUNNING.watch(self._relay)
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    def submit(self, inputs: Any) -> None:
        self._generation += 1
        self._pending = (self._generation, inputs)
        if self._worker is None:
            self._start_pending()
        else:
            self._cancel.set()

    def busy(self) -> bool:
        return self._worker is not None or self._pending is not None

    def cancel(self) -> None:
        """Abandon the running job at its next checkpoint, and any input waiting: nothing is shown for them."""
        self._generation += 1
        self._pending = None
        self._cancel.set()

    def wait(self) -> None:
        """Block until the running job, if any, has finished (for tests and the self-test)."""
        worker = self._worker
        if worker is not None:
            worker.join()

    def _start_pending(self):
        generation, inputs = self._pending
        self._pending = None
        self._cancel = threading.Event()
        self._worker = _RUNNING.start(self._function, generation, inputs, self._relay, self._cancel)

    def _on_done(self, _worker: _Worker, generation: int, result: Any, error: Exception | None):
        self._worker = None
        if self._pending is not None:
            self._start_pending()
            return
        if generation != self._generation or isinstance(error, Cancelled):
            return
        if error is not None:
            self.failed.emit(error)
        else:
            self.finished.emit(result)


class JobQueue(QObject):
    """Runs every submitted job, one after another in the order submitted, off the GUI thread; none is dropped.

    For work that must all happen in order, such as the tournament desk's saves: a job is a plain
    function (no Qt), and ``done(result, error)`` is called in the GUI thread when it ends. The
    threads are the evaluator's (one plain Python thread per job, the collector paused meanwhile).
    """

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._jobs: deque[tuple[Callable[[], Any], Callable[[Any, Exception | None], None]]] = deque()
        self._running: Callable[[Any, Exception | None], None] | None = None
        self._worker: _Worker | None = None
        self._relay = _Relay()
        _RUNNING.watch(self._relay)
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    def submit(self, job: Callable[[], Any], done: Callable[[Any, Exception | None], None]) -> None:
        self._jobs.append((job, done))
        if self._running is None:
            self._start_next()

    def busy(self) -> bool:
        return self._running is not None or bool(self._jobs)

    def wait(self) -> None:
        """Block until the running job, if any, has finished (for tests and benchmarks)."""
        worker = self._worker
        if worker is not None:
            worker.join()

    def _start_next(self) -> None:
        job, self._running = self._jobs.popleft()
        self._worker = _RUNNING.start(lambda _: job(), 0, None, self._relay, threading.Event())

    def _on_done(self, _worker: _Worker, _generation: int, result: Any, error: Exception | None) -> None:
        done, self._running, self._worker = self._running, None, None
        if self._jobs:
            self._start_next()
        done(result, error)


def _run(worker: _Worker, *job: Any) -> None:
    try:
        _run_job(worker, *job)  # its result and inputs are let go of before the worker counts as ended
    finally:
        worker.ended.release()  # the last statement: see _Worker


def _run_job(worker: _Worker, function: Callable[[Any], Any], generation: int, inputs: Any, relay: _Relay,
             cancel: threading.Event) -> None:
    try:
        with cancellable(cancel):
            result, error = function(inputs), None
    except Exception as exc:  # Cancelled, or reported to the user by the panel; never raised into Qt
        result, error = None, exc
    relay.done.emit(worker, generation, result, error)
