"""The Middle-earth SBG rolls: wound chart entry by entry, Courage tests and
pick-up by brute force over every die, keeping the ball."""

import itertools
from fractions import Fraction

import pytest

from companion.model.errors import InputError
from companion.model.ringball import CALCULATORS
from companion.model.ringball.rolls import CourageInput, KeepInput, LossCause, PickupInput, WoundInput
from companion.model.ringball.sbg import CourageDice

WOUND, COURAGE, PICKUP, KEEP = (CALCULATORS[name] for name in ("wound", "courage", "pickup", "keep_ball"))

# The chart written out from the rules file (d = Defence - Strength: <= -2 3+,
# -1..0 4+, 1..2 5+, 3..4 6+, 5 "6 then 4+", 6 "6 then 5+", 7 "6 then 6+", 8+ "-").
# Rows: Strength 1..10; columns: Defence 1..10.
CHART = """
4   5   5   6   6   6/4 6/5 6/6 -   -
4   4   5   5   6   6   6/4 6/5 6/6 -
3   4   4   5   5   6   6   6/4 6/5 6/6
3   3   4   4   5   5   6   6   6/4 6/5
3   3   3   4   4   5   5   6   6   6/4
3   3   3   3   4   4   5   5   6   6
3   3   3   3   3   4   4   5   5   6
3   3   3   3   3   3   4   4   5   5
3   3   3   3   3   3   3   4   4   5
3   3   3   3   3   3   3   3   4   4
"""
CHART_ROWS = [line.split() for line in CHART.strip().splitlines()]


def expected_entry(text):
    """(need, P) from a chart cell: "-" cannot wound, "6/4" is a 6 then a 4+."""
    if text == "-":
        return None, Fraction(0)
    if "/" in text:
        first, then = (int(x) for x in text.split("/"))
        return {"first": first, "then": then}, Fraction(7 - first, 6) * Fraction(7 - then, 6)
    return {"first": int(text), "then": None}, Fraction(7 - int(text), 6)


@pytest.mark.parametrize("strength", range(1, 11))
@pytest.mark.parametrize("defence", range(1, 11))
def test_wound_chart_entry(strength, defence):
    need, p = expected_entry(CHART_ROWS[strength - 1][defence - 1])
    got = WOUND.results(WOUND.evaluate(WOUND.parse({"strength": strength, "defence": defence})))
    assert got["need"] == need
    assert got["wound"] == p
    assert got["chart"][strength - 1][defence - 1] == {"p": p, "need": need}


def test_six_then_four_is_one_in_twelve():
    # S3 vs D8 (d = 5): a 6 (1/6) then a 4+ (1/2) = 1/12.
    got = WOUND.results(WOUND.evaluate(WoundInput(3, 8)))
    assert got["wound"] == Fraction(1, 12) and got["need"] == {"first": 6, "then": 4}


def brute_courage(courage, three_dice):
    total = Fraction(0)
    n = 3 if three_dice else 2
    for dice in itertools.product(range(1, 7), repeat=n):
        kept = sorted(dice)[:2]
        if sum(kept) + courage >= 10:
            total += Fraction(1, 6**n)
    return total


@pytest.mark.parametrize("courage", range(0, 11))
@pytest.mark.parametrize("dice", ["2d6", "3d6_discard_highest"])
def test_courage_by_brute_force(courage, dice):
    got = COURAGE.results(COURAGE.evaluate(COURAGE.parse({"courage": courage, "dice": dice})))
    assert got["pass"] == brute_courage(courage, dice != "2d6")
    assert got["total_needed"] == 10 - courage


def test_courage_reference_values():
    # Courage 3: 2D6 >= 7 is 21/36 = 7/12. Courage 7, three dice: the two lowest must
    # sum to 3 or more, failing only when two dice show 1: 1 - (1 + 3 * 5) / 216 = 200/216.
    assert COURAGE.evaluate(CourageInput(3)).passed == Fraction(7, 12)
    assert COURAGE.evaluate(CourageInput(7, CourageDice.THREE_DISCARD_HIGHEST)).passed == Fraction(200, 216)


