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
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QWidget,
)

from companion.gui.formatting import fill, percent
from companion.gui.panel import CalculatorPanel
from companion.gui.trench_crusade.charts import GroupedBarChart
from companion.gui.trench_crusade.forms import connect_changed, edition_table
from companion.gui.widgets.charts import HeatMapTable
from companion.gui.widgets.forms import FormGroup, select_data, set_combo_items, spin_box
from companion.model.fields import declared
from companion.model.trench_crusade.attack import Attack, Edition
from companion.model.trench_crusade.compare import (
    DEFAULT_LOADOUTS,
    DEFAULT_TARGETS,
    EXAMPLE_LOADOUTS,
    EXAMPLE_TARGETS,
    MAX_LOADOUTS,
    MAX_NAME,
    MAX_TARGETS,
    CompareInput,
    CompareResult,
    Loadout,
    NamedTarget,
)
from companion.model.trench_crusade.sequence import POLICIES, Policy


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

    def __init__(self, calculator, settings, attack_panel=None, parent: QWidget | None = None):
        self.attack_panel = attack_panel
        self.loadouts: list[Loadout] = []
        self.targets: list[NamedTarget] = []
        # A fresh page starts from the built-in examples, named in the user's language.
        super().__init__(calculator, settings, parent)

    # --- form ---

    def build_form(self) -> None:
        self.settings_group = FormGroup()
        self.edition = self.settings_group.add_row(QComboBox())
        self.policy = self.settings_group.add_row(QComboBox())
        self.form_layout.addWidget(self.settings_group)

        self.loadout_box = EntryList(MAX_LOADOUTS)
        self.attacks = spin_box(*declared(Loadout, "attacks").range, 1)
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

    def default_inputs(self) -> CompareInput:
        loadout_names, target_names = self.example_loadout_names(), self.example_target_names()
        return CompareInput(
            loadouts=tuple(replace(EXAMPLE_LOADOUTS[key], name=loadout_names[key]) for key in DEFAULT_LOADOUTS),
            targets=tuple(replace(EXAMPLE_TARGETS[key], name=target_names[key]) for key in DEFAULT_TARGETS),
        )

    def retranslate_ui(self) -> None:
        self.settings_group.setTitle(self.tr("Comparison"))
        set_combo_items(self.edition, [("1.0", self.tr("1.0 (rulebook)")), ("1.6.3", self.tr("1.6.3 (playtest)"))])
        self.settings_group.set_label(self.edition, self.tr("&Edition"), edition_table())
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
        return fill(self.tr("%1 × %2"), loadout.name, str(loadout.attacks))

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
            self.show_status(fill(self.tr("Names must be unique and not empty: kept \"%1\"."), entries[row].name))
            box.refresh()
            return
        if name != entries[row].name:
            entries[row] = replace(entries[row], name=name)
            self._show_lists()
            self.inputs_changed()

    def _append(self, box: EntryList, entries: list, entry) -> None:
        if len(entries) >= box.maximum:
            self.show_status(fill(self.tr("A comparison holds at most %1 entries per list."), str(box.maximum)))
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
        self.chart.set_data(list(result.targets), [(name, row) for name, row in zip(result.loadouts, values, strict=True)])
        self.chart.set_axis_titles(self.tr("Target"), self.figure.currentText() + " (%)")


