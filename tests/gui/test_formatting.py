"""Translated templates are filled in one pass; numbers follow the locale."""

from hypothesis import given
from hypothesis import strategies as st

from companion.formatting import fill, signed


def test_each_marker_takes_its_value():
    assert fill("%1 of %2", "3", "7") == "3 of 7"
    assert fill("%2 before %1", "a", "b") == "b before a"
    assert fill("%1, again %1", "x") == "x, again x"


def test_a_value_holding_markers_is_not_filled_again():
    assert fill("Turn %1: %2 leads %3 to %4.", 1, "Lions %4 %1", 1, 0) == "Turn 1: Lions %4 %1 leads 1 to 0."
    assert fill("%1 and %2", "%2", "%1") == "%2 and %1"


def test_a_marker_without_a_value_stays():
    assert fill("Row %1 of %2", 3) == "Row 3 of %2"


@given(st.lists(st.text(alphabet="%0123456789ab ", max_size=6), min_size=1, max_size=9))
def test_every_value_appears_verbatim(values):
    template = " | ".join(f"%{index + 1}" for index in range(len(values)))
    assert fill(template, *values) == " | ".join(values)


def test_signed_numbers_use_a_real_minus():
    assert [signed(value) for value in (3, 0, -2)] == ["+3", "0", "−2"]
