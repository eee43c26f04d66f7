"""The Ringball throw: throw roll, landing point, interceptions, catch.

Order of resolution (rules file, "Throw"):

1. Throw roll: the thrower's Shoot value, no movement penalty. A natural 6 is a
   perfect throw. With a Heroic Throw the hero may re-roll the throw once,
   whatever it scored ("può ripetere il tiro"), and the re-roll stands; a
   natural 6 on it is a perfect throw too. Interpretation: the calculator makes
   the best choice (``HeroicReroll``): it always re-rolls a failure, never a
   natural 6, and a plain success only when the re-roll gives a better chance
   that the throw ends as meant (caught by the receiver, or at the target point).
2. Landing point: the target on a success, halfway on a failure. After a failure
   only interceptors on the first half of the line are on the trajectory.
3. Interceptions, each enemy attempt in turn, the first success taking the ball.
   They are rolled after a perfect throw too (the perfect throw only makes the
   catch automatic). The order is:

   a. the Heroic Interception hero, if any. Interpretation: it comes first
      because the hero stands within 3" of the thrower and acts "immediately"
      when the throw is made; it tries whatever the landing point, as the rule
      ignores direction and range.
   b. the interceptors on the trajectory, in the listed order from the thrower.
   c. the Winged Creatures, if the enemy uses them. Interpretation: the enemy
      picks the point just short of the landing point, so its models on the line
      try first (a model holding the ball beats a creature that must re-throw
      it); their roll is an enemy interception attempt, so it needs 3+ on a D6,
      4+ against a Heroic Throw, a natural 6 against Light of Eärendil (whose
      "qualsiasi tentativo della squadra avversaria di intercettarla" — any
      attempt of the enemy team to intercept it — is read to include the
      creatures' catch), and cannot happen against an underground throw.

4. Catch by a friendly receiver if the throw succeeded and nobody intercepted:
   automatic after a perfect throw, else the receiver's Shoot roll; a failure
   drops the ball at the target.
"""

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Any

from companion.model.calculator import Calculator
from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.model.fields import (
    REQUIRED,
    check_fields,
    choice,
    dump_object,
    entries,
    flag,
    nested,
    optional_choice,
    optional_nested,
    optional_whole,
    read_fields,
    whole,
)
from companion.model.ringball.sbg import SHOOT_MAX, SHOOT_MIN, STAT_MAX, STAT_MIN, p_at_least, shoot_need

MAX_INTERCEPTORS = 12
DEFAULT_STRENGTH = 3
WINGED_CREATURES_NEED = 3
EYE_OF_MORDOR_BONUS = 2


class ThrowAbility(Enum):
    """The throwing side's captain ability used on this throw."""

    LIGHT_OF_EARENDIL = "light_of_earendil"
    UNDERGROUND = "underground"
    EYE_OF_MORDOR = "eye_of_mordor"


class Captain(Enum):
    """Which end of the throw is the Eye of Mordor captain."""

    THROWER = "thrower"
    RECEIVER = "receiver"


class Half(Enum):
    FIRST = "first"
    SECOND = "second"


@dataclass(frozen=True)
class Thrower:
    """`move` is the typical Move of the model's class (Hobbit 4, Dwarf 5,
    Man/Elf/Orc 6, cavalry 10); None leaves the range unshown."""

    shoot: int = whole(SHOOT_MIN, SHOOT_MAX)
    strength: int = whole(STAT_MIN, STAT_MAX, default=DEFAULT_STRENGTH)
    move: int | None = optional_whole(1, 24)


@dataclass(frozen=True)
class Catcher:
    """A model that only needs its Shoot value here: the receiver or the
    Heroic Interception hero."""

    shoot: int = whole(SHOOT_MIN, SHOOT_MAX)


@dataclass(frozen=True)
class Interceptor:
    shoot: int = whole(SHOOT_MIN, SHOOT_MAX)
    prone: bool = flag()
    in_combat: bool = flag()
    half: Half = choice(Half, default=Half.FIRST)


