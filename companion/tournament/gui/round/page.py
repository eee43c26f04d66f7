"""The Round page: the pairing view beside the result and swap forms, over the open event.

The page only composes its parts and keeps them in step: the round and table
shown in the pairing view are the ones the forms act on, and a preview hides
the forms (nothing of it is saved until it is published). "Print this table's
slip…" asks the desk (``slip_print_requested``) to print the chosen table's
result slip alone, for the round shown.

The forms keep their whole texts at any window size: the result form puts each
label above its field (so the VP fields stand at the same place for every table,
whatever the players' names), every combo box is as wide as its longest item,
and the forms' side scrolls when the window is too small to show them beside
the table (``FormsArea``), instead of cutting a name or widening the window past
the screen.
"""

from PySide6.QtCore import QEvent, QModelIndex, QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QScrollArea, QSizePolicy, QSplitter, QVBoxLayout, QWidget

from companion.gui.widgets.labels import WrappedLabel
from companion.tournament.event import Round
from companion.tournament.gui.page import DeskPage
from companion.tournament.gui.round.pairing_view import PairingView
from companion.tournament.gui.round.result_form import ResultForm
from companion.tournament.gui.round.swap_form import SwapForm
from companion.tournament.gui.session import DeskState


class FormsArea(QScrollArea):
    """The forms' side of the page: as wide as the forms ask while the window has room for them beside the table
    (``TABLE_SHARE`` of its width kept for the table), scrolled when it has not."""

    TABLE_SHARE = 0.4

    def __init__(self, forms: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop of its own: Tab goes to the forms' fields (and scrolls)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(forms)
        for plain in (self.viewport(), forms):  # the page's own background, as without the scroll area
            plain.setAutoFillBackground(False)
        forms.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        """The forms asked for another size (a longer name, another language, large text): so does the area, and
        the splitter gives it the room (a scroll area does not pass its widget's requests on by itself)."""
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = self.widget().sizeHint()
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """The forms' whole width, unless the window could not then keep its share for the table."""
        wanted = self.sizeHint().width()
        window = self.window()
        room = int(window.width() * (1 - self.TABLE_SHARE)) if window is not self else wanted
        return QSize(min(wanted, max(room, 200)), super().minimumSizeHint().height())


class RoundPage(DeskPage):
    slip_print_requested = Signal(int, int)
    """The round's number and the table whose result slip is to be printed."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.pairing_view = PairingView(self)
        self.result_form = ResultForm(self)
        self.swap_form = SwapForm(self)
        self.preview_note = WrappedLabel()
        self.slip_button = QPushButton()
        self.pairing_view.view.selectionModel().currentRowChanged.connect(self.row_chosen)
        self.slip_button.clicked.connect(self.print_slip)

        form_side = QWidget()
        form_layout = QVBoxLayout(form_side)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form_layout.addWidget(self.preview_note)
        form_layout.addWidget(self.result_form)
        slip_row = QHBoxLayout()
        slip_row.addStretch(1)
        slip_row.addWidget(self.slip_button)
        form_layout.addLayout(slip_row)
        form_layout.addWidget(self.message)
        # What was saved is wrapped to the forms' width: it never widens them (and moves their fields).
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, self.message.sizePolicy().verticalPolicy())
        form_layout.addWidget(self.swap_form)
        form_layout.addStretch(1)
        self.form_side = form_side
        # Never narrower than the forms ask (a clipped concession or player's name misleads): scrolled instead.
        form_side.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)
        self.forms_area = FormsArea(form_side)
        self.splitter = QSplitter()
        self.splitter.addWidget(self.pairing_view)
        self.splitter.addWidget(self.forms_area)
        self.splitter.setStretchFactor(0, 1)  # the forms keep the width they ask for; the table takes the rest
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setChildrenCollapsible(False)
        self.layout_.addWidget(self.splitter)
        self.retranslate_ui()
        self.update_enabled()

    def title(self) -> str:
        return self.tr("Round")

    def retranslate_ui(self) -> None:
        self.preview_note.setText(self.tr(
            "A preview: nothing is saved until it is published. The pairing is the best one by the rules' tiers: "
            "the fewest rematches, then the smallest differences of points, then the fewest pairs from one club, "
            "then the event's seed. Notes flag every rematch and same-club pair. Discard it to pair later, for "
            "example after a late arrival is registered."))
        self.slip_button.setText(self.tr("Print this table's s&lip…"))
        self.slip_button.setToolTip(self.tr("Print the result slip of the table chosen above, alone (a new copy for "
                                            "a lost or spoilt slip)."))
        for part in (self.pairing_view, self.result_form, self.swap_form):
            part.retranslate_ui()

    # --- what the parts share ---

    def shown(self) -> Round | None:
        """The round in view (published), or None."""
        return self.pairing_view.shown()

    def round_shown(self) -> None:
        """The pairing view shows another round or preview, or the event was read again: the result form names its
        table's players and shows what the phones said (``ResultForm.phones_changed``)."""
        self.result_form.phones_changed()

    def round_chosen(self) -> None:
        """The user chose another round: the forms start from its first table without a result."""
        self.result_form.result_dirty = False
        self.swap_form.fill_choices(self.session.current_event)
        self.choose_first_open_table()
        self.update_enabled()

    def choose_first_open_table(self) -> None:
        self.result_form.choose_first_open_table()

    def select_table(self, number: int) -> None:
        """The table chosen in the form is the row selected in the view."""
        model, view = self.pairing_view.model, self.pairing_view.view
        row = next((row for row in range(model.rowCount()) if model.table_number(row) == number), None)
        if row is not None and view.currentIndex().row() != row:
            view.selectRow(row)

    def row_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        model = self.pairing_view.model
        number = model.data(model.index(current.row(), 0), Qt.ItemDataRole.UserRole) if current.isValid() else None
        if number is not None and number != self.result_form.table.value():
            self.result_form.table.setValue(number)

    def update_enabled(self) -> None:
        open_ = self.session is not None
        event = self.session.current_event if open_ else None
        current = event.current_round if open_ else None
        self.pairing_view.update_enabled()
        previewing = self.pairing_view.proposal is not None
        has_round = self.shown() is not None and not previewing
        self.result_form.setEnabled(has_round)
        self.result_form.setVisible(not previewing)
        self.slip_button.setEnabled(has_round)
        self.slip_button.setVisible(not previewing)
        self.preview_note.setVisible(previewing)
        self.swap_form.setVisible(not previewing)
        self.result_form.show_helpers(event.settings.game if open_ else "")
        self.swap_form.setEnabled(has_round and current is not None and self.pairing_view.shown_round == current.number)

    def print_slip(self) -> None:
        """Print the chosen table's slip, of the round shown."""
        shown = self.shown()
        table = self.result_form.table.value()
        if shown is not None and any(played.number == table for played in shown.tables):
            self.slip_print_requested.emit(shown.number, table)

    # --- the event ---

    def attach(self, session, shown: bool = True) -> None:
        self.pairing_view.forget()
        super().attach(session, shown)

    def refresh(self, state: DeskState) -> None:
        first_look = self.pairing_view.shown_round is None and bool(state.event.rounds)
        self.pairing_view.refresh_round(state)
        self.swap_form.fill_choices(state.event)
        self.update_enabled()
        if first_look:
            self.choose_first_open_table()
