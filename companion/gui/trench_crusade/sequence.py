"""The Trench Crusade sequence page: several attacks in a row and the blood-marker advisor.

The model (``companion.model.trench_crusade.sequence``) runs the exact Markov
chain for all four policies at once; this page shows the chosen policy, the
four side by side, and words the advisor's structured answer for any state
the player is in at the table.
"""

from dataclasses import replace
from fractions import Fraction

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import decimal, fill, percent, percent_delta
from companion.formatting import exact as exact_text
from companion.gui.errors import describe
from companion.gui.panel import CalculatorPanel
from companion.gui.trench_crusade.charts import StateChart
from companion.gui.trench_crusade.forms import TargetForm, WeaponForm, connect_changed, keyword_boxes
from companion.gui.widgets.bar_chart import Band, BarChart
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup, select_data, set_combo_items, set_maximum, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.line_chart import LineChart, LineSeries
from companion.gui.widgets.results import PinButtons, ResultTable
from companion.gui.widgets.tables import FittedTable
from companion.model.errors import InputError
from companion.model.fields import declared
from companion.model.trench_crusade.attack import keyword_counts
from companion.model.trench_crusade.attack_input import MAX_MARKERS, Attack, AttackKind
from companion.model.trench_crusade.sequence import (
    POLICIES,
    Advice,
    Policy,
    SequenceInput,
    SequenceResult,
    Spend,
    Status,
    TargetState,
)

STATUS_COLORS = {
    Status.OUT_OF_ACTION: QColor("#c0392b"),
    Status.DOWN: QColor("#e67e22"),
    Status.STANDING: QColor("#27ae60"),
}
# Where the final-state bars sit: Out of Action alone, then Standing 0-6 and Down 0-6 markers.
STATE_START = {Status.STANDING: 3, Status.DOWN: 11}


