"""Help → Keyboard shortcuts lists the window's keys and the page's, translated; Help → About shows the
licences; Shift+F1 shows the focused control's tooltip."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QToolTip

from companion.gui.about import AboutDialog
from companion.gui.shortcuts import ShortcutsDialog, show_focused_tip
from tests.helpers import settle


def rows(table) -> list[tuple[str, str]]:
    return [(table.cell_text(row, 0), table.cell_text(row, 1)) for row in range(table.rowCount())]


def test_help_menu_has_the_shortcuts_on_the_platforms_help_key(window):
    action = window.menus.shortcuts_action
    assert action.shortcuts() == QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)
    assert action in window.menus.help_menu.actions() and window.menus.about_action in window.menus.help_menu.actions()


def test_the_shortcuts_list_every_key_of_the_window_and_of_the_page(qtbot, window):
    tab = window.game_tabs[1]  # Warzone: the ramming page's row editor has keys of its own
    window.tabs.setCurrentIndex(1)
    tab.setCurrentWidget(tab.ramming_panel)
    settle(qtbot, tab.ramming_panel)
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    listed = rows(dialog.tables["window"])
    for action in (window.menus.open_action, window.menus.save_action, window.menus.quit_action,
                   window.menus.large_text_action, window.menus.reset_form_action, window.menus.shortcuts_action):
        for sequence in action.shortcuts():
            assert any(key == sequence.toString(QKeySequence.SequenceFormat.NativeText) for key, _ in listed), action.text()
    assert ("Alt+F", "Open the File menu") in listed
    page = rows(dialog.tables["page"])
    assert ("Alt+Y", "Flying") in page and ("Del", "Remove the selected row") in page
    assert ("Ins", "Insert a copy of the selected row below it") in page
    assert any(key == "Ctrl+Tab" for key, _ in rows(dialog.tables["common"]))
    assert "Warzone / Ramming" in dialog.findChildren(type(dialog.tables["page"]))[1].accessibleName()


@pytest.mark.usefixtures("back_to_english")
def test_the_shortcuts_are_worded_in_the_apps_language(qtbot, window):
    window.set_language("it")
    qtbot.wait(50)
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Scorciatoie da tastiera"
    assert any(what == "Apri il menu File" for _, what in rows(dialog.tables["window"]))


def test_about_lists_every_component_with_its_licence(qtbot, window):
    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    names = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    assert names[0].startswith("companion 0.") and "(MIT)" in names[0]
    assert "Permission is hereby granted" in dialog.text.toPlainText()
    qt_row = next(row for row, name in enumerate(names) if name.lower().startswith("pyside6"))
    dialog.list.setCurrentRow(qt_row)
    shown = dialog.text.toPlainText()
    assert "LGPL-3.0" in shown and "GNU LESSER GENERAL PUBLIC LICENSE" in shown and "dynamically linked" in shown
    assert "Qt " in dialog.summary.text()


def test_shift_f1_shows_the_tooltip_of_the_focused_control(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    attack = window.game_tabs[0].attack_panel
    window.tabs.setCurrentIndex(0)
    attack.weapon.auto_hit.setFocus()
    assert "no success roll" in show_focused_tip()
    attack.table.setFocus()
    attack.table.setCurrentCell(0, 1)
    assert show_focused_tip() == attack.table.item(0, 1).toolTip() == QToolTip.text()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    assert QToolTip.text() == attack.table.item(0, 1).toolTip()
