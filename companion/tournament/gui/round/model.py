"""A round's tables as a table model (a published round, or a preview), and a result in words.

The cells are worded once per change (a round of 128 tables is read by the view
many times); each table's notes flag a rematch and a same-club pair, a fixed
table in a preview, and which desk entered the result.
"""

from fractions import Fraction

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from companion import formatting
from companion.formatting import fill
from companion.model.errors import InputError
from companion.tournament import pairing
from companion.tournament.event import Event, Result, Round
from companion.tournament.gui.phones_status import phones_cell, versions_text
from companion.tournament.gui.wording import score_text
from companion.tournament.phones import PhoneState, TableStatus, table_status
from companion.tournament.scoring import Outcome, bye_points, score_table

Index = QModelIndex | QPersistentModelIndex
TABLE, FIRST, SECOND, SCORE, RESULT, PHONES, NOTES = range(7)
COLUMNS = 7
FLAG_COLOR = QColor("#f5b041")
DISPUTED_COLOR = QColor("#c0392b")


class RoundModel(QAbstractTableModel):
    """A round's tables (a published one, or a preview), its bye last, with each side's points before it.

    The cells are worded once per change (a round of 128 tables is read by the view many times)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.current_event: Event | None = None
        self.round: Round | None = None
        self.proposal: pairing.Pairing | None = None
        self.points: dict[int, Fraction] = {}
        self.entered_by: dict[int, str] = {}
        self.phones: PhoneState = PhoneState()
        self.statuses: list[TableStatus | None] = []
        self.rows: list = []
        self.cells: list[tuple[str, ...]] = []
        self.flagged: list[bool] = []

    def show(self, event: Event, round_: Round | None, points: dict[int, Fraction], *,
             proposal: pairing.Pairing | None = None, entered_by: dict[int, str] | None = None,
             phones: PhoneState | None = None) -> None:
        self.beginResetModel()
        self.current_event, self.round, self.proposal, self.points = event, round_, proposal, points
        self.entered_by = entered_by or {}
        self.phones = phones or PhoneState()
        self.rows = list(proposal.tables if proposal is not None else round_.tables if round_ is not None else ())
        bye = proposal.bye if proposal is not None else round_.bye if round_ is not None else None
        if bye is not None:
            self.rows.append(bye)
        self.word_cells()
        self.endResetModel()

    def word_cells(self) -> None:
        if self.current_event is None:
            self.cells, self.flagged = [], []
            return
        self.names = {player.id: player.name for player in self.current_event.players}
        self.met = pairing.met_before(self.current_event, self.round.number) if self.round is not None else set()
        self.clubs = {player.id: player for player in self.current_event.players}
        flags = [self.flags_of(entry) for entry in self.rows]
        self.flagged = [bool(found) for found in flags]
        self.statuses = [None if isinstance(entry, int) or self.round is None or self.proposal is not None
                         else table_status(entry, self.phones.of(self.round.number, entry)) for entry in self.rows]
        self.cells = [tuple(self.bye_text(entry, column) if isinstance(entry, int)
                            else self.table_text(entry, column, found) for column in range(COLUMNS))
                      for entry, found in zip(self.rows, flags, strict=True)]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole or not 0 <= section < COLUMNS:
            return None
        return (self.tr("Table"), self.tr("Player 1 (points)"), self.tr("Player 2 (points)"), self.tr("VP"),
                self.tr("Result"), self.tr("Phones"), self.tr("Notes"))[section]

    def status(self, row: int) -> TableStatus | None:
        """The table's state by the players' phones (None for the bye and a preview)."""
        return self.statuses[row] if 0 <= row < len(self.statuses) else None

    def table_number(self, row: int) -> int | None:
        entry = self.rows[row]
        return None if isinstance(entry, int) else entry.number

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cells[row][column]
        if role == Qt.ItemDataRole.ToolTipRole and column == PHONES and self.statuses[row] is not None:
            table = self.rows[row]
            return versions_text(table, self.phones.of(self.round.number, table),
                                 [self.names[player] for player in table.players])
        if role == Qt.ItemDataRole.ToolTipRole and column in (RESULT, NOTES):  # whole where its column cuts it
            return self.cells[row][column] or None
        if role == Qt.ItemDataRole.ForegroundRole and column == PHONES and self.statuses[row] is TableStatus.DISPUTED:
            return QBrush(DISPUTED_COLOR)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (TABLE, SCORE):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.BackgroundRole and column == NOTES and self.flagged[row]:
            return QBrush(FLAG_COLOR)
        if role == Qt.ItemDataRole.ForegroundRole and column == NOTES and self.flagged[row]:
            return QBrush(QColor("#000000"))
        if role == Qt.ItemDataRole.FontRole and column == SCORE:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.UserRole:
            return self.table_number(row)
        return None

    def name(self, player: int) -> str:
        return fill(self.tr("%1 (%2)"), self.names[player], formatting.points(self.points.get(player, 0)))

    def flags_of(self, entry) -> list[str]:
        """What the pairing flags about a table: a rematch, a same-club pair."""
        if isinstance(entry, int):
            return []
        if self.proposal is not None:
            rematch, club = entry.rematch, entry.same_club
        else:
            first, second = (self.clubs[player] for player in entry.players)
            rematch, club = frozenset(entry.players) in self.met, pairing.same_club(first, second)
        flags = []
        if rematch:
            flags.append(self.tr("rematch"))
        if club:
            flags.append(self.tr("same club"))
        return flags

    def table_text(self, table, column: int, flags: list[str]) -> str:
        if column == TABLE:
            return formatting.integer(table.number)
        if column in (FIRST, SECOND):
            return self.name(table.players[column - FIRST])
        result = getattr(table, "result", None)
        if column == SCORE:
            return "" if result is None else score_text(result.score)
        if column == RESULT:
            return "" if result is None else self.result_text(table.players, result)
        if column == PHONES:
            return self.phones_text(table)
        notes = list(flags)
        if self.proposal is not None and table.fixed:
            notes.append(self.tr("fixed table"))
        if table.number in self.entered_by:
            notes.append(fill(self.tr("entered by %1"), self.entered_by[table.number]))
        return ", ".join(notes)

    def phones_text(self, table) -> str:
        """The table's state by the phones, with the score reported ("reported by one player: 180–150"), both
        versions of a dispute ("disputed: 100–90 / 95–100"); who said which is in the tooltip."""
        if self.proposal is not None or self.round is None:
            return ""
        return phones_cell(table, self.phones.of(self.round.number, table))

    def bye_text(self, player: int, column: int) -> str:
        if column == TABLE:
            return "—"
        if column == FIRST:
            return self.name(player)
        if column == SECOND:
            return self.tr("Bye")
        if column == RESULT:
            return fill(self.tr("bye: %1 points"), formatting.points(bye_points(self.current_event.settings.scoring)))
        return ""

    def result_text(self, players: tuple[int, int], result: Result) -> str:
        settings = self.current_event.settings
        try:
            scored = score_table(settings.scoring, settings.points_limit, result)
        except InputError:
            return ""
        return outcome_text([self.names[player] for player in players], scored, result)

    def retranslate(self) -> None:
        self.beginResetModel()
        self.word_cells()
        self.endResetModel()


def outcome_text(names: list[str], scored, result: Result) -> str:
    """"Ann wins, 3–0" / "Draw, 1–1" / "Bob wins, 3–0 (Ann conceded)": the outcome and the tournament points."""
    first, second = scored.players
    points = fill(QCoreApplication.translate("RoundPage", "%1–%2"), formatting.points(first.points),
                  formatting.points(second.points))
    if first.outcome is Outcome.DRAW:
        text = fill(QCoreApplication.translate("RoundPage", "Draw, %1"), points)
    else:
        winner = names[0] if first.outcome is Outcome.WIN else names[1]
        text = fill(QCoreApplication.translate("RoundPage", "%1 wins, %2"), winner, points)
    if result.conceded is not None:
        text = fill(QCoreApplication.translate("RoundPage", "%1 (%2 conceded)"), text, names[result.conceded])
    return text
