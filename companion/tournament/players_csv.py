"""Players from a CSV file with the header ``name,club,faction``: what ``companion event import-players``
and the desk's Players page read.

Refusals are ``DeskError``s (a template marked for translation and its values),
so the command line prints the English line and the desk words it in the
user's language. Choices where the contract is silent: the header's column
names match ignoring case and surrounding spaces, any other column is refused,
club and faction may be left out, and blank lines are skipped.
"""

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import DeskError

COLUMNS = ("name", "club", "faction")


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
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: not a UTF-8 text file"), path) from None
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
        values = dict(zip(header, row + [""] * (len(header) - len(row)), strict=True))
        players.append(CsvPlayer(line, values["name"], values.get("club", ""), values.get("faction", "")))
    if not players:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: no players after the header"), path)
    return tuple(players)
