"""The Event page's "Byes" group: what a bye counts in the standings, for VP and for SoS.

The choices are the settings' (``event.ByeVp``, ``event.ByeSos``); what each does is the standings' rule
(``standings``' docstring). The fixed number is kept when another choice is made, so going back to "a fixed
number" finds it again; its box is enabled only while that choice is made.
"""

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.tournament.event import ByeSos, ByeVp, Settings
from companion.tournament.rules import MAX_VP


class ByesGroup(FormGroup):
    changed = Signal()
    """The organiser changed one of the choices (not emitted while settings are shown)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.vp = self.add_row(QComboBox())
        for choice in ByeVp:
            self.vp.addItem("", choice.value)
        self.vp_fixed = self.add_row(spin_box(0, MAX_VP, 0))
        self.vp_fixed.setSingleStep(10)
        self.sos = self.add_row(QComboBox())
        for choice in ByeSos:
            self.sos.addItem("", choice.value)
        self.note = WrappedLabel()
        self.form.addRow(self.note)
        self.vp.currentIndexChanged.connect(self.vp_changed)
        self.vp_fixed.valueChanged.connect(self.choice_changed)
        self.sos.currentIndexChanged.connect(self.choice_changed)
        self.retranslate_ui()
        self.update_enabled()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Byes"))
        for index, text in enumerate((self.tr("0: no VP"), self.tr("The average of the player's other games"),
                                      self.tr("A fixed number"))):
            self.vp.setItemText(index, text)
        self.set_label(self.vp, self.tr("VP for a bye: &zero, average or fixed"),
                       self.tr("What a bye counts in VP scored and VP difference: nothing, the player's average VP "
                               "scored and conceded over the games they played, or the fixed number below scored "
                               "and 0 conceded."))
        self.set_label(self.vp_fixed, self.tr("Fixed VP for a bye"),
                       self.tr("The VP a bye scores when a bye counts a fixed number."))
        for index, text in enumerate((self.tr("Nothing"), self.tr("An average opponent"))):
            self.sos.setItemText(index, text)
        self.set_label(self.sos, self.tr("SoS ad&justment for a bye"),
                       self.tr("What a bye adds to strength of schedule: nothing, or an average opponent (the mean "
                               "of the current points of the opponents the player met; nothing while they met "
                               "none)."))
        self.show_note()

    def show_note(self) -> None:
        self.note.setText({
            ByeVp.ZERO: self.tr("A bye gives its tournament points and no VP."),
            ByeVp.AVERAGE: self.tr("A bye counts the VP the player scored and conceded on average in their other "
                                   "games (0 before their first)."),
            ByeVp.FIXED: self.tr("A bye counts as a game won by the fixed number of VP to 0."),
        }[self.vp_choice()])

    def vp_choice(self) -> ByeVp:
        return ByeVp(self.vp.currentData())

    def show_settings(self, settings: Settings) -> None:
        """Show the event's choices (without emitting ``changed``)."""
        blockers = [QSignalBlocker(widget) for widget in (self.vp, self.vp_fixed, self.sos)]
        self.vp.setCurrentIndex(max(self.vp.findData(settings.bye_vp.value), 0))
        self.vp_fixed.setValue(settings.bye_vp_fixed)
        self.sos.setCurrentIndex(max(self.sos.findData(settings.bye_sos.value), 0))
        del blockers
        self.update_enabled()
        self.show_note()

    def values(self) -> dict[str, object]:
        """The choices as ``Settings`` fields."""
        return {"bye_vp": self.vp_choice(), "bye_vp_fixed": self.vp_fixed.value(),
                "bye_sos": ByeSos(self.sos.currentData())}

    def update_enabled(self) -> None:
        self.vp_fixed.setEnabled(self.vp_choice() is ByeVp.FIXED)

    def vp_changed(self, *_) -> None:
        self.update_enabled()
        self.show_note()
        self.changed.emit()

    def choice_changed(self, *_) -> None:
        self.changed.emit()
