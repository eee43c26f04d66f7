"""The Warzone damage-test page: DAM × multiplier against a range of AR values.

The d20 armour test itself lives in ``companion.model.warzone.d20.wound_chance``;
this page only draws what ``companion.model.warzone.damage`` computes.
"""


from companion.formatting import fill, percent
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.charts import BarChart, LineChart, LineSeries
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import PinButtons, ResultTable
from companion.model.fields import declared
from companion.model.warzone.damage import DamageInput, DamageResult


class DamagePanel(CalculatorPanel):

    def build_form(self) -> None:
        self.attack_group = FormGroup()
        self.dam = self.attack_group.add_row(spin_box(*declared(DamageInput, "dam").range, 12))
        self.multiplier = self.attack_group.add_row(spin_box(*declared(DamageInput, "multiplier").range, 1))
        self.target_group = FormGroup()
        self.ar = self.target_group.add_row(spin_box(*declared(DamageInput, "ar").range, 24))
        self.w = self.target_group.add_row(spin_box(*declared(DamageInput, "w").range, 1))
        self.rule_note = WrappedLabel()
        for widget in (self.attack_group, self.target_group, self.rule_note):
            self.form_layout.addWidget(widget)
        self.connect_inputs(self.dam, self.multiplier, self.ar, self.w)

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)
        self.pin_buttons = PinButtons(self)
        self.results_layout.addWidget(self.pin_buttons)
        self.curve_chart = LineChart()
        self.curve_chart.setMinimumHeight(300)
        self.results_layout.addWidget(self.curve_chart, 2)
        self.wounds_chart = BarChart()
        self.wounds_chart.setMinimumHeight(200)
        self.results_layout.addWidget(self.wounds_chart, 1)

    def charts(self) -> list[ExportableChart]:
        return [self.curve_chart, self.wounds_chart]

    def retranslate_ui(self) -> None:
        self.attack_group.setTitle(self.tr("Damage"))
        self.attack_group.set_label(self.dam, self.tr("&DAM"))
        self.attack_group.set_label(
            self.multiplier, self.tr("&Multiplier"), self.tr("DAM d × m: m separate damage tests, one wound each."))
        self.target_group.setTitle(self.tr("Target"))
        self.target_group.set_label(self.ar, self.tr("&AR"))
        self.target_group.set_label(
            self.w, self.tr("&Wounds left"), self.tr("The target is removed once it has taken this many wounds."))
        self.rule_note.setText(self.tr(
            "The damage test is the standard Warzone armour test, which the UWZ house rules do not restate: "
            "roll a D20 against AR − DAM; a roll at or under it saves, a higher roll wounds. A natural 20 always "
            "wounds and a natural 1 never does, so one test wounds with (20 + DAM − AR) in 20, between 1 and 19 "
            "in 20. Each multiplier is a separate test."))
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.curve_chart.set_axis_titles(self.tr("Target AR (dashed line: the current target)"),
                                         self.tr("Probability (%)"))
        self.wounds_chart.set_axis_titles(self.tr("Wounds taken at the current AR"), self.tr("Probability (%)"))
        self.wounds_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))

    def read_inputs(self) -> DamageInput:
        return DamageInput(dam=self.dam.value(), multiplier=self.multiplier.value(), ar=self.ar.value(),
                           w=self.w.value())

    def write_inputs(self, inputs: DamageInput) -> None:
        self.dam.setValue(inputs.dam)
        self.multiplier.setValue(inputs.multiplier)
        self.ar.setValue(inputs.ar)
        self.w.setValue(inputs.w)

    def removed_name(self, wounds: int) -> str:
        return fill(self.tr("Removing the target (W %1)"), str(wounds))

    def render(self) -> None:
        result: DamageResult = self.result
        pinned: DamageResult | None = self.pinned
        if result is None:
            return
        w = len(result.wounds) - 1

        def pair(get, is_probability=True):
            return get(result), get(pinned) if pinned is not None else None, is_probability

        self.table.set_rows([
            (self.tr("One damage test wounds"), *pair(lambda r: r.p_wound)),
            (self.tr("At least one wound"), *pair(lambda r: r.at_least_one)),
            (self.removed_name(w), *pair(lambda r: r.removed)),
            (self.tr("Expected wounds"), *pair(lambda r: r.expected_wounds, False)),
        ])
        ars = tuple(point.ar for point in result.curve)
        self.curve_chart.set_series([
            LineSeries(self.tr("At least one wound"), ars, tuple(p.at_least_one for p in result.curve)),
            LineSeries(self.removed_name(w), ars, tuple(p.removed for p in result.curve)),
        ])
        ar = self.ar.value()
        self.curve_chart.set_marker(ar)
        labels = [fill(self.tr("%1 (removed)"), str(k)) if k == w else str(k) for k in range(w + 1)]
        same_shape = pinned is not None and len(pinned.wounds) == len(result.wounds)
        self.wounds_chart.set_comparison(labels, list(result.wounds), list(pinned.wounds) if same_shape else None,
                                         reference_name=self.tr("Pinned"))
        self.wounds_chart.set_axis_titles(
            fill(self.tr("Wounds taken at AR %1 (one test wounds with %2)"), str(ar), percent(result.p_wound, decimals=0)),
            self.tr("Probability (%)"))
