"""The Factions page: per faction its players, games, wins, draws and losses, win rate and average VP, the
faction-against-faction table, and merging two spellings of a faction.

The numbers are the rules' (``factions.faction_stats`` and ``factions.matrix``, as the CSV and the printout read
them), worked out again from each committed state; this page only lays them out. Merging is the store's
(``merge_factions``): one change, logged and undone like any other.
"""

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QWidget

from companion import formatting
from companion.formatting import fill
from companion.gui.widgets.labels import WrappedLabel
from companion.tournament.factions import FactionStats, faction_stats, matrix
from companion.tournament.gui.page import DeskPage
from companion.tournament.gui.session import DeskState
from companion.tournament.gui.widgets import ask, fit_columns, list_view
from companion.tournament.gui.wording import refusal, vp

Index = QModelIndex | QPersistentModelIndex
COLUMNS = ("faction", "players", "games", "wins", "draws", "losses", "win_rate", "vp_scored", "vp_conceded", "mirrors",
           "byes")
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
CENTER = int(Qt.AlignmentFlag.AlignCenter)


class FactionsModel(QAbstractTableModel):
    """One row per faction, in the rules' order (most games first); tooltips give the exact numbers."""

    widths_changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.stats: tuple[FactionStats, ...] = ()
        self.cells: list[tuple[str, ...]] = []

    def set_stats(self, stats: tuple[FactionStats, ...]) -> None:
        self.beginResetModel()
        self.stats = stats
        self.cells = [tuple(self.cell(item, key) for key in COLUMNS) for item in stats]
        self.endResetModel()
        self.widths_changed.emit()

    def faction_name(self, item: FactionStats) -> str:
        return item.name or self.tr("(no faction)")

    def cell(self, item: FactionStats, key: str) -> str:
        if key == "faction":
            others = [spelling for spelling in item.spellings if spelling != item.name]
            if others:
                return fill(self.tr("%1 (also written: %2)"), self.faction_name(item), ", ".join(others))
            return self.faction_name(item)
        if key == "win_rate":
            return "–" if item.win_rate is None else formatting.percent(item.win_rate, 1)
        if key in ("vp_scored", "vp_conceded"):
            average = item.vp_scored_average if key == "vp_scored" else item.vp_conceded_average
            return "–" if average is None else formatting.decimal(average, 1)
        return formatting.integer(getattr(item, key))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.stats)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        key = COLUMNS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return {"faction": self.tr("Faction"), "players": self.tr("Players"), "games": self.tr("Games"),
                    "wins": self.tr("W"), "draws": self.tr("D"), "losses": self.tr("L"), "win_rate": self.tr("Win rate"),
                    "vp_scored": self.tr("VP scored (avg.)"), "vp_conceded": self.tr("VP conceded (avg.)"),
                    "mirrors": self.tr("Mirrors"), "byes": self.tr("Byes")}[key]
        if role == Qt.ItemDataRole.ToolTipRole:
            return {"games": self.tr("Games against other factions, with a result (no bye, no mirror match)."),
                    "wins": self.tr("Wins"), "draws": self.tr("Draws"), "losses": self.tr("Losses"),
                    "win_rate": self.tr("Wins ÷ games: a draw is not half a win."),
                    "vp_scored": self.tr("The average VP the faction's players scored per game."),
                    "vp_conceded": self.tr("The average VP the faction's players conceded per game."),
                    "mirrors": self.tr("Mirror matches: tables where both players are of this faction, one per table."),
                    "byes": self.tr("Byes: no game, counted apart.")}.get(key)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cells[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return LEFT if COLUMNS[index.column()] == "faction" else RIGHT
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            return self.tooltip(self.stats[index.row()], COLUMNS[index.column()])
        return None

    def tooltip(self, item: FactionStats, key: str) -> str | None:
        if key == "faction":
            return fill(self.tr("%1: spelled %2 by its players"), self.faction_name(item),
                        ", ".join(fill(self.tr("“%1”"), spelling) for spelling in item.spellings))
        if key == "win_rate" and item.win_rate is not None:
            return fill(self.tr("wins %1 ÷ games %2 = %3 (exactly %4)"), formatting.integer(item.wins),
                        formatting.integer(item.games), formatting.percent(item.win_rate, 2),
                        formatting.exact(item.win_rate))
        if key in ("vp_scored", "vp_conceded") and item.games:
            total, average = (item.vp_scored, item.vp_scored_average) if key == "vp_scored" else (
                item.vp_conceded, item.vp_conceded_average)
            assert average is not None  # the faction has games
            return fill(self.tr("%1 VP over %2 games = %3 per game"), vp(total), formatting.integer(item.games),
                        vp(average))
        return None

    def retranslate(self) -> None:
        self.set_stats(self.stats)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)


