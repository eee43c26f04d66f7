"""File → New event…: the few settings an event needs to exist (its name, game, points limit, date and the rounds
planned), and the file it is kept in.

Everything else (scoring, tiebreaks, tables, check-in) is on the Event page
once the event is open, starting from the game's preset. The seed is drawn at
random, as ``companion event create`` does, and kept in the event so every
pairing can be recomputed. The file is asked as its name, shown whole (the field
grows with it, up to the screen's width), in a folder shown apart, shortened in
the middle when it is long and whole in its tooltip, and chosen with Browse….
"""

import re
import secrets
from pathlib import Path

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
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


def suggested_name(name: str) -> str:
    """A file name from the event's name: letters and digits, a dash for each run of anything else, with the event
    suffix."""
    stem = re.sub(r"\W+", "-", name.strip(), flags=re.UNICODE).strip("-").lower() or "event"
    return f"{stem}{SUFFIX}"


class FolderLabel(QLabel):
    """A folder's path on one line, shortened in the middle ("/home/…/Verona") to the width it has; whole in its
    tooltip."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.path = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

    def set_path(self, path: str) -> None:
        self.path = path
        self.setToolTip(path)
        self.show_path()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self.show_path()

    def show_path(self) -> None:
        self.setText(self.fontMetrics().elidedText(self.path, Qt.TextElideMode.ElideMiddle, max(self.width(), 1)))


class NewEventDialog(QDialog):
    def __init__(self, folder: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.path_chosen = False
        self.form = FormGroup()
        self.name = self.form.add_row(QLineEdit())
        self.name.setMinimumWidth(320)
        self.game = self.form.add_row(QComboBox())
        for entry in games.GAMES:
            self.game.addItem(game_title(entry.id), entry.id)
        self.points_limit = self.form.add_row(spin_box(0, 100_000, 500))
        self.points_limit.setSingleStep(50)
        self.rounds = self.form.add_row(spin_box(1, 50, Settings.rounds_planned))
        self.date = self.form.add_row(QDateEdit(QDate.currentDate()))
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.file_name = self.form.add_row(QLineEdit())
        self.folder = FolderLabel()
        self.browse = QPushButton()
        folder_row = QWidget()
        folder_layout = QHBoxLayout(folder_row)
        folder_layout.setContentsMargins(0, 0, 0, 0)
        folder_layout.addWidget(self.folder, 1)
        folder_layout.addWidget(self.browse)
        self.form.add_row(folder_row)
        self.form.form.labels[folder_row].setBuddy(self.browse)
        self.folder_row = folder_row
        self.message = MessageLine()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.check_and_accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.name.textEdited.connect(self.name_edited)
        self.file_name.textEdited.connect(lambda *_: setattr(self, "path_chosen", True))
        self.file_name.textChanged.connect(lambda *_: self.fit_file_name())
        self.browse.clicked.connect(self.choose_file)
        self.folder.set_path(folder)
        self.file_name.setText(suggested_name(""))
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New event"))
        self.form.setTitle(self.tr("New event"))
        self.form.set_label(self.name, self.tr("&Name"))
        self.form.set_label(self.game, self.tr("&Game"))
        self.form.set_label(self.points_limit, self.tr("&Points limit"),
                            self.tr("The army size of the event; Warzone needs one."))
        self.points_limit.setSpecialValueText(self.tr("none"))
        self.form.set_label(self.rounds, self.tr("&Rounds planned"),
                            self.tr("How many rounds to pair; the Event page changes it later, and an extra round can "
                                    "always be paired."))
        self.form.set_label(self.date, self.tr("&Date"))
        self.form.set_label(self.file_name, self.tr("&File name"), self.tr("The event is kept in this file; every "
                                                                           "change is saved in it at once."))
        self.form.set_label(self.folder_row, self.tr("In the f&older"))
        self.browse.setText(self.tr("&Browse…"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Create"))

    def name_edited(self, text: str) -> None:
        if not self.path_chosen:
            self.file_name.setText(suggested_name(text))

    def fit_file_name(self) -> None:
        """The file name's field as wide as its name (at least as the event's name's), up to the screen's width."""
        screen = self.screen().availableGeometry().width() if self.screen() is not None else 1280
        wanted = self.file_name.fontMetrics().horizontalAdvance(self.file_name.text()) + 24
        width = min(max(wanted, 320), screen * 3 // 4)
        self.file_name.setMinimumWidth(width)
        self.folder_row.setMinimumWidth(width)  # the folder shown as wide as the file's name

    def choose_file(self) -> None:
        path, _ = file_dialogs.save_file_name(self, self.tr("New event"), self.location(),
                                              fill(self.tr("Companion events (*%1)"), SUFFIX))
        if path:
            self.set_location(path if path.endswith(SUFFIX) else path + SUFFIX)
            self.path_chosen = True

    def set_location(self, path: str) -> None:
        """The file to create: its folder and its name."""
        chosen = Path(path)
        self.folder.set_path(str(chosen.parent))
        self.file_name.setText(chosen.name)

    def settings(self) -> Settings:
        entry = games.game(self.game.currentData())
        return Settings(name=self.name.text(), game=entry.id, scoring=entry.tournament_scoring(),
                        date=self.date.date().toString("yyyy-MM-dd"), points_limit=self.points_limit.value() or None,
                        rounds_planned=self.rounds.value(), seed=secrets.randbelow(MAX_SEED + 1))

    def location(self) -> str:
        """The file in the folder shown (a name typed as a path is taken as one: an absolute one as it is)."""
        name = self.file_name.text().strip()
        return str(Path(self.folder.path) / name) if name else ""

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
