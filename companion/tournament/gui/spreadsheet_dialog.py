"""File → Export the event → Standings (Results) for a spreadsheet…: which spreadsheet the file is for.

A CSV opens in columns only when it is written as the spreadsheet that opens it reads: Excel or LibreOffice in
Italian or Czech take semicolons and decimal commas, in English commas and decimal points, and a file written for
the other kind opens with each line in one column. What the desk's interface speaks says nothing about the Excel
on the organiser's laptop, so this dialog asks: the spreadsheet's language (which sets the decimal separator) and
the separator between fields (the language's own until another is chosen), with the file's first lines as they
will be written. It starts from the choice last made for the event (``desk_settings.spreadsheet_form``), else from
the app's language; the desk keeps what was chosen when Save is pressed. The rules, which delimiter and decimal
separator each language reads, are ``exports``' (``SPREADSHEET_LANGUAGES``, ``separator_of``); this dialog only
offers them and shows ``spreadsheet_export``'s own bytes.
"""

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.gui.widgets.forms import FormGroup, select_data, set_combo_items
from companion.gui.widgets.labels import WrappedLabel
from companion.tournament import exports
from companion.tournament.event import Event

PREVIEW_LINES = 4
"""The file's lines the dialog shows: the header and the first rows."""


def spreadsheet_language() -> str:
    """The app's language as the spreadsheet exports know it (English for any other)."""
    language = QLocale().name().split("_")[0]
    return language if language in exports.SPREADSHEET_LANGUAGES else "en"


def default_form() -> tuple[str, str]:
    """The spreadsheet an event's exports are for until one is chosen: the app's language, with its separator."""
    language = spreadsheet_language()
    return language, exports.separator_of(language)


class SpreadsheetDialog(QDialog):
    """The spreadsheet ``fmt`` (csv-standings, csv-results) is written for; accepted: ``choice()``."""

    def __init__(self, event: Event, fmt: str, language: str, separator: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.exported, self.fmt = event, fmt
        self.intro = WrappedLabel()
        self.intro.setObjectName("spreadsheetIntro")
        self.form = FormGroup()
        self.language = self.form.add_row(QComboBox())
        self.language.setObjectName("spreadsheetLanguage")
        self.separator = self.form.add_row(QComboBox())
        self.separator.setObjectName("spreadsheetSeparator")
        self.preview_label = QLabel()
        self.preview = QPlainTextEdit()
        self.preview.setObjectName("spreadsheetPreview")
        self.preview.setReadOnly(True)
        self.preview.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.preview.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.preview_label.setBuddy(self.preview)
        self.buttons = QDialogButtonBox()
        self.save_button = QPushButton()
        self.save_button.setObjectName("spreadsheetSaveButton")
        self.save_button.setDefault(True)
        self.buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.form)
        layout.addWidget(self.preview_label)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.buttons)
        self.retranslate_ui()
        select_data(self.language, language)
        select_data(self.separator, separator)
        self.language.activated.connect(self.language_chosen)
        self.separator.currentIndexChanged.connect(lambda _index: self.show_preview())
        self.show_preview()
        self.resize(720, 420)

    def choice(self) -> tuple[str, str]:
        """The spreadsheet's language and separator, as ``exports.spreadsheet_export`` takes them."""
        return self.language.currentData(), self.separator.currentData()

    def language_chosen(self, _index: int) -> None:
        """A language chosen brings its own separator (another can still be chosen after it)."""
        select_data(self.separator, exports.separator_of(self.language.currentData()))
        self.show_preview()

    def show_preview(self) -> None:
        data = exports.spreadsheet_export(self.exported, self.fmt, *self.choice())
        lines = data.decode("utf-8-sig").split("\r\n")
        self.preview.setPlainText("\n".join(lines[:PREVIEW_LINES]))

    def retranslate_ui(self) -> None:
        titles = {"csv-standings": self.tr("Standings for a spreadsheet"),
                  "csv-results": self.tr("Results for a spreadsheet")}
        self.setWindowTitle(titles.get(self.fmt, self.tr("Export for a spreadsheet")))
        self.intro.setText(self.tr("Choose the spreadsheet that will open the file. Excel and LibreOffice in Italian "
                                   "or Czech read semicolons and decimal commas, in English commas and decimal "
                                   "points; a file written for the other kind opens with each line in one column. "
                                   "The choice is kept for this event."))
        self.form.setTitle(self.tr("The spreadsheet"))
        set_combo_items(self.language, [("en", self.tr("English: decimal point (22.5)")),
                                        ("it", self.tr("Italian: decimal comma (22,5)")),
                                        ("cs", self.tr("Czech: decimal comma (22,5)"))])
        set_combo_items(self.separator, [("comma", self.tr("Commas (,)")), ("semicolon", self.tr("Semicolons (;)"))])
        self.form.set_label(self.language, self.tr("Spreadsheet's &language"),
                            self.tr("The language the spreadsheet is set to: it decides how a decimal number is "
                                    "written."))
        self.form.set_label(self.separator, self.tr("Fields &separated by"),
                            self.tr("What the spreadsheet reads between two fields: the language's own unless its "
                                    "list separator was changed."))
        self.preview_label.setText(self.tr("The file's &first lines:"))
        self.preview.setAccessibleName(self.tr("The file's first lines"))
        self.save_button.setText(self.tr("&Save as…"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
