"""The Ringball Throw page: thrower, target, the ordered interceptor line,
Heroic actions and captain abilities; live outcome figures, a stacked bar and
the probability tree.

Which rolls happen and what they need is decided by
``companion.model.ringball.throw``; this page only gathers the inputs and
words the result.
"""

from fractions import Fraction

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QRadioButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import fill, percent, signed
from companion.gui.panel import CalculatorPanel
from companion.gui.ringball.widgets import shoot_spin_box
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import PinButtons, ResultTable
from companion.gui.widgets.rows import Column, RowEditor
from companion.gui.widgets.stacked import Segment, StackedBarChart
from companion.model.fields import declared
from companion.model.ringball.sbg import SHOOT_MAX, SHOOT_MIN
from companion.model.ringball.throw import (
    MAX_INTERCEPTORS,
    Captain,
    Catcher,
    Half,
    Interceptor,
    ModifierReason,
    Outcome,
    Restriction,
    Roller,
    RollNeed,
    ThrowAbility,
    Thrower,
    ThrowEvent,
    ThrowInput,
    ThrowResult,
    TreeNode,
)

OUTCOMES = (Outcome.CAUGHT, Outcome.INTERCEPTED, Outcome.DROPPED, Outcome.AT_TARGET, Outcome.HALFWAY)
OUTCOME_COLORS = {
    Outcome.CAUGHT: QColor("#27ae60"),
    Outcome.INTERCEPTED: QColor("#c0392b"),
    Outcome.DROPPED: QColor("#e67e22"),
    Outcome.AT_TARGET: QColor("#2980b9"),
    Outcome.HALFWAY: QColor("#95a5a6"),
}
NO_MOVE = 0


INTERCEPTOR_COLUMNS = (
    Column("shoot", "int", 4, SHOOT_MIN, SHOOT_MAX, width=64, suffix="+"),
    Column("prone", "check", False, width=110),
    Column("in_combat", "check", False, width=90),
    Column("half", "choice", Half.FIRST.value, width=130),
)


def interceptor_row(interceptor: Interceptor) -> dict:
    return {"shoot": interceptor.shoot, "prone": interceptor.prone, "in_combat": interceptor.in_combat,
            "half": interceptor.half.value}


