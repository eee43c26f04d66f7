"""Preferences kept between runs, in one INI file.

``COMPANION_CONFIG_DIR`` moves the file (tests use it to stay out of the
user's home). When the folder cannot be written the app still runs; the main
window tells the user where saving failed.
"""

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

CONFIG_ENV = "COMPANION_CONFIG_DIR"


def settings_path() -> Path:
    folder = os.environ.get(CONFIG_ENV) or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation
    )
    return Path(folder) / "Companion" / "companion.ini"


def open_settings() -> QSettings:
    return QSettings(str(settings_path()), QSettings.Format.IniFormat)


def settings_writable(settings: QSettings) -> bool:
    settings.sync()
    return settings.status() == QSettings.Status.NoError
