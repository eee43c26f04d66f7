"""The rows of the desk's lists, built once for the PDFs, the players' page and the projector.

Each builder turns an ``Event`` into a ``Sheet``: translated column headings and
rows of display text (names as typed, numbers in the app's language through
``companion.formatting``). The PDF, the HTML page and the projector only lay
out these cells, so they cannot disagree. Qt is used for the translations and
the locale only (QtCore), never for drawing.

Choices where the rules are silent:
- the pairings show each player's tournament points before the round, the
  points the pairing used, not the points after results already entered;
- the bye is the last row of the pairings by table, and takes its place among
  the names in the pairings by name (table "—", opponent "Bye");
- a round lists the players it seats; players not in it (dropped before it,
  joining later) are not listed;
- names are sorted in the app's language (Czech puts "Č" after "C"), ignoring case;
- the standings count every result entered so far; while the latest round still
  has tables without a result they are marked provisional, with how many are in;
  once the planned rounds are all in (``rules.is_final``) their heading says "Final
  standings after round N of N", as the desk's Standings page does;
- a dropped player stays in the standings, marked "(dropped)" after the name;
- the standings show wins, draws and losses in one column ("4–0–1"), and a byes
  column only once a round has had a bye.
"""

from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum
from fractions import Fraction

from PySide6.QtCore import QCollator, QCoreApplication, QDate, QDateTime, QLocale, Qt, QTime

from companion import formatting
from companion.formatting import fill
from companion.tournament.documents import Printout, printed_round
from companion.tournament.event import SOFT_TIEBREAKS, Event, Round, SoftKind, Tiebreak
from companion.tournament.rules import is_final
from companion.tournament.soft_scores import awards
from companion.tournament.standings import Standing, standings


class Align(StrEnum):
    START = "start"
    END = "end"
    CENTER = "center"


@dataclass(frozen=True)
class Column:
    """A column: ``key`` names it for the layouts (``player``, ``table``, ``sos`` …). ``weight`` shares out the
    spare width among the text columns (names 3, clubs 2); 0 is a number, as narrow as its widest cell and
    never wrapped. ``detail`` columns may be left out where space is short (a phone, the projector)."""

    key: str
    heading: str
    align: Align = Align.START
    weight: int = 0
    detail: bool = False


@dataclass(frozen=True)
class Row:
    """One line of a list: its cells, in the columns' order, and the names of the players in it."""

    cells: tuple[str, ...]
    names: tuple[str, ...]
    dropped: bool = False
    bye: bool = False


@dataclass(frozen=True)
class Sheet:
    printout: Printout
    title: str
    note: str
    columns: tuple[Column, ...]
    rows: tuple[Row, ...]


@dataclass(frozen=True)
class Heading:
    """What every page carries: the event, its date and points limit, the round, and when it was printed
    (``printed``: "Printed 30/11/26 14:05"; ``time``: the date and time alone)."""

    event: str
    details: str
    round: str
    printed: str
    time: str
    join: str = ""
    """The address that joins the players' phones' pages, once the event was served to them ("": none)."""


@dataclass(frozen=True)
class SlipPlayer:
    name: str
    faction: str
    club: str
    player: int | None = None


@dataclass(frozen=True)
class Slip:
    """A table's result slip: the table and its two players, in the table's order (the first player first)."""

    table: int
    players: tuple[SlipPlayer, SlipPlayer]


def heading(event: Event, printout: Printout | None, round_number: int | None = None,
            printed_at: datetime | None = None) -> Heading:
    """The page heading of a printout (None: the players' page, which shows a round and the standings)."""
    translate = QCoreApplication.translate
    settings = event.settings
    details = []
    if settings.date:
        details.append(settings.date)
    if settings.points_limit is not None:
        details.append(fill(translate("Printouts", "%1 points"), formatting.integer(settings.points_limit)))
    shown = printed_round(event, round_number, required=printout not in (Printout.STANDINGS, Printout.FACTIONS, None))
    if shown is None:
        round_text = translate("Printouts", "Before round 1")
    elif printout is Printout.STANDINGS and is_final(event) and shown.number == event.rounds[-1].number:
        # The words of the desk's Standings page: the standings are final once the planned rounds are all in.
        round_text = fill(translate("Printouts", "Final standings after round %1 of %2"),
                          formatting.integer(shown.number), formatting.integer(max(settings.rounds_planned, shown.number)))
    elif printout in (Printout.STANDINGS, Printout.FACTIONS):
        round_text = fill(translate("Printouts", "After round %1 of %2"), formatting.integer(shown.number),
                          formatting.integer(max(settings.rounds_planned, shown.number)))
    else:
        round_text = fill(translate("Printouts", "Round %1 of %2"), formatting.integer(shown.number),
                          formatting.integer(max(settings.rounds_planned, shown.number)))
    time = printed_time(printed_at)
    return Heading(settings.name, " · ".join(details), round_text, fill(translate("Printouts", "Printed %1"), time), time)