@dataclass(frozen=True)
class ThrowInput:
    """One throw. `receiver` None means the target is a point on the field.

    `captain` says which end of the throw is the captain using the Eye of Mordor
    and is set only with that ability. The Eye gives +2 Shoot to the captain and
    to the partner of a throw to or from it, so either way both the thrower and
    the receiver roll at +2; the captain can be the receiver only when there is
    one. `winged_creatures` is the enemy's defensive ability, kept apart from
    `ability` because it can meet any of the thrower's abilities.
    """

    thrower: Thrower = nested(Thrower)
    receiver: Catcher | None = optional_nested(Catcher, start=REQUIRED)
    interceptors: tuple[Interceptor, ...] = entries(Interceptor, 0, MAX_INTERCEPTORS, default=())
    heroic_throw: bool = flag()
    ability: ThrowAbility | None = optional_choice(ThrowAbility)
    captain: Captain | None = optional_choice(Captain)
    heroic_interception: Catcher | None = optional_nested(Catcher)
    winged_creatures: bool = flag()

    def __post_init__(self) -> None:
        check_fields(self)
        if self.ability is ThrowAbility.LIGHT_OF_EARENDIL and self.heroic_throw:
            raise InputError("ability",
                             QT_TRANSLATE_NOOP("InputError", "not light_of_earendil together with a Heroic Throw"),
                             self.ability.value)
        if self.ability is ThrowAbility.EYE_OF_MORDOR:
            if self.captain is None:
                raise InputError("captain", QT_TRANSLATE_NOOP("InputError", "thrower or receiver with eye_of_mordor"))
            if self.captain is Captain.RECEIVER and self.receiver is None:
                raise InputError("captain", QT_TRANSLATE_NOOP("InputError", "thrower when the target is a point"),
                                 self.captain.value)
        elif self.captain is not None:
            raise InputError("captain", QT_TRANSLATE_NOOP("InputError", "null unless the ability is eye_of_mordor"),
                             self.captain.value)


class Roller(Enum):
    THROWER = "thrower"
    RECEIVER = "receiver"
    HEROIC_INTERCEPTION = "heroic_interception"
    INTERCEPTOR = "interceptor"
    WINGED_CREATURES = "winged_creatures"


class ModifierReason(Enum):
    EYE_OF_MORDOR = "eye_of_mordor"
    PRONE = "prone"
    IN_COMBAT = "in_combat"
    HEROIC_THROW = "heroic_throw"


class Restriction(Enum):
    """Why a roll ignores its modifiers: it succeeds only on a natural 6
    (Light of Eärendil) or cannot succeed at all."""

    LIGHT_OF_EARENDIL = "light_of_earendil"
    UNDERGROUND = "underground"
    PRONE_VS_HEROIC_THROW = "prone_vs_heroic_throw"


@dataclass(frozen=True)
class Modifier:
    reason: ModifierReason
    value: int


@dataclass(frozen=True)
class RollNeed:
    """One roll of the throw, for the explanation panel.

    `base` is the Shoot value (3 for the Winged Creatures' D6), `need` the
    natural D6 result that succeeds after modifiers and restriction (None when
    it cannot succeed), `p` the chance one such roll succeeds. `index` numbers
    the interceptors in list order and is None for the other rollers.
    """

    roller: Roller
    index: int | None
    base: int
    modifiers: tuple[Modifier, ...]
    restriction: Restriction | None
    need: int | None
    p: Fraction


class ThrowEvent(Enum):
    THROW = "throw"
    PERFECT = "perfect"
    SUCCESS = "success"
    FAIL = "fail"
    INTERCEPTED = "intercepted"
    NOT_INTERCEPTED = "not_intercepted"
    CAUGHT = "caught"
    DROPPED = "dropped"


class Outcome(Enum):
    """Where the ball ends; exactly one of these happens."""

    CAUGHT = "caught"
    INTERCEPTED = "intercepted"
    DROPPED = "dropped"
    AT_TARGET = "at_target"
    HALFWAY = "halfway"


@dataclass(frozen=True)
class TreeNode:
    """A node of the probability tree: `p` is conditional on the parent,
    `p_path` the chance of reaching this node. Leaves carry their `outcome`.

    Shape: throw → {perfect, success (not perfect), fail} → {intercepted,
    not_intercepted}; after a non-perfect success to a receiver,
    not_intercepted → {caught, dropped}. Branches are always present, even at
    probability 0, so a drawing keeps its layout.
    """

    event: ThrowEvent
    p: Fraction
    p_path: Fraction
    outcome: Outcome | None
    children: tuple["TreeNode", ...]


@dataclass(frozen=True)
class ThrowRange:
    """Maximum distance: Strength + class Move, halved rounding up for the
    underground throw, then + D6" with a Heroic Throw (`plus_d6`).
    Interpretation: the underground halving applies before the Heroic D6."""

    inches: int
    plus_d6: bool

    @property
    def min_inches(self) -> int:
        return self.inches + 1 if self.plus_d6 else self.inches

    @property
    def max_inches(self) -> int:
        return self.inches + 6 if self.plus_d6 else self.inches


