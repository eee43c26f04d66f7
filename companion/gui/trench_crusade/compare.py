"""Trench Crusade Compare and Sweep pages.

Compare puts saved loadouts against saved targets (a table and grouped
bars); loadouts and targets come from the Attack page or from built-in
examples, and are kept with the page's inputs. Sweep varies one parameter
of the Attack page's kind of input and draws the chances as curves.
"""

from dataclasses import replace
from fractions import Fraction

from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import fill, percent
from companion.gui.panel import CalculatorPanel
from companion.gui.trench_crusade.charts import GroupedBarChart
from companion.gui.trench_crusade.forms import connect_changed, edition_table
from companion.gui.widgets.accessibility import plain
from companion.gui.widgets.export import ExportableChart
from companion.gui.widgets.forms import FormGroup, hbox, select_data, set_combo_items
from companion.gui.widgets.heat_map import HeatMapTable
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.rows import Column, RowEditor
from companion.model.fields import declared
from companion.model.trench_crusade.attack_input import Attack, Edition
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


NAME_COLUMN = Column("name", "text", "", 0, MAX_NAME, width=150)
LOADOUT_COLUMNS = (NAME_COLUMN, Column("attacks", "int", 1, *declared(Loadout, "attacks").range, width=70))
TARGET_COLUMNS = (NAME_COLUMN,)


class EntryList(QGroupBox):
    """Saved loadouts or targets: the shared row editor (rename in place, remove, reorder), and the
    page's two ways of adding an entry. Each row carries its saved entry under "entry"."""

    def __init__(self, columns, maximum: int, review, parent: QWidget | None = None):
        super().__init__(parent)
        self.source_available = True
        self.rows = RowEditor(columns, 1, maximum, review=review, copy=False)
        self.rows.view.setMinimumHeight(130)
        self.from_attack = QPushButton()
        self.examples = QComboBox()
        self.add_example = QPushButton()
        layout = QVBoxLayout(self)
        layout.addWidget(self.rows)
        layout.addWidget(self.from_attack)
        layout.addWidget(hbox(self.examples, self.add_example))
        self.rows.changed.connect(self.refresh)

    def retranslate_ui(self, title: str, from_attack: str, mnemonic: bool) -> None:
        self.setTitle(title)
        self.rows.view.setAccessibleName(plain(title))
        strip = (lambda text: text) if mnemonic else (lambda text: text.replace("&", ""))
        self.from_attack.setText(from_attack)
        self.add_example.setText(strip(self.tr("Add e&xample")))
        self.examples.setAccessibleName(self.tr("Example to add"))

    def entries(self) -> list:
        """The saved entries in the list's order, under the names the list shows."""
        return [replace(row["entry"], **{key: row[key] for key in row if key != "entry"}) for row in self.rows.rows()]

    def show_entries(self, entries, keys: tuple[str, ...]) -> None:
        current = self.rows.current_row()
        self.rows.set_rows([{"entry": entry} | {key: getattr(entry, key) for key in keys} for entry in entries])
        if entries:
            self.rows.set_current(min(max(current, 0), len(entries) - 1), 0)
        self.refresh()

    def refresh(self) -> None:
        full = self.rows.row_count() >= self.rows.model.max_rows
        self.from_attack.setEnabled(not full and self.source_available)
        self.add_example.setEnabled(not full)


