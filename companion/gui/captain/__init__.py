"""The Team captain tab: the captain's matrix and the pairing ritual's advice, live through the ritual.

Not a game (``games.CALCULATOR_TABS``): a calculator for the captains of team events. The rules are
``companion.model.captain``; this package builds the input, asks the model on a worker thread and shows the answer.
"""

from typing import TYPE_CHECKING

from companion.gui.captain.identity import GAME_ID, title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from companion.gui.game_tab import GameTab

__all__ = ["GAME_ID", "create_tab", "title"]


def create_tab(settings, parent: "QWidget | None" = None) -> "GameTab":
    """The tab with its page; its modules load here, not at start."""
    from companion.gui.captain.tab import CaptainTab

    return CaptainTab(settings, parent)
