"""`companion --self-test`: it passes on a good install, and a wrong value fails it, naming the check."""

import io
import os
import subprocess
import sys
import textwrap
from fractions import Fraction
from pathlib import Path

import pytest

from companion import games
from companion.gui import selftest
from companion.scenario import evaluate_json, parse_scenario

ROOT = Path(__file__).resolve().parent.parent


def run_python(code: str, tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    """Run code in a fresh interpreter outside the source tree, with no display and no QT_QPA_PLATFORM."""
    environment = {key: value for key, value in os.environ.items() if key != "QT_QPA_PLATFORM"}
    environment.update(COMPANION_CONFIG_DIR=str(tmp_path / "config"), DISPLAY="", WAYLAND_DISPLAY="", **env)
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=tmp_path, env=environment,
                          capture_output=True, text=True, timeout=300)


def test_self_test_passes_and_prints_one_line_per_check(tmp_path):
    result = run_python("import sys; from companion.app import main; sys.exit(main(['--self-test']))", tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert all(line.startswith(("ok   ", "self-test: ")) for line in lines), lines
    assert lines[0].startswith("ok   start (offscreen, window shown ")
    assert "propagateSizeHints" not in result.stderr, "the offscreen platform's notice is no news"
    for check in ("about", "icon", "translations", "offline"):
        assert any(line.startswith(f"ok   {check} (") for line in lines), check
    for entry in games.GAMES:
        known = selftest.KNOWN[entry.id]
        assert any(line.startswith(f"ok   tab {entry.id} (") for line in lines), entry.id
        assert f"ok   scenario {entry.id}/{known.scenario['calculator']} (" in result.stdout
        assert any(line.startswith(f"ok   charts {entry.id}/") for line in lines), entry.id
    assert lines[-1] == f"self-test: {len(lines) - 1} passed, 0 failed"
    assert not (tmp_path / "config").exists(), "the self-test must not touch the user's preferences"


def test_a_wrong_value_and_a_game_without_a_known_scenario_fail_by_name(tmp_path):
    first, *others = [entry.id for entry in games.GAMES]
    code = f"""
        import sys
        from fractions import Fraction
        from companion.gui import selftest
        known = selftest.KNOWN[{first!r}]
        key = next(iter(known.expected))
        selftest.KNOWN[{first!r}] = known.__class__(known.scenario, {{key: Fraction(1, 2)}}, known.source)
        for game in {others[:1]!r}:
            del selftest.KNOWN[game]
        selftest.KNOWN["no-such-game"] = known
        sys.exit(selftest.main())
    """
    result = run_python(code, tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    calculator = selftest.KNOWN[first].scenario["calculator"]
    key, value = next(iter(selftest.KNOWN[first].expected.items()))
    failed = [f"scenario {first}/{calculator}"]
    assert f"FAIL scenario {first}/{calculator}: {key} = {value}, expected 1/2\n" in result.stdout
    if others:
        failed.append(f"scenario {others[0]}")
        assert f"FAIL scenario {others[0]}: no known scenario for {others[0]!r}" in result.stdout
    assert "no-such-game" not in result.stdout
    assert f", {len(failed)} failed\n" in result.stdout
    assert result.stdout.splitlines()[-1] == "failed: " + ", ".join(failed)
    assert "ok   start (" in result.stdout and "ok   offline (" in result.stdout


@pytest.mark.parametrize("game_id", [entry.id for entry in games.GAMES])
def test_known_values_are_the_models_exact_results(game_id):
    known = selftest.KNOWN[game_id]
    scenario = parse_scenario(dict(known.scenario))
    spec = scenario.calculator_spec()
    values = spec.results(spec.evaluate(scenario.inputs))
    for key, expected in known.expected.items():
        assert selftest.lookup(values, key) == expected, key
    assert evaluate_json(scenario)  # the same scenario through `companion eval`'s path


def test_lookup_follows_keys_and_indexes():
    data = {"path": [{"removed": Fraction(1, 3)}], "hit": Fraction(1, 2)}
    assert selftest.lookup(data, "path[0].removed") == Fraction(1, 3)
    assert selftest.lookup(data, "hit") == Fraction(1, 2)
    with pytest.raises(KeyError):
        selftest.lookup(data, "miss")


def test_a_crashing_check_is_a_failure_line_and_the_run_goes_on():
    stream = io.StringIO()
    report = selftest.Report(stream)

    def crash():
        raise ValueError("no such widget\nsecond line")

    assert not report.check("charts x/y", crash)
    assert report.check("offline", lambda: "fine")
    report.summary()
    assert stream.getvalue().splitlines() == [
        "FAIL charts x/y: ValueError: no such widget second line",
        "ok   offline (fine)",
        "self-test: 1 passed, 1 failed",
        "failed: charts x/y",
    ]
