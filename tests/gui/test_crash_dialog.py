"""An uncaught exception shows its trace, with Copy and the log's path, and the app goes on; a launch after a
crash says so once."""

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from companion import crash_log
from companion.gui import dialogs
from companion.gui.crash_dialog import CrashDialog, CrashReporter, say_if_last_launch_crashed


@pytest.fixture
def reporter(qapp, tmp_path, monkeypatch):
    log = crash_log.start(tmp_path)
    opened = []
    monkeypatch.setattr(CrashDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    reporter = CrashReporter(log)
    reporter.opened = opened
    yield reporter
    reporter.uninstall()
    log.close()


def failing_slot():
    raise ValueError("a bug in a slot")


def test_an_exception_in_a_slot_is_shown_logged_and_the_app_goes_on(qtbot, reporter):
    later = []
    QTimer.singleShot(0, failing_slot)
    QTimer.singleShot(20, lambda: later.append("still running"))
    qtbot.waitUntil(lambda: bool(later and reporter.opened), timeout=5000)
    dialog = reporter.opened[0]
    assert "ValueError: a bug in a slot" in dialog.text.toPlainText() and "failing_slot" in dialog.trace
    assert str(reporter.log.path) in dialog.where.text()
    assert "ValueError: a bug in a slot" in reporter.log.path.read_text(encoding="utf-8")
    dialog.copy_button.click()
    copied = QApplication.clipboard().text()
    assert copied.startswith("Traceback") and str(reporter.log.path) in copied


def test_an_exception_on_a_worker_thread_is_shown_by_the_gui_thread(qtbot, reporter):
    worker = threading.Thread(target=failing_slot)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: bool(reporter.opened), timeout=5000)
    assert reporter.opened[0].thread() is QApplication.instance().thread()
    assert reporter.log.exceptions == 1


def test_a_second_exception_while_the_dialog_is_open_is_only_logged(qtbot, reporter, monkeypatch):
    reporter.showing = True
    reporter.excepthook(ValueError, ValueError("again"), None)
    QApplication.processEvents()
    assert reporter.opened == [] and reporter.log.exceptions == 1


def test_the_launch_after_a_crash_says_where_its_log_is(qtbot, tmp_path, monkeypatch):
    crashed = tmp_path / "companion-20260101-000000-1.log"
    crashed.write_text("Companion 0.1.0\nFatal Python error: Segmentation fault\n", encoding="utf-8")
    told = []
    monkeypatch.setattr(dialogs, "information", lambda parent, title, text: told.append((title, text)))
    log = crash_log.start(tmp_path)
    assert say_if_last_launch_crashed(log, None)
    assert told[0][0] == "Companion closed unexpectedly" and str(crashed) in told[0][1]
    log.close()
    assert not say_if_last_launch_crashed(crash_log.start(tmp_path), None)
