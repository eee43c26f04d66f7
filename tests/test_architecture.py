"""Structural rules: the model and the CLI never touch Qt."""

import ast
import subprocess
import sys
from pathlib import Path

import companion

PACKAGE = Path(companion.__file__).parent
QT_MODULES = ("PySide6", "shiboken6", "pyqtgraph")


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_model_modules_import_no_qt():
    modules = sorted((PACKAGE / "model").rglob("*.py"))
    assert modules, "the model package has no modules"
    offenders = {
        str(path.relative_to(PACKAGE)): sorted(m for m in imported_modules(path) if m.split(".")[0] in QT_MODULES)
        for path in modules
    }
    assert {path: found for path, found in offenders.items() if found} == {}


def test_cli_and_every_game_model_load_without_qt():
    code = (
        "import sys, importlib\n"
        "from companion import cli, games, scenario\n"
        "for entry in games.GAMES:\n"
        "    for calc in entry.calculators().values():\n"
        "        calc.evaluate(calc.default())\n"
        f"loaded = [m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}]\n"
        "print(loaded)\n"
        "sys.exit(1 if loaded else 0)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_registered_game_has_a_model_and_a_gui_module():
    from companion import games

    for entry in games.GAMES:
        assert entry.calculators(), entry.id
        assert (PACKAGE.parent / (entry.gui_module.replace(".", "/") + ".py")).is_file(), entry.gui_module
        known = entry.known_scenario()  # the self-test's worked example lives with the model, not elsewhere
        assert known is not None and known.scenario["game"] == entry.id, entry.id
        assert known.scenario["calculator"] in entry.calculators(), entry.id
