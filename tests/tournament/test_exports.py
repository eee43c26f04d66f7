"""The desk's one writer and one parser of exact numbers, and the JSON exports' ``final``."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.tournament.exports import (
    MAX_EXACT_TEXT,
    event_json,
    exact_text,
    parse_exact,
    signed_text,
    standings_json,
)

from .worked import worked_event


@given(st.fractions(min_value=-10**12, max_value=10**12, max_denominator=10**12))
def test_every_exact_number_reads_back_as_written(value):
    """Every number the desk keeps (the rules bound them far lower) is written in at most ``MAX_EXACT_TEXT``
    characters and read back as it was."""
    assert len(signed_text(value)) <= MAX_EXACT_TEXT
    assert parse_exact(exact_text(value)) == value
    assert parse_exact(signed_text(value)) == value


@given(st.integers(0, 10**6), st.integers(0, 6))
def test_a_decimal_comma_reads_as_the_decimal_point(whole, digits):
    text = f"{whole}.{'5' * digits}" if digits else str(whole)
    assert parse_exact(text.replace(".", ",")) == parse_exact(text) == Fraction(text)


@pytest.mark.parametrize(("text", "value"), [
    ("180", Fraction(180)), ("22.5", Fraction(45, 2)), ("22,5", Fraction(45, 2)), ("45/2", Fraction(45, 2)),
    (" 45 / 2 ", Fraction(45, 2)), ("0", Fraction(0)), ("-3", Fraction(-3)), ("−1,25", Fraction(-5, 4)),
    ("007", Fraction(7)), ("22.50", Fraction(45, 2)),
])
def test_what_it_reads(text, value):
    assert parse_exact(text) == value


@pytest.mark.parametrize("text", ["", " ", "1e3", "inf", "nan", "1_000", "22.", ".5", "1/0", "2,5,0", "1.2.3", "½",
                                  "٣", "--1", "- 1", "1/2/3", "0x10", "1 000", "5" * 5000])
def test_anything_else_is_one_input_error_naming_the_field(text):
    with pytest.raises(InputError) as refused:
        parse_exact(text, "--score")
    assert refused.value.field == "--score" and "an exact number such as 180, 22.5, 22,5 or 45/2" in str(refused.value)


@pytest.mark.parametrize(("value", "text"), [
    (Fraction(180), "180"), (Fraction(45, 2), "22.5"), (Fraction(45, 7), "45/7"), (Fraction(-1, 8), "-0.125"),
    (Fraction(0), "0"), (Fraction(1, 3), "1/3"),
])
def test_what_it_writes(value, text):
    assert exact_text(value) == text


def test_final_is_in_the_event_and_the_standings_json():
    assert event_json(worked_event())["final"] is False and standings_json(worked_event())["final"] is False
    assert event_json(worked_event(rounds_planned=2))["final"] is True
    assert standings_json(worked_event(rounds_planned=2))["final"] is True
    assert standings_json(worked_event())["standings"][0] == {
        "rank": 1, "player": "Cid", "club": "", "points": 4, "sos": 7, "vp_difference": 130, "vp_scored": 320,
        "wins": 1, "draws": 1, "losses": 0, "byes": 0, "dropped": False, "adjustments": 0, "painting": None,
        "sportsmanship": None}
