"""The Ringball steal: a duel, then a D3 + Strength contest where Might counts.

Interpretations (the rules file is silent on these):

- The duel is rolled without Might: the Ringball text brings Might in only for
  the D3 ("Might may modify the D3"), so every point of a side's budget is kept
  for the contest.
- A side rolling no dice (a lone one-Attack model that gave up its Attack) has
  no highest die, so it loses the duel to any roll: it cannot win the fight and
  cannot steal. Friends fighting alongside add their dice to `attacks`.
- Might changes a side's own D3 by 1 per point and cannot take it past the
  die's faces (1..3); only raising one's own die ever helps.
- "Go beyond" rule `losing_side_spends_alternately`: after both D3 are rolled
  (and any cavalry re-roll taken), the side that is currently losing the
  contest (the attacker on a tie, as it needs strictly more) may spend one point
  at a time, so the sides alternate as the lead changes. Each side spends only
  if that makes it end up winning, and then as little as it can; a side that
  cannot end up winning spends nothing. The dice are known, so this is an exact
  game of perfect information, solved by searching every line of play.
- Cavalry re-roll: the attacker rolls its D3, the carrier its D3, then the
  attacker may re-roll its own D3 once; it does so exactly when it would lose
  the contest (Might play included) with the first roll. Might is spent after
  the re-roll. A failed steal then forces the carrier's Courage test (2D6 +
  Courage >= 10, Might not used); a failure drops the ball (`ball_loose`).
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import icepool

from companion.model.calculator import Calculator
from companion.model.fields import check_fields, dump_object, flag, nested, optional_whole, read_object, whole
from companion.model.probability import die_distribution
from companion.model.ringball.sbg import COURAGE_MAX, COURAGE_MIN, STAT_MAX, STAT_MIN, p_courage

DICE_MAX = 10
SUPPORTERS_MAX = 8
MIGHT_MAX = 6
D3_FACES = (1, 2, 3)
PLAYS_DENOMINATOR = len(D3_FACES) ** 3
RULE_ID = "losing_side_spends_alternately"


@dataclass(frozen=True)
class Stealer:
    """The stealing side. `attacks`: its dice in the fight after the stealing
    model gave up one Attack. `supporters`: its other models in base contact
    with the carrier (+1 each in the contest; cavalry and supporting models
    never count). `might`: the stealing model's Might budget for the contest."""

    attacks: int = whole(0, DICE_MAX)
    fight: int = whole(STAT_MIN, STAT_MAX)
    strength: int = whole(STAT_MIN, STAT_MAX)
    supporters: int = whole(0, SUPPORTERS_MAX, default=0)
    might: int = whole(0, MIGHT_MAX, default=0)


@dataclass(frozen=True)
class CarrierSide:
    """The carrier's side. `attacks` are doubled when it `shields`.
    `supporters`: its models in base contact with the stealing model.
    `courage` (optional) is the carrier's, used for the forced Courage test
    after a failed cavalry steal."""

    attacks: int = whole(1, DICE_MAX)
    fight: int = whole(STAT_MIN, STAT_MAX)
    strength: int = whole(STAT_MIN, STAT_MAX)
    supporters: int = whole(0, SUPPORTERS_MAX, default=0)
    might: int = whole(0, MIGHT_MAX, default=0)
    shields: bool = flag()
    courage: int | None = optional_whole(COURAGE_MIN, COURAGE_MAX)

    @property
    def dice(self) -> int:
        return self.attacks * 2 if self.shields else self.attacks


@dataclass(frozen=True)
class StealInput:
    """`cavalry_reroll`: cavalry on the stealing side knocks the carrier down
    when the fight is won, so the attacker may re-roll its D3 and a failed steal
    forces the carrier's Courage test."""

    attacker: Stealer = nested(Stealer)
    carrier: CarrierSide = nested(CarrierSide)
    cavalry_reroll: bool = flag()

    def __post_init__(self) -> None:
        check_fields(self)


@dataclass(frozen=True)
class Fight:
    """The duel: P(the stealing side wins), P(the carrier's side wins and
    strikes), P(the carrier's side wins while shielding, so nobody strikes)."""

    won: Fraction
    strike_back: Fraction
    shielded: Fraction
    attacker_dice: int
    carrier_dice: int


@dataclass(frozen=True)
class Line:
    """How one contest ends after best play from given dice: whether the ball is
    stolen and how much Might each side spent."""

    stolen: bool
    attacker_might: int
    carrier_might: int


