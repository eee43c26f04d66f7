"""The event's log as plain data: what each kind of change records, and the questions the pages ask of it.

The store writes one ``LogEntry`` per change (``change_log``); its ``details`` hold values (ids, names,
numbers), never sentences, so the GUI and the CLI word them in their own language. This module is the one
place that knows what the details of each kind hold (``DETAILS``) and answers what the pages want from the
log, so no page re-derives it: what undo would revert (``undoable``), who entered each result
(``entered_by``), who published a round (``publisher``), and which players an entry names (``player_ids``,
``player_names``, which read both the single-player entries and the bulk ones).

No SQL and no Qt here: the store turns rows into entries, the pages read them.
"""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any


class LogKind(StrEnum):
    """What a log entry records; its ``details`` hold the values (names, numbers), never sentences."""

    CREATE = "create"
    EDIT_SETTINGS = "edit-settings"
    ADD_PLAYER = "add-player"
    IMPORT_PLAYERS = "import-players"
    EDIT_PLAYER = "edit-player"
    CHECK_IN = "check-in"
    DROP = "drop"
    REINSTATE = "reinstate"
    LATE_JOIN = "late-join"
    FIXED_TABLE = "fixed-table"
    PUBLISH_ROUND = "publish-round"
    SWAP_PLAYERS = "swap-players"
    REPAIR_ROUND = "repair-round"
    REPORT = "report"
    UNDO = "undo"
    ADJUST = "adjust"
    SOFT_SCORE = "soft-score"
    MERGE_FACTIONS = "merge-factions"
    # Players' phones (``phones``): a player's word on their table, check-in and drop by phone; the desk's links,
    # the phones' settings and the round clock.
    PHONE_REPORT = "phone-report"
    PHONE_CONFIRM = "phone-confirm"
    PHONE_DISPUTE = "phone-dispute"
    PHONE_CHECK_IN = "phone-check-in"
    PHONE_DROP = "phone-drop"
    LINK = "link"
    PHONE_SETTINGS = "phone-settings"
    CLOCK = "clock"


@dataclass(frozen=True)
class LogEntry:
    """One change: ``id`` is the event's revision after it; ``undone_by`` the id of the undo that reverted it."""

    id: int
    at: datetime
    desk: str
    kind: LogKind
    details: Mapping[str, Any]
    undoes: int | None = None
    undone_by: int | None = None


DETAILS: Mapping[LogKind, tuple[frozenset[str], ...]] = {
    LogKind.CREATE: (frozenset({"name", "game"}),),
    LogKind.EDIT_SETTINGS: (frozenset({"changed"}),),  # {setting: [before, after]}, exact numbers as in JSON
    LogKind.ADD_PLAYER: (frozenset({"player", "name", "club", "faction", "joined_round"}),),
    LogKind.IMPORT_PLAYERS: (frozenset({"players", "names"}),),
    LogKind.EDIT_PLAYER: (frozenset({"player", "name", "changed"}),),  # changed: {field: [before, after]}
    # One player (``check_in``), or several at once (``check_in_players``).
    LogKind.CHECK_IN: (frozenset({"player", "name", "checked_in"}), frozenset({"players", "names", "checked_in"})),
    LogKind.DROP: (frozenset({"player", "name", "after_round"}), frozenset({"players", "names", "after_round"})),
    LogKind.REINSTATE: (frozenset({"players", "names"}),),
    LogKind.LATE_JOIN: (frozenset({"player", "name", "round"}),),
    LogKind.FIXED_TABLE: (frozenset({"player", "name", "table"}),),  # table None: no fixed table any more
    # bye: the player's name or None; everyone / extra_round: how it was paired (missing in older entries: False).
    LogKind.PUBLISH_ROUND: (frozenset({"round", "tables", "bye"}),
                            frozenset({"round", "tables", "bye", "everyone", "extra_round"})),
    LogKind.REPAIR_ROUND: (frozenset({"round", "tables", "bye"}), frozenset({"round", "tables", "bye", "everyone"})),
    LogKind.SWAP_PLAYERS: (frozenset({"round", "players", "names", "tables"}),),  # tables: each one's table or None
    # score: the two VP as JSON exact numbers; conceded: 1, 2 or None; replaced: None or {"score", "conceded"}.
    LogKind.REPORT: (frozenset({"round", "table", "players", "names", "score", "conceded", "replaced"}),),
    LogKind.UNDO: (frozenset({"entry", "kind"}),),  # the entry undone and its kind (also in ``undoes``)
    # points: a JSON exact number (a bonus > 0, a penalty < 0); round: the round under way (0 before the first).
    LogKind.ADJUST: (frozenset({"player", "name", "points", "reason", "round"}),),
    # kind_name: painting or sportsmanship; round 0: for the whole event; replaced: the value before, or None.
    LogKind.SOFT_SCORE: (frozenset({"player", "name", "kind_name", "value", "replaced", "round"}),),
    # The players whose faction became ``to``; ``from``: the spelling asked for; ``spellings``: those the players had
    # (each once, in the players' order).
    LogKind.MERGE_FACTIONS: (frozenset({"players", "names", "from", "spellings", "to"}),),
    # A phone's word on a table: the table's players and names, who said it (player, name), the route it came by
    # (the path without the token), and result: None, or the table's result it made ({"score", "conceded"}).
    LogKind.PHONE_REPORT: (frozenset({"round", "table", "players", "names", "player", "name", "score", "conceded",
                                      "route", "result"}),),
    LogKind.PHONE_CONFIRM: (frozenset({"round", "table", "players", "names", "player", "name", "route", "result"}),),
    LogKind.PHONE_DISPUTE: (frozenset({"round", "table", "players", "names", "player", "name", "route"}),),
    LogKind.PHONE_CHECK_IN: (frozenset({"player", "name", "route"}),),
    LogKind.PHONE_DROP: (frozenset({"player", "name", "after_round", "route"}),),
    LogKind.LINK: (frozenset({"player", "name", "action"}),),  # action: "reissue" or "revoke"
    LogKind.PHONE_SETTINGS: (frozenset({"changed"}),),  # {setting: [before, after]}; the PIN as set or not
    # action: "start", "pause", "extend" or "set"; duration_ms after it; remaining_ms when it was done.
    LogKind.CLOCK: (frozenset({"round", "action", "duration_ms", "remaining_ms"}),),
}
"""The keys of each kind's details, in every form the store has written them (older events keep theirs)."""


