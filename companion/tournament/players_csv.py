"""Players from a CSV file with the header ``name,club,faction``: what ``companion event import-players``
and the desk's Players page read, as a spreadsheet in English, Italian or Czech saves it.

Refusals are ``DeskError``s (a template marked for translation and its values), so the command line prints
the English line and the desk words it in the user's language; each names the line, and the column where
there is one, and says what to change.

The file's encoding: UTF-8 with a BOM, UTF-16 with a BOM (Excel's "Unicode text") or without one, little or big
endian (``_utf16_without_bom``: told by its NUL bytes), UTF-8 without a BOM; else
Windows-1250 (Czech Excel's "CSV") or Windows-1252 (Italian and English Excel's), whichever gives the more
plausible Czech or Italian text (``_plausibility``): a byte undefined in an encoding rules it out, č ř ě ů ť ň ď
inside a word speak for Windows-1250, à è ì ò ù at the end of a word for Windows-1252 (Niccolò, città), and
letters neither language writes (ø, ŕ, ľ, ő…) against the encoding that makes them; a tie is Windows-1252.

The delimiter is the one of comma, semicolon and tab that the header line holds most of outside double
quotes (a comma when it holds none: a single column); quoted fields keep their delimiters and line breaks.

The header's column names match ignoring case, accents and spaces (``COLUMN_NAMES``): the player's name is
name / player / nome / giocatore / jméno / hráč, the club club / circolo / klub / oddíl, the faction faction /
army / fazione / esercito / frakce / armáda. Club and faction may be left out, and blank lines are skipped. Any
other column is left out of the import and named (``PlayersFile.ignored``: what a registration sheet holds
besides, "Pagato", "E-mail", "Lista"), so the preview and the command line say what was not imported; a column
with no heading and nothing under it (a spreadsheet's trailing delimiter) is not worth naming. The one
exception is a heading one slip away from an accepted name (``near_name``: "Fazoine", "Giocatori", "Factions",
"Armata"), which is refused naming the name it resembles: a misspelt faction column left out would import every
player without a faction, and the organiser would find out at the first pairing. A slip is one letter added,
left out, changed or two neighbours swapped for the names of five letters or more; the four-letter names (name,
nome, hráč, club, klub, army) are too close to ordinary headings ("Note", "Game", "Hra") for that, so for them
only two swapped neighbours or one letter added at the end ("Names", "Kluby", "Hráči") count.

A cell written after a single quote because a spreadsheet would take it for a formula (``'=1+1``, as the desk's own
CSV exports write it) is read as the text after the quote (``exports.csv_cell_text``). Only a regular file of at
most ``MAX_BYTES`` is read (a FIFO would hang the reader, ``/dev/zero`` never ends).

``import_plan`` is what the desk's preview shows before anything is added: each player new, already in the
event (the desk then leaves them out), repeating an earlier line's name, or refused by the rules
(``rules.clean_player``).
"""

import codecs
import csv
import io
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from companion import files
from companion.model.errors import QT_TRANSLATE_NOOP, InputError, Words
from companion.tournament.errors import DeskError
from companion.tournament.event import Player, PlayerInput
from companion.tournament.exports import csv_cell_text

COLUMNS = ("name", "club", "faction")
COLUMN_NAMES = {
    "name": ("name", "player", "nome", "giocatore", "jmeno", "hrac"),
    "club": ("club", "circolo", "klub", "oddil"),
    "faction": ("faction", "army", "fazione", "esercito", "frakce", "armada"),
}
"""Each column's accepted names, as ``header_key`` folds them (no case, accents or spaces)."""
SHOWN_NAMES = {"name": "name, player, nome, giocatore, jméno, hráč", "club": "club, circolo, klub, oddíl",
               "faction": "faction, army, fazione, esercito, frakce, armáda"}
