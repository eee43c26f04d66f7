"""The Lustria events page: the 2D6 table, Lizardmen re-rolls and real dice."""

import json
import random
from fractions import Fraction as F

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from companion.model.lustria.events import Event
from tests.gui.lustria import test_shooting as shared
from tests.helpers import settle

lustria_window, window, tab = shared.lustria_window, shared.window, shared.tab  # one window per module

# The table by hand: 2D6 totals and their names as the page shows them.
NAMES = {2: "Stifling Humidity", 3: "Stifling Humidity", 4: "Tropical Storm", 5: "Hopelessly Lost",
         6: "Monkey Run", 7: "All is Well", 8: "Lingering Vapours", 9: "Lingering Vapours", 10: "Native Guide",
         11: "Native Guide", 12: "Malodorous Malady"}
WAYS = {total: 6 - abs(total - 7) for total in range(2, 13)}  # ways to roll each 2D6 total
ROW_TOTALS = [(2, 3), (4,), (5,), (6,), (7,), (8, 9), (10, 11), (12,)]


@pytest.fixture
def panel(qtbot, tab):
    panel = tab.events_panel
    tab.setCurrentWidget(panel)
    panel.reset_to_defaults()
    panel.roll_log.clear()
    settle(qtbot, panel)
    return panel


def column(panel, index, tips=False):
    table = panel.events_table
    return [table.item(r, index).toolTip() if tips else table.cell_text(r, index) for r in range(table.rowCount())]


def test_the_table_by_hand_sums_to_one(panel):
    plain = [F(sum(WAYS[t] for t in totals), 36) for totals in ROW_TOTALS]
    assert column(panel, 0) == ["2–3", "4", "5", "6", "7", "8–9", "10–11", "12"]
    assert [F(tip) for tip in column(panel, 3, tips=True)] == plain
    assert column(panel, 3, tips=True) == column(panel, 4, tips=True)
    assert column(panel, 3)[5] == "25.00%" and column(panel, 3)[0] == "8.33%"
    assert sum(F(tip) for tip in column(panel, 4, tips=True)) == 1
    assert column(panel, 1)[0] == "Stifling Humidity (Lizardmen may re-roll)"
    assert "Scaly Skin" in column(panel, 2)[0]
    assert panel.chart.categories == column(panel, 0)
    assert not panel.chart.reference_bars.isVisible()


def test_lizardmen_re_roll_changes_the_odds(qtbot, panel):
    panel.rerolls[Event.STIFLING_HUMIDITY].setChecked(True)
    settle(qtbot, panel)
    final = [F(tip) for tip in column(panel, 4, tips=True)]
    # Stifling Humidity stays only when re-rolled into it again: 3/36 * 3/36.
    assert final[0] == F(1, 144) and column(panel, 4)[0] == "0.69%"
    # All is Well: 6/36 at once, or 3/36 re-rolled then 6/36.
    assert final[4] == F(6, 36) + F(3, 36) * F(6, 36) and column(panel, 4)[4] == "18.06%"
    assert sum(final) == 1
    assert column(panel, 1)[0] == "Stifling Humidity (re-rolled)"
    assert panel.chart.reference_bars.isVisible()
    assert panel.chart.hover_text(0).splitlines()[:2] == ["2–3", "0.69%  (1/144)"]


def test_every_re_roll_and_the_storm(qtbot, panel):
    for box in panel.rerolls.values():
        box.setChecked(True)
    settle(qtbot, panel)
    rerolled = F(3 + 4 + 5 + 1, 36)
    storm = F(3, 36) + rerolled * F(3, 36)
    assert column(panel, 4, tips=True)[1] == str(storm) and column(panel, 4)[1] == "11.34%"
    storm_rows = [[panel.storm_table.cell_text(r, c) for c in range(2)] for r in range(3)]
    assert storm_rows == [["D3 = 1", "33.33%"], ["D3 = 2", "33.33%"], ["D3 = 3", "33.33%"]]
    assert "11.34%" in panel.storm_label.text() and "2.00" in panel.storm_label.text()


