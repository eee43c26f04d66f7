"""The main window on a real laptop: it fits the screen, asks before discarding work, can undo a
reset, adds file suffixes, says what it exported, and scrolls to a field reached by its mnemonic."""

import gc
import json
import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from companion.gui.main_window import MainWindow, fitting_size
from companion.gui.panel import CalculatorPanel
from companion.gui.widgets import file_dialogs
from tests.helpers import act, settle

LAPTOP_SCREENS = [(1366, 768), (1280, 720), (1920, 1080)]


def open_window_on_screen(tmp_path, width, height, saved_geometry: bytes | None = None) -> dict:
    """Start the app in a fresh process on an offscreen screen of that size; return where its window went."""
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96,
         "logicalBaseDpi": 96, "dpr": 1}]}))
    code = textwrap.dedent(f"""
        import json
        from PySide6.QtCore import QByteArray
        from companion.gui.application import create_application, open_main_window
        from companion.gui.settings import open_settings
        app = create_application([])
        settings = open_settings()
        saved = {saved_geometry!r}
        if saved is not None:
            settings.setValue("window/geometry", QByteArray(saved))
        window = open_main_window(app, settings)
        for _ in range(10):
            app.processEvents()
        frame, available = window.frameGeometry(), app.primaryScreen().availableGeometry()
        print(json.dumps({{"frame": frame.getRect(), "available": available.getRect(),
                          "size": [window.width(), window.height()]}}))
    """)
    environment = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
                       COMPANION_CONFIG_DIR=str(tmp_path / "config"))
    run = subprocess.run([sys.executable, "-c", code], env=environment, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.splitlines()[-1])


@pytest.mark.parametrize(("width", "height"), LAPTOP_SCREENS)
def test_the_window_opens_inside_the_screen(tmp_path, width, height):
    placed = open_window_on_screen(tmp_path, width, height)
    x, y, w, h = placed["frame"]
    assert x >= 0 and y >= 0 and x + w <= width and y + h <= height, placed
    assert placed["size"][0] == min(1280, placed["size"][0]) and placed["size"][1] <= 860


def test_a_saved_geometry_that_no_longer_fits_is_not_restored(tmp_path, qtbot, settings):
    big = MainWindow(settings)
    qtbot.addWidget(big)
    big.setGeometry(0, 0, 1900, 1050)
    placed = open_window_on_screen(tmp_path, 1366, 768, bytes(big.saveGeometry().data()))
    x, y, w, h = placed["frame"]
    assert x + w <= 1366 and y + h <= 768, placed


def test_the_preferred_size_shrinks_to_the_room_available():
    assert fitting_size(QSize(1366, 720)) == QSize(1280, 720)
    assert fitting_size(QSize(1920, 1040)) == QSize(1280, 860)
    assert fitting_size(QSize(800, 500)) == QSize(800, 500)


@pytest.fixture
def match(qtbot, window):
    ringball = window.game_tabs[2]
    window.tabs.setCurrentWidget(ringball)
    ringball.setCurrentWidget(ringball.match_panel)
    panel = ringball.match_panel
    panel.reset_to_defaults()
    settle(qtbot, panel)
    gondor, mordor = panel.sides
    act(qtbot, panel, lambda: gondor.name.setText("Gondor"))
    act(qtbot, panel, gondor.steal.click)
    act(qtbot, panel, mordor.ball_in_zone.click)
    mordor.lost_count.setValue(4)
    gondor.lost_count.setValue(3)
    return panel


def test_resetting_a_match_log_asks_first_and_can_be_undone(qtbot, window, match, answers):
    asked, replies = answers
    replies.append(QMessageBox.StandardButton.Cancel)
    window.menus.reset_form_action.trigger()
    assert asked == ["Reset this form?"] and len(match.events) == 2, "cancelled: nothing changes"

    replies.append(QMessageBox.StandardButton.Reset)
    act(qtbot, match, window.menus.reset_form_action.trigger)
    assert match.events == () and match.sides[0].name.text() == ""
    assert [side.lost_count.value() for side in match.sides] == [1, 1], "both models-lost boxes are reset"
    assert window.menus.undo_reset_action.isEnabled()
    assert "Undo reset" in window.statusBar().currentMessage()

    act(qtbot, match, window.menus.undo_reset_action.trigger)
    assert len(match.events) == 2 and match.sides[0].name.text() == "Gondor"
    assert match.undo_button.isEnabled() and not window.menus.undo_reset_action.isEnabled()


