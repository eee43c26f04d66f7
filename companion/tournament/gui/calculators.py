"""A table's result from the game's own calculators: Warzone's victory-points page, Ringball's match file.

``VictoryDialog`` shows Warzone's ``VictoryPanel`` prefilled with the event's
points limit and the table's two players, and hands back its two VP totals and
who conceded. ``match_result`` reads a match the Ringball tracker saved (a
scenario file) and gives each of the table's players the VP of the side that
bears their name.

Choices where the issue is silent: a match file's sides are matched to the
table's players by name (ignoring case and spaces); when the names do not
match, side 1 is taken as the table's first player and the page says so; a
match that is not over is refused unless the desk confirms it (the players may
have stopped on time without recording the end).
"""

from dataclasses import dataclass
from fractions import Fraction

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from companion.gui.warzone.victory import VictoryPanel
from companion.model.errors import QT_TRANSLATE_NOOP
from companion.model.warzone import VICTORY_POINTS
from companion.model.warzone.victory import Army, VictoryInput, VictoryResult
from companion.scenario import ScenarioError, load_scenario
from companion.tournament.errors import DeskError


class VictoryDialog(QDialog):
    """Warzone's victory-points calculator for one table; ``result()`` is what it shows when accepted."""

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


@dataclass(frozen=True)
class MatchResult:
    """The table's two VP totals from a match file, in the table's order, and what the page should say."""

    score: tuple[Fraction, Fraction]
    names_matched: bool
    side_names: tuple[str, str]
    game_over: bool
    turn: int


def match_result(path: str, players: tuple[str, str]) -> MatchResult:
    """The VP of a saved Ringball match for the table's two players; DeskError for a file that is not one."""
    try:
        scenario = load_scenario(path)
    except ScenarioError as error:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0}: not a match file ({1})"), path, error) from None
    if scenario.game != "ringball" or scenario.calculator != "match":
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "{0} is a {1} {2} scenario, not a Ringball match"), path,
                        scenario.game, scenario.calculator)
    state = scenario.inputs.state
    sides = tuple(side.name for side in state.sides)
    totals = tuple(Fraction(side.score.total) for side in state.sides)
    wanted = tuple(_key(name) for name in players)
    found = tuple(_key(name) for name in sides)
    if found == wanted[::-1] and found != wanted:
        return MatchResult((totals[1], totals[0]), True, sides, state.game_over, state.turn)
    return MatchResult((totals[0], totals[1]), found == wanted, sides, state.game_over, state.turn)


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()