def test_a_fixed_first_turn_voids_monkey_run(qtbot, panel):
    panel.first_turn_fixed.setChecked(True)
    settle(qtbot, panel)
    final = [F(tip) for tip in column(panel, 4, tips=True)]
    assert final[3] == 0
    assert final[4] == F(6, 31)  # All is Well among the 31 ways that are not a 6
    assert "void" in panel.explanation.text()


def dice_for(seed, count):
    rng = random.Random(seed)
    return [rng.randint(1, 6) for _ in range(count)]


def test_roll_shows_the_dice_and_the_event(panel, tab):
    tab.seed_dice(11)
    first, second = dice_for(11, 2)
    panel.roll_log.roll_button.click()
    total = first + second
    expected = f"Rolled {first} + {second} = {total}: {NAMES[total]}."
    assert panel.roll_log.last_roll.text().startswith(expected)
    log = panel.roll_log.log
    assert log.count() == 1 and log.item(0).text() == "Roll 1: " + panel.roll_log.last_roll.text()
    panel.roll_log.roll_button.click()
    assert panel.roll_log.log.count() == 2 and panel.roll_log.log.item(0).text().startswith("Roll 2: ")
    panel.roll_log.clear_button.click()
    assert panel.roll_log.log.count() == 0 and panel.roll_log.last_roll.text() == "No roll yet."


def test_a_lizardmen_re_roll_is_rolled_and_shown(qtbot, panel, tab):
    for box in panel.rerolls.values():
        box.setChecked(True)
    settle(qtbot, panel)
    rerollable = {2, 3, 5, 10, 11, 12}
    seed = next(s for s in range(1000) if sum(dice_for(s, 2)) in rerollable and sum(dice_for(s, 4)[2:]) != 4)
    a, b, c, d = dice_for(seed, 4)
    tab.seed_dice(seed)
    panel.roll_log.roll_button.click()
    text = panel.roll_log.last_roll.text()
    assert text.startswith(f"Rolled {a} + {b} = {a + b}: {NAMES[a + b]}.")
    assert f"Lizardmen re-roll: {c} + {d} = {c + d}: {NAMES[c + d]}." in text
    assert text.endswith(f"Result: {NAMES[c + d]}.")


def test_a_storm_rolls_its_duration(panel, tab):
    seed = next(s for s in range(1000) if sum(dice_for(s, 2)) == 4)
    duration_die = dice_for(seed, 3)[2]
    tab.seed_dice(seed)
    panel.roll_log.roll_button.click()
    turns = (duration_die + 1) // 2
    assert f"rolled {duration_die} on the D6 for the D3, which gives {turns} turns" in panel.roll_log.last_roll.text()


def test_save_then_open(qtbot, window, panel, tmp_path):
    panel.rerolls[Event.NATIVE_GUIDE].setChecked(True)
    panel.first_turn_fixed.setChecked(True)
    settle(qtbot, panel)
    saved = panel.read_inputs()
    path = tmp_path / "events.companion.json"
    assert window.save_current(str(path))
    assert json.loads(path.read_text())["lizardmen_rerolls"] == ["native_guide"]
    panel.reset_to_defaults()
    settle(qtbot, panel)
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.read_inputs() == saved


def test_a_bad_events_file_keeps_the_form(qtbot, window, panel, tmp_path, warnings):
    panel.rerolls[Event.HOPELESSLY_LOST].setChecked(True)
    settle(qtbot, panel)
    before = panel.read_inputs()
    path = tmp_path / "bad.companion.json"
    path.write_text(json.dumps({"format": 1, "game": "lustria", "calculator": "events",
                                "lizardmen_rerolls": ["tropical_storm"]}), encoding="utf-8")
    assert not window.open_scenario(str(path))
    assert len(warnings) == 1 and "lizardmen_rerolls[0]" in warnings[0][1]
    assert panel.read_inputs() == before


def test_language_change_rewords_the_page(panel):
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    assert panel.roll_log.roll_button.text() == "&Roll 2D6"
    assert column(panel, 1)[4] == "All is Well"
