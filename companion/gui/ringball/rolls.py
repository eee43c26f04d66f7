"""The Middle-earth SBG rolls the ball rules lean on: the wound chart (the
Heroic Tackle's hit), Courage tests, picking the ball up and keeping it when
knocked down. Four small calculators share one page; each is a full
CalculatorPanel, so it saves, opens, pins and remembers its inputs on its own.
"""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import fill
from companion.gui.panel import CalculatorPanel
from companion.gui.ringball.widgets import shoot_spin_box
from companion.gui.widgets.charts import HeatMapTable
from companion.gui.widgets.forms import LabelledForm, select_data, set_combo_items, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import ResultTable
from companion.model.fields import declared
from companion.model.ringball import CALCULATORS
from companion.model.ringball.rolls import (
    ALWAYS_LOST,
    CourageInput,
    KeepInput,
    LossCause,
    PickupInput,
    WoundInput,
    WoundResult,
)
from companion.model.ringball.sbg import STAT_MAX, STAT_MIN, CourageDice, WoundNeed

HEAT_ROW_HEIGHT = 27
RESULT_CHARACTERS = 42


class RollPanel(CalculatorPanel):
    """A small calculator: its inputs in one untitled form, results beside it.

    The results keep a width that fits their labels at the current text size;
    when the page is too narrow for that, the page scrolls instead of squeezing
    the figures out of sight."""

    scrolls_itself = False

    def __init__(self, calculator, settings, parent: QWidget | None = None):
        super().__init__(calculator, settings, parent)
        for index in range(self.splitter.count()):
            self.splitter.widget(index).setFrameShape(QFrame.Shape.NoFrame)
        self.fit_to_font()

    def fit_to_font(self) -> None:
        self.splitter.widget(1).setMinimumWidth(self.results_min_width())

    def results_min_width(self) -> int:
        return self.fontMetrics().averageCharWidth() * RESULT_CHARACTERS

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.fit_to_font()

    def build_form(self) -> None:
        self.form = LabelledForm()
        self.form_layout.addLayout(self.form)
        self.build_fields()

    def build_fields(self) -> None:
        raise NotImplementedError

    def build_results(self) -> None:
        self.table = ResultTable()
        self.note = WrappedLabel(plain=True)
        self.results_layout.addWidget(self.table)
        self.results_layout.addWidget(self.note)
        self.build_more_results()
        self.results_layout.addStretch(1)

    def build_more_results(self) -> None:
        """Widgets shown below the headline figures, if a calculator has any."""

    def retranslate_ui(self) -> None:
        self.table.set_headers(self.tr("Result"), self.tr("Now"), self.tr("Pinned"), self.tr("Difference"))
        self.retranslate_fields()

    def retranslate_fields(self) -> None:
        raise NotImplementedError

    def headline(self, rows: list[tuple[str, object]]) -> None:
        """Show (label, Fraction) rows, with the pinned result's if any."""
        self.table.set_rows([(label, value, pinned, True) for label, value, pinned in rows])


