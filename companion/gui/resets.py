"""View → Reset this form, Reset all to defaults and Undo reset: a calculator page (or every page, its pin and the
view settings) back to its defaults, and back again.

A reset asks first when it would discard work the user cannot type again (a
match log); "Reset all" always asks. What the pages held is kept until the next
reset, so one Undo reset brings it back.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from companion.gui import dialogs
from companion.gui.panel import CalculatorPanel
from companion.model.errors import InputError

VIEW_KEYS = ("view/theme", "view/large_text")
"""The view settings "Reset all" puts back to their defaults (the language stays)."""


@dataclass(frozen=True)
class PanelSnapshot:
    """A page's inputs and pin just before a reset, to undo it."""

    panel: CalculatorPanel
    inputs: Any
    pinned: Any

    @classmethod
    def of(cls, panel: CalculatorPanel) -> "PanelSnapshot":
        try:
            inputs = panel.read_inputs()
        except InputError:
            inputs = None  # an illegal form has nothing to restore but the defaults
        return cls(panel, inputs, panel.pinned)

    def restore(self) -> None:
        if self.inputs is not None:
            self.panel.load_inputs(self.inputs)
        if self.pinned is not None:
            self.panel.pinned = self.pinned
            self.panel.pin_changed.emit(True)
            if self.panel.result is not None:
                self.panel.render()


@dataclass(frozen=True)
class ResetUndo:
    panels: list[PanelSnapshot]
    view: dict[str, Any]


class FormResets(QObject):
    """The resets of the window's calculator pages. ``undo_available`` says whether Undo reset has anything to
    bring back; ``said`` is a line for the status bar."""

    undo_available = Signal(bool)
    said = Signal(str)

    def __init__(self, window: QWidget, settings, current_panel: Callable[[], CalculatorPanel | None],
                 all_panels: Callable[[], list[CalculatorPanel]], view_reset: Callable[[], None]):
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.current_panel = current_panel
        self.all_panels = all_panels
        self.view_reset = view_reset
        """Shows the view settings as they are now stored (after a reset or its undo)."""
        self.undo: ResetUndo | None = None

    def reset_current_form(self) -> None:
        """Back to the defaults, after a question if that discards a match log; View → Undo reset brings it back."""
        panel = self.current_panel()
        if panel is None:
            return
        if panel.reset_loses_work() and not self.confirm(
                self.tr("Reset this form?"),
                self.tr("This form's defaults replace what it holds now, its log included. "
                        "View → Undo reset brings it back.")):
            return
        self.undo = ResetUndo([PanelSnapshot.of(panel)], {})
        panel.reset_to_defaults()
        self.after_reset(self.tr("The form is reset. View → Undo reset brings it back."))

    def reset_all(self) -> None:
        """Every game's forms, pins and the view back to their defaults, after a question; undoable."""
        if not self.confirm(self.tr("Reset everything?"),
                            self.tr("Every game's forms, pinned results and the view settings go back to their "
                                    "defaults. View → Undo reset brings them back.")):
            return
        panels = self.all_panels()
        view = {key: self.settings.value(key) for key in VIEW_KEYS if self.settings.contains(key)}
        self.undo = ResetUndo([PanelSnapshot.of(panel) for panel in panels], view)
        for key in VIEW_KEYS:
            self.settings.remove(key)
        self.view_reset()
        for panel in panels:
            panel.clear_pin()
            panel.reset_to_defaults()
        self.after_reset(self.tr("Everything is reset. View → Undo reset brings it back."))

    def undo_reset(self) -> None:
        undo, self.undo = self.undo, None
        self.undo_available.emit(False)
        if undo is None:
            return
        for key, value in undo.view.items():
            self.settings.setValue(key, value)
        if undo.view:
            self.view_reset()
        for snapshot in undo.panels:
            snapshot.restore()
        self.said.emit(self.tr("The reset is undone."))

    def after_reset(self, message: str) -> None:
        self.undo_available.emit(True)
        self.said.emit(message)

    def confirm(self, title: str, text: str) -> bool:
        answer = dialogs.question(self.window, title, text, QMessageBox.StandardButton.Reset
                                      | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Reset
