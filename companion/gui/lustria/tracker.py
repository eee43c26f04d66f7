"""The encounter-points tracker beside the Lustria encounter calculator.

Bookkeeping for a battle: the D6+6 points both players get, what each has
spent (jungle and other terrain cost what the model's TERRAIN_COSTS say) and
the encounters marked on terrain pieces, which keep acting on units that
enter them. It is remembered between runs, but it is not part of a scenario
file: a scenario holds one calculation, this holds a battle in progress.
"""

import json
import random
from dataclasses import asdict, dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.gui.formatting import fill
from companion.gui.widgets.forms import hbox, select_data, set_combo_items, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.model.lustria.encounters import (
    ENCOUNTER_POINTS,
    ENCOUNTER_TABLE,
    REMOVE_ELSEWHERE_EXTRA_COST,
    TERRAIN_COSTS,
    Encounter,
    Terrain,
    encounter_for_total,
)

PLAYERS = (0, 1)
LOWEST_POINTS = min(ENCOUNTER_POINTS)
POINTS_BONUS = LOWEST_POINTS - 1
"""The +6 of D6+6, read from the model's distribution of encounter points."""
NOT_ROLLED = LOWEST_POINTS - 1
"""The points spin box shows "not rolled" at this value."""
SETTINGS_KEY = "lustria/encounter_tracker"


def encounter_name(encounter: Encounter) -> str:
    """Encounter names, shared by the calculator and the tracker."""
    translate = QCoreApplication.translate
    return {
        Encounter.NATIVE_CURSE: translate("LustriaEncounter", "Native Curse"),
        Encounter.MADCAP_FUNGI: translate("LustriaEncounter", "Madcap Fungi Spore Cloud"),
        Encounter.SWARM: translate("LustriaEncounter", "Swarm"),
        Encounter.ALL_IS_WELL: translate("LustriaEncounter", "All is Well"),
        Encounter.CARNIVOROUS_PLANT: translate("LustriaEncounter", "Carnivorous Plant"),
        Encounter.LASHWORM: translate("LustriaEncounter", "Lashworm Attack"),
        Encounter.QUICKSAND: translate("LustriaEncounter", "Quicksand"),
        Encounter.NATIVE_TRAP: translate("LustriaEncounter", "Native Trap"),
    }[encounter]


@dataclass
class MarkedEncounter:
    terrain: str
    kind: str
    encounter: str
    player: int


