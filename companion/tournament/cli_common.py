"""What the modules of ``companion event`` share: the refusal they raise, opening the event as a desk, finding a
player by the name typed, and printing exact JSON (``cli``, ``desk_cli``)."""

import argparse
import json
from fractions import Fraction
from typing import Any

from companion.model.errors import InputError
from companion.tournament.event import Event, Player
from companion.tournament.exports import exact, parse_exact


class BadInput(Exception):
    """A refusal of the command line itself, already worded as its one line."""


def add_desk(parser: argparse.ArgumentParser) -> None:
    """``--desk NAME``: who makes the change, in the event's log (default: this machine's name)."""
    parser.add_argument("--desk", metavar="NAME", help="who makes the change, as the log shows it (default: this "
                                                       "machine's name)")


def open_event(arguments: argparse.Namespace) -> Any:
    """The event named by ``EVENT``, opened as the desk ``--desk`` names (when the command has it)."""
    from companion.tournament.store import EventStore

    desk = getattr(arguments, "desk", None)
    if desk is not None:
        desk = " ".join(desk.split())
        if not desk:
            raise BadInput(f"--desk: a name for the desk, not only spaces (got {arguments.desk!r})")
    return EventStore.open(arguments.event, desk=desk)


def player_named(event: Event, name: str) -> Player:
    """The player of that name: as typed (case aside), else the one whose name folds alike (case, accents and
    apostrophes ignored, as the desk's searches and the phones' "find my name": "cerny" is Černý). Two players
    folding alike are refused, naming both."""
    from companion.tournament.phones import fold_name

    player = event.player_named(" ".join(name.split()))
    if player is not None:
        return player
    wanted = fold_name(name)
    found = [player for player in event.players if fold_name(player.name) == wanted]
    if len(found) > 1:
        raise BadInput(f"{name!r} could be {' or '.join(repr(player.name) for player in found)}: type the name as "
                       f"it is written")
    if not found:
        raise BadInput(f"there is no player named {name!r} in the event")
    return found[0]


def score(text: str) -> Fraction:
    """A table's VP as typed: what ``exports.parse_exact`` reads (180, 22.5, 22,5 or 45/2), 0 or more."""
    try:
        value = parse_exact(text, "--score")
    except InputError:
        value = None
    if value is None or value < 0:
        raise BadInput(f"--score: a number of victory points, 0 or more, such as 180, 22.5, 22,5 or 45/2 "
                       f"(got {text!r})")
    return value


def print_json(value: Any) -> None:
    print(json.dumps(exact(value), ensure_ascii=False), flush=True)


def one_line(text: str) -> str:
    return " ".join(text.split())
