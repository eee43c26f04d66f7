"""Lustria shooting: a WFB volley with the black-powder roll.

The form gathers the shooters, the named to-hit modifiers, the weapon and
the target; ``companion.model.lustria.shooting`` decides what they add up to
(the loose-order target cancelling the skirmish penalty included) and every
number shown here comes from its result.
"""

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import decimal, fill, percent, signed
from companion.gui.lustria.common import CountChart, roll_text, save_value, select_save, set_save_items, yes_no
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.charts import HeatMapTable
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import CountModeRow, ResultTable
from companion.gui.widgets.tables import FittedTable
from companion.model.fields import declared
from companion.model.lustria.rolls import MAX_CHARACTERISTIC, ToHit, to_hit_table, to_wound_table
from companion.model.lustria.shooting import (
    LOST_WEAPON_TURNS,
    HitModifier,
    HitModifiers,
    Powder,
    ShootingInput,
    ShootingResult,
)

FLAGS = (HitModifier.MOVED, HitModifier.LONG_RANGE, HitModifier.SKIRMISHERS, HitModifier.LARGE_TARGET)
COVERS = (None, HitModifier.SOFT_COVER, HitModifier.HARD_COVER, HitModifier.DENSE_JUNGLE)
NO_UNIT_SIZE = 0


