"""The Players page's import through the real dialogs: the file dialog opens in the event's folder, the preview
shows what a spreadsheet's file adds (in Czech or Italian, with the encoding and delimiter found) and flags
players already in the event or named twice; nothing is added until the organiser confirms."""

import re
from pathlib import Path

from companion.gui.widgets import file_dialogs
from companion.tournament.gui.import_preview import CLUB, FACTION, LINE, NAME, NOTE
from tests.tournament.gui.conftest import settle


def preview(qtbot, desk, path):
    page = desk.players_page
    desk.pages_tabs.setCurrentWidget(page)
    page.import_file(str(path))
    dialog = page.import_preview
    assert dialog is not None and dialog.isVisible()
    return dialog


def english(text: str) -> str:
    """A numerus text in English whether or not the English catalogue has its forms yet ("2 player(s)")."""
    return re.sub(r"(\d+) (\w+)\(s\)", lambda found: f"{found[1]} {found[2]}{'' if found[1] == '1' else 's'}", text)


def cells(dialog, row):
    return [dialog.table.item(row, column).text() for column in (LINE, NAME, CLUB, FACTION, NOTE)]


def test_the_file_dialog_opens_in_the_events_folder(qtbot, desk, monkeypatch, event_file):
    asked = []
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda parent, title, folder, *a: asked.append(folder)
                        or ("", ""))
    desk.pages_tabs.setCurrentWidget(desk.players_page)
    desk.players_page.import_button.click()
    assert asked == [str(Path(event_file).absolute().parent)]


def test_confirming_the_preview_adds_the_players_of_a_czech_excel_file(qtbot, desk, tmp_path):
    path = tmp_path / "hráči.csv"
    text = "Jméno;Klub;Armáda\r\nOndřej Černý;Třebíč;Trpaslíci\r\nJiří Dvořák;;Skřeti\r\n"
    path.write_bytes(text.encode("cp1250"))
    count = len(desk.session.current_event.players)
    dialog = preview(qtbot, desk, path)
    assert "read as Windows-1250 (Central European), fields separated by semicolons" in dialog.detected.text()
    assert [cells(dialog, row) for row in range(2)] == [["2", "Ondřej Černý", "Třebíč", "Trpaslíci", ""],
                                                        ["3", "Jiří Dvořák", "", "Skřeti", ""]]
    assert english(dialog.summary.text()) == "2 players will be added."
    assert english(dialog.add_button.text()) == "&Add 2 players"
    settle(qtbot, desk)
    assert len(desk.session.current_event.players) == count  # nothing added before the organiser confirms
    dialog.add_button.click()
    settle(qtbot, desk)
    players = desk.session.current_event.players
    assert [(player.name, player.club, player.faction) for player in players[count:]] == [
        ("Ondřej Černý", "Třebíč", "Trpaslíci"), ("Jiří Dvořák", "", "Skřeti")]
    assert "Imported 2 players" in english(desk.players_page.message.text())


def test_cancelling_the_preview_adds_nothing(qtbot, desk, tmp_path):
    path = tmp_path / "giocatori.csv"
    path.write_bytes("nome\tcircolo\r\nNiccolò D'Angelo\tCittà di Verona\r\n".encode("cp1252"))
    before = desk.session.current_event
    dialog = preview(qtbot, desk, path)
    assert "read as Windows-1252 (Western European), fields separated by tabs" in dialog.detected.text()
    assert cells(dialog, 0)[1:3] == ["Niccolò D'Angelo", "Città di Verona"]
    dialog.cancel_button.click()
    settle(qtbot, desk)
    assert desk.session.current_event.players == before.players
    assert desk.players_page.import_preview is None


def test_players_already_in_the_event_are_flagged_and_left_out(qtbot, desk, tmp_path):
    existing = desk.session.current_event.players[0].name
    path = tmp_path / "players.csv"
    path.write_text(f"name,club\n{existing.upper()},Blue\nNew One,Red\n", encoding="utf-8-sig")
    count = len(desk.session.current_event.players)
    dialog = preview(qtbot, desk, path)
    assert "read as UTF-8 with BOM, fields separated by commas" in dialog.detected.text()
    assert cells(dialog, 0)[4] == f"Already in the event (as {existing}): not added"
    assert english(dialog.summary.text()) == "1 player will be added. 1 already in the event, left out."
    dialog.add_button.click()
    settle(qtbot, desk)
    players = desk.session.current_event.players
    assert len(players) == count + 1 and players[-1].name == "New One"


def test_a_name_twice_in_the_file_leaves_nothing_to_add_until_it_is_corrected(qtbot, desk, tmp_path):
    path = tmp_path / "players.csv"
    path.write_text("name,club\nNew One,\nNew Two,\nnew one,X\n", encoding="utf-8")
    dialog = preview(qtbot, desk, path)
    assert cells(dialog, 2)[0] == "4" and cells(dialog, 2)[4] == "Line 2 has the same name: correct one of them"
    assert not dialog.add_button.isEnabled()
    assert english(dialog.summary.text()) == "Nothing can be added: 1 line must be corrected in the file first (see Note)."
    dialog.reject()


def test_a_bad_file_shows_one_line_and_opens_no_preview(qtbot, desk, tmp_path, monkeypatch):
    path = tmp_path / "players.csv"
    path.write_text("nome;circolo;fazione\nEve;Blue;Orks;Extra\n", encoding="utf-8")
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda *a, **k: (str(path), ""))
    count = len(desk.session.current_event.players)
    desk.pages_tabs.setCurrentWidget(desk.players_page)
    desk.players_page.import_button.click()
    settle(qtbot, desk)
    message = desk.players_page.message.text()
    assert message == (f"Nothing imported: {path}, line 2: 4 fields, the header has 3 (nome;circolo;fazione); a "
                       f"text holding ';' must be in double quotes")
    assert desk.players_page.import_preview is None and len(desk.session.current_event.players) == count


