"""The desk's PDFs, read back as text: every name, the rows in order, the heading and the table header on every page,
one slip per table, A4 and Letter."""

import re
import unicodedata
from dataclasses import replace
from datetime import datetime
from fractions import Fraction

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QPageRanges
from PySide6.QtPrintSupport import QPrinter

from companion.model.errors import InputError
from companion.tournament.documents import PageSize, Printout
from companion.tournament.event import Event, Tiebreak
from companion.tournament.printouts import list_html, prepare_printer, print_document, write_pdf
from companion.tournament.sheets import pairings_by_name, pairings_by_table, slips, standings_sheet
from companion.tournament.standings import standings
from tests.tournament.pdf_text import page_sizes, page_texts, rows_in_order, squeezed
from tests.tournament.printed_events import TRICKY, printed_event

pytestmark = pytest.mark.usefixtures("command_line_locale")

PRINTED_AT = datetime(2026, 11, 30, 14, 5)
A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)


@pytest.fixture(scope="module")
def large() -> Event:
    """256 players after five Swiss rounds; the fifth has 100 of its 128 results."""
    return printed_event(256, 5, last_round_results=100)


@pytest.fixture(scope="module")
def odd() -> Event:
    """12 players, one of them dropped after round 2, so that round 3 has a bye."""
    event = printed_event(12, 2)
    dropped = event.players[4]
    event = replace(event, players=tuple(replace(player, dropped_after=2) if player == dropped else player
                                         for player in event.players))
    return printed_event_round(event)


def printed_event_round(event: Event) -> Event:
    """The event with one more round paired by the desk's rules (no results)."""
    from companion.tournament.pairing import pair_round

    return replace(event, rounds=(*event.rounds, pair_round(event).to_round()))


def accents_and_case_ignored(name: str) -> str:
    return "".join(letter for letter in unicodedata.normalize("NFD", name) if not unicodedata.combining(letter)).casefold()


CZECH_ALPHABET = "A B C Č D E F G H Ch I J K L M N O P Q R Ř S Š T U V W X Y Z Ž".split()


def czech_letter(name: str) -> str:
    """The letter of the Czech alphabet a name files under (Á files under A, Č has its own place, so has Ch)."""
    if name.startswith("Ch"):
        return "Ch"
    return name[0] if name[0] in "ČŘŠŽ" else accents_and_case_ignored(name[0]).upper()


def row_texts(sheet) -> list[str]:
    return [" ".join(row.cells) for row in sheet.rows]


def round_players(event: Event) -> set[str]:
    played = event.current_round
    seated = {seat for table in played.tables for seat in table.players} | ({played.bye} - {None})
    return {event.player(player).name for player in seated}


def write(tmp_path, event, printout, page_size=PageSize.A4, **options):
    path = tmp_path / f"{printout.value}.pdf"
    pages = write_pdf(event, printout, path, page_size, printed_at=PRINTED_AT, **options)
    texts = page_texts(path)
    assert len(texts) == pages
    return path, texts


@pytest.mark.parametrize("printout", [Printout.PAIRINGS, Printout.PAIRINGS_BY_NAME, Printout.STANDINGS])
def test_a_long_list_runs_over_pages_with_the_heading_and_the_table_header_on_every_page(qapp, tmp_path, large,
                                                                                         printout):
    path, texts = write(tmp_path, large, printout)
    listed = {Printout.PAIRINGS: pairings_by_table, Printout.PAIRINGS_BY_NAME: pairings_by_name,
              Printout.STANDINGS: standings_sheet}[printout](large)
    header = squeezed("".join(column.heading for column in listed.columns))
    round_text = "After round 5 of 5" if printout is Printout.STANDINGS else "Round 5 of 5"
    assert len(texts) >= 4
    for number, text in enumerate(texts, start=1):
        assert "Verona Open 2026" in text
        assert round_text in text
        assert "Printed 2026-11-30 14:05" in text
        assert "2026-11-30 · 500 points" in text
        assert f"Page {number} of {len(texts)}" in text
        assert squeezed(text).count(header) == 1, number
    assert rows_in_order(" ".join(texts), row_texts(listed)) == []
    assert page_sizes(path) == [A4] * len(texts)


