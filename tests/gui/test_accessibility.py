"""Screen readers and the keyboard, checked through Qt's accessibility interface (what a screen reader asks)
and with real key presses, on every page of every game's tab."""

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDateTimeEdit,
    QLineEdit,
    QRadioButton,
    QToolTip,
    QWidget,
)

from companion.gui.widgets.accessibility import plain, reading_order, tab_stops
from companion.gui.widgets.charts import PlotFrame
from tests.gui.conftest import every_desk_page, settle_desk
from tests.helpers import settle


def every_page(qtbot, window):
    """(where, page) for every page of every game, each made the current one and settled."""
    for game_index, tab in enumerate(window.game_tabs):
        window.tabs.setCurrentIndex(game_index)
        for page in tab.pages:
            tab.setCurrentWidget(page)
            if page in tab.panels():
                settle(qtbot, page)
            QApplication.processEvents()
            yield f"{window.tabs.tabText(game_index)} / {tab.tabText(tab.indexOf(page))}", page


@pytest.fixture(params=["games", "desk"])
def walked(request, qtbot):
    """Walks every page of every game, or every page of the desk with an event open."""
    if request.param == "games":
        window = request.getfixturevalue("window")
        return lambda: every_page(qtbot, window)
    window = request.getfixturevalue("desk_window")
    return lambda: every_desk_page(qtbot, window)


def interface(widget):
    return QAccessible.queryAccessibleInterface(widget)


def accessible_name(widget) -> str:
    return interface(widget).text(QAccessible.Text.Name)


def labelled_by(widget) -> list[str]:
    """The texts of the labels Qt reports as naming ``widget`` (a form row's label)."""
    return [other.text(QAccessible.Text.Name) for other, relation in interface(widget).relations()
            if relation & QAccessible.RelationFlag.Label]


def focusable(page) -> list[QWidget]:
    return [widget for widget in tab_stops(page) if widget.isVisibleTo(page)]


def test_every_control_that_takes_the_focus_has_a_name(qtbot, walked):
    """A field whose name would otherwise be its value (a combo box's current item) is named by its label."""
    unnamed = []
    for where, page in walked():
        for widget in focusable(page):
            name = accessible_name(widget)
            valued = isinstance(widget, (QComboBox, QLineEdit, QAbstractSpinBox))
            if not name.strip() or valued and not (widget.accessibleName().strip() or any(labelled_by(widget))):
                unnamed.append(f"{where}: {type(widget).__name__} {name!r}")
    assert unnamed == [], "\n".join(unnamed)


@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_every_control_of_the_desk_has_a_name_in_every_language(qtbot, desk_window, language):
    """The desk's pages with an event open, as a screen reader finds them in each of the app's languages."""
    desk_window.set_language(language)
    qtbot.wait(50)  # the language change is posted to every widget
    try:
        unnamed = [f"{language} {where}: {type(widget).__name__} {accessible_name(widget)!r}"
                   for where, page in every_desk_page(qtbot, desk_window) for widget in focusable(page)
                   if not accessible_name(widget).strip()
                   or isinstance(widget, (QComboBox, QLineEdit, QAbstractSpinBox))
                   and not (widget.accessibleName().strip() or any(labelled_by(widget)))]
    finally:
        desk_window.set_language("en")
    assert unnamed == [], "\n".join(unnamed)


def test_every_button_has_text(qtbot, walked):
    """No button is an icon alone: its text, or at least its accessible name, says what it does."""
    silent = [f"{where}: {type(button).__name__}" for where, page in walked()
              for button in page.findChildren(QAbstractButton)
              if button.focusPolicy() != Qt.FocusPolicy.NoFocus  # not a table's corner
              and not button.isHidden()  # a button kept hidden until it has something to say (its text then)
              and not plain(button.text()).strip() and not button.accessibleName().strip()]
    assert silent == []


