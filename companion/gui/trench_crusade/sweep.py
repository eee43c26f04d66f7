"""The Sweep page: one attack's outcomes as one parameter runs over its range."""

from dataclasses import replace

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QPushButton,
    QWidget,
)

from companion.formatting import fill, signed
from companion.gui.panel import CalculatorPanel
from companion.gui.trench_crusade.forms import TargetForm, WeaponForm, connect_changed
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup, select_data, set_combo_items, set_maximum, spin_box
from companion.gui.widgets.line_chart import LineChart, LineSeries
from companion.model.fields import declared
from companion.model.trench_crusade.attack_input import Armour, Attack, Target, bloodbath_cost_for
from companion.model.trench_crusade.sweep import ARMOUR_ORDER, SweepInput, SweepParameter, SweepResult


class SweepPanel(CalculatorPanel):
    """One attack's chances while one parameter varies, the current value marked."""

    def __init__(self, calculator, settings, attack_panel=None, parent: QWidget | None = None):
        self.attack_panel = attack_panel
        super().__init__(calculator, settings, parent)

    def build_form(self) -> None:
        self.copy_button = QPushButton()
        self.copy_button.setEnabled(self.attack_panel is not None)
        self.copy_button.clicked.connect(self.copy_from_attack_page)
        self.form_layout.addWidget(self.copy_button)
        self.sweep_group = FormGroup()
        self.parameter = self.sweep_group.add_row(QComboBox())
        self.form_layout.addWidget(self.sweep_group)
        self.weapon = WeaponForm()
        self.target = TargetForm()
        self.spend_group = FormGroup()
        self.markers_spent = self.spend_group.add_row(spin_box(*declared(Attack, "blood_markers_spent").range))
        self.bloodbath = self.spend_group.add_row(QCheckBox())
        for widget in (self.weapon, self.target, self.spend_group):
            self.form_layout.addWidget(widget)
        self.weapon.changed.connect(self.inputs_changed)
        self.target.changed.connect(self.inputs_changed)
        for widget in (self.parameter, self.markers_spent, self.bloodbath):
            connect_changed(widget, self.inputs_changed)

    def build_results(self) -> None:
        self.build_chart_results(LineChart(), min_height=320)

    def charts(self) -> list[ExportableChart]:
        return [self.chart]

    def parameter_names(self) -> dict[SweepParameter, str]:
        return {
            SweepParameter.HIT_DICE: self.tr("Net success DICE"),
            SweepParameter.INJURY_DICE: self.tr("Weapon INJURY DICE"),
            SweepParameter.INJURY_MODIFIER: self.tr("Weapon injury modifier"),
            SweepParameter.ARMOUR: self.tr("Armour"),
            SweepParameter.BLOOD_MARKERS_SPENT: self.tr("BLOOD MARKERS spent"),
        }

    def armour_names(self) -> dict[Armour, str]:
        return {Armour.NONE: self.tr("None"), Armour.STANDARD: self.tr("Standard"),
                Armour.REINFORCED: self.tr("Reinforced"), Armour.MACHINE: self.tr("Machine")}

    def retranslate_ui(self) -> None:
        self.copy_button.setText(self.tr("Use the Attack page's &weapon and target"))
        self.sweep_group.setTitle(self.tr("Sweep"))
        names = self.parameter_names()
        set_combo_items(self.parameter, [(p.value, names[p]) for p in SweepParameter])
        self.sweep_group.set_label(self.parameter, self.tr("Va&ry"))
        self.weapon.retranslate_ui()
        self.target.retranslate_ui(self.tr("Target"))
        self.spend_group.setTitle(self.tr("Injury roll: markers spent"))
        self.spend_group.set_label(self.markers_spent, self.tr("BLOOD MARKERS spent by the attac&ker (+1 each)"))
        self.table.set_headers(self.tr("At the current value"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.explanation.setText("\n".join([
            self.tr("The dashed line marks the current value; every other input is held."),
            self.tr("Our readings: net DICE vary through \"Other DICE\" so the named sources keep their other "
                    "effects; the Machine Armour point drops a trench shield; varying the markers spent gives the "
                    "target the markers it needs."),
        ]))
        self.update_enabled()

    def update_enabled(self) -> None:
        self.weapon.update_enabled()
        self.target.set_edition(self.weapon.edition_value())
        markers = self.target.blood.value()
        cost = bloodbath_cost_for(Target(down=self.target.down.isChecked()))
        affordable = markers >= cost
        self.bloodbath.setEnabled(affordable)
        if not affordable and self.bloodbath.isChecked():
            with QSignalBlocker(self.bloodbath):
                self.bloodbath.setChecked(False)
        self.spend_group.set_label(
            self.bloodbath, fill(self.tr("&Bloodbath (spend %1 BLOOD MARKERS)"), str(cost)),
            self.tr("One extra die kept and summed. Needs 6 BLOOD MARKERS on the target, 3 if it is Down."),
        )
        with QSignalBlocker(self.markers_spent):
            set_maximum(self.markers_spent, max(0, markers - (cost if self.bloodbath.isChecked() else 0)))

    def read_inputs(self) -> SweepInput:
        attack = replace(self.weapon.read(), blood_markers_spent=self.markers_spent.value(),
                         bloodbath=self.bloodbath.isChecked() and self.bloodbath.isEnabled())
        return SweepInput(self.weapon.edition_value(), attack, self.target.read(),
                          SweepParameter(self.parameter.currentData()))

    def write_inputs(self, inputs: SweepInput) -> None:
        self.weapon.write(inputs.edition, inputs.attack)
        self.target.write(inputs.target)
        select_data(self.parameter, inputs.parameter.value)
        self.bloodbath.setChecked(inputs.attack.bloodbath)
        self.update_enabled()
        self.markers_spent.setValue(inputs.attack.blood_markers_spent)

    def copy_from_attack_page(self) -> None:
        single = self.attack_panel.read_inputs()
        parameter = SweepParameter(self.parameter.currentData())
        self.load_inputs(SweepInput(single.edition, single.attack, single.target, parameter))

    def value_label(self, parameter: SweepParameter, value: int) -> str:
        if parameter is SweepParameter.ARMOUR:
            return self.armour_names()[ARMOUR_ORDER[value]]
        if parameter is SweepParameter.BLOOD_MARKERS_SPENT:
            return str(value)
        return signed(value)

    def render(self) -> None:
        result: SweepResult = self.result
        if result is None:
            return
        xs = tuple(float(p.value) for p in result.points)
        series = [
            LineSeries(self.tr("Out of Action"), xs, tuple(p.out_of_action for p in result.points)),
            LineSeries(self.tr("Down or Out of Action"), xs, tuple(p.down_or_worse for p in result.points)),
        ]
        if result.parameter is SweepParameter.HIT_DICE:  # elsewhere the chance to hit is a flat line
            series.append(LineSeries(self.tr("Hit"), xs, tuple(p.result.hit for p in result.points)))
        self.chart.set_series(series)
        self.chart.set_x_ticks([(p.value, self.value_label(result.parameter, p.value)) for p in result.points])
        self.chart.set_marker(result.current)
        falling = result.points[0].out_of_action > result.points[-1].out_of_action
        self.chart.legend.setOffset((-10, 10) if falling else (10, 10))  # the corner the curves leave free
        self.chart.set_axis_titles(self.parameter_names()[result.parameter], self.tr("Probability (%)"))
        current = next(p for p in result.points if p.value == result.current)
        pinned = None
        if self.pinned is not None:
            pinned = next(p for p in self.pinned.points if p.value == self.pinned.current)
        self.table.set_rows([
            (self.tr("Hit"), current.result.hit, pinned.result.hit if pinned else None, True),
            (self.tr("Down or Out of Action"), current.down_or_worse, pinned.down_or_worse if pinned else None, True),
            (self.tr("Out of Action"), current.out_of_action, pinned.out_of_action if pinned else None, True),
        ])