def test_the_pairings_by_table_name_every_player_of_the_round_at_their_table_in_table_order(qapp, tmp_path, large):
    _, texts = write(tmp_path, large, Printout.PAIRINGS)
    text = squeezed(" ".join(texts))  # a long name wraps onto two lines of its cell
    assert all(squeezed(name) in text for name in round_players(large))
    tables = sorted(large.current_round.tables, key=lambda table: table.number)
    assert [table.number for table in tables] == list(range(1, 129))
    expected = [f"{table.number} {large.player(table.players[0]).name} {large.player(table.players[1]).name}"
                for table in tables]
    listed = pairings_by_table(large)
    assert [f"{row.cells[0]} {row.cells[1]} {row.cells[3]}" for row in listed.rows] == expected
    assert rows_in_order(" ".join(texts), row_texts(listed)) == []


def test_the_pairings_by_name_list_each_player_once_alphabetically_with_table_and_opponent(qapp, tmp_path, large):
    _, texts = write(tmp_path, large, Printout.PAIRINGS_BY_NAME)
    listed = pairings_by_name(large)
    names = [row.cells[0] for row in listed.rows]
    assert sorted(names) == sorted(round_players(large))
    assert names == sorted(names, key=accents_and_case_ignored)  # English order: "Č" sorts as "C"
    by_name = {row.cells[0]: row.cells for row in listed.rows}
    for table in large.current_round.tables:
        first, second = (large.player(seat).name for seat in table.players)
        assert by_name[first][1:] == (str(table.number), second)
        assert by_name[second][1:] == (str(table.number), first)
    assert rows_in_order(" ".join(texts), row_texts(listed)) == []


def test_in_czech_the_names_follow_the_czech_alphabet(qapp, large):
    """Č after C, Ch after H: the order a Czech player looks for their name in."""
    previous = QLocale()
    QLocale.setDefault(QLocale("cs"))
    try:
        names = [row.cells[0] for row in pairings_by_name(large).rows]
    finally:
        QLocale.setDefault(previous)
    groups = [czech_letter(name) for name in names if not name.startswith(("<", "Zoë", "Percent", "Bartholomew"))]
    assert {"C", "Č", "H", "Ch", "Ř", "Š", "Ž"} <= set(groups)
    positions = [CZECH_ALPHABET.index(group) for group in groups]
    assert positions == sorted(positions)


def test_the_standings_print_every_player_in_rank_order_with_each_tiebreak_in_the_events_order(qapp, tmp_path, large):
    reordered = replace(large, settings=replace(large.settings, tiebreaks=(Tiebreak.VP_SCORED, Tiebreak.SOS)))
    _, texts = write(tmp_path, reordered, Printout.STANDINGS)
    text = " ".join(texts)
    assert "Provisional: 100 of 128 results of round 5 entered." in texts[0]
    ranking = standings(reordered)
    listed = standings_sheet(reordered)
    assert [row.names[0] for row in listed.rows] == [reordered.player(standing.player).name for standing in ranking]
    assert [column.heading for column in listed.columns][-2:] == ["VP scored", "SoS"]
    assert "VP diff." not in text
    assert rows_in_order(text, row_texts(listed)) == []


def test_one_slip_per_table_with_both_players_their_factions_and_every_box(qapp, tmp_path, large):
    path, texts = write(tmp_path, large, Printout.SLIPS, PageSize.LETTER)
    played = large.current_round
    assert len(texts) == len(played.tables) == len(slips(large))
    assert page_sizes(path) == [LETTER] * len(texts)
    for text, table in zip(texts, sorted(played.tables, key=lambda table: table.number), strict=True):
        assert f"Table {table.number} " in text
        assert "Verona Open 2026" in text and "Round 5 of 5" in text and "Printed 2026-11-30 14:05" in text
        for seat in table.players:
            player = large.player(seat)
            assert player.name in text
            if player.faction:
                assert f"Faction: {player.faction}" in text
        assert text.count("Victory points (VP)") == 2
        assert text.count("Conceded") == 2
        assert text.count("Signature") == 2
        assert "A draw when the two VP totals differ by 25 or less." in text


def test_a_round_with_a_bye_and_a_dropped_player(qapp, tmp_path, odd):
    played = odd.current_round
    bye = odd.player(played.bye).name
    last = odd.player(max(played.tables, key=lambda table: table.number).players[1]).name
    _, by_table = write(tmp_path, odd, Printout.PAIRINGS)
    by_table_text = squeezed(" ".join(by_table))
    assert by_table_text.find(squeezed(f"Bye {bye}")) > by_table_text.find(squeezed(last)) > 0  # after the last table
    _, by_name = write(tmp_path, odd, Printout.PAIRINGS_BY_NAME)
    assert squeezed(f"{bye} — Bye") in squeezed(" ".join(by_name))
    dropped = next(player for player in odd.players if player.dropped_after == 2)
    assert squeezed(dropped.name) not in by_table_text + squeezed(" ".join(by_name))
    _, ranking = write(tmp_path, odd, Printout.STANDINGS)
    assert squeezed(f"{dropped.name} (dropped)") in squeezed(" ".join(ranking))
    assert "Byes" in ranking[0]
    _, slip_pages = write(tmp_path, odd, Printout.SLIPS)
    assert len(slip_pages) == len(played.tables) == 5
    assert squeezed(bye) not in squeezed(" ".join(slip_pages))


