"""Longer words must not clip: every page, in every language, at the default window size."""

import pytest
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

from tests.gui.conftest import every_desk_page
from tests.helpers import settle


def text_room(combo: QComboBox) -> int:
    """The width the combo box's style gives the text of its current item."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    return field.width()


def cut_combo_items(page, where: str) -> list[str]:
    cut = []
    for combo in page.findChildren(QComboBox):
        if not combo.isVisible() or combo.count() == 0:
            continue
        metrics = combo.fontMetrics()
        longest = max(range(combo.count()), key=lambda i: metrics.horizontalAdvance(combo.itemText(i)))
        needed = metrics.horizontalAdvance(combo.itemText(longest))
        if text_room(combo) < needed:
            cut.append(f"{where}: {combo.itemText(longest)!r} ({text_room(combo)} < {needed} px)")
    return cut


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_no_combo_box_of_the_desk_cuts_an_item(qtbot, desk_window, language):
    """The desk's pages with an event open: the round chooser, the game, the scoring, a result's concession,
    the swap form's players."""
    desk_window.set_language(language)
    qtbot.wait(50)
    try:
        cut, combos = [], 0
        for where, page in every_desk_page(qtbot, desk_window):
            qtbot.wait(20)
            combos += sum(combo.isVisible() for combo in page.findChildren(QComboBox))
            cut += cut_combo_items(page, f"{language} {where}")
    finally:
        desk_window.set_language("en")
    assert combos >= 5 and cut == [], "\n".join(cut)


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_no_combo_box_cuts_an_item(qtbot, window, back_to_english, language):
    window.set_language(language)
    qtbot.wait(50)  # the language change is posted to every widget
    cut = []
    for game_index, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentIndex(game_index)
        for page in tab.pages:
            tab.setCurrentWidget(page)
            if page in tab.panels():
                settle(qtbot, page)
            qtbot.wait(20)
            for combo in page.findChildren(QComboBox):
                if not combo.isVisible() or combo.count() == 0:
                    continue
                metrics = combo.fontMetrics()
                longest = max(range(combo.count()), key=lambda i: metrics.horizontalAdvance(combo.itemText(i)))
                needed = metrics.horizontalAdvance(combo.itemText(longest))
                if text_room(combo) < needed:
                    cut.append(f"{tab.tabText(tab.indexOf(page))}: {combo.itemText(longest)!r} "
                               f"({text_room(combo)} < {needed} px)")
    assert cut == [], "\n".join(cut)
