"""Rules of an event that the store and the pages share: valid settings, cleaned input, who plays a round, whether
a round can be paired and a pairing published, and where the plan of rounds ends.

Pure functions of an ``Event`` and of what a form holds (no SQL, no Qt): the store checks every action
against them before it writes, the pairing pairs whom they name, and the pages ask them before they save (a
form can say what is wrong before the store refuses), so none of them holds a rule of its own.

Who plays (``tournament.md``, "Pairing" 1, and the event's check-in): a registered player plays a round
unless they dropped before it, join in a later round, or were not checked in while check-in applies.
Check-in applies when the settings require it, or as soon as the organiser has checked anyone in: from
then on a no-show who was never checked in is left out, not paired. The organiser can still pair everyone
registered (``everyone=True``), except when the settings require check-in.

Choices where the rules are silent:
- a player left out for several reasons is listed with the first of: dropped, joins later, not checked in;
- the planned rounds are over (``is_final``) once as many rounds as planned are published and the last one
  has every result; an extra round paired after them is under way until its results are in too.
- a text the desk keeps (a player's name, club and faction, the event's name) is one line of at most
  ``MAX_TEXT`` characters, in Unicode's composed form (NFC: "José" typed either way is one name), without
  invisible format characters (a zero-width space, a direction override; a zero-width joiner stays only
  between two visible characters, where it shapes a script or an emoji) and with blank look-alikes such as
  U+2800 or the Hangul filler counted as spaces. Control characters (a terminal's escape sequences, NUL)
  are refused, as are bytes that are not UTF-8 and a name with no visible character. Two names are the same
  player when they are equal after that, ignoring case and compatibility forms (``name_key``: "ＡＮＮ" is
  "Ann").
- numbers are bounded where the desk keeps them: a score is at most ``MAX_VP`` victory points with a
  denominator of at most ``MAX_DENOMINATOR`` (22.5, 1/3 and 0.125 are fine, a 2,500-digit fraction is
  not); the points limit, the scoring's values, round and table numbers are bounded likewise.
"""

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from itertools import pairwise
from typing import TypeGuard

from companion import games
from companion.model.errors import QT_TRANSLATE_NOOP, InputError, Words
from companion.tournament.errors import DeskError
from companion.tournament.event import ByeSos, ByeVp, Event, Player, PlayerInput, Result, Round, Settings, Tiebreak
from companion.tournament.scoring import check_result
from companion.tournament.soft_scores import check_soft_uses


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


@dataclass(frozen=True)
class RollCall:
    """The Players page's count: everyone registered, those dropped (not paired again from the next round), those
    still playing (everyone else, late joiners included), and how many of those are checked in."""

    registered: int
    dropped: int
    playing: int
    checked_in: int


def roll_call(event: Event) -> RollCall:
    """Who is in the event from the next round on: a dropped player counts apart, never among those playing nor those
    checked in (a drop leaves a player's check-in as it was, for a reinstatement)."""
    upcoming = next_round_number(event)
    dropped = [player for player in event.players
               if _left_out_reason(player, upcoming, checking=False) is LeftOutReason.DROPPED]
    gone = {player.id for player in dropped}
    playing = [player for player in event.players if player.id not in gone]
    return RollCall(len(event.players), len(dropped), len(playing), sum(player.checked_in for player in playing))


def needs_extra_round(event: Event) -> bool:
    """Whether the next round to pair would be past the rounds planned (pairing it needs the organiser's word)."""
    return next_round_number(event) > event.settings.rounds_planned


def is_final(event: Event) -> bool:
    """Whether the standings are final: the planned rounds are all published and complete, and no extra round
    is under way (one paired after them still waiting for results)."""
    current = event.current_round
    return current is not None and len(event.rounds) >= event.settings.rounds_planned and current.complete


# --- settings, input and pairings as the store checks them ---------------------------------


