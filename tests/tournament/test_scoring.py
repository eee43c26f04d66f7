"""A table's result scored by each game's preset, against ``tournament.md``."""

from fractions import Fraction

import pytest

from companion.games import GAMES, game
from companion.model.errors import InputError
from companion.model.scoring import Scoring
from companion.tournament.event import Result
from companion.tournament.scoring import Outcome, bye_points, score_table

from .worked import result

WIN, DRAW, LOSS = Outcome.WIN, Outcome.DRAW, Outcome.LOSS
WARZONE = game("warzone").tournament_scoring()
LUSTRIA = game("lustria").tournament_scoring()


def outcome_and_points(scoring: Scoring, points_limit, table_result: Result):
    scored = score_table(scoring, points_limit, table_result)
    return tuple((side.outcome, side.points) for side in scored.players)


def test_the_worked_example_round_1_and_round_2():
    assert outcome_and_points(WARZONE, 500, result(180, 150)) == ((WIN, 3), (LOSS, 0))  # 30 > 25
    assert outcome_and_points(WARZONE, 500, result(120, 100)) == ((DRAW, 1), (DRAW, 1))  # 20 <= 25
    assert outcome_and_points(WARZONE, 500, result(90, 200)) == ((LOSS, 0), (WIN, 3))
    assert outcome_and_points(WARZONE, 500, result(210, 60, conceded=1)) == ((WIN, 3), (LOSS, 0))


@pytest.mark.parametrize(("first", "second", "expected"), [
    (200, 175, DRAW),                      # exactly 25 VP at 500 points: still a draw
    (175, 200, DRAW),
    (200, 174, WIN),                       # one VP over the margin
    (174, 200, LOSS),
    (Fraction(401, 2), 175, WIN),          # 25.5: half a VP over
    (Fraction(399, 2), 175, DRAW),         # 24.5
    (0, 0, DRAW),
])
def test_the_warzone_draw_is_within_five_percent_of_the_points_limit(first, second, expected):
    scored = score_table(WARZONE, 500, result(first, second))
    assert scored.players[0].outcome is expected
    assert scored.draw_limit == 25
    assert scored.vp_difference == abs(Fraction(first) - Fraction(second))


def test_the_warzone_margin_follows_the_points_limit():
    assert outcome_and_points(WARZONE, 1000, result(200, 150)) == ((DRAW, 1), (DRAW, 1))  # 50 at 1000
    assert outcome_and_points(WARZONE, 1000, result(200, 149)) == ((WIN, 3), (LOSS, 0))
    assert score_table(WARZONE, 750, result(0, 0)).draw_limit == Fraction(75, 2)


def test_a_conceder_loses_even_ahead_on_vp_or_within_the_draw_margin():
    assert outcome_and_points(WARZONE, 500, result(300, 10, conceded=0)) == ((LOSS, 0), (WIN, 3))
    assert outcome_and_points(WARZONE, 500, result(100, 100, conceded=1)) == ((WIN, 3), (LOSS, 0))
    scored = score_table(WARZONE, 500, result(100, 100, conceded=1))
    assert (scored.players[0].conceded, scored.players[1].conceded) == (False, True)


def test_a_warzone_result_needs_the_points_limit():
    for limit in (None, 0, -500):
        with pytest.raises(InputError) as raised:
            score_table(WARZONE, limit, result(100, 90))
        assert raised.value.field == "points_limit"


@pytest.mark.parametrize("game_id", ["ringball", "trench-crusade"])
def test_ringball_and_trench_crusade_draw_only_on_equal_vp(game_id):
    scoring = game(game_id).tournament_scoring()
    assert outcome_and_points(scoring, None, result(3, 3)) == ((DRAW, 1), (DRAW, 1))
    assert outcome_and_points(scoring, None, result(3, 2)) == ((WIN, 3), (LOSS, 0))
    assert outcome_and_points(scoring, None, result(Fraction(5, 2), 3)) == ((LOSS, 0), (WIN, 3))
    assert outcome_and_points(scoring, 1000, result(0, 0, conceded=0)) == ((LOSS, 0), (WIN, 3))
    assert score_table(scoring, None, result(1, 1)).draw_limit == 0


def test_lustria_worked_example_1450_against_320_is_16_to_4():
    scored = score_table(LUSTRIA, None, result(1450, 320))
    assert [(side.outcome, side.points) for side in scored.players] == [(WIN, 16), (LOSS, 4)]
    assert scored.vp_difference == 1130 and scored.band == 6
    assert outcome_and_points(LUSTRIA, None, result(320, 1450)) == ((LOSS, 4), (WIN, 16))


LUSTRIA_TABLE = [(100, 10), (250, 11), (400, 12), (600, 13), (800, 14), (1000, 15), (1200, 16), (1400, 17),
                 (1700, 18), (2000, 19)]


