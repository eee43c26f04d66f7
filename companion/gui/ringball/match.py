"""The Ringball match tracker: a game at the table, event by event.

The page holds the two sides' setup and the list of events; the model's
``Match`` replays them into the score, model counts, throws and captain
abilities, and refuses what the rules do not allow. Being a CalculatorPanel
on the "match" calculator, a match is saved and opened through File like any
scenario and survives a restart.
"""

import csv

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
)

from companion.formatting import fill
from companion.gui.errors import describe
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.forms import set_combo_items, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.tables import FittedTable
from companion.model.errors import InputError
from companion.model.fields import declared
from companion.model.ringball.tracker import (
    SIDES,
    AbilityKind,
    CaptainAbility,
    Event,
    EventKind,
    LogEntry,
    Match,
    MatchState,
    SideSetup,
)

SCORE_ROWS = ("total", "steals", "ball_in_zone", "carrier_in_zone", "broken_bonus", "models", "broken",
              "below_quarter", "thrown", "offensive", "defensive")
WARNING_COLOR = QColor("#f5b7b1")


class _SideControls:
    """One side's setup fields and event buttons."""

    def __init__(self, panel: "MatchPanel", side: int):
        self.group = QGroupBox()
        self.name = QLineEdit()
        self.name.setMaxLength(declared(SideSetup, "name").max_len)
        self.models = spin_box(*declared(SideSetup, "models").range, 12)
        self.name_label, self.models_label = QLabel(), QLabel()
        self.name_label.setBuddy(self.name)
        self.models_label.setBuddy(self.models)
        self.steal = QPushButton()
        self.ball_in_zone = QPushButton()
        self.carrier_in_zone = QPushButton()
        self.throw = QPushButton()
        self.lost_count = spin_box(*declared(Event, "count").range, 1)
        self.lost_button = QPushButton()
        self.ability = QComboBox()
        self.ability_button = QPushButton()
        grid = QGridLayout(self.group)
        grid.addWidget(self.name_label, 0, 0)
        grid.addWidget(self.name, 0, 1, 1, 2)
        grid.addWidget(self.models_label, 1, 0)
        grid.addWidget(self.models, 1, 1)
        for row, button in enumerate((self.steal, self.ball_in_zone, self.carrier_in_zone, self.throw), start=2):
            grid.addWidget(button, row, 0, 1, 3)
        grid.addWidget(self.lost_count, 6, 0)
        grid.addWidget(self.lost_button, 6, 1, 1, 2)
        grid.addWidget(self.ability, 7, 0, 1, 2)
        grid.addWidget(self.ability_button, 7, 2)
        grid.setColumnStretch(1, 1)

        self.name.textChanged.connect(panel.inputs_changed)
        self.models.valueChanged.connect(panel.inputs_changed)
        for button, kind in ((self.steal, EventKind.STEAL), (self.ball_in_zone, EventKind.BALL_IN_ZONE),
                             (self.carrier_in_zone, EventKind.CARRIER_IN_ZONE), (self.throw, EventKind.THROW)):
            button.clicked.connect(lambda _=False, k=kind: panel.record(Event(k, side)))
        self.lost_button.clicked.connect(
            lambda: panel.record(Event(EventKind.MODELS_LOST, side, count=self.lost_count.value())))
        self.ability_button.clicked.connect(
            lambda: panel.record(Event(EventKind.CAPTAIN_ABILITY, side,
                                       ability=CaptainAbility(self.ability.currentData()))))


