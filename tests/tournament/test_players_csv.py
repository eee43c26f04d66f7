"""The players' importer over files as Excel saves them in English, Italian and Czech: each encoding, each
delimiter, the header in each language, and refusals that name the line and the column."""

import codecs
import json

import pytest

from companion.tournament.errors import DeskError
from companion.tournament.event import Player
from companion.tournament.players_csv import (
    Delimiter,
    Encoding,
    IgnoredColumn,
    PlanStatus,
    import_plan,
    near_name,
    read_players_csv,
    read_players_file,
)

CZECH = [("Ondřej Černý", "Klub Třebíč", "Armáda Říše"), ("Jiří Dvořák", "Ďáblové Plzeň", "Trpaslíci"),
         ("Tomáš Růžička", "", "Skřeti")]
ITALIAN = [("Niccolò D'Angelo", "Città di Verona", "Elfi"), ("Mosè Esposito", "", "Nani"),
           ("Andrea Lunedì", "Società Dadi", "Orchi")]
HEADERS = {"en": ("name", "club", "faction"), "it": ("Nome", "Circolo", "Fazione"),
           "cs": ("Jméno", "Klub", "Armáda")}


def write(tmp_path, rows, delimiter, encoding, name="players.csv", newline="\r\n") -> str:
    text = newline.join(delimiter.join(row) for row in rows) + newline
    path = tmp_path / name
    if encoding == "utf-8-sig":
        path.write_bytes(codecs.BOM_UTF8 + text.encode("utf-8"))
    else:
        path.write_bytes(text.encode(encoding))  # "utf-16" writes its BOM, "utf-16-le" and "utf-16-be" none
    return str(path)


@pytest.mark.parametrize("delimiter", [",", ";", "\t"])
@pytest.mark.parametrize(("encoding", "players", "found"), [
    ("utf-8", CZECH + ITALIAN, Encoding.UTF8), ("utf-8-sig", CZECH + ITALIAN, Encoding.UTF8_BOM),
    ("utf-16", CZECH + ITALIAN, Encoding.UTF16), ("utf-16-le", CZECH + ITALIAN, Encoding.UTF16),
    ("utf-16-be", CZECH + ITALIAN, Encoding.UTF16), ("cp1250", CZECH, Encoding.WINDOWS_1250),
    ("cp1252", ITALIAN, Encoding.WINDOWS_1252)])
@pytest.mark.parametrize("language", ["en", "it", "cs"])
def test_every_encoding_delimiter_and_header_language(tmp_path, delimiter, encoding, players, found, language):
    path = write(tmp_path, [HEADERS[language], *players], delimiter, encoding)
    read = read_players_file(path)
    assert (read.encoding, read.delimiter) == (found, Delimiter(delimiter))
    assert [(player.name, player.club, player.faction) for player in read.players] == players
    assert [player.line for player in read.players] == list(range(2, len(players) + 2))


@pytest.mark.parametrize(("header", "columns"), [
    ("JMENO;  Oddíl ;frakce", ("name", "club", "faction")), ("Giocatore;Esercito", ("name", "faction")),
    ("hráč;klub", ("name", "club")), ("Player;Army;Club", ("name", "faction", "club")),
    ("NOME;circolo", ("name", "club"))])
def test_header_names_ignore_case_accents_and_spaces(tmp_path, header, columns):
    path = tmp_path / "players.csv"
    path.write_text(header + "\n" + ";".join(["Eve", "Blue", "Orks"][:len(columns)]) + "\n", encoding="utf-8")
    player = read_players_csv(path)[0]
    values = {"name": player.name, "club": player.club, "faction": player.faction}
    assert [values[column] for column in columns] == ["Eve", "Blue", "Orks"][:len(columns)]


