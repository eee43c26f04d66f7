"""``companion event``: every command of the contract, every refusal (exit 2, one line on stderr, the event
unchanged), and the worked example of ``tournament.md`` from an empty folder to its standings; on an event
file and on an event in a PostgreSQL database alike."""

import csv
import io
import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from companion.tournament.event import Event
from companion.tournament.pairing import pair_round
from tests.tournament.worked import PLAYERS, ROUND_1, settings

WORKED_STANDINGS = [
    {"rank": 1, "player": "Cid", "club": "", "points": 4, "sos": 7, "vp_difference": 130, "vp_scored": 320,
     "wins": 1, "draws": 1, "losses": 0, "byes": 0, "dropped": False, "adjustments": 0,
     "painting": None, "sportsmanship": None},
    {"rank": 2, "player": "Dan", "club": "", "points": 4, "sos": 4, "vp_difference": 130, "vp_scored": 310,
     "wins": 1, "draws": 1, "losses": 0, "byes": 0, "dropped": False, "adjustments": 0,
     "painting": None, "sportsmanship": None},
    {"rank": 3, "player": "Ann", "club": "", "points": 3, "sos": 4, "vp_difference": -80, "vp_scored": 270,
     "wins": 1, "draws": 0, "losses": 1, "byes": 0, "dropped": False, "adjustments": 0,
     "painting": None, "sportsmanship": None},
    {"rank": 4, "player": "Bob", "club": "", "points": 0, "sos": 7, "vp_difference": -180, "vp_scored": 210,
     "wins": 0, "draws": 0, "losses": 2, "byes": 0, "dropped": False, "adjustments": 0,
     "painting": None, "sportsmanship": None},
]


def shown(run, path: Path) -> dict:
    status, out, _ = run("show", path, "--json")
    assert status == 0
    return json.loads(out)


def worked_seed() -> int:
    """A seed for which the pairing makes the worked example's choices (round 1 Ann–Bob, Cid–Dan; "the seed
    decides" round 2: Ann–Cid, Dan–Bob)."""
    for seed in range(200):
        first = pair_round(Event(settings(seed=seed), PLAYERS, ()))
        second = pair_round(Event(settings(seed=seed), PLAYERS, (ROUND_1,)))
        if [table.players for table in first.tables] == [(1, 2), (3, 4)] and \
                [table.players for table in second.tables] == [(1, 3), (4, 2)]:
            return seed
    raise AssertionError("no seed in 0-199 gives the worked example's pairings")


def test_the_worked_example_from_an_empty_folder_to_its_standings(places, run):
    path = places.event("worked")
    seed = worked_seed()
    status, out, _ = run("create", path, "--game", "warzone", "--name", "Worked example", "--points-limit", 500,
                         "--seed", seed)
    assert status == 0 and "warzone" in out
    for name in ("Ann", "Bob", "Cid", "Dan"):
        assert run("add-player", path, name) == (0, f"added {name}\n", "")
    status, out, _ = run("pair", path, "--json")
    assert status == 0 and json.loads(out) == {
        "round": 1, "tables": [{"table": 1, "players": ["Ann", "Bob"], "rematch": False, "same_club": False},
                               {"table": 2, "players": ["Cid", "Dan"], "rematch": False, "same_club": False}],
        "bye": None}
    assert run("report", path, "--round", 1, "--table", 1, "--score", 180, 150)[0] == 0
    assert run("report", path, "--round", 1, "--table", 2, "--score", 120, 100)[0] == 0
    status, out, _ = run("standings", path, "--json")
    assert [(row["player"], row["points"]) for row in json.loads(out)["standings"]] == [
        ("Ann", 3), ("Cid", 1), ("Dan", 1), ("Bob", 0)]
    status, out, _ = run("pair", path, "--json")
    assert json.loads(out) == {
        "round": 2, "tables": [{"table": 1, "players": ["Ann", "Cid"], "rematch": False, "same_club": False},
                               {"table": 2, "players": ["Dan", "Bob"], "rematch": False, "same_club": False}],
        "bye": None}
    assert run("report", path, "--round", 2, "--table", 1, "--score", 90, 200)[0] == 0
    assert run("report", path, "--round", 2, "--table", 2, "--score", 210, 60, "--concede", 2)[0] == 0
    status, out, _ = run("standings", path, "--json")
    assert status == 0 and json.loads(out) == {"round": 2, "final": False, "standings": WORKED_STANDINGS, "awards": {}}
    rounds = shown(run, path)["rounds"]
    assert {table.pop("status") for table in rounds[1]["tables"]} == {"desk"}
    assert rounds[1] == {"round": 2, "bye": None, "tables": [
        {"table": 1, "players": ["Ann", "Cid"], "score": [90, 200], "concede": None},
        {"table": 2, "players": ["Dan", "Bob"], "score": [210, 60], "concede": 2}]}
    status, out, _ = run("standings", path)
    assert out.splitlines()[1].split() == ["1", "Cid", "4", "7", "+130", "320", "1", "1", "0", "0"]


