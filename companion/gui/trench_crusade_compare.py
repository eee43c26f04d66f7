"""Trench Crusade Compare and Sweep pages.

Compare puts saved loadouts against saved targets (a table and grouped
bars); loadouts and targets come from the Attack page or from built-in
examples, and are kept with the page's inputs. Sweep varies one parameter
of the Attack page's kind of input and draws the chances as curves.
"""

from dataclasses import replace
from fractions import Fraction

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QWidget,
)

from companion.gui.charts import HeatMapTable, LineChart, LineSeries
from companion.gui.formatting import percent
from companion.gui.panel import CalculatorPanel, FormGroup, select_data, set_combo_items, spin_box
from companion.gui.trench_crusade_charts import GroupedBarChart
from companion.gui.trench_crusade_forms import TargetForm, WeaponForm, connect_changed, signed
from companion.model.trench_crusade.attack import MAX_MARKERS, Armour, Attack, Edition, Target, bloodbath_cost_for
from companion.model.trench_crusade.compare import (
    DEFAULT_LOADOUTS,
    DEFAULT_TARGETS,
    EXAMPLE_LOADOUTS,
    EXAMPLE_TARGETS,
    MAX_LOADOUT_ATTACKS,
    MAX_LOADOUTS,
    MAX_NAME,
    MAX_TARGETS,
    CompareInput,
    CompareResult,
    Loadout,
    NamedTarget,
)
from companion.model.trench_crusade.sequence import POLICIES, Policy
from companion.model.trench_crusade.sweep import ARMOUR_ORDER, SweepInput, SweepParameter, SweepResult


def without_spending(attack: Attack) -> Attack:
    """A weapon as saved: what is spent depends on the target, so nothing is."""
    return replace(attack, blood_markers_spent=0, blessing_markers_spent=0, bloodbath=False)


def unique_name(name: str, taken: set[str]) -> str:
    """``name``, or ``name 2``, ``name 3``…: the first one not taken, within the length limit."""
    candidate, number = name[:MAX_NAME], 1
    while candidate in taken:
        number += 1
        suffix = f" {number}"
        candidate = name[:MAX_NAME - len(suffix)] + suffix
    return candidate


