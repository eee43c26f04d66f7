"""The Warzone (UWZ house rules) tab: ramming, damage test, victory points, environments, reference.

Each page lives in its own module (``ramming``, ``damage``, ``victory``,
``environments``); the house-rules summaries are in ``reference``.
"""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.gui.game_tab import GameTab
from companion.gui.warzone.damage import DamagePanel
from companion.gui.warzone.environments import EnvironmentsPanel
from companion.gui.warzone.ramming import RammingPanel
from companion.gui.warzone.reference import ReferencePage
from companion.gui.warzone.victory import VictoryPanel
from companion.model.warzone import DAMAGE, RADIOACTIVE, RAMMING, VICTORY_POINTS

GAME_ID = "warzone"
"""The game's id in the registry and in scenario files."""


class WarzoneTab(GameTab):
    game_id = GAME_ID

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.ramming_panel = self.add_page(RammingPanel(RAMMING, settings))
        self.damage_panel = self.add_page(DamagePanel(DAMAGE, settings))
        self.victory_panel = self.add_page(VictoryPanel(VICTORY_POINTS, settings))
        self.environments_panel = self.add_page(EnvironmentsPanel(RADIOACTIVE, settings))
        self.reference_page = self.add_page(ReferencePage())
        self.retranslate_ui()

    def title(self) -> str:
        return title()

    def page_titles(self) -> list[str]:
        return [self.tr("Ramming"), self.tr("Damage test"), self.tr("Victory points"), self.tr("Environments"),
                self.tr("House rules")]


def title() -> str:
    """The game's tab title, known before the tab is built."""
    return QCoreApplication.translate("WarzoneTab", "Warzone")


def create_tab(settings, parent: QWidget | None = None) -> GameTab:
    return WarzoneTab(settings, parent)
