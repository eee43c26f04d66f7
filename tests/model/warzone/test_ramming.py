"""Ramming: hand-worked rule examples, an every-d20 brute force, properties, bad input, the contract."""

from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.warzone import CALCULATORS
from companion.model.warzone.ramming import (
    DamageClass,
    EnemyModel,
    ForcedStop,
    FriendlyModel,
    Ineligibility,
    LdReason,
    LdTest,
    RammingInput,
    StopCause,
    TerrainPiece,
    Vehicle,
    evaluate,
)
from companion.scenario import exact_json

F = Fraction
RAMMING = CALCULATORS["ramming"]
HEADER = {"format": 1, "game": "warzone", "calculator": "ramming"}


def model(sz=1, ar=10, w=1, ld=10, wait=False, impenetrable=False):
    return EnemyModel(sz=sz, ar=ar, w=w, ld=ld, wait=wait, impenetrable=impenetrable)


def enemy_vehicle(sz=3, ar=20, w=2, ld=10, wait=False):
    return EnemyModel(sz=sz, ar=ar, w=w, ld=ld, wait=wait, vehicle=True)


def ram(vehicle, *rows):
    return evaluate(RammingInput(vehicle, rows))


def ld_tests(result):
    return [step for step in result.steps if isinstance(step, LdTest)]


# --- Driver LD tests and Take Cover, worked by hand ------------------------------


def test_smaller_model_needs_no_driver_test():
    result = ram(Vehicle(sz=3, ld=12, ar=20, w=2), model(sz=2))
    assert ld_tests(result) == []
    assert result.ram_allowed == 1


def test_equal_size_model_is_a_test_at_minus_zero():
    # LD 12 - 4 x (3 - 3) = 12: 12/20.
    result = ram(Vehicle(sz=3, ld=12, ar=20, w=2), model(sz=3))
    (test,) = ld_tests(result)
    assert (test.reason, test.modifier, test.target, test.p_pass) == (LdReason.MODEL_SIZE, 0, 12, F(12, 20))
    assert result.ram_allowed == F(3, 5)


def test_equal_size_test_still_fails_on_a_natural_20():
    # LD 20 - 0 = 20, but a natural 20 fails: 19/20.
    assert ram(Vehicle(sz=2, ld=20, ar=20, w=2), model(sz=2)).ram_allowed == F(19, 20)


def test_the_issue_example_vulkan_sz4_against_sz3():
    # "LD 12 - 4 (Vulkan SZ 4 vs 3) = 8: 40%".
    result = ram(Vehicle(sz=3, ld=12, ar=20, w=2), model(sz=4, w=3))
    (test,) = ld_tests(result)
    assert (test.ld, test.modifier, test.row_sz, test.vehicle_sz, test.target) == (12, -4, 4, 3, 8)
    assert test.p_pass == F(2, 5)


def test_terrain_is_a_test_at_minus_8():
    # LD 12 - 8 = 4: 4/20.
    result = ram(Vehicle(sz=4, ld=12, ar=20, w=2), TerrainPiece())
    (test,) = ld_tests(result)
    assert (test.reason, test.modifier, test.target, test.row_sz) == (LdReason.TERRAIN, -8, 4, None)
    assert result.ram_allowed == F(1, 5)


def test_every_driver_test_must_pass():
    # SZ 4 model vs SZ 3 vehicle: 12 - 4 = 8 (8/20); terrain: 12 - 8 = 4 (4/20); the
    # SZ 2 model needs none: 8/20 x 4/20 = 2/25.
    result = ram(Vehicle(sz=3, ld=12, ar=20, w=2), model(sz=2), model(sz=4), TerrainPiece())
    assert [t.row for t in ld_tests(result)] == [1, 2]
    assert result.ram_allowed == F(2, 25)
    # Every row's figures include the chance the ram is not allowed.
    assert result.rows[0].reached == F(2, 25)


def test_one_driver_test_per_model_and_per_terrain_piece():
    """Reading marked in the rules file: step 3, "esegue gli eventuali tiri LD richiesti", is one
    LD test for each model of equal or larger SZ and for each terrain piece. SZ 3 vehicle, LD 12:
    two SZ 3 models at -0 (12/20 each) and two terrain pieces at -8 (4/20 each):
    3/5 x 3/5 x 1/5 x 1/5 = 9/625 (a single test at the worst penalty would give 1/5)."""
    result = ram(Vehicle(sz=3, ld=12, ar=20, w=2), model(sz=3), TerrainPiece(), model(sz=3), TerrainPiece())
    assert [t.row for t in ld_tests(result)] == [0, 1, 2, 3]
    assert result.ram_allowed == F(9, 625)


