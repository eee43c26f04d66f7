"""The Ringball Steal page, against figures worked by hand.

Contract example: one stealer die (Fight 4) against the carrier's best of two
(Fight 3, so ties go to the stealer): P(win) = sum over a of 1/6 * (a/6)^2 =
91/216. Contest: 4 + 1 supporter = 5 against 3; the stealer loses only on
D3 1 against 3, so 8/9, and P(steal) = 91/243.
"""

import json
from fractions import Fraction

import pytest

from companion.gui.ringball import create_tab
from tests.helpers import act, settle

CONTRACT = {"format": 1, "game": "ringball", "calculator": "steal",
            "attacker": {"attacks": 1, "fight": 4, "strength": 4, "supporters": 1, "might": 0},
            "carrier": {"attacks": 2, "fight": 3, "strength": 3, "supporters": 0, "might": 0, "shields": False}}
YELLOW = "#f1c40f"


@pytest.fixture
def tab(qtbot, settings):
    tab = create_tab(settings)
    qtbot.addWidget(tab)
    tab.resize(1280, 800)
    tab.setCurrentWidget(tab.steal_panel)
    tab.show()
    return tab


@pytest.fixture
def panel(qtbot, tab):
    settle(qtbot, tab.steal_panel)
    return tab.steal_panel


def rows(panel) -> dict[str, tuple[str, str]]:
    table = panel.table
    return {table.cell_text(r, 0): (table.cell_text(r, 1), table.item(r, 1).toolTip())
            for r in range(table.rowCount())}


def might_table(panel) -> list[list[str]]:
    table = panel.might_table
    return [[table.item(r, c).text() for c in range(3)] for r in range(table.rowCount())]


def test_contract_example(panel):
    shown = rows(panel)
    assert shown["The stealing side wins the fight"] == ("42.13%", "91/216")
    assert shown["Steal: the ball changes hands"] == ("37.45%", "91/243")
    assert shown["The carrier's side wins and strikes back"] == ("57.87%", "125/216")
    assert shown["Contest won, once the fight is won"] == ("88.89%", "8/9")
    assert "1 die against 2 dice" in panel.fight_summary.text()
    assert might_table(panel) == [["0", "37.45%", "0.00"]]


def test_might_table_and_best_play_grid(qtbot, panel):
    panel.stealer_might.setValue(1)
    act(qtbot, panel, lambda: panel.carrier_might.setValue(1))
    # One point turns the stealer's only losing roll (1 against 3) into 2: 7 > 6.
    assert might_table(panel) == [["0", "37.45%", "0.00"], ["1", "42.13%", "0.11"]]
    assert panel.might_table.item(1, 2).toolTip() == "1/9"
    # Carrier alone with one point: it raises a 2 to 3 against the stealer's 1 (6 against 6): 7/9 of the contests.
    grid = panel.might_grid
    assert [[grid.item(r, c).text() for c in range(2)] for r in range(2)] == [["37.4%", "32.8%"], ["42.1%", "42.1%"]]
    assert grid.item(0, 1).toolTip() == f"32.77%  ({Fraction(91, 216) * Fraction(7, 9)})"
    assert grid.current == (1, 1) and grid.item(1, 1).font().bold()
    assert grid.item(1, 1).background().color().name() == YELLOW
    # The carrier cannot end up winning against an answering stealer, so it spends nothing.
    shown = rows(panel)
    assert shown["Steal: the ball changes hands"] == ("42.13%", "91/216")
    assert shown["Might the stealer spends per contest (average)"] == ("0.11", "1/9")
    assert shown["Might the carrier spends per contest (average)"] == ("0.00", "0")
    assert "losing the contest" in panel.rule_label.text() and "0.11" in panel.best_summary.text()

    act(qtbot, panel, lambda: panel.stealer_might.setValue(0))
    assert grid.current == (0, 1) and grid.rowCount() == 1
    assert rows(panel)["Steal: the ball changes hands"][1] == str(Fraction(91, 216) * Fraction(7, 9))
    assert rows(panel)["Might the carrier spends per contest (average)"] == ("0.11", "1/9")
    assert not grid.item(0, 0).font().bold() and grid.item(0, 0).background().color().name() != YELLOW


def test_shielding_carrier_doubles_its_dice_and_never_strikes(qtbot, panel):
    act(qtbot, panel, lambda: panel.shields.setChecked(True))
    won = sum(Fraction(1, 6) * Fraction(a, 6) ** 4 for a in range(1, 7))
    shown = rows(panel)
    assert shown["The stealing side wins the fight"][1] == str(won)
    assert shown["The carrier's side wins and strikes back"] == ("0.00%", "0")
    assert shown["The carrier's side wins while shielding (no blows)"][1] == str(1 - won)
    assert "1 die against 4 dice" in panel.fight_summary.text()


def test_no_dice_cannot_steal(qtbot, panel):
    act(qtbot, panel, lambda: panel.stealer_dice.setValue(0))
    shown = rows(panel)
    assert shown["The stealing side wins the fight"] == ("0.00%", "0")
    assert shown["Steal: the ball changes hands"] == ("0.00%", "0")


def test_cavalry_reroll_and_the_carriers_courage(qtbot, panel):
    assert not panel.courage_test.isEnabled() and not panel.courage.isEnabled()
    act(qtbot, panel, lambda: panel.cavalry.setChecked(True))
    # The re-roll rescues the 1-against-3 roll two times in three: 8/9 + 1/9 * 2/3.
    assert rows(panel)["Contest won, once the fight is won"] == ("96.30%", "26/27")
    assert "Steal fails and the carrier drops the ball (Courage)" not in rows(panel)
    assert panel.courage_test.isEnabled() and not panel.courage.isEnabled()
    act(qtbot, panel, lambda: panel.courage_test.setChecked(True))
    assert panel.courage.isEnabled() and panel.courage.value() == 3
    # Courage 3 fails on 2D6 <= 6: 15/36.
    expected = Fraction(91, 216) * Fraction(1, 27) * Fraction(15, 36)
    assert rows(panel)["Steal fails and the carrier drops the ball (Courage)"][1] == str(expected)


def test_save_open_and_bad_files(qtbot, window, tmp_path, warnings):
    index = next(i for i, tab in enumerate(window.game_tabs) if tab.game_id == "ringball")
    window.tabs.setCurrentIndex(index)
    tab = window.game_tabs[index]
    panel = tab.steal_panel
    tab.setCurrentWidget(panel)
    panel.stealer_might.setValue(2)
    panel.carrier_supporters.setValue(1)
    panel.cavalry.setChecked(True)
    settle(qtbot, panel)
    saved = panel.read_inputs()
    path = tmp_path / "steal.companion.json"
    assert window.save_current(str(path))
    panel.reset_to_defaults()
    settle(qtbot, panel)
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.read_inputs() == saved

    bad = [
        ("negative might", {"attacker": CONTRACT["attacker"] | {"might": -1}}, "attacker.might"),
        ("strength 0", {"carrier": CONTRACT["carrier"] | {"strength": 0}}, "carrier.strength"),
        ("eleven dice", {"carrier": CONTRACT["carrier"] | {"attacks": 11}}, "carrier.attacks"),
    ]
    for name, change, needle in bad:
        warnings.clear()
        path = tmp_path / f"{name}.companion.json"
        path.write_text(json.dumps(CONTRACT | change), encoding="utf-8")
        assert not window.open_scenario(str(path)), name
        assert len(warnings) == 1 and needle in warnings[0][1], name
        assert panel.read_inputs() == saved, name