class ComparePanel(CalculatorPanel):

    def __init__(self, calculator, settings, attack_panel=None, parent: QWidget | None = None):
        self.attack_panel = attack_panel
        # A fresh page starts from the built-in examples, named in the user's language.
        super().__init__(calculator, settings, parent)

    # --- form ---

    def build_form(self) -> None:
        self.settings_group = FormGroup()
        self.edition = self.settings_group.add_row(QComboBox())
        self.policy = self.settings_group.add_row(QComboBox())
        self.form_layout.addWidget(self.settings_group)

        self.loadout_box = EntryList(LOADOUT_COLUMNS, MAX_LOADOUTS, lambda row, values: self._review(self.loadout_box,
                                                                                                  row, values))
        self.target_box = EntryList(TARGET_COLUMNS, MAX_TARGETS, lambda row, values: self._review(self.target_box,
                                                                                                row, values))
        for box in (self.loadout_box, self.target_box):
            box.source_available = self.attack_panel is not None
            box.rows.changed.connect(self.inputs_changed)
            self.form_layout.addWidget(box)
        self.loadout_box.from_attack.clicked.connect(self.add_attack_weapon)
        self.target_box.from_attack.clicked.connect(self.add_attack_target)
        self.loadout_box.add_example.clicked.connect(self.add_example_loadout)
        self.target_box.add_example.clicked.connect(self.add_example_target)
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
        self.explanation = WrappedLabel()
        self.results_layout.addWidget(self.explanation)

    def charts(self) -> list[ExportableChart]:
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
            self.policy, self.tr("&BLOOD MARKER policy"),
            self.tr("How each loadout spends the markers its attacks place (see the Sequence page)."))
        self.loadout_box.retranslate_ui(self.tr("Loadouts (rows)"), self.tr("Add the Attack page's &weapon"), True)
        self.loadout_box.rows.set_headers(
            [self.tr("Name"), self.tr("Attacks")],
            ["", self.tr("Attacks this loadout makes in a row: AUTOMATIC(X), CLEAVE(X)…")])
        self.target_box.retranslate_ui(self.tr("Targets (columns)"), self.tr("Add the Attack page's ta&rget"), False)
        self.target_box.rows.set_headers([self.tr("Name")])
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
        self.figure_row.set_label(self.figure, self.tr("F&igure"))
        self.grid.setAccessibleName(self.tr("Loadouts against targets"))
        self.chart.set_axis_titles(self.tr("Target"), self.tr("Probability (%)"))
        self.explanation.setText("\n".join([
            self.tr("Each cell is the loadout's attacks in a row against that target, spending BLOOD MARKERS by "
                    "the chosen policy (a single attack with markers on the target may spend them too)."),
            self.tr("FEAR belongs to the target and counts for melee loadouts. The examples are illustrative "
                    "profiles, not the rulebook's: check them against your weapons."),
        ]))

    # --- list editing ---

    def _review(self, box: EntryList, row: int, values: dict) -> dict | None:
        """A renamed entry keeps its name unless the new one is unique and not empty."""
        name = values["name"].strip()
        entries = box.rows.rows()
        others = {entry["name"] for index, entry in enumerate(entries) if index != row}
        if not name or name in others:
            self.show_status(fill(self.tr("Names must be unique and not empty: kept \"%1\"."), entries[row]["name"]))
            return None
        return values | {"name": name}

    def _append(self, box: EntryList, entry) -> None:
        entries = box.entries()
        if len(entries) >= box.rows.model.max_rows:
            self.show_status(fill(self.tr("A comparison holds at most %1 entries per list."),
                                  str(box.rows.model.max_rows)))
            return
        entry = replace(entry, name=unique_name(entry.name, {e.name for e in entries}))
        box.rows.add_row({"entry": entry} | {column.key: getattr(entry, column.key) for column in box.rows.columns},
                         at=len(entries))

    def add_attack_weapon(self) -> None:
        single = self.attack_panel.read_inputs()
        attack = without_spending(single.attack)
        attack = replace(attack, sources=replace(attack.sources, target_fear=False))
        self._append(self.loadout_box, Loadout(self.tr("Attack page weapon"), attack))

    def add_attack_target(self) -> None:
        single = self.attack_panel.read_inputs()
        named = NamedTarget(self.tr("Attack page target"), single.target, single.attack.sources.target_fear)
        self._append(self.target_box, named)

    def add_example_loadout(self) -> None:
        key = self.loadout_box.examples.currentData()
        self._append(self.loadout_box, replace(EXAMPLE_LOADOUTS[key], name=self.example_loadout_names()[key]))

    def add_example_target(self) -> None:
        key = self.target_box.examples.currentData()
        self._append(self.target_box, replace(EXAMPLE_TARGETS[key], name=self.example_target_names()[key]))

    # --- model input ---

    def read_inputs(self) -> CompareInput:
        return CompareInput(Edition(self.edition.currentData()), tuple(self.loadout_box.entries()),
                            tuple(self.target_box.entries()),
                            Policy(self.policy.currentData()))

    def write_inputs(self, inputs: CompareInput) -> None:
        select_data(self.edition, inputs.edition.value)
        select_data(self.policy, inputs.policy.value)
        self.loadout_box.show_entries(inputs.loadouts, ("name", "attacks"))
        self.target_box.show_entries(inputs.targets, ("name",))

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
