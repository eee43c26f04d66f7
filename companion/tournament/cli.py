"""``companion event``: run an event from the command line, without Qt (issue 14's command-line contract).

    companion event create EVENT --game GAME --name NAME [--points-limit N] [--seed N]
    companion event add-player EVENT NAME [--club CLUB] [--faction FACTION]
    companion event import-players EVENT FILE.csv
    companion event drop EVENT NAME
    companion event check-in EVENT NAME...  /  check-out EVENT NAME...  /  reinstate EVENT NAME   (desk_cli)
    companion event settings EVENT [--rounds N] [--date YYYY-MM-DD] [--tiebreaks KEY,...] [--check-in-required yes|no]
    companion event pair EVENT [--preview] [--json] [--everyone] [--extra-round]
    companion event repair EVENT [--json]  /  swap EVENT --round N NAME NAME  /  undo EVENT
    companion event merge-factions EVENT FROM TO [--json]                                                   (desk_cli)
    companion event report EVENT --round R --table T --score A B [--concede 1|2] [--replace]
    companion event standings EVENT [--json]
    companion event show EVENT [--json]
    companion event export EVENT FORMAT OUT [--round N] [--per-page 1|2|4]   # csv, json, the printouts, html
    companion event export EVENT csv-... OUT --spreadsheet [--language en|it|cs]   # for that language's Excel
    companion event copy SOURCE DEST             # the whole event, log included, into a new file or empty database
    companion event serve EVENT [--host H] [--port P]   # the players' phones (phones_cli)
    companion event export EVENT pdf-links OUT [--base-url URL]   # the personal links as cards to cut apart
    companion event links EVENT [--base-url URL] [--json]

``EVENT`` is an event file or the address of an event's PostgreSQL database,
``postgresql://user:password@host:port/database`` (without the password, libpq's
``PGPASSWORD`` or password file supplies it). Every command that changes the event takes ``--desk NAME``, the
desk the log names (default: the machine's name). Every command exits 0 on success. Bad input prints one line on
stderr naming what is wrong, changes nothing, and exits 2. JSON numbers are exact: integers
as integers, others as fraction strings ("45/2"). The pairing, scoring and
standings are the rules' (``pairing``, ``scoring``, ``standings``, ``rules``); the
file is the store's; what is exported, and exact numbers as text, ``exports``'.

Choices where the contract is silent:
- ``create`` without ``--seed`` draws a random seed and keeps it in the event,
  so each pairing can still be recomputed;
- ``standings --json``'s ``round`` is the latest round paired (0 before the first);
  ``final`` (also in ``show --json``) is ``rules.is_final``: the planned rounds all
  played with every result in, and no extra round under way;
- ``drop`` drops a player from the next round; dropping them again changes nothing;
- ``pair`` pairs whom ``rules.who_plays`` names: once anyone is checked in, only
  checked-in players, unless ``--everyone`` (refused when the event requires
  check-in); a round past the rounds planned needs ``--extra-round``;
- ``--score`` takes what ``exports.parse_exact`` reads: 180, 22.5, 22,5 or 45/2;
- ``import-players`` reads the file with ``players_csv``, as the desk's Players page does: UTF-8 or UTF-16, with
  or without a BOM, Windows-1250 or Windows-1252, delimited by commas, semicolons or tabs, with the header in
  English, Italian or Czech; a column that is not the name, club or faction is left out and named on the line that
  says how many players were added (``added 3 players; ignored column 4 'Pagato', column 5 'E-mail' (not name,
  club or faction)``), while a heading one slip away from an accepted name ("Fazoine") is refused;
- CSV exports write exact decimals where a number has one (22.5), else a fraction;
  ``export`` replaces OUT if it exists (an export is derived from the event), keeping its permissions (a new
  export is its owner's only), but never an event file, a round backup, an event's side files, a name ending
  in .companion-event or anything that is not a regular file (``exports.check_export_target``); a CSV cell
  a spreadsheet would take for a formula is written after a quote (``'=1+1``).
- ``export csv-... OUT --spreadsheet`` writes the CSV as a spreadsheet of ``--language`` (default en) reads it
  (``exports.spreadsheet_export``): semicolons and decimal commas for it and cs, commas and decimal points for
  en, with a UTF-8 BOM and CRLF line ends; without it the plain CSV is written as before. ``--spreadsheet``
  with another format, or ``--language`` without ``--spreadsheet``, is refused before anything is written.
- ``copy`` of a damaged source copies it as far as it can be read, with the warning the reading commands give (a
  log that cannot be read too, which only the copy reads); a source the copy cannot read is refused in the line
  ``show`` refuses it with.
- ``export --round N`` writes the event as it stood with round N the latest: its pairings and slips, the
  standings after it (every format, the CSV and JSON too).
- ``export EVENT pdf-slips OUT --per-page 2`` (or 4) prints two (four) slips to a page with cut lines between
  them; the default is one. Any other value, or ``--per-page`` with another format, is refused before anything
  is written.
- ``export EVENT pdf-links OUT`` prints the personal links the Players' phones window prints, at the address the
  event was last served at (said on stderr) or ``--base-url``'s; with neither, or ``--base-url`` with another format,
  it is refused before anything is written.
"""

