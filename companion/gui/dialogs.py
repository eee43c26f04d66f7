"""Message boxes whose text is shown as typed.

Qt's ``QMessageBox.question`` and ``warning`` guess whether their text is rich text (``Qt.AutoText``): a
player's, a club's or a desk's name holding ``<b>`` or ``<br>`` would then be drawn as HTML, and could rewrite
"Swap Ann and Bob?" into "Nothing will change. Click Yes." Every dialog that quotes what a user, a file or
another desk typed goes through these, which show their text as plain text (``Qt.PlainText``); tests replace
``question`` and ``warning`` here as they replace Qt's own.
"""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

Button = QMessageBox.StandardButton


def plain_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str, buttons: Button,
              default: Button) -> QMessageBox:
    """The message box, not yet shown: its text is plain text whatever it holds."""
    box = QMessageBox(icon, title, "", buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    box.setDefaultButton(default)
    return box


def question(parent: QWidget | None, title: str, text: str, buttons: Button = Button.Yes | Button.No,
             default: Button = Button.No) -> Button:
    """Ask; the button chosen (``default`` when the box is closed otherwise, as Escape would)."""
    box = plain_box(parent, QMessageBox.Icon.Question, title, text, buttons, default)
    box.setEscapeButton(default)
    box.exec()
    clicked = box.standardButton(box.clickedButton()) if box.clickedButton() is not None else default
    return Button(clicked) if clicked != Button.NoButton else default


def warning(parent: QWidget | None, title: str, text: str) -> None:
    plain_box(parent, QMessageBox.Icon.Warning, title, text, Button.Ok, Button.Ok).exec()


def information(parent: QWidget | None, title: str, text: str) -> None:
    plain_box(parent, QMessageBox.Icon.Information, title, text, Button.Ok, Button.Ok).exec()
