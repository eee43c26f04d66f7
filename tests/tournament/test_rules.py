"""Who plays a round and why the others are left out; the bye never a late joiner's while anyone else can take
it (brute force over small events); where the plan of rounds ends and the standings are final."""

import itertools
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings

from companion.model.errors import InputError
from companion.tournament.event import Event, Player, Round, Table
from companion.tournament.pairing import ByeReason, pair_round
from companion.tournament.rules import (
    LeftOut,
    LeftOutReason,
    check_in_applies,
    is_final,
    needs_extra_round,
    who_plays,
)
from companion.tournament.standings import standings

from .histories import events
from .worked import ANN, BOB, CID, DAN, PLAYERS, ROUND_1, ROUND_2, result, worked_event
from .worked import settings as event_settings


def test_check_in_applies_once_anyone_is_checked_in_or_when_required():
    assert not check_in_applies(Event(event_settings(), PLAYERS))
    assert check_in_applies(Event(event_settings(check_in_required=True), PLAYERS))
    roster = (replace(PLAYERS[0], checked_in=True), *PLAYERS[1:])
    assert check_in_applies(Event(event_settings(), roster))


def test_who_plays_and_why_the_others_are_left_out():
    roster = (replace(PLAYERS[0], checked_in=True), replace(PLAYERS[1], checked_in=True),
              replace(PLAYERS[2], checked_in=True, dropped_after=1), PLAYERS[3],
              Player(5, "Eve", checked_in=True, joined_round=3), Player(6, "Fay", joined_round=3))
    event = Event(event_settings(), roster, (ROUND_1,))
    attendance = who_plays(event, 2)
    assert attendance.playing == (ANN, BOB)
    assert attendance.left_out == (LeftOut(CID, LeftOutReason.DROPPED), LeftOut(DAN, LeftOutReason.NOT_CHECKED_IN),
                                   LeftOut(5, LeftOutReason.JOINS_LATER), LeftOut(6, LeftOutReason.JOINS_LATER))
    everyone = who_plays(event, 2, everyone=True)
    assert everyone.playing == (ANN, BOB, DAN) and LeftOut(DAN, LeftOutReason.NOT_CHECKED_IN) not in everyone.left_out
    assert who_plays(event, 3).playing == (ANN, BOB, 5)
    # Nobody checked in: check-in does not apply, everyone registered plays.
    nobody = Event(event_settings(), tuple(replace(player, checked_in=False) for player in roster), (ROUND_1,))
    assert who_plays(nobody, 2).playing == (ANN, BOB, DAN)
    required = Event(event_settings(check_in_required=True), roster, (ROUND_1,))
    assert who_plays(required, 2).playing == (ANN, BOB)
    with pytest.raises(InputError, match="everyone: only checked-in players can be paired") as refused:
        who_plays(required, 2, everyone=True)
    assert refused.value.field == "everyone"


def test_the_pairing_pairs_whom_who_plays_names_and_says_who_is_left_out():
    roster = tuple(replace(player, checked_in=player.id != DAN) for player in PLAYERS) + (Player(5, "Eve"),)
    event = Event(event_settings(), roster)
    proposed = pair_round(event)
    seated = {p for table in proposed.tables for p in table.players} | {proposed.bye}
    assert seated == {ANN, BOB, CID} and proposed.bye is not None and not proposed.everyone
    assert proposed.left_out == (LeftOut(DAN, LeftOutReason.NOT_CHECKED_IN), LeftOut(5, LeftOutReason.NOT_CHECKED_IN))
    everyone = pair_round(event, everyone=True)
    assert everyone.everyone and everyone.left_out == () and len(everyone.tables) == 2
    assert {p for table in everyone.tables for p in table.players} | {everyone.bye} == {ANN, BOB, CID, DAN, 5}


# --- the bye --------------------------------------------------------------------------------------------------


def late_event(joined: int = 2, extra: tuple[Player, ...] = ()) -> Event:
    """The worked example's first round, then Eve joins for round 2: she ranks last (0 points, SoS 0)."""
    return Event(event_settings(), (*PLAYERS, Player(5, "Eve", joined_round=joined), *extra), (ROUND_1,))


def test_a_late_joiner_is_not_given_the_bye_in_her_first_round():
    event = late_event()
    assert standings(event)[-1].player == 5  # she ranks last: the old rule gave her the free win
    proposed = pair_round(event)
    assert proposed.bye == BOB  # the lowest-ranked of the others (0 points)
    assert proposed.bye_reason is ByeReason.LATE_JOINERS_PASSED_OVER and proposed.bye_passed_over == (5,)
    # In her second round she is a player like any other.
    second = Round(2, (Table(1, (ANN, CID), result(1, 0)), Table(2, (DAN, 5), result(1, 0))), BOB)
    later = pair_round(Event(event.settings, event.players, (ROUND_1, second)))
    assert later.bye_reason in (ByeReason.LOWEST_RANKED_WITHOUT_BYE, None)
    assert later.bye_passed_over == ()


def test_a_no_show_of_round_one_counts_as_joining_late():
    """Dan was not checked in for round 1 (paired without him), then came: round 2 is his first round."""
    roster = (*(replace(player, checked_in=True) for player in PLAYERS), Player(5, "Eve", checked_in=True))
    first = Round(1, (Table(1, (ANN, BOB), result(3, 1)), Table(2, (CID, 5), result(3, 1))))
    event = Event(event_settings(), roster, (first,))
    assert standings(event)[-1].player == DAN  # 0 points and no SoS: below the two who lost
    proposed = pair_round(event)
    assert proposed.bye in (BOB, 5) and proposed.bye_passed_over == (DAN,)
    assert proposed.bye_reason is ByeReason.LATE_JOINERS_PASSED_OVER


