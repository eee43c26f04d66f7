"""The tournament desk's GUI: its pages over the store, and the projector view.

The rules, the store and the documents stay outside this package; a widget here
asks them and shows what they return. The main window shows ``title()`` from
the start and calls ``create_desk`` when the Tournament tab is first used, so
the desk's libraries (SQLAlchemy, rustworkx) are not loaded before that.
"""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget


def title() -> str:
    """The Tournament tab's title, known before the desk is built."""
    return QCoreApplication.translate("DeskTab", "Tournament")


def create_desk(settings, parent: QWidget | None = None):
    """The Tournament tab (``desk.DeskTab``)."""
    from companion.tournament.gui.desk import DeskTab

    return DeskTab(settings, parent)
