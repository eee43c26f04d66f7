"""Fuzzing what Companion reads from disk, as a hypothesis property bounded in time: scenario files (every
calculator's default, with one value anywhere in it replaced by any JSON value, or the file's bytes cut or
changed) and event files (any value written into any column of a sound event, as a disk or a hand-edit would).

Whatever the file holds: no traceback, exit status 0 or 2, and a refusal (2) is one line on stderr that changes
nothing on the disk. The examples are few enough to run in well under a minute each; the attack that led to
these tried thousands."""

import json
import sqlite3
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, example, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from companion import app, cli, games
from companion.scenario import Scenario, scenario_to_json

REFERENCES = [scenario_to_json(Scenario(entry.id, name, calculator.default()))
              for entry in games.GAMES for name, calculator in entry.calculators().items()]
"""One sound scenario of every calculator."""

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(10 ** 6), max_value=10 ** 6)
    | st.sampled_from([2 ** 63, -(2 ** 63) - 1, 10 ** 400]) | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12)
BOUNDED = hypothesis_settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                                HealthCheck.function_scoped_fixture])


def paths_in(data, prefix=()):
    """Every place in a JSON value: the path of keys and indices to it."""
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from paths_in(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from paths_in(value, (*prefix, index))


def replaced(data, path, value):
    if not path:
        return value
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[path[0]] = replaced(data[path[0]], path[1:], value)
    return copy


@st.composite
def scenario_texts(draw) -> bytes:
    reference = draw(st.sampled_from(REFERENCES))
    kind = draw(st.sampled_from(["value", "bytes", "digits"]))
    if kind == "value":
        path = draw(st.sampled_from(list(paths_in(reference))))
        return json.dumps(replaced(reference, path, draw(JSON_VALUES)), ensure_ascii=False).encode("utf-8")
    text = json.dumps(reference).encode("utf-8")
    if kind == "digits":  # a number longer than Python reads
        return text.replace(b'"format": 1', b'"format": ' + b"1" * draw(st.integers(4290, 4400)), 1)
    start = draw(st.integers(0, len(text)))
    return text[:start] + draw(st.binary(max_size=20)) + text[start + draw(st.integers(0, 20)):]


def one_line_or_success(status, err: str) -> None:
    assert status in (0, 2), (status, err)
    assert "Traceback" not in err, err
    if status == 2:
        assert err.count("\n") == 1, err


@BOUNDED
@given(data=scenario_texts())
def test_any_scenario_file_is_read_or_refused_in_one_line(data, capsys):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "fuzzed.companion"
        path.write_bytes(data)
        status = cli.main([str(path)])
        _, err = capsys.readouterr()
        one_line_or_success(status, err)
        assert path.read_bytes() == data


def sound_event(folder: Path) -> Path:
    """An event file with players, a round paired and a result in, made by the command line."""
    path = folder / "cup.companion-event"
    assert app.main(["event", "create", str(path), "--game", "warzone", "--name", "Cup", "--points-limit", "500"]) == 0
    for name in ("Ann", "Bob", "Cid", "Dan", "Eve"):
        assert app.main(["event", "add-player", str(path), name, "--club", "Verona"]) == 0
    assert app.main(["event", "pair", str(path)]) == 0
    assert app.main(["event", "report", str(path), "--round", "1", "--table", "1", "--score", "180", "150"]) == 0
    return path


TEMPLATE: dict[str, bytes] = {}


def template_event() -> bytes:
    if "event" not in TEMPLATE:
        with tempfile.TemporaryDirectory() as folder:
            TEMPLATE["event"] = sound_event(Path(folder)).read_bytes()
    return TEMPLATE["event"]


def columns() -> list[tuple[str, str]]:
    from companion.tournament.store import schema

    return [(table.name, column.name) for table in schema.metadata.sorted_tables for column in table.c]


STORED_VALUES = (st.none() | st.integers(min_value=-(2 ** 63), max_value=2 ** 63 - 1) | st.text(max_size=40)
                 | st.floats(allow_nan=False) | st.binary(max_size=12)
                 | st.sampled_from(["1/0", "1/" + "7" * 2500, "-5", "nan", "{", "[]", "sos,luck", "chess", "\0"]))
COMMANDS = (("show",), ("show", "--json"), ("standings", "--json"), ("export",),
            ("add-player", "Zoe"), ("report", "--round", "1", "--table", "2", "--score", "3", "1"))


@BOUNDED
@given(where=st.sampled_from(columns()), value=STORED_VALUES, every_row=st.booleans(),
       command=st.sampled_from(COMMANDS))
@example(where=("event", "tiebreaks"), value=b"\0", every_row=False, command=("show",))  # bytes, not text
@example(where=("round_table", "version"), value="", every_row=False, command=("show",))  # text, not a count
def test_any_value_in_any_column_of_an_event_file_is_read_or_refused_in_one_line(where, value, every_row, command,
                                                                                    capsys):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cup.companion-event"
        path.write_bytes(template_event())
        table, column = where
        connection = sqlite3.connect(path)
        try:
            condition = "" if every_row else " WHERE rowid = (SELECT min(rowid) FROM " + f'"{table}")'
            connection.execute(f'UPDATE "{table}" SET "{column}" = ?{condition}', (value,))
            connection.commit()
        except sqlite3.Error:  # a value the file's own constraints refuse: not one a file can hold
            return
        finally:
            connection.close()
        before = path.read_bytes()
        name, *rest = command
        if name == "export":
            rest = ["csv-standings", f"{folder}/out.csv"]
        try:
            status = app.main(["event", name, str(path), *rest])
        except SystemExit as exit_:
            status = exit_.code
        _, err = capsys.readouterr()
        one_line_or_success(status, err)
        if status == 2:
            assert path.read_bytes() == before