def test_a_form_without_a_log_resets_without_a_question(qtbot, window, answers):
    asked, _ = answers
    attack = window.game_tabs[0].attack_panel
    window.tabs.setCurrentIndex(0)
    window.game_tabs[0].setCurrentWidget(attack)
    act(qtbot, attack, lambda: attack.weapon.characteristic.setValue(3))
    act(qtbot, attack, window.menus.reset_form_action.trigger)
    assert asked == [] and attack.weapon.characteristic.value() != 3
    act(qtbot, attack, window.menus.undo_reset_action.trigger)
    assert attack.weapon.characteristic.value() == 3


def test_reset_all_asks_and_undo_brings_back_every_form_and_pin(qtbot, window, match, answers):
    asked, replies = answers
    attack = window.game_tabs[0].attack_panel
    act(qtbot, attack, lambda: attack.weapon.characteristic.setValue(2))
    attack.pin()
    window.set_large_text(True)

    replies.append(QMessageBox.StandardButton.Cancel)
    window.menus.reset_all_action.trigger()
    assert asked == ["Reset everything?"] and len(match.events) == 2 and attack.pinned is not None

    replies.append(QMessageBox.StandardButton.Reset)
    window.menus.reset_all_action.trigger()
    for panel in window.all_panels():
        settle(qtbot, panel)
    assert match.events == () and attack.pinned is None and not window.large_text_action.isChecked()

    window.menus.undo_reset_action.trigger()
    for panel in window.all_panels():
        settle(qtbot, panel)
    assert len(match.events) == 2 and attack.weapon.characteristic.value() == 2
    assert attack.pinned is not None and attack.pin_buttons.unpin_button.isEnabled()
    assert window.large_text_action.isChecked()
    window.set_large_text(False)


def test_the_match_buttons_are_disabled_once_the_game_is_over(qtbot, match):
    assert all(button.isEnabled() for button in match.event_buttons())
    act(qtbot, match, match.end_game.click)
    assert not any(button.isEnabled() for button in match.event_buttons())
    act(qtbot, match, match.undo_button.click)
    assert all(button.isEnabled() for button in match.event_buttons())


@pytest.mark.parametrize(("typed", "written"), [
    ("attack1", "attack1.companion"), ("attack2.companion", "attack2.companion"), ("old.json", "old.json")])
def test_a_scenario_saved_without_a_suffix_gets_one(qtbot, window, tmp_path, monkeypatch, typed, written):
    folder = tmp_path / "saved"
    folder.mkdir()
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: (str(folder / typed), ""))
    window.tabs.setCurrentIndex(0)
    window.menus.save_action.trigger()
    assert [p.name for p in folder.iterdir()] == [written]
    assert window.statusBar().currentMessage() == f"Saved {folder / written}."
    assert window.open_scenario(str(folder / written))


def test_csv_and_chart_exports_get_suffixes_and_say_where_they_went(qtbot, window, tmp_path, monkeypatch):
    window.tabs.setCurrentIndex(0)
    window.game_tabs[0].setCurrentWidget(window.game_tabs[0].attack_panel)
    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: (str(tmp_path / "results"), ""))
    window.menus.export_csv_action.trigger()
    assert (tmp_path / "results.csv").is_file()
    assert window.statusBar().currentMessage() == f"Exported the results to {tmp_path / 'results.csv'}."

    monkeypatch.setattr(file_dialogs, "save_file_name", lambda *a, **k: (str(tmp_path / "chart"), ""))
    window.menus.export_png_action.trigger()
    first, second = tmp_path / "chart.png", tmp_path / "chart-2.png"
    assert first.is_file() and second.is_file()
    assert window.statusBar().currentMessage() == f"Exported 2 charts: {first}, {second}"


