"""The Lustria tab: Warhammer Fantasy battles in the jungle.

Four pages: the shooting calculator with the black-powder roll, the events
table, the jungle encounters (calculator, dice and points tracker) and a
short reference. The pages that roll dice share one random generator, which
tests seed through ``seed_dice``.
"""

from typing import TYPE_CHECKING

from companion.gui.lustria.identity import GAME_ID, title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from companion.gui.game_tab import GameTab

__all__ = ["GAME_ID", "create_tab", "title"]


def create_tab(settings, parent: "QWidget | None" = None) -> "GameTab":
    """The tab with all its pages; its modules (and their charts' libraries) load here, not at start."""
    from companion.gui.lustria.tab import LustriaTab

    return LustriaTab(settings, parent)
