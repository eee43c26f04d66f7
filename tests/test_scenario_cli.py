"""Scenario files and `companion eval`: exact output, and one clear line on bad input."""

import json
import subprocess
import sys
from fractions import Fraction

import pytest

from companion import cli
from companion.scenario import MAX_BYTES, Scenario, ScenarioError, load_scenario, parse_scenario, save_scenario

CONTRACT = {
    "format": 1, "game": "trench-crusade", "calculator": "attack", "edition": "1.0",
    "attack": {"kind": "ranged", "hit_dice": 0, "auto_hit": False, "keywords": ["CRITICAL"],
               "injury_dice": 0, "injury_modifier": 0, "blood_markers_spent": 0,
               "blessing_markers_spent": 0, "bloodbath": False},
    "target": {"armour": "standard", "shield": False, "down": False, "keywords": ["TOUGH"],
               "injury_dice": 0, "blood_markers": 0},
}
REFERENCE = dict(CONTRACT, attack=dict(CONTRACT["attack"], hit_dice=1, keywords=[]), target=dict(
    CONTRACT["target"], keywords=[]))


def write(tmp_path, data, name="scenario.companion.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "companion", "eval", *map(str, args)],
                          capture_output=True, text=True, timeout=120)


def test_contract_json_gives_exact_reference_figures(tmp_path):
    path = write(tmp_path, REFERENCE)
    run = run_cli(path, "--json")
    assert run.returncode == 0, run.stderr
    record = json.loads(run.stdout)
    assert record["file"] == str(path) and record["game"] == "trench-crusade" and record["calculator"] == "attack"
    results = record["results"]
    expected_percent = {"miss": 19.44, "no_effect": 2.07, "minor_hit": 42.97, "down": 20.69, "out_of_action": 14.83}
    for key, percent in expected_percent.items():
        assert results[key] == str(Fraction(results[key])), "not a reduced fraction"
        assert round(float(Fraction(results[key])) * 100, 2) == percent
    assert results["critical"] == "2/27"
    assert sum(Fraction(results[k]) for k in expected_percent) == 1


def test_pickup_after_light_of_earendil_splits_bounce_from_stepping_back(tmp_path):
    """Courage 3 (2D6 >= 7: 7/12) then a 4+ pick-up: picked up 7/24; a failed roll bounces
    the ball 7/24; a failed test steps back 1" and leaves the ball, 5/12."""
    path = write(tmp_path, {"format": 1, "game": "ringball", "calculator": "pickup", "shoot": 4,
                            "courage_first": 3})
    run = run_cli(path, "--json")
    assert run.returncode == 0, run.stderr
    results = json.loads(run.stdout)["results"]
    assert (results["pick_up"], results["bounce"], results["steps_back"]) == ("7/24", "7/24", "5/12")


def test_contract_keys_with_tough_are_accepted(tmp_path):
    run = run_cli(write(tmp_path, CONTRACT), "--json")
    assert run.returncode == 0
    results = json.loads(run.stdout)["results"]
    assert results["out_of_action"] == "0"  # TOUGH, unused, saves from a single attack
    assert results["critical"] == "1/36"


def test_memento_mori_is_a_target_keyword_in_files_and_eval(tmp_path):
    """"consente di ignorare completamente il primo attacco che metterebbe Fuori Combattimento il Profeta":
    the reference shot (+1 DICE, Standard Armour) at a War Prophet. Its Out of Action (865/5832) becomes
    "ignored"; the other outcomes stay, and the five still sum to 1 with "ignored"."""
    prophet = dict(REFERENCE, target=dict(REFERENCE["target"], keywords=["MEMENTO MORI"]))
    run = run_cli(write(tmp_path, prophet), "--json")
    assert run.returncode == 0, run.stderr
    results = json.loads(run.stdout)["results"]
    assert (results["ignored"], results["out_of_action"]) == ("865/5832", "0")
    assert sum(Fraction(results[k]) for k in ("miss", "ignored", "no_effect", "minor_hit", "down", "out_of_action")) == 1
    plain = json.loads(run_cli(write(tmp_path, REFERENCE, "plain.json"), "--json").stdout)["results"]
    assert plain["ignored"] == "0" and plain["down"] == results["down"]
    scenario = parse_scenario(prophet)
    assert scenario.inputs.target.memento_mori
    assert "MEMENTO MORI" in scenario.calculator_spec().dump(scenario.inputs)["target"]["keywords"]


def test_one_json_line_per_file_and_readable_table(tmp_path):
    first, second = write(tmp_path, CONTRACT, "a.json"), write(tmp_path, REFERENCE, "b.json")
    run = run_cli(first, second, "--json")
    assert [json.loads(line)["file"] for line in run.stdout.splitlines()] == [str(first), str(second)]
    table = run_cli(second)
    assert table.returncode == 0
    assert "out_of_action" in table.stdout and "14.83%" in table.stdout and "(865/5832)" in table.stdout