def player_ids(entry: LogEntry) -> tuple[int, ...]:
    """The players an entry is about: ``players`` of a bulk entry, or the one ``player`` of a single one."""
    details = entry.details
    if "players" in details:
        return tuple(details["players"])
    return (details["player"],) if "player" in details else ()


def player_names(entry: LogEntry) -> tuple[str, ...]:
    """The names of ``player_ids``, as they were when the change was made."""
    details = entry.details
    if "names" in details:
        return tuple(details["names"])
    return (details["name"],) if "name" in details else ()


def undoable(log: Iterable[LogEntry], desk: str | None = None) -> LogEntry | None:
    """The change ``EventStore.undo`` reverts when asked for the latest (``desk`` None), or the latest change of
    that desk: the newest entry that is neither an undo nor undone, unless it is the event's creation.

    Whether a desk's own change can be undone while another desk's came after it is the store's to say (it
    checks, in the undo's own transaction, that no later change depends on it)."""
    for entry in reversed(tuple(log)):
        if entry.kind is LogKind.UNDO or entry.undone_by is not None:
            continue
        if desk is not None and entry.desk != desk:
            continue
        return None if entry.kind is LogKind.CREATE else entry
    return None


PHONE_RESULTS = (LogKind.PHONE_REPORT, LogKind.PHONE_CONFIRM)
"""The phones' kinds of entry that can make a table's result (their details' ``result`` is not None then)."""


def entered_by(log: Iterable[LogEntry], round_number: int) -> dict[int, str]:
    """Which desk entered each table's current result in that round (its latest report not undone; a result the
    players' phones agreed on counts as the serving desk's)."""
    found: dict[int, str] = {}
    for entry in log:
        if entry.undone_by is not None or entry.details.get("round") != round_number:
            continue
        if entry.kind is LogKind.REPORT or (entry.kind in PHONE_RESULTS and entry.details.get("result") is not None):
            found[entry.details["table"]] = entry.desk
    return found


def publisher(log: Sequence[LogEntry], round_number: int) -> str | None:
    """The desk that published (or last re-paired) that round, or None when the log holds no such change."""
    kinds = (LogKind.PUBLISH_ROUND, LogKind.REPAIR_ROUND)
    found = [entry.desk for entry in log if entry.kind in kinds and entry.undone_by is None
             and entry.details.get("round") == round_number]
    return found[-1] if found else None


def details_fit(entry: LogEntry) -> bool:
    """Whether the entry's details hold exactly the keys of one form its kind is written in (``DETAILS``)."""
    return frozenset(entry.details) in DETAILS[entry.kind]
