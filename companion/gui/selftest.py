"""``companion --self-test``: a smoke test for any build, installed or bundled.

It starts the real application, offscreen unless ``QT_QPA_PLATFORM`` already
names a platform, with its preferences in a throwaway folder, and prints one
line per check, ``ok   <check>`` or ``FAIL <check>: <reason>``:

- ``start``: the main window is shown (with the seconds since the process began,
  and the CPU time it took, which other programs' load does not inflate);
- ``about``: the version comes from the package metadata, with the versions of
  Qt, PySide6, pyqtgraph and icepool (Help → About);
- ``icon``: the window icon loads from ``companion.resources``;
- ``translations``: Companion's and Qt's catalogues load for every language offered;
- ``tab <game>``: every registered game's tab and each of its pages opens, and
  every calculator page shows a result for its default inputs;
- ``scenario <game>/<calculator>``: one known scenario per game is written to a
  file, read back, loaded into its form, evaluated on the worker thread and
  compared with its exact expected value (the game's ``SELF_TEST``, worked by hand);
- ``charts <game>/<page>``: every chart and heat-map table renders to an image;
- ``offline``: QtNetwork is not loaded (nor bundled, in a frozen build).

A registered game whose model package declares no ``SELF_TEST`` fails its
scenario check. The exit status is 0
when every check passed, 1 otherwise, and the last line counts them and names
the failures. Nothing here needs the source tree.
"""

import importlib.util
import json
import os
import sys
import tempfile
import time
from collections import UserDict
from collections.abc import Callable, MutableMapping
from typing import Any, TextIO

from companion.model.calculator import KnownScenario

RESULT_TIMEOUT = 60.0


def _known_scenarios() -> dict[str, KnownScenario]:
    from companion import games

    return {entry.id: known for entry in games.TABS if (known := entry.known_scenario()) is not None}


class _KnownScenarios(UserDict[str, KnownScenario]):
    """Read from the games' model packages on first use, not when this module loads: the start check's
    figures are then the application's own, not those of loading every game's model first."""

    def __init__(self) -> None:  # no call to UserDict's: its ``data`` is read on first use
        self._loaded: dict[str, KnownScenario] | None = None

    @property  # type: ignore[override]
    def data(self) -> dict[str, KnownScenario]:
        if self._loaded is None:
            self._loaded = _known_scenarios()
        return self._loaded

    @data.setter
    def data(self, value: dict[str, KnownScenario]) -> None:
        self._loaded = value


KNOWN: MutableMapping[str, KnownScenario] = _KnownScenarios()
"""Each registered game's ``SELF_TEST``, by game id."""


class CheckFailed(Exception):
    """A check's reason for failing, as one line."""


class Report:
    """Prints one line per check and remembers the failures."""

    def __init__(self, stream: TextIO):
        self.stream = stream
        self.passed: list[str] = []
        self.failed: list[str] = []

    def check(self, name: str, function: Callable[[], str | None]) -> bool:
        try:
            detail = function()
        except CheckFailed as error:
            return self._fail(name, str(error))
        except Exception as error:  # any crash is that check's failure, never the end of the run
            return self._fail(name, f"{type(error).__name__}: {error}")
        self.passed.append(name)
        self._print(f"ok   {name}" + (f" ({detail})" if detail else ""))
        return True

    def _fail(self, name: str, reason: str) -> bool:
        self.failed.append(name)
        self._print(f"FAIL {name}: {' '.join(reason.split())}")
        return False

    def _print(self, line: str) -> None:
        print(line, file=self.stream, flush=True)

    def summary(self) -> None:
        line = f"self-test: {len(self.passed)} passed, {len(self.failed)} failed"
        self._print(line)
        if self.failed:
            self._print("failed: " + ", ".join(self.failed))


def lookup(results: Any, key: str) -> Any:
    """``results["path"][0]["removed"]`` for the key ``path[0].removed``."""
    value = results
    for part in key.replace("[", ".[").split("."):
        if part.startswith("["):
            value = value[int(part[1:-1])]
        elif part:
            value = value[part]
    return value


