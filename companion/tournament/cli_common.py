"""What the modules of ``companion event`` share: the refusal they raise, opening the event as a desk, finding a
player by the name typed, and printing exact JSON (``cli``, ``desk_cli``)."""

import argparse
import json
import re
from fractions import Fraction
from typing import Any

from companion.model.errors import InputError
from companion.tournament.event import Event, Player
from companion.tournament.exports import exact, parse_exact
from companion.tournament.rules import check_bounded_exact, clean_text, name_key


class BadInput(Exception):
    """A refusal of the command line itself, already worded as its one line."""


MAX_DESK_NAME = 64
"""The longest ``--desk`` name: a desk's name is a word or two in the log, not a text."""


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
        if TERMINAL_CONTROLS.search(desk) or len(desk) > MAX_DESK_NAME:
            given = terminal(arguments.desk if len(arguments.desk) <= 40 else arguments.desk[:40] + "…")
            raise BadInput(f"--desk: a name for the desk of at most {MAX_DESK_NAME} characters, without control "
                           f"characters (got '{given}')")
    store = EventStore.open(arguments.event, desk=desk)
    arguments.damage = store.damage  # a damaged file read as far as it can be: the reading commands say so
    return store


def player_named(event: Event, name: str) -> Player:
    """The player of that name: as typed (case aside), else the one whose name folds alike (case, accents and
    apostrophes ignored, as the desk's searches and the phones' "find my name": "cerny" is Černý). Two players
    folding alike are refused, naming both."""
    from companion.tournament.phones import fold_name

    key = name_key(clean_text(name, "NAME"))  # as the store tells names apart: composed forms, invisible characters
    player = next((player for player in event.players if name_key(player.name) == key), None)
    if player is not None:
        return player
    name = name if len(name) <= 80 else f"{name[:80]}…"
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
        shown = text if len(text) <= 40 else f"{text[:40]}…"
        raise BadInput(f"--score: a number of victory points, 0 or more, such as 180, 22.5, 22,5 or 45/2 "
                       f"(got {shown!r})")
    try:
        check_bounded_exact(value, "--score")
    except InputError as error:
        raise error.moved("--score") from None
    return value


def print_json(value: Any) -> None:
    print(TERMINAL_CONTROLS.sub(lambda found: f"\\u{ord(found[0]):04x}", json.dumps(exact(value), ensure_ascii=False)),
          flush=True)


def one_line(text: str) -> str:
    return " ".join(text.split())


TERMINAL_CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
                               "\ud800-\udfff]")
"""What a terminal would act on rather than show (escape sequences, C1 controls, direction overrides), and what
cannot be written as UTF-8 at all (bytes of an argument that were not UTF-8)."""


def terminal(text: str) -> str:
    """The text as the terminal shows it safely: each character a terminal would act on written as its escape
    (``\\x1b``, ``\\u202e``). Names with such characters are refused when typed; an older or damaged event may
    still hold one."""
    return TERMINAL_CONTROLS.sub(lambda found: f"\\x{ord(found[0]):02x}" if ord(found[0]) < 0x100
                                 else f"\\u{ord(found[0]):04x}", text)


def say(*parts: object, file: Any = None, **options: Any) -> None:
    """``print`` with every text made safe for the terminal (``terminal``)."""
    print(*(terminal(str(part)) for part in parts), file=file, **options)
