"""The Lustria tab itself: its pages, built when the tab is first shown (see the package)."""

import random

from PySide6.QtWidgets import QWidget

from companion.gui.game_tab import GameTab
from companion.gui.lustria.encounters import EncounterPanel
from companion.gui.lustria.events import EventsPanel
from companion.gui.lustria.identity import GAME_ID, title
from companion.gui.lustria.reference import ReferencePage
from companion.gui.lustria.shooting import ShootingPanel
from companion.model.lustria import ENCOUNTER, EVENTS, SHOOTING


class LustriaTab(GameTab):
    game_id = GAME_ID

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.dice = random.Random()
        self.shooting_panel = self.add_page(ShootingPanel(SHOOTING, settings))
        # The other pages are built when first needed (see GameTab).
        self.add_later("events_panel", lambda: EventsPanel(EVENTS, settings, self.dice))
        self.add_later("encounter_panel", lambda: EncounterPanel(ENCOUNTER, settings, self.dice))
        self.add_later("reference_page", ReferencePage)
        self.retranslate_ui()

    def seed_dice(self, seed: int) -> None:
        """Make the Roll buttons repeatable (tests, demonstrations)."""
        self.dice.seed(seed)

    def title(self) -> str:
        return title()

    def page_titles(self) -> list[str]:
        return [self.tr("Shooting"), self.tr("Events"), self.tr("Encounters"), self.tr("Reference")]