@dataclass(frozen=True)
class HeroicReroll:
    """The Heroic Throw's best choice: re-roll the natural results in `faces`.

    `keep` is P(the throw ends as meant) after keeping a plain success (a
    success that is not a natural 6), `reroll` the same after re-rolling any
    result. Failures are always re-rolled (they never end as meant), a natural 6
    never (it is already perfect); a plain success only when `reroll` > `keep`.
    Interceptions are the same after any success, so the choice only depends on
    the two Shoot rolls unless nothing can get through (then no re-roll helps).
    """

    faces: tuple[int, ...]
    keep: Fraction
    reroll: Fraction

    @property
    def rerolls_success(self) -> bool:
        return self.reroll > self.keep


@dataclass(frozen=True)
class ThrowResult:
    """`caught`..`halfway` are the five exclusive outcomes (they sum to 1).
    `perfect` is P(the deciding throw roll is a natural 6); `throw_success`
    P(the throw roll succeeds, perfect included). `interceptors` holds P(this
    interceptor takes the ball) in list order; `heroic_interception` and
    `winged_creatures` the same for those attempts (None when absent). All of
    these are part of `intercepted`. `heroic_reroll` is the re-roll choice made
    with a Heroic Throw (None without one)."""

    caught: Fraction
    intercepted: Fraction
    dropped: Fraction
    at_target: Fraction
    halfway: Fraction
    perfect: Fraction
    throw_success: Fraction
    interceptors: tuple[Fraction, ...]
    heroic_interception: Fraction | None
    winged_creatures: Fraction | None
    heroic_reroll: HeroicReroll | None
    rolls: tuple[RollNeed, ...]
    tree: TreeNode
    range: ThrowRange | None


def throw_range(inp: ThrowInput) -> ThrowRange | None:
    if inp.thrower.move is None:
        return None
    inches = inp.thrower.strength + inp.thrower.move
    if inp.ability is ThrowAbility.UNDERGROUND:
        inches = math.ceil(inches / 2)
    return ThrowRange(inches, inp.heroic_throw)


def _friendly_roll(roller: Roller, shoot: int, inp: ThrowInput) -> RollNeed:
    """The thrower's or receiver's roll: only the Eye of Mordor changes it."""
    modifiers: tuple[Modifier, ...] = ()
    if inp.ability is ThrowAbility.EYE_OF_MORDOR:
        modifiers = (Modifier(ModifierReason.EYE_OF_MORDOR, EYE_OF_MORDOR_BONUS),)
    need = shoot_need(shoot, sum(m.value for m in modifiers))
    return RollNeed(roller, None, shoot, modifiers, None, need, p_at_least(need))


def _enemy_roll(
    roller: Roller, index: int | None, base: int, inp: ThrowInput, prone: bool = False, in_combat: bool = False
) -> RollNeed:
    """An interception attempt with the Heroic Throw, prone and combat
    modifiers, or the restriction that overrides them."""
    modifiers = []
    if prone:
        modifiers.append(Modifier(ModifierReason.PRONE, -1))
    if in_combat:
        modifiers.append(Modifier(ModifierReason.IN_COMBAT, -1))
    if inp.heroic_throw:
        modifiers.append(Modifier(ModifierReason.HEROIC_THROW, -1))
    restriction = None
    if inp.ability is ThrowAbility.UNDERGROUND:
        restriction = Restriction.UNDERGROUND
    elif inp.heroic_throw and prone:
        restriction = Restriction.PRONE_VS_HEROIC_THROW
    elif inp.ability is ThrowAbility.LIGHT_OF_EARENDIL:
        restriction = Restriction.LIGHT_OF_EARENDIL
    if restriction is None:
        need = shoot_need(base, sum(m.value for m in modifiers))
    elif restriction is Restriction.LIGHT_OF_EARENDIL:
        need = SHOOT_MAX
    else:
        need = None
    p = Fraction(0) if need is None else p_at_least(need)
    return RollNeed(roller, index, base, tuple(modifiers), restriction, need, p)


def _throw_roll_split(success: Fraction, reroll_success: bool) -> tuple[Fraction, Fraction, Fraction]:
    """P(perfect), P(success but not perfect), P(fail) of the deciding roll when
    a failure is re-rolled, and a plain success too if `reroll_success`."""
    six = Fraction(1, 6)
    plain, fail = success - six, 1 - success
    rerolled = fail + (plain if reroll_success else 0)
    kept_plain = Fraction(0) if reroll_success else plain
    return six + rerolled * six, kept_plain + rerolled * plain, rerolled * fail


