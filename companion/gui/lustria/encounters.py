"""Lustria encounters: what a jungle encounter does to one unit.

The unit editor and the encounter choice build the model's EncounterInput;
``companion.model.lustria.encounters`` returns every encounter type's odds,
the 2D6 mixture and the ranking. The Roll button rolls real dice with the
tab's random generator and words the model's structured resolution step by
step. The encounter-points tracker sits in a third column.
"""

import random
from fractions import Fraction

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QScrollArea,
    QVBoxLayout,
)

from companion.formatting import decimal, fill, percent
from companion.gui.lustria.common import (
    CountChart,
    RollLog,
    bin_mass,
    recorded_d6,
    roll_text,
    save_value,
    select_save,
    set_save_items,
)
from companion.gui.lustria.tracker import EncounterTracker, encounter_name
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.accessibility import follow_reading_order, name_buddies
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import (
    FormGroup,
    invalidate_layouts,
    select_data,
    set_combo_items,
    set_maximum,
    spin_box,
)
from companion.gui.widgets.heat_map import HeatMapTable
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import CountModeRow, ResultTable
from companion.gui.widgets.tables import FittedTable
from companion.model.fields import declared
from companion.model.lustria.encounter_rolls import (
    EncounterResolution,
    EncounterRoll,
    FungiRemovalRoll,
    HitsRoll,
    LeadershipReason,
    LeadershipRoll,
    ModelRoll,
    NoEffect,
    SaveKind,
    SaveRoll,
    TemplateRoll,
    WoundRoll,
    resolve_encounter,
)
from companion.model.lustria.encounters import (
    ENCOUNTER_TABLE,
    TEMPLATE_PARTLY_HIT,
    Encounter,
    EncounterInput,
    EncounterOdds,
    EncounterResult,
    HitDice,
    NotAffected,
    Removal,
    Terrain,
    Unit,
)

RANDOM = "random"
TRACKER_MARGIN = 24
"""Room for the tracker column's frame and vertical scroll bar."""
TRACKER_MIN_WIDTH = 240
RESULTS_MIN_WIDTH = 540
"""With large text the tracker scrolls sideways before the results get narrower than this."""
DISTRIBUTION_COLUMNS = 10
"""The distribution table shows at most 0..9 models removed, then "10 or more"."""


def totals_text(totals: tuple[int, ...]) -> str:
    return f"{totals[0]}–{totals[-1]}" if len(totals) > 1 else str(totals[0])


