"""Preferences kept between runs, in one INI file.

``COMPANION_CONFIG_DIR`` moves the file (tests use it to stay out of the
user's home). When the folder cannot be written the app still runs; the main
window tells the user where saving failed.

Every form change stores the form's inputs. Qt would write the whole file on
the next turn of the event loop, 1.7 ms (up to 5 ms) on the GUI thread in the
middle of the change's redraw; the file is written ``WRITE_DELAY_MS`` after a
change instead, so a burst of changes is one write, and at once when the
window closes. A crash loses at most the form changes of that last second;
the tournament desk's data is in its own store, committed with every action.
"""

import os
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, QStandardPaths, QTimer

CONFIG_ENV = "COMPANION_CONFIG_DIR"
WRITE_DELAY_MS = 1000


def settings_path() -> Path:
    folder = os.environ.get(CONFIG_ENV) or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation
    )
    return Path(folder) / "Companion" / "companion.ini"


class _WriteLater(QObject):
    """Takes the write Qt asks for after a change (its UpdateRequest) and makes it a moment later."""

    def __init__(self, settings: QSettings):
        super().__init__(settings)
        self._timer = QTimer(self, singleShot=True, interval=WRITE_DELAY_MS)
        self._timer.timeout.connect(settings.sync)
        settings.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.UpdateRequest:
            if not self._timer.isActive():
                self._timer.start()
            return True
        return False


def open_settings() -> QSettings:
    settings = QSettings(str(settings_path()), QSettings.Format.IniFormat)
    settings.write_later = _WriteLater(settings)
    return settings


def settings_writable(settings: QSettings) -> bool:
    settings.sync()
    return settings.status() == QSettings.Status.NoError