def test_enemy_vehicle_counts_for_the_driver_test():
    # Enemy vehicle SZ 3 vs SZ 2: LD 10 - 4 = 6: 6/20.
    assert ram(Vehicle(sz=2, ld=10, ar=20, w=2), enemy_vehicle(sz=3)).ram_allowed == F(3, 10)


def test_hopeless_driver_test_still_passes_on_a_natural_1():
    # LD 5 - 4 x (6 - 2) = -11: only a natural 1 passes.
    assert ram(Vehicle(sz=2, ld=5, ar=20, w=2), model(sz=6, w=5)).ram_allowed == F(1, 20)


@pytest.mark.parametrize("vehicle, rows, reason", [
    (Vehicle(sz=2, ld=10, ar=20, w=2, flying=True), (model(),), Ineligibility.FLYING),
    (Vehicle(sz=2, ld=10, ar=20, w=2, biped=True), (model(),), Ineligibility.BIPED),
    (Vehicle(sz=2, ld=10, ar=20, w=2), (model(), FriendlyModel(2)), Ineligibility.FRIENDLY_MODEL),
])
def test_ineligible_rams_are_not_allowed(vehicle, rows, reason):
    result = evaluate(RammingInput(vehicle, rows))
    assert result.ram_allowed == 0
    assert [step.reason for step in result.steps] == [reason]
    assert all(row.reached == row.hit == row.removed == 0 for row in result.rows)
    assert result.vehicle_wounds[0] == 1


def test_take_cover_adds_the_vehicle_sz():
    # Model LD 8 + vehicle SZ 3 = 11: 11/20 steps aside, 9/20 is rammed.
    result = ram(Vehicle(sz=3, ld=12, ar=40, w=2), model(sz=1, ld=8, wait=True), model(sz=1))
    cover = [t for t in ld_tests(result) if t.reason is LdReason.TAKE_COVER]
    assert [(t.ld, t.modifier, t.target) for t in cover] == [(8, 3, 11)]
    row = result.rows[0]
    assert (row.reached, row.took_cover, row.hit) == (1, F(11, 20), F(9, 20))
    # A model that took cover does not stop the vehicle; vs AR 40 the SZ 1 model's
    # DAM 7 wounds only on a natural 20, so 1/20 of the collisions stop it.
    assert result.rows[1].reached == 1 - F(9, 20) * F(1, 20)


def test_take_cover_is_capped_by_the_natural_20():
    # LD 18 + 4 = 22, still 19/20.
    result = ram(Vehicle(sz=4, ld=12, ar=20, w=2), model(sz=1, ld=18, wait=True))
    assert result.rows[0].took_cover == F(19, 20)


# --- Damage and the stop rules, worked by hand --------------------------------------


def test_wound_stops_the_vehicle_at_the_end_of_its_action():
    # Vehicle SZ 2, AR 20, W 3 against two SZ 1 models of AR 18, W 1.
    # To the model: DAM 6 + 2 = 8, x max(1, 2 - 1) = 1: (20 + 8 - 18)/20 = 1/2.
    # To the vehicle: DAM 6 + 1 = 7, x 1, a Natural Attack: (20 + 7 - 20)/20 = 7/20.
    result = ram(Vehicle(sz=2, ld=10, ar=20, w=3), model(sz=1, ar=18), model(sz=1, ar=18))
    first, second = result.rows
    assert (first.reached, first.hit, first.removed) == (1, 1, F(1, 2))
    assert first.stops.wound == F(7, 20) and first.stops.end_of_round == 0
    assert second.reached == F(13, 20)
    assert second.removed == F(13, 20) * F(1, 2)
    assert second.stops.wound == F(13, 20) * F(7, 20)
    assert result.completed == F(169, 400)
    assert result.vehicle_wounds == (F(169, 400), F(231, 400), 0, 0)
    assert result.expected_removed == F(1, 2) + F(13, 40)
    damage = [s for s in result.steps if s.row == 0 and getattr(s, "recipient", None) is not None]
    assert [(s.recipient.value, s.dam, s.multiplier, s.damage_class) for s in damage] == [
        ("model", 8, 1, DamageClass.AV0), ("vehicle", 7, 1, DamageClass.NATURAL)]


