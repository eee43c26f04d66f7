"""The small widgets several desk pages share: a field for exact points, a compact read-only list, the message
line under a form, a yes-or-no question (No by default: a question guards a change), and combo boxes and labels
sized to the longest text they will show."""

import math
from collections.abc import Iterable
from fractions import Fraction

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QEvent,
    QObject,
    QRegularExpression,
    QSize,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QStyle,
    QStyleOptionComboBox,
    QTableView,
    QWidget,
)

from companion.gui import dialogs
from companion.gui.widgets.accessibility import plain
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
        self.fit_placeholder()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # large text: a wider example
            self.fit_placeholder()

    def fit_placeholder(self) -> None:
        text = self.placeholderText()
        margins = self.textMargins().left() + self.textMargins().right()
        self.setMaximumWidth(max(110, self.fontMetrics().horizontalAdvance(text) + margins + 16))
        self.setMinimumWidth(min(self.maximumWidth(), self.fontMetrics().horizontalAdvance(text) + margins + 16))
        self.setAccessibleDescription(text)

    def value(self) -> Fraction | None:
        return parse_vp(self.text())

    def set_value(self, value: Fraction | None) -> None:
        self.setText("" if value is None else vp(value))


def fit_combo_to(combo: QComboBox, texts: Iterable[str]) -> None:
    """The combo box at least as wide as the widest of ``texts`` (the items it shows for any table of a round), so
    that it keeps one width from table to table and never cuts one of them."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    metrics = combo.fontMetrics()
    widest = max((metrics.horizontalAdvance(text) for text in texts), default=0)
    size = combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, QSize(widest, metrics.height()),
                                          combo)
    combo.setMinimumWidth(size.width())


def fit_label_to(label: QLabel, texts: Iterable[str]) -> None:
    """The label at least as wide as the widest of ``texts`` (with their mnemonics), for the same reason."""
    metrics = label.fontMetrics()
    label.setMinimumWidth(max((metrics.horizontalAdvance(plain(text)) + 2 for text in texts), default=0))


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
    view.installEventFilter(FitOnFontChange(view))
    return view


class FitOnFontChange(QObject):
    """Large text switched on or off, or the view resized: the rows take the line height and the columns sized to
    their contents are fitted again (``fit_columns``), once the headings have the new font too; else a heading
    such as "Differenza PV" is cut in large text."""

    def __init__(self, view: QTableView):
        super().__init__(view)
        self.view = view
        self.pending = False

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.Resize) and not self.pending:
            self.pending = True
            QTimer.singleShot(0, self, self.fit)  # not called once the view (and this filter) is gone
        return False

    def fit(self) -> None:
        self.pending = False
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 8)
        header = self.view.horizontalHeader()
        if any(header.sectionResizeMode(column) == QHeaderView.ResizeMode.Interactive for column in range(header.count())):
            fit_columns(self.view)


def fit_columns(view: QTableView) -> None:
    """Every column as wide as its widest cell or heading; when that is wider than the view, the wide columns
    (names, clubs, factions: over ``NARROWEST_TEXT`` characters) give up the difference in proportion to what
    they have over that, so that every number stays in sight and a long name is cut (its cell shows it whole
    in a wider window)."""
    view.resizeColumnsToContents()
    header = view.horizontalHeader()
    widths = [max(header.sectionSize(column), header.sectionSizeHint(column)) for column in range(header.count())]
    for column, width in enumerate(widths):  # the heading whole, as measured in the header's own font now
        header.resizeSection(column, width)
    excess = sum(widths) - view.viewport().width()
    floor = view.fontMetrics().averageCharWidth() * NARROWEST_TEXT
    spare = {column: width - floor for column, width in enumerate(widths) if width > floor and is_text(view, column)}
    if excess <= 0 or not spare:
        return
    share = min(excess / sum(spare.values()), 1)
    for column, over in spare.items():
        header.resizeSection(column, widths[column] - math.ceil(over * share))


def is_text(view: QTableView, column: int) -> bool:
    """A column of texts (names, clubs, factions), as its first cell's alignment says: numbers are aligned right
    or centred, and their headings are never cut."""
    model = view.model()
    if model.rowCount() == 0:
        return False
    alignment = model.index(0, column).data(Qt.ItemDataRole.TextAlignmentRole)
    flags = Qt.AlignmentFlag(int(alignment)) if alignment is not None else Qt.AlignmentFlag.AlignLeft
    return not flags & (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignHCenter)


NARROWEST_TEXT = 14
"""A text column is not narrowed below this many average characters."""


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


class FoldingFilter(QSortFilterProxyModel):
    """A search that forgives: a row is kept when any of its cells holds the typed text with case, accents and
    apostrophes ignored ("cerny" finds Černý, "dangelo" finds D'Angelo), as the players' phones find a name
    (``phones.fold_name``)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.wanted = ""

    def set_search(self, text: str) -> None:
        from companion.tournament.phones import fold_name

        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self.wanted = fold_name(text)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.wanted = fold_name(text)
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent) -> bool:  # noqa: N802 - Qt's name
        if not self.wanted:
            return True
        from companion.tournament.phones import fold_name

        model = self.sourceModel()
        return any(self.wanted in fold_name(str(model.index(source_row, column, source_parent).data() or ""))
                   for column in range(model.columnCount(source_parent)))


class FoldingChoice(QComboBox):
    """A combo box whose type-to-find forgives: the letters typed (within a second of each other) choose the first
    item whose text holds them with case, accents and apostrophes ignored ("cerny" chooses Černý)."""

    TYPING_PAUSE_MS = 1000

    def __init__(self, parent=None):
        super().__init__(parent)
        self.typed = ""
        self.pause = QElapsedTimer()

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        from companion.tournament.phones import fold_name

        text = event.text()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier
        if not text or not text.isprintable() or not plain or (text == " " and not self.typed):
            super().keyPressEvent(event)
            return
        if not self.pause.isValid() or self.pause.elapsed() > self.TYPING_PAUSE_MS:
            self.typed = ""
        self.pause.start()
        self.typed += text
        wanted = fold_name(self.typed)
        for index in range(self.count()):
            if wanted and wanted in fold_name(self.itemText(index)):
                self.setCurrentIndex(index)
                break
        event.accept()
