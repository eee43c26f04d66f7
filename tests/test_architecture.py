"""Structural rules: the model and the CLI never touch Qt, no import cycles, no game leans on another.

The import graph is read from the source (every ``import``, also those inside
functions). An edge goes from a module to each ``companion`` module it names:
``from a.b import c`` reaches ``a.b.c`` when that is a module, else ``a.b``.
The parent packages Python loads on the way are not edges, so a package's
``__init__`` may import its own pages.
"""

import ast
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

import companion
from companion import games

PACKAGE = Path(companion.__file__).parent
QT_MODULES = ("PySide6", "shiboken6", "pyqtgraph")
GAME_PACKAGES = {entry.gui_module.rsplit(".", 1)[1] for entry in games.GAMES}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path, modules: Iterable[str] = ()) -> set[str]:
    """Every module name the file imports, relative imports resolved; ``from a import b`` names ``a.b``
    when that is one of ``modules``, else ``a``."""
    modules = set(modules)
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            for alias in node.names:
                names.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
    return names


def import_graph() -> dict[str, set[str]]:
    """companion module -> the companion modules it imports."""
    files = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    return {name: {target for target in imported_modules(path, files) if target in files and target != name}
            for name, path in files.items()}


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1 or node in graph.get(node, ()):
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def game_of_module(name: str) -> str | None:
    """The game whose model or GUI package holds a module, if any."""
    parts = name.split(".")
    if len(parts) >= 3 and parts[:2] in (["companion", "gui"], ["companion", "model"]) and parts[2] in GAME_PACKAGES:
        return parts[2]
    return None


def cross_game_imports(graph: Mapping[str, Iterable[str]]) -> list[tuple[str, str]]:
    """(importer, imported) pairs that cross a game's boundary: one game's package reaching into another
    game's, a game's package reaching into the tournament desk, or a module outside every game reaching into
    one (the desk finds a game's result helpers through the registry, by name)."""
    found = []
    for source, targets in graph.items():
        source_game = game_of_module(source)
        for target in targets:
            target_game = game_of_module(target)
            if source_game is not None:
                crossing = target_game not in (None, source_game) or target.startswith("companion.tournament")
            else:
                crossing = target_game is not None
            if crossing:
                found.append((source, target))
    return sorted(found)


def model_to_gui_imports(graph: Mapping[str, Iterable[str]]) -> list[tuple[str, str]]:
    return sorted((source, target) for source, targets in graph.items() for target in targets
                  if source.startswith("companion.model")
                  and (target.startswith("companion.gui") or target == "companion.formatting"))


def test_model_modules_import_no_qt():
    modules = sorted((PACKAGE / "model").rglob("*.py"))
    assert modules, "the model package has no modules"
    offenders = {
        str(path.relative_to(PACKAGE)): sorted(m for m in imported_modules(path) if m.split(".")[0] in QT_MODULES)
        for path in modules
    }
    assert {path: found for path, found in offenders.items() if found} == {}


DESK_DOCUMENT_MODULES = {"sheets.py", "printouts.py", "printed_pages.py", "slip_printouts.py", "players_page.py",
                         "qr_painting.py", "link_printouts.py"}
"""The printed and published documents: they word and lay out with Qt, like the desk's GUI."""


def test_the_desk_rules_and_store_import_no_qt():
    """companion/tournament is Qt-free except its gui package and the modules that make its documents."""
    modules = sorted(path for path in (PACKAGE / "tournament").rglob("*.py")
                     if "gui" not in path.relative_to(PACKAGE / "tournament").parts[:-1]
                     and path.name not in DESK_DOCUMENT_MODULES)
    assert {path.name for path in modules} >= {"event.py", "scoring.py", "standings.py", "pairing.py", "documents.py",
                                               "document_export.py", "rules.py", "log.py", "exports.py", "cli.py",
                                               "event_store.py", "postgres.py", "sqlite.py", "transaction.py"}
    offenders = {
        str(path.relative_to(PACKAGE)): sorted(m for m in imported_modules(path) if m.split(".")[0] in QT_MODULES)
        for path in modules
    }
    assert {path: found for path, found in offenders.items() if found} == {}


DATABASE_MODULES = ("sqlalchemy", "alembic", "pg8000", "sqlite3")


def database_modules(imported: Iterable[str]) -> list[str]:
    return sorted(module for module in imported if module.split(".")[0] in DATABASE_MODULES)


def database_imports(paths: Iterable[Path]) -> dict[str, list[str]]:
    """The database libraries each file imports: only the desk's store may; its pages get the desk's errors."""
    found = {str(path.relative_to(PACKAGE)): database_modules(imported_modules(path)) for path in paths}
    return {path: modules for path, modules in found.items() if modules}


def test_the_database_check_would_catch_an_import():
    assert database_modules({"sqlalchemy.exc", "json", "companion.tournament.store", "pg8000.native", "sqlite3"}) == [
        "pg8000.native", "sqlalchemy.exc", "sqlite3"]
    assert database_imports([PACKAGE / "tournament" / "store" / "migrate.py"])["tournament/store/migrate.py"][-1] == \
        "sqlalchemy.engine"


def test_the_desk_gui_imports_no_database_library():
    """The store wraps every SQLAlchemy, driver and sqlite3 error in the desk's own (``errors.Unavailable`` and the
    others), and builds and reads server addresses (``server_address``, ``server_fields``): the pages never need
    a database library."""
    assert database_imports(sorted((PACKAGE / "tournament" / "gui").rglob("*.py"))) == {}


MAX_MODULE_LINES = 600


