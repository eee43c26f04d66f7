"""The CSV exports' spreadsheet form: semicolons and decimal commas for Italian and Czech spreadsheets, commas
for English ones, a UTF-8 BOM and CRLF; the plain form unchanged."""

import codecs
import csv
import io
import re
from fractions import Fraction

import pytest

from companion.model.errors import InputError
from companion.tournament.event import Event, Player, Result, Round, Table
from companion.tournament.exports import (
    CSV_FORMATS,
    SPREADSHEET_LANGUAGES,
    export_text,
    separator_of,
    spreadsheet_export,
    write_export,
)

from .worked import settings

PLAYERS = (Player(1, "Niccolò D'Angelo", "Città; Verona", "Elfi"), Player(2, "Ondřej Černý", "Klub, Brno"),
           Player(3, "=Cid"), Player(4, "Dan"))
EVENT = Event(settings(), PLAYERS, (
    Round(1, (Table(1, (1, 2), Result((Fraction(45, 2), Fraction(100, 7)))),
              Table(2, (3, 4), Result((Fraction(120), Fraction(201, 4)))))),))


def read_back(data: bytes, delimiter: str) -> list[list[str]]:
    assert data.startswith(codecs.BOM_UTF8)
    text = data[len(codecs.BOM_UTF8):].decode("utf-8")
    assert text.endswith("\r\n") and text.count("\n") == text.count("\r\n")
    return list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))


def plain(fmt: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(export_text(EVENT, fmt), newline="")))


@pytest.mark.parametrize("language", ["it", "cs"])
def test_italian_and_czech_spreadsheets_get_semicolons_and_decimal_commas(language):
    results = read_back(spreadsheet_export(EVENT, "csv-results", language), ";")
    assert results[0] == ["round", "table", "player_1", "player_2", "vp_1", "vp_2", "conceded", "points_1",
                          "points_2"]
    assert results[1][:6] == ["1", "1", "Niccolò D'Angelo", "Ondřej Černý", "22,5", "100/7"]
    assert results[2][:6] == ["1", "2", "'=Cid", "Dan", "120", "50,25"]
    standings = read_back(spreadsheet_export(EVENT, "csv-standings", language), ";")
    by_name = {row[1]: row for row in standings[1:]}
    assert by_name["Niccolò D'Angelo"][2] == "Città; Verona" and by_name["Ondřej Černý"][2] == "Klub, Brno"
    assert by_name["Dan"][standings[0].index("vp_scored")] == "50,25"
    factions = read_back(spreadsheet_export(EVENT, "csv-factions", language), ";")
    assert factions == [[cell.replace(".", ",") if index > 0 else cell for index, cell in enumerate(row)]
                        for row in plain("csv-factions")]


def test_every_spreadsheet_form_differs_from_the_plain_one_only_in_its_separators():
    for fmt in CSV_FORMATS:
        rows = plain(fmt)
        assert read_back(spreadsheet_export(EVENT, fmt, "en"), ",") == rows
        decimal_commas = [[cell.replace(".", ",") if re.fullmatch(r"-?[0-9]+\.[0-9]+", cell) else cell
                           for cell in row] for row in rows]
        assert read_back(spreadsheet_export(EVENT, fmt, "it"), ";") == decimal_commas
        assert spreadsheet_export(EVENT, fmt, "cs") == spreadsheet_export(EVENT, fmt, "it")


def test_the_plain_form_is_as_it_was():
    text = export_text(EVENT, "csv-results")
    assert text.splitlines()[1].startswith("1,1,Niccolò D'Angelo,Ondřej Černý,22.5,100/7,")
    assert "\r" not in text and not text.startswith("\ufeff")


def test_an_unknown_language_or_format_is_refused(tmp_path):
    with pytest.raises(InputError):
        spreadsheet_export(EVENT, "csv-results", "de")
    with pytest.raises(InputError):
        spreadsheet_export(EVENT, "json", "it")
    out = tmp_path / "out.csv"
    write_export(EVENT, "csv-standings", out, spreadsheet="cs")
    assert out.read_bytes() == spreadsheet_export(EVENT, "csv-standings", "cs")


def test_the_command_line_writes_the_spreadsheet_form(tmp_path, run, event_file):
    run("pair", event_file)
    assert run("report", event_file, "--round", 1, "--table", 1, "--score", "22,5", "100")[0] == 0
    plain_out, excel, english = tmp_path / "plain.csv", tmp_path / "excel.csv", tmp_path / "english.csv"
    assert run("export", event_file, "csv-results", plain_out)[0] == 0
    assert run("export", event_file, "csv-results", excel, "--spreadsheet", "--language", "it")[0] == 0
    assert run("export", event_file, "csv-results", english, "--spreadsheet")[0] == 0
    rows = read_back(excel.read_bytes(), ";")
    assert rows[1][4:6] == ["22,5", "100"]
    assert read_back(english.read_bytes(), ",") == list(csv.reader(io.StringIO(plain_out.read_text(), newline="")))
    assert b"\r" not in plain_out.read_bytes() and b"22.5" in plain_out.read_bytes()


def test_the_command_line_refuses_a_spreadsheet_it_cannot_write(tmp_path, refused, event_file):
    out = tmp_path / "out.csv"
    refused(event_file, "export", event_file, "json", out, "--spreadsheet", match="--spreadsheet: only with csv-")
    refused(event_file, "export", event_file, "csv-results", out, "--language", "it",
            match="--language: only with --spreadsheet")
    refused(event_file, "export", event_file, "csv-results", out, "--spreadsheet", "--language", "de",
            match="--language: one of en, it, cs")
    assert not out.exists()


def test_the_separator_is_chosen_apart_from_the_language():
    """An Italian Excel whose list separator was set to commas, an English one set to semicolons: the decimal
    separator stays the language's, and a decimal comma in a comma-separated file is quoted."""
    assert (separator_of("en"), separator_of("it"), separator_of("cs")) == ("comma", "semicolon", "semicolon")
    data = spreadsheet_export(EVENT, "csv-results", "it", "comma")
    assert data.decode("utf-8-sig").split("\r\n")[1].startswith('1,1,Niccolò D\'Angelo,Ondřej Černý,"22,5",100/7')
    assert read_back(data, ",") == read_back(spreadsheet_export(EVENT, "csv-results", "it"), ";")
    english = spreadsheet_export(EVENT, "csv-standings", "en", "semicolon")
    assert read_back(english, ";") == read_back(spreadsheet_export(EVENT, "csv-standings", "en"), ",")
    for language in SPREADSHEET_LANGUAGES:
        assert spreadsheet_export(EVENT, "csv-factions", language, separator_of(language)) == spreadsheet_export(
            EVENT, "csv-factions", language)


def test_a_separator_the_exports_do_not_know_is_refused_naming_those_they_do(tmp_path):
    with pytest.raises(InputError) as refusal:
        spreadsheet_export(EVENT, "csv-results", "it", "tab")
    assert str(refusal.value) == "separator: one of comma, semicolon (got 'tab')"
    out = tmp_path / "results.csv"
    with pytest.raises(InputError):
        write_export(EVENT, "csv-results", out, spreadsheet="it", separator="pipe")
    assert not out.exists()
    write_export(EVENT, "csv-results", out, spreadsheet="cs", separator="comma")
    assert out.read_bytes() == spreadsheet_export(EVENT, "csv-results", "cs", "comma")