def test_names_are_printed_as_typed_not_read_as_markup(qapp, tmp_path, large):
    _, texts = write(tmp_path, large, Printout.PAIRINGS_BY_NAME)
    text = squeezed(" ".join(texts))
    for name in TRICKY:
        assert squeezed(name) in text
    html = list_html(pairings_by_name(large), {"table": 5.0, "player": 1.0, "opponent": 1.0})
    assert "<b>Bold</b>" not in html and "&lt;b&gt;Bold&lt;/b&gt; &amp; Co" in html


def test_an_earlier_round_prints_its_own_tables_and_points(qapp, tmp_path, large):
    _, texts = write(tmp_path, large, Printout.PAIRINGS, round_number=1)
    assert "Round 1 of 5" in texts[0]
    first = large.rounds[0].tables[0]
    assert " ".join(("1", large.player(first.players[0]).name, "0", large.player(first.players[1]).name, "0")) in texts[0]
    assert rows_in_order(" ".join(texts), row_texts(pairings_by_table(large, 1))) == []


def test_the_pairings_show_the_points_the_round_was_paired_on(qapp, large):
    before = standings(replace(large, rounds=large.rounds[:-1]))
    points = {standing.player: standing.points for standing in before}
    table = large.current_round.tables[0]
    row = pairings_by_table(large).rows[0]
    assert row.cells[2] == str(points[table.players[0]]) and row.cells[4] == str(points[table.players[1]])


def test_printing_before_the_first_round_refuses_the_pairings_and_keeps_the_last_file(qapp, tmp_path, large):
    empty = replace(large, rounds=())
    path = tmp_path / "pairings.pdf"
    path.write_bytes(b"the last good export")
    for printout in (Printout.PAIRINGS, Printout.PAIRINGS_BY_NAME, Printout.SLIPS):
        with pytest.raises(InputError, match="no round has been paired yet"):
            write_pdf(empty, printout, path)
    with pytest.raises(InputError, match="from 1 to 5"):
        write_pdf(large, Printout.PAIRINGS, path, round_number=6)
    assert path.read_bytes() == b"the last good export"
    assert sorted(item.name for item in tmp_path.iterdir()) == ["pairings.pdf"]
    _, texts = write(tmp_path, empty, Printout.STANDINGS)
    assert "Before round 1" in texts[0]
    assert all(squeezed(player.name) in squeezed(" ".join(texts)) for player in empty.players)


def test_print_goes_to_the_printer_the_dialog_set_up(qapp, tmp_path, large):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    prepare_printer(printer, PageSize.LETTER)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    pages = print_document(large, Printout.PAIRINGS, printer, printed_at=PRINTED_AT)
    texts = page_texts(tmp_path / "printed.pdf")
    assert len(texts) == pages >= 2
    assert page_sizes(tmp_path / "printed.pdf") == [LETTER] * pages
    assert rows_in_order(" ".join(texts), row_texts(pairings_by_table(large))) == []
    assert all(f"Page {number} of {pages}" in text for number, text in enumerate(texts, start=1))


def test_the_printouts_speak_italian_with_a_decimal_comma(qapp, tmp_path, large, speak):
    speak("it")
    _, texts = write(tmp_path, large, Printout.STANDINGS)
    assert "Dopo il round 5 di 5" in texts[0] and "Classifica" in texts[0] and "Pagina 1 di" in texts[0]
    assert "Pos. Giocatore Club Fazione Punti V–P–S SoS Diff. PV PV fatti" in texts[0]
    half = next(row for row in standings_sheet(large).rows if row.cells[-1].endswith(",5"))
    assert squeezed(" ".join(half.cells)) in squeezed(" ".join(texts))
    _, slip_pages = write(tmp_path, large, Printout.SLIPS)
    assert "Tavolo 1 " in slip_pages[0] and "Punti Vittoria (PV)" in slip_pages[0]
    assert len(re.findall(r"\bFirma\b", slip_pages[0])) == 2