BAD = [
    ("not json", "{", "not valid JSON"),
    ("list", "[1, 2]", "scenario: a JSON object"),
    ("wrong type", dict(CONTRACT, attack=dict(CONTRACT["attack"], hit_dice="two")), "attack.hit_dice"),
    ("bool as number", dict(CONTRACT, attack=dict(CONTRACT["attack"], injury_dice=True)), "attack.injury_dice"),
    ("negative armour", dict(CONTRACT, target=dict(CONTRACT["target"], armour=-1)), "target.armour"),
    ("500 dice", dict(CONTRACT, attack=dict(CONTRACT["attack"], hit_dice=500)), "attack.hit_dice"),
    ("9 markers", dict(CONTRACT, target=dict(CONTRACT["target"], blood_markers=9)), "target.blood_markers"),
    ("unknown game", dict(CONTRACT, game="chess"), "game"),
    ("unknown calculator", dict(CONTRACT, calculator="morale"), "calculator"),
    ("newer format", dict(CONTRACT, format=2), "format 2 is newer"),
    ("no format", {k: v for k, v in CONTRACT.items() if k != "format"}, "format"),
    ("unknown keyword", dict(CONTRACT, attack=dict(CONTRACT["attack"], keywords=["LASER"])), "attack.keywords[0]"),
    ("bloodbath without markers", dict(CONTRACT, attack=dict(CONTRACT["attack"], bloodbath=True)), "attack.bloodbath"),
    ("shield with machine armour", dict(CONTRACT, target=dict(CONTRACT["target"], armour="machine", shield=True)),
     "target.shield"),
    ("spending absent markers", dict(CONTRACT, attack=dict(CONTRACT["attack"], blood_markers_spent=2)),
     "attack.blood_markers_spent"),
    ("net dice beyond what FEAR leaves", dict(CONTRACT, attack=dict(CONTRACT["attack"], kind="melee", hit_dice=12),
                                              target=dict(CONTRACT["target"], keywords=["FEAR"])), "attack.hit_dice"),
]


@pytest.mark.parametrize("name, data, needle", BAD, ids=[b[0] for b in BAD])
def test_bad_scenarios_are_one_clear_line(tmp_path, name, data, needle):
    path = write(tmp_path, data)
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and needle in message and "\n" not in message


def test_cli_exits_2_with_one_line_per_bad_file_and_still_evaluates_good_ones(tmp_path, capsys):
    bad = write(tmp_path, dict(CONTRACT, target=dict(CONTRACT["target"], blood_markers=9)), "bad.json")
    good = write(tmp_path, CONTRACT, "good.json")
    status = cli.main([str(bad), str(good), "--json"])
    out, err = capsys.readouterr()
    assert status == 2
    assert err.strip().splitlines() == [
        f"companion eval: {bad}: target.blood_markers: a whole number from 0 to 6 (got 9)"]
    assert json.loads(out)["file"] == str(good)


def test_huge_and_missing_files_are_refused_without_reading_them(tmp_path):
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as stream:
        stream.truncate(60 * 1024 * 1024)
    run = run_cli(huge, tmp_path / "missing.json")
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 2 and "Traceback" not in run.stderr
    assert f"scenario files are at most {MAX_BYTES:,} bytes" in lines[0]
    assert "cannot read the file" in lines[1]


def test_cli_usage_errors_exit_2():
    run = run_cli()
    assert run.returncode == 2 and "Traceback" not in run.stderr


def test_save_then_load_round_trips(tmp_path):
    scenario = parse_scenario(CONTRACT)
    path = tmp_path / "saved.companion.json"
    save_scenario(path, scenario)
    assert load_scenario(path) == scenario
    assert json.loads(path.read_text())["format"] == 1


def test_hit_dice_must_match_named_sources(tmp_path):
    data = dict(CONTRACT, attack=dict(CONTRACT["attack"], hit_dice=2, hit_sources={"characteristic": 1}))
    with pytest.raises(ScenarioError, match="attack.hit_dice"):
        load_scenario(write(tmp_path, data))
    data["attack"]["hit_dice"] = 1
    assert isinstance(load_scenario(write(tmp_path, data)), Scenario)


def test_fear_in_target_keywords_is_not_counted_twice():
    # hit_dice alone is the net of every source, FEAR included.
    melee = dict(CONTRACT, attack=dict(CONTRACT["attack"], kind="melee", hit_dice=-1),
                 target=dict(CONTRACT["target"], keywords=["FEAR"]))
    plain = dict(CONTRACT, attack=dict(CONTRACT["attack"], kind="melee", hit_dice=-1))
    spec = parse_scenario(melee).calculator_spec()
    assert spec.evaluate(parse_scenario(melee).inputs).hit == spec.evaluate(parse_scenario(plain).inputs).hit


