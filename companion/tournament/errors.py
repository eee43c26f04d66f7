"""What the desk refuses, as structured errors: an English template and the values that fill it.

Like ``companion.model.errors.InputError``, a ``DeskError`` is not a finished
sentence: its ``template`` is marked with ``QT_TRANSLATE_NOOP("DeskError", ...)``
where it is raised, so the GUI can word it in the user's language, and
``str(error)`` is the English line the CLI prints. The subclasses tell the GUI
what to do next: an ``EventFileError`` means the file or database cannot be
used at all; a ``ConflictError`` that the event changed meanwhile or already
holds something else (reload the form, or ask before replacing); an
``Unavailable`` that the event's database cannot be reached just now (keep the
form, say so, and try again: the next action reconnects). ``Unavailable`` is a
server that does not answer (``ServerUnavailable``), a file that went away
(``FileUnavailable``: a USB stick pulled, a network share lost, I/O errors) or
an event another program kept locked for too long (``EventLocked``).

Every error of the database, its driver or SQLAlchemy that reaches a caller of
the store is one of these: the GUI never needs to know SQLAlchemy.
"""

from companion.tournament.event import Result


class DeskError(Exception):
    """An action the desk refuses: nothing was changed.

    ``template`` is English with ``{0}``, ``{1}`` … filled from ``arguments``
    (player names, round and table numbers: values, shown as they are).
    """

    def __init__(self, template: str, *arguments: object):
        self.template = template
        self.arguments = arguments
        super().__init__(template.format(*arguments))


class EventFileError(DeskError):
    """The file or database cannot be used as an event: missing, not an event, a newer schema, locked."""


class DamagedEvent(EventFileError):
    """The event holds what no desk writes (a file damaged on its disk or edited by hand): it is read as far as it
    can be, and nothing more is written into it; a file's round backups hold earlier copies."""


class ConflictError(DeskError):
    """The event already holds something else, or changed since the caller read it."""


class StaleError(ConflictError):
    """A save based on an older version of what it changes: another desk (or window) changed it meanwhile.

    The form reloads instead of overwriting the other change.
    """


class ResultExists(ConflictError):
    """A table already has a different result; ``existing`` is it. Replacing it needs ``replace=True``."""

    def __init__(self, template: str, *arguments: object, existing: Result):
        super().__init__(template, *arguments)
        self.existing = existing


class ExtraRoundNeeded(DeskError):
    """The next round would be past the rounds planned: pairing it needs the organiser's say-so (``extra_round``)."""


class Unavailable(DeskError):
    """The event's database cannot be reached now: nothing of the action is half-written (it was one transaction),
    and the same action can be tried again once it answers.

    ``maybe_saved`` is True only when the connection broke while the database was committing it, so the change
    may have landed: reload before retrying (a retried result that landed is accepted as the same again; a
    retried player is refused as a duplicate). Otherwise nothing was saved and the same action can simply be
    tried again.
    """

    def __init__(self, template: str, *arguments: object, maybe_saved: bool = False):
        super().__init__(template, *arguments)
        self.maybe_saved = maybe_saved


class ServerUnavailable(Unavailable):
    """The event's server does not answer, or the connection broke during an action (see ``Unavailable``)."""


class FileUnavailable(Unavailable):
    """The event's file cannot be reached: it went away (a USB stick pulled, a network share lost, the file moved)
    or the disk answers with I/O errors. Once it is back, the same action can be tried again."""


class EventLocked(Unavailable):
    """Another program (or desk) kept the event locked for longer than the store waits: try again in a moment."""