class WoundPanel(RollPanel):
    """The chart needs the width, so its two inputs sit above it."""

    always_stacked = True

    def fit_to_font(self) -> None:
        cell = self.heat_map.fontMetrics().horizontalAdvance("6/4+") + 16
        self.heat_map.setMinimumWidth(cell * (STAT_MAX - STAT_MIN + 1) + 2 * cell // 3)
        self.splitter.widget(1).setMinimumWidth(self.heat_map.minimumWidth() + 24)
        self.splitter.widget(0).setFixedHeight(self.form_area.sizeHint().height())

    def build_fields(self) -> None:
        self.strength = self.form.add_row(spin_box(*declared(WoundInput, "strength").range, 3))
        self.defence = self.form.add_row(spin_box(*declared(WoundInput, "defence").range, 5))
        self.connect_inputs(self.strength, self.defence)

    def build_more_results(self) -> None:
        self.heat_map = HeatMapTable()
        self.heat_map.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.heat_map.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chart_title = QLabel()
        self.tackle_note = WrappedLabel(plain=True)
        self.results_layout.addWidget(self.chart_title)
        self.results_layout.addWidget(self.heat_map)
        self.results_layout.addWidget(self.tackle_note)

    def retranslate_fields(self) -> None:
        self.form.set_label(self.strength, self.tr("&Strength of the hit"))
        self.form.set_label(self.defence, self.tr("&Defence of the target"))
        self.chart_title.setText(self.tr("Wound chart: rows Strength, columns Defence"))
        self.tackle_note.setText(self.tr(
            "The Heroic Tackle's hit uses this chart at the hero's Strength against the carrier's Defence; the hit "
            "always lands. “6/4+” means a 6, then 4+ on a second die; “–” cannot wound."))

    def read_inputs(self) -> WoundInput:
        return WoundInput(self.strength.value(), self.defence.value())

    def write_inputs(self, inputs: WoundInput) -> None:
        self.strength.setValue(inputs.strength)
        self.defence.setValue(inputs.defence)

    def need_text(self, need: WoundNeed | None) -> str:
        if need is None:
            return "–"
        return f"{need.first}+" if need.then is None else f"{need.first}/{need.then}+"

    def render(self) -> None:
        result: WoundResult = self.result
        if result is None:
            return
        self.headline([(self.tr("Wounds"), result.wound, self.pinned and self.pinned.wound)])
        if result.need is None:
            self.note.setText(self.tr("Cannot wound: Defence is 8 or more above Strength."))
        elif result.need.then is None:
            self.note.setText(fill(self.tr("Needs %1+ on a D6."), str(result.need.first)))
        else:
            self.note.setText(
                fill(self.tr("Needs a %1, then %2+ on a second D6."), str(result.need.first), str(result.need.then))
            )
        labels = [str(value) for value in range(STAT_MIN, STAT_MAX + 1)]
        values = [[None if need is None else need.p for need in row] for row in result.chart]
        texts = [[self.need_text(need) for need in row] for row in result.chart]
        # The current cell is set before the table: set_table repaints every
        # cell, while set_current alone would leave the old cell highlighted.
        self.heat_map.set_current(self.strength.value() - STAT_MIN, self.defence.value() - STAT_MIN)
        self.heat_map.set_table(labels, labels, values, texts)
        header = self.heat_map.horizontalHeader().sizeHint().height()
        self.heat_map.setFixedHeight(header + HEAT_ROW_HEIGHT * len(labels) + 4)


class CouragePanel(RollPanel):
    def build_fields(self) -> None:
        self.courage = self.form.add_row(spin_box(*declared(CourageInput, "courage").range, 3))
        self.dice = self.form.add_row(QComboBox())
        self.connect_inputs(self.courage, self.dice)

    def retranslate_fields(self) -> None:
        self.form.set_label(self.courage, self.tr("&Courage"))
        self.form.set_label(self.dice, self.tr("D&ice"), self.tr("The Touch of the Palantír and the Wall of the Bruinen "
                                                            "roll 3 dice and discard the highest."))
        set_combo_items(self.dice, [(CourageDice.TWO.value, self.tr("2D6")),
                                    (CourageDice.THREE_DISCARD_HIGHEST.value, self.tr("3 dice, discard the highest"))])

    def read_inputs(self) -> CourageInput:
        return CourageInput(self.courage.value(), CourageDice(self.dice.currentData()))

    def write_inputs(self, inputs: CourageInput) -> None:
        self.courage.setValue(inputs.courage)
        select_data(self.dice, inputs.dice.value)

    def render(self) -> None:
        result, pinned = self.result, self.pinned
        if result is None:
            return
        self.headline([(self.tr("Passes"), result.passed, pinned and pinned.passed),
                       (self.tr("Fails"), 1 - result.passed, pinned and 1 - pinned.passed)])
        self.note.setText(fill(self.tr("Dice + Courage ≥ 10: the dice must total %1 or more."), str(result.total_needed)))


class PickupPanel(RollPanel):
    def build_fields(self) -> None:
        self.shoot = self.form.add_row(shoot_spin_box())
        self.eye = self.form.add_row(QCheckBox())
        self.courage_first = self.form.add_row(QCheckBox())
        self.courage = self.form.add_row(spin_box(*declared(PickupInput, "courage_first").range, 3))
        self.connect_inputs(self.shoot, self.eye, self.courage_first, self.courage)

    def retranslate_fields(self) -> None:
        self.form.set_label(self.shoot, self.tr("Shoot &value"))
        self.form.set_label(self.eye, self.tr("&Eye of Mordor captain (+2)"))
        self.form.set_label(self.courage_first, self.tr("After an enemy &Light of Eärendil throw"),
                       self.tr("The model must first pass a Courage test, else it steps back 1″."))
        self.form.set_label(self.courage, self.tr("Co&urage"))

    def update_enabled(self) -> None:
        self.courage.setEnabled(self.courage_first.isChecked())

    def read_inputs(self) -> PickupInput:
        courage = self.courage.value() if self.courage_first.isChecked() else None
        return PickupInput(self.shoot.value(), self.eye.isChecked(), courage)

    def write_inputs(self, inputs: PickupInput) -> None:
        self.shoot.setValue(inputs.shoot)
        self.eye.setChecked(inputs.eye_of_mordor)
        self.courage_first.setChecked(inputs.courage_first is not None)
        if inputs.courage_first is not None:
            self.courage.setValue(inputs.courage_first)
        self.update_enabled()

    def render(self) -> None:
        result, pinned = self.result, self.pinned
        if result is None:
            return
        rows = [(self.tr("Picks the ball up"), result.pick_up, pinned and pinned.pick_up),
                (self.tr("The ball bounces 1″"), result.bounce, pinned and pinned.bounce)]
        if result.courage_pass is not None:
            rows += [(self.tr("Steps back 1″, the ball stays"), result.steps_back, pinned and pinned.steps_back),
                     (self.tr("Passes the Courage test first"), result.courage_pass, pinned and pinned.courage_pass)]
        self.headline(rows)
        note = fill(self.tr("The Shoot roll needs %1+."), str(result.shoot_need))
        if result.courage_pass is not None:
            note += " " + self.tr(
                "A failed Courage test makes the model step back 1″ and the ball stays where it is; only a failed "
                "pick-up roll bounces it. (Earlier releases counted a failed Courage test as a bounce too.)")
        self.note.setText(note)


class KeepBallPanel(RollPanel):
    def build_fields(self) -> None:
        self.cause = self.form.add_row(QComboBox())
        self.courage = self.form.add_row(spin_box(*declared(KeepInput, "courage").range, 3))
        self.eye = self.form.add_row(QCheckBox())
        self.connect_inputs(self.cause, self.courage, self.eye)

    def retranslate_fields(self) -> None:
        set_combo_items(self.cause, [
            (LossCause.KNOCKED_DOWN.value, self.tr("Knocked down")),
            (LossCause.KILLED.value, self.tr("Killed")),
            (LossCause.DISMOUNTED.value, self.tr("Dismounted")),
            (LossCause.FELL.value, self.tr("Fell while climbing or jumping")),
            (LossCause.WALL_OF_THE_BRUINEN.value, self.tr("Wall of the Bruinen")),
            (LossCause.TOUCH_OF_THE_PALANTIR.value, self.tr("Touch of the Palantír")),
        ])
        self.form.set_label(self.cause, self.tr("C&ause"))
        self.form.set_label(self.courage, self.tr("Carrier's C&ourage"))
        self.form.set_label(self.eye, self.tr("E&ye of Mordor (+3 Courage)"))

    def update_enabled(self) -> None:
        tested = LossCause(self.cause.currentData()) not in ALWAYS_LOST
        self.courage.setEnabled(tested)
        self.eye.setEnabled(tested)

    def read_inputs(self) -> KeepInput:
        return KeepInput(self.courage.value(), LossCause(self.cause.currentData()), self.eye.isChecked())

    def write_inputs(self, inputs: KeepInput) -> None:
        select_data(self.cause, inputs.cause.value)
        self.courage.setValue(inputs.courage)
        self.eye.setChecked(inputs.eye_of_mordor)
        self.update_enabled()

    def render(self) -> None:
        result, pinned = self.result, self.pinned
        if result is None:
            return
        rows = [(self.tr("Keeps the ball"), result.keep, pinned and pinned.keep),
                (self.tr("Loses the ball"), 1 - result.keep, pinned and 1 - pinned.keep)]
        split, pinned_split = result.palantir, pinned and pinned.palantir
        if split is not None:
            rows += [
                (self.tr("    drops it (1–2)"), split.drop, pinned_split and pinned_split.drop),
                (self.tr("    S1 hit, random D6″ throw (3–4)"), split.random_throw,
                 pinned_split and pinned_split.random_throw),
                (self.tr("    opponent throws it, S2 hit (5–6)"), split.opponent_throws,
                 pinned_split and pinned_split.opponent_throws),
            ]
        self.headline(rows)
        cause = LossCause(self.cause.currentData())
        notes = {
            LossCause.KNOCKED_DOWN: self.tr("A Courage test (2D6 + Courage ≥ 10), rolled even where the model "
                                            "would normally pass automatically; a failure bounces the ball D3″."),
            LossCause.WALL_OF_THE_BRUINEN: self.tr("The carrier tests Courage with 3 dice, discarding the highest."),
            LossCause.TOUCH_OF_THE_PALANTIR: self.tr(
                "Courage with 3 dice, discarding the highest. Interpretation: a carrier who passes keeps the ball "
                "(at half Move and −1 to throw)."),
        }
        self.note.setText(notes.get(cause, self.tr("The ball always bounces D3″.")))


class RollsPage(QWidget):
    """The four roll calculators. File ▸ Save and Reset act on the one last
    used (the one holding the keyboard focus, or last opened from a file)."""

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.wound_panel = WoundPanel(CALCULATORS["wound"], settings)
        self.courage_panel = CouragePanel(CALCULATORS["courage"], settings)
        self.pickup_panel = PickupPanel(CALCULATORS["pickup"], settings)
        self.keep_panel = KeepBallPanel(CALCULATORS["keep_ball"], settings)
        self.panels = [self.wound_panel, self.courage_panel, self.pickup_panel, self.keep_panel]
        self.active_panel: CalculatorPanel = self.wound_panel
        self.boxes = []
        for panel in self.panels:
            box = QGroupBox()
            QVBoxLayout(box).addWidget(panel)
            self.boxes.append(box)
        self.hint = WrappedLabel(plain=True)
        content = QWidget()
        column = QVBoxLayout(content)  # one above the other, each as tall as it needs: the page scrolls
        column.addWidget(self.hint)
        for box in self.boxes:
            column.addWidget(box)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        QApplication.instance().focusChanged.connect(self._on_focus)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        titles = [self.tr("Wound chart (the Heroic Tackle's hit)"), self.tr("Courage test"),
                  self.tr("Picking up the ball"), self.tr("Keeping the ball when the carrier goes down")]
        for box, title in zip(self.boxes, titles, strict=True):
            box.setTitle(title)
        self.hint.setText(self.tr("File ▸ Save scenario and View ▸ Reset this form act on the calculator you used "
                                  "last on this page."))

    def activate(self, panel: CalculatorPanel) -> None:
        """Make `panel` the one File and Reset act on, and give it the focus
        (showing the page gives the focus back to the last control used)."""
        first = next((widget for widget in panel.form_area.findChildren(QWidget)
                      if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isEnabled()), None)
        if first is not None:
            first.setFocus()
        self.active_panel = panel

    def _on_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        for panel in self.panels:
            if new is not None and panel.isAncestorOf(new):
                self.active_panel = panel

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
