"""The encounter tracker beside the Lustria encounter calculator.

Bookkeeping for a battle, as the players keep it at the table: the D6+6
points both players get and what each has spent, the terrain pieces with the
encounters that stay on them, and each Encounters phase: what must be checked
again at its start, and what the active player starts in it. Every rule
(costs, one new encounter per piece and phase, All is Well, the re-check) is
``companion.model.lustria.battle``'s; this widget shows the Battle and hands
it the player's actions. It is remembered between runs, but it is not part of
a scenario file: a scenario holds one calculation, this holds a battle in
progress.
"""

import json
import random

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.formatting import fill
from companion.gui.widgets.forms import hbox, select_data, set_combo_items, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.model.errors import InputError
from companion.model.lustria.battle import (
    MAX_NAME,
    MAX_PIECES,
    PLAYERS,
    Battle,
    Recheck,
    Refusal,
    battle_from_json,
    battle_to_json,
)
from companion.model.lustria.encounters import (
    ENCOUNTER_POINTS,
    ENCOUNTER_TABLE,
    TERRAIN_COSTS,
    Encounter,
    Terrain,
    encounter_for_total,
)

LOWEST_POINTS = min(ENCOUNTER_POINTS)
POINTS_BONUS = LOWEST_POINTS - 1
"""The +6 of D6+6, read from the model's distribution of encounter points."""
NOT_ROLLED = LOWEST_POINTS - 1
"""The points spin box shows "not rolled" at this value."""
SETTINGS_KEY = "lustria/encounter_tracker"
PLACE = Qt.ItemDataRole.UserRole
"""Tree and list items hold (piece, encounter index or None)."""


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


