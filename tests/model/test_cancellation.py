"""Cooperative cancellation: checkpoints raise only inside a cancelled evaluation."""

import threading

import pytest

from companion.model.cancellation import Cancelled, cancellable, checkpoint
from companion.model.trench_crusade import sequence
from companion.model.trench_crusade.attack_input import Attack, SuccessSources, Target
from companion.model.trench_crusade.sequence import SequenceInput


def test_a_checkpoint_outside_an_evaluation_does_nothing():
    checkpoint()


def test_a_checkpoint_raises_once_the_event_is_set():
    event = threading.Event()
    with cancellable(event):
        checkpoint()
        event.set()
        with pytest.raises(Cancelled):
            checkpoint()
    checkpoint()  # the evaluation is over: nothing left to cancel


def test_a_cancelled_sequence_stops_and_an_uncancelled_one_completes():
    inputs = SequenceInput(attack=Attack(sources=SuccessSources(characteristic=1)), target=Target(tough=True),
                           attacks=12)
    cancelled = threading.Event()
    cancelled.set()
    with cancellable(cancelled), pytest.raises(Cancelled):
        sequence.evaluate(inputs)
    with cancellable(threading.Event()):
        assert sequence.evaluate(inputs) == sequence.evaluate(inputs)


def test_only_the_cancelled_thread_stops():
    """Another thread's evaluation (the CLI, a second page) is not affected."""
    event = threading.Event()
    event.set()
    outcome = []

    def elsewhere():
        checkpoint()
        outcome.append("ran")

    with cancellable(event):
        thread = threading.Thread(target=elsewhere)
        thread.start()
        thread.join()
    assert outcome == ["ran"]
