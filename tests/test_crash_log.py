"""The crash trail without Qt: one log per launch, a fatal error's stacks in it, the last ten kept, a crash
noticed by the next launch only."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from companion import crash_log


def test_a_launch_writes_its_own_log_and_says_when_it_closed_normally(tmp_path):
    log = crash_log.start(tmp_path)
    assert log.path.parent == tmp_path and log.previous is None
    log.record("Traceback (most recent call last):\nValueError: bad\n")
    log.close()
    text = log.path.read_text(encoding="utf-8")
    assert text.startswith("Companion ") and "uncaught exception:\nTraceback" in text
    assert text.rstrip().endswith(crash_log.CLEAN_EXIT)
    assert crash_log.start(tmp_path).previous is None, "a launch that closed normally is no crash"


def test_a_fatal_error_leaves_every_thread_stack_and_the_next_launch_notices_it_once(tmp_path):
    code = ("import sys, time, pathlib; from companion import crash_log; "
            "log = crash_log.start(pathlib.Path(sys.argv[1])); print('ready', flush=True); time.sleep(60)")
    process = subprocess.Popen([sys.executable, "-c", code, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline().strip() == "ready"
    os.kill(process.pid, signal.SIGSEGV)
    assert process.wait(timeout=30) != 0
    crashed = crash_log.logs_in(tmp_path)[-1]
    text = crashed.read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in text and "Current thread" in text and "line 1 in <module>" in text
    after = crash_log.start(tmp_path)
    assert after.previous == crashed
    after.close()
    assert crash_log.start(tmp_path).previous is None, "said once: the launch after looks at its own log"


def test_only_the_ten_newest_logs_are_kept(tmp_path):
    for number in range(12):
        old = tmp_path / f"companion-2026010{number // 10}-0000{number % 10:02d}-1.log"
        old.write_text(crash_log.CLEAN_EXIT + "\n", encoding="utf-8")
        os.utime(old, (time.time() - 1000 + number, time.time() - 1000 + number))
    log = crash_log.start(tmp_path)
    log.close()
    kept = crash_log.logs_in(tmp_path)
    assert len(kept) == crash_log.KEEP and kept[-1] == log.path
    assert not (tmp_path / "companion-20260100-000000-1.log").exists()


def test_the_logs_go_to_the_data_folder_and_never_into_the_home_of_a_test(monkeypatch, tmp_path):
    monkeypatch.setenv(crash_log.DATA_ENV, str(tmp_path / "data"))
    assert crash_log.data_folder() == tmp_path / "data" / "logs"
    monkeypatch.delenv(crash_log.DATA_ENV)
    monkeypatch.setenv(crash_log.CONFIG_ENV, str(tmp_path / "config"))
    assert crash_log.data_folder() == tmp_path / "config" / "Companion" / "logs"
    monkeypatch.delenv(crash_log.CONFIG_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert crash_log.data_folder() == tmp_path / "xdg" / "Companion" / "logs"


def test_an_unwritable_folder_gives_a_log_that_writes_nowhere(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    log = crash_log.start(blocked / "logs")
    log.record("trace")
    log.close()
    assert log.stream is None and not Path(log.path).exists()
