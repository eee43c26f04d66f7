"""The small panel the desk shows to run the projector (``projector.ProjectorView``): which screen, what to show,
seconds per page, whether the standings hide during a round, and the round timer."""

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion import formatting
from companion.formatting import fill
from companion.tournament.documents import Printout
from companion.tournament.event import Event
from companion.tournament.gui.projector import ProjectorView


class ProjectorControls(QWidget):
    """Runs a projector view: the screen, what it shows, seconds per page, the round timer."""

    def __init__(self, event_source: Callable[[], Event], parent: QWidget | None = None):
        super().__init__(parent)
        self.event_source = event_source
        self.view: ProjectorView | None = None
        self.join_address: str | None = None
        self.screen_choice = QComboBox()
        self.shown_choice = QComboBox()
        self.page_seconds = QSpinBox()
        self.page_seconds.setRange(3, 120)
        self.page_seconds.setValue(12)
        self.timer_minutes = QSpinBox()
        self.timer_minutes.setRange(1, 600)
        self.timer_minutes.setValue(150)
        self.show_button = QPushButton()
        self.timer_button = QPushButton()
        self.pause_button = QPushButton()
        self.pause_button.setCheckable(True)
        self.hide_standings = QCheckBox()
        self.labels = [QLabel() for _ in range(4)]
        timer_row = QHBoxLayout()
        timer_row.addWidget(self.timer_minutes)
        timer_row.addWidget(self.timer_button)
        timer_row.addWidget(self.pause_button)
        form = QFormLayout()
        for label, field in zip(self.labels, (self.screen_choice, self.shown_choice, self.page_seconds, timer_row),
                                strict=True):
            form.addRow(label, field)
        for label, buddy in zip(self.labels, (self.screen_choice, self.shown_choice, self.page_seconds,
                                              self.timer_minutes), strict=True):
            label.setBuddy(buddy)
        form.addRow("", self.hide_standings)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.show_button)
        self.hide_standings.toggled.connect(self._hide_standings_toggled)
        self.show_button.clicked.connect(self.toggle_view)
        self.shown_choice.currentIndexChanged.connect(self._shown_changed)
        self.page_seconds.valueChanged.connect(self._page_seconds_changed)
        self.timer_button.clicked.connect(self.toggle_timer)
        self.pause_button.toggled.connect(self._pause_toggled)
        app = QGuiApplication.instance()
        app.screenAdded.connect(self._fill_screens)
        app.screenRemoved.connect(self._fill_screens)
        self.retranslate_ui()

    def event_changed(self) -> None:
        """The desk saved a change: the projector shows it now."""
        if self.view is not None:
            self.view.event_changed()

    def set_join_address(self, address: str | None) -> None:
        """The players' phones' join address, shown on the view (now and whenever it opens)."""
        self.join_address = address
        if self.view is not None:
            self.view.set_join_address(address)

    def toggle_view(self) -> None:
        if self.view is not None:
            self.view.close()
            return
        self.view = ProjectorView(self.event_source, shown=self.shown_choice.currentData(),
                                  page_seconds=self.page_seconds.value())
        self.view.set_join_address(self.join_address)
        self.view.set_hide_standings_in_round(self.hide_standings.isChecked())
        self.view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.view.closed.connect(self._view_closed)
        screens = QGuiApplication.screens()
        index = min(max(self.screen_choice.currentIndex(), 0), len(screens) - 1)
        self.view.show_on(screens[index])
        self._update_buttons()

    def toggle_timer(self) -> None:
        if self.view is None:
            self.toggle_view()
        if self.view.remaining_seconds() is None:
            self.view.start_round_timer(self.timer_minutes.value() * 60)
        else:
            self.view.stop_round_timer()
            self.pause_button.setChecked(False)
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        texts = (self.tr("&Screen"), self.tr("S&how"), self.tr("Seconds per &page"), self.tr("Round &timer"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.hide_standings.setText(self.tr("Hi&de the standings during a round"))
        self.hide_standings.setToolTip(self.tr("While the current round has tables without a result, the projector "
                                               "shows its pairings instead, and the standings once the last result "
                                               "is in."))
        self.timer_minutes.setSuffix(self.tr(" min"))
        self.page_seconds.setSuffix(self.tr(" s"))
        current = self.shown_choice.currentData()
        self.shown_choice.blockSignals(True)
        self.shown_choice.clear()
        for shown, text in ((Printout.PAIRINGS, self.tr("Pairings by table")),
                            (Printout.PAIRINGS_BY_NAME, self.tr("Pairings by name")),
                            (Printout.STANDINGS, self.tr("Standings"))):
            self.shown_choice.addItem(text, shown)
        self.shown_choice.setCurrentIndex(max(self.shown_choice.findData(current), 0))
        self.shown_choice.blockSignals(False)
        self._fill_screens()
        self._update_buttons()

    def _fill_screens(self, *_) -> None:
        current = self.screen_choice.currentIndex()
        screens = QGuiApplication.screens()
        self.screen_choice.clear()
        for number, screen in enumerate(screens, start=1):
            size = screen.geometry()
            name = screen.name() or fill(self.tr("Screen %1"), formatting.integer(number))
            self.screen_choice.addItem(fill(self.tr("%1 (%2 × %3)"), name, formatting.integer(size.width()),
                                            formatting.integer(size.height())))
        # A second screen is usually the projector.
        self.screen_choice.setCurrentIndex(current if 0 <= current < len(screens) else len(screens) - 1)

    def _update_buttons(self) -> None:
        self.show_button.setText(self.tr("&Close the projector") if self.view is not None
                                 else self.tr("Show on the p&rojector"))
        running = self.view is not None and self.view.remaining_seconds() is not None
        self.timer_button.setText(self.tr("Stop") if running else self.tr("Start"))
        self.pause_button.setText(self.tr("Pause"))
        self.pause_button.setEnabled(running)

    def _shown_changed(self) -> None:
        if self.view is not None:
            self.view.set_shown(self.shown_choice.currentData())

    def _hide_standings_toggled(self, hidden: bool) -> None:
        if self.view is not None:
            self.view.set_hide_standings_in_round(hidden)

    def _page_seconds_changed(self, seconds: int) -> None:
        if self.view is not None:
            self.view.set_page_interval(seconds)

    def _pause_toggled(self, paused: bool) -> None:
        if self.view is not None:
            self.view.pause_round_timer(paused)

    def _view_closed(self) -> None:
        self.view = None
        self.pause_button.setChecked(False)
        self._update_buttons()
