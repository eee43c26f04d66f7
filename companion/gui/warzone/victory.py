"""The Warzone victory-points page: both armies' losses, each player's VP and the result.

A tournament desk types both army lists as groups of identical models, row
after row, from the keyboard. The per-model rounding, the unit bonus, the
draw margin and concession are applied by ``companion.model.warzone.victory``;
this page shows every line of it so a player can check the sum by hand. The
per-member cost table and the load-out split come from the same module.
"""

import re
from fractions import Fraction

from PySide6.QtCore import QRegularExpression, QSignalBlocker, Qt
from PySide6.QtGui import QFont, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import fill, integer, points
from companion.gui.errors import describe
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.forms import FormGroup, set_combo_items, set_maximum, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import ResultTable
from companion.gui.widgets.rows import Column, RowEditor
from companion.gui.widgets.tables import FittedTable, read_cells_by_keyboard
from companion.model.errors import InputError
from companion.model.fields import declared
from companion.model.warzone.victory import (
    MAX_LINES,
    PRICED_UNITS,
    STATE_PERCENT,
    UNIT_BONUS_PERCENT,
    Army,
    CostCategory,
    ModelGroup,
    ModelState,
    Outcome,
    PricedUnit,
    VictoryInput,
    VictoryResult,
    split_loadout,
)

STATES = tuple(ModelState)
GROUP_COLUMNS = (
    Column("name", "text", "", 0, declared(ModelGroup, "name").max_len, width=130),
    Column("pc", "int", 20, *declared(ModelGroup, "pc").range, width=54),
    Column("count", "int", 1, *declared(ModelGroup, "count").range, width=54),
    *(Column(state.value, "check", False, width=52) for state in STATES),
)
PCS_PATTERN = r"[0-9,;\s]*"
MORTAR_TEAMS = tuple(unit for unit in PRICED_UNITS if unit.category is CostCategory.MORTAR)
SEED_EXAMPLE_TEAM = "stormtrencher_mortar_team"  # the house rules' own load-out example


def numbers_in(text: str) -> tuple[int, ...]:
    """The whole numbers typed in a list field such as "70, 120"."""
    return tuple(int(token) for token in re.findall(r"\d+", text))


class PointsTable(ResultTable):
    """The headline table (also what CSV export writes) with point amounts as the rules write them: 4, 10.5."""

    def set_rows(self, rows) -> None:
        super().set_rows(rows)
        for row, (_, value, _, _) in enumerate(rows):
            self.item(row, 1).setText(points(value))


class ArmyRows(RowEditor):
    """An army's groups of models: a row added (Add, Insert) starts clean, with no name, losses or count copied
    from the row above (each group is another kind of model)."""

    def add_row(self, values=None, at=None, focus=False) -> bool:
        return super().add_row({} if values is None else values, at, focus)

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self.add_button.setToolTip(self.tr("Insert an empty row below the selected one (Insert)"))
        if "add" in self.shortcuts:
            self.shortcuts["add"].setWhatsThis(self.tr("Insert an empty row below the selected one"))


