"""The Trench Crusade tab: an attack, sequences, blasts, shooting into melee, SCATTER, compare and sweep.

One module per page; ``forms`` holds the weapon and target forms they share and
``charts`` the charts only this game draws.
"""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.gui.game_tab import GameTab
from companion.gui.trench_crusade.attack import AttackPanel
from companion.gui.trench_crusade.blast import BlastPanel
from companion.gui.trench_crusade.compare import ComparePanel
from companion.gui.trench_crusade.melee_shot import MeleeShotPanel
from companion.gui.trench_crusade.scatter import ScatterPanel
from companion.gui.trench_crusade.sequence import SequencePanel
from companion.gui.trench_crusade.sweep import SweepPanel
from companion.model.trench_crusade import ATTACK, BLAST, COMPARE, MELEE_SHOT, SCATTER, SEQUENCE, SWEEP

GAME_ID = "trench-crusade"
"""The game's id in the registry and in scenario files."""


class TrenchCrusadeTab(GameTab):
    game_id = GAME_ID

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.attack_panel = self.add_page(AttackPanel(ATTACK, settings))
        self.sequence_panel = self.add_page(SequencePanel(SEQUENCE, settings, self.attack_panel))
        self.blast_panel = self.add_page(BlastPanel(BLAST, settings))
        self.melee_shot_panel = self.add_page(MeleeShotPanel(MELEE_SHOT, settings))
        self.scatter_panel = self.add_page(ScatterPanel(SCATTER, settings))
        self.compare_panel = self.add_page(ComparePanel(COMPARE, settings, self.attack_panel))
        self.sweep_panel = self.add_page(SweepPanel(SWEEP, settings, self.attack_panel))
        self.retranslate_ui()

    def title(self) -> str:
        return title()

    def page_titles(self) -> list[str]:
        return [self.tr("Attack"), self.tr("Sequence"), self.tr("Blast"), self.tr("Into melee"), self.tr("Scatter"),
                self.tr("Compare"), self.tr("Sweep")]


def title() -> str:
    """The game's tab title, known before the tab is built."""
    return QCoreApplication.translate("TrenchCrusadeTab", "Trench Crusade")


def create_tab(settings, parent: QWidget | None = None) -> GameTab:
    return TrenchCrusadeTab(settings, parent)