MAX_SEED = 2**63 - 1
"""The largest pairing seed (the store keeps it as a 64-bit integer)."""
MAX_VP = 1_000_000
"""The most victory points a score, or a value of the scoring, may be."""
MAX_DENOMINATOR = 1_000
"""The largest denominator of a score or a scoring value: thirds, halves, thousandths; nothing a table writes needs
more, and it keeps every sum of an event's scores small."""
MAX_POINTS_LIMIT = 1_000_000
MAX_ROUNDS = 1_000
"""The most rounds an event plans, and the largest round number the desk takes."""
MAX_TABLES = 100_000
"""The most tables of a round, and the largest table number the desk takes."""
MAX_TEXT = 200
"""The longest name, club, faction or event name, in characters."""
BLANKS = frozenset("\u115f\u1160\u17b4\u17b5\u2800\u3164\uffa0")
"""Characters that draw nothing though they are not spaces to Unicode (Hangul fillers, the blank Braille
pattern, Khmer's inherent vowels): a name made of them looks empty."""
JOINERS = frozenset("\u200c\u200d")
"""Zero-width non-joiner and joiner: format characters that shape a script or an emoji between two characters."""


def is_int(value: object) -> TypeGuard[int]:
    """A whole number given as one (not a bool, not a float)."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_exact(value: object) -> TypeGuard[int | Fraction]:
    """An exact number (an int or a Fraction, not a bool, not a float)."""
    return isinstance(value, (int, Fraction)) and not isinstance(value, bool)


def validate_settings(settings: Settings) -> None:
    """Refuse settings the desk cannot run an event with (an InputError naming the field)."""
    ids = [entry.id for entry in games.GAMES]
    if not isinstance(settings.name, str) or not settings.name.strip():
        raise InputError("name", QT_TRANSLATE_NOOP("InputError", "the event needs a name"))
    if not visible(clean_text(settings.name, "name")):
        raise InputError("name", QT_TRANSLATE_NOOP("InputError", "a name with at least one visible character"),
                         settings.name)
    if settings.game not in ids:
        raise InputError("game", QT_TRANSLATE_NOOP("InputError", "one of {0}"), settings.game, args=(", ".join(ids),))
    limit = settings.points_limit
    if limit is None and settings.scoring.needs_points_limit:
        raise InputError("points_limit", QT_TRANSLATE_NOOP("InputError", "a {0} event needs a points limit"),
                         args=(settings.game,))
    if limit is not None and (not is_int(limit) or limit < 1):
        raise InputError("points_limit", QT_TRANSLATE_NOOP("InputError", "a whole number of at least 1"), limit)
    if limit is not None:
        check_number(limit, "points_limit", 1, MAX_POINTS_LIMIT)
    for name, low, high in (("rounds_planned", 1, MAX_ROUNDS), ("table_count", 0, MAX_TABLES)):
        value = getattr(settings, name)
        if not is_int(value) or value < low:
            raise InputError(name, QT_TRANSLATE_NOOP("InputError", "a whole number of at least {0}"), value, args=(low,))
        check_number(value, name, low, high)
    if not is_int(settings.seed) or not 0 <= settings.seed <= MAX_SEED:
        raise InputError("seed", QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1}"), settings.seed,
                         args=(0, MAX_SEED))
    if not all(isinstance(key, Tiebreak) for key in settings.tiebreaks) or len(set(settings.tiebreaks)) != len(
            settings.tiebreaks):
        raise InputError("tiebreaks", QT_TRANSLATE_NOOP("InputError", "each of {0} at most once"),
                         ",".join(map(str, settings.tiebreaks)), args=(", ".join(map(str, Tiebreak)),))
    scoring = settings.scoring
    values: dict[str, object] = {"win": scoring.win, "draw": scoring.draw, "loss": scoring.loss, "bye": scoring.bye,
                                 "draw_margin": scoring.draw_margin, "concession[0]": scoring.concession[0],
                                 "concession[1]": scoring.concession[1]}
    for index, band in enumerate(scoring.battle_points):
        values[f"battle_points[{index}].winner"] = band.winner
        values[f"battle_points[{index}].loser"] = band.loser
        if band.up_to is not None or index < len(scoring.battle_points) - 1:
            values[f"battle_points[{index}].up_to"] = band.up_to
    for name, value in values.items():
        check_bounded_exact(value, f"scoring.{name}")
    closed = [band.up_to for band in scoring.battle_points if band.up_to is not None]  # only the last may be open
    if any(low >= high for low, high in pairwise(closed)):
        raise InputError("scoring.battle_points", QT_TRANSLATE_NOOP(
            "InputError", "bands in increasing order of VP difference, only the last one open-ended"))
    check_soft_uses(settings)
    check_bye_settings(settings)


def check_bye_settings(settings: Settings) -> None:
    """How a bye counts in the standings: a ``ByeVp`` with a fixed number of 0 to ``MAX_VP``, and a ``ByeSos``."""
    if not isinstance(settings.bye_vp, ByeVp):
        raise InputError("bye_vp", QT_TRANSLATE_NOOP("InputError", "one of {0}"), settings.bye_vp,
                         args=(", ".join(ByeVp),))
    check_number(settings.bye_vp_fixed, "bye_vp_fixed", 0, MAX_VP)
    if not isinstance(settings.bye_sos, ByeSos):
        raise InputError("bye_sos", QT_TRANSLATE_NOOP("InputError", "one of {0}"), settings.bye_sos,
                         args=(", ".join(ByeSos),))


def clean_player_ids(ids: Iterable[int]) -> list[int]:
    """The players a bulk action is for, each once, in the order given; at least one."""
    wanted: list[int] = []
    for player_id in ids:
        if not is_int(player_id):
            raise InputError("players", QT_TRANSLATE_NOOP("InputError", "player ids (whole numbers)"), player_id)
        if player_id not in wanted:
            wanted.append(player_id)
    if not wanted:
        raise InputError("players", QT_TRANSLATE_NOOP("InputError", "at least one player"))
    return wanted


def clean_player(entry: PlayerInput) -> PlayerInput:
    """A player as the store keeps them: each text cleaned by ``clean_text``; a name with a visible character is
    needed."""
    name, club, faction = (clean_text(text, field) for text, field in ((entry.name, "name"), (entry.club, "club"),
                                                                        (entry.faction, "faction")))
    if not name:
        raise InputError("name", QT_TRANSLATE_NOOP("InputError", "a player needs a name"))
    if not visible(name):
        raise InputError("name", QT_TRANSLATE_NOOP("InputError", "a name with at least one visible character"), name)
    return PlayerInput(name, club, faction)


def clean_text(text: object, field: str) -> str:
    """A text as the desk keeps it (see the module's docstring); an InputError naming ``field`` for control
    characters, bytes that are not UTF-8 or more than ``MAX_TEXT`` characters."""
    if not isinstance(text, str):
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a text"), type(text).__name__)
    if any("\ud800" <= character <= "\udfff" for character in text):
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "text in UTF-8: it holds bytes that are not"),
                         text.encode("utf-8", "surrogateescape").decode("utf-8", "replace"))
    if any(unicodedata.category(character) == "Cc" and not character.isspace() for character in text):
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "text without control characters (such as a "
                                                                "terminal's escape sequences or NUL)"),
                         text)
    composed = unicodedata.normalize("NFC", text)
    spaced = "".join(" " if character in BLANKS else character for character in composed)
    words = " ".join(spaced.split())
    kept = "".join(character for index, character in enumerate(words)
                   if unicodedata.category(character) != "Cf"
                   or character in JOINERS and _shown(words[index - 1:index]) and _shown(words[index + 1:index + 2]))
    cleaned = " ".join(kept.split())
    if len(cleaned) > MAX_TEXT:
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "at most {0} characters"), f"{cleaned[:40]}…",
                         args=(MAX_TEXT,))
    return cleaned


def _shown(character: str) -> bool:
    return bool(character) and not character.isspace() and unicodedata.category(character) != "Cf"


def visible(text: str) -> bool:
    """Whether the text draws anything: a character that is not a space, a format character, a combining mark
    on its own or a blank look-alike."""
    return any(not character.isspace() and character not in BLANKS
               and unicodedata.category(character) not in ("Cf", "Mn", "Me", "Cc") for character in text)


def name_key(name: str) -> str:
    """What two players' names must differ in: the cleaned name without case and compatibility forms (NFKC case
    folding: "José" typed either way, "JOSÉ" and "ＪＯＳÉ" are one name)."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