def test_every_spin_box_describes_its_range(qtbot, walked):
    wrong = []
    for where, page in walked():
        for box in page.findChildren(QAbstractSpinBox):
            if isinstance(box, QDateTimeEdit):
                continue  # a date's range is the calendar's: its description says how to edit it
            description = interface(box).text(QAccessible.Text.Description)
            low, high = (box.textFromValue(box.minimum()), box.textFromValue(box.maximum()))
            if f"From {box.prefix()}{low}{box.suffix()} to {box.prefix()}{high}{box.suffix()}." not in description:
                wrong.append(f"{where}: {accessible_name(box)!r}: {description!r}")
    assert wrong == [], "\n".join(wrong)


def test_a_spin_box_keeps_its_description_when_its_range_or_tooltip_changes(qtbot, window):
    attack = window.game_tabs[0].attack_panel
    box = attack.markers_spent
    assert "From 0 to 0." in interface(box).text(QAccessible.Text.Description)
    attack.target.blood.setValue(4)
    settle(qtbot, attack)
    assert "From 0 to 4." in interface(box).text(QAccessible.Text.Description)
    box.setToolTip("Spent on this roll.")
    assert interface(box).text(QAccessible.Text.Description) == "Spent on this roll. From 0 to 4."


def test_a_check_box_is_described_by_its_tooltip(qtbot, window):
    auto_hit = window.game_tabs[0].attack_panel.weapon.auto_hit
    assert accessible_name(auto_hit) == "Automatic hit"
    assert "no success roll" in interface(auto_hit).text(QAccessible.Text.Description)


