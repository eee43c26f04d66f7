"""File → New event…: the few settings an event needs to exist, and the file it is kept in.

Everything else (scoring, tiebreaks, tables, check-in) is on the Event page
once the event is open, starting from the game's preset. The seed is drawn at
random, as ``companion event create`` does, and kept in the event so every
pairing can be recomputed.
"""

import re
import secrets
from pathlib import Path

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion import games
from companion.formatting import fill
from companion.gui.widgets import file_dialogs
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.model.errors import InputError
from companion.tournament.event import Settings
from companion.tournament.gui.widgets import MessageLine
from companion.tournament.gui.wording import game_title
from companion.tournament.store import MAX_SEED, SUFFIX, validate_settings


def suggested_file(folder: str, name: str) -> str:
    """A file name from the event's name: letters, digits and dashes, with the event suffix."""
    stem = re.sub(r"[^\w-]+", "-", name.strip(), flags=re.UNICODE).strip("-").lower() or "event"
    return str(Path(folder) / f"{stem}{SUFFIX}")


class NewEventDialog(QDialog):
    def __init__(self, folder: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.folder = folder
        self.path_chosen = False
        self.form = FormGroup()
        self.name = self.form.add_row(QLineEdit())
        self.name.setMinimumWidth(320)
        self.game = self.form.add_row(QComboBox())
        for entry in games.GAMES:
            self.game.addItem(game_title(entry.id), entry.id)
        self.points_limit = self.form.add_row(spin_box(0, 100_000, 500))
        self.points_limit.setSingleStep(50)
        self.date = self.form.add_row(QDateEdit(QDate.currentDate()))
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.file = QLineEdit()
        self.browse = QPushButton()
        file_row = QWidget()
        file_layout = QHBoxLayout(file_row)
        file_layout.setContentsMargins(0, 0, 0, 0)
        file_layout.addWidget(self.file, 1)
        file_layout.addWidget(self.browse)
        self.form.add_row(file_row)
        self.form.form.labels[file_row].setBuddy(self.file)
        self.file_row = file_row
        self.message = MessageLine()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.check_and_accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.name.textEdited.connect(self.name_edited)
        self.file.textEdited.connect(lambda *_: setattr(self, "path_chosen", True))
        self.browse.clicked.connect(self.choose_file)
        self.file.setText(suggested_file(folder, ""))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New event"))
        self.form.setTitle(self.tr("New event"))
        self.form.set_label(self.name, self.tr("&Name"))
        self.form.set_label(self.game, self.tr("&Game"))
        self.form.set_label(self.points_limit, self.tr("&Points limit"),
                            self.tr("The army size of the event; Warzone needs one."))
        self.points_limit.setSpecialValueText(self.tr("none"))
        self.form.set_label(self.date, self.tr("&Date"))
        self.form.set_label(self.file_row, self.tr("&File"), self.tr("The event is kept in this file; every change "
                                                                     "is saved in it at once."))
        self.browse.setText(self.tr("&Browse…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Create"))

    def name_edited(self, text: str) -> None:
        if not self.path_chosen:
            self.file.setText(suggested_file(str(Path(self.file.text()).parent), text))

    def choose_file(self) -> None:
        path, _ = file_dialogs.save_file_name(self, self.tr("New event"), self.file.text(),
                                              fill(self.tr("Companion events (*%1)"), SUFFIX))
        if path:
            self.file.setText(path if path.endswith(SUFFIX) else path + SUFFIX)
            self.path_chosen = True

    def settings(self) -> Settings:
        entry = games.game(self.game.currentData())
        return Settings(name=self.name.text(), game=entry.id, scoring=entry.tournament_scoring(),
                        date=self.date.date().toString("yyyy-MM-dd"), points_limit=self.points_limit.value() or None,
                        seed=secrets.randbelow(MAX_SEED + 1))

    def location(self) -> str:
        return self.file.text().strip()

    def check_and_accept(self) -> None:
        """Refuse here, naming the field, what the store would refuse; a file that exists is never replaced."""
        try:
            validate_settings(self.settings())
        except InputError as error:
            self.message.refused(error)
            return
        if not self.location():
            self.message.error(self.tr("Choose the file to keep the event in."))
            return
        if Path(self.location()).exists():
            self.message.error(fill(self.tr("%1 already exists: choose another name (an event file is never "
                                            "replaced)."), self.location()))
            return
        self.accept()
