"""The commands of ``companion event`` that run a whole event's day without the GUI (issue 24's contract):

    companion event check-in EVENT NAME...           companion event check-out EVENT NAME...
    companion event reinstate EVENT NAME
    companion event settings EVENT [--rounds N] [--date YYYY-MM-DD] [--tiebreaks KEY,...]
                                   [--check-in-required yes|no] [--win P] [--draw P] [--loss P] [--bye P]
                                   [--draw-margin F] [--points-limit N] [--tables N]
                                   [--bye-vp zero|average|N] [--bye-sos nothing|average] [--json]
    companion event pair EVENT [--preview] [--json] [--everyone] [--extra-round]
    companion event repair EVENT [--json] [--everyone]
    companion event swap EVENT --round N NAME NAME
    companion event merge-factions EVENT FROM TO [--json]
    companion event undo EVENT

Every command that changes the event takes ``--desk NAME`` (who the log says made the change). The store does the
work (``check_in_players``, ``reinstate_players``, ``edit_settings``, ``publish_round``, ``repair_round``,
``swap_players``, ``merge_factions``, ``undo``); the rules say what is allowed (``rules``, ``pairing``).

Choices where the contract is silent:
- ``check-in`` and ``check-out`` take several names and change them in one change (one undo); a player already so
  is named as such and left as they are; an unknown name refuses them all;
- ``settings`` without an option prints the settings and changes nothing; ``--date ""`` clears the date;
  ``--tiebreaks ""`` ranks by tournament points alone; the scoring values take exact numbers as ``--score`` does
  (3, 1,5, 3/2); battle-point bands are set on the Event page; ``--bye-vp`` takes ``zero``, ``average`` or a whole
  number N of 0 or more (a fixed N: the number is kept when another choice is set later, as the Event page keeps it);
- ``pair --preview`` runs the same checks and the same pairing as ``pair`` and prints it, publishing nothing;
- each table of ``pair --json``, ``pair --preview --json`` and ``repair --json`` says ``rematch`` (the two met
  in an earlier round) and ``same_club`` (both name the same club);
- ``repair`` pairs the current round again from the standings before it, while none of its tables has a result;
- ``swap`` swaps two players of the current round (either may hold the bye) and then prints what the swap made
  that the pairing avoids: a rematch, a same-club pair, a player off their fixed table, a second bye;
- ``merge-factions`` gives every player whose faction the statistics group with FROM (case, spaces, accents and
  apostrophes aside: "dark  angels" is "Dark Angels") exactly TO, in one change (one undo), and prints each player
  changed with the spelling they had; players who have TO already are left as they are (none changed: it says
  so, and nothing is logged);
- ``undo`` reverts the latest change not yet undone, whichever desk made it, and prints it as
  ``undid change N (KIND, by DESK): what it was``.
"""

import argparse
import re
import sys
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from fractions import Fraction
from typing import Any

from companion.model.errors import InputError
from companion.tournament.cli_common import BadInput, add_desk, one_line, open_event, player_named, print_json, say
from companion.tournament.event import SOFT_TIEBREAKS, ByeSos, ByeVp, Event, Round, SoftKind, SoftUse, Tiebreak
from companion.tournament.exports import exact_text, parse_exact
from companion.tournament.log import LogEntry, player_names

SCORING_OPTIONS = ("win", "draw", "loss", "bye", "draw_margin")
SETTINGS_FIELDS = {"rounds_planned": "--rounds", "date": "--date", "tiebreaks": "--tiebreaks",
                   "check_in_required": "--check-in-required", "points_limit": "--points-limit",
                   "table_count": "--tables", "painting": "--painting", "sportsmanship": "--sportsmanship",
                   "bye_vp": "--bye-vp", "bye_vp_fixed": "--bye-vp", "bye_sos": "--bye-sos",
                   **{f"scoring.{name}": f"--{name.replace('_', '-')}"
                                                  for name in SCORING_OPTIONS}}
