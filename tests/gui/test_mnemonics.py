"""Alt+letter mnemonics: on every page of every tab, in English, Italian and Czech, no two controls share one
(nor a control and a menu of the window), and each control's letter is one of the letters of its text."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QTabBar, QWidget

from tests.gui.conftest import every_desk_page
from tests.helpers import settle

pytestmark = pytest.mark.usefixtures("back_to_english")


def marked(text: str) -> str | None:
    """The character after a mnemonic's "&" ("&&" is an ampersand), or None when the text has none."""
    index = 0
    while index < len(text) - 1:
        if text[index] == "&":
            if text[index + 1] != "&":
                return text[index + 1]
            index += 1
        index += 1
    return None


def shown_text(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def owners(root: QWidget) -> list[tuple[str, str, QWidget]]:
    """(text, the character its mnemonic marks, widget) for the controls of ``root`` a user sees now."""
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts = [widget.text()]
        elif isinstance(widget, QGroupBox):
            texts = [widget.title()]
        elif isinstance(widget, QTabBar):
            texts = [widget.tabText(index) for index in range(widget.count()) if widget.isTabVisible(index)]
        else:
            continue
        for text in texts:
            if isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.PlainText and "<" in text:
                continue  # rich text: "&" starts an entity, not a mnemonic
            character = marked(text)
            if character is not None:
                found.append((text, character, widget))
    return found


def problems(where: str, controls: list[tuple[str, str, QWidget]]) -> list[str]:
    found, by_key = [], {}
    for text, character, widget in controls:
        if not character.isalnum():
            found.append(f"{where}: {text!r} marks {character!r}, not a letter")
        elif isinstance(widget, QLabel) and widget.buddy() is None:
            found.append(f"{where}: {text!r} has a mnemonic but no field to go to")
        by_key.setdefault(QKeySequence.mnemonic(text).toString(), []).append(text)
    for widget_text, _, widget in controls:
        if isinstance(widget, QAbstractButton) and not widget.shortcut().isEmpty():
            key = widget.shortcut().toString().removeprefix("Alt+")
            if len(key) == 1 and key.lower() not in shown_text(widget_text).lower():
                found.append(f"{where}: {widget_text!r} answers Alt+{key}, a letter not in its text")
    found += [f"{where}: {key} is {texts}" for key, texts in by_key.items() if len(texts) > 1]
    return found


def window_controls(window) -> list[tuple[str, str, QWidget]]:
    """The window's own mnemonics, live on every page: its menus' titles and the tabs of games and pages."""
    menus = [(action.text(), marked(action.text()), window.menuBar()) for action in window.menuBar().actions()
             if marked(action.text())]
    return menus + [entry for entry in owners(window.tabs) if isinstance(entry[2], QTabBar)
                    and (entry[2] is window.tabs.tabBar() or entry[2].parentWidget() is window.current_game_tab())]


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_no_two_controls_of_a_page_share_a_mnemonic(qtbot, window, language):
    window.set_language(language)
    qtbot.wait(50)  # the language change is posted to every widget
    found = []
    for game_index, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentIndex(game_index)
        for page in tab.pages:
            tab.setCurrentWidget(page)
            if page in tab.panels():
                settle(qtbot, page)
            where = f"{language} {window.tabs.tabText(game_index)} / {tab.tabText(tab.indexOf(page))}"
            found += problems(where, owners(page) + window_controls(window))
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_no_two_controls_of_a_desk_page_share_a_mnemonic(qtbot, desk_window, language):
    """The desk with an event open: each page's controls, the desk's own row above the pages (its name field),
    the pages' tab bar and the window's menus."""
    desk_window.set_language(language)
    qtbot.wait(50)
    desk = desk_window.desk
    around = [entry for entry in owners(desk) if not desk.pages_tabs.isAncestorOf(entry[2])]
    around += [entry for entry in owners(desk.pages_tabs) if entry[2] is desk.pages_tabs.tabBar()]
    found, pages = [], 0
    for where, page in every_desk_page(qtbot, desk_window):
        pages += 1
        found += problems(f"{language} {where}", owners(page) + around + window_controls(desk_window))
    assert pages == 6 and found == [], "\n".join(found)


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_no_two_controls_of_the_desks_start_page_share_a_mnemonic(qtbot, window, language):
    window.set_language(language)
    qtbot.wait(50)
    desk = window.show_desk()
    qtbot.waitUntil(desk.start.isVisible)
    found = problems(f"{language} Tournament (start)", owners(desk) + window_controls(window))
    assert found == [], "\n".join(found)


def menus_of(menu: QMenu) -> list[QMenu]:
    inner = [action.menu() for action in menu.actions() if action.menu() is not None]
    return [menu] + [nested for sub in inner for nested in menus_of(sub)]


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_no_two_items_of_a_menu_share_a_mnemonic(qtbot, window, language):
    window.set_language(language)
    qtbot.wait(50)
    found = []
    for top in window.menuBar().actions():
        for menu in menus_of(top.menu()):
            items = [(action.text(), marked(action.text()), window) for action in menu.actions()
                     if not action.isSeparator() and action.isVisible() and marked(action.text())]
            found += problems(f"{language} {shown_text(menu.title())}", items)
    assert found == [], "\n".join(found)


def test_the_checks_find_what_they_look_for(qtbot):
    """A shared letter, a letter that is no letter, and a label with nowhere to go are all reported."""
    from PySide6.QtWidgets import QCheckBox, QSpinBox, QVBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    first, second, lonely, odd = QCheckBox("&Fire"), QCheckBox("&fear"), QLabel("&Nowhere"), QCheckBox("& gap")
    field, label = QSpinBox(), QLabel("&Count")
    label.setBuddy(field)
    for widget in (first, second, lonely, odd, label, field):
        layout.addWidget(widget)
    found = problems("test", owners(root))
    assert any("Alt+F is ['&Fire', '&fear']" in line for line in found)
    assert any("'&Nowhere' has a mnemonic but no field" in line for line in found)
    assert any("marks ' ', not a letter" in line for line in found)
    assert not any("&Count" in line for line in found)
    assert marked("Salt && pepper &x") == "x" and marked("R&&D") is None
