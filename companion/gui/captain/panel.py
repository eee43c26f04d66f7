"""The Team captain page: the matrix on the left, the ritual's advice on the right, live through the ritual.

The page holds no rule: it builds a ``CaptainInput`` (the matrix and the steps revealed so far), the model answers
on a worker thread, and the page shows the answer. Solving a new matrix takes seconds for 8 a side: a progress bar
follows it, and it can be cancelled; each step revealed afterwards is answered from the solved matrix at once.
A large matrix is not solved while the page is out of sight (the window builds every tab at start).
"""

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
)

from companion import files
from companion.formatting import decimal, exact, fill
from companion.gui import dialogs
from companion.gui.captain.advice_view import StrategyTable
from companion.gui.captain.matrix_editor import MatrixTable, score_text
from companion.gui.errors import describe
from companion.gui.evaluator import Evaluator
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets import file_dialogs
from companion.gui.widgets.forms import LabelledForm, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.results import ResultTable
from companion.gui.widgets.tables import FittedTable
from companion.model import progress
from companion.model.captain import advice as model
from companion.model.captain.matrix import MAX_PLAYERS, MIN_PLAYERS, MatrixFileError, read_csv, write_csv
from companion.model.captain.ritual import Reveal, Step
from companion.model.errors import InputError

MAX_CSV_BYTES = 1_000_000
PROGRESS_MILLISECONDS = 100
SOLVED_WHEN_SHOWN = 7
"""A matrix this large (a second or more to solve) waiting out of sight is solved when the page is shown, not while
the window builds its tabs at start; a smaller one takes a few hundredths of a second."""


class _Progress:
    """How far the running solve is: written by the worker, read by the page's timer (no Qt crosses threads)."""

    done = 0.0


