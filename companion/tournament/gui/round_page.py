"""The Round page: pair the next round (a preview first, then publish), swap or re-pair, and enter results.

Pairing runs the rules' ``pair_round`` on an ``Evaluator`` worker (a large
field takes seconds) over the event as last committed; the preview lists the
tables, the players with their points, and flags every rematch and same-club
pair. Publishing passes the revision the preview was made from, so a preview
made before another desk's change is refused (and made again here), and a
round another desk published first is shown instead of ours.

A result is typed as the table's two VP totals (180, 22.5, 45/2) and a
concession, or taken from the game's calculator (Warzone) or a saved match file
(Ringball). A different result for a table that has one is saved only after a
question, and an earlier round's result only after saying which later rounds
were paired on the standings it changes (``pairing.stale_pairings``).

Choices where the issue is silent: after a result is saved the form moves to
the next table of the round without one; swapping works on the published
current round (its tables without results), not on a preview, so each swap is
in the log.
"""

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from companion.gui import dialogs, formatting
from companion.gui.evaluator import Evaluator
from companion.gui.formatting import fill
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.model.errors import InputError
from companion.tournament import pairing
from companion.tournament.errors import ConflictError, DeskError, ResultExists, StaleError
from companion.tournament.event import Event, Result, Round
from companion.tournament.gui.event_page import ExactEdit
from companion.tournament.gui.page import DeskPage, list_view
from companion.tournament.gui.session import DeskState
from companion.tournament.gui.wording import refusal, score_text
from companion.tournament.scoring import Outcome, bye_points, score_table
from companion.tournament.standings import standings
from companion.tournament.store import LogKind

Index = QModelIndex | QPersistentModelIndex
TABLE, FIRST, SECOND, SCORE, RESULT, NOTES = range(6)
FLAG_COLOR = QColor("#f5b041")
PREVIEW, REPAIR = "preview", "repair"


def pair_job(inputs: tuple[Event, int, str]) -> tuple[tuple[Event, int, str], pairing.Pairing]:
    """The rules' pairing of the event given (its revision and the page's mode travel with it)."""
    return inputs, pairing.pair_round(inputs[0])


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
        self.rows: list = []
        self.cells: list[tuple[str, ...]] = []
        self.flagged: list[bool] = []

    def show(self, event: Event, round_: Round | None, points: dict[int, Fraction], *,
             proposal: pairing.Pairing | None = None, entered_by: dict[int, str] | None = None) -> None:
        self.beginResetModel()
        self.current_event, self.round, self.proposal, self.points = event, round_, proposal, points
        self.entered_by = entered_by or {}
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
        self.cells = [tuple(self.bye_text(entry, column) if isinstance(entry, int)
                            else self.table_text(entry, column, found) for column in range(6))
                      for entry, found in zip(self.rows, flags, strict=True)]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole or not 0 <= section < 6:
            return None
        return (self.tr("Table"), self.tr("Player 1 (points)"), self.tr("Player 2 (points)"), self.tr("VP"),
                self.tr("Result"), self.tr("Notes"))[section]

    def table_number(self, row: int) -> int | None:
        entry = self.rows[row]
        return None if isinstance(entry, int) else entry.number

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cells[row][column]
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
        notes = list(flags)
        if self.proposal is not None and table.fixed:
            notes.append(self.tr("fixed table"))
        if table.number in self.entered_by:
            notes.append(fill(self.tr("entered by %1"), self.entered_by[table.number]))
        return ", ".join(notes)

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


