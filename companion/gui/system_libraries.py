"""The system libraries Qt needs on Linux, checked before Qt tries them.

On a minimal Debian or Ubuntu, importing Qt fails outright without GLib, and
Qt's X11 (xcb) platform plugin fails to load when a few small X11 libraries
are missing; Qt then aborts with a message that names the wrong one (it blames
xcb-cursor even when that is installed). Companion checks the libraries itself
first and names every Debian/Ubuntu package to install in one line. Nothing
here imports Qt: it must run before Qt loads.
"""

import os
import sys
import sysconfig
from pathlib import Path

QT_LIBRARIES = {
    # soname Qt's core and GUI libraries link against, whatever the platform -> Debian/Ubuntu package
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libdbus-1.so.3": "libdbus-1-3",
}
"""What importing Qt and starting it offscreen need (``ldd`` on libQt6Core/Gui in a minimal Debian root)."""

XCB_LIBRARIES = {
    # soname the xcb plugin (libqxcb.so, libQt6XcbQpa.so.6) links against -> Debian/Ubuntu package
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
}
"""Every library of the xcb plugin that a minimal system may lack (``ldd`` on the plugin in a minimal Debian root:
packaging/check-minimal-debian)."""


def uses_xcb(environ: os._Environ | dict = os.environ, platform: str = sys.platform) -> bool:
    """Whether Qt will pick its xcb plugin: on Linux, unless another platform is named or Wayland is running."""
    if not platform.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0] == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def needed_libraries(environ: os._Environ | dict = os.environ, platform: str = sys.platform) -> dict[str, str]:
    """soname -> package of everything this start of the app needs (nothing outside Linux)."""
    if not platform.startswith("linux"):
        return {}
    return QT_LIBRARIES | (XCB_LIBRARIES if uses_xcb(environ, platform) else {})


def library_folders(environ: os._Environ | dict = os.environ) -> list[Path]:
    """Where the dynamic linker looks: LD_LIBRARY_PATH, /etc/ld.so.conf (and what it includes), the usual folders.

    The libraries are looked for as files, not loaded: loading GL or GLib into the process before Qt
    does would change how they start and stop.
    """
    folders = [Path(entry) for entry in environ.get("LD_LIBRARY_PATH", "").split(":") if entry]
    pending = [Path("/etc/ld.so.conf")]
    while pending:
        try:
            lines = pending.pop().read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
        for line in (line.split("#", 1)[0].strip() for line in lines):
            if line.startswith("include "):
                pattern = line.split(None, 1)[1]
                pending += sorted(Path("/").glob(pattern.lstrip("/")))
            elif line:
                folders.append(Path(line))
    triplet = sysconfig.get_config_var("MULTIARCH") or ""
    for base in ("/lib", "/usr/lib", "/lib64", "/usr/lib64", "/usr/local/lib"):
        folders += [Path(base, triplet), Path(base)] if triplet else [Path(base)]
    return list(dict.fromkeys(folders))


def installed(soname: str, folders: list[Path] | None = None) -> bool:
    return any((folder / soname).exists() for folder in (library_folders() if folders is None else folders))


def missing_packages(libraries: dict[str, str], present=None, bundle: Path | None = None) -> list[str]:
    """The packages whose libraries are not installed, in the order given.

    A frozen build may carry some of them in its own folder (``bundle``), where Qt finds them too.
    """
    if present is None:
        folders = library_folders()
        present = lambda soname: installed(soname, folders)  # noqa: E731 - the folders are read once
    if bundle is None and getattr(sys, "frozen", False):
        bundle = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
    return [package for soname, package in libraries.items()
            if not present(soname) and not (bundle is not None and any(bundle.rglob(soname)))]


def missing_libraries_message(packages: list[str]) -> str:
    """The one line the app prints instead of Qt's abort (English: no translation is loaded this early)."""
    return ("companion: the window needs system libraries that are not installed; on Debian or Ubuntu: "
            f"sudo apt-get install {' '.join(dict.fromkeys(packages))}")
