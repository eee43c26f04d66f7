"""The event as data others read: CSV standings and results, the whole event as JSON, and exact numbers as text.

``exact_text`` and ``parse_exact`` are the one writer and the one parser of exact numbers for the whole desk
(the CLI's arguments and output, the CSV files): "180", "22.5" when the number has a finite decimal, else
"45/7"; the parser reads those back, and a decimal comma ("22,5") too. JSON keeps its own exact form
(``exact``): integers as integers, others as fraction strings ("45/2"), as ``companion event``'s contract says.

Choices where the contract is silent:
- a decimal with a point or a comma, a whole number or a fraction, each with an optional sign, are the
  numbers ``parse_exact`` reads; spaces around the number and around "/" are allowed, nothing else (no
  exponent, no thousands separator, no "inf");
- CSV exports write exact decimals where a number has one (22.5), else a fraction; ``write_export``
  replaces the file only once the new one is complete.
- every CSV export has a spreadsheet form too (``spreadsheet_export``), for the spreadsheet of a language
  (``SPREADSHEET_LANGUAGES``): Italian and Czech ones read a semicolon as the delimiter and a decimal comma
  ("22,5"), English ones a comma and a decimal point; each starts with a UTF-8 BOM (so that Excel reads it as
  UTF-8) and ends its lines with CRLF. Only the decimal separator of a number changes (a fraction stays "45/7");
  the plain form is the one other programs read, byte for byte as before. The delimiter can be chosen apart from
  the language (``SPREADSHEET_SEPARATORS``: an Italian Excel set to commas, an English one in a country that
  uses semicolons); a number with a decimal comma in a comma-delimited file is quoted, as CSV quotes any cell
  holding its delimiter. Commas and semicolons only: those are the list separators spreadsheets are set to, and a
  tab-delimited ``.csv`` opens in one column in Excel.
- a text cell of a CSV (a name, a club, a faction) that a spreadsheet would take for a formula, one
  beginning with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return (OWASP's list), is written after a
  single quote (``'=1+1``), which spreadsheets show as text; so is a text that already begins with a quote
  followed by such a character or another quote, so that ``csv_cell_text`` (what ``players_csv`` reads a
  cell as) gives every text back exactly as it was. Numbers the desk writes (``-12`` VP) stay numbers.
- an export is never written over an event: not the event itself, not another event file or a round
  backup (any SQLite file), not an event's ``-wal``/``-shm`` side files, not a name ending in
  ``.companion-event``, and never over something that is not a regular file (``/dev/null``, a FIFO).
"""

import csv
import io
import json
import os
import re
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

from companion import files
from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.errors import DeskError
from companion.tournament.event import Event
from companion.tournament.rules import is_final

DATA_FORMATS = ("csv-standings", "csv-results", "csv-factions", "json")
"""The exports written here; the printouts and the players' page are ``documents``'."""
CSV_FORMATS = ("csv-standings", "csv-results", "csv-factions")
SPREADSHEET_LANGUAGES = {"en": (",", "."), "it": (";", ","), "cs": (";", ",")}
"""The spreadsheet form of a CSV export in each language: its delimiter and decimal separator."""
SPREADSHEET_SEPARATORS = {"comma": ",", "semicolon": ";"}
"""The delimiters a spreadsheet form can be written with, by name, whatever its language."""
STANDINGS_COLUMNS = ("rank", "player", "club", "faction", "points", "sos", "vp_difference", "vp_scored", "wins",
                     "draws", "losses", "byes", "dropped", "adjustments", "painting", "sportsmanship")