def test_the_delimiter_comes_from_the_header_and_quoted_fields_keep_theirs(tmp_path):
    path = tmp_path / "players.csv"
    path.write_text('nome;circolo\n"Rossi; Mario";"Dadi, Verona"\n"Bianchi\nLuca";\n', encoding="utf-8")
    read = read_players_file(path)
    assert read.delimiter is Delimiter.SEMICOLON
    assert [(player.line, player.name, player.club) for player in read.players] == [
        (2, "Rossi; Mario", "Dadi, Verona"), (4, "Bianchi\nLuca", "")]
    single = tmp_path / "single.csv"
    single.write_text("name\nRossi; Mario\n", encoding="utf-8")
    assert [player.name for player in read_players_csv(single)] == ["Rossi; Mario"]


def test_windows_1250_and_1252_are_told_apart_by_their_letters(tmp_path):
    """The same bytes read as both: the letters each gives decide (ř → ø in 1252, ò → ň in 1250)."""
    for name, encoding, found in (("Řehoř Šťastný", "cp1250", Encoding.WINDOWS_1250),
                                  ("Věra Němcová", "cp1250", Encoding.WINDOWS_1250),
                                  ("Niccolò", "cp1252", Encoding.WINDOWS_1252),
                                  ("Città Più", "cp1252", Encoding.WINDOWS_1252)):
        path = write(tmp_path, [("name",), (name,)], ",", encoding)
        read = read_players_file(path)
        assert (read.encoding, read.players[0].name) == (found, name)


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_a_bom_is_told_by_its_nul_bytes(tmp_path, encoding):
    """However few its ASCII characters: a name of Czech letters only still has its delimiters and line ends."""
    for rows in ([("name",), ("Eve",)], [("jméno", "klub"), ("Řeřicha Ťuťák", "Čeřovka Říčany")] * 3,
                 [("nome",), ("Niccolò",), ("Società Più",)]):
        path = write(tmp_path, rows, ";", encoding)
        read = read_players_file(path)
        assert read.encoding is Encoding.UTF16
        assert [player.name for player in read.players] == [row[0] for row in rows[1:]]


@pytest.mark.parametrize(("data", "found", "name"), [
    ("name\nJiří\x00\n".encode(), Encoding.UTF8, "Jiří\x00"),
    ("name\nNiccolò\x00\n".encode("cp1252"), Encoding.WINDOWS_1252, "Niccolò\x00"),
    ("jméno\nŘehoř\x00\x00\n".encode("cp1250"), Encoding.WINDOWS_1250, "Řehoř\x00\x00"),
    (b"n\x00\x00ame;club\nEve;Blue\n", Encoding.UTF8, None),  # a NUL on each side: no UTF-16 either way
    (b"\x00" * 64, Encoding.UTF8, None),  # a file of NULs only
])
def test_a_stray_nul_leaves_a_file_to_the_other_encodings(tmp_path, data, found, name):
    """A NUL is no text; what the rules make of a name holding one is theirs (``import_plan``)."""
    path = tmp_path / "players.csv"
    path.write_bytes(data)
    if name is None:
        with pytest.raises(DeskError, match="line 1: the header has no column for the player's name"):
            read_players_file(path)
        return
    read = read_players_file(path)
    assert (read.encoding, read.players[0].name) == (found, name)


def test_utf16_without_a_bom_cut_short_is_refused_naming_its_line(tmp_path):
    path = tmp_path / "players.csv"
    path.write_bytes("name\nEve\nFay\n".encode("utf-16-le")[:-1])
    with pytest.raises(DeskError, match="players.csv, line 3: byte 0x0A cannot be read as text"):
        read_players_csv(path)


def test_a_formula_escape_is_still_read_back(tmp_path):
    path = tmp_path / "players.csv"
    path.write_text("nome;circolo\n'=1+1;'@club\n", encoding="utf-8")
    assert (read_players_csv(path)[0].name, read_players_csv(path)[0].club) == ("=1+1", "@club")


