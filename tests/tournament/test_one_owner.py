"""One owner of an event file per process: every way this process could open the event behind SQLite's back, tried
while a store holds it, with another process writing meanwhile as a real separate process.

Each way in holds the event in this process, does what the desk, the server or the command line does (a second
store, a file dialog on the event's folder, the event picked as an export target, a players' file or a scenario, a
copy of the open event), then runs ``companion event add-player`` in a process of its own. Then: no side file of the
journal was removed or replaced under the holder (no descriptor of this process names a deleted file), a second
process sees the holder's next write, and once everything is closed every write is in the file.
"""

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from companion import files
from companion.tournament.errors import DeskError
from companion.tournament.exports import check_export_target
from companion.tournament.store import EventStore, copy_event
from tests.tournament.hostile import companion
from tests.tournament.store_helpers import new_store, side_files_hold_nothing

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads this process's descriptors in /proc")


def deleted_files_held(folder: Path) -> list[str]:
    """The files under ``folder`` that a descriptor of this process still names although they were deleted."""
    held = []
    for name in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{name}")
        except OSError:
            continue
        if target.startswith(str(folder)) and target.endswith(" (deleted)"):
            held.append(target)
    return held


def players_seen_by_another_process(path: Path) -> list[str]:
    shown = companion("event", "show", path, "--json")
    assert shown.returncode == 0, shown.stderr
    return [player["name"] for player in json.loads(shown.stdout)["players"]]


def picked_as_export_target(store: EventStore, path: Path) -> None:
    for target in (path, Path(f"{path}-journal"), Path(f"{path}-wal")):
        with pytest.raises(DeskError):
            check_export_target(target)


def picked_as_players_file(store: EventStore, path: Path) -> None:
    from companion.tournament.players_csv import read_players_file

    with pytest.raises((DeskError, OSError, ValueError)):
        read_players_file(path)
    with pytest.raises(files.HeldFile):
        files.read_regular(path, 1 << 20)


def picked_as_scenario(store: EventStore, path: Path) -> None:
    from companion.scenario import ScenarioError, load_scenario

    with pytest.raises(ScenarioError):
        load_scenario(path)


def copied_while_open(store: EventStore, path: Path) -> None:
    copy = path.with_name("copy.companion-event")
    assert copy_event(path, copy) is None
    with EventStore.open(copy) as copied:
        assert "Held 1" in [player.name for player in copied.load().players]


def opened_twice(store: EventStore, path: Path) -> None:
    """A second store in the same process, as the desk reopening its event or a server with two stores did."""
    with EventStore.open(path) as second:
        assert "Held 1" in [player.name for player in second.load().players]


def served(store: EventStore, path: Path) -> None:
    """The phones' server started in this process while a store holds the event (the desk's own case)."""
    from companion.tournament.web import serve

    serving = serve.start(str(path))
    try:
        import urllib.request

        with urllib.request.urlopen(f"http://127.0.0.1:{serving.port}/api/state", timeout=10) as answer:
            assert answer.status == 200
    finally:
        serving.stop()


WAYS: dict[str, Callable[[EventStore, Path], None]] = {
    "export target": picked_as_export_target,
    "players' file": picked_as_players_file,
    "scenario": picked_as_scenario,
    "copy": copied_while_open,
    "second store": opened_twice,
    "server": served,
}


def check_way_in(path: Path, way: Callable[[EventStore, Path], None]) -> None:
    store = new_store(str(path))
    try:
        store.add_player("Held 1")
        way(store, path)
        added = companion("event", "add-player", path, "From another process")
        assert added.returncode == 0, added.stderr
        assert deleted_files_held(path.parent) == []
        store.add_player("Held 2")
        assert {"Held 2", "From another process"} <= set(players_seen_by_another_process(path))
        assert deleted_files_held(path.parent) == []
    finally:
        store.close()
    with EventStore.open(path) as fresh:
        names = {player.name for player in fresh.load().players}
    assert {"Held 1", "Held 2", "From another process"} <= names
    assert side_files_hold_nothing(path)


@pytest.mark.parametrize("way", WAYS, ids=list(WAYS))
def test_a_way_into_the_open_event_file_loses_nothing(tmp_path, way):
    check_way_in(tmp_path / "cup.companion-event", WAYS[way])


def test_a_file_dialog_on_the_events_folder_reads_no_file_and_loses_nothing(qtbot, tmp_path):
    from PySide6.QtWidgets import QFileDialog, QFileSystemModel

    from companion.gui.widgets import file_dialogs

    path = tmp_path / "cup.companion-event"
    (tmp_path / "notes.txt").write_text("a file of another kind")

    def dialog_shown(store: EventStore, event: Path) -> None:
        dialog = file_dialogs._dialog(None, "Open event", str(tmp_path), "All files (*)",
                                      QFileDialog.AcceptMode.AcceptOpen)
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        qtbot.addWidget(dialog)
        dialog.show()
        model = dialog.findChild(QFileSystemModel)
        assert model is not None
        qtbot.waitUntil(lambda: model.rowCount(model.index(str(tmp_path))) >= 2, timeout=5000)
        index = model.index(str(event))
        qtbot.waitUntil(lambda: model.type(index) != "", timeout=5000)
        qtbot.wait(300)  # the icons and types of every file are gathered on a thread of Qt's
        dialog.close()

    check_way_in(path, dialog_shown)


DIALOG = """
import os, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog
from companion.gui.widgets import file_dialogs
app = QApplication([])
dialog = file_dialogs._dialog(None, "Open", sys.argv[1], "All files (*)", QFileDialog.AcceptMode.AcceptOpen)
dialog.setViewMode(QFileDialog.ViewMode.Detail)
dialog.show()
QTimer.singleShot(1500, app.quit)
app.exec()
"""


@pytest.mark.skipif(not shutil.which("strace"), reason="strace lists the files a process opens")
def test_the_dialog_opens_no_file_of_the_folder_it_shows(tmp_path):
    """Qt's own icon provider opens a file whose type its name does not tell; the app's dialogs never do."""
    folder = tmp_path / "event folder"
    folder.mkdir()
    new_store(str(folder / "cup.companion-event")).close()
    (folder / "unknown.xyz").write_bytes(b"\x00" * 64)
    trace = tmp_path / "trace"
    subprocess.run(["strace", "-f", "-qq", "-e", "trace=openat,open", "-o", str(trace), sys.executable, "-c", DIALOG,
                    str(folder)], check=True, capture_output=True, timeout=60, cwd=Path(__file__).parents[2])
    opened = [line for line in trace.read_text().splitlines() if "cup.companion-event" in line or "unknown.xyz" in line]
    assert opened == []
