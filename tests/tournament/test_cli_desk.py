"""``companion event`` running a whole event's day (issue 24's contract): check-in and check-out of several
players, reinstate, settings reflected in ``show --json``, ``pair --preview``, the tables' rematch and same-club
flags, ``repair``, ``swap``, ``undo``, ``export --round``, ``--desk`` in the log, and each command's bad input (exit
2, one line, nothing changed); on an event file and on an event in a PostgreSQL database alike."""

import csv
import json

import pytest

from companion.tournament.store import EventStore
from tests.tournament.test_cli_event import shown


def log_of(path):
    with EventStore.open(path) as store:
        return store.log()


def names_of(round_json) -> list[list[str]]:
    return [table["players"] for table in round_json["tables"]]


def test_check_in_and_out_take_several_names_in_one_change_named_by_the_desk(run, event_file):
    status, out, _ = run("check-in", event_file, "Ann", "bob", "Cid", "--desk", "door")
    assert status == 0 and out == "checked in: Ann, Bob, Cid\n"
    entry = log_of(event_file)[-1]
    assert (entry.kind, entry.desk, entry.details["names"]) == ("check-in", "door", ["Ann", "Bob", "Cid"])
    status, out, _ = run("check-in", event_file, "Ann", "Dan")
    assert out == "checked in: Dan\nalready checked in: Ann\n"
    status, out, _ = run("check-out", event_file, "Cid", "Dan")
    assert status == 0 and out == "checked out: Cid, Dan\n"
    assert [player["checked_in"] for player in shown(run, event_file)["players"]] == [True, True, False, False]
    status, out, _ = run("undo", event_file, "--desk", "door")
    assert status == 0 and out.startswith("undid change ") and "(check-in, by " in out and "Cid, Dan" in out
    assert [player["checked_in"] for player in shown(run, event_file)["players"]] == [True, True, True, True]
    assert log_of(event_file)[-1].desk == "door"


def test_check_in_refusals_change_nothing(refused, event_file):
    refused(event_file, "check-in", event_file, "Ann", "Zed", match="there is no player named 'Zed' in the event")
    refused(event_file, "check-out", event_file, match="the following arguments are required: NAME")
    refused(event_file, "check-in", event_file, "Ann", "--desk", "  ", match="--desk: a name for the desk")
    refused(event_file, "check-in", event_file, "Ann", "--desk", "door\x1b[2J",
            match="--desk: a name for the desk of at most 64 characters, without control characters (got 'door\\x1b[2J')")
    refused(event_file, "check-in", event_file, "Ann", "--desk", "d" * 65, match="at most 64 characters")


def test_reinstate_brings_a_dropped_player_back_from_the_next_round(run, refused, event_file):
    assert run("pair", event_file)[0] == 0
    assert run("drop", event_file, "Ann")[0] == 0
    assert shown(run, event_file)["players"][0]["dropped_after"] == 1
    status, out, _ = run("reinstate", event_file, "ann", "--desk", "front")
    assert status == 0 and out == "Ann plays again from round 2\n"
    assert shown(run, event_file)["players"][0]["dropped_after"] is None
    assert log_of(event_file)[-1].desk == "front"
    status, out, _ = run("reinstate", event_file, "Ann")
    assert status == 0 and out == "Ann has not dropped\n"
    refused(event_file, "reinstate", event_file, "Ann", "Bob", match="unrecognized arguments: Bob")


def test_settings_change_what_is_given_and_show_json_reflects_them(run, event_file):
    before = shown(run, event_file)
    status, out, _ = run("settings", event_file, "--rounds", 3, "--date", "2026-03-14", "--tiebreaks",
                         "vp_scored,sos", "--check-in-required", "yes", "--win", 3, "--draw", "1,5", "--bye", "3/2",
                         "--desk", "office")
    assert status == 0 and "3 rounds planned" in out and "tiebreaks: vp_scored, sos" in out
    after = shown(run, event_file)
    assert (after["rounds_planned"], after["date"], after["tiebreaks"], after["check_in_required"]) == (
        3, "2026-03-14", ["vp_scored", "sos"], True)
    assert (after["scoring"]["win"], after["scoring"]["draw"], after["scoring"]["bye"]) == (3, "3/2", "3/2")
    assert after["scoring"]["loss"] == before["scoring"]["loss"] and after["name"] == before["name"]
    entry = log_of(event_file)[-1]
    assert entry.desk == "office" and entry.kind == "edit-settings"
    status, out, _ = run("settings", event_file, "--json")
    assert status == 0 and json.loads(out)["tiebreaks"] == ["vp_scored", "sos"]
    count = len(log_of(event_file))
    status, _, _ = run("settings", event_file, "--date", "", "--tiebreaks", "", "--check-in-required", "no")
    after = shown(run, event_file)
    assert (after["date"], after["tiebreaks"], after["check_in_required"]) == ("", [], False)
    run("settings", event_file)  # no option: nothing changes
    assert len(log_of(event_file)) == count + 1