def _heroic_reroll(thrower: RollNeed, free_at_target: Fraction, catch: Fraction | None) -> HeroicReroll:
    """The best re-roll choice: compare a kept plain success with a fresh roll,
    each by P(the throw ends as meant)."""
    six = Fraction(1, 6)
    meant_after_plain = free_at_target * (1 if catch is None else catch)
    keep = meant_after_plain
    reroll = six * free_at_target + (thrower.p - six) * meant_after_plain
    # A face fails below the need (every face when no roll can succeed): that one is re-rolled in any case.
    faces = tuple(face for face in range(1, SHOOT_MAX)
                  if reroll > keep or thrower.need is None or face < thrower.need)
    return HeroicReroll(faces, keep, reroll)


@dataclass(frozen=True)
class _Rolls:
    """Every roll of the throw; `line` follows the interceptor list."""

    thrower: RollNeed
    receiver: RollNeed | None
    hero: RollNeed | None
    line: tuple[RollNeed, ...]
    winged: RollNeed | None


def _rolls(inp: ThrowInput) -> _Rolls:
    receiver = None if inp.receiver is None else _friendly_roll(Roller.RECEIVER, inp.receiver.shoot, inp)
    hero = None
    if inp.heroic_interception is not None:
        hero = _enemy_roll(Roller.HEROIC_INTERCEPTION, None, inp.heroic_interception.shoot, inp)
    line = tuple(
        _enemy_roll(Roller.INTERCEPTOR, index, i.shoot, inp, prone=i.prone, in_combat=i.in_combat)
        for index, i in enumerate(inp.interceptors)
    )
    winged = _enemy_roll(Roller.WINGED_CREATURES, None, WINGED_CREATURES_NEED, inp) if inp.winged_creatures else None
    return _Rolls(_friendly_roll(Roller.THROWER, inp.thrower.shoot, inp), receiver, hero, line, winged)


def _attempts(rolls: _Rolls, at_target: bool, inp: ThrowInput) -> list[tuple[str | int, RollNeed]]:
    """The enemy attempts on the trajectory in the order they are rolled, keyed
    by "hero", "winged" or the interceptor's list index."""
    attempts: list[tuple[str | int, RollNeed]] = []
    if rolls.hero is not None:
        attempts.append(("hero", rolls.hero))
    for index, (interceptor, roll) in enumerate(zip(inp.interceptors, rolls.line, strict=True)):
        if at_target or interceptor.half is Half.FIRST:
            attempts.append((index, roll))
    if rolls.winged is not None:
        attempts.append(("winged", rolls.winged))
    return attempts


def evaluate_throw(inp: ThrowInput) -> ThrowResult:
    rolls = _rolls(inp)
    not_intercepted: dict[bool, Fraction] = {}
    for lands_at_target in (True, False):
        reach = Fraction(1)
        for _key, roll in _attempts(rolls, lands_at_target, inp):
            reach *= 1 - roll.p
        not_intercepted[lands_at_target] = reach
    catch = None if rolls.receiver is None else rolls.receiver.p
    heroic = _heroic_reroll(rolls.thrower, not_intercepted[True], catch) if inp.heroic_throw else None
    if heroic is None:
        six = Fraction(1, 6)
        perfect, success, fail = six, rolls.thrower.p - six, 1 - rolls.thrower.p
    else:
        perfect, success, fail = _throw_roll_split(rolls.thrower.p, heroic.rerolls_success)
    takes: dict[str | int, Fraction] = {}
    for lands_at_target, weight in ((True, perfect + success), (False, fail)):
        reach = Fraction(1)
        for key, roll in _attempts(rolls, lands_at_target, inp):
            takes[key] = takes.get(key, Fraction(0)) + weight * reach * roll.p
            reach *= 1 - roll.p
    free_at_target = (perfect + success) * not_intercepted[True]
    if catch is None:
        caught, dropped, at_target = Fraction(0), Fraction(0), free_at_target
    else:
        caught = (perfect + success * catch) * not_intercepted[True]
        dropped, at_target = free_at_target - caught, Fraction(0)
    halfway = fail * not_intercepted[False]
    return ThrowResult(
        caught=caught,
        intercepted=1 - free_at_target - halfway,
        dropped=dropped,
        at_target=at_target,
        halfway=halfway,
        perfect=perfect,
        throw_success=perfect + success,
        interceptors=tuple(takes[index] for index in range(len(rolls.line))),
        heroic_interception=None if rolls.hero is None else takes["hero"],
        winged_creatures=None if rolls.winged is None else takes["winged"],
        heroic_reroll=heroic,
        rolls=tuple(r for r in (rolls.thrower, rolls.receiver, rolls.hero, *rolls.line, rolls.winged) if r),
        tree=_tree(perfect, success, fail, not_intercepted[True], not_intercepted[False], catch),
        range=throw_range(inp),
    )


