"""The Standings page: every player in rank order, with a tooltip per tiebreak saying how it was computed.

The ranking is the rules' (``standings.standings``), computed on the desk's
worker with each committed state; this page only lays it out. Players equal on
every key share the rank. Tooltips list the terms the rules summed: the
opponents' current points behind SoS, the games behind the VP sums, the
outcomes behind the tournament points, and how each bye was counted where the
event counts byes for VP or SoS (``standings``' docstring).
"""

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QWidget

from companion import formatting
from companion.formatting import fill
from companion.gui.widgets.labels import WrappedLabel
from companion.tournament.event import SOFT_TIEBREAKS, ByeSos, ByeVp, Event, SoftKind, Tiebreak
from companion.tournament.gui.page import DeskPage
from companion.tournament.gui.session import DeskState
from companion.tournament.gui.widgets import fit_columns, list_view
from companion.tournament.gui.wording import score_text, signed_vp, tiebreak_name, vp
from companion.tournament.rules import is_final
from companion.tournament.scoring import Outcome
from companion.tournament.soft_scores import awards
from companion.tournament.standings import Standing

Index = QModelIndex | QPersistentModelIndex
FIXED = ("rank", "player", "club", "faction", "points", "wins", "draws", "losses", "byes")
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class StandingsModel(QAbstractTableModel):
    """The standings as a table: the fixed columns, then one per tiebreak in the event's order.

    The cells are worded once per change; tooltips only when asked for."""

    widths_changed = Signal()
    """A column's longest text grew or shrank: the view fits its columns again (not on every change)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.current_event: Event | None = None
        self.ranking: tuple[Standing, ...] = ()
        self.columns: tuple[str, ...] = FIXED
        self.cells: list[tuple[str, ...]] = []
        self.longest: tuple[int, ...] = ()
        self.names: dict[int, str] = {}
        self.bold = QFont()
        self.bold.setBold(True)

    def set_standings(self, event: Event | None, ranking: tuple[Standing, ...]) -> None:
        columns = FIXED + (tuple(key.value for key in event.settings.tiebreaks) + extra_columns(event)
                           if event is not None else ())
        same_shape = columns == self.columns and len(ranking) == len(self.ranking) and ranking
        if not same_shape:
            self.beginResetModel()
        self.current_event, self.ranking, self.columns = event, ranking, columns
        self.word_cells()
        if same_shape:
            self.dataChanged.emit(self.index(0, 0), self.index(len(ranking) - 1, len(columns) - 1))
        else:
            self.endResetModel()
        longest = tuple(max((len(row[column]) for row in self.cells), default=0) for column in range(len(columns)))
        if longest != self.longest:
            self.longest = longest
            self.widths_changed.emit()

    def word_cells(self) -> None:
        if self.current_event is None:
            self.cells, self.names = [], {}
            return
        self.players = {player.id: player for player in self.current_event.players}
        self.names = {player.id: player.name for player in self.current_event.players}
        self.cells = [tuple(self.cell(standing, key) for key in self.columns) for standing in self.ranking]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.ranking)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 - Qt's signature
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        key = self.columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.heading(key)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.heading_tip(key)
        return None

    def heading(self, key: str) -> str:
        headings = {"rank": self.tr("Rank"), "player": self.tr("Player"), "club": self.tr("Club"),
                    "faction": self.tr("Faction"), "points": self.tr("Points"), "wins": self.tr("W"),
                    "draws": self.tr("D"), "losses": self.tr("L"), "byes": self.tr("Byes")}
        return headings.get(key) or (self.tr("Bonus/penalty") if key == "adjustments" else tiebreak_name(Tiebreak(key)))

    def heading_tip(self, key: str) -> str | None:
        return {
            "points": self.tr("Tournament points, the first key of the ranking."),
            "wins": self.tr("Wins"), "draws": self.tr("Draws"), "losses": self.tr("Losses"),
            "byes": self.tr("Byes: neither a win, a draw nor a loss."),
            Tiebreak.SOS.value: self.tr("Strength of schedule: the sum of the current tournament points of every "
                                        "opponent met (a bye adds nothing; a dropped opponent still counts).")
            if not self.byes_count_sos() else self.tr(
                "Strength of schedule: the sum of the current tournament points of every opponent met, and for each "
                "bye an average opponent, the mean of those points (a dropped opponent still counts)."),
            Tiebreak.VP_DIFFERENCE.value: self.tr("VP scored minus VP conceded, over every game played.")
            if not self.byes_count_vp() else self.tr("VP scored minus VP conceded, over every game played and "
                                                     "every bye as the event's settings count it."),
            Tiebreak.VP_SCORED.value: self.tr("VP scored over every game played.") if not self.byes_count_vp()
            else self.tr("VP scored over every game played and every bye as the event's settings count it."),
            "adjustments": self.tr("Bonus and penalty points the organiser gave, each with its reason; they count "
                                   "in the tournament points."),
            Tiebreak.PAINTING.value: self.tr("The painting score: a tiebreak, added to the points or an award of "
                                             "its own, as the event's settings say; a dash when not given."),
            Tiebreak.SPORTSMANSHIP.value: self.tr("The sportsmanship the player received, summed over the rounds: "
                                                  "a tiebreak, added to the points or an award of its own, as the "
                                                  "event's settings say; a dash when not given."),
        }.get(key)

    def byes_count_vp(self) -> bool:
        return self.current_event is not None and self.current_event.settings.bye_vp is not ByeVp.ZERO

    def byes_count_sos(self) -> bool:
        return self.current_event is not None and self.current_event.settings.bye_sos is not ByeSos.NOTHING

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cells[index.row()][index.column()] if index.isValid() else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return LEFT if self.columns[index.column()] in ("player", "club", "faction") else RIGHT
        if role == Qt.ItemDataRole.FontRole:
            return self.bold if self.columns[index.column()] == "points" else None
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole) and index.isValid():
            return self.tooltip(self.ranking[index.row()], self.columns[index.column()])  # a screen reader's too
        return None

    def cell(self, standing: Standing, key: str) -> str:
        player = self.players[standing.player]
        if key == "rank":
            return formatting.integer(standing.rank)
        if key == "player":
            return fill(self.tr("%1 (dropped)"), player.name) if standing.dropped else player.name
        if key in ("club", "faction"):
            return getattr(player, key)
        if key == "points":
            return formatting.points(standing.points)
        if key in ("wins", "draws", "losses", "byes"):
            return formatting.integer(getattr(standing, key))
        if key == "adjustments":
            return signed_vp(standing.adjustments)
        if key in tuple(SoftKind):
            given = standing.soft(SoftKind(key))
            return "–" if given is None else vp(given)
        value = standing.value(Tiebreak(key))
        return signed_vp(value) if key == Tiebreak.VP_DIFFERENCE.value else vp(value)

    def tooltip(self, standing: Standing, key: str) -> str | None:
        names = self.names
        player = names[standing.player]
        if key == "adjustments" and self.current_event is not None:
            given = [fill(self.tr("%1 (%2)"), signed_vp(adjustment.points), adjustment.reason)
                     for adjustment in self.current_event.adjustments if adjustment.player == standing.player]
            return "\n".join([fill(self.tr("%1: bonus and penalty points %2"), player,
                                   signed_vp(standing.adjustments)), *given])
        if key == "points":
            terms = [self.game_points(game, names) for game in standing.games]
            if standing.adjustments:
                terms.append(fill(self.tr("bonus and penalty points: %1"), signed_vp(standing.adjustments)))
            if standing.soft_points:
                terms.append(fill(self.tr("soft scores added to the points: %1"), vp(standing.soft_points)))
            return "\n".join([fill(self.tr("%1: %2 tournament points"), player, formatting.points(standing.points)),
                              *terms])
        if key == Tiebreak.SOS.value:
            terms = [(term.round, fill(self.tr("round %1: %2, now %3"), formatting.integer(term.round),
                                       names[term.opponent], formatting.points(term.points)))
                     for term in standing.opponents]
            terms += [(game.round, self.bye_sos_text(standing, game.round)) for game in standing.games if game.bye]
            return "\n".join([fill(self.tr("%1: SoS %2, the current points of each opponent met:"), player,
                                   formatting.points(standing.sos)), *(text for _, text in sorted(terms))])
        if key == Tiebreak.VP_DIFFERENCE.value:
            games = [fill(self.tr("round %1 against %2: %3"), formatting.integer(game.round), names[game.opponent],
                          score_text((game.vp_scored, game.vp_conceded))) if not game.bye
                     else self.bye_vp_text(standing, game, score_text((game.vp_scored, game.vp_conceded)))
                     for game in standing.terms(Tiebreak.VP_DIFFERENCE)]
            games += [self.bye_vp_text(standing, game, "") for game in standing.games
                      if game.bye and standing.bye_vp is ByeVp.ZERO]
            return "\n".join([fill(self.tr("%1: VP scored %2 − VP conceded %3 = %4"), player, vp(standing.vp_scored),
                                   vp(standing.vp_conceded), signed_vp(standing.vp_difference)), *games])
        if key == Tiebreak.VP_SCORED.value:
            terms = [fill(self.tr("round %1: %2"), formatting.integer(game.round), vp(game.vp_scored)) if not game.bye
                     else self.bye_vp_text(standing, game, vp(game.vp_scored))
                     for game in standing.terms(Tiebreak.VP_SCORED)]
            terms += [self.bye_vp_text(standing, game, "") for game in standing.games
                      if game.bye and standing.bye_vp is ByeVp.ZERO]
            return "\n".join([fill(self.tr("%1: VP scored %2, the sum of:"), player, vp(standing.vp_scored)),
                              *terms])
        if key == "rank":
            shared = [names[other.player] for other in self.ranking
                      if other.rank == standing.rank and other.player != standing.player]
            if shared:
                return fill(self.tr("Equal on every key with %1: the rank is shared, and names are listed in "
                                    "alphabetical order."), ", ".join(shared))
        if key in ("player", "club", "faction"):  # whole, where a narrow window cuts the cell
            return self.cell(standing, key) or None
        return None

    def bye_vp_text(self, standing: Standing, game, counted: str) -> str:
        """How a bye counted for the VP keys: ``counted`` its VP as the tooltip shows them."""
        number = formatting.integer(game.round)
        if standing.bye_vp is ByeVp.ZERO:
            return fill(self.tr("round %1, bye: no VP"), number)
        if standing.bye_vp is ByeVp.FIXED:
            return fill(self.tr("round %1, bye: %2 (a fixed number for a bye)"), number, counted)
        if len(standing.games) == standing.byes:
            return fill(self.tr("round %1, bye: %2 (no other game to average yet)"), number, counted)
        return fill(self.tr("round %1, bye: %2 (the average of the other games)"), number, counted)

    def bye_sos_text(self, standing: Standing, number: int) -> str:
        """How a bye counted for SoS."""
        shown = formatting.integer(number)
        term = next((term for term in standing.average_opponents if term.round == number), None)
        if term is not None:
            return fill(self.tr("round %1, bye: an average opponent, %2"), shown, formatting.points(term.points))
        if standing.bye_sos is ByeSos.AVERAGE:
            return fill(self.tr("round %1, bye: nothing (no opponent met yet)"), shown)
        return fill(self.tr("round %1, bye: nothing"), shown)

    def game_points(self, game, names: dict[int, str]) -> str:
        if game.bye:
            return fill(self.tr("round %1, bye: %2"), formatting.integer(game.round), formatting.points(game.points))
        outcome = {Outcome.WIN: self.tr("win"), Outcome.DRAW: self.tr("draw"), Outcome.LOSS: self.tr("loss")}[
            game.outcome]
        if game.conceded:
            outcome = fill(self.tr("%1, conceded"), outcome)
        return fill(self.tr("round %1, %2 against %3: %4"), formatting.integer(game.round), outcome,
                    names[game.opponent], formatting.points(game.points))

    def retranslate(self) -> None:
        self.set_standings(self.current_event, self.ranking)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, max(len(self.columns) - 1, 0))


def extra_columns(event: Event) -> tuple[str, ...]:
    """The bonus and penalty column once anyone has one, and each soft score given that is not a tiebreak column
    already."""
    adjusted = ("adjustments",) if event.adjustments else ()
    soft = tuple(str(kind) for kind in SoftKind if SOFT_TIEBREAKS[kind] not in event.settings.tiebreaks
                 and any(score.kind is kind for score in event.soft_scores))
    return adjusted + soft


class StandingsPage(DeskPage):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.heading = WrappedLabel()
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        self.model = StandingsModel(self)
        self.view = list_view(self.model)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(False)
        self.model.widths_changed.connect(lambda: fit_columns(self.view))
        self.note = WrappedLabel()
        self.awards = WrappedLabel()
        self.awards.setObjectName("awards")
        self.layout_.addWidget(self.heading)
        self.layout_.addWidget(self.view, 1)
        self.layout_.addWidget(self.awards)
        self.layout_.addWidget(self.note)
        self.shown_event: Event | None = None
        self.retranslate_ui()

    def title(self) -> str:
        return self.tr("Standings")

    def retranslate_ui(self) -> None:
        self.note.setText(self.tr("Ranked by tournament points, then by each tiebreak in the order the Event page "
                                  "sets. Players equal on every key share the rank. Point at a number to see how it "
                                  "was computed."))
        self.view.setAccessibleName(self.tr("Standings"))
        self.model.retranslate()
        self.show_awards()

    def show_awards(self) -> None:
        """Each soft score that stands apart as its own award table, in a line: "Best painted: 1. Dan 9, ..."."""
        event = self.shown_event
        lines = []
        if event is not None:
            names = {player.id: player.name for player in event.players}
            for kind, awarded in awards(event).items():
                heading = self.tr("Best painted") if kind is SoftKind.PAINTING else self.tr("Best sport")
                listed = ", ".join(fill(self.tr("%1. %2 %3"), formatting.integer(row.rank), names[row.player],
                                        vp(row.value)) for row in awarded)
                lines.append(fill(self.tr("%1: %2"), heading, listed))
        self.awards.setText("\n".join(lines))
        self.awards.setVisible(bool(lines))

    def refresh(self, state: DeskState) -> None:
        event = state.event
        self.model.set_standings(event, state.standings)
        self.shown_event = event
        self.show_awards()
        current = event.current_round
        if current is None:
            self.heading.setText(self.tr("Standings before round 1"))
            return
        done = sum(table.result is not None for table in current.tables)
        if is_final(event):
            self.heading.setText(fill(self.tr("Final standings after round %1 of %2"), formatting.integer(current.number),
                                      formatting.integer(event.settings.rounds_planned)))
        elif done == len(current.tables):
            self.heading.setText(fill(self.tr("Standings after round %1"), formatting.integer(current.number)))
        else:
            self.heading.setText(fill(self.tr("Standings during round %1 (provisional: %2 of %3 results in)"),
                                      formatting.integer(current.number), formatting.integer(done),
                                      formatting.integer(len(current.tables))))
