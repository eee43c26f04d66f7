"""The Lustria encounters page: unit editor, every encounter's odds, the Roll
button and the encounter-points tracker."""

import json
import random
from fractions import Fraction as F

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from companion.gui.lustria.common import select_save
from companion.gui.widgets.forms import select_data
from companion.gui.widgets.tables import HIGHLIGHT
from tests.gui.lustria import test_shooting as shared
from tests.helpers import settle

lustria_window, window, tab = shared.lustria_window, shared.window, shared.tab  # one window per module

CONTRACT = {
    "format": 1, "game": "lustria", "calculator": "encounter", "encounter": "swarm",
    "unit": {"models": 20, "under_template": 8, "toughness": 3, "wounds": 1, "save": 5, "ward": None,
             "leadership": 7, "lizardmen": False},
}
ROWS = ["Native Curse", "Madcap Fungi Spore Cloud", "Swarm", "All is Well", "Carnivorous Plant", "Lashworm Attack",
        "Quicksand", "Native Trap", "Random encounter (2D6)"]
# The contract unit (20 models, 8 under, T3, W1, 5+, Ld7) by hand. Ld7 fails on 8+: 15/36.
BY_HAND = [
    F(0),                    # Native Curse: a Panic test, no casualties
    F(15, 36) * F(7, 2),     # Fungi: a failed test removes D6 (3.5 on average)
    F(7, 2) * F(1, 3),       # Swarm: D6 S2 hits wound T3 on 5+, no armour save
    F(0),                    # All is Well
    2 * F(2, 3) * F(5, 6),   # Plant: D3 S4 hits wound on 3+, save 5+ -1 = 6+
    F(5, 6),                 # Lashworm: one S6 hit wounds on 2+, save lost
    # Quicksand and Native Trap test all 20 models of the unit hit ("Každý model v každé zasažené jednotce"),
    # not only the 8 under the template as the earlier reading did (8/3 and 4/3).
    20 * F(1, 3),            # Quicksand: each of 20 models sinks on a passed 5+ save
    20 * F(1, 6),            # Native Trap: each of 20 removed on a 1
]
WEIGHTS = [F(3, 36), F(3, 36), F(4, 36), F(5, 36), F(11, 36), F(4, 36), F(5, 36), F(1, 36)]


@pytest.fixture
def panel(qtbot, tab):
    panel = tab.encounter_panel
    tab.setCurrentWidget(panel)
    panel.clear_pin()
    panel.exactly.click()
    panel.reset_to_defaults()
    panel.roll_log.clear()
    panel.tracker.new_battle()
    settle(qtbot, panel)
    return panel


def headline(panel):
    return {panel.table.cell_text(r, 0): (panel.table.cell_text(r, 1), panel.table.item(r, 1).toolTip())
            for r in range(panel.table.rowCount())}


def types_column(panel, index, tips=False):
    table = panel.types_table
    return [table.item(r, index).toolTip() if tips else table.cell_text(r, index) for r in range(table.rowCount())]


def test_contract_swarm_headline(panel):
    shown = headline(panel)
    assert panel.selected_label.text() == "Swarm against this unit"
    assert shown["Expected models removed"] == ("1.17", "7/6")
    # No casualty: 1/6 * sum over 1..6 hits of (2/3)^h.
    none = F(1, 6) * sum(F(2, 3) ** h for h in range(1, 7))
    assert shown["At least one model removed"] == ("69.59%", str(1 - none))
    assert shown["Caught by the template"] == ("100.00%", "1")
    assert panel.chart.categories[:3] == ["0", "1", "2"]
    assert panel.chart.hover_text(0).splitlines() == ["0", f"30.41%  ({none})"]


def test_every_type_and_the_random_mixture(panel):
    assert types_column(panel, 0) == ROWS
    expected = [*BY_HAND, sum(w * e for w, e in zip(WEIGHTS, BY_HAND, strict=True))]
    assert [F(tip) for tip in types_column(panel, 3, tips=True)] == expected
    assert [F(tip) for tip in types_column(panel, 2, tips=True)] == [*WEIGHTS, 1]
    assert types_column(panel, 1) == ["2–3", "4", "5", "6", "7–8", "9", "10–11", "12", "2–12"]
    assert types_column(panel, 3)[6] == "6.67"
    distribution = panel.distribution
    # The whole unit of 20 can sink: 0..9 models, then "10+".
    assert distribution.rowCount() == 9 and distribution.columnCount() == 11
    native_trap = [distribution.values[7][k] or 0 for k in range(11)]
    assert native_trap[0] == F(5, 6) ** 20 and sum(native_trap) == 1
    assert distribution.item(7, 0).text() == "3" and distribution.item(7, 10).text() == "<1"
    assert distribution.item(0, 0).text() == "100" and distribution.item(0, 1).text() == ""