def test_create_writes_the_game_preset_and_a_random_seed_when_none_is_given(places, run):
    path = places.event("lustria")
    assert run("create", path, "--game", "lustria", "--name", "Jungle Cup")[0] == 0
    event = shown(run, path)
    assert (event["name"], event["game"], event["points_limit"]) == ("Jungle Cup", "lustria", None)
    assert event["scoring"]["bye"] == 15 and event["scoring"]["battle_points"][1] == {
        "up_to": 250, "winner": 11, "loser": 9}
    assert event["scoring"]["battle_points"][-1]["up_to"] is None
    assert isinstance(event["seed"], int) and event["players"] == [] and event["rounds"] == []
    other = places.event("other")
    run("create", other, "--game", "lustria", "--name", "Jungle Cup")
    assert shown(run, other)["seed"] != event["seed"]  # 2**63 seeds: equal only by a miracle


def test_players_from_the_command_line_and_from_csv(tmp_path, run, event_file):
    assert run("add-player", event_file, "Eve", "--club", "Dadi Rossi", "--faction", "Orks")[0] == 0
    players_csv = tmp_path / "players.csv"
    players_csv.write_text("\ufeffName , Faction,club\nFay,Elves,\n\n  Gus ,, Blue\n", encoding="utf-8")
    status, out, _ = run("import-players", event_file, players_csv)
    assert (status, out) == (0, "added 2 players\n")
    names_only = tmp_path / "names.csv"
    names_only.write_text("name\nHal\n", encoding="utf-8")
    assert run("import-players", event_file, names_only)[0] == 0
    players = {player["name"]: player for player in shown(run, event_file)["players"]}
    assert (players["Eve"]["club"], players["Eve"]["faction"]) == ("Dadi Rossi", "Orks")
    assert (players["Fay"]["faction"], players["Gus"]["club"], players["Hal"]["club"]) == ("Elves", "Blue", "")
    assert list(players) == ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


def test_pair_with_an_odd_field_gives_a_bye_and_drop_takes_a_player_out_of_the_next_round(run, event_file):
    run("add-player", event_file, "Eve")
    status, out, _ = run("pair", event_file, "--json")
    first = json.loads(out)
    assert first["bye"] is not None and len(first["tables"]) == 2
    for table in first["tables"]:
        assert run("report", event_file, "--round", 1, "--table", table["table"], "--score", "22.5", "45/2")[0] == 0
    status, out, _ = run("drop", event_file, "dan")
    assert (status, out) == (0, "Dan plays no round after round 1\n")
    status, out, _ = run("pair", event_file)
    assert status == 0 and out.startswith("round 2\n") and "Dan" not in out and "bye" not in out
    standings = json.loads(run("standings", event_file, "--json")[1])["standings"]
    assert {row["player"]: row["dropped"] for row in standings}["Dan"] is True
    bye = next(row for row in standings if row["player"] == first["bye"])
    assert (bye["byes"], bye["points"], bye["vp_scored"]) == (1, 3, 0)
    drawn = next(row for row in standings if row["player"] == first["tables"][0]["players"][0])
    assert (drawn["draws"], drawn["vp_scored"], drawn["vp_difference"]) == (1, "45/2", 0)


