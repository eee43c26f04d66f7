"""Players' phones as plain data and rules: what each player said about their table, what that makes of the table,
the organiser's settings for the phones, the event's round clock, and names folded for "find my name".

Pure functions, no SQL, no Qt, no web: the store checks every phone action against them before it writes, the web
pages and the desk's round page ask them what to show, so none of them holds a rule of its own.

A table's phone statements are each player's latest word on it (``Statement``): a report of both VP totals and a
concession, a confirmation of the opponent's report, or a dispute of it. A statement counts only for the table as it
was seated when it was made (a swap or a re-pairing leaves it aside). The table's status (``table_status``):

- ``desk``: the table has a result the phones did not agree on (entered or changed at the desk): it stands;
- ``confirmed``: the table's result is what the two players agreed (two equal reports, or a report and the
  opponent's confirmation);
- ``disputed``: no result, and a player disputed, or the two reports differ: only the desk settles it;
- ``reported``: no result, one player's report waiting for the opponent;
- ``waiting``: nothing said yet.

Choices where the issue is silent:
- a player may change their own report (or turn a dispute into a confirmation) until the table has a result: the
  status always follows the latest word of each player, so a mistyped report can still be corrected by the two
  players; a dispute stays a dispute until its player confirms or reports the same result;
- a confirmation or a dispute needs the opponent's report to answer; a result in (by the phones or the desk) ends
  what the phones can say about the table: a different report is refused and the desk's result stands;
- a confirmation or a dispute may say which report it answers (the page the player saw): when the opponent has
  changed their report since, it is refused (``ReportChanged``) and the player answers the new one; once the table
  has its result, that result's own rules apply instead (a repeat, or ``ResultStands``);
- the round clock counts down from its duration; it is the current round's only (a new round starts with none),
  and it keeps running past 0 (the phones show "time", the desk decides);
- a player's link works for the event's current round only; a player who dropped can still report their last table.
"""

import secrets
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import StrEnum

from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import ConflictError, DeskError
from companion.tournament.event import Result, Table

TOKEN_BYTES = 18
"""A personal link's token: 18 random bytes (144 bits), 24 URL-safe characters."""
TOKEN_LENGTH = 24


class TableStatus(StrEnum):
    WAITING = "waiting"
    REPORTED = "reported"
    CONFIRMED = "confirmed"
    DISPUTED = "disputed"
    DESK = "desk"


class StatementKind(StrEnum):
    REPORT = "report"
    CONFIRM = "confirm"
    DISPUTE = "dispute"


@dataclass(frozen=True)
class Statement:
    """A player's latest word on a table: ``seats`` are the table's two players (in order) when it was said;
    ``result`` is the report's (None for a confirmation or a dispute), in the table's seat order."""

    player: int
    kind: StatementKind
    seats: tuple[int, int]
    result: Result | None = None


@dataclass(frozen=True)
class PhoneSettings:
    """What the organiser allows the phones: self check-in, the standings during a round, a PIN for the public
    pages (None: none), and the address the phones reach the event at (the last one it was served at)."""

    self_check_in: bool = False
    hide_standings: bool = False
    pin: str | None = None
    address: str | None = None


@dataclass(frozen=True)
class RoundClock:
    """The round clock: ``duration_ms`` in all (extensions included), ``elapsed_ms`` counted before the current run,
    and ``started_at`` (UTC) while it runs."""

    round_number: int
    duration_ms: int
    elapsed_ms: int = 0
    started_at: datetime | None = None

    @property
    def running(self) -> bool:
        return self.started_at is not None

    def elapsed_at(self, now: datetime) -> int:
        if self.started_at is None:
            return self.elapsed_ms
        return self.elapsed_ms + max(int((now - self.started_at).total_seconds() * 1000), 0)

    def remaining_at(self, now: datetime) -> int:
        """Milliseconds left (negative once the time is up)."""
        return self.duration_ms - self.elapsed_at(now)