def test_a_big_unit_folds_the_distribution_columns(qtbot, panel):
    panel.models.setValue(40)
    panel.under.setValue(30)
    settle(qtbot, panel)
    distribution = panel.distribution
    assert distribution.columnCount() == 11
    assert distribution.horizontalHeaderItem(10).text() == "10+"
    assert sum(distribution.values[6][k] or 0 for k in range(11)) == 1


def test_the_most_damaging_encounter_is_highlighted(qtbot, panel):
    table = panel.types_table
    assert [table.is_highlighted(r) for r in range(9)] == [r == 6 for r in range(9)]
    assert table.item(6, 0).background().color() == HIGHLIGHT
    assert panel.most_label.text().startswith("Most damaging: Quicksand, 6.67")
    # Without armour quicksand cannot sink anyone: the Native Trap (10/3, the whole unit) becomes the worst.
    select_save(panel.save, None)
    settle(qtbot, panel)
    assert [table.is_highlighted(r) for r in range(9)] == [r == 7 for r in range(9)]
    assert types_column(panel, 3)[6] == "0.00"
    assert "escape" in table.item(6, 0).toolTip()
    # Jungle costs 1 point, other terrain 2: jungle removes more per point.
    assert panel.points_table.is_highlighted(0) and not panel.points_table.is_highlighted(1)
    random_expected = F(types_column(panel, 3, tips=True)[8])
    assert panel.points_table.item(1, 2).toolTip() == str(random_expected / 2)


def test_the_explanation_marks_the_readings(qtbot, panel):
    explanation = panel.explanation.text()
    assert "Quicksand and the Native Trap test every model of each unit hit" in explanation
    assert "changed from the earlier reading" in explanation
    assert "Madcap Fungi: every unit hit becomes Immune to Psychology, whether it passed" in explanation
    select_data(panel.encounter, "madcap_fungi")
    settle(qtbot, panel)
    assert "whether it passed or failed (our reading)" in panel.detail.text()
    assert headline(panel)["Becomes Immune to Psychology"] == ("100.00%", "1")


def test_nothing_under_the_template_highlights_nothing(qtbot, panel):
    panel.under.setValue(0)
    settle(qtbot, panel)
    assert not any(panel.types_table.is_highlighted(r) for r in range(9))
    assert panel.most_label.text() == "No encounter can remove a model of this unit as it stands."


def test_lizardmen_ignore_the_curse_and_the_fungi(qtbot, panel):
    panel.lizardmen.setChecked(True)
    select_data(panel.encounter, "native_curse")
    settle(qtbot, panel)
    assert headline(panel)["Fails a Panic test"] == ("0.00%", "0")
    assert types_column(panel, 3)[:2] == ["0.00", "0.00"]
    assert panel.detail.text() == "Native Curse does not affect Lizardmen."


def test_the_template_cannot_cover_more_than_the_unit(qtbot, panel):
    panel.models.setValue(5)
    settle(qtbot, panel)
    assert panel.under.maximum() == 5 and panel.under.value() == 5
    assert panel.partly.maximum() == 0
    panel.under.setValue(2)
    settle(qtbot, panel)
    assert panel.partly.maximum() == 3


def test_partly_covered_models(qtbot, panel):
    panel.under.setValue(0)
    panel.partly.setValue(2)
    select_data(panel.encounter, "quicksand")
    settle(qtbot, panel)
    # Hit unless both 4+ rolls fail; then all 20 models test and pass 5+ (1/3): 3/4 * 20/3 = 5.
    # The earlier reading let only the two partly covered models test: 1/3.
    assert headline(panel)["Caught by the template"] == ("75.00%", "3/4")
    assert headline(panel)["Expected models removed"] == ("5.00", "5")
    assert "not only those under the template" in panel.detail.text()


def test_clicking_a_type_shows_its_distribution(qtbot, panel):
    panel.types_table.cellClicked.emit(7, 0)
    settle(qtbot, panel)
    assert panel.encounter.currentData() == "native_trap"
    assert panel.selected_label.text() == "Native Trap against this unit"
    assert panel.chart.exact[0] == F(5, 6) ** 20
    panel.types_table.cellClicked.emit(8, 0)
    settle(qtbot, panel)
    assert panel.encounter.currentData() == "random"


