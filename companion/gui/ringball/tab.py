"""The Ringball tab itself: its pages, built when the tab is first shown (see the package)."""

from PySide6.QtWidgets import QWidget

from companion.gui.game_tab import GameTab
from companion.gui.panel import CalculatorPanel
from companion.gui.ringball.identity import GAME_ID, title
from companion.gui.ringball.match import MatchPanel
from companion.gui.ringball.rolls import RollsPage
from companion.gui.ringball.steal import StealPanel
from companion.gui.ringball.throw import ThrowPanel
from companion.model.ringball import CALCULATORS


class RingballTab(GameTab):
    game_id = GAME_ID

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.throw_panel = self.add_page(ThrowPanel(CALCULATORS["throw"], settings))
        self.steal_panel = self.add_page(StealPanel(CALCULATORS["steal"], settings))
        self.rolls_page = self.add_page(RollsPage(settings))
        self.match_panel = self.add_page(MatchPanel(CALCULATORS["match"], settings))
        self.retranslate_ui()

    def title(self) -> str:
        return title()

    def page_titles(self) -> list[str]:
        return [self.tr("Throw"), self.tr("Steal"), self.tr("SBG rolls"), self.tr("Match tracker")]

    def panels(self) -> list[CalculatorPanel]:
        return [self.throw_panel, self.steal_panel, *self.rolls_page.panels, self.match_panel]

    def current_panel(self) -> CalculatorPanel | None:
        if self.currentWidget() is self.rolls_page:
            return self.rolls_page.active_panel
        return super().current_panel()

    def setCurrentWidget(self, widget: QWidget) -> None:  # noqa: N802 - Qt's name, called by the main window
        if widget not in self.rolls_page.panels:
            super().setCurrentWidget(widget)
            return
        super().setCurrentWidget(self.rolls_page)
        self.rolls_page.activate(widget)