class EncounterPanel(CalculatorPanel):

    def __init__(self, calculator, settings, dice: random.Random, parent=None):
        self.dice = dice
        super().__init__(calculator, settings, parent)
        self.tracker = EncounterTracker(settings, dice)
        self.tracker.show_encounter.connect(lambda value: select_data(self.encounter, value))
        self.tracker_scroll = tracker_scroll = QScrollArea()
        tracker_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # scrolled to the focus (_scroll_to_focus)
        tracker_scroll.setWidget(self.tracker)
        tracker_scroll.setWidgetResizable(True)
        self.splitter.addWidget(tracker_scroll)
        self.splitter.setStretchFactor(2, 0)
        self._columns_sized = False
        follow_reading_order(self)  # the tracker came after the page had set its order
        name_buddies(self)

    def _scroll_to_focus(self, old, new) -> None:
        super()._scroll_to_focus(old, new)
        tracker = getattr(self, "tracker", None)
        if new is not None and tracker is not None and tracker.isAncestorOf(new):
            (self.page_scroll if self.stacked else self.tracker_scroll).ensureWidgetVisible(new)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Give the results the room: the form and the tracker start as narrow as they can."""
        super().showEvent(event)
        if not self._columns_sized and self.splitter.width() > 0:
            self._columns_sized = True
            form = self.splitter.widget(0).minimumWidth()
            available = self.splitter.width() - form
            tracker = max(TRACKER_MIN_WIDTH, min(self._tracker_wanted(), available - RESULTS_MIN_WIDTH))
            self.splitter.setSizes([form, max(0, available - tracker), tracker])

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange) and getattr(self, "_columns_sized", False):
            QTimer.singleShot(0, self, self._widen_tracker)  # once the tracker has its new texts

    def _tracker_wanted(self) -> int:
        invalidate_layouts(self.tracker)
        return self.tracker.minimumSizeHint().width() + TRACKER_MARGIN

    def _widen_tracker(self) -> None:
        """Longer words (another language, larger text) widen the tracker, taking room from the results."""
        form, results, tracker = self.splitter.sizes()
        extra = min(self._tracker_wanted() - tracker, results - RESULTS_MIN_WIDTH)
        if extra > 0:
            self.splitter.setSizes([form, results - extra, tracker + extra])

    # --- form ---

    def build_form(self) -> None:
        self.unit_group = FormGroup()
        most = declared(Unit, "models").range[1]  # under the template: up to the whole unit
        self.models = self.unit_group.add_row(spin_box(*declared(Unit, "models").range, 20))
        self.under = self.unit_group.add_row(spin_box(0, most, 8))
        self.partly = self.unit_group.add_row(spin_box(0, most, 0))
        self.toughness = self.unit_group.add_row(spin_box(*declared(Unit, "toughness").range, 3))
        self.wounds = self.unit_group.add_row(spin_box(*declared(Unit, "wounds").range, 1))
        self.save = self.unit_group.add_row(QComboBox())
        self.ward = self.unit_group.add_row(QComboBox())
        self.leadership = self.unit_group.add_row(spin_box(*declared(Unit, "leadership").range, 7))
        self.lizardmen = self.unit_group.add_row(QCheckBox())

        self.encounter_group = FormGroup()
        self.encounter = self.encounter_group.add_row(QComboBox())

        self.roll_log = RollLog(log_height=140)
        self.roll_log.roll_button.clicked.connect(self.roll)

        for group in (self.unit_group, self.encounter_group, self.roll_log):
            self.form_layout.addWidget(group)
        self.connect_inputs(
            self.models, self.under, self.partly, self.toughness, self.wounds, self.save, self.ward,
            self.leadership, self.lizardmen, self.encounter,
        )

    def build_results(self) -> None:
        self.selected_label = WrappedLabel()
        font = self.selected_label.font()
        font.setBold(True)
        self.selected_label.setFont(font)
        self.results_layout.addWidget(self.selected_label)
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)

        self.count_mode = CountModeRow(self)
        self.exactly, self.at_least, self.pin_buttons = (self.count_mode.exactly, self.count_mode.at_least,
                                                         self.count_mode.pin_buttons)
        self.count_mode.cumulative_changed.connect(lambda on: self.chart.set_cumulative(on))
        self.results_layout.addWidget(self.count_mode)

        self.chart = CountChart()
        self.chart.setMinimumHeight(210)
        self.results_layout.addWidget(self.chart)
        self.detail = WrappedLabel()
        self.results_layout.addWidget(self.detail)

        self.types_group = QGroupBox()
        types_layout = QVBoxLayout(self.types_group)
        self.types_table = FittedTable(6, stretch=0)
        self.types_table.cellClicked.connect(self._on_type_clicked)
        types_layout.addWidget(self.types_table)
        self.most_label = WrappedLabel()
        types_layout.addWidget(self.most_label)
        self.points_table = FittedTable(3, stretch=0)
        types_layout.addWidget(self.points_table)
        self.distribution_label = WrappedLabel()
        types_layout.addWidget(self.distribution_label)
        self.distribution = HeatMapTable()
        self.distribution.setMinimumHeight(280)
        types_layout.addWidget(self.distribution)
        self.results_layout.addWidget(self.types_group)

        self.explanation = WrappedLabel(plain=True)
        self.results_layout.addWidget(self.explanation)
        self.results_layout.addStretch(1)

    def charts(self) -> list[ExportableChart]:
        return [self.chart]

    # --- words ---

    def choice_name(self, encounter: Encounter | None) -> str:
        return self.tr("Random encounter (2D6)") if encounter is None else encounter_name(encounter)

    def retranslate_ui(self) -> None:
        self.unit_group.setTitle(self.tr("Unit"))
        self.unit_group.set_label(self.models, self.tr("&Models in the unit"))
        self.unit_group.set_label(
            self.under, self.tr("Wholly &under the template"), self.tr("Models wholly under the large template are hit."),
        )
        self.unit_group.set_label(
            self.partly, self.tr("Partly un&der the template"),
            fill(self.tr("Each model partly under the template is hit on a %1."), roll_text(TEMPLATE_PARTLY_HIT)),
        )
        self.unit_group.set_label(self.toughness, self.tr("Tou&ghness"))
        self.unit_group.set_label(self.wounds, self.tr("&Wounds per model"))
        set_save_items(self.save)
        set_save_items(self.ward)
        self.unit_group.set_label(
            self.save, self.tr("Armour save"), self.tr("Worn armour with Lizardmen Scaly Skin counted in."))
        self.unit_group.set_label(self.ward, self.tr("Wa&rd save"))
        self.unit_group.set_label(self.leadership, self.tr("&Leadership"))
        self.unit_group.set_label(
            self.lizardmen, self.tr("Lizardmen"), self.tr("Native Curse and Madcap Fungi do not affect Lizardmen."))
        self.encounter_group.setTitle(self.tr("Encounter"))
        set_combo_items(self.encounter, [(RANDOM, self.choice_name(None))] + [
            (spec.encounter.value, self.choice_name(spec.encounter)) for spec in ENCOUNTER_TABLE])
        self.encounter_group.set_label(self.encounter, self.tr("&Encounter"))
        self.roll_log.setTitle(self.tr("Roll it against this unit"))
        self.roll_log.roll_button.setText(self.tr("Roll the dice"))
        self.roll_log.roll_button.setToolTip(self.tr("Rolls real dice for the encounter chosen above; every die is shown."))
        self.roll_log.log_label.setText(self.tr("Roll history (newest first; hover a roll for every die)"))

        self.count_mode.set_texts(self.tr("Exactly"), self.tr("At lea&st"))
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.chart.set_axis_titles(self.tr("Models removed"), self.tr("Probability (%)"))
        self.chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.types_group.setTitle(self.tr("Every encounter against this unit"))
        self.types_table.setHorizontalHeaderLabels([
            self.tr("Encounter"), self.tr("2D6"), self.tr("Chance"), self.tr("Expected\nremoved"),
            self.tr("At least\none"), self.tr("Fails\nPanic"),
        ])
        self.points_table.setHorizontalHeaderLabels(
            [self.tr("Terrain to spend on"), self.tr("Points"), self.tr("Removed\nper point")])
        self.distribution_label.setText(self.tr("Chance in percent of each number of models removed, by "
                                                "encounter (hover a cell for the exact fraction):"))

    # --- enabling ---

    def update_enabled(self) -> None:
        """The template can cover at most the unit: cap the two counts."""
        with QSignalBlocker(self.under):
            set_maximum(self.under, self.models.value())
        with QSignalBlocker(self.partly):
            set_maximum(self.partly, self.models.value() - self.under.value())

    # --- model input ---

    def selected_encounter(self) -> Encounter | None:
        data = self.encounter.currentData()
        return None if data in (None, RANDOM) else Encounter(data)

    def read_inputs(self) -> EncounterInput:
        unit = Unit(
            models=self.models.value(),
            under_template=self.under.value(),
            partly_under=self.partly.value(),
            toughness=self.toughness.value(),
            wounds=self.wounds.value(),
            save=save_value(self.save),
            ward=save_value(self.ward),
            leadership=self.leadership.value(),
            lizardmen=self.lizardmen.isChecked(),
        )
        return EncounterInput(self.selected_encounter(), unit)

    def write_inputs(self, inputs: EncounterInput) -> None:
        unit = inputs.unit
        self.models.setValue(unit.models)
        self.update_enabled()
        self.under.setValue(unit.under_template)
        self.update_enabled()
        self.partly.setValue(unit.partly_under)
        self.toughness.setValue(unit.toughness)
        self.wounds.setValue(unit.wounds)
        select_save(self.save, unit.save)
        select_save(self.ward, unit.ward)
        self.leadership.setValue(unit.leadership)
        self.lizardmen.setChecked(unit.lizardmen)
        select_data(self.encounter, RANDOM if inputs.encounter is None else inputs.encounter.value)

    # --- results ---

    def _on_type_clicked(self, row: int, _column: int) -> None:
        encounters = [spec.encounter for spec in ENCOUNTER_TABLE]
        select_data(self.encounter, encounters[row].value if row < len(encounters) else RANDOM)

    def render(self) -> None:
        result: EncounterResult = self.result
        if result is None:
            return
        pinned: EncounterResult | None = self.pinned
        selected = result.selected
        self.selected_label.setText(fill(self.tr("%1 against this unit"), self.choice_name(result.input.encounter)))

        def row(label, value, is_probability=True):
            return label, value(selected), value(pinned.selected) if pinned else None, is_probability

        self.table.set_rows([
            row(self.tr("Caught by the template"), lambda o: o.unit_hit),
            row(self.tr("Expected models removed"), lambda o: o.expected_casualties, False),
            row(self.tr("Expected unsaved wounds from hits"), lambda o: o.expected_wounds, False),
            row(self.tr("At least one model removed"), lambda o: o.at_least_one_casualty),
            row(self.tr("Takes a Panic test"), lambda o: o.panic_test),
            row(self.tr("Fails a Panic test"), lambda o: o.panic_fail),
            row(self.tr("Becomes Immune to Psychology"), lambda o: o.immune_to_psychology),
        ])
        self.chart.set_counts(selected.casualties, pinned.selected.casualties if pinned else None, self.tr("Pinned"))
        self.detail.setText(self.describe(selected, result))
        self._render_types(result)
        self.explanation.setText(self.explain())

    def _render_types(self, result: EncounterResult) -> None:
        totals = {spec.encounter: spec.totals for spec in ENCOUNTER_TABLE}
        everything = [*result.by_type, result.random]
        rows, tips = [], []
        for odds in everything:
            name = self.choice_name(odds.encounter)
            table_odds = result.table[odds.encounter] if odds.encounter is not None else 1
            rows.append([
                name, totals_text(totals[odds.encounter]) if odds.encounter is not None else self.tr("2–12"),
                percent(table_odds), decimal(odds.expected_casualties), percent(odds.at_least_one_casualty),
                percent(odds.panic_fail),
            ])
            tips.append([self.describe(odds, result), "", str(table_odds), str(odds.expected_casualties),
                         str(odds.at_least_one_casualty), str(odds.panic_fail)])
        self.types_table.set_cells(rows, tips)
        worst = result.most_damaging
        worst_row = next((i for i, odds in enumerate(result.by_type) if odds.encounter is worst), None)
        self.types_table.highlight_row(worst_row)
        if worst is None:
            self.most_label.setText(self.tr("No encounter can remove a model of this unit as it stands."))
        else:
            worst_odds = result.by_type[worst_row]
            self.most_label.setText(
                fill(
                    self.tr(
                        "Most damaging: %1, %2 models expected. The encounter type is rolled, not chosen; what "
                        "you choose is where to spend points:"
                    ),
                    encounter_name(worst),
                    decimal(worst_odds.expected_casualties),
                )
            )

        per_point = result.expected_casualties_per_point
        kinds = list(Terrain)
        names = {Terrain.JUNGLE: self.tr("Jungle"), Terrain.OTHER: self.tr("Other terrain")}
        self.points_table.set_cells(
            [[names[k], str(result.terrain_costs[k]), decimal(per_point[k])] for k in kinds],
            [["", "", str(per_point[k])] for k in kinds],
        )
        best = max(per_point.values())
        self.points_table.highlight_row(kinds.index(max(kinds, key=lambda k: per_point[k])) if best > 0 else None)

        most = max(max(odds.casualties) for odds in everything)
        spans = [(k, k) for k in range(min(most, DISTRIBUTION_COLUMNS - 1) + 1)]
        labels = [str(k) for k, _ in spans]
        if most >= DISTRIBUTION_COLUMNS:
            spans.append((DISTRIBUTION_COLUMNS, most))
            labels.append(fill(self.tr("%1+"), str(DISTRIBUTION_COLUMNS)))
        values = [[bin_mass(odds.casualties, low, high) for low, high in spans] for odds in everything]
        self.distribution.set_table(
            [self.choice_name(odds.encounter) for odds in everything], labels,
            [[v or None for v in row] for row in values],
            [[self.cell_percent(v) for v in row] for row in values],
        )

    def cell_percent(self, value: Fraction) -> str:
        """Whole percents without the sign fit the narrow cells; the tooltip has the exact fraction."""
        if not value:
            return ""
        if value < Fraction(1, 200):
            return "<" + decimal(Fraction(1), decimals=0)
        return decimal(value * 100, decimals=0)

    def describe(self, odds: EncounterOdds, result: EncounterResult) -> str:
        """What the encounter does to this unit, from the model's breakdown."""
        name = self.choice_name(odds.encounter)
        if odds.encounter is None:
            return self.tr("A random encounter: each type weighted by its 2D6 chance.")
        if odds.unit_hit == 0:
            return fill(self.tr("%1: no model is under the template."), name)
        if odds.not_affected is not None:
            return fill({
                NotAffected.LIZARDMEN: self.tr("%1 does not affect Lizardmen."),
                NotAffected.NO_ARMOUR_SAVE: self.tr("%1: models without an armour save escape."),
                NotAffected.NOTHING_HAPPENS: self.tr(
                    "%1: nothing happens; one marked encounter on this terrain may be removed."),
            }[odds.not_affected], name)
        if odds.attack is not None:
            attack = odds.attack
            hits = {HitDice.D6: self.tr("D6 hits"), HitDice.D3: self.tr("D3 hits"),
                    HitDice.ONE: self.tr("one hit")}[attack.hits]
            if not attack.armour.allowed:
                save = self.tr("no armour save")
            elif attack.armour.need is None:
                save = self.tr("the armour save is lost")
            else:
                save = fill(self.tr("armour save %1"), roll_text(attack.armour.need))
            ward = "" if attack.ward.need is None else fill(self.tr(", ward %1"), roll_text(attack.ward.need))
            wound = (
                self.tr("cannot wound")
                if attack.to_wound.need is None
                else fill(self.tr("wounds on %1"), roll_text(attack.to_wound.need))
            )
            return fill(
                self.tr("%1: %2 at Strength %3, %4, %5%6; %7 of hits become unsaved wounds."),
                name,
                hits,
                str(attack.to_wound.strength),
                wound,
                save,
                ward,
                percent(attack.unsaved_per_hit),
            )
        if odds.removal is not None:
            removal = odds.removal
            if removal.kind is Removal.QUICKSAND:
                text = self.tr("%1: every model of the unit, not only those under the template, sinks when it "
                               "passes its unmodified armour save (%2), whatever its Wounds and ward.")
            else:
                text = self.tr("%1: every model of the unit, not only those under the template, is removed on a "
                               "roll of 1, no save.")
            return (
                fill(text, name, roll_text(removal.removed_on[0]))
                + " "
                + fill(self.tr("Chance per model: %1."), percent(removal.per_model))
            )
        test = odds.leadership
        if odds.encounter is Encounter.NATIVE_CURSE:
            return fill(
                self.tr("%1: a Panic test on Leadership %2, failed %3 of the time."),
                name,
                str(test.leadership),
                percent(test.p_fail),
            )
        return fill(
            self.tr(
                "%1: a Leadership test on %2, failed %3 of the time: D6 models removed. The unit becomes "
                "Immune to Psychology whether it passed or failed (our reading), so these losses cause no "
                "Panic test."
            ),
            name,
            str(test.leadership),
            percent(test.p_fail),
        )

    def explain(self) -> str:
        return "\n".join([
            self.tr("How this page reads the jungle rules where they are silent:"),
            self.tr("• The unit is hit when at least one of its models is under the template (partly covered "
                    "models on a 4+ each). Every encounter then acts on the unit as a whole, however many of "
                    "its models are covered."),
            self.tr("• Swarm allows no armour save, but a ward save still applies. Plant hits are Strength 4, "
                    "the Lashworm Strength 6, with the usual armour modifiers."),
            self.tr("• Quicksand and the Native Trap test every model of each unit hit, not only the models "
                    "under the template (“Každý model v každé zasažené "
                    "jednotce”). The figures for these two changed from the earlier reading, which tested "
                    "only the models under the template: more models are removed and more Panic tests follow, "
                    "so the random encounter and the ranking below change too. A roll of 1 always fails a save, so in "
                    "quicksand it never sinks."),
            self.tr("• Madcap Fungi: every unit hit becomes Immune to Psychology, whether it passed the "
                    "Leadership test or failed it (our reading of “the unit at once becomes Immune”)."),
            self.tr("• Wounds become whole models removed as in shooting (wounds divided by Wounds, rounded "
                    "down), never more than the unit."),
            self.tr("• Losing 25% of the unit or more causes a Panic test (2D6 against Leadership) at the end of "
                    "the phase, unless it was wiped out or is Immune to Psychology. Army rules such as "
                    "Cold-Blooded are not modelled."),
        ])

    # --- rolling ---

    def roll(self) -> None:
        """Roll real dice and word the model's resolution, die by die."""
        dice, rolled = recorded_d6(self.dice)
        inputs = self.read_inputs()
        resolution = resolve_encounter(inputs.unit, inputs.encounter, dice)
        number = str(self.roll_log.next_number())
        lines = self.resolution_lines(resolution, inputs.unit)
        header = fill(
            self.tr("Roll %1: %2 (dice: %3)"),
            number,
            encounter_name(resolution.encounter),
            ", ".join(map(str, rolled)) or self.tr("none"),
        )
        full = "\n".join([header, *lines])
        entry = fill(self.tr("Roll %1: %2. %3"), number, encounter_name(resolution.encounter), lines[-1])
        self.roll_log.add(full, entry, tooltip=full)

    def resolution_lines(self, resolution: EncounterResolution, unit: Unit) -> list[str]:
        lines = [self.step_text(step, unit) for step in resolution.steps]
        if resolution.panicked is None:
            panic = self.tr("no Panic test")
        else:
            panic = self.tr("Panic test failed") if resolution.panicked else self.tr("Panic test passed")
        summary = fill(self.tr("Models removed: %1; %2."), str(resolution.casualties), panic)
        if resolution.immune_to_psychology:
            summary += " " + self.tr("The unit is now Immune to Psychology.")
        return [*lines, summary]

    def step_text(self, step, unit: Unit) -> str:
        if isinstance(step, EncounterRoll):
            return fill(
                self.tr("Encounter type: %1 + %2 = %3, %4."),
                str(step.dice[0]),
                str(step.dice[1]),
                str(step.total),
                encounter_name(step.encounter),
            )
        if isinstance(step, TemplateRoll):
            text = self.tr("Model %1, partly under the template: rolled %2, hit.") if step.hit else self.tr(
                "Model %1, partly under the template: rolled %2, missed.")
            return fill(text, str(step.model), str(step.roll))
        if isinstance(step, LeadershipRoll):
            test = {
                LeadershipReason.NATIVE_CURSE_PANIC: self.tr("Panic test (Native Curse)"),
                LeadershipReason.MADCAP_FUNGI: self.tr("Leadership test (Madcap Fungi)"),
                LeadershipReason.CASUALTY_PANIC: self.tr("Panic test for 25% casualties"),
            }[step.reason]
            outcome = self.tr("passed") if step.passed else self.tr("failed")
            return fill(
                self.tr("%1: %2 + %3 = %4 against Leadership %5, %6."),
                test,
                str(step.dice[0]),
                str(step.dice[1]),
                str(step.total),
                str(step.leadership),
                outcome,
            )
        if isinstance(step, HitsRoll):
            if step.roll is None:
                return self.tr("One hit.")
            text = self.tr("Number of hits: rolled %1 for the D3, which gives %2.") if step.dice is HitDice.D3 else (
                self.tr("Number of hits: rolled %1."))
            return fill(text, str(step.roll), str(step.hits))
        if isinstance(step, WoundRoll):
            if step.roll is None:
                return fill(self.tr("Hit %1 cannot wound this Toughness."), str(step.hit))
            text = self.tr("Hit %1: to wound rolled %2 (needs %3), wounded.") if step.wounded else self.tr(
                "Hit %1: to wound rolled %2 (needs %3), no wound.")
            return fill(text, str(step.hit), str(step.roll), roll_text(step.need))
        if isinstance(step, SaveRoll):
            kind = self.tr("armour save") if step.kind is SaveKind.ARMOUR else self.tr("ward save")
            text = self.tr("Hit %1: %2 rolled %3 (needs %4), saved.") if step.saved else self.tr(
                "Hit %1: %2 rolled %3 (needs %4), failed.")
            return (fill(text, str(step.hit), kind, str(step.roll), roll_text(step.need)))
        if isinstance(step, ModelRoll):
            if step.kind is Removal.QUICKSAND:
                text = self.tr("Model %1: armour save rolled %2 (%3), passed: it sinks.") if step.removed else self.tr(
                    "Model %1: armour save rolled %2 (%3), failed: it escapes.")
            else:
                text = self.tr("Model %1: rolled %2, removed.") if step.removed else self.tr(
                    "Model %1: rolled %2, unharmed.")
            return fill(text, str(step.model), str(step.roll), roll_text(unit.save))
        if isinstance(step, FungiRemovalRoll):
            return fill(self.tr("D6 models removed: rolled %1, so %2 go."), str(step.roll), str(step.models))
        assert isinstance(step, NoEffect)
        return {
            None: self.tr("No model is under the template: nothing happens."),
            NotAffected.LIZARDMEN: self.tr("Lizardmen are not affected."),
            NotAffected.NO_ARMOUR_SAVE: self.tr("No armour save: the models escape the quicksand."),
            NotAffected.NOTHING_HAPPENS: self.tr("All is Well: nothing happens."),
        }[step.reason]
