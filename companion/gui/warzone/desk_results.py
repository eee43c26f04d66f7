"""Warzone's helper for the tournament desk's result form: the victory-points calculator for one table.

``VictoryDialog`` shows the ``VictoryPanel`` prefilled with the event's points
limit (500 when the event has none) and the table's two players, and hands back
its two VP totals and who conceded when accepted. The desk finds it through the
games registry (``GameEntry.desk_module``), so no desk module names Warzone.

It opens with each player's army as they last entered it in the calculator in
this event (``ArmyMemory``). Choice where the issue is silent: the armies are
kept in the app's preferences, keyed on the event's place hashed and the
player's id (``TableForResult.event_key``), not in the event: the event's data
holds results, and what one desk typed into its calculator is its own. They are
kept whenever the dialog closes, used or cancelled. Reopened for the same table
and round, an army comes back as it was left, losses and all; at another table
it comes back with its models only (a new game has no losses yet).

Enter in the army tables commits the cell being edited and never closes the
dialog (only "Use these totals" does).
"""

import json
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from companion import formatting
from companion.formatting import fill
from companion.games import HelperAnswer, TableForResult
from companion.gui.warzone.victory import VictoryPanel
from companion.model.errors import InputError
from companion.model.fields import dump_object, read_object
from companion.model.warzone import VICTORY_POINTS
from companion.model.warzone.victory import Army, VictoryInput, VictoryResult

ARMIES_KEY = "warzone/desk_armies"
"""Where ``ArmyMemory`` keeps the armies in the preferences: ARMIES_KEY/<event key>/<player id>."""

DEFAULT_GAME_SIZE = 500
"""The game size the calculator starts from for an event without a points limit (Warzone's usual 500)."""


class VictoryDialog(QDialog):
    """Warzone's victory-points calculator for one table; ``result_shown()`` is what it shows when accepted."""

    def __init__(self, points_limit: int, names: tuple[str, str], title: str, parent: QWidget | None = None,
                 armies: tuple[Army, Army] = (Army(), Army())):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.panel = VictoryPanel(VICTORY_POINTS, None)
        self.panel.set_player_names(names)
        self.panel.load_inputs(VictoryInput(game_size=points_limit, armies=armies))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Use these totals"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel, 1)
        layout.addWidget(self.buttons)
        self.resize(1200, 720)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        """Enter in an army table has committed its cell (the table's editor does that): it does not also press
        "Use these totals", as Enter elsewhere in the dialog does."""
        focus = QApplication.focusWidget()
        in_table = focus is not None and any(isinstance(widget, QAbstractItemView) for widget in ancestors(focus, self))
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and in_table:
            event.accept()
            return
        super().keyPressEvent(event)

    def armies(self) -> tuple[Army, ...]:
        return tuple(editor.army() for editor in self.panel.armies)

    def ready(self) -> bool:
        """The calculator shows the result of what the form holds now."""
        return not self.panel.evaluator.busy() and self.panel.result is not None

    def result_shown(self) -> VictoryResult | None:
        return self.panel.result if self.ready() else None


def ancestors(widget: QWidget, until: QWidget) -> list[QWidget]:
    """``widget`` and its parents up to (not including) ``until``."""
    found = []
    while widget is not None and widget is not until:
        found.append(widget)
        widget = widget.parentWidget()
    return found


class ArmyMemory:
    """The army each player last entered in the calculator, per event, in the app's preferences."""

    def __init__(self, settings):
        self.settings = settings

    @staticmethod
    def key(table: TableForResult, seat: int) -> str:
        return f"{ARMIES_KEY}/{table.event_key}/{table.players[seat]}"

    def recall(self, table: TableForResult, seat: int) -> Army:
        """The seat's player's army as last entered (its losses only when it was for this very table)."""
        if not table.event_key:
            return Army()
        try:
            kept = json.loads(str(self.settings.value(self.key(table, seat), "") or "{}"))
            army = read_object(Army, kept["army"])
        except (ValueError, TypeError, KeyError, InputError):  # nothing kept, or a damaged entry: a clean army
            return Army()
        if (kept.get("round"), kept.get("table")) != (table.round, table.table):
            army = Army(tuple(replace(group, states=frozenset()) for group in army.models))
        return army

    def keep(self, table: TableForResult, armies: tuple[Army, ...]) -> None:
        if not table.event_key:
            return
        for seat, army in enumerate(armies):
            if army == Army() and not self.settings.contains(self.key(table, seat)):
                continue  # nothing entered, nothing to forget
            self.settings.setValue(self.key(table, seat), json.dumps(
                {"round": table.round, "table": table.table, "army": dump_object(army)}))


class VictoryPointsHelper(QObject):
    """The desk's "victory-points calculator" button: ``dialog`` is the calculator while it is open. ``settings``
    (by default the app's preferences) keeps each player's army."""

    def __init__(self, parent: QObject | None = None, settings=None):
        super().__init__(parent)
        self.dialog: VictoryDialog | None = None
        self.settings = settings

    def label(self) -> str:
        return self.tr("Op&en the victory-points calculator…")

    def run(self, parent: QWidget, table: TableForResult, answer: Callable[[HelperAnswer], None]) -> None:
        memory = self.memory()
        dialog = VictoryDialog(table.points_limit or DEFAULT_GAME_SIZE, table.names,
                               fill(self.tr("Table %1: victory points"), formatting.integer(table.table)), parent,
                               (memory.recall(table, 0), memory.recall(table, 1)))
        self.dialog = dialog
        dialog.finished.connect(lambda code: self.finished(dialog, code, answer, table))
        dialog.open()

    def memory(self) -> ArmyMemory:
        if self.settings is None:
            from companion.gui.settings import open_settings

            self.settings = open_settings()
        return ArmyMemory(self.settings)

    def finished(self, dialog: VictoryDialog, code: int, answer: Callable[[HelperAnswer], None],
                 table: TableForResult | None = None) -> None:
        self.dialog = None
        if table is not None:
            self.memory().keep(table, dialog.armies())
        result = dialog.result_shown()
        dialog.deleteLater()
        if code != QDialog.DialogCode.Accepted or result is None:
            return
        answer(HelperAnswer(result.vp, result.conceded,
                            self.tr("The calculator's totals are in the form: check them, then save the result.")))


def result_helpers() -> tuple[VictoryPointsHelper]:
    return (VictoryPointsHelper(),)