def test_terrain_ends_the_round_and_deals_the_rams_own_damage():
    # Driver LD 20 - 8 = 12: 3/5. Terrain deals DAM 6 + 2 = 8 x 1 vs AR 20: 8/20.
    result = ram(Vehicle(sz=2, ld=20, ar=20, w=3), TerrainPiece(), model(sz=1))
    terrain, behind = result.rows
    assert (terrain.reached, terrain.hit, terrain.removed) == (F(3, 5), F(3, 5), 0)
    assert terrain.stops.end_of_round == F(3, 5) and terrain.stops.wound == 0
    assert behind.reached == 0
    assert result.vehicle_wounds == (F(2, 5) + F(3, 5) * F(3, 5), F(3, 5) * F(2, 5), 0, 0)
    assert ForcedStop(0, StopCause.TERRAIN) in result.steps


def test_enemy_vehicle_of_sz3_ends_the_round():
    # Vehicle SZ 4 (no test vs SZ 3). To the enemy: DAM 10 x 3 vs AR 20, 1/2 each:
    # 0 wounds 1/8, 1 wound 3/8, 2+ (removed, W 2) 1/2.
    # To the vehicle: DAM 9 x 2, AV-0, vs AR 30: 20 + 9 - 30 = -1, so 1/20 each:
    # 0: 361/400, 1: 38/400, 2: 1/400.
    result = ram(Vehicle(sz=4, ld=12, ar=30, w=3), enemy_vehicle(sz=3, ar=20, w=2), model(sz=1))
    row = result.rows[0]
    assert row.wounds == (F(1, 8), F(3, 8), F(1, 2))
    assert row.stops.end_of_round == 1 and row.stops.wound == 0
    assert result.rows[1].reached == 0
    assert result.vehicle_wounds == (F(361, 400), F(38, 400), F(1, 400), 0)
    assert ForcedStop(0, StopCause.LARGE_VEHICLE) in result.steps


def test_enemy_vehicle_of_sz2_does_not_end_the_round():
    # DAM 8 x 1 AV-0 vs AR 30: 1/20 stops it with a wound; the rest carry on.
    result = ram(Vehicle(sz=4, ld=12, ar=30, w=3), enemy_vehicle(sz=2, ar=20, w=2), model(sz=1))
    assert result.rows[0].stops.end_of_round == 0
    assert result.rows[0].stops.wound == F(1, 20)
    assert result.rows[1].reached == F(19, 20)


def test_model_two_sz_larger_ends_the_round():
    # Driver LD 20 - 4 x 2 = 12: 3/5. Every collision ends the Round (DAM 10 x 3
    # cannot destroy a W 5 vehicle).
    result = ram(Vehicle(sz=2, ld=20, ar=40, w=5), model(sz=4, ar=10, w=3), model(sz=1))
    assert result.rows[0].stops.end_of_round == F(3, 5)
    assert result.rows[1].reached == 0
    assert ForcedStop(0, StopCause.LARGER_MODEL) in result.steps


def test_model_one_sz_larger_only_stops_on_a_wound():
    # SZ 3 vs SZ 2: DAM 9 x 2 AV-0 vs AR 40: 20 + 9 - 40 < 1, so 1/20 each;
    # P(no wound) = (19/20)^2 and the vehicle goes on.
    result = ram(Vehicle(sz=2, ld=20, ar=40, w=3), model(sz=3, ar=10, w=3), model(sz=1))
    assert result.rows[0].stops.end_of_round == 0
    driver = F(16, 20)  # LD 20 - 4 x (3 - 2) = 16
    assert result.ram_allowed == driver
    assert result.rows[1].reached == driver * F(361, 400)


def test_vehicle_destroyed_when_its_wounds_reach_w():
    # W 1, AR 10: DAM 7 vs AR 10 wounds on 17/20, destroying it.
    result = ram(Vehicle(sz=2, ld=10, ar=10, w=1), model(sz=1, ar=40), model(sz=1, ar=40))
    first = result.rows[0]
    assert first.stops.destroyed == F(17, 20) and first.stops.wound == 0
    assert result.rows[1].reached == F(3, 20)
    assert result.vehicle_destroyed == F(17, 20) + F(3, 20) * F(17, 20)
    # The model still takes its damage: DAM 8 vs AR 40 wounds on a natural 20 only.
    assert first.removed == F(1, 20)


