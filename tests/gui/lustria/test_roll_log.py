"""The real-dice log of the Lustria pages from the keyboard: every die of a roll, shown on hover as a tooltip, is
shown as well when the roll is reached with the arrow keys, and is the roll's description to a screen reader."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolTip

from companion.gui.lustria.common import RollLog


def test_a_roll_reached_with_the_arrow_keys_shows_every_die(qtbot, settings):
    log = RollLog(120)
    qtbot.addWidget(log)
    log.show()
    qtbot.waitExposed(log)
    log.add("Rolled 3 + 4 = 7.", "Roll 1: 7", "Dice: 3, 4")
    log.add("Rolled 6 + 6 = 12.", "Roll 2: 12", "Dice: 6, 6")
    log.activateWindow()
    log.log.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(log.log.hasFocus)
    log.log.setCurrentRow(0)
    qtbot.keyClick(log.log, Qt.Key.Key_Down)
    assert log.log.currentRow() == 1
    assert QToolTip.text() == "Dice: 3, 4"
    qtbot.keyClick(log.log, Qt.Key.Key_Up)
    assert QToolTip.text() == "Dice: 6, 6"
    assert log.log.item(1).data(Qt.ItemDataRole.AccessibleDescriptionRole) == "Dice: 3, 4"
    assert not log.log.tabKeyNavigation(), "Tab leaves the log instead of stepping through its rolls"
