"""The Round page's result form: a table's two VP totals and a concession, typed or taken from the game's own
calculators, with what the rules make of them before they are saved.

A result is typed as the table's two VP totals (180, 22.5, 45/2) and a
concession, or filled by a helper the event's game offers through the games
registry (``GameEntry.result_helpers``: a game's own calculator, a match file
its tracker saved); the form names no game. A different result for a table
that has one is saved only after a question, and an earlier round's result
only after saying which later rounds were paired on the standings it changes
(``pairing.stale_pairings``).

What the players said from their phones stands above the VP fields, with a button per version reported that fills
the form with it. A table without a result that one player reported is shown with that report, as a form nobody
typed in: checked and saved with Enter, or changed. A disputed table fills nothing by itself: the organiser settles
it, and picks a version or types the result.

Choice where the issue is silent: after a result is saved the form moves to
the first table of the round still without one; once every table has its
result it stays on the table just saved (it does not go back to table 1 and
show that table's result as if it were to be typed again). Enter saves from
the VP fields and from the concession (chosen with the arrow keys) alike.
"""

import hashlib

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from companion import formatting, games
from companion.formatting import fill
from companion.games import HelperAnswer, TableForResult
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.model.errors import InputError
from companion.tournament import pairing
from companion.tournament.errors import ResultExists, StaleError
from companion.tournament.event import Result
from companion.tournament.gui.phones_status import reported_versions, statement_lines
from companion.tournament.gui.round.model import outcome_text
from companion.tournament.gui.widgets import ExactEdit, ask, fit_combo_to, fit_label_to
from companion.tournament.gui.wording import refusal, score_text
from companion.tournament.log import entered_by
from companion.tournament.phones import TableStatus, table_status
from companion.tournament.scoring import score_table


def event_key(store) -> str:
    """The event's place (its file, or its server address without a password), hashed: what a game's helper keys
    what it remembers of the event on, without writing where the event is into the preferences."""
    place = str(store.path.resolve()) if store.path is not None else store.where
    return hashlib.sha256(place.encode("utf-8")).hexdigest()[:24]


