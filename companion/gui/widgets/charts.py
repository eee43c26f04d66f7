"""What every chart shares: a still plot in the application palette, hover and keyboard reading, a text
alternative for screen readers, and PNG/SVG export.

Charts receive exact ``Fraction`` values and keep them, so hovering a bar (or reaching it with the arrow
keys) shows the exact fraction next to the percentage and CSV export writes both. Colours follow the
application palette, so light and dark themes need no chart code. The kinds of chart are beside this
module: ``bar_chart``, ``line_chart``, ``stacked``, and the heat-map table ``heat_map``.
"""

from collections.abc import Sequence
from contextlib import contextmanager
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QCursor, QFontMetrics, QPalette, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QToolTip, QVBoxLayout, QWidget

from companion.formatting import fill
from companion.gui.widgets.accessibility import announce
from companion.gui.widgets.export import write_png, write_svg

STEP_KEYS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
"""The arrow keys step from one bar (or point) of a focused chart to the next."""


def x_units_per_pixel(view) -> float:
    """The width of one screen pixel in x units (0 before the view has a size).

    pyqtgraph's ``viewPixelSize`` maps through the device transform and cost 2 ms per call,
    on every form change; the view's range over its width is the same number here.
    """
    (left, right), _ = view.viewRange()
    return (right - left) / view.width() if view.width() > 0 else 0.0


