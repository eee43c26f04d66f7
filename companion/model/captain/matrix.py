"""The captain's matrix: our players (rows), theirs (columns), and the game points (0–20) each pairing is expected
to give us, read from and written to a spreadsheet's CSV, and the scenario file's keys.

The CSV (docs/captain.md): the first row is an empty cell then their players' names; each further row is one of
our players' name then K numbers from 0 to 20 with a decimal point (halves, or any other decimal). K rows, K
columns, 2 ≤ K ≤ 8, names unique on each side. A spreadsheet's semicolons or tabs are read too, and with them a
decimal comma; a UTF-8 byte-order mark, blank lines and empty cells at the ends of rows are ignored. Anything else
is a ``MatrixFileError`` naming the row and the column, counted from 1 as a spreadsheet shows them.
"""

import csv
import io
import re
from dataclasses import dataclass
from fractions import Fraction
from math import lcm

from companion.model.errors import QT_TRANSLATE_NOOP, InputError

MIN_PLAYERS = 2
MAX_PLAYERS = 8
MAX_SCORE = 20
MAX_NAME = 40
_NUMBER = re.compile(r"[+-]?(\d+([.,]\d*)?|[.,]\d+)")

SCORE_RANGE = QT_TRANSLATE_NOOP("InputError", "a number from 0 to 20")
NAME_TEXT = QT_TRANSLATE_NOOP("InputError", "a name of 1 to {0} characters, different from the others on its side")


@dataclass(frozen=True)
class TeamMatrix:
    """``scores[i][j]``: the game points our player i is expected to make against their player j."""

    ours: tuple[str, ...]
    theirs: tuple[str, ...]
    scores: tuple[tuple[Fraction, ...], ...]

    def __post_init__(self) -> None:
        size = len(self.ours)
        if not MIN_PLAYERS <= size <= MAX_PLAYERS:
            raise InputError("ours", QT_TRANSLATE_NOOP("InputError", "{0} to {1} players a side"), size,
                             args=(MIN_PLAYERS, MAX_PLAYERS))
        if len(self.theirs) != size:
            raise InputError("theirs", QT_TRANSLATE_NOOP("InputError", "as many players as ours ({0})"),
                             len(self.theirs), args=(size,))
        for side, names in (("ours", self.ours), ("theirs", self.theirs)):
            for index, name in enumerate(names):
                if not 1 <= len(name) <= MAX_NAME or name != name.strip() or name in names[:index]:
                    raise InputError(f"{side}[{index}]", NAME_TEXT, name, args=(MAX_NAME,))
        if len(self.scores) != size:
            raise InputError("scores", QT_TRANSLATE_NOOP("InputError", "{0} rows of {0} scores"), len(self.scores),
                             args=(size,))
        for i, row in enumerate(self.scores):
            if len(row) != size:
                raise InputError(f"scores[{i}]", QT_TRANSLATE_NOOP("InputError", "{0} scores"), len(row), args=(size,))
            for j, value in enumerate(row):
                if not isinstance(value, Fraction) or not 0 <= value <= MAX_SCORE:
                    raise InputError(f"scores[{i}][{j}]", SCORE_RANGE, value)

    @property
    def size(self) -> int:
        return len(self.ours)

    def whole_scores(self) -> tuple[int, tuple[tuple[int, ...], ...]]:
        """The scores as whole numbers, and what they were multiplied by (the denominators' least common multiple:
        2 for a matrix with halves)."""
        scale = lcm(*(value.denominator for row in self.scores for value in row))
        return scale, tuple(tuple(int(value * scale) for value in row) for row in self.scores)


class MatrixFileError(ValueError):
    """A CSV matrix that cannot be used, as one line naming the row and the column (from 1).

    ``problem`` is an English template marked for translation in context "MatrixFileError", filled from ``args``.
    """

    def __init__(self, row: int, column: int, problem: str, *, args: tuple = ()):
        self.row = row
        self.column = column
        self.problem = problem
        self.arguments = tuple(args)
        super().__init__(f"row {row}, column {column}: {problem.format(*self.arguments)}")


EMPTY_FILE = QT_TRANSLATE_NOOP("MatrixFileError", "the file is empty: the first row holds their players' names")
NOT_TEXT = QT_TRANSLATE_NOOP("MatrixFileError", "not text in UTF-8 (a byte {0} cannot be read)")
TOO_FEW_NAMES = QT_TRANSLATE_NOOP("MatrixFileError", "their players' names: {0} to {1} after the first cell (found {2})")
TOO_MANY_NAMES = QT_TRANSLATE_NOOP("MatrixFileError", "more than {0} players: a team has {1} to {0}")
EMPTY_NAME = QT_TRANSLATE_NOOP("MatrixFileError", "a player's name is empty")
LONG_NAME = QT_TRANSLATE_NOOP("MatrixFileError", "a name of at most {0} characters (got {1})")
NAME_TWICE = QT_TRANSLATE_NOOP("MatrixFileError", "the name “{0}” is used twice on this side (also row {1}, column {2})")
NOT_A_NUMBER = QT_TRANSLATE_NOOP("MatrixFileError", "not a number: “{0}” (a number from 0 to 20 with a decimal point)")
OUT_OF_RANGE = QT_TRANSLATE_NOOP("MatrixFileError", "{0} is outside 0 to 20")
MISSING_SCORE = QT_TRANSLATE_NOOP("MatrixFileError", "not square: a score is missing ({0} of the {1} the first row needs)")
EXTRA_SCORE = QT_TRANSLATE_NOOP("MatrixFileError", "not square: a score past the {0} players the first row names")
MISSING_ROWS = QT_TRANSLATE_NOOP("MatrixFileError", "not square: {0} rows of our players, the first row names {1} of theirs")
EXTRA_ROW = QT_TRANSLATE_NOOP("MatrixFileError", "not square: a row past {0} of ours (the first row names {0} of theirs)")


