"""Standings against ``tournament.md``'s worked example, and the ranking rules as properties."""

from dataclasses import replace
from fractions import Fraction

from hypothesis import given, settings

from companion.tournament.event import DEFAULT_TIEBREAKS, Event, Player, Round, Table, Tiebreak
from companion.tournament.scoring import Outcome
from companion.tournament.standings import standings

from .histories import events
from .worked import ANN, BOB, CID, DAN, PLAYERS, ROUND_1, ROUND_2, result, worked_event
from .worked import settings as event_settings

NAMES = {ANN: "Ann", BOB: "Bob", CID: "Cid", DAN: "Dan"}


def table_of(event):
    return [(s.rank, NAMES.get(s.player, s.player), s.points, s.sos, s.vp_difference, s.vp_scored)
            for s in standings(event)]


def test_the_worked_example_table_exactly():
    assert table_of(worked_event()) == [
        (1, "Cid", 4, 7, 130, 320),
        (2, "Dan", 4, 4, 130, 310),
        (3, "Ann", 3, 4, -80, 270),
        (4, "Bob", 0, 7, -180, 210),
    ]


def test_the_worked_example_explains_each_tiebreak():
    by_player = {s.player: s for s in standings(worked_event())}
    cid = by_player[CID]
    assert [(term.round, term.opponent, term.points) for term in cid.terms(Tiebreak.SOS)] == [(1, DAN, 4), (2, ANN, 3)]
    assert [(term.opponent, term.points) for term in by_player[BOB].opponents] == [(ANN, 3), (DAN, 4)]
    games = cid.terms(Tiebreak.VP_DIFFERENCE)
    assert [(g.round, g.table, g.opponent, g.vp_scored, g.vp_conceded, g.outcome) for g in games] == [
        (1, 2, DAN, 120, 100, Outcome.DRAW), (2, 1, ANN, 200, 90, Outcome.WIN)]
    assert sum(g.vp_scored - g.vp_conceded for g in games) == cid.vp_difference
    assert sum(g.vp_scored for g in cid.terms(Tiebreak.VP_SCORED)) == cid.vp_scored
    assert [(s.wins, s.draws, s.losses, s.byes) for s in standings(worked_event())] == [
        (1, 1, 0, 0), (1, 1, 0, 0), (1, 0, 1, 0), (0, 0, 2, 0)]
    assert by_player[BOB].games[1].conceded and not by_player[DAN].games[1].conceded


def test_round_1_alone():
    event = replace(worked_event(), rounds=(ROUND_1,))
    assert table_of(event) == [(1, "Ann", 3, 0, 30, 180), (2, "Cid", 1, 1, 20, 120), (3, "Dan", 1, 1, -20, 100),
                               (4, "Bob", 0, 3, -30, 150)]


def test_before_any_round_everyone_shares_rank_1_listed_by_name():
    event = Event(event_settings(), (Player(5, "eve"), *PLAYERS))
    assert [(s.rank, s.player, s.points) for s in standings(event)] == [
        (1, ANN, 0), (1, BOB, 0), (1, CID, 0), (1, DAN, 0), (1, 5, 0)]


def test_a_bye_gives_its_points_no_opponent_no_vp_and_its_own_count():
    eve = Player(5, "Eve")
    round_1 = replace(ROUND_1, bye=5)
    event = Event(event_settings(), (*PLAYERS, eve), (round_1,))
    by_player = {s.player: s for s in standings(event)}
    assert (by_player[5].points, by_player[5].sos, by_player[5].vp_scored, by_player[5].vp_difference) == (3, 0, 0, 0)
    assert (by_player[5].wins, by_player[5].draws, by_player[5].losses, by_player[5].byes) == (0, 0, 0, 1)
    assert by_player[5].opponents == () and by_player[5].games[0].bye
    # Round 2: Eve beats Ann; Ann's SoS now counts Eve's bye points too, Eve's counts only Ann.
    round_2 = Round(2, (Table(1, (5, ANN), result(100, 10)), Table(2, (CID, BOB), result(50, 10))), bye=DAN)
    event = replace(event, rounds=(round_1, round_2))
    by_player = {s.player: s for s in standings(event)}
    assert by_player[5].points == 6 and by_player[5].sos == by_player[ANN].points == 3
    assert by_player[ANN].sos == by_player[BOB].points + 6 == 6
    assert by_player[DAN].byes == 1 and by_player[DAN].sos == by_player[CID].points == 4


def test_byes_in_lustria_give_15():
    event = Event(event_settings("lustria", None), (*PLAYERS, Player(5, "Eve")), (replace(ROUND_1, bye=5),))
    assert {s.player: s.points for s in standings(event)}[5] == 15


def test_players_equal_on_every_key_share_the_rank_and_the_next_rank_skips():
    round_1 = Round(1, (Table(1, (ANN, BOB), result(200, 100)), Table(2, (DAN, CID), result(200, 100))))
    event = Event(event_settings(), PLAYERS, (round_1,))
    assert [(s.rank, NAMES[s.player]) for s in standings(event)] == [(1, "Ann"), (1, "Dan"), (3, "Bob"), (3, "Cid")]
    eve = Player(5, "Eve")
    round_1 = replace(round_1, tables=(*round_1.tables, Table(3, (5, 6), result(300, 100))))
    event = Event(event_settings(), (*PLAYERS, eve, Player(6, "Fay")), (round_1,))
    assert [s.rank for s in standings(event)] == [1, 2, 2, 4, 4, 6]