def test_destroyed_takes_precedence_over_end_of_round():
    # Terrain: DAM 8 x 1 vs AR 10 (18/20) against a W 1 vehicle; driver LD 20 - 8 = 12.
    result = ram(Vehicle(sz=2, ld=20, ar=10, w=1), TerrainPiece())
    assert result.rows[0].stops.destroyed == F(3, 5) * F(18, 20)
    assert result.rows[0].stops.end_of_round == F(3, 5) * F(2, 20)


def test_impenetrable_vehicle_ignores_small_models():
    # SZ 1-2 models hit back with a Natural Attack of DAM 7-8 (<= 10): no effect.
    result = ram(Vehicle(sz=3, ld=10, ar=0, w=1, impenetrable=True), model(sz=2), model(sz=1))
    assert result.completed == 1 and result.vehicle_destroyed == 0
    # An SZ 3 model's DAM 9 x 2 is AV-0: it still wounds (19/20 each vs AR 0).
    result = ram(Vehicle(sz=3, ld=20, ar=0, w=1, impenetrable=True), model(sz=3))
    assert result.vehicle_destroyed == F(19, 20) * (1 - F(1, 400))


def test_impenetrable_model_is_still_wounded_by_the_ram():
    plain = ram(Vehicle(sz=3, ld=12, ar=20, w=2), model(sz=2, ar=20, w=2))
    tough = ram(Vehicle(sz=3, ld=12, ar=20, w=2), model(sz=2, ar=20, w=2, impenetrable=True))
    # DAM 9 x 2 vs AR 20: 9/20 each; removed = (9/20)^2.
    assert plain.rows[0].removed == tough.rows[0].removed == F(81, 400)
    assert any(getattr(s, "impenetrable", False) and not s.immune for s in tough.steps)


# --- An independent every-d20 brute force ------------------------------------------


class _NeedDie(Exception):
    pass


def ld_passes(face, target):
    return face == 1 or (face != 20 and face <= target)


def wounds(face, dam, ar):
    """Natural 20 wounds, natural 1 saves, otherwise a roll above AR - DAM wounds."""
    return face == 20 or (face != 1 and face > ar - dam)


def play(vehicle, path, roll):
    """One ram with the faces `roll` hands out, written straight from the rules text."""
    n = len(path)
    outcome = {"allowed": False, "reached": [False] * n, "cover": [False] * n, "hit": [False] * n,
               "wounds": [0] * n, "vehicle": 0, "stop": None}
    vsz = vehicle["sz"]
    if vehicle.get("flying") or vehicle.get("biped") or any(r["kind"] == "friend" for r in path):
        return outcome
    for row in path:
        if row["kind"] in ("model", "vehicle") and row["sz"] >= vsz:
            if not ld_passes(roll(), vehicle["ld"] - 4 * (row["sz"] - vsz)):
                return outcome
        elif row["kind"] == "terrain":
            if not ld_passes(roll(), vehicle["ld"] - 8):
                return outcome
    outcome["allowed"] = True
    taken_total = 0
    for index, row in enumerate(path):
        outcome["reached"][index] = True
        if row["kind"] == "terrain":
            outcome["hit"][index] = True
            taken = sum(wounds(roll(), 6 + vsz, vehicle["ar"]) for _ in range(max(1, vsz - 1)))
            taken_total = min(vehicle["w"], taken_total + taken)
            outcome["stop"] = (index, "destroyed" if taken_total == vehicle["w"] else "end_of_round")
            break
        if row.get("wait") and ld_passes(roll(), row["ld"] + vsz):
            outcome["cover"][index] = True
            continue
        outcome["hit"][index] = True
        dealt = sum(wounds(roll(), 6 + vsz, row["ar"]) for _ in range(max(1, vsz - 1)))
        outcome["wounds"][index] = min(row["w"], dealt)
        natural = row["kind"] == "model" and row["sz"] < 3
        if vehicle.get("impenetrable") and natural and 6 + row["sz"] <= 10:
            taken = 0
        else:
            taken = sum(wounds(roll(), 6 + row["sz"], vehicle["ar"]) for _ in range(max(1, row["sz"] - 1)))
        taken_total = min(vehicle["w"], taken_total + taken)
        if taken_total == vehicle["w"]:
            outcome["stop"] = (index, "destroyed")
            break
        if (row["kind"] == "vehicle" and row["sz"] >= 3) or row["sz"] >= vsz + 2:
            outcome["stop"] = (index, "end_of_round")
            break
        if taken:
            outcome["stop"] = (index, "wound")
            break
    outcome["vehicle"] = taken_total
    return outcome