@pytest.mark.parametrize(("arguments", "match"), [
    (("--rounds", 0), "--rounds: a whole number of at least 1 (got 0)"),
    (("--rounds", "x"), "--rounds: invalid int value: 'x'"),
    (("--date", "14/03/2026"), "--date: a date as YYYY-MM-DD"),
    (("--date", "2026-02-30"), "--date: a date as YYYY-MM-DD"),
    (("--tiebreaks", "sos,luck"),
     "--tiebreaks: each of sos, vp_difference, vp_scored, painting, sportsmanship at most once"),
    (("--tiebreaks", "sos,sos"), "--tiebreaks: each of"),
    (("--check-in-required", "maybe"), "--check-in-required: invalid choice: 'maybe'"),
    (("--win", "-1"), "--win: an exact number, 0 or more"),
    (("--draw", "1.5.0"), "--draw: an exact number, 0 or more"),
    (("--points-limit", 0), "--points-limit: a whole number of at least 1 (got 0)"),
])
def test_settings_refusals_change_nothing(refused, event_file, arguments, match):
    refused(event_file, "settings", event_file, *arguments, match=match)


def test_pair_preview_changes_nothing_and_proposes_what_pair_publishes(places, run, refused, event_file):
    before = places.rows(event_file)
    status, out, _ = run("pair", event_file, "--preview", "--json")
    assert status == 0 and places.rows(event_file) == before
    preview = json.loads(out)
    assert preview["round"] == 1 and all(set(table) == {"table", "players", "rematch", "same_club"}
                                         for table in preview["tables"])
    status, out, _ = run("pair", event_file, "--preview")
    assert status == 0 and out.startswith("round 1 (not published)\n") and places.rows(event_file) == before
    status, out, _ = run("pair", event_file, "--json", "--desk", "pairing desk")
    assert json.loads(out) == preview
    assert log_of(event_file)[-1].desk == "pairing desk"
    refused(event_file, "pair", event_file, "--preview",
            match="round 1 is already paired (by pairing desk): report its results before pairing round 2")


def test_pair_json_flags_rematches_and_same_club_tables(places, run):
    path = places.event()
    run("create", path, "--game", "warzone", "--name", "Clubs", "--points-limit", 500, "--seed", 1)
    run("add-player", path, "Ann", "--club", "Verona")
    run("add-player", path, "Bob", "--club", "verona ")
    status, out, _ = run("pair", path, "--json")
    assert json.loads(out)["tables"] == [{"table": 1, "players": ["Ann", "Bob"], "rematch": False, "same_club": True}]
    run("report", path, "--round", 1, "--table", 1, "--score", 200, 100)
    status, out, _ = run("pair", path, "--preview")
    assert status == 0 and "(rematch, same club)" in out
    status, out, _ = run("pair", path, "--json")
    assert json.loads(out)["tables"][0]["rematch"] is True and json.loads(out)["tables"][0]["same_club"] is True


def test_repair_pairs_the_current_round_again_until_it_has_a_result(places, run, refused, event_file):
    refused(event_file, "repair", event_file, match="no round has been paired yet")
    run("pair", event_file)
    run("add-player", event_file, "Eve")  # joins from round 2: the re-pairing leaves her out
    status, out, _ = run("repair", event_file, "--json", "--desk", "back")
    assert status == 0
    repaired = json.loads(out)
    assert repaired["round"] == 1 and len(repaired["tables"]) == 2
    assert shown(run, event_file)["rounds"][0]["tables"] == [
        {"table": table["table"], "players": table["players"], "score": None, "concede": None, "status": "waiting"}
        for table in repaired["tables"]]
    entry = log_of(event_file)[-1]
    assert (entry.kind, entry.desk) == ("repair-round", "back")
    run("report", event_file, "--round", 1, "--table", 1, "--score", 200, 100)
    refused(event_file, "repair", event_file, match="round 1 has results: it cannot be re-paired")


def test_swap_swaps_two_players_of_the_current_round_and_says_what_it_made(run, refused, event_file):
    refused(event_file, "swap", event_file, "--round", 1, "Ann", "Bob", match="no round has been paired yet")
    first = json.loads(run("pair", event_file, "--json")[1])
    (a, b), (c, d) = names_of(first)
    status, out, _ = run("swap", event_file, "--round", 1, a, c, "--desk", "floor")
    assert status == 0 and out.startswith(f"swapped {a} and {c} in round 1\n")
    assert names_of(shown(run, event_file)["rounds"][0]) == [[c, b], [a, d]]
    assert log_of(event_file)[-1].desk == "floor"
    refused(event_file, "swap", event_file, "--round", 2, a, c, match="--round: only the current round's players")
    refused(event_file, "swap", event_file, "--round", 1, a, a, match="NAME: two different players")
    refused(event_file, "swap", event_file, "--round", 1, a, "Zed", match="there is no player named 'Zed'")
    refused(event_file, "swap", event_file, a, c, match="the following arguments are required: --round")
    status, out, _ = run("undo", event_file)
    assert status == 0 and "(swap-players, by " in out and f"round 1; {a}, {c}" in out
    assert names_of(shown(run, event_file)["rounds"][0]) == [[a, b], [c, d]]


