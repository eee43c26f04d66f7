"""Soft scores and adjustments (``docs/tournament-rules.md``, "Soft scores and adjustments"): what the organiser
gives besides the games, how much each player has, and the award tables.

Pure functions of an ``Event`` and of what a form holds (no SQL, no Qt), so the store checks every entry against
them, the standings count them and the pages and exports show them the same way.

- An adjustment is a bonus (> 0) or a penalty (< 0) in tournament points with a reason ("late list", −1); a
  player's adjustments are added to their tournament points.
- A soft score is painting (one value per player for the whole event: entering it again replaces it) or
  sportsmanship (what the player received: per round, each opponent's rating, or for the whole event, such as
  favourite-opponent votes; a player's sportsmanship is the sum). Values are exact numbers, 0 or more, on the
  organiser's scale.
- Each soft score is used one way (``SoftUse``): added to the tournament points; a tiebreak at its place in the
  tiebreak order; or (the default, so the ranking is as without it) its own award table. A player without a
  value counts 0 where it is added or breaks ties, and is not in the award table.

Choices where the rules are silent: strength of schedule sums the opponents' points from their games (and
byes) alone, so a bonus, a penalty or a soft score given to one player never moves another player's SoS; the
award table ranks by value, best first, equal values sharing the rank and listed by name.
"""

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.event import SOFT_TIEBREAKS, Event, Settings, SoftKind, SoftScore, SoftUse

MAX_REASON = 200
"""The longest reason an adjustment keeps (characters)."""


@dataclass(frozen=True)
class Award:
    """A row of a soft score's award table."""

    rank: int
    player: int
    value: Fraction


def check_soft_uses(settings: Settings) -> None:
    """Each soft score has a use, and its tiebreak key is in the tiebreak order exactly when it is used as a
    tiebreak (an InputError naming the field)."""
    for kind in SoftKind:
        use = settings.soft_use(kind)
        if not isinstance(use, SoftUse):
            raise InputError(str(kind), QT_TRANSLATE_NOOP("InputError", "one of {0}"), use,
                             args=(", ".join(SoftUse),))
        if (SOFT_TIEBREAKS[kind] in settings.tiebreaks) != (use is SoftUse.TIEBREAK):
            raise InputError("tiebreaks", QT_TRANSLATE_NOOP(
                "InputError", "{0} is in the tiebreak order exactly when it is used as a tiebreak"),
                ",".join(map(str, settings.tiebreaks)), args=(str(kind),))


MAX_ADJUSTMENT = 1_000
"""The most tournament points one bonus or penalty may give or take (a win is worth a few)."""
MAX_SOFT_SCORE = 1_000_000
"""The largest soft score (painting 0–10, a sportsmanship vote count: far below)."""
FINEST_STEP = 1_000
"""Adjustments and soft scores in steps no finer than 1/1000, as scores are (``rules.MAX_DENOMINATOR``)."""


def clean_adjustment(points: object, reason: object) -> tuple[Fraction, str]:
    """An adjustment as the store keeps it: exact points other than 0 (at most ``MAX_ADJUSTMENT`` either way, in
    steps no finer than 1/``FINEST_STEP``), a reason on one line (needed)."""
    exact = Fraction(points) if isinstance(points, (int, Fraction)) and not isinstance(points, bool) else None
    if exact is None or exact == 0:
        raise InputError("points", QT_TRANSLATE_NOOP("InputError", "an exact number other than 0, such as -1, 2 "
                                                                   "or 1,5"), points)
    if abs(exact) > MAX_ADJUSTMENT or exact.denominator > FINEST_STEP:
        raise InputError("points", QT_TRANSLATE_NOOP("InputError", "a number from -{0} to {0}, other than 0, in "
                                                                   "steps no finer than 1/{1}"),
                         _shown(points), args=(MAX_ADJUSTMENT, FINEST_STEP))
    text = " ".join(str(reason).split())
    if not text:
        raise InputError("reason", QT_TRANSLATE_NOOP("InputError", "a reason for the points, such as \"late list\""))
    if len(text) > MAX_REASON:
        raise InputError("reason", QT_TRANSLATE_NOOP("InputError", "at most {0} characters"), len(text),
                         args=(MAX_REASON,))
    return exact, text


