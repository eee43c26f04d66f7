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