class ShootingPanel(CalculatorPanel):

    # --- form ---

    def build_form(self) -> None:
        self.shooter_group = FormGroup()
        self.shots = self.shooter_group.add_row(spin_box(*declared(ShootingInput, "shots").range, 10))
        self.bs = self.shooter_group.add_row(spin_box(*declared(ShootingInput, "bs").range, 3))

        self.modifier_group = FormGroup()
        self.flags = {}
        for modifier in FLAGS[:3]:
            self.flags[modifier] = self.modifier_group.add_row(QCheckBox())
        cover_box = QWidget()
        cover_layout = QVBoxLayout(cover_box)
        cover_layout.setContentsMargins(0, 0, 0, 0)
        cover_layout.setSpacing(2)
        self.cover_group = QButtonGroup(self)
        self.covers: dict[HitModifier | None, QRadioButton] = {}
        for cover in COVERS:
            button = QRadioButton()
            self.cover_group.addButton(button)
            cover_layout.addWidget(button)
            self.covers[cover] = button
        self.covers[None].setChecked(True)
        self.cover_label = QLabel()
        self.modifier_group.form.addRow(self.cover_label, cover_box)
        self.flags[HitModifier.LARGE_TARGET] = self.modifier_group.add_row(QCheckBox())
        self.loose_order = self.modifier_group.add_row(QCheckBox())
        self.other_modifier = self.modifier_group.add_row(
            spin_box(*declared(ShootingInput, "hit_modifier").range, signed=True))
        self.modifier_summary = WrappedLabel()
        self.modifier_group.form.addRow(self.modifier_summary)

        self.weapon_group = FormGroup()
        self.strength = self.weapon_group.add_row(spin_box(*declared(ShootingInput, "strength").range, 4))
        self.armour_piercing = self.weapon_group.add_row(QCheckBox())
        self.black_powder = self.weapon_group.add_row(QCheckBox())

        self.target_group = FormGroup()
        self.toughness = self.target_group.add_row(spin_box(*declared(ShootingInput, "toughness").range, 3))
        self.wounds = self.target_group.add_row(spin_box(*declared(ShootingInput, "wounds").range, 1))
        self.save = self.target_group.add_row(QComboBox())
        self.ward = self.target_group.add_row(QComboBox())
        self.models = self.target_group.add_row(
            spin_box(NO_UNIT_SIZE, declared(ShootingInput, "models").range[1], NO_UNIT_SIZE))

        for group in (self.shooter_group, self.modifier_group, self.weapon_group, self.target_group):
            self.form_layout.addWidget(group)
        self.connect_inputs(
            self.shots, self.bs, self.loose_order, self.other_modifier, self.strength, self.armour_piercing,
            self.black_powder, self.toughness, self.wounds, self.save, self.ward, self.models,
            *self.flags.values(), *self.covers.values(),
        )

    def connect_inputs(self, *widgets: QWidget) -> None:
        """Radio buttons too: only the one switched on re-evaluates."""
        super().connect_inputs(*(w for w in widgets if not isinstance(w, QRadioButton)))
        for widget in widgets:
            if isinstance(widget, QRadioButton):
                widget.toggled.connect(lambda on: on and self.inputs_changed())

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)

        self.count_mode = CountModeRow(self)
        self.exactly, self.at_least, self.pin_buttons = (self.count_mode.exactly, self.count_mode.at_least,
                                                         self.count_mode.pin_buttons)
        self.count_mode.cumulative_changed.connect(self._on_mode)
        self.results_layout.addWidget(self.count_mode)

        charts = QWidget()
        chart_row = QHBoxLayout(charts)
        chart_row.setContentsMargins(0, 0, 0, 0)
        self.wounds_chart = CountChart()
        self.removed_chart = CountChart()
        for chart in (self.wounds_chart, self.removed_chart):
            chart.setMinimumHeight(220)
            chart_row.addWidget(chart)
        self.results_layout.addWidget(charts)

        self.powder_group = QGroupBox()
        powder_layout = QVBoxLayout(self.powder_group)
        self.powder_table = FittedTable(10, stretch=1)
        powder_layout.addWidget(self.powder_table)
        self.lost_label = WrappedLabel()
        powder_layout.addWidget(self.lost_label)
        self.lost_table = HeatMapTable()
        self.lost_table.setFixedHeight(62)
        powder_layout.addWidget(self.lost_table)
        self.results_layout.addWidget(self.powder_group)

        self.tables_group = QGroupBox()
        grid = QGridLayout(self.tables_group)
        self.wound_label = WrappedLabel()
        self.hit_label = WrappedLabel()
        self.wound_heat = HeatMapTable()
        self.hit_heat = HeatMapTable()
        for table in (self.wound_heat, self.hit_heat):
            table.setMinimumHeight(300)
        grid.addWidget(self.wound_label, 0, 0)
        grid.addWidget(self.hit_label, 0, 1)
        grid.addWidget(self.wound_heat, 1, 0)
        grid.addWidget(self.hit_heat, 1, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 2)
        self.results_layout.addWidget(self.tables_group)

        self.explanation = WrappedLabel(plain=True)
        self.results_layout.addWidget(self.explanation)
        self.results_layout.addStretch(1)

    def charts(self) -> list[ExportableChart]:
        return [self.wounds_chart, self.removed_chart]

    # --- words ---

    def modifier_name(self, modifier: HitModifier) -> str:
        return {
            HitModifier.MOVED: self.tr("shooter moved"),
            HitModifier.LONG_RANGE: self.tr("long range"),
            HitModifier.SKIRMISHERS: self.tr("skirmishers or lone character"),
            HitModifier.SOFT_COVER: self.tr("soft cover"),
            HitModifier.HARD_COVER: self.tr("hard cover"),
            HitModifier.DENSE_JUNGLE: self.tr("dense jungle"),
            HitModifier.LARGE_TARGET: self.tr("large target"),
        }[modifier]

    def powder_name(self, powder: Powder) -> str:
        return {
            Powder.NONE: self.tr("No black powder"),
            Powder.DAMP: self.tr("Damp: no AP"),
            Powder.NORMAL: self.tr("Normal"),
            Powder.OVERCHARGED: self.tr("Overcharged: +2 S, lost"),
        }[powder]

    def powder_tip(self, powder: Powder) -> str:
        return {
            Powder.NONE: "",
            Powder.DAMP: self.tr("Damp powder: the volley loses armour piercing."),
            Powder.NORMAL: self.tr("The volley fires as usual."),
            Powder.OVERCHARGED: self.tr("Overcharged: +2 Strength for this volley, then the weapon is lost for "
                                        "the rest of the game."),
        }[powder]

    def retranslate_ui(self) -> None:
        self.shooter_group.setTitle(self.tr("Shooters"))
        self.shooter_group.set_label(self.shots, self.tr("&Shots"), self.tr("Shots fired in this volley (1 to 1,000)."))
        self.shooter_group.set_label(self.bs, self.tr("&Ballistic Skill"))

        self.modifier_group.setTitle(self.tr("To-hit modifiers"))
        self.modifier_group.set_label(self.flags[HitModifier.MOVED], self.tr("Shooter &moved (−1)"))
        self.modifier_group.set_label(
            self.flags[HitModifier.LONG_RANGE], self.tr("&Long range (−1)"), self.tr("Beyond half the weapon's range.")
        )
        self.modifier_group.set_label(
            self.flags[HitModifier.SKIRMISHERS], self.tr("S&kirmishers or lone character (−1)"),
            self.tr("Cancelled when the target is in loose order."),
        )
        self.cover_label.setText(self.tr("Cover"))
        self.cover_label.setToolTip(self.tr("Cover does not stack: the target counts one cover only."))
        cover_texts = {
            None: self.tr("&No cover"),
            HitModifier.SOFT_COVER: self.tr("So&ft cover (−1)"),
            HitModifier.HARD_COVER: self.tr("&Hard cover (−2)"),
            HitModifier.DENSE_JUNGLE: self.tr("&Dense jungle (−2)"),
        }
        for cover, button in self.covers.items():
            button.setText(cover_texts[cover])
        self.covers[HitModifier.DENSE_JUNGLE].setToolTip(self.tr("Lustria: shooting at models inside dense jungle."))
        self.modifier_group.set_label(self.flags[HitModifier.LARGE_TARGET], self.tr("Large &target (+1)"))
        self.modifier_group.set_label(
            self.loose_order, self.tr("Target in l&oose order"),
            self.tr("Lustria: a loose-order unit is shot at without the −1 for skirmishers."),
        )
        self.modifier_group.set_label(
            self.other_modifier, self.tr("Other to-hit modif&ier"),
            self.tr("Anything not listed above, added to the named modifiers. A scenario file that gives only "
                    "a net hit_modifier shows it here."),
        )

        self.weapon_group.setTitle(self.tr("Weapon"))
        self.weapon_group.set_label(self.strength, self.tr("Stren&gth"))
        self.weapon_group.set_label(
            self.armour_piercing, self.tr("&Armour piercing (−1 save)"), self.tr("Handguns, for example.")
        )
        self.weapon_group.set_label(
            self.black_powder, self.tr("Bla&ck powder"),
            self.tr("Lustria: one D6 for the unit each volley. 1: damp, no armour piercing; 2–5: normal; "
                    "6: +2 Strength, then the weapon is lost for the game."),
        )

        self.target_group.setTitle(self.tr("Target"))
        set_save_items(self.save)
        set_save_items(self.ward)
        self.target_group.set_label(self.toughness, self.tr("To&ughness"))
        self.target_group.set_label(self.wounds, self.tr("&Wounds per model"))
        self.target_group.set_label(
            self.save, self.tr("Armour sa&ve"), self.tr("Worn armour with Lizardmen Scaly Skin counted in.")
        )
        self.target_group.set_label(self.ward, self.tr("Wa&rd save"), self.tr("Taken after armour, never modified."))
        self.models.setSpecialValueText(self.tr("not set"))
        # The size hint is not recomputed for a new special text: make room for it.
        self.models.setMinimumWidth(self.models.fontMetrics().horizontalAdvance(self.models.specialValueText()) + 40)
        self.target_group.set_label(
            self.models, self.tr("Unit si&ze (models)"), self.tr("Optional: caps the models removed at the unit's size.")
        )

        self.count_mode.set_texts(self.tr("E&xactly"), self.tr("At l&east"))
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Δ"))
        self.wounds_chart.set_axis_titles(self.tr("Unsaved wounds"), self.tr("Probability (%)"))
        self.removed_chart.set_axis_titles(self.tr("Models removed"), self.tr("Probability (%)"))
        for chart in self.charts():
            chart.set_series_names(self.tr("Now"), self.tr("Pinned"))

        self.powder_group.setTitle(self.tr("Black powder"))
        self.powder_table.setHorizontalHeaderLabels([
            self.tr("D6"), self.tr("Powder"), self.tr("Chance"), self.tr("S"), self.tr("AP"), self.tr("To wound"),
            self.tr("Save"), self.tr("Unsaved\nper shot"), self.tr("Expected\nwounds"), self.tr("At least\none"),
        ])
        self.tables_group.setTitle(self.tr("Tables"))
        self.hit_label.setText(self.tr("To hit by Ballistic Skill, with the current modifier"))

    # --- model input ---

    def named_modifiers(self) -> HitModifiers:
        cover = next(c for c, button in self.covers.items() if button.isChecked())
        flags = {modifier.value: box.isChecked() for modifier, box in self.flags.items()}
        if cover is not None:
            flags[cover.value] = True
        return HitModifiers(loose_order=self.loose_order.isChecked(), **flags)

    def read_inputs(self) -> ShootingInput:
        modifiers = self.named_modifiers()
        other = self.other_modifier.value()
        models = self.models.value()
        return ShootingInput(
            shots=self.shots.value(),
            bs=self.bs.value(),
            strength=self.strength.value(),
            toughness=self.toughness.value(),
            wounds=self.wounds.value(),
            save=save_value(self.save),
            ward=save_value(self.ward),
            armour_piercing=self.armour_piercing.isChecked(),
            black_powder=self.black_powder.isChecked(),
            hit_modifier=modifiers.net + other,
            modifiers=modifiers if other == 0 else None,
            models=None if models == NO_UNIT_SIZE else models,
        )

    def write_inputs(self, inputs: ShootingInput) -> None:
        named = inputs.modifiers or HitModifiers()
        for modifier, box in self.flags.items():
            box.setChecked(getattr(named, modifier.value))
        cover = next((c for c in COVERS[1:] if getattr(named, c.value)), None)
        self.covers[cover].setChecked(True)
        self.loose_order.setChecked(named.loose_order)
        self.other_modifier.setValue(inputs.hit_modifier - named.net)
        self.shots.setValue(inputs.shots)
        self.bs.setValue(inputs.bs)
        self.strength.setValue(inputs.strength)
        self.armour_piercing.setChecked(inputs.armour_piercing)
        self.black_powder.setChecked(inputs.black_powder)
        self.toughness.setValue(inputs.toughness)
        self.wounds.setValue(inputs.wounds)
        select_save(self.save, inputs.save)
        select_save(self.ward, inputs.ward)
        self.models.setValue(NO_UNIT_SIZE if inputs.models is None else inputs.models)

    # --- results ---

    def _on_mode(self) -> None:
        for chart in self.charts():
            chart.set_cumulative(self.at_least.isChecked())

    def render(self) -> None:
        result, pinned = self.result, self.pinned
        if result is None:
            return

        def row(label, value, is_probability=True):
            return label, value(result), value(pinned) if pinned else None, is_probability

        self.table.set_rows([
            row(self.tr("To hit, per shot"), lambda r: r.to_hit.probability),
            row(self.tr("Expected unsaved wounds"), lambda r: r.expected_wounds, False),
            row(self.tr("Expected models removed"), lambda r: r.expected_models_removed, False),
            row(self.tr("At least one unsaved wound"), lambda r: r.at_least_one),
            row(self.tr("Weapon lost in this volley (overcharged)"), lambda r: r.weapon_destroyed),
        ])
        pinned_name = self.tr("Pinned")
        self.wounds_chart.set_counts(result.wounds, pinned.wounds if pinned else None, pinned_name)
        self.removed_chart.set_counts(result.models_removed, pinned.models_removed if pinned else None, pinned_name)
        self.modifier_summary.setText(self.modifier_text(result))
        self._render_powder(result)
        self._render_tables(result)
        self.explanation.setText(self.explain(result))

    def modifier_text(self, result: ShootingResult) -> str:
        parts = []
        for step in result.modifiers:
            text = fill(self.tr("%1 %2"), self.modifier_name(step.modifier), signed(step.value))
            if not step.applied:
                text = fill(self.tr("%1 (cancelled: the target is in loose order)"), text)
            parts.append(text)
        other = result.input.hit_modifier - (result.input.modifiers.net if result.input.modifiers else 0)
        if other:
            parts.append(fill(self.tr("other %1"), signed(other)))
        if result.input.modifiers is None:
            parts = [fill(self.tr("net %1 as entered"), signed(result.input.hit_modifier))]
        return fill(
            self.tr("Net to-hit modifier %1 (%2): %3."),
            signed(result.input.hit_modifier),
            "; ".join(parts) if parts else self.tr("none"),
            self.hit_text(result.to_hit),
        )

    def hit_text(self, hit: ToHit) -> str:
        if hit.first_roll is None:
            return self.tr("cannot hit")
        if hit.second_roll is None:
            return roll_text(hit.first_roll)
        return fill(self.tr("6, then %1"), roll_text(hit.second_roll))

    def _render_powder(self, result: ShootingResult) -> None:
        rows, tips = [], []
        for branch in result.branches:
            rolls = "–".join(str(r) for r in (branch.rolls[0], branch.rolls[-1])) if len(branch.rolls) > 1 else (
                str(branch.rolls[0]) if branch.rolls else self.tr("—"))
            save = self.tr("none") if branch.armour.need is None else roll_text(branch.armour.need)
            rows.append([
                rolls, self.powder_name(branch.powder), percent(branch.probability), str(branch.strength),
                yes_no(branch.armour_piercing), roll_text(branch.to_wound.need), save,
                percent(branch.unsaved_per_shot), decimal(branch.expected_wounds), percent(branch.at_least_one),
            ])
            tips.append([
                "", self.powder_tip(branch.powder),
                str(branch.probability), "", "", str(branch.to_wound.probability), str(branch.armour.probability),
                str(branch.unsaved_per_shot), str(branch.expected_wounds), str(branch.at_least_one),
            ])
        self.powder_table.set_cells(rows, tips)
        self.lost_label.setText(
            self.tr("Chance the weapon is lost (overcharged) within K turns of firing, firing once a turn:")
            if result.input.black_powder else self.tr("Without black powder the weapon is never lost.")
        )
        turns = [fill(self.tr("By turn %1"), str(k)) for k in range(1, LOST_WEAPON_TURNS + 1)]
        values = list(result.weapon_lost_within)
        self.lost_table.set_table([self.tr("Lost")], turns, [values], [[percent(v) for v in values]])

    def _render_tables(self, result: ShootingResult) -> None:
        shooting = result.input
        span = range(1, MAX_CHARACTERISTIC + 1)
        cells = to_wound_table()
        self.wound_heat.set_table(
            [fill(self.tr("S%1"), str(s)) for s in span],
            [fill(self.tr("T%1"), str(t)) for t in span],
            [[cell.probability if cell.need is not None else None for cell in row] for row in cells],
            [[roll_text(cell.need) for cell in row] for row in cells],
        )
        self.wound_heat.set_current(shooting.strength - 1, shooting.toughness - 1)
        self.wound_label.setText(
            self.tr("To wound: Strength (rows) against Toughness (columns); the current pair is marked.")
        )
        hits = to_hit_table(shooting.hit_modifier)
        self.hit_heat.set_table(
            [fill(self.tr("BS%1"), str(hit.bs)) for hit in hits],
            [self.tr("Roll needed"), self.tr("Chance")],
            [[hit.probability or None, hit.probability or None] for hit in hits],
            [[self.hit_text(hit), percent(hit.probability)] for hit in hits],
        )
        self.hit_heat.set_current(shooting.bs - 1, 0)
        self.hit_label.setText(
            fill(
                self.tr("To hit by Ballistic Skill at modifier %1 (7+ is a 6 then 4+, 8+ a 6 then 5+, 9+ a 6 then 6)."),
                signed(shooting.hit_modifier),
            )
        )

    def explain(self, result: ShootingResult) -> str:
        lines = [
            self.tr("Every shot rolls to hit, to wound, then the armour save and the ward save; a 1 always misses "
                    "and always fails a save."),
            self.tr("Black powder: one D6 for the whole unit each volley, so every shot of the volley shares "
                    "it. Overcharging adds 2 Strength but never above 10."),
            self.tr("Models removed: wounds go to one model until it dies, so whole models removed are the "
                    "unsaved wounds divided by the Wounds per model, rounded down (never more than the unit, "
                    "when its size is set)."),
            self.tr("Cover does not stack (one of soft, hard or dense jungle). A loose-order target cancels "
                    "only the −1 for skirmishers."),
        ]
        if result.input.modifiers is None:
            lines.append(self.tr("The other to-hit modifier is not named, so a saved scenario keeps only the net "
                                 "modifier."))
        return "\n".join(lines)
