"""The Team captain tab itself: one page, the matrix beside the ritual's advice."""

from PySide6.QtWidgets import QWidget

from companion.gui.captain.identity import GAME_ID, title
from companion.gui.captain.panel import CaptainPanel
from companion.gui.game_tab import GameTab
from companion.model.captain import CALCULATORS


class CaptainTab(GameTab):
    game_id = GAME_ID

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.captain_panel = self.add_page(CaptainPanel(CALCULATORS["pairing"], settings))
        self.retranslate_ui()

    def title(self) -> str:
        return title()

    def page_titles(self) -> list[str]:
        return [self.tr("Pairing ritual")]