def printed_time(printed_at: datetime | None = None) -> str:
    """The date and time, short, in the app's language (now when not given)."""
    moment = printed_at or datetime.now()
    when = QDateTime(QDate(moment.year, moment.month, moment.day), QTime(moment.hour, moment.minute, moment.second))
    locale = QLocale()
    if locale.language() == QLocale.Language.C:  # no language chosen (the command line): ISO 8601
        return when.toString("yyyy-MM-dd HH:mm")
    return locale.toString(when, QLocale.FormatType.ShortFormat)


def sheet(event: Event, printout: Printout, round_number: int | None = None) -> Sheet:
    """The list a printout shows (the slips are not a list: see ``slips``)."""
    if printout is Printout.PAIRINGS:
        return pairings_by_table(event, round_number)
    if printout is Printout.PAIRINGS_BY_NAME:
        return pairings_by_name(event, round_number)
    if printout is Printout.STANDINGS:
        return standings_sheet(event)
    if printout is Printout.FACTIONS:
        return factions_sheet(event)
    raise ValueError(printout)


def sheet_title(printout: Printout) -> str:
    """A list's title, as the printouts, the players' page and the projector head it."""
    translate = QCoreApplication.translate
    return {Printout.PAIRINGS: translate("Printouts", "Pairings by table"),
            Printout.PAIRINGS_BY_NAME: translate("Printouts", "Pairings by name"),
            Printout.STANDINGS: translate("Printouts", "Standings"),
            Printout.FACTIONS: translate("Printouts", "Faction statistics")}[printout]


def pairings_by_table(event: Event, round_number: int | None = None) -> Sheet:
    translate = QCoreApplication.translate
    played = printed_round(event, round_number)
    points = points_before(event, played)
    names = {player.id: player.name for player in event.players}
    columns = (Column("table", translate("Printouts", "Table"), Align.END),
               Column("player", translate("Printouts", "Player"), weight=3),
               Column("points", translate("Printouts", "Points"), Align.END),
               Column("opponent", translate("Printouts", "Player"), weight=3),
               Column("opponent_points", translate("Printouts", "Points"), Align.END))
    rows = []
    for table in sorted(played.tables, key=lambda table: table.number):
        first, second = table.players
        rows.append(Row((formatting.integer(table.number), names[first], formatting.points(points[first]),
                         names[second], formatting.points(points[second])), (names[first], names[second])))
    if played.bye is not None:
        rows.append(Row((translate("Printouts", "Bye"), names[played.bye], formatting.points(points[played.bye]), "", ""),
                        (names[played.bye],), bye=True))
    return Sheet(Printout.PAIRINGS, sheet_title(Printout.PAIRINGS), "", columns, tuple(rows))


def pairings_by_name(event: Event, round_number: int | None = None) -> Sheet:
    translate = QCoreApplication.translate
    played = printed_round(event, round_number)
    names = {player.id: player.name for player in event.players}
    seats: list[tuple[str, str, str, bool]] = []
    for table in played.tables:
        first, second = table.players
        number = formatting.integer(table.number)
        seats.append((names[first], number, names[second], False))
        seats.append((names[second], number, names[first], False))
    if played.bye is not None:
        seats.append((names[played.bye], "—", translate("Printouts", "Bye"), True))
    collator = name_collator()
    seats.sort(key=lambda seat: (collator.sortKey(seat[0]), seat[0]))
    columns = (Column("player", translate("Printouts", "Player"), weight=3),
               Column("table", translate("Printouts", "Table"), Align.END),
               Column("opponent", translate("Printouts", "Opponent"), weight=3))
    rows = tuple(Row((name, number, opponent), (name,) if bye else (name, opponent), bye=bye)
                 for name, number, opponent, bye in seats)
    return Sheet(Printout.PAIRINGS_BY_NAME, sheet_title(Printout.PAIRINGS_BY_NAME), "", columns, rows)