class MatrixModel(QAbstractTableModel):
    """The faction-against-faction table: a row per faction, a column per opponent faction, each cell the row's
    wins–draws–losses against it; the diagonal holds the mirror matches, each side counted."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.names: tuple[str, ...] = ()
        self.rows: tuple[tuple[str, tuple[tuple[int, int, int] | None, ...]], ...] = ()

    def set_stats(self, stats: tuple[FactionStats, ...]) -> None:
        self.beginResetModel()
        names, self.rows = matrix(stats)
        self.names = tuple(name or self.tr("(no faction)") for name in names)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.names) + 1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == 0:
            return self.tr("Faction")
        return fill(self.tr("vs %1"), self.names[section - 1]) if 0 < section <= len(self.names) else None

    def record(self, row: int, column: int) -> tuple[int, int, int] | None:
        return self.rows[row][1][column - 1]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return self.names[row]
            found = self.record(row, column)
            return "–" if found is None else "-".join(map(formatting.integer, found))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return LEFT if column == 0 else CENTER
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole) and column > 0:
            found = self.record(row, column)
            if found is None:
                return fill(self.tr("%1 never met %2"), self.names[row], self.names[column - 1])
            counts = [formatting.integer(number) for number in found]
            if column - 1 == row:
                return fill(self.tr("%1 against itself (mirror matches, each side counted): %2 wins, %3 draws, %4 "
                                    "losses"), self.names[row], *counts)
            return fill(self.tr("%1 against %2: %3 wins, %4 draws, %5 losses"), self.names[row],
                        self.names[column - 1], *counts)
        return None


class FactionsPage(DeskPage):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.heading = WrappedLabel()
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.stats: tuple[FactionStats, ...] = ()
        self.model = FactionsModel(self)
        self.view = list_view(self.model)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(False)
        self.model.widths_changed.connect(lambda: fit_columns(self.view))
        self.matrix_heading = QLabel()
        self.matrix_model = MatrixModel(self)
        self.matrix_view = list_view(self.matrix_model)
        self.matrix_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.matrix_view.horizontalHeader().setStretchLastSection(False)
        self.merge_label = QLabel()
        self.merge_target = QComboBox()
        self.merge_target.setEditable(True)
        self.merge_target.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.merge_target.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.merge_target.setMinimumContentsLength(16)
        self.merge_label.setBuddy(self.merge_target)
        self.merge_button = QPushButton()
        merge_row = QHBoxLayout()
        merge_row.addWidget(self.merge_label)
        merge_row.addWidget(self.merge_target)
        merge_row.addWidget(self.merge_button)
        merge_row.addStretch(1)
        self.note = WrappedLabel()
        self.layout_.addWidget(self.heading)
        self.layout_.addWidget(self.view, 1)
        self.layout_.addLayout(merge_row)
        self.layout_.addWidget(self.message)
        self.layout_.addWidget(self.matrix_heading)
        self.layout_.addWidget(self.matrix_view, 1)
        self.layout_.addWidget(self.note)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self.offer_targets())
        self.merge_target.editTextChanged.connect(lambda *_: self.show_merge())
        self.merge_button.clicked.connect(self.merge)
        self.retranslate_ui()

    def title(self) -> str:
        return self.tr("Factions")

    def retranslate_ui(self) -> None:
        self.view.setAccessibleName(self.tr("Faction statistics"))
        self.matrix_view.setAccessibleName(self.tr("Faction against faction"))
        self.matrix_heading.setText(self.tr("Faction against faction: each row's wins-draws-losses against the "
                                            "column's faction; the diagonal holds the mirror matches"))
        self.merge_label.setText(self.tr("Merge the chosen faction &into:"))
        self.merge_target.setToolTip(self.tr("Another faction, or a spelling typed here: every player of the chosen "
                                             "faction, whatever their spelling, gets exactly this one."))
        self.merge_button.setText(self.tr("Mer&ge…"))
        self.note.setText(self.tr(
            "Only tables with a result count; a conceded game counts with the result the scoring gives it. A bye is "
            "no game: it is counted apart, in no win rate and no average. A mirror match (both players of one "
            "faction) says nothing about the faction against the others: it is counted apart (one per table) and "
            "left out of the games, the wins, draws and losses, the win rate and the averages; the table above "
            "shows it on the diagonal. Win rate: wins ÷ games (a draw is not half a win). Names that differ only in "
            "case, spaces, accents or apostrophes are one faction, shown as most of its players spell it; point at "
            "a number to see it exactly."))
        self.model.retranslate()
        self.matrix_model.set_stats(self.stats)
        self.show_heading()
        self.offer_targets()

    def refresh(self, state: DeskState) -> None:
        chosen = self.chosen()
        self.stats = faction_stats(state.event)
        self.model.set_stats(self.stats)
        self.matrix_model.set_stats(self.stats)
        keys = [item.key for item in self.stats]
        if chosen is not None and chosen.key in keys:
            self.view.selectRow(keys.index(chosen.key))
        self.show_heading()
        self.offer_targets()

    def show_heading(self) -> None:
        games = sum(item.games for item in self.stats) // 2
        mirrors = sum(item.mirrors for item in self.stats)
        self.heading.setText(fill(self.tr("Factions: %1; games between factions: %2; mirror matches: %3"),
                                  formatting.integer(len(self.stats)), formatting.integer(games),
                                  formatting.integer(mirrors)))

    def chosen(self) -> FactionStats | None:
        selected = self.view.selectionModel().selectedRows()
        row = selected[0].row() if selected else -1
        return self.stats[row] if 0 <= row < len(self.stats) else None

    def offer_targets(self) -> None:
        """The other factions' names, and the chosen faction's own spellings when it has several (picking one of
        them makes its players spell it alike)."""
        chosen = self.chosen()
        typed = self.merge_target.currentText()
        offered: list[str] = []
        if chosen is not None:
            if len(chosen.spellings) > 1:
                offered.extend(spelling for spelling in chosen.spellings if spelling)
            offered.extend(item.name for item in self.stats if item.key != chosen.key and item.name)
        self.merge_target.blockSignals(True)
        self.merge_target.clear()
        self.merge_target.addItems(offered)
        self.merge_target.setEditText(typed if typed in offered or not offered else offered[0])
        self.merge_target.blockSignals(False)
        self.show_merge()

    def show_merge(self) -> None:
        chosen = self.chosen()
        self.merge_button.setEnabled(self.session is not None and chosen is not None and bool(chosen.key)
                                     and bool(self.merge_target.currentText().strip()))

    def merge(self) -> None:
        chosen = self.chosen()
        target = " ".join(self.merge_target.currentText().split())
        if chosen is None or not target or self.session is None:
            return
        spellings = ", ".join(fill(self.tr("“%1”"), spelling) for spelling in chosen.spellings)
        question = fill(self.tr("Every player of %1 (players: %2; spelled %3) gets the faction “%4”. This is one "
                                "change: the Log page can undo it."), chosen.name, formatting.integer(chosen.players),
                        spellings, target)
        if not ask(self, self.tr("Merge factions?"), question):
            return
        source = chosen.name

        def done(changed) -> None:
            self.message.done(fill(self.tr("Merged %1 into “%2”; players changed: %3."), source, target,
                                   formatting.integer(len(changed))))

        def refused(error: Exception) -> None:
            self.message.error(fill(self.tr("Not merged: %1."), refusal(error)))

        self.save_change(lambda store: store.merge_factions(source, target), done, refused)
