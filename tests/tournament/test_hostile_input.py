"""Bad input to every `companion event` command, as a hostile player or an unlucky organiser types it: numbers
past what a database keeps, thousands of digits, bytes that are not UTF-8, names that are terminal escape
sequences, look-alike and invisible names, NUL, file names too long, a full disk, a folder without rights.
Each is one line on stderr, exit 2, no traceback, and the event as it was."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.tournament.rules import clean_text, name_key, visible
from tests.tournament.hostile import as_nobody, companion, fill, folder_state, nobodys_folder, small_disk


def one_line(run, *arguments, match: str) -> str:
    status, out, err = run(*arguments)
    assert (status, out) == (2, ""), (status, out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert match in err, err
    return err


@pytest.fixture
def paired(places, run):
    """An event of four players with round 1 paired, on a file and on a server."""
    location = places.event("hostile")
    assert run("create", location, "--game", "warzone", "--name", "Cup", "--points-limit", 500, "--seed", 1)[0] == 0
    for name in ("Ann", "Bob", "Cid", "Dan"):
        assert run("add-player", location, name)[0] == 0
    assert run("pair", location)[0] == 0
    return location


def unchanged(places, location, action):
    before = places.rows(location)
    action()
    assert places.rows(location) == before


@pytest.mark.parametrize("option", ["--round", "--table"])
def test_a_round_or_table_past_any_database_integer_is_one_line(places, run, paired, option):
    values = {"--round": 1, "--table": 1, option: 2**63}
    unchanged(places, paired, lambda: one_line(
        run, "report", paired, "--round", values["--round"], "--table", values["--table"], "--score", 1, 2,
        match=f"{option}: a whole number from 1 to"))


def test_a_points_limit_past_any_database_integer_is_one_line(places, run):
    location = places.event("huge")
    one_line(run, "create", location, "--game", "warzone", "--name", "Cup", "--points-limit", 2**63,
             match="--points-limit: a whole number from 1 to 1000000")
    assert places.rows(location) in (None, {})


def test_the_store_refuses_numbers_past_its_columns_too(places, paired):
    from companion.model.errors import InputError
    from companion.tournament.store import EventStore
    from tests.tournament.store_helpers import result

    with EventStore.open(paired) as store:
        before = store.snapshot()
        for act in (lambda: store.report(2**63, 1, result(1, 2)), lambda: store.report(1, 2**64, result(1, 2)),
                    lambda: store.late_join(1, 2**63), lambda: store.set_fixed_table(1, 2**63)):
            with pytest.raises(InputError, match="a whole number from 1 to"):
                act()
        assert store.snapshot() == before


@pytest.mark.parametrize("score", ["1" * 4400, "9" * 4000, "1/" + "7" * 2500, "1" * 4400 + ".5", "1/1001", "1000001",
                                   "2.0001"])
def test_a_score_too_long_or_too_fine_is_one_line_and_the_standings_still_work(places, run, paired, score):
    unchanged(places, paired, lambda: one_line(run, "report", paired, "--round", 1, "--table", 1, "--score", score,
                                               "1/3", match="--score:"))
    assert run("standings", paired)[0] == 0
    assert run("export", paired, "csv-standings", places.folder / "standings.csv")[0] == 0


def test_a_score_at_the_bounds_is_taken(run, paired):
    status, out, err = run("report", paired, "--round", 1, "--table", 1, "--score", "1000000", "0.001")
    assert status == 0, err
    assert run("standings", paired)[0] == 0


def test_bytes_that_are_not_utf8_in_a_name_are_one_line(places, run, paired):
    name = os.fsdecode(b"\xff\xfeAnn")
    unchanged(places, paired, lambda: one_line(run, "add-player", paired, name,
                                               match="name: text in UTF-8: it holds bytes that are not"))
    unchanged(places, paired, lambda: one_line(run, "add-player", paired, "Eve", "--club", name,
                                               match="club: text in UTF-8"))
    location = places.event("bytes")
    one_line(run, "create", location, "--game", "ringball", "--name", name, match="--name: text in UTF-8")
    unchanged(places, paired, lambda: one_line(run, "drop", paired, name, match="NAME: text in UTF-8"))


def test_a_file_name_too_long_is_one_line(tmp_path, run, paired):
    folder = tmp_path / "long"
    folder.mkdir()
    long = folder / ("a" * 300 + ".companion-event")
    one_line(run, "create", long, "--game", "ringball", "--name", "Cup", match="File name too long")
    one_line(run, "show", long, match="File name too long")
    one_line(run, "copy", paired, long, match="File name too long")
    one_line(run, "export", paired, "json", folder / ("a" * 300 + ".json"), match="File name too long")
    one_line(run, "import-players", paired, folder / ("a" * 300 + ".csv"), match="File name too long")
    assert list(folder.iterdir()) == []


def test_a_file_name_of_the_longest_length_is_made_and_one_longer_is_one_line(tmp_path, run):
    """SQLite keeps ``NAME-journal`` and ``NAME-wal`` beside the file: a name must leave them room."""
    longest = tmp_path / ("a" * (247 - len(".companion-event")) + ".companion-event")
    assert run("create", longest, "--game", "ringball", "--name", "Cup")[0] == 0
    for name in ("Ann", "Bob"):
        assert run("add-player", longest, name)[0] == 0
    assert run("show", longest)[0] == 0
    assert sorted(path.name for path in tmp_path.iterdir()) == [longest.name, f"{longest.name}-journal"]
    longer = tmp_path / ("b" * (248 - len(".companion-event")) + ".companion-event")
    one_line(run, "create", longer, "--game", "ringball", "--name", "Cup", match="the name is longer than 247 bytes")
    assert sorted(path.name for path in tmp_path.iterdir()) == [longest.name, f"{longest.name}-journal"]


@pytest.mark.parametrize("name", ["Evil\x1b]0;pwned\x07", "Clear\x1b[2J", "Red\x1b[31m", "Bell\x07", "Nul\x00l",
                                  "C1\x9b31m", "Del\x7f"])
def test_control_characters_in_a_name_are_refused(places, run, paired, name):
    unchanged(places, paired, lambda: one_line(run, "add-player", paired, name,
                                               match="name: text without control characters"))


def test_names_with_escapes_from_an_older_event_are_shown_escaped(places, run, paired):
    places.execute(paired, "UPDATE player SET name = 'Ann' || char(27) || '[2J' WHERE name = 'Ann'"
                   if places.sqlite else "UPDATE player SET name = 'Ann' || chr(27) || '[2J' WHERE name = 'Ann'")
    for command in ("show", "standings"):
        status, out, err = run(command, paired)
        assert status == 0 and "\x1b" not in out and "Ann\\x1b[2J" in out, (out, err)
    status, out, _ = run("show", paired, "--json")
    assert status == 0 and "\x1b" not in out and "Ann\\u001b[2J" in out


@pytest.mark.parametrize(("typed", "kept"), [
    ("Jose\u0301", "José"), ("Ann\u200b", "Ann"), ("\u2800Ann\u3164", "Ann"), ("A\u202enn", "Ann"),
    ("Zoë\u00ad", "Zoë"), ("\ufeffBob", "Bob"), ("👩\u200d💻", "👩\u200d💻"), ("Ann\u200d", "Ann"),
])
def test_names_are_composed_and_lose_their_invisible_characters(typed, kept):
    assert clean_text(typed, "name") == kept


@pytest.mark.parametrize("name", ["\u200b", "\u2800", "\u3164", "\u200b\u2800\u200c", "\u0301", "\u115f\u1160"])
def test_a_name_with_nothing_visible_is_refused(places, run, paired, name):
    assert not visible(clean_text(name, "name"))
    unchanged(places, paired, lambda: one_line(run, "add-player", paired, name, match="name: a "))


@pytest.mark.parametrize(("first", "second"), [("José", "Jose\u0301"), ("Ann", "Ann\u200b"), ("Ann", "ANN\u2060"),
                                               ("Ann", "ＡＮＮ"), ("ﬁona", "FIONA")])
def test_look_alike_names_are_one_player(places, run, paired, first, second):
    assert name_key(clean_text(first, "name")) == name_key(clean_text(second, "name"))
    assert run("add-player", paired, first)[0] == 0 or first == "Ann"
    unchanged(places, paired, lambda: one_line(run, "add-player", paired, second,
                                               match="a name no other player has"))
    assert run("drop", paired, second)[0] == 0  # the same player, found by either spelling


def test_a_name_saved_by_an_older_companion_in_decomposed_form_is_still_a_duplicate(places, run, paired):
    """Older releases kept names as typed and compared them by case only."""
    decomposed = "Jose\u0301"
    places.execute(paired, f"UPDATE player SET name = '{decomposed}', name_key = '{decomposed.casefold()}' "
                           f"WHERE name = 'Ann'")
    unchanged(places, paired, lambda: one_line(run, "add-player", paired, "José", match="a name no other player has"))


def test_a_nul_in_an_imported_name_is_refused_on_both_kinds(places, run, paired, tmp_path):
    players = tmp_path / "players.csv"
    players.write_bytes(b"name,club\nEve,Blue\nF\x00ay,Red\n")
    unchanged(places, paired, lambda: one_line(run, "import-players", paired, players,
                                               match="line 3: name: text without control characters"))
    players.write_bytes(b"name,club\nEve,Bl\x00ue\n")
    unchanged(places, paired, lambda: one_line(run, "import-players", paired, players, match="line 2: club:"))


def test_create_and_copy_onto_a_full_disk_are_one_line_and_leave_nothing(tmp_path, run):
    source = tmp_path / "cup.companion-event"
    assert run("create", source, "--game", "ringball", "--name", "Cup")[0] == 0
    with small_disk(tmp_path / "disk", "256k") as disk:
        fill(disk)
        before = folder_state(disk)
        one_line(run, "create", disk / "new.companion-event", "--game", "ringball", "--name", "Cup",
                 match="the disk is full")
        one_line(run, "copy", source, disk / "copy.companion-event", match="the disk is full")
        assert folder_state(disk) == before


@pytest.mark.parametrize("room", ["8k", "24k", "40k", "64k", "80k", "104k"])
def test_create_and_copy_onto_a_nearly_full_disk_make_a_whole_event_or_nothing(tmp_path, run, room):
    """Whatever room is left, the event is made whole (it opens) or the command says the disk is full and leaves
    nothing: never an event file that is not one."""
    source = tmp_path / "cup.companion-event"
    assert run("create", source, "--game", "ringball", "--name", "Cup")[0] == 0
    for name in ("Ann", "Bob", "Cid"):
        run("add-player", source, name)
    for command in (("create", "{target}", "--game", "ringball", "--name", "Cup"), ("copy", source, "{target}")):
        with small_disk(tmp_path / f"disk-{command[0]}", room) as disk:
            target = disk / "new.companion-event"
            status, out, err = run(*(str(part).format(target=target) for part in command))
            if status == 0:
                assert run("show", target)[0] == 0 and [path.name for path in disk.iterdir()] == [target.name]
            else:
                assert (status, out) == (2, "") and err.count("\n") == 1 and "the disk is full" in err, err
                assert list(disk.iterdir()) == []


def test_create_and_copy_in_a_folder_that_cannot_be_written_are_one_line(tmp_path):
    with nobodys_folder() as folder:
        source = folder / "cup.companion-event"
        assert as_nobody("event", "create", source, "--game", "ringball", "--name", "Cup").returncode == 0
        closed = folder / "closed"
        closed.mkdir()
        os.chmod(closed, 0o555)
        for arguments in (("create", closed / "new.companion-event", "--game", "ringball", "--name", "Cup"),
                          ("copy", source, closed / "copy.companion-event")):
            refused = as_nobody("event", *arguments)
            assert (refused.returncode, refused.stdout) == (2, ""), refused.stderr
            assert refused.stderr.count("\n") == 1 and "Permission denied" in refused.stderr, refused.stderr
        assert list(closed.iterdir()) == []


def test_every_event_file_and_backup_is_its_owners_only(tmp_path, run):
    path = tmp_path / "cup.companion-event"
    assert run("create", path, "--game", "ringball", "--name", "Cup")[0] == 0
    for name in ("Ann", "Bob"):
        run("add-player", path, name)
    assert run("pair", path)[0] == 0
    assert run("copy", path, tmp_path / "copy.companion-event")[0] == 0
    made = sorted(tmp_path.iterdir())
    assert [file.name for file in made] == ["copy.companion-event", "cup.companion-event",
                                            "cup.companion-event-journal", "cup.round-1.backup"]
    assert {file.name: file.stat().st_mode & 0o777 for file in made} == {file.name: 0o600 for file in made}


def test_no_command_prints_a_traceback_for_a_name_argument_in_any_encoding(tmp_path):
    """Bytes that are not UTF-8 reach the command line as they are (no test runner in between)."""
    path = tmp_path / "cup.companion-event"
    assert companion("event", "create", path, "--game", "ringball", "--name", "Cup").returncode == 0
    raw = subprocess.run([os.fsencode(sys.executable), b"-m", b"companion", b"event", b"add-player",
                          os.fsencode(path), b"\xff\xfeEve"], capture_output=True, timeout=120)
    assert raw.returncode == 2 and b"Traceback" not in raw.stderr and raw.stderr.count(b"\n") == 1, raw.stderr
    named = Path(os.fsdecode(bytes(tmp_path) + b"/\xff.companion-event"))
    made = companion("event", "create", named, "--game", "ringball", "--name", "Cup")
    assert made.returncode == 0 and "Traceback" not in made.stderr, made.stderr
    shown = companion("event", "show", named)
    assert shown.returncode == 0 and "Traceback" not in shown.stderr


@pytest.mark.parametrize("arguments", [("settings", "{event}", "--rounds", "9" * 5000),
                                       ("report", "{event}", "--round", "1" * 5000, "--table", "1", "--score", "1", "1"),
                                       ("settings", "{event}", "--check-in-required", "y" * 300)])
def test_a_huge_value_is_not_echoed_back_whole(refused, event_file, arguments):
    """argparse quotes the value it refuses: one over 40 characters is cut to its first 20 and its length."""
    err = refused(event_file, *(argument.format(event=event_file) for argument in arguments), match="characters)")
    assert len(err) < 200, err
    assert "…' (5,000 characters)" in err or "…' (300 characters)" in err


HUGE = "9" * 5000


@pytest.mark.parametrize("arguments", [
    ("report", "--round", "9" * 2500 + "'" + "9" * 2499, "--table", "1", "--score", "1", "1"),  # argparse: "…"
    ("settings", "--rounds", "9" * 2500 + "'\"" + "9" * 2498),  # argparse: '…\'"…'
    ("serve", "--port", "x" * 5000),
    ("swap", "--round", HUGE, "Ann", "Bob"),
    ("soft-score", "Ann", "--kind", "painting", "--value", "1", "--round", HUGE),
    ("create", "--game", "warzone", "--name", "Cup", "--points-limit", HUGE),
    ("report", "--r=" + HUGE),  # ambiguous: --round or --replace, the option echoed unquoted
    ("report", "--r=" + "9 " * 2500),  # and spaces and all
    ("pair", "--json=" + HUGE),  # a flag given a value
    ("show", HUGE),  # an argument too many, echoed unquoted
    ("show", "x " * 2500),
    ("show", *["x"] * 3000),  # three thousand of them
])
def test_a_huge_value_is_cut_however_argparse_echoes_it(run, tmp_path, arguments):
    """Whatever argparse refuses (a value, an option, arguments it does not know) and however it shows it: one
    short line, nothing of the event touched."""
    command, *rest = arguments
    event = tmp_path / "cup.companion-event"
    err = one_line(run, command, event, *rest, match="companion event")
    assert len(err) < 200, err
    assert "5,000 characters" in err or "5,004 characters" in err or "3,000 in all" in err
    assert not event.exists()


@pytest.mark.parametrize(("arguments", "allowed"), [
    (("settings", "{event}", "--painting", "ranking"), ("award", "points", "tiebreak")),
    (("soft-score", "{event}", "Ann", "--kind", "paint", "--value", "3"), ("painting", "sportsmanship"))])
def test_a_choice_refused_lists_the_words_to_type(run, paired, arguments, allowed):
    """The allowed values are the words typed on the command line, not the program's names for them."""
    err = one_line(run, *(argument.format(event=paired) for argument in arguments), match="invalid choice")
    listed = err.split("choose from", 1)[1].strip(" ()\n").replace("'", "").split(", ")  # quoted or not: Python's
    assert listed == list(allowed), err