class CaptainPanel(CalculatorPanel):
    def build_form(self) -> None:
        self._progress = state = _Progress()
        self._progress_timer = QTimer(self)
        self._progress_timer.setInterval(PROGRESS_MILLISECONDS)
        self._progress_timer.timeout.connect(self._show_progress)

        def solve(inputs: model.CaptainInput) -> model.CaptainResult:
            def moved(done: float) -> None:
                state.done = done

            with progress.reporting(moved):
                return model.evaluate(inputs)

        # The base's evaluator, with the progress reported: built before the inputs are restored and first solved.
        self.evaluator = Evaluator(solve, self)
        self.evaluator.finished.connect(self._on_result)
        self.evaluator.failed.connect(self._on_failed)
        self.revealed: tuple[Reveal, ...] = ()
        self._deferred = False
        self._cancelled = False

        self.size_form = LabelledForm()
        self.size_box = self.size_form.add_row(spin_box(MIN_PLAYERS, MAX_PLAYERS, 5))
        self.form_layout.addLayout(self.size_form)
        self.matrix_table = MatrixTable()
        self.form_layout.addWidget(self.matrix_table)
        buttons = QHBoxLayout()
        self.paste_button, self.import_button, self.export_button = QPushButton(), QPushButton(), QPushButton()
        for button in (self.paste_button, self.import_button, self.export_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.form_layout.addLayout(buttons)
        self.matrix_note = WrappedLabel(plain=True)
        self.form_layout.addWidget(self.matrix_note)
        self.size_box.valueChanged.connect(self._resize)
        self.matrix_table.edited.connect(self.inputs_changed)
        self.matrix_table.pasted.connect(self._after_paste)
        self.paste_button.clicked.connect(self.matrix_table.paste)
        self.import_button.clicked.connect(self.import_csv)
        self.export_button.clicked.connect(self.export_matrix)

    def build_results(self) -> None:
        self.table = ResultTable()
        self.results_layout.addWidget(self.table)
        solving = QHBoxLayout()
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 100)
        self.solve_button = QPushButton()
        self.solve_button.clicked.connect(self._cancel_or_solve)
        solving.addWidget(self.progress_bar, 1)
        solving.addWidget(self.solve_button)
        self.results_layout.addLayout(solving)
        self.progress_bar.hide()
        self.solve_button.hide()
        self.step_label = QLabel()
        font = self.step_label.font()
        font.setBold(True)
        self.step_label.setFont(font)
        self.step_label.setWordWrap(True)
        self.results_layout.addWidget(self.step_label)
        sides = QGridLayout()
        self.ours_box, self.theirs_box = QGroupBox(), QGroupBox()
        self.ours_table, self.theirs_table = StrategyTable(), StrategyTable()
        self.ours_choice, self.theirs_choice = QComboBox(), QComboBox()
        self.ours_choice_label, self.theirs_choice_label = QLabel(), QLabel()
        for column, (box, table, label, combo) in enumerate(((self.ours_box, self.ours_table, self.ours_choice_label,
                                                              self.ours_choice),
                                                             (self.theirs_box, self.theirs_table,
                                                              self.theirs_choice_label, self.theirs_choice))):
            inner = QVBoxLayout(box)
            inner.addWidget(table)
            row = QHBoxLayout()
            label.setBuddy(combo)
            row.addWidget(label)
            row.addWidget(combo, 1)
            inner.addLayout(row)
            sides.addWidget(box, 0, column)
        self.results_layout.addLayout(sides)
        actions = QHBoxLayout()
        self.draw_button, self.reveal_button = QPushButton(), QPushButton()
        self.undo_button, self.restart_button = QPushButton(), QPushButton()
        for button in (self.draw_button, self.reveal_button, self.undo_button, self.restart_button):
            actions.addWidget(button)
        actions.addStretch(1)
        self.results_layout.addLayout(actions)
        self.draw_label = QLabel()
        self.draw_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.results_layout.addWidget(self.draw_label)
        self.draw_button.clicked.connect(self.draw_for_us)
        self.reveal_button.clicked.connect(self.reveal)
        self.undo_button.clicked.connect(self.undo_step)
        self.restart_button.clicked.connect(self.restart)
        self.fixed_title = QLabel()
        self.fixed_table = FittedTable(3, stretch=(0, 1), text_columns=(0, 1), wrap=False)
        self.fixed_table.verticalHeader().hide()
        self.fixed_title.setBuddy(self.fixed_table)
        self.results_layout.addWidget(self.fixed_title)
        self.results_layout.addWidget(self.fixed_table)
        self.explanation = WrappedLabel()
        self.results_layout.addWidget(self.explanation)
        self.results_layout.addStretch(1)

    def retranslate_ui(self) -> None:
        self.size_form.set_label(self.size_box, self.tr("Players a &side"))
        self.matrix_table.setAccessibleName(self.tr("Expected game points: our players down, theirs across"))
        self.paste_button.setText(self.tr("&Paste"))
        self.paste_button.setToolTip(self.tr("Paste cells copied from a spreadsheet, from the selected cell on "
                                             "(from the corner: names and scores, as many players as copied)."))
        self.import_button.setText(self.tr("&Import CSV…"))
        self.export_button.setText(self.tr("E&xport CSV…"))
        self.matrix_note.setText(self.tr(
            "Their players across the top, ours down the side. Each cell: the game points (0–20) our player is "
            "expected to make against theirs; halves allowed. Double-click a cell or a name to change it."))
        self.table.set_headers(self.tr("Match"), self.tr("Points"), self.tr("Pinned"), self.tr("Difference"))
        self.ours_choice_label.setText(self.tr("We &revealed:"))
        self.theirs_choice_label.setText(self.tr("They r&evealed:"))
        self.draw_button.setText(self.tr("&Draw for us"))
        self.draw_button.setToolTip(self.tr("Pick our choice at random with the optimal chances, so that our "
                                            "captain cannot be read. The seed is shown: the same seed draws the same."))
        self.reveal_button.setText(self.tr("Reveal &both"))
        self.undo_button.setText(self.tr("&Undo step"))
        self.restart_button.setText(self.tr("Res&tart the ritual"))
        self.fixed_title.setText(self.tr("Games fixed"))
        self.fixed_table.setHorizontalHeaderLabels([self.tr("Ours"), self.tr("Theirs"), self.tr("Points")])
        self.explanation.setText(self.tr(
            "The chances are how often to make each choice so that the other captain cannot take advantage, whatever "
            "they know of your thinking: a choice at 0% is never better, and any mix of the choices with a chance "
            "gives the same expected total against their best play. “If we choose it”: our expected total if we "
            "make that choice for sure and they answer it as well as they can."))
        self._show_solving()

    # --- inputs ---

    def read_inputs(self) -> model.CaptainInput:
        return model.CaptainInput(self.matrix_table.matrix(), self.revealed)

    def write_inputs(self, inputs: model.CaptainInput) -> None:
        self.size_box.blockSignals(True)
        self.size_box.setValue(inputs.matrix.size)
        self.size_box.blockSignals(False)
        self.matrix_table.set_matrix(inputs.matrix)
        self.revealed = inputs.revealed
        self.draw_label.clear()

    def inputs_changed(self, *args) -> None:
        if not self.isVisible() and self.matrix_table.size >= SOLVED_WHEN_SHOWN:
            self._deferred = True  # solved when the page is first shown
            try:
                self.save_inputs(self.read_inputs())
            except InputError:
                pass
            return
        self._deferred = False
        self._cancelled = False
        self._progress.done = 0.0
        super().inputs_changed(*args)
        if self.evaluator.busy():
            self._progress_timer.start()
        self._show_solving()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._deferred:
            self.inputs_changed()

    def _resize(self, size: int) -> None:
        if size == self.matrix_table.size:
            return
        self.matrix_table.resize_matrix(size, lambda n: fill(self.tr("Ours %1"), n), lambda n: fill(self.tr("Theirs %1"), n))
        self.revealed = ()
        self.inputs_changed()

    def _after_paste(self, refused: int) -> None:
        if self.size_box.value() != self.matrix_table.size:
            self.size_box.blockSignals(True)
            self.size_box.setValue(self.matrix_table.size)
            self.size_box.blockSignals(False)
            self.revealed = ()
            self.inputs_changed()
        if refused:
            self.show_status(self.tr("%n pasted cell(s) were not a score from 0 to 20 and were left as they were.", "",
                                     refused))

    # --- the ritual ---

    def reveal(self) -> None:
        result = self.result
        if result is None or result.ours is None or self.evaluator.busy():
            return
        ours, theirs = self.ours_choice.currentIndex(), self.theirs_choice.currentIndex()
        self.revealed = (*self.revealed, Reveal(result.ours.choices[ours], result.theirs.choices[theirs]))
        self.draw_label.clear()
        self.inputs_changed()

    def undo_step(self) -> None:
        if self.revealed:
            self.revealed = self.revealed[:-1]
            self.draw_label.clear()
            self.inputs_changed()

    def restart(self) -> None:
        if self.revealed:
            self.revealed = ()
            self.draw_label.clear()
            self.inputs_changed()

    def draw_for_us(self) -> None:
        result = self.result
        if result is None or result.ours is None:
            return
        seed = model.new_seed()
        index = model.draw(result.ours.mix, seed)
        self.ours_choice.setCurrentIndex(index)
        self.draw_label.setText(fill(self.tr("Drawn for us: %1 (seed %2)"), result.ours.labels[index], seed))

    # --- solving ---

    def _show_progress(self) -> None:
        done = self._progress.done
        if not self.evaluator.busy() or self._cancelled:
            self._progress_timer.stop()
            return
        if 0 < done < 1:
            self.progress_bar.setValue(round(done * 100))
            self._show_solving(True)

    def _show_solving(self, solving: bool | None = None) -> None:
        if solving is None:
            solving = self.progress_bar.isVisible() and self.evaluator.busy()
        self.progress_bar.setVisible(solving)
        self.solve_button.setVisible(solving or self._cancelled)
        self.solve_button.setText(self.tr("&Cancel") if solving else self.tr("S&olve"))
        self.progress_bar.setFormat(self.tr("Solving the ritual… %p%"))

    def _cancel_or_solve(self) -> None:
        if self.progress_bar.isVisible():
            self.evaluator.cancel()
            self._cancelled = True
            self._show_solving(False)
            self.show_status(self.tr("Solving cancelled: the advice shown is for the matrix solved before."))
        else:
            self.inputs_changed()

    def _on_result(self, result) -> None:
        self._show_solving(False)
        super()._on_result(result)

    def _on_failed(self, error: Exception) -> None:
        self._show_solving(False)
        super()._on_failed(error)

    # --- files ---

    def import_csv(self) -> None:
        path, _ = file_dialogs.open_file_name(self, self.tr("Import a matrix"), self._folder(),
                                              self.tr("CSV files (*.csv);;All files (*)"))
        if path:
            self.import_file(path)

    def import_file(self, path: str) -> bool:
        try:
            matrix = read_csv(files.read_regular(path, MAX_CSV_BYTES))
        except MatrixFileError as error:
            problem = QCoreApplication.translate("MatrixFileError", error.problem).format(*error.arguments)
            dialogs.warning(self, self.tr("Cannot import the matrix"),
                            fill(self.tr("%1: row %2, column %3: %4"), path, error.row, error.column, problem))
            return False
        except (OSError, ValueError) as error:
            dialogs.warning(self, self.tr("Cannot import the matrix"), f"{path}: {describe(error)}")
            return False
        self.load_inputs(model.CaptainInput(matrix))
        return True

    def export_matrix(self) -> None:
        try:
            matrix = self.matrix_table.matrix()
        except InputError as error:
            dialogs.warning(self, self.tr("Cannot export the matrix"), describe(error))
            return
        path, _ = file_dialogs.save_file_name(self, self.tr("Export the matrix"), self._folder(),
                                              self.tr("CSV files (*.csv)"))
        if path:
            self.export_file(path if path.lower().endswith(".csv") else path + ".csv", matrix)

    def export_file(self, path: str, matrix=None) -> bool:
        matrix = matrix or self.matrix_table.matrix()
        try:
            files.write_atomically(path, write_csv(matrix).encode("utf-8"))
        except OSError as error:
            dialogs.warning(self, self.tr("Cannot export the matrix"), f"{path}: {error.strerror or error}")
            return False
        return True

    def _folder(self) -> str:
        return str(self.settings.value("files/last_folder", "") or "") if self.settings is not None else ""

    # --- the answer ---

    def render(self) -> None:
        result: model.CaptainResult | None = self.result
        if result is None:
            return
        size = result.matrix.size
        self.table.set_rows([
            (fill(self.tr("Our expected total under optimal play (out of %1)"), 20 * size), result.value, None, False),
            (self.tr("Expected from here, with the games fixed"), result.expected, None, False),
            (self.tr("Fixed so far (%n game(s))", "", len(result.fixed)), result.fixed_total, None, False),
        ])
        self.step_label.setText(self._step_text(result))
        done = result.step is Step.DONE
        for box in (self.ours_box, self.theirs_box):
            box.setVisible(not done)
        for button in (self.draw_button, self.reveal_button):
            button.setEnabled(not done)
        self.undo_button.setEnabled(bool(self.revealed))
        self.restart_button.setEnabled(bool(self.revealed))
        if not done:
            assert result.ours is not None and result.theirs is not None  # every step but the last has choices
            self.ours_table.set_advice(result.ours, self.tr("Our expected total if we choose %1 and they answer "
                                                            "best: %2"))
            self.theirs_table.set_advice(result.theirs, self.tr("Our expected total if they choose %1 and we answer "
                                                                "best: %2"))
            ours_title, theirs_title, column = self._headings(result)
            self.ours_box.setTitle(ours_title)
            self.theirs_box.setTitle(theirs_title)
            self.ours_table.setHorizontalHeaderLabels([column, self.tr("Chance"), self.tr("If we choose it")])
            self.theirs_table.setHorizontalHeaderLabels([column, self.tr("Chance"), self.tr("If they choose it")])
            for combo, labels in ((self.ours_choice, result.ours.labels), (self.theirs_choice, result.theirs.labels)):
                if [combo.itemText(i) for i in range(combo.count())] != list(labels):
                    combo.clear()
                    combo.addItems(list(labels))
        matrix = result.matrix
        self.fixed_table.setRowCount(len(result.fixed))
        for row, pairing in enumerate(result.fixed):
            for column, text in enumerate((matrix.ours[pairing.ours], matrix.theirs[pairing.theirs],
                                           score_text(pairing.score))):
                item = self.fixed_table.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    item.setTextAlignment(self.fixed_table.alignment(column))
                    self.fixed_table.setItem(row, column, item)
                item.setText(text)
        self.fixed_table.fit_height()
        self.fixed_title.setVisible(bool(result.fixed))
        self.fixed_table.setVisible(bool(result.fixed))

    def _headings(self, result: model.CaptainResult) -> tuple[str, str, str]:
        """The two sides' titles and the heading of their choices' column."""
        position = result.position
        matrix = result.matrix
        if position.step is Step.DEFENDERS:
            return self.tr("Our captain names a defender"), self.tr("Their captain names a defender"), self.tr("Defender")
        assert position.defenders is not None  # the later steps follow the defenders'
        ours_defender, theirs_defender = matrix.ours[position.defenders[0]], matrix.theirs[position.defenders[1]]
        if position.step is Step.ATTACKERS:
            return (fill(self.tr("Our attackers against %1"), theirs_defender),
                    fill(self.tr("Their attackers against %1"), ours_defender), self.tr("Attackers"))
        return (fill(self.tr("Our %1 accepts"), ours_defender), fill(self.tr("Their %1 accepts"), theirs_defender),
                self.tr("Accepted"))

    def _step_text(self, result: model.CaptainResult) -> str:
        position = result.position
        if position.step is Step.DONE:
            return fill(self.tr("The ritual is over: every game is fixed. Our total: %1 of %2."),
                        decimal(result.fixed_total, 2), 20 * result.matrix.size)
        left = position.size
        if left == 2:
            return self.tr("Two players left on each side: both captains name a defender at the same time; each "
                           "defender plays the other side's remaining player.")
        texts = {
            Step.DEFENDERS: self.tr("%1 players left on each side. Step 1 of 3: both captains name a defender at "
                                    "the same time."),
            Step.ATTACKERS: self.tr("%1 players left on each side. Step 2 of 3: both captains send two attackers "
                                    "against the other side's defender, at the same time."),
            Step.ACCEPT: self.tr("%1 players left on each side. Step 3 of 3: each defender accepts one of the two "
                                 "attackers facing it; the other is refused."),
        }
        return fill(texts[position.step], left)

    def exact_value_text(self) -> str:
        """The match's value as the headline's tooltip gives it (for the tests)."""
        return exact(self.result.value) if self.result is not None else ""
