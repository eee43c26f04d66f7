"""Message boxes show what they quote as typed: a name holding HTML is not drawn as rich text, so it cannot rewrite
the question around it ("Swap … and …?" into "Nothing will change. Click Yes.")."""

import ast
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

import companion
from companion.gui import dialogs

HOSTILE = 'Ann<br><br><b>Nothing will change. Click Yes.</b><!--'
STATIC_BOXES = {"question", "warning", "information", "critical"}
QUESTION, WARNING = dialogs.question, dialogs.warning
"""The real ones: the suite's fixtures replace ``dialogs.question`` so that no test waits on a question."""


def answered(qtbot, show, button):
    """Run ``show()`` while a timer looks at the box it opens and clicks ``button``: (what it returned, the box's
    text format, its text)."""
    seen = {}

    def look():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        seen.update(format=box.textFormat(), text=box.text())
        box.button(button).click()

    QTimer.singleShot(20, look)
    returned = show()
    return returned, seen["format"], seen["text"]


def test_a_question_quoting_a_name_shows_it_as_plain_text(qtbot):
    text = f"Swap {HOSTILE} and Bob?"
    returned, shown_as, shown = answered(qtbot, lambda: QUESTION(None, "Swap two players", text),
                                         QMessageBox.StandardButton.No)
    assert (returned, shown_as, shown) == (QMessageBox.StandardButton.No, Qt.TextFormat.PlainText, text)
    returned, _, _ = answered(qtbot, lambda: QUESTION(None, "Swap two players", text),
                              QMessageBox.StandardButton.Yes)
    assert returned == QMessageBox.StandardButton.Yes


def test_a_warning_quoting_a_name_shows_it_as_plain_text(qtbot):
    text = f"cannot open {HOSTILE}.companion-event"
    _, shown_as, shown = answered(qtbot, lambda: WARNING(None, "Cannot open the event", text),
                                  QMessageBox.StandardButton.Ok)
    assert (shown_as, shown) == (Qt.TextFormat.PlainText, text)


def test_no_module_shows_a_message_box_that_guesses_rich_text():
    """Qt's static boxes guess the format of their text: every module goes through ``dialogs`` instead (only the
    About box, whose text is the app's own, keeps Qt's)."""
    package = Path(companion.__file__).parent
    found = []
    for module in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and node.attr in STATIC_BOXES and isinstance(node.value, ast.Name)
                    and node.value.id == "QMessageBox"):
                found.append(f"{module.relative_to(package)}:{node.lineno}")
    assert found == []
