"""Start -> main window shown, as one whole process.

Does what `companion` does (application, preferences, theme, main window)
and quits as soon as the window has been shown and painted once. Time the
whole process from outside, e.g. `/usr/bin/time -v .venv/bin/python bench/startup.py`;
the script also prints its own in-process figure from interpreter start.
"""

import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("COMPANION_CONFIG_DIR", tempfile.mkdtemp(prefix="companion-startup-"))


def main() -> int:
    from PySide6.QtCore import QTimer

    from companion.gui import theme
    from companion.gui.application import create_application
    from companion.gui.main_window import MainWindow
    from companion.gui.settings import open_settings

    app = create_application([])
    settings = open_settings()
    theme.apply(app, settings)
    window = MainWindow(settings)
    window.show()

    def shown():
        window.repaint()
        elapsed = time.time() - process_start()
        print(f"window shown {elapsed * 1000:.0f} ms after process start")
        app.quit()

    QTimer.singleShot(0, shown)
    return app.exec()


def process_start() -> float:
    """The process's start time from /proc, so interpreter start-up counts too."""
    with open("/proc/self/stat") as stat:
        ticks = int(stat.read().rsplit(")", 1)[1].split()[19])
    with open("/proc/uptime") as uptime:
        up = float(uptime.read().split()[0])
    return time.time() - (up - ticks / os.sysconf("SC_CLK_TCK"))


if __name__ == "__main__":
    sys.exit(main())