def seconds_since_process_start() -> float | None:
    """How long this process has run, from /proc where there is one."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            ticks = int(stat.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime", encoding="ascii") as uptime:
            up = float(uptime.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return max(0.0, up - ticks / os.sysconf("SC_CLK_TCK"))


def main(stream: TextIO | None = None) -> int:
    """Run every check; 0 when all passed. The environment is restored afterwards."""
    from companion.gui.settings import CONFIG_ENV

    started = time.perf_counter()
    report = Report(stream or sys.stdout)
    saved = {name: os.environ.get(name) for name in ("QT_QPA_PLATFORM", CONFIG_ENV)}
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="companion-self-test-", ignore_cleanup_errors=True) as folder:
        os.environ[CONFIG_ENV] = folder
        try:
            _run_checks(report, folder, started)
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
    report.summary()
    return 0 if not report.failed else 1


def _run_checks(report: Report, folder: str, started: float) -> None:
    from PySide6.QtWidgets import QApplication

    from companion.gui.application import create_application, open_main_window
    from companion.gui.settings import open_settings

    state: dict[str, Any] = {}

    def start() -> str:
        _quiet_offscreen_size_hints()
        app = create_application([])
        window = open_main_window(app, open_settings())
        state["window"] = window
        if not _wait(lambda: window.isVisible() and window.windowHandle() is not None
                     and window.windowHandle().isExposed(), 10.0):
            raise CheckFailed("the main window was not shown within 10 s")
        window.repaint()
        elapsed = seconds_since_process_start()
        cpu = time.process_time()
        platform = QApplication.platformName()
        if elapsed is None:
            return (f"{platform}, window shown {time.perf_counter() - started:.2f} s after the self-test began, "
                    f"{cpu:.2f} s of CPU")
        return f"{platform}, window shown {elapsed:.2f} s after the process started, {cpu:.2f} s of CPU"

    if not report.check("start", start):
        return
    window = state["window"]
    try:
        report.check("about", _check_about)
        report.check("licences", _check_licences)
        report.check("icon", lambda: _check_icon(window))
        report.check("translations", _check_translations)
        _check_tabs(report, window)
        _check_scenarios(report, window, folder)
        _check_charts(report, window)
        report.check("offline", _check_offline)
    finally:
        for panel in window.all_panels():
            panel.evaluator.wait()
        window.close()
        window.deleteLater()
        QApplication.processEvents()


OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"
"""What Qt's offscreen platform says on every window it shows: no news for a self-test reader."""


def _quiet_offscreen_size_hints() -> None:
    """Keep every Qt message but the offscreen platform's size-hint notice (on stderr, as Qt would)."""
    from PySide6.QtCore import qFormatLogMessage, qInstallMessageHandler

    def handler(mode, context, message: str) -> None:
        if message != OFFSCREEN_NOISE:
            print(qFormatLogMessage(mode, context, message), file=sys.stderr, flush=True)

    qInstallMessageHandler(handler)


def _wait(condition: Callable[[], bool], timeout: float) -> bool:
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + timeout
    while True:
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if condition():
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.005)


def _check_about() -> str:
    from importlib.metadata import version

    import icepool
    import pyqtgraph
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    from companion import __version__
    from companion.gui.about import about_text

    if __version__ == "0.0.0":
        raise CheckFailed("the package metadata of companion is missing, so its version is unknown")
    text = about_text()
    icepool_version = getattr(icepool, "__version__", None) or version("icepool")
    wanted = {"Companion": __version__, "Qt": qVersion(), "PySide6": pyside_version,
              "pyqtgraph": pyqtgraph.__version__, "icepool": icepool_version}
    missing = [f"{name} {number}" for name, number in wanted.items() if number not in text]
    if missing:
        raise CheckFailed("the About text does not name " + ", ".join(missing))
    return " · ".join(f"{name} {number}" for name, number in wanted.items())


