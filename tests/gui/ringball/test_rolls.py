"""The SBG rolls page: the wound chart heat map, Courage, pick-up, keeping
the ball, and File/Reset acting on the calculator last used there."""

import itertools
import json
from fractions import Fraction

import pytest
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox

from companion.gui.ringball import create_tab
from tests.helpers import act, settle

YELLOW = "#f1c40f"


@pytest.fixture
def tab(qtbot, settings):
    tab = create_tab(settings)
    qtbot.addWidget(tab)
    tab.resize(1280, 800)
    tab.setCurrentWidget(tab.rolls_page)
    tab.show()
    for panel in tab.rolls_page.panels:
        settle(qtbot, panel)
    return tab


def headline(panel) -> list[tuple[str, str, str]]:
    table = panel.table
    return [(table.cell_text(r, 0).strip(), table.cell_text(r, 1), table.item(r, 1).toolTip())
            for r in range(table.rowCount())]


def ringball(window):
    index = next(i for i, tab in enumerate(window.game_tabs) if tab.game_id == "ringball")
    window.tabs.setCurrentIndex(index)
    return window.game_tabs[index]


def test_wound_heat_map_marks_the_current_pair(qtbot, tab):
    panel = tab.rolls_page.wound_panel
    heat = panel.heat_map
    panel.strength.setValue(3)
    act(qtbot, panel, lambda: panel.defence.setValue(8))
    # d = 5: a 6, then 4+: 1/6 * 1/2.
    assert heat.current == (2, 7)
    cell = heat.item(2, 7)
    assert cell.text() == "6/4+" and cell.font().bold() and cell.background().color().name() == YELLOW
    assert cell.toolTip() == "8.33%  (1/12)"
    assert headline(panel) == [("Wounds", "8.33%", "1/12")]
    assert panel.note.text() == "Needs a 6, then 4+ on a second D6."
    assert "Heroic Tackle" in panel.tackle_note.text()

    panel.strength.setValue(5)
    act(qtbot, panel, lambda: panel.defence.setValue(4))
    assert heat.current == (4, 3) and heat.item(4, 3).text() == "4+"
    assert not cell.font().bold() and cell.background().color().name() != YELLOW
    assert headline(panel) == [("Wounds", "50.00%", "1/2")]

    panel.strength.setValue(1)
    act(qtbot, panel, lambda: panel.defence.setValue(9))
    assert heat.item(0, 8).text() == "–" and headline(panel) == [("Wounds", "0.00%", "0")]
    assert panel.note.text().startswith("Cannot wound")


def test_wound_chart_row_against_the_rules_file(tab):
    heat = tab.rolls_page.wound_panel.heat_map
    # Strength 4 against Defence 1..10: d = -3..6.
    assert [heat.item(3, c).text() for c in range(10)] == [
        "3+", "3+", "4+", "4+", "5+", "5+", "6+", "6+", "6/4+", "6/5+"]
    assert [heat.item(0, c).text() for c in range(6, 10)] == ["6/5+", "6/6+", "–", "–"]


def test_courage_two_and_three_dice(qtbot, tab):
    panel = tab.rolls_page.courage_panel
    act(qtbot, panel, lambda: panel.courage.setValue(3))
    assert headline(panel)[0] == ("Passes", "58.33%", "7/12")  # 2D6 >= 7: 21/36
    act(qtbot, panel, lambda: panel.dice.setCurrentIndex(panel.dice.findData("3d6_discard_highest")))
    rolls = list(itertools.product(range(1, 7), repeat=3))
    lowest_two = Fraction(sum(sum(sorted(r)[:2]) >= 7 for r in rolls), len(rolls))
    assert headline(panel)[0][2] == str(lowest_two)
    assert "total 7 or more" in panel.note.text()


def test_pickup_with_a_courage_test_first(qtbot, tab):
    panel = tab.rolls_page.pickup_panel
    assert not panel.courage.isEnabled()
    act(qtbot, panel, lambda: panel.courage_first.setChecked(True))
    assert panel.courage.isEnabled()
    act(qtbot, panel, lambda: panel.courage.setValue(4))
    # Courage 4 needs 6 on 2D6: 26/36; then the 4+ pick-up: 1/2. A failed test (10/36) steps
    # back 1" and the ball stays ("superare un Test di Coraggio o arretrare di 1\""): only the
    # failed pick-up roll after a passed test bounces it, 26/36 * 1/2 = 13/36.
    assert headline(panel) == [("Picks the ball up", "36.11%", "13/36"), ("The ball bounces 1″", "36.11%", "13/36"),
                               ("Steps back 1″, the ball stays", "27.78%", "5/18"),
                               ("Passes the Courage test first", "72.22%", "13/18")]
    assert "step back 1″ and the ball stays" in panel.note.text()
    act(qtbot, panel, lambda: panel.courage_first.setChecked(False))
    act(qtbot, panel, lambda: panel.eye.setChecked(True))
    assert headline(panel) == [("Picks the ball up", "83.33%", "5/6"), ("The ball bounces 1″", "16.67%", "1/6")]
    assert panel.note.text() == "The Shoot roll needs 2+."