def test_pickup():
    """The seed, Light of Eärendil: an enemy trying to pick the ball up "deve prima superare
    un Test di Coraggio o arretrare di 1\"" — a failed test steps back, the ball stays; only
    a failed pick-up roll bounces it ("altrimenti non riesce a raccoglierla e questa rimbalza").

    4+ Shoot: 1/2, bounce 1/2. Eye of Mordor +2: 2+ = 5/6. After Light of Eärendil, Courage 3
    first (2D6 >= 7: 7/12): pick up 7/12 * 1/2 = 7/24, bounce 7/12 * 1/2 = 7/24, steps back
    5/12 (earlier releases showed bounce = 1 - 7/24 = 17/24).
    """
    plain = PICKUP.results(PICKUP.evaluate(PickupInput(4)))
    assert (plain["pick_up"], plain["bounce"], plain["steps_back"]) == (Fraction(1, 2), Fraction(1, 2), 0)
    eye = PICKUP.results(PICKUP.evaluate(PickupInput(4, eye_of_mordor=True)))
    assert eye["pick_up"] == Fraction(5, 6) and eye["shoot_need"] == 2
    light = PICKUP.results(PICKUP.evaluate(PickupInput(4, courage_first=3)))
    assert (light["pick_up"], light["bounce"], light["steps_back"]) == (Fraction(7, 24), Fraction(7, 24),
                                                                        Fraction(5, 12))


def brute_pickup(shoot, eye, courage):
    """Every die: 2D6 for the Courage test (when asked for), then the D6 pick-up roll
    (natural 1 fails, natural 6 succeeds, else die + 2 with the Eye >= shoot)."""
    ends = dict.fromkeys(("pick_up", "bounce", "steps_back"), Fraction(0))
    for a, b, die in itertools.product(range(1, 7), repeat=3):
        weight = Fraction(1, 216)
        if courage is not None and a + b + courage < 10:
            ends["steps_back"] += weight
        elif die == 6 or (die != 1 and die + 2 * eye >= shoot):
            ends["pick_up"] += weight
        else:
            ends["bounce"] += weight
    return ends


@pytest.mark.parametrize("shoot", range(2, 7))
@pytest.mark.parametrize("eye", [False, True])
@pytest.mark.parametrize("courage", [None, 0, 3, 6, 8, 10])
def test_pickup_by_brute_force(shoot, eye, courage):
    got = PICKUP.results(PICKUP.evaluate(PickupInput(shoot, eye, courage)))
    assert {key: got[key] for key in ("pick_up", "bounce", "steps_back")} == brute_pickup(shoot, eye, courage)


def test_keep_ball():
    # Knocked down, Courage 3: 7/12. Eye of Mordor: Courage 6 -> 2D6 >= 4 = 33/36.
    # Killed: always lost. Palantír Courage 4 with three dice: fail split in thirds.
    assert KEEP.evaluate(KeepInput(3)).keep == Fraction(7, 12)
    assert KEEP.evaluate(KeepInput(3, eye_of_mordor=True)).keep == Fraction(33, 36)
    assert KEEP.evaluate(KeepInput(7, LossCause.KILLED)).keep == 0
    bruinen = KEEP.evaluate(KeepInput(4, LossCause.WALL_OF_THE_BRUINEN))
    assert bruinen.keep == brute_courage(4, True) and bruinen.palantir is None
    palantir = KEEP.results(KEEP.evaluate(KeepInput(4, LossCause.TOUCH_OF_THE_PALANTIR)))
    fail = 1 - brute_courage(4, True)
    assert palantir["palantir"] == {"drop": fail / 3, "random_throw": fail / 3, "opponent_throws": fail / 3}
    assert palantir["keep"] + palantir["lose"] == 1


@pytest.mark.parametrize(
    "calculator, data, field",
    [
        (WOUND, {"strength": 0, "defence": 5}, "strength"),
        (WOUND, {"strength": 3, "defence": 11}, "defence"),
        (COURAGE, {"courage": -1}, "courage"),
        (COURAGE, {"courage": 3, "dice": "4d6"}, "dice"),
        (PICKUP, {"shoot": 1}, "shoot"),
        (PICKUP, {"shoot": 7}, "shoot"),
        (PICKUP, {"shoot": 4, "courage_first": 11}, "courage_first"),
        (KEEP, {"courage": 3, "cause": "eaten"}, "cause"),
    ],
)
def test_bad_input_names_the_field(calculator, data, field):
    with pytest.raises(InputError) as error:
        calculator.parse(data)
    assert error.value.field == field


@pytest.mark.parametrize(
    "calculator, inp",
    [
        (WOUND, WoundInput(7, 2)),
        (COURAGE, CourageInput(5, CourageDice.THREE_DISCARD_HIGHEST)),
        (PICKUP, PickupInput(3, True, 4)),
        (KEEP, KeepInput(2, LossCause.TOUCH_OF_THE_PALANTIR, True)),
    ],
)
def test_round_trip(calculator, inp):
    header = {"format": 1, "game": "ringball", "calculator": calculator.name}
    assert calculator.parse(calculator.dump(inp) | header) == inp
    assert calculator.parse(calculator.dump(calculator.default()) | header) == calculator.default()
