"""The Event page: the event's settings, from its name to the scoring and the tiebreak order.

The scoring starts from the game's preset (its model package's
``TOURNAMENT_SCORING``) and every value can be edited for the event
("tournament rules above house rules"). Tournament points always rank first;
the tiebreaks after them can be reordered and dropped. A save passes the
settings version the form was loaded from: if another desk saved the settings
meanwhile, the save is refused and the form shows theirs.

The "Byes" group (``byes_group``) says what a bye counts in the standings, for VP and for SoS; it is saved with
the other settings, as one change.

Choices where the issue is silent: the draw margin is typed as a percentage of
the points limit (Warzone's 5 %); a points limit of 0 means none; changing the
game puts that game's preset in the scoring fields (the game cannot change once
a round is paired, which the store refuses anyway).
"""

from fractions import Fraction

from PySide6.QtCore import QDate, QRegularExpression, QSignalBlocker, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion import games
from companion.formatting import fill
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.scoring import BattlePointBand, Scoring
from companion.tournament.errors import StaleError
from companion.tournament.event import SOFT_TIEBREAKS, Settings, SoftUse, Tiebreak
from companion.tournament.gui.byes_group import ByesGroup
from companion.tournament.gui.page import DeskPage
from companion.tournament.gui.session import DeskState
from companion.tournament.gui.widgets import ExactEdit
from companion.tournament.gui.wording import game_title, parse_vp, refusal, tiebreak_name, vp
from companion.tournament.store import MAX_SEED

WIN_DRAW_LOSS, BATTLE_POINTS = "win-draw-loss", "battle-points"