class ArmyEditor(QGroupBox):
    """One army: its groups of identical models and the PCs of its units wiped out."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.models_label = WrappedLabel()
        self.models = ArmyRows(GROUP_COLUMNS, 0, MAX_LINES)
        self.models_label.setBuddy(self.models.view)
        self.units_label = WrappedLabel()
        self.units = QLineEdit()
        self.units.setValidator(QRegularExpressionValidator(QRegularExpression(PCS_PATTERN), self.units))
        self.units_label.setBuddy(self.units)
        layout = QVBoxLayout(self)
        for widget in (self.models_label, self.models, self.units_label, self.units):
            layout.addWidget(widget)

    def army(self) -> Army:
        groups = tuple(
            ModelGroup(pc=row["pc"], count=row["count"], name=row["name"],
                       states=frozenset(state for state in STATES if row[state.value]))
            for row in self.models.rows()
        )
        return Army(groups, numbers_in(self.units.text()))

    def set_army(self, army: Army) -> None:
        self.models.set_rows([
            {"name": group.name, "pc": group.pc, "count": group.count}
            | {state.value: state in group.states for state in STATES}
            for group in army.models
        ])
        self.units.setText(", ".join(str(pc) for pc in army.units_destroyed))


class VictoryPanel(CalculatorPanel):
    player_names: tuple[str, str] | None = None
    """The two players' own names (a tournament table's), shown instead of "Player 1" and "Player 2"."""

    def set_player_names(self, names: tuple[str, str] | None) -> None:
        self.player_names = names
        self.retranslate_ui()
        if self.result is not None:
            self.render()

    # --- form ---

    def build_form(self) -> None:
        self.game_group = FormGroup()
        self.game_size = self.game_group.add_row(spin_box(*declared(VictoryInput, "game_size").range, 500))
        self.game_size.setSingleStep(50)
        self.conceded = self.game_group.add_row(QComboBox())

        self.armies = (ArmyEditor(), ArmyEditor())
        for editor in self.armies:
            editor.models.changed.connect(self.inputs_changed)
            editor.units.textEdited.connect(self.inputs_changed)

        self.costs_group = QGroupBox()
        costs_layout = QVBoxLayout(self.costs_group)
        self.costs_label = WrappedLabel()
        self.costs = QTableWidget(0, 4)
        self.costs.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.costs.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.costs.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.costs.verticalHeader().hide()
        read_cells_by_keyboard(self.costs)
        header = self.costs.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.costs.setMinimumHeight(200)
        self.costs_label.setBuddy(self.costs)
        self.cost_rows = [(unit, member) for unit in PRICED_UNITS for member in unit.members]
        self.costs.setRowCount(len(self.cost_rows))
        for row, (unit, member) in enumerate(self.cost_rows):
            for column, text in ((0, unit.name), (2, member.role), (3, integer(member.pc))):
                item = QTableWidgetItem(text)
                if column == 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.costs.setItem(row, column, item)
        self.costs.setCurrentCell(0, 0)
        self.add_to = (QPushButton(), QPushButton())
        for index, button in enumerate(self.add_to):
            button.clicked.connect(lambda _=False, army=index: self.add_cost_row(army))
        costs_layout.addWidget(self.costs_label)
        costs_layout.addWidget(self.costs)
        buttons = QHBoxLayout()
        for button in self.add_to:
            buttons.addWidget(button)
        buttons.addStretch(1)
        costs_layout.addLayout(buttons)

        self.split_group = FormGroup()
        self.split_team = self.split_group.add_row(QComboBox())
        self.split_crew = self.split_group.add_row(spin_box(1, 10, 2))
        self.split_cost = self.split_group.add_row(spin_box(*declared(ModelGroup, "pc").range, 10))
        self.split_members = self.split_group.add_row(QLineEdit())
        self.split_members.setValidator(QRegularExpressionValidator(QRegularExpression(PCS_PATTERN), self))
        self.split_members.setMinimumWidth(160)
        self.split_leader = self.split_group.add_row(spin_box(1, 3, 3))
        self.split_result = WrappedLabel()
        self.split_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.split_group.form.addRow(self.split_result)
        self.split_team.currentIndexChanged.connect(self.fill_split_from_team)
        self.split_crew.valueChanged.connect(self.fill_split_from_team)
        self.split_cost.valueChanged.connect(self.update_split)
        self.split_members.textEdited.connect(self.update_split)
        self.split_leader.valueChanged.connect(self.update_split)

        for widget in (self.game_group, *self.armies, self.costs_group, self.split_group):
            self.form_layout.addWidget(widget)
        self.connect_inputs(self.game_size, self.conceded)

    def build_results(self) -> None:
        self.summary = WrappedLabel()
        font = QFont(self.summary.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.summary.setFont(font)
        self.verdict = WrappedLabel()
        self.table = PointsTable()
        self.results_layout.addWidget(self.summary)
        self.results_layout.addWidget(self.verdict)
        self.results_layout.addWidget(self.table)
        self.breakdown_groups = (QGroupBox(), QGroupBox())
        self.breakdowns = (FittedTable(7, stretch=0), FittedTable(7, stretch=0))
        for group, table in zip(self.breakdown_groups, self.breakdowns, strict=True):
            layout = QVBoxLayout(group)
            layout.addWidget(table)
            self.results_layout.addWidget(group)
        self.reading = WrappedLabel()
        self.results_layout.addWidget(self.reading)
        self.results_layout.addStretch(1)

    # --- words ---

    def player(self, index: int) -> str:
        if self.player_names is not None:
            return self.player_names[index]
        return self.tr("Player 1") if index == 0 else self.tr("Player 2")

    def conceded_text(self, index: int) -> str:
        if self.player_names is not None:
            return fill(self.tr("%1 conceded"), self.player_names[index])
        return self.tr("Player 1 conceded") if index == 0 else self.tr("Player 2 conceded")

    def state_name(self, state: ModelState) -> str:
        return {
            ModelState.DESTROYED: self.tr("Destroyed"),
            ModelState.UNHINGED: self.tr("Unhinged"),
            ModelState.ROUTED: self.tr("Routed"),
            ModelState.PANICKED: self.tr("Panicked"),
            ModelState.HALF_WOUNDS: self.tr("Half wounds or fewer"),
        }[state]

    def state_header(self, state: ModelState) -> str:
        return {
            ModelState.DESTROYED: self.tr("Dead"),
            ModelState.UNHINGED: self.tr("Unh."),
            ModelState.ROUTED: self.tr("Rout"),
            ModelState.PANICKED: self.tr("Panic"),
            ModelState.HALF_WOUNDS: self.tr("≤½ W"),
        }[state]

    def category_name(self, category: CostCategory) -> str:
        return {
            CostCategory.MORTAR: self.tr("Mortar"),
            CostCategory.CANNON: self.tr("Cannon"),
            CostCategory.HMG: self.tr("HMG"),
            CostCategory.DOOMTROOPERS: self.tr("Doomtroopers"),
            CostCategory.DEFILER_POD: self.tr("Defiler Pod"),
        }[category]

    def retranslate_ui(self) -> None:
        self.game_group.setTitle(self.tr("Game"))
        self.game_group.set_label(self.game_size, self.tr("&Game size (points)"),
                                  self.tr("A difference of 5% of this or less is a draw."))
        set_combo_items(self.conceded, [("none", self.tr("Nobody conceded")),
                                        ("0", self.conceded_text(0)), ("1", self.conceded_text(1))])
        self.game_group.set_label(
            self.conceded, self.tr("&Concession"),
            self.tr("The conceding player loses; the opponent adds 100% of the PC of each of their models still on "
                    "the table to the VP already earned."))
        models_labels = (self.tr("Player &1's models, as groups of identical models"),
                         self.tr("Player &2's models, as groups of identical models"))
        units_labels = (self.tr("Player 1's &units completely destroyed (the PC of each, e.g. 70, 120)"),
                        self.tr("Player 2's u&nits completely destroyed (the PC of each, e.g. 70, 120)"))
        for index, editor in enumerate(self.armies):
            editor.setTitle(fill(self.tr("%1's army (its losses score for %2)"), self.player(index), self.player(1 - index)))
            editor.models_label.setText(models_labels[index])
            editor.units_label.setText(units_labels[index])
            editor.models.set_headers(
                [self.tr("Name"), self.tr("PC"), self.tr("Count")] + [self.state_header(s) for s in STATES],
                [
                    self.tr("A name to recognise the line (optional)"),
                    self.tr("Point cost of ONE model"),
                    self.tr("How many identical models"),
                ]
                + [
                    fill(self.tr("%1: %2 of the PC"), self.state_name(s), self.percent_text(STATE_PERCENT[s]))
                    for s in STATES
                ],
            )
            editor.models.retranslate_ui()
            editor.models.view.setToolTip(self.tr(
                "Tab moves between cells, typing or F2 edits, Space ticks a box, Ctrl+Tab leaves the table. "
                "Insert adds an empty row, Delete removes the selected one."))
        self.costs_group.setTitle(self.tr("Units priced as a whole: per-member costs"))
        self.costs_label.setText(self.tr("Per-member cos&ts (select a member, then add it to an army)"))
        self.costs.setHorizontalHeaderLabels([self.tr("Unit"), self.tr("Kind"), self.tr("Member"), self.tr("PC")])
        for row, (unit, _) in enumerate(self.cost_rows):
            self.costs.setItem(row, 1, QTableWidgetItem(self.category_name(unit.category)))
        self.add_to[0].setText(self.tr("Add to p&layer 1's army"))
        self.add_to[1].setText(self.tr("Add to pla&yer 2's army"))

        self.split_group.setTitle(self.tr("Load-out bought for a mortar team"))
        set_combo_items(self.split_team, [(unit.id, unit.name) for unit in MORTAR_TEAMS])
        self.split_group.set_label(self.split_team, self.tr("Fill from a &mortar team"))
        self.split_group.set_label(self.split_crew, self.tr("Other cre&w members"),
                                   self.tr("How many members besides the Spotter, Leader or Gunner."))
        self.split_group.set_label(self.split_cost, self.tr("Load-out c&ost"))
        self.split_group.set_label(self.split_members, self.tr("Members' &PCs"),
                                   self.tr("One PC per member, e.g. 17, 17, 20."))
        self.split_group.set_label(self.split_leader, self.tr("L&eader (member number)"),
                                   self.tr("The Spotter, Leader or Gunner takes what cannot be shared equally."))
        if not self.split_members.text():  # first wording: start from the house rules' own example
            with QSignalBlocker(self.split_team):
                self.split_team.setCurrentIndex(self.split_team.findData(SEED_EXAMPLE_TEAM))
            self.fill_split_from_team()
        self.update_split()

        self.table.set_headers(self.tr("Result"), self.tr("VP"), self.tr("Pinned"), self.tr("Δ"))
        for index, group in enumerate(self.breakdown_groups):
            group.setTitle(fill(self.tr("%1 scores from %2's losses"), self.player(index), self.player(1 - index)))
        for table in self.breakdowns:
            table.setHorizontalHeaderLabels([
                self.tr("Models"), self.tr("PC"), self.tr("Counts"), self.tr("Exact VP each"),
                self.tr("Rounded each"), self.tr("×"), self.tr("VP"),
            ])
        self.reading.setText(self.tr(
            "How the rules are read here: a model's states add up (routed and at half wounds or fewer is 75%), "
            "at most 100%; destroyed or unhinged is always 100%. Rounding is done for ONE model before multiplying "
            "by the count: .25 goes down, .75 goes up, .5 is kept; the 25% bonus of a unit completely destroyed "
            "is rounded the same way. With a concession, the opponent adds 100% of the PC of every model the "
            "conceder still has on the table to the VP already earned (\"da aggiungere ai punti già guadagnati\"): "
            "a routed survivor gives 50% + 100%. Destroyed and unhinged models already count 100% as losses and "
            "add nothing more; units not wiped out earn no bonus. Earlier releases counted each conceding model at "
            "100% in total instead, so the winner of a conceded game now scores more. "
            "Each player scores the other army's losses."))

    # --- model input ---

    def read_inputs(self) -> VictoryInput:
        conceded = self.conceded.currentData()
        return VictoryInput(
            game_size=self.game_size.value(),
            armies=tuple(editor.army() for editor in self.armies),
            conceded=None if conceded in (None, "none") else int(conceded),
        )

    def write_inputs(self, inputs: VictoryInput) -> None:
        self.game_size.setValue(inputs.game_size)
        self.conceded.setCurrentIndex(self.conceded.findData("none" if inputs.conceded is None
                                                             else str(inputs.conceded)))
        for editor, army in zip(self.armies, inputs.armies, strict=True):
            editor.set_army(army)

    # --- the cost table and the load-out split ---

    def add_cost_row(self, army: int) -> None:
        row = self.costs.currentRow()
        if row < 0:
            return
        unit, member = self.cost_rows[row]
        self.armies[army].models.add_row({"name": f"{unit.name}: {member.role}", "pc": member.pc, "count": 1})

    def selected_team(self) -> PricedUnit:
        return next(unit for unit in MORTAR_TEAMS if unit.id == self.split_team.currentData())

    def fill_split_from_team(self, *_) -> None:
        team = self.selected_team()
        crew = [member for member in team.members if not member.leader]
        leaders = [member for member in team.members if member.leader]
        pcs = [crew[0].pc] * self.split_crew.value() + [leaders[0].pc]
        self.split_members.setText(", ".join(str(pc) for pc in pcs))
        with QSignalBlocker(self.split_leader):
            set_maximum(self.split_leader, len(pcs))
            self.split_leader.setValue(len(pcs))
        self.update_split()

    def update_split(self, *_) -> None:
        members = numbers_in(self.split_members.text())
        leader_is_last = self.split_leader.value() == self.split_leader.maximum()
        with QSignalBlocker(self.split_leader):
            set_maximum(self.split_leader, max(1, len(members)))
            if leader_is_last:  # typing a longer list keeps the leader on the last member
                self.split_leader.setValue(self.split_leader.maximum())
        cost = self.split_cost.value()
        try:
            shares = split_loadout(cost, members, self.split_leader.value() - 1)
        except InputError as error:
            self.split_result.setText(fill(self.tr("Cannot split: %1"), describe(error)))
            return
        added = [after - before for before, after in zip(members, shares, strict=True)]
        self.split_result.setText(
            fill(
                self.tr("%1 pts over %2 → %3 (each member +%4)"),
                integer(cost),
                " / ".join(integer(pc) for pc in members),
                " / ".join(integer(pc) for pc in shares),
                " / +".join(integer(pc) for pc in added),
            )
        )

    # --- results ---

    def render(self) -> None:
        result: VictoryResult = self.result
        if result is None:
            return
        self.summary.setText(
            fill(
                self.tr("%1: %2 VP    %3: %4 VP"), self.player(0), points(result.vp[0]), self.player(1), points(result.vp[1])
            )
        )
        self.verdict.setText(self.verdict_text(result))
        self.table.set_rows([
            (fill(self.tr("%1's VP"), self.player(0)), result.vp[0], None, False),
            (fill(self.tr("%1's VP"), self.player(1)), result.vp[1], None, False),
            (self.tr("Difference"), result.difference, None, False),
            (self.tr("Draw margin (5% of the game size)"), result.draw_margin, None, False),
        ])
        for scorer, table in enumerate(self.breakdowns):
            self._render_breakdown(table, result, army=1 - scorer)

    def percent_text(self, value: int) -> str:
        return fill(self.tr("%1%"), integer(value))

    def verdict_text(self, result: VictoryResult) -> str:
        margin = points(result.draw_margin)
        if result.outcome is Outcome.CONCESSION:
            return fill(
                self.tr("%1 wins: %2 conceded, so %1 adds 100% of every model %2 still has on the table to the VP "
                        "already earned."),
                self.player(result.winner),
                self.player(result.conceded),
            )
        if result.outcome is Outcome.DRAW:
            return fill(
                self.tr("Draw: the difference, %1 VP, is not more than %2 VP (5% of the game size)."),
                points(result.difference),
                margin,
            )
        return fill(
            self.tr("%1 wins by %2 VP (more than the draw margin of %3 VP)."),
            self.player(result.winner),
            points(result.difference),
            margin,
        )

    def _render_breakdown(self, table: FittedTable, result: VictoryResult, army: int) -> None:
        rows = []
        for line in (line for line in result.lines if line.army == army):
            name = line.name or fill(self.tr("Line %1"), str(line.index + 1))
            counts = self.percent_text(line.percent)
            if line.concession_percent:
                counts = fill(self.tr("%1 + %2 conceded = %3"), self.percent_text(line.state_percent),
                              self.percent_text(line.concession_percent), counts)
            rows.append((name, integer(line.pc), counts, line.exact, line.per_model, integer(line.count), line.total))
        for bonus in (bonus for bonus in result.unit_bonuses if bonus.army == army):
            rows.append((self.tr("Unit completely destroyed"), integer(bonus.pc), self.percent_text(UNIT_BONUS_PERCENT),
                         bonus.exact, bonus.bonus, integer(1), bonus.bonus))
        total = sum((row[6] for row in rows), Fraction(0))
        rows.append((self.tr("Total"), "", "", None, None, "", total))
        cells = [[points(value) if isinstance(value, Fraction) else "" if value is None else value for value in row]
                 for row in rows]
        tips = [[str(value) if isinstance(value, Fraction) else "" for value in row] for row in rows]
        table.set_cells(cells, tips, bold_rows={len(rows) - 1})
