"""The Ringball match tracker: buttons record events, the model keeps score,
refused events leave a status line, Undo, and the match as a scenario file."""

import csv
import json

import pytest
from PySide6.QtWidgets import QMessageBox

from companion.gui.ringball import create_tab
from tests.helpers import act, settle


@pytest.fixture
def tab(qtbot, settings):
    tab = create_tab(settings)
    qtbot.addWidget(tab)
    tab.resize(1280, 800)
    tab.setCurrentWidget(tab.match_panel)
    tab.show()
    return tab


@pytest.fixture
def panel(qtbot, tab):
    panel = tab.match_panel
    settle(qtbot, panel)
    gondor, mordor = panel.sides
    gondor.name.setText("Gondor")
    mordor.name.setText("Mordor")
    gondor.models.setValue(10)
    mordor.models.setValue(10)
    settle(qtbot, panel)
    return panel


def test_a_side_name_holding_placeholders_is_shown_as_typed(qtbot, panel):
    """A name is a value, never a template: "Lions %4" once read "Lions 0" in the headline."""
    gondor, _ = panel.sides
    act(qtbot, panel, lambda: gondor.name.setText("Lions %4 %1"))
    act(qtbot, panel, gondor.steal.click)
    assert panel.headline.text() == "Turn 1: Lions %4 %1 leads 1 to 0."
    assert log(panel) == ["Turn 1 · Lions %4 %1 steals the ball (+1)"]


def board(panel) -> dict[str, list[str]]:
    return {row[0]: row[1:] for row in panel.scoreboard_text()}


def log(panel) -> list[str]:
    return [panel.log.item(row).text() for row in range(panel.log.count())]


def test_victory_points_and_undo(qtbot, panel):
    gondor, mordor = panel.sides
    assert not panel.undo_button.isEnabled()
    act(qtbot, panel, gondor.steal.click)
    act(qtbot, panel, mordor.ball_in_zone.click)
    act(qtbot, panel, gondor.carrier_in_zone.click)
    assert board(panel)["Victory Points"] == ["6", "2"]
    assert board(panel)["Carrier in the enemy zone (5 each)"] == ["1", "0"]
    assert panel.headline.text() == "Turn 1: Gondor leads 6 to 2."
    assert log(panel) == ["Turn 1 · Gondor steals the ball (+1)", "Turn 1 · Mordor: the ball ends in the enemy zone (+2)",
                          "Turn 1 · Gondor: the carrier enters the enemy zone (+5)"]
    assert panel.undo_button.isEnabled()
    act(qtbot, panel, panel.undo_button.click)
    assert board(panel)["Victory Points"] == ["1", "2"] and len(log(panel)) == 2
    assert panel.headline.text() == "Turn 1: Mordor leads 2 to 1."
    act(qtbot, panel, panel.undo_button.click)
    act(qtbot, panel, panel.undo_button.click)
    assert log(panel) == [] and not panel.undo_button.isEnabled()
    assert panel.headline.text() == "Turn 1: level at 0."


def test_refused_events_show_a_status_and_change_nothing(qtbot, panel):
    gondor, mordor = panel.sides
    act(qtbot, panel, gondor.throw.click)
    assert board(panel)["Has thrown this turn"] == ["yes", "no"]
    act(qtbot, panel, gondor.throw.click)
    assert panel.status_label.isVisibleTo(panel) and panel.status_label.text() == "Gondor has already thrown this turn."
    assert len(log(panel)) == 1

    gondor.ability.setCurrentIndex(gondor.ability.findData("light_of_earendil"))
    act(qtbot, panel, gondor.ability_button.click)
    assert not panel.status_label.isVisibleTo(panel)
    gondor.ability.setCurrentIndex(gondor.ability.findData("underground"))
    act(qtbot, panel, gondor.ability_button.click)
    assert panel.status_label.text() == "Gondor has already used its offensive captain ability."
    gondor.ability.setCurrentIndex(gondor.ability.findData("wall_of_the_bruinen"))
    act(qtbot, panel, gondor.ability_button.click)
    assert board(panel)["Offensive captain ability"][0] == "Light of Eärendil"
    assert board(panel)["Defensive captain ability"] == ["Wall of the Bruinen", "not used"]

    mordor.lost_count.setValue(11)
    act(qtbot, panel, mordor.lost_button.click)
    assert panel.status_label.text() == "Mordor has only 10 models left."

    act(qtbot, panel, panel.end_turn.click)
    assert board(panel)["Has thrown this turn"] == ["no", "no"]
    assert panel.headline.text() == "Turn 2: level at 0." and not panel.status_label.isVisibleTo(panel)


