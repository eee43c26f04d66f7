"""What the user sees of a crash trail (``companion.crash_log``): an uncaught exception's dialog, and the note
after a launch that did not close normally.

An exception that reaches Python's hook (a bug in a slot, say) is written to the
launch's log and shown in a dialog with its plain-text trace, a Copy button and
the log's path; the app then goes on where it can (Qt keeps running the event
loop). An exception on a worker thread is shown by the GUI thread. While one
dialog is open, later exceptions are only written to the log: a bug that
repeats on every paint would otherwise stack dialogs without end. Nothing is
sent anywhere: the user decides what to do with the text.
"""

import sys
import threading

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.crash_log import CrashLog, trace_text
from companion.formatting import fill
from companion.gui import dialogs


class CrashDialog(QDialog):
    """The trace of one uncaught exception, to read, copy and send on by whatever means the user chooses."""

    def __init__(self, trace: str, log_path: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.trace, self.log_path = trace, log_path
        self.setWindowTitle(self.tr("Companion hit an error"))
        self.intro = QLabel(self.tr("Something went wrong inside Companion. It goes on running, but what you were "
                                    "doing may not have finished. Nothing has been sent anywhere."))
        self.intro.setWordWrap(True)
        self.text = QPlainTextEdit(trace)
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setAccessibleName(self.tr("What went wrong"))
        self.text.setMinimumSize(560, 220)
        self.where = QLabel(fill(self.tr("The same is written in %1, with the other logs of the last launches."),
                                 log_path))
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                           | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.where.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("&Copy"))
        self.copy_button.setToolTip(self.tr("Copy the text and the log's path, to paste into a message."))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.intro, self.text, self.where, buttons):
            layout.addWidget(widget)
        self.copy_button.setFocus()

    def copy(self) -> None:
        QApplication.clipboard().setText(f"{self.trace.rstrip()}\n\n{self.log_path}\n")


class CrashReporter(QObject):
    """Python's exception hooks, pointed at the log and the dialog, installed for the whole app."""

    caught = Signal(str)

    def __init__(self, log: CrashLog, parent: QObject | None = None):
        super().__init__(parent)
        self.log = log
        self.showing = False
        self.shown: list[str] = []
        """Every trace a dialog was opened for (the tests read it)."""
        self.caught.connect(self.show_trace, Qt.ConnectionType.QueuedConnection)
        self._hooks = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.excepthook
        threading.excepthook = lambda info: self.excepthook(info.exc_type, info.exc_value, info.exc_traceback)

    def excepthook(self, kind, error, trace) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._hooks[0](kind, error, trace)
            return
        text = trace_text(kind, error, trace)
        self.log.record(text)
        sys.stderr.write(text)
        self.caught.emit(text)  # queued: the dialog opens on the GUI thread, after the failing slot returns

    def show_trace(self, text: str) -> None:
        if self.showing:
            return  # written to the log; one dialog at a time
        self.showing = True
        self.shown.append(text)
        try:
            CrashDialog(text, str(self.log.path), QApplication.activeWindow()).exec()
        finally:
            self.showing = False

    def uninstall(self) -> None:
        sys.excepthook, threading.excepthook = self._hooks


def say_if_last_launch_crashed(log: CrashLog, parent: QWidget) -> bool:
    """Once, after a launch that did not close normally: where its log is. True if it said so."""
    if log.previous is None:
        return False
    dialogs.information(parent, QCoreApplication.translate("CrashReporter", "Companion closed unexpectedly"), fill(
        QCoreApplication.translate("CrashReporter", "The last time Companion ran, it did not close normally. What it "
                                                "wrote before it stopped is in %1. Nothing has been sent anywhere."),
        str(log.previous)))
    return True