"""Each setting the rules may refuse, by the option that sets it."""
DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", re.ASCII)


def add_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    for name, text in (("check-in", "check players in for the next round (several names at once)"),
                       ("check-out", "take players' check-in back (several names at once)")):
        sub = command(name, text)
        sub.add_argument("names", nargs="+", metavar="NAME")
        add_desk(sub)
    reinstate = command("reinstate", "a dropped player plays again from the next round to be paired")
    reinstate.add_argument("name", metavar="NAME")
    add_desk(reinstate)

    settings = command("settings", "show the event's settings, or change those given (rounds planned, date, "
                                   "tiebreak order, check-in, scoring)")
    settings.add_argument("--rounds", type=int, metavar="N", help="the rounds planned")
    settings.add_argument("--date", metavar="YYYY-MM-DD", help="the event's date (\"\" for none)")
    settings.add_argument("--tiebreaks", metavar="KEY,...", help="the tiebreaks after tournament points, in order: "
                          + ", ".join(Tiebreak) + " (\"\" for none)")
    settings.add_argument("--check-in-required", choices=("yes", "no"),
                          help="yes: only checked-in players are paired")
    for name in SCORING_OPTIONS:
        settings.add_argument(f"--{name.replace('_', '-')}", metavar="P",
                              help="the draw margin, a share of the points limit (0.05, 1/20)" if name == "draw_margin"
                              else f"tournament points for a {name}: an exact number such as 3, 1,5 or 3/2")
    for kind in SoftKind:
        settings.add_argument(f"--{kind}", choices=[str(use) for use in SoftUse], metavar="USE",
                              help=f"what the {kind} score does: award (its own table, the default), points (added "
                                   f"to the tournament points) or tiebreak (at its place in --tiebreaks, else last)")
    settings.add_argument("--points-limit", type=int, metavar="N", help="the army size")
    settings.add_argument("--tables", type=int, metavar="N", help="the tables at the venue (0: as many as needed)")
    settings.add_argument("--bye-vp", metavar="zero|average|N",
                          help="what a bye counts for the VP tiebreaks: zero (the default), average (of the player's "
                               "games played) or a whole number N of 0 or more (a fixed N scored)")
    settings.add_argument("--bye-sos", metavar="nothing|average",
                          help="what a bye adds to SoS: nothing (the default) or average (an average opponent)")
    settings.add_argument("--json", action="store_true", help="print the settings as show --json does")
    add_desk(settings)

    pair = command("pair", "pair and publish the next round: once anyone is checked in, only checked-in players")
    pair.add_argument("--json", action="store_true")
    pair.add_argument("--preview", action="store_true", help="print the round the pairing proposes; publish nothing")
    pair_options(pair)
    add_desk(pair)

    repair = command("repair", "pair the current round again (while none of its tables has a result)")
    repair.add_argument("--json", action="store_true")
    repair.add_argument("--everyone", action="store_true",
                        help="pair every registered player who has not dropped, checked in or not")
    add_desk(repair)

    swap = command("swap", "swap two players of the current round (either may hold the bye)")
    swap.add_argument("--round", type=int, required=True, metavar="N", help="the current round's number")
    swap.add_argument("names", nargs=2, metavar="NAME")
    add_desk(swap)

    merge = command("merge-factions", "give every player whose faction is FROM (case, spaces and accents aside) the "
                                      "faction TO")
    merge.add_argument("source", metavar="FROM", help="a faction as players have it (any of its spellings)")
    merge.add_argument("target", metavar="TO", help="the spelling they all get")
    merge.add_argument("--json", action="store_true", help="print what changed as JSON")
    add_desk(merge)

    undo = command("undo", "revert the latest change not yet undone, and print what it was")
    add_desk(undo)


