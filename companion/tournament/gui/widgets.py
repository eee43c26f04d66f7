"""The small widgets several desk pages share: a field for exact points, a compact read-only list, the message
line under a form, and a yes-or-no question (No by default: a question guards a change)."""

from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QMessageBox, QTableView, QWidget

from companion.gui import dialogs
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.tables import read_cells_by_keyboard
from companion.tournament.gui.wording import parse_vp, refusal, vp

ERROR_STYLE = "color: #c0392b; font-weight: bold;"
DONE_STYLE = "color: palette(highlight);"
EXACT_PATTERN = r"\s*\d+([.,]\d+)?\s*|\s*\d+\s*/\s*[1-9]\d*\s*"


class ExactEdit(QLineEdit):
    """A field for an exact number of points: 3, 1.5 (or 1,5), 45/2."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setValidator(QRegularExpressionValidator(QRegularExpression(EXACT_PATTERN), self))
        self.setMaximumWidth(110)

    def setPlaceholderText(self, text: str) -> None:  # noqa: N802 - Qt's name
        """The example shown while the field is empty fits it whole, and a screen reader says it too."""
        super().setPlaceholderText(text)
        margins = self.textMargins().left() + self.textMargins().right()
        self.setMaximumWidth(max(110, self.fontMetrics().horizontalAdvance(text) + margins + 16))
        self.setMinimumWidth(min(self.maximumWidth(), self.fontMetrics().horizontalAdvance(text) + margins + 16))
        self.setAccessibleDescription(text)

    def value(self) -> Fraction | None:
        return parse_vp(self.text())

    def set_value(self, value: Fraction | None) -> None:
        self.setText("" if value is None else vp(value))


def list_view(model, selection: QAbstractItemView.SelectionMode = QAbstractItemView.SelectionMode.SingleSelection
              ) -> QTableView:
    """A read-only table of whole rows, as compact as the text allows: a desk reads many rows at once. The arrow
    keys move in it and show the tooltip of the cell reached; Tab leaves it (Qt's default would step through
    every cell of every row first)."""
    view = QTableView()
    view.setModel(model)
    read_cells_by_keyboard(view)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(selection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    return view


class MessageLine(WrappedLabel):
    """One line under a form: what was just saved, or what was refused and why. Empty, it takes no room."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, plain=True)
        self.setObjectName("deskMessage")
        self.hide()

    def done(self, text: str) -> None:
        self._show(text, DONE_STYLE)

    def error(self, text: str) -> None:
        self._show(text, ERROR_STYLE)

    def refused(self, error: BaseException) -> None:
        self.error(refusal(error))

    def not_saved_yet(self) -> None:
        """A save is kept until the event's database answers again: what the form holds is not saved yet."""
        self.error(QCoreApplication.translate("MessageLine", "Not saved yet: the event's database does not answer. "
                                                             "It is saved as soon as the database answers again."))

    def clear_message(self) -> None:
        self.setText("")
        self.hide()

    def _show(self, text: str, style: str) -> None:
        self.setStyleSheet(style)
        self.setText(text)
        self.setVisible(bool(text))


def ask(parent: QWidget, title: str, text: str) -> bool:
    """Whether the user answers Yes to a question about a change (No is the default button)."""
    answer = dialogs.question(parent, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                  QMessageBox.StandardButton.No)
    return answer == QMessageBox.StandardButton.Yes
