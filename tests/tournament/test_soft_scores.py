"""Soft scores and adjustments: the worked examples of ``docs/tournament-rules.md`` run command by command, the
rules on hand-made events, the store's actions (logged, undoable, refused when wrong) on a file and on a server,
and the command line's bad input."""

import json
import re
import shlex
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from companion.model.errors import InputError
from companion.tournament.event import Adjustment, Event, SoftKind, SoftScore, SoftUse, Tiebreak
from companion.tournament.exports import standings_json
from companion.tournament.rules import validate_settings
from companion.tournament.soft_scores import awards, check_soft_score, clean_adjustment
from companion.tournament.standings import standings
from companion.tournament.store import EventStore
from tests.tournament.test_cli_event import shown
from tests.tournament.worked import ANN, BOB, CID, DAN, PLAYERS, ROUND_1, settings

RULES = Path(__file__).resolve().parents[2] / "docs" / "tournament-rules.md"


def worked_steps() -> list[tuple[list[str], str | None]]:
    """Each ``$ companion event ...`` line of the rules file's worked example, with the output printed under it
    (None when none is)."""
    text = RULES.read_text(encoding="utf-8")
    section = text[text.index("### Worked example"):]
    steps: list[tuple[list[str], str | None]] = []
    for block in re.findall(r"```console\n(.*?)```", section, re.DOTALL):
        for chunk in re.split(r"^(?=\$ )", block, flags=re.MULTILINE):
            if not chunk.strip():
                continue
            command, _, output = chunk.partition("\n")
            words = shlex.split(command[2:])
            assert words[:2] == ["companion", "event"], command
            steps.append((words[2:], output if output.strip() else None))
    return steps


def test_the_rules_files_worked_examples_print_what_it_says(tmp_path, run):
    steps = worked_steps()
    assert sum(output is not None for _, output in steps) == 3
    for words, output in steps:
        arguments = [str(tmp_path / word) if word == "worked.companion-event" else word for word in words]
        status, out, err = run(*arguments)
        assert status == 0, (words, err)
        if output is not None:
            assert out == output, words


def worked(**changes) -> Event:
    """The rules file's example as plain data: round 1, Cid's penalty, painting and round 1's sportsmanship."""
    soft = (SoftScore(DAN, SoftKind.PAINTING, Fraction(9)), SoftScore(ANN, SoftKind.PAINTING, Fraction(7)),
            SoftScore(BOB, SoftKind.PAINTING, Fraction(7)),
            *(SoftScore(player, SoftKind.SPORTSMANSHIP, Fraction(value), 1)
              for player, value in ((CID, 6), (BOB, 5), (DAN, 5), (ANN, 4))))
    return Event(settings(seed=4, **changes), PLAYERS, (ROUND_1,), (Adjustment(1, CID, Fraction(-1), "late list", 1),),
                 soft)


def order(event: Event) -> list[tuple[str, Fraction]]:
    names = {player.id: player.name for player in event.players}
    return [(names[row.player], row.points) for row in standings(event)]


def test_adjustments_and_soft_scores_in_the_standings():
    assert order(worked()) == [("Ann", 3), ("Dan", 1), ("Bob", 0), ("Cid", 0)]
    assert order(worked(painting=SoftUse.POINTS)) == [("Dan", 10), ("Ann", 10), ("Bob", 7), ("Cid", 0)]
    both = worked(painting=SoftUse.POINTS, sportsmanship=SoftUse.POINTS)
    assert order(both) == [("Dan", 15), ("Ann", 14), ("Bob", 12), ("Cid", 6)]
    tiebreak = worked(sportsmanship=SoftUse.TIEBREAK, tiebreaks=(Tiebreak.SPORTSMANSHIP, Tiebreak.SOS))
    assert order(tiebreak) == [("Ann", 3), ("Dan", 1), ("Cid", 0), ("Bob", 0)]
    rows = {row.player: row for row in standings(both)}
    assert (rows[CID].adjustments, rows[CID].painting, rows[CID].sportsmanship, rows[CID].game_points) == (
        -1, None, 6, 1)
    assert rows[DAN].sos == 1  # Cid's penalty and soft scores do not move his opponent's SoS


