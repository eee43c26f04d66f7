"""A trail left by a crash, on this computer only: nothing is ever sent anywhere.

Each launch of the app writes a log file of its own in the user's data folder
(``logs/companion-<date>-<time>-<process>.log``). ``faulthandler`` writes the stack
of every thread into it if the process dies of a fatal error (a crash inside Qt),
and the GUI's exception hook writes the trace of every uncaught exception. When
the app closes normally the file's last line says so; a launch that finds the
previous launch's log without that line knows it crashed, and says so once (the
next launch looks at this launch's log instead). The newest ``KEEP`` logs are
kept, older ones deleted.

No Qt here: the log starts before Qt is imported, so a crash while Qt loads is
caught too. ``COMPANION_DATA_DIR`` moves the folder; with only
``COMPANION_CONFIG_DIR`` set (tests, the benchmarks) the logs go beside the
preferences, never into the user's home.
"""

import faulthandler
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from companion import __version__

DATA_ENV = "COMPANION_DATA_DIR"
CONFIG_ENV = "COMPANION_CONFIG_DIR"
KEEP = 10
"""How many launches' logs are kept."""
CLEAN_EXIT = "Companion closed normally."
PATTERN = "companion-*.log"


def data_folder() -> Path:
    """Where the logs go: the platform's folder for an app's own data, or the folder the environment names."""
    if os.environ.get(DATA_ENV):
        return Path(os.environ[DATA_ENV]) / "logs"
    if os.environ.get(CONFIG_ENV):
        return Path(os.environ[CONFIG_ENV]) / "Companion" / "logs"
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "Companion" / "logs"


@dataclass
class CrashLog:
    """This launch's log. ``previous`` is the last launch's log if that launch did not close normally."""

    path: Path
    stream: TextIO | None
    previous: Path | None = None
    exceptions: int = field(default=0)

    def record(self, trace: str) -> None:
        """Write an uncaught exception's trace (the app goes on where it can)."""
        self.exceptions += 1
        self._write(f"\n{time.strftime('%Y-%m-%d %H:%M:%S')} uncaught exception:\n{trace.rstrip()}\n")

    def close(self) -> None:
        """The app is closing normally: the last line says so, and faulthandler lets the file go."""
        if self.stream is None:
            return
        faulthandler.disable()
        self._write(f"\n{CLEAN_EXIT}\n")
        self.stream.close()
        self.stream = None

    def _write(self, text: str) -> None:
        if self.stream is not None:
            try:
                self.stream.write(text)
                self.stream.flush()
            except OSError:
                pass  # a full or vanished disk: the app itself goes on


def ended_cleanly(path: Path) -> bool:
    try:
        lines = [line for line in path.read_text(encoding="utf-8", errors="replace").splitlines() if line.strip()]
    except OSError:
        return True  # unreadable: nothing to tell the user about
    return bool(lines) and lines[-1] == CLEAN_EXIT


def logs_in(folder: Path) -> list[Path]:
    """The logs in ``folder``, oldest first."""
    def key(path: Path) -> tuple[float, str]:
        try:
            return path.stat().st_mtime, path.name
        except OSError:
            return 0.0, path.name

    return sorted(folder.glob(PATTERN), key=key)


def start(folder: Path | None = None) -> CrashLog:
    """Open this launch's log and point faulthandler at it. A folder that cannot be written gives a log that
    writes nowhere: the app runs all the same."""
    folder = data_folder() if folder is None else folder
    try:
        folder.mkdir(parents=True, exist_ok=True)
        earlier = logs_in(folder)
        previous = earlier[-1] if earlier and not ended_cleanly(earlier[-1]) else None
        path = folder / f"companion-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}.log"
        stream = open(path, "a", encoding="utf-8")  # noqa: SIM115 - open for the whole run, closed by close()
    except OSError:
        return CrashLog(folder / "unwritable.log", None)
    log = CrashLog(path, stream, previous)
    uname = os.uname() if hasattr(os, "uname") else None  # platform.platform() reads the interpreter binary: 18 ms
    system = f"{uname.sysname} {uname.release} {uname.machine}" if uname else sys.platform
    log._write(f"Companion {__version__}, Python {sys.version.split()[0]}, {system}\n"
               f"started {time.strftime('%Y-%m-%d %H:%M:%S')}\n")
    faulthandler.enable(stream, all_threads=True)
    for old in logs_in(folder)[:-KEEP]:
        try:
            old.unlink()
        except OSError:
            pass
    return log


def trace_text(kind, error, trace) -> str:
    """An exception's trace as Python prints it."""
    import traceback  # only when there is one: not at start-up

    return "".join(traceback.format_exception(kind, error, trace))
