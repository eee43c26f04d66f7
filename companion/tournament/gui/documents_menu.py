"""File → Print…, Export PDF…, Players' page…, Projector… and the exports for a spreadsheet, for the open event.

The documents themselves are ``companion.tournament.printouts`` (the PDFs and
printing), ``players_page`` (the HTML page) and the projector view; this module
asks which document, where to, and says what was written. The result slips come
1, 2 or 4 to a page: asked after the slips are chosen, starting from the desk's
last choice, which is kept in its preferences (``desk_settings.slips_per_page``);
the round page's "Print this table's slip…" prints that one slip at the kept
size, without asking. Printing and the PDFs
lay out text with Qt, so they run on the GUI thread (a 256-player standings
takes about half a second). The standings and results for a spreadsheet ask
which spreadsheet first (``spreadsheet_dialog``: its language and separator),
starting from the choice last made for the event, which the desk keeps per
event (``desk_settings.spreadsheet_form``).
"""

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialog, QInputDialog, QVBoxLayout

from companion.formatting import fill
from companion.gui import dialogs
from companion.gui.widgets import file_dialogs
from companion.model.errors import InputError
from companion.tournament.document_export import export_document
from companion.tournament.documents import PLAYERS_PAGE_FORMAT, SLIPS_PER_PAGE, Printout
from companion.tournament.event import Event
from companion.tournament.gui.desk_settings import (
    keep_slips_per_page,
    keep_spreadsheet_form,
    slips_per_page,
    spreadsheet_form,
)
from companion.tournament.gui.wording import refusal