def standings_sheet(event: Event, ranking: tuple[Standing, ...] | None = None) -> Sheet:
    """The standings with every tiebreak of the event, in its order; ``ranking`` if already computed."""
    translate = QCoreApplication.translate
    ranking = standings(event) if ranking is None else ranking
    players = {player.id: player for player in event.players}
    tiebreaks = event.settings.tiebreaks
    byes = any(played.bye is not None for played in event.rounds)
    adjusted = bool(event.adjustments)
    soft = [kind for kind in SoftKind if SOFT_TIEBREAKS[kind] not in tiebreaks
            and any(score.kind is kind for score in event.soft_scores)]  # soft scores given, not a tiebreak already
    columns = (Column("rank", translate("Printouts", "Rank"), Align.END),
               Column("player", translate("Printouts", "Player"), weight=3),
               Column("club", translate("Printouts", "Club"), weight=2, detail=True),
               Column("faction", translate("Printouts", "Faction"), weight=2, detail=True),
               Column("points", translate("Printouts", "Points"), Align.END),
               # Wins, draws and losses in one column, as "4–0–1".
               Column("record", translate("Printouts", "W–D–L"), Align.CENTER, detail=True),
               *((Column("byes", translate("Printouts", "Byes"), Align.END, detail=True),) if byes else ()),
               *(Column(key.value, tiebreak_heading(key), Align.END) for key in tiebreaks),
               *((Column("adjustments", translate("Printouts", "Bonus/penalty"), Align.END),) if adjusted else ()),
               *(Column(str(kind), tiebreak_heading(SOFT_TIEBREAKS[kind]), Align.END) for kind in soft))
    dropped = translate("Printouts", "%1 (dropped)")
    rows = []
    for standing in ranking:
        player = players[standing.player]
        rows.append(Row((formatting.integer(standing.rank), fill(dropped, player.name) if standing.dropped else player.name,
                         player.club, player.faction, formatting.points(standing.points),
                         "–".join(map(formatting.integer, (standing.wins, standing.draws, standing.losses))),
                         *((formatting.integer(standing.byes),) if byes else ()),
                         *(tiebreak_value(key, standing.value(key)) for key in tiebreaks),
                         *((formatting.signed_points(standing.adjustments),) if adjusted else ()),
                         *(soft_value(standing.soft(kind)) for kind in soft)),
                        (player.name,), dropped=standing.dropped))
    latest = event.current_round
    note = ""
    if latest is not None and not latest.complete:
        entered = sum(table.result is not None for table in latest.tables)
        note = fill(translate("Printouts", "Provisional: %1 of %2 results of round %3 entered."),
                    formatting.integer(entered), formatting.integer(len(latest.tables)), formatting.integer(latest.number))
    names = {player.id: player.name for player in event.players}
    for kind, awarded in awards(event).items():
        listed = "; ".join(fill(translate("Printouts", "%1. %2 %3"), formatting.integer(row.rank), names[row.player],
                                formatting.points(row.value)) for row in awarded)
        heading = translate("Printouts", "Best painted") if kind is SoftKind.PAINTING else \
            translate("Printouts", "Best sport")
        note = " ".join(part for part in (note, fill(translate("Printouts", "%1: %2."), heading, listed)) if part)
    return Sheet(Printout.STANDINGS, sheet_title(Printout.STANDINGS), note, columns, tuple(rows))