def test_end_condition_and_broken_bonus(qtbot, panel):
    gondor, mordor = panel.sides
    act(qtbot, panel, gondor.steal.click)
    mordor.lost_count.setValue(8)
    act(qtbot, panel, mordor.lost_button.click)
    # 2 of 10 left: broken (half or more lost) and below 25%, so the game ends with this turn.
    assert board(panel)["Models left"] == ["10 of 10", "2 of 10"]
    assert board(panel)["Broken (half or more lost)"] == ["no", "yes"]
    assert board(panel)["Below 25% of its models"] == ["no", "yes"]
    assert panel.end_warning.isVisibleTo(panel) and "ends at the end of this turn" in panel.end_warning.text()
    act(qtbot, panel, panel.end_turn.click)
    assert board(panel)["Enemy broken at the end (3)"] == ["3", "0"]
    assert panel.headline.text() == "Game over after turn 1: Gondor wins 4 to 0."
    assert not panel.end_warning.isVisibleTo(panel)
    assert not mordor.steal.isEnabled(), "no event is accepted after the end"
    assert panel.status_label.text() == "The game is over: undo the last event to go on."
    act(qtbot, panel, panel.undo_button.click)
    assert panel.headline.text() == "Turn 1: Gondor leads 1 to 0."


def test_players_can_end_the_game(qtbot, panel):
    act(qtbot, panel, panel.sides[1].steal.click)
    act(qtbot, panel, panel.end_game.click)
    assert panel.headline.text() == "Game over after turn 1: Mordor wins 1 to 0."
    assert log(panel)[-1] == "Turn 1 · The players end the game"


def ringball(window):
    index = next(i for i, tab in enumerate(window.game_tabs) if tab.game_id == "ringball")
    window.tabs.setCurrentIndex(index)
    tab = window.game_tabs[index]
    tab.setCurrentWidget(tab.match_panel)
    return tab


def test_save_load_restart_and_bad_files(qtbot, settings, window, tmp_path, warnings, answers):
    panel = ringball(window).match_panel
    assert window.current_panel() is panel
    panel.sides[0].name.setText("Rohan")
    panel.sides[1].models.setValue(9)
    act(qtbot, panel, panel.sides[0].throw.click)
    panel.sides[1].lost_count.setValue(3)
    act(qtbot, panel, panel.sides[1].lost_button.click)
    act(qtbot, panel, panel.end_turn.click)
    act(qtbot, panel, panel.sides[1].steal.click)
    saved, shown = panel.read_inputs(), log(panel)
    path = tmp_path / "match.companion.json"
    assert window.save_current(str(path))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["calculator"] == "match" and data["sides"][0] == {"name": "Rohan", "models": 12}
    assert data["events"][1] == {"type": "models_lost", "side": 1, "count": 3}

    asked, replies = answers
    replies.append(QMessageBox.StandardButton.Reset)
    window.reset_current_form()
    settle(qtbot, panel)
    assert asked == ["Reset this form?"] and log(panel) == [] and panel.sides[0].name.text() == ""
    assert window.open_scenario(str(path))
    settle(qtbot, panel)
    assert panel.read_inputs() == saved and log(panel) == shown
    assert board(panel)["Models left"] == ["12 of 12", "6 of 9"]

    bad = [
        ("second throw", [{"type": "throw", "side": 0}, {"type": "throw", "side": 0}], "one throw per side"),
        ("negative count", [{"type": "models_lost", "side": 1, "count": -2}], "events[0].count"),
        ("unknown event", [{"type": "touchdown", "side": 0}], "events[0].type"),
    ]
    for name, events, needle in bad:
        warnings.clear()
        bad_path = tmp_path / f"{name}.companion.json"
        bad_path.write_text(json.dumps(data | {"events": events}), encoding="utf-8")
        assert not window.open_scenario(str(bad_path)), name
        assert len(warnings) == 1 and needle in warnings[0][1], name
        assert panel.read_inputs() == saved, name

    assert window.write_csv(panel, str(tmp_path / "match.csv"))
    rows = list(csv.reader(open(tmp_path / "match.csv", encoding="utf-8")))
    assert rows[0] == ["", "Rohan", "Side 2"] and rows[1] == ["Victory Points", "0", "1"]
    assert rows[-1] == [shown[-1]]

    window.close()
    from companion.gui.main_window import MainWindow

    again = MainWindow(settings)
    qtbot.addWidget(again)
    restored = ringball(again).match_panel
    settle(qtbot, restored)
    assert restored.read_inputs() == saved