def _check_licences() -> str:
    """Help > About lists every component with its licence: their metadata, and the LGPL texts, are there."""
    from companion import licences

    found = licences.components()
    names = {licences.canonical(component.name) for component in found}
    missing = [name for name in ("companion", *licences.LGPL_DISTRIBUTIONS, "pyqtgraph", "icepool") if name not in names]
    if missing:
        raise CheckFailed("no licence metadata for " + ", ".join(missing))
    if "MIT" not in licences.companion_licence() and "Permission is hereby granted" not in licences.companion_licence():
        raise CheckFailed("Companion's own licence text is missing")
    for name in licences.NOTICE_FILES:
        if len(licences.notice_text(name)) < 1000:
            raise CheckFailed(f"{name} is missing or cut short")
    texts = sum(1 for component in found if component.texts)
    return f"{len(found)} components, {texts} with licence files; the LGPL, the GPL and the Qt notice"


def _check_icon(window) -> str:
    from PySide6.QtWidgets import QApplication

    icon = QApplication.windowIcon()
    sizes = sorted({size.width() for size in icon.availableSizes()})
    if icon.isNull() or not sizes:
        raise CheckFailed("the application has no window icon")
    if window.windowIcon().isNull():
        raise CheckFailed("the main window shows no icon")
    return "sizes " + ", ".join(str(size) for size in sizes)


def _check_translations() -> str:
    from importlib import resources

    from PySide6.QtCore import QLibraryInfo, QTranslator

    from companion.gui.i18n import LANGUAGES, SOURCE_LANGUAGE

    languages = [language for language in LANGUAGES if language != SOURCE_LANGUAGE]
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    missing = []
    for language in languages:
        catalogue = resources.files("companion.resources") / "i18n" / f"companion_{language}.qm"
        with resources.as_file(catalogue) as path:
            if not QTranslator().load(str(path)):
                missing.append(f"companion_{language}.qm")
        if not QTranslator().load(f"qtbase_{language}", qt_folder):
            missing.append(f"qtbase_{language}.qm (in {qt_folder})")
    if missing:
        raise CheckFailed("cannot load " + ", ".join(missing))
    return ", ".join(languages) + ": Companion's and Qt's catalogues"


def _check_tabs(report: Report, window) -> None:
    from companion import games

    for index, entry in enumerate(games.TABS):

        def open_tab(index=index, entry=entry) -> str:
            tab = window.game_tabs[index]
            if tab.game_id != entry.id:
                raise CheckFailed(f"tab {index + 1} is {tab.game_id!r}, expected {entry.id!r}")
            window.tabs.setCurrentIndex(index)
            closed = []
            for page in tab.pages:
                tab.setCurrentWidget(page)
                if not _wait(page.isVisible, 5.0):
                    closed.append(tab.tabText(tab.indexOf(page)))
            if closed:
                raise CheckFailed("pages not shown: " + ", ".join(closed))
            panels = tab.panels()
            _wait(lambda: not any(panel.evaluator.busy() for panel in panels), RESULT_TIMEOUT)
            empty = [f"{panel.calculator.name} ({panel.status_label.text() or 'still evaluating'})"
                     for panel in panels if panel.result is None]
            if empty:
                raise CheckFailed("no result for the default inputs of " + ", ".join(empty))
            titles = [tab.tabText(i) for i in range(tab.count())]
            return f"{len(titles)} page{'s' if len(titles) != 1 else ''}: " + ", ".join(titles)

        report.check(f"tab {entry.id}", open_tab)


def _check_scenarios(report: Report, window, folder: str) -> None:
    from companion import games

    for entry in games.TABS:
        known = KNOWN.get(entry.id)
        if known is None:
            report.check(f"scenario {entry.id}", _no_known_scenario(entry.id))
            continue
        name = f"scenario {entry.id}/{known.scenario.get('calculator')}"
        report.check(name, lambda known=known: _check_scenario(window, known, folder))


def _no_known_scenario(game_id: str) -> Callable[[], str]:
    def fail() -> str:
        raise CheckFailed(f"no known scenario for {game_id!r}: its model package declares no SELF_TEST")

    return fail