class DocumentsMenu(QObject):
    """What the File menu's document items do, on the event as last committed."""

    def __init__(self, desk, parent: QObject | None = None):
        super().__init__(parent)
        self.desk = desk
        self.projector = None
        self.spreadsheet_dialog = None

    def current(self) -> Event:
        return self.desk.session.current_event

    def links(self):
        """The players' phones' links, once the event was served (the slips carry each player's QR code)."""
        from companion.tournament.phones import phone_links

        state = self.desk.session.state
        return phone_links(state.phones.settings.address, state.links)

    def printout_names(self) -> dict[Printout, str]:
        return {Printout.PAIRINGS: self.tr("Pairings by table"), Printout.PAIRINGS_BY_NAME: self.tr("Pairings by name"),
                Printout.STANDINGS: self.tr("Standings"), Printout.SLIPS: self.tr("Result slips (one per table)"),
                Printout.FACTIONS: self.tr("Faction statistics")}

    def choose_printout(self, title: str) -> Printout | None:
        names = self.printout_names()
        chosen, accepted = QInputDialog.getItem(self.desk, title, self.tr("&Document"), list(names.values()), 0,
                                                False)
        if not accepted:
            return None
        return next(printout for printout, name in names.items() if name == chosen)

    def slips_per_page_names(self) -> dict[int, str]:
        return {1: self.tr("One slip per page"), 2: self.tr("Two slips per page (cut the page in halves)"),
                4: self.tr("Four slips per page (cut the page in quarters)")}

    def kept_slips_per_page(self) -> int:
        return slips_per_page(self.desk.settings)

    def choose_slips_per_page(self, title: str) -> int | None:
        """How many result slips on a page, starting from the desk's last choice; the choice is kept."""
        names = self.slips_per_page_names()
        kept = self.kept_slips_per_page()
        chosen, accepted = QInputDialog.getItem(self.desk, title, self.tr("&Slips per page"), list(names.values()),
                                                list(SLIPS_PER_PAGE).index(kept), False)
        if not accepted:
            return None
        per_page = next(count for count, name in names.items() if name == chosen)
        keep_slips_per_page(self.desk.settings, per_page)
        return per_page

    def export_pdf(self) -> None:
        printout = self.choose_printout(self.tr("Export PDF"))
        if printout is None:
            return
        per_page = self.choose_slips_per_page(self.tr("Export PDF")) if printout is Printout.SLIPS else 1
        if per_page is None:
            return
        suggested = str(Path(self.desk.last_folder()) / f"{printout.value}.pdf")
        path, _ = file_dialogs.save_file_name(self.desk, self.tr("Export PDF"), suggested, self.tr("PDF files (*.pdf)"))
        if path:
            self.write(f"pdf-{printout.value}", path if path.lower().endswith(".pdf") else path + ".pdf",
                       slips_per_page=per_page)

    def export_spreadsheet(self, fmt: str) -> None:
        """Ask which spreadsheet the CSV is for (``SpreadsheetDialog``), then where to write it."""
        from companion.tournament.gui.spreadsheet_dialog import SpreadsheetDialog, default_form

        language, separator = spreadsheet_form(self.desk.settings, self.desk.location) or default_form()
        dialog = SpreadsheetDialog(self.current(), fmt, language, separator, self.desk)
        dialog.setObjectName("spreadsheetDialog")
        self.spreadsheet_dialog = dialog
        dialog.accepted.connect(lambda: self.save_spreadsheet(fmt, *dialog.choice()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(lambda _result: setattr(self, "spreadsheet_dialog", None))
        dialog.open()

    def save_spreadsheet(self, fmt: str, language: str, separator: str) -> None:
        """Keep the spreadsheet chosen for the event, and write the CSV for it where the organiser says."""
        keep_spreadsheet_form(self.desk.settings, self.desk.location, language, separator)
        location = self.desk.location
        stem = Path(location).stem if location and "://" not in location else "event"
        suggested = str(Path(self.desk.last_folder()) / f"{stem}-{fmt}-{language}.csv")
        titles = {"csv-standings": self.tr("Export the standings"), "csv-results": self.tr("Export the results")}
        path, _ = file_dialogs.save_file_name(self.desk, titles.get(fmt, self.tr("Export for a spreadsheet")),
                                              suggested, self.tr("CSV files (*.csv)"))
        if path:
            self.desk.write_export(fmt, path if path.lower().endswith(".csv") else path + ".csv", spreadsheet=language,
                                   separator=separator)

    def export_players_page(self) -> None:
        suggested = str(Path(self.desk.last_folder()) / "players.html")
        path, _ = file_dialogs.save_file_name(self.desk, self.tr("Players' page"), suggested,
                                              self.tr("Web pages (*.html)"))
        if path:
            self.write(PLAYERS_PAGE_FORMAT, path if path.lower().endswith(".html") else path + ".html")

    def write(self, fmt: str, path: str, *, slips_per_page: int = 1) -> bool:
        try:
            export_document(self.current(), fmt, path, links=self.links(), slips_per_page=slips_per_page)
        except InputError as error:
            dialogs.warning(self.desk, self.tr("Cannot export"), refusal(error))
            return False
        except OSError as error:
            dialogs.warning(self.desk, self.tr("Cannot export"), fill(self.tr("%1: %2"), path,
                                                                           error.strerror or str(error)))
            return False
        self.desk.status.emit(fill(self.tr("Exported to %1."), path))
        return True

    def print_document(self) -> None:
        printout = self.choose_printout(self.tr("Print"))
        if printout is None:
            return
        per_page = self.choose_slips_per_page(self.tr("Print")) if printout is Printout.SLIPS else 1
        if per_page is not None:
            self.print_printout(printout, slips_per_page=per_page)

    def print_table_slip(self, round_number: int, table: int) -> None:
        """The round page's "Print this table's slip…": that table's slip alone, as many to a page as the desk
        last chose for the round's slips."""
        self.print_printout(Printout.SLIPS, round_number=round_number, tables={table},
                            slips_per_page=self.kept_slips_per_page())

    def print_printout(self, printout: Printout, *, round_number: int | None = None, tables=None,
                       slips_per_page: int = 1) -> None:
        """The system print dialog, then the printout on the printer it set up."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from companion.tournament.printouts import prepare_printer, print_document

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer)
        dialog = QPrintDialog(printer, self.desk)
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return
        try:
            pages = print_document(self.current(), printout, printer, links=self.links(), round_number=round_number,
                                   tables=tables, slips_per_page=slips_per_page)
        except InputError as error:
            dialogs.warning(self.desk, self.tr("Cannot print"), refusal(error))
            return
        self.desk.status.emit(fill(self.tr("Sent %n page(s) to the printer.", "", pages)))

    def show_projector(self) -> None:
        """The projector's controls in a window of their own; the view follows every committed change."""
        from companion.tournament.gui.phones_status import hide_projector_timer, join_address, sync_projector_clock
        from companion.tournament.gui.projector_controls import ProjectorControls

        if self.projector is None:
            window = QDialog(self.desk)
            window.setWindowTitle(self.tr("Projector"))
            controls = ProjectorControls(lambda: self.desk.session.current_event, window)
            layout = QVBoxLayout(window)
            layout.addWidget(controls)
            self.desk.session.state_changed.connect(lambda _state: controls.event_changed())
            # The round clock is the event's: the projector shows it as the desk and the phones do.
            hide_projector_timer(controls)
            self.desk.session.state_changed.connect(lambda state: sync_projector_clock(controls, state))
            controls.show_button.clicked.connect(lambda: sync_projector_clock(controls, self.desk.session.state))
            # Once the event was served to the phones, the projector carries the code that joins them.
            self.desk.session.state_changed.connect(lambda state: controls.set_join_address(join_address(state)))
            controls.set_join_address(join_address(self.desk.session.state))
            self.projector = window
            window.controls = controls
        self.projector.show()
        self.projector.raise_()

    def event_closed(self) -> None:
        """The event was closed: the projector shows nothing of it any more."""
        if self.projector is not None:
            controls = self.projector.controls
            if controls.view is not None:
                controls.view.close()
            self.projector.deleteLater()
            self.projector = None
