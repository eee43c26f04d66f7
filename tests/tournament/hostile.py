"""What the tests of hostile and unlucky input share: a small disk that fills up, a folder of another user, the
command line run as that user, and a look at every file of a folder (to show a refusal changed nothing).

A full disk is a small tmpfs and a read-only place a read-only mount: both need root, and the tests that use
them are skipped without it. The user without rights is ``nobody`` (``setpriv``), for whom the permission bits
mean what they say (root reads and writes through them)."""

import os
import shutil
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

NOBODY = 65534
REPOSITORY = Path(__file__).resolve().parents[2]


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


@contextmanager
def small_disk(folder: Path, size: str = "512k", *, read_only: bool = False) -> Iterator[Path]:
    """A tmpfs of ``size`` mounted on ``folder`` (made if needed), unmounted at the end."""
    folder.mkdir(parents=True, exist_ok=True)
    options = f"size={size},mode=0777" + (",ro" if read_only else "")
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", options, f"companion-{uuid.uuid4().hex[:8]}",
                              str(folder)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip("mounting a small file system needs root")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


@contextmanager
def read_only_view(source: Path, folder: Path) -> Iterator[Path]:
    """``source`` (a folder) bind-mounted read-only on ``folder``: a mounted backup, a read-only share."""
    folder.mkdir(parents=True, exist_ok=True)
    bound = subprocess.run(["mount", "--bind", str(source), str(folder)], capture_output=True)
    if bound.returncode != 0:
        pytest.skip("a bind mount needs root")
    try:
        subprocess.run(["mount", "-o", "remount,bind,ro", str(folder)], check=True, capture_output=True)
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill(folder: Path) -> Path:
    """Fill the disk under ``folder`` to the last byte; returns the filler file."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as stream:
        try:
            while True:
                stream.write(b"\0" * 4096)
        except OSError:
            pass
        try:
            while True:
                stream.write(b"\0")
        except OSError:
            pass
    return filler


@contextmanager
def nobodys_folder() -> Iterator[Path]:
    """A new folder owned by ``nobody`` (outside pytest's private temporary folders, which nobody cannot enter)."""
    if not is_root():
        pytest.skip("acting as another user needs root")
    folder = Path(tempfile.mkdtemp(prefix="companion-nobody-"))
    try:
        os.chmod(folder, 0o755)
        os.chown(folder, NOBODY, NOBODY)
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def as_nobody(*arguments: object, timeout: float = 120) -> subprocess.CompletedProcess:
    """``companion ARGUMENTS`` run as ``nobody``: (exit status, stdout, stderr) in a CompletedProcess."""
    return subprocess.run(["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", sys.executable,
                           "-m", "companion", *map(str, arguments)], capture_output=True, text=True, timeout=timeout,
                          cwd="/", env={**os.environ, "HOME": "/nonexistent", "PYTHONPATH": str(REPOSITORY)})


def companion(*arguments: object, timeout: float = 120, **options) -> subprocess.CompletedProcess:
    """``companion ARGUMENTS`` in a process of its own (for what must not hang or fill this one's memory)."""
    return subprocess.run([sys.executable, "-m", "companion", *map(str, arguments)], capture_output=True, text=True,
                          timeout=timeout, **options)


def folder_state(folder: Path) -> dict[str, tuple[int, bytes]]:
    """Every file under ``folder`` (hidden ones too): its permissions and bytes."""
    return {str(path.relative_to(folder)): (path.stat().st_mode & 0o7777, path.read_bytes())
            for path in sorted(folder.rglob("*")) if path.is_file()}