"""``points`` includes ``adjustments`` and the soft scores the event adds to the points; a soft score not given is
empty in the CSV and null in the JSON."""
RESULTS_COLUMNS = ("round", "table", "player_1", "player_2", "vp_1", "vp_2", "conceded", "points_1", "points_2")
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What makes a spreadsheet read a cell as a formula (OWASP's CSV injection list)."""
TEXT_QUOTE = "'"
"""Put before a text cell a spreadsheet would read as a formula: the spreadsheet shows the rest as text."""
EVENT_SUFFIX = ".companion-event"
SIDE_FILES = ("-wal", "-shm", "-journal")
"""The files SQLite keeps beside an open database."""
MAX_EXACT_TEXT = 40
"""The longest text ``parse_exact`` reads: every number the desk takes fits (the rules bound them far lower)."""
EXACT_PATTERN = re.compile(r"\s*([-+−]?)(?:([0-9]+)(?:[.,]([0-9]+))?|([0-9]+)\s*/\s*([0-9]+))\s*", re.ASCII)


def exact_text(value: Fraction | int) -> str:
    """An exact number as text: "180", "22.5" (a finite decimal, every digit it needs), else "45/7"."""
    value = Fraction(value)
    denominator = value.denominator
    for factor in (2, 5):
        while denominator % factor == 0:
            denominator //= factor
    if denominator != 1:
        return str(value)
    if value.denominator == 1:
        return str(value.numerator)
    digits = 0
    while (value * 10**digits).denominator != 1:
        digits += 1
    whole, decimals = divmod((abs(value) * 10**digits).numerator, 10**digits)
    return f"{'-' if value < 0 else ''}{whole}.{decimals:0{digits}d}"


def signed_text(value: Fraction | int) -> str:
    """``exact_text`` with a "+" before a positive number (a VP difference)."""
    return f"+{exact_text(value)}" if value > 0 else exact_text(value)


def parse_exact(text: str, field: str = "number") -> Fraction:
    """The exact number ``text`` writes: "180", "22.5", "22,5", "45/2" (with an optional sign); an InputError
    naming ``field`` on anything else."""
    short = isinstance(text, str) and len(text) <= MAX_EXACT_TEXT
    match = EXACT_PATTERN.fullmatch(text) if short else None
    try:
        if match is not None:
            sign, whole, decimals, numerator, denominator = match.groups()
            if numerator is not None:
                value = None if int(denominator) == 0 else Fraction(int(numerator), int(denominator))
            else:
                value = Fraction(int(whole)) + (Fraction(int(decimals), 10 ** len(decimals)) if decimals else 0)
            if value is not None:
                return -value if sign in ("-", "−") else value
    except ValueError:  # more digits than Python turns into a number
        pass
    raise InputError(field, QT_TRANSLATE_NOOP("InputError", "an exact number such as 180, 22.5, 22,5 or 45/2"),
                     text if short or not isinstance(text, str) else f"{text[:MAX_EXACT_TEXT]}…")


def exact(value: Any) -> Any:
    """A value as the JSON holds it: an integer as an integer, any other exact number as a fraction string
    ("45/2"), inside lists and dicts too."""
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else str(value)
    if isinstance(value, dict):
        return {key: exact(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [exact(item) for item in value]
    return value


def standings_rows(event: Event) -> list[dict[str, Any]]:
    """The rules' standings with names for ids, in rank order (Fractions kept)."""
    from companion.tournament.standings import standings

    players = {player.id: player for player in event.players}
    return [{"rank": standing.rank, "player": players[standing.player].name, "club": players[standing.player].club,
             "faction": players[standing.player].faction, "points": standing.points, "sos": standing.sos,
             "vp_difference": standing.vp_difference, "vp_scored": standing.vp_scored, "wins": standing.wins,
             "draws": standing.draws, "losses": standing.losses, "byes": standing.byes, "dropped": standing.dropped,
             "adjustments": standing.adjustments, "painting": standing.painting,
             "sportsmanship": standing.sportsmanship}
            for standing in standings(event)]


def awards_json(event: Event) -> dict[str, list[dict[str, Any]]]:
    """Each soft score that stands apart as its own award table (``soft_scores.awards``), by kind."""
    from companion.tournament.soft_scores import awards

    names = {player.id: player.name for player in event.players}
    return exact({str(kind): [{"rank": row.rank, "player": names[row.player], "value": row.value} for row in rows]
                  for kind, rows in awards(event).items()})


def results_rows(event: Event, decimal: str = ".") -> list[list[str]]:
    """Every table and bye, round by round, with the tournament points the rules give each side (a header first)."""
    from companion.tournament.scoring import bye_points, score_table

    settings = event.settings
    rows = [list(RESULTS_COLUMNS)]
    for round_ in event.rounds:
        for table in round_.tables:
            names = [csv_text_cell(event.player(player).name) for player in table.players]
            if table.result is None:
                rows.append([str(round_.number), str(table.number), *names, "", "", "", "", ""])
                continue
            scored = score_table(settings.scoring, settings.points_limit, table.result)
            conceded = "" if table.result.conceded is None else str(table.result.conceded + 1)
            rows.append([str(round_.number), str(table.number), *names,
                         *(csv_value(score, decimal) for score in table.result.score),
                         conceded, *(csv_value(side.points, decimal) for side in scored.players)])
        if round_.bye is not None:
            rows.append([str(round_.number), "bye", csv_text_cell(event.player(round_.bye).name), "", "", "", "",
                         csv_value(bye_points(settings.scoring), decimal), ""])
    return rows


def faction_rows(event: Event, decimal: str = ".") -> list[list[str]]:
    """``csv-factions``: the header, then one row per faction (``factions.faction_stats``), exact numbers as
    ``exact_text`` writes them, empty where a faction has no game; a faction's name a spreadsheet would read as
    a formula is written after a quote (``csv_text_cell``)."""
    from companion.tournament.factions import CSV_COLUMNS, faction_stats

    def number(value: Fraction | None) -> str:
        return "" if value is None else csv_value(value, decimal)

    rows = [list(CSV_COLUMNS)]
    for stats in faction_stats(event):
        rows.append([csv_text_cell(stats.name), str(stats.players), str(stats.games), str(stats.wins), str(stats.draws),
                     str(stats.losses), number(stats.win_rate), number(stats.vp_scored_average),
                     number(stats.vp_conceded_average), str(stats.mirrors), str(stats.byes)])
    return rows


def event_json(event: Event) -> dict[str, Any]:
    """The whole event (``show --json`` and ``export json``): settings, players, rounds with tables and results,
    and whether its standings are final (``rules.is_final``)."""
    settings, scoring = event.settings, event.settings.scoring
    names = {player.id: player.name for player in event.players}
    return exact({
        "name": settings.name, "game": settings.game, "date": settings.date, "points_limit": settings.points_limit,
        "rounds_planned": settings.rounds_planned, "seed": settings.seed, "table_count": settings.table_count,
        "fresh_tables": settings.fresh_tables, "check_in_required": settings.check_in_required,
        "tiebreaks": [str(key) for key in settings.tiebreaks],
        "painting": str(settings.painting), "sportsmanship": str(settings.sportsmanship),
        "bye_vp": str(settings.bye_vp), "bye_vp_fixed": settings.bye_vp_fixed, "bye_sos": str(settings.bye_sos),
        "scoring": {"win": scoring.win, "draw": scoring.draw, "loss": scoring.loss, "bye": scoring.bye,
                    "draw_margin": scoring.draw_margin,
                    "battle_points": [{"up_to": band.up_to, "winner": band.winner, "loser": band.loser}
                                      for band in scoring.battle_points],
                    "concession": list(scoring.concession), "needs_points_limit": scoring.needs_points_limit},
        "players": [{"name": player.name, "club": player.club, "faction": player.faction,
                     "checked_in": player.checked_in, "joined_round": player.joined_round,
                     "dropped_after": player.dropped_after, "fixed_table": player.fixed_table}
                    for player in event.players],
        "rounds": [{"round": round_.number,
                    "tables": [{"table": table.number, "players": [names[player] for player in table.players],
                                "score": None if table.result is None else list(table.result.score),
                                "concede": None if table.result is None or table.result.conceded is None
                                else table.result.conceded + 1}
                               for table in round_.tables],
                    "bye": None if round_.bye is None else names[round_.bye]}
                   for round_ in event.rounds],
        "adjustments": [{"player": names[adjustment.player], "points": adjustment.points, "reason": adjustment.reason,
                         "round": adjustment.round} for adjustment in event.adjustments],
        "soft_scores": [{"player": names[soft.player], "kind": str(soft.kind), "value": soft.value, "round": soft.round}
                        for soft in event.soft_scores],
        "final": is_final(event),
    })


def standings_json(event: Event) -> dict[str, Any]:
    """``standings --json``: the latest round paired (0 before the first), whether the standings are final,
    one object per player in rank order, and the award table of each soft score that stands apart."""
    current = event.current_round
    return exact({"round": current.number if current else 0, "final": is_final(event),
                  "standings": [{key: row[key] for key in STANDINGS_COLUMNS if key != "faction"}
                                for row in standings_rows(event)],
                  "awards": awards_json(event)})


def export_text(event: Event, fmt: str) -> str:
    """The event in one of ``DATA_FORMATS``: the standings or the results as CSV, or the whole event as JSON."""
    if fmt == "json":
        return json.dumps(event_json(event), ensure_ascii=False, indent=2) + "\n"
    return csv_text(csv_rows(event, fmt))


def csv_rows(event: Event, fmt: str, decimal: str = ".") -> list[list[str]]:
    """The rows of one of ``CSV_FORMATS``, a header first, numbers with ``decimal`` as their decimal separator."""
    if fmt == "csv-standings":
        texts = ("player", "club", "faction")
        return [list(STANDINGS_COLUMNS)] + [
            [csv_text_cell(row[key]) if key in texts else csv_value(row[key], decimal) for key in STANDINGS_COLUMNS]
            for row in standings_rows(event)]
    if fmt == "csv-results":
        return results_rows(event, decimal)
    if fmt == "csv-factions":
        return faction_rows(event, decimal)
    raise ValueError(fmt)


def separator_of(language: str) -> str:
    """The name of the delimiter a spreadsheet in ``language`` reads by itself (``SPREADSHEET_SEPARATORS``)."""
    delimiter = SPREADSHEET_LANGUAGES[language][0]
    return next(name for name, character in SPREADSHEET_SEPARATORS.items() if character == delimiter)


def spreadsheet_export(event: Event, fmt: str, language: str, separator: str | None = None) -> bytes:
    """One of ``CSV_FORMATS`` as a spreadsheet in ``language`` (``SPREADSHEET_LANGUAGES``) reads it, its fields
    separated by ``separator`` (a name of ``SPREADSHEET_SEPARATORS``; None: the language's own): see the module's
    docstring. An InputError for another format, language or separator."""
    if fmt not in CSV_FORMATS:
        raise InputError("format", QT_TRANSLATE_NOOP("InputError", "one of {0}"), fmt, args=(", ".join(CSV_FORMATS),))
    if language not in SPREADSHEET_LANGUAGES:
        raise InputError("language", QT_TRANSLATE_NOOP("InputError", "one of {0}"), language,
                         args=(", ".join(SPREADSHEET_LANGUAGES),))
    if separator is not None and separator not in SPREADSHEET_SEPARATORS:
        raise InputError("separator", QT_TRANSLATE_NOOP("InputError", "one of {0}"), separator,
                         args=(", ".join(SPREADSHEET_SEPARATORS),))
    delimiter, decimal = SPREADSHEET_LANGUAGES[language]
    if separator is not None:
        delimiter = SPREADSHEET_SEPARATORS[separator]
    buffer = io.StringIO()
    csv.writer(buffer, delimiter=delimiter, lineterminator="\r\n").writerows(csv_rows(event, fmt, decimal))
    return buffer.getvalue().encode("utf-8-sig")


def write_export(event: Event, fmt: str, out: str | os.PathLike, *, spreadsheet: str | None = None,
                 separator: str | None = None) -> None:
    """Write ``export_text`` to ``out`` (``save_export``: never over an event, replaced only once complete), or
    with ``spreadsheet`` (a language) the CSV's spreadsheet form (``spreadsheet_export``, with ``separator``)."""
    data = export_text(event, fmt).encode("utf-8") if spreadsheet is None else spreadsheet_export(
        event, fmt, spreadsheet, separator)
    check_export_target(out)
    save_export(out, data)


def check_export_target(out: str | os.PathLike) -> None:
    """Refuse to write an export where an event is (or would look like one): a DeskError naming ``out``.

    ``out`` may be a new name, or a regular file that is not a SQLite database (an earlier export)."""
    path = Path(out)
    try:
        kind: str | None = files.kind_of(os.stat(path).st_mode)
    except FileNotFoundError:
        kind = None
    except OSError as error:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "cannot write {0}: {1}"), path,
                        error.strerror or error) from None
    if kind is not None:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} is not a regular file: an export is written to a file"),
                        path)
    if _is_sqlite(path):
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} is an event file (or another database): an export "
                                                       "never replaces one, choose another name"), path)
    side = next((suffix for suffix in SIDE_FILES if path.name.endswith(suffix)), None)
    if side is not None and _is_sqlite(path.with_name(path.name[:-len(side)])):
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} belongs to an event file: an export never replaces it"),
                        path)
    if path.name.endswith(EVENT_SUFFIX):
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: an export is not written under an event file's name "
                                                       "(.companion-event): choose another name"), path)


