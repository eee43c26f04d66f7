"""Widgets and wording the Lustria pages share.

Save combos, the "4+" wording of a roll, a bar chart for counts (wounds, models removed) that stays
readable when a volley of hundreds of shots has hundreds of outcomes, and the log of real dice rolled.
"""

import random
from collections.abc import Iterable, Iterator, Mapping
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QComboBox, QGroupBox, QListWidget, QPushButton, QVBoxLayout, QWidget

from companion.formatting import fill, percent_delta, percent_exact
from companion.gui.widgets.bar_chart import BarChart
from companion.gui.widgets.forms import hbox, set_combo_items
from companion.gui.widgets.labels import WrappedLabel
from companion.gui.widgets.tables import read_cells_by_keyboard
from companion.model.fields import declared
from companion.model.lustria.encounters import Unit

NO_SAVE = 0
"""Combo data for "no save" (the model's None)."""
FOLD_ABOVE = 24
"""Counts with more outcomes than this have their negligible tails folded."""
NEGLIGIBLE = 1e-4
"""A tail holding less than this (0.01%) is folded into one "≤ k" or "≥ k" bar."""


def roll_text(need: int | None) -> str:
    """A D6 score as players write it: "4+", or a dash when it cannot be rolled."""
    if need is None:
        return QCoreApplication.translate("Lustria", "—")
    return fill(QCoreApplication.translate("Lustria", "%1+"), str(need))


def save_items() -> list[tuple[int, str]]:
    lowest, highest = declared(Unit, "save").range
    return [(NO_SAVE, QCoreApplication.translate("Lustria", "None"))] + [
        (score, roll_text(score)) for score in range(lowest, highest + 1)]


def set_save_items(combo: QComboBox) -> None:
    set_combo_items(combo, save_items())


def save_value(combo: QComboBox) -> int | None:
    data = combo.currentData()
    return None if data in (None, NO_SAVE) else int(data)


def select_save(combo: QComboBox, save: int | None) -> None:
    combo.setCurrentIndex(max(0, combo.findData(NO_SAVE if save is None else save)))


def yes_no(value: bool) -> str:
    return QCoreApplication.translate("Lustria", "yes") if value else QCoreApplication.translate("Lustria", "no")


def count_bins(distributions: Iterable[Mapping[int, Fraction]]) -> list[tuple[int, int]]:
    """Bars (low, high) covering 0..the largest count of every distribution.

    Up to FOLD_ABOVE outcomes each count gets its own bar. Beyond that the
    tails that hold less than NEGLIGIBLE in every distribution are folded
    into one bar at each end, so a 1,000-shot volley shows its bell, not a
    thousand invisible bars. Nothing is dropped: the folded bars carry the
    tails' probability.
    """
    distributions = [d for d in distributions if d]
    top = max(max(d) for d in distributions)
    if top + 1 <= FOLD_ABOVE:
        return [(k, k) for k in range(top + 1)]
    low, high = top, 0
    for distribution in distributions:
        odds = [float(distribution.get(k, 0)) for k in range(top + 1)]
        below = 0.0
        for k in range(top + 1):
            below += odds[k]
            if below > NEGLIGIBLE:
                low = min(low, k)
                break
        above = 0.0
        for k in range(top, -1, -1):
            above += odds[k]
            if above > NEGLIGIBLE:
                high = max(high, k)
                break
    bins = [(0, low)] if low > 0 else []
    start = low + 1 if low > 0 else 0
    cut = max(high, start)
    bins += [(k, k) for k in range(start, min(cut, top + 1))]
    if cut <= top:
        bins.append((cut, top))
    return bins


def bin_mass(distribution: Mapping[int, Fraction], low: int, high: int) -> Fraction:
    return sum((distribution.get(k, Fraction(0)) for k in range(low, high + 1)), Fraction(0))


