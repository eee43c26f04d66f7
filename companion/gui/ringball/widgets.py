"""What the Ringball pages share and no other game does: the Shoot spin box, written as the rules write it."""

from PySide6.QtWidgets import QSpinBox

from companion.gui.widgets.forms import spin_box
from companion.model.fields import declared
from companion.model.ringball.throw import Catcher


def shoot_spin_box(value: int = 4) -> QSpinBox:
    """A Shoot value as the rules write it: 2+ to 6+."""
    box = spin_box(*declared(Catcher, "shoot").range, value)
    box.setSuffix("+")
    return box