def brute_force(vehicle, path):
    """Every sequence of D20 faces the ram can use, each weighted (1/20)^length."""
    leaves = Counter()
    stack = [()]
    while stack:
        faces = stack.pop()
        position = 0

        def roll():
            nonlocal position
            if position == len(faces):
                raise _NeedDie
            position += 1
            return faces[position - 1]

        try:
            outcome = play(vehicle, path, roll)
        except _NeedDie:
            stack.extend(faces + (face,) for face in range(1, 21))
            continue
        key = (outcome["allowed"], tuple(outcome["reached"]), tuple(outcome["cover"]), tuple(outcome["hit"]),
               tuple(outcome["wounds"]), outcome["vehicle"], outcome["stop"])
        leaves[key] += F(1, 20 ** len(faces))
    return leaves


def _to_input(vehicle, path):
    rows = []
    for row in path:
        if row["kind"] == "terrain":
            rows.append(TerrainPiece())
        elif row["kind"] == "friend":
            rows.append(FriendlyModel(row.get("sz")))
        else:
            rows.append(EnemyModel(sz=row["sz"], ar=row["ar"], w=row["w"], ld=row.get("ld", 10),
                                   wait=row.get("wait", False), vehicle=row["kind"] == "vehicle"))
    return RammingInput(Vehicle(**vehicle), tuple(rows))


def M(sz, ar, w, **extra):
    return {"kind": "model", "sz": sz, "ar": ar, "w": w} | extra


BRUTE_CASES = [
    ({"sz": 2, "ld": 10, "ar": 20, "w": 2}, [M(1, 10, 1)]),
    ({"sz": 2, "ld": 10, "ar": 20, "w": 2}, [M(1, 10, 1, wait=True, ld=8)]),
    ({"sz": 2, "ld": 12, "ar": 18, "w": 1}, [M(2, 12, 2, wait=True, ld=9)]),
    ({"sz": 2, "ld": 14, "ar": 12, "w": 2}, [{"kind": "terrain"}, M(1, 10, 1)]),
    ({"sz": 2, "ld": 14, "ar": 25, "w": 1}, [M(1, 6, 1), {"kind": "terrain"}]),
    ({"sz": 1, "ld": 18, "ar": 14, "w": 2}, [M(3, 5, 2)]),
    ({"sz": 2, "ld": 13, "ar": 22, "w": 2}, [{"kind": "vehicle", "sz": 3, "ar": 20, "w": 1}]),
    ({"sz": 2, "ld": 12, "ar": 30, "w": 1, "impenetrable": True}, [M(1, 8, 1), M(2, 9, 1), M(1, 9, 1)]),
    ({"sz": 2, "ld": 10, "ar": 0, "w": 2}, [M(1, 10, 1), {"kind": "vehicle", "sz": 1, "ar": 9, "w": 1}]),
    ({"sz": 3, "ld": 10, "ar": 15, "w": 1}, [M(1, 20, 2)]),
    ({"sz": 2, "ld": 10, "ar": 15, "w": 1, "flying": True}, [M(1, 20, 2)]),
    ({"sz": 2, "ld": 10, "ar": 15, "w": 1}, [M(1, 20, 2), {"kind": "friend", "sz": 1}]),
    # Three driver tests: each terrain piece and the equal-SZ model.
    ({"sz": 2, "ld": 14, "ar": 20, "w": 2}, [{"kind": "terrain"}, M(2, 10, 1), {"kind": "terrain"}]),
]


@pytest.mark.parametrize("vehicle, path", BRUTE_CASES)
def test_agrees_with_brute_force(vehicle, path):
    leaves = brute_force(vehicle, path)
    assert sum(leaves.values()) == 1
    result = evaluate(_to_input(vehicle, path))

    def p(predicate):
        return sum((w for key, w in leaves.items() if predicate(*key)), F(0))

    assert result.ram_allowed == p(lambda allowed, *_: allowed)
    for index, row in enumerate(result.rows):
        assert row.reached == p(lambda a, reached, *_: reached[index])
        assert row.took_cover == p(lambda a, r, cover, *_: cover[index])
        assert row.hit == p(lambda a, r, c, hit, *_: hit[index])
        for k, probability in enumerate(row.wounds):
            assert probability == p(lambda a, r, c, h, dealt, *_: dealt[index] == k)
        for reason in ("wound", "end_of_round", "destroyed"):
            assert getattr(row.stops, reason) == p(lambda *key: key[-1] == (index, reason))
    for k, probability in enumerate(result.vehicle_wounds):
        assert probability == p(lambda *key: key[5] == k)
    assert result.completed == p(lambda allowed, *key: allowed and key[-1] is None)


