"""The WFB 6th-edition roll tables, cell by cell against rules/lustria.md."""

from fractions import Fraction as F

import pytest

from companion.model.errors import InputError
from companion.model.lustria.rolls import (
    DiceFeed,
    armour_save,
    binomial,
    d3_from_d6,
    leadership_test,
    models_removed,
    to_hit,
    to_hit_table,
    to_wound,
    to_wound_table,
    ward_save,
)

# To hit: need 7 - BS - modifier; a natural 1 always misses; 7 = a 6 then 4+,
# 8 = a 6 then 5+, 9 = a 6 then 6; 10+ impossible. Each row lists, for BS 1..10,
# (first roll, second roll, probability) worked out by hand.
SIX_THEN_4 = (6, 4, F(1, 6) * F(3, 6))  # 1/12
SIX_THEN_5 = (6, 5, F(1, 6) * F(2, 6))  # 1/18
SIX_THEN_6 = (6, 6, F(1, 6) * F(1, 6))  # 1/36
NEVER = (None, None, F(0))


def plain(score):
    return (score, None, F(7 - score, 6))


TO_HIT_BY_MODIFIER = {
    # BS1 6+, BS2 5+, BS3 4+, BS4 3+, BS5 2+, BS6+ still 2+ (natural 1 misses).
    0: [plain(6), plain(5), plain(4), plain(3), plain(2), plain(2), plain(2), plain(2), plain(2), plain(2)],
    # -1 (moved): BS1 needs 7, BS2 6+, ... BS6 2+.
    -1: [SIX_THEN_4, plain(6), plain(5), plain(4), plain(3), plain(2), plain(2), plain(2), plain(2), plain(2)],
    # -3: BS1 needs 9, BS2 8, BS3 7, BS4 6+, BS5 5+, BS6 4+, BS7 3+, BS8+ 2+.
    -3: [SIX_THEN_6, SIX_THEN_5, SIX_THEN_4, plain(6), plain(5), plain(4), plain(3), plain(2), plain(2), plain(2)],
    # -5 (moved, long range, skirmishers, dense jungle): BS1 needs 11, BS2 10, BS3 9 ...
    -5: [NEVER, NEVER, SIX_THEN_6, SIX_THEN_5, SIX_THEN_4, plain(6), plain(5), plain(4), plain(3), plain(2)],
    # +1 (large target): BS1 5+, ... BS4 2+, BS5 and up 2+.
    1: [plain(5), plain(4), plain(3), plain(2), plain(2), plain(2), plain(2), plain(2), plain(2), plain(2)],
}


@pytest.mark.parametrize("modifier", sorted(TO_HIT_BY_MODIFIER))
def test_to_hit_table_cell_by_cell(modifier):
    table = to_hit_table(modifier)
    assert [hit.bs for hit in table] == list(range(1, 11))
    for bs, (expected_first, expected_second, expected_p) in enumerate(TO_HIT_BY_MODIFIER[modifier], start=1):
        hit = table[bs - 1]
        assert hit.need == 7 - bs - modifier
        assert (hit.first_roll, hit.second_roll, hit.probability) == (expected_first, expected_second, expected_p), bs


def test_to_hit_ten_or_more_is_impossible():
    assert to_hit(1, -3).probability == F(1, 36)  # need 9
    assert to_hit(1, -4).probability == 0  # need 10
    assert to_hit(1, -10).probability == 0


# To wound, rows Strength 1..10, columns Toughness 1..10; 0 = cannot wound.
# S >= T+2: 2+; S = T+1: 3+; S = T: 4+; T = S+1: 5+; T = S+2 or S+3: 6+; T >= S+4: never.
TO_WOUND_NEEDS = [
    [4, 5, 6, 6, 0, 0, 0, 0, 0, 0],
    [3, 4, 5, 6, 6, 0, 0, 0, 0, 0],
    [2, 3, 4, 5, 6, 6, 0, 0, 0, 0],
    [2, 2, 3, 4, 5, 6, 6, 0, 0, 0],
    [2, 2, 2, 3, 4, 5, 6, 6, 0, 0],
    [2, 2, 2, 2, 3, 4, 5, 6, 6, 0],
    [2, 2, 2, 2, 2, 3, 4, 5, 6, 6],
    [2, 2, 2, 2, 2, 2, 3, 4, 5, 6],
    [2, 2, 2, 2, 2, 2, 2, 3, 4, 5],
    [2, 2, 2, 2, 2, 2, 2, 2, 3, 4],
]


def test_to_wound_table_cell_by_cell():
    table = to_wound_table()
    assert len(table) == 10
    for s, row in enumerate(TO_WOUND_NEEDS, start=1):
        for t, need in enumerate(row, start=1):
            cell = table[s - 1][t - 1]
            assert (cell.strength, cell.toughness) == (s, t)
            if need == 0:
                assert cell.need is None and cell.probability == 0, (s, t)
            else:
                assert cell.need == need and cell.probability == F(7 - need, 6), (s, t)
            assert to_wound(s, t) == cell


@pytest.mark.parametrize(
    "base, strength, piercing, need",
    [
        (5, 3, False, 5),  # S3 no modifier
        (5, 4, False, 6),  # S4 -1
        (5, 4, True, None),  # S4 -1, AP -1: 7+ is lost
        (5, 5, False, None),  # S5 -2: 7+
        (4, 4, True, 6),  # 4 + 1 + 1
        (2, 7, False, 6),  # S7 -4
        (2, 8, False, None),  # S8 -5: 7+
        (2, 10, True, None),  # S10 -7, AP
        (3, 1, False, 3),  # Strength below 3 never improves a save
        (None, 3, False, None),
    ],
)
def test_armour_save(base, strength, piercing, need):
    save = armour_save(base, strength, piercing)
    assert save.need == need
    assert save.probability == (F(0) if need is None else F(7 - need, 6))


def test_armour_not_allowed_and_ward_unmodified():
    assert armour_save(2, 2, False, allowed=False).probability == 0
    assert ward_save(4).probability == F(1, 2)
    assert ward_save(None).probability == 0


def test_leadership_by_hand():
    # 2D6 <= 7: 21 of 36 totals; 2D6 <= 2: 1 of 36; <= 10: 33 of 36.
    assert leadership_test(7).p_pass == F(21, 36)
    assert leadership_test(2).p_pass == F(1, 36)
    assert leadership_test(10).p_fail == F(3, 36)


def test_binomial_and_models_removed_by_hand():
    assert binomial(2, F(1, 3)) == {0: F(4, 9), 1: F(4, 9), 2: F(1, 9)}
    # 0..3 wounds on Wounds-2 models: 0,0,1,1 models; capped at 1 model.
    wounds = {0: F(1, 4), 1: F(1, 4), 2: F(1, 4), 3: F(1, 4)}
    assert models_removed(wounds, 2, None) == {0: F(1, 2), 1: F(1, 2)}
    assert models_removed({0: F(1, 2), 5: F(1, 2)}, 1, 3) == {0: F(1, 2), 3: F(1, 2)}


def test_d3_and_dice_feed():
    assert [d3_from_d6(r) for r in range(1, 7)] == [1, 1, 2, 2, 3, 3]
    feed = DiceFeed([3, 6])
    assert feed.two_d6() == (3, 6)
    with pytest.raises(InputError) as error:
        feed.d6()
    assert error.value.field == "dice"
    with pytest.raises(InputError):
        DiceFeed([7]).d6()