COLUMN_WORDS = {"name": Words(QT_TRANSLATE_NOOP("DeskError", "the player's name")),
                "club": Words(QT_TRANSLATE_NOOP("DeskError", "the club")),
                "faction": Words(QT_TRANSLATE_NOOP("DeskError", "the faction"))}
"""Each column as a refusal names it, translated by the desk."""
SHORT_NAME = 5
"""Accepted names shorter than this take only a swap of neighbours or a letter added at the end as a slip."""
OS_ERRORS = (
    QT_TRANSLATE_NOOP("DeskError", "No such file or directory"),
    QT_TRANSLATE_NOOP("DeskError", "Permission denied"),
    QT_TRANSLATE_NOOP("DeskError", "Is a directory"),
    QT_TRANSLATE_NOOP("DeskError", "it is an event file open in Companion (only the event itself reads it)"),
)
"""What the system says most often when a file cannot be read, marked so the desk can translate it."""
MAX_BYTES = 4_000_000
"""The largest players' file read: some 40,000 players, far more than any event holds."""


class Encoding(StrEnum):
    """The encodings the reader tells apart; the value is Python's codec."""

    UTF8 = "utf-8"
    UTF8_BOM = "utf-8-sig"
    UTF16 = "utf-16"
    WINDOWS_1250 = "cp1250"
    WINDOWS_1252 = "cp1252"


class Delimiter(StrEnum):
    COMMA = ","
    SEMICOLON = ";"
    TAB = "\t"


ENCODING_NAMES = {Encoding.UTF8: "UTF-8", Encoding.UTF8_BOM: "UTF-8 (BOM)", Encoding.UTF16: "UTF-16",
                  Encoding.WINDOWS_1250: "Windows-1250", Encoding.WINDOWS_1252: "Windows-1252"}
CZECH_LETTERS = frozenset("čřěůťňďČŘĚŮŤŇĎ")
ITALIAN_LETTERS = frozenset("àèìòùÀÈÌÒÙ")
UNLIKELY_1250 = frozenset("ŕŔĺĹľĽőŐűŰţŢşŞąĄęĘłŁśŚźŹżŻńŃćĆăĂ˘˛˝˙¤¦")
"""Letters Windows-1250 makes of Italian text's bytes (à → ŕ) or that neither Czech nor Italian writes."""
UNLIKELY_1252 = frozenset("øØïÏðÐþÞ¤¦¸¹³²ªº")
"""What Windows-1252 makes of Czech text's bytes (ř → ø, ď → ï) or rarely holds in a name."""
CZECH = re.compile(f"[{''.join(sorted(CZECH_LETTERS))}]")
CZECH_INSIDE = re.compile(f"[{''.join(sorted(CZECH_LETTERS))}](?=[^\\W\\d_])")
ITALIAN = re.compile(f"[{''.join(sorted(ITALIAN_LETTERS))}]")
ITALIAN_INSIDE = re.compile(f"[{''.join(sorted(ITALIAN_LETTERS))}](?=[^\\W\\d_])")
UNLIKELY = re.compile(f"[{''.join(sorted(UNLIKELY_1250 | UNLIKELY_1252))}]")


@dataclass(frozen=True)
class CsvPlayer:
    """A player as one line of the file gives it, and that line's number (for a refusal that names it)."""

    line: int
    name: str
    club: str = ""
    faction: str = ""


@dataclass(frozen=True)
class IgnoredColumn:
    """A column of the file that is not the name, club or faction: its number (from 1) and its heading as written
    ("" for none)."""

    number: int
    heading: str


@dataclass(frozen=True)
class PlayersFile:
    """A players' file read: its players in order, the encoding and delimiter it was found to use, and the columns
    left out."""

    players: tuple[CsvPlayer, ...]
    encoding: Encoding
    delimiter: Delimiter
    ignored: tuple[IgnoredColumn, ...] = ()


class PlanStatus(StrEnum):
    NEW = "new"
    IN_EVENT = "in-event"
    REPEATED = "repeated"
    REFUSED = "refused"