def test_a_sportsmanship_score_sums_its_rounds_and_the_whole_events_votes():
    event = worked(sportsmanship=SoftUse.POINTS)
    event = replace(event, soft_scores=(*event.soft_scores, SoftScore(ANN, SoftKind.SPORTSMANSHIP, Fraction(5, 2))))
    rows = {row.player: row for row in standings(event)}
    assert rows[ANN].sportsmanship == Fraction(13, 2) and rows[ANN].points == Fraction(19, 2)


def test_award_tables_rank_best_first_with_shared_ranks_and_only_for_awards():
    tables = awards(worked())
    assert [(row.rank, row.player, row.value) for row in tables[SoftKind.PAINTING]] == [(1, DAN, 9), (2, ANN, 7),
                                                                                        (2, BOB, 7)]
    assert [row.rank for row in tables[SoftKind.SPORTSMANSHIP]] == [1, 2, 2, 4]
    assert set(awards(worked(painting=SoftUse.POINTS))) == {SoftKind.SPORTSMANSHIP}
    assert awards(replace(worked(), soft_scores=())) == {}
    assert standings_json(worked())["awards"]["painting"] == [
        {"rank": 1, "player": "Dan", "value": 9}, {"rank": 2, "player": "Ann", "value": 7},
        {"rank": 2, "player": "Bob", "value": 7}]


def test_without_adjustments_or_soft_scores_the_standings_are_as_before():
    plain = Event(settings(seed=4), PLAYERS, (ROUND_1,))
    assert [(row.player, row.points, row.sos) for row in standings(plain)] == [
        (row.player, row.game_points, row.sos) for row in standings(plain)]
    assert all(row.adjustments == 0 and row.painting is None for row in standings(plain))


@pytest.mark.parametrize(("changes", "field"), [
    ({"painting": SoftUse.TIEBREAK}, "tiebreaks"),
    ({"tiebreaks": (Tiebreak.SOS, Tiebreak.PAINTING)}, "tiebreaks"),
    ({"sportsmanship": "votes"}, "sportsmanship"),
])
def test_a_soft_score_is_a_tiebreak_exactly_when_it_is_in_the_order(changes, field):
    with pytest.raises(InputError) as refused:
        validate_settings(settings(**changes))
    assert refused.value.field == field
    validate_settings(settings(painting=SoftUse.TIEBREAK, tiebreaks=(Tiebreak.PAINTING, Tiebreak.SOS)))


def test_what_an_adjustment_and_a_soft_score_must_be():
    assert clean_adjustment(Fraction(-3, 2), "  late   list ") == (Fraction(-3, 2), "late list")
    for points, reason, field in ((0, "x", "points"), (1.5, "x", "points"), (True, "x", "points"), (1, " ", "reason"),
                                  (1, "x" * 201, "reason")):
        with pytest.raises(InputError) as refused:
            clean_adjustment(points, reason)
        assert refused.value.field == field
    assert check_soft_score("sportsmanship", 4, 2, 2) == SoftScore(0, SoftKind.SPORTSMANSHIP, Fraction(4), 2)
    for kind, value, round_number, field in (("luck", 1, 0, "kind"), ("painting", -1, 0, "value"),
                                             ("painting", 0.5, 0, "value"), ("painting", 8, 1, "round"),
                                             ("sportsmanship", 4, 3, "round"), ("sportsmanship", 4, -1, "round")):
        with pytest.raises(InputError) as refused:
            check_soft_score(kind, value, round_number, 2)
        assert refused.value.field == field


def test_the_store_keeps_adjustments_and_soft_scores_logs_them_and_undoes_them(places):
    location = places.event()
    with EventStore.create(location, settings(seed=4), desk="front") as store:
        ann, bob = (store.add_player(name).id for name in ("Ann", "Bob"))
        made = store.adjust(ann, Fraction(-1), "late list")
        assert store.load().adjustments == (Adjustment(made.id, ann, Fraction(-1), "late list", 0),)
        store.set_soft_score(bob, "painting", Fraction(15, 2))
        store.set_soft_score(bob, "painting", 8)
        revision = store.revision()
        store.set_soft_score(bob, "painting", 8)  # the same value again changes nothing
        assert store.revision() == revision
        entries = store.log()
        assert [entry.kind for entry in entries[-3:]] == ["adjust", "soft-score", "soft-score"]
        assert entries[-1].details == {"player": bob, "name": "Bob", "kind_name": "painting", "value": 8,
                                       "replaced": "15/2", "round": 0}
        assert entries[-3].details == {"player": ann, "name": "Ann", "points": -1, "reason": "late list", "round": 0}
        rows = {row.player: row for row in standings(store.load())}
        assert (rows[ann].points, rows[bob].painting) == (-1, 8)
        store.undo()
        assert store.load().soft_scores == (SoftScore(bob, SoftKind.PAINTING, Fraction(15, 2)),)
        store.undo()
        store.undo()
        assert store.load().adjustments == () and store.load().soft_scores == ()
        with pytest.raises(InputError):
            store.adjust(ann, 0, "nothing")
        store.edit_settings(replace(store.load().settings, sportsmanship=SoftUse.TIEBREAK,
                                    tiebreaks=(Tiebreak.SPORTSMANSHIP, Tiebreak.SOS)))
    with EventStore.open(location) as store:
        assert store.load().settings.sportsmanship is SoftUse.TIEBREAK
    places.sound(location)


