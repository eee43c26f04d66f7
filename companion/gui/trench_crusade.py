"""The Trench Crusade tab: the attack calculator form, results and charts.

The form only gathers what the player set; which of it counts for this
attack, and how, is decided by ``companion.model.trench_crusade``. Controls
that cannot apply are disabled (not hidden) so the form never jumps around.
"""

from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QSignalBlocker
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from companion.gui.charts import Band, BarChart
from companion.gui.formatting import decimal
from companion.gui.game_tab import GameTab
from companion.gui.panel import CalculatorPanel, FormGroup, ResultTable, select_data, set_combo_items, spin_box
from companion.model.trench_crusade import ATTACK
from companion.model.trench_crusade.attack import (
    MARKER_KEYWORDS,
    MAX_MARKERS,
    MAX_NET_DICE,
    OUTCOMES,
    WEAPON_KEYWORDS,
    Armour,
    Attack,
    AttackInput,
    AttackKind,
    DiceTerm,
    Edition,
    Outcome,
    Pool,
    SuccessSources,
    Target,
    bloodbath_cost_for,
)

BAND_COLORS = {
    Outcome.NO_EFFECT: QColor("#7f8c8d"),
    Outcome.MINOR_HIT: QColor("#f1c40f"),
    Outcome.DOWN: QColor("#e67e22"),
    Outcome.OUT_OF_ACTION: QColor("#c0392b"),
}
SOURCE_FLAGS = (
    "long_range", "cover", "elevated", "attacker_down", "off_hand", "target_fear", "attacker_fear",
    "charge_from_above", "manned_obstacle", "polearm", "unarmed",
)
RANGED_ONLY = ("long_range", "cover", "elevated")
MELEE_ONLY = ("off_hand", "target_fear", "attacker_fear", "charge_from_above", "manned_obstacle", "polearm", "unarmed")
RESISTANCE_ROWS = ("FIRE", "GAS", "SHRAPNEL", "melee", "ranged")