class CountChart(BarChart):
    """Bars of a count's distribution with folded negligible tails.

    The end bars read "≤ 3" and "≥ 20" when tails are folded; tick labels are
    thinned so they never overlap, and the hover text says "at least k" in
    the cumulative view.
    """

    MAX_LABELLED = 16

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.bins: list[tuple[int, int]] = []

    def set_counts(self, live: Mapping[int, Fraction], pinned: Mapping[int, Fraction] | None, pinned_name: str) -> None:
        self.bins = count_bins([live] + ([pinned] if pinned is not None else []))
        self.show_values = self._values_fit()
        labels = [self._label(low, high) for low, high in self.bins]
        reference = None if pinned is None else [bin_mass(pinned, low, high) for low, high in self.bins]
        self.set_comparison(labels, [bin_mass(live, low, high) for low, high in self.bins], reference,
                            reference_name=pinned_name)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.bins and self._values_fit() != self.show_values:
            self.show_values = not self.show_values
            self.set_cumulative(self.cumulative)

    def _values_fit(self) -> bool:
        """Percent labels over the bars only while they cannot overlap."""
        label = self.fontMetrics().horizontalAdvance("88.8%") * 1.2
        return len(self.bins) <= self.MAX_LABELLED and len(self.bins) * label <= self.plot.width() - 60

    def hover_text(self, index: int) -> str:
        if not self.cumulative:
            return super().hover_text(index)
        value = self.shown_values()[index]
        lines = [fill(self.tr("At least %1"), str(self.bins[index][0])), percent_exact(value)]
        reference = self.shown_reference()
        if reference is not None:
            lines.append(f"{self.reference_name}: {percent_exact(reference[index])}")
            lines.append(f"Δ {percent_delta(value - reference[index])}")
        return "\n".join(lines)

    def _label(self, low: int, high: int) -> str:
        if low == high:
            return str(low)
        if low == 0:
            return fill(self.tr("≤%1"), str(high))
        return fill(self.tr("≥%1"), str(low))

    def shown_ticks(self, ticks: list[tuple[float, str]]) -> list[tuple[float, str]]:
        """At most MAX_LABELLED names, counted from the right (the highest count is always named)."""
        step = max(1, -(-len(ticks) // self.MAX_LABELLED))
        return [tick for index, tick in enumerate(ticks) if (len(ticks) - 1 - index) % step == 0]


def recorded_d6(dice: random.Random) -> tuple[Iterator[int], list[int]]:
    """Endless D6 from ``dice`` for the model to take as it needs, and the list of those it took."""
    rolled: list[int] = []

    def d6() -> Iterator[int]:
        while True:
            rolled.append(dice.randint(1, 6))
            yield rolled[-1]

    return d6(), rolled


class RollLog(QGroupBox):
    """Real dice on a page: a roll button, the roll just made in full, and the rolls before it, newest
    first, until the log is cleared.

    The page connects ``roll_button``, words the title, the button and ``log_label``, and hands each roll
    to ``add``; the log numbers them.
    """

    def __init__(self, log_height: int, emphasised: bool = False, parent: QWidget | None = None):
        super().__init__(parent)
        self.rolls_made = 0
        self.roll_button = QPushButton()
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear)
        self.last_roll = WrappedLabel()
        if emphasised:
            font = self.last_roll.font()
            font.setPointSizeF(font.pointSizeF() * 1.2)
            font.setBold(True)
            self.last_roll.setFont(font)
        self.log_label = WrappedLabel()
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setMinimumHeight(log_height)
        read_cells_by_keyboard(self.log)  # a roll reached with the arrow keys shows every die, as hovering it does
        self.log_label.setBuddy(self.log)
        layout = QVBoxLayout(self)
        for widget in (hbox(self.roll_button, self.clear_button), self.last_roll, self.log_label, self.log):
            layout.addWidget(widget)
        self.retranslate_ui()

    def next_number(self) -> int:
        """The number the roll being made will have in the log."""
        return self.rolls_made + 1

    def add(self, shown: str, entry: str, tooltip: str = "") -> None:
        """The roll just made: ``shown`` in full above the log, ``entry`` on top of it."""
        self.rolls_made += 1
        self.last_roll.setText(shown)
        self.log.insertItem(0, entry)
        self.log.item(0).setToolTip(tooltip)
        self.log.item(0).setData(Qt.ItemDataRole.AccessibleDescriptionRole, tooltip)  # a screen reader's "every die"

    def clear(self) -> None:
        self.log.clear()
        self.rolls_made = 0
        self.last_roll.setText(self.tr("No roll yet."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.clear_button.setText(self.tr("&Clear log"))
        if not self.rolls_made:
            self.last_roll.setText(self.tr("No roll yet."))