class PlotFrame(QWidget):
    """What every chart shares: a still plot in the application palette, axis
    titles, hover tooltips, keyboard reading, a text alternative, and PNG/SVG export.

    A subclass says which of its items lies under the mouse (``item_at``), what
    to show for it (``hover_text``), which items the arrow keys step through
    (``reading_items``) and where each is drawn (``item_area``), and what the whole
    chart says in words (``text_alternative``); it calls ``data_shown`` after each
    change of data, and extends ``_apply_palette`` for the items it draws,
    calling it once they exist.

    The chart is one stop of the Tab chain. Focused, it is outlined, a screen
    reader reads its name (``reader_title``, by default its x axis's title) and its
    text alternative, and the arrow keys, Home and End step through its items:
    each is outlined, its hover text shown as a tooltip and said to a screen reader.
    """

    hovered = Signal(str)

    def __init__(self, parent: QWidget | None = None, legend: bool = False, min_height: int = 150):
        super().__init__(parent)
        self.plot = pg.PlotWidget(parent=self)
        self.plot.setMenuEnabled(False)
        self.plot.hideButtons()
        self.plot.setMouseEnabled(False, False)
        self.plot.setMinimumHeight(min_height)
        self.min_height = min_height
        self.legend = self.plot.getPlotItem().addLegend(offset=(-10, 10)) if legend else None
        for name in ("left", "bottom"):
            # Percentages are never rescaled: pyqtgraph would write "(x0.001)" into a short chart's title.
            self.plot.getPlotItem().getAxis(name).enableAutoSIPrefix(False)
        self.plot.scene().sigMouseMoved.connect(self._on_mouse_moved)
        self._axis_ticks: dict[str, list[tuple[float, str]] | None] = {}
        # The chart as a whole takes the focus, not pyqtgraph's view inside it: Tab stops once, on the chart.
        self.plot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.reader_title = ""
        """What a screen reader calls the chart; empty: its x axis's title."""
        self.current: Any | None = None
        """The item the arrow keys reached last (None until they are used)."""
        self.spoken = ""
        """The words given for the item reached last, as a tooltip and to a screen reader."""
        self._cursor = QGraphicsRectItem()
        self._cursor.setZValue(20)
        self._cursor.setVisible(False)
        self.plot.addItem(self._cursor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot, 1)

    def set_ticks(self, name: str, ticks: Sequence[tuple[float, str]] | None) -> None:
        """The ticks of axis ``name`` (None: pyqtgraph's own). They are handed over only when they change:
        pyqtgraph lays the whole axis out again for any, and three charts did so on every form change."""
        ticks = None if ticks is None else list(ticks)
        if name not in self._axis_ticks or self._axis_ticks[name] != ticks:
            self._axis_ticks[name] = ticks
            self.plot.getPlotItem().getAxis(name).setTicks(None if ticks is None else [ticks])

    def fix_tick_room(self, name: str, room: int) -> None:
        """Room for the tick labels of axis ``name``, ``room`` pixels across the axis, fixed. Left to itself,
        pyqtgraph fits the axis to its widest label while it paints, and the plot moved sideways and was
        laid out and painted again whenever a label gained a digit."""
        axis = self.plot.getPlotItem().getAxis(name)
        key = "tickTextWidth" if name in ("left", "right") else "tickTextHeight"
        if axis.style["autoExpandTextSpace"] or axis.style[key] != room:
            axis.setStyle(autoExpandTextSpace=False, **{key: room})

    def percent_tick_room(self) -> int:
        """What the widest percentage tick, "100", needs across a vertical axis."""
        return QFontMetrics(self.font()).horizontalAdvance("100") + 2

    def set_axis_titles(self, x_title: str, y_title: str) -> None:
        item = self.plot.getPlotItem()
        if item.getAxis("bottom").labelText != x_title:
            item.setLabel("bottom", x_title, **self._text_style())
            self._name_for_reader()
        if item.getAxis("left").labelText != y_title:
            item.setLabel("left", y_title, **self._text_style())
            self._fit_y_title()

    def _text_style(self) -> dict[str, str]:
        """Axis titles and legends in the widget's font size, so large text enlarges them too."""
        return {"font-size": f"{self.font().pointSizeF():g}pt"}

    def _fit_y_title(self) -> None:
        """The plot is never shorter than its rotated y title, which would otherwise read "bility (%)"."""
        title = self.axis_title("left")
        needed = self.fontMetrics().horizontalAdvance(title) + 3 * self.fontMetrics().height() if title else 0
        self.plot.setMinimumHeight(max(self.min_height, needed))

    def _apply_font(self) -> None:
        """Every text of the chart follows the widget's font: ticks, axis titles, the legend."""
        item = self.plot.getPlotItem()
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setStyle(tickFont=self.font())
            if axis.labelText:
                axis.setLabel(axis.labelText, **self._text_style())
        if self.legend is not None:
            self.legend.setLabelTextSize(self._text_style()["font-size"])
            for _sample, label in self.legend.items:
                label.setText(label.text, size=self._text_style()["font-size"])
        self._fit_y_title()

    def axis_title(self, name: str) -> str:
        return self.plot.getPlotItem().getAxis(name).labelText

    # --- hover ---

    def item_at(self, scene_pos: QPointF) -> Any | None:
        """The bar, group or x position under a scene position, if any."""
        raise NotImplementedError

    def hover_text(self, item: Any) -> str:
        raise NotImplementedError

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        item = self.item_at(scene_pos)
        if item is None:
            QToolTip.hideText()
            return
        text = self.hover_text(item)
        QToolTip.showText(QCursor.pos(), text, self.plot)
        self.hovered.emit(text)

    # --- keyboard and screen readers ---

    def reading_items(self) -> list[Any]:
        """The items the arrow keys step through, in order (bar indices, x positions)."""
        raise NotImplementedError

    def item_area(self, item: Any) -> QRectF:
        """Where ``item`` is drawn, in the plot's data coordinates: what its outline goes round."""
        raise NotImplementedError

    def text_alternative(self) -> str:
        """Everything the chart shows, in words: a screen reader's description of it."""
        raise NotImplementedError

    def set_reader_title(self, title: str) -> None:
        """What a screen reader calls this chart, where its x axis's title does not say it (or it has none)."""
        self.reader_title = title
        self._name_for_reader()

    def _name_for_reader(self) -> None:
        title = self.reader_title or self.axis_title("bottom")
        name = fill(QCoreApplication.translate("PlotFrame", "Chart: %1"), title) if title else ""
        if name != self.accessibleName():
            self.setAccessibleName(name)

    def data_shown(self) -> None:
        """After every change of data: the text alternative follows it, and the item reached with the keys
        keeps its outline (or loses it, if the chart has no such item any more)."""
        description = fill(QCoreApplication.translate(
            "PlotFrame", "%1 Arrow keys read one item at a time."), self.text_alternative())
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
        items = self.reading_items()
        if self.current is not None and self.current not in items:
            self.current = None
        self._place_cursor()

    def read_item(self, item: Any) -> None:
        """Show and say ``item``, as hovering it would, and outline it."""
        self.current = item
        self._place_cursor()
        self.spoken = self.hover_text(item)
        area = self.item_area(item)
        scene = self.plot.getPlotItem().vb.mapViewToScene(area.center())
        where = self.plot.mapToGlobal(self.plot.mapFromScene(scene))
        QToolTip.showText(where, self.spoken, self.plot)
        self.hovered.emit(self.spoken)
        announce(self, self.spoken)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        items = self.reading_items()
        key = event.key()
        if not items or (key not in STEP_KEYS and key not in (Qt.Key.Key_Home, Qt.Key.Key_End)):
            super().keyPressEvent(event)
            return
        if key == Qt.Key.Key_Home:
            index = 0
        elif key == Qt.Key.Key_End:
            index = len(items) - 1
        elif self.current is None:
            index = 0 if STEP_KEYS[key] > 0 else len(items) - 1
        else:
            index = min(max(items.index(self.current) + STEP_KEYS[key], 0), len(items) - 1)
        self.read_item(items[index])
        event.accept()

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().focusInEvent(event)
        self._show_focus(True)

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().focusOutEvent(event)
        self._show_focus(False)
        QToolTip.hideText()

    def _show_focus(self, focused: bool, cursor: bool = True) -> None:
        """The plot is outlined while the chart has the keyboard's focus, and so is the item reached."""
        border = pg.mkPen(self.palette().color(QPalette.ColorRole.Highlight), width=2) if focused else None
        self.plot.getPlotItem().vb.setBorder(border)
        self._place_cursor(cursor)

    def _place_cursor(self, allowed: bool = True) -> None:
        shown = allowed and self.current is not None and self.hasFocus()
        if shown:
            pen = QPen(self.palette().color(QPalette.ColorRole.WindowText), 0, Qt.PenStyle.DashLine)
            pen.setCosmetic(True)
            self._cursor.setPen(pen)
            self._cursor.setRect(self.item_area(self.current))
        if self._cursor.isVisible() != shown:
            self._cursor.setVisible(shown)

    # --- export (the main window writes every chart of a page) ---

    def export_png(self, path: str) -> None:
        with self._without_focus():
            write_png(self, path)

    def export_svg(self, path: str) -> None:
        with self._without_focus():
            write_svg(self, path, self.axis_title("bottom"))

    @contextmanager
    def _without_focus(self):
        """A file shows the chart, not where the keyboard is: the focus outline and the item's are left out."""
        self._show_focus(False, cursor=False)
        try:
            yield
        finally:
            self._show_focus(self.hasFocus())

    # --- look ---

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._apply_palette()
        elif event.type() == QEvent.Type.FontChange:
            self._apply_font()
        super().changeEvent(event)

    def _apply_palette(self) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        self.plot.setBackground(palette.color(QPalette.ColorRole.Base))
        for name in ("left", "bottom"):
            axis = self.plot.getPlotItem().getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        if self.legend is not None:
            self.legend.setLabelTextColor(text)
