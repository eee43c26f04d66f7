"""The Into melee page: shooting at a model in melee, where a miss may hit a friend or another enemy."""

from companion.gui.panel import CalculatorPanel
from companion.gui.trench_crusade.charts import GroupedBarChart
from companion.gui.trench_crusade.forms import RANGED_ONLY, TargetForm, WeaponForm, outcome_name, shown_outcomes
from companion.gui.widgets.export import ExportableChart
from companion.model.trench_crusade.attack_input import Outcome
from companion.model.trench_crusade.melee_shot import MeleeShotInput, MeleeShotResult


class MeleeShotPanel(CalculatorPanel):
    """A shot into a melee: the D6 picks a friend (1-3) or an enemy (4-6) before the success roll."""

    def build_form(self) -> None:
        self.weapon = WeaponForm(kinds=RANGED_ONLY)
        self.target = TargetForm()
        self.friend = TargetForm(mnemonics=False)
        for widget in (self.weapon, self.target, self.friend):
            self.form_layout.addWidget(widget)
            widget.changed.connect(self.inputs_changed)

    def build_results(self) -> None:
        self.build_chart_results(GroupedBarChart(), min_height=280)

    def charts(self) -> list[ExportableChart]:
        return [self.chart]

    def retranslate_ui(self) -> None:
        self.weapon.retranslate_ui()
        self.target.retranslate_ui(self.tr("Enemy: the target (a D6 of 4-6)"))
        self.friend.retranslate_ui(self.tr("Friend within 1\" of the target (a D6 of 1-3)"))
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.chart.set_axis_titles(self.tr("Outcome of the shot"), self.tr("Probability (%)"))
        self.explanation.setText("\n".join([
            self.tr("Before the success roll a D6 picks the victim: 1-3 a random friend within 1\" of the target, "
                    "4-6 a random enemy within 1\" (possibly the target)."),
            self.tr("Our reading: the two profiles stand for the models at risk, and the same attack applies to "
                    "whichever the D6 picks. The chart shows P(the D6 picks that model and this is the outcome)."),
        ]))
        self.update_enabled()

    def update_enabled(self) -> None:
        self.weapon.update_enabled()
        self.target.set_edition(self.weapon.edition_value())
        self.friend.set_edition(self.weapon.edition_value())

    def read_inputs(self) -> MeleeShotInput:
        return MeleeShotInput(self.weapon.edition_value(), self.weapon.read(), self.target.read(), self.friend.read())

    def write_inputs(self, inputs: MeleeShotInput) -> None:
        self.weapon.write(inputs.edition, inputs.attack)
        self.target.write(inputs.target)
        self.friend.write(inputs.friend)

    def render(self) -> None:
        result: MeleeShotResult = self.result
        if result is None:
            return
        pinned: MeleeShotResult | None = self.pinned
        ooa = Outcome.OUT_OF_ACTION
        self.table.set_rows([
            (self.tr("The D6 picks the friend"), result.friend_chosen, pinned.friend_chosen if pinned else None, True),
            (self.tr("Hitting the friend"), result.hit_friend, pinned.hit_friend if pinned else None, True),
            (self.tr("Friend Out of Action"), result.friend_outcome(ooa),
             pinned.friend_outcome(ooa) if pinned else None, True),
            (self.tr("Hitting the enemy"), result.hit_target, pinned.hit_target if pinned else None, True),
            (self.tr("Enemy Out of Action"), result.target_outcome(ooa),
             pinned.target_outcome(ooa) if pinned else None, True),
        ])
        outcomes = shown_outcomes(result.friend.outcomes, result.target.outcomes)
        self.chart.set_data([outcome_name(o) for o in outcomes], [
            (self.tr("Friend"), [result.friend_outcome(o) for o in outcomes]),
            (self.tr("Enemy"), [result.target_outcome(o) for o in outcomes]),
        ])