# --- Properties -----------------------------------------------------------------------

vehicles = st.builds(Vehicle, sz=st.integers(1, 10), ld=st.integers(0, 20), ar=st.integers(0, 40),
                     w=st.integers(1, 20), impenetrable=st.booleans())
enemies = st.builds(EnemyModel, sz=st.integers(1, 10), ar=st.integers(0, 40), w=st.integers(1, 20),
                    ld=st.integers(0, 20), wait=st.booleans(), impenetrable=st.booleans(), vehicle=st.booleans())
rows = st.one_of(enemies, enemies, enemies, st.just(TerrainPiece()))
paths = st.lists(rows, min_size=1, max_size=6).map(tuple)


@settings(max_examples=60, deadline=None)
@given(vehicles, paths)
def test_distributions_are_complete(vehicle, path):
    result = evaluate(RammingInput(vehicle, path))
    assert sum(result.vehicle_wounds) == 1
    assert result.completed + result.stops.total == result.ram_allowed
    previous = result.ram_allowed
    for row in result.rows:
        assert sum(row.wounds) == 1
        assert row.reached <= previous
        assert row.took_cover + row.hit == row.reached
        assert row.removed <= row.hit
        previous = row.reached - row.stops.total
    assert result.expected_removed <= len(path)


@settings(max_examples=40, deadline=None)
@given(vehicles, paths, st.integers(0, 19))
def test_a_better_driver_never_lowers_the_chance_to_ram(vehicle, path, ld):
    worse = evaluate(RammingInput(Vehicle(vehicle.sz, ld, vehicle.ar, vehicle.w), path))
    better = evaluate(RammingInput(Vehicle(vehicle.sz, ld + 1, vehicle.ar, vehicle.w), path))
    assert better.ram_allowed >= worse.ram_allowed


@settings(max_examples=40, deadline=None)
@given(vehicles, enemies, st.integers(0, 39))
def test_more_armour_never_raises_the_first_models_removal(vehicle, enemy, ar):
    def removed(armour):
        row = EnemyModel(enemy.sz, armour, enemy.w, enemy.ld, enemy.wait, enemy.impenetrable, enemy.vehicle)
        return evaluate(RammingInput(vehicle, (row,))).rows[0].removed

    assert removed(ar + 1) <= removed(ar)


@settings(max_examples=40, deadline=None)
@given(vehicles, enemies, st.integers(0, 19))
def test_a_steadier_model_takes_cover_more_often(vehicle, enemy, ld):
    def took_cover(leadership):
        row = EnemyModel(enemy.sz, enemy.ar, enemy.w, leadership, True, enemy.impenetrable, enemy.vehicle)
        return evaluate(RammingInput(vehicle, (row,))).rows[0].took_cover

    assert took_cover(ld + 1) >= took_cover(ld)


@settings(max_examples=40, deadline=None)
@given(vehicles, paths)
def test_a_small_model_added_at_the_end_changes_nothing_before_it(vehicle, path):
    assume(vehicle.sz >= 2)
    longer = path + (EnemyModel(sz=vehicle.sz - 1, ar=10, w=1, ld=10),)
    short, long = evaluate(RammingInput(vehicle, path)), evaluate(RammingInput(vehicle, longer))
    assert long.rows[:-1] == short.rows
    assert long.rows[-1].reached == short.completed


# --- Scenario contract, round trip and bad input ----------------------------------------

CONTRACT = {
    "format": 1, "game": "warzone", "calculator": "ramming",
    "vehicle": {"sz": 4, "ld": 12, "ar": 28, "w": 3, "flying": False, "biped": False},
    "path": [{"kind": "model", "sz": 2, "ar": 22, "w": 1, "ld": 11, "wait": False},
             {"kind": "terrain"}, {"kind": "vehicle", "sz": 3, "ar": 26, "w": 2, "ld": 10, "wait": False},
             {"kind": "friend", "sz": 2}],
}


