"""Small widgets the Ringball pages share: a Shoot spin box, wrapped notes, and
a stacked bar for outcomes that add up to 1 (the shared BarChart draws
categories side by side, which hides that they split one whole)."""

import html
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QLabel, QSizePolicy, QSpinBox, QToolTip, QVBoxLayout, QWidget

from companion.gui.formatting import percent
from companion.gui.panel import spin_box
from companion.model.ringball.sbg import SHOOT_MAX, SHOOT_MIN

BAR_HEIGHT = 34


def shoot_spin_box(value: int = 4) -> QSpinBox:
    """A Shoot value as the rules write it: 2+ to 6+."""
    box = spin_box(SHOOT_MIN, SHOOT_MAX, value)
    box.setSuffix("+")
    return box


def note_label() -> QLabel:
    """A word-wrapped plain-text label for explanations."""
    label = QLabel()
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")


class _Strip(QWidget):
    """The painted bar itself; hovering a segment reports its index."""

    hovered_index = Signal(int, QPoint)

    def __init__(self, owner: "StackedBar"):
        super().__init__(owner)
        self.owner = owner
        self.setMouseTracking(True)
        self.setMinimumHeight(BAR_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(300, BAR_HEIGHT)

    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        try:
            self.owner.paint_bar(painter, self.rect())
        finally:
            painter.end()

    def mouseMoveEvent(self, event) -> None:
        index = self.owner.segment_at(event.position().x())
        if index is None:
            QToolTip.hideText()
        else:
            self.hovered_index.emit(index, event.globalPosition().toPoint())
        super().mouseMoveEvent(event)


class StackedBar(QWidget):
    """One horizontal bar split into exclusive outcomes, with a legend.

    Keeps the exact Fractions: hovering a segment shows the percentage and the
    fraction, and it offers the chart interface the main window exports
    (categories, shown_values, export_png/svg).
    """

    hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.categories: list[str] = []
        self.exact: list[Fraction] = []
        self.colors: list[QColor] = []
        self.title = ""
        self.strip = _Strip(self)
        self.strip.hovered_index.connect(self._show_tip)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.strip)
        layout.addWidget(self.legend)

    def set_data(self, categories: Sequence[str], values: Sequence[Fraction], colors: Sequence[QColor]) -> None:
        self.categories = list(categories)
        self.exact = [Fraction(v) for v in values]
        self.colors = list(colors)
        swatch = '<span style="color:{0}">■</span>&nbsp;{1}&nbsp;{2}'
        self.legend.setText(" &nbsp; ".join(
            swatch.format(color.name(), html.escape(name), percent(value))
            for name, value, color in zip(self.categories, self.exact, self.colors)
        ))
        self.strip.update()

    def set_title(self, title: str) -> None:
        self.title = title
        self.strip.setAccessibleName(title)

    # --- chart interface used by export ---

    def shown_values(self) -> list[Fraction]:
        return list(self.exact)

    def shown_reference(self) -> None:
        return None

    def axis_title(self, _name: str) -> str:
        return self.title

    def export_png(self, path: str) -> None:
        if not self.grab().save(path, "PNG"):
            raise OSError(f"could not write {path}")

    def export_svg(self, path: str) -> None:
        generator = QSvgGenerator()
        generator.setFileName(path)
        generator.setSize(self.size())
        generator.setViewBox(QRect(QPoint(0, 0), self.size()))
        generator.setTitle(self.title)
        painter = QPainter(generator)
        try:
            self.render(painter)
        finally:
            painter.end()
        if not Path(path).is_file():
            raise OSError(f"could not write {path}")

    # --- geometry and painting ---

    def segment_spans(self, width: float | None = None) -> list[tuple[float, float]]:
        """Each segment's (start, end) in pixels along a bar of `width`."""
        width = float(self.strip.width() if width is None else width)
        total = sum(self.exact) or Fraction(1)
        spans, start = [], 0.0
        for value in self.exact:
            end = start + width * float(value / total)
            spans.append((start, end))
            start = end
        return spans

    def segment_at(self, x: float) -> int | None:
        for index, (start, end) in enumerate(self.segment_spans()):
            if start <= x < end and end > start:
                return index
        return None

    def hover_text(self, index: int) -> str:
        value = self.exact[index]
        return f"{self.categories[index]}\n{percent(value)}  ({value})"

    def paint_bar(self, painter: QPainter, rect: QRect) -> None:
        painter.fillRect(rect, self.palette().color(QPalette.ColorRole.Base))
        metrics = painter.fontMetrics()
        for (start, end), value, color in zip(self.segment_spans(rect.width()), self.exact, self.colors):
            box = QRectF(rect.left() + start, rect.top(), end - start, rect.height())
            painter.fillRect(box, color)
            text = percent(value, decimals=1)
            if value and metrics.horizontalAdvance(text) + 8 < box.width():
                painter.setPen(QPen(QColor("#000000") if color.lightness() > 150 else QColor("#ffffff")))
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid)))
        painter.drawRect(rect.adjusted(0, 0, -1, -1))

    def _show_tip(self, index: int, where: QPoint) -> None:
        text = self.hover_text(index)
        QToolTip.showText(where, text, self.strip)
        self.hovered.emit(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self.strip.update()
        super().changeEvent(event)
