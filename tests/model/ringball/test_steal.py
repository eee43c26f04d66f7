"""The Ringball steal calculator against hand-worked values and brute force.

The brute force rolls every fight die (itertools.product) and every D3; the
Might contest uses a closed form of the documented rule, derived separately
from the model's game-tree search: each side can at most raise its die to
min(die + budget, 3), the side with the higher ceiling wins (the carrier on an
equal ceiling, since the stealer needs strictly more), the loser spends
nothing and the winner just enough to get ahead of the loser's unspent total.
"""

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.ringball import CALCULATORS
from companion.model.ringball.steal import CarrierSide, Stealer, StealInput

STEAL = CALCULATORS["steal"]
HEADER = {"format": 1, "game": "ringball", "calculator": "steal"}
CONTRACT = {
    "format": 1,
    "game": "ringball",
    "calculator": "steal",
    "attacker": {"attacks": 1, "fight": 4, "strength": 4, "supporters": 1, "might": 0},
    "carrier": {"attacks": 2, "fight": 3, "strength": 3, "supporters": 0, "might": 0, "shields": False},
}


def model(case: dict) -> dict:
    return STEAL.results(STEAL.evaluate(STEAL.parse(case)))


# --- brute force ------------------------------------------------------------------


def brute_fight(attacker: dict, carrier: dict) -> Fraction:
    """P(the stealing side wins the duel), rolling every die."""
    n_a = attacker["attacks"]
    n_c = carrier["attacks"] * (2 if carrier.get("shields") else 1)
    if n_a == 0:
        return Fraction(0)
    won = Fraction(0)
    weight = Fraction(1, 6 ** (n_a + n_c))
    for dice in itertools.product(range(1, 7), repeat=n_a + n_c):
        a, c = max(dice[:n_a]), max(dice[n_a:])
        if a > c:
            won += weight
        elif a == c:
            if attacker["fight"] > carrier["fight"]:
                won += weight
            elif attacker["fight"] == carrier["fight"]:
                won += weight / 2
    return won


def brute_contest(attacker: dict, carrier: dict, budget_a: int, budget_c: int, reroll: bool):
    """(P(steal | contest), E[stealer Might], E[carrier Might]) over every D3."""
    bonus_a = attacker["strength"] + attacker.get("supporters", 0)
    bonus_c = carrier["strength"] + carrier.get("supporters", 0)

    def outcome(a, c):
        if min(a + budget_a, 3) + bonus_a > min(c + budget_c, 3) + bonus_c:
            return True, max(0, c + bonus_c - (a + bonus_a) + 1), 0
        return False, 0, max(0, a + bonus_a - (c + bonus_c))

    win = spent_a = spent_c = Fraction(0)
    for first, c, second in itertools.product((1, 2, 3), repeat=3):
        result = outcome(first, c)
        if reroll and not result[0]:
            result = outcome(second, c)
        win += Fraction(result[0], 27)
        spent_a += Fraction(result[1], 27)
        spent_c += Fraction(result[2], 27)
    return win, spent_a, spent_c


side_st = st.fixed_dictionaries(
    {
        "fight": st.integers(1, 10),
        "strength": st.integers(1, 10),
        "supporters": st.integers(0, 3),
        "might": st.integers(0, 4),
    }
)


@st.composite
def small_steals(draw):
    attacker = draw(side_st) | {"attacks": draw(st.integers(0, 3))}
    carrier = draw(side_st) | {"attacks": draw(st.integers(1, 2)), "shields": draw(st.booleans())}
    if carrier["shields"] and attacker["attacks"] > 2:
        attacker["attacks"] = 2
    return {"attacker": attacker, "carrier": carrier, "cavalry_reroll": draw(st.booleans())}


@settings(max_examples=30, deadline=None)
@given(small_steals())
def test_agrees_with_brute_force(case):
    got = model(case)
    attacker, carrier, reroll = case["attacker"], case["carrier"], case["cavalry_reroll"]
    fight = brute_fight(attacker, carrier)
    assert got["fight_won"] == fight
    win, spent_a, spent_c = brute_contest(attacker, carrier, attacker["might"], carrier["might"], reroll)
    assert got["contest"] == {"win": win, "expected_attacker_might": spent_a, "expected_carrier_might": spent_c}
    assert got["steal"] == fight * win
    for row in got["might_table"]:
        alone = brute_contest(attacker, carrier, row["might"], 0, reroll)
        assert row["steal"] == fight * alone[0]
        assert row["expected_might"] == alone[1]
    grid = got["best_play"]["might_grid"]
    for i, j in itertools.product(range(attacker["might"] + 1), range(carrier["might"] + 1)):
        assert grid[i][j] == fight * brute_contest(attacker, carrier, i, j, reroll)[0]


