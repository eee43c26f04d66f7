"""``companion event adjust`` and ``companion event soft-score`` (issue 24's contract): what the organiser gives
besides the games, from the command line.

    companion event adjust EVENT NAME --points P --reason TEXT
    companion event soft-score EVENT NAME --kind painting|sportsmanship --value V [--round N]

The rules are ``soft_scores``' (``docs/tournament-rules.md``, "Soft scores and adjustments"); what a soft score
does (added to the points, a tiebreak, or its own award table) is ``settings --painting USE --sportsmanship USE``.

Choices where the contract is silent:
- ``--points`` is signed: a bonus ``2``, a penalty ``-1`` (also ``−1``, ``-1,5``, ``-3/2``); 0 is refused;
- ``soft-score`` without ``--round`` is for the whole event (painting always; sportsmanship such as
  favourite-opponent votes); with ``--round N`` it is what the player received in that round (the opponent's
  rating); entering a value again for the same round replaces it;
- both print what they did and the player's tournament points after it.
"""

import argparse
from collections.abc import Callable
from fractions import Fraction

from companion.model.errors import InputError
from companion.tournament.cli_common import BadInput, add_desk, open_event, player_named, say
from companion.tournament.event import SoftKind
from companion.tournament.exports import exact_text, parse_exact, signed_text
from companion.tournament.standings import standings


def add_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    adjust = command("adjust", "give a player bonus or penalty tournament points with a reason (logged, undoable)")
    adjust.add_argument("name", metavar="NAME")
    adjust.add_argument("--points", required=True, metavar="P",
                        help="the points: 2 for a bonus, -1 for a penalty (exact: 1,5 or 3/2 too)")
    adjust.add_argument("--reason", required=True, metavar="TEXT", help="why, as the log shows it: \"late list\"")
    add_desk(adjust)
    soft = command("soft-score", "enter a player's painting or sportsmanship score")
    soft.add_argument("name", metavar="NAME")
    soft.add_argument("--kind", required=True, choices=[str(kind) for kind in SoftKind], help=", ".join(SoftKind))
    soft.add_argument("--value", required=True, metavar="V", help="an exact number, 0 or more: 8, 7,5 or 15/2")
    soft.add_argument("--round", type=int, metavar="N",
                      help="sportsmanship: what the player received in that round (default: for the whole event)")
    add_desk(soft)


def number(text: str, option: str, allowed: str) -> Fraction:
    try:
        return parse_exact(text, option)
    except InputError:
        raise BadInput(f"{option}: {allowed} (got {text!r})") from None


def adjust(arguments: argparse.Namespace) -> None:
    allowed = "an exact number other than 0, such as 2, -1, -1,5 or -3/2"
    points = number(arguments.points, "--points", allowed)
    if points == 0:
        raise BadInput(f"--points: {allowed} (got {arguments.points!r})")
    with open_event(arguments) as store:
        player = player_named(store.load(), arguments.name)
        try:
            made = store.adjust(player.id, points, arguments.reason)
        except InputError as error:
            raise error.moved(f"--{error.field}") from None
        total = next(row for row in standings(store.load()) if row.player == player.id).points
    say(f"{player.name}: {signed_text(made.points)} ({made.reason}); {exact_text(total)} tournament points")


def soft_score(arguments: argparse.Namespace) -> None:
    value = number(arguments.value, "--value", "an exact number, 0 or more, such as 8, 7,5 or 15/2")
    with open_event(arguments) as store:
        player = player_named(store.load(), arguments.name)
        try:
            made = store.set_soft_score(player.id, arguments.kind, value, arguments.round or 0)
        except InputError as error:
            raise error.moved(f"--{error.field}") from None
        row = next(row for row in standings(store.load()) if row.player == player.id)
    when = f" in round {made.round}" if made.round else ""
    total = row.soft(made.kind)
    say(f"{player.name}: {made.kind} {exact_text(made.value)}{when}; {made.kind} "
          f"{exact_text(total) if total is not None else '-'}, {exact_text(row.points)} tournament points")


COMMANDS: dict[str, Callable[[argparse.Namespace], None]] = {"adjust": adjust, "soft-score": soft_score}
