"""Shared fixtures. Qt runs offscreen, on a 1920×1080 screen: no test needs a display.

The screen is large enough for the window's preferred size (1280×860); tests of smaller screens
start the app in a process of their own with a screen of that size.
"""

import json
import os
import tempfile
from pathlib import Path

_SCREEN = Path(tempfile.mkdtemp(prefix="companion-tests-screen-")) / "screen.json"
_SCREEN.write_text(json.dumps({"screens": [{"name": "desk", "x": 0, "y": 0, "width": 1920, "height": 1080,
                                             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"
os.environ.setdefault("COMPANION_CONFIG_DIR", tempfile.mkdtemp(prefix="companion-tests-"))

import pytest  # noqa: E402


@pytest.fixture
def config_dir(tmp_path, monkeypatch):
    """A fresh preferences folder for each test, outside the user's home."""
    folder = tmp_path / "config"
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(folder))
    return folder
