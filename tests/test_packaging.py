"""The packaging recipes agree with the app, and a double-click on a bad file or a start with
no writable preferences folder keeps the app up with a clear message.

The real build and its checks are packaging/check-linux (docs/packaging.md): too slow for
every test run. These tests read the recipes and run the app from the source tree.
"""

import ast
import configparser
import os
import re
import shutil
import struct
import subprocess
import sys
import textwrap
import time
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from companion.scenario import LEGACY_SUFFIX, SUFFIX

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
RESOURCES = ROOT / "companion" / "resources"
MIME_TYPE = "application/x-companion-scenario"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def project_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


# --- icons ----------------------------------------------------------------------------------


@pytest.mark.parametrize("size", PNG_SIZES)
def test_png_icons_have_their_size(size):
    data = (RESOURCES / f"companion-{size}.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", data[16:24]) == (size, size)


def test_svg_icon_is_square_svg():
    root = ET.parse(RESOURCES / "companion.svg").getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"


def test_ico_holds_png_images_up_to_256():
    data = (PACKAGING / "icons" / "companion.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for index in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * index: 22 + 16 * index])
        assert data[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(data)
        sizes.append(width or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_icns_holds_png_images_up_to_1024():
    data = (PACKAGING / "icons" / "companion.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    position, kinds = 8, []
    while position < len(data):
        kind, length = data[position:position + 4], struct.unpack(">I", data[position + 4:position + 8])[0]
        assert data[position + 8:position + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind.decode())
        position += length
    assert position == len(data)
    assert {"icp4", "icp5", "ic07", "ic08", "ic09", "ic10"} <= set(kinds)


def test_app_sets_its_window_icon_from_the_package(qapp):
    from companion.gui.application import app_icon

    sizes = {size.width() for size in app_icon().availableSizes()}
    assert set(PNG_SIZES) <= sizes


def test_a_file_the_system_hands_over_is_opened(qapp):
    """macOS sends a double-clicked document as a FileOpen event, not as an argument."""
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QFileOpenEvent

    from companion.gui.application import FileOpenHandler

    class Window(QObject):
        def __init__(self):
            super().__init__()
            self.opened = []

        def open_scenario(self, path):
            self.opened.append(path)

    window = Window()
    handler = FileOpenHandler(window)
    qapp.installEventFilter(handler)
    try:
        qapp.sendEvent(qapp, QFileOpenEvent("/tmp/a.companion.json"))
    finally:
        qapp.removeEventFilter(handler)
    assert window.opened == ["/tmp/a.companion.json"]


# --- Linux desktop files ------------------------------------------------------------------


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(PACKAGING / "linux" / "companion.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_opens_scenario_files():
    entry = desktop_entry()
    assert entry["Exec"] == "companion %f"
    assert entry["Icon"] == "companion"
    assert entry["MimeType"].split(";")[0] == MIME_TYPE
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"


def test_mime_type_claims_the_scenario_suffix():
    namespace = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(PACKAGING / "linux" / "companion-mime.xml").getroot()
    (mime_type,) = root.findall("m:mime-type", namespace)
    assert mime_type.get("type") == MIME_TYPE
    assert SUFFIX == ".companion"
    assert [glob.get("pattern") for glob in mime_type.findall("m:glob", namespace)] == ["*" + SUFFIX,
                                                                                       "*" + LEGACY_SUFFIX]
    assert mime_type.find("m:sub-class-of", namespace).get("type") == "application/json"


def test_metainfo_names_the_desktop_entry_and_this_version():
    root = ET.parse(PACKAGING / "linux" / "companion.metainfo.xml").getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("launchable") == root.findtext("id") + ".desktop" == "companion.desktop"
    assert root.find("provides/mediatype").text == MIME_TYPE
    assert root.find("releases/release").get("version") == project_version(), "add a <release> for this version"


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils is not installed")
def test_desktop_entry_validates():
    result = subprocess.run(["desktop-file-validate", str(PACKAGING / "linux" / "companion.desktop")],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream is not installed")
def test_metainfo_validates_but_for_its_short_id():
    result = subprocess.run(["appstreamcli", "validate", "--pedantic", "--no-net",
                             str(PACKAGING / "linux" / "companion.metainfo.xml")], capture_output=True, text=True)
    remarks = re.findall(r"^([EWIP]): \S+: ([\w-]+)", result.stdout, re.M)
    assert [tag for _, tag in remarks if tag != "cid-desktopapp-is-not-rdns"] == [], result.stdout


@pytest.mark.skipif(not shutil.which("update-mime-database"), reason="shared-mime-info is not installed")
def test_mime_database_matches_scenario_files(tmp_path):
    (tmp_path / "packages").mkdir()
    shutil.copy(PACKAGING / "linux" / "companion-mime.xml", tmp_path / "packages" / "companion.xml")
    result = subprocess.run(["update-mime-database", str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    globs = (tmp_path / "globs2").read_text().splitlines()
    assert f"60:{MIME_TYPE}:*{SUFFIX}" in globs
    assert f"60:{MIME_TYPE}:*{LEGACY_SUFFIX}" in globs


# --- the recipes --------------------------------------------------------------------------


@pytest.mark.parametrize("script", ["build-linux", "check-linux", "make-icons", "lint-workflow",
                                    "macos/build-macos", "linux/install-desktop-entry"])
def test_scripts_are_executable(script):
    assert os.access(PACKAGING / script, os.X_OK), script


def spec_tuple(name: str) -> tuple:
    tree = ast.parse((PACKAGING / "companion.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not in the spec")


def test_spec_keeps_metadata_and_game_modules():
    text = (PACKAGING / "companion.spec").read_text(encoding="utf-8")
    assert 'collect_submodules("companion")' in text  # games are imported by name (companion/games.py)
    assert 'collect_data_files("companion")' in text  # icons and catalogues
    assert "copy_metadata(distribution)" in text and "components()" in text  # Help > About: every component


def test_spec_excludes_no_qt_module_the_app_loads(tmp_path):
    """Start the whole window and list the Qt modules loaded: the spec must bundle each of them."""
    code = """
        import sys
        from companion.gui.application import create_application, open_main_window
        from companion.gui.settings import open_settings
        window = open_main_window(create_application([]), open_settings())
        for panel in window.all_panels():
            panel.evaluator.wait()
        print(" ".join(sorted(m.split(".")[1] for m in sys.modules if m.startswith("PySide6.Qt"))))
    """
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "COMPANION_CONFIG_DIR": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                            env=env, cwd=tmp_path, timeout=300)
    assert result.returncode == 0, result.stderr
    loaded = set(result.stdout.split())
    assert {"QtCore", "QtGui", "QtWidgets"} <= loaded
    assert loaded & set(spec_tuple("UNUSED_QT")) == set()
    assert loaded - set(spec_tuple("OPTIONAL_QT")) >= {"QtSvg", "QtOpenGL", "QtOpenGLWidgets"}
    assert "QtNetwork" not in loaded


def test_spec_excludes_no_qt_module_any_module_of_the_app_imports():
    """Also the parts the window loads only when used (the desk's printouts need QtPrintSupport)."""
    imported = set()
    for path in (ROOT / "companion").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("PySide6."):
                imported.add(node.module.split(".")[1])
            elif isinstance(node, ast.Import):
                imported.update(alias.name.split(".")[1] for alias in node.names if alias.name.startswith("PySide6."))
    assert "QtPrintSupport" in imported
    assert imported & set(spec_tuple("UNUSED_QT")) == set()


def test_inno_setup_script_installs_per_user_with_an_association():
    text = (PACKAGING / "windows" / "companion.iss").read_text(encoding="utf-8")
    assert "PrivilegesRequired=lowest" in text
    assert "{group}\\{#AppName}" in text and "{uninstallexe}" in text
    assert f'#define ScenarioExt "{SUFFIX}"' in text
    assert ('Subkey: "Software\\Classes\\{#ScenarioExt}"; ValueType: string; ValueName: ""; '
            'ValueData: "{#ScenarioProgId}"') in text
    assert 'Subkey: "Software\\Classes\\{#ScenarioProgId}\\DefaultIcon"' in text
    assert 'Subkey: "Software\\Classes\\{#ScenarioProgId}\\shell\\open\\command"' in text
    assert 'Subkey: "Software\\Classes\\.json\\OpenWithProgids"' in text
    assert '""{app}\\{#AppExe}"" ""%1""' in text
    assert "SetupIconFile=..\\icons\\companion.ico" in text


def test_release_workflow_builds_all_three_on_a_tag():
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in text
    for command in ("sudo packaging/check-linux", "packaging\\windows\\companion.iss", "packaging/macos/build-macos",
                    "gh release create"):
        assert command in text, command
    assert text.count("--self-test") >= 2


# --- the real build -------------------------------------------------------------------------


@pytest.mark.skipif(not (os.environ.get("CI") == "true" or os.environ.get("COMPANION_PACKAGE_CHECK") == "1"),
                    reason="builds the packages (about 3 minutes): runs in CI, or with COMPANION_PACKAGE_CHECK=1")
@pytest.mark.skipif(not sys.platform.startswith("linux") or not shutil.which("dpkg-deb"),
                    reason="the Linux packages are built on Debian or Ubuntu")
def test_linux_packages_build_and_pass_their_checks():
    result = subprocess.run([sys.executable, str(PACKAGING / "check-linux")], cwd=ROOT, capture_output=True,
                            text=True, timeout=3600)
    report = [line for line in result.stdout.splitlines() if line.startswith(("ok", "FAIL", "skip", "check-linux"))]
    assert result.returncode == 0, "\n".join(report) + "\n" + result.stderr[-3000:]
    assert report[-1].startswith("check-linux: ") and ", 0 failed" in report[-1]


# --- bad input: a double-clicked file, an unwritable preferences folder ---------------------


def run_app(arguments: list[str], config: str, tmp_path: Path, extra: str = "") -> subprocess.CompletedProcess:
    """`companion ARGS` as started by the desktop, with message boxes recorded instead of shown
    and the event loop replaced by a look at the window; prints what the user would see."""
    code = f"""
        import json, sys
        from PySide6.QtWidgets import QApplication, QMessageBox
        shown = []
        QMessageBox.warning = staticmethod(lambda parent, title, text, *rest: shown.append([title, text]))
        from companion.gui import dialogs
        dialogs.warning = QMessageBox.warning

        def exec_(*_):
            window = next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow")
            {extra}
            print(json.dumps({{"messages": shown, "visible": window.isVisible()}}))
            return 0

        QApplication.exec = exec_
        from companion.app import main
        sys.exit(main({arguments!r}))
    """
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "COMPANION_CONFIG_DIR": config}
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=300)


def bad_files(folder: Path) -> dict[str, tuple[Path, str]]:
    """Each bad file and what its message says; the first is the one given on the command line."""
    (folder / "digits.companion.json").write_text('{"format": 1, "game": "warzone", "points": ' + "7" * 4301 + "}",
                                                  encoding="utf-8")
    os.mkfifo(folder / "fifo.companion.json")
    (folder / "broken.companion.json").write_text('{"format": 1, "game": ', encoding="utf-8")
    (folder / "binary.companion.json").write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    (folder / "chess.companion.json").write_text('{"format": 1, "game": "chess"}', encoding="utf-8")
    (folder / "folder.companion.json").mkdir()
    return {
        "digits": (folder / "digits.companion.json", "a number in it has more digits than any field takes"),
        "fifo": (folder / "fifo.companion.json", "it is not a regular file"),
        "device": (Path("/dev/zero"), "it is not a regular file"),
        "broken": (folder / "broken.companion.json", "not valid JSON"),
        "binary": (folder / "binary.companion.json", "not UTF-8"),
        "chess": (folder / "chess.companion.json", "game"),
        "folder": (folder / "folder.companion.json", "cannot read the file"),
        "missing": (folder / "missing.companion.json", "cannot read the file"),
    }


def test_bad_scenario_files_get_a_clear_message_and_the_window_stays(tmp_path):
    import json

    files = bad_files(tmp_path)
    first, *rest = files.values()
    # The first comes through the command line, as from a double-click; the rest through the
    # same window's open_scenario, which is what the command line calls.
    extra = "; ".join(f"window.open_scenario({str(path)!r})" for path, _ in rest)
    result = run_app([str(first[0])], str(tmp_path / "config"), tmp_path, extra)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["visible"]
    assert len(seen["messages"]) == len(files)
    for (title, text), (path, reason) in zip(seen["messages"], files.values(), strict=True):
        assert title == "Cannot open scenario"
        assert text.startswith(f"{path}: ") and reason in text, text


def test_a_double_clicked_bad_file_leaves_the_app_running(tmp_path):
    path = tmp_path / "broken.companion.json"
    path.write_text("{not json", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "COMPANION_CONFIG_DIR": str(tmp_path / "config")}
    process = subprocess.Popen([sys.executable, "-m", "companion", str(path)], cwd=tmp_path, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        time.sleep(6)
        assert process.poll() is None, process.communicate()
    finally:
        process.kill()
        process.communicate()


def test_no_writable_preferences_folder_says_where_and_starts(tmp_path):
    import json

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    config = blocker / "config"  # cannot be created, not even by root
    result = run_app([], str(config), tmp_path)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["visible"]
    assert seen["messages"] == [[
        "Preferences not saved",
        f"Companion cannot write its preferences to {config / 'Companion' / 'companion.ini'}; "
        "they will not be remembered.",
    ]]


def test_spec_ships_the_event_schema_migrations_as_files():
    text = (PACKAGING / "companion.spec").read_text(encoding="utf-8")
    assert 'collect_data_files("companion.tournament.store", include_py_files=True, subdir="migrations")' in text
    assert 'collect_submodules("alembic"' in text
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]["companion.tournament.store"]
    migrations = ROOT / "companion" / "tournament" / "store" / "migrations"
    shipped = {path for pattern in package_data for path in (ROOT / "companion" / "tournament" / "store").glob(pattern)}
    assert {migrations / "env.py", migrations / "script.py.mako"} | set((migrations / "versions").glob("*.py")) <= shipped


def test_the_desk_runs_without_the_modules_the_spec_leaves_out(tmp_path):
    """Create, migrate, pair and report with every module of UNUSED_MODULES unimportable, as in the bundle."""
    old = tmp_path / "old.companion-event"
    shutil.copyfile(ROOT / "tests" / "tournament" / "fixtures" / "schema-0001.companion-event", old)
    code = f"""
        import sys
        LEFT_OUT = {spec_tuple("UNUSED_MODULES")!r}

        class LeftOut:
            def find_spec(self, name, path=None, target=None):
                if any(name == module or name.startswith(module + ".") for module in LEFT_OUT):
                    raise ModuleNotFoundError(name)

        sys.meta_path.insert(0, LeftOut())
        from companion import app
        event = {str(tmp_path / "new.companion-event")!r}
        commands = (["create", event, "--game", "warzone", "--name", "Spring", "--points-limit", "500"],
                    ["add-player", event, "Ann"], ["add-player", event, "Bob"], ["pair", event],
                    ["report", event, "--round", "1", "--table", "1", "--score", "22.5", "0"],
                    ["standings", event, "--json"], ["show", {str(old)!r}, "--json"])
        sys.exit(max(app.main(["event", *command]) for command in commands))
    """
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True,
                            cwd=tmp_path, timeout=300)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "old.schema-0001.backup").exists()