def pair_options(pair: argparse.ArgumentParser) -> None:
    pair.add_argument("--everyone", action="store_true",
                      help="pair every registered player who has not dropped, checked in or not (refused when the "
                           "event requires check-in)")
    pair.add_argument("--extra-round", action="store_true",
                      help="pair a round past the rounds planned (refused without it)")


# --- players ------------------------------------------------------------------------------


def check_in(arguments: argparse.Namespace) -> None:
    _check_in(arguments, True)


def check_out(arguments: argparse.Namespace) -> None:
    _check_in(arguments, False)


def _check_in(arguments: argparse.Namespace, checked_in: bool) -> None:
    with open_event(arguments) as store:
        event = store.load()
        players = [player_named(event, name) for name in arguments.names]
        before = {player.id: player.checked_in for player in players}
        saved = store.check_in_players([player.id for player in players], checked_in)
    word = "checked in" if checked_in else "checked out"
    changed = [player.name for player in saved if before[player.id] != checked_in]
    already = [player.name for player in saved if before[player.id] == checked_in]
    if changed:
        say(f"{word}: {', '.join(changed)}")
    if already:
        say(f"already {'checked in' if checked_in else 'not checked in'}: {', '.join(already)}")


def reinstate(arguments: argparse.Namespace) -> None:
    with open_event(arguments) as store:
        player = player_named(store.load(), arguments.name)
        if player.dropped_after is None:
            say(f"{player.name} has not dropped")
            return
        store.reinstate_players([player.id])
        number = len(store.load().rounds) + 1
    say(f"{player.name} plays again from round {number}")


def merge_factions(arguments: argparse.Namespace) -> None:
    with open_event(arguments) as store:
        before = {player.id: player.faction for player in store.load().players}
        try:
            changed = store.merge_factions(arguments.source, arguments.target)
        except InputError as error:
            raise error.moved({"from": "FROM", "to": "TO"}.get(error.field, error.field)) from None
    target = " ".join(arguments.target.split())
    if arguments.json:
        print_json({"to": changed[0].faction if changed else target,
                    "players": [{"name": player.name, "was": before[player.id]} for player in changed]})
        return
    if not changed:
        say(f"every player of that faction has {target!r} already: nothing changed")
        return
    say(f"faction {changed[0].faction!r} for {len(changed)} player{'s' if len(changed) > 1 else ''}:")
    for player in changed:
        say(f"  {player.name}: was {before[player.id]!r}")


# --- settings ---------------------------------------------------------------------------------


def settings(arguments: argparse.Namespace) -> None:
    with open_event(arguments) as store:
        current = store.load().settings
        wanted = changed_settings(current, arguments)
        if wanted != current:
            try:
                store.edit_settings(wanted)
            except InputError as error:
                raise error.moved(SETTINGS_FIELDS.get(error.field, error.field)) from None
        shown = store.load().settings
    if arguments.json:
        from companion.tournament.exports import event_json

        print_json({key: value for key, value in event_json(Event(shown)).items()
                    if key not in ("players", "rounds", "final")})
        return
    scoring = shown.scoring
    say(f"{shown.name}: {shown.game}, date {shown.date or '(none)'}, {shown.rounds_planned} rounds planned, "
          f"points limit {shown.points_limit if shown.points_limit is not None else '(none)'}, "
          f"tables {shown.table_count or 'as needed'}")
    say(f"tiebreaks: {', '.join(shown.tiebreaks) or '(points only)'}; check-in "
          f"{'required' if shown.check_in_required else 'not required'}; painting {shown.painting}, "
          f"sportsmanship {shown.sportsmanship}")
    say("scoring: " + ", ".join(f"{name.replace('_', ' ')} {exact_text(getattr(scoring, name))}"
                                  for name in SCORING_OPTIONS))
    say(f"byes: VP {shown.bye_vp_fixed if shown.bye_vp is ByeVp.FIXED else shown.bye_vp}, SoS {shown.bye_sos}")