@dataclass(frozen=True)
class PlannedPlayer:
    """One line of the file as an import would take it: ``same`` is the event's player of that name
    (``IN_EVENT``) or the earlier line's number (``REPEATED``); ``problem`` what the rules refuse (``REFUSED``)."""

    player: CsvPlayer
    status: PlanStatus
    same: str | int | None = None
    problem: InputError | None = None


def read_players_csv(path: str | Path) -> tuple[CsvPlayer, ...]:
    """Every player of the file, in its order; a DeskError names the file (and the line) and what is wrong."""
    return read_players_file(path).players


def read_players_file(path: str | Path) -> PlayersFile:
    """The players of the file with the encoding and delimiter found (see the module's docstring)."""
    path = Path(path)
    try:
        data = files.read_regular(path, MAX_BYTES)
    except files.NotARegularFile:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} is not a regular file (a FIFO or a device): give a "
                                                       "CSV file"), path) from None
    except files.TooLarge:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} is larger than {1:,} bytes, the most a players' file "
                                                       "may be"), path, MAX_BYTES) from None
    except OSError as error:
        reason = Words(error.strerror) if error.strerror else str(error)
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: {1}"), path, reason) from None
    text, encoding = decode(data, path)
    return parse_players(text, path, encoding)


def decode(data: bytes, path: str | Path = "") -> tuple[str, Encoding]:
    """The file's text and its encoding (see the module's docstring); a DeskError naming the line of a byte no
    encoding reads."""
    if data.startswith(codecs.BOM_UTF8):
        return _decode_strictly(data[len(codecs.BOM_UTF8):], Encoding.UTF8, path), Encoding.UTF8_BOM
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return _decode_strictly(data, Encoding.UTF16, path), Encoding.UTF16
    codec = _utf16_without_bom(data)
    if codec is not None:
        return _decode_strictly(data, codec, path), Encoding.UTF16
    try:
        return data.decode("utf-8"), Encoding.UTF8
    except UnicodeDecodeError:
        pass
    readings = []
    for encoding in (Encoding.WINDOWS_1252, Encoding.WINDOWS_1250):  # the first wins a tie
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        readings.append((_plausibility(text), text, encoding))
    if not readings:  # a byte neither defines: refused, naming its line
        return _decode_strictly(data, Encoding.WINDOWS_1250, path), Encoding.WINDOWS_1250
    _, text, encoding = max(readings, key=lambda reading: reading[0])
    return text, encoding


UTF16_ASCII_SHARE = 4
"""UTF-16 without a BOM is taken when at least one character in this many has a NUL byte (ASCII or Latin-1: a
CSV's header, delimiters and line ends are, and most letters of Italian and Czech names)…"""
UTF16_OTHER_NULS = 8
"""… on the side of its endianness, and the other side has at most one NUL for this many there (Ā, Ȁ, 一: a
character whose other byte is NUL)."""


def _utf16_without_bom(data: bytes) -> str | None:
    """Python's codec for UTF-16 without a BOM, "utf-16-le" or "utf-16-be", when the bytes are that: UTF-16 writes
    an ASCII character as its byte and a NUL (after it little endian, before it big endian), and no 8-bit text
    holds NULs but by damage (a stray one leaves the file to the other encodings); else None."""
    units = len(data) // 2
    even, odd = data[0::2].count(0), data[1::2].count(0)
    for nuls, others, codec in ((odd, even, "utf-16-le"), (even, odd, "utf-16-be")):
        if units and nuls * UTF16_ASCII_SHARE >= units and others * UTF16_OTHER_NULS <= nuls:
            return codec
    return None