class EntryList(QGroupBox):
    """A named, ordered list editor: select, rename, add, remove, move up and down."""

    def __init__(self, maximum: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.maximum = maximum
        self.source_available = True
        self.names: list[str] = []
        self.grid = QGridLayout(self)
        self.list = QListWidget()
        self.list.setMaximumHeight(140)
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name_label = QLabel()
        self.name_label.setBuddy(self.name)
        self.from_attack = QPushButton()
        self.examples = QComboBox()
        self.add_example = QPushButton()
        self.remove = QPushButton()
        self.up = QPushButton()
        self.down = QPushButton()
        self.grid.addWidget(self.list, 0, 0, 1, 3)
        self.grid.addWidget(self.name_label, 1, 0)
        self.grid.addWidget(self.name, 1, 1, 1, 2)
        self.grid.addWidget(self.from_attack, 3, 0, 1, 3)
        self.grid.addWidget(self.examples, 4, 0, 1, 2)
        self.grid.addWidget(self.add_example, 4, 2)
        self.grid.addWidget(self.remove, 5, 0)
        self.grid.addWidget(self.up, 5, 1)
        self.grid.addWidget(self.down, 5, 2)

    def retranslate_ui(self, title: str, from_attack: str, mnemonic: bool) -> None:
        self.setTitle(title)
        strip = (lambda text: text) if mnemonic else (lambda text: text.replace("&", ""))
        self.name_label.setText(strip(self.tr("Na&me")))
        self.from_attack.setText(from_attack)
        self.add_example.setText(strip(self.tr("Add e&xample")))
        self.remove.setText(strip(self.tr("Remo&ve")))
        self.up.setText(self.tr("Up"))
        self.down.setText(self.tr("Down"))

    def show_entries(self, labels: list[str], names: list[str]) -> None:
        self.names = names
        row = self.list.currentRow()
        with QSignalBlocker(self.list):
            self.list.clear()
            self.list.addItems(labels)
            self.list.setCurrentRow(min(max(row, 0), len(labels) - 1))
        self.refresh()

    def refresh(self) -> None:
        row = self.list.currentRow()
        with QSignalBlocker(self.name):
            self.name.setText(self.names[row] if 0 <= row < len(self.names) else "")
        full = len(self.names) >= self.maximum
        self.from_attack.setEnabled(not full and self.source_available)
        self.add_example.setEnabled(not full)
        self.remove.setEnabled(len(self.names) > 1)
        self.up.setEnabled(row > 0)
        self.down.setEnabled(0 <= row < len(self.names) - 1)


class ComparePanel(CalculatorPanel):
    game_id = "trench-crusade"

    def __init__(self, calculator, settings, attack_panel=None, parent: QWidget | None = None):
        self.attack_panel = attack_panel
        self.loadouts: list[Loadout] = []
        self.targets: list[NamedTarget] = []
        # A fresh page starts from the built-in examples, named in the user's language.
        super().__init__(replace(calculator, default=self.translated_default), settings, parent)

    # --- form ---

    def build_form(self) -> None:
        self.settings_group = FormGroup()
        self.edition = self.settings_group.add_row(QComboBox())
        self.policy = self.settings_group.add_row(QComboBox())
        self.form_layout.addWidget(self.settings_group)

        self.loadout_box = EntryList(MAX_LOADOUTS)
        self.attacks = spin_box(1, MAX_LOADOUT_ATTACKS, 1)
        self.attacks_label = QLabel()
        self.attacks_label.setBuddy(self.attacks)
        self.loadout_box.grid.addWidget(self.attacks_label, 2, 0)
        self.loadout_box.grid.addWidget(self.attacks, 2, 1)
        self.target_box = EntryList(MAX_TARGETS)
        for box in (self.loadout_box, self.target_box):
            box.source_available = self.attack_panel is not None
            self.form_layout.addWidget(box)

        self.loadout_box.list.currentRowChanged.connect(self._on_loadout_selected)
        self.target_box.list.currentRowChanged.connect(lambda _: self.target_box.refresh())
        self.loadout_box.name.editingFinished.connect(lambda: self._rename(self.loadout_box, self.loadouts))
        self.target_box.name.editingFinished.connect(lambda: self._rename(self.target_box, self.targets))
        self.attacks.valueChanged.connect(self._on_attacks)
        self.loadout_box.from_attack.clicked.connect(self.add_attack_weapon)
        self.target_box.from_attack.clicked.connect(self.add_attack_target)
        self.loadout_box.add_example.clicked.connect(self.add_example_loadout)
        self.target_box.add_example.clicked.connect(self.add_example_target)
        for box, entries in ((self.loadout_box, self.loadouts), (self.target_box, self.targets)):
            box.remove.clicked.connect(lambda _=False, b=box, e=entries: self._remove(b, e))
            box.up.clicked.connect(lambda _=False, b=box, e=entries: self._move(b, e, -1))
            box.down.clicked.connect(lambda _=False, b=box, e=entries: self._move(b, e, 1))
        connect_changed(self.edition, self.inputs_changed)
        connect_changed(self.policy, self.inputs_changed)

    def build_results(self) -> None:
        self.figure = QComboBox()
        self.figure_row = FormGroup()
        self.figure_row.add_row(self.figure)
        self.results_layout.addWidget(self.figure_row)
        self.figure.currentIndexChanged.connect(self.render)
        self.grid = HeatMapTable()
        self.grid.setMinimumHeight(160)
        self.results_layout.addWidget(self.grid)
        self.chart = GroupedBarChart()
        self.chart.setMinimumHeight(300)
        self.results_layout.addWidget(self.chart, 1)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.results_layout.addWidget(self.explanation)

    def charts(self) -> list:
        return [self.chart]

    # --- words ---

    def example_loadout_names(self) -> dict[str, str]:
        return {
            "rifle": self.tr("Rifle"), "machine_gun": self.tr("Machine Gun"), "flamer": self.tr("Flamer"),
            "anti_material_rifle": self.tr("Anti-Material Rifle"), "sword": self.tr("Sword"),
        }

    def example_target_names(self) -> dict[str, str]:
        return {
            "no_armour": self.tr("No armour"), "standard": self.tr("Standard Armour"),
            "reinforced": self.tr("Reinforced Armour"), "machine": self.tr("Machine Armour"),
        }

    def translated_default(self) -> CompareInput:
        loadout_names, target_names = self.example_loadout_names(), self.example_target_names()
        return CompareInput(
            loadouts=tuple(replace(EXAMPLE_LOADOUTS[key], name=loadout_names[key]) for key in DEFAULT_LOADOUTS),
            targets=tuple(replace(EXAMPLE_TARGETS[key], name=target_names[key]) for key in DEFAULT_TARGETS),
        )

    def retranslate_ui(self) -> None:
        self.settings_group.setTitle(self.tr("Comparison"))
        set_combo_items(self.edition, [("1.0", self.tr("1.0 (rulebook)")), ("1.6.3", self.tr("1.6.3 (playtest)"))])
        self.settings_group.set_label(self.edition, self.tr("&Edition"))
        policy_names = {Policy.NEVER: self.tr("never"), Policy.ALL: self.tr("all"),
                        Policy.BLOODBATH: self.tr("bloodbath"), Policy.OPTIMAL: self.tr("optimal")}
        set_combo_items(self.policy, [(p.value, policy_names[p]) for p in POLICIES])
        self.settings_group.set_label(
            self.policy, self.tr("BLOOD MARKER &policy"),
            self.tr("How each loadout spends the markers its attacks place (see the Sequence page)."))
        self.loadout_box.retranslate_ui(self.tr("Loadouts (rows)"), self.tr("Add the Attack page's &weapon"), True)
        self.attacks_label.setText(self.tr("A&ttacks"))
        self.attacks.setToolTip(self.tr("Attacks this loadout makes in a row: AUTOMATIC(X), CLEAVE(X)…"))
        self.target_box.retranslate_ui(self.tr("Targets (columns)"), self.tr("Add the Attack page's ta&rget"), False)
        names = self.example_loadout_names()
        set_combo_items(self.loadout_box.examples, [(key, names[key]) for key in EXAMPLE_LOADOUTS])
        names = self.example_target_names()
        set_combo_items(self.target_box.examples, [(key, names[key]) for key in EXAMPLE_TARGETS])
        set_combo_items(self.figure, [
            ("out_of_action", self.tr("Out of Action by the end")),
            ("down_or_worse", self.tr("Down or Out of Action at the end")),
            ("down_at_end", self.tr("Down at the end")),
        ])
        self.figure_row.setTitle(self.tr("Shown"))
        self.figure_row.set_label(self.figure, self.tr("&Figure"))
        self.chart.set_axis_titles(self.tr("Target"), self.tr("Probability (%)"))
        self.explanation.setText("\n".join([
            self.tr("Each cell is the loadout's attacks in a row against that target, spending BLOOD MARKERS by "
                    "the chosen policy (a single attack with markers on the target may spend them too)."),
            self.tr("FEAR belongs to the target and counts for melee loadouts. The examples are illustrative "
                    "profiles, not the rulebook's: check them against your weapons."),
        ]))
        self._show_lists()

    def loadout_label(self, loadout: Loadout) -> str:
        if loadout.attacks == 1:
            return loadout.name
        return self.tr("%1 × %2").replace("%1", loadout.name).replace("%2", str(loadout.attacks))

    # --- list editing ---

    def _show_lists(self) -> None:
        self.loadout_box.show_entries([self.loadout_label(entry) for entry in self.loadouts],
                                      [entry.name for entry in self.loadouts])
        self.target_box.show_entries([t.name for t in self.targets], [t.name for t in self.targets])
        self._on_loadout_selected(self.loadout_box.list.currentRow())

    def _on_loadout_selected(self, row: int) -> None:
        self.loadout_box.refresh()
        with QSignalBlocker(self.attacks):
            self.attacks.setValue(self.loadouts[row].attacks if 0 <= row < len(self.loadouts) else 1)

    def _on_attacks(self, value: int) -> None:
        row = self.loadout_box.list.currentRow()
        if 0 <= row < len(self.loadouts):
            self.loadouts[row] = replace(self.loadouts[row], attacks=value)
            self.loadout_box.list.item(row).setText(self.loadout_label(self.loadouts[row]))
            self.inputs_changed()

    def _rename(self, box: EntryList, entries: list) -> None:
        row = box.list.currentRow()
        if not 0 <= row < len(entries):
            return
        name = box.name.text().strip()
        others = {entry.name for index, entry in enumerate(entries) if index != row}
        if not name or name in others:
            self.show_status(self.tr("Names must be unique and not empty: kept \"%1\".").replace("%1", entries[row].name))
            box.refresh()
            return
        if name != entries[row].name:
            entries[row] = replace(entries[row], name=name)
            self._show_lists()
            self.inputs_changed()

    def _append(self, box: EntryList, entries: list, entry) -> None:
        if len(entries) >= box.maximum:
            self.show_status(self.tr("A comparison holds at most %1 entries per list.").replace("%1", str(box.maximum)))
            return
        entries.append(replace(entry, name=unique_name(entry.name, {e.name for e in entries})))
        self._show_lists()
        box.list.setCurrentRow(len(entries) - 1)
        self.inputs_changed()

    def _remove(self, box: EntryList, entries: list) -> None:
        row = box.list.currentRow()
        if len(entries) > 1 and 0 <= row < len(entries):
            del entries[row]
            self._show_lists()
            self.inputs_changed()

    def _move(self, box: EntryList, entries: list, step: int) -> None:
        row = box.list.currentRow()
        other = row + step
        if 0 <= row < len(entries) and 0 <= other < len(entries):
            entries[row], entries[other] = entries[other], entries[row]
            self._show_lists()
            box.list.setCurrentRow(other)
            self.inputs_changed()

    def add_attack_weapon(self) -> None:
        single = self.attack_panel.read_inputs()
        attack = without_spending(single.attack)
        attack = replace(attack, sources=replace(attack.sources, target_fear=False))
        self._append(self.loadout_box, self.loadouts, Loadout(self.tr("Attack page weapon"), attack))

    def add_attack_target(self) -> None:
        single = self.attack_panel.read_inputs()
        named = NamedTarget(self.tr("Attack page target"), single.target, single.attack.sources.target_fear)
        self._append(self.target_box, self.targets, named)

    def add_example_loadout(self) -> None:
        key = self.loadout_box.examples.currentData()
        self._append(self.loadout_box, self.loadouts,
                     replace(EXAMPLE_LOADOUTS[key], name=self.example_loadout_names()[key]))

    def add_example_target(self) -> None:
        key = self.target_box.examples.currentData()
        self._append(self.target_box, self.targets, replace(EXAMPLE_TARGETS[key], name=self.example_target_names()[key]))

    # --- model input ---

    def read_inputs(self) -> CompareInput:
        return CompareInput(Edition(self.edition.currentData()), tuple(self.loadouts), tuple(self.targets),
                            Policy(self.policy.currentData()))

    def write_inputs(self, inputs: CompareInput) -> None:
        select_data(self.edition, inputs.edition.value)
        select_data(self.policy, inputs.policy.value)
        self.loadouts[:] = inputs.loadouts
        self.targets[:] = inputs.targets
        self._show_lists()

    # --- results ---

    def cell_value(self, cell, figure: str) -> Fraction:
        return {
            "out_of_action": cell.out_of_action,
            "down_or_worse": cell.out_of_action + cell.down_at_end,
            "down_at_end": cell.down_at_end,
        }[figure]

    def render(self) -> None:
        result: CompareResult = self.result
        if result is None:
            return
        figure = self.figure.currentData() or "out_of_action"
        values = [[self.cell_value(cell, figure) for cell in row] for row in result.cells]
        texts = [[percent(value, decimals=1) for value in row] for row in values]
        self.grid.set_table(list(result.loadouts), list(result.targets), values, texts)
        self.grid.set_current(None, None)
        self.chart.set_data(list(result.targets), [(name, row) for name, row in zip(result.loadouts, values)])
        self.chart.set_axis_titles(self.tr("Target"), self.figure.currentText() + " (%)")


class SweepPanel(CalculatorPanel):
    """One attack's chances while one parameter varies, the current value marked."""

    game_id = "trench-crusade"

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
        self.markers_spent = self.spend_group.add_row(spin_box(0, MAX_MARKERS))
        self.bloodbath = self.spend_group.add_row(QCheckBox())
        for widget in (self.weapon, self.target, self.spend_group):
            self.form_layout.addWidget(widget)
        self.weapon.changed.connect(self.inputs_changed)
        self.target.changed.connect(self.inputs_changed)
        for widget in (self.parameter, self.markers_spent, self.bloodbath):
            connect_changed(widget, self.inputs_changed)

    def build_results(self) -> None:
        self.build_chart_results(LineChart(), min_height=320)

    def charts(self) -> list:
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
        self.sweep_group.set_label(self.parameter, self.tr("&Vary"))
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
            self.bloodbath, self.tr("&Bloodbath (spend %1 BLOOD MARKERS)").replace("%1", str(cost)),
            self.tr("One extra die kept and summed. Needs 6 BLOOD MARKERS on the target, 3 if it is Down."),
        )
        with QSignalBlocker(self.markers_spent):
            self.markers_spent.setMaximum(max(0, markers - (cost if self.bloodbath.isChecked() else 0)))

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
