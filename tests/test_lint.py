"""Lint wherever the tests run: ``ruff check`` over the whole tree with the rules pyproject.toml selects (the
blank-line layout included), and mypy over the Qt-free code (the model, the desk's rules and store)."""

import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYOUT_RULES = {"E301", "E302", "E303", "E304", "E305", "E306", "W391"}


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    assert found, f"{name} comes with the test extras: pip install -e '.[test]'"
    return found


def test_ruff_finds_nothing():
    run = subprocess.run([tool("ruff"), "check", "--no-cache", "."], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]


def test_the_layout_rules_are_on_and_catch_a_stray_blank_line(tmp_path):
    lint = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]["lint"]
    assert LAYOUT_RULES <= set(lint["select"]) and lint["preview"] and lint["explicit-preview-rules"]
    sample = tmp_path / "sample.py"
    sample.write_text("import os\n\ndef first():\n    return os.sep\n\n\n\n\ndef second():\n    return 2\n\n\n",
                      encoding="utf-8")
    run = subprocess.run([tool("ruff"), "check", "--no-cache", "--config", str(ROOT / "pyproject.toml"),
                          "--output-format", "json", str(sample)], capture_output=True, text=True, timeout=60)
    found = {problem["code"] for problem in json.loads(run.stdout)}
    assert found & LAYOUT_RULES == {"E302", "E303", "W391"}, run.stdout


def test_mypy_finds_nothing_in_the_qt_free_code():
    """The paths and the strictness are pyproject.toml's ([tool.mypy])."""
    run = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir", "/dev/null"], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]


def test_mypy_is_strict_enough_to_matter(tmp_path):
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert {"companion/model", "companion/tournament/store", "companion/tournament/rules.py"} <= set(settings["files"])
    sample = tmp_path / "sample.py"
    sample.write_text("def half(value: int, other):\n    return value / 2\n\n\n"
                      "def untyped():\n    return 'a' + 1\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
                          "--no-incremental", "--cache-dir", "/dev/null", str(sample)],
                         capture_output=True, text=True, timeout=300)
    assert "[no-untyped-def]" in run.stdout and "[operator]" in run.stdout, run.stdout