class EventPage(DeskPage):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.loaded_version: int | None = None
        self.dirty = False
        self.needs_points_limit = False

        self.general = FormGroup()
        self.name = self.general.add_row(QLineEdit())
        self.name.setMinimumWidth(280)
        self.game = self.general.add_row(QComboBox())
        for entry in games.GAMES:
            self.game.addItem("", entry.id)
        self.date = self.general.add_row(QDateEdit())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.points_limit = self.general.add_row(spin_box(0, 100_000, 0))
        self.points_limit.setSingleStep(50)
        self.rounds_planned = self.general.add_row(spin_box(1, 50, 5))

        self.tables = FormGroup()
        self.table_count = self.tables.add_row(spin_box(0, 10_000, 0))
        self.fresh_tables = self.tables.add_row(QCheckBox())
        self.check_in_required = self.tables.add_row(QCheckBox())
        self.seed = self.tables.add_row(QLineEdit())
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,19}"), self.seed))
        self.seed.setMinimumWidth(200)

        self.scoring_group = FormGroup()
        self.scoring_kind = self.scoring_group.add_row(QComboBox())
        self.scoring_kind.addItem("", WIN_DRAW_LOSS)
        self.scoring_kind.addItem("", BATTLE_POINTS)
        self.win, self.draw, self.loss = (self.scoring_group.add_row(ExactEdit()) for _ in range(3))
        self.draw_margin = self.scoring_group.add_row(ExactEdit())
        self.bye = self.scoring_group.add_row(ExactEdit())
        self.concession_winner, self.concession_loser = (self.scoring_group.add_row(ExactEdit()) for _ in range(2))
        self.bands_label = WrappedLabel()
        self.bands = QTableWidget(0, 3)
        self.bands.verticalHeader().hide()
        self.bands.verticalHeader().setDefaultSectionSize(self.bands.fontMetrics().height() + 8)
        self.bands.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.bands.setMinimumHeight(260)
        self.add_band, self.remove_band, self.preset = QPushButton(), QPushButton(), QPushButton()
        bands_buttons = QHBoxLayout()
        for button in (self.add_band, self.remove_band):
            bands_buttons.addWidget(button)
        bands_buttons.addStretch(1)
        self.bands_buttons = QWidget()
        self.bands_buttons.setLayout(bands_buttons)
        bands_buttons.setContentsMargins(0, 0, 0, 0)
        self.scoring_group.form.addRow(self.bands_label)
        self.scoring_group.form.addRow(self.bands)
        self.scoring_group.form.addRow(self.bands_buttons)
        self.scoring_group.form.addRow(self.preset)

        self.tiebreak_group = FormGroup()
        self.tiebreak_note = WrappedLabel()
        self.tiebreak_list = QListWidget()
        self.tiebreak_list.setFixedHeight(len(Tiebreak) * (self.fontMetrics().height() + 8) + 8)
        self.move_up, self.move_down = QPushButton(), QPushButton()
        order_buttons = QHBoxLayout()
        order_buttons.addWidget(self.move_up)
        order_buttons.addWidget(self.move_down)
        order_buttons.addStretch(1)
        self.tiebreak_group.form.addRow(self.tiebreak_note)
        self.tiebreak_group.form.addRow(self.tiebreak_list)
        self.tiebreak_group.form.addRow(order_buttons)

        self.byes = ByesGroup()

        self.save_button, self.revert_button = QPushButton(), QPushButton()
        self.save_button.setDefault(True)
        self.explanation = WrappedLabel()

        columns = QGridLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        for widget in (self.general, self.tables, self.tiebreak_group):
            left.addWidget(widget)
        left.addStretch(1)
        right.addWidget(self.scoring_group)
        right.addWidget(self.byes)
        right.addStretch(1)
        columns.addLayout(left, 0, 0)
        columns.addLayout(right, 0, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.revert_button)
        buttons.addStretch(1)
        holder = QWidget()
        holder_layout = QVBoxLayout(holder)
        holder_layout.addLayout(columns)
        holder_layout.addWidget(self.explanation)
        holder_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its fields, which it scrolls into view
        scroll.setWidget(holder)
        scroll.setWidgetResizable(True)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.addWidget(scroll, 1)
        self.layout_.addWidget(self.message)
        self.layout_.addLayout(buttons)

        for edit in (self.name, self.seed, self.win, self.draw, self.loss, self.draw_margin, self.bye,
                     self.concession_winner, self.concession_loser):
            edit.textEdited.connect(self.edited)
        for box in (self.points_limit, self.rounds_planned, self.table_count):
            box.valueChanged.connect(self.edited)
        for check in (self.fresh_tables, self.check_in_required):
            check.toggled.connect(self.edited)
        self.date.dateChanged.connect(self.edited)
        self.byes.changed.connect(self.edited)
        self.game.currentIndexChanged.connect(self.game_changed)
        self.scoring_kind.currentIndexChanged.connect(self.scoring_kind_changed)
        self.bands.itemChanged.connect(self.edited)
        self.tiebreak_list.itemChanged.connect(self.edited)
        self.add_band.clicked.connect(self.append_band)
        self.remove_band.clicked.connect(self.delete_band)
        self.preset.clicked.connect(self.use_preset)
        self.move_up.clicked.connect(lambda: self.move_tiebreak(-1))
        self.move_down.clicked.connect(lambda: self.move_tiebreak(1))
        self.save_button.clicked.connect(self.save)
        self.revert_button.clicked.connect(self.revert)
        self.retranslate_ui()
        self.update_enabled()

    def title(self) -> str:
        return self.tr("Event")

    def retranslate_ui(self) -> None:
        self.general.setTitle(self.tr("Event"))
        self.general.set_label(self.name, self.tr("&Name"))
        for index, entry in enumerate(games.GAMES):
            self.game.setItemText(index, game_title(entry.id))
        self.general.set_label(self.game, self.tr("&Game"), self.tr("The game cannot change once a round is paired."))
        self.general.set_label(self.date, self.tr("D&ate"))
        self.date.setAccessibleDescription(self.tr("Year, month and day. Tab moves from one to the next, the arrow "
                                                   "keys change the one in the cursor, Alt+Down opens a calendar."))
        self.general.set_label(self.points_limit, self.tr("&Points limit"),
                               self.tr("The army size of the event (the format). Warzone needs one: its draw margin "
                                       "is a share of it."))
        self.points_limit.setSpecialValueText(self.tr("none"))
        self.general.set_label(self.rounds_planned, self.tr("&Rounds planned"))
        self.tables.setTitle(self.tr("Tables and pairing"))
        self.tables.set_label(self.table_count, self.tr("&Tables"),
                              self.tr("How many tables the venue has; a round never uses more."))
        self.table_count.setSpecialValueText(self.tr("as needed"))
        self.table_count.setMinimumWidth(self.table_count.fontMetrics().horizontalAdvance(
            self.table_count.specialValueText()) + 48)
        self.tables.set_label(self.fresh_tables, self.tr("Fresh tables: as few pla&yers as possible play again on "
                                                         "a table they have played on"))
        self.tables.set_label(self.check_in_required, self.tr("Only chec&ked-in players are paired"))
        self.tables.set_label(self.seed, self.tr("S&eed"),
                              self.tr("The pairing's last tier is a random choice from this number and the round: "
                                      "the same event always pairs the same way, and a pairing can be explained."))
        self.scoring_group.setTitle(self.tr("Scoring"))
        self.scoring_kind.setItemText(0, self.tr("Win, draw or loss"))
        self.scoring_kind.setItemText(1, self.tr("Battle points from the VP difference"))
        self.scoring_group.set_label(self.scoring_kind, self.tr("S&coring by"))
        self.scoring_group.set_label(self.win, self.tr("Points for a &win"))
        self.scoring_group.set_label(self.draw, self.tr("Po&ints for a draw"))
        self.scoring_group.set_label(self.loss, self.tr("Points for a &loss"))
        self.scoring_group.set_label(self.draw_margin, self.tr("Draw &margin (% of the points limit)"),
                                     self.tr("A difference of VP up to this share of the points limit is a draw "
                                             "(Warzone: 5). 0: only equal VP draw."))
        self.scoring_group.set_label(self.bye, self.tr("Points for a &bye"),
                                     self.tr("A bye is neither a win, a draw nor a loss, and adds no VP."))
        self.scoring_group.set_label(self.concession_winner, self.tr("Battle points to the opponent of a &conceder"))
        self.scoring_group.set_label(self.concession_loser, self.tr("Battle points to the conceder"))
        self.bands_label.setText(self.tr("Battle points by VP difference (each upper bound included; the last band "
                                         "has no bound):"))
        self.bands.setHorizontalHeaderLabels([self.tr("VP difference up to"), self.tr("Higher VP gets"),
                                              self.tr("Lower VP gets")])
        self.add_band.setText(self.tr("&Add a band"))
        self.remove_band.setText(self.tr("Remo&ve the selected band"))
        self.preset.setText(self.tr("Use the game's preset scoring"))
        self.tiebreak_group.setTitle(self.tr("Standings"))
        self.tiebreak_note.setText(self.tr("Tournament points rank first. Then these tiebreaks, in this order; "
                                           "untick one to drop it:"))
        for row in range(self.tiebreak_list.count()):
            item = self.tiebreak_list.item(row)
            item.setText(tiebreak_name(Tiebreak(item.data(Qt.ItemDataRole.UserRole))))
        self.move_up.setText(self.tr("Move &up"))
        self.move_down.setText(self.tr("Move d&own"))
        self.byes.retranslate_ui()
        self.save_button.setText(self.tr("&Save the settings"))
        self.revert_button.setText(self.tr("Revert"))
        self.explanation.setText(self.tr(
            "Every value can be changed for this event; a change of the scoring or the tiebreaks recomputes the "
            "standings at once. Pairings already published stay as they are."))

    # --- showing the settings ---

    def refresh(self, state: DeskState) -> None:
        snapshot = state.snapshot
        if self.dirty and self.loaded_version is not None:
            self.game.setEnabled(not state.event.rounds)
            return  # keep what is being typed; a save from the older read is refused and reloads
        self.show_settings(state.event.settings)
        self.loaded_version = snapshot.settings_version
        self.game.setEnabled(not state.event.rounds)

    def show_settings(self, settings: Settings) -> None:
        blockers = [QSignalBlocker(widget) for widget in self.findChildren(QWidget)]
        self.name.setText(settings.name)
        self.game.setCurrentIndex(max(self.game.findData(settings.game), 0))
        date = QDate.fromString(settings.date, "yyyy-MM-dd")
        self.date.setDate(date if date.isValid() else QDate.currentDate())
        self.points_limit.setValue(settings.points_limit or 0)
        self.rounds_planned.setValue(settings.rounds_planned)
        self.table_count.setValue(settings.table_count)
        self.fresh_tables.setChecked(settings.fresh_tables)
        self.check_in_required.setChecked(settings.check_in_required)
        self.seed.setText(str(settings.seed))
        self.show_scoring(settings.scoring)
        self.byes.show_settings(settings)
        self.tiebreak_list.clear()
        for key in (*settings.tiebreaks, *(key for key in Tiebreak if key not in settings.tiebreaks)):
            item = QListWidgetItem(tiebreak_name(key))
            item.setData(Qt.ItemDataRole.UserRole, key.value)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if key in settings.tiebreaks else Qt.CheckState.Unchecked)
            self.tiebreak_list.addItem(item)
        del blockers
        self.dirty = False
        self.needs_points_limit = settings.scoring.needs_points_limit
        self.update_enabled()

    def show_scoring(self, scoring: Scoring) -> None:
        with QSignalBlocker(self.scoring_kind), QSignalBlocker(self.bands):
            self.scoring_kind.setCurrentIndex(1 if scoring.uses_battle_points else 0)
            for edit, value in ((self.win, scoring.win), (self.draw, scoring.draw), (self.loss, scoring.loss),
                                (self.bye, scoring.bye), (self.draw_margin, scoring.draw_margin * 100),
                                (self.concession_winner, scoring.concession[0]),
                                (self.concession_loser, scoring.concession[1])):
                edit.set_value(value)
            self.bands.setRowCount(0)
            for band in scoring.battle_points:
                self._add_band_row(band.up_to, band.winner, band.loser)
        self.needs_points_limit = scoring.needs_points_limit
        self.update_enabled()

    def _add_band_row(self, up_to, winner, loser) -> None:
        row = self.bands.rowCount()
        self.bands.insertRow(row)
        for column, value in enumerate((up_to, winner, loser)):
            item = QTableWidgetItem("" if value is None else vp(value))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.bands.setItem(row, column, item)

    def update_enabled(self) -> None:
        battle = self.scoring_kind.currentData() == BATTLE_POINTS
        form = self.scoring_group.form
        for edit in (self.win, self.draw, self.loss, self.draw_margin):
            form.setRowVisible(edit, not battle)
        for widget in (self.concession_winner, self.concession_loser, self.bands_label, self.bands,
                       self.bands_buttons):
            form.setRowVisible(widget, battle)
        self.save_button.setEnabled(self.session is not None)
        self.revert_button.setEnabled(self.session is not None and self.dirty)

    # --- editing ---

    def edited(self, *_) -> None:
        self.dirty = True
        self.message.clear_message()
        self.update_enabled()

    def game_changed(self, *_) -> None:
        entry = games.game(self.game.currentData())
        if entry is not None:
            self.show_scoring(entry.tournament_scoring())
        self.edited()

    def scoring_kind_changed(self, *_) -> None:
        if self.scoring_kind.currentData() == BATTLE_POINTS and not self.bands.rowCount():
            self._add_band_row(None, Fraction(20), Fraction(0))
        self.edited()

    def append_band(self) -> None:
        with QSignalBlocker(self.bands):
            self._add_band_row(None, Fraction(10), Fraction(10))
        self.edited()

    def delete_band(self) -> None:
        row = self.bands.currentRow()
        if row >= 0 and self.bands.rowCount() > 1:
            self.bands.removeRow(row)
            self.edited()

    def use_preset(self) -> None:
        entry = games.game(self.game.currentData())
        self.show_scoring(entry.tournament_scoring())
        self.edited()

    def move_tiebreak(self, step: int) -> None:
        row = self.tiebreak_list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.tiebreak_list.count():
            return
        item = self.tiebreak_list.takeItem(row)
        self.tiebreak_list.insertItem(target, item)
        self.tiebreak_list.setCurrentRow(target)
        self.edited()

    def revert(self) -> None:
        self.dirty = False
        self.message.clear_message()
        if self.session is not None:
            self.refresh(self.session.state)

    # --- saving ---

    def read_settings(self) -> Settings:
        """The settings as the form holds them; raises InputError naming the field that cannot be read."""
        def exact(edit: ExactEdit, field: str) -> Fraction:
            value = edit.value()
            if value is None:
                raise InputError(field, QT_TRANSLATE_NOOP("InputError", "an exact number of at least 0"),
                                 edit.text())
            return value

        battle = self.scoring_kind.currentData() == BATTLE_POINTS
        current = self.session.current_event.settings.scoring if self.session is not None else Scoring()
        bands = ()
        if battle:
            read = []
            for row in range(self.bands.rowCount()):
                cells = [(self.bands.item(row, column).text() if self.bands.item(row, column) else "")
                         for column in range(3)]
                values = [parse_vp(text) for text in cells]
                last = row == self.bands.rowCount() - 1
                for column, (text, value) in enumerate(zip(cells, values, strict=True)):
                    if value is None and not (column == 0 and last and not text.strip()):
                        raise InputError(f"scoring.battle_points[{row}]", QT_TRANSLATE_NOOP(
                            "InputError", "an exact number of at least 0"), text)
                read.append(BattlePointBand(values[0], values[1], values[2]))
            bands = tuple(read)
        scoring = Scoring(
            win=exact(self.win, "scoring.win"), draw=exact(self.draw, "scoring.draw"),
            loss=exact(self.loss, "scoring.loss"), bye=exact(self.bye, "scoring.bye"),
            draw_margin=Fraction(0) if battle else exact(self.draw_margin, "scoring.draw_margin") / 100,
            battle_points=bands,
            concession=(exact(self.concession_winner, "scoring.concession"),
                        exact(self.concession_loser, "scoring.concession")) if battle else current.concession,
            needs_points_limit=self.needs_points_limit)
        tiebreaks = tuple(Tiebreak(self.tiebreak_list.item(row).data(Qt.ItemDataRole.UserRole))
                          for row in range(self.tiebreak_list.count())
                          if self.tiebreak_list.item(row).checkState() == Qt.CheckState.Checked)
        seed_text = self.seed.text().strip()
        if not seed_text or int(seed_text) > MAX_SEED:
            raise InputError("seed", QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1}"), seed_text,
                             args=(0, MAX_SEED))
        before = self.session.current_event.settings if self.session is not None else None
        uses = {}
        for kind, key in SOFT_TIEBREAKS.items():  # a soft score ticked is a tiebreak; unticked, an award again
            use = before.soft_use(kind) if before is not None else SoftUse.AWARD
            uses[str(kind)] = SoftUse.TIEBREAK if key in tiebreaks else (
                SoftUse.AWARD if use is SoftUse.TIEBREAK else use)
        return Settings(
            name=self.name.text(), game=self.game.currentData(), scoring=scoring,
            date=self.date.date().toString("yyyy-MM-dd"), points_limit=self.points_limit.value() or None,
            rounds_planned=self.rounds_planned.value(), tiebreaks=tiebreaks, table_count=self.table_count.value(),
            fresh_tables=self.fresh_tables.isChecked(), check_in_required=self.check_in_required.isChecked(),
            seed=int(seed_text), **uses, **self.byes.values())

    def save(self) -> None:
        if self.session is None:
            return
        try:
            settings = self.read_settings()
        except InputError as error:
            self.message.refused(error)
            return
        version = self.loaded_version
        self.save_button.setEnabled(False)
        self.save_change(lambda store: store.edit_settings(settings, expected_version=version),
                          self.saved, self.refused)

    def saved(self, _value) -> None:
        self.dirty = False
        self.refresh(self.session.state)
        self.message.done(self.tr("The settings are saved."))

    def refused(self, error: Exception) -> None:
        self.update_enabled()
        if isinstance(error, StaleError):
            self.dirty = False
            self.refresh(self.session.state)
            self.message.error(fill(self.tr("Not saved: %1. The form now shows the settings as saved."),
                                    refusal(error)))
            return
        self.message.refused(error)