def changed_settings(current: Any, arguments: argparse.Namespace) -> Any:
    """The settings with the options given applied; a malformed option refuses (``BadInput``), the rest is the
    rules' (``validate_settings``, in the store)."""
    changes: dict[str, Any] = {}
    if arguments.rounds is not None:
        changes["rounds_planned"] = arguments.rounds
    if arguments.date is not None:
        text = arguments.date.strip()
        if text:
            try:
                valid = DATE.fullmatch(text) is not None and date.fromisoformat(text) is not None
            except ValueError:
                valid = False
            if not valid:
                raise BadInput(f"--date: a date as YYYY-MM-DD, such as 2026-03-14, or \"\" for none (got "
                               f"{arguments.date!r})")
        changes["date"] = text
    order = current.tiebreaks if arguments.tiebreaks is None else tiebreaks(arguments.tiebreaks)
    for kind in SoftKind:  # a soft score is a tiebreak exactly where it is in the order
        key, use = SOFT_TIEBREAKS[kind], getattr(arguments, str(kind))
        if use is None and arguments.tiebreaks is not None:
            use = SoftUse.TIEBREAK if key in order else (
                SoftUse.AWARD if current.soft_use(kind) is SoftUse.TIEBREAK else None)
        if use is not None:
            changes[str(kind)] = SoftUse(use)
            if use == SoftUse.TIEBREAK and key not in order:
                order = (*order, key)
            elif use != SoftUse.TIEBREAK:
                order = tuple(item for item in order if item != key)
    if order != current.tiebreaks:
        changes["tiebreaks"] = order
    if arguments.check_in_required is not None:
        changes["check_in_required"] = arguments.check_in_required == "yes"
    if arguments.points_limit is not None:
        changes["points_limit"] = arguments.points_limit
    if arguments.tables is not None:
        changes["table_count"] = arguments.tables
    scoring = {name: points(getattr(arguments, name), f"--{name.replace('_', '-')}") for name in SCORING_OPTIONS
               if getattr(arguments, name) is not None}
    if scoring:
        changes["scoring"] = replace(current.scoring, **scoring)
    if arguments.bye_vp is not None:
        changes.update(bye_vp(arguments.bye_vp))
    if arguments.bye_sos is not None:
        if arguments.bye_sos.strip() not in tuple(ByeSos):
            raise BadInput(f"--bye-sos: nothing or average (got {quoted(arguments.bye_sos)})")
        changes["bye_sos"] = ByeSos(arguments.bye_sos.strip())
    return replace(current, **changes)


def bye_vp(text: str) -> dict[str, Any]:
    """``--bye-vp``: zero, average, or a whole number of 0 or more meaning that fixed number."""
    from companion.tournament.rules import MAX_VP

    word = text.strip()
    if word in (ByeVp.ZERO, ByeVp.AVERAGE):
        return {"bye_vp": ByeVp(word)}
    if re.fullmatch(r"[0-9]{1,7}", word, re.ASCII) and int(word) <= MAX_VP:
        return {"bye_vp": ByeVp.FIXED, "bye_vp_fixed": int(word)}
    raise BadInput(f"--bye-vp: zero, average or a whole number from 0 to {MAX_VP} (got {quoted(text)})")


def quoted(text: str) -> str:
    """A value echoed in a refusal: on one line, and cut to its first 20 characters when it is long."""
    text = one_line(text)
    return repr(text) if len(text) <= 40 else f"'{text[:20]}…' ({len(text):,} characters)"


def tiebreaks(text: str) -> tuple[Tiebreak, ...]:
    keys = [key.strip() for key in text.split(",")] if text.strip() else []
    allowed = ", ".join(Tiebreak)
    if any(key not in tuple(Tiebreak) for key in keys) or len(set(keys)) != len(keys):
        raise BadInput(f"--tiebreaks: each of {allowed} at most once, separated by commas (got {text!r})")
    return tuple(Tiebreak(key) for key in keys)


