"""Victory points, the per-member cost table and the load-out split."""

import itertools
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.warzone import CALCULATORS
from companion.model.warzone.victory import (
    PRICED_UNITS,
    Army,
    CostCategory,
    ModelGroup,
    ModelState,
    Outcome,
    VictoryInput,
    evaluate,
    round_vp,
    split_loadout,
)
from companion.scenario import exact_json

F = Fraction
VP = CALCULATORS["victory-points"]
HEADER = {"format": 1, "game": "warzone", "calculator": "victory-points"}
S = ModelState


def losses(*groups, units=()):
    """Army 0 suffers these losses; player 1 scores them."""
    return evaluate(VictoryInput(1000, (Army(tuple(groups), tuple(units)), Army())))


# --- The seed's rounding examples ----------------------------------------------------


@pytest.mark.parametrize("pc, percent, expected", [
    (17, 25, F(4)),       # 4.25 rounds down
    (21, 50, F(21, 2)),   # 10.5 is kept
    (23, 25, F(6)),       # 5.75 rounds up
    (17, 50, F(17, 2)),   # 8.5 is kept
    (19, 75, F(14)),      # 14.25 rounds down
    (17, 75, F(13)),      # 12.75 rounds up
    (20, 25, F(5)),       # whole numbers are unchanged
])
def test_seed_rounding(pc, percent, expected):
    assert round_vp(F(pc * percent, 100)) == expected


@pytest.mark.parametrize("state, pc, expected", [
    (S.PANICKED, 17, F(4)), (S.ROUTED, 21, F(21, 2)), (S.HALF_WOUNDS, 23, F(6)),
])
def test_rounding_examples_through_the_calculator(state, pc, expected):
    result = losses(ModelGroup(pc, 1, frozenset({state})))
    assert result.vp == (0, expected)


def quarter_round(value):
    """Independent statement of the seed: .25 down, .75 up, .5 and .0 kept."""
    quarters = value * 4
    assert quarters.denominator == 1
    whole, rest = divmod(int(quarters), 4)
    return whole + {0: F(0), 1: F(0), 2: F(1, 2), 3: F(1)}[rest]


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([25, 50, 75, 100]))
def test_rounding_matches_the_seed_for_every_quarter(pc, percent):
    assert round_vp(F(pc * percent, 100)) == quarter_round(F(pc * percent, 100))


def test_rounding_is_per_model_before_multiplying():
    # 3 panicked models of PC 17: 3 x round(4.25) = 12, not round(12.75) = 13.
    line = losses(ModelGroup(17, 3, frozenset({S.PANICKED}))).lines[0]
    assert (line.exact, line.per_model, line.total) == (F(17, 4), 4, 12)


def test_states_add_up_and_cap_at_100():
    # Routed + half wounds: 75% of 17 = 12.75 -> 13.
    assert losses(ModelGroup(17, 1, frozenset({S.ROUTED, S.HALF_WOUNDS}))).vp[1] == 13
    # Routed + panicked + half wounds = 100%; destroyed + routed stays 100%.
    assert losses(ModelGroup(30, 1, frozenset({S.ROUTED, S.PANICKED, S.HALF_WOUNDS}))).vp[1] == 30
    assert losses(ModelGroup(30, 1, frozenset({S.DESTROYED, S.ROUTED}))).vp[1] == 30
    assert losses(ModelGroup(30, 2, frozenset({S.UNHINGED}))).vp[1] == 60
    assert losses(ModelGroup(30, 2, frozenset())).vp[1] == 0


def test_unit_bonus_is_25_percent_rounded_the_same_way():
    # 70 x 25% = 17.5 kept; 17 x 25% = 4.25 -> 4; 23 x 25% = 5.75 -> 6.
    result = losses(units=(70, 17, 23))
    assert [b.bonus for b in result.unit_bonuses] == [F(35, 2), 4, 6]
    assert result.vp == (0, F(55, 2))


# --- The contract, the draw margin and concession -----------------------------------

CONTRACT = {"format": 1, "game": "warzone", "calculator": "victory-points", "game_size": 500,
            "armies": [{"models": [{"pc": 17, "count": 2, "state": ["panicked"]}], "units_destroyed": [70]},
                       {"models": [], "units_destroyed": []}]}


