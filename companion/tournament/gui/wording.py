"""What the desk's pages say: VP typed and shown, refusals with the form's own field names, the log in words.

The store's log holds kinds and values (ids, names, numbers), never sentences;
this module words them in the user's language. VP are typed as a whole number,
a decimal with a point or the language's comma (22.5, 22,5) or a fraction
(45/2), and shown with only the decimals they need.
"""

import importlib
import re
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QTimeZone

from companion import formatting, games
from companion.formatting import fill
from companion.gui.errors import allowed_text, describe
from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.event import Tiebreak
from companion.tournament.log import LogEntry, LogKind, player_names

VP_PATTERN = re.compile(r"\s*(\d+)(?:[.,](\d+))?\s*|\s*(\d+)\s*/\s*(\d+)\s*")


translate = QCoreApplication.translate


def parse_vp(text: str) -> Fraction | None:
    """The exact VP typed (180, 22.5, 22,5, 45/2), or None when the text is not such a number."""
    match = VP_PATTERN.fullmatch(text)
    if match is None:
        return None
    whole, decimals, numerator, denominator = match.groups()
    if numerator is not None:
        return None if int(denominator) == 0 else Fraction(int(numerator), int(denominator))
    return Fraction(int(whole)) + (Fraction(int(decimals), 10 ** len(decimals)) if decimals else 0)


def vp(value: Fraction) -> str:
    """VP as the language writes them: 180, 22.5 (22,5 in Italian), and a fraction when no short decimal is exact."""
    value = Fraction(value)
    if value.denominator == 1 or (value * 100).denominator == 1:
        return formatting.points(value)
    return str(value)


def signed_vp(value: Fraction) -> str:
    value = Fraction(value)
    return ("+" if value > 0 else "−" if value < 0 else "") + vp(abs(value))


def score_text(score: tuple[Fraction, Fraction]) -> str:
    return fill(translate("Desk", "%1–%2"), vp(score[0]), vp(score[1]))


def game_title(game_id: str) -> str:
    """A game's name as its tab shows it (the tab's module knows it before the tab is built)."""
    entry = games.game(game_id)
    return importlib.import_module(entry.gui_module).title() if entry else game_id


def tiebreak_name(key: Tiebreak) -> str:
    return {Tiebreak.SOS: translate("Desk", "SoS"), Tiebreak.VP_DIFFERENCE: translate("Desk", "VP difference"),
            Tiebreak.VP_SCORED: translate("Desk", "VP scored"), Tiebreak.PAINTING: translate("Desk", "Painting"),
            Tiebreak.SPORTSMANSHIP: translate("Desk", "Sportsmanship")}[key]


FIELD_LABELS = {
    "name": QT_TRANSLATE_NOOP("Desk", "Name"),
    "game": QT_TRANSLATE_NOOP("Desk", "Game"),
    "date": QT_TRANSLATE_NOOP("Desk", "Date"),
    "points_limit": QT_TRANSLATE_NOOP("Desk", "Points limit"),
    "rounds_planned": QT_TRANSLATE_NOOP("Desk", "Rounds planned"),
    "table_count": QT_TRANSLATE_NOOP("Desk", "Tables"),
    "seed": QT_TRANSLATE_NOOP("Desk", "Seed"),
    "tiebreaks": QT_TRANSLATE_NOOP("Desk", "Tiebreaks"),
    "fresh_tables": QT_TRANSLATE_NOOP("Desk", "Fresh tables"),
    "check_in_required": QT_TRANSLATE_NOOP("Desk", "Check-in required"),
    "painting": QT_TRANSLATE_NOOP("Desk", "Painting"),
    "sportsmanship": QT_TRANSLATE_NOOP("Desk", "Sportsmanship"),
    "bye_vp": QT_TRANSLATE_NOOP("Desk", "VP for a bye"),
    "bye_vp_fixed": QT_TRANSLATE_NOOP("Desk", "Fixed VP for a bye"),
    "bye_sos": QT_TRANSLATE_NOOP("Desk", "SoS for a bye"),
    "points": QT_TRANSLATE_NOOP("Desk", "Points"),
    "reason": QT_TRANSLATE_NOOP("Desk", "Reason"),
    "scoring.win": QT_TRANSLATE_NOOP("Desk", "Points for a win"),
    "scoring.draw": QT_TRANSLATE_NOOP("Desk", "Points for a draw"),
    "scoring.loss": QT_TRANSLATE_NOOP("Desk", "Points for a loss"),
    "scoring.bye": QT_TRANSLATE_NOOP("Desk", "Points for a bye"),
    "scoring.draw_margin": QT_TRANSLATE_NOOP("Desk", "Draw margin"),
    "scoring.battle_points": QT_TRANSLATE_NOOP("Desk", "Battle points"),
    "scoring.concession": QT_TRANSLATE_NOOP("Desk", "Battle points after a concession"),
    "scoring.needs_points_limit": QT_TRANSLATE_NOOP("Desk", "Points limit"),
    "fixed_table": QT_TRANSLATE_NOOP("Desk", "Fixed table"),
    "after_round": QT_TRANSLATE_NOOP("Desk", "Last round played"),
    "round": QT_TRANSLATE_NOOP("Desk", "Round"),
    "score": QT_TRANSLATE_NOOP("Desk", "VP"),
    "conceded": QT_TRANSLATE_NOOP("Desk", "Concession"),
    "players": QT_TRANSLATE_NOOP("Desk", "Players"),
    "player": QT_TRANSLATE_NOOP("Desk", "Player"),
    "table": QT_TRANSLATE_NOOP("Desk", "Table"),
    "club": QT_TRANSLATE_NOOP("Desk", "Club"),
    "faction": QT_TRANSLATE_NOOP("Desk", "Faction"),
    "from": QT_TRANSLATE_NOOP("Desk", "Faction"),
    "to": QT_TRANSLATE_NOOP("Desk", "Merge into"),
    "host": QT_TRANSLATE_NOOP("Desk", "Host"),
    "port": QT_TRANSLATE_NOOP("Desk", "Port"),
    "database": QT_TRANSLATE_NOOP("Desk", "Database"),
    "user": QT_TRANSLATE_NOOP("Desk", "User"),
}
"""The form label each field of a refusal is shown with."""


