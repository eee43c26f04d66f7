"""Helpers the GUI tests share: waiting for a page's result and acting on a page.

Fixtures live in the conftest files; plain functions that a test calls live here.
"""

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication


def settle(qtbot, panel):
    """Wait until the panel shows the result for its latest input."""
    qtbot.waitUntil(lambda: not panel.evaluator.busy() and panel.result is not None, timeout=10_000)
    QApplication.processEvents()


def act(qtbot, panel, action):
    """Do something to a page (``action()``), then wait for the result it leads to."""
    action()
    settle(qtbot, panel)


def shown_active(qtbot, widget, width=1280, height=820):
    """Show a game's tab (or any widget) on its own, as the active window: keys reach only an active window."""
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


class EventLog(QObject):
    """Which of ``widgets`` received an event of type ``kind``, in order; every event still goes through."""

    def __init__(self, widgets, kind: QEvent.Type):
        super().__init__()
        self.widgets, self.kind, self.seen = list(widgets), kind, []
        for widget in self.widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == self.kind:
            self.seen.append(watched)
        return False

    def counts(self) -> list[int]:
        return [self.seen.count(widget) for widget in self.widgets]