def test_contract():
    results = exact_json(VP.results(VP.evaluate(VP.parse(CONTRACT))))
    # Player 1 scores army 0: 2 x round(17 x 25%) = 2 x 4 = 8, plus 70 x 25% = 17.5.
    assert results["vp"] == ["0", "51/2"]
    # 25.5 > 5% of 500 = 25: player 1 wins.
    assert results["draw_margin"] == "25"
    assert results["winner"] == 1
    assert results["outcome"] == "win"


def test_difference_equal_to_the_margin_is_a_draw():
    # 2 x 4 + 68 x 25% (= 17) = 25 = 5% of 500.
    data = CONTRACT | {"armies": [{"models": CONTRACT["armies"][0]["models"], "units_destroyed": [68]},
                                  {"models": []}]}
    result = VP.evaluate(VP.parse(data))
    assert result.vp == (0, 25)
    assert result.winner is None and result.outcome is Outcome.DRAW


def test_player_0_scores_army_1():
    result = evaluate(VictoryInput(100, (Army(), Army((ModelGroup(40, 1, frozenset({S.DESTROYED})),)))))
    assert result.vp == (40, 0) and result.winner == 0


def test_concession_adds_100_percent_of_every_survivor():
    """The seed: the conceder "fa vincere all'avversario il 100% dei suoi modelli superstiti,
    da aggiungere ai punti già guadagnati dall'avversario fino al momento dell'abbandono".

    Army 0 concedes. Its 3 routed PC 20 models are survivors: 50% (10 each) + 100% (20) = 30
    each, 90. Its destroyed PC 15 model was already lost: 15, nothing added. Its untouched
    PC 11 model: 0 + 11. Its destroyed unit of 40: 25% = 10. Total 90 + 15 + 11 + 10 = 126
    (the earlier reading, capping each model at 100%, gave 96). Player 0 had scored 200 from
    army 1, far ahead, but the conceder loses.
    """
    army0 = Army((ModelGroup(20, 3, frozenset({S.ROUTED})), ModelGroup(15, 1, frozenset({S.DESTROYED})),
                  ModelGroup(11, 1)), (40,))
    army1 = Army((ModelGroup(50, 4, frozenset({S.DESTROYED})),))
    result = evaluate(VictoryInput(1000, (army0, army1), conceded=0))
    assert result.vp == (200, 126)
    assert result.winner == 1 and result.outcome is Outcome.CONCESSION
    routed, destroyed, untouched, lost_by_the_winner = result.lines
    assert (routed.state_percent, routed.concession_percent, routed.percent, routed.total) == (50, 100, 150, 90)
    assert (destroyed.concession_percent, destroyed.percent, destroyed.total) == (0, 100, 15)
    assert (untouched.concession_percent, untouched.total) == (100, 11)
    assert routed.conceded and destroyed.conceded and not lost_by_the_winner.conceded
    assert lost_by_the_winner.concession_percent == 0


def test_concession_rounds_the_sum_for_one_model():
    """Routed + half wounds = 75% of PC 17 = 12.75, + 100% = 29.75 -> 30 per model (round the
    sum, then multiply): 2 models give 60. Panicked 25% of 17 = 4.25 -> + 17 = 21.25 -> 21."""
    army0 = Army((ModelGroup(17, 2, frozenset({S.ROUTED, S.HALF_WOUNDS})), ModelGroup(17, 1, frozenset({S.PANICKED}))))
    result = evaluate(VictoryInput(500, (army0, Army()), conceded=0))
    assert [line.total for line in result.lines] == [60, 21]
    assert result.vp == (0, 81)


@pytest.mark.parametrize("pc", [0, 17, 21, 23, 30])
def test_concession_for_every_combination_of_states(pc):
    """Every set of states a model can end in, written from the seed without the model's code:
    the states add up to at most 100%; a conceding army's model not destroyed nor unhinged
    adds 100% more; the sum is rounded for one model (.25 down, .75 up, .5 kept), then x3."""
    weights = {S.DESTROYED: 100, S.UNHINGED: 100, S.ROUTED: 50, S.PANICKED: 25, S.HALF_WOUNDS: 25}
    for size in range(len(weights) + 1):
        for states in itertools.combinations(weights, size):
            earned = min(100, sum(weights[state] for state in states))
            survivor = S.DESTROYED not in states and S.UNHINGED not in states
            expected = 3 * quarter_round(F(pc * (earned + (100 if survivor else 0)), 100))
            group = ModelGroup(pc, 3, frozenset(states))
            conceding = evaluate(VictoryInput(500, (Army((group,)), Army()), conceded=0))
            assert conceding.vp[1] == expected, states
            kept = evaluate(VictoryInput(500, (Army((group,)), Army()), conceded=1))
            assert kept.vp[1] == 3 * quarter_round(F(pc * earned, 100)), states


