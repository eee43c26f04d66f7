"""Form building blocks: what they spare the layouts on every form change."""

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from companion.gui.widgets.forms import set_maximum, spin_box
from tests.helpers import EventLog


def test_capping_a_spin_box_at_its_cap_leaves_the_form_laid_out(qtbot):
    form = QWidget()
    qtbot.addWidget(form)
    box = spin_box(0, 6, 3)
    QVBoxLayout(form).addWidget(box)
    form.show()
    QApplication.processEvents()
    requests = EventLog([form], QEvent.Type.LayoutRequest)
    set_maximum(box, 6)
    QApplication.processEvents()
    assert requests.seen == []
    set_maximum(box, 2)
    assert box.maximum() == 2 and box.value() == 2
    QApplication.processEvents()
    requests.seen.clear()
    box.setMaximum(2)  # what set_maximum spares: Qt lays the form out again for the same cap
    QApplication.processEvents()
    assert requests.seen
