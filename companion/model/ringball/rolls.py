"""The Middle-earth SBG rolls the ball rules lean on, as small calculators.

- ``wound``: {"strength": 1..10, "defence": 1..10} — the wound chart, e.g. the
  Heroic Tackle's hit. Results: `wound`, `need` ({"first", "then"} or null when
  it cannot wound), and the whole `chart` for a heat map.
- ``courage``: {"courage": 0..10, "dice": "2d6" | "3d6_discard_highest"} —
  results `pass` and `total_needed` (the dice total that passes).
- ``pickup``: {"shoot": 2..6, "eye_of_mordor": bool, "courage_first": null |
  0..10} — picking the ball up off the ground with a Shoot roll; the Eye of
  Mordor captain rolls at +2; after an enemy Light of Eärendil throw the model
  must first pass a Courage test of Courage `courage_first` (else it steps back
  1"). Results: `pick_up`, `courage_pass` (null without the test),
  `shoot_need`, `bounce` (the ball is not picked up).
- ``keep_ball``: {"courage": 0..10, "cause": ..., "eye_of_mordor": bool} — the
  chance a carrier keeps the ball. Causes: "knocked_down" (any knock-down not
  listed below: a 2D6 Courage test, always rolled); "killed", "dismounted",
  "fell" (the ball always bounces); "wall_of_the_bruinen" and
  "touch_of_the_palantir" (3 dice discarding the highest). With the Eye of
  Mordor the carrier has +3 Courage. Results: `keep`, `lose`, and for the
  Palantír the failure's D6 split `palantir` {"drop" 1-2, "random_throw" 3-4,
  "opponent_throws" 5-6}; interpretation: the carrier who passes the Palantír
  test keeps the ball (at half Move and -1 to throw).
"""

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Any

from companion.model.calculator import Calculator
from companion.model.fields import check_fields, choice, dump_object, flag, optional_whole, read_object, whole
from companion.model.ringball.sbg import (
    COURAGE_MAX,
    COURAGE_MIN,
    COURAGE_TARGET,
    SHOOT_MAX,
    SHOOT_MIN,
    STAT_MAX,
    STAT_MIN,
    CourageDice,
    WoundNeed,
    p_at_least,
    p_courage,
    shoot_need,
    wound_need,
)

EYE_OF_MORDOR_SHOOT = 2
EYE_OF_MORDOR_COURAGE = 3


# --- wound ----------------------------------------------------------------------


@dataclass(frozen=True)
class WoundInput:
    strength: int = whole(STAT_MIN, STAT_MAX)
    defence: int = whole(STAT_MIN, STAT_MAX)

    def __post_init__(self) -> None:
        check_fields(self)


@dataclass(frozen=True)
class WoundResult:
    """`chart[s - 1][d - 1]` is the need of Strength s against Defence d."""

    wound: Fraction
    need: WoundNeed | None
    chart: tuple[tuple[WoundNeed | None, ...], ...]


def evaluate_wound(inp: WoundInput) -> WoundResult:
    need = wound_need(inp.strength, inp.defence)
    chart = tuple(tuple(wound_need(s, d) for d in range(STAT_MIN, STAT_MAX + 1)) for s in range(STAT_MIN, STAT_MAX + 1))
    return WoundResult(Fraction(0) if need is None else need.p, need, chart)


def _need_json(need: WoundNeed | None) -> dict[str, Any] | None:
    return None if need is None else {"first": need.first, "then": need.then}


def wound_results(result: WoundResult) -> dict[str, Any]:
    return {
        "wound": result.wound,
        "need": _need_json(result.need),
        "chart": [
            [{"p": Fraction(0) if n is None else n.p, "need": _need_json(n)} for n in row] for row in result.chart
        ],
    }


WOUND = Calculator(
    name="wound",
    parse=lambda obj: read_object(WoundInput, obj),
    dump=dump_object,
    evaluate=evaluate_wound,
    results=wound_results,
    default=lambda: WoundInput(3, 5),
)


# --- courage --------------------------------------------------------------------


@dataclass(frozen=True)
class CourageInput:
    courage: int = whole(COURAGE_MIN, COURAGE_MAX)
    dice: CourageDice = choice(CourageDice, default=CourageDice.TWO)

    def __post_init__(self) -> None:
        check_fields(self)


@dataclass(frozen=True)
class CourageResult:
    passed: Fraction
    total_needed: int