def test_the_printouts_speak_czech(qapp, tmp_path, large, speak):
    speak("cs")
    _, texts = write(tmp_path, large, Printout.PAIRINGS_BY_NAME)
    assert "Kolo 5 z 5" in texts[0] and "Párování podle jmen" in texts[0] and "Hráč Stůl Soupeř" in texts[0]
    assert "Vytištěno" in texts[0] and "Strana 1 z" in texts[0]


def test_the_pages_chosen_in_the_print_dialog_are_the_ones_printed(qapp, tmp_path, large):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    prepare_printer(printer, PageSize.A4)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "chosen.pdf"))
    printer.setPrintRange(QPrinter.PrintRange.PageRange)
    ranges = QPageRanges()
    ranges.addRange(2, 3)
    printer.setPageRanges(ranges)
    assert print_document(large, Printout.STANDINGS, printer, printed_at=PRINTED_AT) == 2
    texts = page_texts(tmp_path / "chosen.pdf")
    total = len(page_texts(write(tmp_path, large, Printout.STANDINGS)[0]))
    assert [f"Page {number} of {total}" in text for number, text in zip((2, 3), texts, strict=True)] == [True, True]
    assert all("Rank Player Club Faction" in text for text in texts)


def test_a_folder_that_cannot_be_written_is_one_clear_error_and_leaves_nothing(qapp, tmp_path, large):
    from companion.tournament.errors import DeskError

    with pytest.raises(DeskError, match="cannot write .*pairings.pdf: No such file or directory"):
        write_pdf(large, Printout.PAIRINGS, tmp_path / "missing" / "pairings.pdf")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("printout", [Printout.STANDINGS, Printout.PAIRINGS, Printout.PAIRINGS_BY_NAME])
def test_one_unbroken_long_name_wraps_in_its_cell_and_the_other_columns_keep_their_width(qapp, tmp_path, printout):
    """A 45-letter name of wide letters, no space in it: it is broken anywhere in its own cell, and the headings and
    the other rows read as they do without it, on as many pages (the numbers are not squeezed one letter wide)."""
    plain = printed_event(16, 3)
    long_name = "W" * 45
    named = replace(plain, players=(replace(plain.players[0], name=long_name), *plain.players[1:]))
    short_folder, long_folder = tmp_path / "short", tmp_path / "long"
    short_folder.mkdir()
    long_folder.mkdir()
    _, short_texts = write(short_folder, plain, printout)
    _, long_texts = write(long_folder, named, printout)
    assert len(long_texts) == len(short_texts)
    sheet = {Printout.STANDINGS: standings_sheet, Printout.PAIRINGS: pairings_by_table,
             Printout.PAIRINGS_BY_NAME: pairings_by_name}[printout](named)
    heading = " ".join(column.heading for column in sheet.columns)
    text = " ".join(long_texts)
    assert heading in text, text[:400]
    others = [" ".join(row.cells) for row in sheet.rows if long_name not in row.cells]
    assert rows_in_order(text, others) == []
    assert squeezed(long_name) in squeezed(text)


def test_a_club_or_faction_of_ordinary_words_stays_whole_beside_many_score_columns(qapp, tmp_path):
    """With a bonus/penalty and two soft-score columns, the text columns keep room for their longest word: only
    the one unbroken long name is broken. The "Bonus/penalty" heading may take two lines to leave them that room."""
    from companion.tournament.event import Adjustment, SoftKind, SoftScore, SoftUse

    plain = printed_event(12, 3)
    clubs = ("Circolo Ludico Fiorentino dei Giocatori di Guerra", "Torino Wargames", "Klub Brno")
    factions = ("Court of the Seven-Headed Serpent", "Iron Sultanate", "Trench Pilgrims")
    players = tuple(replace(player, club=clubs[index % 3], faction=factions[index % 3],
                            name="Alessandro Esposito-Wolfeschlegelsteinhausenberger" if index == 0 else player.name)
                    for index, player in enumerate(plain.players))
    event = replace(plain, players=players, settings=replace(plain.settings, painting=SoftUse.POINTS),
                    adjustments=(Adjustment(1, players[1].id, Fraction(-1), "late list"),),
                    soft_scores=(SoftScore(players[2].id, SoftKind.PAINTING, Fraction(8)),
                                 SoftScore(players[3].id, SoftKind.SPORTSMANSHIP, Fraction(4), 1)))
    _, texts = write(tmp_path, event, Printout.STANDINGS)
    words = set(re.split(r"[\s-]+", " ".join(texts)))  # a line may break after a hyphen
    assert "Painting" in words and ("Bonus/penalty" in words or "Bonus/" in words), texts[0][:300]
    for word in {word for text in clubs + factions for word in re.split(r"[\s-]+", text)}:
        assert word in words, (word, texts[0][:600])