def clock_time(remaining_ms: int) -> str:
    """The clock's time as the desk, the projector and the phones all show it: "1:23:45", "12:05" or "0:00", a
    part of a second left counted as a whole one (so "0:00" means the time is up), never below 0."""
    seconds = max(remaining_ms, 0) // 1000 + (1 if remaining_ms > 0 and remaining_ms % 1000 else 0)
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{seconds:02d}" if hours else f"{minutes}:{seconds:02d}"


@dataclass(frozen=True)
class PhoneState:
    """What the phones add to the event, read in the same transaction as its snapshot."""

    settings: PhoneSettings = PhoneSettings()
    clock: RoundClock | None = None
    statements: Mapping[tuple[int, int], tuple[Statement, ...]] = field(default_factory=dict)
    """Each table's statements, by (round, table)."""

    def of(self, round_number: int, table: Table) -> tuple[Statement, ...]:
        """The statements that count for that table as it is seated now."""
        return current_statements(table, self.statements.get((round_number, table.number), ()))

    def clock_of(self, round_number: int | None) -> RoundClock | None:
        """The clock if it is that round's."""
        return self.clock if self.clock is not None and self.clock.round_number == round_number else None


@dataclass(frozen=True)
class PhoneLinks:
    """Where the phones' pages are, for the printouts: the join address and each player's personal address."""

    join: str
    personal: Mapping[int, str]


def phone_links(address: str | None, tokens: Mapping[int, str]) -> PhoneLinks | None:
    """The links of an event served at ``address`` (None: never served, so no printed link yet)."""
    if not address:
        return None
    base = address.rstrip("/")
    return PhoneLinks(f"{base}/", {player: f"{base}/p/{token}" for player, token in tokens.items()})


# --- errors a phone gets -----------------------------------------------------------------------


class UnknownLink(DeskError):
    """No player has that link (never issued, reissued since, or revoked)."""


class NotYourTable(DeskError):
    """The link's player does not sit at that table in the current round."""


class NotAllowed(DeskError):
    """The organiser does not allow that from a phone (self check-in off), or it cannot apply to the player."""


class ResultStands(ConflictError):
    """The table has its result already: the phones cannot change it (``status`` says whose it is)."""

    def __init__(self, template: str, *arguments: object, status: TableStatus):
        super().__init__(template, *arguments)
        self.status = status


class NothingToAnswer(ConflictError):
    """A confirmation or a dispute before the opponent reported."""


class ReportChanged(ConflictError):
    """A confirmation or a dispute of a report the opponent has changed since the player saw it: ``report`` is the
    report as it is now (in seat order), ``conceded`` the name of who it says conceded (None: nobody), ``status``
    the table's."""

    def __init__(self, template: str, *arguments: object, report: Result, conceded: str | None,
                 status: TableStatus):
        super().__init__(template, *arguments)
        self.report = report
        self.conceded = conceded
        self.status = status


class RequestReused(ConflictError):
    """A request id the player used before, for another action or another body."""


# --- tables ------------------------------------------------------------------------------------


def current_statements(table: Table, statements: Iterable[Statement]) -> tuple[Statement, ...]:
    return tuple(statement for statement in statements
                 if statement.seats == table.players and statement.player in table.players)


def agreed_result(table: Table, statements: Iterable[Statement]) -> Result | None:
    """The result both players agree on: two equal reports, or one report and the opponent's confirmation."""
    said = {statement.player: statement for statement in current_statements(table, statements)}
    if len(said) != 2:
        return None
    first, second = (said[player] for player in table.players)
    if first.kind is StatementKind.REPORT and second.kind is StatementKind.REPORT:
        return first.result if first.result == second.result else None
    for report, answer in ((first, second), (second, first)):
        if report.kind is StatementKind.REPORT and answer.kind is StatementKind.CONFIRM:
            return report.result
    return None