class ResultForm(FormGroup):
    """The result of the table chosen in the round shown. ``page`` is the Round page it is part of."""

    def __init__(self, page, parent: QWidget | None = None):
        super().__init__(parent)
        self.page = page
        self.result_dirty = False
        self.table = self.add_row(spin_box(1, 10_000, 1))
        self.players_line = WrappedLabel(plain=True)
        self.form.addRow(self.players_line)
        self.phone_line = WrappedLabel(plain=True)
        self.phone_line.setObjectName("phoneReports")
        self.form.addRow(self.phone_line)
        self.phone_buttons = [QPushButton(), QPushButton()]
        phone_row = QHBoxLayout()
        for button in self.phone_buttons:
            phone_row.addWidget(button)
        phone_row.addStretch(1)
        self.form.addRow(phone_row)
        self.phone_versions: list[Result] = []
        self.vp_first = self.add_stacked_row(ExactEdit())
        self.vp_second = self.add_stacked_row(ExactEdit())
        self.conceded = self.add_row(QComboBox())
        for _ in range(3):
            self.conceded.addItem("")
        self.conceded.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.outcome = WrappedLabel(plain=True)
        self.form.addRow(self.outcome)
        for line in (self.players_line, self.phone_line, self.outcome):  # wrapped to the form's width, never widening it
            line.setSizePolicy(QSizePolicy.Policy.Ignored, line.sizePolicy().verticalPolicy())
        self.save_button = QPushButton()
        self.save_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.save_button)
        buttons.addStretch(1)
        self.form.addRow(buttons)
        self.helpers_game: str | None = None
        self.helpers: tuple = ()
        self.helper_buttons: list[QPushButton] = []

        self.table.valueChanged.connect(self.table_chosen)
        for edit in (self.vp_first, self.vp_second):
            edit.textEdited.connect(self.result_edited)
            edit.returnPressed.connect(self.save_result)
        self.conceded.currentIndexChanged.connect(self.result_edited)
        self.conceded.installEventFilter(self)  # Enter saves, as in the VP fields (a combo box lets Enter go by)
        self.save_button.clicked.connect(self.save_result)
        for index, button in enumerate(self.phone_buttons):
            button.clicked.connect(lambda _=False, chosen=index: self.fill_phone_version(chosen))
        self.retranslate_ui()

    def add_stacked_row(self, field: QWidget) -> QWidget:
        """A row whose label (a player's name) stands above its field, across the form: the field is at one place
        for every table, however long the names, and a long name never widens the form's label column."""
        label = QLabel()
        label.setBuddy(field)
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(label)
        column.addWidget(field)
        self.form.addRow(holder)
        self.form.labels[field] = label
        return field

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and self.session is not None:  # large text: measured again
            self.show_players_line()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if (watched is self.conceded and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.conceded.view().isVisible()):
            self.save_result()
            return True
        return super().eventFilter(watched, event)

    @property
    def session(self):
        return self.page.session

    @property
    def message(self):
        return self.page.message

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Result"))
        self.set_label(self.table, self.tr("&Table"))
        self.vp_first.setPlaceholderText(self.tr("e.g. 180, 22.5 or 45/2"))
        self.vp_second.setPlaceholderText(self.tr("e.g. 150"))
        self.set_label(self.conceded, self.tr("&Concession"), self.tr("A player who concedes loses."))
        self.save_button.setText(self.tr("&Save the result"))
        for helper, button in zip(self.helpers, self.helper_buttons, strict=True):
            button.setText(helper.label())
        if self.session is not None:
            self.show_players_line()
            self.show_phone_reports()

    # --- the table chosen ---

    def table_chosen(self, *_) -> None:
        self.result_dirty = False
        self.load_table()
        self.page.select_table(self.table.value())

    def current_table(self):
        played = self.page.shown()
        return None if played is None else played.table(self.table.value())

    def load_table(self) -> None:
        """Show the chosen table's players and its result; a table without one reported by one player from their
        phone shows that report, to be checked and saved (a disputed table shows nothing: the desk settles it)."""
        table = self.current_table()
        self.show_players_line()
        result = table.result if table is not None else None
        if result is None and table is not None:
            result = self.show_phone_reports()
        else:
            self.show_phone_reports()
        self.vp_first.set_value(None if result is None else result.score[0])
        self.vp_second.set_value(None if result is None else result.score[1])
        self.conceded.blockSignals(True)
        self.conceded.setCurrentIndex(0 if result is None or result.conceded is None else result.conceded + 1)
        self.conceded.blockSignals(False)
        self.show_outcome()

    def show_phone_reports(self) -> Result | None:
        """What the table's players said from their phones, and a button to fill the form with each version
        reported; the report to fill an untouched form with (only for a table reported by one player)."""
        table, played = self.current_table(), self.page.shown()
        statements = () if table is None or played is None or self.session is None else \
            self.page.state.phones.of(played.number, table)
        names = [] if not statements else [self.session.current_event.player(player).name for player in table.players]
        lines = statement_lines(table, statements, names) if statements else []
        self.phone_line.setText(fill(self.tr("On the phones: %1."), "; ".join(lines)) if lines else "")
        self.phone_line.setVisible(bool(lines))
        versions = [] if table is None or table.result is not None else \
            [result for _seat, result in reported_versions(table, statements)]
        self.phone_versions = versions
        for index, button in enumerate(self.phone_buttons):
            if index < len(versions):
                button.setText(fill(self.tr("Fill in %1"), score_text(versions[index].score)))
            button.setVisible(index < len(versions))
        if len(versions) == 1 and table_status(table, statements) is TableStatus.REPORTED:
            return versions[0]
        return None

    def fill_phone_version(self, index: int) -> None:
        """A version the phones reported goes into the form, as a helper's answer does: nothing saved yet."""
        if index < len(self.phone_versions):
            self.set_result(self.phone_versions[index])
            self.result_edited()
            self.save_button.setFocus()

    def phones_changed(self) -> None:
        """The event was read again: a form nobody typed in shows the table as it is now (a phone's report that came
        in, a result another desk entered); one being typed in keeps what it holds, with what the phones said."""
        if self.result_dirty:
            self.show_phone_reports()
        else:
            self.load_table()

    def show_players_line(self) -> None:
        table = self.current_table()
        if table is None:
            self.players_line.setText(self.tr("No such table in this round."))
            names = (self.tr("player 1"), self.tr("player 2"))
        else:
            names = tuple(self.session.current_event.player(player).name for player in table.players)
            self.players_line.setText(fill(self.tr("%1 against %2"), *names))
        self.conceded.setItemText(0, self.tr("Nobody conceded"))
        for index, name in enumerate(names, start=1):
            self.conceded.setItemText(index, fill(self.tr("%1 conceded"), name))
        self.set_label(self.vp_first, fill(self.tr("&1. %1: VP"), names[0].replace("&", "&&")))
        self.set_label(self.vp_second, fill(self.tr("&2. %1: VP"), names[1].replace("&", "&&")))
        self.fit_to_round(names)

    def fit_to_round(self, names: tuple[str, ...]) -> None:
        """The concession and the VP labels as wide as the longest of any table of the round shown: the form keeps
        one width, and its fields one place, from table to table."""
        played = self.page.shown()
        if played is not None and self.session is not None:
            event = self.session.current_event
            names += tuple(event.player(player).name for table in played.tables for player in table.players)
        fit_combo_to(self.conceded, [self.tr("Nobody conceded"), *(fill(self.tr("%1 conceded"), name) for name in names)])
        for field, template in ((self.vp_first, self.tr("&1. %1: VP")), (self.vp_second, self.tr("&2. %1: VP"))):
            fit_label_to(self.form.labels[field], [fill(template, name.replace("&", "&&")) for name in names])

    def choose_first_open_table(self, otherwise: int | None = None) -> None:
        """The round's first table without a result; when every table has one, table ``otherwise`` (by default the
        first table)."""
        played = self.page.shown()
        if played is None or not played.tables:
            return
        self.table.setMaximum(max(table.number for table in played.tables))
        open_tables = [table.number for table in played.tables if table.result is None]
        fallback = otherwise if otherwise is not None and played.table(otherwise) is not None else played.tables[0].number
        self.table.setValue(open_tables[0] if open_tables else fallback)
        self.table_chosen()

    # --- the result typed ---

    def result_edited(self, *_) -> None:
        self.result_dirty = True
        self.message.clear_message()
        self.show_outcome()

    def read_result(self) -> Result | None:
        first, second = self.vp_first.value(), self.vp_second.value()
        if first is None or second is None:
            return None
        index = self.conceded.currentIndex()
        return Result((first, second), None if index <= 0 else index - 1)

    def set_result(self, result: Result) -> None:
        self.vp_first.set_value(result.score[0])
        self.vp_second.set_value(result.score[1])
        self.conceded.setCurrentIndex(0 if result.conceded is None else result.conceded + 1)

    def show_outcome(self) -> None:
        """What the rules make of the result as typed, before it is saved."""
        result, table = self.read_result(), self.current_table()
        if result is None or table is None or self.session is None:
            self.outcome.setText("")
            return
        settings = self.session.current_event.settings
        try:
            scored = score_table(settings.scoring, settings.points_limit, result)
        except InputError as error:
            self.outcome.setText(refusal(error))
            return
        names = [self.session.current_event.player(player).name for player in table.players]
        self.outcome.setText(outcome_text(names, scored, result))

    # --- saving ---

    def save_result(self, *, replace_existing: bool = False) -> None:
        played, table = self.page.shown(), self.current_table()
        if self.session is None or played is None or table is None:
            return
        result = self.read_result()
        if result is None:
            self.message.error(self.tr("Type both players' VP: a whole number, a decimal such as 22.5, or a fraction "
                                       "such as 45/2."))
            return
        event = self.session.current_event
        names = [event.player(player).name for player in table.players]
        current = event.current_round.number
        replace_result = replace_existing
        desk = entered_by(self.page.state.log, played.number).get(table.number, "?")
        differs = table.result is not None and table.result != result
        if played.number != current and not replace_existing:
            later = ", ".join(formatting.integer(number) for number in range(played.number + 1, current + 1))
            count = current - played.number
            if differs:
                question = fill(self.tr("Round %1 is not the current round. Table %2 has %3 (%4): replace it with %5? "
                                        "The standings are recomputed; %n later round(s) (%6) were paired before "
                                        "it.", "", count), formatting.integer(played.number),
                                formatting.integer(table.number), score_text(table.result.score), desk,
                                score_text(result.score), later)
            else:
                question = fill(self.tr("Round %1 is not the current round. Saving this result recomputes the "
                                        "standings; %n later round(s) (%2) were paired before it. Save it?", "",
                                        count), formatting.integer(played.number), later)
            if not ask(self, self.tr("Change an earlier round?"), question):
                self.declined(table.number, desk)
                return
            replace_result = True
        elif differs and not replace_existing:
            if not ask(self, self.tr("Replace the result?"), fill(
                    self.tr("Table %1 already has %2 (%3). Replace it with %4?"), formatting.integer(table.number),
                    score_text(table.result.score), desk, score_text(result.score))):
                self.declined(table.number, desk)
                return
            replace_result = True
        version = self.page.state.snapshot.table_versions.get((played.number, table.number))
        before = event

        waited = []

        def waiting() -> None:
            """The database does not answer: the form keeps the result, marked as not saved yet."""
            waited.append(True)
            self.message.error(fill(self.tr("Table %1: %2 %3 %4 is not saved yet: the event's database does not "
                                            "answer. It is saved as soon as the database answers again."),
                                    formatting.integer(table.number), names[0], score_text(result.score), names[1]))

        def saved(outcome) -> None:
            self.result_dirty = False
            after = self.session.current_event
            text = fill(self.tr("Table %1: %2 %3 %4 is saved."), formatting.integer(table.number), names[0],
                        score_text(result.score), names[1])
            if outcome.outcome.value == "unchanged" and not waited:  # a retried save that had landed is saved
                text = fill(self.tr("Table %1 already had this result: nothing changed."),
                            formatting.integer(table.number))
            stale = pairing.stale_pairings(before, after) if played.number < after.current_round.number else ()
            if stale:
                text = fill(self.tr("%1 The standings are recomputed. %n later round(s) (%2) were paired on the "
                                    "standings before this change; their pairings stay as published.", "", len(stale)),
                            text, ", ".join(formatting.integer(number) for number in stale))
            self.message.done(text)
            if played.number == after.current_round.number:
                self.choose_first_open_table(otherwise=table.number)
            self.vp_first.setFocus()

        def refused(error: Exception) -> None:
            if isinstance(error, ResultExists):
                self.load_table()
                existing = error.existing
                desk = entered_by(self.page.state.log, played.number).get(table.number, "?")
                if ask(self, self.tr("The table has a result"), fill(
                        self.tr("Table %1 already has %2 from %3. Replace it with %4?"),
                        formatting.integer(table.number), score_text(existing.score), desk,
                        score_text(result.score))):
                    self.set_result(result)
                    self.save_result(replace_existing=True)
                else:
                    self.declined(table.number, desk)
            elif isinstance(error, StaleError):
                self.load_table()
                self.message.error(fill(self.tr("Not saved: %1. The form now shows the table as saved."),
                                        refusal(error)))
            else:
                self.message.refused(error)

        self.session.save(lambda store: store.report(played.number, table.number, result, replace=replace_result,
                                                     expected_version=version), saved, refused, waiting)

    def declined(self, number: int, desk: str) -> None:
        """The user kept the table's saved result: the form shows it again (not what was typed), and says so."""
        self.load_table()
        table = self.current_table()
        if table is None or table.number != number or table.result is None:
            self.message.error(fill(self.tr("Not saved: table %1 is as it was."), formatting.integer(number)))
            return
        self.message.error(fill(self.tr("Not saved: table %1 keeps %2 from %3; the form shows it again."),
                                formatting.integer(number), score_text(table.result.score), desk))

    # --- the game's helpers ---

    def show_helpers(self, game_id: str) -> None:
        """A button per result helper the event's game offers (the games registry says which)."""
        if game_id == self.helpers_game:
            return
        for button in self.helper_buttons:
            self.form.removeRow(button)
        entry = games.game(game_id) if game_id else None
        self.helpers = entry.result_helpers() if entry is not None else ()
        self.helper_buttons = []
        for helper in self.helpers:
            button = QPushButton(helper.label())
            button.clicked.connect(lambda _=False, chosen=helper: self.run_helper(chosen))
            self.form.addRow(button)
            self.helper_buttons.append(button)
        self.helpers_game = game_id

    def run_helper(self, helper) -> None:
        table = self.current_table()
        if table is None:
            return
        event = self.session.current_event
        names = tuple(event.player(player).name for player in table.players)
        asked = (self.page.shown().number, table.number)
        helper.run(self, TableForResult(table.number, names, event.settings.points_limit or 0, asked[0], table.players,
                                        event_key(self.session.store)),
                   lambda answer: self.take_answer(asked, answer))

    def take_answer(self, asked: tuple[int, int], answer: HelperAnswer) -> None:
        """A helper's totals go into the form (if it still shows the table they are for), never saved by it."""
        played, table = self.page.shown(), self.current_table()
        if played is None or table is None or (played.number, table.number) != asked:
            return
        if answer.score is not None:
            self.set_result(Result(answer.score, answer.conceded))
            self.result_edited()
            self.save_button.setFocus()
        if answer.check or answer.score is None:
            self.message.error(answer.note)
        else:
            self.message.done(answer.note)
