"""Cooperative cancellation of a long evaluation.

The GUI evaluates on a worker thread and only ever shows the newest input's
result, so a job whose input has been replaced is wasted work that delays the
one the user is waiting for. Long loops in the model call ``checkpoint()``;
the evaluator runs a job inside ``cancellable(event)`` and sets the event when
a newer input arrives, and the next checkpoint raises ``Cancelled``.

Outside ``cancellable`` (the CLI, the tests) ``checkpoint()`` does nothing.
"""

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class Cancelled(Exception):
    """The evaluation was abandoned because its input is no longer wanted."""


_current = threading.local()


@contextmanager
def cancellable(event: threading.Event) -> Iterator[None]:
    """Run the enclosed evaluation, on this thread, until ``event`` is set."""
    _current.event = event
    try:
        yield
    finally:
        _current.event = None


def checkpoint() -> None:
    """Raise ``Cancelled`` if this thread's evaluation has been cancelled."""
    event = getattr(_current, "event", None)
    if event is not None and event.is_set():
        raise Cancelled