def _decode_strictly(data: bytes, encoding: str, path: str | Path) -> str:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        line = data[:error.start].decode(encoding, errors="replace").count("\n") + 1
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}: byte {2} cannot be read as text (the file "
                                                       "is not UTF-8, Windows-1250 or Windows-1252): save it from "
                                                       "the spreadsheet as \"CSV UTF-8\""),
                        path, line, f"0x{data[error.start]:02X}") from None


def _plausibility(text: str) -> int:
    """How much the text looks like Czech or Italian names: letters where those languages put them count for
    their encoding, letters neither writes against (see the module's docstring). Counted by regular
    expressions: a 4 MB file takes a tenth of a second."""
    czech, czech_inside = len(CZECH.findall(text)), len(CZECH_INSIDE.findall(text))
    italian, italian_inside = len(ITALIAN.findall(text)), len(ITALIAN_INSIDE.findall(text))
    # A Czech letter mostly inside a word (Dvořák, Němec, Růžička): 2 there, 1 at a word's end; an Italian
    # accent mostly at a word's end (Niccolò, città): 2 there, 1 inside.
    return czech + czech_inside + 2 * italian - italian_inside - 3 * len(UNLIKELY.findall(text))


def find_delimiter(text: str) -> Delimiter:
    """The delimiter the header line (the first line that is not blank) holds most of outside double quotes."""
    header = next((line for line in text.splitlines() if line.strip()), "")
    counts = dict.fromkeys(Delimiter, 0)
    quoted = False
    for character in header:
        if character == '"':
            quoted = not quoted
        elif not quoted and character in counts:
            counts[Delimiter(character)] += 1
    best = max(counts.values())
    if best == 0:
        return Delimiter.COMMA
    return next(delimiter for delimiter in (Delimiter.SEMICOLON, Delimiter.TAB, Delimiter.COMMA)
                if counts[delimiter] == best)


def header_key(cell: str) -> str:
    """A header cell without case, accents or spaces: "Jméno " and "JMENO" are one name."""
    decomposed = unicodedata.normalize("NFKD", cell.casefold())
    return "".join(character for character in decomposed
                   if not unicodedata.combining(character) and not character.isspace() and character not in "_-")


def column_of(cell: str) -> str | None:
    key = header_key(cell)
    return next((column for column, names in COLUMN_NAMES.items() if key in names), None)


SHOWN = {header_key(name): name for names in SHOWN_NAMES.values() for name in names.split(", ")}
"""Each accepted name as written, accents and all, by its folded form."""


def near_name(cell: str) -> tuple[str, str] | None:
    """The column and the accepted name (as written, ``jméno``) a heading is one slip away from, or None (see the
    module's docstring)."""
    key = header_key(cell)
    for column, names in COLUMN_NAMES.items():
        for name in names:
            if key != name and _one_slip(key, name):
                return column, SHOWN[name]
    return None


def _one_slip(key: str, name: str) -> bool:
    swapped = len(key) == len(name) and any(
        key[:index] + key[index + 1] + key[index] + key[index + 2:] == name for index in range(len(key) - 1))
    if swapped or (len(key) == len(name) + 1 and key.startswith(name)):
        return True
    if len(name) < SHORT_NAME:
        return False
    if len(key) == len(name):
        return sum(a != b for a, b in zip(key, name, strict=True)) == 1
    longer, shorter = (key, name) if len(key) > len(name) else (name, key)
    return len(longer) == len(shorter) + 1 and any(longer[:index] + longer[index + 1:] == shorter
                                                   for index in range(len(longer)))


