"""Preferences: a form change is written to the file in the next pause, in one write per burst, and at once
when the window closes."""

import time

from PySide6.QtWidgets import QApplication

from companion.gui import settings as preferences
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


def changing_for(qtbot, settings, seconds: float) -> None:
    """A player changing a form every 0.2 s for ``seconds``, never pausing for WRITE_DELAY_MS."""
    end = time.monotonic() + seconds
    step = 0
    while time.monotonic() < end:
        step += 1
        settings.setValue("probe/value", f"step {step}")
        qtbot.wait(200)


def test_changes_without_a_pause_are_written_once_they_pause(qtbot, settings):
    assert WRITE_DELAY_MS > 200
    changing_for(qtbot, settings, WRITE_DELAY_MS / 1000 * 2)
    assert "step" not in written(), "a write in the middle of the changes lands in a redraw"
    qtbot.waitUntil(lambda: "step" in written(), timeout=WRITE_DELAY_MS * 3)


def test_changes_that_never_pause_are_written_all_the_same(qtbot, settings, monkeypatch):
    monkeypatch.setattr(preferences, "WRITE_AT_LATEST_MS", WRITE_DELAY_MS + 500)
    started = time.monotonic()
    while "step" not in written():
        assert time.monotonic() - started < (WRITE_DELAY_MS + 500) / 1000 + 1.5, "never written"
        changing_for(qtbot, settings, 0.2)


def test_closing_the_window_writes_the_last_change_at_once(qtbot, settings, monkeypatch):
    # A pause far longer than the test: only the closing can write the change, however slow the machine.
    monkeypatch.setattr(preferences, "WRITE_DELAY_MS", 600_000)
    monkeypatch.setattr(preferences, "WRITE_AT_LATEST_MS", 1_200_000)
    settings = preferences.open_settings()
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