@pytest.mark.parametrize(("data", "expected"), [
    (b"name;club\nEve;Blue\nFay;Red;Orks\n", "players.csv, line 3: 3 fields, the header has 2 (name;club); a text "
                                               "holding ';' must be in double quotes"),
    ("Jméno;Klub;Fazoine\nEve;;\n".encode(), "players.csv, line 1, column 3 ('Fazoine'): looks like 'fazione' "
                                             "misspelt, a name for the faction: write it as one of faction, army, "
                                             "fazione, esercito, frakce, armáda to import it, or give the column "
                                             "another heading to leave it out"),
    (b"nome;nome\nEve;Eve\n", "line 1, column 2 ('nome'): a second column for the player's name (the first is "
                              "column 1); keep one"),
    (b"name\n" + b"x" * 140_000 + b"\n", "players.csv, line 2: a field longer than 131,072 characters"),
    (b"club;faction\nBlue;Orks\n", "line 1: the header has no column for the player's name (name, player, nome"),
    (b"name;faction\nEve;Orks\n\n ;Elves\n", "players.csv, line 4, column 'name': empty; every player needs a name"),
    ("jméno\tarmáda\nEve\tOrks\n\tElves\n".encode(), "line 3, column 'jméno': empty"),
    (b"name\nEve\nF\x81\x90y\n", "players.csv, line 3: byte 0x81 cannot be read as text (the file is not UTF-8, "
                                 "Windows-1250 or Windows-1252): save it from the spreadsheet as \"CSV UTF-8\""),
    (codecs.BOM_UTF8 + b"name\nEve\n\nF\xe8y\n", "line 4: byte 0xE8 cannot be read as text"),
    (b"", "players.csv: empty; the first line must be the header name,club,faction"),
    (b"name;club\n", "players.csv: no players after the header"),
])
def test_a_bad_file_is_refused_naming_the_line_and_the_column(tmp_path, data, expected):
    path = tmp_path / "players.csv"
    path.write_bytes(data)
    with pytest.raises(DeskError) as refusal:
        read_players_csv(path)
    assert expected in str(refusal.value) and "\n" not in str(refusal.value)
    assert refusal.value.template.startswith("{0}")  # the file, then what is wrong (worded by the desk)


def test_columns_a_registration_sheet_has_besides_are_left_out_and_named(tmp_path):
    path = tmp_path / "iscrizioni.csv"
    path.write_text("Nome;Circolo;Pagato;E-mail;Fazione;;Lista;\nAnna Rossi;Blu;sì;anna@example.it;Nani;;x;\n"
                    "Bea Neri;;no;;Elfi;nota;;\n", encoding="utf-8")
    read = read_players_file(path)
    assert [(player.name, player.club, player.faction) for player in read.players] == [
        ("Anna Rossi", "Blu", "Nani"), ("Bea Neri", "", "Elfi")]
    # The sixth column has no heading but holds a note: named; the eighth is only the trailing delimiter.
    assert read.ignored == (IgnoredColumn(3, "Pagato"), IgnoredColumn(4, "E-mail"), IgnoredColumn(6, ""),
                            IgnoredColumn(7, "Lista"))
    assert read_players_file(write(tmp_path, [HEADERS["cs"], *CZECH], ";", "utf-8")).ignored == ()


@pytest.mark.parametrize(("heading", "column", "name"), [
    ("Fazoine", "faction", "fazione"), ("Factions", "faction", "faction"), ("Armata", "faction", "armáda"),
    ("Eserciti", "faction", "esercito"), ("Giocatori", "name", "giocatore"), ("Players", "name", "player"),
    ("Jména", "name", "jméno"), ("Nmae", "name", "name"), ("Hráči", "name", "hráč"), ("Kluby", "club", "klub"),
    ("Circoli", "club", "circolo"), ("Odddíl", "club", "oddíl")])
