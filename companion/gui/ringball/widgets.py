"""Small widgets the Ringball pages share: a Shoot spin box, wrapped notes, and
a stacked bar for outcomes that add up to 1 (the shared BarChart draws
categories side by side, which hides that they split one whole)."""


from PySide6.QtWidgets import QSpinBox

from companion.gui.widgets.forms import spin_box
from companion.model.fields import declared
from companion.model.ringball.throw import Catcher


def shoot_spin_box(value: int = 4) -> QSpinBox:
    """A Shoot value as the rules write it: 2+ to 6+."""
    box = spin_box(*declared(Catcher, "shoot").range, value)
    box.setSuffix("+")
    return box








