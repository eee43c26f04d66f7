"""A file event whose file goes away (moved, its USB stick pulled, its share lost) or answers with I/O errors is
``FileUnavailable``: nothing is written anywhere else, and the same action succeeds once the file is back.
Every error of the database layer reaching a caller of the store is one of the desk's own."""

import shutil
import sqlite3
import subprocess
import uuid

import pytest
from sqlalchemy import event as sa_event
from sqlalchemy.exc import ResourceClosedError

from companion.tournament.errors import DeskError, EventFileError, FileUnavailable, Unavailable
from companion.tournament.store import EventStore
from tests.tournament.store_helpers import new_store


def io_error(message: str = "disk I/O error", name: str = "SQLITE_IOERR_READ") -> sqlite3.OperationalError:
    error = sqlite3.OperationalError(message)
    error.sqlite_errorname = name
    error.sqlite_errorcode = 266
    return error


def test_a_file_moved_away_is_unavailable_until_it_is_back(tmp_path):
    path = tmp_path / "spring.companion-event"
    with new_store(str(path)) as store:
        before, revision = store.load(), store.revision()
        away = tmp_path / "elsewhere.companion-event"
        path.rename(away)
        for act in (store.load, store.revision, lambda: store.add_player("Eve"), lambda: store.check_in(1)):
            with pytest.raises(FileUnavailable, match="is not there any more") as refused:
                act()
            assert isinstance(refused.value, Unavailable) and not refused.value.maybe_saved
        assert not path.exists()  # no empty event made in its place
        away.rename(path)
        assert store.load() == before and store.revision() == revision  # nothing was written while it was away
        assert store.add_player("Eve").name == "Eve"  # the same action, once the file is back
        assert store.revision() == revision + 1 and store.load().player_named("Eve") is not None
    with EventStore.open(path) as again:
        assert again.load().player_named("Eve") is not None


def test_a_file_replaced_by_a_copy_is_opened_afresh(tmp_path):
    """A share mounted again may give the same file another identity: the store reads what is there now."""
    path = tmp_path / "spring.companion-event"
    with new_store(str(path)) as store:
        store.add_player("Eve")
        copy = tmp_path / "copy.companion-event"
        with EventStore.open(path) as reader:
            reader.load()
        shutil.copy(path, copy)
        path.unlink()
        copy.rename(path)
        assert store.load().player_named("Eve") is not None
        store.add_player("Fay")
    with EventStore.open(path) as again:
        assert again.load().player_named("Fay") is not None


def test_a_usb_stick_pulled_is_unavailable(tmp_path):
    """A small file system (tmpfs) unmounted under the open event, as the system does when a stick is pulled."""
    mount = tmp_path / "stick"
    mount.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", f"companion-{uuid.uuid4().hex[:8]}",
                              str(mount)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("mounting a file system needs root")
    try:
        store = new_store(str(mount / "spring.companion-event"))
        subprocess.run(["umount", "-l", str(mount)], check=True)
        with pytest.raises(FileUnavailable):
            store.add_player("Eve")
        with pytest.raises(FileUnavailable):
            store.load()
        store.close()
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


@pytest.fixture
def failing(tmp_path):
    """A store whose next statements fail as a disk failing does (``fail["on"]``: the statement's first word)."""
    with new_store(str(tmp_path / "spring.companion-event")) as store:
        fail = {"on": None, "error": io_error()}

        @sa_event.listens_for(store._engine, "before_cursor_execute")
        def _fail(conn, cursor, statement, parameters, context, executemany):
            if fail["on"] is not None and statement.lstrip().upper().startswith(fail["on"]):
                raise fail["error"]

        @sa_event.listens_for(store._engine, "commit")
        def _fail_commit(conn):
            if fail["on"] == "COMMIT":
                raise fail["error"]

        yield store, fail


@pytest.mark.parametrize("statement", ["SELECT", "UPDATE", "INSERT"])
def test_io_errors_are_unavailable_and_leave_nothing_half_written(failing, statement):
    store, fail = failing
    before = store.load()
    fail["on"] = statement
    with pytest.raises(FileUnavailable, match="cannot be reached .disk I/O error.: nothing was saved") as refused:
        store.add_player("Eve")
    assert not refused.value.maybe_saved
    fail["on"] = None
    assert store.load() == before
    assert store.add_player("Eve").name == "Eve"  # tried again once the disk answers


def test_an_io_error_while_committing_may_have_saved(failing):
    store, fail = failing
    fail["on"] = "COMMIT"
    with pytest.raises(FileUnavailable, match="reload to see whether the change was kept") as refused:
        store.add_player("Eve")
    assert refused.value.maybe_saved


@pytest.mark.parametrize(("error", "kind", "match"), [
    (io_error("unable to open database file", "SQLITE_CANTOPEN"), FileUnavailable, "cannot be reached"),
    (io_error("database is locked", "SQLITE_BUSY"), Unavailable, "stayed locked for more than"),
    (io_error("database or disk is full", "SQLITE_FULL"), EventFileError, "the disk is full"),
    (io_error("file is not a database", "SQLITE_NOTADB"), EventFileError, "is not an event file"),
    (ResourceClosedError("This Connection is closed"), EventFileError, "the event database failed: This Connection"),
])
def test_every_database_error_reaches_the_caller_as_a_desk_error(failing, error, kind, match):
    store, fail = failing
    fail.update(on="SELECT", error=error)
    for act in (store.load, lambda: store.add_player("Eve")):
        with pytest.raises(kind, match=match) as refused:
            act()
        assert isinstance(refused.value, DeskError)
