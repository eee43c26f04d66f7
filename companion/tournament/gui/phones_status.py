"""What the Round page shows of the players' phones: each table's state (waiting, reported by one player,
confirmed by both, disputed, entered at the desk) in words with the score reported (both versions of a dispute),
what each player said, the count of tables in each state, and a filter that keeps only the disputed tables in view.

The states are the rules' (``companion.tournament.phones.table_status``); this module only words them.
"""

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QWidget

from companion import formatting
from companion.formatting import fill
from companion.tournament.event import Result, Table
from companion.tournament.gui.wording import score_text
from companion.tournament.phones import Statement, StatementKind, TableStatus, own_statement, table_status

translate = QCoreApplication.translate


def status_name(status: TableStatus) -> str:
    return {TableStatus.WAITING: translate("PhoneStatus", "waiting"),
            TableStatus.REPORTED: translate("PhoneStatus", "reported by one player"),
            TableStatus.CONFIRMED: translate("PhoneStatus", "confirmed by both"),
            TableStatus.DISPUTED: translate("PhoneStatus", "disputed"),
            TableStatus.DESK: translate("PhoneStatus", "entered at the desk")}[status]


def reported_versions(table: Table, statements: Sequence[Statement]) -> list[tuple[int, Result]]:
    """Each player's report of the table (their seat, 0 or 1, and the result in the table's seat order), in seat
    order: none, one, or the two versions of a dispute."""
    found = []
    for seat, player in enumerate(table.players):
        said = own_statement(table, statements, player)
        if said is not None and said.kind is StatementKind.REPORT and said.result is not None:
            found.append((seat, said.result))
    return found


def version_text(result: Result) -> str:
    """A reported score as the Round page's Phones column and the result form's buttons show it, without names: the
    VP in the table's order, and whether someone conceded ("90–200, first player conceded")."""
    text = score_text(result.score)
    if result.conceded is None:
        return text
    return fill(translate("PhoneStatus", "%1, first player conceded") if result.conceded == 0
                else translate("PhoneStatus", "%1, second player conceded"), text)


def phones_cell(table: Table, statements: Sequence[Statement]) -> str:
    """The Phones column: the table's state with the score reported ("reported by one player: 180–150"), both
    versions of a dispute ("disputed: 100–90 / 95–100"). No names: they are in the row already (and in the
    tooltip), and a long name here would take the room of the names' columns."""
    status = table_status(table, statements)
    versions = [version_text(result) for _seat, result in reported_versions(table, statements)]
    if status is TableStatus.REPORTED and versions:
        return fill(translate("PhoneStatus", "reported by one player: %1"), versions[0])
    if status is TableStatus.DISPUTED:
        return fill(translate("PhoneStatus", "disputed: %1"), " / ".join(versions)) if versions else \
            status_name(status)
    return status_name(status)


def statement_lines(table: Table, statements: Sequence[Statement], names: Sequence[str]) -> list[str]:
    """What each player said from their phone, in sentences for the result form ("Ann reported 180–150", "Bob
    disputes it"); a player who said nothing is left out."""
    lines = []
    for seat, name in zip(table.players, names, strict=True):
        said = own_statement(table, statements, seat)
        if said is None:
            continue
        if said.kind is StatementKind.REPORT and said.result is not None:
            text = fill(translate("PhoneStatus", "%1 reported %2"), name, score_text(said.result.score))
            if said.result.conceded is not None:
                text = fill(translate("PhoneStatus", "%1 (%2 conceded)"), text, names[said.result.conceded])
            lines.append(text)
        elif said.kind is StatementKind.CONFIRM:
            lines.append(fill(translate("PhoneStatus", "%1 confirms it"), name))
        else:
            lines.append(fill(translate("PhoneStatus", "%1 disputes it"), name))
    return lines


def versions_text(table: Table, statements: Sequence[Statement], names: Sequence[str]) -> str:
    """What each player said of the table, one line each ("Ann: 180–150", "Bob: disputes it"), for a tooltip."""
    lines = []
    for seat, name in zip(table.players, names, strict=True):
        said = own_statement(table, statements, seat)
        if said is None:
            lines.append(fill(translate("PhoneStatus", "%1: nothing yet"), name))
        elif said.kind is StatementKind.REPORT and said.result is not None:
            text = fill(translate("PhoneStatus", "%1: %2"), name, score_text(said.result.score))
            if said.result.conceded is not None:
                text = fill(translate("PhoneStatus", "%1 (%2 conceded)"), text, names[said.result.conceded])
            lines.append(text)
        elif said.kind is StatementKind.CONFIRM:
            lines.append(fill(translate("PhoneStatus", "%1: confirms it"), name))
        else:
            lines.append(fill(translate("PhoneStatus", "%1: disputes it"), name))
    return "\n".join(lines)


class PhoneBar(QWidget):
    """The counts of the round's tables by state, and "Disputed tables only"."""

    filter_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.counts_label = QLabel()
        self.counts_label.setObjectName("phoneCounts")
        self.disputed_only = QCheckBox()
        self.disputed_only.setObjectName("disputedOnly")
        self.disputed_only.toggled.connect(self.filter_changed.emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.counts_label, 1)
        layout.addWidget(self.disputed_only)
        self.counts: Mapping[TableStatus, int] = {}
        self.retranslate_ui()

    def show_counts(self, counts: Mapping[TableStatus, int]) -> None:
        self.counts = counts
        shown = [fill(translate("PhoneStatus", "%1 %2"), formatting.integer(count), status_name(status))
                 for status, count in counts.items() if count]
        self.counts_label.setText(fill(self.tr("Tables: %1"), ", ".join(shown)) if shown else "")
        disputed = counts.get(TableStatus.DISPUTED, 0)
        self.disputed_only.setEnabled(bool(disputed) or self.disputed_only.isChecked())

    def retranslate_ui(self) -> None:
        self.disputed_only.setText(self.tr("D&isputed tables only"))
        self.disputed_only.setToolTip(self.tr("The tables whose players' reports differ or where one disputes the "
                                              "other's: enter the result the desk settles on."))
        self.show_counts(self.counts)


def sync_projector_clock(controls, state) -> None:
    """The projector's round timer shows the event's round clock (the one the desk starts, pauses and extends, and
    the phones show), or nothing while the current round has none. ``controls``: the projector's
    ``ProjectorControls``; ``state``: the session's ``DeskState``."""
    from datetime import UTC, datetime

    view = controls.view
    if view is None:
        return
    current = state.event.current_round
    clock = state.phones.clock_of(current.number if current else None)
    if clock is None:
        view.stop_round_timer()
        return
    view.start_round_timer(max(clock.remaining_at(datetime.now(UTC)), 0) / 1000)
    if not clock.running:
        view.pause_round_timer(True)


def join_address(state) -> str | None:
    """The address that joins the phones' pages, once the event was served to them (``state``: a ``DeskState``)."""
    from companion.tournament.phones import phone_links

    links = phone_links(state.phones.settings.address, {})
    return None if links is None else links.join


def hide_projector_timer(controls) -> None:
    """The projector's own timer gives way to the event's round clock (File → Players' phones…)."""
    for widget in (controls.timer_minutes, controls.timer_button, controls.pause_button, controls.labels[3]):
        widget.hide()
