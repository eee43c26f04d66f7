"""Switching language at run time, without a restart, and back."""

import pytest
from PySide6.QtCore import QLocale

from companion.gui.i18n import initial_language
from tests.helpers import settle

pytestmark = pytest.mark.usefixtures("back_to_english")


@pytest.fixture
def attack(window, qtbot):
    panel = window.game_tabs[0].attack_panel
    panel.reset_to_defaults()
    panel.weapon.characteristic.setValue(1)
    settle(qtbot, panel)
    return panel


def visible_texts(window, panel):
    return {
        "game_tabs": [window.tabs.tabText(i) for i in range(window.tabs.count())],
        "page_tabs": [tab.tabText(i) for tab in window.game_tabs for i in range(tab.count())],
        "menu": window.view_menu.title(),
        "row": panel.table.cell_text(4, 0),
        "number": panel.table.cell_text(0, 1),
        "axis": panel.outcome_chart.axis_title("left"),
        "group": panel.target.group.title(),
    }


@pytest.mark.parametrize("language, out_of_action, miss", [("it", "Fuori Combattimento", "19,44%"),
                                                            ("cs", "Vyřazen z boje", "19,44")])
def test_switching_language_changes_what_the_user_sees(qtbot, window, attack, settings, language, out_of_action, miss):
    english = visible_texts(window, attack)
    assert english["row"] == "Out of Action" and english["number"] == "19.44%"
    window.set_language(language)
    qtbot.waitUntil(lambda: attack.table.cell_text(4, 0) != "Out of Action")
    translated = visible_texts(window, attack)
    assert translated["row"] == out_of_action
    assert translated["number"].startswith(miss)
    for key in ("menu", "axis", "group", "page_tabs"):
        assert translated[key] != english[key], key
    # Game names are names; the calculators' tabs inside them are words.
    changed = [a != b for a, b in zip(translated["page_tabs"], english["page_tabs"], strict=True)]
    assert sum(changed) >= len(changed) // 2
    assert settings.value("view/language") == language
    assert initial_language(settings) == language

    window.set_language("en")
    qtbot.waitUntil(lambda: attack.table.cell_text(4, 0) == "Out of Action")
    assert visible_texts(window, attack) == english
    assert QLocale().name().startswith("en")


def test_every_pin_row_follows_its_page_and_the_language(qtbot, window):
    """One PinButtons row per page that can pin: Clear is enabled only while a result is pinned."""
    rows = [(panel, panel.pin_buttons) for panel in window.all_panels() if hasattr(panel, "pin_buttons")]
    assert len(rows) >= 10
    for panel, buttons in rows:
        settle(qtbot, panel)
        assert not buttons.unpin_button.isEnabled()
        buttons.pin_button.click()
        assert panel.pinned is panel.result and buttons.unpin_button.isEnabled()
        buttons.unpin_button.click()
        assert panel.pinned is None and not buttons.unpin_button.isEnabled()
    window.set_language("it")
    qtbot.waitUntil(lambda: rows[0][1].pin_button.text() != "Pin as reference")
    assert {buttons.pin_button.text() for _, buttons in rows} == {"Fissa come riferimento"}
    assert {buttons.unpin_button.text() for _, buttons in rows} == {"Rimuovi riferimento"}