def test_report_takes_integers_decimals_and_fractions_and_says_what_it_did(run, event_file):
    run("pair", event_file)
    status, out, _ = run("report", event_file, "--round", 1, "--table", 1, "--score", "22.5", "45/2")
    assert status == 0 and out.endswith(": recorded\n")
    status, out, _ = run("report", event_file, "--round", 1, "--table", 1, "--score", "45/2", "22.50")
    assert status == 0 and out.endswith(": unchanged\n")
    status, out, _ = run("report", event_file, "--round", 1, "--table", 1, "--score", 0, 30, "--concede", 1,
                         "--replace")
    assert status == 0 and "conceded" in out and "(was 22.5 – 22.5)" in out and out.endswith(": replaced\n")
    assert shown(run, event_file)["rounds"][0]["tables"][0]["score"] == [0, 30]
    assert shown(run, event_file)["rounds"][0]["tables"][0]["concede"] == 1


def test_show_prints_the_event_and_its_json_holds_the_contract_rounds(run, event_file):
    run("pair", event_file)
    run("report", event_file, "--round", 1, "--table", 2, "--score", "3/4", 1)
    status, out, _ = run("show", event_file)
    assert status == 0 and out.startswith("Spring: warzone, points limit 500, 4 players, 1 of 5 rounds paired\n")
    rounds = shown(run, event_file)["rounds"]
    assert rounds[0]["round"] == 1 and rounds[0]["bye"] is None
    assert [table["score"] for table in rounds[0]["tables"]] == [None, ["3/4", 1]]
    assert all(set(table) == {"table", "players", "score", "concede", "status"} for table in rounds[0]["tables"])


def test_export_writes_standings_and_results_as_csv_and_the_whole_event_as_json(tmp_path, run, event_file):
    run("pair", event_file)
    run("report", event_file, "--round", 1, "--table", 1, "--score", "122.5", 0)
    run("report", event_file, "--round", 1, "--table", 2, "--score", 100, 130)
    for export_format, name in (("csv-standings", "s.csv"), ("csv-results", "r.csv"), ("json", "e.json")):
        status, out, _ = run("export", event_file, export_format, tmp_path / name)
        assert (status, out) == (0, f"wrote {tmp_path / name}\n")
    standings = list(csv.DictReader(io.StringIO((tmp_path / "s.csv").read_text(encoding="utf-8"))))
    assert list(standings[0]) == ["rank", "player", "club", "faction", "points", "sos", "vp_difference",
                                  "vp_scored", "wins", "draws", "losses", "byes", "dropped", "adjustments", "painting",
                                  "sportsmanship"]
    assert [(row["rank"], row["points"], row["vp_scored"]) for row in standings][:2] == [("1", "3", "122.5"),
                                                                                          ("2", "3", "130")]
    results = list(csv.reader(io.StringIO((tmp_path / "r.csv").read_text(encoding="utf-8"))))
    assert results[0] == ["round", "table", "player_1", "player_2", "vp_1", "vp_2", "conceded", "points_1", "points_2"]
    assert [row[4:] for row in results[1:]] == [["122.5", "0", "", "3", "0"], ["100", "130", "", "0", "3"]]
    event = shown(run, event_file)
    for round_ in event["rounds"]:  # show --json adds each table's phone status; the export is the event alone
        for table in round_["tables"]:
            del table["status"]
    assert json.loads((tmp_path / "e.json").read_text(encoding="utf-8")) == event


def test_standings_before_any_round(run, event_file):
    status, out, _ = run("standings", event_file, "--json")
    standings = json.loads(out)
    assert standings["round"] == 0 and [row["rank"] for row in standings["standings"]] == [1, 1, 1, 1]
    assert [row["player"] for row in standings["standings"]] == ["Ann", "Bob", "Cid", "Dan"]


# --- refusals --------------------------------------------------------------------------------


NOT_EVENTS = {
    "empty": b"",
    "random bytes": bytes(range(256)) * 8,
    "a scenario file": json.dumps({"game": "warzone", "calculator": "victory", "input": {}}).encode(),
    "another program's tables": ("CREATE TABLE recipe (name TEXT, minutes INTEGER)",
                                 "INSERT INTO recipe VALUES ('risotto', 40)"),
}


