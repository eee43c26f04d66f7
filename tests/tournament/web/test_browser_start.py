"""The browser tests fail, never skip, when Chromium is missing or cannot start, and in CI even when a developer's
``COMPANION_NO_BROWSER=1`` is set: each case runs one browser test in a pytest of its own and reads its verdict."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
ONE_TEST = "tests/tournament/web/test_browser.py::test_find_my_name_ignores_case_accents_and_apostrophes"


def verdict(**environment: str) -> tuple[int, str]:
    env = {key: value for key, value in os.environ.items() if key not in ("CI", "COMPANION_NO_BROWSER",
                                                                          "COMPANION_CHROMIUM")}
    env.update(environment, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", ONE_TEST], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=300)
    return run.returncode, run.stdout.strip().splitlines()[-1]


@pytest.mark.parametrize("chromium", ["/nonexistent/chromium", "/bin/false"])
@pytest.mark.parametrize("ci", ["", "true"])
def test_a_missing_or_broken_chromium_fails_the_browser_tests(chromium, ci):
    code, last = verdict(COMPANION_CHROMIUM=chromium, **({"CI": ci} if ci else {}))
    assert code != 0 and "error" in last and "skipped" not in last and "passed" not in last


def test_in_ci_leaving_the_browser_out_is_refused():
    code, last = verdict(COMPANION_CHROMIUM="/nonexistent/chromium", COMPANION_NO_BROWSER="1", CI="true")
    assert code != 0 and "error" in last and "skipped" not in last


def test_outside_ci_a_developer_may_leave_the_browser_out():
    code, last = verdict(COMPANION_CHROMIUM="/nonexistent/chromium", COMPANION_NO_BROWSER="1")
    assert code == 0 and "1 skipped" in last
