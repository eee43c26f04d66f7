"""One open event on the desk: its store, the state the pages show, and the saves, all off the GUI thread.

Every call to the store runs on a ``JobQueue`` worker, one after another, so a
slow or lost server never freezes the window. A save runs the store's action
and then reads the event back in the same job: the pages are refreshed from
what the store committed, and only then is the save reported done.

Other desks' changes are noticed by polling ``store.revision()`` every
``POLL_MILLISECONDS``; a different revision reads the whole state again.

Losing the database (the store's ``Unavailable``: a server that stops
answering, a file on a USB stick or a share that went away, an event locked for
too long) is never silent: ``connection_changed`` carries the error at once;
the save that failed is kept, with any made meanwhile (each told through its
``waiting`` callback, so its form can say it is not saved yet), and the poll
keeps trying. When the database answers again, the event is read afresh, the
kept saves are made in their order and ``connection_changed`` says the desk is
back. Each save is one transaction in the store, so a save that failed left
nothing half-written; one whose commit was made but not acknowledged is
repeated and then changes nothing or is refused as a conflict (the same result
again is accepted as it is). Any other refusal met by the poll is shown (the
``refused`` signal), never raised into Qt's event loop.

The session knows the store's errors only: SQLAlchemy stays inside the store.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from companion.gui.evaluator import JobQueue
from companion.model.errors import InputError
from companion.tournament.errors import DeskError, Unavailable
from companion.tournament.event import Event
from companion.tournament.phones import PhoneState
from companion.tournament.standings import Standing, standings
from companion.tournament.store import EventStore, LogEntry, Snapshot

POLL_MILLISECONDS = 1000
"""How often the desk asks whether another desk changed the event (the issue asks for 2 s at most)."""


@dataclass(frozen=True)
class DeskState:
    """The event as the store last committed it, with what every page shows: the standings and the log."""

    snapshot: Snapshot
    standings: tuple[Standing, ...]
    log: tuple[LogEntry, ...]
    phones: PhoneState = PhoneState()
    """What the players' phones said of each table, their settings and the round clock (read with the event)."""
    links: Mapping[int, str] = field(default_factory=dict)
    """Each player's personal link token (for the printed slips)."""

    @property
    def event(self) -> Event:
        return self.snapshot.event

    @property
    def revision(self) -> int:
        return self.snapshot.revision


def read_state(store: EventStore, previous: DeskState | None = None) -> DeskState:
    """The event as committed now, its standings, and the log (only its new entries read, after ``previous``)."""
    snapshot, phones = store.phone_view()
    ranking = standings(snapshot.event)
    links = store.links()
    if previous is None or not previous.log:
        return DeskState(snapshot, ranking, store.log(), phones, links)
    return DeskState(snapshot, ranking, merged_log(previous.log, store.log(after=previous.log[-1].id)), phones, links)


def merged_log(known: tuple[LogEntry, ...], new: tuple[LogEntry, ...]) -> tuple[LogEntry, ...]:
    """The log read before, with the entries written since; an older entry a new undo reverted is marked so."""
    if not new:
        return known
    undone = {entry.undoes: entry.id for entry in new if entry.undoes is not None}
    return tuple(replace(entry, undone_by=undone[entry.id]) if entry.id in undone else entry
                 for entry in known) + new


def is_connection_error(error: BaseException) -> bool:
    """Whether an error means the database cannot be reached right now (the same action can be tried again once
    it answers), rather than a refusal of the action: the store's ``Unavailable``."""
    return isinstance(error, Unavailable)


@dataclass(frozen=True)
class _Save:
    action: Callable[[EventStore], Any]
    done: Callable[[Any], None] | None
    refused: Callable[[Exception], None] | None
    waiting: Callable[[], None] | None = None