import argparse
import ast
import os
import re
import secrets
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any, NoReturn

from companion import games
from companion.model.errors import InputError
from companion.tournament import desk_cli, phones_cli, score_cli
from companion.tournament.cli_common import (
    BadInput,
    add_desk,
    one_line,
    open_event,
    player_named,
    print_json,
    say,
    terminal,
)
from companion.tournament.cli_common import score as read_score
from companion.tournament.documents import DOCUMENT_FORMATS, LINKS_FORMAT, SLIPS_PER_PAGE
from companion.tournament.errors import DamagedEvent, DeskError
from companion.tournament.event import Event, Result
from companion.tournament.exports import (
    CSV_FORMATS,
    DATA_FORMATS,
    SPREADSHEET_LANGUAGES,
    check_export_target,
    exact_text,
    export_text,
    signed_text,
    standings_json,
    standings_rows,
    write_export,
)
from companion.tournament.rules import (
    MAX_ROUNDS,
    MAX_SEED,
    MAX_TABLES,
    check_number,
)

__all__ = ["COMMANDS", "EXIT_BAD_INPUT", "EXPORT_FORMATS", "build_parser", "export_text", "main", "write_export"]
"""``export_text`` and ``write_export`` are ``exports``', named here too for the callers that knew them here."""

EXIT_BAD_INPUT = 2
EXPORT_FORMATS = (*DATA_FORMATS, *DOCUMENT_FORMATS)
CSV_COLUMNS = ("name", "club", "faction")


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr (and exit 2), like every other refusal."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # A negative exact number is a value, not an option: "--points -1,5" and "-3/2" as argparse reads "-1".
        self._negative_number_matcher = re.compile(r"^-[0-9]+([.,][0-9]+)?$|^-[0-9]*\.[0-9]+$|^-[0-9]+/[0-9]+$")

    def error(self, message: str) -> NoReturn:
        print(terminal(f"{self.prog}: {shortened(message)}"), file=sys.stderr)
        sys.exit(EXIT_BAD_INPUT)


QUOTED_LIMIT = 40
"""A value argparse shows in its message is shown whole up to this many characters; a longer one is cut."""
SHOWN_START = 20
"""The characters of a cut value that are shown, before its length."""
SHOWN_ARGUMENTS = 5
"""The unrecognized arguments named; the rest are counted."""
ECHOED = re.compile(r"""'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\S+""")
"""What argparse's message may echo of the command line: a value as Python quotes it (in single or double quotes,
with backslash escapes), or a word as typed."""
AMBIGUOUS = re.compile(r"ambiguous option: (.*) could match (.*)", re.DOTALL)


def shortened(message: str) -> str:
    """argparse's message with every value or word over ``QUOTED_LIMIT`` characters cut to its first
    ``SHOWN_START`` and its length, however argparse shows it (quoted either way, or as typed): a 5,000-digit
    ``--round`` is not echoed back whole."""
    ambiguous = AMBIGUOUS.fullmatch(message)
    if ambiguous is not None:  # the option as typed, unquoted and spaces and all
        message = f"ambiguous option: {shown_argument(ambiguous[1])} could match {ambiguous[2]}"

    def cut(found: re.Match[str]) -> str:
        text = found[0]
        quoted = len(text) >= 2 and text[0] in "'\"" and text[-1] == text[0]
        value = text
        if quoted:
            try:
                value = str(ast.literal_eval(text))
            except (ValueError, SyntaxError):
                value = text[1:-1]
        if len(value) <= QUOTED_LIMIT:
            return text
        start = value[:SHOWN_START] + "…"
        return f"{start!r} ({len(value):,} characters)" if quoted else f"{start} ({len(value):,} characters)"

    return ECHOED.sub(cut, message)


