"""What players' phones do to an event, and what the desk does for them: a player's report, confirmation or dispute
of their table, check-in and drop by phone; the desk's links, the phones' settings and the round clock.

Each is one transaction, logged, through the same ``Transaction`` as every desk action, so a phone's word and a
desk's change are put in line by the same lock and checked against the same rows. A phone's action is checked
in its own transaction: the link still names its player, the table is that player's in the current round, and
the table's result (``phones.decide``). Two players agreeing write the table's result in the transaction of the
second word. A request repeated with the same ``request_id`` is answered as the first time, changing nothing;
the same ``request_id`` for another request (another action, or other values: ``request_digest``) is refused.
A confirmation or a dispute may name the report it answers (``SeenReport``), checked in the same transaction.
"""

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.engine import Connection

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.errors import DeskError
from companion.tournament.event import Player, Result, Table
from companion.tournament.log import LogKind
from companion.tournament.phones import (
    NotAllowed,
    NotYourTable,
    PhoneSettings,
    PhoneState,
    ReportChanged,
    RequestReused,
    RoundClock,
    Statement,
    StatementKind,
    TableStatus,
    UnknownLink,
    decide,
    new_token,
    opponent_report,
    table_status,
    token_shaped,
)
from companion.tournament.rules import clean_result, is_int
from companion.tournament.store import schema
from companion.tournament.store.base import StoreBase
from companion.tournament.store.records import Snapshot
from companion.tournament.store.rows import Row, current_round, player_of, read_snapshot, result_of, result_row
from companion.tournament.store.transaction import Transaction, plain

PIN_LENGTHS = (4, 12)
REQUEST_ID_LENGTH = 100


@dataclass(frozen=True)
class PhoneAnswer:
    """What a phone is answered: ``status`` (a table's, or "checked-in" / "dropped"), and whether it was a repeat
    (of a request answered before, or of what the event already held)."""

    status: str
    repeated: bool = False
    revision: int | None = None
    """The event's revision once the change was made (None: nothing was written)."""


@dataclass(frozen=True)
class SeenReport:
    """The opponent's report as the player's page showed it, which a confirmation or a dispute answers: its
    ``scores`` in the table's seat order and, when ``concession_said``, who ``conceded`` (a name at the table, None
    for nobody; not said: not compared)."""

    scores: tuple[Fraction, Fraction]
    conceded: str | None = None
    concession_said: bool = False


def read_phone_state(connection: Connection) -> PhoneState:
    settings_row = connection.execute(select(schema.phone_settings)).mappings().first()
    settings = PhoneSettings() if settings_row is None else PhoneSettings(
        settings_row["self_check_in"], settings_row["hide_standings"], settings_row["pin"], settings_row["address"])
    clock_row = connection.execute(select(schema.round_clock)).mappings().first()
    clock = None if clock_row is None else clock_of(clock_row)
    statements: dict[tuple[int, int], list[Statement]] = {}
    for row in connection.execute(select(schema.phone_statement).order_by(
            *schema.phone_statement.primary_key.columns)).mappings():
        statements.setdefault((row["round_number"], row["table_number"]), []).append(statement_of(row))
    return PhoneState(settings, clock, {key: tuple(found) for key, found in statements.items()})


def clock_of(row: Row) -> RoundClock:
    started = row["started_at"]
    return RoundClock(row["round_number"], row["duration_ms"], row["elapsed_ms"],
                      None if started is None else datetime.fromisoformat(started))


def statement_of(row: Row) -> Statement:
    return Statement(row["player_id"], StatementKind(row["kind"]), (row["seat_1"], row["seat_2"]), result_of(row))


def clean_request_id(request_id: object) -> str:
    if not isinstance(request_id, str) or not 1 <= len(request_id) <= REQUEST_ID_LENGTH or not request_id.isprintable():
        raise InputError("request_id", QT_TRANSLATE_NOOP("InputError", "a text of 1 to {0} characters"),
                         request_id if isinstance(request_id, str) else None, args=(REQUEST_ID_LENGTH,))
    return request_id


