"""The Ringball tab: Throw, Steal, the SBG rolls and the match tracker.

The SBG rolls page holds four small calculators, so this tab lists them among
its panels and maps "show this panel" and "the current panel" onto that page;
the main window's File and View menus then work for them as for any page.
"""

from typing import TYPE_CHECKING

from companion.gui.ringball.identity import GAME_ID, title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from companion.gui.game_tab import GameTab

__all__ = ["GAME_ID", "create_tab", "title"]


def create_tab(settings, parent: "QWidget | None" = None) -> "GameTab":
    """The tab with all its pages; its modules (and their charts' libraries) load here, not at start."""
    from companion.gui.ringball.tab import RingballTab

    return RingballTab(settings, parent)
