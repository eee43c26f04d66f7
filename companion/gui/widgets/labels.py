"""The one label for explanations and notes, on every page: a plain word-wrapped QLabel overlaps its neighbours."""

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class WrappedLabel(QLabel):
    """A word-wrapped label that keeps the height its text needs at the width it really has.

    A plain QLabel reports the height for its preferred width and is squeezed,
    lines overlapping, in a narrow form column. ``plain`` shows the text as
    typed (a name with "<" in it stays a name).
    """

    def __init__(self, parent: QWidget | None = None, plain: bool = False):
        super().__init__(parent)
        self.setWordWrap(True)
        if plain:
            self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._fitted: tuple[str, int] | None = None
        self._heights: dict[tuple[int, int], int] = {}
        """QLabel's answers by (width, minimum height), for the current text and font."""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if text == self.text():
            return  # the same explanation again: measuring a long text costs more than a repaint
        super().setText(text)
        self._heights = {}
        self._fit()

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):  # large text: more lines
            self._fitted = None
            self._heights = {}
            self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """QLabel's heightForWidth never answers less than the minimum height, so that is cleared first:
        otherwise a label once narrow (and tall) would keep its height, and a gap, at every later width."""
        fitted = (self.text(), self.width())
        if fitted == self._fitted:
            return
        self._fitted = fitted
        height = 0
        if self.text():
            self.setMinimumHeight(0)
            height = self.heightForWidth(max(self.width(), 1))
        self.setMinimumHeight(height)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        """The layouts ask again, at two widths, after every change anywhere on the page, and a rich-text
        table took 0.4 ms to measure each time."""
        key = (width, self.minimumHeight())
        height = self._heights.get(key)
        if height is None:
            height = self._heights[key] = super().heightForWidth(width)
        return height