def clean_pin(pin: str | None) -> str | None:
    if pin is None or pin == "":
        return None
    low, high = PIN_LENGTHS
    if not isinstance(pin, str) or not (pin.isascii() and pin.isdigit() and low <= len(pin) <= high):
        raise InputError("pin", QT_TRANSLATE_NOOP("InputError", "{0} to {1} digits, or none"), pin, args=PIN_LENGTHS)
    return pin


class PhoneActions(StoreBase):
    # --- reading ---------------------------------------------------------------------------------

    def phone_view(self) -> tuple[Snapshot, PhoneState]:
        """The event and what the phones added to it, read in one transaction."""
        return self._read(lambda connection: (read_snapshot(connection), read_phone_state(connection)))

    def phone_state(self) -> PhoneState:
        return self._read(read_phone_state)

    def links(self) -> dict[int, str]:
        """Each player's personal link token, by player id (a player whose link was revoked has none)."""
        return self._read(lambda connection: {row.player_id: row.token for row in connection.execute(
            select(schema.player_link.c.player_id, schema.player_link.c.token))})

    def player_of_link(self, token: str) -> Player | None:
        """The player a link's token names, or None (checked again in each phone action's transaction)."""
        if not isinstance(token, str) or not token_shaped(token):
            return None

        def read(connection: Connection) -> Player | None:
            row = connection.execute(select(schema.player).join(
                schema.player_link, schema.player_link.c.player_id == schema.player.c.id).where(
                schema.player_link.c.token == token)).mappings().first()
            return None if row is None else player_of(row)

        return self._read(read)

    # --- the desk's actions for the phones -------------------------------------------------------

    def reissue_link(self, player_id: int) -> str:
        """A new personal link for the player: the old one stops working at once."""
        token = new_token()

        def action(tx: Transaction) -> str:
            player = tx.player(player_id)
            if tx.connection.execute(select(schema.player_link).where(
                    schema.player_link.c.player_id == player_id)).first() is None:
                tx.insert(schema.player_link, {"player_id": player_id, "token": token})
            else:
                tx.update(schema.player_link, {"player_id": player_id}, {"token": token})
            tx.log(LogKind.LINK, player=player_id, name=player.name, action="reissue")
            return token

        return self._write(action)

    def revoke_link(self, player_id: int) -> None:
        """The player's link stops working, and they have none until one is reissued."""

        def action(tx: Transaction) -> None:
            player = tx.player(player_id)
            if tx.connection.execute(select(schema.player_link).where(
                    schema.player_link.c.player_id == player_id)).first() is not None:
                tx.delete(schema.player_link, {"player_id": player_id})
                tx.log(LogKind.LINK, player=player_id, name=player.name, action="revoke")

        self._write(action)

    def edit_phone_settings(self, settings: PhoneSettings) -> PhoneSettings:
        """The organiser's settings for the phones (the address too); one log entry naming what changed, the PIN
        only as set or not."""
        settings = replace(settings, pin=clean_pin(settings.pin), self_check_in=bool(settings.self_check_in),
                           hide_standings=bool(settings.hide_standings))
        if settings.address is not None and (not isinstance(settings.address, str) or len(settings.address) > 200):
            raise InputError("address", QT_TRANSLATE_NOOP("InputError", "a web address"), settings.address)

        def action(tx: Transaction) -> PhoneSettings:
            before = read_phone_state(tx.connection).settings
            values = {"self_check_in": settings.self_check_in, "hide_standings": settings.hide_standings,
                      "pin": settings.pin, "address": settings.address}
            changed = {name: [getattr(before, name), value] for name, value in values.items()
                       if getattr(before, name) != value}
            if not changed:
                return before
            if "pin" in changed:
                changed["pin"] = [before.pin is not None, settings.pin is not None]
            if tx.connection.execute(select(schema.phone_settings)).first() is None:
                tx.insert(schema.phone_settings, {"id": 1, **values})
            else:
                tx.update(schema.phone_settings, {"id": 1}, values)
            tx.log(LogKind.PHONE_SETTINGS, changed=changed)
            return settings

        return self._write(action)

    def set_phone_address(self, address: str) -> None:
        """Keep the address the phones reach the event at (for the printed links), if it is a new one."""
        current = self.phone_state().settings
        if current.address != address:
            self.edit_phone_settings(replace(current, address=address))

    def clock(self, action: str, minutes: int | None = None, *, now: datetime | None = None) -> RoundClock:
        """The current round's clock: "set" to ``minutes`` (stopped, from the start), "start" (a new clock needs
        ``minutes``; a paused one goes on), "pause", or "extend" by ``minutes`` (fewer with a negative number)."""
        if action not in ("set", "start", "pause", "extend"):
            raise InputError("action", QT_TRANSLATE_NOOP("InputError", "one of {0}"), action,
                             args=("set, start, pause, extend",))
        if minutes is not None and (not is_int(minutes) or not -24 * 60 <= minutes <= 24 * 60 or
                                    (action != "extend" and minutes < 1)):
            raise InputError("minutes", QT_TRANSLATE_NOOP("InputError", "a whole number of minutes from {0} to {1}"),
                             minutes, args=(1 if action != "extend" else -24 * 60, 24 * 60))
        at = now or datetime.now(UTC)

        def write(tx: Transaction) -> RoundClock:
            number = current_round(tx.connection)
            if number == 0:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the clock runs once a round is paired"))
            row = tx.connection.execute(select(schema.round_clock)).mappings().first()
            before = None if row is None else clock_of(row)
            if before is not None and before.round_number != number:
                before = None
            after = clock_after(before, action, minutes, number, at)
            if after == before:
                return after
            values = {"round_number": after.round_number, "duration_ms": after.duration_ms,
                      "elapsed_ms": after.elapsed_ms,
                      "started_at": None if after.started_at is None else after.started_at.isoformat(
                          timespec="milliseconds")}
            if row is None:
                tx.insert(schema.round_clock, {"id": 1, **values})
            else:
                tx.update(schema.round_clock, {"id": 1}, values)
            tx.log(LogKind.CLOCK, round=number, action=action, duration_ms=after.duration_ms,
                   remaining_ms=after.remaining_at(at))
            return after

        return self._write(write)

    # --- a phone's actions -----------------------------------------------------------------------

    def phone_statement(self, token: str, kind: StatementKind, round_number: object, table_number: object, *,
                        scores: tuple[Fraction, Fraction] | None = None, conceded: object = None,
                        seen: SeenReport | None = None, request_id: object, route: str) -> PhoneAnswer:
        """A player's report (``scores`` in the table's seat order, and who ``conceded``: a name at the table, or
        None), confirmation or dispute of their table in the current round; a confirmation or a dispute of the
        report ``seen`` (None: of the opponent's report as it is). Refused (nothing written): ``UnknownLink``,
        ``NotYourTable``, ``phones.ResultStands`` (the table has its result), ``phones.NothingToAnswer`` (no report
        to answer), ``phones.ReportChanged`` (the report seen is not the opponent's report any more),
        ``phones.RequestReused``, an InputError."""
        kind = StatementKind(kind)
        request = clean_request_id(request_id)
        for name, value in (("round", round_number), ("table", table_number)):
            if not is_int(value) or value < 1:
                raise InputError(name, QT_TRANSLATE_NOOP("InputError", "a whole number of at least 1"), value)
        assert isinstance(round_number, int) and isinstance(table_number, int)
        if kind is StatementKind.REPORT:
            if scores is None:
                raise InputError("scores", QT_TRANSLATE_NOOP("InputError", "two victory point totals, one per player"))
            clean_result(Result(scores, None))
        elif conceded is not None:
            raise InputError("conceded", QT_TRANSLATE_NOOP("InputError", "the name of a player at the table, or none"),
                             conceded)
        if kind is StatementKind.REPORT or seen is None:
            seen = None
        else:
            clean_result(Result(seen.scores, None))
        digest = request_digest(str(kind), round_number, table_number, scores, conceded, seen)

        def act(tx: Transaction, player: Player) -> PhoneAnswer:
            row = table_with_names(tx.connection, round_number, table_number)
            if row is None or round_number != row["current"] or player.id not in (row["player_1"], row["player_2"]):
                raise NotYourTable(QT_TRANSLATE_NOOP("DeskError", "table {1} of round {0} is not your table in the "
                                                                  "current round"), round_number, table_number)
            table = Table(row["number"], (row["player_1"], row["player_2"]), result_of(row))
            found_rows = list(tx.connection.execute(select(schema.phone_statement).where(
                schema.phone_statement.c.round_number == round_number,
                schema.phone_statement.c.table_number == table_number)).mappings())
            said = tuple(statement_of(found) for found in found_rows)
            names = [row["name_1"], row["name_2"]]
            result = None
            if scores is not None and kind is StatementKind.REPORT:
                result = clean_result(Result(scores, conceded_index(names, conceded)))
            if seen is not None:
                check_seen(table, said, player.id, names, seen)
            new = Statement(player.id, kind, table.players, result)
            decision = decide(table, said, new)
            if decision.unchanged:
                return PhoneAnswer(str(decision.status), repeated=True)
            key = {"round_number": round_number, "table_number": table_number, "player_id": player.id}
            values = {"kind": str(kind), "seat_1": table.players[0], "seat_2": table.players[1],
                      **result_row(new.result)}
            own = next((found for found in found_rows if found["player_id"] == player.id), None)
            if own is not None:  # every statement of the table, seated or not
                tx.update(schema.phone_statement, key, values, row=own)
            else:
                tx.insert(schema.phone_statement, {**key, **values})
            if decision.result is not None:
                tx.update(schema.round_table, {"round_number": round_number, "number": table_number},
                          result_row(decision.result), row=row)
            details: dict[str, Any] = {"round": round_number, "table": table_number, "players": list(table.players),
                                       "names": names, "player": player.id, "name": player.name, "route": route}
            if kind is StatementKind.REPORT:
                assert new.result is not None
                details.update(score=[plain(value) for value in new.result.score],
                               conceded=None if new.result.conceded is None else new.result.conceded + 1)
            if kind is not StatementKind.DISPUTE:
                details["result"] = None if decision.result is None else {
                    "score": [plain(value) for value in decision.result.score],
                    "conceded": None if decision.result.conceded is None else decision.result.conceded + 1}
            tx.log({StatementKind.REPORT: LogKind.PHONE_REPORT, StatementKind.CONFIRM: LogKind.PHONE_CONFIRM,
                    StatementKind.DISPUTE: LogKind.PHONE_DISPUTE}[kind], **details)
            return PhoneAnswer(str(decision.status))

        return self._phone_write(token, request, digest, act)

    def phone_check_in(self, token: str, *, request_id: object, route: str) -> PhoneAnswer:
        """The player checks in from their phone, when the organiser allows self check-in (else ``NotAllowed``)."""
        request = clean_request_id(request_id)

        def act(tx: Transaction, player: Player) -> PhoneAnswer:
            if not read_phone_state(tx.connection).settings.self_check_in:
                raise NotAllowed(QT_TRANSLATE_NOOP("DeskError", "check in at the desk: the organiser checks players "
                                                                "in"))
            if player.dropped_after is not None:
                raise NotAllowed(QT_TRANSLATE_NOOP("DeskError", "{0} has dropped: only the desk can bring them back"),
                                 player.name)
            if player.checked_in:
                return PhoneAnswer("checked-in", repeated=True)
            tx.update(schema.player, {"id": player.id}, {"checked_in": True})
            tx.log(LogKind.PHONE_CHECK_IN, player=player.id, name=player.name, route=route)
            return PhoneAnswer("checked-in")

        return self._phone_write(token, request, request_digest("check-in"), act)

    def phone_drop(self, token: str, *, request_id: object, route: str) -> PhoneAnswer:
        """The player drops from their phone: they play no round after the current one (their current table, if
        any, is still theirs to report)."""
        request = clean_request_id(request_id)

        def act(tx: Transaction, player: Player) -> PhoneAnswer:
            if player.dropped_after is not None:
                return PhoneAnswer("dropped", repeated=True)
            last = max(current_round(tx.connection), player.joined_round - 1)
            tx.update(schema.player, {"id": player.id}, {"dropped_after": last})
            tx.log(LogKind.PHONE_DROP, player=player.id, name=player.name, after_round=last, route=route)
            return PhoneAnswer("dropped")

        return self._phone_write(token, request, request_digest("drop"), act)

    def _phone_write(self, token: str, request_id: str, digest: str,
                     act: Callable[[Transaction, Player], PhoneAnswer]) -> PhoneAnswer:
        """One phone action's transaction: the link checked first (an unknown one takes no lock), a request seen
        before answered as then (refused if that id was another request: ``digest`` tells), and the answer kept
        with the change and the request's digest."""
        if self.player_of_link(token) is None:
            raise UnknownLink(QT_TRANSLATE_NOOP("DeskError", "this link is not (or no longer) a player's"))

        def action(tx: Transaction) -> PhoneAnswer:
            # The link's player and, if this request was seen before, its answer: one statement (each is three
            # round trips to a server, while the event's lock is held).
            request = schema.phone_request
            row = tx.connection.execute(select(schema.player, request.c.answer).join(
                schema.player_link, schema.player_link.c.player_id == schema.player.c.id).outerjoin(
                request, (request.c.player_id == schema.player.c.id) & (request.c.request_id == request_id)).where(
                schema.player_link.c.token == token)).mappings().first()
            if row is None:
                raise UnknownLink(QT_TRANSLATE_NOOP("DeskError", "this link is not (or no longer) a player's"))
            player = player_of(row)
            if row["answer"] is not None:
                before = json.loads(row["answer"])
                if before.get("request", digest) != digest:  # a request kept before digests were: answered as then
                    raise RequestReused(QT_TRANSLATE_NOOP("DeskError", "this request_id was used before for another "
                                                                       "request: give each request an id of its own"))
                return PhoneAnswer(before["status"], repeated=True)
            answer = act(tx, player)
            if tx.changes:
                tx.insert(schema.phone_request, {"player_id": player.id, "request_id": request_id,
                                                 "answer": json.dumps({"status": answer.status, "request": digest})})
                answer = replace(answer, revision=tx.revision)
            return answer

        return self._write(action)