def test_swap_warns_of_a_rematch(run, event_file):
    first = json.loads(run("pair", event_file, "--json")[1])
    for table in (1, 2):
        run("report", event_file, "--round", 1, "--table", table, "--score", 200, 100)
    second = json.loads(run("pair", event_file, "--json")[1])
    (a, b), _ = names_of(first)
    (e, f), (g, h) = names_of(second)
    partner = {e: f, f: e, g: h, h: g}
    assert partner[a] != b  # the pairing avoided the rematch; swapping a's opponent for b makes it
    status, out, _ = run("swap", event_file, "--round", 2, partner[a], b)
    assert status == 0
    assert f"warning: {a} and {b} have met before" in out or f"warning: {b} and {a} have met before" in out


def test_undo_reverts_the_latest_change_and_says_what_it_was(run, refused, places):
    path = places.event()
    refused(path, "undo", path, match="")  # an empty database: not an event
    run("create", path, "--game", "warzone", "--name", "Undo", "--points-limit", 500, "--desk", "front")
    refused(path, "undo", path, match="")
    run("add-player", path, "Ann", "--desk", "front")
    run("settings", path, "--rounds", 4)
    status, out, _ = run("undo", path)
    assert status == 0 and "(edit-settings, by " in out and "rounds_planned 5 → 4" in out
    assert shown(run, path)["rounds_planned"] == 5
    status, out, _ = run("undo", path)
    assert status == 0 and out.endswith("(add-player, by front): Ann\n")
    assert shown(run, path)["players"] == []


def test_score_with_a_decimal_comma_reads_like_a_point(run, event_file):
    run("pair", event_file)
    status, out, _ = run("report", event_file, "--round", 1, "--table", 1, "--score", "2,5", 150, "--desk", "t1")
    assert status == 0 and "2.5 – 150" in out
    assert shown(run, event_file)["rounds"][0]["tables"][0]["score"] == ["5/2", 150]
    assert log_of(event_file)[-1].desk == "t1"


def test_export_round_writes_an_earlier_rounds_documents(tmp_path, run, refused, event_file):
    for number in (1, 2):
        run("pair", event_file, "--extra-round")
        for table in (1, 2):
            run("report", event_file, "--round", number, "--table", table, "--score", 200, 100 * number)
    out = tmp_path / "standings.csv"
    assert run("export", event_file, "csv-standings", out, "--round", 1)[0] == 0
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert sorted(row["wins"] for row in rows) == ["0", "0", "1", "1"]  # one game each after round 1
    assert run("export", event_file, "csv-standings", out)[0] == 0
    assert sorted(int(row["wins"]) + int(row["draws"]) + int(row["losses"])
                  for row in csv.DictReader(out.open(encoding="utf-8"))) == [2, 2, 2, 2]
    refused(event_file, "export", event_file, "csv-standings", out, "--round", 3,
            match="--round: a paired round, from 1 to 2 (got 3)")


def test_every_command_that_changes_the_event_takes_desk(run):
    for command in ("create", "add-player", "import-players", "drop", "check-in", "check-out", "reinstate",
                    "settings", "pair", "repair", "swap", "undo", "report"):
        status, out, _ = run(command, "--help")
        assert status == 0 and "--desk NAME" in out, command


def test_names_on_the_command_line_forgive_case_accents_and_apostrophes(places, run, refused):
    path = places.event()
    run("create", path, "--game", "warzone", "--name", "Names", "--points-limit", 500)
    for name in ("Ondřej Černý", "Lucia D'Angelo", "Eva Nováková", "Eva Novakova"):
        run("add-player", path, name)
    status, out, _ = run("check-in", path, "ondrej cerny", "lucia dangelo")
    assert status == 0 and out == "checked in: Ondřej Černý, Lucia D'Angelo\n"
    status, out, _ = run("check-in", path, "eva novakova")  # as written: that one, not the one with accents
    assert out == "checked in: Eva Novakova\n"
    refused(path, "check-in", path, "EVA NOVÁKOVÁ ", "Nova", match="there is no player named 'Nova'")
    refused(path, "check-out", path, "eva novákova", match="'eva novákova' could be 'Eva Nováková' or 'Eva Novakova'")
