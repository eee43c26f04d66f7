"""The jungle battle tracker's rules: points, one new encounter per piece and phase, the re-check of
every encounter that stays, All is Well's removal, and the stored form."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.model.lustria.battle import (
    Battle,
    BattleError,
    PlacedEncounter,
    Recheck,
    Refusal,
    Removal,
    TerrainPiece,
    battle_from_json,
    battle_to_json,
)
from companion.model.lustria.encounters import Encounter, Terrain

Q, TRAP, PLANT, WELL = Encounter.QUICKSAND, Encounter.NATIVE_TRAP, Encounter.CARNIVOROUS_PLANT, Encounter.ALL_IS_WELL


def table(points=9):
    """A pool (jungle, 1 point) and temple ruins (other terrain, 2 points), points rolled."""
    return Battle(points=points).add_piece("Pool", Terrain.JUNGLE).add_piece("Temple ruins", Terrain.OTHER)


def test_starting_an_encounter_pays_the_piece_and_takes_its_phase():
    """Seed: "škrtněte si příslušný počet bodů (džungle 1, vše ostatní 2)" and "V jedné fázi je možné
    seslat překvapení na jeden terén jen jednou": 9 points, the pool costs 1 and the ruins 2."""
    battle = table().place(0, Q)
    assert battle.spent == (1, 0) and battle.left(0) == 8
    assert battle.pieces[0].encounters == (PlacedEncounter(Q, 0, 1),)
    assert battle.place_refusal(0) is Refusal.PIECE_TOOK_ONE
    with pytest.raises(BattleError) as refused:
        battle.place(0, TRAP)
    assert refused.value.refusal is Refusal.PIECE_TOOK_ONE
    battle = battle.place(1, PLANT)  # another piece in the same phase
    assert battle.spent == (3, 0)
    battle = battle.next_phase()
    assert (battle.phase, battle.active) == (2, 1)
    battle = battle.place(0, TRAP)  # a new phase, the other player: the pool takes one again
    assert battle.spent == (3, 1)
    assert [placed.encounter for placed in battle.pieces[0].encounters] == [Q, TRAP]


def test_points_must_be_rolled_and_enough():
    assert Battle().add_piece("Pool", Terrain.JUNGLE).place_refusal(0) is Refusal.POINTS_NOT_ROLLED
    battle = table(points=7).with_spent(0, 6)
    assert battle.place_refusal(1) is Refusal.NOT_ENOUGH_POINTS  # 1 left, the ruins cost 2
    assert battle.place_refusal(0) is None
    assert battle.place(0, Q).left(0) == 0


def test_every_encounter_that_stays_is_checked_again_for_both_players():
    """Seed: "Na začátku této fáze zkontrolujte všechny existující Encounters, jestli se nějaká jednotka
    (platí pro oba hráče) nenachází v dosahu." Phase 1: player 1 puts quicksand in the pool and a plant in
    the ruins. Phase 2 (player 2) starts by checking both again, whoever placed them; player 2 adds a
    second quicksand and an All is Well. Phase 3 checks all three that act: the two quicksands say they
    overlap (they count once), the All is Well does nothing and is not listed."""
    battle = table(12).place(0, Q).place(1, PLANT)
    assert battle.rechecks() == ()  # what was started in this phase was resolved when it was placed
    battle = battle.next_phase()
    assert battle.rechecks() == (Recheck(0, 0, "Pool", Q, 0, False), Recheck(1, 0, "Temple ruins", PLANT, 0, False))
    battle = battle.place(0, Q).place(1, WELL)
    assert len(battle.rechecks()) == 2
    battle = battle.next_phase()
    assert battle.active == 0
    assert battle.rechecks() == (
        Recheck(0, 0, "Pool", Q, 0, True), Recheck(0, 1, "Pool", Q, 1, True), Recheck(1, 0, "Temple ruins", PLANT, 0, False),
    )


def test_all_is_well_removes_one_encounter_here_for_nothing_or_elsewhere_for_a_point():
    """Seed: "je možné odstranit jedno překvapení (které je již ve hře) z tohoto terénu. Je možné za
    příplatek jednoho bodu odstranit jedno překvapení z jakéhokoliv terénu." """
    battle = table(12).place(0, Q).place(1, PLANT).next_phase()
    assert battle.removal(0, 0) is None and battle.remove_refusal(0, 0) is Refusal.NO_ALL_IS_WELL
    battle = battle.place(0, WELL)  # player 2 rolls All is Well in the pool
    assert battle.removal(0, 0) == Removal(0, 1, 1, 0)
    assert battle.removal(1, 0) == Removal(0, 1, 1, 1)
    assert battle.removal(0, 1) is None  # not itself
    free = battle.remove(0, 0)
    assert [p.encounter for p in free.pieces[0].encounters] == [WELL] and free.spent == (3, 1)
    assert free.pieces[0].encounters[0].removal_used
    assert free.remove_refusal(1, 0) is Refusal.NO_ALL_IS_WELL  # once only
    elsewhere = battle.remove(1, 0)
    assert elsewhere.pieces[1].encounters == () and elsewhere.spent == (3, 2)  # player 2 pays the point
    assert elsewhere.next_phase().next_phase().place(1, WELL).removal(0, 0).cost == 1
    # The removal belongs to the phase the All is Well was rolled in.
    assert battle.next_phase().removal(0, 0) is None


