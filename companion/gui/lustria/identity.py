"""The Lustria tab's id and title, known before the tab is built: the window names every game's tab at
start without loading its pages."""

from PySide6.QtCore import QCoreApplication

GAME_ID = "lustria"
"""The game's id in the registry and in scenario files."""


def title() -> str:
    """The game's tab title, known before the tab is built."""
    return QCoreApplication.translate("LustriaTab", "Lustria")