# --- hand-worked values -------------------------------------------------------------


def test_contract_example_by_hand():
    # Fight: one stealer die (Fight 4) beats or ties (ties won on Fight 4 > 3) the
    # carrier's best of two dice: sum over a of 1/6 * (a/6)^2 = 91/216.
    # Contest: 4 + 1 supporter = 5 against 3: the stealer loses only on D3 1 vs 3
    # (6 <= 6), so 8/9. steal = 91/216 * 8/9 = 91/243.
    got = model(CONTRACT)
    assert got["fight_won"] == Fraction(91, 216)
    assert got["strike_back"] == Fraction(125, 216)
    assert got["carrier_shielded"] == 0
    assert got["contest"]["win"] == Fraction(8, 9)
    assert got["steal"] == Fraction(91, 243)


def test_equal_fight_ties_are_a_roll_off():
    # One die each, equal Fight: 15/36 higher + 6/36 ties * 1/2 = 1/2.
    case = {"attacker": {"attacks": 1, "fight": 3, "strength": 3}, "carrier": {"attacks": 1, "fight": 3, "strength": 3}}
    assert model(case)["fight_won"] == Fraction(1, 2)


def test_shielding_carrier_rolls_double_and_never_strikes():
    # Carrier 1 Attack shielding: 2 dice, ties to the carrier (Fight 5 > 4):
    # stealer wins only with a strictly higher die: sum over a of 1/6 * ((a-1)/6)^2 = 55/216.
    case = {
        "attacker": {"attacks": 1, "fight": 4, "strength": 3},
        "carrier": {"attacks": 1, "fight": 5, "strength": 3, "shields": True},
    }
    got = model(case)
    assert got["fight"] == {"attacker_dice": 1, "carrier_dice": 2}
    assert got["fight_won"] == Fraction(55, 216)
    assert got["strike_back"] == 0
    assert got["carrier_shielded"] == Fraction(161, 216)


def test_no_dice_cannot_win_the_fight():
    case = {
        "attacker": {"attacks": 0, "fight": 10, "strength": 10, "might": 3},
        "carrier": {"attacks": 1, "fight": 1, "strength": 1},
    }
    got = model(case)
    assert got["fight_won"] == 0 and got["steal"] == 0 and got["strike_back"] == 1


def test_might_table_for_equal_strength():
    """Reading marked in the rules file: "È possibile utilizzare la Possanza per modificare il
    risultato del D3" — the D3 stays at most 3 after Might (uncapped, one point would lift a
    3 to 4 and beat the carrier's 3: 6/9 instead of 5/9)."""
    # S3 vs S3, the stealer needs its D3 strictly above the carrier's.
    # 0 Might: 3/9 (2>1, 3>1, 3>2). 1 Might (D3 capped at 3): a=1 beats c=1, a=2 beats
    # 1 and 2, a=3 beats 1 and 2: 5/9. 2 Might: always a 3: beats 1 and 2: 6/9.
    # Spent with 2: (1,1) 1, (1,2) 2, (2,2) 1 -> 4/9.
    # Fight: Fight 6 vs 1 with one die each wins ties: 21/36 = 7/12.
    case = {
        "attacker": {"attacks": 1, "fight": 6, "strength": 3, "might": 2},
        "carrier": {"attacks": 1, "fight": 1, "strength": 3},
    }
    got = model(case)
    fight = Fraction(7, 12)
    assert got["fight_won"] == fight
    assert [row["steal"] for row in got["might_table"]] == [fight / 3, fight * 5 / 9, fight * 2 / 3]
    assert got["might_table"][2]["expected_might"] == Fraction(4, 9)
    assert got["steal_without_might"] == fight / 3


