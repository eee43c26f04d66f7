"""The Team captain tab's id and title, known before the tab is built: the window names every tab at start without
loading its pages."""

from PySide6.QtCore import QCoreApplication

GAME_ID = "captain"
"""The tab's id in the registry and in scenario files."""


def title() -> str:
    """The tab's title, known before the tab is built."""
    return QCoreApplication.translate("CaptainTab", "Team captain")
