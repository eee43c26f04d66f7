"""Shared fixtures. Qt runs offscreen: no test needs a display."""

import os
import tempfile

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("COMPANION_CONFIG_DIR", tempfile.mkdtemp(prefix="companion-tests-"))

import pytest  # noqa: E402


@pytest.fixture
def config_dir(tmp_path, monkeypatch):
    """A fresh preferences folder for each test, outside the user's home."""
    folder = tmp_path / "config"
    monkeypatch.setenv("COMPANION_CONFIG_DIR", str(folder))
    return folder