def test_the_table_words_each_result_by_its_kind(tmp_path):
    """Probabilities as percentages; victory points and expectations as numbers; names as written."""
    victory = write(tmp_path, {"format": 1, "game": "warzone", "calculator": "victory-points", "game_size": 500,
                               "armies": [{"models": [{"pc": 17, "count": 2, "state": ["panicked"], "name": "12"}],
                                           "units_destroyed": [70]},
                                          {"models": [], "units_destroyed": []}]}, "vp.json")
    attack = write(tmp_path, REFERENCE, "attack.json")
    run = run_cli(victory, attack)
    assert run.returncode == 0, run.stderr
    rows = {line.split()[0]: line.split()[1:] for line in run.stdout.splitlines() if line.startswith("  ")}
    assert rows["vp[1]"] == ["25.5000", "(51/2)"]
    assert rows["draw_margin"] == ["25.0000", "(25)"]
    assert rows["unit_bonuses[0].bonus"] == ["17.5000", "(35/2)"]
    assert rows["lines[0].name"] == ["12"]
    assert rows["out_of_action"] == ["14.83%", "(865/5832)"]
    assert rows["expected_blood_markers"][0].count(".") == 1 and "%" not in rows["expected_blood_markers"][0]
    assert rows["winner"] == ["Player", "2"] and rows["conceded"] == ["none"], "players counted as the window does"


def test_the_table_names_the_conceding_player_and_the_leading_side_from_one(tmp_path):
    conceded = write(tmp_path, {"format": 1, "game": "warzone", "calculator": "victory-points", "game_size": 500,
                                "conceded": 0, "armies": [{"models": []}, {"models": []}]}, "conceded.json")
    match = write(tmp_path, {"format": 1, "game": "ringball", "calculator": "match",
                             "sides": [{"name": "Gondor", "models": 10}, {"name": "Mordor", "models": 10}],
                             "events": [{"type": "steal", "side": 1}]}, "match.json")
    run = run_cli(conceded, match)
    assert run.returncode == 0, run.stderr
    rows = {line.split()[0]: line.split()[1:] for line in run.stdout.splitlines() if line.startswith("  ")}
    assert rows["winner"] == ["Player", "2"] and rows["conceded"] == ["Player", "1"]
    assert rows["leader"] == ["Side", "2"] and rows["log[0].side"] == ["Side", "2"]
    json_run = run_cli(conceded, "--json")
    assert json.loads(json_run.stdout)["results"]["conceded"] == 0, "the JSON keeps its 0-based index"


def test_help_names_the_commands_that_need_no_display():
    run = subprocess.run([sys.executable, "-m", "companion", "--help"], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and "companion eval" in run.stdout and "--self-test" in run.stdout


BAD_OTHER_GAMES = [
    ({"format": 1, "game": "warzone", "calculator": "ramming",
      "vehicle": {"sz": 4, "ld": 12, "ar": 28, "w": 3}, "path": []}, "path"),
    ({"format": 1, "game": "warzone", "calculator": "victory-points", "game_size": 0,
      "armies": [{"models": [], "units_destroyed": []}, {"models": [], "units_destroyed": []}]}, "game_size"),
    ({"format": 1, "game": "ringball", "calculator": "throw", "thrower": {"shoot": 7, "strength": 3, "move": 6},
      "receiver": {"shoot": 4}, "interceptors": []}, "thrower.shoot"),
    ({"format": 1, "game": "ringball", "calculator": "steal",
      "attacker": {"attacks": 1, "fight": 4, "strength": 4, "supporters": 1, "might": -1},
      "carrier": {"attacks": 2, "fight": 3, "strength": 3, "supporters": 0, "might": 0}}, "attacker.might"),
    ({"format": 1, "game": "lustria", "calculator": "shooting", "shots": 10, "bs": 11, "strength": 4,
      "toughness": 3, "save": 5}, "bs"),
]


@pytest.mark.parametrize("data, field", BAD_OTHER_GAMES, ids=[f"{d['game']}-{d['calculator']}" for d, _ in BAD_OTHER_GAMES])
def test_bad_files_of_every_game_exit_2_with_one_line_naming_the_field(tmp_path, capsys, data, field):
    path = write(tmp_path, data)
    assert cli.main([str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    [line] = err.splitlines()
    assert line.startswith(f"companion eval: {path}: {field}"), line


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path):
    path = write(tmp_path, REFERENCE)
    process = subprocess.Popen([sys.executable, "-m", "companion", "eval", "--json", *[str(path)] * 400],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout.read(100).startswith(b'{"file"')
    process.stdout.close()  # like `| head -c 100`
    _, err = process.communicate(timeout=120)
    assert process.returncode == 1
    assert b"Traceback" not in err and b"BrokenPipe" not in err


def test_a_number_of_more_than_4300_digits_is_one_line(tmp_path, capsys):
    """Python refuses to read an integer that long (its guard against slow conversions): a bad file, not a crash."""
    path = tmp_path / "digits.companion"
    path.write_text('{"format": 1, "game": "warzone", "calculator": "victory", "points": ' + "9" * 4301 + "}",
                    encoding="utf-8")
    assert cli.main([str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == (f"companion eval: {path}: not a scenario file: a number in it has more digits than "
                                 "any field takes\n")