def table_with_names(connection: Connection, round_number: int, table_number: int) -> Row | None:
    """A round's table with its two players' names (``name_1``, ``name_2``) and the event's current round
    (``current``), in one statement; None if the round has no such table."""
    first, second = schema.player.alias("first_player"), schema.player.alias("second_player")
    tables = schema.round_table
    current = select(func.coalesce(func.max(schema.round_.c.number), 0)).scalar_subquery()
    return connection.execute(select(tables, first.c.name.label("name_1"), second.c.name.label("name_2"),
                                     current.label("current"))
                              .join(first, first.c.id == tables.c.player_1).join(second, second.c.id == tables.c.player_2)
                              .where(tables.c.round_number == round_number, tables.c.number == table_number)
                              ).mappings().first()


def request_digest(action: str, round_number: int | None = None, table_number: int | None = None,
                   scores: tuple[Fraction, Fraction] | None = None, conceded: object = None,
                   seen: SeenReport | None = None) -> str:
    """What a request asks, as a digest kept with its answer: a request id given again is the same request when its
    action and its values are: the round, the table, the scores as numbers ("180", "180.0" and 180 alike), who
    conceded as a name is matched (case and spacing aside), and the report a confirmation or a dispute answers."""

    def number(value: object) -> str:
        return str(Fraction(value)) if isinstance(value, int | Fraction) else repr(value)

    def name(value: object) -> object:
        return folded_name(value) if isinstance(value, str) else value

    asked: dict[str, Any] = {"action": action, "round": round_number, "table": table_number,
                             "scores": None if scores is None else [number(value) for value in scores],
                             "conceded": name(conceded)}
    if seen is not None:
        asked["seen"] = {"scores": [number(value) for value in seen.scores],
                         "conceded": name(seen.conceded) if seen.concession_said else "(not said)"}
    text = json.dumps(asked, sort_keys=True, ensure_ascii=True, default=repr)
    return hashlib.sha256(text.encode()).hexdigest()


