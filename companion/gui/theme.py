"""Light and dark themes (following the system by default) and large text.

Palettes are set explicitly on the Fusion style, so the dark theme looks the
same on every platform; charts read their colours from the palette.
"""

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle

THEMES = ("system", "light", "dark")
LARGE_TEXT_SCALE = 1.35
_BASE_FONT_PROPERTY = "companionBaseFont"


def current_theme(settings) -> str:
    name = settings.value("view/theme", "system")
    return name if name in THEMES else "system"


def large_text(settings) -> bool:
    return str(settings.value("view/large_text", "false")).lower() == "true"


def effective_theme(name: str, scheme: Qt.ColorScheme | None = None) -> str:
    """The theme to draw: the chosen one, or for "system" the system's scheme (read now unless given)."""
    if name != "system":
        return name
    if scheme is None:
        scheme = QGuiApplication.styleHints().colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def dark_palette() -> QPalette:
    palette = QPalette()
    window, base, text = QColor(45, 45, 48), QColor(30, 30, 32), QColor(230, 230, 230)
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: window,
        QPalette.ColorRole.ToolTipBase: base,
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: window,
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.Highlight: QColor(90, 160, 230),
        QPalette.ColorRole.HighlightedText: QColor(0, 0, 0),
        QPalette.ColorRole.Link: QColor(120, 180, 240),
        QPalette.ColorRole.PlaceholderText: QColor(150, 150, 150),
    }
    for role, color in roles.items():
        palette.setColor(role, color)
    disabled = QColor(120, 120, 120)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return palette


def light_palette(app: QApplication) -> QPalette:
    palette = app.style().standardPalette()
    palette.setColor(QPalette.ColorRole.Highlight, QColor(40, 110, 190))
    return palette


class CompanionStyle(QProxyStyle):
    """Fusion, with check boxes that stay visible on a dark palette.

    Fusion outlines an unticked box with a shade of the window colour, which on the dark theme is
    almost the colour of the box itself; the box gets an outline in the text colour instead, in
    forms and in table cells alike.
    """

    OUTLINED = (QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck)

    def __init__(self):
        super().__init__("Fusion")

    def drawPrimitive(self, element, option, painter, widget=None) -> None:  # noqa: N802 - Qt's name
        super().drawPrimitive(element, option, painter, widget)
        if element in self.OUTLINED and option.palette.color(QPalette.ColorRole.Window).lightness() < 128:
            outline = QColor(option.palette.color(QPalette.ColorRole.Text))
            if not option.state & QStyle.StateFlag.State_Enabled:
                outline = option.palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
            outline.setAlpha(200)
            painter.save()
            painter.setPen(QPen(outline, 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(option.rect.adjusted(0, 0, -1, -1))
            painter.restore()


def follow_system(app: QApplication, settings) -> None:
    """While the theme is "system", the running app follows the system's light/dark switch."""

    def on_scheme_changed(scheme: Qt.ColorScheme) -> None:
        if current_theme(settings) == "system":
            apply(app, settings, scheme)

    app.styleHints().colorSchemeChanged.connect(on_scheme_changed)


def apply(app: QApplication, settings, system_scheme: Qt.ColorScheme | None = None) -> None:
    if not isinstance(app.style(), CompanionStyle):
        app.setStyle(CompanionStyle())
    name = effective_theme(current_theme(settings), system_scheme)
    app.setPalette(dark_palette() if name == "dark" else light_palette(app))
    base = app.property(_BASE_FONT_PROPERTY)
    if not isinstance(base, QFont):
        base = QFont(app.font())
        app.setProperty(_BASE_FONT_PROPERTY, base)
    font = QFont(base)
    if large_text(settings):
        font.setPointSizeF(base.pointSizeF() * LARGE_TEXT_SCALE)
    app.setFont(font)
