"""The Round page's columns at any width: the table number and the VP whole, the players' names whole while the view
has room for them, and the result, the phones' state and the notes taking what is left, down to their headings'
width (cut with "…", whole in their tooltips and in the result form). A long dispute, a concession or a
language with longer words never widens the Phones column until the names are cut.

The two names' columns share the rest of the width (``QHeaderView.ResizeMode.Stretch``); the others get a fixed
width, worked out again whenever the round shown changes, the view is resized or the text size switched.
"""

import math

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView

from companion.tournament.gui.round.model import COLUMNS, FIRST, NOTES, PHONES, RESULT, SECOND

STRETCHED = (FIRST, SECOND)
YIELDING = (RESULT, PHONES, NOTES)
"""The columns that give up room, cut (whole in their tooltips), before the names do."""


class RoundColumns(QObject):
    """Fits a round's table view's columns; call ``fit()`` after the model changes (it also follows the view's size
    and font by itself)."""

    def __init__(self, view: QTableView):
        super().__init__(view)
        self.view = view
        self.pending = False
        header = view.horizontalHeader()
        for column in range(COLUMNS):
            mode = QHeaderView.ResizeMode.Stretch if column in STRETCHED else \
                QHeaderView.ResizeMode.Fixed if column in YIELDING else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)
        view.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.Resize) and not self.pending:
            self.pending = True
            QTimer.singleShot(0, self, self.fit)  # once the headings have the new font too
        return False

    def wanted(self, column: int) -> int:
        """The column's widest cell or heading."""
        return max(self.view.sizeHintForColumn(column), self.view.horizontalHeader().sectionSizeHint(column))

    def fit(self) -> None:
        self.pending = False
        view, header = self.view, self.view.horizontalHeader()
        shown = [column for column in range(COLUMNS) if not view.isColumnHidden(column)]
        stretched = [column for column in STRETCHED if column in shown]
        yielding = [column for column in YIELDING if column in shown]
        fixed = sum(header.sectionSize(column) for column in shown if column not in STRETCHED + YIELDING)
        names = max((self.wanted(column) for column in stretched), default=0)  # each stretched column gets as much
        room = view.viewport().width() - fixed - names * len(stretched)
        wanted = {column: self.wanted(column) for column in yielding}
        floor = {column: header.sectionSizeHint(column) for column in yielding}  # the heading whole
        excess = sum(wanted.values()) - room
        spare = {column: width - floor[column] for column, width in wanted.items() if width > floor[column]}
        if excess > 0 and spare:  # each gives up the excess in proportion to what it has over the floor
            share = min(excess / sum(spare.values()), 1)
            for column, over in spare.items():
                wanted[column] -= math.ceil(over * share)
        for column, width in wanted.items():
            header.resizeSection(column, width)