def _node(event: ThrowEvent, p: Fraction, parent_path: Fraction, outcome: Outcome | None = None,
          children: Iterable[TreeNode] = ()) -> TreeNode:
    return TreeNode(event, p, parent_path * p, outcome, tuple(children))


def _throw_branch(event: ThrowEvent, p: Fraction, free: Fraction, landed: Outcome, catch: Fraction | None) -> TreeNode:
    """One throw-roll branch: intercepted or not, then the catch roll if
    `catch` is given (a non-perfect success to a receiver)."""
    intercepted = _node(ThrowEvent.INTERCEPTED, 1 - free, p, Outcome.INTERCEPTED)
    if catch is None:
        through = _node(ThrowEvent.NOT_INTERCEPTED, free, p, landed)
    else:
        catch_roll = (
            _node(ThrowEvent.CAUGHT, catch, p * free, Outcome.CAUGHT),
            _node(ThrowEvent.DROPPED, 1 - catch, p * free, Outcome.DROPPED),
        )
        through = _node(ThrowEvent.NOT_INTERCEPTED, free, p, children=catch_roll)
    return _node(event, p, Fraction(1), children=(intercepted, through))


def _tree(
    perfect: Fraction,
    success: Fraction,
    fail: Fraction,
    free_at_target: Fraction,
    free_halfway: Fraction,
    catch: Fraction | None,
) -> TreeNode:
    after_perfect = Outcome.AT_TARGET if catch is None else Outcome.CAUGHT
    return _node(
        ThrowEvent.THROW,
        Fraction(1),
        Fraction(1),
        children=(
            _throw_branch(ThrowEvent.PERFECT, perfect, free_at_target, after_perfect, None),
            _throw_branch(ThrowEvent.SUCCESS, success, free_at_target, Outcome.AT_TARGET, catch),
            _throw_branch(ThrowEvent.FAIL, fail, free_halfway, Outcome.HALFWAY, None),
        ),
    )


# --- scenario JSON ---------------------------------------------------------------


def parse_throw(obj: Mapping[str, Any]) -> ThrowInput:
    """Read the scenario keys. Absent keys: thrower.strength 3, thrower.move
    null (range not shown), receiver null (a point), interceptors [], flags
    false, ability null; captain "thrower" when the ability is eye_of_mordor."""
    values = read_fields(ThrowInput, obj)
    if values["captain"] is None and values["ability"] is ThrowAbility.EYE_OF_MORDOR:
        values["captain"] = Captain.THROWER
    return ThrowInput(**values)


def _roll_json(roll: RollNeed) -> dict[str, Any]:
    return {
        "roller": roll.roller.value,
        "index": roll.index,
        "base": roll.base,
        "modifiers": [{"reason": m.reason.value, "value": m.value} for m in roll.modifiers],
        "restriction": None if roll.restriction is None else roll.restriction.value,
        "need": roll.need,
        "p": roll.p,
    }


def _tree_json(node: TreeNode) -> dict[str, Any]:
    return {
        "event": node.event.value,
        "p": node.p,
        "p_path": node.p_path,
        "outcome": None if node.outcome is None else node.outcome.value,
        "children": [_tree_json(child) for child in node.children],
    }


def throw_results(result: ThrowResult) -> dict[str, Any]:
    rng = result.range
    return {
        "caught": result.caught,
        "intercepted": result.intercepted,
        "dropped": result.dropped,
        "at_target": result.at_target,
        "halfway": result.halfway,
        "perfect": result.perfect,
        "throw_success": result.throw_success,
        "interceptors": list(result.interceptors),
        "heroic_interception": result.heroic_interception,
        "winged_creatures": result.winged_creatures,
        "heroic_reroll": None
        if result.heroic_reroll is None
        else {
            "faces": list(result.heroic_reroll.faces),
            "keep": result.heroic_reroll.keep,
            "reroll": result.heroic_reroll.reroll,
        },
        "range": None
        if rng is None
        else {"inches": rng.inches, "plus_d6": rng.plus_d6, "min": rng.min_inches, "max": rng.max_inches},
        "rolls": [_roll_json(roll) for roll in result.rolls],
        "tree": _tree_json(result.tree),
    }


def default_throw() -> ThrowInput:
    return ThrowInput(
        thrower=Thrower(shoot=4, strength=3, move=6),
        receiver=Catcher(shoot=4),
        interceptors=(Interceptor(shoot=4),),
    )


THROW = Calculator(
    name="throw",
    parse=parse_throw,
    dump=dump_object,
    evaluate=evaluate_throw,
    results=throw_results,
    default=default_throw,
)