@pytest.mark.parametrize("kind", NOT_EVENTS)
@pytest.mark.parametrize("command", [("show", "--json"), ("standings",), ("pair",), ("add-player", "Zed"),
                                     ("report", "--round", 1, "--table", 1, "--score", 1, 2),
                                     ("export", "json", "out.json")])
def test_a_file_or_database_that_is_not_an_event_is_refused_by_every_command(places, refused, kind, command):
    """On a server: an empty database, and one holding another program's tables."""
    made = NOT_EVENTS[kind]
    if isinstance(made, bytes) and made and not places.sqlite:
        pytest.skip("only a file is made of bytes: a database's equivalent is an empty one")
    location = places.event("not")
    if isinstance(made, bytes):
        if places.sqlite:
            Path(location).write_bytes(made)
    else:
        places.execute(location, *made)
    name, *rest = command
    refused(location, name, location, *rest, match="is not an event file" if places.sqlite else "holds no event")
    assert not (places.folder / "out.json").exists()
    assert sorted(path.name for path in places.folder.iterdir()) == ([Path(location).name] if places.sqlite else [])


def test_a_newer_schema_is_refused(places, refused, event_file):
    places.execute(event_file, "UPDATE companion_event_schema SET version_num = '0099'")
    refused(event_file, "show", event_file, "--json", match="saved by a newer Companion")


def test_create_refusals_leave_no_file_and_an_empty_database_empty(places, refused):
    path = places.event("new")
    refused(path, "create", path, "--game", "warzone", "--name", "Spring",
            match="--points-limit: a warzone event needs a points limit")
    refused(path, "create", path, "--game", "chess", "--name", "Spring",
            match="--game: one of trench-crusade, warzone, ringball, lustria (got 'chess')")
    refused(path, "create", path, "--game", "ringball", "--name", " ", match="--name: the event needs a name")
    refused(path, "create", path, "--game", "warzone", "--name", "S", "--points-limit", 0,
            match="--points-limit: a whole number of at least 1 (got 0)")
    refused(path, "create", path, "--game", "warzone", "--name", "S", "--points-limit", "five",
            match="--points-limit: invalid int value")
    refused(path, "create", path, "--game", "ringball", "--name", "S", "--seed", -1,
            match="--seed: a whole number from 0")
    refused(path, "create", path, "--name", "Spring", match="the following arguments are required: --game")
    assert list(places.folder.iterdir()) == [] and places.rows(path) in (None, {})


def test_create_refuses_an_existing_file_or_a_database_that_holds_an_event(places, refused, event_file):
    refused(event_file, "create", event_file, "--game", "ringball", "--name", "Again",
            match="already exists" if places.sqlite else "already holds an event")


def test_player_refusals(tmp_path, refused, run, event_file):
    refused(event_file, "add-player", event_file, "ANN", match="a name no other player has (Ann is in")
    refused(event_file, "add-player", event_file, "  ", match="name: a player needs a name")
    refused(event_file, "drop", event_file, "Zed", match="there is no player named 'Zed' in the event")
    cases = {
        "name,factoin\nEve,Orks\n": "line 1, column 2 ('factoin'): looks like 'faction' misspelt",
        "club\nBlue\n": "line 1: the header has no column for the player's name",
        "name,name\nEve,Eve\n": "line 1, column 2 ('name'): a second column for the player's name (the first is column 1)",
        "": "empty; the first line must be the header",
        "name,club\n": "no players after the header",
        "name,club\nEve,Blue\nFay,Blue,Orks\n": "line 3: 3 fields, the header has 2",
        "name,club\nEve,Blue\n,Red\n": "line 3, column 'name': empty; every player needs a name",
        "name\nEve\nFay\neve\n": "line 4: name: a name no other player has (Eve is in the event)",
        "name\nEve\ndan\n": "line 3: name: a name no other player has (Dan is in the event)",
    }
    for number, (text, match) in enumerate(cases.items()):
        players_csv = tmp_path / f"players-{number}.csv"
        players_csv.write_text(text, encoding="utf-8")
        refused(event_file, "import-players", event_file, players_csv, match=match)
    unreadable = tmp_path / "unreadable.csv"
    unreadable.write_bytes("name\nJiří\n".encode("cp1250") + b"Zed\x81\n")
    refused(event_file, "import-players", event_file, unreadable, match="line 3: byte 0x81 cannot be read as text")
    refused(event_file, "import-players", event_file, tmp_path / "none.csv", match="No such file")
    assert [player["name"] for player in shown(run, event_file)["players"]] == ["Ann", "Bob", "Cid", "Dan"]