@dataclass(frozen=True)
class ContestPlay:
    """One way the contest can go: the attacker's first D3 (`first_d3`), the D3
    it kept (differs only after a cavalry re-roll), the carrier's D3, the Might
    each side spends under the rule, and who wins. `weight` out of 27 is its
    chance given that the contest takes place (`p`)."""

    first_d3: int
    attacker_d3: int
    carrier_d3: int
    rerolled: bool
    attacker_might: int
    carrier_might: int
    stolen: bool
    weight: int

    @property
    def p(self) -> Fraction:
        return Fraction(self.weight, PLAYS_DENOMINATOR)


@dataclass(frozen=True)
class Contest:
    """The contest given that it takes place: P(steal) and the average Might
    each side spends, with the plays behind them."""

    win: Fraction
    expected_attacker_might: Fraction
    expected_carrier_might: Fraction
    plays: tuple[ContestPlay, ...]


@dataclass(frozen=True)
class MightRow:
    """P(steal) when the stealer may spend up to `might` and the carrier none;
    `expected_might` is the average the stealer spends per contest (it spends
    only what it needs)."""

    might: int
    steal: Fraction
    expected_might: Fraction


@dataclass(frozen=True)
class StealResult:
    """`steal` uses both sides' full Might budgets under `rule`;
    `might_grid[i][j]` is P(steal) with budgets i (stealer) and j (carrier);
    `ball_loose` is P(the steal fails and the carrier then fails its Courage
    test), only with a cavalry re-roll and a carrier Courage."""

    fight: Fight
    contest: Contest
    steal: Fraction
    steal_without_might: Fraction
    might_table: tuple[MightRow, ...]
    might_grid: tuple[tuple[Fraction, ...], ...]
    ball_loose: Fraction | None
    rule: str = RULE_ID


def evaluate_fight(attacker: Stealer, carrier: CarrierSide) -> Fight:
    """Highest single die wins; a tie goes to the higher Fight, equal Fight to a
    50/50 roll-off."""
    n_c = carrier.dice
    if attacker.attacks == 0:
        won = Fraction(0)
    else:
        high_a = die_distribution(icepool.d6.highest(attacker.attacks))
        high_c = die_distribution(icepool.d6.highest(n_c))
        tie_won = Fraction(1, 2)
        if attacker.fight != carrier.fight:
            tie_won = Fraction(int(attacker.fight > carrier.fight))
        won = Fraction(0)
        for a, p_a in high_a.items():
            for c, p_c in high_c.items():
                if a > c:
                    won += p_a * p_c
                elif a == c:
                    won += p_a * p_c * tie_won
    lost = 1 - won
    if carrier.shields:
        return Fight(won, Fraction(0), lost, attacker.attacks, n_c)
    return Fight(won, lost, Fraction(0), attacker.attacks, n_c)


def best_line(attacker_die: int, carrier_die: int, bonus_a: int, bonus_c: int, budget_a: int, budget_c: int) -> Line:
    """Best play of `losing_side_spends_alternately` from the rolled dice;
    `bonus_*` is Strength + supporters."""
    if attacker_die + bonus_a > carrier_die + bonus_c:
        if carrier_die < D3_FACES[-1] and budget_c > 0:
            after = best_line(attacker_die, carrier_die + 1, bonus_a, bonus_c, budget_a, budget_c - 1)
            if not after.stolen:
                return Line(False, after.attacker_might, after.carrier_might + 1)
        return Line(True, 0, 0)
    if attacker_die < D3_FACES[-1] and budget_a > 0:
        after = best_line(attacker_die + 1, carrier_die, bonus_a, bonus_c, budget_a - 1, budget_c)
        if after.stolen:
            return Line(True, after.attacker_might + 1, after.carrier_might)
    return Line(False, 0, 0)


def contest_plays(
    attacker: Stealer, carrier: CarrierSide, budget_a: int, budget_c: int, reroll: bool
) -> tuple[ContestPlay, ...]:
    """Every way the contest goes from the two D3 (and the re-rolled D3)."""
    bonus_a = attacker.strength + attacker.supporters
    bonus_c = carrier.strength + carrier.supporters
    plays = []
    for carrier_die in D3_FACES:
        for first in D3_FACES:
            line = best_line(first, carrier_die, bonus_a, bonus_c, budget_a, budget_c)
            if line.stolen or not reroll:
                plays.append(_play(first, first, carrier_die, False, line, len(D3_FACES)))
                continue
            for second in D3_FACES:
                line = best_line(second, carrier_die, bonus_a, bonus_c, budget_a, budget_c)
                plays.append(_play(first, second, carrier_die, True, line, 1))
    return tuple(plays)


