"""The Lustria tab: Warhammer Fantasy battles in the jungle.

Four pages: the shooting calculator with the black-powder roll, the events
table, the jungle encounters (calculator, dice and points tracker) and a
short reference. The pages that roll dice share one random generator, which
tests seed through ``seed_dice``.
"""

import random

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.gui.game_tab import GameTab
from companion.gui.lustria.encounters import EncounterPanel
from companion.gui.lustria.events import EventsPanel
from companion.gui.lustria.reference import ReferencePage
from companion.gui.lustria.shooting import ShootingPanel
from companion.model.lustria import ENCOUNTER, EVENTS, SHOOTING

GAME_ID = "lustria"
"""The game's id in the registry and in scenario files."""


class LustriaTab(GameTab):
    game_id = GAME_ID

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.dice = random.Random()
        self.shooting_panel = self.add_page(ShootingPanel(SHOOTING, settings))
        self.events_panel = self.add_page(EventsPanel(EVENTS, settings, self.dice))
        self.encounter_panel = self.add_page(EncounterPanel(ENCOUNTER, settings, self.dice))
        self.reference_page = self.add_page(ReferencePage())
        self.retranslate_ui()

    def seed_dice(self, seed: int) -> None:
        """Make the Roll buttons repeatable (tests, demonstrations)."""
        self.dice.seed(seed)

    def title(self) -> str:
        return title()

    def page_titles(self) -> list[str]:
        return [self.tr("Shooting"), self.tr("Events"), self.tr("Encounters"), self.tr("Reference")]


def title() -> str:
    """The game's tab title, known before the tab is built."""
    return QCoreApplication.translate("LustriaTab", "Lustria")


def create_tab(settings, parent: QWidget | None = None) -> GameTab:
    return LustriaTab(settings, parent)
