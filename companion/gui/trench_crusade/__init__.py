"""The Trench Crusade tab: an attack, sequences, blasts, shooting into melee, SCATTER, compare and sweep.

One module per page; ``forms`` holds the weapon and target forms they share and
``charts`` the charts only this game draws.
"""

from typing import TYPE_CHECKING

from companion.gui.trench_crusade.identity import GAME_ID, title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from companion.gui.game_tab import GameTab

__all__ = ["GAME_ID", "create_tab", "title"]


def create_tab(settings, parent: "QWidget | None" = None) -> "GameTab":
    """The tab with all its pages; its modules (and their charts' libraries) load here, not at start."""
    from companion.gui.trench_crusade.tab import TrenchCrusadeTab

    return TrenchCrusadeTab(settings, parent)