def shown_argument(argument: str) -> str:
    """An argument for argparse's message: as typed, or quoted when it holds a space or is long (then cut)."""
    if len(argument) <= QUOTED_LIMIT and not any(character.isspace() for character in argument):
        return argument
    return repr(argument)


def unrecognized(extra: Sequence[str]) -> str:
    """argparse's refusal of arguments no command takes, naming the first ``SHOWN_ARGUMENTS`` and counting them
    all."""
    shown = " ".join(shown_argument(argument) for argument in extra[:SHOWN_ARGUMENTS])
    more = f" … ({len(extra):,} in all)" if len(extra) > SHOWN_ARGUMENTS else ""
    return f"unrecognized arguments: {shown}{more}"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="companion event", description="Run a tournament event: players, Swiss pairing, results "
                                                         "and standings, kept in one event file.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    def command(name: str, text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=text, description=text)
        sub.add_argument("event", metavar="EVENT", help="the event file (.companion-event), or its database's "
                                                        "address: postgresql://user:password@host:port/database")
        return sub

    create = command("create", "create a new event file")
    create.add_argument("--game", required=True, help="one of " + ", ".join(entry.id for entry in games.GAMES))
    create.add_argument("--name", required=True, help="the event's name")
    create.add_argument("--points-limit", type=int, metavar="N", help="the army size (required for warzone)")
    create.add_argument("--seed", type=int, metavar="N", help="the pairing's random seed (default: a random one)")
    add_desk(create)

    add = command("add-player", "add a player (from the next round, once the event has started)")
    add.add_argument("name", metavar="NAME")
    add.add_argument("--club", default="")
    add.add_argument("--faction", default="")
    add_desk(add)

    imported = command("import-players", "add the players of a CSV file with the header name,club,faction (or "
                                         "its Italian or Czech names), delimited by commas, semicolons or tabs; "
                                         "other columns are left out and named")
    imported.add_argument("file", metavar="FILE.csv")
    add_desk(imported)

    drop = command("drop", "drop a player from the next round on")
    drop.add_argument("name", metavar="NAME")
    add_desk(drop)
    desk_cli.add_commands(command)
    score_cli.add_commands(command)

    report = command("report", "enter a table's result")
    report.add_argument("--round", type=int, required=True, metavar="R")
    report.add_argument("--table", type=int, required=True, metavar="T")
    report.add_argument("--score", nargs=2, required=True, metavar=("A", "B"),
                        help="the VP of the table's first and second player: 180, 22.5, 22,5 or 45/2")
    report.add_argument("--concede", type=int, choices=(1, 2), help="the player (1 or 2) who conceded")
    report.add_argument("--replace", action="store_true", help="replace a different result, or change an earlier round")
    add_desk(report)

    standings = command("standings", "the standings (final once the planned rounds all have their results)")
    standings.add_argument("--json", action="store_true")

    show = command("show", "the whole event: players, rounds, tables, results, and whether the standings are final")
    show.add_argument("--json", action="store_true")

    export = command("export", "write the standings or the results as CSV, the whole event as JSON, a printout as "
                               "PDF or the players' page as HTML")
    export.add_argument("format", metavar="FORMAT", choices=EXPORT_FORMATS, help=", ".join(EXPORT_FORMATS))
    export.add_argument("out", metavar="OUT")
    export.add_argument("--round", type=int, metavar="N",
                        help="the printouts of that round (default: the latest): its pairings and slips, the "
                             "standings after it")
    export.add_argument("--per-page", metavar="N",
                        help="pdf-slips: the result slips on a page, one of " + ", ".join(map(str, SLIPS_PER_PAGE))
                             + " (default: 1), with cut lines between them")
    export.add_argument("--spreadsheet", action="store_true",
                        help="a CSV format for a spreadsheet of --language: semicolons and decimal commas for it "
                             "and cs, commas for en; a UTF-8 BOM and CRLF line ends")
    export.add_argument("--language", metavar="LANGUAGE",
                        help="with --spreadsheet: one of " + ", ".join(SPREADSHEET_LANGUAGES) + " (default: en)")
    export.add_argument("--base-url", metavar="URL",
                        help="pdf-links: the phones' server's address, such as http://192.168.1.20:8080 (default: "
                             "the address the event was last served at)")

    text = "copy a whole event, with its log, into a new file or an empty database (a file to a server and back)"
    copy = commands.add_parser("copy", help=text, description=text)
    copy.add_argument("event", metavar="SOURCE", help="the event's file or database address")
    copy.add_argument("destination", metavar="DEST", help="a file that does not exist yet, or an empty database")
    phones_cli.add_commands(command)
    return parser