def test_contract_parses_and_results_hold_the_required_keys():
    inputs = RAMMING.parse(CONTRACT)
    results = exact_json(RAMMING.results(RAMMING.evaluate(inputs)))
    # A friendly model on the path: the ram is impossible, so everything is 0.
    assert results["ram_allowed"] == "0"
    assert results["vehicle_destroyed"] == "0"
    assert results["expected_removed"] == "0"
    assert len(results["path"]) == 4
    for row in results["path"]:
        assert {row["reached"], row["hit"], row["removed"]} == {"0"}


def test_contract_without_the_friend():
    data = CONTRACT | {"path": CONTRACT["path"][:3]}
    results = RAMMING.results(RAMMING.evaluate(RAMMING.parse(data)))
    # Only the terrain needs a driver test: LD 12 - 8 = 4: 1/5.
    assert results["ram_allowed"] == F(1, 5)
    # The SZ 2 model: DAM 10 x 3 vs AR 22, 2/5 each: removed 1/5 x (1 - (3/5)^3).
    assert results["path"][0]["removed"] == F(1, 5) * (1 - F(27, 125))
    # It hits back with DAM 8 vs AR 28: 1/20 stops the vehicle before the terrain.
    assert results["path"][1]["reached"] == F(1, 5) * F(19, 20)
    assert results["path"][2]["reached"] == 0
    assert results["expected_removed"] == results["path"][0]["removed"]


@settings(max_examples=40, deadline=None)
@given(vehicles, st.lists(st.one_of(rows, st.builds(FriendlyModel, st.one_of(st.none(), st.integers(1, 10)))),
                          min_size=1, max_size=5).map(tuple))
def test_dump_round_trips(vehicle, path):
    inputs = RammingInput(vehicle, path)
    assert RAMMING.parse(HEADER | RAMMING.dump(inputs)) == inputs


def test_default_round_trips_and_evaluates():
    inputs = RAMMING.default()
    assert RAMMING.parse(HEADER | RAMMING.dump(inputs)) == inputs
    assert 0 < RAMMING.evaluate(inputs).ram_allowed <= 1


def _with(path=None, **vehicle):
    data = {**CONTRACT, "vehicle": {**CONTRACT["vehicle"], **vehicle}}
    if path is not None:
        data["path"] = path
    return data


@pytest.mark.parametrize("data, field", [
    (_with(path=[]), "path"),
    (_with(path=[{"kind": "terrain"}] * 200), "path"),
    (_with(sz=0), "vehicle.sz"),
    (_with(ar=-1), "vehicle.ar"),
    (_with(w=0), "vehicle.w"),
    (_with(ld=21), "vehicle.ld"),
    (_with(flying="no"), "vehicle.flying"),
    (_with(path=[{"kind": "model", "sz": 0, "ar": 10, "w": 1, "ld": 10}]), "path[0].sz"),
    (_with(path=[{"kind": "terrain"}, {"kind": "model", "sz": 2, "ar": -3, "w": 1, "ld": 10}]), "path[1].ar"),
    (_with(path=[{"kind": "vehicle", "sz": 2, "ar": 10, "w": 21, "ld": 10}]), "path[0].w"),
    (_with(path=[{"kind": "model", "sz": 2, "ar": 10, "w": 1}]), "path[0].ld"),
    (_with(path=[{"kind": "boulder"}]), "path[0].kind"),
    (_with(path=[{"kind": "friend", "sz": 11}]), "path[0].sz"),
    (_with(path=["terrain"]), "path[0]"),
    ({**CONTRACT, "vehicle": None}, "vehicle"),
    (_with(impenetrible=True), "vehicle"),
    (_with(path=[{"kind": "terrain", "sz": 3}]), "path[0]"),
])
def test_bad_input_names_the_field(data, field):
    with pytest.raises(InputError) as error:
        RAMMING.parse(data)
    assert error.value.field == field


def test_directly_built_bad_inputs_are_refused():
    with pytest.raises(InputError) as error:
        Vehicle(sz=0, ld=10, ar=10, w=1)
    assert error.value.field == "vehicle.sz"
    vehicle = Vehicle(sz=2, ld=10, ar=10, w=1)
    with pytest.raises(InputError) as error:
        RammingInput(vehicle, (TerrainPiece(), model(sz=11)))
    assert error.value.field == "path[1].sz"
    with pytest.raises(InputError) as error:
        RammingInput(vehicle, ())
    assert error.value.field == "path"