def test_only_late_joiners_without_a_bye_left_and_everyone_had_one():
    three = (Round(1, (Table(1, (ANN, BOB), result(3, 1)),), CID), Round(2, (Table(1, (ANN, CID), result(3, 1)),), BOB),
             Round(3, (Table(1, (BOB, CID), result(3, 1)),), ANN))
    everyone_had = pair_round(Event(event_settings(), PLAYERS[:3], three))
    assert everyone_had.bye_reason is ByeReason.EVERYONE_HAD_A_BYE and everyone_had.bye_passed_over == ()
    lowest = max(s.rank for s in standings(Event(event_settings(), PLAYERS[:3], three)))
    assert next(s.rank for s in standings(Event(event_settings(), PLAYERS[:3], three))
                if s.player == everyone_had.bye) == lowest
    late = Event(event_settings(), (*PLAYERS[:3], Player(5, "Eve", joined_round=4), Player(6, "Fay", joined_round=4)),
                 three)
    only_late = pair_round(late)
    assert only_late.bye in (5, 6) and only_late.bye_reason is ByeReason.ONLY_LATE_JOINERS_WITHOUT_BYE


def first_round_after_joining(event: Event, number: int, player: int) -> bool:
    """Brute-force reading of "the first round they play after joining late": no earlier round seats them."""
    if number == 1:
        return False
    for played in event.rounds:
        if played.number < number and (played.bye == player or any(player in t.players for t in played.tables)):
            return False
    return True


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(events(max_players=9, max_rounds=3))
def test_the_bye_follows_the_rule_over_random_small_events(event):
    number = len(event.rounds) + 1
    playing = who_plays(event, number).playing
    if len(playing) < 2 or len(playing) % 2 == 0:
        return
    proposed = pair_round(event)
    ranking = [s for s in standings(event) if s.player in playing]
    rank = {s.player: s.rank for s in ranking}
    late = {p for p in playing if first_round_after_joining(event, number, p)}
    byes = {s.player: s.byes for s in ranking}
    # The rule as an order of preference, checked against every other player: none is preferable to the bye.
    def preference(player):
        tier = 2 if byes[player] else 1 if player in late else 0
        return tier, -rank[player]

    bye = proposed.bye
    assert all(preference(other) >= preference(bye) for other in playing), bye
    expected_reason = (ByeReason.EVERYONE_HAD_A_BYE if not any(byes[p] == 0 for p in playing) else
                       ByeReason.ONLY_LATE_JOINERS_WITHOUT_BYE if all(p in late for p in playing if byes[p] == 0) else
                       ByeReason.LATE_JOINERS_PASSED_OVER if proposed.bye_passed_over else
                       ByeReason.LOWEST_RANKED_WITHOUT_BYE)
    assert proposed.bye_reason is expected_reason
    if expected_reason in (ByeReason.LOWEST_RANKED_WITHOUT_BYE, ByeReason.LATE_JOINERS_PASSED_OVER):
        assert bye not in late and byes[bye] == 0
        assert set(proposed.bye_passed_over) == {p for p in late if rank[p] >= rank[bye]}


def test_every_small_field_with_one_late_joiner_passes_her_over_brute_force():
    """Every order of four results in round 1 and every seat of the late joiner: she never gets the bye."""
    scores = (result(3, 1), result(1, 3), result(2, 2))
    for first, second in itertools.product(scores, repeat=2):
        round_1 = Round(1, (Table(1, (ANN, BOB), first), Table(2, (CID, DAN), second)))
        for seed in range(4):
            event = Event(event_settings(seed=seed), (*PLAYERS, Player(5, "Eve", joined_round=2)), (round_1,))
            proposed = pair_round(event)
            assert proposed.bye != 5
            lowest = max(s.rank for s in standings(event) if s.player != 5)
            assert next(s.rank for s in standings(event) if s.player == proposed.bye) == lowest


# --- the plan of rounds -----------------------------------------------------------------------------------------


def test_extra_rounds_and_final_standings():
    two = worked_event(rounds_planned=2)
    assert needs_extra_round(two) and is_final(two)
    assert not needs_extra_round(worked_event()) and not is_final(worked_event())
    assert not is_final(Event(event_settings(rounds_planned=2), PLAYERS))
    one_planned = Event(event_settings(rounds_planned=1), PLAYERS, (ROUND_1,))
    assert is_final(one_planned) and needs_extra_round(one_planned)
    open_table = Round(2, (Table(1, (ANN, CID), result(90, 200)), Table(2, (DAN, BOB))))
    under_way = Event(event_settings(rounds_planned=1), PLAYERS, (ROUND_1, open_table))
    assert not is_final(under_way)  # an extra round is under way
    assert is_final(Event(event_settings(rounds_planned=1), PLAYERS, (ROUND_1, ROUND_2)))
    last_open = Event(event_settings(rounds_planned=2), PLAYERS, (ROUND_1, open_table))
    assert not is_final(last_open) and needs_extra_round(last_open)


@pytest.mark.parametrize("reason", list(LeftOutReason))
def test_left_out_reasons_are_stable_ids(reason):
    assert LeftOutReason(str(reason)) is reason and str(reason) == reason.value
