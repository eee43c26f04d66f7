"""The tournament desk's GUI: its pages over the store, and the projector view.

The rules, the store and the documents stay outside this package; a widget here
asks them and shows what they return. The main window shows ``title()`` from
the start, puts ``file_actions`` in its File menu, and calls ``create_desk``
when the Tournament tab (or one of those items) is first used, so the desk's
libraries (SQLAlchemy, rustworkx) are not loaded before that.
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


def file_actions(settings, show_desk, parent=None):
    """The desk's File menu items (``file_menu.DeskFileActions``), made without loading the desk."""
    from companion.tournament.gui.file_menu import DeskFileActions

    return DeskFileActions(settings, show_desk, parent)