def test_a_field_reached_by_its_mnemonic_is_scrolled_into_view(qtbot, window):
    window.resize(900, 420)
    tab = window.game_tabs[0]
    window.tabs.setCurrentIndex(0)
    tab.setCurrentWidget(tab.attack_panel)
    panel = tab.attack_panel
    qtbot.waitUntil(lambda: panel.form_scroll.verticalScrollBar().maximum() > 0)
    bar = panel.form_scroll.verticalScrollBar()
    bar.setValue(0)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    labelled = [(label.buddy(), label.text()) for label in panel.form_area.findChildren(QLabel)
                if label.buddy() is not None and label.buddy().isEnabled() and "&" in label.text()]
    last, text = max(labelled, key=lambda pair: pair[0].mapTo(panel.form_area, pair[0].rect().topLeft()).y())
    qtbot.keyClick(window, text[text.index("&") + 1], Qt.KeyboardModifier.AltModifier)
    assert last.hasFocus()
    qtbot.waitUntil(lambda: bar.value() > 0)
    top = last.mapTo(panel.form_scroll.viewport(), last.rect().topLeft()).y()
    assert 0 <= top <= panel.form_scroll.viewport().height() - last.height()


def test_geometry_is_kept_between_starts(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.resize(700, 500)
    window.close()
    assert isinstance(settings.value("window/geometry"), QByteArray)


def test_the_built_pages_are_left_out_of_garbage_collection_until_the_window_closes(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    gc.unfreeze()  # whatever an earlier window left frozen
    assert not all(tab is not None for tab in window._built)
    qtbot.waitUntil(lambda: all(tab is not None for tab in window._built))
    qtbot.waitUntil(lambda: gc.get_freeze_count() > 0)
    window.close()
    assert gc.get_freeze_count() == 0


def test_the_window_opens_with_only_the_page_shown_built_and_builds_the_rest_when_idle(qtbot, settings):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    first = window._built[0]
    assert first is not None and [tab is None for tab in window._built[1:]] == [True] * (len(window._built) - 1)
    assert isinstance(first.currentWidget(), CalculatorPanel)
    placeholders = [index for index in range(first.count()) if not isinstance(first.widget(index), CalculatorPanel)]
    assert placeholders, "every Trench Crusade page was built before the window was shown"
    # A page asked for by name, or shown, is built there and then, in its place with its title.
    sweep = first.sweep_panel
    assert isinstance(sweep, CalculatorPanel) and first.widget(first.indexOf(sweep)) is sweep
    assert first.tabText(first.indexOf(sweep)) == "Sweep"
    first.setCurrentIndex(2)
    assert isinstance(first.currentWidget(), CalculatorPanel) and first.currentWidget() is first.blast_panel
    assert first.currentIndex() == 2
    # Once the window is on screen, the idle-time building reaches every page of every game.
    window.show()
    qtbot.waitUntil(lambda: all(tab is not None and not tab._later for tab in window._built), timeout=60_000)
    assert all(isinstance(page, CalculatorPanel) or page.layout() is not None
               for tab in window._built for page in tab.pages)
    assert len(window.all_panels()) == len({id(panel) for panel in window.all_panels()})


def test_on_a_narrow_window_the_results_go_below_the_form(qtbot, window):
    window.resize(800, 500)
    tab = window.game_tabs[1]
    window.tabs.setCurrentWidget(tab)
    tab.setCurrentWidget(tab.ramming_panel)
    panel = tab.ramming_panel
    qtbot.waitUntil(lambda: panel.stacked)
    assert panel.splitter.orientation() == Qt.Orientation.Vertical
    assert panel.results_area.width() >= panel.pin_buttons.sizeHint().width()
    assert not panel.page_scroll.horizontalScrollBar().isVisible()
    window.resize(1280, 860)
    qtbot.waitUntil(lambda: not panel.stacked)
    assert panel.splitter.orientation() == Qt.Orientation.Horizontal