def field_label(field: str) -> str:
    """A refusal's field as its form names it: ``scoring.battle_points[2].winner`` is "Battle points"."""
    key = re.sub(r"\[\d+\].*$", "", field)
    if key in FIELD_LABELS:
        return translate("Desk", FIELD_LABELS[key])
    return field


def refusal(error: BaseException) -> str:
    """A refusal in one line of the user's language, a field named by its form's label."""
    if isinstance(error, InputError):
        label = field_label(error.field)
        if error.got is None:
            return fill(translate("Desk", "%1: %2"), label, allowed_text(error))
        got = vp(error.got) if isinstance(error.got, Fraction) else str(error.got)
        return fill(translate("Desk", "%1: %2 (got %3)"), label, allowed_text(error), got)
    return describe(error)


def when(entry: LogEntry) -> str:
    """The entry's time on this machine's clock, to the second (a dispute may turn on which came first)."""
    moment = QDateTime.fromSecsSinceEpoch(int(entry.at.timestamp()), QTimeZone.utc()).toLocalTime()
    return moment.toString("yyyy-MM-dd HH:mm:ss")


def _score(values: list[Any]) -> str:
    return score_text((Fraction(values[0]), Fraction(values[1])))


def log_text(entry: LogEntry, kind_names: Mapping[int, LogKind] | None = None) -> str:
    """What a change did, in a sentence (``kind_names``: each entry's kind by id, for an undo to name what it
    undid)."""
    details = entry.details
    kind = entry.kind
    if kind is LogKind.CREATE:
        return fill(translate("Desk", "Created the event “%1” (%2)"), details.get("name", ""), details.get("game", ""))
    if kind is LogKind.EDIT_SETTINGS:
        changed = details.get("changed", {})
        return fill(translate("Desk", "Changed the event's settings: %1"),
                    ", ".join(field_label(name) for name in changed) or "—")
    if kind is LogKind.ADD_PLAYER:
        text = fill(translate("Desk", "Added %1"), details.get("name", ""))
        if details.get("joined_round", 1) > 1:
            text = fill(translate("Desk", "%1 (from round %2)"), text, formatting.integer(details["joined_round"]))
        return text
    if kind is LogKind.IMPORT_PLAYERS:
        return fill(translate("Desk", "Imported the players %1"), ", ".join(details.get("names", [])))
    if kind is LogKind.EDIT_PLAYER:
        changes = details.get("changed", {})
        parts = [fill(translate("Desk", "%1 “%2” → “%3”"), field_label(key), old, new)
                 for key, (old, new) in changes.items()]
        return fill(translate("Desk", "Edited %1: %2"), details.get("name", ""), "; ".join(parts))
    if kind in (LogKind.CHECK_IN, LogKind.DROP, LogKind.REINSTATE):
        return players_text(entry)
    if kind is LogKind.LATE_JOIN:
        return fill(translate("Desk", "%1 joins from round %2"), details.get("name", ""),
                    formatting.integer(details.get("round", 0)))
    if kind is LogKind.FIXED_TABLE:
        if details.get("table") is None:
            return fill(translate("Desk", "%1 has no fixed table any more"), details.get("name", ""))
        return fill(translate("Desk", "Fixed table %1 for %2"), formatting.integer(details["table"]),
                    details.get("name", ""))
    if kind in (LogKind.PUBLISH_ROUND, LogKind.REPAIR_ROUND):
        template = translate("Desk", "Published round %1: %2 tables") if kind is LogKind.PUBLISH_ROUND \
            else translate("Desk", "Re-paired round %1: %2 tables")
        text = fill(template, formatting.integer(details.get("round", 0)), formatting.integer(details.get("tables", 0)))
        if details.get("bye"):
            text = fill(translate("Desk", "%1, bye: %2"), text, details["bye"])
        return text
    if kind is LogKind.SWAP_PLAYERS:
        names = details.get("names", ["", ""])
        return fill(translate("Desk", "Round %1: swapped %2 and %3"), formatting.integer(details.get("round", 0)), *names)
    if kind is LogKind.REPORT:
        names = details.get("names", ["", ""])
        text = fill(translate("Desk", "Round %1, table %2: %3 %4 %5"), formatting.integer(details.get("round", 0)),
                    formatting.integer(details.get("table", 0)), names[0], _score(details.get("score", [0, 0])),
                    names[1])
        if details.get("conceded"):
            text = fill(translate("Desk", "%1 (%2 conceded)"), text, names[details["conceded"] - 1])
        replaced = details.get("replaced")
        if replaced:
            text = fill(translate("Desk", "%1, replacing %2"), text, _score(replaced["score"]))
        return text
    if kind is LogKind.ADJUST:
        return fill(translate("Desk", "%1: %2 points (%3)"), details.get("name", ""),
                    signed_vp(Fraction(details.get("points", 0))), details.get("reason", ""))
    if kind is LogKind.SOFT_SCORE:
        what = tiebreak_name(Tiebreak(details.get("kind_name", "painting")))
        if details.get("round"):
            return fill(translate("Desk", "%1: %2 %3 in round %4"), details.get("name", ""), what,
                        vp(Fraction(details.get("value", 0))), formatting.integer(details["round"]))
        return fill(translate("Desk", "%1: %2 %3"), details.get("name", ""), what, vp(Fraction(details.get("value", 0))))
    if kind is LogKind.MERGE_FACTIONS:
        names = player_names(entry)
        spellings = ", ".join(fill(translate("Desk", "“%1”"), spelling) for spelling in details.get("spellings", []))
        return fill(translate("Desk", "Merged the faction %1 into “%2”: %3"), spellings, details.get("to", ""),
                    ", ".join(names))
    if kind in PHONE_KINDS:
        return phone_log_text(entry)
    if kind is LogKind.UNDO:
        undone = (kind_names or {}).get(details.get("entry"))
        return fill(translate("Desk", "Undid change %1 (%2)"), formatting.integer(details.get("entry", 0)),
                    kind_name(undone) if undone is not None else "—")
    return str(kind)


