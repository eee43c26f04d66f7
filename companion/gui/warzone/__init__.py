"""The Warzone (UWZ house rules) tab: ramming, damage test, victory points, environments, reference.

Each page lives in its own module (``ramming``, ``damage``, ``victory``,
``environments``); the house-rules summaries are in ``reference``.
"""

from typing import TYPE_CHECKING

from companion.gui.warzone.identity import GAME_ID, title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from companion.gui.game_tab import GameTab

__all__ = ["GAME_ID", "create_tab", "title"]


def create_tab(settings, parent: "QWidget | None" = None) -> "GameTab":
    """The tab with all its pages; its modules (and their charts' libraries) load here, not at start."""
    from companion.gui.warzone.tab import WarzoneTab

    return WarzoneTab(settings, parent)
