"""The Players page: registration, check-in, drops, late joins and fixed tables.

The list is a ``PlayersModel`` (one row per player, in the order they were
registered, filtered by the search box). Adding a player is refused on a
duplicate name. Importing a CSV file (``name,club,faction``, as ``players_csv``
reads it) opens the file dialog in the event's folder (for an event on a
server, the folder last imported from), then a preview of what the file adds
(``import_preview``, which names the columns left out); nothing is added until the
organiser confirms, a bad file is one line in the app's language naming the line
and column, and the players the preview shows as already in the event are left
out. The form under the list edits the selected player; it saves with the
version it was loaded from, so a player another desk changed meanwhile is
refused and reloaded instead of overwritten.

Check in, check out, drop and reinstate act on every selected player (a desk
checks in a queue of arrivals at once), each one store call (one transaction,
one log entry, one undo). Whether they ask first follows what they do, not how
many players they act on: a drop asks, for one player as for several (naming
how many and from which round), as the phones ask twice, because it takes
players out of the pairing; checking in, checking out and reinstating ask
nothing, for one player or a whole queue: they are the desk's routine at the
door, the list shows them at once, and the other button (or one undo) puts
them back. The "Selected player" form edits one player: it is empty and
disabled while none or several are selected. The count under the list is the
rules' (``rules.roll_call``): a dropped player is counted apart, never among
those playing nor those checked in.

Choices where the issue is silent: "drop" means from the next round on, and a
reinstated player plays again from the next round paired; "late join" makes the
player's first round the next one to be paired (or the current one while it has
no results, after which the round should be re-paired: the page says so).
"""

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLineEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from companion import formatting
from companion.formatting import fill
from companion.gui.widgets import file_dialogs
from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.model.errors import InputError
from companion.tournament.errors import DeskError, StaleError
from companion.tournament.event import Event, Player
from companion.tournament.gui.page import DeskPage
from companion.tournament.gui.session import DeskState
from companion.tournament.gui.widgets import FoldingFilter, ask, list_view
from companion.tournament.gui.wording import refusal
from companion.tournament.players_csv import import_plan, read_players_file
from companion.tournament.rules import roll_call
from companion.tournament.store import PlayerInput

Index = QModelIndex | QPersistentModelIndex
NAME, CLUB, FACTION, CHECKED_IN, PLAYS, FIXED_TABLE = range(6)


