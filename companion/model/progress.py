"""How far a long evaluation has come, for a progress bar.

Like ``cancellation.checkpoint``, the model calls ``report(done)`` (a fraction from 0 to 1) from its long
loops; the GUI runs the evaluation inside ``reporting(callback)`` on its worker thread and the callback
carries the figure to the GUI thread. Outside ``reporting`` (the CLI, the tests) ``report`` does nothing.
"""

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

_current = threading.local()


@contextmanager
def reporting(callback: Callable[[float], None]) -> Iterator[None]:
    """Hand every ``report`` made on this thread within the block to ``callback``."""
    previous = getattr(_current, "callback", None)
    _current.callback = callback
    try:
        yield
    finally:
        _current.callback = previous


def report(done: float) -> None:
    """Say that ``done`` (0 to 1) of this thread's evaluation is done."""
    callback = getattr(_current, "callback", None)
    if callback is not None:
        callback(min(max(done, 0.0), 1.0))