def table_status(table: Table, statements: Iterable[Statement]) -> TableStatus:
    said = current_statements(table, statements)
    if table.result is not None:
        return TableStatus.CONFIRMED if agreed_result(table, said) == table.result else TableStatus.DESK
    if any(statement.kind is StatementKind.DISPUTE for statement in said):
        return TableStatus.DISPUTED
    reports = [statement.result for statement in said if statement.kind is StatementKind.REPORT]
    if len(reports) == 2 and reports[0] != reports[1]:
        return TableStatus.DISPUTED
    return TableStatus.REPORTED if reports else TableStatus.WAITING


def opponent_report(table: Table, statements: Iterable[Statement], player: int) -> Result | None:
    """What the player's opponent reported for the table (None before they did)."""
    return next((statement.result for statement in current_statements(table, statements)
                 if statement.player != player and statement.kind is StatementKind.REPORT), None)


def own_statement(table: Table, statements: Iterable[Statement], player: int) -> Statement | None:
    return next((statement for statement in current_statements(table, statements) if statement.player == player), None)


@dataclass(frozen=True)
class Decision:
    """What a phone's statement makes of its table: the statements after it, the result to record (when the two
    players now agree), and the table's status then."""

    statements: tuple[Statement, ...]
    result: Result | None
    status: TableStatus
    unchanged: bool = False


def decide(table: Table, statements: Iterable[Statement], new: Statement) -> Decision:
    """Apply a player's new statement to a table: refused when the table has its result (unless it is the same
    agreement again), or when a confirmation or a dispute has no report to answer."""
    said = current_statements(table, statements)
    if new.player not in table.players or new.seats != table.players:
        raise NotYourTable(QT_TRANSLATE_NOOP("DeskError", "you do not play at table {0}"), table.number)
    mine = own_statement(table, said, new.player)
    status = table_status(table, said)
    if table.result is not None:
        if mine == new and status is TableStatus.CONFIRMED:
            return Decision(said, None, status, unchanged=True)
        if status is TableStatus.DESK:
            raise ResultStands(QT_TRANSLATE_NOOP("DeskError", "the desk entered table {0}'s result: it stands"),
                               table.number, status=status)
        raise ResultStands(QT_TRANSLATE_NOOP("DeskError", "table {0}'s result is in: ask the desk to change it"),
                           table.number, status=status)
    if new.kind is not StatementKind.REPORT and opponent_report(table, said, new.player) is None:
        raise NothingToAnswer(QT_TRANSLATE_NOOP("DeskError", "your opponent has not reported table {0} yet"),
                              table.number)
    if mine == new:
        return Decision(said, None, status, unchanged=True)
    after = tuple(statement for statement in said if statement.player != new.player) + (new,)
    agreed = agreed_result(table, after)
    settled = replace(table, result=agreed)
    return Decision(after, agreed, table_status(settled, after))


def counts(statuses: Iterable[TableStatus]) -> dict[TableStatus, int]:
    """How many tables are in each status (every status listed, 0 included)."""
    found = dict.fromkeys(TableStatus, 0)
    for status in statuses:
        found[status] += 1
    return found


# --- names and links ---------------------------------------------------------------------------

APOSTROPHES = "'’‘`´ʼʹ′"
FOLDED_LETTERS = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "ß": "ss", "æ": "ae", "œ": "oe",
                                "ı": "i"})
"""Letters that do not decompose into a base letter and an accent; the pages' script folds them the same way."""


def fold_name(text: str) -> str:
    """A name as "find my name" compares it: case, accents and apostrophes ignored, spaces single
    ("Dell’Orto, Šárka" and "dellorto sarka" fold alike)."""
    lowered = text.casefold().translate(FOLDED_LETTERS)
    decomposed = unicodedata.normalize("NFKD", lowered)
    kept = "".join(char for char in decomposed if not unicodedata.combining(char) and char not in APOSTROPHES)
    return " ".join(kept.split())


def new_token() -> str:
    """A personal link's secret: ``TOKEN_BYTES`` from the system's random source, URL-safe."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_shaped(text: str) -> bool:
    """Whether a text can be a token at all (checked before the store is asked)."""
    return len(text) == TOKEN_LENGTH and all(char.isascii() and (char.isalnum() or char in "-_") for char in text)