def press_tab(qtbot, widget) -> None:
    """Tab, or Ctrl+Tab in a table whose cells Tab steps through: it leaves the table at once. In a date Tab
    steps from the year to the month and the day first, as Qt's date fields do, then leaves."""
    if isinstance(widget, QAbstractItemView) and widget.tabKeyNavigation():
        qtbot.keyClick(widget, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    elif isinstance(widget, QDateTimeEdit):
        for _ in range(widget.sectionCount()):
            if QApplication.focusWidget() is not widget:
                break
            qtbot.keyClick(widget, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not widget, "Tab does not leave the date"
    else:
        qtbot.keyClick(widget, Qt.Key.Key_Tab)


def radio_group(button: QRadioButton):
    """What a radio button is exclusive within: its button group, or its parent for auto-exclusive ones."""
    return button.group() or (button.parentWidget() if button.autoExclusive() else None)


def tab_stops_shown(page) -> list[QWidget]:
    """The controls Tab should stop on, in reading order: shown and enabled ones, and of a group of radio
    buttons only the first (Qt's way: the arrow keys move between them)."""
    stops, groups = [], []
    for widget in tab_stops(page):
        if not (widget.isVisible() and widget.isEnabled()):
            continue
        if isinstance(widget, QRadioButton) and radio_group(widget) is not None:
            if any(group is radio_group(widget) for group in groups):
                continue
            groups.append(radio_group(widget))
        stops.append(widget)
    return stops


def tabbed_through(qtbot, page, first: QWidget, limit: int) -> list[QWidget]:
    first.setFocus(Qt.FocusReason.TabFocusReason)
    reached = [first]
    for _ in range(limit):
        press_tab(qtbot, QApplication.focusWidget())
        now = QApplication.focusWidget()
        if now is None or not page.isAncestorOf(now) or now is first:
            break
        assert now is not reached[-1], f"Tab does not leave {type(now).__name__} {accessible_name(now)!r}"
        reached.append(now)
    return reached


def test_tab_visits_every_control_of_a_page_in_reading_order(qtbot, walked):
    """From the first control of a page, Tab reaches every control in the order the page reads (the form
    top to bottom, then the results), and never stays inside a table."""
    out_of_order = []
    for where, page in walked():
        page.window().activateWindow()
        qtbot.waitUntil(page.window().isActiveWindow)
        expected = tab_stops_shown(page)
        if not expected:
            continue
        reached = tabbed_through(qtbot, page, expected[0], len(expected) + 5)
        expected = tab_stops_shown(page)  # as the controls stand now: a table focused has a current row
        if reached != expected:
            names = [f"{type(w).__name__} {accessible_name(w)[:30]!r}" for w in reached]
            wanted = [f"{type(w).__name__} {accessible_name(w)[:30]!r}" for w in expected]
            out_of_order.append(f"{where}:\n  reached {names}\n  reading {wanted}")
    assert out_of_order == [], "\n".join(out_of_order)


def test_reading_order_follows_the_layouts_not_the_order_widgets_were_made(qtbot):
    from PySide6.QtWidgets import QFormLayout, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    made_last, made_first = QPushButton("last made"), QPushButton("first made")
    grid_b, grid_a = QSpinBox(), QSpinBox()
    form_field = QSpinBox()
    column = QVBoxLayout(root)
    row = QHBoxLayout()
    row.addWidget(made_last)
    row.addWidget(made_first)
    column.addLayout(row)
    grid = QGridLayout()
    grid.addWidget(grid_b, 1, 0)
    grid.addWidget(grid_a, 0, 1)
    column.addLayout(grid)
    form = QFormLayout()
    label = QLabel("&Field")
    form.addRow(label, form_field)
    column.addLayout(form)
    assert [w for w in reading_order(root) if not isinstance(w, QLabel)][:5] == [made_last, made_first, grid_a, grid_b,
                                                                                form_field]


def charts_of(page) -> list[PlotFrame]:
    return [chart for chart in page.findChildren(PlotFrame) if chart.isVisibleTo(page)]


def test_every_chart_is_a_named_tab_stop_with_a_text_alternative(qtbot, window):
    missing = []
    for where, page in every_page(qtbot, window):
        for chart in charts_of(page):
            name = accessible_name(chart)
            description = interface(chart).text(QAccessible.Text.Description)
            if chart not in tab_stops(page) or not name.startswith("Chart: ") or len(name) < 10 or not description:
                missing.append(f"{where}: {name!r} {description!r}")
    assert missing == [], "\n".join(missing)


def test_the_outcome_chart_reads_as_words(qtbot, window):
    attack = window.game_tabs[0].attack_panel
    attack.reset_to_defaults()
    settle(qtbot, attack)
    chart = attack.outcome_chart
    description = interface(chart).text(QAccessible.Text.Description)
    values = dict(zip(chart.categories, chart.shown_values(), strict=True))
    out_of_action = f"{float(values['Out of Action']) * 100:.2f}%"
    assert f"Out of Action: {out_of_action}" in description
    likeliest = max(values, key=values.get)
    assert f"The most likely: {likeliest}, {float(values[likeliest]) * 100:.2f}%." in description
    assert accessible_name(chart) == "Chart: Outcome of one attack"


def test_arrow_keys_read_a_chart_bar_by_bar(qtbot, window):
    attack = window.game_tabs[0].attack_panel
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    chart = attack.outcome_chart
    chart.setFocus(Qt.FocusReason.TabFocusReason)
    with qtbot.waitSignal(chart.hovered) as said:
        qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert said.args == [chart.hover_text(0)] and chart.current == 0
    assert QToolTip.text() == chart.hover_text(0)
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert chart.current == 1 and chart.spoken.startswith(chart.categories[1])
    qtbot.keyClick(chart, Qt.Key.Key_End)
    assert chart.current == len(chart.categories) - 1
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert chart.current == len(chart.categories) - 1, "the last bar stays the last"
    qtbot.keyClick(chart, Qt.Key.Key_Home)
    assert chart.current == 0 and chart._cursor.isVisible()
    chart.clearFocus()
    assert not chart._cursor.isVisible()


def test_a_result_table_is_read_with_the_arrow_keys_and_left_with_tab(qtbot, window):
    attack = window.game_tabs[0].attack_panel
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    table = attack.table
    assert accessible_name(table)
    table.setFocus(Qt.FocusReason.TabFocusReason)
    table.setCurrentCell(0, 0)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert table.currentColumn() == 1
    assert QToolTip.text() == table.item(0, 1).toolTip() and "/" in QToolTip.text()
    cells = [interface(table).child(index) for index in range(interface(table).childCount())]
    cell = next(cell for cell in cells if cell.text(QAccessible.Text.Name) == table.item(0, 1).text())
    assert cell.text(QAccessible.Text.Description) == table.item(0, 1).toolTip()
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not table


def test_every_chart_of_every_page_can_be_stepped_through(qtbot, window):
    """Each chart says something for each of its items, and the text alternative names them."""
    silent = []
    for where, page in every_page(qtbot, window):
        for chart in charts_of(page):
            items = chart.reading_items()
            if not items or any(not chart.hover_text(item) for item in items):
                silent.append(f"{where}: {accessible_name(chart)}")
    assert silent == []


@pytest.mark.parametrize("value, shown", [(Fraction(1, 4), "25.00%"), (Fraction(41, 96), "42.71%")])
def test_a_bar_chart_alternative_gives_each_bar_and_the_pinned_one(qtbot, value, shown):
    from companion.gui.widgets.bar_chart import BarChart

    chart = BarChart()
    qtbot.addWidget(chart)
    chart.set_series_names("Now", "Pinned")
    chart.set_comparison(["Hit", "Miss"], [value, 1 - value], [Fraction(1, 2), Fraction(1, 2)])
    description = chart.text_alternative()
    assert description.startswith(f"Hit: {shown} (Pinned: 50.00%); Miss: ")
    chart.set_cumulative(True)
    assert chart.text_alternative().startswith("at least Hit: 100.00% (Pinned: 100.00%)")


def test_tab_steps_through_a_row_editors_cells_and_out_of_it(qtbot):
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    from companion.gui.widgets.rows import Column, RowEditor

    root = QWidget()
    qtbot.addWidget(root)
    before, after = QPushButton("before"), QPushButton("after")
    editor = RowEditor([Column("a", "int", 1, 0, 9), Column("b", "int", 1, 0, 9)], 1, 5)
    editor.set_rows([{"a": 1, "b": 2}, {"a": 3, "b": 4}])
    layout = QVBoxLayout(root)
    for widget in (before, editor, after):
        layout.addWidget(widget)
    root.show()
    root.activateWindow()
    qtbot.waitUntil(root.isActiveWindow)
    before.setFocus()
    cells = []
    for _ in range(5):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        cells.append((QApplication.focusWidget() is editor.view, editor.view.currentIndex().row(),
                      editor.view.currentIndex().column()))
    assert cells[:4] == [(True, 0, 0), (True, 0, 1), (True, 1, 0), (True, 1, 1)]
    assert QApplication.focusWidget() is editor.add_button, "Tab from the last cell leaves the table"
    editor.view.setFocus()
    editor.set_current(0, 0)
    qtbot.keyClick(editor.view, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is before
    editor.view.setFocus()
    editor.set_current(0, 1)
    qtbot.keyClick(editor.view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is editor.add_button


def test_a_standings_cell_tells_a_screen_reader_how_it_was_computed(qtbot, desk_window):
    """The tooltip a sighted user points at (the terms behind a tiebreak) is each cell's accessible description,
    and the cell reached with the arrow keys shows it."""
    desk = desk_window.desk
    desk.pages_tabs.setCurrentWidget(desk.standings_page)
    settle_desk(qtbot, desk)
    view, model = desk.standings_page.view, desk.standings_page.view.model()
    cells = [interface(view).child(index) for index in range(interface(view).childCount())]
    sos = next(column for column in range(model.columnCount()) if model.headerData(
        column, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) == "SoS")
    tip = model.data(model.index(0, sos), Qt.ItemDataRole.ToolTipRole)
    assert tip and any(cell.text(QAccessible.Text.Description) == tip for cell in cells)
    desk_window.activateWindow()
    qtbot.waitUntil(desk_window.isActiveWindow)
    view.setFocus(Qt.FocusReason.TabFocusReason)
    view.setCurrentIndex(model.index(0, sos - 1))
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.currentIndex().column() == sos and QToolTip.text() == tip, "the keyboard shows what a mouse would"