def points(text: str, option: str) -> Fraction:
    try:
        value = parse_exact(text, option)
    except InputError:
        value = None
    if value is None or value < 0:
        raise BadInput(f"{option}: an exact number, 0 or more, such as 3, 1.5, 1,5 or 3/2 (got {text!r})")
    return value


# --- rounds -----------------------------------------------------------------------------------


def pair(arguments: argparse.Namespace) -> None:
    from companion.tournament.log import publisher
    from companion.tournament.pairing import pair_round
    from companion.tournament.rules import needs_extra_round, who_plays

    with open_event(arguments) as store:
        snapshot = store.snapshot()
        event = snapshot.event
        number = len(event.rounds) + 1
        current = event.current_round
        if current is not None and current.tables and all(table.result is None for table in current.tables):
            # Not a round to finish first: no table of it has a result yet, so it was just paired (by another desk
            # that won the race, or by this one a moment ago).
            desk = publisher(store.log(), current.number) or "?"
            raise BadInput(f"round {current.number} is already paired (by {desk}): report its results before "
                           f"pairing round {number}")
        if needs_extra_round(event) and not arguments.extra_round:
            raise BadInput(f"round {number} is past the {event.settings.rounds_planned} rounds planned: "
                           f"pair it with --extra-round")
        try:
            who_plays(event, number, everyone=arguments.everyone)
        except InputError as error:
            raise error.moved("--everyone") from None
        pairing = pair_round(event, everyone=arguments.everyone)
        if arguments.preview:
            print_round(event, pairing.to_round(), arguments.json, heading=f"round {pairing.round} (not published)")
            return
        published = store.publish_round(pairing.to_round(), based_on_revision=snapshot.revision,
                                        everyone=arguments.everyone, extra_round=arguments.extra_round)
    if published.backup_error is not None:
        say(f"companion event pair: round {pairing.round} is published, but no backup copy could be made: "
              f"{one_line(published.backup_error)}", file=sys.stderr)
    print_round(event, published.round, arguments.json)


def repair(arguments: argparse.Namespace) -> None:
    from companion.tournament.pairing import pair_round
    from companion.tournament.rules import who_plays

    with open_event(arguments) as store:
        snapshot = store.snapshot()
        current = snapshot.event.current_round
        if current is None:
            raise BadInput("no round has been paired yet: pair the first one with pair")
        before = replace(snapshot.event, rounds=snapshot.event.rounds[:-1])
        try:
            who_plays(before, current.number, everyone=arguments.everyone)
        except InputError as error:
            raise error.moved("--everyone") from None
        pairing = pair_round(before, everyone=arguments.everyone)
        published = store.repair_round(pairing.to_round(), expected_version=snapshot.round_versions[current.number],
                                       everyone=arguments.everyone)
    if published.backup_error is not None:
        say(f"companion event repair: round {pairing.round} is re-paired, but no backup copy could be made: "
              f"{one_line(published.backup_error)}", file=sys.stderr)
    print_round(before, published.round, arguments.json, heading=f"round {published.round.number} (re-paired)")