def test_carrier_might_answers():
    # Same S3 vs S3, stealer 2 Might, carrier 1 Might: the stealer reaches 3, the
    # carrier reaches min(c + 1, 3): only c = 1 stays below -> 1/3.
    case = {
        "attacker": {"attacks": 1, "fight": 6, "strength": 3, "might": 2},
        "carrier": {"attacks": 1, "fight": 1, "strength": 3, "might": 1},
    }
    got = model(case)
    assert got["contest"]["win"] == Fraction(1, 3)
    assert got["best_play"]["rule"] == "losing_side_spends_alternately"
    assert got["best_play"]["might_grid"][2][1] == Fraction(7, 12) / 3
    assert sum(play["p"] for play in got["best_play"]["plays"]) == 1


def test_cavalry_reroll_and_loose_ball():
    # S3 vs S3, no Might: a winning D3 (3/9) is kept; the losing pairs re-roll against
    # the same carrier die: c=1 (a=1 lost, re-roll wins 2/3), c=2 (a=1,2 lost, wins 1/3),
    # c=3 (a=1,2,3 lost, wins 0): 3/9 + 1/9 * 2/3 + 2/9 * 1/3 = 13/27.
    # Fight 7/12 as above. Carrier Courage 3 fails 2D6 + 3 >= 10 with 5/12:
    # ball_loose = 7/12 * 14/27 * 5/12.
    case = {
        "attacker": {"attacks": 1, "fight": 6, "strength": 3},
        "carrier": {"attacks": 1, "fight": 1, "strength": 3, "courage": 3},
        "cavalry_reroll": True,
    }
    got = model(case)
    assert got["contest"]["win"] == Fraction(13, 27)
    assert got["ball_loose"] == Fraction(7, 12) * Fraction(14, 27) * Fraction(5, 12)
    assert model(case | {"cavalry_reroll": False})["ball_loose"] is None


# --- properties -------------------------------------------------------------------


@settings(max_examples=50, deadline=None)
@given(small_steals())
def test_fight_outcomes_sum_to_one_and_steal_needs_the_fight(case):
    got = model(case)
    assert got["fight_won"] + got["strike_back"] + got["carrier_shielded"] == 1
    assert got["steal"] <= got["fight_won"]


@settings(max_examples=50, deadline=None)
@given(small_steals())
def test_more_might_and_dice_never_hurt(case):
    got = model(case)
    table = [row["steal"] for row in got["might_table"]]
    assert table == sorted(table)
    grid = got["best_play"]["might_grid"]
    for row in grid:
        assert list(row) == sorted(row, reverse=True)
    more = dict(case, attacker=dict(case["attacker"], attacks=case["attacker"]["attacks"] + 1))
    assert model(more)["fight_won"] >= got["fight_won"]


# --- scenario contract, round trip, bad input -----------------------------------------


def test_contract_results_hold_the_required_keys():
    got = model(CONTRACT)
    for key in ("fight_won", "steal", "strike_back", "might_table", "best_play", "contest"):
        assert key in got


def test_round_trip():
    inp = StealInput(Stealer(2, 5, 4, 2, 3), CarrierSide(3, 4, 5, 1, 2, True, 4), cavalry_reroll=True)
    assert STEAL.parse(STEAL.dump(inp) | HEADER) == inp
    assert STEAL.parse(STEAL.dump(STEAL.default()) | HEADER) == STEAL.default()


@pytest.mark.parametrize(
    "side, key, value, field",
    [
        ("attacker", "might", -1, "attacker.might"),
        ("carrier", "might", -1, "carrier.might"),
        ("attacker", "strength", 0, "attacker.strength"),
        ("carrier", "strength", 0, "carrier.strength"),
        ("attacker", "attacks", 11, "attacker.attacks"),
        ("carrier", "attacks", 0, "carrier.attacks"),
        ("attacker", "fight", 11, "attacker.fight"),
        ("attacker", "supporters", -1, "attacker.supporters"),
        ("carrier", "shields", 1, "carrier.shields"),
        ("carrier", "courage", 11, "carrier.courage"),
    ],
)
def test_bad_input_names_the_field(side, key, value, field):
    case = dict(CONTRACT)
    case[side] = dict(CONTRACT[side], **{key: value})
    with pytest.raises(InputError) as error:
        STEAL.parse(case)
    assert error.value.field == field


def test_dataclass_refuses_negative_might():
    with pytest.raises(InputError) as error:
        StealInput(Stealer(1, 4, 4, might=-1), CarrierSide(1, 3, 3))
    assert error.value.field == "attacker.might"