class MatchPanel(CalculatorPanel):

    # --- form ---

    def build_form(self) -> None:
        self.events: tuple[Event, ...] = ()
        self.sides = [_SideControls(self, side) for side in SIDES]
        for controls in self.sides:
            self.form_layout.addWidget(controls.group)
        self.turn_group = QGroupBox()
        turn_layout = QHBoxLayout(self.turn_group)
        self.end_turn = QPushButton()
        self.end_game = QPushButton()
        self.end_turn.clicked.connect(lambda: self.record(Event(EventKind.END_TURN)))
        self.end_game.clicked.connect(lambda: self.record(Event(EventKind.END_GAME)))
        turn_layout.addWidget(self.end_turn)
        turn_layout.addWidget(self.end_game)
        turn_layout.addStretch(1)
        self.form_layout.addWidget(self.turn_group)
        self.rules_label = WrappedLabel(plain=True)
        self.form_layout.addWidget(self.rules_label)

    def build_results(self) -> None:
        self.headline = WrappedLabel()
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.headline.setFont(font)
        self.end_warning = WrappedLabel(plain=True)
        self.end_warning.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.scoreboard = FittedTable(2, stretch=SIDES, text_columns=(), centred_columns=SIDES, row_headers=True,
                                      rows=len(SCORE_ROWS))
        self.log_title = QLabel()
        self.log = QListWidget()
        self.log.setMinimumHeight(140)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        self.undo_shortcut = QShortcut(QKeySequence.StandardKey.Undo, self)
        self.undo_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.undo_shortcut.activated.connect(self.undo)
        for widget in (self.headline, self.end_warning, self.scoreboard, self.log_title):
            self.results_layout.addWidget(widget)
        self.results_layout.addWidget(self.log, 1)
        undo_row = QHBoxLayout()
        undo_row.addWidget(self.undo_button)
        undo_row.addStretch(1)
        self.results_layout.addLayout(undo_row)

    # --- words ---

    def retranslate_ui(self) -> None:
        for side, controls in zip(SIDES, self.sides, strict=True):
            controls.group.setTitle(fill(self.tr("Side %1"), str(side + 1)))
            controls.name_label.setText(self.tr("Name") if side else self.tr("&Name"))
            controls.name.setPlaceholderText(fill(self.tr("Side %1"), str(side + 1)))
            controls.models_label.setText(self.tr("Starting models") if side else self.tr("&Starting models"))
            controls.steal.setText(self.tr("Steal (+1)"))
            controls.ball_in_zone.setText(self.tr("Ball ends in the enemy zone (+2)"))
            controls.carrier_in_zone.setText(self.tr("Carrier enters the enemy zone (+5)"))
            controls.carrier_in_zone.setToolTip(self.tr("Not cumulative with the 2 for the ball in the zone."))
            controls.throw.setText(self.tr("Throws the ball"))
            controls.throw.setToolTip(self.tr("One throw per side per turn."))
            controls.lost_count.setAccessibleName(fill(self.tr("Models lost by side %1"), str(side + 1)))
            controls.lost_button.setText(self.tr("Models lost"))
            set_combo_items(controls.ability, [(a.value, self.ability_text(a)) for a in CaptainAbility])
            controls.ability.setAccessibleName(fill(self.tr("Captain ability of side %1"), str(side + 1)))
            controls.ability_button.setText(self.tr("Use"))
            controls.ability_button.setToolTip(self.tr("Each side uses one offensive and one defensive captain "
                                                       "ability per game."))
        self.turn_group.setTitle(self.tr("Turn"))
        self.end_turn.setText(self.tr("&End turn"))
        self.end_game.setText(self.tr("End the &game"))
        self.end_game.setToolTip(self.tr("The players stop here; a side whose enemy is broken scores 3."))
        self.rules_label.setText(self.tr(
            "Victory Points: 1 per steal, 2 each time the ball ends in the enemy deployment zone, 5 when the carrier "
            "enters it (instead of the 2), 3 at the end if the enemy is broken (has lost half or more of its "
            "models). The game ends at the end of the turn in which a side drops below 25% of its starting models."))
        self.scoreboard.setVerticalHeaderLabels([self.score_row_name(row) for row in SCORE_ROWS])
        self.log_title.setText(self.tr("Turn log"))
        self.undo_button.setText(self.tr("&Undo last event"))
        self.update_enabled()

    def ability_text(self, ability: CaptainAbility) -> str:
        name = self.ability_name(ability)
        if ability.kind is AbilityKind.OFFENSIVE:
            return fill(self.tr("%1 (offensive)"), name)
        return fill(self.tr("%1 (defensive)"), name)

    def ability_name(self, ability: CaptainAbility) -> str:
        return {
            CaptainAbility.LIGHT_OF_EARENDIL: self.tr("Light of Eärendil"),
            CaptainAbility.WALL_OF_THE_BRUINEN: self.tr("Wall of the Bruinen"),
            CaptainAbility.UNDERGROUND: self.tr("Underground throw"),
            CaptainAbility.RUN_TO_ISENGARD: self.tr("Run to Isengard"),
            CaptainAbility.TOUCH_OF_THE_PALANTIR: self.tr("Touch of the Palantír"),
            CaptainAbility.EXPLOSIVE_BALL: self.tr("Explosive ball"),
            CaptainAbility.EYE_OF_MORDOR: self.tr("Eye of Mordor"),
            CaptainAbility.TROLL_BREAKTHROUGH: self.tr("Troll breakthrough"),
            CaptainAbility.WINGED_CREATURES: self.tr("Winged Creatures"),
            CaptainAbility.OTHER_OFFENSIVE: self.tr("Another offensive ability"),
            CaptainAbility.OTHER_DEFENSIVE: self.tr("Another defensive ability"),
        }[ability]

    def score_row_name(self, row: str) -> str:
        return {
            "total": self.tr("Victory Points"),
            "steals": self.tr("Steals (1 each)"),
            "ball_in_zone": self.tr("Ball in the enemy zone (2 each)"),
            "carrier_in_zone": self.tr("Carrier in the enemy zone (5 each)"),
            "broken_bonus": self.tr("Enemy broken at the end (3)"),
            "models": self.tr("Models left"),
            "broken": self.tr("Broken (half or more lost)"),
            "below_quarter": self.tr("Below 25% of its models"),
            "thrown": self.tr("Has thrown this turn"),
            "offensive": self.tr("Offensive captain ability"),
            "defensive": self.tr("Defensive captain ability"),
        }[row]

    def side_name(self, state: MatchState, side: int) -> str:
        return state.sides[side].name or fill(self.tr("Side %1"), str(side + 1))

    def event_text(self, entry: LogEntry, state: MatchState) -> str:
        event = entry.event
        name = "" if event.side is None else self.side_name(state, event.side)
        texts = {
            EventKind.STEAL: self.tr("%1 steals the ball"),
            EventKind.BALL_IN_ZONE: self.tr("%1: the ball ends in the enemy zone"),
            EventKind.CARRIER_IN_ZONE: self.tr("%1: the carrier enters the enemy zone"),
            EventKind.THROW: self.tr("%1 throws the ball"),
            EventKind.END_TURN: self.tr("End of the turn"),
            EventKind.END_GAME: self.tr("The players end the game"),
        }
        if event.kind is EventKind.MODELS_LOST:
            text = self.tr("%1 loses %n model(s)", "", event.count)
        elif event.kind is EventKind.CAPTAIN_ABILITY:
            text = fill(self.tr("%1 uses %2"), name, self.ability_name(event.ability))
        else:
            text = texts[event.kind]
        text = fill(self.tr("Turn %1 · %2"), str(entry.turn), fill(text, name))
        if entry.points:
            text += " " + fill(self.tr("(+%1)"), str(entry.points))
        return text

    # --- events ---

    def record(self, event: Event) -> None:
        """Add `event` if the rules allow it; otherwise say why and change nothing."""
        try:
            match = self.read_inputs()
        except InputError as error:
            self.show_status(fill(self.tr("Fix the sides first: %1"), describe(error)))
            return
        try:
            match = match.record(event)
        except InputError:
            self.show_status(self.refusal(event, match.state))
            return
        self.events = match.events
        self.inputs_changed()

    def undo(self) -> None:
        if not self.events:
            return
        self.events = self.events[:-1]
        self.inputs_changed()

    def refusal(self, event: Event, state: MatchState) -> str:
        """Why the model refused `event`, read from the match as it stands."""
        if state.game_over:
            return self.tr("The game is over: undo the last event to go on.")
        name = self.side_name(state, event.side)
        if event.kind is EventKind.THROW:
            return fill(self.tr("%1 has already thrown this turn."), name)
        if event.kind is EventKind.CAPTAIN_ABILITY:
            if event.ability.kind is AbilityKind.OFFENSIVE:
                return fill(self.tr("%1 has already used its offensive captain ability."), name)
            return fill(self.tr("%1 has already used its defensive captain ability."), name)
        return fill(self.tr("%1 has only %n model(s) left.", "", state.sides[event.side].current), name)

    def update_enabled(self) -> None:
        self.undo_button.setEnabled(bool(self.events))

    def event_buttons(self) -> list[QPushButton]:
        """Every button that records an event (none applies once the game is over)."""
        per_side = [button for c in self.sides for button in (c.steal, c.ball_in_zone, c.carrier_in_zone, c.throw,
                                                               c.lost_button, c.ability_button)]
        return [*per_side, self.end_turn, self.end_game]

    def reset_loses_work(self) -> bool:
        return bool(self.events)

    def reset_to_defaults(self) -> None:
        for controls in self.sides:
            controls.lost_count.setValue(1)
            controls.ability.setCurrentIndex(0)
        super().reset_to_defaults()

    # --- model input ---

    def read_inputs(self) -> Match:
        setups = tuple(SideSetup(c.name.text(), c.models.value()) for c in self.sides)
        return Match(setups, self.events)

    def write_inputs(self, inputs: Match) -> None:
        for controls, setup in zip(self.sides, inputs.sides, strict=True):
            controls.name.setText(setup.name)
            controls.models.setValue(setup.models)
        self.events = inputs.events
        self.update_enabled()

    # --- results ---

    def render(self) -> None:
        state: MatchState = self.result
        if state is None:
            return
        self.headline.setText(self.headline_text(state))
        for button in self.event_buttons():
            button.setEnabled(not state.game_over)
        if state.game_over:  # says why every event button is greyed out
            self.show_status(self.tr("The game is over: undo the last event to go on."))
        flagged = state.end_flagged and not state.game_over
        self.end_warning.setText(self.tr("A side is below 25% of its starting models: the game ends at the end of "
                                         "this turn.") if flagged else "")
        self.end_warning.setVisible(flagged)
        self.scoreboard.setHorizontalHeaderLabels([self.side_name(state, side) for side in SIDES])
        columns = [self.score_cells(state, side) for side in SIDES]
        self.scoreboard.set_cells([[column[row][0] for column in columns] for row in range(len(SCORE_ROWS))],
                                  bold_rows={0})
        for side, column in zip(SIDES, columns, strict=True):
            for row, (_, warn) in enumerate(column):
                if warn:
                    self.scoreboard.colour_cell(row, side, WARNING_COLOR, QColor("#000000"))
        self.log.clear()
        self.log.addItems([self.event_text(entry, state) for entry in state.log])
        self.log.scrollToBottom()

    def headline_text(self, state: MatchState) -> str:
        scores = [side.score.total for side in state.sides]
        leader = state.leader
        if state.game_over:
            if leader is None:
                return fill(self.tr("Game over after turn %1: a draw, %2 all."), str(state.turn), str(scores[0]))
            return fill(
                self.tr("Game over after turn %1: %2 wins %3 to %4."),
                str(state.turn),
                self.side_name(state, leader),
                str(scores[leader]),
                str(scores[1 - leader]),
            )
        if leader is None:
            return fill(self.tr("Turn %1: level at %2."), str(state.turn), str(scores[0]))
        return fill(
            self.tr("Turn %1: %2 leads %3 to %4."),
            str(state.turn),
            self.side_name(state, leader),
            str(scores[leader]),
            str(scores[1 - leader]),
        )

    def score_cells(self, state: MatchState, side: int) -> list[tuple[str, bool]]:
        """The scoreboard column of one side, as (text, needs attention)."""
        s = state.sides[side]
        yes, no, unused = self.tr("yes"), self.tr("no"), self.tr("not used")

        def ability(kind: AbilityKind) -> str:
            used = [a for a in s.abilities_used if a.kind is kind]
            return self.ability_name(used[0]) if used else unused

        return [
            (str(s.score.total), False),
            (str(s.score.steals), False),
            (str(s.score.ball_in_zone), False),
            (str(s.score.carrier_in_zone), False),
            (str(s.score.broken_bonus), False),
            (fill(self.tr("%1 of %2"), str(s.current), str(s.starting)), s.below_quarter),
            (yes if s.broken else no, s.broken),
            (yes if s.below_quarter else no, s.below_quarter),
            (yes if s.thrown else no, False),
            (ability(AbilityKind.OFFENSIVE), False),
            (ability(AbilityKind.DEFENSIVE), False),
        ]

    def scoreboard_text(self) -> list[list[str]]:
        """The scoreboard as the user reads it: [row name, side 1, side 2]."""
        return [[self.scoreboard.verticalHeaderItem(r).text()]
                + [self.scoreboard.item(r, c).text() if self.scoreboard.item(r, c) else "" for c in SIDES]
                for r in range(self.scoreboard.rowCount())]

    def export_csv(self, path: str) -> None:
        """The scoreboard, then the turn log."""
        with open(path, "w", newline="", encoding="utf-8") as stream:
            writer = csv.writer(stream)
            headers = [self.scoreboard.horizontalHeaderItem(c).text() for c in SIDES]
            writer.writerow([""] + headers)
            writer.writerows(self.scoreboard_text())
            writer.writerow([])
            writer.writerow([self.log_title.text()])
            writer.writerows([self.log.item(row).text()] for row in range(self.log.count()))