def test_pin_compares_two_units(qtbot, panel):
    panel.pin_buttons.pin_button.click()
    select_save(panel.save, 3)
    settle(qtbot, panel)
    assert not panel.table.isColumnHidden(2)
    assert panel.table.item(1, 2).toolTip() == "7/6"  # the swarm allows no save: no change
    assert panel.table.item(1, 3).toolTip() == "0"


def seeded(seed, count):
    rng = random.Random(seed)
    return [rng.randint(1, 6) for _ in range(count)]


def test_roll_resolves_a_swarm_with_every_die(panel, tab):
    tab.seed_dice(3)
    dice = seeded(3, 7)
    hits = dice[0]
    wound_dice = dice[1:1 + hits]
    removed = sum(d >= 5 for d in wound_dice)  # S2 v T3 wounds on 5+, no save
    assert removed < 5, "this seed must not cause a Panic test"
    panel.roll_log.roll_button.click()
    lines = panel.roll_log.last_roll.text().splitlines()
    assert lines[0] == f"Roll 1: Swarm (dice: {', '.join(map(str, dice[:1 + hits]))})"
    assert lines[1] == f"Number of hits: rolled {hits}."
    for hit, die in enumerate(wound_dice, start=1):
        outcome = "wounded" if die >= 5 else "no wound"
        assert lines[1 + hit] == f"Hit {hit}: to wound rolled {die} (needs 5+), {outcome}."
    assert lines[-1] == f"Models removed: {removed}; no Panic test."
    assert panel.roll_log.log.count() == 1 and panel.roll_log.log.item(0).text() == f"Roll 1: Swarm. {lines[-1]}"
    assert panel.roll_log.log.item(0).toolTip() == panel.roll_log.last_roll.text()


def test_roll_a_random_encounter_shows_the_type_roll(qtbot, panel, tab):
    select_data(panel.encounter, "random")
    settle(qtbot, panel)
    tab.seed_dice(8)
    first, second = seeded(8, 2)
    panel.roll_log.roll_button.click()
    names = {2: "Native Curse", 3: "Native Curse", 4: "Madcap Fungi Spore Cloud", 5: "Swarm", 6: "All is Well",
             7: "Carnivorous Plant", 8: "Carnivorous Plant", 9: "Lashworm Attack", 10: "Quicksand", 11: "Quicksand",
             12: "Native Trap"}
    total = first + second
    shown = panel.roll_log.last_roll.text().splitlines()
    assert shown[1] == f"Encounter type: {first} + {second} = {total}, {names[total]}."


def tracker_with_pieces(tracker, *pieces):
    """Add terrain pieces (name, kind) through the form, as a player does before the battle."""
    for name, kind in pieces:
        tracker.piece_name.setText(name)
        select_data(tracker.piece_kind, kind)
        tracker.add_piece_button.click()


def tree_rows(tracker):
    tree = tracker.tree
    return [[tree.topLevelItem(p).text(0), [[tree.topLevelItem(p).child(i).text(c) for c in range(2)]
                                            for i in range(tree.topLevelItem(p).childCount())]]
            for p in range(tree.topLevelItemCount())]


def test_tracker_rolls_points_and_spends_them_on_terrain_pieces(qtbot, panel, tab):
    tracker = panel.tracker
    assert not tracker.pay_button.isEnabled() and tracker.pay_reason.text() == "Add the terrain pieces first."
    tab.seed_dice(5)
    die = seeded(5, 1)[0]
    tracker.roll_points_button.click()
    assert tracker.points.value() == die + 6
    assert tracker.points_rolled.text() == f"Rolled {die} + 6 = {die + 6} points for each player."
    assert tracker.remaining[0].text() == f"{die + 6} left"
    tracker_with_pieces(tracker, ("Temple", "other_terrain"), ("", "jungle"))
    assert [row[0] for row in tree_rows(tracker)] == ["Temple", "Piece 2"]
    tracker.select((0, None))
    select_data(tracker.encounter, "lashworm")
    assert tracker.pay_button.text() == "P&ay 2 and place on Temple"
    tracker.pay_button.click()
    assert tracker.spent[0].value() == 2 and tracker.remaining[0].text() == f"{die + 4} left"
    # "V jedné fázi je možné seslat překvapení na jeden terén jen jednou": the temple is done for this phase.
    tracker.select((0, None))
    assert not tracker.pay_button.isEnabled()
    assert tracker.pay_reason.text() == "This piece has taken its one new encounter of this phase."
    tracker.select((1, None))
    tracker.pay_button.click()
    assert tracker.spent[0].value() == 3
    assert tree_rows(tracker) == [["Temple", [["Lashworm Attack", "Player 1, this phase"]]],
                                  ["Piece 2", [["Lashworm Attack", "Player 1, this phase"]]]]
    tracker.select((0, 0))
    tracker.show_button.click()
    settle(qtbot, panel)
    assert panel.encounter.currentData() == "lashworm"


