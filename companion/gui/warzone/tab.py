"""The Warzone tab itself: its pages, built when the tab is first shown (see the package)."""

from PySide6.QtWidgets import QWidget

from companion.gui.game_tab import GameTab
from companion.gui.warzone.damage import DamagePanel
from companion.gui.warzone.environments import EnvironmentsPanel
from companion.gui.warzone.identity import GAME_ID, title
from companion.gui.warzone.ramming import RammingPanel
from companion.gui.warzone.reference import ReferencePage
from companion.gui.warzone.victory import VictoryPanel
from companion.model.warzone import DAMAGE, RADIOACTIVE, RAMMING, VICTORY_POINTS


class WarzoneTab(GameTab):
    game_id = GAME_ID

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.ramming_panel = self.add_page(RammingPanel(RAMMING, settings))
        # The other pages are built when first needed (see GameTab).
        self.add_later("damage_panel", lambda: DamagePanel(DAMAGE, settings))
        self.add_later("victory_panel", lambda: VictoryPanel(VICTORY_POINTS, settings))
        self.add_later("environments_panel", lambda: EnvironmentsPanel(RADIOACTIVE, settings))
        self.add_later("reference_page", ReferencePage)
        self.retranslate_ui()

    def title(self) -> str:
        return title()

    def page_titles(self) -> list[str]:
        return [self.tr("Ramming"), self.tr("Damage test"), self.tr("Victory points"), self.tr("Environments"),
                self.tr("House rules")]
