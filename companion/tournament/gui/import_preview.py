"""The players' import preview: what a CSV file would add, before anything is added.

The file is read and each line judged by the Qt-free importer (``players_csv.read_players_file`` and
``import_plan``): this dialog only shows the players (name, club, faction), the encoding and delimiter the file
was found to use, the columns left out (a registration sheet's "Pagato" or "E-mail": ``PlayersFile.ignored``),
and each line the import flags: a player already in the event (left out: the rest are
added), a name an earlier line already gave, or what the rules refuse. Flagged repeats and refusals leave
nothing to add until the file is corrected, as the store would refuse the whole import; the organiser
confirms with the Add button, or cancels and nothing changes.
"""

from PySide6.QtCore import QEvent, QLocale
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion import formatting
from companion.formatting import fill
from companion.gui.widgets.labels import WrappedLabel
from companion.tournament.gui.wording import refusal
from companion.tournament.players_csv import Delimiter, Encoding, IgnoredColumn, PlannedPlayer, PlanStatus, PlayersFile

LINE, NAME, CLUB, FACTION, NOTE = range(5)


class ImportPreviewDialog(QDialog):
    """The players ``plan`` would add from ``path`` (read as ``read``); accepted: add ``to_add()``."""

    def __init__(self, path: str, read: PlayersFile, plan: tuple[PlannedPlayer, ...], parent: QWidget | None = None):
        super().__init__(parent)
        self.path, self.read, self.plan = path, read, plan
        self.summary = WrappedLabel()
        self.summary.setObjectName("importSummary")
        self.detected = WrappedLabel()
        self.detected.setObjectName("importDetected")
        self.ignored = WrappedLabel()
        self.ignored.setObjectName("importIgnored")
        self.ignored.setVisible(bool(read.ignored))
        self.table = QTableWidget(len(plan), 5)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        for column in range(5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents if column == LINE
                                        else QHeaderView.ResizeMode.Stretch)
        for row, planned in enumerate(plan):
            player = planned.player
            for column, text in ((LINE, formatting.integer(player.line)), (NAME, player.name), (CLUB, player.club),
                                 (FACTION, player.faction)):
                self.table.setItem(row, column, QTableWidgetItem(text))
            self.table.setItem(row, NOTE, QTableWidgetItem(""))
        self.buttons = QDialogButtonBox()
        self.add_button = QPushButton()
        self.add_button.setObjectName("importAddButton")
        self.buttons.addButton(self.add_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.detected)
        layout.addWidget(self.ignored)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        layout.addWidget(self.buttons)
        self.resize(760, 480)
        self.add_button.setEnabled(self.can_add())
        self.retranslate_ui()

    def to_add(self) -> list[PlannedPlayer]:
        """The players the import adds: the new ones (those already in the event are left out)."""
        return [planned for planned in self.plan if planned.status is PlanStatus.NEW]

    def blocking(self) -> list[PlannedPlayer]:
        return [planned for planned in self.plan if planned.status in (PlanStatus.REPEATED, PlanStatus.REFUSED)]

    def can_add(self) -> bool:
        return bool(self.to_add()) and not self.blocking()

    def note(self, planned: PlannedPlayer) -> str:
        if planned.status is PlanStatus.IN_EVENT:
            return fill(self.tr("Already in the event (as %1): not added"), str(planned.same))
        if planned.status is PlanStatus.REPEATED:
            return fill(self.tr("Line %1 has the same name: correct one of them"), formatting.integer(
                int(planned.same or 0)))
        if planned.status is PlanStatus.REFUSED and planned.problem is not None:
            return refusal(planned.problem)
        return ""

    def encoding_name(self) -> str:
        return {Encoding.UTF8: self.tr("UTF-8"), Encoding.UTF8_BOM: self.tr("UTF-8 with BOM"),
                Encoding.UTF16: self.tr("UTF-16 (Unicode text)"),
                Encoding.WINDOWS_1250: self.tr("Windows-1250 (Central European)"),
                Encoding.WINDOWS_1252: self.tr("Windows-1252 (Western European)")}[self.read.encoding]

    def delimiter_name(self) -> str:
        return {Delimiter.COMMA: self.tr("commas"), Delimiter.SEMICOLON: self.tr("semicolons"),
                Delimiter.TAB: self.tr("tabs")}[self.read.delimiter]

    def column_name(self, column: IgnoredColumn) -> str:
        if column.heading:
            return fill(self.tr("column %1 “%2”"), formatting.integer(column.number), column.heading)
        return fill(self.tr("column %1 (no heading)"), formatting.integer(column.number))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Import players"))
        self.table.setHorizontalHeaderLabels([self.tr("Line"), self.tr("Name"), self.tr("Club"), self.tr("Faction"),
                                              self.tr("Note")])
        self.table.setAccessibleName(self.tr("Players in the file"))
        self.detected.setText(fill(self.tr("%1: read as %2, fields separated by %3."), self.path,
                                   self.encoding_name(), self.delimiter_name()))
        self.ignored.setText(fill(self.tr("Left out, as not a name, club or faction: %n column(s), %1.", "",
                                          len(self.read.ignored)),
                                  QLocale().createSeparatedList([self.column_name(column)
                                                                 for column in self.read.ignored])))
        for row, planned in enumerate(self.plan):
            item = self.table.item(row, NOTE)
            item.setText(self.note(planned))
        adding, left_out, blocking = len(self.to_add()), len(self.plan) - len(self.to_add()), len(self.blocking())
        if blocking:
            text = self.tr("Nothing can be added: %n line(s) must be corrected in the file first (see Note).", "",
                           blocking)
        elif not adding:
            text = self.tr("Nothing to add: every player of the file is already in the event.")
        else:
            text = self.tr("%n player(s) will be added.", "", adding)
            if left_out:
                text = fill(self.tr("%1 %n already in the event, left out.", "", left_out), text)
        self.summary.setText(text)
        self.add_button.setText(self.tr("&Add %n player(s)", "", adding))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