def test_a_dropped_opponent_still_counts_in_sos():
    dropped = tuple(replace(player, dropped_after=1) if player.id == BOB else player for player in PLAYERS)
    event = replace(worked_event(), players=dropped)
    by_player = {s.player: s for s in standings(event)}
    assert by_player[BOB].dropped and not by_player[ANN].dropped
    assert by_player[ANN].sos == 4 and by_player[DAN].sos == 4
    # Bob's later result (Ann beat him in round 1) still counts for Ann's opponents through Ann's points.
    assert table_of(event) == table_of(worked_event())


def test_a_drop_after_a_round_not_yet_published_is_not_shown_yet():
    planned = tuple(replace(player, dropped_after=3) if player.id == BOB else player for player in PLAYERS)
    assert not {s.player: s for s in standings(replace(worked_event(), players=planned))}[BOB].dropped


def test_a_table_without_a_result_counts_nothing_yet():
    round_3 = Round(3, (Table(1, (CID, DAN)), Table(2, (ANN, BOB), result(10, 100))))
    event = replace(worked_event(), rounds=(ROUND_1, ROUND_2, round_3))
    by_player = {s.player: s for s in standings(event)}
    assert (by_player[CID].points, by_player[CID].sos, len(by_player[CID].games)) == (4, 7, 2)
    assert (by_player[BOB].points, by_player[BOB].sos) == (3, 10)


def test_tiebreaks_dropped_or_reordered_by_the_organiser():
    # Without tiebreaks Cid and Dan (4 points each) share rank 1, listed by name.
    assert [(s.rank, NAMES[s.player]) for s in standings(worked_event(tiebreaks=()))] == [
        (1, "Cid"), (1, "Dan"), (3, "Ann"), (4, "Bob")]
    # VP difference alone does not separate them (+130 each); VP scored does (320 against 310).
    assert [s.rank for s in standings(worked_event(tiebreaks=(Tiebreak.VP_DIFFERENCE,)))] == [1, 1, 3, 4]
    assert [(s.rank, NAMES[s.player]) for s in standings(worked_event(tiebreaks=(Tiebreak.VP_SCORED,)))][:2] == [
        (1, "Cid"), (2, "Dan")]


def test_a_reordered_tiebreak_decides_when_the_keys_disagree():
    """Ann and Bob end on 3 points: Ann has the higher SoS (9 against 4), Bob the higher VP difference (+49 against 0)."""
    eve, fay = 5, 6
    roster = (*PLAYERS, Player(eve, "Eve"), Player(fay, "Fay"))
    round_1 = Round(1, (Table(1, (ANN, BOB), result(1, 0)), Table(2, (CID, DAN), result(5, 0)),
                        Table(3, (eve, fay), result(2, 2))))
    round_2 = Round(2, (Table(1, (ANN, CID), result(0, 1)), Table(2, (BOB, eve), result(50, 0)),
                        Table(3, (DAN, fay), result(3, 3))))
    event = Event(event_settings("ringball", None), roster, (round_1, round_2))
    default = standings(event)
    assert [(s.player, s.points, s.sos, s.vp_difference) for s in default[:3]] == [
        (CID, 6, 4, 6), (ANN, 3, 9, 0), (BOB, 3, 4, 49)]
    vp_first = standings(replace(event, settings=replace(event.settings, tiebreaks=(Tiebreak.VP_DIFFERENCE, Tiebreak.SOS))))
    assert [s.player for s in vp_first[:3]] == [CID, BOB, ANN]


@settings(max_examples=60, deadline=None)
@given(events(max_rounds=4))
def test_ranks_follow_the_keys_in_the_organisers_order(event):
    for tiebreaks in (DEFAULT_TIEBREAKS, (Tiebreak.VP_SCORED, Tiebreak.SOS), ()):
        table = standings(replace(event, settings=replace(event.settings, tiebreaks=tiebreaks)))
        assert sorted(s.player for s in table) == sorted(p.id for p in event.players)
        keys = [s.keys(tiebreaks) for s in table]
        assert keys == sorted(keys, reverse=True)
        for index, standing in enumerate(table):
            tied = [other for other in table if other.keys(tiebreaks) == standing.keys(tiebreaks)]
            assert standing.rank == 1 + sum(other.keys(tiebreaks) > standing.keys(tiebreaks) for other in table)
            names = [event.player(other.player).name.casefold() for other in tied]
            assert names == sorted(names)
            assert standing.sos == sum(
                sum(g.points for g in next(o for o in table if o.player == term.opponent).games)
                for term in standing.opponents)
            assert standing.points == sum(g.points for g in standing.games)
            assert standing.vp_difference == standing.vp_scored - standing.vp_conceded
            assert standing.wins + standing.draws + standing.losses + standing.byes == len(standing.games)
            del index


def test_points_are_exact_fractions():
    assert all(isinstance(value, Fraction) for s in standings(worked_event())
               for value in (s.points, s.sos, s.vp_difference, s.vp_scored))
    assert ROUND_2.complete
