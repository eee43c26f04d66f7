"""The Ringball Steal page: the fight, then the D3 + Strength contest with
Might, shown as headline figures, P(steal) by Might spent and the exact
best-play grid for both sides' Might budgets.

How Might is played is ``companion.model.ringball.steal``'s rule; the page
states it in words and shows its numbers.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
)

from companion.formatting import decimal, fill, percent
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.charts import HeatMapTable
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import PinButtons, ResultTable
from companion.gui.widgets.tables import FittedTable
from companion.model.fields import declared
from companion.model.ringball.steal import (
    CarrierSide,
    Stealer,
    StealInput,
    StealResult,
)

GRID_ROW_HEIGHT = 26


class StealPanel(CalculatorPanel):

    # --- form ---

    def build_form(self) -> None:
        self.stealer_group = FormGroup()
        self.stealer_dice = self.stealer_group.add_row(spin_box(*declared(Stealer, "attacks").range, 1))
        self.stealer_fight = self.stealer_group.add_row(spin_box(*declared(Stealer, "fight").range, 4))
        self.stealer_strength = self.stealer_group.add_row(spin_box(*declared(Stealer, "strength").range, 4))
        self.stealer_supporters = self.stealer_group.add_row(spin_box(*declared(Stealer, "supporters").range))
        self.stealer_might = self.stealer_group.add_row(spin_box(*declared(Stealer, "might").range))

        self.carrier_group = FormGroup()
        self.carrier_dice = self.carrier_group.add_row(spin_box(*declared(CarrierSide, "attacks").range, 2))
        self.carrier_fight = self.carrier_group.add_row(spin_box(*declared(CarrierSide, "fight").range, 3))
        self.carrier_strength = self.carrier_group.add_row(spin_box(*declared(CarrierSide, "strength").range, 3))
        self.carrier_supporters = self.carrier_group.add_row(spin_box(*declared(CarrierSide, "supporters").range))
        self.carrier_might = self.carrier_group.add_row(spin_box(*declared(CarrierSide, "might").range))
        self.shields = self.carrier_group.add_row(QCheckBox())

        self.cavalry_group = FormGroup()
        self.cavalry = self.cavalry_group.add_row(QCheckBox())
        self.courage_test = self.cavalry_group.add_row(QCheckBox())
        self.courage = self.cavalry_group.add_row(spin_box(*declared(CarrierSide, "courage").range, 3))

        self.fight_summary = WrappedLabel(plain=True)
        for group in (self.stealer_group, self.carrier_group, self.cavalry_group):
            self.form_layout.addWidget(group)
        self.form_layout.addWidget(self.fight_summary)
        self.connect_inputs(
            self.stealer_dice, self.stealer_fight, self.stealer_strength, self.stealer_supporters, self.stealer_might,
            self.carrier_dice, self.carrier_fight, self.carrier_strength, self.carrier_supporters, self.carrier_might,
            self.shields, self.cavalry, self.courage_test, self.courage,
        )

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)
        self.pin_buttons = PinButtons(self)
        self.results_layout.addWidget(self.pin_buttons)

        self.might_title = QLabel()
        self.might_table = FittedTable(3, stretch=range(3), text_columns=())
        self.results_layout.addWidget(self.might_title)
        self.results_layout.addWidget(self.might_table)

        self.best_title = QLabel()
        self.best_summary = WrappedLabel(plain=True)
        self.rule_label = WrappedLabel(plain=True)
        self.grid_title = QLabel()
        self.might_grid = HeatMapTable()
        self.might_grid.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.interpretation_label = WrappedLabel(plain=True)
        for widget in (self.best_title, self.best_summary, self.rule_label, self.grid_title, self.might_grid,
                       self.interpretation_label):
            self.results_layout.addWidget(widget)
        self.results_layout.addStretch(1)
        font = self.best_title.font()
        font.setBold(True)
        self.best_title.setFont(font)

    # --- words ---

    def retranslate_ui(self) -> None:
        self.stealer_group.setTitle(self.tr("Stealing side"))
        self.stealer_group.set_label(
            self.stealer_dice, self.tr("&Dice in the fight"),
            self.tr("Its dice after the stealing model gives up one Attack (friends fighting alongside add theirs)."))
        self.stealer_group.set_label(self.stealer_fight, self.tr("Fight &value"))
        self.stealer_group.set_label(self.stealer_strength, self.tr("&Strength of the stealing model"))
        self.stealer_group.set_label(
            self.stealer_supporters, self.tr("Friends in base contact with the carrier (+&1 each)"),
            self.tr("Cavalry and supporting models never count."))
        self.stealer_group.set_label(self.stealer_might, self.tr("&Might for the D3"))
        self.carrier_group.setTitle(self.tr("Carrier's side"))
        self.carrier_group.set_label(self.carrier_dice, self.tr("D&ice in the fight"),
                                     self.tr("Its Attacks; doubled when it shields."))
        self.carrier_group.set_label(self.carrier_fight, self.tr("Fi&ght value"))
        self.carrier_group.set_label(self.carrier_strength, self.tr("Stre&ngth of the carrier"))
        self.carrier_group.set_label(
            self.carrier_supporters, self.tr("Friends in base contact with the stealer (+1 e&ach)"),
            self.tr("Cavalry and supporting models never count."))
        self.carrier_group.set_label(self.carrier_might, self.tr("Mig&ht for the D3"))
        self.carrier_group.set_label(self.shields, self.tr("Shi&elds (double dice, cannot strike back)"))
        self.cavalry_group.setTitle(self.tr("Cavalry"))
        self.cavalry_group.set_label(
            self.cavalry, self.tr("&Cavalry knocks the carrier down: the stealer may re-roll its D3"),
            self.tr("A failed steal then forces the carrier's Courage test."))
        self.cavalry_group.set_label(self.courage_test, self.tr("Show the carrier's C&ourage test"))
        self.cavalry_group.set_label(self.courage, self.tr("Carrier's Co&urage"),
                                     self.tr("2D6 + Courage ≥ 10, Might not used; a failure drops the ball."))
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Difference"))
        self.might_title.setText(self.tr("P(steal) by the Might the stealer may spend (the carrier spends none)"))
        self.might_table.setHorizontalHeaderLabels(
            [self.tr("Stealer's Might"), self.tr("P(steal)"), self.tr("Might spent on average")])
        self.best_title.setText(self.tr("Going beyond: both sides spend Might as well as they can"))
        self.grid_title.setText(self.tr("P(steal) by Might budget: rows the stealer's, columns the carrier's"))
        self.interpretation_label.setText(self.tr(
            "Interpretations: the fight is rolled without Might, since the Ringball rules bring Might in only for "
            "the D3, so every point is kept for the contest. A side with no dice in the fight cannot win it. Might "
            "changes a side's own D3 by 1 per point, never past 1 or 3: the seed lets Might modify \"the result of "
            "the D3\", read here as a result that die can show, so a D3 stays at most 3 after Might. With "
            "cavalry, the stealer re-rolls its D3 exactly when it would otherwise lose, before any Might is spent."))
        self.update_enabled()

    def rule_text(self, rule: str) -> str:
        return {
            "losing_side_spends_alternately": self.tr(
                "The rule used: once both D3 are rolled (and any cavalry re-roll is taken), the side that is losing "
                "the contest — the stealer on a tie, as it needs a strictly higher total — may spend one point of "
                "Might to raise its own D3 by 1; then the other side may answer, and so on, as the lead changes. A "
                "side spends only if that lets it end up winning, and then as little as it can; a side that cannot "
                "end up winning spends nothing. The dice are known, so every line of play is searched and the "
                "result is exact."),
        }[rule]

    # --- enabling ---

    def update_enabled(self) -> None:
        cavalry = self.cavalry.isChecked()
        self.courage_test.setEnabled(cavalry)
        self.courage.setEnabled(cavalry and self.courage_test.isChecked())

    # --- model input ---

    def read_inputs(self) -> StealInput:
        courage = self.courage.value() if self.courage_test.isChecked() else None
        return StealInput(
            attacker=Stealer(self.stealer_dice.value(), self.stealer_fight.value(), self.stealer_strength.value(),
                             self.stealer_supporters.value(), self.stealer_might.value()),
            carrier=CarrierSide(self.carrier_dice.value(), self.carrier_fight.value(), self.carrier_strength.value(),
                                self.carrier_supporters.value(), self.carrier_might.value(),
                                self.shields.isChecked(), courage),
            cavalry_reroll=self.cavalry.isChecked(),
        )

    def write_inputs(self, inputs: StealInput) -> None:
        a, c = inputs.attacker, inputs.carrier
        for box, value in ((self.stealer_dice, a.attacks), (self.stealer_fight, a.fight),
                           (self.stealer_strength, a.strength), (self.stealer_supporters, a.supporters),
                           (self.stealer_might, a.might), (self.carrier_dice, c.attacks),
                           (self.carrier_fight, c.fight), (self.carrier_strength, c.strength),
                           (self.carrier_supporters, c.supporters), (self.carrier_might, c.might)):
            box.setValue(value)
        self.shields.setChecked(c.shields)
        self.cavalry.setChecked(inputs.cavalry_reroll)
        self.courage_test.setChecked(c.courage is not None)
        if c.courage is not None:
            self.courage.setValue(c.courage)
        self.update_enabled()

    # --- results ---

    def render(self) -> None:
        result, pinned = self.result, self.pinned
        if result is None:
            return
        self.table.set_rows(self._rows(result, pinned))
        self.fight_summary.setText(
            fill(
                self.tr(
                    "The fight: %1 against %2; the highest die wins, a tie goes to the higher Fight value "
                    "(equal Fight: a roll-off)."
                ),
                self.tr("%n die(s)", "", result.fight.attacker_dice),
                self.tr("%n die(s)", "", result.fight.carrier_dice),
            )
        )
        self._fill_might_table(result)
        contest = result.contest
        self.best_summary.setText(
            fill(
                self.tr(
                    "With %1 Might for the stealer and %2 for the carrier: P(steal) %3; the stealer spends %4 Might "
                    "and the carrier %5 on average per contest."
                ),
                str(len(result.might_grid) - 1),
                str(len(result.might_grid[0]) - 1),
                percent(result.steal),
                decimal(contest.expected_attacker_might),
                decimal(contest.expected_carrier_might),
            )
        )
        self.rule_label.setText(self.rule_text(result.rule))
        self._fill_grid(result)

    def _rows(self, result: StealResult, pinned: StealResult | None) -> list:
        def pick(value_of):
            return None if pinned is None else value_of(pinned)

        rows = [
            (self.tr("The stealing side wins the fight"), result.fight.won, pick(lambda r: r.fight.won), True),
            (self.tr("Steal: the ball changes hands"), result.steal, pick(lambda r: r.steal), True),
            (self.tr("The carrier's side wins and strikes back"), result.fight.strike_back,
             pick(lambda r: r.fight.strike_back), True),
            (self.tr("The carrier's side wins while shielding (no blows)"), result.fight.shielded,
             pick(lambda r: r.fight.shielded), True),
            (self.tr("Contest won, once the fight is won"), result.contest.win, pick(lambda r: r.contest.win), True),
            (self.tr("Steal without any Might"), result.steal_without_might,
             pick(lambda r: r.steal_without_might), True),
        ]
        if result.ball_loose is not None:
            rows.append((self.tr("Steal fails and the carrier drops the ball (Courage)"), result.ball_loose,
                         pick(lambda r: r.ball_loose), True))
        rows += [
            (self.tr("Might the stealer spends per contest (average)"), result.contest.expected_attacker_might,
             pick(lambda r: r.contest.expected_attacker_might), False),
            (self.tr("Might the carrier spends per contest (average)"), result.contest.expected_carrier_might,
             pick(lambda r: r.contest.expected_carrier_might), False),
        ]
        return rows

    def _fill_might_table(self, result: StealResult) -> None:
        rows = [[str(entry.might), percent(entry.steal), decimal(entry.expected_might)] for entry in result.might_table]
        tips = [["", str(entry.steal), str(entry.expected_might)] for entry in result.might_table]
        self.might_table.set_cells(rows, tips)

    def _fill_grid(self, result: StealResult) -> None:
        grid = result.might_grid
        rows = [fill(self.tr("Stealer %1"), str(i)) for i in range(len(grid))]
        columns = [fill(self.tr("Carrier %1"), str(j)) for j in range(len(grid[0]))]
        # The current cell is set before the table: set_table repaints every
        # cell, while set_current alone would leave the old cell highlighted.
        self.might_grid.set_current(len(grid) - 1, len(grid[0]) - 1)
        self.might_grid.set_table(rows, columns, grid, [[percent(value, decimals=1) for value in row] for row in grid])
        header = self.might_grid.horizontalHeader().sizeHint().height()
        self.might_grid.setFixedHeight(header + GRID_ROW_HEIGHT * len(rows) + 4)