def test_keeping_the_ball_by_cause(qtbot, tab):
    panel = tab.rolls_page.keep_panel
    act(qtbot, panel, lambda: panel.courage.setValue(3))
    assert headline(panel)[0] == ("Keeps the ball", "58.33%", "7/12")
    act(qtbot, panel, lambda: panel.eye.setChecked(True))
    assert headline(panel)[0] == ("Keeps the ball", "91.67%", "11/12")  # Courage 6: 2D6 >= 4
    act(qtbot, panel, lambda: panel.cause.setCurrentIndex(panel.cause.findData("killed")))
    assert not panel.courage.isEnabled() and not panel.eye.isEnabled()
    assert headline(panel)[0] == ("Keeps the ball", "0.00%", "0")
    act(qtbot, panel, lambda: panel.cause.setCurrentIndex(panel.cause.findData("touch_of_the_palantir")))
    rows = headline(panel)
    assert [label for label, _, _ in rows] == [
        "Keeps the ball", "Loses the ball", "drops it (1–2)", "S1 hit, random D6″ throw (3–4)",
        "opponent throws it, S2 hit (5–6)"]
    assert Fraction(rows[2][2]) * 3 == Fraction(rows[1][2])
    assert "keeps the ball" in panel.note.text()


def test_file_menu_acts_on_the_last_used_roll(qtbot, window, tmp_path, warnings):
    tab = ringball(window)
    page = tab.rolls_page
    tab.setCurrentWidget(page)
    page.courage_panel.courage.setFocus()
    qtbot.waitUntil(lambda: page.active_panel is page.courage_panel)
    assert window.current_panel() is page.courage_panel
    page.courage_panel.courage.setValue(6)
    settle(qtbot, page.courage_panel)
    path = tmp_path / "courage.companion.json"
    assert window.save_current(str(path))
    assert json.loads(path.read_text(encoding="utf-8"))["courage"] == 6

    window.reset_current_form()
    settle(qtbot, page.courage_panel)
    assert page.courage_panel.courage.value() == 3

    tab.setCurrentWidget(tab.throw_panel)
    keep = tmp_path / "keep.companion.json"
    keep.write_text(json.dumps({"format": 1, "game": "ringball", "calculator": "keep_ball", "courage": 5,
                                "cause": "wall_of_the_bruinen"}), encoding="utf-8")
    assert window.open_scenario(str(keep))
    settle(qtbot, page.keep_panel)
    assert tab.currentWidget() is page and window.current_panel() is page.keep_panel
    assert page.keep_panel.cause.currentData() == "wall_of_the_bruinen" and page.keep_panel.courage.value() == 5

    before = page.wound_panel.read_inputs()
    bad = tmp_path / "bad.companion.json"
    bad.write_text(json.dumps({"format": 1, "game": "ringball", "calculator": "wound", "strength": 0,
                               "defence": 4}), encoding="utf-8")
    assert not window.open_scenario(str(bad))
    assert len(warnings) == 1 and "strength" in warnings[0][1]
    assert page.wound_panel.read_inputs() == before


def test_every_roll_input_is_a_bounded_keyboard_control(tab):
    for panel in tab.rolls_page.panels:
        controls = panel.form_area.findChildren(QAbstractSpinBox) + panel.form_area.findChildren(QComboBox)
        assert controls, type(panel).__name__
        for spin in panel.form_area.findChildren(QAbstractSpinBox):
            assert spin.minimum() >= 0 and spin.maximum() <= 10


@pytest.mark.parametrize(("width", "height"), [(1280, 660), (900, 660)])
def test_each_calculator_shows_all_it_holds_and_only_the_page_scrolls(qtbot, tab, width, height):
    """At 1280×720 the Courage box was cramped behind its own scroll bar and its explanation cut."""
    tab.resize(width, height)
    for panel in tab.rolls_page.panels:
        qtbot.waitUntil(lambda p=panel: p.height() >= p.minimumHeight() > 0)
    for panel in tab.rolls_page.panels:
        for scroll, area in ((panel.form_scroll, panel.form_area), (panel.results_scroll, panel.results_area)):
            assert not scroll.verticalScrollBar().isVisible(), type(panel).__name__
            assert scroll.height() >= area.sizeHint().height(), type(panel).__name__
        assert not panel.page_scroll.verticalScrollBar().isVisible(), type(panel).__name__
        note = panel.note
        bottom = note.mapTo(panel, note.rect().bottomLeft()).y()
        assert bottom <= panel.height(), f"{type(panel).__name__}: its explanation is cut"