def parse_players(text: str, path: str | Path = "", encoding: Encoding = Encoding.UTF8) -> PlayersFile:
    """The players of a file's text (decoded), each with its line."""
    delimiter = find_delimiter(text)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        rows = [(reader.line_num, row) for row in reader]
    except csv.Error as error:
        if str(error).startswith("field larger than field limit"):
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}: a field longer than {2:,} characters, "
                                                           "far more than any name, club or faction"),
                            path, reader.line_num, csv.field_size_limit()) from None
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}: {2}"), path, reader.line_num, error) from None
    rows = [(line, row) for line, row in rows if any(cell.strip() for cell in row)]
    if not rows:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: empty; the first line must be the header "
                                                       "name,club,faction"), path)
    header_line, cells = rows[0]
    header = _read_header(cells, path, header_line)
    shown = {column: cell.strip() for column, cell in zip(header, cells, strict=False) if column is not None}
    players = []
    for line, row in rows[1:]:
        if len(row) > len(header):
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}: {2} fields, the header has {3} ({4}); "
                                                           "a text holding {5} must be in double quotes"),
                            path, line, len(row), len(header), delimiter.join(cell.strip() for cell in cells),
                            repr(str(delimiter)))
        values = {column: cell for column, cell in zip(header, [csv_cell_text(cell) for cell in row]
                                                        + [""] * (len(header) - len(row)), strict=True)
                  if column is not None}
        if not values["name"].strip():
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}, column {2!r}: empty; every player needs "
                                                           "a name (write it, or delete the line)"),
                            path, line, shown["name"])
        players.append(CsvPlayer(line, values["name"], values.get("club", ""), values.get("faction", "")))
    if not players:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: no players after the header"), path)
    ignored = tuple(IgnoredColumn(number, cell.strip()) for number, (column, cell) in enumerate(zip(header, cells,
                                                                                                     strict=True), 1)
                    if column is None and (cell.strip() or _holds_any(rows[1:], number - 1)))
    return PlayersFile(tuple(players), encoding, delimiter, ignored)


def _holds_any(rows: list[tuple[int, list[str]]], index: int) -> bool:
    return any(len(row) > index and row[index].strip() for _, row in rows)


def _read_header(cells: list[str], path: str | Path, line: int) -> list[str | None]:
    """Each column's id (``name``, ``club``, ``faction``), None for a column left out."""
    header: list[str | None] = []
    for number, cell in enumerate(cells, start=1):
        column = column_of(cell)
        near = near_name(cell) if column is None else None
        if near is not None:
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}, column {2} ({3!r}): looks like {4!r} "
                                                           "misspelt, a name for {5}: write it as one of {6} to "
                                                           "import it, or give the column another heading to leave "
                                                           "it out"),
                            path, line, number, cell.strip(), near[1], COLUMN_WORDS[near[0]], SHOWN_NAMES[near[0]])
        if column is not None and column in header:
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}, column {2} ({3!r}): a second column for "
                                                           "{4} (the first is column {5}); keep one"),
                            path, line, number, cell.strip(), COLUMN_WORDS[column], header.index(column) + 1)
        header.append(column)
    if "name" not in header:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}: the header has no column for the player's "
                                                       "name ({2}); got {3!r}"),
                        path, line, SHOWN_NAMES["name"], ",".join(cells))
    return header


def import_plan(players: Iterable[CsvPlayer], event_players: Iterable[Player]) -> tuple[PlannedPlayer, ...]:
    """What importing the file into an event holding ``event_players`` would do with each line (names compared as
    the store compares them, ``rules.name_key``)."""
    from companion.tournament.rules import clean_player, name_key

    existing = {name_key(player.name): player.name for player in event_players}
    seen: dict[str, int] = {}
    plan = []
    for player in players:
        try:
            cleaned = clean_player(PlayerInput(player.name, player.club, player.faction))
        except InputError as error:
            plan.append(PlannedPlayer(player, PlanStatus.REFUSED, problem=error))
            continue
        key = name_key(cleaned.name)
        if key in existing:
            plan.append(PlannedPlayer(player, PlanStatus.IN_EVENT, existing[key]))
        elif key in seen:
            plan.append(PlannedPlayer(player, PlanStatus.REPEATED, seen[key]))
        else:
            seen[key] = player.line
            plan.append(PlannedPlayer(player, PlanStatus.NEW))
    return tuple(plan)