def _play(first: int, kept: int, carrier_die: int, rerolled: bool, line: Line, weight: int) -> ContestPlay:
    return ContestPlay(first, kept, carrier_die, rerolled, line.attacker_might, line.carrier_might, line.stolen, weight)


def _expect(plays: tuple[ContestPlay, ...], value: Callable[[ContestPlay], int]) -> Fraction:
    return Fraction(sum(play.weight * value(play) for play in plays), PLAYS_DENOMINATOR)


def summarise_contest(plays: tuple[ContestPlay, ...]) -> Contest:
    return Contest(
        win=_expect(plays, lambda play: play.stolen),
        expected_attacker_might=_expect(plays, lambda play: play.attacker_might),
        expected_carrier_might=_expect(plays, lambda play: play.carrier_might),
        plays=plays,
    )


def evaluate_steal(inp: StealInput) -> StealResult:
    """Might beyond the D3's span (2) buys nothing more, so the table and the
    grid solve each distinct effective budget once."""
    attacker, carrier, reroll = inp.attacker, inp.carrier, inp.cavalry_reroll
    fight = evaluate_fight(attacker, carrier)
    span = D3_FACES[-1] - D3_FACES[0]
    solved = {
        (i, j): summarise_contest(contest_plays(attacker, carrier, i, j, reroll))
        for i in range(min(attacker.might, span) + 1)
        for j in range(min(carrier.might, span) + 1)
    }

    def contest_for(i: int, j: int) -> Contest:
        return solved[min(i, span), min(j, span)]

    grid = tuple(
        tuple(fight.won * contest_for(i, j).win for j in range(carrier.might + 1)) for i in range(attacker.might + 1)
    )
    table = tuple(
        MightRow(might, grid[might][0], contest_for(might, 0).expected_attacker_might)
        for might in range(attacker.might + 1)
    )
    contest = contest_for(attacker.might, carrier.might)
    ball_loose = None
    if reroll and carrier.courage is not None:
        ball_loose = fight.won * (1 - contest.win) * (1 - p_courage(carrier.courage))
    return StealResult(
        fight=fight,
        contest=contest,
        steal=fight.won * contest.win,
        steal_without_might=grid[0][0],
        might_table=table,
        might_grid=grid,
        ball_loose=ball_loose,
    )


# --- scenario JSON ---------------------------------------------------------------


def parse_steal(obj: Mapping[str, Any]) -> StealInput:
    """Read the scenario keys. Absent keys: supporters 0, might 0, shields
    false, courage null, cavalry_reroll false."""
    return read_object(StealInput, obj)


def steal_results(result: StealResult) -> dict[str, Any]:
    fight, contest = result.fight, result.contest
    return {
        "fight_won": fight.won,
        "strike_back": fight.strike_back,
        "carrier_shielded": fight.shielded,
        "steal": result.steal,
        "steal_without_might": result.steal_without_might,
        "ball_loose": result.ball_loose,
        "fight": {"attacker_dice": fight.attacker_dice, "carrier_dice": fight.carrier_dice},
        "contest": {
            "win": contest.win,
            "expected_attacker_might": contest.expected_attacker_might,
            "expected_carrier_might": contest.expected_carrier_might,
        },
        "might_table": [
            {"might": row.might, "steal": row.steal, "expected_might": row.expected_might} for row in result.might_table
        ],
        "best_play": {
            "rule": result.rule,
            "steal": result.steal,
            "might_grid": [list(row) for row in result.might_grid],
            "plays": [
                {
                    "first_d3": play.first_d3,
                    "attacker_d3": play.attacker_d3,
                    "carrier_d3": play.carrier_d3,
                    "rerolled": play.rerolled,
                    "attacker_might": play.attacker_might,
                    "carrier_might": play.carrier_might,
                    "stolen": play.stolen,
                    "p": play.p,
                }
                for play in contest.plays
            ],
        },
    }


def default_steal() -> StealInput:
    return StealInput(
        attacker=Stealer(attacks=1, fight=4, strength=4, supporters=1, might=0),
        carrier=CarrierSide(attacks=2, fight=3, strength=3),
    )


STEAL = Calculator(
    name="steal",
    parse=parse_steal,
    dump=dump_object,
    evaluate=evaluate_steal,
    results=steal_results,
    default=default_steal,
)