def check_seen(table: Table, said: tuple[Statement, ...], player: int, names: list[str], seen: SeenReport) -> None:
    """Refuse a confirmation or a dispute of a report that is not the opponent's report any more (``ReportChanged``),
    while the table has no result; with no report to answer, or a result in, ``decide`` says what holds."""
    seen_conceded = conceded_index(names, seen.conceded) if seen.concession_said else None
    theirs = opponent_report(table, said, player)
    if table.result is not None or theirs is None:
        return
    if tuple(theirs.score) != tuple(seen.scores) or (seen.concession_said and theirs.conceded != seen_conceded):
        raise ReportChanged(QT_TRANSLATE_NOOP("DeskError", "your opponent changed their report of table {0}: answer "
                                                           "the report as it is now"), table.number, report=theirs,
                            conceded=None if theirs.conceded is None else names[theirs.conceded],
                            status=table_status(table, said))


def folded_name(text: str) -> str:
    return " ".join(text.split()).casefold()


def conceded_index(names: list[str], conceded: object) -> int | None:
    """The seat of the player named as conceding (case and spacing aside), None for nobody."""
    if conceded is None:
        return None
    if isinstance(conceded, str):
        wanted = folded_name(conceded)
        for index, name in enumerate(names):
            if name.casefold() == wanted:
                return index
    raise InputError("conceded", QT_TRANSLATE_NOOP("InputError", "the name of a player at the table ({0} or {1}), or "
                                                                 "none"), conceded, args=tuple(names))


