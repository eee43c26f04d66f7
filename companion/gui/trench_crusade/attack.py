"""The Attack page: one attack's success and injury rolls, with the outcome and injury-total charts.

The form only gathers what the player set; which of it counts for this
attack, and how, is decided by ``companion.model.trench_crusade``. Controls
that cannot apply are disabled (not hidden) so the form never jumps around."""

from dataclasses import replace
from fractions import Fraction

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
)

from companion.formatting import decimal, fill, signed
from companion.gui.panel import CalculatorPanel
from companion.gui.trench_crusade.forms import TargetForm, WeaponForm, edition_table, shown_outcomes
from companion.gui.widgets.bar_chart import Band, BarChart
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup, set_maximum, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import CountModeRow, ResultTable
from companion.model.fields import declared
from companion.model.trench_crusade.attack import DiceTerm, Pool
from companion.model.trench_crusade.attack_input import INJURY_CHART, Attack, AttackInput, Outcome, bloodbath_cost

BAND_COLORS = {
    Outcome.NO_EFFECT: QColor("#7f8c8d"),
    Outcome.MINOR_HIT: QColor("#f1c40f"),
    Outcome.DOWN: QColor("#e67e22"),
    Outcome.OUT_OF_ACTION: QColor("#c0392b"),
}


class AttackPanel(CalculatorPanel):
    """One attack: the shared weapon and target forms plus the markers spent on its injury roll."""

    # --- form ---

    def build_form(self) -> None:
        self.weapon = WeaponForm()
        self.target = TargetForm()
        self.spend_group = FormGroup()
        self.markers_spent = self.spend_group.add_row(spin_box(*declared(Attack, "blood_markers_spent").range))
        self.blessings_spent = self.spend_group.add_row(spin_box(*declared(Attack, "blessing_markers_spent").range))
        self.bloodbath = self.spend_group.add_row(QCheckBox())
        self.success_summary = WrappedLabel()
        self.weapon.success_group.form.addRow(self.success_summary)
        for widget in (self.weapon, self.target, self.spend_group):
            self.form_layout.addWidget(widget)
        self.weapon.changed.connect(self.inputs_changed)
        self.target.changed.connect(self.inputs_changed)
        self.connect_inputs(self.markers_spent, self.blessings_spent, self.bloodbath)

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)

        self.count_mode = CountModeRow(self)
        self.exactly, self.at_least, self.pin_buttons = (self.count_mode.exactly, self.count_mode.at_least,
                                                         self.count_mode.pin_buttons)
        self.count_mode.cumulative_changed.connect(self._on_mode)
        self.results_layout.addWidget(self.count_mode)

        self.outcome_chart = BarChart()
        self.injury_chart = BarChart(show_values=False)
        self.outcome_chart.setMinimumHeight(230)
        self.injury_chart.setMinimumHeight(230)
        self.results_layout.addWidget(self.outcome_chart, 1)
        self.results_layout.addWidget(self.injury_chart, 1)
        self.explanation = WrappedLabel(plain=True)
        self.results_layout.addWidget(self.explanation)
        self.editions_title = WrappedLabel(plain=True)
        self.results_layout.addWidget(self.editions_title)
        self.editions = WrappedLabel()
        self.editions.setTextFormat(Qt.TextFormat.RichText)
        self.results_layout.addWidget(self.editions)

    def charts(self) -> list[ExportableChart]:
        return [self.outcome_chart, self.injury_chart]

    # --- words ---

    def retranslate_ui(self) -> None:
        self.weapon.retranslate_ui()
        self.target.retranslate_ui(self.tr("Target"))

        self.spend_group.setTitle(self.tr("Injury roll: markers spent"))
        self.spend_group.set_label(self.markers_spent, self.tr("BLOOD MARKERS spent by the attac&ker (+1 each)"))
        self.spend_group.set_label(self.blessings_spent, self.tr("BLESSING MARKERS spent by the defender (−1 each)"))

        self.count_mode.set_texts(self.tr("Exactly"), self.tr("At &least"))
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.outcome_chart.set_axis_titles(self.tr("Outcome of one attack"), self.tr("Probability (%)"))
        self.outcome_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.injury_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.editions_title.setText(self.tr("What the edition changes (the chosen one in bold):"))
        self.update_enabled()

    def outcome_name(self, outcome: Outcome) -> str:
        return {
            Outcome.MISS: self.tr("Miss"),
            Outcome.IGNORED: self.tr("Ignored (MEMENTO MORI)"),
            Outcome.NO_EFFECT: self.tr("No Effect"),
            Outcome.MINOR_HIT: self.tr("Minor Hit"),
            Outcome.DOWN: self.tr("Down"),
            Outcome.OUT_OF_ACTION: self.tr("Out of Action"),
        }[outcome]

    def source_name(self, source: str) -> str:
        return {
            "characteristic": self.tr("characteristic"), "long_range": self.tr("long range"),
            "cover": self.tr("cover"), "elevated": self.tr("elevated"),
            "attacker_blood_markers": self.tr("BLOOD MARKERS on the attacker"),
            "blessing_markers": self.tr("BLESSING MARKERS"), "attacker_down": self.tr("attacker Down"),
            "off_hand": self.tr("off-hand"), "target_fear": self.tr("FEAR"),
            "charge_from_above": self.tr("charge from above"), "manned_obstacle": self.tr("manned obstacle"),
            "polearm": self.tr("polearm"), "unarmed": self.tr("unarmed"), "other": self.tr("other"),
            "weapon": self.tr("weapon"), "target_down": self.tr("target Down"),
            "blood_markers_spent": self.tr("BLOOD MARKERS spent"),
            "blessing_markers_spent": self.tr("BLESSING MARKERS spent"),
            "resistance_all": self.tr("resistance"), "resistance_keyword": self.tr("keyword resistance"),
            "shotgun_long_range": self.tr("SHOTGUN at long range"), "critical": self.tr("critical hit"),
            "armour": self.tr("armour"), "shield": self.tr("shield"), "innate_armour": self.tr("innate armour"),
            "armour_piercing": self.tr("ARMOUR PIERCING"), "ignore_armour": self.tr("IGNORE ARMOUR"),
            "impervious": self.tr("IMPERVIOUS: armour kept"), "weapon_modifier": self.tr("weapon modifier"),
            "armour_cap": self.tr("armour at most −3"),
        }[source]

    # --- enabling ---

    def update_enabled(self) -> None:
        self.weapon.update_enabled()
        self.target.set_edition(self.weapon.edition_value())
        self._update_marker_limits()

    def _update_marker_limits(self) -> None:
        """Bloodbath only when affordable; markers spent never above what is left."""
        markers = self.target.blood.value()
        cost = bloodbath_cost(self.target.down.isChecked())
        affordable = markers >= cost
        self.bloodbath.setEnabled(affordable)
        if not affordable and self.bloodbath.isChecked():
            with QSignalBlocker(self.bloodbath):
                self.bloodbath.setChecked(False)
        self.spend_group.set_label(
            self.bloodbath,
            self.tr("&Bloodbath (spend %n BLOOD MARKERS)", "", cost),
            self.tr("One extra die kept and summed. Needs 6 BLOOD MARKERS on the target, 3 if it is Down."),
        )
        available = markers - (cost if self.bloodbath.isChecked() else 0)
        with QSignalBlocker(self.markers_spent):
            set_maximum(self.markers_spent, max(0, available))

    # --- model input ---

    def read_inputs(self) -> AttackInput:
        attack = replace(
            self.weapon.read(),
            blood_markers_spent=self.markers_spent.value(),
            blessing_markers_spent=self.blessings_spent.value(),
            bloodbath=self.bloodbath.isChecked() and self.bloodbath.isEnabled(),
        )
        return AttackInput(edition=self.weapon.edition_value(), attack=attack, target=self.target.read())

    def write_inputs(self, inputs: AttackInput) -> None:
        self.weapon.write(inputs.edition, inputs.attack)
        self.target.write(inputs.target)
        self.bloodbath.setChecked(inputs.attack.bloodbath)
        self.update_enabled()
        self.markers_spent.setValue(inputs.attack.blood_markers_spent)
        self.blessings_spent.setValue(inputs.attack.blessing_markers_spent)

    def _on_mode(self) -> None:
        cumulative = self.at_least.isChecked()
        for chart in self.charts():
            chart.set_cumulative(cumulative)

    def render(self) -> None:
        result, pinned = self.result, self.pinned
        if result is None:
            return
        outcomes = shown_outcomes(result.outcomes, pinned.outcomes if pinned else None)
        rows = [(self.outcome_name(o), result.outcomes[o], pinned.outcomes[o] if pinned else None, True)
                for o in outcomes]
        rows += [
            (self.tr("Critical hit"), result.critical, pinned.critical if pinned else None, True),
            (self.tr("RISKY: activation ends"), result.risky_end, pinned.risky_end if pinned else None, True),
            (self.tr("Expected BLOOD MARKERS placed"), result.expected_blood_markers,
             pinned.expected_blood_markers if pinned else None, False),
        ]
        self.table.set_rows(rows)

        self.outcome_chart.set_comparison(
            [self.outcome_name(o) for o in outcomes],
            [result.outcomes[o] for o in outcomes],
            [pinned.outcomes[o] for o in outcomes] if pinned else None,
        )

        totals = sorted(set(result.injury_totals) | (set(pinned.injury_totals) if pinned else set()))
        self.injury_chart.set_comparison(
            [str(t) for t in totals],
            [result.injury_totals.get(t, Fraction(0)) for t in totals],
            [pinned.injury_totals.get(t, Fraction(0)) for t in totals] if pinned else None,
            positions=totals,
        )
        self.injury_chart.set_bands(self._bands(totals))
        modifier = result.explanation.injury_pool.modifier
        self.injury_chart.set_axis_titles(
            fill(self.tr("Injury roll total given a hit (flat modifier %1 applied)"), signed(modifier)),
            self.tr("Probability (%)"),
        )
        self.explanation.setText(self.explain(result))
        self.editions.setText(edition_table(self.weapon.edition_value()))
        self.success_summary.setText(self._success_summary(result))

    def _bands(self, totals: list[int]) -> list[Band]:
        """The Injury Chart's bands, open ends stretched to the totals shown."""
        shown_low, shown_high = (min(totals), max(totals)) if totals else (0, 12)
        bands = []
        for outcome, low, high in INJURY_CHART:
            start = (min(shown_low, high) if low is None else low) - 0.5
            end = (max(shown_high, low) if high is None else high) + 0.5
            bands.append(Band(start, end, self.outcome_name(outcome), BAND_COLORS[outcome]))
        return bands

    def _success_summary(self, result) -> str:
        pool = result.explanation.success_pool
        if pool is None:
            return self.tr("Automatic hit: no success roll.")
        return fill(self.tr("Net %1 DICE: %2"), signed(pool.net), self.pool_text(pool))

    # --- explanation ---

    def pool_text(self, pool: Pool) -> str:
        if pool.net == 0:
            text = fill(self.tr("%1D6"), str(pool.base))
        elif pool.keeps_highest:
            text = fill(self.tr("%1D6 keep the %2 highest"), str(pool.rolled), str(pool.base))
        else:
            text = fill(self.tr("%1D6 keep the %2 lowest"), str(pool.rolled), str(pool.base))
        if pool.modifier:
            text += " " + signed(pool.modifier)
        return text

    def terms_text(self, terms: tuple[DiceTerm, ...]) -> str:
        parts = []
        for term in terms:
            name = f"{self.source_name(term.source)} {signed(term.value)}" if term.value else self.source_name(
                term.source)
            if not term.applied:
                name = fill(self.tr("%1 (does not apply here)"), name)
            parts.append(name)
        return ", ".join(parts) if parts else self.tr("none")

    def explain(self, result) -> str:
        explanation = result.explanation
        lines = []
        if explanation.success_pool is None:
            lines.append(self.tr("Success: automatic hit, never critical; range and cover are ignored."))
        else:
            lines.append(
                fill(
                    self.tr("Success: %1 (%2); 7+ hits, 12+ is a Critical Hit."),
                    self.pool_text(explanation.success_pool),
                    self.terms_text(explanation.success_terms),
                )
            )
        lines.append(
            fill(
                self.tr("Injury: %1 (INJURY DICE: %2; modifiers: %3)."),
                self.pool_text(explanation.injury_pool),
                self.terms_text(explanation.injury_terms),
                self.terms_text(explanation.modifier_terms),
            )
        )
        if explanation.critical_pool is not None:
            lines.append(
                fill(self.tr("On a Critical Hit: %1."), self.pool_text(explanation.critical_pool))
            )
        if explanation.capped_armour:
            lines.append(self.tr("A model's armour (worn armour, shield and innate armour together) is at most −3 in "
                                 "both editions; a weapon's own modifier is not armour."))
        if explanation.capped_modifier:
            lines.append(self.tr("Edition 1.0 caps the negative modifiers at −3 (positive weapon modifiers added after)."))
        notes = {
            "tough": self.tr("TOUGH turns the first Out of Action into Down."),
            "golem": self.tr("GOLEM turns Out of Action into Down (not on a Bloodbath)."),
            "memento_mori": self.tr("MEMENTO MORI ignores the attack that would take the model Out of Action: no "
                                    "result and no BLOOD MARKERS from it, not even FIRE's (markers spent on its "
                                    "roll stay spent). It acts after TOUGH and GOLEM; a sequence spends it."),
            "machine_armour": self.tr(
                "Machine Armour turns Down into Minor Hit, also a Down that TOUGH or GOLEM produced."),
        }
        lines += [notes[name] for name in explanation.replacements]
        if "armour_piercing_not_in_playtest" in explanation.notes:
            lines.append(self.tr("ARMOUR PIERCING does not exist in 1.6.3: use IGNORE ARMOUR for \"ignores armour\"."))
        if "extra_marker_one" in explanation.notes:
            lines.append(self.tr("FIRE/GAS/SHRAPNEL: one extra BLOOD MARKER after the roll, even on No Effect."))
        if "extra_marker_several" in explanation.notes:
            lines.append(self.tr(
                "Several of FIRE/GAS/SHRAPNEL: still one extra BLOOD MARKER in all (our reading; the rules are silent)."))
        if "strongest_resistance" in explanation.notes:
            lines.append(self.tr(
                "Resistances to several keywords of this weapon do not stack: the strongest applies (our reading)."))
        lines.append(
            fill(self.tr("Expected BLOOD MARKERS: %1 (at most 6 on a model)."), decimal(result.expected_blood_markers))
        )
        return "\n".join(lines)
