"""Preferences: a form change is written to the file a moment later, in one write per burst, and at once
when the window closes."""

from PySide6.QtWidgets import QApplication

from companion.gui.main_window import MainWindow
from companion.gui.settings import WRITE_DELAY_MS, settings_path


def written() -> str:
    return settings_path().read_text(encoding="utf-8") if settings_path().exists() else ""


def test_a_change_is_written_a_moment_later_not_in_the_middle_of_the_redraw(qtbot, settings):
    settings.setValue("probe/value", "first")
    QApplication.processEvents()  # the turn of the event loop on which Qt would have written the file
    assert "first" not in written()
    settings.setValue("probe/value", "second")
    qtbot.waitUntil(lambda: "second" in written(), timeout=WRITE_DELAY_MS * 3)
    assert "first" not in written()


def test_closing_the_window_writes_the_last_change_at_once(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    panel = window.game_tabs[0].attack_panel
    panel.weapon.characteristic.setValue(3)
    QApplication.processEvents()
    assert "characteristic" not in attack_line()
    window.close()
    assert '\\"characteristic\\": 3' in attack_line()


def attack_line() -> str:
    """The attack page's stored inputs, as the file holds them."""
    return next((line for line in written().splitlines() if line.startswith("trench-crusade\\attack=")), "")