def test_next_phase_lists_what_must_be_checked_again(qtbot, panel):
    """Seed: "Na začátku této fáze zkontrolujte všechny existující Encounters, jestli se nějaká jednotka
    (platí pro oba hráče) nenachází v dosahu." Player 1 puts quicksand in the pool in phase 1; phase 2 is
    player 2's, and it starts by checking the quicksand again; player 2 adds a second one there in phase 4,
    and from then on both say they count once where they overlap."""
    tracker = panel.tracker
    tracker.points.setValue(12)
    tracker_with_pieces(tracker, ("Pool", "jungle"))
    assert tracker.phase_label.text() == "Encounters phase 1: Player 1 is the active player."
    tracker.select((0, None))
    select_data(tracker.encounter, "quicksand")
    tracker.pay_button.click()
    assert tracker.rechecks.count() == 0
    assert tracker.recheck_label.text() == "Nothing to check again at the start of this phase."
    tracker.next_phase_button.click()
    assert tracker.phase_label.text() == "Encounters phase 2: Player 2 is the active player."
    assert tracker.active.currentData() == "1"
    assert [tracker.rechecks.item(i).text() for i in range(tracker.rechecks.count())] == [
        "Pool: Quicksand, started by Player 1"]
    assert "both players in range" in tracker.recheck_label.text()
    tracker.rechecks.itemDoubleClicked.emit(tracker.rechecks.item(0))
    settle(qtbot, panel)
    assert panel.encounter.currentData() == "quicksand"
    tracker.next_phase_button.click()
    tracker.next_phase_button.click()
    tracker.select((0, None))
    select_data(tracker.encounter, "quicksand")
    tracker.pay_button.click()  # player 2, phase 4
    assert tracker.spent[1].value() == 1
    tracker.next_phase_button.click()
    assert [tracker.rechecks.item(i).text() for i in range(tracker.rechecks.count())] == [
        "Pool: Quicksand, started by Player 1 (quicksands that overlap count once)",
        "Pool: Quicksand, started by Player 2 (quicksands that overlap count once)"]


def test_all_is_well_removes_an_encounter_and_a_mistake_is_taken_back(panel):
    tracker = panel.tracker
    tracker.points.setValue(12)
    tracker_with_pieces(tracker, ("Pool", "jungle"), ("Ruins", "other_terrain"))
    for piece, encounter in ((0, "swarm"), (1, "native_trap")):
        tracker.select((piece, None))
        select_data(tracker.encounter, encounter)
        tracker.pay_button.click()
    tracker.next_phase_button.click()
    tracker.select((1, 0))
    assert not tracker.remove_button.isEnabled() and not tracker.take_back_button.isEnabled()
    assert "Only an All is Well rolled in this phase can remove an encounter." in tracker.selected_reason.text()
    tracker.select((0, None))
    select_data(tracker.encounter, "all_is_well")
    tracker.pay_button.click()  # player 2 rolls All is Well in the pool
    tracker.select((1, 0))  # the trap in the ruins: another piece, one more point
    assert tracker.remove_button.text() == "Remove with All is Well, Player 2 pays 1"
    tracker.remove_button.click()
    assert tracker.spent[1].value() == 2 and tree_rows(tracker)[1] == ["Ruins", []]
    tracker.select((0, 0))
    assert not tracker.remove_button.isEnabled()  # the All is Well's removal is used
    tracker.select((0, 1))
    assert not tracker.take_back_button.isEnabled()
    tracker.select((1, None))
    select_data(tracker.encounter, "lashworm")
    tracker.pay_button.click()
    tracker.select((1, 0))
    tracker.take_back_button.click()  # a mistake: the points come back
    assert tracker.spent[1].value() == 2 and tree_rows(tracker)[1] == ["Ruins", []]
    tracker.select((1, None))
    assert tracker.remove_piece_button.isEnabled()
    tracker.remove_piece_button.click()
    assert [row[0] for row in tree_rows(tracker)] == ["Pool"]


def test_tracker_refuses_spending_beyond_the_points(panel):
    tracker = panel.tracker
    tracker.points.setValue(7)
    tracker.spent[0].setValue(6)
    tracker_with_pieces(tracker, ("Ruins", "other_terrain"), ("Pool", "jungle"))
    tracker.select((0, None))
    assert not tracker.pay_button.isEnabled()
    assert tracker.pay_reason.text() == "Player 1 has not enough points left."
    tracker.select((1, None))
    assert tracker.pay_button.isEnabled()
    tracker.pay_button.click()
    assert tracker.remaining[0].text() == "0 left"
    tracker.select((1, None))
    assert not tracker.pay_button.isEnabled()


