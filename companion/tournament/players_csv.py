"""Players from a CSV file with the header ``name,club,faction``: what ``companion event import-players``
and the desk's Players page read.

Refusals are ``DeskError``s (a template marked for translation and its values),
so the command line prints the English line and the desk words it in the
user's language. Choices where the contract is silent: the header's column
names match ignoring case and surrounding spaces, any other column is refused,
club and faction may be left out, and blank lines are skipped; a cell written after a single quote
because a spreadsheet would take it for a formula (``'=1+1``, as the desk's own CSV exports write it) is
read as the text after the quote (``exports.csv_cell_text``). Only a regular file of at most ``MAX_BYTES``
is read (a FIFO would hang the reader, ``/dev/zero`` never ends).
"""

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from companion import files
from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import DeskError
from companion.tournament.exports import csv_cell_text

COLUMNS = ("name", "club", "faction")
MAX_BYTES = 4_000_000
"""The largest players' file read: some 40,000 players, far more than any event holds."""


@dataclass(frozen=True)
class CsvPlayer:
    """A player as one line of the file gives it, and that line's number (for a refusal that names it)."""

    line: int
    name: str
    club: str = ""
    faction: str = ""


def read_players_csv(path: str | Path) -> tuple[CsvPlayer, ...]:
    """Every player of the file, in its order; a DeskError names the file (and the line) and what is wrong."""
    path = Path(path)
    try:
        text = files.read_regular(path, MAX_BYTES).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: not a UTF-8 text file"), path) from None
    except files.NotARegularFile:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} is not a regular file (a FIFO or a device): give a "
                                                       "CSV file"), path) from None
    except files.TooLarge:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} is larger than {1:,} bytes, the most a players' file "
                                                       "may be"), path, MAX_BYTES) from None
    except OSError as error:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: {1}"), path, error.strerror or error) from None
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        rows = [(reader.line_num, row) for row in reader]
    except csv.Error as error:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}: {2}"), path, reader.line_num, error) from None
    rows = [(line, row) for line, row in rows if any(cell.strip() for cell in row)]
    if not rows:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: empty; the first line must be the header "
                                                       "name,club,faction"), path)
    header = [cell.strip().casefold() for cell in rows[0][1]]
    if any(column not in COLUMNS for column in header) or "name" not in header or len(set(header)) != len(header):
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}: the header must be name,club,faction (club "
                                                       "and faction optional; got {2!r})"),
                        path, rows[0][0], ",".join(rows[0][1]))
    players = []
    for line, row in rows[1:]:
        if len(row) > len(header):
            raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}, line {1}: {2} fields, the header has {3}"),
                            path, line, len(row), len(header))
        values = dict(zip(header, [csv_cell_text(cell) for cell in row] + [""] * (len(header) - len(row)),
                          strict=True))
        players.append(CsvPlayer(line, values["name"], values.get("club", ""), values.get("faction", "")))
    if not players:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: no players after the header"), path)
    return tuple(players)