def test_report_refusals(refused, run, event_file):
    run("pair", event_file)

    def report(*arguments, match):
        return refused(event_file, "report", event_file, *arguments, match=match)

    report("--round", 2, "--table", 1, "--score", 1, 2, match="there is no round 2")
    report("--round", 1, "--table", 9, "--score", 1, 2, match="round 1 has no table 9")
    report("--round", 1, "--table", 1, "--score", -3, 2, match="--score: a number of victory points, 0 or more")
    report("--round", 1, "--table", 1, "--score", "lots", 2, match="(got 'lots')")
    report("--round", 1, "--table", 1, "--score", "1/0", 2, match="(got '1/0')")
    report("--round", 1, "--table", 1, "--score", "1e3", 2, match="(got '1e3')")
    report("--round", 1, "--table", 1, "--score", 1, match="--score: expected 2 arguments")
    report("--round", 1, "--table", 1, "--score", 1, 2, "--concede", 3, match="--concede: invalid choice")
    report("--table", 1, "--score", 1, 2, match="the following arguments are required: --round")
    run("report", event_file, "--round", 1, "--table", 1, "--score", 180, 150)
    report("--round", 1, "--table", 1, "--score", 150, 180,
           match="round 1, table 1 already has 180–150 (entered by ")
    run("report", event_file, "--round", 1, "--table", 2, "--score", 10, 10)
    run("pair", event_file)
    report("--round", 1, "--table", 2, "--score", 1, 10, match="round 1 is not the current round (2): changing it "
                                                                 "needs replace")


def test_pairing_refusals(places, refused, run, event_file):
    run("pair", event_file)
    run("report", event_file, "--round", 1, "--table", 1, "--score", 180, 150)
    refused(event_file, "pair", event_file, "--json",
            match="every table of round 1 needs a result before round 2 is paired")
    lonely = places.event("lonely")
    run("create", lonely, "--game", "ringball", "--name", "Lonely")
    run("add-player", lonely, "Ann")
    refused(lonely, "pair", lonely, match="at least two players who play in round 1")


def test_export_refusals(tmp_path, refused, run, event_file):
    refused(event_file, "export", event_file, "pdf-posters", tmp_path / "x.pdf",
            match="invalid choice: 'pdf-posters'")
    refused(event_file, "export", event_file, "json", tmp_path / "missing" / "x.json",
            match="No such file or directory")
    assert not (tmp_path / "missing").exists()


def test_no_command_or_an_unknown_one_is_one_line_too(places, refused):
    path = places.event("x")
    refused(path, match="the following arguments are required: COMMAND")
    refused(path, "frobnicate", path, match="invalid choice: 'frobnicate'")


# --- as a real process ------------------------------------------------------------------------


def test_the_commands_run_as_a_process_without_qt_and_exit_with_their_status(places, tmp_path):
    path = places.event("e")
    code = f"""
import sys
from companion import app
statuses = [app.main(["event", *command]) for command in (
    ["create", {str(path)!r}, "--game", "ringball", "--name", "Spring", "--seed", "1"],
    ["add-player", {str(path)!r}, "Ann"], ["add-player", {str(path)!r}, "Bob"],
    ["pair", {str(path)!r}, "--json"], ["report", {str(path)!r}, "--round", "1", "--table", "1", "--score", "3", "1"],
    ["standings", {str(path)!r}, "--json"], ["show", {str(path)!r}, "--json"],
    ["export", {str(path)!r}, "csv-results", {str(tmp_path / "r.csv")!r}])]
qt = [m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6", "pyqtgraph")]
print(statuses, qt, file=sys.stderr)
sys.exit(0 if statuses == [0] * 8 and not qt else 1)
"""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    refused = subprocess.run([sys.executable, "-m", "companion", "event", "drop", str(path), "Zed"],
                             capture_output=True, text=True, timeout=120)
    assert (refused.returncode, refused.stdout) == (2, "")
    assert refused.stderr == "companion event drop: there is no player named 'Zed' in the event\n"


