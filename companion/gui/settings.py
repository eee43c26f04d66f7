"""Preferences kept between runs, in one INI file.

``COMPANION_CONFIG_DIR`` moves the file (tests use it to stay out of the
user's home). When the folder cannot be written the app still runs; the main
window tells the user where saving failed.

Every form change stores the form's inputs. Qt would write the whole file on
the next turn of the event loop, 1.7 ms (up to 5 ms) on the GUI thread in the
middle of the change's redraw. The file is written instead once the changes
pause for ``WRITE_DELAY_MS``, so that the write falls between redraws and a
burst of changes is one write; while changes go on without a pause, at the
latest ``WRITE_AT_LATEST_MS`` after the first one not yet written; and at once
when the window closes. A crash loses at most those last seconds of form
changes; the tournament desk's data is in its own store, committed with every
action.
"""

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, QSettings, QStandardPaths, QTimer

CONFIG_ENV = "COMPANION_CONFIG_DIR"
WRITE_DELAY_MS = 1000
WRITE_AT_LATEST_MS = 10_000


def settings_path() -> Path:
    folder = os.environ.get(CONFIG_ENV) or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation
    )
    return Path(folder) / "Companion" / "companion.ini"


class Preferences(QSettings):
    """The preferences file, written in the next pause of changes (see the module docstring)."""

    def __init__(self, path: str):
        super().__init__(path, QSettings.Format.IniFormat)
        self._write = QTimer(self, singleShot=True, interval=WRITE_DELAY_MS)
        self._write.timeout.connect(self.sync)
        self._unwritten = QElapsedTimer()
        """Since the first change not yet written."""

    def setValue(self, key: str, value: Any) -> None:  # noqa: N802 - Qt's name
        super().setValue(key, value)
        self._changed()

    def remove(self, key: str) -> None:
        super().remove(key)
        self._changed()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            return True  # Qt's own write, on the next turn of the event loop: ours comes in a pause
        return super().event(event)

    def _changed(self) -> None:
        if not self._write.isActive():
            self._unwritten.start()
        if self._unwritten.elapsed() < WRITE_AT_LATEST_MS - WRITE_DELAY_MS:
            self._write.start()  # (again): a pause is a WRITE_DELAY_MS without a change


def open_settings() -> QSettings:
    return Preferences(str(settings_path()))


def settings_writable(settings: QSettings) -> bool:
    settings.sync()
    return settings.status() == QSettings.Status.NoError