def test_tracker_roll_2d6_picks_the_encounter(panel, tab):
    tab.seed_dice(21)
    first, second = seeded(21, 2)
    panel.tracker.roll_type_button.click()
    assert panel.tracker.type_rolled.text().startswith(f"Rolled {first} + {second} = {first + second}:")


def test_tracker_is_remembered(qtbot, window, panel):
    from companion.gui.lustria.tracker import EncounterTracker

    tracker = panel.tracker
    tracker.points.setValue(9)
    tracker_with_pieces(tracker, ("Pool", "jungle"))
    tracker.select((0, None))
    select_data(tracker.encounter, "native_trap")
    tracker.pay_button.click()
    tracker.next_phase_button.click()
    again = EncounterTracker(window.settings, random.Random())
    assert again.points.value() == 9 and again.spent[0].value() == 1 and again.battle.phase == 2
    assert tree_rows(again)[0][0] == "Pool" and again.rechecks.count() == 1
    window.settings.setValue("lustria/encounter_tracker", "{not json")
    assert EncounterTracker(window.settings, random.Random()).battle.pieces == ()
    # What an earlier release stored is read: its marked encounters go on their pieces.
    window.settings.setValue("lustria/encounter_tracker", json.dumps({"points": 8, "spent": [2, 0], "marked": [
        {"terrain": "Temple", "kind": "other_terrain", "encounter": "swarm", "player": 0}]}))
    old = EncounterTracker(window.settings, random.Random())
    assert tree_rows(old) == [["Temple", [["Swarm", "Player 1"]]]] and old.rechecks.count() == 1


def test_save_then_open(qtbot, window, panel, tmp_path):
    panel.models.setValue(30)
    panel.under.setValue(12)
    panel.partly.setValue(3)
    select_save(panel.ward, 6)
    panel.lizardmen.setChecked(True)
    select_data(panel.encounter, "random")
    settle(qtbot, panel)
    saved = panel.read_inputs()
    path = tmp_path / "encounter.companion.json"
    assert window.save_current(str(path))
    assert json.loads(path.read_text())["encounter"] is None
    panel.reset_to_defaults()
    settle(qtbot, panel)
    assert panel.read_inputs() != saved
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.read_inputs() == saved


def test_opening_the_contract_fills_the_form(qtbot, window, panel, tmp_path):
    panel.models.setValue(40)
    settle(qtbot, panel)
    path = tmp_path / "contract.companion.json"
    path.write_text(json.dumps(CONTRACT), encoding="utf-8")
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.models.value() == 20 and panel.under.value() == 8
    assert headline(panel)["Expected models removed"] == ("1.17", "7/6")


BAD_UNITS = [
    ("more under the template than in the unit", {"under_template": 21}, "unit.under_template"),
    ("save of 1", {"save": 1}, "unit.save"),
    ("save of 9", {"save": 9}, "unit.save"),
    ("Leadership 11", {"leadership": 11}, "unit.leadership"),
]


@pytest.mark.parametrize("changes, field", [b[1:] for b in BAD_UNITS], ids=[b[0] for b in BAD_UNITS])
def test_bad_files_show_one_message_and_keep_the_form(qtbot, window, panel, tmp_path, warnings, changes, field):
    panel.models.setValue(12)
    settle(qtbot, panel)
    before = panel.read_inputs()
    path = tmp_path / "bad.companion.json"
    path.write_text(json.dumps(CONTRACT | {"unit": CONTRACT["unit"] | changes}), encoding="utf-8")
    assert not window.open_scenario(str(path))
    assert len(warnings) == 1 and field in warnings[0][1] and str(path) in warnings[0][1]
    assert panel.read_inputs() == before


def test_reference_page_and_language_change(tab):
    text = tab.reference_page.browser.toPlainText()
    for term in ("Podrost", "Lehká džungle", "Hustá džungle", "Neprostupná džungle", "Letci", "Volná formace",
                 "Střelný prach", "Události", "15 inches", "10 inches", "Encounters phase"):
        assert term in text
    assert tab.page_titles() == ["Shooting", "Events", "Encounters", "Reference"]
    QApplication.sendEvent(tab, QEvent(QEvent.Type.LanguageChange))
    assert tab.tabText(3) == "Reference"
    assert "Podrost" in tab.reference_page.browser.toPlainText()
    assert tab.encounter_panel.tracker.points_group.title() == "Encounter points"