def factions_sheet(event: Event) -> Sheet:
    """Per faction (``factions.faction_stats``): players, games, W–D–L, win rate, average VP scored and conceded,
    mirror matches and byes; the note says how byes and mirror matches are counted."""
    from companion.tournament.factions import faction_stats

    translate = QCoreApplication.translate
    columns = (Column("faction", translate("Printouts", "Faction"), weight=3),
               Column("players", translate("Printouts", "Players"), Align.END),
               Column("games", translate("Printouts", "Games"), Align.END),
               Column("record", translate("Printouts", "W–D–L"), Align.CENTER),
               Column("win_rate", translate("Printouts", "Win rate"), Align.END),
               Column("vp_scored", translate("Printouts", "VP scored (avg.)"), Align.END),
               Column("vp_conceded", translate("Printouts", "VP conceded (avg.)"), Align.END),
               Column("mirrors", translate("Printouts", "Mirrors"), Align.END, detail=True),
               Column("byes", translate("Printouts", "Byes"), Align.END, detail=True))
    dash = "–"
    rows = []
    for stats in faction_stats(event):
        rows.append(Row((stats.name or translate("Printouts", "(no faction)"), formatting.integer(stats.players),
                         formatting.integer(stats.games),
                         "–".join(map(formatting.integer, (stats.wins, stats.draws, stats.losses))),
                         dash if stats.win_rate is None else formatting.percent(stats.win_rate, 0),
                         dash if stats.vp_scored_average is None else formatting.decimal(stats.vp_scored_average, 1),
                         dash if stats.vp_conceded_average is None else formatting.decimal(stats.vp_conceded_average, 1),
                         formatting.integer(stats.mirrors), formatting.integer(stats.byes)), ()))
    note = translate("Printouts", "Games with a result only. A bye is no game: counted apart, in no rate. A mirror "
                                  "match (both players of one faction) is counted apart, in no games, rate or "
                                  "average. Win rate: wins ÷ games. Faction names differing only in case, spaces "
                                  "or accents are one faction.")
    return Sheet(Printout.FACTIONS, sheet_title(Printout.FACTIONS), note, columns, tuple(rows))


def factions_matrix_sheet(event: Event) -> Sheet:
    """The faction-against-faction table (``factions.matrix``): a row per faction, a column per opponent faction,
    each cell the row's wins–draws–losses against it, the diagonal the mirror matches (each side counted)."""
    from companion.tournament.factions import faction_stats, matrix

    translate = QCoreApplication.translate
    names, rows = matrix(faction_stats(event))
    shown = [name or translate("Printouts", "(no faction)") for name in names]
    columns = (Column("faction", translate("Printouts", "Faction"), weight=3),
               *(Column(f"against-{index}", fill(translate("Printouts", "vs %1"), name), Align.CENTER, weight=1)
                 for index, name in enumerate(shown)))
    cells = tuple(Row((shown[index], *("–" if record is None else "–".join(map(formatting.integer, record))
                                       for record in records)), ())
                  for index, (_, records) in enumerate(rows))
    note = translate("Printouts", "Each row's wins–draws–losses against the column's faction. The diagonal holds the "
                                  "mirror matches, each side counted; a dash: never met.")
    return Sheet(Printout.FACTIONS, translate("Printouts", "Faction against faction"), note, columns, cells)


def soft_value(value: Fraction | None) -> str:
    """A soft score as the standings show it; a dash when it was not given."""
    return "–" if value is None else formatting.points(value)


def slips(event: Event, round_number: int | None = None) -> tuple[Slip, ...]:
    """One slip per table of the round, by table number (the bye has none)."""
    played = printed_round(event, round_number)
    players = {player.id: player for player in event.players}
    return tuple(Slip(table.number, tuple(SlipPlayer(players[seat].name, players[seat].faction, players[seat].club,
                                                     seat) for seat in table.players))
                 for table in sorted(played.tables, key=lambda table: table.number))


def tiebreak_heading(key: Tiebreak) -> str:
    translate = QCoreApplication.translate
    return {Tiebreak.SOS: translate("Printouts", "SoS"),
            Tiebreak.VP_DIFFERENCE: translate("Printouts", "VP diff."),
            Tiebreak.VP_SCORED: translate("Printouts", "VP scored"), Tiebreak.PAINTING: translate("Printouts", "Painting"),
            Tiebreak.SPORTSMANSHIP: translate("Printouts", "Sport")}[key]


def tiebreak_value(key: Tiebreak, value: Fraction) -> str:
    return formatting.signed_points(value) if key is Tiebreak.VP_DIFFERENCE else formatting.points(value)


def points_before(event: Event, played: Round) -> dict[int, Fraction]:
    """Every player's tournament points before the round: what its pairing was made on."""
    earlier = replace(event, rounds=tuple(other for other in event.rounds if other.number < played.number))
    return {standing.player: standing.points for standing in standings(earlier)}


def name_collator() -> QCollator:
    """Names in the app's language's alphabetical order; with no language chosen (the command line), English's."""
    locale = QLocale()
    collator = QCollator(QLocale(QLocale.Language.English) if locale.language() == QLocale.Language.C else locale)
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    return collator