class AttackPanel(CalculatorPanel):
    game_id = "trench-crusade"

    # --- form ---

    def build_form(self) -> None:
        self.attack_group = FormGroup()
        self.kind = self.attack_group.add_row(QComboBox())
        self.edition = self.attack_group.add_row(QComboBox())
        self.auto_hit = self.attack_group.add_row(QCheckBox())

        self.success_group = FormGroup()
        self.characteristic = self.success_group.add_row(spin_box(-MAX_NET_DICE, MAX_NET_DICE, signed=True))
        self.flags = {name: self.success_group.add_row(QCheckBox()) for name in SOURCE_FLAGS[:4]}
        self.attacker_blood = self.success_group.add_row(spin_box(0, MAX_MARKERS))
        self.attacker_blessing = self.success_group.add_row(spin_box(0, MAX_MARKERS))
        self.flags |= {name: self.success_group.add_row(QCheckBox()) for name in SOURCE_FLAGS[4:]}
        self.other_dice = self.success_group.add_row(spin_box(-MAX_NET_DICE, MAX_NET_DICE, signed=True))
        self.success_summary = QLabel()
        self.success_summary.setWordWrap(True)
        self.success_group.form.addRow(self.success_summary)

        self.weapon_group = FormGroup()
        keyword_grid = QWidget()
        grid = QGridLayout(keyword_grid)
        grid.setContentsMargins(0, 0, 0, 0)
        self.keywords = {}
        for index, keyword in enumerate(WEAPON_KEYWORDS):
            box = QCheckBox(keyword)
            grid.addWidget(box, index // 2, index % 2)
            self.keywords[keyword] = box
        self.weapon_group.form.addRow(keyword_grid)
        self.injury_dice = self.weapon_group.add_row(spin_box(-MAX_NET_DICE, MAX_NET_DICE, signed=True))
        self.injury_modifier = self.weapon_group.add_row(spin_box(-6, 6, signed=True))

        self.target_group = FormGroup()
        self.armour = self.target_group.add_row(QComboBox())
        self.shield = self.target_group.add_row(QCheckBox())
        self.innate_armour = self.target_group.add_row(spin_box(-3, 0, signed=True))
        self.impervious = self.target_group.add_row(QCheckBox())
        self.new_antioch = self.target_group.add_row(QCheckBox())
        self.target_down = self.target_group.add_row(QCheckBox())
        self.target_blood = self.target_group.add_row(spin_box(0, MAX_MARKERS))
        self.tough = self.target_group.add_row(QCheckBox())
        self.tough_used = self.target_group.add_row(QCheckBox())
        self.golem = self.target_group.add_row(QCheckBox())
        self.resist_all = self.target_group.add_row(spin_box(-3, 0, signed=True))
        self.resistances = {key: self.target_group.add_row(spin_box(-3, 0, signed=True)) for key in RESISTANCE_ROWS}
        negate_row = QWidget()
        negate_layout = QHBoxLayout(negate_row)
        negate_layout.setContentsMargins(0, 0, 0, 0)
        self.negates = {key: QCheckBox(key) for key in MARKER_KEYWORDS}
        for box in self.negates.values():
            negate_layout.addWidget(box)
        negate_layout.addStretch(1)
        self.negate_label = QLabel()
        self.target_group.form.addRow(self.negate_label, negate_row)

        self.spend_group = FormGroup()
        self.markers_spent = self.spend_group.add_row(spin_box(0, MAX_MARKERS))
        self.blessings_spent = self.spend_group.add_row(spin_box(0, MAX_MARKERS))
        self.bloodbath = self.spend_group.add_row(QCheckBox())

        for group in (self.attack_group, self.success_group, self.weapon_group, self.target_group, self.spend_group):
            self.form_layout.addWidget(group)
        self.connect_inputs(
            self.kind, self.edition, self.auto_hit, self.characteristic, self.attacker_blood, self.attacker_blessing,
            self.other_dice, self.injury_dice, self.injury_modifier, self.armour, self.shield, self.innate_armour,
            self.impervious, self.new_antioch, self.target_down, self.target_blood, self.tough, self.tough_used,
            self.golem, self.resist_all, self.markers_spent, self.blessings_spent, self.bloodbath,
            *self.flags.values(), *self.keywords.values(), *self.resistances.values(), *self.negates.values(),
        )

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)

        controls = QWidget()
        row = QHBoxLayout(controls)
        row.setContentsMargins(0, 0, 0, 0)
        self.exactly = QRadioButton()
        self.at_least = QRadioButton()
        self.exactly.setChecked(True)
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.exactly)
        self.mode_group.addButton(self.at_least)
        self.at_least.toggled.connect(self._on_mode)
        self.pin_button = QPushButton()
        self.pin_button.clicked.connect(self.pin)
        self.unpin_button = QPushButton()
        self.unpin_button.clicked.connect(self.clear_pin)
        self.unpin_button.setEnabled(False)
        for widget in (self.exactly, self.at_least):
            row.addWidget(widget)
        row.addStretch(1)
        row.addWidget(self.pin_button)
        row.addWidget(self.unpin_button)
        self.results_layout.addWidget(controls)

        self.outcome_chart = BarChart()
        self.injury_chart = BarChart(show_values=False)
        self.outcome_chart.setMinimumHeight(230)
        self.injury_chart.setMinimumHeight(230)
        self.results_layout.addWidget(self.outcome_chart, 1)
        self.results_layout.addWidget(self.injury_chart, 1)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(self.explanation.textFormat().PlainText)
        self.results_layout.addWidget(self.explanation)

    def charts(self) -> list[BarChart]:
        return [self.outcome_chart, self.injury_chart]

    # --- words ---

    def retranslate_ui(self) -> None:
        set_combo_items(self.kind, [("ranged", self.tr("Ranged")), ("melee", self.tr("Melee"))])
        set_combo_items(self.edition, [("1.0", self.tr("1.0 (rulebook)")), ("1.6.3", self.tr("1.6.3 (playtest)"))])
        set_combo_items(self.armour, [
            ("none", self.tr("None")), ("standard", self.tr("Standard Armour (−1)")),
            ("reinforced", self.tr("Reinforced Armour (−2)")), ("machine", self.tr("Machine Armour (−3)")),
        ])
        self.attack_group.setTitle(self.tr("Attack"))
        self.attack_group.set_label(self.kind, self.tr("&Attack kind"))
        self.attack_group.set_label(self.edition, self.tr("&Edition"))
        self.attack_group.set_label(
            self.auto_hit, self.tr("Automatic &hit"),
            self.tr("Flamethrower-type weapons: no success roll, never critical, range and cover ignored."),
        )
        self.success_group.setTitle(self.tr("Success roll DICE"))
        self.success_group.set_label(self.characteristic, self.tr("&Characteristic (Ranged/Melee)"))
        labels = {
            "long_range": (self.tr("&Long range (−1)"), self.tr("Ranged. SHOTGUN in 1.0: −1 INJURY DICE instead.")),
            "cover": (self.tr("C&over (−1)"), self.tr("Ranged attacks only.")),
            "elevated": (self.tr("Ele&vated position (+1)"), self.tr("Ranged attacks only.")),
            "attacker_down": (self.tr("Attacker is Do&wn (−1)"), ""),
            "off_hand": (self.tr("O&ff-hand weapon (−1)"), self.tr("Melee attacks only.")),
            "target_fear": (self.tr("Target has &FEAR (−1)"), self.tr("Melee attacks only.")),
            "attacker_fear": (self.tr("Attacker has FEAR (immune)"), self.tr("Cancels the target's FEAR.")),
            "charge_from_above": (
                self.tr("Charge from a&bove (+1)"),
                self.tr("Melee: +1 DICE, +1 INJURY DICE, ignores a manned obstacle."),
            ),
            "manned_obstacle": (self.tr("&Manned obstacle (−1)"), self.tr("Melee attacks only.")),
            "polearm": (
                self.tr("Defender's &polearm after a charge (−1)"), self.tr("Melee attacks only."),
            ),
            "unarmed": (self.tr("&Unarmed (−1)"), self.tr("Melee: −1 DICE and −1 INJURY DICE.")),
        }
        for name, (text, tip) in labels.items():
            self.success_group.set_label(self.flags[name], text, tip)
        self.success_group.set_label(
            self.attacker_blood, self.tr("BLOOD MARKERS on the attacker spent (−1 each)"),
            self.tr("Spent by the opponent."),
        )
        self.success_group.set_label(self.attacker_blessing, self.tr("BLESSING MARKERS spent (+1 each)"))
        self.success_group.set_label(self.other_dice, self.tr("Other DICE"))

        self.weapon_group.setTitle(self.tr("Weapon"))
        self.weapon_group.set_label(self.injury_dice, self.tr("&INJURY DICE"))
        self.weapon_group.set_label(self.injury_modifier, self.tr("Flat injury &modifier"))
        self.keywords["ARMOUR PIERCING"].setToolTip(self.tr("Edition 1.0 only: armour modifier reduced by 1."))
        self.keywords["SHOTGUN"].setToolTip(self.tr("Long range costs −1 INJURY DICE (1.0) instead of −1 DICE."))

        self.target_group.setTitle(self.tr("Target"))
        self.target_group.set_label(self.armour, self.tr("Armou&r"))
        self.target_group.set_label(self.shield, self.tr("Trench &shield (−1)"), self.tr("Not with Machine Armour."))
        self.target_group.set_label(self.innate_armour, self.tr("Innate armour"))
        self.target_group.set_label(
            self.impervious, self.tr("IMPERVIOUS armour"),
            self.tr("Immune to ARMOUR PIERCING and IGNORE ARMOUR (also sacred-icon armour)."),
        )
        self.target_group.set_label(
            self.new_antioch, self.tr("New Antioch model"),
            self.tr("1.6.3: Machine Armour turns Down into Minor Hit only for New Antioch."),
        )
        self.target_group.set_label(self.target_down, self.tr("Target is &Down"))
        self.target_group.set_label(self.target_blood, self.tr("BLOOD MARKERS on the target"))
        self.target_group.set_label(self.tough, self.tr("&TOUGH"), self.tr("The first Out of Action becomes Down."))
        self.target_group.set_label(self.tough_used, self.tr("TOUGH already used"))
        self.target_group.set_label(
            self.golem, self.tr("&GOLEM"), self.tr("Out of Action becomes Down unless the roll was a Bloodbath."),
        )
        self.target_group.set_label(self.resist_all, self.tr("INJURY DICE against everything"))
        resist_names = {
            "FIRE": self.tr("INJURY DICE against FIRE"), "GAS": self.tr("INJURY DICE against GAS"),
            "SHRAPNEL": self.tr("INJURY DICE against SHRAPNEL"), "melee": self.tr("INJURY DICE against melee"),
            "ranged": self.tr("INJURY DICE against ranged"),
        }
        for key, box in self.resistances.items():
            self.target_group.set_label(
                box, resist_names[key], self.tr("Keyword resistances do not stack: the strongest one applies."),
            )
        self.negate_label.setText(self.tr("Negates extra marker"))

        self.spend_group.setTitle(self.tr("Injury roll: markers spent"))
        self.spend_group.set_label(self.markers_spent, self.tr("BLOOD MARKERS spent by the attac&ker (+1 each)"))
        self.spend_group.set_label(self.blessings_spent, self.tr("BLESSING MARKERS spent by the defender (−1 each)"))

        self.exactly.setText(self.tr("E&xactly"))
        self.at_least.setText(self.tr("At &least"))
        self.pin_button.setText(self.tr("&Pin as reference"))
        self.pin_button.setToolTip(self.tr("Freeze this result and compare the next changes against it."))
        self.unpin_button.setText(self.tr("Clear pi&n"))
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.outcome_chart.set_axis_titles(self.tr("Outcome of one attack"), self.tr("Probability (%)"))
        self.outcome_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.injury_chart.set_series_names(self.tr("Now"), self.tr("Pinned"))
        self.update_enabled()

    def outcome_name(self, outcome: Outcome) -> str:
        return {
            Outcome.MISS: self.tr("Miss"),
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
        }[source]

    # --- enabling ---

    def update_enabled(self) -> None:
        melee = self.kind.currentData() == "melee"
        auto = self.auto_hit.isChecked()
        playtest = self.edition.currentData() == "1.6.3"
        for name, box in self.flags.items():
            applies = not auto and ((name not in RANGED_ONLY or not melee) and (name not in MELEE_ONLY or melee))
            box.setEnabled(applies)
        self.flags["attacker_fear"].setEnabled(melee and not auto and self.flags["target_fear"].isChecked())
        self.flags["manned_obstacle"].setEnabled(melee and not auto and not self.flags["charge_from_above"].isChecked())
        for widget in (self.characteristic, self.attacker_blood, self.attacker_blessing, self.other_dice):
            widget.setEnabled(not auto)
        self.keywords["ARMOUR PIERCING"].setEnabled(not playtest)
        self.keywords["SHOTGUN"].setEnabled(not melee)
        self.keywords["CRITICAL"].setEnabled(not auto)
        self.keywords["RISKY"].setEnabled(not auto)
        machine = self.armour.currentData() == "machine"
        self.shield.setEnabled(not machine)
        if machine and self.shield.isChecked():
            with QSignalBlocker(self.shield):
                self.shield.setChecked(False)
        self.new_antioch.setEnabled(machine and playtest)
        self.tough_used.setEnabled(self.tough.isChecked())
        self._update_marker_limits()

    def _update_marker_limits(self) -> None:
        markers = self.target_blood.value()
        cost = 3 if self.target_down.isChecked() else 6
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
            self.markers_spent.setMaximum(max(0, available))

    # --- model input ---

    def read_inputs(self) -> AttackInput:
        sources = SuccessSources(
            characteristic=self.characteristic.value(),
            attacker_blood_markers=self.attacker_blood.value(),
            blessing_markers=self.attacker_blessing.value(),
            other=self.other_dice.value(),
            **{name: box.isChecked() for name, box in self.flags.items()},
        )
        attack = Attack(
            kind=AttackKind(self.kind.currentData()),
            sources=sources,
            auto_hit=self.auto_hit.isChecked(),
            keywords=frozenset(k for k, box in self.keywords.items() if box.isChecked()),
            injury_dice=self.injury_dice.value(),
            injury_modifier=self.injury_modifier.value(),
            blood_markers_spent=self.markers_spent.value(),
            blessing_markers_spent=self.blessings_spent.value(),
            bloodbath=self.bloodbath.isChecked() and self.bloodbath.isEnabled(),
        )
        target = Target(
            armour=Armour(self.armour.currentData()),
            shield=self.shield.isChecked(),
            innate_armour=self.innate_armour.value(),
            impervious=self.impervious.isChecked(),
            down=self.target_down.isChecked(),
            blood_markers=self.target_blood.value(),
            tough=self.tough.isChecked(),
            tough_used=self.tough_used.isChecked(),
            golem=self.golem.isChecked(),
            new_antioch=self.new_antioch.isChecked(),
            injury_dice=self.resist_all.value(),
            resistances=tuple(sorted((k, box.value()) for k, box in self.resistances.items() if box.value())),
            negates=frozenset(k for k, box in self.negates.items() if box.isChecked()),
        )
        return AttackInput(edition=Edition(self.edition.currentData()), attack=attack, target=target)

    def write_inputs(self, inputs: AttackInput) -> None:
        attack, target, sources = inputs.attack, inputs.target, inputs.attack.sources
        select_data(self.kind, attack.kind.value)
        select_data(self.edition, inputs.edition.value)
        self.auto_hit.setChecked(attack.auto_hit)
        self.characteristic.setValue(sources.characteristic)
        self.attacker_blood.setValue(sources.attacker_blood_markers)
        self.attacker_blessing.setValue(sources.blessing_markers)
        self.other_dice.setValue(sources.other)
        for name, box in self.flags.items():
            box.setChecked(getattr(sources, name))
        for keyword, box in self.keywords.items():
            box.setChecked(keyword in attack.keywords)
        self.injury_dice.setValue(attack.injury_dice)
        self.injury_modifier.setValue(attack.injury_modifier)
        select_data(self.armour, target.armour.value)
        self.shield.setChecked(target.shield)
        self.innate_armour.setValue(target.innate_armour)
        self.impervious.setChecked(target.impervious)
        self.new_antioch.setChecked(target.new_antioch)
        self.target_down.setChecked(target.down)
        self.target_blood.setValue(target.blood_markers)
        self.tough.setChecked(target.tough)
        self.tough_used.setChecked(target.tough_used)
        self.golem.setChecked(target.golem)
        self.resist_all.setValue(target.injury_dice)
        for key, box in self.resistances.items():
            box.setValue(target.resistance(key))
        for key, box in self.negates.items():
            box.setChecked(key in target.negates)
        self.bloodbath.setChecked(attack.bloodbath)
        self.update_enabled()
        self.markers_spent.setValue(attack.blood_markers_spent)
        self.blessings_spent.setValue(attack.blessing_markers_spent)

    # --- results ---

    def _on_mode(self) -> None:
        cumulative = self.at_least.isChecked()
        for chart in self.charts():
            chart.set_cumulative(cumulative)

    def pin(self) -> None:
        super().pin()
        self.unpin_button.setEnabled(self.pinned is not None)

    def clear_pin(self) -> None:
        super().clear_pin()
        self.unpin_button.setEnabled(False)

    def render(self) -> None:
        result, pinned = self.result, self.pinned
        if result is None:
            return
        rows = [(self.outcome_name(o), result.outcomes[o], pinned.outcomes[o] if pinned else None, True)
                for o in OUTCOMES]
        rows += [
            (self.tr("Critical hit"), result.critical, pinned.critical if pinned else None, True),
            (self.tr("RISKY: activation ends"), result.risky_end, pinned.risky_end if pinned else None, True),
            (self.tr("Expected BLOOD MARKERS placed"), result.expected_blood_markers,
             pinned.expected_blood_markers if pinned else None, False),
        ]
        self.table.set_rows(rows)

        self.outcome_chart.set_comparison(
            [self.outcome_name(o) for o in OUTCOMES],
            [result.outcomes[o] for o in OUTCOMES],
            [pinned.outcomes[o] for o in OUTCOMES] if pinned else None,
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
            self.tr("Injury roll total given a hit (flat modifier %1 applied)").replace("%1", _signed(modifier)),
            self.tr("Probability (%)"),
        )
        self.explanation.setText(self.explain(result))
        self.success_summary.setText(self._success_summary(result))

    def _bands(self, totals: list[int]) -> list[Band]:
        low, high = (min(totals), max(totals)) if totals else (0, 12)
        spans = [
            (Outcome.NO_EFFECT, min(low, 1) - 0.5, 1.5),
            (Outcome.MINOR_HIT, 1.5, 6.5),
            (Outcome.DOWN, 6.5, 8.5),
            (Outcome.OUT_OF_ACTION, 8.5, max(high, 9) + 0.5),
        ]
        return [Band(start, end, self.outcome_name(o), BAND_COLORS[o]) for o, start, end in spans]

    def _success_summary(self, result) -> str:
        pool = result.explanation.success_pool
        if pool is None:
            return self.tr("Automatic hit: no success roll.")
        return self.tr("Net %1 DICE: %2").replace("%1", _signed(pool.net)).replace("%2", self.pool_text(pool))

    # --- explanation ---

    def pool_text(self, pool: Pool) -> str:
        if pool.net == 0:
            text = self.tr("%1D6").replace("%1", str(pool.base))
        elif pool.keeps_highest:
            text = self.tr("%1D6 keep the %2 highest").replace("%1", str(pool.rolled)).replace("%2", str(pool.base))
        else:
            text = self.tr("%1D6 keep the %2 lowest").replace("%1", str(pool.rolled)).replace("%2", str(pool.base))
        if pool.modifier:
            text += " " + _signed(pool.modifier)
        return text

    def terms_text(self, terms: tuple[DiceTerm, ...]) -> str:
        parts = []
        for term in terms:
            name = f"{self.source_name(term.source)} {_signed(term.value)}" if term.value else self.source_name(
                term.source)
            if not term.applied:
                name = self.tr("%1 (does not apply here)").replace("%1", name)
            parts.append(name)
        return ", ".join(parts) if parts else self.tr("none")

    def explain(self, result) -> str:
        explanation = result.explanation
        lines = []
        if explanation.success_pool is None:
            lines.append(self.tr("Success: automatic hit, never critical; range and cover are ignored."))
        else:
            lines.append(
                self.tr("Success: %1 (%2); 7+ hits, 12+ is a Critical Hit.")
                .replace("%1", self.pool_text(explanation.success_pool))
                .replace("%2", self.terms_text(explanation.success_terms))
            )
        lines.append(
            self.tr("Injury: %1 (INJURY DICE: %2; modifiers: %3).")
            .replace("%1", self.pool_text(explanation.injury_pool))
            .replace("%2", self.terms_text(explanation.injury_terms))
            .replace("%3", self.terms_text(explanation.modifier_terms))
        )
        if explanation.critical_pool is not None:
            lines.append(
                self.tr("On a Critical Hit: %1.").replace("%1", self.pool_text(explanation.critical_pool))
            )
        if explanation.capped_modifier:
            lines.append(self.tr("Edition 1.0 caps the negative modifiers at −3 (positive weapon modifiers added after)."))
        notes = {
            "tough": self.tr("TOUGH turns the first Out of Action into Down."),
            "golem": self.tr("GOLEM turns Out of Action into Down (not on a Bloodbath)."),
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
        lines.append(self.tr("Expected BLOOD MARKERS: %1 (at most 6 on a model).").replace(
            "%1", decimal(result.expected_blood_markers)))
        return "\n".join(lines)


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


class TrenchCrusadeTab(GameTab):
    game_id = "trench-crusade"

    def __init__(self, settings, parent: QWidget | None = None):
        # The other pages live in their own modules (imported here: only this class is theirs to extend).
        from companion.gui.trench_crusade_blast import BlastPanel, MeleeShotPanel, ScatterPanel
        from companion.gui.trench_crusade_compare import ComparePanel, SweepPanel
        from companion.gui.trench_crusade_sequence import SequencePanel
        from companion.model.trench_crusade import BLAST, COMPARE, MELEE_SHOT, SCATTER, SEQUENCE, SWEEP

        super().__init__(parent)
        self.attack_panel = self.add_page(AttackPanel(ATTACK, settings))
        self.sequence_panel = self.add_page(SequencePanel(SEQUENCE, settings, self.attack_panel))
        self.blast_panel = self.add_page(BlastPanel(BLAST, settings))
        self.melee_shot_panel = self.add_page(MeleeShotPanel(MELEE_SHOT, settings))
        self.scatter_panel = self.add_page(ScatterPanel(SCATTER, settings))
        self.compare_panel = self.add_page(ComparePanel(COMPARE, settings, self.attack_panel))
        self.sweep_panel = self.add_page(SweepPanel(SWEEP, settings, self.attack_panel))
        self.retranslate_ui()

    def title(self) -> str:
        return title()

    def page_titles(self) -> list[str]:
        return [self.tr("Attack"), self.tr("Sequence"), self.tr("Blast"), self.tr("Into melee"), self.tr("Scatter"),
                self.tr("Compare"), self.tr("Sweep")]


def title() -> str:
    """The game's tab title, known before the tab is built."""
    return QCoreApplication.translate("TrenchCrusadeTab", "Trench Crusade")


def create_tab(settings, parent: QWidget | None = None) -> GameTab:
    return TrenchCrusadeTab(settings, parent)


__all__ = ["AttackPanel", "TrenchCrusadeTab", "create_tab", "QSpinBox", "bloodbath_cost_for"]
