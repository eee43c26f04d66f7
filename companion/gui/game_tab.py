"""A game's tab: its calculators as sub-tabs, with a translatable title."""

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QTabWidget, QWidget

from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.accessibility import follow_reading_order, name_buddies


class GameTab(QTabWidget):
    """Subclasses add their pages with ``add_page``, word ``title``/``page_titles`` and set
    ``game_id`` to their package's ``GAME_ID``."""

    game_id: str = ""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setDocumentMode(True)
        self.pages: list[QWidget] = []

    def add_page(self, page: QWidget) -> QWidget:
        self.pages.append(page)
        self.addTab(page, "")
        if not isinstance(page, CalculatorPanel):  # a calculator page does this itself
            follow_reading_order(page)
            name_buddies(page)
        return page

    def title(self) -> str:
        raise NotImplementedError

    def page_titles(self) -> list[str]:
        raise NotImplementedError

    def retranslate_ui(self) -> None:
        for index, text in enumerate(self.page_titles()):
            self.setTabText(index, text)

    def panels(self) -> list[CalculatorPanel]:
        return [page for page in self.pages if isinstance(page, CalculatorPanel)]

    def current_panel(self) -> CalculatorPanel | None:
        page = self.currentWidget()
        return page if isinstance(page, CalculatorPanel) else None

    def panel_for(self, calculator: str) -> CalculatorPanel | None:
        return next((p for p in self.panels() if p.calculator.name == calculator), None)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            for page in self.pages:
                if not isinstance(page, CalculatorPanel):
                    QTimer.singleShot(0, page, lambda page=page: name_buddies(page))
        super().changeEvent(event)