def _shown(value: object) -> str:
    """A refused number as the refusal quotes it: cut short when long."""
    text = str(value)
    return text if len(text) <= 40 else f"{text[:40]}…"


def check_soft_score(kind: object, value: object, round_number: object = 0, paired: int = 0) -> SoftScore:
    """A soft score as the store keeps it (its player filled in by the store): a known kind, an exact value of 0
    or more, round 0 for painting, 0 or a paired round (``paired``: the rounds paired so far) for
    sportsmanship."""
    if kind not in tuple(SoftKind):
        raise InputError("kind", QT_TRANSLATE_NOOP("InputError", "one of {0}"), kind, args=(", ".join(SoftKind),))
    if not isinstance(value, (int, Fraction)) or isinstance(value, bool) or value < 0:
        raise InputError("value", QT_TRANSLATE_NOOP("InputError", "an exact number of at least 0"), value)
    value = Fraction(value)
    if value > MAX_SOFT_SCORE or Fraction(value).denominator > FINEST_STEP:
        raise InputError("value", QT_TRANSLATE_NOOP("InputError", "a number from 0 to {0}, in steps no finer than "
                                                                  "1/{1}"), _shown(value),
                         args=(MAX_SOFT_SCORE, FINEST_STEP))
    soft = SoftKind(str(kind))
    if not isinstance(round_number, int) or isinstance(round_number, bool) or not 0 <= round_number <= paired:
        raise InputError("round", QT_TRANSLATE_NOOP("InputError", "0 (the whole event) or a paired round, up to {0}"),
                         round_number, args=(paired,))
    if soft is SoftKind.PAINTING and round_number != 0:
        raise InputError("round", QT_TRANSLATE_NOOP("InputError", "painting is one score for the whole event: no "
                                                                  "round"), round_number)
    return SoftScore(0, soft, Fraction(value), round_number)


def adjustment_totals(event: Event) -> dict[int, Fraction]:
    """Each player's adjustments added up (players without any: 0)."""
    totals = {player.id: Fraction(0) for player in event.players}
    for adjustment in event.adjustments:
        totals[adjustment.player] += adjustment.points
    return totals


def soft_totals(event: Event, kind: SoftKind) -> dict[int, Fraction]:
    """Each player's value of that soft score (the sum over rounds); players without any are left out."""
    totals: dict[int, Fraction] = {}
    for soft in event.soft_scores:
        if soft.kind is kind:
            totals[soft.player] = totals.get(soft.player, Fraction(0)) + soft.value
    return totals


def points_kinds(settings: Settings) -> tuple[SoftKind, ...]:
    """The soft scores added to the tournament points."""
    return tuple(kind for kind in SoftKind if settings.soft_use(kind) is SoftUse.POINTS)


def awards(event: Event) -> dict[SoftKind, tuple[Award, ...]]:
    """The award table of each soft score used as one and given to anyone: best first, ties sharing the rank
    (1, 2, 2, 4) and listed by name."""
    names = {player.id: player.name for player in event.players}
    tables: dict[SoftKind, tuple[Award, ...]] = {}
    for kind in SoftKind:
        totals = soft_totals(event, kind)
        if event.settings.soft_use(kind) is not SoftUse.AWARD or not totals:
            continue
        ordered = sorted(totals.items(), key=lambda item: (-item[1], names[item[0]].casefold(), item[0]))
        tables[kind] = tuple(ranked(ordered))
    return tables


def ranked(ordered: Iterable[tuple[int, Fraction]]) -> Iterable[Award]:
    rank, previous = 0, None
    for index, (player, value) in enumerate(ordered, start=1):
        if value != previous:
            rank, previous = index, value
        yield Award(rank, player, value)
