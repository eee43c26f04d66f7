"""The registry of games: the one place a new game is added.

Each entry names the game's id as used in scenario files, its Qt-free model
subpackage (which exposes ``CALCULATORS``, ``SELF_TEST`` and ``TOURNAMENT_SCORING``) and its GUI module (which exposes
``title()`` and ``create_tab(settings, parent)``). Modules are named as strings so the CLI can
read the registry without importing Qt.
"""

import importlib
from collections.abc import Mapping
from dataclasses import dataclass

from companion.model.calculator import Calculator, KnownScenario
from companion.model.scoring import Scoring


@dataclass(frozen=True)
class GameEntry:
    id: str
    model_module: str
    gui_module: str

    def calculators(self) -> Mapping[str, Calculator]:
        return importlib.import_module(self.model_module).CALCULATORS

    def known_scenario(self) -> KnownScenario | None:
        """The worked example the self-test checks, if the model package declares one."""
        return getattr(importlib.import_module(self.model_module), "SELF_TEST", None)

    def tournament_scoring(self) -> Scoring:
        """The scoring an event of this game starts from (the model package's ``TOURNAMENT_SCORING``)."""
        return importlib.import_module(self.model_module).TOURNAMENT_SCORING


GAMES: tuple[GameEntry, ...] = (
    GameEntry("trench-crusade", "companion.model.trench_crusade", "companion.gui.trench_crusade"),
    GameEntry("warzone", "companion.model.warzone", "companion.gui.warzone"),
    GameEntry("ringball", "companion.model.ringball", "companion.gui.ringball"),
    GameEntry("lustria", "companion.model.lustria", "companion.gui.lustria"),
)


def game(game_id: str) -> GameEntry | None:
    return next((entry for entry in GAMES if entry.id == game_id), None)


def game_of(calculator: Calculator) -> GameEntry:
    """The game a calculator belongs to: the registry is the one place that says so."""
    return next(entry for entry in GAMES if calculator in entry.calculators().values())
