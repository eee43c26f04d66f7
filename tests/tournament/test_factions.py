"""Faction statistics: a hand-counted event, a brute-force recount over random events, and the CSV and PDF
exports from the command line."""

import csv
import io
import random
from fractions import Fraction

import pytest

from companion.tournament.event import Event, Player, Round, Table
from companion.tournament.exports import export_text
from companion.tournament.factions import CSV_COLUMNS, faction_key, faction_stats, matrix
from companion.tournament.scoring import Outcome, score_table
from tests.tournament.worked import result, settings

PLAYERS = (Player(1, "Ann", faction="Dark Angels"), Player(2, "Bob", faction="dark  angels"),
           Player(3, "Cid", faction="Orks"), Player(4, "Dan", faction="ÓRKS "), Player(5, "Eve", faction="Eldar"))
ROUNDS = (
    Round(1, (Table(1, (1, 3), result(200, 100)), Table(2, (2, 5), result(120, 110))), bye=4),
    Round(2, (Table(1, (1, 2), result(150, 140)), Table(2, (3, 4), result(90, 200))), bye=5),
    Round(3, (Table(1, (5, 1), result(300, 100)), Table(2, (4, 2), result(50, 0))), bye=3),
)
HAND_COUNTED = Event(settings(), PLAYERS, ROUNDS)  # Warzone, 500 points: a draw within 25 VP


def test_the_hand_counted_event():
    """Dark Angels (Ann, Bob): Ann beat Cid 200–100 and lost to Eve 100–300, Bob drew with Eve 120–110 and lost to
    Dan 0–50; Ann–Bob is a mirror. Orks (Cid, Dan): Cid lost to Ann, Dan beat Bob; Cid–Dan a mirror, two byes.
    Eldar (Eve): drew with Bob, beat Ann, one bye."""
    found = {stats.name: stats for stats in faction_stats(HAND_COUNTED)}
    assert [stats.name for stats in faction_stats(HAND_COUNTED)] == ["Dark Angels", "Eldar", "Orks"]
    counted = {name: (stats.players, stats.games, stats.wins, stats.draws, stats.losses, stats.win_rate,
                      stats.vp_scored_average, stats.vp_conceded_average, stats.mirrors, stats.byes)
               for name, stats in found.items()}
    assert counted == {
        "Dark Angels": (2, 4, 1, 1, 2, Fraction(1, 4), 105, 140, 1, 0),
        "Orks": (2, 2, 1, 0, 1, Fraction(1, 2), 75, 100, 1, 2),
        "Eldar": (1, 2, 1, 1, 0, Fraction(1, 2), 205, 110, 0, 1),
    }
    assert found["Dark Angels"].spellings == ("Dark Angels", "dark angels")
    names, rows = matrix(faction_stats(HAND_COUNTED))
    assert names == ("Dark Angels", "Eldar", "Orks")
    assert rows == (("Dark Angels", ((0, 2, 0), (0, 1, 1), (1, 0, 1))),  # the mirror's draw from both sides
                    ("Eldar", ((1, 1, 0), None, None)),
                    ("Orks", ((1, 0, 1), None, (1, 0, 1))))


def test_names_differing_by_case_spaces_accents_or_apostrophes_are_one_faction():
    assert faction_key("Dark Angels") == faction_key("dark  angels") == faction_key("DÁRK ANGELS ") == "darkangels"
    assert faction_key("T'au Empire") == faction_key("Tau empire")
    assert faction_key("Orks") != faction_key("Orcs")


def test_csv_factions_has_a_header_then_one_row_per_faction():
    rows = list(csv.reader(io.StringIO(export_text(HAND_COUNTED, "csv-factions"))))
    assert rows[0] == list(CSV_COLUMNS) and rows[0][:6] == ["faction", "players", "games", "wins", "draws", "losses"]
    assert rows[1:] == [["Dark Angels", "2", "4", "1", "1", "2", "0.25", "105", "140", "1", "0"],
                        ["Eldar", "1", "2", "1", "1", "0", "0.5", "205", "110", "0", "1"],
                        ["Orks", "2", "2", "1", "0", "1", "0.5", "75", "100", "1", "2"]]