def test_breakdown_results():
    results = exact_json(VP.results(VP.evaluate(VP.parse(CONTRACT))))
    (line,) = results["lines"]
    assert (line["army"], line["pc"], line["count"], line["percent"]) == (0, 17, 2, 25)
    assert (line["exact"], line["per_model"], line["total"]) == ("17/4", "4", "8")
    assert results["unit_bonuses"] == [{"army": 0, "index": 0, "pc": 70, "exact": "35/2", "bonus": "35/2"}]


# --- Properties, round trip, bad input ------------------------------------------------

groups = st.builds(ModelGroup, pc=st.integers(0, 200), count=st.integers(1, 20),
                   states=st.frozensets(st.sampled_from(list(ModelState))), name=st.text(max_size=10))
armies = st.builds(Army, st.lists(groups, max_size=4).map(tuple), st.lists(st.integers(0, 500), max_size=3).map(tuple))
victory_inputs = st.builds(VictoryInput, st.integers(1, 5000), st.tuples(armies, armies),
                           st.one_of(st.none(), st.integers(0, 1)))


@settings(max_examples=30, deadline=None)
@given(victory_inputs)
def test_round_trip(inputs):
    assert VP.parse(HEADER | VP.dump(inputs)) == inputs


@settings(max_examples=60, deadline=None)
@given(victory_inputs, st.integers(0, 1), st.sampled_from(list(ModelState)))
def test_more_losses_never_lower_the_score(inputs, army_index, state):
    """Except a conceding army's survivor destroyed: the seed adds 100% to what a survivor
    earned, so a routed survivor (150%) is worth more than a destroyed model (100%)."""
    army = inputs.armies[army_index]
    assume(army.models)
    assume(not (inputs.conceded == army_index and state in (S.DESTROYED, S.UNHINGED)))
    worse_group = ModelGroup(army.models[0].pc, army.models[0].count, army.models[0].states | {state})
    worse = Army((worse_group,) + army.models[1:], army.units_destroyed)
    armies_after = tuple(worse if i == army_index else a for i, a in enumerate(inputs.armies))
    before = evaluate(inputs).vp[1 - army_index]
    after = evaluate(VictoryInput(inputs.game_size, armies_after, inputs.conceded)).vp[1 - army_index]
    assert after >= before


@settings(max_examples=60, deadline=None)
@given(victory_inputs)
def test_result_is_consistent(inputs):
    result = evaluate(inputs)
    assert all(vp >= 0 for vp in result.vp)
    for line in result.lines:
        assert abs(line.per_model - line.exact) <= F(1, 4)
    if inputs.conceded is not None:
        assert result.winner == 1 - inputs.conceded
    elif result.difference <= F(inputs.game_size, 20):
        assert result.winner is None
    else:
        assert result.vp[result.winner] > result.vp[1 - result.winner]


def _contract_with(**changes):
    data = {**CONTRACT, "armies": [{**CONTRACT["armies"][0], "models": [dict(CONTRACT["armies"][0]["models"][0])]},
                                   CONTRACT["armies"][1]]}
    for key, value in changes.items():
        if key in ("pc", "count", "state"):
            data["armies"][0]["models"][0][key] = value
        elif key == "units_destroyed":
            data["armies"][1] = {"models": [], "units_destroyed": value}
        else:
            data[key] = value
    return data