def clock_after(before: RoundClock | None, action: str, minutes: int | None, round_number: int,
                at: datetime) -> RoundClock:
    """The clock after a desk's action on it (``before``: the current round's clock, or None)."""
    if action == "set" or (action == "start" and before is None):
        if minutes is None:
            raise InputError("minutes", QT_TRANSLATE_NOOP("InputError", "the round's length in minutes"))
        fresh = RoundClock(round_number, minutes * 60_000)
        return replace(fresh, started_at=at) if action == "start" else fresh
    if before is None:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the clock of round {0} is not set"), round_number)
    if action == "start":
        return before if before.running else replace(before, started_at=at)
    if action == "pause":
        return before if not before.running else replace(before, elapsed_ms=before.elapsed_at(at), started_at=None)
    if minutes is None:
        raise InputError("minutes", QT_TRANSLATE_NOOP("InputError", "the minutes to add"))
    return replace(before, duration_ms=max(before.duration_ms + minutes * 60_000, 0))


def statuses(snapshot: Snapshot, phones: PhoneState) -> dict[tuple[int, int], TableStatus]:
    """Every table's status, by (round, table)."""
    return {(round_.number, table.number): table_status(table, phones.of(round_.number, table))
            for round_ in snapshot.event.rounds for table in round_.tables}
