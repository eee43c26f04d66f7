"""A game's tab: its calculators as sub-tabs, with a translatable title.

A page can be added built (``add_page``) or as a recipe (``add_later``): then a placeholder holds its place
until it is first shown, first asked for by name (``tab.<name>``) or by ``pages``/``panels()``, or until
``build_next_page`` (the main window's idle-time building) reaches it. The window then opens with only the
pages on screen built, which is most of what a start costs.
"""

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QSignalBlocker, QTimer
from PySide6.QtWidgets import QTabWidget, QWidget

from companion.gui.panel import CalculatorPanel
from companion.gui.widgets.accessibility import follow_reading_order, name_buddies


class GameTab(QTabWidget):
    """Subclasses add their pages with ``add_page`` or ``add_later``, word ``title``/``page_titles`` and set
    ``game_id`` to their package's ``GAME_ID``."""

    game_id: str = ""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setDocumentMode(True)
        self._pages: list[QWidget] = []
        self._later: dict[str, tuple[int, Callable[[], QWidget]]] = {}
        self.currentChanged.connect(self._build_shown)

    def add_page(self, page: QWidget) -> QWidget:
        self._pages.append(page)
        self.addTab(page, "")
        self._adopt(page)
        return page

    def add_later(self, name: str, build: Callable[[], QWidget]) -> None:
        """A page built on first need (see the module), then kept as attribute ``name``."""
        placeholder = QWidget()
        self._later[name] = (len(self._pages), build)
        self._pages.append(placeholder)
        self.addTab(placeholder, "")

    def _adopt(self, page: QWidget) -> None:
        if not isinstance(page, CalculatorPanel):  # a calculator page does this itself
            follow_reading_order(page)
            name_buddies(page)

    def _build(self, name: str) -> QWidget:
        index, build = self._later.pop(name)
        page = build()
        setattr(self, name, page)
        current = self.currentIndex()
        with QSignalBlocker(self):
            placeholder = self.widget(index)
            self.removeTab(index)
            self.insertTab(index, page, self.page_titles()[index])
            self.setCurrentIndex(current)
        self._pages[index] = page
        placeholder.deleteLater()
        self._adopt(page)
        return page

    def _build_shown(self, index: int) -> None:
        name = next((name for name, (at, _) in self._later.items() if at == index), None)
        if name is not None:
            self._build(name)

    def build_next_page(self) -> bool:
        """Build one page not built yet; False when every page is built."""
        if not self._later:
            return False
        self._build(next(iter(self._later)))
        return True

    def __getattr__(self, name: str) -> Any:
        later = self.__dict__.get("_later")
        if later is not None and name in later:
            return self._build(name)
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    @property
    def pages(self) -> list[QWidget]:
        """Every page, built."""
        while self.build_next_page():
            pass
        return list(self._pages)

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
            for page in self._pages:
                if not isinstance(page, CalculatorPanel):
                    QTimer.singleShot(0, page, lambda page=page: name_buddies(page))
        super().changeEvent(event)
