"""Warzone's helper for the tournament desk's result form: the victory-points calculator for one table.

``VictoryDialog`` shows the ``VictoryPanel`` prefilled with the event's points
limit (500 when the event has none) and the table's two players, and hands back
its two VP totals and who conceded when accepted. The desk finds it through the
games registry (``GameEntry.desk_module``), so no desk module names Warzone.
"""

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from companion import formatting
from companion.formatting import fill
from companion.games import HelperAnswer, TableForResult
from companion.gui.warzone.victory import VictoryPanel
from companion.model.warzone import VICTORY_POINTS
from companion.model.warzone.victory import Army, VictoryInput, VictoryResult

DEFAULT_GAME_SIZE = 500
"""The game size the calculator starts from for an event without a points limit (Warzone's usual 500)."""


class VictoryDialog(QDialog):
    """Warzone's victory-points calculator for one table; ``result_shown()`` is what it shows when accepted."""

    def __init__(self, points_limit: int, names: tuple[str, str], title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.panel = VictoryPanel(VICTORY_POINTS, None)
        self.panel.set_player_names(names)
        self.panel.load_inputs(VictoryInput(game_size=points_limit, armies=(Army(), Army())))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Use these totals"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel, 1)
        layout.addWidget(self.buttons)
        self.resize(1200, 720)

    def ready(self) -> bool:
        """The calculator shows the result of what the form holds now."""
        return not self.panel.evaluator.busy() and self.panel.result is not None

    def result_shown(self) -> VictoryResult | None:
        return self.panel.result if self.ready() else None


class VictoryPointsHelper(QObject):
    """The desk's "victory-points calculator" button: ``dialog`` is the calculator while it is open."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.dialog: VictoryDialog | None = None

    def label(self) -> str:
        return self.tr("Op&en the victory-points calculator…")

    def run(self, parent: QWidget, table: TableForResult, answer: Callable[[HelperAnswer], None]) -> None:
        dialog = VictoryDialog(table.points_limit or DEFAULT_GAME_SIZE, table.names,
                               fill(self.tr("Table %1: victory points"), formatting.integer(table.table)), parent)
        self.dialog = dialog
        dialog.finished.connect(lambda code: self.finished(dialog, code, answer))
        dialog.open()

    def finished(self, dialog: VictoryDialog, code: int, answer: Callable[[HelperAnswer], None]) -> None:
        self.dialog = None
        result = dialog.result_shown()
        dialog.deleteLater()
        if code != QDialog.DialogCode.Accepted or result is None:
            return
        answer(HelperAnswer(result.vp, result.conceded,
                            self.tr("The calculator's totals are in the form: check them, then save the result.")))


def result_helpers() -> tuple[VictoryPointsHelper]:
    return (VictoryPointsHelper(),)