def clean_result(result: Result) -> Result:
    """The result with exact scores, as the rules allow it (``check_result`` raises otherwise), each at most
    ``MAX_VP`` with a denominator of at most ``MAX_DENOMINATOR``."""
    score = check_result(result)
    for index, value in enumerate(score):
        check_bounded_exact(value, f"score[{index}]")
    return Result(score, result.conceded)


def check_bounded_exact(value: object, field: str) -> None:
    """An exact number of at least 0 the desk can keep: at most ``MAX_VP``, denominator at most ``MAX_DENOMINATOR``."""
    if not is_exact(value) or value < 0:
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "an exact number of at least 0"), value)
    if value > MAX_VP or Fraction(value).denominator > MAX_DENOMINATOR:
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a number from 0 to {0}, in steps no finer than "
                                                                "1/{1}"), _short(value),
                         args=(MAX_VP, MAX_DENOMINATOR))


def check_number(value: object, field: str, low: int, high: int) -> None:
    """A whole number from ``low`` to ``high`` (a round, a table), as an InputError naming ``field``."""
    if not is_int(value) or not low <= value <= high:
        raise InputError(field, QT_TRANSLATE_NOOP("InputError", "a whole number from {0} to {1}"), _short(value),
                         args=(low, high))


def _short(value: object) -> object:
    """A value as a refusal shows it: a number with dozens of digits (or thousands) is only said to be one."""
    if is_exact(value) and max(abs(Fraction(value).numerator), Fraction(value).denominator) > 10**30:
        return Words(QT_TRANSLATE_NOOP("InputError", "a number with too many digits to show"))
    return str(value) if isinstance(value, Fraction) else value


