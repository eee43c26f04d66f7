"""Ringball's helper for the tournament desk's result form: the VP of a match the tracker saved.

``match_result`` reads a match the Ringball tracker saved (a scenario file) and
gives each of the table's players the VP of the side that bears their name. The
desk finds it through the games registry (``GameEntry.desk_module``), so no desk
module names Ringball.

Choices where the rules are silent: a match file's sides are matched to the
table's players by name (ignoring case and spaces); when the names do not
match, side 1 is taken as the table's first player and the desk says so; a
match that is not over is taken only after a question (the players may have
stopped on time without recording the end).
"""

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from companion import formatting
from companion.formatting import fill
from companion.games import HelperAnswer, TableForResult
from companion.gui import dialogs
from companion.gui.errors import describe
from companion.gui.widgets import file_dialogs
from companion.scenario import ScenarioError, load_scenario


@dataclass(frozen=True)
class MatchResult:
    """The table's two VP totals from a match, in the table's order, and what the desk should say."""

    score: tuple[Fraction, Fraction]
    names_matched: bool
    side_names: tuple[str, str]
    game_over: bool
    turn: int


def match_result(state, players: tuple[str, str]) -> MatchResult:
    """The VP of a tracked match's two sides for the table's two players, by their names."""
    sides = tuple(side.name for side in state.sides)
    totals = tuple(Fraction(side.score.total) for side in state.sides)
    wanted = tuple(_key(name) for name in players)
    found = tuple(_key(name) for name in sides)
    if found == wanted[::-1] and found != wanted:
        return MatchResult((totals[1], totals[0]), True, sides, state.game_over, state.turn)
    return MatchResult((totals[0], totals[1]), found == wanted, sides, state.game_over, state.turn)


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


class MatchFileHelper(QObject):
    """The desk's "match-tracker file" button: a file chosen, read, and its VP given to the table's players."""

    def label(self) -> str:
        return self.tr("Import the &match-tracker file…")

    def run(self, parent: QWidget, table: TableForResult, answer: Callable[[HelperAnswer], None]) -> None:
        path, _ = file_dialogs.open_file_name(parent, self.tr("Import a match"), str(Path.home()),
                                              self.tr("Companion scenarios (*.companion *.json);;All files (*)"))
        if path:
            self.read(parent, path, table, answer)

    def read(self, parent: QWidget, path: str, table: TableForResult, answer: Callable[[HelperAnswer], None]) -> None:
        try:
            scenario = load_scenario(path)
        except ScenarioError as error:
            answer(HelperAnswer(None, note=fill(self.tr("Not a match file: %1"), describe(error)),
                                check=True))
            return
        if scenario.game != "ringball" or scenario.calculator != "match":
            answer(HelperAnswer(None, note=fill(self.tr("%1 is a %2 %3 scenario, not a Ringball match"), path,
                                                scenario.game, scenario.calculator), check=True))
            return
        found = match_result(scenario.inputs.state, table.names)
        if not found.game_over:
            question = fill(self.tr("The match in %1 is not over (turn %2). Take its VP as the result?"), path,
                            formatting.integer(found.turn))
            reply = dialogs.question(parent, self.tr("The match is not over"), question,
                                         QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                                         QMessageBox.StandardButton.No)
            if reply != QMessageBox.StandardButton.Yes:
                return
        if found.names_matched:
            answer(HelperAnswer(found.score, None,
                                self.tr("The match's VP are in the form: check them, then save the result.")))
        else:
            answer(HelperAnswer(found.score, None, fill(
                self.tr("The match's sides (%1, %2) are not this table's players: the first side's VP went to %3. "
                        "Check them before saving."), found.side_names[0], found.side_names[1], table.names[0]),
                check=True))


def result_helpers() -> tuple[MatchFileHelper]:
    return (MatchFileHelper(),)
