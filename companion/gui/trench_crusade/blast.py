"""Trench Crusade pages for attacks that reach several models or a chosen spot:
BLAST (a list of models), shooting into melee (friend or enemy) and SCATTER."""

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import decimal, exact, fill, percent
from companion.gui.panel import CalculatorPanel
from companion.gui.trench_crusade.forms import RANGED_ONLY, TargetForm, WeaponForm, outcome_name
from companion.gui.widgets.bar_chart import BarChart
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import PinButtons, ResultTable
from companion.gui.widgets.tables import FittedTable
from companion.model.trench_crusade.attack_input import Armour, Outcome, Target
from companion.model.trench_crusade.blast import MAX_BLAST_MODELS, BlastInput, BlastResult

IGNORED_COLUMN = 6
"""The models table's MEMENTO MORI column, shown only when a model has it at work."""


class BlastPanel(CalculatorPanel):
    """One success roll, then each model in the blast rolls its own injury."""

    def build_form(self) -> None:
        self.weapon = WeaponForm(kinds=RANGED_ONLY)
        self.models: list[Target] = [Target()]

        self.models_group = QGroupBox()
        box = QVBoxLayout(self.models_group)
        self.model_list = QListWidget()
        self.model_list.setMaximumHeight(170)
        self.model_list.currentRowChanged.connect(self._on_select)
        box.addWidget(self.model_list)
        buttons = QWidget()
        row = QHBoxLayout(buttons)
        row.setContentsMargins(0, 0, 0, 0)
        self.add_button = QPushButton()
        self.remove_button = QPushButton()
        self.up_button = QPushButton()
        self.down_button = QPushButton()
        for button, slot in ((self.add_button, self.add_model), (self.remove_button, self.remove_model),
                             (self.up_button, lambda: self.move_model(-1)), (self.down_button, lambda: self.move_model(1))):
            button.clicked.connect(slot)
            row.addWidget(button)
        box.addWidget(buttons)
        self.count_label = WrappedLabel()
        box.addWidget(self.count_label)
        self.form_layout.addWidget(self.models_group)

        self.model_form = TargetForm()
        self.form_layout.addWidget(self.model_form)
        self.form_layout.addWidget(self.weapon)
        self.weapon.changed.connect(self.inputs_changed)
        self.model_form.changed.connect(self._on_model_edited)

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)
        self.pin_buttons = PinButtons(self)
        self.results_layout.addWidget(self.pin_buttons)
        self.count_chart = BarChart()
        self.count_chart.setMinimumHeight(230)
        self.results_layout.addWidget(self.count_chart, 1)
        # The outcome columns share the spare width; the last three fit their headers, which are longer.
        self.model_table = FittedTable(7, stretch=range(4), text_columns=(), row_headers=True)
        self.results_layout.addWidget(self.model_table)
        self.explanation = WrappedLabel()
        self.results_layout.addWidget(self.explanation)

    def charts(self) -> list[ExportableChart]:
        return [self.count_chart]

    def retranslate_ui(self) -> None:
        self.weapon.retranslate_ui()
        self.models_group.setTitle(self.tr("Models in the blast (the first is the main target)"))
        self.model_table.setAccessibleName(self.tr("What happens to each model"))
        self.add_button.setText(self.tr("A&dd"))
        self.remove_button.setText(self.tr("Re&move"))
        self.up_button.setText(self.tr("Up", "move the selected model up"))
        self.down_button.setText(self.tr("Down", "move the selected model down"))
        self.model_form.retranslate_ui(self.tr("Selected model (its state before the blast)"))
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.count_chart.set_axis_titles(self.tr("Models taken Out of Action"), self.tr("Probability (%)"))
        self.count_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.model_table.setHorizontalHeaderLabels([
            outcome_name(Outcome.OUT_OF_ACTION), outcome_name(Outcome.DOWN), outcome_name(Outcome.MINOR_HIT),
            outcome_name(Outcome.NO_EFFECT), self.tr("Critical bonus"), self.tr("Markers (expected)"), self.tr("Ignored"),
        ])
        self.model_table.horizontalHeaderItem(IGNORED_COLUMN).setToolTip(outcome_name(Outcome.IGNORED))
        self.explanation.setText("\n".join([
            self.tr("One success roll for the whole blast; on a hit every model rolls its own injury with its own "
                    "armour and keywords."),
            self.tr("Critical Hit: edition 1.0 adds its INJURY DICE to the main target only, 1.6.3 to every model hit."),
            self.tr("Nothing is spent on a blast's injury rolls (our reading): use the Attack page for one model."),
        ]))
        self._refresh_list()
        self.update_enabled()

    def model_summary(self, index: int, target: Target) -> str:
        armour = {
            Armour.NONE: self.tr("no armour"), Armour.STANDARD: self.tr("Standard Armour"),
            Armour.REINFORCED: self.tr("Reinforced Armour"), Armour.MACHINE: self.tr("Machine Armour"),
        }[target.armour]
        parts = [armour]
        if target.shield:
            parts.append(self.tr("shield"))
        if target.down:
            parts.append(self.tr("Down"))
        if target.tough:
            parts.append(self.tr("TOUGH"))
        if target.golem:
            parts.append(self.tr("GOLEM"))
        if target.memento_mori:
            parts.append(self.tr("MEMENTO MORI"))
        if target.blood_markers:
            parts.append(fill(self.tr("BLOOD MARKERS: %1"), str(target.blood_markers)))
        text = fill(self.tr("%1. %2"), str(index + 1), ", ".join(parts))
        return fill(self.tr("%1 (main target)"), text) if index == 0 else text

    # --- the list of models ---

    def _refresh_list(self) -> None:
        current = max(0, self.model_list.currentRow())
        with QSignalBlocker(self.model_list):
            self.model_list.clear()
            for index, target in enumerate(self.models):
                self.model_list.addItem(self.model_summary(index, target))
            self.model_list.setCurrentRow(min(current, len(self.models) - 1))
        self.count_label.setText(
            fill(self.tr("%1 of at most %2 models: a BLAST takes no more."), str(len(self.models)), str(MAX_BLAST_MODELS))
        )

    def _on_select(self, row: int) -> None:
        if 0 <= row < len(self.models):
            with QSignalBlocker(self.model_form):
                self.model_form.write(self.models[row])
        self.update_enabled()

    def _on_model_edited(self) -> None:
        row = self.model_list.currentRow()
        if 0 <= row < len(self.models):
            self.models[row] = self.model_form.read()
            self.model_list.item(row).setText(self.model_summary(row, self.models[row]))
        self.inputs_changed()

    def add_model(self) -> None:
        if len(self.models) >= MAX_BLAST_MODELS:
            self.show_status(fill(self.tr("A BLAST holds at most %1 models."), str(MAX_BLAST_MODELS)))
            return
        row = self.model_list.currentRow()
        self.models.append(self.models[row] if 0 <= row < len(self.models) else Target())
        self._refresh_list()
        self.model_list.setCurrentRow(len(self.models) - 1)
        self.inputs_changed()

    def remove_model(self) -> None:
        row = self.model_list.currentRow()
        if len(self.models) <= 1 or not 0 <= row < len(self.models):
            return
        del self.models[row]
        self._refresh_list()
        self._on_select(self.model_list.currentRow())
        self.inputs_changed()

    def move_model(self, step: int) -> None:
        row = self.model_list.currentRow()
        other = row + step
        if not (0 <= row < len(self.models) and 0 <= other < len(self.models)):
            return
        self.models[row], self.models[other] = self.models[other], self.models[row]
        self._refresh_list()
        self.model_list.setCurrentRow(other)
        self.inputs_changed()

    def update_enabled(self) -> None:
        self.weapon.update_enabled()
        self.model_form.set_edition(self.weapon.edition_value())
        row = self.model_list.currentRow()
        self.add_button.setEnabled(len(self.models) < MAX_BLAST_MODELS)
        self.remove_button.setEnabled(len(self.models) > 1)
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < len(self.models) - 1)

    # --- model input ---

    def read_inputs(self) -> BlastInput:
        return BlastInput(self.weapon.edition_value(), self.weapon.read(), tuple(self.models))

    def write_inputs(self, inputs: BlastInput) -> None:
        self.weapon.write(inputs.edition, inputs.attack)
        self.models = list(inputs.targets)
        with QSignalBlocker(self.model_list):
            self.model_list.setCurrentRow(0)
        self._refresh_list()
        self._on_select(0)

    # --- results ---

    def render(self) -> None:
        result: BlastResult = self.result
        if result is None:
            return
        pinned: BlastResult | None = self.pinned
        self.table.set_rows([
            (self.tr("Hit (one roll for the blast)"), result.hit, pinned.hit if pinned else None, True),
            (self.tr("Critical Hit"), result.critical, pinned.critical if pinned else None, True),
            (self.tr("At least one model Out of Action"), result.any_out_of_action,
             pinned.any_out_of_action if pinned else None, True),
            (self.tr("Expected models Out of Action"), result.expected_out_of_action,
             pinned.expected_out_of_action if pinned else None, False),
        ])
        counts = sorted(result.out_of_action_count)
        same_size = pinned is not None and sorted(pinned.out_of_action_count) == counts
        self.count_chart.set_comparison(
            [str(n) for n in counts], [result.out_of_action_count[n] for n in counts],
            [pinned.out_of_action_count[n] for n in counts] if same_size else None, reference_name=self.tr("Pinned"))

        cells, tips = [], []
        for model in result.models:
            values = [model.outcomes[o] for o in (Outcome.OUT_OF_ACTION, Outcome.DOWN, Outcome.MINOR_HIT, Outcome.NO_EFFECT)]
            critical = self.tr("yes") if model.critical_bonus else self.tr("no")
            ignored = model.outcomes[Outcome.IGNORED]
            cells.append([*(percent(value) for value in values), critical, decimal(model.expected_blood_markers),
                          percent(ignored)])
            tips.append([exact(value) for value in (*values, model.critical_bonus, model.expected_blood_markers, ignored)])
        self.model_table.setColumnHidden(IGNORED_COLUMN, not any(m.outcomes[Outcome.IGNORED] for m in result.models))
        self.model_table.set_cells(cells, tips, row_labels=[str(i + 1) for i in range(len(result.models))])