@pytest.mark.parametrize("data, field", [
    (_contract_with(count=-1), "armies[0].models[0].count"),
    (_contract_with(count=0), "armies[0].models[0].count"),
    (_contract_with(game_size=0), "game_size"),
    (_contract_with(pc=-5), "armies[0].models[0].pc"),
    (_contract_with(state=["dead"]), "armies[0].models[0].state[0]"),
    (_contract_with(state="panicked"), "armies[0].models[0].state"),
    (_contract_with(units_destroyed=[-1]), "armies[1].units_destroyed[0]"),
    (_contract_with(conceded=2), "conceded"),
    (_contract_with(armies=[{"models": []}]), "armies"),
    (_contract_with(armies=None), "armies"),
    (_contract_with(armies=[{"models": [{"pc": 10, "cuont": 2}]}, {}]), "armies[0].models[0]"),
    (_contract_with(armies=[{"units": []}, {}]), "armies[0]"),
])
def test_bad_input(data, field):
    with pytest.raises(InputError) as error:
        VP.parse(data)
    assert error.value.field == field


def test_directly_built_bad_input():
    with pytest.raises(InputError) as error:
        VictoryInput(500, (Army((ModelGroup(10, -1),)), Army()))
    assert error.value.field == "armies[0].models[0].count"
    with pytest.raises(InputError) as error:
        VictoryInput(0)
    assert error.value.field == "game_size"


# --- Per-member costs and the load-out split ---------------------------------------------


def test_seed_load_out_example():
    # Smoke Canister (PC 10) for a Stormtrencher Mortar Team: Crewmen 17 + 3 = 20,
    # Spotter 20 + 4 = 24.
    team = next(unit for unit in PRICED_UNITS if unit.id == "stormtrencher_mortar_team")
    crewmen, spotter = team.members
    assert (crewmen.pc, spotter.pc, spotter.leader) == (17, 20, True)
    assert split_loadout(10, (crewmen.pc, crewmen.pc, spotter.pc), leader=2) == (20, 20, 24)


@pytest.mark.parametrize("cost, members, leader, expected", [
    (9, (17, 17, 20), 2, (20, 20, 23)),   # shares equally
    (5, (22, 24), 1, (24, 27)),           # Greymourn: 2 + 3 to the Gunner
    (11, (16, 16, 21), 2, (19, 19, 26)),  # 3 each, the remainder 2 to the Spotter
    (0, (14, 18), 1, (14, 18)),
])
def test_load_out_split(cost, members, leader, expected):
    assert split_loadout(cost, members, leader) == expected


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 200), st.lists(st.integers(0, 60), min_size=1, max_size=6), st.data())
def test_load_out_split_properties(cost, members, data):
    leader = data.draw(st.integers(0, len(members) - 1))
    after = split_loadout(cost, members, leader)
    shares = [a - b for a, b in zip(after, members, strict=True)]
    assert sum(shares) == cost
    others = [s for i, s in enumerate(shares) if i != leader]
    assert len(set(others)) <= 1
    assert all(shares[leader] >= s for s in others)
    assert all(shares[leader] - s < len(members) for s in others)


def test_load_out_split_refuses_bad_values():
    with pytest.raises(InputError):
        split_loadout(-1, (17, 20), 1)
    with pytest.raises(InputError):
        split_loadout(10, (17, 20), 2)
    with pytest.raises(InputError):
        split_loadout(10, (), 0)


SEED_COSTS = {
    "light_infantry_mortar_team": (16, 21), "hussar_mortar_team": (17, 21), "stormtrencher_mortar_team": (17, 20),
    "typhoon_rocket_team": (14, 18), "greymourn_mortar": (22, 24), "arashi_ryuu_field_artillery": (14, 17),
    "unholy_carronade": (13, 15, 31), "ducal_mounted_hmg": (20, 23), "capitol_doomtroopers": (42, 50),
    "bauhaus_doomtroopers": (51, 55), "imperial_doomtroopers": (45, 52), "mishima_doomtroopers": (55, 48),
    "cybertronic_doomtroopers": (48, 48), "horde_defiler_pod": (37,), "algeroth_defiler_pod": (34,),
    "demnogonis_defiler_pod": (35,), "ilian_defiler_pod": (34,), "muawijhe_defiler_pod": (32,),
    "semai_defiler_pod": (35,),
}


def test_cost_table_holds_the_seeds_numbers():
    assert {unit.id: tuple(m.pc for m in unit.members) for unit in PRICED_UNITS} == SEED_COSTS
    mortars = [unit for unit in PRICED_UNITS if unit.category is CostCategory.MORTAR]
    assert [next(m.role for m in u.members if m.leader) for u in mortars] == [
        "Spotter", "Spotter", "Spotter", "Leader", "Gunner"]