def test_a_heading_one_slip_from_an_accepted_name_is_refused_naming_it(tmp_path, heading, column, name):
    assert near_name(heading) == (column, name)
    other = "Armáda" if column == "name" else "Jméno"
    path = tmp_path / "players.csv"
    path.write_text(f"{other};{heading}\nEve;X\n", encoding="utf-8")
    with pytest.raises(DeskError, match=f"column 2 \\('{heading}'\\): looks like '{name}' misspelt"):
        read_players_csv(path)


@pytest.mark.parametrize("heading", ["Note", "Game", "Hra", "Nomi", "Email", "E-mail", "Pagato", "Lista", "Cognome",
                                     "Team", "Squadra", "Poznámka", "Zaplaceno", "Telefono", "Army list", "Tým"])
def test_ordinary_headings_near_a_short_name_are_not_taken_for_slips(heading):
    assert near_name(heading) is None


def test_the_plan_flags_players_in_the_event_and_names_repeated_in_the_file(tmp_path):
    path = tmp_path / "players.csv"
    path.write_text("name,club\nEve,Blue\n  ann ,Red\nFay,\nEVE,Green\nGus\x00,\n", encoding="utf-8")
    plan = import_plan(read_players_csv(path), [Player(1, "Ann"), Player(2, "Bob")])
    assert [(planned.player.line, planned.status, planned.same) for planned in plan] == [
        (2, PlanStatus.NEW, None), (3, PlanStatus.IN_EVENT, "Ann"), (4, PlanStatus.NEW, None),
        (5, PlanStatus.REPEATED, 2), (6, PlanStatus.REFUSED, None)]
    assert plan[-1].problem is not None and plan[-1].problem.field == "name"


def test_the_command_line_imports_a_czech_excel_file_and_refuses_a_bad_one_naming_line_and_column(
        tmp_path, run, refused, event_file):
    path = write(tmp_path, [HEADERS["cs"], *CZECH], ";", "cp1250")
    assert run("import-players", event_file, path)[:2] == (0, "added 3 players\n")
    status, out, _ = run("show", event_file, "--json")
    players = json.loads(out)["players"]
    assert [(player["name"], player["club"], player["faction"]) for player in players[4:]] == CZECH
    bad = write(tmp_path, [("nome", "fazione"), ("Eve", "Orchi"), ("", "Elfi")], "\t", "cp1252", name="bad.csv")
    refused(event_file, "import-players", event_file, bad, match="bad.csv, line 3, column 'nome': empty")


def test_the_command_line_imports_a_registration_sheet_naming_the_columns_it_left_out(tmp_path, run, refused,
                                                                                     event_file):
    path = tmp_path / "iscrizioni.csv"
    path.write_text("Nome;Circolo;Pagato;E-mail;Lista\nAnna Rossi;Blu;sì;anna@example.it;x\nBea Neri;;no;;\n",
                    encoding="utf-8")
    assert run("import-players", event_file, path) == (
        0, "added 2 players; ignored column 3 'Pagato', column 4 'E-mail', column 5 'Lista' (not name, club or "
           "faction)\n", "")
    players = json.loads(run("show", event_file, "--json")[1])["players"]
    assert [(player["name"], player["club"], player["faction"]) for player in players[4:]] == [
        ("Anna Rossi", "Blu", ""), ("Bea Neri", "", "")]
    misspelt = tmp_path / "misspelt.csv"
    misspelt.write_text("Nome;Fazoine\nCarla Verdi;Nani\n", encoding="utf-8")
    refused(event_file, "import-players", event_file, misspelt,
            match="misspelt.csv, line 1, column 2 ('Fazoine'): looks like 'fazione' misspelt")


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_the_command_line_imports_utf16_without_a_bom(tmp_path, run, event_file, encoding):
    path = write(tmp_path, [HEADERS["it"], *ITALIAN, *CZECH], "\t", encoding)
    assert run("import-players", event_file, path)[:2] == (0, "added 6 players\n")
    players = json.loads(run("show", event_file, "--json")[1])["players"]
    assert [(player["name"], player["club"], player["faction"]) for player in players[4:]] == ITALIAN + CZECH