class RoundPage(DeskPage):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.proposal: pairing.Pairing | None = None
        self.proposal_inputs: tuple[Event, int, str] | None = None
        self.shown_round: int | None = None
        self.follow_latest = True
        self.result_dirty = False
        self.calculator = None
        self.points_cache: tuple[Event, dict[int, Fraction]] | None = None
        self.evaluator = Evaluator(pair_job, self)
        self.evaluator.finished.connect(self.paired)
        self.evaluator.failed.connect(self.pairing_failed)

        self.round_choice = QComboBox()
        self.round_label = QLabel()
        self.round_label.setBuddy(self.round_choice)
        self.pair_button, self.repair_button = QPushButton(), QPushButton()
        self.heading = WrappedLabel()
        heading_font = QFont(self.heading.font())
        heading_font.setBold(True)
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.2)
        self.heading.setFont(heading_font)
        self.summary = WrappedLabel()
        self.publish_button, self.discard_button = QPushButton(), QPushButton()
        self.publish_button.setObjectName("publishButton")

        self.model = RoundModel(self)
        self.view = list_view(self.model)
        header = self.view.horizontalHeader()
        for column in range(6):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column in (FIRST, SECOND, RESULT)
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.view.selectionModel().currentRowChanged.connect(self.row_chosen)

        top = QHBoxLayout()
        top.addWidget(self.round_label)
        top.addWidget(self.round_choice)
        top.addWidget(self.pair_button)
        top.addWidget(self.repair_button)
        top.addStretch(1)
        proposal_buttons = QHBoxLayout()
        proposal_buttons.addWidget(self.publish_button)
        proposal_buttons.addWidget(self.discard_button)
        proposal_buttons.addStretch(1)
        table_side = QWidget()
        table_layout = QVBoxLayout(table_side)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addLayout(top)
        table_layout.addWidget(self.heading)
        table_layout.addWidget(self.summary)
        table_layout.addLayout(proposal_buttons)
        table_layout.addWidget(self.view, 1)

        self.result_group = FormGroup()
        self.table = self.result_group.add_row(spin_box(1, 10_000, 1))
        self.players_line = WrappedLabel(plain=True)
        self.result_group.form.addRow(self.players_line)
        self.vp_first = self.result_group.add_row(ExactEdit())
        self.vp_second = self.result_group.add_row(ExactEdit())
        self.conceded = self.result_group.add_row(QComboBox())
        for _ in range(3):
            self.conceded.addItem("")
        self.conceded.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.outcome = WrappedLabel(plain=True)
        self.result_group.form.addRow(self.outcome)
        self.save_button, self.calculator_button, self.match_button = QPushButton(), QPushButton(), QPushButton()
        self.save_button.setDefault(True)
        result_buttons = QHBoxLayout()
        result_buttons.addWidget(self.save_button)
        result_buttons.addStretch(1)
        self.result_group.form.addRow(result_buttons)
        self.result_group.form.addRow(self.calculator_button)
        self.result_group.form.addRow(self.match_button)

        self.swap_group = FormGroup()
        self.swap_first = self.swap_group.add_row(QComboBox())
        self.swap_second = self.swap_group.add_row(QComboBox())
        self.swap_button = QPushButton()
        self.swap_group.form.addRow(self.swap_button)

        form_side = QWidget()
        form_layout = QVBoxLayout(form_side)
        form_layout.setContentsMargins(0, 0, 0, 0)
        self.preview_note = WrappedLabel()
        form_layout.addWidget(self.preview_note)
        form_layout.addWidget(self.result_group)
        form_layout.addWidget(self.message)
        form_layout.addWidget(self.swap_group)
        form_layout.addStretch(1)
        splitter = QSplitter()
        splitter.addWidget(table_side)
        splitter.addWidget(form_side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.layout_.addWidget(splitter)

        self.round_choice.activated.connect(self.round_chosen)
        self.pair_button.clicked.connect(self.pair_next)
        self.repair_button.clicked.connect(self.repair_current)
        self.publish_button.clicked.connect(self.publish)
        self.discard_button.clicked.connect(self.discard)
        self.table.valueChanged.connect(self.table_chosen)
        for edit in (self.vp_first, self.vp_second):
            edit.textEdited.connect(self.result_edited)
            edit.returnPressed.connect(self.save_result)
        self.conceded.currentIndexChanged.connect(self.result_edited)
        self.save_button.clicked.connect(self.save_result)
        self.calculator_button.clicked.connect(self.open_calculator)
        self.match_button.clicked.connect(self.import_match_dialog)
        self.swap_button.clicked.connect(self.swap)
        self.retranslate_ui()
        self.update_enabled()

    def title(self) -> str:
        return self.tr("Round")

    def retranslate_ui(self) -> None:
        self.round_label.setText(self.tr("R&ound"))
        self.pair_button.setText(self.tr("&Pair the next round…"))
        self.repair_button.setText(self.tr("&Re-pair this round…"))
        self.repair_button.setToolTip(self.tr("Pair the current round again, while none of its tables has a result "
                                              "(after a late arrival or a drop)."))
        self.publish_button.setText(self.tr("P&ublish this pairing"))
        self.discard_button.setText(self.tr("&Discard"))
        self.result_group.setTitle(self.tr("Result"))
        self.result_group.set_label(self.table, self.tr("&Table"))
        self.vp_first.setPlaceholderText(self.tr("e.g. 180, 22.5 or 45/2"))
        self.vp_second.setPlaceholderText(self.tr("e.g. 150"))
        self.result_group.set_label(self.conceded, self.tr("&Concession"), self.tr("A player who concedes loses."))
        self.save_button.setText(self.tr("&Save the result"))
        self.calculator_button.setText(self.tr("Open the &victory-points calculator…"))
        self.match_button.setText(self.tr("Import the &match-tracker file…"))
        self.swap_group.setTitle(self.tr("Swap two players by hand"))
        self.swap_group.set_label(self.swap_first, self.tr("Pla&yer"))
        self.swap_group.set_label(self.swap_second, self.tr("S&wap with"))
        self.swap_button.setText(self.tr("Swap&…"))
        self.preview_note.setText(self.tr(
            "A preview: nothing is saved until it is published. The pairing is the best one by the rules' tiers: "
            "the fewest rematches, then the smallest differences of points, then the fewest pairs from one club, "
            "then the event's seed. Notes flag every rematch and same-club pair. Discard it to pair later, for "
            "example after a late arrival is registered."))
        self.model.retranslate()
        if self.session is not None:
            self.show_players_line()

    # --- showing ---

    def refresh_round(self, state: DeskState) -> None:
        event = state.event
        numbers = [played.number for played in event.rounds]
        if self.follow_latest or self.shown_round not in numbers:
            self.shown_round = numbers[-1] if numbers else None
        self.round_choice.clear()
        for number in numbers:
            self.round_choice.addItem(fill(self.tr("Round %1 of %2"), formatting.integer(number),
                                           formatting.integer(event.settings.rounds_planned)), number)
        if self.shown_round is not None:
            self.round_choice.setCurrentIndex(numbers.index(self.shown_round))
        if self.proposal is not None and self.proposal_inputs[1] != state.revision:
            mode = self.proposal_inputs[2]
            self.message.done(self.tr("The event changed since this pairing was made: it is being paired again."))
            self.start_pairing(mode)
        self.show_round()
        self.fill_swap_choices()
        self.update_enabled()

    def shown(self) -> Round | None:
        if self.session is None or self.shown_round is None:
            return None
        return next((played for played in self.session.current_event.rounds if played.number == self.shown_round), None)

    def show_round(self) -> None:
        event = self.session.current_event
        if self.proposal is not None:
            proposal = self.proposal
            points = {standing.player: standing.points for standing in standings(self.proposal_inputs[0])}
            self.model.show(event, None, points, proposal=proposal)
            self.heading.setText(fill(self.tr("Round %1: preview, not published yet"), formatting.integer(proposal.round)))
            self.summary.setText(self.proposal_summary(proposal))
        else:
            played = self.shown()
            if played is None:
                self.model.show(event, None, {})
                self.heading.setText(self.tr("No round is paired yet."))
                self.summary.setText(fill(self.tr("%n player(s) registered. Pair round 1 when they are in.", "",
                                                  len(event.players))))
            else:
                self.model.show(event, played, self.points_before(event, played),
                                entered_by=self.entered_by(played.number))
                missing = sum(table.result is None for table in played.tables)
                self.heading.setText(fill(self.tr("Round %1"), formatting.integer(played.number)))
                self.summary.setText(
                    self.tr("Every table has its result.") if not missing else
                    fill(self.tr("%1 of %2 tables still without a result."), formatting.integer(missing),
                         formatting.integer(len(played.tables))))
        self.show_players_line()

    def points_before(self, event: Event, played: Round) -> dict[int, Fraction]:
        """Each player's points before the round (what its pairing used), kept while the earlier rounds and the
        scoring are as they were: a result entered in the round does not change them."""
        earlier = replace(event, rounds=tuple(other for other in event.rounds if other.number < played.number))
        if self.points_cache is None or self.points_cache[0] != earlier:
            self.points_cache = (earlier, {standing.player: standing.points for standing in standings(earlier)})
        return self.points_cache[1]

    def entered_by(self, round_number: int) -> dict[int, str]:
        """Which desk entered each table's current result (the latest report of it not undone)."""
        found = {}
        for entry in self.state.log:
            if entry.kind is LogKind.REPORT and entry.undone_by is None and entry.details.get("round") == round_number:
                found[entry.details.get("table")] = entry.desk
        return found

    def proposal_summary(self, proposal: pairing.Pairing) -> str:
        event = self.session.current_event
        parts = [fill(self.tr("%n table(s)", "", len(proposal.tables))),
                 fill(self.tr("%n rematch(es)", "", proposal.rematches)),
                 fill(self.tr("%n same-club pair(s)", "", proposal.same_club_pairs))]
        if proposal.bye is not None:
            parts.append(fill(self.tr("bye: %1"), event.player(proposal.bye).name))
        if event.settings.fresh_tables:
            parts.append(fill(self.tr("%n player(s) back on a table they played on", "", proposal.table_repeats)))
        return "; ".join(parts) + ". " + self.tr("Check it, then publish it: the players see it only then.")

    def update_enabled(self) -> None:
        open_ = self.session is not None
        event = self.session.current_event if open_ else None
        current = event.current_round if open_ else None
        pairing_now = self.evaluator.busy()
        previewing = self.proposal is not None
        self.pair_button.setEnabled(open_ and not previewing and not pairing_now
                                    and (current is None or current.complete))
        self.repair_button.setEnabled(open_ and not previewing and not pairing_now and current is not None
                                      and self.shown_round == current.number
                                      and all(table.result is None for table in current.tables))
        for button in (self.publish_button, self.discard_button):
            button.setVisible(previewing)
        self.round_choice.setEnabled(open_ and not previewing and self.round_choice.count() > 0)
        has_round = self.shown() is not None and not previewing
        self.result_group.setEnabled(has_round)
        self.result_group.setVisible(not previewing)
        self.preview_note.setVisible(previewing)
        self.swap_group.setVisible(not previewing)
        for column in (SCORE, RESULT):
            self.view.setColumnHidden(column, previewing)
        game = event.settings.game if open_ else ""
        self.calculator_button.setVisible(game == "warzone")
        self.match_button.setVisible(game == "ringball")
        self.swap_group.setEnabled(has_round and current is not None and self.shown_round == current.number)

    # --- choosing a round and a table ---

    def round_chosen(self, index: int) -> None:
        number = self.round_choice.itemData(index)
        rounds = [played.number for played in self.session.current_event.rounds]
        self.shown_round = number
        self.follow_latest = number == rounds[-1]
        self.result_dirty = False
        self.show_round()
        self.fill_swap_choices()
        self.choose_first_open_table()
        self.update_enabled()

    def row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        number = self.model.data(self.model.index(current.row(), 0), Qt.ItemDataRole.UserRole) \
            if current.isValid() else None
        if number is not None and number != self.table.value():
            self.table.setValue(number)

    def table_chosen(self, *_) -> None:
        self.result_dirty = False
        self.load_table()
        row = next((row for row in range(self.model.rowCount()) if self.model.table_number(row) == self.table.value()),
                   None)
        if row is not None and self.view.currentIndex().row() != row:
            self.view.selectRow(row)

    def current_table(self):
        played = self.shown()
        return None if played is None else played.table(self.table.value())

    def load_table(self) -> None:
        """Show the chosen table's players and, if it has one, its result."""
        table = self.current_table()
        self.show_players_line()
        result = table.result if table is not None else None
        self.vp_first.set_value(None if result is None else result.score[0])
        self.vp_second.set_value(None if result is None else result.score[1])
        self.conceded.blockSignals(True)
        self.conceded.setCurrentIndex(0 if result is None or result.conceded is None else result.conceded + 1)
        self.conceded.blockSignals(False)
        self.show_outcome()

    def show_players_line(self) -> None:
        table = self.current_table()
        if table is None:
            self.players_line.setText(self.tr("No such table in this round."))
            names = (self.tr("player 1"), self.tr("player 2"))
        else:
            names = tuple(self.session.current_event.player(player).name for player in table.players)
            self.players_line.setText(fill(self.tr("%1 against %2"), *names))
        self.conceded.setItemText(0, self.tr("Nobody conceded"))
        for index, name in enumerate(names, start=1):
            self.conceded.setItemText(index, fill(self.tr("%1 conceded"), name))
        self.result_group.set_label(self.vp_first, fill(self.tr("&1. %1: VP"), names[0].replace("&", "&&")))
        self.result_group.set_label(self.vp_second, fill(self.tr("&2. %1: VP"), names[1].replace("&", "&&")))

    def choose_first_open_table(self) -> None:
        played = self.shown()
        if played is None or not played.tables:
            return
        self.table.setMaximum(max(table.number for table in played.tables))
        open_tables = [table.number for table in played.tables if table.result is None]
        self.table.setValue(open_tables[0] if open_tables else played.tables[0].number)
        self.table_chosen()

    def result_edited(self, *_) -> None:
        self.result_dirty = True
        self.message.clear_message()
        self.show_outcome()

    def read_result(self) -> Result | None:
        first, second = self.vp_first.value(), self.vp_second.value()
        if first is None or second is None:
            return None
        index = self.conceded.currentIndex()
        return Result((first, second), None if index <= 0 else index - 1)

    def show_outcome(self) -> None:
        """What the rules make of the result as typed, before it is saved."""
        result, table = self.read_result(), self.current_table()
        if result is None or table is None or self.session is None:
            self.outcome.setText("")
            return
        settings = self.session.current_event.settings
        try:
            scored = score_table(settings.scoring, settings.points_limit, result)
        except InputError as error:
            self.outcome.setText(refusal(error))
            return
        names = [self.session.current_event.player(player).name for player in table.players]
        self.outcome.setText(outcome_text(names, scored, result))

    # --- pairing ---

    def pair_next(self) -> None:
        self.start_pairing(PREVIEW)

    def repair_current(self) -> None:
        self.start_pairing(REPAIR)

    def start_pairing(self, mode: str) -> None:
        state = self.state
        event = state.event
        if mode == REPAIR:
            event = replace(event, rounds=event.rounds[:-1])
        self.proposal = None
        self.heading.setText(fill(self.tr("Pairing round %1…"), formatting.integer(len(event.rounds) + 1)))
        self.summary.setText("")
        self.evaluator.submit((event, state.revision, mode))
        self.update_enabled()

    def paired(self, outcome) -> None:
        inputs, proposal = outcome
        if self.session is None:
            return
        if inputs[1] != self.state.revision:
            self.start_pairing(inputs[2])
            return
        self.proposal, self.proposal_inputs = proposal, inputs
        self.show_round()
        self.update_enabled()

    def pairing_failed(self, error: Exception) -> None:
        self.proposal = None
        self.message.refused(error)
        if self.session is not None:
            self.show_round()
        self.update_enabled()

    def discard(self) -> None:
        self.proposal = None
        self.message.clear_message()
        self.show_round()
        self.update_enabled()

    def publish(self) -> None:
        proposal, (_, revision, mode) = self.proposal, self.proposal_inputs
        round_ = proposal.to_round()
        if mode == REPAIR:
            version = self.state.snapshot.round_versions.get(round_.number)

            def action(store):
                return store.repair_round(round_, expected_version=version)
        else:
            def action(store):
                return store.publish_round(round_, based_on_revision=revision)

        self.proposal = None  # the state read after the save must not pair it again
        self.heading.setText(fill(self.tr("Publishing round %1…"), formatting.integer(round_.number)))
        self.update_enabled()

        def published(outcome) -> None:
            self.proposal = None
            self.follow_latest = True
            self.shown_round = outcome.round.number
            template = self.tr("Round %1 is published.") if mode == PREVIEW else self.tr("Round %1 is re-paired.")
            text = fill(template, formatting.integer(outcome.round.number))
            if outcome.backup is not None:
                text = fill(self.tr("%1 A backup copy of the event is at %2."), text, str(outcome.backup))
            elif outcome.backup_error:
                text = fill(self.tr("%1 No backup copy could be made: %2"), text, outcome.backup_error)
            self.refresh(self.state)
            self.choose_first_open_table()
            self.message.done(text)

        def refused(error: Exception) -> None:
            if isinstance(error, StaleError):
                self.message.done(fill(self.tr("Not published: %1. Paired again on the event as it is now."),
                                       refusal(error)))
                self.start_pairing(mode)
            elif isinstance(error, ConflictError):
                self.proposal = None
                self.follow_latest = True
                self.refresh(self.state)
                who = self.publisher(round_.number)
                self.message.error(fill(self.tr("Round %1 was paired meanwhile by %2: this is their pairing."),
                                        formatting.integer(round_.number), who))
                self.choose_first_open_table()
            else:
                self.proposal = proposal
                self.show_round()
                self.message.refused(error)
            self.update_enabled()

        self.session.save(action, published, refused)

    def publisher(self, round_number: int) -> str:
        kinds = (LogKind.PUBLISH_ROUND, LogKind.REPAIR_ROUND)
        found = [entry.desk for entry in self.state.log if entry.kind in kinds and entry.undone_by is None
                 and entry.details.get("round") == round_number]
        return found[-1] if found else "?"

    # --- results ---

    def save_result(self, *, replace_existing: bool = False) -> None:
        played, table = self.shown(), self.current_table()
        if self.session is None or played is None or table is None:
            return
        result = self.read_result()
        if result is None:
            self.message.error(self.tr("Type both players' VP: a whole number, a decimal such as 22.5, or a fraction "
                                       "such as 45/2."))
            return
        event = self.session.current_event
        names = [event.player(player).name for player in table.players]
        current = event.current_round.number
        replace_result = replace_existing
        if table.result is not None and table.result != result and not replace_existing:
            if not self.ask(self.tr("Replace the result?"), fill(
                    self.tr("Table %1 already has %2 (%3). Replace it with %4?"), formatting.integer(table.number),
                    score_text(table.result.score), self.entered_by(played.number).get(table.number, "?"),
                    score_text(result.score))):
                return
            replace_result = True
        if played.number != current and not replace_existing:
            later = [number for number in range(played.number + 1, current + 1)]
            if not self.ask(self.tr("Change an earlier round?"), fill(
                    self.tr("Round %1 is not the current round. Saving this result recomputes the standings; "
                            "%n later round(s) (%2) were paired before it. Save it?", "", len(later)),
                    formatting.integer(played.number), ", ".join(formatting.integer(number) for number in later))):
                return
            replace_result = True
        version = self.state.snapshot.table_versions.get((played.number, table.number))
        before = event

        def saved(outcome) -> None:
            self.result_dirty = False
            after = self.session.current_event
            text = fill(self.tr("Table %1: %2 %3 %4 is saved."), formatting.integer(table.number), names[0],
                        score_text(result.score), names[1])
            if outcome.outcome.value == "unchanged":
                text = fill(self.tr("Table %1 already had this result: nothing changed."),
                            formatting.integer(table.number))
            stale = pairing.stale_pairings(before, after) if played.number < after.current_round.number else ()
            if stale:
                text = fill(self.tr("%1 The standings are recomputed. %n later round(s) (%2) were paired on the "
                                    "standings before this change; their pairings stay as published.", "", len(stale)),
                            text, ", ".join(formatting.integer(number) for number in stale))
            self.message.done(text)
            if played.number == after.current_round.number:
                self.choose_first_open_table()
            self.vp_first.setFocus()

        def refused(error: Exception) -> None:
            if isinstance(error, ResultExists):
                self.load_table()
                existing = error.existing
                desk = self.entered_by(played.number).get(table.number, "?")
                if self.ask(self.tr("The table has a result"), fill(
                        self.tr("Table %1 already has %2 from %3. Replace it with %4?"),
                        formatting.integer(table.number), score_text(existing.score), desk,
                        score_text(result.score))):
                    self.vp_first.set_value(result.score[0])
                    self.vp_second.set_value(result.score[1])
                    self.conceded.setCurrentIndex(0 if result.conceded is None else result.conceded + 1)
                    self.save_result(replace_existing=True)
                else:
                    self.message.error(fill(self.tr("Not saved: table %1 keeps %2 from %3."),
                                            formatting.integer(table.number), score_text(existing.score), desk))
            elif isinstance(error, StaleError):
                self.load_table()
                self.message.error(fill(self.tr("Not saved: %1. The form now shows the table as saved."),
                                        refusal(error)))
            else:
                self.message.refused(error)

        self.session.save(lambda store: store.report(played.number, table.number, result, replace=replace_result,
                                                     expected_version=version), saved, refused)

    def ask(self, title: str, text: str) -> bool:
        answer = dialogs.question(self, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def open_calculator(self) -> None:
        from companion.tournament.gui.calculators import VictoryDialog

        table = self.current_table()
        if table is None:
            return
        event = self.session.current_event
        names = tuple(event.player(player).name for player in table.players)
        dialog = VictoryDialog(event.settings.points_limit or 500, names,
                               fill(self.tr("Table %1: victory points"), formatting.integer(table.number)), self)
        self.calculator = dialog
        dialog.finished.connect(lambda code: self.take_calculator(dialog, code))
        dialog.open()

    def take_calculator(self, dialog, code: int) -> None:
        self.calculator = None
        result = dialog.result_shown()
        dialog.deleteLater()
        if code != QDialog.DialogCode.Accepted or result is None:
            return
        self.vp_first.set_value(result.vp[0])
        self.vp_second.set_value(result.vp[1])
        self.conceded.setCurrentIndex(0 if result.conceded is None else result.conceded + 1)
        self.result_edited()
        self.message.done(self.tr("The calculator's totals are in the form: check them, then save the result."))
        self.save_button.setFocus()

    def import_match_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a match"), str(Path.home()),
                                              self.tr("Companion scenarios (*.companion *.json);;All files (*)"))
        if path:
            self.import_match(path)

    def import_match(self, path: str) -> None:
        from companion.tournament.gui.calculators import match_result

        table = self.current_table()
        if table is None:
            return
        names = tuple(self.session.current_event.player(player).name for player in table.players)
        try:
            found = match_result(path, names)
        except DeskError as error:
            self.message.refused(error)
            return
        if not found.game_over and not self.ask(self.tr("The match is not over"), fill(
                self.tr("The match in %1 is not over (turn %2). Take its VP as the result?"), path,
                formatting.integer(found.turn))):
            return
        self.vp_first.set_value(found.score[0])
        self.vp_second.set_value(found.score[1])
        self.conceded.setCurrentIndex(0)
        self.result_edited()
        if found.names_matched:
            self.message.done(self.tr("The match's VP are in the form: check them, then save the result."))
        else:
            self.message.error(fill(self.tr("The match's sides (%1, %2) are not this table's players: the first side's "
                                            "VP went to %3. Check them before saving."),
                                    found.side_names[0], found.side_names[1], names[0]))

    # --- swapping ---

    def fill_swap_choices(self) -> None:
        event = self.session.current_event
        current = event.current_round
        for combo in (self.swap_first, self.swap_second):
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            if current is not None:
                for table in current.tables:
                    for player in table.players:
                        combo.addItem(fill(self.tr("%1 (table %2)"), event.player(player).name,
                                           formatting.integer(table.number)), player)
                if current.bye is not None:
                    combo.addItem(fill(self.tr("%1 (bye)"), event.player(current.bye).name), current.bye)
            index = combo.findData(chosen)
            combo.setCurrentIndex(max(index, 0))
            combo.blockSignals(False)

    def swap(self) -> None:
        event = self.session.current_event
        current = event.current_round
        first, second = self.swap_first.currentData(), self.swap_second.currentData()
        if current is None or first is None or second is None:
            return
        if first == second:
            self.message.error(self.tr("Choose two different players to swap."))
            return
        try:
            warnings = pairing.swap_warnings(event, current, first, second)
        except InputError as error:
            self.message.refused(error)
            return
        names = {player.id: player.name for player in event.players}
        lines = [fill(self.tr("%1 and %2 have played each other before (a rematch)."), names[a], names[b])
                 for a, b in warnings.rematches]
        lines += [fill(self.tr("%1 and %2 are from the same club."), names[a], names[b]) for a, b in warnings.same_club]
        lines += [fill(self.tr("%1 would leave their fixed table."), names[player]) for player in warnings.fixed_table_moved]
        if warnings.repeat_bye is not None:
            lines.append(fill(self.tr("%1 would get a second bye."), names[warnings.repeat_bye]))
        question = fill(self.tr("Swap %1 and %2 in round %3?"), names[first], names[second],
                        formatting.integer(current.number))
        if lines:
            question = question + "\n\n" + "\n".join(lines)
        if not self.ask(self.tr("Swap two players"), question):
            return
        version = self.state.snapshot.round_versions.get(current.number)

        def done(_round) -> None:
            self.message.done(fill(self.tr("%1 and %2 are swapped (the log keeps it)."), names[first], names[second]))

        def refused(error: Exception) -> None:
            self.message.refused(error)

        self.session.save(lambda store: store.swap_players(current.number, first, second, expected_version=version),
                          done, refused)

    def attach(self, session, shown: bool = True) -> None:
        self.proposal = None
        self.follow_latest = True
        self.points_cache = None
        self.shown_round = None
        super().attach(session, shown)

    def refresh(self, state: DeskState) -> None:
        first_look = self.shown_round is None and bool(state.event.rounds)
        self.refresh_round(state)
        if first_look:
            self.choose_first_open_table()
