"""The registry of games: the one place a new game is added.

Each entry names the game's id as used in scenario files, its Qt-free model
subpackage (which exposes ``CALCULATORS``, ``SELF_TEST`` and ``TOURNAMENT_SCORING``), its GUI module (which exposes
``title()`` and ``create_tab(settings, parent)``) and, if the game has any, the GUI module of its helpers for the
tournament desk's result form (which exposes ``result_helpers()``: see ``ResultHelper``). Modules are named as
strings so the CLI can read the registry without importing Qt.
"""

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Protocol

from companion.model.calculator import Calculator, KnownScenario
from companion.model.scoring import Scoring


@dataclass(frozen=True)
class TableForResult:
    """What the desk tells a game's result helper about a table: its number, its two players' names in the
    table's order, the event's points limit (0: none), and the round, the players and the event it is of."""

    table: int
    names: tuple[str, str]
    points_limit: int
    round: int = 0
    players: tuple[int, int] = (0, 0)
    """The two players' ids in the event, in the table's order."""
    event_key: str = ""
    """Where the event is (its file or address, never a password), hashed: a helper may remember what it was told
    of a player under it and the player's id, in the app's preferences (the event's data holds results only)."""


@dataclass(frozen=True)
class HelperAnswer:
    """What a result helper hands back: the table's two VP totals in the table's order and who conceded (None:
    nothing to put in the form), and a line for the desk to show in the user's language (``check``: the line
    asks the desk to check the totals before saving, as when a file's names do not match the table's)."""

    score: tuple[Fraction, Fraction] | None
    conceded: int | None = None
    note: str = ""
    check: bool = False


class ResultHelper(Protocol):
    """A way a game offers to fill the desk's result form from its own calculators (Warzone's victory points,
    Ringball's match file). The desk shows a button per helper of the event's game and fills the form with what
    ``run`` answers; nothing is saved until the desk saves the form."""

    def label(self) -> str:
        """The button's text, translated, with its mnemonic."""

    def run(self, parent: Any, table: TableForResult, answer: Callable[[HelperAnswer], None]) -> None:
        """Ask the user (a dialog, a file); call ``answer`` once there is something to say (not on a cancel)."""


@dataclass(frozen=True)
class GameEntry:
    id: str
    model_module: str
    gui_module: str
    desk_module: str | None = None
    """The GUI module whose ``result_helpers()`` gives the desk's result form this game's helpers."""

    def calculators(self) -> Mapping[str, Calculator]:
        return importlib.import_module(self.model_module).CALCULATORS

    def known_scenario(self) -> KnownScenario | None:
        """The worked example the self-test checks, if the model package declares one."""
        return getattr(importlib.import_module(self.model_module), "SELF_TEST", None)

    def tournament_scoring(self) -> Scoring:
        """The scoring an event of this game starts from (the model package's ``TOURNAMENT_SCORING``)."""
        return importlib.import_module(self.model_module).TOURNAMENT_SCORING

    def result_helpers(self) -> tuple[ResultHelper, ...]:
        """New helpers for one result form (a helper may keep the dialog it opened); none if the game offers none.
        Loads the game's GUI (Qt)."""
        if self.desk_module is None:
            return ()
        return tuple(importlib.import_module(self.desk_module).result_helpers())


GAMES: tuple[GameEntry, ...] = (
    GameEntry("trench-crusade", "companion.model.trench_crusade", "companion.gui.trench_crusade"),
    GameEntry("warzone", "companion.model.warzone", "companion.gui.warzone", "companion.gui.warzone.desk_results"),
    GameEntry("ringball", "companion.model.ringball", "companion.gui.ringball", "companion.gui.ringball.desk_results"),
    GameEntry("lustria", "companion.model.lustria", "companion.gui.lustria"),
)


CALCULATOR_TABS: tuple[GameEntry, ...] = (
    GameEntry("captain", "companion.model.captain", "companion.gui.captain"),
)
"""Calculators that are no game of their own (the team captain's advisor): a tab beside the games' with scenario
files of its own, never a game an event is played at (the desk reads ``GAMES`` only). Their model packages need
no ``TOURNAMENT_SCORING``."""

TABS: tuple[GameEntry, ...] = GAMES + CALCULATOR_TABS
"""Every calculator tab, in the window's order."""


def game(game_id: str) -> GameEntry | None:
    """A game an event can be played at."""
    return next((entry for entry in GAMES if entry.id == game_id), None)


def tab(tab_id: str) -> GameEntry | None:
    """A game or another calculator tab: what a scenario file's ``game`` names."""
    return next((entry for entry in TABS if entry.id == tab_id), None)


def game_of(calculator: Calculator) -> GameEntry:
    """The tab a calculator belongs to: the registry is the one place that says so."""
    return next(entry for entry in TABS if calculator in entry.calculators().values())
