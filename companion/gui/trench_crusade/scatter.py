"""The Scatter page: where a SCATTER weapon's template lands and what it hits."""

from companion.formatting import fill
from companion.gui.panel import CalculatorPanel
from companion.gui.trench_crusade.forms import RANGED_ONLY, WeaponForm
from companion.gui.widgets.charts import BarChart
from companion.gui.widgets.export import ExportableChart
from companion.model.trench_crusade.scatter import ScatterInput, ScatterResult


class ScatterPanel(CalculatorPanel):
    """How far a ground-targeted attack lands from where it was aimed."""

    def build_form(self) -> None:
        self.weapon = WeaponForm(kinds=RANGED_ONLY, injury=False)
        self.form_layout.addWidget(self.weapon)
        self.weapon.changed.connect(self.inputs_changed)

    def build_results(self) -> None:
        self.build_chart_results(BarChart(), min_height=260)

    def charts(self) -> list[ExportableChart]:
        return [self.chart]

    def retranslate_ui(self) -> None:
        self.weapon.retranslate_ui()
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.chart.set_axis_titles(self.tr("Deviation (inches)"), self.tr("Probability (%)"))
        self.chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.explanation.setText("\n".join([
            self.tr("SCATTER: a hit lands on the aimed point; a miss deviates by 7 minus the success total, in "
                    "inches, in a direction the opponent chooses."),
            self.tr("An automatic hit never deviates (our reading)."),
        ]))
        self.update_enabled()

    def update_enabled(self) -> None:
        self.weapon.update_enabled()

    def read_inputs(self) -> ScatterInput:
        return ScatterInput(self.weapon.edition_value(), self.weapon.read())

    def write_inputs(self, inputs: ScatterInput) -> None:
        self.weapon.write(inputs.edition, inputs.attack)

    def render(self) -> None:
        result: ScatterResult = self.result
        if result is None:
            return
        pinned: ScatterResult | None = self.pinned
        self.table.set_rows([
            (self.tr("Lands on the aimed point (hit)"), result.hit, pinned.hit if pinned else None, True),
            (self.tr("Expected deviation (inches)"), result.expected_distance,
             pinned.expected_distance if pinned else None, False),
        ])
        inches = sorted(result.distances)
        same = pinned is not None and sorted(pinned.distances) == inches
        self.chart.set_comparison([fill(self.tr("%1\""), str(n)) for n in inches], [result.distances[n] for n in inches],
                                  [pinned.distances[n] for n in inches] if same else None, positions=inches,
                                  reference_name=self.tr("Pinned"))