def test_adjust_and_soft_score_from_the_command_line(run, refused, event_file):
    status, out, _ = run("adjust", event_file, "Ann", "--points", "-1,5", "--reason", "late list", "--desk", "door")
    assert status == 0 and out == "Ann: -1.5 (late list); -1.5 tournament points\n"
    status, out, _ = run("soft-score", event_file, "Bob", "--kind", "painting", "--value", "8")
    assert status == 0 and out == "Bob: painting 8; painting 8, 0 tournament points\n"
    event = shown(run, event_file)
    assert event["adjustments"] == [{"player": "Ann", "points": "-3/2", "reason": "late list", "round": 0}]
    assert event["soft_scores"] == [{"player": "Bob", "kind": "painting", "value": 8, "round": 0}]
    status, out, _ = run("standings", event_file, "--json")
    rows = {row["player"]: row for row in json.loads(out)["standings"]}
    assert (rows["Ann"]["points"], rows["Ann"]["adjustments"], rows["Bob"]["painting"]) == ("-3/2", "-3/2", 8)
    assert json.loads(out)["awards"] == {"painting": [{"rank": 1, "player": "Bob", "value": 8}]}
    assert run("settings", event_file, "--painting", "points")[0] == 0
    status, out, _ = run("standings", event_file, "--json")
    assert json.loads(out)["standings"][0]["player"] == "Bob" and json.loads(out)["awards"] == {}
    status, out, _ = run("undo", event_file)
    assert "(edit-settings, by " in out
    status, out, _ = run("undo", event_file)
    assert "(soft-score, by " in out and out.endswith("): Bob; painting 8\n")
    status, out, _ = run("undo", event_file)
    assert "(adjust, by door): Ann; -3/2 (late list)\n" in out and shown(run, event_file)["adjustments"] == []


@pytest.mark.parametrize(("arguments", "match"), [
    (("adjust", "Ann", "--points", "0", "--reason", "x"), "--points: an exact number other than 0"),
    (("adjust", "Ann", "--points", "one", "--reason", "x"), "--points: an exact number other than 0"),
    (("adjust", "Ann", "--points", "1", "--reason", " "), "--reason: a reason for the points"),
    (("adjust", "Ann", "--points", "9223372036854775808", "--reason", "x"),
     "--points: a number from -1000 to 1000, other than 0, in steps no finer than 1/1000"),
    (("adjust", "Ann", "--points", "1/1000000007", "--reason", "x"), "--points: a number from -1000 to 1000"),
    (("soft-score", "Ann", "--kind", "painting", "--value", "9" * 26), "--value: a number from 0 to 1000000"),
    (("soft-score", "Ann", "--kind", "painting", "--value", "1/3000"), "in steps no finer than 1/1000"),
    (("adjust", "Ann", "--reason", "x"), "the following arguments are required: --points"),
    (("adjust", "Zed", "--points", "1", "--reason", "x"), "there is no player named 'Zed'"),
    (("soft-score", "Ann", "--kind", "luck", "--value", "1"), "--kind: invalid choice: 'luck'"),
    (("soft-score", "Ann", "--kind", "painting", "--value", "-1"), "--value: an exact number of at least 0"),
    (("soft-score", "Ann", "--kind", "painting", "--value", "8", "--round", "1"), "--round: 0 (the whole event)"),
    (("settings", "--painting", "best"), "--painting: invalid choice: 'best'"),
])
def test_adjust_and_soft_score_refusals_change_nothing(refused, event_file, arguments, match):
    refused(event_file, arguments[0], event_file, *arguments[1:], match=match)
