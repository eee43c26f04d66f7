"""One captain's mix at a step of the ritual: a row per choice with its chance as a bar and a percentage, and the
"what if": our expected total if that choice is made and the other captain answers as well as they can. The exact
figures are in each cell's tooltip."""

from fractions import Fraction

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QTableWidgetItem, QWidget

from companion.formatting import decimal, exact, fill, percent
from companion.gui.widgets.tables import FittedTable, read_cells_by_keyboard
from companion.model.captain.advice import SideAdvice

CHANCE = 1
BAR = Qt.ItemDataRole.UserRole + 2
BAR_COLOUR = QColor("#3b82c4")


class _BarDelegate(QStyledItemDelegate):
    """The chance as a bar across its cell, the percentage written over it."""

    def paint(self, painter: QPainter, option, index) -> None:
        share = index.data(BAR)
        if share is None:
            super().paint(painter, option, index)
            return
        painter.save()
        if option.state & QStyle.StateFlag.State_Selected:
            painter.fillRect(option.rect, option.palette.highlight())
        rect = option.rect.adjusted(2, 3, -2, -3)
        colour = QColor(BAR_COLOUR)
        colour.setAlpha(200)
        painter.fillRect(QRect(rect.left(), rect.top(), round(rect.width() * share), rect.height()), colour)
        painter.setPen(option.palette.text().color())
        painter.drawText(rect.adjusted(4, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                         index.data(Qt.ItemDataRole.DisplayRole))
        painter.restore()


class StrategyTable(FittedTable):
    """Choice | chance (a bar) | what if."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(3, parent, stretch=(0, CHANCE), text_columns=(0,), wrap=False)
        self.setItemDelegateForColumn(CHANCE, _BarDelegate(self))
        self.verticalHeader().hide()
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        read_cells_by_keyboard(self)

    def set_advice(self, advice: SideAdvice, tip_template: str) -> None:
        """``tip_template`` words a what-if's tooltip: %1 the choice, %2 the exact total."""
        self.setRowCount(len(advice.labels))
        for row, (label, p, what_if) in enumerate(zip(advice.labels, advice.mix, advice.what_if, strict=True)):
            cells = (label, percent(p, 1), decimal(what_if, 2))
            tips = (label, f"{percent(p, 4)}  ({exact(p)})", fill(tip_template, label, exact(what_if)))
            for column, (text, tip) in enumerate(zip(cells, tips, strict=True)):
                item = self.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    item.setTextAlignment(self.alignment(column))
                    self.setItem(row, column, item)
                item.setText(text)
                item.setToolTip(tip)
                item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, tip)
                if column == CHANCE:
                    item.setData(BAR, float(p))
                font = item.font()
                font.setBold(p > 0 and column == 0)
                item.setFont(font)
        self.fit_height()

    def chance(self, row: int) -> Fraction:
        """For the tests: the chance a row shows, read back from its bar."""
        return Fraction(self.item(row, CHANCE).data(BAR))