def test_for_an_event_on_a_server_the_file_dialog_opens_where_the_last_import_was(qtbot, desk, tmp_path,
                                                                                   monkeypatch):
    from companion.tournament.gui.desk_settings import FOLDER_KEY, IMPORT_FOLDER_KEY

    folder = tmp_path / "registrations"
    folder.mkdir()
    (folder / "players.csv").write_text("name\nZoe\n", encoding="utf-8")
    asked = []
    monkeypatch.setattr(file_dialogs, "open_file_name", lambda parent, title, where, *a: asked.append(where)
                        or (str(folder / "players.csv"), ""))
    desk.pages_tabs.setCurrentWidget(desk.players_page)
    desk.players_page.import_button.click()  # picked from an event file's desk: its folder is kept
    desk.players_page.import_preview.reject()
    monkeypatch.setattr(desk, "location", "postgresql://desk@db.example/spring")
    desk.players_page.import_button.click()
    desk.players_page.import_preview.reject()
    assert asked == [str(tmp_path), str(folder)]
    desk.settings.remove(IMPORT_FOLDER_KEY)
    assert desk.import_folder() == desk.settings.value(FOLDER_KEY)  # never imported: the desk's last folder


def test_the_preview_names_the_columns_a_registration_sheet_has_besides_and_adds_the_players(qtbot, desk, tmp_path):
    path = tmp_path / "iscrizioni.csv"
    path.write_text("Nome;Circolo;Pagato;E-mail;Fazione;Lista\nAnna Rossi;Blu;sì;anna@example.it;Nani;x\n"
                    "Bea Neri;;no;;Elfi;\n", encoding="utf-8")
    count = len(desk.session.current_event.players)
    dialog = preview(qtbot, desk, path)
    assert dialog.ignored.isVisible()
    assert english(dialog.ignored.text()) == ("Left out, as not a name, club or faction: 3 columns, column 3 “Pagato”, "
                                              "column 4 “E-mail”, and column 6 “Lista”.")
    assert [cells(dialog, row)[1:4] for row in range(2)] == [["Anna Rossi", "Blu", "Nani"], ["Bea Neri", "", "Elfi"]]
    assert dialog.add_button.isEnabled()
    dialog.add_button.click()
    settle(qtbot, desk)
    players = desk.session.current_event.players
    assert [(player.name, player.club, player.faction) for player in players[count:]] == [
        ("Anna Rossi", "Blu", "Nani"), ("Bea Neri", "", "Elfi")]


def test_a_sheet_without_extra_columns_shows_no_line_about_them(qtbot, desk, tmp_path):
    path = tmp_path / "players.csv"
    path.write_text("name,club\nNew One,Red\n", encoding="utf-8")
    dialog = preview(qtbot, desk, path)
    assert not dialog.ignored.isVisible()
    dialog.reject()


def test_the_import_speaks_the_apps_language_its_refusals_too(qtbot, desk, translations, tmp_path):
    """In Italian and Czech the preview's line about the columns left out and a misspelt column's refusal are in
    that language, with the file's own headings as they are."""
    sheet = tmp_path / "iscrizioni.csv"
    sheet.write_text("Nome;Pagato\nAnna Rossi;sì\n", encoding="utf-8")
    misspelt = tmp_path / "sbagliato.csv"
    misspelt.write_text("Nome;Fazoine\nAnna Rossi;Nani\n", encoding="utf-8")
    twice = tmp_path / "due.csv"
    twice.write_text("Nome;Giocatore\nAnna Rossi;Anna\n", encoding="utf-8")
    expected = {
        "it": ("Esclusa, perché non è nome, club o fazione: 1 colonna, colonna 2 “Pagato”.",
               f"Nulla importato: {misspelt}, riga 1, colonna 2 ('Fazoine'): sembra 'fazione' scritto male, un "
               f"nome per la fazione: scrivila come uno di faction, army, fazione, esercito, frakce, armáda per "
               f"importarla, o dalle un’altra intestazione per lasciarla fuori",
               f"Nulla importato: {twice}, riga 1, colonna 2 ('Giocatore'): una seconda colonna per il nome del "
               f"giocatore (la prima è la colonna 1); tienine una"),
        "cs": ("Vynecháno, protože nejde o jméno, klub ani frakci: 1 sloupec, sloupec 2 „Pagato“.",
               f"Nic neimportováno: {misspelt}, řádek 1, sloupec 2 ('Fazoine'): vypadá jako překlep v 'fazione', "
               f"názvu pro frakci: napište ho jako jeden z faction, army, fazione, esercito, frakce, armáda, má-li se "
               f"importovat, nebo sloupec nadepište jinak, má-li se vynechat",
               f"Nic neimportováno: {twice}, řádek 1, sloupec 2 ('Giocatore'): druhý sloupec pro jméno hráče "
               f"(první je sloupec 1); ponechte jen jeden"),
    }
    page = desk.players_page
    try:
        for language, (left_out, refused, repeated) in expected.items():
            translations.switch(language)
            dialog = preview(qtbot, desk, sheet)
            assert dialog.ignored.text() == left_out
            dialog.reject()
            page.import_file(str(misspelt))
            assert page.import_preview is None and page.message.text() == refused
            page.import_file(str(twice))
            assert page.message.text() == repeated
    finally:
        translations.switch("en")