def swap(arguments: argparse.Namespace) -> None:
    from companion.tournament.pairing import swap_warnings

    with open_event(arguments) as store:
        event = store.load()
        first, second = (player_named(event, name) for name in arguments.names)
        if first.id == second.id:
            raise BadInput(f"NAME: two different players (got {arguments.names[0]!r} twice)")
        current = event.current_round
        if current is None or arguments.round != current.number:
            shown = "no round has been paired yet" if current is None else f"the current round is {current.number}"
            raise BadInput(f"--round: only the current round's players can be swapped: {shown} "
                           f"(got {arguments.round})")
        warnings = swap_warnings(event, current, first.id, second.id)
        swapped = store.swap_players(current.number, first.id, second.id)
    names = {player.id: player.name for player in event.players}
    say(f"swapped {first.name} and {second.name} in round {swapped.number}")
    for table in swapped.tables:
        if first.id in table.players or second.id in table.players:
            say(f"  table {table.number}: {names[table.players[0]]} – {names[table.players[1]]}")
    if swapped.bye in (first.id, second.id):
        say(f"  bye: {names[swapped.bye]}")
    for a, b in warnings.rematches:
        say(f"warning: {names[a]} and {names[b]} have met before")
    for a, b in warnings.same_club:
        say(f"warning: {names[a]} and {names[b]} are of the same club")
    for player in warnings.fixed_table_moved:
        say(f"warning: {names[player]} is moved off their fixed table")
    if warnings.repeat_bye is not None:
        say(f"warning: {names[warnings.repeat_bye]} gets a second bye")


def undo(arguments: argparse.Namespace) -> None:
    with open_event(arguments) as store:
        reverted = store.undo()
    say(f"undid change {reverted.id} ({reverted.kind}, by {reverted.desk}): {describe(reverted)}")


def describe(entry: LogEntry) -> str:
    """What a log entry changed, in a line: its players' names, its round and table, a setting's old and new value."""
    details = entry.details
    parts = []
    if details.get("round"):  # 0: before the first round, or a soft score for the whole event
        parts.append(f"round {details['round']}")
    if "table" in details and details["table"] is not None:
        parts.append(f"table {details['table']}")
    names = player_names(entry)
    if names:
        parts.append(", ".join(map(str, names)))
    if "score" in details and details["score"] is not None:
        parts.append(" – ".join(map(str, details["score"])))
    if "changed" in details and isinstance(details["changed"], dict):
        parts.append(", ".join(f"{key} {old} → {new}" for key, (old, new) in details["changed"].items()))
    if "spellings" in details and "to" in details:
        parts.append(f"{', '.join(map(repr, details['spellings']))} → {details['to']!r}")
    if "kind_name" in details:
        parts.append(f"{details['kind_name']} {details['value']}")
    if "reason" in details:
        parts.append(f"{details['points']} ({details['reason']})")
    return "; ".join(parts) or str(entry.kind)


def table_flags(event: Event, round_: Round) -> dict[int, tuple[bool, bool]]:
    """Each table's (rematch, same club): the two met in a round before this one, both name the same club."""
    from companion.tournament.pairing import met_before, same_club

    met = met_before(event, round_.number)
    return {table.number: (frozenset(table.players) in met,
                           same_club(event.player(table.players[0]), event.player(table.players[1])))
            for table in round_.tables}


def print_round(event: Event, round_: Round, as_json: bool, heading: str | None = None) -> None:
    """A round as ``pair`` prints it; ``event`` holds the players and the rounds before it."""
    names = {player.id: player.name for player in event.players}
    flags = table_flags(event, round_)
    if as_json:
        print_json({"round": round_.number,
                    "tables": [{"table": table.number, "players": [names[player] for player in table.players],
                                "rematch": flags[table.number][0], "same_club": flags[table.number][1]}
                               for table in round_.tables],
                    "bye": None if round_.bye is None else names[round_.bye]})
        return
    say(heading or f"round {round_.number}")
    for table in round_.tables:
        marks = [flag for flag, on in zip(("rematch", "same club"), flags[table.number], strict=True) if on]
        shown = f"  ({', '.join(marks)})" if marks else ""
        say(f"  table {table.number}: {names[table.players[0]]} – {names[table.players[1]]}{shown}")
    if round_.bye is not None:
        say(f"  bye: {names[round_.bye]}")


COMMANDS: dict[str, Callable[[argparse.Namespace], None]] = {
    "check-in": check_in, "check-out": check_out, "reinstate": reinstate, "settings": settings, "pair": pair,
    "repair": repair, "swap": swap, "merge-factions": merge_factions, "undo": undo,
}
