"""What the store hands back besides the event itself: a snapshot with its versions, a report's outcome, a
published round and its backup, a server address's fields."""

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from companion.tournament.event import Event, Result, Round


@dataclass(frozen=True)
class Snapshot:
    """The event as read in one transaction, with the versions a later save may be checked against.

    ``revision`` counts the changes so far (a desk polling it sees another desk's
    change). A round's version covers its pairing and every one of its tables.
    """

    event: Event
    revision: int
    settings_version: int
    player_versions: Mapping[int, int]
    round_versions: Mapping[int, int]
    table_versions: Mapping[tuple[int, int], int]


class Reported(StrEnum):
    RECORDED = "recorded"
    UNCHANGED = "unchanged"  # the same result again: accepted, nothing written
    REPLACED = "replaced"


@dataclass(frozen=True)
class ReportOutcome:
    outcome: Reported
    previous: Result | None = None


@dataclass(frozen=True)
class Published:
    """A published (or re-paired) round and the backup copy made of the event after it, if one could be made."""

    round: Round
    backup: Path | None = None
    backup_error: str | None = None


@dataclass(frozen=True)
class ServerFields:
    """A server event's address as the fields of the "Open event from a server" dialog (``server_address``'s)."""

    host: str
    port: int
    database: str
    user: str
    password: str = ""