class EncounterTracker(QWidget):
    """Points, terrain pieces and Encounters phases for both players; emits `show_encounter` (an
    Encounter value) when the player asks for an encounter's odds."""

    show_encounter = Signal(str)

    def __init__(self, settings, dice: random.Random, parent: QWidget | None = None):
        super().__init__(parent)
        self.settings = settings
        self.dice = dice
        self.battle = Battle()
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

        self.phase_group = QGroupBox()
        phase_layout = QVBoxLayout(self.phase_group)
        self.phase_label = WrappedLabel()
        phase_layout.addWidget(self.phase_label)
        phase_form = QFormLayout()
        self.active = QComboBox()
        self.active.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.active.setMinimumContentsLength(10)
        self.active_label = QLabel()
        self.active_label.setBuddy(self.active)
        phase_form.addRow(self.active_label, self.active)
        phase_layout.addLayout(phase_form)
        self.next_phase_button = QPushButton()
        self.next_phase_button.clicked.connect(self.next_phase)
        phase_layout.addWidget(hbox(self.next_phase_button))
        self.recheck_label = WrappedLabel()
        phase_layout.addWidget(self.recheck_label)
        self.rechecks = QListWidget()
        self.rechecks.setWordWrap(True)
        self.rechecks.setMinimumHeight(60)
        self.rechecks.setMaximumHeight(120)
        self.recheck_label.setBuddy(self.rechecks)
        self.rechecks.itemDoubleClicked.connect(self._show_item)
        phase_layout.addWidget(self.rechecks)

        self.terrain_group = QGroupBox()
        terrain_layout = QVBoxLayout(self.terrain_group)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(False)
        self.tree.setMinimumHeight(150)
        self.tree.itemSelectionChanged.connect(self.update_enabled)
        self.tree.itemDoubleClicked.connect(self._show_item)
        terrain_layout.addWidget(self.tree)
        piece_form = QFormLayout()
        self.piece_name = QLineEdit()
        self.piece_name.setMaxLength(MAX_NAME)
        self.piece_kind = QComboBox()
        self.piece_kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.piece_kind.setMinimumContentsLength(10)
        self.piece_labels = [QLabel(), QLabel()]
        for label, buddy in zip(self.piece_labels, (self.piece_name, self.piece_kind), strict=True):
            label.setBuddy(buddy)
            piece_form.addRow(label, buddy)
        terrain_layout.addLayout(piece_form)
        self.add_piece_button = QPushButton()
        self.add_piece_button.clicked.connect(self.add_piece)
        self.piece_name.returnPressed.connect(self.add_piece)
        self.remove_piece_button = QPushButton()
        self.remove_piece_button.clicked.connect(self.remove_piece)
        terrain_layout.addWidget(hbox(self.add_piece_button, self.remove_piece_button))

        self.start_group = QGroupBox()
        start_form = QFormLayout(self.start_group)
        self.encounter = QComboBox()
        # Encounter names are long in Italian ("Nube di Spore dei Funghi Pazzi"): never cut them.
        self.encounter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.encounter_label = QLabel()
        self.encounter_label.setBuddy(self.encounter)
        start_form.addRow(self.encounter_label, self.encounter)
        self.roll_type_button = QPushButton()
        self.roll_type_button.clicked.connect(self.roll_type)
        start_form.addRow("", self.roll_type_button)
        self.type_rolled = WrappedLabel()
        start_form.addRow(self.type_rolled)
        self.pay_button = QPushButton()
        self.pay_button.clicked.connect(self.pay_and_place)
        start_form.addRow(self.pay_button)
        self.pay_reason = WrappedLabel()
        start_form.addRow(self.pay_reason)

        self.selected_group = QGroupBox()
        selected_layout = QVBoxLayout(self.selected_group)
        self.show_button = QPushButton()
        self.show_button.clicked.connect(self.show_selected)
        self.take_back_button = QPushButton()
        self.take_back_button.clicked.connect(self.take_back)
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(self.remove_selected)
        selected_layout.addWidget(hbox(self.show_button, self.take_back_button))
        selected_layout.addWidget(hbox(self.remove_button))
        self.selected_reason = WrappedLabel()
        selected_layout.addWidget(self.selected_reason)
        self.new_battle_button = QPushButton()
        self.new_battle_button.clicked.connect(self.new_battle)
        selected_layout.addWidget(hbox(self.new_battle_button))

        layout = QVBoxLayout(self)
        for group in (self.points_group, self.phase_group, self.terrain_group, self.start_group, self.selected_group):
            layout.addWidget(group)
        layout.addStretch(1)

        self.points.valueChanged.connect(self._points_edited)
        for player, box in self.spent.items():
            box.valueChanged.connect(lambda value, player=player: self._spent_edited(player, value))
        self.active.currentIndexChanged.connect(self._active_edited)
        self.retranslate_ui()
        self.restore()

    # --- words ---

    def player_name(self, player: int) -> str:
        return fill(self.tr("Player %1"), str(player + 1))

    def terrain_text(self, kind: Terrain) -> str:
        cost = TERRAIN_COSTS[kind]
        names = {Terrain.JUNGLE: self.tr("Jungle, costs %1"), Terrain.OTHER: self.tr("Other terrain, costs %1")}
        return fill(names[kind], str(cost))

    def refusal_text(self, refusal: Refusal, player: int) -> str:
        return {
            Refusal.POINTS_NOT_ROLLED: self.tr("Roll the encounter points first."),
            Refusal.NOT_ENOUGH_POINTS: fill(self.tr("%1 has not enough points left."), self.player_name(player)),
            Refusal.PIECE_TOOK_ONE: self.tr("This piece has taken its one new encounter of this phase."),
            Refusal.TOO_MANY: self.tr("The tracker keeps no more here."),
            Refusal.NOT_THIS_PHASE: self.tr("Only an encounter started in this phase can be taken back."),
            Refusal.REMOVAL_USED: self.tr("This All is Well has removed an encounter: it cannot be taken back."),
            Refusal.NO_ALL_IS_WELL: self.tr("Only an All is Well rolled in this phase can remove an encounter."),
            Refusal.PIECE_HAS_ENCOUNTERS: self.tr("Only a piece without encounters can be removed."),
        }[refusal]

    def retranslate_ui(self) -> None:
        self.points_group.setTitle(self.tr("Encounter points"))
        self.points_label.setText(self.tr("P&oints each (D6+6)"))
        self.points_label.setBuddy(self.points)
        self.points.setSpecialValueText(self.tr("not rolled"))
        self.points.setToolTip(self.tr("Rolled once before the battle; both players get this many points."))
        self.roll_points_button.setText(self.tr("Roll D&6+6"))
        for player in PLAYERS:
            self.spent_labels[player].setText(fill(self.tr("%1 spent"), self.player_name(player)))

        self.phase_group.setTitle(self.tr("Encounters phase"))
        self.active_label.setText(self.tr("Active pla&yer"))
        self.active.setToolTip(self.tr("The active player starts encounters in this phase and pays for them."))
        set_combo_items(self.active, [(str(p), self.player_name(p)) for p in PLAYERS])
        self.next_phase_button.setText(self.tr("&Next Encounters phase"))
        self.next_phase_button.setToolTip(self.tr("The other player's turn: every encounter on the table is "
                                                  "checked again at the start of its Encounters phase."))

        self.terrain_group.setTitle(self.tr("Terrain pieces and their encounters"))
        self.tree.setHeaderLabels([self.tr("Terrain piece / encounter"), self.tr("Started by")])
        self.piece_labels[0].setText(self.tr("Terrai&n piece"))
        self.piece_labels[1].setText(self.tr("Terrain &kind"))
        self.piece_name.setPlaceholderText(self.tr("e.g. the temple ruins"))
        set_combo_items(self.piece_kind, [(kind.value, self.terrain_text(kind)) for kind in Terrain])
        self.add_piece_button.setText(self.tr("&Add piece"))
        self.remove_piece_button.setText(self.tr("Remove piece"))

        self.start_group.setTitle(self.tr("Start an encounter on the selected piece"))
        self.encounter_label.setText(self.tr("Encoun&ter"))
        set_combo_items(self.encounter, [(spec.encounter.value, encounter_name(spec.encounter))
                                         for spec in ENCOUNTER_TABLE])
        self.roll_type_button.setText(self.tr("Roll &2D6"))
        self.roll_type_button.setToolTip(self.tr("Rolls the encounter type; or pick what you rolled at the table."))
        self.pay_button.setToolTip(self.tr("The active player pays the piece's cost; a piece takes one new "
                                           "encounter in each Encounters phase."))

        self.selected_group.setTitle(self.tr("Selected encounter"))
        self.show_button.setText(self.tr("Show its odds"))
        self.show_button.setToolTip(self.tr("Opens the encounter in the calculator, to check it against a unit."))
        self.take_back_button.setText(self.tr("Take back"))
        self.take_back_button.setToolTip(self.tr("A mistake in this phase: the encounter goes and its points "
                                                 "come back."))
        self.remove_button.setToolTip(self.tr("All is Well removes one encounter from its own piece, or from "
                                              "any piece for one more point."))
        self.new_battle_button.setText(self.tr("New &battle"))
        self.new_battle_button.setToolTip(self.tr("Forget the points, the terrain pieces and their encounters."))
        self._show_type_roll()
        self._show_points_roll()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # --- selection ---

    def selected(self) -> tuple[int, int | None] | None:
        """(piece, encounter index) of the selected tree row; the index is None for a piece row."""
        items = self.tree.selectedItems()
        return items[0].data(0, PLACE) if items else None

    def select(self, place: tuple[int, int | None] | None) -> None:
        if place is None:
            self.tree.clearSelection()
            return
        piece, index = place
        item = self.tree.topLevelItem(piece)
        if index is not None:
            item = item.child(index)
        self.tree.setCurrentItem(item)

    # --- showing the battle ---

    def refresh(self) -> None:
        battle = self.battle
        with QSignalBlocker(self.points):
            self.points.setValue(NOT_ROLLED if battle.points is None else battle.points)
        for player in PLAYERS:
            with QSignalBlocker(self.spent[player]):
                self.spent[player].setValue(battle.spent[player])
            left = battle.left(player)
            self.remaining[player].setText(self.tr("not rolled yet") if left is None else self.tr("%n left", "", left))
        with QSignalBlocker(self.active):
            select_data(self.active, str(battle.active))
        self.phase_label.setText(fill(self.tr("Encounters phase %1: %2 is the active player."), str(battle.phase),
                                      self.player_name(battle.active)))
        self._show_rechecks(battle.rechecks())
        self._show_tree()
        self.update_enabled()

    def _show_rechecks(self, rechecks: tuple[Recheck, ...]) -> None:
        self.rechecks.clear()
        if not rechecks:
            self.recheck_label.setText(self.tr("Nothing to check again at the start of this phase."))
        else:
            self.recheck_label.setText(self.tr("At the start of this phase, check every encounter again against "
                                               "units of both players in range (double-click for its odds):"))
        for check in rechecks:
            text = fill(self.tr("%1: %2, started by %3"), check.name, encounter_name(check.encounter),
                        self.player_name(check.player))
            if check.overlapping:
                text += " " + self.tr("(quicksands that overlap count once)")
            item = QListWidgetItem(text)
            item.setData(PLACE, (check.piece, check.index))
            self.rechecks.addItem(item)

    def _show_tree(self) -> None:
        with QSignalBlocker(self.tree):
            self._fill_tree()

    def _fill_tree(self) -> None:
        kept = self.selected()
        self.tree.clear()
        for p, piece in enumerate(self.battle.pieces):
            item = QTreeWidgetItem([piece.name, self.terrain_text(piece.kind)])
            item.setData(0, PLACE, (p, None))
            for i, placed in enumerate(piece.encounters):
                started = self.player_name(placed.player)
                if placed.phase == self.battle.phase:
                    started = fill(self.tr("%1, this phase"), started)
                child = QTreeWidgetItem([encounter_name(placed.encounter), started])
                child.setData(0, PLACE, (p, i))
                item.addChild(child)
            self.tree.addTopLevelItem(item)
            item.setExpanded(True)
        if kept is not None and kept[0] < len(self.battle.pieces):
            piece, index = kept
            encounters = self.battle.pieces[piece].encounters
            self.select((piece, index if index is not None and index < len(encounters) else None))

    def update_enabled(self) -> None:
        battle = self.battle
        place = self.selected()
        self.add_piece_button.setEnabled(len(battle.pieces) < MAX_PIECES)
        if place is None:
            self.pay_button.setEnabled(False)
            self.pay_button.setText(self.tr("P&ay and place"))
            self.pay_reason.setText(self.tr("Select a terrain piece (add one above).") if battle.pieces else
                                    self.tr("Add the terrain pieces first."))
            self.remove_piece_button.setEnabled(False)
        else:
            piece = battle.pieces[place[0]]
            refusal = battle.place_refusal(place[0])
            self.pay_button.setEnabled(refusal is None)
            self.pay_button.setText(fill(self.tr("P&ay %1 and place on %2"), str(piece.cost),
                                         piece.name.replace("&", "&&")))
            self.pay_reason.setText("" if refusal is None else self.refusal_text(refusal, battle.active))
            self.remove_piece_button.setEnabled(battle.remove_piece_refusal(place[0]) is None)
        self._update_selected_encounter(place)

    def _update_selected_encounter(self, place: tuple[int, int | None] | None) -> None:
        battle = self.battle
        encounter_row = place is not None and place[1] is not None
        self.show_button.setEnabled(encounter_row)
        self.take_back_button.setEnabled(encounter_row and battle.take_back_refusal(*place) is None)
        removal = battle.removal(*place) if encounter_row else None
        self.remove_button.setEnabled(encounter_row and battle.remove_refusal(*place) is None)
        if removal is None or removal.cost == 0:
            self.remove_button.setText(self.tr("Remove with All is Well"))
        else:
            self.remove_button.setText(fill(self.tr("Remove with All is Well, %1 pays %2"),
                                            self.player_name(removal.player), str(removal.cost)))
        reasons = []
        if encounter_row:
            for refusal in (battle.take_back_refusal(*place), battle.remove_refusal(*place)):
                if refusal is not None:
                    player = removal.player if removal is not None else battle.active
                    reasons.append(self.refusal_text(refusal, player))
        self.selected_reason.setText(" ".join(reasons) if encounter_row else self.tr("Select an encounter in the "
                                                                                      "list of terrain pieces."))

    # --- actions: each one a new Battle from the model, stored before it is shown ---

    def commit(self, battle: Battle) -> None:
        self.battle = battle
        self.store()
        self.refresh()

    def _points_edited(self, value: int) -> None:
        self.commit(self.battle.with_points(None if value == NOT_ROLLED else value))

    def _spent_edited(self, player: int, value: int) -> None:
        self.commit(self.battle.with_spent(player, value))

    def _active_edited(self) -> None:
        self.commit(self.battle.with_active(int(self.active.currentData())))

    def roll_points(self) -> None:
        self.points_roll = self.dice.randint(1, 6)
        self._show_points_roll()
        self.commit(self.battle.with_points(self.points_roll + POINTS_BONUS))

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

    def next_phase(self) -> None:
        self.type_roll = None
        self._show_type_roll()
        self.commit(self.battle.next_phase())

    def add_piece(self) -> None:
        if not self.add_piece_button.isEnabled():
            return
        name = self.piece_name.text().strip() or fill(self.tr("Piece %1"), str(len(self.battle.pieces) + 1))
        self.commit(self.battle.add_piece(name, Terrain(self.piece_kind.currentData())))
        self.piece_name.clear()
        self.select((len(self.battle.pieces) - 1, None))

    def remove_piece(self) -> None:
        place = self.selected()
        if place is not None and self.battle.remove_piece_refusal(place[0]) is None:
            self.tree.clearSelection()
            self.commit(self.battle.remove_piece(place[0]))

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

    def pay_and_place(self) -> None:
        place = self.selected()
        if place is None or self.battle.place_refusal(place[0]) is not None:
            return
        piece = place[0]
        self.type_roll = None
        self._show_type_roll()
        self.commit(self.battle.place(piece, Encounter(self.encounter.currentData())))
        self.select((piece, len(self.battle.pieces[piece].encounters) - 1))

    def _show_item(self, item) -> None:
        place = item.data(0, PLACE) if isinstance(item, QTreeWidgetItem) else item.data(PLACE)
        if place is not None and place[1] is not None:
            self.show_encounter.emit(self.battle.pieces[place[0]].encounters[place[1]].encounter.value)

    def show_selected(self) -> None:
        place = self.selected()
        if place is not None and place[1] is not None:
            self.show_encounter.emit(self.battle.pieces[place[0]].encounters[place[1]].encounter.value)

    def take_back(self) -> None:
        place = self.selected()
        if place is not None and place[1] is not None and self.battle.take_back_refusal(*place) is None:
            self.commit(self.battle.take_back(*place))
            self.select((place[0], None))

    def remove_selected(self) -> None:
        place = self.selected()
        if place is not None and place[1] is not None and self.battle.remove_refusal(*place) is None:
            self.commit(self.battle.remove(*place))
            self.select((place[0], None))

    def new_battle(self) -> None:
        self.points_roll = None
        self.type_roll = None
        self._show_points_roll()
        self._show_type_roll()
        self.tree.clearSelection()
        self.commit(Battle())

    # --- persistence ---

    def store(self) -> None:
        if self.settings is not None:
            self.settings.setValue(SETTINGS_KEY, json.dumps(battle_to_json(self.battle)))

    def restore(self) -> None:
        """A damaged stored tracker is ignored: the tracker starts empty."""
        stored = self.settings.value(SETTINGS_KEY) if self.settings is not None else None
        if not isinstance(stored, str):
            return
        try:
            self.battle = battle_from_json(json.loads(stored))
        except (ValueError, InputError):
            return
        self.refresh()
