"""The Round page's swap form: two players of the current round swapped by hand, after the rules' warnings.

Choice where the issue is silent: swapping works on the published current round
(its tables without results), not on a preview, so each swap is in the log.
"""

from PySide6.QtWidgets import QComboBox, QFormLayout, QPushButton, QWidget

from companion import formatting
from companion.formatting import fill
from companion.gui.widgets.forms import FormGroup
from companion.model.errors import InputError
from companion.tournament import pairing
from companion.tournament.event import Event
from companion.tournament.gui.widgets import FoldingChoice, ask


class SwapForm(FormGroup):
    """Two players of the current round and the button that swaps them. ``page`` is the Round page it is part of."""

    def __init__(self, page, parent: QWidget | None = None):
        super().__init__(parent)
        self.page = page
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a label above its field when narrow
        self.swap_first = self.add_row(FoldingChoice())
        self.swap_second = self.add_row(FoldingChoice())
        for combo in (self.swap_first, self.swap_second):  # as wide as the longest name with its table, in any language
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.swap_button = QPushButton()
        self.form.addRow(self.swap_button)
        self.swap_button.clicked.connect(self.swap)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Swap two players by hand"))
        self.set_label(self.swap_first, self.tr("Pla&yer"))
        self.set_label(self.swap_second, self.tr("S&wap with"))
        self.swap_button.setText(self.tr("Sw&ap…"))

    def fill_choices(self, event: Event) -> None:
        """Every player of the current round (with their table, or the bye); a choice made stays chosen."""
        current = event.current_round
        for combo in (self.swap_first, self.swap_second):
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            if current is not None:
                for table in current.tables:
                    for player in table.players:
                        combo.addItem(fill(self.tr("%1 (table %2)"), event.player(player).name,
                                           formatting.integer(table.number)), player)
                if current.bye is not None:
                    combo.addItem(fill(self.tr("%1 (bye)"), event.player(current.bye).name), current.bye)
            index = combo.findData(chosen)
            combo.setCurrentIndex(max(index, 0))
            combo.blockSignals(False)

    def swap(self) -> None:
        session, message = self.page.session, self.page.message
        event = session.current_event
        current = event.current_round
        first, second = self.swap_first.currentData(), self.swap_second.currentData()
        if current is None or first is None or second is None:
            return
        if first == second:
            message.error(self.tr("Choose two different players to swap."))
            return
        try:
            warnings = pairing.swap_warnings(event, current, first, second)
        except InputError as error:
            message.refused(error)
            return
        names = {player.id: player.name for player in event.players}
        lines = [fill(self.tr("%1 and %2 have played each other before (a rematch)."), names[a], names[b])
                 for a, b in warnings.rematches]
        lines += [fill(self.tr("%1 and %2 are from the same club."), names[a], names[b]) for a, b in warnings.same_club]
        lines += [fill(self.tr("%1 would leave their fixed table."), names[player]) for player in warnings.fixed_table_moved]
        if warnings.repeat_bye is not None:
            lines.append(fill(self.tr("%1 would get a second bye."), names[warnings.repeat_bye]))
        question = fill(self.tr("Swap %1 and %2 in round %3?"), names[first], names[second],
                        formatting.integer(current.number))
        if lines:
            question = question + "\n\n" + "\n".join(lines)
        if not ask(self, self.tr("Swap two players"), question):
            return
        version = self.page.state.snapshot.round_versions.get(current.number)

        def done(_round) -> None:
            message.done(fill(self.tr("%1 and %2 are swapped (the log keeps it)."), names[first], names[second]))

        session.save(lambda store: store.swap_players(current.number, first, second, expected_version=version),
                     done, message.refused, message.not_saved_yet)
