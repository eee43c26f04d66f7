"""What the organiser does to players: add, import, edit, check in, drop, reinstate, late join, fix a table, merge two
spellings of a faction."""

from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy import select

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.errors import DeskError
from companion.tournament.event import Player, PlayerInput
from companion.tournament.factions import faction_key
from companion.tournament.log import LogKind
from companion.tournament.rules import (
    MAX_ROUNDS,
    MAX_TABLES,
    check_number,
    clean_player,
    clean_player_ids,
    clean_text,
    is_int,
    name_key,
    visible,
)
from companion.tournament.store import schema
from companion.tournament.store.base import StoreBase
from companion.tournament.store.rows import current_round, latest_results, rounds_seated, rounds_with_results
from companion.tournament.store.transaction import Transaction


class PlayerActions(StoreBase):
    def add_player(self, name: str, club: str = "", faction: str = "", *, checked_in: bool = False) -> Player:
        """A new player, paired from the next round to be paired (a late join once the event is under way)."""
        entry = clean_player(PlayerInput(name, club, faction))

        def action(tx: "Transaction") -> Player:
            player = tx.add_player(entry, checked_in=checked_in, joined_round=current_round(tx.connection) + 1)
            tx.log(LogKind.ADD_PLAYER, player=player.id, name=player.name, club=player.club, faction=player.faction,
                   joined_round=player.joined_round)
            return player

        return self._write(action)

    def import_players(self, entries: Iterable[PlayerInput]) -> tuple[Player, ...]:
        """Several players at once, all or none: a duplicate name (in the list or in the event) refuses them all.

        An InputError names the entry by its position (``players[3].name``)."""
        cleaned = []
        for index, entry in enumerate(entries):
            try:
                cleaned.append(clean_player(entry))
            except InputError as error:
                raise error.moved(f"players[{index}].{error.field}") from None
        if not cleaned:
            raise InputError("players", QT_TRANSLATE_NOOP("InputError", "at least one player"))

        def action(tx: "Transaction") -> tuple[Player, ...]:
            joined = current_round(tx.connection) + 1
            added = []
            for index, entry in enumerate(cleaned):
                try:
                    added.append(tx.add_player(entry, checked_in=False, joined_round=joined))
                except InputError as error:
                    raise error.moved(f"players[{index}].{error.field}") from None
            tx.log(LogKind.IMPORT_PLAYERS, players=[player.id for player in added],
                   names=[player.name for player in added])
            return tuple(added)

        return self._write(action)

    def edit_player(self, player_id: int, name: str, club: str = "", faction: str = "", *,
                    expected_version: int | None = None) -> Player:
        entry = clean_player(PlayerInput(name, club, faction))

        def action(tx: "Transaction") -> Player:
            before = tx.player(player_id, expected_version)
            tx.refuse_duplicate(entry.name, player_id)
            changes = {"name": entry.name, "name_key": name_key(entry.name), "club": entry.club,
                       "faction": entry.faction}
            changed = {key: [getattr(before, key), value] for key, value in changes.items()
                       if key != "name_key" and getattr(before, key) != value}
            if changed:
                tx.update(schema.player, {"id": player_id}, changes)
                tx.log(LogKind.EDIT_PLAYER, player=player_id, name=entry.name, changed=changed)
            return tx.player(player_id)

        return self._write(action)

    def check_in(self, player_id: int, checked_in: bool = True, *, expected_version: int | None = None) -> Player:
        def action(tx: "Transaction") -> Player:
            player = tx.player(player_id, expected_version)
            if player.checked_in != checked_in:
                tx.update(schema.player, {"id": player_id}, {"checked_in": checked_in})
                tx.log(LogKind.CHECK_IN, player=player_id, name=player.name, checked_in=checked_in)
            return tx.player(player_id)

        return self._write(action)

    def drop(self, player_id: int, after_round: int | None = None, *, expected_version: int | None = None) -> Player:
        """The player plays no round after ``after_round`` (default: the current round, so from the next one).

        An earlier round is allowed while the player has no result after it: a player who does not
        show up for a round just paired is dropped after the previous round, and the round re-paired.
        Dropping a player who has dropped already changes nothing.
        """

        def action(tx: "Transaction") -> Player:
            player = tx.player(player_id, expected_version)
            if player.dropped_after is not None:
                return player
            current = current_round(tx.connection)
            last = current if after_round is None else after_round
            if not max(player.joined_round - 1, 0) <= last <= current:
                raise InputError("after_round", QT_TRANSLATE_NOOP("InputError", "a round from {0} to {1}"), last,
                                 args=(max(player.joined_round - 1, 0), current))
            played = rounds_with_results(tx.connection, player_id)
            if any(number > last for number in played):
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} has a result in round {1}: drop them after it"),
                                player.name, max(played))
            tx.update(schema.player, {"id": player_id}, {"dropped_after": last})
            tx.log(LogKind.DROP, player=player_id, name=player.name, after_round=last)
            return tx.player(player_id)

        return self._write(action)

    def check_in_players(self, ids: Iterable[int], checked_in: bool = True, *,
                         expected_versions: Mapping[int, int] | None = None) -> tuple[Player, ...]:
        """Check several players in (or out) at once: one transaction, one log entry, one undo. Players already so
        are left as they are; when none changes, nothing is logged. Returns the players, in the order asked, as
        saved. ``expected_versions``: each player's version as read (a player changed since refuses them all)."""
        wanted = clean_player_ids(ids)

        def action(tx: "Transaction") -> tuple[Player, ...]:
            players = tx.players(wanted, expected_versions)
            changed = [player for player in players if player.checked_in != checked_in]
            tx.update_players(changed, {"checked_in": checked_in})
            if changed:
                tx.log(LogKind.CHECK_IN, players=[player.id for player in changed],
                       names=[player.name for player in changed], checked_in=checked_in)
            return tuple(tx.players(wanted))

        return self._write(action)

    def drop_players(self, ids: Iterable[int], after_round: int | None = None, *,
                     expected_versions: Mapping[int, int] | None = None) -> tuple[Player, ...]:
        """Drop several players at once, as ``drop`` drops one: one transaction, one log entry, one undo. Players
        dropped already are left as they are; when none changes, nothing is logged. Any player who cannot be
        dropped after that round (a result after it) refuses them all."""
        wanted = clean_player_ids(ids)

        def action(tx: "Transaction") -> tuple[Player, ...]:
            players = [player for player in tx.players(wanted, expected_versions) if player.dropped_after is None]
            current = current_round(tx.connection)
            last = current if after_round is None else after_round
            low = max((max(player.joined_round - 1, 0) for player in players), default=0)
            if players and not (is_int(last) and low <= last <= current):
                raise InputError("after_round", QT_TRANSLATE_NOOP("InputError", "a round from {0} to {1}"), last,
                                 args=(low, current))
            latest = latest_results(tx.connection, [player.id for player in players])
            for player in players:
                if latest.get(player.id, 0) > last:
                    raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} has a result in round {1}: drop them after "
                                                                   "it"), player.name, latest[player.id])
            tx.update_players(players, {"dropped_after": last})
            if players:
                tx.log(LogKind.DROP, players=[player.id for player in players],
                       names=[player.name for player in players], after_round=last)
            return tuple(tx.players(wanted))

        return self._write(action)

    def reinstate_players(self, ids: Iterable[int], *,
                          expected_versions: Mapping[int, int] | None = None) -> tuple[Player, ...]:
        """Dropped players play again, from the next round to be paired: one transaction, one log entry (REINSTATE),
        one undo. Players who are not dropped are left as they are; when none changes, nothing is logged.

        A player dropped before rounds that were paired without them has missed those rounds: they score
        nothing for them, as a late joiner does for the rounds before joining (and are not a late joiner)."""
        wanted = clean_player_ids(ids)

        def action(tx: "Transaction") -> tuple[Player, ...]:
            players = [player for player in tx.players(wanted, expected_versions) if player.dropped_after is not None]
            tx.update_players(players, {"dropped_after": None})
            if players:
                tx.log(LogKind.REINSTATE, players=[player.id for player in players],
                       names=[player.name for player in players])
            return tuple(tx.players(wanted))

        return self._write(action)

    def late_join(self, player_id: int, round_number: int | None = None, *,
                  expected_version: int | None = None) -> Player:
        """The player's first round becomes ``round_number`` (default: the next round to be paired).

        A later round is allowed (a player who will miss the first rounds), and so is the current
        one while the player has had no table and no bye before it: a late arrival for a round just
        paired joins it, and the round is re-paired.
        """

        def action(tx: "Transaction") -> Player:
            player = tx.player(player_id, expected_version)
            current = current_round(tx.connection)
            first = current + 1 if round_number is None else round_number
            if not is_int(first) or first < 1:
                raise InputError("round", QT_TRANSLATE_NOOP("InputError", "a round number of at least 1"), first)
            check_number(first, "round", 1, MAX_ROUNDS)
            seated = rounds_seated(tx.connection, player_id)
            if any(number < first for number in seated):
                raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} already played in round {1}"), player.name,
                                min(seated))
            if player.joined_round != first:
                tx.update(schema.player, {"id": player_id}, {"joined_round": first})
                tx.log(LogKind.LATE_JOIN, player=player_id, name=player.name, round=first)
            return tx.player(player_id)

        return self._write(action)

    def set_fixed_table(self, player_id: int, table: int | None, *, expected_version: int | None = None) -> Player:
        """A table the player always gets (accessibility), or None to free them."""
        if table is not None and (not is_int(table) or table < 1):
            raise InputError("fixed_table", QT_TRANSLATE_NOOP("InputError", "a table number of at least 1"), table)
        if table is not None:
            check_number(table, "fixed_table", 1, MAX_TABLES)

        def action(tx: "Transaction") -> Player:
            player = tx.player(player_id, expected_version)
            if table is not None:
                count = tx.one(schema.event)["table_count"]
                if count and table > count:
                    raise InputError("fixed_table", QT_TRANSLATE_NOOP("InputError", "a table from 1 to {0}"), table,
                                     args=(count,))
                holder = tx.connection.execute(select(schema.player.c.name).where(
                    schema.player.c.fixed_table == table, schema.player.c.id != player_id)).scalar()
                if holder is not None:
                    raise DeskError(QT_TRANSLATE_NOOP("DeskError", "table {0} is already fixed for {1}"), table, holder)
            if player.fixed_table != table:
                tx.update(schema.player, {"id": player_id}, {"fixed_table": table})
                tx.log(LogKind.FIXED_TABLE, player=player_id, name=player.name, table=table)
            return tx.player(player_id)

        return self._write(action)

    def merge_factions(self, from_spelling: str, to_spelling: str) -> tuple[Player, ...]:
        """Every player whose faction is ``from_spelling`` as the statistics group names (``factions.faction_key``:
        case, spaces, accents and apostrophes aside) gets exactly ``to_spelling``: one transaction, one log entry
        (MERGE_FACTIONS), one undo. Players who have ``to_spelling`` already are left as they are; when none
        changes, nothing is logged. Returns the players changed, in the order they were added.

        Refused: a ``from_spelling`` no player's faction groups with (the field ``from``), a ``to_spelling`` without
        a visible character (``to``)."""
        source = clean_text(from_spelling, "from")
        target = clean_text(to_spelling, "to")
        if not target or not visible(target):
            raise InputError("to", QT_TRANSLATE_NOOP("InputError", "a faction's name with at least one visible "
                                                                   "character"), target or None)
        key = faction_key(source)

        def action(tx: "Transaction") -> tuple[Player, ...]:
            rows = tx.all(schema.player, schema.player.c.id)
            found = [row for row in rows if faction_key(row["faction"]) == key]
            if not source or not found:
                factions = sorted({row["faction"] for row in rows if row["faction"]},
                                  key=lambda text: (text.casefold(), text))
                raise InputError("from", QT_TRANSLATE_NOOP("InputError", "a faction a player has ({0})"), source,
                                 args=(", ".join(factions) or "—",))
            changed = [row for row in found if row["faction"] != target]
            players = tx.players([row["id"] for row in changed])
            tx.update_players(players, {"faction": target})
            if players:
                spellings = list(dict.fromkeys(player.faction for player in players))
                details: dict[str, Any] = {"players": [player.id for player in players],
                                           "names": [player.name for player in players], "from": source,
                                           "spellings": spellings, "to": target}
                tx.log(LogKind.MERGE_FACTIONS, **details)
            return tuple(tx.players([player.id for player in players]))

        return self._write(action)