def evaluate_courage(inp: CourageInput) -> CourageResult:
    return CourageResult(p_courage(inp.courage, inp.dice), COURAGE_TARGET - inp.courage)


COURAGE = Calculator(
    name="courage",
    parse=lambda obj: read_object(CourageInput, obj),
    dump=dump_object,
    evaluate=evaluate_courage,
    results=lambda result: {"pass": result.passed, "total_needed": result.total_needed},
    default=lambda: CourageInput(3),
)


# --- pick-up --------------------------------------------------------------------


@dataclass(frozen=True)
class PickupInput:
    shoot: int = whole(SHOOT_MIN, SHOOT_MAX)
    eye_of_mordor: bool = flag()
    courage_first: int | None = optional_whole(COURAGE_MIN, COURAGE_MAX)

    def __post_init__(self) -> None:
        check_fields(self)


@dataclass(frozen=True)
class PickupResult:
    pick_up: Fraction
    courage_pass: Fraction | None
    shoot_need: int


def evaluate_pickup(inp: PickupInput) -> PickupResult:
    need = shoot_need(inp.shoot, EYE_OF_MORDOR_SHOOT if inp.eye_of_mordor else 0)
    courage = None if inp.courage_first is None else p_courage(inp.courage_first)
    return PickupResult(p_at_least(need) * (1 if courage is None else courage), courage, need)


PICKUP = Calculator(
    name="pickup",
    parse=lambda obj: read_object(PickupInput, obj),
    dump=dump_object,
    evaluate=evaluate_pickup,
    results=lambda result: {
        "pick_up": result.pick_up,
        "courage_pass": result.courage_pass,
        "shoot_need": result.shoot_need,
        "bounce": 1 - result.pick_up,
    },
    default=lambda: PickupInput(4),
)


# --- keeping the ball -----------------------------------------------------------


class LossCause(Enum):
    KNOCKED_DOWN = "knocked_down"
    KILLED = "killed"
    DISMOUNTED = "dismounted"
    FELL = "fell"
    WALL_OF_THE_BRUINEN = "wall_of_the_bruinen"
    TOUCH_OF_THE_PALANTIR = "touch_of_the_palantir"


ALWAYS_LOST = (LossCause.KILLED, LossCause.DISMOUNTED, LossCause.FELL)
THREE_DICE = (LossCause.WALL_OF_THE_BRUINEN, LossCause.TOUCH_OF_THE_PALANTIR)


@dataclass(frozen=True)
class KeepInput:
    courage: int = whole(COURAGE_MIN, COURAGE_MAX)
    cause: LossCause = choice(LossCause, default=LossCause.KNOCKED_DOWN)
    eye_of_mordor: bool = flag()

    def __post_init__(self) -> None:
        check_fields(self)


@dataclass(frozen=True)
class PalantirFailure:
    """How a failed Palantír test loses the ball, by the follow-up D6."""

    drop: Fraction
    random_throw: Fraction
    opponent_throws: Fraction


@dataclass(frozen=True)
class KeepResult:
    keep: Fraction
    palantir: PalantirFailure | None


def evaluate_keep(inp: KeepInput) -> KeepResult:
    if inp.cause in ALWAYS_LOST:
        return KeepResult(Fraction(0), None)
    courage = inp.courage + (EYE_OF_MORDOR_COURAGE if inp.eye_of_mordor else 0)
    dice = CourageDice.THREE_DISCARD_HIGHEST if inp.cause in THREE_DICE else CourageDice.TWO
    keep = p_courage(courage, dice)
    if inp.cause is not LossCause.TOUCH_OF_THE_PALANTIR:
        return KeepResult(keep, None)
    third = (1 - keep) / 3
    return KeepResult(keep, PalantirFailure(third, third, third))


def _keep_results(result: KeepResult) -> dict[str, Any]:
    palantir = result.palantir
    return {
        "keep": result.keep,
        "lose": 1 - result.keep,
        "palantir": None
        if palantir is None
        else {
            "drop": palantir.drop,
            "random_throw": palantir.random_throw,
            "opponent_throws": palantir.opponent_throws,
        },
    }


KEEP_BALL = Calculator(
    name="keep_ball",
    parse=lambda obj: read_object(KeepInput, obj),
    dump=dump_object,
    evaluate=evaluate_keep,
    results=_keep_results,
    default=lambda: KeepInput(3),
)