class PlayersModel(QAbstractTableModel):
    """The event's players, read-only: every change goes through the store and comes back as a new event."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.current_event: Event | None = None
        self.players: tuple[Player, ...] = ()

    def set_event(self, event: Event | None) -> None:
        players = () if event is None else event.players
        if event is not None and self.current_event is not None and [p.id for p in players] == [p.id for p in self.players]:
            self.current_event, self.players = event, players
            if players:
                self.dataChanged.emit(self.index(0, 0), self.index(len(players) - 1, self.columnCount() - 1))
            return
        self.beginResetModel()
        self.current_event, self.players = event, players
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole or not 0 <= section < 6:
            return None
        return (self.tr("Name"), self.tr("Club"), self.tr("Faction"), self.tr("Checked in"), self.tr("Plays"),
                self.tr("Fixed table"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.players):
            return None
        player = self.players[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == NAME:
                return player.name
            if column == CLUB:
                return player.club
            if column == FACTION:
                return player.faction
            if column == CHECKED_IN:
                return self.tr("yes") if player.checked_in else ""
            if column == PLAYS:
                return self.plays_text(player)
            if column == FIXED_TABLE:
                return "" if player.fixed_table is None else formatting.integer(player.fixed_table)
        if role == Qt.ItemDataRole.UserRole:
            return player.id
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (CHECKED_IN, FIXED_TABLE):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def plays_text(self, player: Player) -> str:
        if player.dropped_after is not None:
            return fill(self.tr("dropped after round %1"), formatting.integer(player.dropped_after))
        if player.joined_round > 1:
            return fill(self.tr("from round %1"), formatting.integer(player.joined_round))
        return self.tr("every round")

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 5)
        if self.players:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.players) - 1, 5))


class PlayersPage(DeskPage):
    phone_link_requested = Signal(int)
    """The selected player's personal link for the phones: its QR code, reissue, revoke and print (the desk opens
    the Players' phones window on that player)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.editing: int | None = None
        self.import_folder: Callable[[], str] = lambda: str(Path.home())
        """Where the import's file dialog opens (the desk gives the event's folder)."""
        self.import_picked: Callable[[str], None] = lambda _path: None
        """Told the file the organiser picked (the desk keeps its folder for the next import)."""
        self.import_preview = None
        self.editing_version: int | None = None
        self.dirty = False

        self.model = PlayersModel(self)
        self.proxy = FoldingFilter(self)
        self.proxy.setSourceModel(self.model)
        self.view = list_view(self.proxy, QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(-1, Qt.SortOrder.AscendingOrder)
        header = self.view.horizontalHeader()
        for column in range(6):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column in (NAME, CLUB, FACTION)
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.set_search)
        self.count = WrappedLabel()
        self.check_in_button, self.check_out_button, self.drop_button, self.reinstate_button = (
            QPushButton() for _ in range(4))
        self.late_join_button = QPushButton()
        self.import_button = QPushButton()

        list_side = QWidget()
        list_layout = QVBoxLayout(list_side)
        list_layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        top.addWidget(self.import_button)
        list_layout.addLayout(top)
        list_layout.addWidget(self.view, 1)
        list_layout.addWidget(self.count)
        actions = QHBoxLayout()
        for button in (self.check_in_button, self.check_out_button, self.drop_button, self.reinstate_button,
                       self.late_join_button):
            actions.addWidget(button)
        actions.addStretch(1)
        list_layout.addLayout(actions)

        self.add_group = FormGroup()
        self.new_name = self.add_group.add_row(QLineEdit())
        self.new_club = self.add_group.add_row(QLineEdit())
        self.new_faction = self.add_group.add_row(QLineEdit())
        self.add_button = QPushButton()
        self.add_group.form.addRow(self.add_button)
        self.new_name.returnPressed.connect(self.add_player)
        self.add_button.clicked.connect(self.add_player)

        self.edit_group = FormGroup()
        self.edit_name = self.edit_group.add_row(QLineEdit())
        self.edit_club = self.edit_group.add_row(QLineEdit())
        self.edit_faction = self.edit_group.add_row(QLineEdit())
        self.fixed_table = self.edit_group.add_row(spin_box(0, 10_000, 0))
        self.save_button = QPushButton()
        self.edit_group.form.addRow(self.save_button)
        self.phone_button = QPushButton()
        self.phone_button.setObjectName("phoneLinkButton")
        self.edit_group.form.addRow(self.phone_button)
        self.phone_button.clicked.connect(lambda: self.editing is not None and self.phone_link_requested.emit(
            self.editing))
        for edit in (self.edit_name, self.edit_club, self.edit_faction):
            edit.textEdited.connect(self.edited)
            edit.returnPressed.connect(self.save_player)
        self.fixed_table.valueChanged.connect(self.edited)
        self.save_button.clicked.connect(self.save_player)

        form_side = QWidget()
        form_layout = QVBoxLayout(form_side)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form_layout.addWidget(self.add_group)
        form_layout.addWidget(self.edit_group)
        form_layout.addWidget(self.message)
        form_layout.addStretch(1)
        splitter = QSplitter()
        splitter.addWidget(list_side)
        splitter.addWidget(form_side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.layout_.addWidget(splitter)

        self.view.selectionModel().selectionChanged.connect(self.selection_changed)
        self.check_in_button.clicked.connect(lambda: self.set_checked_in(True))
        self.check_out_button.clicked.connect(lambda: self.set_checked_in(False))
        self.drop_button.clicked.connect(self.drop_selected)
        self.reinstate_button.clicked.connect(self.reinstate_selected)
        self.late_join_button.clicked.connect(self.late_join)
        self.import_button.clicked.connect(self.import_dialog)
        self.retranslate_ui()
        self.update_enabled()

    def title(self) -> str:
        return self.tr("Players")

    def retranslate_ui(self) -> None:
        self.search.setPlaceholderText(self.tr("Find a player, club or faction"))
        self.search.setAccessibleName(self.tr("Find a player"))
        self.search.setAccessibleDescription(self.tr("Shows only the players whose name, club or faction holds "
                                                     "the text."))
        self.view.setAccessibleName(self.tr("Players"))
        self.import_button.setText(self.tr("Im&port CSV…"))
        self.import_button.setToolTip(self.tr("A CSV file with the header name,club,faction (club and faction "
                                              "optional; in English, Italian or Czech), one player a line, "
                                              "separated by commas, semicolons or tabs, as a spreadsheet saves it; "
                                              "other columns (paid, e-mail…) are left out. You see the players, and "
                                              "the columns left out, before any is added."))
        self.check_in_button.setText(self.tr("Chec&k in"))
        self.check_out_button.setText(self.tr("Check &out"))
        self.drop_button.setText(self.tr("Drop from the n&ext round"))
        self.reinstate_button.setText(self.tr("&Reinstate"))
        self.reinstate_button.setToolTip(self.tr("Dropped players play again, from the next round paired."))
        self.late_join_button.setText(self.tr("&Late join…"))
        self.add_group.setTitle(self.tr("Add a player"))
        self.add_group.set_label(self.new_name, self.tr("&Name"))
        self.add_group.set_label(self.new_club, self.tr("&Club"))
        self.add_group.set_label(self.new_faction, self.tr("Fact&ion"))
        self.add_button.setText(self.tr("&Add"))
        self.edit_group.setTitle(self.tr("Selected player"))
        self.edit_group.set_label(self.edit_name, self.tr("Na&me"))
        self.edit_group.set_label(self.edit_club, self.tr("Clu&b"))
        self.edit_group.set_label(self.edit_faction, self.tr("Fac&tion"))
        self.edit_group.set_label(self.fixed_table, self.tr("Fi&xed table"),
                                  self.tr("A table this player always gets (accessibility); none: any table."))
        self.fixed_table.setSpecialValueText(self.tr("none"))
        self.save_button.setText(self.tr("&Save the player"))
        self.phone_button.setText(self.tr("&QR code for the phone…"))
        self.phone_button.setToolTip(self.tr("This player's personal link for their phone: its QR code, to print, "
                                             "reissue or revoke."))
        self.model.retranslate()
        self.show_count()

    # --- showing ---

    def refresh(self, state: DeskState) -> None:
        self.model.set_event(state.event)
        self.show_count()
        if self.editing is not None and not self.dirty:
            self.load_player(self.editing)
        self.update_enabled()

    def show_count(self) -> None:
        if self.session is None:
            self.count.setText("")
            return
        counted = roll_call(self.session.current_event)
        if counted.dropped:
            self.count.setText(fill(self.tr("%1 players: %2 playing (%3 checked in), dropped: %4"),
                                    formatting.integer(counted.registered), formatting.integer(counted.playing),
                                    formatting.integer(counted.checked_in), formatting.integer(counted.dropped)))
        else:
            self.count.setText(fill(self.tr("%1 players, %2 checked in"), formatting.integer(counted.registered),
                                    formatting.integer(counted.checked_in)))

    def selected_ids(self) -> list[int]:
        rows = self.view.selectionModel().selectedRows()
        return [self.proxy.data(row, Qt.ItemDataRole.UserRole) for row in sorted(rows, key=lambda row: row.row())]

    def selection_changed(self, *_) -> None:
        """One player selected: the form shows them. None or several: the form is empty and disabled (it edits one
        player)."""
        ids = self.selected_ids()
        if len(ids) == 1 and ids[0] != self.editing:
            self.dirty = False
            self.load_player(ids[0])
        elif len(ids) != 1 and self.editing is not None:
            self.clear_form()
        self.update_enabled()

    def clear_form(self) -> None:
        self.editing = self.editing_version = None
        self.dirty = False
        for edit in (self.edit_name, self.edit_club, self.edit_faction):
            edit.clear()
        self.fixed_table.blockSignals(True)
        self.fixed_table.setValue(0)
        self.fixed_table.blockSignals(False)

    def load_player(self, player_id: int) -> None:
        snapshot = self.state.snapshot
        player = next((player for player in snapshot.event.players if player.id == player_id), None)
        if player is None:
            self.editing = None
            return
        self.editing = player_id
        self.editing_version = snapshot.player_versions[player_id]
        for edit, text in ((self.edit_name, player.name), (self.edit_club, player.club),
                           (self.edit_faction, player.faction)):
            edit.setText(text)
        self.fixed_table.blockSignals(True)
        self.fixed_table.setValue(player.fixed_table or 0)
        self.fixed_table.blockSignals(False)
        self.dirty = False

    def update_enabled(self) -> None:
        open_ = self.session is not None
        ids = self.selected_ids() if open_ else []
        players = [self.state.event.player(player) for player in ids]
        for widget in (self.add_group, self.import_button, self.search):
            widget.setEnabled(open_)
        for button in (self.check_in_button, self.check_out_button):
            button.setEnabled(bool(ids))
        self.drop_button.setEnabled(any(player.dropped_after is None for player in players))
        self.reinstate_button.setEnabled(any(player.dropped_after is not None for player in players))
        self.late_join_button.setEnabled(len(ids) == 1)
        self.edit_group.setEnabled(len(ids) == 1 and self.editing is not None)

    def edited(self, *_) -> None:
        self.dirty = True

    # --- actions ---

    def add_player(self) -> None:
        if self.session is None:
            return
        entry = PlayerInput(self.new_name.text(), self.new_club.text(), self.new_faction.text())

        def added(player: Player) -> None:
            for edit in (self.new_name, self.new_club, self.new_faction):
                edit.clear()
            self.new_name.setFocus()
            text = fill(self.tr("%1 is registered."), player.name)
            if player.joined_round > 1:
                text = fill(self.tr("%1 is registered and plays from round %2."), player.name,
                            formatting.integer(player.joined_round))
            self.message.done(text)

        self.save_change(lambda store: store.add_player(entry.name, entry.club, entry.faction), added,
                          self.message.refused)

    def save_player(self) -> None:
        if self.session is None or self.editing is None:
            return
        player_id, version = self.editing, self.editing_version
        name, club, faction = self.edit_name.text(), self.edit_club.text(), self.edit_faction.text()
        table = self.fixed_table.value() or None

        before = self.state.event.player(player_id)

        def action(store):
            """The name and club, then the fixed table: each its own change in the log, the first one checked
            against the version the form was loaded from."""
            player, expected = before, version
            if (name, club, faction) != (before.name, before.club, before.faction):
                player, expected = store.edit_player(player_id, name, club, faction, expected_version=expected), None
            if table != before.fixed_table:
                player = store.set_fixed_table(player_id, table, expected_version=expected)
            return player

        def saved(player: Player) -> None:
            self.dirty = False
            self.load_player(player.id)
            self.message.done(fill(self.tr("%1 is saved."), player.name))

        def refused(error: Exception) -> None:
            if isinstance(error, StaleError):
                self.dirty = False
                self.load_player(player_id)
                self.message.error(fill(self.tr("Not saved: %1. The form now shows the player as saved."),
                                        refusal(error)))
            else:
                self.message.refused(error)

        self.save_change(action, saved, refused)

    def set_checked_in(self, checked_in: bool) -> None:
        """Check the selected players in (or out), asking nothing: one undo, or the other button, puts them back."""
        ids = self.selected_ids()
        if not ids:
            return
        versions = self.versions(ids)

        def done(players: tuple[Player, ...]) -> None:
            template = self.tr("Checked in %n player(s): %1", "", len(players)) if checked_in else \
                self.tr("Checked out %n player(s): %1", "", len(players))
            self.message.done(fill(template, ", ".join(player.name for player in players)))

        self.save_change(lambda store: store.check_in_players(ids, checked_in, expected_versions=versions), done,
                         self.message.refused)

    def drop_selected(self) -> None:
        ids = [player for player in self.selected_ids() if self.state.event.player(player).dropped_after is None]
        if not ids:
            return
        first_missed = len(self.state.event.rounds) + 1
        question = fill(self.tr("Drop the %n selected player(s) from round %1 on? They are not paired again unless "
                                "they are reinstated.", "", len(ids)), formatting.integer(first_missed))
        if not ask(self, self.tr("Drop players"), question):  # one player or several: they are not paired again
            return
        versions = self.versions(ids)

        def done(players: tuple[Player, ...]) -> None:
            self.message.done(fill(self.tr("Dropped from round %1 on: %2"),
                                   formatting.integer((players[0].dropped_after or 0) + 1),
                                   ", ".join(player.name for player in players)))

        self.save_change(lambda store: store.drop_players(ids, expected_versions=versions), done,
                         self.message.refused)

    def reinstate_selected(self) -> None:
        """Dropped players play again, from the next round paired; asking nothing, as checking in."""
        ids = [player for player in self.selected_ids() if self.state.event.player(player).dropped_after is not None]
        if not ids:
            return
        next_round = len(self.state.event.rounds) + 1
        versions = self.versions(ids)

        def done(players: tuple[Player, ...]) -> None:
            self.message.done(fill(self.tr("Reinstated %n player(s), playing again from round %1: %2", "",
                                           len(players)), formatting.integer(next_round),
                                   ", ".join(player.name for player in players)))

        self.save_change(lambda store: store.reinstate_players(ids, expected_versions=versions), done,
                         self.message.refused)

    def versions(self, ids: list[int]) -> dict[int, int]:
        """Each player's version as this desk read it: a player another desk changed since refuses the action."""
        versions = self.state.snapshot.player_versions
        return {player: versions[player] for player in ids}

    def late_join(self) -> None:
        ids = self.selected_ids()
        if len(ids) != 1:
            return
        event = self.session.current_event
        player = event.player(ids[0])
        next_round = len(event.rounds) + 1
        first, accepted = QInputDialog.getInt(
            self, self.tr("Late join"), fill(self.tr("The first round %1 plays in:"), player.name), next_round, 1, 999)
        if not accepted:
            return
        version = self.state.snapshot.player_versions[player.id]

        def done(joined: Player) -> None:
            text = fill(self.tr("%1 plays from round %2."), joined.name, formatting.integer(joined.joined_round))
            current = self.session.current_event.current_round
            if current is not None and joined.joined_round <= current.number:
                text = fill(self.tr("%1 Re-pair round %2 on the Round page to seat them."), text,
                            formatting.integer(current.number))
            self.message.done(text)

        self.save_change(lambda store: store.late_join(player.id, first, expected_version=version), done,
                          self.message.refused)

    def import_dialog(self) -> None:
        path, _ = file_dialogs.open_file_name(self, self.tr("Import players"), self.import_folder(),
                                              self.tr("CSV files (*.csv *.txt);;All files (*)"))
        if path:
            self.import_picked(path)
            self.import_file(path)

    def import_file(self, path: str) -> None:
        """Read the CSV file and show what it adds (``ImportPreviewDialog``); a bad file is one line, and nothing
        is added."""
        from companion.tournament.gui.import_preview import ImportPreviewDialog

        if self.session is None:
            return
        try:
            read = read_players_file(path)
        except DeskError as error:
            self.message.error(fill(self.tr("Nothing imported: %1"), refusal(error)))
            return
        self.message.clear_message()
        dialog = ImportPreviewDialog(path, read, import_plan(read.players, self.state.event.players), self)
        dialog.setObjectName("importPreview")
        self.import_preview = dialog
        dialog.accepted.connect(lambda: self.import_players(path, [planned.player for planned in dialog.to_add()]))
        dialog.finished.connect(dialog.deleteLater)
        dialog.finished.connect(lambda _result: setattr(self, "import_preview", None))
        dialog.open()

    def import_players(self, path: str, players) -> None:
        """Add the players the organiser confirmed, all or none: a refusal names the line."""
        if self.session is None or not players:
            return
        entries = [PlayerInput(player.name, player.club, player.faction) for player in players]

        def refused(error: Exception) -> None:
            if isinstance(error, InputError) and error.field.startswith("players["):
                index = int(error.field[len("players["):error.field.index("]")])
                self.message.error(fill(self.tr("Nothing imported: %1, line %2: %3"), path,
                                        formatting.integer(players[index].line),
                                        refusal(error.moved(error.field.split(".", 1)[-1]))))
            else:
                self.message.error(fill(self.tr("Nothing imported: %1"), refusal(error)))

        def imported(added) -> None:
            self.message.done(fill(self.tr("Imported %n player(s) from %1.", "", len(added)), path))

        self.save_change(lambda store: store.import_players(entries), imported, refused)