@pytest.mark.parametrize(("upper", "winner"), LUSTRIA_TABLE)
def test_lustria_battle_points_at_each_band_edge_and_one_vp_past_it(upper, winner):
    assert outcome_and_points(LUSTRIA, None, result(3000 + upper, 3000))[0][1] == winner
    assert outcome_and_points(LUSTRIA, None, result(3000, 3000 + upper))[1][1] == winner
    past = outcome_and_points(LUSTRIA, None, result(3000 + upper + 1, 3000))
    assert past == ((WIN, winner + 1), (LOSS, 20 - winner - 1))


def test_lustria_within_100_is_a_10_to_10_draw_and_beyond_2000_is_20_to_0():
    assert outcome_and_points(LUSTRIA, None, result(500, 400)) == ((DRAW, 10), (DRAW, 10))
    assert outcome_and_points(LUSTRIA, None, result(0, 0)) == ((DRAW, 10), (DRAW, 10))
    assert outcome_and_points(LUSTRIA, None, result(Fraction(201, 2), 0)) == ((WIN, 11), (LOSS, 9))
    assert outcome_and_points(LUSTRIA, None, result(0, 10_000)) == ((LOSS, 0), (WIN, 20))


def test_a_lustria_conceder_gets_0_and_the_opponent_20():
    assert outcome_and_points(LUSTRIA, None, result(2000, 100, conceded=0)) == ((LOSS, 0), (WIN, 20))
    assert outcome_and_points(LUSTRIA, None, result(100, 100, conceded=1)) == ((WIN, 20), (LOSS, 0))


def test_an_organiser_edited_scoring_is_followed():
    scoring = Scoring(win=Fraction(2), draw=Fraction(1, 2), loss=Fraction(0), draw_margin=Fraction(1, 10))
    assert outcome_and_points(scoring, 200, result(120, 100)) == ((DRAW, Fraction(1, 2)), (DRAW, Fraction(1, 2)))
    assert outcome_and_points(scoring, 200, result(121, 100)) == ((WIN, 2), (LOSS, 0))


def test_every_game_declares_the_preset_of_the_rules_table():
    presets = {entry.id: entry.tournament_scoring() for entry in GAMES}
    assert set(presets) == {"warzone", "ringball", "trench-crusade", "lustria"}
    for game_id in ("warzone", "ringball", "trench-crusade"):
        preset = presets[game_id]
        assert (preset.win, preset.draw, preset.loss, preset.bye) == (3, 1, 0, 3)
        assert not preset.uses_battle_points
    assert (presets["warzone"].draw_margin, presets["warzone"].needs_points_limit) == (Fraction(1, 20), True)
    assert presets["ringball"].draw_margin == presets["trench-crusade"].draw_margin == 0
    assert presets["lustria"].bye == 15 and presets["lustria"].concession == (20, 0)
    bands = [(band.up_to, band.winner, band.loser) for band in presets["lustria"].battle_points]
    assert bands == [(upper, winner, 20 - winner) for upper, winner in LUSTRIA_TABLE] + [(None, 20, 0)]


def test_a_bye_gives_the_presets_bye_points():
    assert {entry.id: bye_points(entry.tournament_scoring()) for entry in GAMES} == {
        "warzone": 3, "ringball": 3, "trench-crusade": 3, "lustria": 15}


@pytest.mark.parametrize(("table_result", "field"), [
    (Result((Fraction(-1), Fraction(0))), "score"),
    (Result((Fraction(0), Fraction(-1, 2))), "score"),
    (Result((22.5, Fraction(0))), "score"),
    (Result((True, Fraction(0))), "score"),
    (Result(("10", Fraction(0))), "score"),
    (Result((Fraction(1),)), "score"),
    (Result((Fraction(1), Fraction(2), Fraction(3))), "score"),
    (Result((Fraction(1), Fraction(2)), conceded=2), "conceded"),
    (Result((Fraction(1), Fraction(2)), conceded=-1), "conceded"),
    (Result((Fraction(1), Fraction(2)), conceded=True), "conceded"),
])
def test_a_result_the_rules_do_not_allow_is_refused_naming_the_field(table_result, field):
    with pytest.raises(InputError) as raised:
        score_table(WARZONE, 500, table_result)
    assert raised.value.field == field
    assert str(raised.value).startswith(f"{field}: ")


def test_vp_scored_and_conceded_are_exact():
    scored = score_table(WARZONE, 500, Result((45 // 2 + Fraction(1, 2), 10)))
    assert (scored.players[0].vp_scored, scored.players[0].vp_conceded) == (Fraction(45, 2), 10)
    assert (scored.players[1].vp_scored, scored.players[1].vp_conceded) == (10, Fraction(45, 2))
    assert all(isinstance(value, Fraction) for side in scored.players for value in (side.points, side.vp_scored))