def ensure_pairable(event: Event) -> None:
    """Refuse to pair the next round while the current one has tables without a result."""
    current = event.current_round
    if current is not None and not current.complete:
        missing = [str(table.number) for table in current.tables if table.result is None]
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "round {0} still has tables without a result: {1}"),
                        current.number, ", ".join(missing))


def name_of(event: Event, player_id: int) -> str:
    """A player's name, or their id when the event does not hold them (a pairing naming a stranger)."""
    return next((player.name for player in event.players if player.id == player_id), str(player_id))


def check_pairing(event: Event, pairing: Round, everyone: bool = False) -> None:
    """A round to publish seats every player due to play in it (``rules.who_plays``) exactly once, and nobody else."""
    due = set(who_plays(event, pairing.number, everyone=everyone).playing)
    seated = [player for table in pairing.tables for player in table.players]
    if pairing.bye is not None:
        seated.append(pairing.bye)
    numbers = [table.number for table in pairing.tables]
    if not pairing.tables:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "a round needs at least two players to pair"))
    if len(set(numbers)) != len(numbers) or not all(is_int(number) and number >= 1 for number in numbers):
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "each table needs its own number, from 1"))
    twice = sorted({name_of(event, player) for player in seated if seated.count(player) > 1})
    missing = sorted(name_of(event, player) for player in due - set(seated))
    extra = sorted(name_of(event, player) for player in set(seated) - due)
    if twice or missing or extra:
        raise DeskError(QT_TRANSLATE_NOOP("DeskError", "the pairing must seat every player of round {0} once "
                                                       "(twice: {1}; missing: {2}; not playing: {3})"),
                        pairing.number, ", ".join(twice) or "-", ", ".join(missing) or "-", ", ".join(extra) or "-")