def main(argv: Sequence[str]) -> int:
    parser = build_parser()
    arguments, extra = parser.parse_known_args(argv)
    if extra:  # argparse's own message would echo them all, however many and long
        parser.error(unrecognized(extra))
    prog = f"companion event {arguments.command}"
    try:
        COMMANDS[arguments.command](arguments)
        damage = getattr(arguments, "damage", None)
        if damage is not None and arguments.command in READS:  # read as far as it could be: say it is damaged
            say(f"{prog}: warning: {one_line(str(damage))}", file=sys.stderr)
    except (BadInput, phones_cli.BadArgument, DeskError, InputError) as error:
        say(f"{prog}: {one_line(str(error))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        # The reader stopped early (`... | head`): no traceback, nothing more written at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


# --- commands ------------------------------------------------------------------------


def _create(arguments: argparse.Namespace) -> None:
    from companion.tournament.event import Settings
    from companion.tournament.store import EventStore

    entry = games.game(arguments.game)
    if entry is None:
        raise BadInput(f"--game: one of {', '.join(game.id for game in games.GAMES)} (got {arguments.game!r})")
    if arguments.seed is not None and not 0 <= arguments.seed <= MAX_SEED:
        raise BadInput(f"--seed: a whole number from 0 to {MAX_SEED} (got {arguments.seed})")
    seed = secrets.randbelow(MAX_SEED + 1) if arguments.seed is None else arguments.seed
    settings = Settings(name=arguments.name, game=entry.id, scoring=entry.tournament_scoring(),
                        points_limit=arguments.points_limit, seed=seed)
    desk = None if arguments.desk is None else " ".join(arguments.desk.split())
    if desk == "":
        raise BadInput(f"--desk: a name for the desk, not only spaces (got {arguments.desk!r})")
    try:
        store = EventStore.create(arguments.event, settings, desk=desk)
    except InputError as error:
        raise error.moved(f"--{error.field.replace('_', '-')}") from None
    with store:
        limit = "" if settings.points_limit is None else f", points limit {settings.points_limit}"
        say(f"created {store.where}: {settings.name} ({entry.id}{limit}, seed {seed})")


def _add_player(arguments: argparse.Namespace) -> None:
    with open_event(arguments) as store:
        player = store.add_player(arguments.name, arguments.club, arguments.faction)
    say(f"added {player.name}" + (f" (from round {player.joined_round})" if player.joined_round > 1 else ""))


def _import_players(arguments: argparse.Namespace) -> None:
    from companion.tournament.players_csv import read_players_file
    from companion.tournament.store import PlayerInput

    read = read_players_file(arguments.file)
    players = read.players
    with open_event(arguments) as store:
        try:
            added = store.import_players(PlayerInput(player.name, player.club, player.faction) for player in players)
        except InputError as error:
            match = re.fullmatch(r"players\[(\d+)\]\.(.*)", error.field)
            if match is None:
                raise
            raise error.moved(f"{arguments.file}, line {players[int(match[1])].line}: {match[2]}") from None
    ignored = ", ".join(f"column {column.number} {column.heading!r}" if column.heading else
                        f"column {column.number} (no heading)" for column in read.ignored)
    say(f"added {len(added)} players" + (f"; ignored {ignored} (not name, club or faction)" if ignored else ""))


def _drop(arguments: argparse.Namespace) -> None:
    with open_event(arguments) as store:
        player = player_named(store.load(), arguments.name)
        dropped = store.drop(player.id)
    say(f"{dropped.name} plays no round after round {dropped.dropped_after}")


def _report(arguments: argparse.Namespace) -> None:
    check_number(arguments.round, "--round", 1, MAX_ROUNDS)
    check_number(arguments.table, "--table", 1, MAX_TABLES)
    score = (read_score(arguments.score[0]), read_score(arguments.score[1]))
    result = Result(score, None if arguments.concede is None else arguments.concede - 1)
    with open_event(arguments) as store:
        outcome = store.report(arguments.round, arguments.table, result, replace=arguments.replace)
        event = store.load()
    table = next(round_ for round_ in event.rounds if round_.number == arguments.round).table(arguments.table)
    first, second = (event.player(player).name for player in table.players)
    shown = f"round {arguments.round}, table {arguments.table}: {first} {exact_text(score[0])} – " \
            f"{exact_text(score[1])} {second}"
    if arguments.concede is not None:
        shown += f" ({(first, second)[arguments.concede - 1]} conceded)"
    if outcome.previous is not None and outcome.outcome.value == "replaced":
        shown += f" (was {exact_text(outcome.previous.score[0])} – {exact_text(outcome.previous.score[1])})"
    say(f"{shown}: {outcome.outcome.value}")


def _standings(arguments: argparse.Namespace) -> None:
    with open_event(arguments) as store:
        event = store.load()
    if arguments.json:
        print_json(standings_json(event))
        return
    rows = standings_rows(event)
    extra = [(key, heading) for key, heading in (("adjustments", "adj."), ("painting", "painting"),
                                                 ("sportsmanship", "sport"))
             if any(row[key] for row in rows)]  # shown once anyone has one
    headers = ("rank", "player", "club", "points", "SoS", "VP diff", "VP", "W", "D", "L", "byes",
               *(heading for _, heading in extra), "")
    table = [headers] + [(str(row["rank"]), terminal(row["player"]), terminal(row["club"]), exact_text(row["points"]),
                          exact_text(row["sos"]), signed_text(row["vp_difference"]), exact_text(row["vp_scored"]),
                          str(row["wins"]), str(row["draws"]), str(row["losses"]), str(row["byes"]),
                          *(("-" if row[key] is None else signed_text(row[key]) if key == "adjustments"
                             else exact_text(row[key])) for key, _ in extra),
                          "dropped" if row["dropped"] else "") for row in rows]
    widths = [max(len(line[index]) for line in table) for index in range(len(headers))]
    for line in table:
        say("  ".join(cell.rjust(width) if index not in (1, 2) else cell.ljust(width)
                        for index, (cell, width) in enumerate(zip(line, widths, strict=True))).rstrip())
    for kind, awarded in standings_json(event)["awards"].items():
        print(f"\n{kind} award")
        for row in awarded:
            print(f"  {row['rank']}. {row['player']} {exact_text(Fraction(row['value']))}")


def _show(arguments: argparse.Namespace) -> None:
    with open_event(arguments) as store:
        if arguments.json:
            print_json(phones_cli.show_json(store))
            return
        event = store.load()
    settings = event.settings
    limit = "" if settings.points_limit is None else f", points limit {settings.points_limit}"
    say(f"{settings.name}: {settings.game}{limit}, {len(event.players)} players, {len(event.rounds)} of "
          f"{settings.rounds_planned} rounds paired")
    for round_ in event.rounds:
        say(f"round {round_.number}")
        for table in round_.tables:
            first, second = (event.player(player).name for player in table.players)
            score = "" if table.result is None else \
                f"  {exact_text(table.result.score[0])} – {exact_text(table.result.score[1])}"
            conceded = "" if table.result is None or table.result.conceded is None else \
                f" ({(first, second)[table.result.conceded]} conceded)"
            say(f"  table {table.number}: {first} – {second}{score}{conceded}")
        if round_.bye is not None:
            say(f"  bye: {event.player(round_.bye).name}")


def _export(arguments: argparse.Namespace) -> None:
    per_page = slips_per_page(arguments)
    language = spreadsheet_language(arguments)
    given_base = phones_cli.export_base_url(arguments)
    check_export_target(arguments.out)  # before the event is even opened
    with open_event(arguments) as store:
        event = store.load()
        if arguments.format == LINKS_FORMAT:
            links = phones_cli.personal_links(store, given_base)
        else:
            links = phones_cli.printed_links(store) if arguments.format in DOCUMENT_FORMATS else None
    if arguments.round is not None:
        event = as_at_round(event, arguments.round)
    if arguments.format in DOCUMENT_FORMATS:  # the printouts and the players' page: Qt only for these
        from companion.tournament.document_export import export_document

        export_document(event, arguments.format, arguments.out, links=links, slips_per_page=per_page)
        say(f"wrote {arguments.out}")
        return
    out = Path(arguments.out)
    write_export(event, arguments.format, out, spreadsheet=language)
    say(f"wrote {out}")


def spreadsheet_language(arguments: argparse.Namespace) -> str | None:
    """``--spreadsheet [--language L]``: the language of the spreadsheet a CSV export is for (None: plain CSV)."""
    languages = ", ".join(SPREADSHEET_LANGUAGES)
    if not arguments.spreadsheet:
        if arguments.language is not None:
            raise BadInput(f"--language: only with --spreadsheet, one of {languages} (got {arguments.language!r})")
        return None
    if arguments.format not in CSV_FORMATS:
        raise BadInput(f"--spreadsheet: only with {', '.join(CSV_FORMATS)} (got it with {arguments.format})")
    language = "en" if arguments.language is None else arguments.language.strip().casefold()
    if language not in SPREADSHEET_LANGUAGES:
        raise BadInput(f"--language: one of {languages} (got {arguments.language!r})")
    return language


def slips_per_page(arguments: argparse.Namespace) -> int:
    """``--per-page``: 1, 2 or 4 result slips on a page, for pdf-slips only (default 1)."""
    if arguments.per_page is None:
        return 1
    allowed = ", ".join(map(str, SLIPS_PER_PAGE))
    if arguments.format != "pdf-slips":
        raise BadInput(f"--per-page: only with pdf-slips, one of {allowed} (got it with {arguments.format})")
    if arguments.per_page.strip() not in tuple(map(str, SLIPS_PER_PAGE)):
        raise BadInput(f"--per-page: one of {allowed} (got {arguments.per_page!r})")
    return int(arguments.per_page)


def as_at_round(event: Event, number: int) -> Event:
    """The event as it stood once round ``number`` was paired, with that round's results and none after it: what
    ``export --round N`` prints (its pairings and slips, the standings after it)."""
    from companion.tournament.documents import printed_round

    try:
        printed_round(event, number)
    except InputError as error:
        raise error.moved("--round") from None
    return replace(event, rounds=tuple(played for played in event.rounds if played.number <= number))


def _copy(arguments: argparse.Namespace) -> None:
    from companion.tournament.store import copy_event, where

    try:
        damage = copy_event(arguments.event, arguments.destination)
    except DamagedEvent:  # what the copy could not read: refused as the reading commands refuse it, where it is
        found = source_damage(arguments.event)
        if found is None:
            raise
        raise found from None
    arguments.damage = damage if damage is not None else source_damage(arguments.event)
    say(f"copied {where(arguments.event)} to {where(arguments.destination)}")


def source_damage(source: str) -> DeskError | None:
    """What is damaged in the event ``source``, as the reading commands name it (the table, the setting), or in its
    log, which a copy carries and no reading command reads; None: nothing."""
    from companion.tournament.store import EventStore

    with EventStore.open(source) as store:
        if store.damage is not None:
            return store.damage
        try:
            store.log()
        except DamagedEvent as error:
            return error
    return None


COMMANDS: dict[str, Callable[[argparse.Namespace], None]] = {
    "create": _create, "add-player": _add_player, "import-players": _import_players, "drop": _drop,
    **desk_cli.COMMANDS, **score_cli.COMMANDS, "report": _report, "standings": _standings, "show": _show,
    "export": _export, "copy": _copy,
    "serve": phones_cli.serve, "links": phones_cli.links,
}


# --- helpers ------------------------------------------------------------------------------


READS = ("standings", "show", "export", "copy")
"""The commands that only read the event: they read a damaged file as far as it can be read, and say it is (``copy``
of the source it copies)."""