class SequencePanel(CalculatorPanel):

    def __init__(self, calculator, settings, attack_panel=None, parent: QWidget | None = None):
        self.attack_panel = attack_panel
        super().__init__(calculator, settings, parent)

    # --- form ---

    def build_form(self) -> None:
        self.copy_button = QPushButton()
        self.copy_button.setEnabled(self.attack_panel is not None)
        self.copy_button.clicked.connect(self.copy_from_attack_page)
        self.form_layout.addWidget(self.copy_button)

        self.sequence_group = FormGroup()
        self.attacks = self.sequence_group.add_row(spin_box(*declared(SequenceInput, "attacks").range, 3))
        self.policy = self.sequence_group.add_row(QComboBox())
        self.pair = self.sequence_group.add_row(QCheckBox())
        self.form_layout.addWidget(self.sequence_group)

        self.weapon = WeaponForm()
        self.form_layout.addWidget(self.weapon)

        self.off_hand_group = FormGroup()
        self.off_hand_keywords = keyword_boxes(self.off_hand_group)
        self.off_hand_dice = self.off_hand_group.add_row(spin_box(*declared(Attack, "injury_dice").range, signed=True))
        self.off_hand_modifier = self.off_hand_group.add_row(
            spin_box(*declared(Attack, "injury_modifier").range, signed=True))
        self.form_layout.addWidget(self.off_hand_group)

        self.target = TargetForm()
        self.form_layout.addWidget(self.target)

        self.weapon.changed.connect(self.inputs_changed)
        self.target.changed.connect(self.inputs_changed)
        for widget in (self.attacks, self.policy, self.pair, self.off_hand_dice, self.off_hand_modifier,
                       *self.off_hand_keywords.values()):
            connect_changed(widget, self.inputs_changed)

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)
        self.pin_buttons = PinButtons(self)
        self.results_layout.addWidget(self.pin_buttons)

        self.policy_table = FittedTable(len(POLICIES), stretch=range(len(POLICIES)), text_columns=(), row_headers=True,
                                        rows=3)
        self.results_layout.addWidget(self.policy_table)

        charts = QWidget()
        chart_row = QHBoxLayout(charts)
        chart_row.setContentsMargins(0, 0, 0, 0)
        self.line_chart = LineChart()
        self.line_chart.legend.setOffset((10, 10))  # top left: the curves rise towards the top right
        self.state_chart = StateChart()
        for chart in (self.line_chart, self.state_chart):
            chart.setMinimumHeight(240)
            chart_row.addWidget(chart, 1)
        self.results_layout.addWidget(charts)

        self.advisor_group = QGroupBox()
        advisor = QVBoxLayout(self.advisor_group)
        controls = QWidget()
        grid = QGridLayout(controls)
        grid.setContentsMargins(0, 0, 0, 0)
        self.advice_status = QComboBox()
        self.advice_markers = spin_box(*declared(TargetState, "blood_markers").range, 4)
        self.advice_tough_used = QCheckBox()
        self.advice_memento_used = QCheckBox()
        self.advice_left = spin_box(*declared(SequenceInput, "attacks").range, 2)
        self.advice_hit = QComboBox()
        self.advice_labels = {}
        places = {self.advice_status: (0, 0), self.advice_markers: (0, 2), self.advice_left: (1, 0),
                  self.advice_hit: (1, 2)}
        for widget, (row, column) in places.items():
            label = QLabel()
            label.setBuddy(widget)
            self.advice_labels[widget] = label
            grid.addWidget(label, row, column)
            grid.addWidget(widget, row, column + 1)
        grid.addWidget(self.advice_tough_used, 0, 4)
        grid.addWidget(self.advice_memento_used, 1, 4)
        grid.setColumnStretch(5, 1)
        advisor.addWidget(controls)
        self.advice_text = WrappedLabel(plain=True)
        font = self.advice_text.font()
        font.setBold(True)
        self.advice_text.setFont(font)
        advisor.addWidget(self.advice_text)
        self.advice_gains = WrappedLabel(plain=True)
        advisor.addWidget(self.advice_gains)
        self.advice_chart = BarChart()
        self.advice_chart.setMinimumHeight(200)
        advisor.addWidget(self.advice_chart)
        self.results_layout.addWidget(self.advisor_group)
        for widget in (self.advice_status, self.advice_markers, self.advice_tough_used, self.advice_memento_used,
                       self.advice_left, self.advice_hit):
            connect_changed(widget, self.render_advice)

        self.explanation = WrappedLabel(plain=True)
        self.results_layout.addWidget(self.explanation)

    def charts(self) -> list[ExportableChart]:
        return [self.line_chart, self.state_chart, self.advice_chart]

    # --- words ---

    def policy_names(self) -> dict[Policy, str]:
        return {
            Policy.NEVER: self.tr("never"),
            Policy.ALL: self.tr("all"),
            Policy.BLOODBATH: self.tr("bloodbath"),
            Policy.OPTIMAL: self.tr("optimal"),
        }

    def retranslate_ui(self) -> None:
        self.copy_button.setText(self.tr("Use the Attack page's &weapon and target"))
        self.copy_button.setToolTip(self.tr("Copies the profile set on the Attack page; nothing is spent."))
        self.sequence_group.setTitle(self.tr("Sequence"))
        self.sequence_group.set_label(
            self.attacks, self.tr("&Number of attacks"),
            self.tr("AUTOMATIC(X), CLEAVE(X), several activations: 1 to 100 attacks in a row."),
        )
        names = self.policy_names()
        set_combo_items(self.policy, [(policy.value, names[policy]) for policy in POLICIES])
        self.sequence_group.set_label(
            self.policy, self.tr("&BLOOD MARKER policy"),
            self.tr("never: spend nothing. all: every marker as +1 INJURY DICE on each injury roll. "
                    "bloodbath: a Bloodbath whenever affordable, otherwise nothing. "
                    "optimal: the best chance of Out of Action by the end of the sequence."),
        )
        self.sequence_group.set_label(
            self.pair, self.tr("Main + off-han&d pair (melee)"),
            self.tr("Attacks alternate main, off-hand, main…; the off-hand attack is at −1 DICE."),
        )
        self.weapon.retranslate_ui()
        self.weapon.weapon_group.setTitle(self.tr("Main weapon"))
        self.off_hand_group.setTitle(self.tr("Off-hand weapon (−1 DICE)"))
        self.off_hand_group.set_label(self.off_hand_dice, self.tr("INJURY DICE"))
        self.off_hand_group.set_label(self.off_hand_modifier, self.tr("Flat injury modifier"))
        self.target.retranslate_ui(self.tr("Target (state before the first attack)"))

        self.table.set_headers(self.tr("Result (chosen policy)"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.policy_table.setHorizontalHeaderLabels([names[p] for p in POLICIES])
        self.policy_table.setAccessibleName(self.tr("The BLOOD MARKER policies compared"))
        self.policy_table.setVerticalHeaderLabels([
            self.tr("Out of Action by the end"), self.tr("Down at the end"), self.tr("Expected BLOOD MARKERS left"),
        ])
        self.line_chart.set_axis_titles(self.tr("Attack"), self.tr("P(Out of Action by this attack) (%)"))
        self.state_chart.set_axis_titles(self.tr("BLOOD MARKERS at the end"), self.tr("Probability (%)"))
        self.state_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))

        self.advisor_group.setTitle(self.tr("Blood-marker advisor: what to spend on this injury roll"))
        set_combo_items(self.advice_status, [(Status.STANDING.value, self.tr("Standing")),
                                             (Status.DOWN.value, self.tr("Down"))])
        set_combo_items(self.advice_hit, [("ordinary", self.tr("ordinary hit")), ("critical", self.tr("Critical Hit"))])
        self.advice_labels[self.advice_status].setText(self.tr("Ta&rget is"))
        self.advice_labels[self.advice_markers].setText(self.tr("BLOOD &MARKERS"))
        self.advice_labels[self.advice_left].setText(self.tr("Attacks &left (this one included)"))
        self.advice_labels[self.advice_hit].setText(self.tr("The attack &scored"))
        self.advice_tough_used.setText(self.tr("TOUGH already used"))
        self.advice_memento_used.setText(self.tr("MEMENTO MORI already used"))
        self.advice_chart.set_axis_titles(
            self.tr("Spend now, then play optimally"), self.tr("P(Out of Action by the end) (%)"))
        self.advice_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.explanation.setText("\n".join([
            self.tr("Each attack is the Attack page's single attack against the target's state at that moment: "
                    "Down (+1 INJURY DICE in melee in 1.0, on every attack in 1.6.3), its BLOOD MARKERS (at most 6) "
                    "and whether TOUGH and MEMENTO MORI are spent."),
            self.tr("MEMENTO MORI is spent like TOUGH, by the first attack it ignores; that attack leaves the "
                    "target as it was, less the markers spent on its roll. The sequence starts with it unspent: a "
                    "War Prophet that has used it is a target without it."),
            self.tr("Our readings where the rules are silent: spending is decided after the hit (and whether it is "
                    "critical) is known, before the injury roll; a miss spends nothing. A Down target stays Down "
                    "for the rest of the sequence."),
            self.tr("bloodbath spends exactly the Bloodbath's cost (6, or 3 if Down) and keeps any other markers. "
                    "optimal maximises the chance of Out of Action by the end; between equally good choices it "
                    "spends the fewest markers. So midway through the sequence its curve can trail a policy that "
                    "spends early: it saves BLOOD MARKERS for the attacks still to come."),
            self.tr("A main + off-hand pair alternates main, off-hand, main…, starting with the main weapon. "
                    "Expected BLOOD MARKERS left count a target taken Out of Action as 0."),
        ]))
        self.update_enabled()

    def state_text(self, state: TargetState) -> str:
        if state.status is Status.DOWN:
            text = self.tr("Target Down, BLOOD MARKERS: %1")
        else:
            text = self.tr("Target standing, BLOOD MARKERS: %1")
        text = fill(text, str(state.blood_markers))
        if state.tough_used:
            text = fill(self.tr("%1, TOUGH used"), text)
        if state.memento_mori_used:
            text = fill(self.tr("%1, MEMENTO MORI used"), text)
        return text

    def spend_text(self, spend: Spend) -> str:
        if spend.bloodbath and spend.blood_markers:
            return fill(self.tr("Bloodbath and spend %1 more"), str(spend.blood_markers))
        if spend.bloodbath:
            return self.tr("Bloodbath")
        return fill(self.tr("spend %1"), str(spend.blood_markers))

    def spend_label(self, spend: Spend) -> str:
        """Short axis label for the advisor chart."""
        if spend.bloodbath:
            return fill(self.tr("BB+%1"), str(spend.blood_markers)) if spend.blood_markers else self.tr("BB")
        return str(spend.blood_markers)

    # --- enabling ---

    def update_enabled(self) -> None:
        self.weapon.update_enabled()
        self.target.set_edition(self.weapon.edition_value())
        melee = self.weapon.kind.currentData() == AttackKind.MELEE.value
        self.pair.setEnabled(melee)
        pair = melee and self.pair.isChecked()
        self.off_hand_group.setEnabled(pair)
        for keyword, box in self.off_hand_keywords.items():
            box.setEnabled(pair and keyword_counts(keyword, self.weapon.edition_value(), AttackKind.MELEE, auto_hit=False))
        self.advice_tough_used.setEnabled(self.target.tough.isChecked())
        self.advice_memento_used.setEnabled(self.target.memento_mori.isChecked())
        set_maximum(self.advice_left, self.attacks.value())
        self.advice_hit.setEnabled(not self.weapon.auto_hit.isChecked())
        if self.weapon.auto_hit.isChecked():
            self.advice_hit.setCurrentIndex(0)

    # --- model input ---

    def read_inputs(self) -> SequenceInput:
        attack = self.weapon.read()
        off_hand = None
        if self.pair.isChecked() and self.pair.isEnabled():
            off_hand = Attack(
                kind=AttackKind.MELEE,
                sources=attack.sources,
                keywords=frozenset(k for k, box in self.off_hand_keywords.items() if box.isChecked() and box.isEnabled()),
                injury_dice=self.off_hand_dice.value(),
                injury_modifier=self.off_hand_modifier.value(),
            )
        return SequenceInput(
            edition=self.weapon.edition_value(),
            attack=attack,
            target=self.target.read(),
            attacks=self.attacks.value(),
            policy=Policy(self.policy.currentData()),
            off_hand=off_hand,
        )

    def write_inputs(self, inputs: SequenceInput) -> None:
        self.weapon.write(inputs.edition, inputs.attack)
        self.target.write(inputs.target)
        self.attacks.setValue(inputs.attacks)
        select_data(self.policy, inputs.policy.value)
        self.pair.setChecked(inputs.off_hand is not None)
        off_hand = inputs.off_hand or Attack(kind=AttackKind.MELEE)
        for keyword, box in self.off_hand_keywords.items():
            box.setChecked(keyword in off_hand.keywords)
        self.off_hand_dice.setValue(off_hand.injury_dice)
        self.off_hand_modifier.setValue(off_hand.injury_modifier)
        start = inputs.start_state()
        self.update_enabled()
        select_data(self.advice_status, start.status.value)
        self.advice_markers.setValue(start.blood_markers)
        self.advice_tough_used.setChecked(start.tough_used)
        self.advice_memento_used.setChecked(start.memento_mori_used)
        self.advice_left.setValue(inputs.attacks)

    def copy_from_attack_page(self) -> None:
        """Take the Attack page's profile; its spending is the policy's job here."""
        single = self.attack_panel.read_inputs()
        current = self.read_inputs()
        attack = replace(single.attack, blood_markers_spent=0, blessing_markers_spent=0, bloodbath=False)
        off_hand = current.off_hand if attack.kind is AttackKind.MELEE else None
        self.load_inputs(SequenceInput(single.edition, attack, single.target, current.attacks, current.policy, off_hand))

    # --- results ---

    def render(self) -> None:
        result: SequenceResult = self.result
        if result is None:
            return
        pinned = self.pinned.selected if self.pinned is not None else None
        chosen = result.selected
        rows = [
            (self.tr("Out of Action by the end"), chosen.out_of_action, pinned.out_of_action if pinned else None, True),
            (self.tr("Down at the end"), chosen.down_at_end, pinned.down_at_end if pinned else None, True),
            (self.tr("Standing at the end"), chosen.standing_at_end, pinned.standing_at_end if pinned else None, True),
            (self.tr("Expected BLOOD MARKERS left"), chosen.expected_markers_left,
             pinned.expected_markers_left if pinned else None, False),
        ]
        self.table.set_rows(rows)
        self._render_policy_table(result)

        names = self.policy_names()
        self.line_chart.set_series([
            LineSeries(names[p], tuple(range(1, result.attacks + 1)), result.policies[p].out_of_action_by)
            for p in POLICIES
        ])
        self._render_states(result)
        self.render_advice()

    def _render_policy_table(self, result: SequenceResult) -> None:
        exact = [[outcome.out_of_action, outcome.down_at_end, outcome.expected_markers_left]
                 for outcome in (result.policies[policy] for policy in POLICIES)]
        rows = [[percent(by_policy[0]) for by_policy in exact], [percent(by_policy[1]) for by_policy in exact],
                [decimal(by_policy[2]) for by_policy in exact]]
        tips = [[exact_text(by_policy[row]) for by_policy in exact] for row in range(3)]
        self.policy_table.set_cells(rows, tips, bold_columns={POLICIES.index(result.policy)})

    def _state_bars(self, states: dict[TargetState, Fraction]) -> list[Fraction]:
        values = [states.get(TargetState(Status.OUT_OF_ACTION), Fraction(0))]
        for status in (Status.STANDING, Status.DOWN):
            for markers in range(MAX_MARKERS + 1):
                values.append(sum((p for s, p in states.items() if s.status is status and s.blood_markers == markers),
                                  Fraction(0)))
        return values

    def _render_states(self, result: SequenceResult) -> None:
        positions = [0] + [STATE_START[status] + m for status in (Status.STANDING, Status.DOWN)
                           for m in range(MAX_MARKERS + 1)]
        categories = [self.tr("OOA")] + [str(m) for _ in range(2) for m in range(MAX_MARKERS + 1)]
        standing = [fill(self.tr("Standing, BLOOD MARKERS: %1"), str(m)) for m in range(MAX_MARKERS + 1)]
        down = [fill(self.tr("Down, BLOOD MARKERS: %1"), str(m)) for m in range(MAX_MARKERS + 1)]
        self.state_chart.full_names = [self.tr("Out of Action")] + standing + down
        pinned = self._state_bars(self.pinned.selected.final_states) if self.pinned is not None else None
        self.state_chart.set_comparison(categories, self._state_bars(result.selected.final_states), pinned,
                                        positions=positions, reference_name=self.tr("Pinned"))
        self.state_chart.set_bands([
            Band(STATE_START[Status.STANDING] - 0.5, STATE_START[Status.STANDING] + MAX_MARKERS + 0.5,
                 self.tr("Standing"), STATUS_COLORS[Status.STANDING]),
            Band(STATE_START[Status.DOWN] - 0.5, STATE_START[Status.DOWN] + MAX_MARKERS + 0.5,
                 self.tr("Down"), STATUS_COLORS[Status.DOWN]),
        ])

    def advisor_state(self) -> tuple[TargetState, int, bool]:
        state = TargetState(
            Status(self.advice_status.currentData()), self.advice_markers.value(),
            self.advice_tough_used.isChecked() and self.advice_tough_used.isEnabled(),
            self.advice_memento_used.isChecked() and self.advice_memento_used.isEnabled(),
        )
        critical = self.advice_hit.currentData() == "critical" and self.advice_hit.isEnabled()
        return state, self.advice_left.value(), critical

    def render_advice(self, *_) -> None:
        result: SequenceResult = self.result
        if result is None:
            return
        state, left, critical = self.advisor_state()
        try:
            advice = result.advice(state, min(left, result.attacks), critical)
        except InputError as error:
            self.advice_text.setText(describe(error))
            return
        self.advice_text.setText(self.advice_sentence(advice))
        self.advice_gains.setText(self.gains_sentence(advice))
        self.advice_chart.set_data([self.spend_label(o.spend) for o in advice.options],
                                   [o.out_of_action for o in advice.options])

    def advice_sentence(self, advice: Advice) -> str:
        hit = self.tr("Critical Hit") if advice.critical else self.tr("ordinary hit")
        attacks_left = fill(self.tr("attacks left: %1"), str(advice.attacks_left))
        return fill(self.tr("%1, %2, %3: %4 now."), self.state_text(advice.state), attacks_left, hit,
                    self.spend_text(advice.best))

    def gains_sentence(self, advice: Advice) -> str:
        names = self.policy_names()
        parts = [
            fill(
                self.tr("%1 over %2 (which would %3)"),
                percent_delta(advice.gain_over(choice.policy)),
                names[choice.policy],
                self.spend_text(choice.spend),
            )
            for choice in advice.policies
        ]
        return (
            fill(self.tr("P(Out of Action by the end): %1, that is %2."), percent(advice.out_of_action), "; ".join(parts))
        )
