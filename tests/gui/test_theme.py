"""The "system" theme follows the system's light/dark switch while the app runs."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette

from companion.gui import theme


def base_lightness(qapp) -> int:
    return qapp.palette().color(QPalette.ColorRole.Base).lightness()


def test_the_system_theme_follows_a_system_switch_and_a_chosen_theme_does_not(qtbot, qapp, settings):
    switched = qapp.styleHints().colorSchemeChanged  # what the platform emits (offscreen never does)
    theme.follow_system(qapp, settings)  # as every start does
    try:
        switched.emit(Qt.ColorScheme.Dark)
        assert base_lightness(qapp) < 100
        switched.emit(Qt.ColorScheme.Light)
        assert base_lightness(qapp) > 150
        settings.setValue("view/theme", "light")
        switched.emit(Qt.ColorScheme.Dark)
        assert base_lightness(qapp) > 150, "a theme the user chose stays"
    finally:
        settings.setValue("view/theme", "system")
        theme.apply(qapp, settings)


def indicator_contrast(widget) -> int:
    """The largest lightness difference between the unticked box's pixels and the page behind it."""
    image = widget.grab().toImage()
    background = widget.palette().color(QPalette.ColorRole.Window).lightness()
    return max(abs(image.pixelColor(x, y).lightness() - background)
               for x in range(min(image.width(), 18)) for y in range(image.height()))


def test_an_unticked_box_is_visible_on_the_dark_theme_in_forms_and_tables(qtbot, qapp, settings):
    from PySide6.QtWidgets import QCheckBox, QTableWidget, QTableWidgetItem

    settings.setValue("view/theme", "dark")
    theme.apply(qapp, settings)
    try:
        box = QCheckBox("Flying")
        qtbot.addWidget(box)
        box.show()
        assert indicator_contrast(box) > 80
        table = QTableWidget(1, 1)
        qtbot.addWidget(table)
        item = QTableWidgetItem()
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Unchecked)
        table.setItem(0, 0, item)
        table.show()
        cell = table.visualItemRect(item)
        image = table.viewport().grab(cell).toImage()
        base = table.palette().color(QPalette.ColorRole.Base).lightness()
        assert max(abs(image.pixelColor(x, y).lightness() - base)
                   for x in range(min(image.width(), 24)) for y in range(image.height())) > 80
    finally:
        settings.setValue("view/theme", "system")
        theme.apply(qapp, settings)