def test_companion_help_mentions_the_event_command():
    run = subprocess.run([sys.executable, "-m", "companion", "--help"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "companion event COMMAND EVENT" in " ".join(run.stdout.split())
    run = subprocess.run([sys.executable, "-m", "companion", "event", "--help"], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0
    assert all(command in run.stdout for command in ("create", "add-player", "import-players", "drop", "pair",
                                                     "report", "standings", "show", "export"))


def play_round(run, path, number: int) -> None:
    assert run("pair", path, *(["--extra-round"] if number > 5 else []))[0] == 0
    for table in (1, 2):
        assert run("report", path, "--round", number, "--table", table, "--score", 100 + number, 100)[0] == 0


def test_a_round_past_the_plan_needs_extra_round_and_the_last_results_make_the_standings_final(refused, run,
                                                                                               event_file):
    for number in range(1, 5):
        play_round(run, event_file, number)
    assert shown(run, event_file)["final"] is False
    assert run("pair", event_file)[0] == 0  # round 5 of 5: no flag needed
    run("report", event_file, "--round", 5, "--table", 1, "--score", 1, 0)
    assert json.loads(run("standings", event_file, "--json")[1])["final"] is False  # a table still open
    run("report", event_file, "--round", 5, "--table", 2, "--score", 1, 0)
    assert json.loads(run("standings", event_file, "--json")[1])["final"] is True
    assert shown(run, event_file)["final"] is True
    refused(event_file, "pair", event_file, "--json",
            match="companion event pair: round 6 is past the 5 rounds planned: pair it with --extra-round")
    status, out, _ = run("pair", event_file, "--extra-round", "--json")
    assert status == 0 and json.loads(out)["round"] == 6
    assert shown(run, event_file)["final"] is False  # the extra round is under way
    for table in (1, 2):
        run("report", event_file, "--round", 6, "--table", table, "--score", 2, 1)
    assert shown(run, event_file)["final"] is True


def test_once_anyone_is_checked_in_pair_pairs_only_them_unless_everyone(places, refused, run, event_file):
    from companion.tournament.store import EventStore

    with EventStore.open(event_file) as store:
        people = {player.name: player.id for player in store.load().players}
        store.check_in_players([people["Ann"], people["Cid"]])
    status, out, _ = run("pair", event_file, "--json")
    assert status == 0 and json.loads(out)["tables"] == [
        {"table": 1, "players": ["Ann", "Cid"], "rematch": False, "same_club": False}]
    run("report", event_file, "--round", 1, "--table", 1, "--score", "2,5", 1)
    assert shown(run, event_file)["rounds"][0]["tables"][0]["score"] == ["5/2", 1]  # 2,5 reads as 2.5
    status, out, _ = run("pair", event_file, "--everyone", "--json")
    assert status == 0 and sorted(name for table in json.loads(out)["tables"] for name in table["players"]) == [
        "Ann", "Bob", "Cid", "Dan"]
    with EventStore.open(event_file) as store:
        store.edit_settings(replace(store.load().settings, check_in_required=True))
        store.check_in_players(people.values())
    for table in (1, 2):
        run("report", event_file, "--round", 2, "--table", table, "--score", "22,5", "45/2")
    refused(event_file, "pair", event_file, "--everyone",
            match="companion event pair: --everyone: only checked-in players can be paired: the event's settings "
                  "require check-in")
    refused(event_file, "report", event_file, "--round", 2, "--table", 1, "--score", "2,5,0", 1,
            match="--score: a number of victory points, 0 or more, such as 180, 22.5, 22,5 or 45/2 (got '2,5,0')")


def test_the_help_names_the_new_options(run):
    status, out, _ = run("pair", "--help")
    assert status == 0 and "--everyone" in out and "--extra-round" in out and "checked-in" in out
    status, out, _ = run("report", "--help")
    assert "22,5" in out