class ThrowPanel(CalculatorPanel):

    # --- form ---

    def build_form(self) -> None:
        self.thrower_group = FormGroup()
        self.thrower_shoot = self.thrower_group.add_row(shoot_spin_box())
        self.thrower_strength = self.thrower_group.add_row(spin_box(*declared(Thrower, "strength").range, 3))
        self.thrower_move = self.thrower_group.add_row(spin_box(NO_MOVE, declared(Thrower, "move").range[1], 6))
        self.thrower_move.setSuffix("″")
        self.range_label = WrappedLabel(plain=True)
        self.thrower_group.form.addRow(self.range_label)

        self.target_group = FormGroup()
        self.to_point = self.target_group.add_row(QRadioButton())
        self.to_receiver = self.target_group.add_row(QRadioButton())
        self.receiver_shoot = self.target_group.add_row(shoot_spin_box())
        self.target_buttons = QButtonGroup(self)
        for button in (self.to_point, self.to_receiver):
            self.target_buttons.addButton(button)
        self.to_receiver.setChecked(True)

        self.line_group = QGroupBox()
        self.interceptor_list = RowEditor(INTERCEPTOR_COLUMNS, 0, MAX_INTERCEPTORS, choices={"half": self.half_choices})
        QVBoxLayout(self.line_group).addWidget(self.interceptor_list)

        self.heroic_group = FormGroup()
        self.heroic_throw = self.heroic_group.add_row(QCheckBox())
        self.hero = self.heroic_group.add_row(QCheckBox())
        self.hero_shoot = self.heroic_group.add_row(shoot_spin_box())

        self.ability_group = FormGroup()
        self.abilities = {
            None: QRadioButton(),
            ThrowAbility.LIGHT_OF_EARENDIL: QRadioButton(),
            ThrowAbility.UNDERGROUND: QRadioButton(),
            ThrowAbility.EYE_OF_MORDOR: QRadioButton(),
        }
        self.ability_buttons = QButtonGroup(self)
        for button in self.abilities.values():
            self.ability_group.add_row(button)
            self.ability_buttons.addButton(button)
        self.abilities[None].setChecked(True)
        self.captains = {Captain.THROWER: QRadioButton(), Captain.RECEIVER: QRadioButton()}
        self.captain_buttons = QButtonGroup(self)
        captain_row = QWidget()
        captain_layout = QHBoxLayout(captain_row)
        captain_layout.setContentsMargins(24, 0, 0, 0)
        for button in self.captains.values():
            self.captain_buttons.addButton(button)
            captain_layout.addWidget(button)
        captain_layout.addStretch(1)
        self.captains[Captain.THROWER].setChecked(True)
        self.ability_group.form.addRow(captain_row)
        self.winged = self.ability_group.add_row(QCheckBox())

        for group in (self.thrower_group, self.target_group, self.line_group, self.heroic_group, self.ability_group):
            self.form_layout.addWidget(group)
        self.connect_inputs(self.thrower_shoot, self.thrower_strength, self.thrower_move, self.receiver_shoot,
                            self.heroic_throw, self.hero, self.hero_shoot, self.winged)
        for group in (self.target_buttons, self.ability_buttons, self.captain_buttons):
            group.buttonToggled.connect(self._on_choice)
        self.interceptor_list.changed.connect(self.inputs_changed)

    def _on_choice(self, _button: QAbstractButton, checked: bool) -> None:
        if checked:
            self.inputs_changed()

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)
        self.pin_buttons = PinButtons(self)
        self.results_layout.addWidget(self.pin_buttons)
        self.reroll_label = WrappedLabel(plain=True)
        self.results_layout.addWidget(self.reroll_label)
        self.bar_title = QLabel()
        self.outcome_bar = StackedBarChart(horizontal=True, min_height=110)
        self.results_layout.addWidget(self.bar_title)
        self.results_layout.addWidget(self.outcome_bar)
        self.tree_title = QLabel()
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(True)
        self.tree.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.results_layout.addWidget(self.tree_title)
        self.results_layout.addWidget(self.tree)
        self.rolls_label = WrappedLabel(plain=True)
        self.order_label = WrappedLabel(plain=True)
        self.interpretation_label = WrappedLabel(plain=True)
        for label in (self.rolls_label, self.order_label, self.interpretation_label):
            self.results_layout.addWidget(label)
        self.results_layout.addStretch(1)

    def charts(self) -> list[ExportableChart]:
        return [self.outcome_bar]

    # --- words ---

    def retranslate_ui(self) -> None:
        self.thrower_group.setTitle(self.tr("Thrower"))
        self.thrower_group.set_label(self.thrower_shoot, self.tr("&Shoot value"),
                                     self.tr("The throw roll: no penalty for moving."))
        self.thrower_group.set_label(self.thrower_strength, self.tr("Stre&ngth"))
        self.thrower_group.set_label(
            self.thrower_move, self.tr("Class &Move"),
            self.tr("The typical Move of the thrower's class: Hobbits 4″, Dwarves 5″, Men, Elves and Orcs 6″, "
                    "cavalry 10″. The range is Strength + Move."))
        self.thrower_move.setSpecialValueText(self.tr("not given"))
        self.target_group.setTitle(self.tr("Target"))
        self.target_group.set_label(self.to_point, self.tr("A point on the fiel&d"))
        self.target_group.set_label(self.to_receiver, self.tr("A friendly &receiver"),
                                    self.tr("A friendly model not in combat."))
        self.target_group.set_label(self.receiver_shoot, self.tr("Receiver's Sh&oot value"),
                                    self.tr("Its catch roll; automatic after a perfect throw."))
        self.line_group.setTitle(self.tr("Enemy interceptors on the line, in order from the thrower"))
        self.interceptor_list.set_headers(
            [self.tr("Shoot"), self.tr("On the ground"), self.tr("In combat"), self.tr("Half of the line")],
            ["", self.tr("On the ground: −1 to intercept; cannot intercept a Heroic Throw."),
             self.tr("In combat: −1 to intercept."),
             self.tr("After a failed throw the ball lands halfway: only the first half of the line is on its "
                     "trajectory.")])
        self.interceptor_list.set_add_text(self.tr("&Add interceptor"))
        self.interceptor_list.set_empty_text(self.tr("No enemy model on the line."))
        self.interceptor_list.retranslate_ui()
        self.heroic_group.setTitle(self.tr("Heroic actions"))
        self.heroic_group.set_label(
            self.heroic_throw, self.tr("Heroic &Throw"),
            self.tr("Re-roll the throw once, whatever it scored; +D6″ range, interceptors −1, models on the ground "
                    "cannot intercept."))
        self.heroic_group.set_label(
            self.hero, self.tr("Enemy Heroic &Interception"),
            self.tr("An enemy hero within 3″ of the thrower tries to intercept any throw."))
        self.heroic_group.set_label(self.hero_shoot, self.tr("Hero's Shoot value"))
        self.ability_group.setTitle(self.tr("Captain abilities"))
        labels = {
            None: (self.tr("No captain abilit&y"), ""),
            ThrowAbility.LIGHT_OF_EARENDIL: (
                self.tr("&Light of Eärendil (High Elves)"),
                self.tr("Enemy interceptions only on a natural 6, the Winged Creatures' catch included. Not with "
                        "a Heroic Throw.")),
            ThrowAbility.UNDERGROUND: (
                self.tr("&Underground throw (Dwarves)"),
                self.tr("Half the range, rounded up; the throw cannot be intercepted.")),
            ThrowAbility.EYE_OF_MORDOR: (
                self.tr("&Eye of Mordor (+2 Shoot)"),
                self.tr("The captain and the partner of a throw to or from it roll at +2.")),
        }
        for ability, (text, tip) in labels.items():
            self.ability_group.set_label(self.abilities[ability], text, tip)
        self.captains[Captain.THROWER].setText(self.tr("Captain is the thro&wer"))
        self.captains[Captain.RECEIVER].setText(self.tr("Captain is the re&ceiver"))
        self.ability_group.set_label(
            self.winged, self.tr("Enemy Win&ged Creatures (3+)"),
            self.tr("The enemy's Mordor captain picks a point on the trajectory: on a 3+ the ball is caught (on a "
                    "natural 6 only against Light of Eärendil, 4+ against a Heroic Throw)."))

        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Difference"))
        self.bar_title.setText(self.tr("Where the ball ends (the five outcomes add up to 100%)"))
        self.outcome_bar.setAccessibleName(self.tr("Where the ball ends"))
        self.outcome_bar.set_axis_titles(self.tr("Where the ball ends (%)"), "")
        self.tree_title.setText(self.tr("Probability tree"))
        self.tree.setHeaderLabels([self.tr("Step"), self.tr("This step"), self.tr("Whole path"), self.tr("Ends as")])
        self.order_label.setText(self.tr(
            "Order of resolution: 1. Throw roll with the thrower's Shoot value, no movement penalty; a natural 6 "
            "is a perfect throw. 2. Landing point: the target on a success, halfway on a failure (then only the "
            "interceptors on the first half of the line are on the trajectory). 3. Interceptions, one at a time, "
            "the first success taking the ball: the Heroic Interception hero, then the interceptors in list order "
            "from the thrower, then the Winged Creatures. 4. Catch: automatic after a perfect throw, otherwise the "
            "receiver's Shoot roll; a failure drops the ball at the target."))
        self.interpretation_label.setText(self.tr(
            "Interpretations: Interceptions are rolled after a perfect throw too; the perfect throw only makes "
            "the catch automatic. The Heroic Throw lets the hero re-roll the throw whatever it scored (\"può "
            "ripetere il tiro\"), and the re-roll stands (a natural 6 on it is a perfect throw); the calculator "
            "makes the best choice: it always re-rolls a failure, never a natural 6, and a plain success only when "
            "a fresh roll ends as meant (caught, or at the target point) more often. This raises the figures "
            "earlier releases showed for a Heroic Throw to a receiver who catches on 6+ (or on 5+ from a 2+ "
            "thrower): they re-rolled only a failure. The Heroic Interception hero tries first, whatever the landing "
            "point, as it stands within 3″ of the thrower and its rule ignores direction and range. The Winged "
            "Creatures try last: the enemy picks the point just short of the landing point, so its models on the "
            "line try first; theirs is an interception roll, so 3+ becomes 4+ against a Heroic Throw, a natural 6 "
            "against Light of Eärendil (read as \"any attempt of the enemy team to intercept it\", the creatures' "
            "catch included), and impossible against an underground throw. The Eye of Mordor gives +2 "
            "to both the thrower and the receiver, whichever of them is the captain. The underground throw halves "
            "the range (rounded up) before the Heroic Throw's D6 is added."))
        self.update_enabled()

    def half_choices(self) -> list[tuple[str, str]]:
        return [(Half.FIRST.value, self.tr("First half")), (Half.SECOND.value, self.tr("Second half"))]

    def interceptors(self) -> tuple[Interceptor, ...]:
        return tuple(Interceptor(row["shoot"], row["prone"], row["in_combat"], Half(row["half"]))
                     for row in self.interceptor_list.rows())

    def outcome_name(self, outcome: Outcome) -> str:
        return {
            Outcome.CAUGHT: self.tr("Caught by the receiver"),
            Outcome.INTERCEPTED: self.tr("Intercepted"),
            Outcome.DROPPED: self.tr("Dropped at the target"),
            Outcome.AT_TARGET: self.tr("On the ground at the target point"),
            Outcome.HALFWAY: self.tr("On the ground halfway"),
        }[outcome]

    # --- enabling ---

    def update_enabled(self) -> None:
        receiver = self.to_receiver.isChecked()
        self.receiver_shoot.setEnabled(receiver)
        self.hero_shoot.setEnabled(self.hero.isChecked())
        light = self.abilities[ThrowAbility.LIGHT_OF_EARENDIL]
        light.setEnabled(not self.heroic_throw.isChecked())
        self.heroic_throw.setEnabled(not light.isChecked())
        eye = self.abilities[ThrowAbility.EYE_OF_MORDOR].isChecked()
        self.captains[Captain.THROWER].setEnabled(eye)
        self.captains[Captain.RECEIVER].setEnabled(eye and receiver)
        if not receiver and self.captains[Captain.RECEIVER].isChecked():
            with QSignalBlocker(self.captain_buttons):
                self.captains[Captain.THROWER].setChecked(True)

    # --- model input ---

    def read_inputs(self) -> ThrowInput:
        move = self.thrower_move.value()
        ability = next(a for a, button in self.abilities.items() if button.isChecked())
        captain = None
        if ability is ThrowAbility.EYE_OF_MORDOR:
            captain = next(c for c, button in self.captains.items() if button.isChecked())
        return ThrowInput(
            thrower=Thrower(self.thrower_shoot.value(), self.thrower_strength.value(),
                            None if move == NO_MOVE else move),
            receiver=Catcher(self.receiver_shoot.value()) if self.to_receiver.isChecked() else None,
            interceptors=self.interceptors(),
            heroic_throw=self.heroic_throw.isChecked(),
            ability=ability,
            captain=captain,
            heroic_interception=Catcher(self.hero_shoot.value()) if self.hero.isChecked() else None,
            winged_creatures=self.winged.isChecked(),
        )

    def write_inputs(self, inputs: ThrowInput) -> None:
        self.thrower_shoot.setValue(inputs.thrower.shoot)
        self.thrower_strength.setValue(inputs.thrower.strength)
        self.thrower_move.setValue(NO_MOVE if inputs.thrower.move is None else inputs.thrower.move)
        (self.to_point if inputs.receiver is None else self.to_receiver).setChecked(True)
        if inputs.receiver is not None:
            self.receiver_shoot.setValue(inputs.receiver.shoot)
        self.interceptor_list.set_rows([interceptor_row(i) for i in inputs.interceptors])
        self.heroic_throw.setChecked(inputs.heroic_throw)
        self.hero.setChecked(inputs.heroic_interception is not None)
        if inputs.heroic_interception is not None:
            self.hero_shoot.setValue(inputs.heroic_interception.shoot)
        self.abilities[inputs.ability].setChecked(True)
        self.captains[inputs.captain or Captain.THROWER].setChecked(True)
        self.winged.setChecked(inputs.winged_creatures)
        self.update_enabled()

    # --- results ---

    def render(self) -> None:
        result, pinned = self.result, self.pinned
        if result is None:
            return
        self.table.set_rows(self._rows(result, pinned))
        self.outcome_bar.set_data([""], [Segment(self.outcome_name(o), OUTCOME_COLORS[o]) for o in OUTCOMES],
                                  [[_outcome(result, o)] for o in OUTCOMES])
        self._fill_tree(result)
        self.rolls_label.setText(self.tr("Rolls:") + "\n" + "\n".join(self.roll_text(roll) for roll in result.rolls))
        self.range_label.setText(self.range_text(result))
        self.reroll_label.setVisible(result.heroic_reroll is not None)
        self.reroll_label.setText(self.reroll_text(result))

    def reroll_text(self, result: ThrowResult) -> str:
        """Which natural results the hero re-rolls, and why a plain success is kept or not."""
        choice = result.heroic_reroll
        if choice is None:
            return ""
        need = next(roll.need for roll in result.rolls if roll.roller is Roller.THROWER)
        if len(choice.faces) == SHOOT_MAX - 1:
            text = self.tr("Heroic Throw: re-roll every result but a natural 6.")
        else:
            text = fill(self.tr("Heroic Throw: re-roll a natural %1 (a failure), keep %2."),
                        _faces(1, choice.faces[-1]), _faces(need, SHOOT_MAX))
        if need < SHOOT_MAX:
            plain = _faces(need, SHOOT_MAX - 1)
            if any(roll.roller is Roller.RECEIVER for roll in result.rolls):
                template = self.tr("A plain success (%1) is caught %2 of the time; a fresh roll, %3.")
            else:
                template = self.tr("A plain success (%1) ends at the target point %2 of the time; a fresh roll, %3.")
            text += " " + fill(template, plain, percent(choice.keep), percent(choice.reroll))
        return text

    def _rows(self, result: ThrowResult, pinned: ThrowResult | None) -> list:
        def row(label: str, value, pinned_value) -> tuple:
            return label, value, pinned_value, True

        def attempt(values: tuple, index: int):
            return values[index] if index < len(values) else None

        rows = [
            row(self.outcome_name(Outcome.CAUGHT), result.caught, pinned and pinned.caught),
            row(self.tr("Intercepted (all attempts)"), result.intercepted, pinned and pinned.intercepted),
        ]
        by_roller = {(roll.roller, roll.index): roll for roll in result.rolls}
        if result.heroic_interception is not None:
            hero = by_roller[Roller.HEROIC_INTERCEPTION, None]
            rows.append(row(fill(self.tr("    by the Heroic Interception hero (Shoot %1+)"), str(hero.base)),
                            result.heroic_interception, pinned and pinned.heroic_interception))
        for index, value in enumerate(result.interceptors):
            roll = by_roller[Roller.INTERCEPTOR, index]
            label = fill(self.tr("    by interceptor %1 (Shoot %2+)"), str(index + 1), str(roll.base))
            rows.append(row(label, value, attempt(pinned.interceptors, index) if pinned else None))
        if result.winged_creatures is not None:
            rows.append(row(self.tr("    by the Winged Creatures"), result.winged_creatures,
                            pinned and pinned.winged_creatures))
        rows += [
            row(self.tr("Dropped: the receiver fails the catch"), result.dropped, pinned and pinned.dropped),
            row(self.outcome_name(Outcome.AT_TARGET), result.at_target, pinned and pinned.at_target),
            row(self.tr("On the ground halfway (failed throw)"), result.halfway, pinned and pinned.halfway),
            row(self.tr("Perfect throw (natural 6)"), result.perfect, pinned and pinned.perfect),
            row(self.tr("The throw roll succeeds"), result.throw_success, pinned and pinned.throw_success),
        ]
        return [(label, value, None if pinned_value is None else Fraction(pinned_value), p)
                for label, value, pinned_value, p in rows]

    def range_text(self, result: ThrowResult) -> str:
        rng = result.range
        if rng is None:
            return self.tr("Range: give the class Move to see it.")
        halved = self.abilities[ThrowAbility.UNDERGROUND].isChecked()
        if rng.plus_d6:
            text = fill(
                self.tr("Range: %1″ + D6, so %2″ to %3″."), str(rng.inches), str(rng.min_inches), str(rng.max_inches)
            )
        else:
            text = fill(self.tr("Range: up to %1″."), str(rng.inches))
        if halved:
            text += " " + self.tr("(Strength + Move halved, rounded up, for the underground throw.)")
        return text

    def event_name(self, event: ThrowEvent) -> str:
        return {
            ThrowEvent.THROW: self.tr("Throw roll"),
            ThrowEvent.PERFECT: self.tr("Natural 6: perfect throw"),
            ThrowEvent.SUCCESS: self.tr("Success, not a 6: lands at the target"),
            ThrowEvent.FAIL: self.tr("Failure: lands halfway"),
            ThrowEvent.INTERCEPTED: self.tr("Intercepted"),
            ThrowEvent.NOT_INTERCEPTED: self.tr("Not intercepted"),
            ThrowEvent.CAUGHT: self.tr("Caught"),
            ThrowEvent.DROPPED: self.tr("Dropped"),
        }[event]

    def _fill_tree(self, result: ThrowResult) -> None:
        self.tree.clear()
        self._add_node(self.tree.invisibleRootItem(), result.tree)
        self.tree.expandAll()
        rows = self._count_nodes(result.tree)
        row_height = self.tree.sizeHintForRow(0)
        if row_height <= 0:
            row_height = self.tree.fontMetrics().height() + 4
        frame = 2 * self.tree.frameWidth()
        self.tree.setFixedHeight(self.tree.header().sizeHint().height() + rows * row_height + frame + 2)

    def _add_node(self, parent: QTreeWidgetItem, node: TreeNode) -> None:
        outcome = "" if node.outcome is None else self.outcome_name(node.outcome)
        item = QTreeWidgetItem([self.event_name(node.event), percent(node.p), percent(node.p_path), outcome])
        item.setToolTip(1, str(node.p))
        item.setToolTip(2, str(node.p_path))
        for column in (1, 2):
            item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if node.outcome is not None:
            item.setForeground(3, OUTCOME_COLORS[node.outcome].darker(120))
        parent.addChild(item)
        for child in node.children:
            self._add_node(item, child)

    def _count_nodes(self, node: TreeNode) -> int:
        return 1 + sum(self._count_nodes(child) for child in node.children)

    def tree_rows(self) -> list[list[str]]:
        """The tree as the user reads it, depth first: [step, p, p_path, outcome]."""
        rows = []

        def walk(item: QTreeWidgetItem) -> None:
            rows.append([item.text(c) for c in range(4)])
            for index in range(item.childCount()):
                walk(item.child(index))

        for index in range(self.tree.topLevelItemCount()):
            walk(self.tree.topLevelItem(index))
        return rows

    # --- explanation ---

    def roller_name(self, roll: RollNeed) -> str:
        return {
            Roller.THROWER: self.tr("Throw"),
            Roller.RECEIVER: self.tr("Catch"),
            Roller.HEROIC_INTERCEPTION: self.tr("Heroic Interception hero"),
            Roller.WINGED_CREATURES: self.tr("Winged Creatures"),
            Roller.INTERCEPTOR: fill(self.tr("Interceptor %1"), str((roll.index or 0) + 1)),
        }[roll.roller]

    def roll_text(self, roll: RollNeed) -> str:
        reasons = {
            ModifierReason.EYE_OF_MORDOR: self.tr("Eye of Mordor"),
            ModifierReason.PRONE: self.tr("on the ground"),
            ModifierReason.IN_COMBAT: self.tr("in combat"),
            ModifierReason.HEROIC_THROW: self.tr("Heroic Throw"),
        }
        if roll.roller is Roller.WINGED_CREATURES:
            parts = [fill(self.tr("%1+ on a D6"), str(roll.base))]
        else:
            parts = [fill(self.tr("Shoot %1+"), str(roll.base))]
        parts += [f"{signed(m.value)} {reasons[m.reason]}" for m in roll.modifiers]
        restrictions = {
            Restriction.LIGHT_OF_EARENDIL: self.tr("only a natural 6 (Light of Eärendil)"),
            Restriction.UNDERGROUND: self.tr("cannot intercept an underground throw"),
            Restriction.PRONE_VS_HEROIC_THROW: self.tr("on the ground: cannot intercept a Heroic Throw"),
        }
        if roll.restriction is not None:
            outcome = restrictions[roll.restriction]
        elif roll.need == SHOOT_MAX:
            outcome = self.tr("needs a natural 6")
        else:
            outcome = fill(self.tr("needs %1+"), str(roll.need))
        return fill(self.tr("%1: %2 → %3 (%4)"), self.roller_name(roll), ", ".join(parts), outcome, percent(roll.p))


def _outcome(result: ThrowResult, outcome: Outcome) -> Fraction:
    return getattr(result, outcome.value)


def _faces(first: int, last: int) -> str:
    """Natural die results as a range: "3–5", or "5" alone."""
    return str(first) if first == last else f"{first}–{last}"