def players_text(entry: LogEntry) -> str:
    """A check-in, drop or reinstatement of one player ("Checked in Ann") or of several at once ("Checked in 3
    players: Ann, Bob, Cid"), from the older single-player entries and the bulk ones alike. (Module functions
    have no plural forms in Qt's tools: a count of several is worded for several.)"""
    names = player_names(entry)
    listed, details = ", ".join(names), entry.details
    count = formatting.integer(len(names))
    after = formatting.integer(details.get("after_round", 0))
    several = len(names) > 1
    if entry.kind is LogKind.CHECK_IN:
        if details.get("checked_in"):
            return fill(translate("Desk", "Checked in %1 players: %2"), count, listed) if several else \
                fill(translate("Desk", "Checked in %1"), listed)
        return fill(translate("Desk", "Checked out %1 players: %2"), count, listed) if several else \
            fill(translate("Desk", "Checked out %1"), listed)
    if entry.kind is LogKind.DROP:
        return fill(translate("Desk", "Dropped %1 players after round %2: %3"), count, after, listed) if several \
            else fill(translate("Desk", "Dropped %1 after round %2"), listed, after)
    return fill(translate("Desk", "Reinstated %1 players: %2"), count, listed) if several else \
        fill(translate("Desk", "Reinstated %1"), listed)