def _check_scenario(window, known: KnownScenario, folder: str) -> str:
    from companion.scenario import SUFFIX, load_scenario

    path = os.path.join(folder, f"{known.scenario['game']}{SUFFIX}")
    with open(path, "w", encoding="utf-8") as stream:
        json.dump(known.scenario, stream)
    scenario = load_scenario(path)
    tab = next(tab for tab in window.game_tabs if tab.game_id == scenario.game)
    panel = tab.panel_for(scenario.calculator)
    if panel is None:
        raise CheckFailed(f"the {scenario.game} tab has no page for {scenario.calculator!r}")
    shown: list[Any] = []

    def collect() -> None:
        shown.append(panel.result)

    panel.result_shown.connect(collect)
    try:
        window.show_scenario(scenario)
        if not _wait(lambda: bool(shown) and not panel.evaluator.busy(), RESULT_TIMEOUT):
            raise CheckFailed(panel.status_label.text() or f"no result within {RESULT_TIMEOUT:.0f} s")
    finally:
        panel.result_shown.disconnect(collect)
    results = panel.calculator.results(shown[-1])
    wrong = []
    for key, expected in known.expected.items():
        try:
            got = lookup(results, key)
        except (KeyError, IndexError, TypeError):
            wrong.append(f"{key} is missing from the results")
            continue
        if got != expected:
            wrong.append(f"{key} = {got}, expected {expected}")
    if wrong:
        raise CheckFailed("; ".join(wrong))
    return ", ".join(f"{key} = {value}" for key, value in known.expected.items())


def _check_charts(report: Report, window) -> None:
    from companion import games
    from companion.gui.widgets.charts import PlotFrame
    from companion.gui.widgets.export import ExportableChart
    from companion.gui.widgets.heat_map import HeatMapTable

    for index, entry in enumerate(games.TABS):
        tab = window.game_tabs[index]
        window.tabs.setCurrentIndex(index)
        for page in tab.pages:
            title = tab.tabText(tab.indexOf(page)).replace("&", "")

            def render(page=page, tab=tab) -> str:
                tab.setCurrentWidget(page)
                _wait(page.isVisible, 5.0)
                charts = [chart for kind in (PlotFrame, HeatMapTable) for chart in page.findChildren(kind)]
                if isinstance(page, (PlotFrame, HeatMapTable)):
                    charts.append(page)
                # Every chart the page exports, also one that is not the page's child.
                exported: list[ExportableChart] = page.charts() if callable(getattr(page, "charts", None)) else []
                charts += [chart for chart in exported if chart not in charts]
                blank = [type(chart).__name__ for chart in charts if not _renders(chart)]
                if blank:
                    raise CheckFailed("rendered nothing: " + ", ".join(blank))
                return f"{len(charts)} rendered"

            report.check(f"charts {entry.id}/{title}", render)


def _renders(widget) -> bool:
    """Whether the widget grabs to an image that is not empty nor one flat colour."""
    if widget.width() < 2 or widget.height() < 2:
        widget.resize(widget.sizeHint().expandedTo(widget.minimumSizeHint()))
    image = widget.grab().toImage()
    if image.isNull() or image.width() < 2 or image.height() < 2:
        return False
    first = image.pixel(0, 0)
    step_x, step_y = max(1, image.width() // 40), max(1, image.height() // 40)
    return any(image.pixel(x, y) != first
               for y in range(0, image.height(), step_y) for x in range(0, image.width(), step_x))


def _check_offline() -> str:
    loaded = sorted(name for name in sys.modules if name.split(".")[-1] in ("QtNetwork", "QtWebSockets"))
    if loaded:
        raise CheckFailed("network modules are loaded: " + ", ".join(loaded))
    if getattr(sys, "frozen", False):
        if importlib.util.find_spec("PySide6.QtNetwork") is not None:
            raise CheckFailed("PySide6.QtNetwork is bundled")
        return "QtNetwork neither loaded nor bundled"
    return "QtNetwork not loaded"
