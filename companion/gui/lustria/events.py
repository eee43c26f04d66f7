"""Lustria events: the 2D6 table each player rolls after deployment.

The odds (with the Lizardmen re-rolls and a voided Monkey Run) come from
``companion.model.lustria.events``. The Roll button rolls real dice here,
with the tab's random generator, and hands them to the model's resolver,
which decides what they mean; this page only words its answer.
"""

import random

from PySide6.QtWidgets import QCheckBox, QGroupBox, QVBoxLayout

from companion.formatting import decimal, exact, fill, percent
from companion.gui.lustria.common import RollLog, recorded_d6
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.charts import BarChart
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.tables import FittedTable
from companion.model.lustria.events import (
    EVENT_TABLE,
    LIZARDMEN_REROLLABLE,
    Event,
    EventResolution,
    EventsInput,
    EventsResult,
    RollReason,
    resolve_event,
)

REROLLABLE = tuple(spec.event for spec in EVENT_TABLE if spec.event in LIZARDMEN_REROLLABLE)


def totals_text(totals: tuple[int, ...]) -> str:
    return f"{totals[0]}–{totals[-1]}" if len(totals) > 1 else str(totals[0])


class EventsPanel(CalculatorPanel):

    def __init__(self, calculator, settings, dice: random.Random, parent=None):
        self.dice = dice
        super().__init__(calculator, settings, parent)

    # --- form ---

    def build_form(self) -> None:
        self.reroll_group = FormGroup()
        self.rerolls = {event: self.reroll_group.add_row(QCheckBox()) for event in REROLLABLE}
        self.scenario_group = FormGroup()
        self.first_turn_fixed = self.scenario_group.add_row(QCheckBox())

        self.roll_log = RollLog(log_height=160, emphasised=True)
        self.roll_log.roll_button.clicked.connect(self.roll)

        for group in (self.reroll_group, self.scenario_group, self.roll_log):
            self.form_layout.addWidget(group)
        self.connect_inputs(self.first_turn_fixed, *self.rerolls.values())

    def build_results(self) -> None:
        self.events_table = FittedTable(5, stretch=2, text_columns=(0, 1, 2))
        self.results_layout.addWidget(self.events_table)
        self.chart = BarChart()
        self.chart.setMinimumHeight(230)
        self.results_layout.addWidget(self.chart)
        self.storm_group = QGroupBox()
        storm_layout = QVBoxLayout(self.storm_group)
        self.storm_table = FittedTable(2, stretch=0)
        storm_layout.addWidget(self.storm_table)
        self.storm_label = WrappedLabel()
        storm_layout.addWidget(self.storm_label)
        self.results_layout.addWidget(self.storm_group)
        self.explanation = WrappedLabel(plain=True)
        self.results_layout.addWidget(self.explanation)
        self.results_layout.addStretch(1)

    def charts(self) -> list[ExportableChart]:
        return [self.chart]

    # --- words ---

    def event_name(self, event: Event) -> str:
        return {
            Event.STIFLING_HUMIDITY: self.tr("Stifling Humidity"),
            Event.TROPICAL_STORM: self.tr("Tropical Storm"),
            Event.HOPELESSLY_LOST: self.tr("Hopelessly Lost"),
            Event.MONKEY_RUN: self.tr("Monkey Run"),
            Event.ALL_IS_WELL: self.tr("All is Well"),
            Event.LINGERING_VAPOURS: self.tr("Lingering Vapours"),
            Event.NATIVE_GUIDE: self.tr("Native Guide"),
            Event.MALODOROUS_MALADY: self.tr("Malodorous Malady"),
        }[event]

    def event_effect(self, event: Event) -> str:
        return {
            Event.STIFLING_HUMIDITY: self.tr(
                "Units with an armour save of 5+ or better get −1 Movement; Scaly Skin does not count for this."),
            Event.TROPICAL_STORM: self.tr(
                "For D3 turns all movement is as through difficult terrain, all shooting and magic missiles "
                "have half range, and Flammable does not work."),
            Event.HOPELESSLY_LOST: self.tr(
                "Push one enemy unit up to 8\" straight back, keeping its facing; not off the table, not into "
                "impassable terrain, not the Native Guide unit."),
            Event.MONKEY_RUN: self.tr(
                "+1 to your roll for the first turn; re-roll it when the scenario fixes who starts."),
            Event.ALL_IS_WELL: self.tr("Nothing happens."),
            Event.LINGERING_VAPOURS: self.tr("Until turn 2 all shooting and magic missiles have half range."),
            Event.NATIVE_GUIDE: self.tr(
                "Move one of your units up to 8\" in any direction; not the Hopelessly Lost unit."),
            Event.MALODOROUS_MALADY: self.tr(
                "One of your units has −1 Strength for the game and pursues and flees with one die fewer."),
        }[event]

    def retranslate_ui(self) -> None:
        self.reroll_group.setTitle(self.tr("Lizardmen re-roll these results"))
        mnemonics = {
            Event.STIFLING_HUMIDITY: self.tr("Stifling &Humidity (%1)"),
            Event.HOPELESSLY_LOST: self.tr("Hopelessly &Lost (%1)"),
            Event.NATIVE_GUIDE: self.tr("Native &Guide (%1)"),
            Event.MALODOROUS_MALADY: self.tr("&Malodorous Malady (%1)"),
        }
        totals = {spec.event: spec.totals for spec in EVENT_TABLE}
        for event, box in self.rerolls.items():
            self.reroll_group.set_label(
                box, fill(mnemonics[event], totals_text(totals[event])),
                self.tr("A Lizardmen player may re-roll this result once; the re-roll stands."),
            )
        self.scenario_group.setTitle(self.tr("Scenario"))
        self.scenario_group.set_label(
            self.first_turn_fixed, self.tr("The scenario &fixes who takes the first turn"),
            self.tr("Monkey Run then has no effect and is rolled again."),
        )
        self.roll_log.setTitle(self.tr("Roll the events"))
        self.roll_log.roll_button.setText(self.tr("&Roll 2D6"))
        self.roll_log.roll_button.setToolTip(self.tr("Rolls real dice, with the re-rolls chosen above."))
        self.roll_log.log_label.setText(self.tr("Roll l&og (newest first)"))
        self.events_table.setHorizontalHeaderLabels([
            self.tr("2D6"), self.tr("Event"), self.tr("Effect"), self.tr("On the table"), self.tr("With re-rolls"),
        ])
        self.chart.set_axis_titles(self.tr("2D6 result (event in the table above)"), self.tr("Probability (%)"))
        self.chart.set_series_names(self.tr("With re-rolls"), self.tr("Plain 2D6 table"))
        self.storm_group.setTitle(self.tr("Tropical Storm: D3 turns"))
        self.storm_table.setHorizontalHeaderLabels([self.tr("Turns the storm lasts"), self.tr("Chance")])

    # --- model input ---

    def read_inputs(self) -> EventsInput:
        chosen = frozenset(event for event, box in self.rerolls.items() if box.isChecked())
        return EventsInput(chosen, self.first_turn_fixed.isChecked())

    def write_inputs(self, inputs: EventsInput) -> None:
        for event, box in self.rerolls.items():
            box.setChecked(event in inputs.lizardmen_rerolls)
        self.first_turn_fixed.setChecked(inputs.first_turn_fixed)

    # --- results ---

    def render(self) -> None:
        result: EventsResult = self.result
        if result is None:
            return
        rows, tips = [], []
        for row in result.rows:
            name = self.event_name(row.event)
            if row.rerolled:
                name = fill(self.tr("%1 (re-rolled)"), name)
            elif row.lizardmen_may_reroll:
                name = fill(self.tr("%1 (Lizardmen may re-roll)"), name)
            rows.append([totals_text(row.totals), name, self.event_effect(row.event),
                         percent(row.table_probability), percent(row.probability)])
            tips.append(["", "", "", str(row.table_probability), str(row.probability)])
        self.events_table.set_cells(rows, tips)

        changed = any(row.probability != row.table_probability for row in result.rows)
        self.chart.set_comparison(
            [totals_text(row.totals) for row in result.rows], [row.probability for row in result.rows],
            [row.table_probability for row in result.rows] if changed else None,
            reference_name=self.tr("Plain 2D6 table"),
        )

        self.storm_table.set_cells(
            [[fill(self.tr("D3 = %1"), str(turns)), percent(p)] for turns, p in result.storm_turns.items()],
            [["", exact(p)] for p in result.storm_turns.values()],
        )
        storm = next(row.probability for row in result.rows if row.event is Event.TROPICAL_STORM)
        self.storm_label.setText(
            fill(
                self.tr("A storm comes with probability %1 and lasts %2 turns on average."),
                percent(storm),
                decimal(result.expected_storm_turns),
            )
        )
        self.explanation.setText(self.explain(result))

    def explain(self, result: EventsResult) -> str:
        lines = [self.tr("Each player rolls once after deployment, unless the scenario says otherwise.")]
        if result.input.lizardmen_rerolls:
            lines.append(self.tr("A Lizardmen re-roll is used once; whatever the second roll shows stands, even "
                                 "a result that could otherwise be re-rolled."))
        if result.input.first_turn_fixed:
            lines.append(self.tr("With the first turn fixed, a Monkey Run is void and rolled again until another "
                                 "result comes up; that roll does not use up a Lizardmen re-roll."))
        return "\n".join(lines)

    # --- rolling ---

    def roll(self) -> None:
        """Roll real dice for the current settings and show what the model makes of them."""
        dice, _ = recorded_d6(self.dice)
        resolution = resolve_event(dice, self.read_inputs())
        text = self.resolution_text(resolution)
        self.roll_log.add(text, fill(self.tr("Roll %1: %2"), str(self.roll_log.next_number()), text))

    def resolution_text(self, resolution: EventResolution) -> str:
        reasons = {
            RollReason.FIRST: self.tr("Rolled %1 + %2 = %3: %4."),
            RollReason.MONKEY_RUN_VOID: self.tr("Monkey Run is void, rolled again: %1 + %2 = %3: %4."),
            RollReason.LIZARDMEN_REROLL: self.tr("Lizardmen re-roll: %1 + %2 = %3: %4."),
        }
        parts = [
            fill(reasons[roll.reason], str(roll.dice[0]), str(roll.dice[1]), str(roll.total), self.event_name(roll.event))
            for roll in resolution.rolls
        ]
        if resolution.storm_turns is not None:
            parts.append(
                fill(
                    self.tr("Storm length: rolled %1 on the D6 for the D3, which gives %2 turns."),
                    str(resolution.storm_die),
                    str(resolution.storm_turns),
                )
            )
        if len(parts) > 1:
            parts.append(fill(self.tr("Result: %1."), self.event_name(resolution.event)))
        return " ".join(parts)
