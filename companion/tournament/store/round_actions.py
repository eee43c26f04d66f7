"""What the organiser does to rounds: publish, re-pair, swap two players, report a result."""


from sqlalchemy import select

from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament import pairing
from companion.tournament.errors import ConflictError, DeskError, ExtraRoundNeeded, ResultExists, StaleError
from companion.tournament.event import Event, Result, Round
from companion.tournament.log import LogKind, publisher
from companion.tournament.rules import (
    MAX_ROUNDS,
    MAX_TABLES,
    check_number,
    check_pairing,
    clean_result,
    ensure_pairable,
    name_of,
)
from companion.tournament.store import schema
from companion.tournament.store.base import StoreBase
from companion.tournament.store.records import Published, Reported, ReportOutcome
from companion.tournament.store.rows import (
    current_round,
    read_log,
    read_snapshot,
    result_of,
    result_row,
    round_of,
    table_row,
)
from companion.tournament.store.transaction import Transaction, plain


class RoundActions(StoreBase):
    def publish_round(self, pairing: Round, *, based_on_revision: int | None = None, everyone: bool = False,
                      extra_round: bool = False) -> Published:
        """Publish the next round as paired (tables in their players' order, and the bye).

        ``based_on_revision`` is the revision of the event the pairing was made from:
        if anything changed since, the pairing is refused (pair again). A round paired
        meanwhile by another desk or process is refused as a ConflictError. A round past
        the rounds planned needs ``extra_round`` (else ``ExtraRoundNeeded``). The round
        must seat exactly the players ``rules.who_plays`` names (``everyone``: registered
        players who are not checked in too).
        """

        def action(tx: "Transaction") -> Round:
            snapshot = read_snapshot(tx.connection, tx.where)
            event = snapshot.event
            current = event.current_round.number if event.current_round else 0
            if pairing.number <= current:
                raise ConflictError(QT_TRANSLATE_NOOP("DeskError", "round {0} is already paired (by {1})"),
                                    pairing.number, publisher(read_log(tx.connection, where=tx.where),
                                                              pairing.number) or "?")
            if pairing.number != current + 1:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the next round to pair is round {0}"), current + 1)
            ensure_pairable(event)
            planned = event.settings.rounds_planned
            if pairing.number > planned and not extra_round:
                raise ExtraRoundNeeded(QT_TRANSLATE_NOOP("DeskError", "round {0} is past the {1} rounds planned: it "
                                                                      "can only be paired as an extra round"),
                                       pairing.number, planned)
            previous_revision = tx.revision - 1  # the event as it was before this transaction
            if based_on_revision is not None and based_on_revision != previous_revision:
                raise StaleError(QT_TRANSLATE_NOOP("DeskError", "the event changed since this pairing was made "
                                                                "(by {0}): pair again"), tx.desk_of(previous_revision))
            check_pairing(event, pairing, everyone)
            tx.insert(schema.round_, {"number": pairing.number, "bye_player_id": pairing.bye})
            tx.insert_all(schema.round_table, [table_row(pairing.number, table) for table in pairing.tables])
            tx.log(LogKind.PUBLISH_ROUND, round=pairing.number, tables=len(pairing.tables),
                   bye=None if pairing.bye is None else event.player(pairing.bye).name, everyone=everyone,
                   extra_round=pairing.number > planned)
            return round_of(tx.connection, pairing.number)

        return self._with_backup(self._write(action))

    def repair_round(self, pairing: Round, *, expected_version: int | None = None, everyone: bool = False) -> Published:
        """Replace the current round's pairing while none of its tables has a result (seating whom
        ``rules.who_plays`` names, as ``publish_round`` does)."""

        def action(tx: "Transaction") -> Round:
            snapshot = read_snapshot(tx.connection, tx.where)
            event = snapshot.event
            current = event.current_round
            if current is None or pairing.number != current.number:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "only the current round can be re-paired"))
            if any(table.result is not None for table in current.tables):
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "round {0} has results: it cannot be re-paired"),
                                current.number)
            tx.check_version(snapshot.round_versions[current.number], expected_version,
                             QT_TRANSLATE_NOOP("DeskError", "round {1} was changed meanwhile (by {0}): "
                                                            "reload it and try again"), current.number)
            previous = Event(event.settings, event.players, event.rounds[:-1])
            check_pairing(previous, pairing, everyone)
            for table in current.tables:
                tx.delete(schema.round_table, {"round_number": current.number, "number": table.number})
            tx.update(schema.round_, {"number": current.number}, {"bye_player_id": pairing.bye}, force_version=True)
            tx.insert_all(schema.round_table, [table_row(pairing.number, table) for table in pairing.tables])
            tx.log(LogKind.REPAIR_ROUND, round=pairing.number, tables=len(pairing.tables),
                   bye=None if pairing.bye is None else event.player(pairing.bye).name, everyone=everyone)
            return round_of(tx.connection, pairing.number)

        return self._with_backup(self._write(action))

    def swap_players(self, round_number: int, first: int, second: int, *,
                     expected_version: int | None = None) -> Round:
        """Swap two players of the current round by hand (either may hold the bye) while their tables have no
        result. The seats come from ``pairing.swap_players``; what the swap makes (a rematch, a same-club pair)
        is ``pairing.swap_warnings``' to say, before this is called."""

        def action(tx: "Transaction") -> Round:
            snapshot = read_snapshot(tx.connection, tx.where)
            event = snapshot.event
            current = event.current_round
            if current is None or round_number != current.number:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "only the current round's players can be swapped"))
            tx.check_version(snapshot.round_versions[current.number], expected_version,
                             QT_TRANSLATE_NOOP("DeskError", "round {1} was changed meanwhile (by {0}): "
                                                            "reload it and try again"), current.number)
            swapped = pairing.swap_players(current, first, second)
            for before, after in zip(current.tables, swapped.tables, strict=True):
                if before.players != after.players:
                    tx.update(schema.round_table, {"round_number": round_number, "number": before.number},
                              {"player_1": after.players[0], "player_2": after.players[1]})
            tx.update(schema.round_, {"number": round_number}, {"bye_player_id": swapped.bye})
            seats = {player: table.number for table in current.tables for player in table.players}
            tx.log(LogKind.SWAP_PLAYERS, round=round_number, players=[first, second],
                   names=[name_of(event, first), name_of(event, second)], tables=[seats.get(first), seats.get(second)])
            return round_of(tx.connection, round_number)

        return self._write(action)

    def report(self, round_number: int, table_number: int, result: Result, *, replace: bool = False,
               expected_version: int | None = None) -> ReportOutcome:
        """Record a table's result. The same result again is accepted and changes nothing; a different one for a
        table that has one is refused (``ResultExists``, which carries it) unless ``replace``. An earlier round's
        table can be changed only with ``replace``."""
        check_number(round_number, "round", 1, MAX_ROUNDS)
        check_number(table_number, "table", 1, MAX_TABLES)
        result = clean_result(result)

        def action(tx: "Transaction") -> ReportOutcome:
            row = tx.connection.execute(select(schema.round_table).where(
                schema.round_table.c.round_number == round_number,
                schema.round_table.c.number == table_number)).mappings().first()
            if row is None:
                if tx.connection.execute(select(schema.round_.c.number).where(
                        schema.round_.c.number == round_number)).first() is None:
                    raise DeskError(QT_TRANSLATE_NOOP("DeskError", "there is no round {0}"), round_number)
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "round {0} has no table {1}"), round_number, table_number)
            existing = result_of(row)
            if existing == result:
                return ReportOutcome(Reported.UNCHANGED, existing)
            current = current_round(tx.connection)
            if round_number != current and not replace:
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "round {0} is not the current round ({1}): changing it "
                                                               "needs replace"), round_number, current)
            if existing is not None and not replace:
                raise ResultExists(QT_TRANSLATE_NOOP("DeskError", "round {0}, table {1} already has {2}–{3} (entered "
                                                                  "by {4})"),
                                   round_number, table_number, *existing.score, tx.desk_of(row["version"]),
                                   existing=existing)
            tx.check_version(row["version"], expected_version,
                             QT_TRANSLATE_NOOP("DeskError", "table {2} of round {1} was changed meanwhile (by {0}): "
                                                            "reload it and try again"), round_number, table_number)
            tx.update(schema.round_table, {"round_number": round_number, "number": table_number},
                      result_row(result))
            names = [tx.player(player_id).name for player_id in (row["player_1"], row["player_2"])]
            tx.log(LogKind.REPORT, round=round_number, table=table_number, players=[row["player_1"], row["player_2"]],
                   names=names, score=[plain(value) for value in result.score],
                   conceded=None if result.conceded is None else result.conceded + 1,
                   replaced=None if existing is None else {
                       "score": [plain(value) for value in existing.score],
                       "conceded": None if existing.conceded is None else existing.conceded + 1})
            return ReportOutcome(Reported.RECORDED if existing is None else Reported.REPLACED, existing)

        return self._write(action)
