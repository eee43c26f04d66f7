"""The worker-thread evaluator: the GUI never waits, and the last input wins."""

import threading
import time

from companion.gui.evaluator import Evaluator


def test_only_the_newest_input_is_shown(qtbot):
    started = []
    release = threading.Event()

    def slow_square(x):
        started.append(x)
        if x == 1:
            release.wait(5)
        return x * x

    evaluator = Evaluator(slow_square)
    shown = []
    evaluator.finished.connect(shown.append)
    evaluator.submit(1)
    qtbot.waitUntil(lambda: started == [1])
    for x in (2, 3, 4):  # arrive while 1 is still running
        evaluator.submit(x)
    release.set()
    qtbot.waitUntil(lambda: not evaluator.busy())
    assert shown == [16]
    assert started == [1, 4]  # 2 and 3 were replaced before they ever ran


def test_a_failing_evaluation_is_reported_not_raised(qtbot):
    def broken(_):
        raise ZeroDivisionError("boom")

    evaluator = Evaluator(broken)
    with qtbot.waitSignal(evaluator.failed) as failed:
        evaluator.submit(0)
    assert isinstance(failed.args[0], ZeroDivisionError)


def test_submit_returns_at_once(qtbot):
    evaluator = Evaluator(lambda x: time.sleep(0.3) or x)
    start = time.perf_counter()
    evaluator.submit(1)
    assert time.perf_counter() - start < 0.1
    qtbot.waitUntil(lambda: not evaluator.busy(), timeout=5000)


def test_closing_the_page_while_a_job_runs_neither_hangs_nor_crashes(qtbot):
    """The job outlives its page: its result is dropped, and the next page works as usual."""
    from PySide6.QtCore import QCoreApplication, QEvent, QObject

    release = threading.Event()
    page = QObject()
    evaluator = Evaluator(lambda x: release.wait(5) and x, page)
    shown = []
    evaluator.finished.connect(shown.append)
    evaluator.submit(1)
    evaluator.submit(2)  # waits behind 1
    page.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del page, evaluator
    release.set()
    qtbot.wait(200)
    assert shown == []
    fresh = Evaluator(lambda x: x * 10)
    with qtbot.waitSignal(fresh.finished) as finished:
        fresh.submit(4)
    assert finished.args == [40]


def test_garbage_is_collected_only_in_the_gui_thread(qtbot):
    """Cyclic garbage (closed pages' chart items among it) must never be freed on a worker."""
    import gc

    collectors = []

    def note_collector(phase, _info):
        if phase == "start":
            collectors.append(threading.get_ident())

    def make_cycles(n):
        for _ in range(n):  # enough container garbage to trigger every generation's collection
            loop = []
            loop.append(loop)
        return n

    assert gc.isenabled()
    gc.callbacks.append(note_collector)
    try:
        evaluators = [Evaluator(make_cycles) for _ in range(3)]
        for round_ in range(20):
            for evaluator in evaluators:
                evaluator.submit(20_000 + round_)
            make_cycles(5_000)
        qtbot.waitUntil(lambda: not any(e.busy() for e in evaluators), timeout=10_000)
        qtbot.waitUntil(gc.isenabled, timeout=5_000)
        make_cycles(5_000)
    finally:
        gc.callbacks.remove(note_collector)
    assert set(collectors) == {threading.main_thread().ident}


def test_a_running_job_is_cancelled_when_a_newer_input_arrives(qtbot):
    """The stale job stops at its next checkpoint, so the newest result is not kept waiting."""
    from companion.model.cancellation import checkpoint

    started, ended = [], []

    def long_unless_cancelled(x):
        started.append(x)
        try:
            deadline = time.monotonic() + (10 if x == 1 else 0)
            while time.monotonic() < deadline:
                checkpoint()
                time.sleep(0.001)
            return x * 10
        finally:
            ended.append(x)

    evaluator = Evaluator(long_unless_cancelled)
    shown = []
    evaluator.finished.connect(shown.append)
    failed = []
    evaluator.failed.connect(failed.append)
    evaluator.submit(1)
    qtbot.waitUntil(lambda: started == [1])
    begun = time.monotonic()
    evaluator.submit(2)
    qtbot.waitUntil(lambda: shown == [20], timeout=5_000)
    assert time.monotonic() - begun < 5, "the first job ran to its end"
    assert ended == [1, 2] and failed == []


def test_workers_hand_the_gil_back_quickly(qtbot):
    """A pure-Python job must not starve the GUI thread for the default 5 ms at every Qt call."""
    import sys

    from companion.gui.evaluator import GIL_SWITCH_INTERVAL

    evaluator = Evaluator(lambda x: x)
    with qtbot.waitSignal(evaluator.finished):
        evaluator.submit(1)
    assert sys.getswitchinterval() == GIL_SWITCH_INTERVAL <= 0.001
