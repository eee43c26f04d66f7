"""The Round page's table side: the round in view, pairing the next one (a preview first, then publish) and
re-pairing the current one.

Pairing runs the rules' ``pair_round`` on an ``Evaluator`` worker (a large
field takes seconds) over the event as last committed; the preview lists the
tables, the players with their points, and flags every rematch and same-club
pair. Publishing passes the revision the preview was made from, so a preview
made before another desk's change is refused (and made again here), and a
round another desk published first is shown instead of ours.

The preview says who is left out and why (``Pairing.left_out``: not checked
in, dropped, joins later) and why the bye went where it did
(``Pairing.bye_reason``, ``bye_passed_over``). When check-in left registered
players out and the event's settings do not require it, the organiser can pair
everyone registered instead (``everyone``), and back. Pairing past the rounds
planned asks first and is published as an extra round.
"""

from dataclasses import dataclass, replace
from fractions import Fraction

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from companion import formatting
from companion.formatting import fill
from companion.gui.evaluator import Evaluator
from companion.gui.widgets.labels import WrappedLabel
from companion.tournament import pairing
from companion.tournament.errors import ConflictError, ExtraRoundNeeded, StaleError
from companion.tournament.event import Event, Round
from companion.tournament.gui.phones_status import PhoneBar
from companion.tournament.gui.round.columns import RoundColumns
from companion.tournament.gui.round.model import RESULT, SCORE, RoundModel
from companion.tournament.gui.session import DeskState
from companion.tournament.gui.widgets import ask, list_view
from companion.tournament.gui.wording import refusal
from companion.tournament.log import entered_by, publisher
from companion.tournament.pairing import ByeReason
from companion.tournament.rules import LeftOutReason, is_final, needs_extra_round
from companion.tournament.standings import standings

PREVIEW, REPAIR = "preview", "repair"


@dataclass(frozen=True)
class PairingRequest:
    """What a pairing is made from and for: the event as committed at ``revision``, a new round or the current one
    again (``mode``), everyone registered or check-in's players (``everyone``), and past the plan or not."""

    event: Event
    revision: int
    mode: str
    everyone: bool = False
    extra_round: bool = False


def pair_job(request: PairingRequest) -> tuple[PairingRequest, pairing.Pairing]:
    """The rules' pairing of the event given (the request travels with it)."""
    return request, pairing.pair_round(request.event, everyone=request.everyone)