def long_modules(paths: Iterable[Path], limit: int = MAX_MODULE_LINES) -> dict[str, int]:
    counts = {str(path.relative_to(PACKAGE)): len(path.read_text(encoding="utf-8").splitlines()) for path in paths}
    return {path: count for path, count in counts.items() if count > limit}


def test_no_module_of_the_desks_rules_and_store_is_over_600_lines():
    """The store was one module with six jobs; each job is a module now, and stays one a reader can hold."""
    desk = [path for path in (PACKAGE / "tournament").rglob("*.py") if "gui" not in path.parts]
    assert any(path.parent.name == "store" for path in desk)
    assert long_modules(desk) == {}
    assert long_modules([PACKAGE / "tournament" / "store" / "postgres.py"], limit=100) == {
        "tournament/store/postgres.py": len((PACKAGE / "tournament" / "store" / "postgres.py").read_text(
            encoding="utf-8").splitlines())}  # the check counts lines


def test_the_desk_libraries_load_only_when_a_round_is_paired():
    """Start-up (app, CLI, every game's model, the desk's package and rules) does not load the matching library."""
    code = (
        "import sys\n"
        "from companion import app, cli, games, scenario, tournament\n"
        "from companion.tournament import event, pairing, scoring, standings\n"
        "for entry in games.GAMES:\n"
        "    entry.calculators(), entry.tournament_scoring()\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('rustworkx', 'networkx', 'scipy')]\n"
        "print(loaded)\n"
        "sys.exit(1 if loaded else 0)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr


def test_cli_and_every_game_model_load_without_qt():
    code = (
        "import sys, importlib\n"
        "from companion import app, cli, games, scenario\n"
        "for entry in games.GAMES:\n"
        "    for calc in entry.calculators().values():\n"
        "        calc.evaluate(calc.default())\n"
        f"loaded = [m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}]\n"
        "print(loaded)\n"
        "sys.exit(1 if loaded else 0)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_registered_game_has_a_model_and_a_gui_package():
    import importlib

    for entry in games.GAMES:
        assert entry.calculators(), entry.id
        assert (PACKAGE.parent / entry.gui_module.replace(".", "/") / "__init__.py").is_file(), entry.gui_module
        gui = importlib.import_module(entry.gui_module)
        assert gui.GAME_ID == entry.id and callable(gui.title) and callable(gui.create_tab), entry.gui_module
        known = entry.known_scenario()  # the self-test's worked example lives with the model, not elsewhere
        assert known is not None and known.scenario["game"] == entry.id, entry.id
        assert known.scenario["calculator"] in entry.calculators(), entry.id
        assert all(games.game_of(calculator) is entry for calculator in entry.calculators().values()), entry.id


def test_no_gui_module_is_named_after_a_game():
    """A game's pages live in its package, not in game-prefixed modules beside the shared ones."""
    assert sorted(p.name for p in (PACKAGE / "gui").glob("*.py")
                  if any(p.stem.startswith(game + "_") or p.stem == game for game in GAME_PACKAGES)) == []


def test_the_import_graph_is_read_from_every_import():
    graph = import_graph()
    assert "companion.gui.selftest" in graph["companion.app"]  # inside a function
    assert "companion.gui.application" in graph["companion.app"]
    assert "companion.gui.widgets.charts" in graph["companion.gui.widgets.stacked"]


def test_companion_has_no_import_cycle():
    assert cycles(import_graph()) == []


def test_no_game_imports_another_game_or_the_desk_and_nothing_else_imports_a_game():
    graph = import_graph()
    assert cross_game_imports(graph) == []


def test_the_model_imports_nothing_from_the_gui():
    assert model_to_gui_imports(import_graph()) == []


@pytest.mark.parametrize(("graph", "expected"), [
    ({"a": {"b"}, "b": {"c"}, "c": set()}, []),
    ({"a": {"b"}, "b": {"a"}}, [["a", "b"]]),
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, [["a", "b", "c"]]),
    ({"a": {"a"}}, [["a"]]),
    ({"a": {"b"}, "b": {"a"}, "c": {"d"}, "d": {"c"}}, [["a", "b"], ["c", "d"]]),
])
def test_the_cycle_check_finds_a_cycle_in_a_synthetic_graph(graph, expected):
    assert cycles(graph) == expected


def test_the_checks_would_catch_a_cross_game_and_a_model_to_gui_import():
    graph = {
        "companion.gui.warzone.victory": {"companion.gui.ringball.match", "companion.gui.widgets.rows"},
        "companion.gui.ringball.match": {"companion.model.ringball.tracker"},
        "companion.model.lustria.shooting": {"companion.model.warzone.d20", "companion.formatting"},
        "companion.gui.selftest": {"companion.gui.warzone", "companion.gui.ringball"},
    }
    assert cross_game_imports(graph) == [("companion.gui.selftest", "companion.gui.ringball"),
                                         ("companion.gui.selftest", "companion.gui.warzone"),
                                         ("companion.gui.warzone.victory", "companion.gui.ringball.match"),
                                         ("companion.model.lustria.shooting", "companion.model.warzone.d20")]
    desk = {
        "companion.tournament.gui.round.result_form": {"companion.gui.warzone.victory", "companion.games"},
        "companion.gui.ringball.match": {"companion.tournament.store"},
        "companion.tournament.store": {"companion.model.warzone.victory"},
    }
    assert cross_game_imports(desk) == [("companion.gui.ringball.match", "companion.tournament.store"),
                                        ("companion.tournament.gui.round.result_form", "companion.gui.warzone.victory"),
                                        ("companion.tournament.store", "companion.model.warzone.victory")]
    assert model_to_gui_imports(graph) == [("companion.model.lustria.shooting", "companion.formatting")]