def read_csv(data: bytes) -> TeamMatrix:
    """A matrix from the bytes of a CSV file; raises ``MatrixFileError``."""
    text = _decode(data)
    if not text.strip():
        raise MatrixFileError(1, 1, EMPTY_FILE)
    first_line = text.lstrip("\r\n").split("\n", 1)[0]
    delimiter = next((d for d in ",;\t" if d in first_line), ",")
    rows = [(number, _trim(cells)) for number, cells in _rows(text, delimiter)]
    rows = [(number, cells) for number, cells in rows if cells]
    header_row, header = rows[0]
    names = [cell.strip() for cell in header[1:]]
    size = len(names)
    if size > MAX_PLAYERS:
        raise MatrixFileError(header_row, MAX_PLAYERS + 2, TOO_MANY_NAMES, args=(MAX_PLAYERS, MIN_PLAYERS))
    if size < MIN_PLAYERS:
        raise MatrixFileError(header_row, size + 2, TOO_FEW_NAMES, args=(MIN_PLAYERS, MAX_PLAYERS, size))
    theirs = _names([(header_row, column + 2, name) for column, name in enumerate(names)], by_row=False)
    body = rows[1:]
    if len(body) > size:
        raise MatrixFileError(body[size][0], 1, EXTRA_ROW, args=(size,))
    scores = []
    for number, cells in body:
        if len(cells) > size + 1:
            raise MatrixFileError(number, size + 2, EXTRA_SCORE, args=(size,))
        row = [_score(number, column + 2, cell, delimiter) for column, cell in enumerate(cells[1:])]
        if len(row) < size:
            raise MatrixFileError(number, len(cells) + 1, MISSING_SCORE, args=(len(row), size))
        scores.append(tuple(row))
    if len(body) < size:
        last = body[-1][0] if body else header_row
        raise MatrixFileError(last + 1, 1, MISSING_ROWS, args=(len(body), size))
    ours = _names([(number, 1, cells[0].strip()) for number, cells in body], by_row=True)
    return TeamMatrix(tuple(ours), tuple(theirs), tuple(scores))


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        before = data[:error.start]
        line_start = before.rfind(b"\n") + 1
        row = before.count(b"\n") + 1
        line = before[line_start:]
        delimiter = next((d for d in (b",", b";", b"\t") if d in data.split(b"\n", 1)[0]), b",")
        raise MatrixFileError(row, line.count(delimiter) + 1, NOT_TEXT, args=(f"0x{data[error.start]:02X}",)) from None


def _rows(text: str, delimiter: str) -> list[tuple[int, list[str]]]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    rows = []
    start = 1
    try:
        for cells in reader:
            rows.append((start, cells))
            start = reader.line_num + 1
    except csv.Error:
        raise MatrixFileError(reader.line_num, 1, NOT_A_NUMBER, args=("\"",)) from None
    return rows


def _trim(cells: list[str]) -> list[str]:
    """A row without the empty cells a spreadsheet leaves at its end."""
    while cells and not cells[-1].strip():
        cells = cells[:-1]
    return cells


def _names(places: list[tuple[int, int, str]], by_row: bool) -> list[str]:
    seen: dict[str, tuple[int, int]] = {}
    for row, column, name in places:
        if not name:
            raise MatrixFileError(row, column, EMPTY_NAME)
        if len(name) > MAX_NAME:
            raise MatrixFileError(row, column, LONG_NAME, args=(MAX_NAME, len(name)))
        if name in seen:
            raise MatrixFileError(row, column, NAME_TWICE, args=(name, *seen[name]))
        seen[name] = (row, column)
    return [name for _, _, name in places]


def _score(row: int, column: int, cell: str, delimiter: str) -> Fraction:
    text = cell.strip()
    if not _NUMBER.fullmatch(text) or ("," in text and delimiter == ","):
        raise MatrixFileError(row, column, NOT_A_NUMBER, args=(text,))
    value = Fraction(text.replace(",", "."))
    if not 0 <= value <= MAX_SCORE:
        raise MatrixFileError(row, column, OUT_OF_RANGE, args=(text,))
    return value


def write_csv(matrix: TeamMatrix) -> str:
    """The CSV ``read_csv`` reads back: commas, decimal points, a line per row."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["", *matrix.theirs])
    for name, row in zip(matrix.ours, matrix.scores, strict=True):
        writer.writerow([name, *(decimal_text(value) for value in row)])
    return out.getvalue()


def decimal_text(value: Fraction) -> str:
    """A score as a decimal: "12", "12.5", "12.25"; a fraction with no finite decimal to 6 places."""
    if value.denominator == 1:
        return str(value.numerator)
    text = f"{float(value):.6f}".rstrip("0")
    return text