def recount(event: Event) -> dict[str, tuple]:
    """The statistics counted the plain way, table by table: what ``faction_stats`` must agree with."""
    settings_ = event.settings
    key = {player.id: faction_key(player.faction) for player in event.players}
    totals: dict[str, list] = {faction: [0, 0, 0, 0, Fraction(0), Fraction(0), 0, 0] for faction in key.values()}
    for round_ in event.rounds:
        if round_.bye is not None:
            totals[key[round_.bye]][7] += 1
        for table in round_.tables:
            if table.result is None:
                continue
            a, b = table.players
            if key[a] == key[b]:
                totals[key[a]][6] += 1
                continue
            sides = score_table(settings_.scoring, settings_.points_limit, table.result).players
            for player, side in zip((a, b), sides, strict=True):
                row = totals[key[player]]
                row[0] += 1
                row[1 + [Outcome.WIN, Outcome.DRAW, Outcome.LOSS].index(side.outcome)] += 1
                row[4] += side.vp_scored
                row[5] += side.vp_conceded
    return {faction: tuple(row) for faction, row in totals.items()}


@pytest.mark.parametrize("seed", range(25))
def test_a_brute_force_recount_of_random_events_agrees(seed):
    draw = random.Random(seed)
    factions = ["Orks", "orks", "Órks", "Eldar", "Dark Angels", "dark angels", ""]
    players = tuple(Player(number, f"P{number}", faction=draw.choice(factions))
                    for number in range(1, draw.randint(3, 11)))
    rounds = []
    for number in range(1, draw.randint(1, 5)):
        ids = [player.id for player in players]
        draw.shuffle(ids)
        bye = ids.pop() if len(ids) % 2 else None
        tables = tuple(Table(index + 1, (ids[2 * index], ids[2 * index + 1]),
                             None if draw.random() < 0.2 else result(draw.randint(0, 300), draw.randint(0, 300)))
                       for index in range(len(ids) // 2))
        rounds.append(Round(number, tables, bye))
    event = Event(settings(), players, tuple(rounds))
    found = {stats.key: (stats.games, stats.wins, stats.draws, stats.losses, stats.vp_scored, stats.vp_conceded,
                         stats.mirrors, stats.byes) for stats in faction_stats(event)}
    assert found == recount(event)
    stats = faction_stats(event)
    assert sum(item.players for item in stats) == len(players)
    assert sum(item.wins for item in stats) == sum(item.losses for item in stats)  # a decisive game: one of each


def test_export_csv_and_pdf_factions_from_the_command_line(tmp_path, run, event_file):
    from tests.tournament.pdf_text import page_texts

    run("add-player", event_file, "Eve")
    for name, faction in (("Ann", "Orks"), ("Bob", "orks"), ("Cid", "Eldar"), ("Dan", "Eldar"), ("Eve", "Eldar")):
        from companion.tournament.store import EventStore

        with EventStore.open(event_file) as store:
            player = store.load().player_named(name)
            store.edit_player(player.id, player.name, player.club, faction)
    run("pair", event_file)
    for table in (1, 2):
        run("report", event_file, "--round", 1, "--table", table, "--score", 200, 100)
    out = tmp_path / "factions.csv"
    status, printed, _ = run("export", event_file, "csv-factions", out)
    assert status == 0 and printed == f"wrote {out}\n"
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert sorted(row["faction"] for row in rows) == ["Eldar", "Orks"]
    assert sum(int(row["games"]) + 2 * int(row["mirrors"]) for row in rows) == 4
    assert sum(int(row["byes"]) for row in rows) == 1
    pdf = tmp_path / "factions.pdf"
    assert run("export", event_file, "pdf-factions", pdf)[0] == 0
    pages = page_texts(pdf)
    text = " ".join(pages)
    assert "Faction statistics" in text and "Eldar" in text and "Orks" in text and "mirror" in text.lower()
    # The faction-against-faction table follows on a page of its own, the diagonal the mirror matches.
    assert len(pages) == 2 and "Faction statistics" in pages[0] and "Faction against faction" not in pages[0]
    assert "Faction against faction" in pages[1] and "vs Eldar" in pages[1] and "vs Orks" in pages[1]