def _is_sqlite(path: Path) -> bool:
    """Whether ``path`` is a database: an event open in this process is one without being read (reading it here
    would drop the store's locks, ``files.hold``); any other file by its header."""
    return files.held(path) or files.peek(path, 16) == b"SQLite format 3\x00"


def save_export(out: str | os.PathLike, data: bytes) -> None:
    """Write a finished export's bytes to ``out`` (``files.write_atomically``: the file is replaced only once all
    of it is on the disk, new files are the owner's only). A DeskError naming ``out`` when it cannot be
    written: "the disk is full", or the system's reason. Every export goes through here, for the command line
    and the desk alike; callers check the name first with ``check_export_target``."""
    try:
        files.write_atomically(out, data)
    except OSError as error:
        if files.is_disk_full(error):
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the disk is full: {0} was not written (a file that was "
                                                           "there before is kept as it was)"), out) from None
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "cannot write {0}: {1}"), out,
                        error.strerror or error) from None


def csv_text(rows: Sequence[Sequence[str]]) -> str:
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(rows)
    return buffer.getvalue()


def csv_text_cell(text: str) -> str:
    """A text as a CSV for spreadsheets holds it: after a quote when it would be read as a formula (see the
    module's docstring); ``csv_cell_text`` gives it back."""
    if text.startswith(FORMULA_STARTS) or text[:1] == TEXT_QUOTE and text[1:2] in (*FORMULA_STARTS, TEXT_QUOTE):
        return TEXT_QUOTE + text
    return text


def csv_cell_text(cell: str) -> str:
    """The text a cell written by ``csv_text_cell`` holds (a cell typed by hand reads the same way)."""
    if cell[:1] == TEXT_QUOTE and cell[1:2] and cell[1:2] in (*FORMULA_STARTS, TEXT_QUOTE):
        return cell[1:]
    return cell


def csv_value(value: Any, decimal: str = ".") -> str:
    """A number or a flag as a CSV cell: ``exact_text`` with ``decimal`` for its decimal point."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else ""
    if isinstance(value, Fraction):
        return exact_text(value).replace(".", decimal)
    return str(value)
