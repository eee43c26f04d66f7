"""The Trench Crusade tab itself: its pages, built when the tab is first shown (see the package)."""

from PySide6.QtWidgets import QWidget

from companion.gui.game_tab import GameTab
from companion.gui.trench_crusade.attack import AttackPanel
from companion.gui.trench_crusade.blast import BlastPanel
from companion.gui.trench_crusade.compare import ComparePanel
from companion.gui.trench_crusade.identity import GAME_ID, title
from companion.gui.trench_crusade.melee_shot import MeleeShotPanel
from companion.gui.trench_crusade.scatter import ScatterPanel
from companion.gui.trench_crusade.sequence import SequencePanel
from companion.gui.trench_crusade.sweep import SweepPanel
from companion.model.trench_crusade import ATTACK, BLAST, COMPARE, MELEE_SHOT, SCATTER, SEQUENCE, SWEEP


class TrenchCrusadeTab(GameTab):
    game_id = GAME_ID

    def __init__(self, settings, parent: QWidget | None = None):
        super().__init__(parent)
        self.attack_panel = self.add_page(AttackPanel(ATTACK, settings))
        # The other pages are built when first needed (see GameTab): only the page shown costs the start.
        attack = self.attack_panel
        self.add_later("sequence_panel", lambda: SequencePanel(SEQUENCE, settings, attack))
        self.add_later("blast_panel", lambda: BlastPanel(BLAST, settings))
        self.add_later("melee_shot_panel", lambda: MeleeShotPanel(MELEE_SHOT, settings))
        self.add_later("scatter_panel", lambda: ScatterPanel(SCATTER, settings))
        self.add_later("compare_panel", lambda: ComparePanel(COMPARE, settings, attack))
        self.add_later("sweep_panel", lambda: SweepPanel(SWEEP, settings, attack))
        self.retranslate_ui()

    def title(self) -> str:
        return title()

    def page_titles(self) -> list[str]:
        return [self.tr("Attack"), self.tr("Sequence"), self.tr("Blast"), self.tr("Into melee"), self.tr("Scatter"),
                self.tr("Compare"), self.tr("Sweep")]