def kind_name(kind: LogKind) -> str:
    return {
        LogKind.CREATE: translate("Desk", "event created"), LogKind.EDIT_SETTINGS: translate("Desk", "settings"),
        LogKind.ADD_PLAYER: translate("Desk", "player added"), LogKind.IMPORT_PLAYERS: translate("Desk", "players imported"),
        LogKind.EDIT_PLAYER: translate("Desk", "player edited"), LogKind.CHECK_IN: translate("Desk", "check-in"),
        LogKind.DROP: translate("Desk", "drop"), LogKind.REINSTATE: translate("Desk", "reinstatement"),
        LogKind.LATE_JOIN: translate("Desk", "late join"),
        LogKind.FIXED_TABLE: translate("Desk", "fixed table"), LogKind.PUBLISH_ROUND: translate("Desk", "round published"),
        LogKind.SWAP_PLAYERS: translate("Desk", "swap"), LogKind.REPAIR_ROUND: translate("Desk", "round re-paired"),
        LogKind.REPORT: translate("Desk", "result"), LogKind.UNDO: translate("Desk", "undo"),
        LogKind.PHONE_REPORT: translate("Desk", "phone report"), LogKind.PHONE_CONFIRM: translate("Desk", "phone "
                                                                                                   "confirmation"),
        LogKind.PHONE_DISPUTE: translate("Desk", "phone dispute"), LogKind.PHONE_CHECK_IN: translate("Desk", "phone "
                                                                                                     "check-in"),
        LogKind.PHONE_DROP: translate("Desk", "phone drop"), LogKind.LINK: translate("Desk", "personal link"),
        LogKind.PHONE_SETTINGS: translate("Desk", "phones' settings"), LogKind.CLOCK: translate("Desk", "round clock"),
        LogKind.ADJUST: translate("Desk", "bonus or penalty"), LogKind.SOFT_SCORE: translate("Desk", "soft score"),
        LogKind.MERGE_FACTIONS: translate("Desk", "factions merged"),
    }[kind]


PHONE_KINDS = (LogKind.PHONE_REPORT, LogKind.PHONE_CONFIRM, LogKind.PHONE_DISPUTE, LogKind.PHONE_CHECK_IN,
               LogKind.PHONE_DROP, LogKind.LINK, LogKind.PHONE_SETTINGS, LogKind.CLOCK)


def phone_log_text(entry: LogEntry) -> str:
    """What a phone's action, or the desk's for the phones, did: the player and the route it came by are named."""
    details = entry.details
    kind = entry.kind
    route = details.get("route", "")
    where = fill(translate("Desk", "round %1, table %2"), formatting.integer(details.get("round", 0)),
                 formatting.integer(details.get("table", 0)))
    result = details.get("result")
    made = fill(translate("Desk", "; the result is %1"), score_text(tuple(map(Fraction, result["score"])))) \
        if result else ""
    if kind is LogKind.PHONE_REPORT:
        score = score_text(tuple(map(Fraction, details.get("score", [0, 0]))))
        return fill(translate("Desk", "%1 reported %2 by phone (%3): %4%5"), details.get("name", ""), where,
                    route, score, made)
    if kind is LogKind.PHONE_CONFIRM:
        return fill(translate("Desk", "%1 confirmed %2 by phone (%3)%4"), details.get("name", ""), where,
                    route, made)
    if kind is LogKind.PHONE_DISPUTE:
        return fill(translate("Desk", "%1 disputed %2 by phone (%3)"), details.get("name", ""), where, route)
    if kind is LogKind.PHONE_CHECK_IN:
        return fill(translate("Desk", "%1 checked in by phone (%2)"), details.get("name", ""), route)
    if kind is LogKind.PHONE_DROP:
        return fill(translate("Desk", "%1 dropped after round %2 by phone (%3)"), details.get("name", ""),
                    formatting.integer(details.get("after_round", 0)), route)
    if kind is LogKind.LINK:
        template = translate("Desk", "Reissued %1's personal link") if details.get("action") == "reissue" \
            else translate("Desk", "Revoked %1's personal link")
        return fill(template, details.get("name", ""))
    if kind is LogKind.PHONE_SETTINGS:
        names = {"self_check_in": translate("Desk", "self check-in"),
                 "hide_standings": translate("Desk", "standings hidden during a round"),
                 "pin": translate("Desk", "PIN"), "address": translate("Desk", "address")}
        return fill(translate("Desk", "Changed the phones' settings: %1"),
                    ", ".join(names.get(name, name) for name in details.get("changed", {})))
    actions = {"start": translate("Desk", "started"), "pause": translate("Desk", "paused"),
               "extend": translate("Desk", "extended"), "set": translate("Desk", "set")}
    minutes = formatting.integer(int(details.get("duration_ms", 0)) // 60_000)
    return fill(translate("Desk", "Round %1's clock %2 (%3 min in all)"),
                formatting.integer(details.get("round", 0)), actions.get(details.get("action"), ""), minutes)