class DeskSession(QObject):
    """An open event. ``save`` runs an action on the store; ``state`` is what it last committed."""

    state_changed = Signal(object)  # DeskState
    connection_changed = Signal(object)  # None: the database answers; else the error that says why not
    saves_waiting = Signal(int)  # saves kept until the database answers again
    refused = Signal(object)  # a refusal no caller handles: the desk shows it

    def __init__(self, store: EventStore, state: DeskState, parent: QObject | None = None, *,
                 poll_milliseconds: int = POLL_MILLISECONDS):
        super().__init__(parent)
        self.store = store
        self.state = state
        self.lost: BaseException | None = None
        self._waiting: list[_Save] = []
        self._answered: list[tuple[_Save, Any, Exception | None]] = []
        """Saves the store answered whose state could not be read back: told once it is."""
        self._polling = False
        self.jobs = JobQueue(self)
        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(poll_milliseconds)
        self.poll_timer.timeout.connect(self.poll)
        self.poll_timer.start()

    @property
    def current_event(self) -> Event:
        """The event as last committed (not ``event``: a QObject's ``event`` is Qt's event handler)."""
        return self.state.event

    def busy(self) -> bool:
        return self.jobs.busy()

    def save(self, action: Callable[[EventStore], Any], done: Callable[[Any], None] | None = None,
             refused: Callable[[Exception], None] | None = None, waiting: Callable[[], None] | None = None) -> None:
        """Run ``action(store)`` off the GUI thread. Then, in the GUI thread: the state read after it is shown,
        and ``done(value)`` is called, or ``refused(error)`` for a DeskError or InputError (the state is read
        again then too, so a form that was stale reloads). With the database lost, the save waits for it and
        ``waiting()`` is called: nothing is saved yet, and ``done`` comes only after the commit."""
        self._run(_Save(action, done, refused, waiting))

    def poll(self) -> None:
        """Ask whether the event changed (another desk) or, after a loss, whether the database answers again."""
        if self._polling or self.jobs.busy():
            return
        self._polling = True
        known = self.state.revision

        previous = self.state

        def job() -> DeskState | None:
            changed = self.lost is not None or self.store.revision() != known
            return read_state(self.store, previous) if changed else None

        self.jobs.submit(job, self._polled)

    def close(self) -> None:
        """Stop polling, close the store once the saves under way are made, then go (``deleteLater``)."""
        self.poll_timer.stop()
        self.jobs.submit(self.store.close, lambda _result, _error: self.deleteLater())

    # --- machinery -------------------------------------------------------------------------

    def _run(self, save: _Save) -> None:
        if self.lost is not None:
            self._wait(save)
            return

        previous = self.state

        def job() -> tuple[Any, Exception | None, DeskState | Unavailable]:
            try:
                value, refusal = save.action(self.store), None
            except (DeskError, InputError) as error:
                if is_connection_error(error):
                    raise
                value, refusal = None, error
            try:
                return value, refusal, read_state(self.store, previous)
            except Unavailable as lost:  # the action is committed (or refused); only the reading back failed
                return value, refusal, lost

        self.jobs.submit(job, lambda result, error: self._saved(save, result, error))

    def _saved(self, save: _Save, result: tuple | None, error: Exception | None) -> None:
        if error is not None:
            if not is_connection_error(error):
                raise error
            self._lose(error)
            self._wait(save)
            return
        value, refusal, state = result
        if isinstance(state, Unavailable):
            # Said done once the event is read again, so the pages show what was committed first.
            self._lose(state)
            self._answered.append((save, value, refusal))
            return
        self._show(state)
        self._answer(save, value, refusal)

    def _answer(self, save: _Save, value: Any, refusal: Exception | None) -> None:
        if refusal is not None:
            (save.refused or self.refused.emit)(refusal)
        elif save.done is not None:
            save.done(value)

    def _polled(self, state: DeskState | None, error: Exception | None) -> None:
        self._polling = False
        if error is not None:
            if is_connection_error(error):
                self._lose(error)
            elif isinstance(error, DeskError | InputError):
                self.refused.emit(error)
            else:
                raise error
            return
        if self.lost is not None:
            self.lost = None
            self.connection_changed.emit(None)
            waiting, self._waiting = self._waiting, []
            self.saves_waiting.emit(0)
            for save in waiting:
                self._run(save)
        if state is not None:
            self._show(state)
        answered, self._answered = self._answered, []
        for save, value, refusal in answered:
            self._answer(save, value, refusal)

    def _lose(self, error: BaseException) -> None:
        first = self.lost is None
        self.lost = error
        if first:
            self.connection_changed.emit(error)

    def _wait(self, save: _Save) -> None:
        self._waiting.append(save)
        self.saves_waiting.emit(len(self._waiting))
        if save.waiting is not None:
            save.waiting()

    def _show(self, state: DeskState) -> None:
        if state.revision < self.state.revision:
            return  # an older read that arrived late
        changed = state.revision != self.state.revision or state.log != self.state.log
        self.state = state
        if changed:
            self.state_changed.emit(state)