class EncounterTracker(QWidget):
    """Points and marked encounters for both players; emits `show_encounter`
    (an Encounter value) when the player asks for a marked encounter's odds."""

    show_encounter = Signal(str)

    def __init__(self, settings, dice: random.Random, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.dice = dice
        self.marked: list[MarkedEncounter] = []
        self.points_roll: int | None = None
        self.type_roll: tuple[int, int] | None = None

        self.points_group = QGroupBox()
        points_form = QFormLayout(self.points_group)
        self.roll_points_button = QPushButton()
        self.roll_points_button.clicked.connect(self.roll_points)
        self.points = spin_box(NOT_ROLLED, max(ENCOUNTER_POINTS), NOT_ROLLED)
        self.points_label = QLabel()
        points_form.addRow(self.points_label, hbox(self.points, self.roll_points_button))
        self.points_rolled = WrappedLabel()
        points_form.addRow(self.points_rolled)
        self.spent = {player: spin_box(0, max(ENCOUNTER_POINTS)) for player in PLAYERS}
        self.remaining = {player: QLabel() for player in PLAYERS}
        self.spent_labels = {player: QLabel() for player in PLAYERS}
        for player in PLAYERS:
            self.spent_labels[player].setBuddy(self.spent[player])
            points_form.addRow(self.spent_labels[player], hbox(self.spent[player], self.remaining[player]))

        self.unleash_group = QGroupBox()
        unleash_form = QFormLayout(self.unleash_group)
        self.player = QComboBox()
        self.terrain_name = QLineEdit()
        self.terrain_kind = QComboBox()
        self.encounter = QComboBox()
        for combo in (self.player, self.terrain_kind):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(10)
        # Encounter names are long in Italian ("Nube di Spore dei Funghi Pazzi"): never cut them.
        self.encounter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.roll_type_button = QPushButton()
        self.roll_type_button.clicked.connect(self.roll_type)
        self.unleash_labels = [QLabel() for _ in range(4)]
        buddies = (self.player, self.terrain_name, self.terrain_kind, self.encounter)
        for label, buddy in zip(self.unleash_labels, buddies, strict=True):
            label.setBuddy(buddy)
            unleash_form.addRow(label, buddy)
        unleash_form.addRow("", self.roll_type_button)
        self.type_rolled = WrappedLabel()
        unleash_form.addRow(self.type_rolled)
        self.pay_button = QPushButton()
        self.pay_button.clicked.connect(self.pay_and_mark)
        unleash_form.addRow(self.pay_button)

        self.marked_group = QGroupBox()
        marked_layout = QVBoxLayout(self.marked_group)
        self.marked_table = QTableWidget(0, 3)
        self.marked_table.verticalHeader().hide()
        self.marked_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.marked_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.marked_table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.marked_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.marked_table.setMinimumHeight(120)
        self.marked_table.itemSelectionChanged.connect(self.update_enabled)
        self.marked_table.cellDoubleClicked.connect(lambda *_: self.show_selected())
        marked_layout.addWidget(self.marked_table)
        self.show_button = QPushButton()
        self.show_button.clicked.connect(self.show_selected)
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(lambda: self.remove_selected(paid=False))
        self.remove_paid_button = QPushButton()
        self.remove_paid_button.clicked.connect(lambda: self.remove_selected(paid=True))
        self.new_battle_button = QPushButton()
        self.new_battle_button.clicked.connect(self.new_battle)
        marked_layout.addWidget(hbox(self.show_button, self.remove_button))
        marked_layout.addWidget(hbox(self.remove_paid_button))
        marked_layout.addWidget(hbox(self.new_battle_button))

        layout = QVBoxLayout(self)
        for group in (self.points_group, self.unleash_group, self.marked_group):
            layout.addWidget(group)
        layout.addStretch(1)

        self.points.valueChanged.connect(self.changed)
        for box in self.spent.values():
            box.valueChanged.connect(self.changed)
        self.player.currentIndexChanged.connect(self.update_enabled)
        self.terrain_kind.currentIndexChanged.connect(self.update_enabled)
        self.retranslate_ui()
        self.restore()

    # --- words ---

    def player_name(self, player: int) -> str:
        return fill(self.tr("Player %1"), str(player + 1))

    def terrain_text(self, kind: Terrain) -> str:
        cost = TERRAIN_COSTS[kind]
        names = {Terrain.JUNGLE: self.tr("Jungle, costs %1"), Terrain.OTHER: self.tr("Other terrain, costs %1")}
        return fill(names[kind], str(cost))

    def retranslate_ui(self) -> None:
        self.points_group.setTitle(self.tr("Encounter points"))
        self.points_label.setText(self.tr("P&oints each (D6+6)"))
        self.points_label.setBuddy(self.points)
        self.points.setSpecialValueText(self.tr("not rolled"))
        self.points.setToolTip(self.tr("Rolled once before the battle; both players get this many points."))
        self.roll_points_button.setText(self.tr("Roll D&6+6"))
        for player in PLAYERS:
            self.spent_labels[player].setText(fill(self.tr("%1 spent"), self.player_name(player)))
        self.unleash_group.setTitle(self.tr("Unleash an encounter"))
        texts = (self.tr("Pla&yer"), self.tr("Terrai&n piece"), self.tr("Terrain &kind"), self.tr("Encoun&ter"))
        for label, text in zip(self.unleash_labels, texts, strict=True):
            label.setText(text)
        self.terrain_name.setPlaceholderText(self.tr("e.g. the temple ruins"))
        set_combo_items(self.player, [(str(p), self.player_name(p)) for p in PLAYERS])
        set_combo_items(self.terrain_kind, [(kind.value, self.terrain_text(kind)) for kind in Terrain])
        set_combo_items(self.encounter, [(spec.encounter.value, encounter_name(spec.encounter))
                                         for spec in ENCOUNTER_TABLE])
        self.roll_type_button.setText(self.tr("Roll &2D6"))
        self.roll_type_button.setToolTip(self.tr("Rolls the encounter type; or pick what you rolled at the table."))
        self.pay_button.setText(self.tr("P&ay and mark the encounter"))
        self.pay_button.setToolTip(self.tr("At most one new encounter per terrain piece in each Encounters phase."))
        self.marked_group.setTitle(self.tr("Marked encounters"))
        self.marked_table.setHorizontalHeaderLabels([self.tr("Terrain piece"), self.tr("Encounter"), self.tr("By")])
        self.show_button.setText(self.tr("Show its odds"))
        self.show_button.setToolTip(self.tr("A marked encounter also acts on units that later stand in it."))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("All is Well may remove one encounter from its own terrain piece."))
        self.remove_paid_button.setText(
            fill(self.tr("Remove from another piece, costs %1"), str(REMOVE_ELSEWHERE_EXTRA_COST)))
        self.remove_paid_button.setToolTip(self.tr("All is Well may remove one from any terrain for one more "
                                                   "point, paid by the player chosen above."))
        self.new_battle_button.setText(self.tr("New &battle"))
        self.new_battle_button.setToolTip(self.tr("Forget the points and the marked encounters."))
        self._show_type_roll()
        self._show_points_roll()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- state ---

    def total(self) -> int | None:
        value = self.points.value()
        return None if value == NOT_ROLLED else value

    def left(self, player: int) -> int | None:
        total = self.total()
        return None if total is None else total - self.spent[player].value()

    def current_player(self) -> int:
        return int(self.player.currentData() or 0)

    def current_kind(self) -> Terrain:
        return Terrain(self.terrain_kind.currentData() or Terrain.JUNGLE.value)

    def selected_row(self) -> int | None:
        rows = self.marked_table.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def changed(self) -> None:
        self.refresh()
        self.store()

    def refresh(self) -> None:
        for player in PLAYERS:
            left = self.left(player)
            self.remaining[player].setText(
                self.tr("not rolled yet") if left is None else self.tr("%n left", "", left))
        self.marked_table.setRowCount(len(self.marked))
        for row, mark in enumerate(self.marked):
            cells = [mark.terrain, encounter_name(Encounter(mark.encounter)), self.player_name(mark.player)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(self.terrain_text(Terrain(mark.kind)))
                self.marked_table.setItem(row, column, item)
        self.update_enabled()

    def update_enabled(self) -> None:
        player = self.current_player()
        left = self.left(player)
        self.pay_button.setEnabled(left is not None and left >= TERRAIN_COSTS[self.current_kind()])
        selected = self.selected_row() is not None
        self.show_button.setEnabled(selected)
        self.remove_button.setEnabled(selected)
        self.remove_paid_button.setEnabled(selected and left is not None and left >= REMOVE_ELSEWHERE_EXTRA_COST)

    # --- actions ---

    def roll_points(self) -> None:
        self.points_roll = self.dice.randint(1, 6)
        self.points.setValue(self.points_roll + POINTS_BONUS)
        self._show_points_roll()

    def _show_points_roll(self) -> None:
        if self.points_roll is None:
            self.points_rolled.setText("")
            return
        self.points_rolled.setText(
            fill(
                self.tr("Rolled %1 + %2 = %3 points for each player."),
                str(self.points_roll),
                str(POINTS_BONUS),
                str(self.points_roll + POINTS_BONUS),
            )
        )

    def roll_type(self) -> None:
        self.type_roll = (self.dice.randint(1, 6), self.dice.randint(1, 6))
        select_data(self.encounter, encounter_for_total(sum(self.type_roll)).value)
        self._show_type_roll()

    def _show_type_roll(self) -> None:
        if self.type_roll is None:
            self.type_rolled.setText("")
            return
        first, second = self.type_roll
        encounter = encounter_for_total(first + second)
        self.type_rolled.setText(
            fill(
                self.tr("Rolled %1 + %2 = %3: %4."), str(first), str(second), str(first + second), encounter_name(encounter)
            )
        )

    def pay_and_mark(self) -> None:
        player, kind = self.current_player(), self.current_kind()
        name = self.terrain_name.text().strip() or fill(self.tr("Piece %1"), str(len(self.marked) + 1))
        self.marked.append(MarkedEncounter(name, kind.value, self.encounter.currentData(), player))
        self.spent[player].setValue(self.spent[player].value() + TERRAIN_COSTS[kind])
        self.terrain_name.clear()
        self.type_roll = None
        self._show_type_roll()
        self.changed()

    def show_selected(self) -> None:
        row = self.selected_row()
        if row is not None:
            self.show_encounter.emit(self.marked[row].encounter)

    def remove_selected(self, paid: bool) -> None:
        row = self.selected_row()
        if row is None:
            return
        del self.marked[row]
        if paid:
            player = self.current_player()
            self.spent[player].setValue(self.spent[player].value() + REMOVE_ELSEWHERE_EXTRA_COST)
        self.changed()

    def new_battle(self) -> None:
        self.marked.clear()
        self.points_roll = None
        self.points.setValue(NOT_ROLLED)
        for box in self.spent.values():
            box.setValue(0)
        self._show_points_roll()
        self.changed()

    # --- persistence ---

    def store(self) -> None:
        if self.settings is None:
            return
        state = {"points": self.points.value(), "spent": [self.spent[p].value() for p in PLAYERS],
                 "marked": [asdict(mark) for mark in self.marked]}
        self.settings.setValue(SETTINGS_KEY, json.dumps(state))

    def restore(self) -> None:
        """A damaged or stale stored tracker is ignored: the tracker starts empty."""
        stored = self.settings.value(SETTINGS_KEY) if self.settings is not None else None
        if not isinstance(stored, str):
            return
        try:
            state = json.loads(stored)
            marked = [MarkedEncounter(str(m["terrain"]), Terrain(m["kind"]).value, Encounter(m["encounter"]).value,
                                      int(m["player"]) % len(PLAYERS)) for m in state["marked"]]
            points, spent = int(state["points"]), [int(v) for v in state["spent"]]
        except (ValueError, KeyError, TypeError):
            return
        self.marked = marked
        self.points.setValue(points)
        for player, value in zip(PLAYERS, spent, strict=True):
            self.spent[player].setValue(value)
        self.refresh()
