"""What the Round page asks the rules: swapping two players by hand, and which later pairings an edit made stale."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.tournament.event import Event, Player, Round, Table
from companion.tournament.pairing import pair_round, stale_pairings, swap_players, swap_warnings
from companion.tournament.standings import standings

from .histories import events, results
from .worked import ANN, BOB, CID, DAN, PLAYERS, ROUND_1, ROUND_2, result, worked_event
from .worked import settings as event_settings

EVE = 5
ROSTER = (*PLAYERS, Player(EVE, "Eve", club="Red"))


def test_swapping_two_seated_players_exchanges_their_seats():
    proposed = Round(2, (Table(1, (ANN, CID)), Table(2, (DAN, BOB))))
    swapped = swap_players(proposed, CID, BOB)
    assert [t.players for t in swapped.tables] == [(ANN, BOB), (DAN, CID)]
    assert swap_players(proposed, ANN, CID) == Round(2, (Table(1, (CID, ANN)), Table(2, (DAN, BOB))))
    assert swap_players(proposed, ANN, ANN) == proposed


def test_swapping_with_the_bye_gives_the_bye_to_the_other():
    proposed = Round(2, (Table(1, (ANN, CID)), Table(2, (DAN, BOB))), bye=EVE)
    swapped = swap_players(proposed, EVE, ANN)
    assert swapped.bye == ANN and swapped.tables[0].players == (EVE, CID)


def test_a_swap_warns_of_the_rematch_and_the_same_club_it_would_create():
    roster = tuple(replace(p, club="Red") if p.id == CID else p for p in ROSTER)
    event = Event(event_settings(), roster, (ROUND_1,))
    proposed = Round(2, (Table(1, (ANN, CID)), Table(2, (DAN, BOB))), bye=EVE)
    assert not swap_warnings(event, proposed, ANN, BOB)  # Bob–Cid and Dan–Ann have not met
    warnings = swap_warnings(event, proposed, CID, BOB)  # Ann–Bob and Dan–Cid met in round 1
    assert set(warnings.rematches) == {(ANN, BOB), (DAN, CID)} and warnings and warnings.same_club == ()
    warnings = swap_warnings(event, proposed, ANN, EVE)   # Eve joins Cid: both Red; Ann gets the bye
    assert warnings.same_club == ((EVE, CID),) and warnings.rematches == () and warnings.repeat_bye is None


def test_a_swap_warns_of_a_second_bye_and_a_fixed_table_left():
    roster = tuple(replace(p, fixed_table=2) if p.id == DAN else p for p in ROSTER)
    round_1 = replace(Round(1, (Table(1, (ANN, BOB), result(1, 0)), Table(2, (CID, DAN), result(1, 0)))), bye=EVE)
    event = Event(event_settings(), roster, (round_1,))
    proposed = Round(2, (Table(1, (ANN, EVE)), Table(2, (DAN, CID))), bye=BOB)
    warnings = swap_warnings(event, proposed, BOB, EVE)
    assert warnings.repeat_bye == EVE
    warnings = swap_warnings(event, proposed, DAN, ANN)
    assert warnings.fixed_table_moved == (DAN,) and warnings.rematches == ()


def test_a_swap_is_refused_for_a_player_not_in_the_round_or_a_table_with_a_result():
    with pytest.raises(InputError) as raised:
        swap_players(ROUND_1, ANN, EVE)
    assert raised.value.field == "player"
    with pytest.raises(InputError) as raised:
        swap_players(ROUND_1, ANN, CID)
    assert raised.value.field == "table"


def test_an_unchanged_event_has_no_stale_pairing():
    assert stale_pairings(worked_event(), worked_event()) == ()


def test_editing_round_1_makes_round_2_stale_when_it_changes_the_standings():
    edited = replace(ROUND_1, tables=(replace(ROUND_1.tables[0], result=result(150, 180)), ROUND_1.tables[1]))
    after = replace(worked_event(), rounds=(edited, ROUND_2))
    assert stale_pairings(worked_event(), after) == (2,)
    # Round 3, paired after round 2, is listed too when the edit still shows after round 2.
    round_3 = Round(3, (Table(1, (CID, DAN), result(10, 10)), Table(2, (ANN, BOB), result(10, 10))))
    before = replace(worked_event(), rounds=(ROUND_1, ROUND_2, round_3))
    assert stale_pairings(before, replace(before, rounds=(edited, ROUND_2, round_3))) == (2, 3)


def test_an_edit_that_leaves_order_and_points_unchanged_is_not_stale():
    # Ann still beats Bob, by a little less: points and order after round 1 stay as they were.
    edited = replace(ROUND_1, tables=(replace(ROUND_1.tables[0], result=result(181, 150)), ROUND_1.tables[1]))
    assert stale_pairings(worked_event(), replace(worked_event(), rounds=(edited, ROUND_2))) == ()


def test_editing_the_last_round_makes_no_earlier_pairing_stale():
    edited = replace(ROUND_2, tables=(replace(ROUND_2.tables[0], result=result(200, 90)), ROUND_2.tables[1]))
    assert stale_pairings(worked_event(), replace(worked_event(), rounds=(ROUND_1, edited))) == ()


@settings(max_examples=40, deadline=None)
@given(events(max_players=10, max_rounds=4), st.data())
def test_a_listed_round_is_one_whose_earlier_standings_differ(before, data):
    """Random results edited in random rounds: a round is listed exactly when the standings it was paired on changed."""
    rounds = []
    for played in before.rounds:
        tables = tuple(replace(table, result=data.draw(results(before.settings.game))) if data.draw(st.booleans())
                       else table for table in played.tables)
        rounds.append(replace(played, tables=tables))
    after = replace(before, rounds=tuple(rounds))
    listed = stale_pairings(before, after)
    for number in range(2, len(before.rounds) + 1):
        earlier = [replace(event, rounds=event.rounds[:number - 1]) for event in (before, after)]
        basis = [[(s.player, s.rank, s.points) for s in standings(event)] for event in earlier]
        assert (number in listed) == (basis[0] != basis[1])
    assert all(2 <= number <= len(before.rounds) for number in listed)
    assert stale_pairings(after, after) == ()


def test_a_round_paired_on_new_standings_is_what_pairing_would_now_propose():
    """After an edit, re-pairing the stale round from the edited event is possible and can differ."""
    edited = replace(ROUND_1, tables=(replace(ROUND_1.tables[0], result=result(150, 180)), ROUND_1.tables[1]))
    after = Event(event_settings(), PLAYERS, (edited,))
    assert pair_round(after).tables[0].players[0] == BOB  # Bob now leads and gets table 1