def test_a_paid_removal_needs_the_point():
    battle = Battle(points=7).add_piece("Pool", Terrain.JUNGLE).add_piece("Ford", Terrain.JUNGLE).place(0, Q)
    battle = battle.next_phase().with_spent(1, 6).place(1, WELL)
    assert battle.left(1) == 0
    assert battle.remove_refusal(0, 0) is Refusal.NOT_ENOUGH_POINTS


def test_taking_back_a_mistake_of_this_phase_refunds_it():
    battle = table().place(1, TRAP)
    undone = battle.take_back(1, 0)
    assert undone.spent == (0, 0) and undone.pieces[1].encounters == () and undone.place_refusal(1) is None
    assert battle.next_phase().take_back_refusal(1, 0) is Refusal.NOT_THIS_PHASE
    used = table(12).place(1, TRAP).next_phase().place(0, WELL).remove(1, 0)
    assert used.take_back_refusal(0, 0) is Refusal.REMOVAL_USED


def test_terrain_pieces():
    battle = table()
    assert [(p.name, p.kind, p.cost) for p in battle.pieces] == [("Pool", Terrain.JUNGLE, 1),
                                                                  ("Temple ruins", Terrain.OTHER, 2)]
    assert battle.remove_piece(0).pieces[0].name == "Temple ruins"
    assert battle.place(0, Q).remove_piece_refusal(0) is Refusal.PIECE_HAS_ENCOUNTERS
    with pytest.raises(InputError):
        battle.add_piece("   ", Terrain.JUNGLE)


ACTIONS = st.lists(st.tuples(st.sampled_from(["place", "next", "remove", "take_back", "add"]),
                             st.integers(0, 3), st.integers(0, 3), st.sampled_from(list(Encounter))), max_size=30)


def play(actions):
    battle = table(9)
    for action, piece, index, encounter in actions:
        if action == "add":
            battle = battle.add_piece(f"Piece {len(battle.pieces) + 1}", Terrain.JUNGLE)
        elif action == "next":
            battle = battle.next_phase()
        elif piece < len(battle.pieces):
            if action == "place" and battle.place_refusal(piece) is None:
                battle = battle.place(piece, encounter)
            elif index < len(battle.pieces[piece].encounters):
                if action == "remove" and battle.remove_refusal(piece, index) is None:
                    battle = battle.remove(piece, index)
                elif action == "take_back" and battle.take_back_refusal(piece, index) is None:
                    battle = battle.take_back(piece, index)
    return battle


@settings(max_examples=60, deadline=None)
@given(ACTIONS)
def test_whatever_is_done_the_rules_hold_and_the_tracker_reads_back(actions):
    battle = play(actions)
    for player in (0, 1):
        assert 0 <= battle.left(player) <= battle.points
    for piece in battle.pieces:
        phases = [placed.phase for placed in piece.encounters]
        assert len(phases) == len(set(phases)), "one new encounter per piece and phase"
        assert all(1 <= phase <= battle.phase for phase in phases)
    assert all(check.encounter is not WELL for check in battle.rechecks())
    assert battle_from_json(json.loads(json.dumps(battle_to_json(battle)))) == battle


def test_the_first_stored_format_is_read():
    """What earlier releases stored: a flat list of marked encounters and 6 for "not rolled"."""
    old = {"points": 6, "spent": [0, 3], "marked": [
        {"terrain": "Pool", "kind": "jungle", "encounter": "quicksand", "player": 1},
        {"terrain": "Ruins", "kind": "other_terrain", "encounter": "lashworm", "player": 1},
        {"terrain": "Pool", "kind": "jungle", "encounter": "swarm", "player": 0},
    ]}
    battle = battle_from_json(old)
    assert battle.points is None and battle.spent == (0, 3) and battle.phase == 1
    assert battle.pieces == (
        TerrainPiece("Pool", Terrain.JUNGLE, (PlacedEncounter(Q, 1, 0), PlacedEncounter(Encounter.SWARM, 0, 0))),
        TerrainPiece("Ruins", Terrain.OTHER, (PlacedEncounter(Encounter.LASHWORM, 1, 0),)),
    )
    assert len(battle.rechecks()) == 3  # placed before this phase: checked again now


@pytest.mark.parametrize("damage, field", [
    ({"phase": 0}, "phase"),
    ({"points": 13}, "points"),
    ({"spent": [0]}, "spent"),
    ({"active": 2}, "active"),
    ({"pieces": [{"name": "", "kind": "jungle", "encounters": []}]}, "pieces[0].name"),
    ({"pieces": [{"name": "Pool", "kind": "swamp", "encounters": []}]}, "pieces[0].kind"),
    ({"pieces": [{"name": "Pool", "kind": "jungle", "encounters": [
        {"encounter": "quicksand", "player": 0, "phase": 5}]}]}, "pieces[0].encounters[0].phase"),
])
def test_a_damaged_store_names_the_field(damage, field):
    good = battle_to_json(table().place(0, Q))
    with pytest.raises(InputError) as error:
        battle_from_json(good | damage)
    assert error.value.field == field
