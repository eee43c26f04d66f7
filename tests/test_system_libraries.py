"""Missing X11 libraries are named in one line before Qt's xcb plugin aborts."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.gui import system_libraries
from companion.gui.system_libraries import (
    QT_LIBRARIES,
    XCB_LIBRARIES,
    installed,
    library_folders,
    missing_libraries_message,
    missing_packages,
    needed_libraries,
    uses_xcb,
)

ROOT = Path(__file__).resolve().parent.parent


def loader_without(*absent: str):
    """A stand-in for the installed libraries: every one but those named."""
    return lambda soname: soname not in absent


def test_every_unloadable_library_is_named_by_its_package():
    load = loader_without("libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libglib-2.0.so.0")
    assert missing_packages(XCB_LIBRARIES, load) == ["libxcb-icccm4", "libxcb-keysyms1"]
    assert missing_packages(needed_libraries({}, "linux"), load) == ["libglib2.0-0", "libxcb-icccm4", "libxcb-keysyms1"]
    assert missing_packages(needed_libraries({"QT_QPA_PLATFORM": "offscreen"}, "linux"), load) == ["libglib2.0-0"]
    assert missing_packages(needed_libraries({}, "win32"), load) == []
    assert missing_packages(XCB_LIBRARIES, loader_without()) == []


def test_a_library_shipped_in_a_frozen_bundle_counts_as_present(tmp_path):
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "libxcb-icccm.so.4").write_bytes(b"")
    load = loader_without("libxcb-icccm.so.4", "libxcb-keysyms.so.1")
    assert missing_packages(XCB_LIBRARIES, load, bundle=tmp_path) == ["libxcb-keysyms1"]


def test_libraries_are_found_in_the_linker_folders(tmp_path):
    (tmp_path / "libxcb-icccm.so.4").write_bytes(b"")
    assert installed("libxcb-icccm.so.4", [tmp_path]) and not installed("libxcb-keysyms.so.1", [tmp_path])
    assert tmp_path in library_folders({"LD_LIBRARY_PATH": str(tmp_path)})
    assert installed("libc.so.6"), "the C library is where the linker looks"


def test_the_message_is_one_line_with_an_install_command():
    message = missing_libraries_message(["libxcb-icccm4", "libxcb-keysyms1"])
    assert "\n" not in message and message.endswith("sudo apt-get install libxcb-icccm4 libxcb-keysyms1")


@pytest.mark.parametrize(("environ", "platform", "expected"), [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_the_check_runs_only_where_qt_picks_xcb(environ, platform, expected):
    assert uses_xcb(environ, platform) is expected


def test_the_readme_installs_every_package_the_check_can_name():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = next(line for line in readme.splitlines() if "sudo apt-get install" in line)
    named = set(line.split("sudo apt-get install", 1)[1].strip(" `").split())
    # Core X11 libraries come with any of these; the rest must be named.
    implied = {"libxcb1", "libx11-6", "libx11-xcb1", "libxcb-render0", "libxcb-shm0", "libxcb-sync1",
               "libxcb-xfixes0", "libxcb-util1", "libfreetype6"}
    assert (set(XCB_LIBRARIES.values()) | set(QT_LIBRARIES.values())) - implied <= named


XCB_START = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":97"}


def test_the_app_names_the_missing_packages_instead_of_aborting(tmp_path):
    # Asked when the test runs, not when it is collected: the packaging check may install the libraries in between.
    if not system_libraries.missing_packages(needed_libraries(XCB_START)):
        pytest.skip("every library Qt's xcb plugin needs is installed here")
    environment = dict(os.environ, **XCB_START, COMPANION_CONFIG_DIR=str(tmp_path))
    environment.pop("WAYLAND_DISPLAY", None)
    run = subprocess.run([sys.executable, "-m", "companion"], env=environment, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 1
    assert run.stderr.strip() == missing_libraries_message(missing_packages(needed_libraries(XCB_START)))
