"""Rules of an event that the store and the pages share: who plays a round, and where the plan of rounds ends.

Pure functions of an ``Event`` (no SQL, no Qt): the store checks a published round against them, the
pairing pairs whom they name, and the pages show what they say, so none of them holds a rule of its own.

Who plays (``tournament.md``, "Pairing" 1, and the event's check-in): a registered player plays a round
unless they dropped before it, join in a later round, or were not checked in while check-in applies.
Check-in applies when the settings require it, or as soon as the organiser has checked anyone in: from
then on a no-show who was never checked in is left out, not paired. The organiser can still pair everyone
registered (``everyone=True``), except when the settings require check-in.

Choices where the rules are silent:
- a player left out for several reasons is listed with the first of: dropped, joins later, not checked in;
- the planned rounds are over (``is_final``) once as many rounds as planned are published and the last one
  has every result; an extra round paired after them is under way until its results are in too.
"""

from dataclasses import dataclass
from enum import StrEnum

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.event import Event, Player


class LeftOutReason(StrEnum):
    """Why a registered player is not paired in a round."""

    NOT_CHECKED_IN = "not-checked-in"
    DROPPED = "dropped"
    JOINS_LATER = "joins-later"


@dataclass(frozen=True)
class LeftOut:
    player: int
    reason: LeftOutReason


@dataclass(frozen=True)
class Attendance:
    """The players of a round and every registered player left out, with why; each by player id, in id order."""

    playing: tuple[int, ...]
    left_out: tuple[LeftOut, ...]


def check_in_applies(event: Event) -> bool:
    """Whether only checked-in players are paired: the settings require it, or anyone is checked in."""
    return event.settings.check_in_required or any(player.checked_in for player in event.players)


def who_plays(event: Event, round_number: int, *, everyone: bool = False) -> Attendance:
    """Who is paired in ``round_number``. ``everyone`` pairs registered players who are not checked in too (the
    organiser's word): an InputError when the event's settings require check-in."""
    if everyone and event.settings.check_in_required:
        raise InputError("everyone", QT_TRANSLATE_NOOP(
            "InputError", "only checked-in players can be paired: the event's settings require check-in"))
    checking = check_in_applies(event) and not everyone
    playing: list[int] = []
    left_out: list[LeftOut] = []
    for player in sorted(event.players, key=lambda player: player.id):
        reason = _left_out_reason(player, round_number, checking)
        if reason is None:
            playing.append(player.id)
        else:
            left_out.append(LeftOut(player.id, reason))
    return Attendance(tuple(playing), tuple(left_out))


def _left_out_reason(player: Player, round_number: int, checking: bool) -> LeftOutReason | None:
    if player.dropped_after is not None and round_number > player.dropped_after:
        return LeftOutReason.DROPPED
    if round_number < player.joined_round:
        return LeftOutReason.JOINS_LATER
    if checking and not player.checked_in:
        return LeftOutReason.NOT_CHECKED_IN
    return None


def next_round_number(event: Event) -> int:
    return len(event.rounds) + 1


def needs_extra_round(event: Event) -> bool:
    """Whether the next round to pair would be past the rounds planned (pairing it needs the organiser's word)."""
    return next_round_number(event) > event.settings.rounds_planned


def is_final(event: Event) -> bool:
    """Whether the standings are final: the planned rounds are all published and complete, and no extra round
    is under way (one paired after them still waiting for results)."""
    current = event.current_round
    return current is not None and len(event.rounds) >= event.settings.rounds_planned and current.complete
