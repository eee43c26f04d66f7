"""Runs a calculator off the GUI thread; the last input always wins.

At most one job runs at a time. Inputs that arrive while it runs replace each
other, so only the newest waits; a finished job whose input is no longer the
newest is dropped instead of being shown.
"""

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Signals(QObject):
    done = Signal(int, object, object)  # generation, result, error


class _Job(QRunnable):
    def __init__(self, generation: int, function: Callable[[Any], Any], inputs: Any, signals: _Signals):
        super().__init__()
        self.generation, self.function, self.inputs, self.signals = generation, function, inputs, signals

    def run(self):
        try:
            result, error = self.function(self.inputs), None
        except Exception as exc:  # reported to the user by the panel, never raised into Qt
            result, error = None, exc
        try:
            self.signals.done.emit(self.generation, result, error)
        except RuntimeError:
            pass  # the page closed while this ran: nobody is left to show the result


class Evaluator(QObject):
    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, function: Callable[[Any], Any], parent: QObject | None = None):
        super().__init__(parent)
        self._function = function
        self._generation = 0
        self._running = False
        self._pending: tuple[int, Any] | None = None
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)

    def submit(self, inputs: Any) -> None:
        self._generation += 1
        self._pending = (self._generation, inputs)
        if not self._running:
            self._start_pending()

    def busy(self) -> bool:
        return self._running or self._pending is not None

    def wait(self) -> None:
        self._pool.waitForDone()

    def _start_pending(self):
        generation, inputs = self._pending
        self._pending = None
        self._running = True
        self._pool.start(_Job(generation, self._function, inputs, self._signals))

    def _on_done(self, generation: int, result: Any, error: Exception | None):
        self._running = False
        if self._pending is not None:
            self._start_pending()
            return
        if generation != self._generation:
            return
        if error is not None:
            self.failed.emit(error)
        else:
            self.finished.emit(result)