class PairingView(QWidget):
    """The round chosen, its tables, and the pairing of the next round. ``page`` is the Round page it is part of:
    its session, its message line, and the forms that follow the round shown."""

    def __init__(self, page, parent: QWidget | None = None):
        super().__init__(parent)
        self.page = page
        self.proposal: pairing.Pairing | None = None
        self.request: PairingRequest | None = None
        self.shown_round: int | None = None
        self.follow_latest = True
        self.points_cache: tuple[Event, dict[int, Fraction]] | None = None
        self.evaluator = Evaluator(pair_job, self)
        self.evaluator.finished.connect(self.paired)
        self.evaluator.failed.connect(self.pairing_failed)

        self.round_choice = QComboBox()
        self.round_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # "Round 12 of 12 (extra)"
        self.round_label = QLabel()
        self.round_label.setBuddy(self.round_choice)
        self.pair_button, self.repair_button = QPushButton(), QPushButton()
        self.heading = WrappedLabel()
        heading_font = QFont(self.heading.font())
        heading_font.setBold(True)
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.2)
        self.heading.setFont(heading_font)
        self.summary = WrappedLabel()
        self.notes = WrappedLabel(plain=True)
        self.publish_button, self.discard_button, self.everyone_button = QPushButton(), QPushButton(), QPushButton()
        self.publish_button.setObjectName("publishButton")

        self.model = RoundModel(self)
        self.view = list_view(self.model)
        self.columns = RoundColumns(self.view)

        top = QHBoxLayout()
        top.addWidget(self.round_label)
        top.addWidget(self.round_choice)
        top.addWidget(self.pair_button)
        top.addWidget(self.repair_button)
        top.addStretch(1)
        proposal_buttons = QHBoxLayout()
        proposal_buttons.addWidget(self.publish_button)
        proposal_buttons.addWidget(self.discard_button)
        proposal_buttons.addWidget(self.everyone_button)
        proposal_buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        layout.addWidget(self.notes)
        layout.addLayout(proposal_buttons)
        self.phone_bar = PhoneBar()
        self.phone_bar.filter_changed.connect(lambda _on: self.filter_rows())
        layout.addWidget(self.phone_bar)
        layout.addWidget(self.view, 1)

        self.round_choice.activated.connect(self.round_chosen)
        self.pair_button.clicked.connect(self.pair_next)
        self.repair_button.clicked.connect(self.repair_current)
        self.publish_button.clicked.connect(self.publish)
        self.discard_button.clicked.connect(self.discard)
        self.everyone_button.clicked.connect(self.pair_otherwise)
        self.retranslate_ui()

    @property
    def session(self):
        return self.page.session

    @property
    def message(self):
        return self.page.message

    def retranslate_ui(self) -> None:
        self.round_label.setText(self.tr("R&ound"))
        self.repair_button.setText(self.tr("&Re-pair this round…"))
        self.repair_button.setToolTip(self.tr("Pair the current round again, while none of its tables has a result "
                                              "(after a late arrival or a drop)."))
        self.publish_button.setText(self.tr("P&ublish this pairing"))
        self.discard_button.setText(self.tr("&Discard"))
        self.everyone_button.setToolTip(self.tr("Check-in left registered players out of this pairing: pair them "
                                                "too (or, once they are in, only those checked in)."))
        self.view.setAccessibleName(self.tr("Pairings"))
        self.word_buttons()
        self.model.retranslate()
        self.phone_bar.retranslate_ui()

    def word_buttons(self) -> None:
        """The buttons whose words follow the event: an extra round past the plan, everyone or check-in's players."""
        extra = self.session is not None and needs_extra_round(self.session.current_event)
        self.pair_button.setText(self.tr("&Pair an extra round…") if extra else self.tr("&Pair the next round…"))
        everyone = self.proposal is not None and self.proposal.everyone
        self.everyone_button.setText(self.tr("Pair only &checked-in players") if everyone
                                     else self.tr("Pair &everyone registered"))

    def forget(self) -> None:
        """Another event (or none) is shown: no preview, the latest round followed."""
        self.proposal = self.request = None
        self.follow_latest = True
        self.points_cache = None
        self.shown_round = None

    # --- showing ---

    def refresh_round(self, state: DeskState) -> None:
        event = state.event
        numbers = [played.number for played in event.rounds]
        if self.follow_latest or self.shown_round not in numbers:
            self.shown_round = numbers[-1] if numbers else None
        self.round_choice.clear()
        planned = event.settings.rounds_planned
        for number in numbers:
            text = fill(self.tr("Round %1 of %2"), formatting.integer(number), formatting.integer(planned)) \
                if number <= planned else fill(self.tr("Round %1 (extra)"), formatting.integer(number))
            self.round_choice.addItem(text, number)
        if self.shown_round is not None:
            self.round_choice.setCurrentIndex(numbers.index(self.shown_round))
        if self.proposal is not None and self.request.revision != state.revision:
            self.message.done(self.tr("The event changed since this pairing was made: it is being paired again."))
            self.start_pairing(self.request.mode, self.request.everyone, self.request.extra_round)
        self.show_round()

    def shown(self) -> Round | None:
        if self.session is None or self.shown_round is None:
            return None
        return next((played for played in self.session.current_event.rounds if played.number == self.shown_round), None)

    def show_round(self) -> None:
        event = self.session.current_event
        if self.proposal is not None:
            proposal = self.proposal
            points = {standing.player: standing.points for standing in standings(self.request.event)}
            self.model.show(event, None, points, proposal=proposal)
            heading = self.tr("Round %1, an extra round: preview, not published yet") if self.request.extra_round \
                else self.tr("Round %1: preview, not published yet")
            self.heading.setText(fill(heading, formatting.integer(proposal.round)))
            self.summary.setText(self.proposal_summary(proposal))
            self.notes.setText("\n".join(self.proposal_notes(proposal)))
            self.notes.setVisible(bool(self.notes.text()))
        else:
            self.notes.setText("")
            self.notes.hide()
            played = self.shown()
            if played is None:
                self.model.show(event, None, {})
                self.heading.setText(self.tr("No round is paired yet."))
                self.summary.setText(fill(self.tr("%n player(s) registered. Pair round 1 when they are in.", "",
                                                  len(event.players))))
            else:
                self.model.show(event, played, self.points_before(event, played),
                                entered_by=entered_by(self.page.state.log, played.number),
                                phones=self.page.state.phones)
                missing = sum(table.result is None for table in played.tables)
                heading = self.tr("Round %1, an extra round") if played.number > event.settings.rounds_planned \
                    else self.tr("Round %1")
                self.heading.setText(fill(heading, formatting.integer(played.number)))
                if missing:
                    summary = fill(self.tr("%1 of %2 tables still without a result."), formatting.integer(missing),
                                   formatting.integer(len(played.tables)))
                elif is_final(event) and played.number == event.current_round.number:
                    summary = self.tr("Every table has its result: the planned rounds are all played, and the "
                                      "standings are final.")
                else:
                    summary = self.tr("Every table has its result.")
                self.summary.setText(summary)
        self.show_phones()
        self.columns.fit()
        self.page.round_shown()

    def show_phones(self) -> None:
        """The round's tables counted by their state on the players' phones, and the filter applied."""
        from companion.tournament.phones import counts

        statuses = [self.model.status(row) for row in range(self.model.rowCount())]
        found = [status for status in statuses if status is not None]
        self.phone_bar.setVisible(bool(found))
        self.phone_bar.show_counts(counts(found) if found else {})
        self.filter_rows()

    def filter_rows(self) -> None:
        """With "Disputed tables only", every other row (the bye too) is hidden."""
        from companion.tournament.phones import TableStatus

        only = self.phone_bar.disputed_only.isChecked() and self.phone_bar.isVisibleTo(self)
        for row in range(self.model.rowCount()):
            self.view.setRowHidden(row, only and self.model.status(row) is not TableStatus.DISPUTED)

    def points_before(self, event: Event, played: Round) -> dict[int, Fraction]:
        """Each player's points before the round (what its pairing used), kept while the earlier rounds and the
        scoring are as they were: a result entered in the round does not change them."""
        earlier = replace(event, rounds=tuple(other for other in event.rounds if other.number < played.number))
        if self.points_cache is None or self.points_cache[0] != earlier:
            self.points_cache = (earlier, {standing.player: standing.points for standing in standings(earlier)})
        return self.points_cache[1]

    def proposal_summary(self, proposal: pairing.Pairing) -> str:
        event = self.session.current_event
        parts = [fill(self.tr("%n table(s)", "", len(proposal.tables))),
                 fill(self.tr("%n rematch(es)", "", proposal.rematches)),
                 fill(self.tr("%n same-club pair(s)", "", proposal.same_club_pairs))]
        if proposal.bye is not None:
            parts.append(fill(self.tr("bye: %1"), event.player(proposal.bye).name))
        if event.settings.fresh_tables:
            parts.append(fill(self.tr("%n player(s) back on a table they played on", "", proposal.table_repeats)))
        return "; ".join(parts) + ". " + self.tr("Check it, then publish it: the players see it only then.")

    def proposal_notes(self, proposal: pairing.Pairing) -> list[str]:
        """Who is left out and why, whom check-in's override pairs, and why the bye went where it did."""
        event = self.session.current_event
        name = {player.id: player.name for player in event.players}
        lines = []
        groups = {reason: [name[out.player] for out in proposal.left_out if out.reason is reason]
                  for reason in LeftOutReason}
        wording = {LeftOutReason.NOT_CHECKED_IN: self.tr("not checked in: %1"),
                   LeftOutReason.DROPPED: self.tr("dropped: %1"),
                   LeftOutReason.JOINS_LATER: self.tr("joining in a later round: %1")}
        found = [fill(wording[reason], ", ".join(names)) for reason, names in groups.items() if names]
        if found:
            lines.append(fill(self.tr("Left out (%1): %2."), formatting.integer(len(proposal.left_out)),
                              "; ".join(found)))
        if proposal.everyone:
            lines.append(self.tr("Everyone registered is paired, checked in or not: the organiser's choice for this "
                                 "round."))
        elif groups[LeftOutReason.NOT_CHECKED_IN] and not event.settings.check_in_required:
            lines.append(self.tr("Only checked-in players are paired, as players have been checked in. \"Pair "
                                 "everyone registered\" pairs the others too."))
        if proposal.bye is not None and proposal.bye_reason is not None:
            lines.append(self.bye_text(name[proposal.bye], proposal.bye_reason,
                                       [name[player] for player in proposal.bye_passed_over]))
        return lines

    def bye_text(self, player: str, reason: ByeReason, passed_over: list[str]) -> str:
        """Why the bye went to ``player`` (``tournament.md``, "Pairing" 2)."""
        if reason is ByeReason.LATE_JOINERS_PASSED_OVER:
            return fill(self.tr("The bye goes to %1, the lowest-ranked player without a bye, after passing over %2: "
                                "a player in their first round after joining late is not given the bye while "
                                "anyone else can take it."), player, ", ".join(passed_over))
        if reason is ByeReason.ONLY_LATE_JOINERS_WITHOUT_BYE:
            return fill(self.tr("The bye goes to %1: everyone else has had one, so it goes to the lowest-ranked player "
                                "who joined late."), player)
        if reason is ByeReason.EVERYONE_HAD_A_BYE:
            return fill(self.tr("The bye goes to %1 again: every player of the round has had one, so it goes to the "
                                "lowest-ranked."), player)
        return fill(self.tr("The bye goes to %1, the lowest-ranked player who has not had one."), player)

    def update_enabled(self) -> None:
        open_ = self.session is not None
        current = self.session.current_event.current_round if open_ else None
        pairing_now = self.evaluator.busy()
        previewing = self.proposal is not None
        self.pair_button.setEnabled(open_ and not previewing and not pairing_now
                                    and (current is None or current.complete))
        self.repair_button.setEnabled(open_ and not previewing and not pairing_now and current is not None
                                      and self.shown_round == current.number
                                      and all(table.result is None for table in current.tables))
        for button in (self.publish_button, self.discard_button):
            button.setVisible(previewing)
        self.everyone_button.setVisible(previewing and self.offers_everyone())
        self.word_buttons()
        self.round_choice.setEnabled(open_ and not previewing and self.round_choice.count() > 0)
        for column in (SCORE, RESULT):
            self.view.setColumnHidden(column, previewing)
        self.columns.fit()

    def offers_everyone(self) -> bool:
        """Pairing everyone registered is the organiser's to choose when check-in left players out and the event's
        settings do not require check-in (and back to check-in's players once chosen)."""
        if self.proposal is None or self.session is None or self.session.current_event.settings.check_in_required:
            return False
        return self.proposal.everyone or any(out.reason is LeftOutReason.NOT_CHECKED_IN
                                             for out in self.proposal.left_out)

    def round_chosen(self, index: int) -> None:
        number = self.round_choice.itemData(index)
        rounds = [played.number for played in self.session.current_event.rounds]
        self.shown_round = number
        self.follow_latest = number == rounds[-1]
        self.show_round()
        self.page.round_chosen()

    # --- pairing ---

    def pair_next(self) -> None:
        """Pair the next round; past the rounds planned only after the organiser says so."""
        event = self.page.state.event
        extra = needs_extra_round(event)
        if extra and not ask(self, self.tr("Pair an extra round?"), fill(
                self.tr("The event has %1 rounds planned, and round %2 would be past them. Pair round %2 as an extra "
                        "round? The standings are final only once it has its results too."),
                formatting.integer(event.settings.rounds_planned), formatting.integer(len(event.rounds) + 1))):
            return
        self.start_pairing(PREVIEW, extra_round=extra)

    def repair_current(self) -> None:
        self.start_pairing(REPAIR)

    def pair_otherwise(self) -> None:
        """The same pairing again, with everyone registered (or back to check-in's players)."""
        request = self.request
        self.start_pairing(request.mode, not request.everyone, request.extra_round)

    def start_pairing(self, mode: str, everyone: bool = False, extra_round: bool = False) -> None:
        state = self.page.state
        event = state.event
        if mode == REPAIR:
            event = replace(event, rounds=event.rounds[:-1])
        self.proposal = None
        self.heading.setText(fill(self.tr("Pairing round %1…"), formatting.integer(len(event.rounds) + 1)))
        self.summary.setText("")
        self.notes.setText("")
        self.evaluator.submit(PairingRequest(event, state.revision, mode, everyone, extra_round))
        self.page.update_enabled()

    def paired(self, outcome) -> None:
        request, proposal = outcome
        if self.session is None:
            return
        if request.revision != self.page.state.revision:
            self.start_pairing(request.mode, request.everyone, request.extra_round)
            return
        self.proposal, self.request = proposal, request
        self.show_round()
        self.page.update_enabled()

    def pairing_failed(self, error: Exception) -> None:
        self.proposal = None
        self.message.refused(error)
        if self.session is not None:
            self.show_round()
        self.page.update_enabled()

    def discard(self) -> None:
        self.proposal = None
        self.message.clear_message()
        self.show_round()
        self.page.update_enabled()

    def publish(self) -> None:
        proposal, request = self.proposal, self.request
        mode, everyone = request.mode, proposal.everyone
        round_ = proposal.to_round()
        if mode == REPAIR:
            version = self.page.state.snapshot.round_versions.get(round_.number)

            def action(store):
                return store.repair_round(round_, expected_version=version, everyone=everyone)
        else:
            def action(store):
                return store.publish_round(round_, based_on_revision=request.revision, everyone=everyone,
                                           extra_round=request.extra_round)

        self.proposal = None  # the state read after the save must not pair it again
        self.heading.setText(fill(self.tr("Publishing round %1…"), formatting.integer(round_.number)))
        self.page.update_enabled()

        def published(outcome) -> None:
            self.proposal = None
            self.follow_latest = True
            self.shown_round = outcome.round.number
            template = self.tr("Round %1 is published.") if mode == PREVIEW else self.tr("Round %1 is re-paired.")
            text = fill(template, formatting.integer(outcome.round.number))
            if outcome.backup is not None:
                text = fill(self.tr("%1 A backup copy of the event is at %2."), text, str(outcome.backup))
            elif outcome.backup_error:
                text = fill(self.tr("%1 No backup copy could be made: %2"), text, outcome.backup_error)
            self.page.refresh(self.page.state)
            self.page.choose_first_open_table()
            self.message.done(text)

        def refused(error: Exception) -> None:
            if isinstance(error, StaleError):
                self.message.done(fill(self.tr("Not published: %1. Paired again on the event as it is now."),
                                       refusal(error)))
                self.start_pairing(mode, everyone, request.extra_round)
            elif isinstance(error, ExtraRoundNeeded):
                self.proposal = None
                self.show_round()
                self.message.refused(error)
            elif isinstance(error, ConflictError):
                self.proposal = None
                self.follow_latest = True
                self.page.refresh(self.page.state)
                who = publisher(self.page.state.log, round_.number) or "?"
                self.message.error(fill(self.tr("Round %1 was paired meanwhile by %2: this is their pairing."),
                                        formatting.integer(round_.number), who))
                self.page.choose_first_open_table()
            else:
                self.proposal = proposal
                self.show_round()
                self.message.refused(error)
            self.page.update_enabled()

        self.session.save(action, published, refused, self.message.not_saved_yet)
