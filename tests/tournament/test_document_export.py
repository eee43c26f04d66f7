"""``export_document``, the call behind ``companion event export EVENT FORMAT OUT`` for the pdf-* and html formats:
the contract's promises, in a process that starts without Qt as the command line does."""

import html
import json
import subprocess
import sys
from pathlib import Path

import pytest

from companion.model.errors import InputError
from companion.tournament.document_export import export_document
from companion.tournament.documents import DOCUMENT_FORMATS
from tests.tournament.pdf_text import page_texts, squeezed
from tests.tournament.printed_events import printed_event

pytestmark = pytest.mark.usefixtures("command_line_locale")

ROOT = Path(__file__).resolve().parents[2]

EXPORT_IN_A_FRESH_PROCESS = """
import json, sys
from companion.tournament import document_export
from tests.tournament.printed_events import printed_event
event = printed_event(33, 3)
before = sorted(name for name in sys.modules if name.startswith("PySide6."))
document_export.export_document(event, sys.argv[1], sys.argv[2], language=sys.argv[3] if len(sys.argv) > 3 else None)
after = sorted(name for name in sys.modules if name.startswith("PySide6."))
played = event.current_round
print(json.dumps({"before": before, "after": after, "tables": len(played.tables),
                  "names": sorted(event.player(seat).name for table in played.tables for seat in table.players)
                           + [event.player(played.bye).name]}))
"""


def export_in_a_fresh_process(fmt: str, path: Path, *language: str) -> dict:
    run = subprocess.run([sys.executable, "-c", EXPORT_IN_A_FRESH_PROCESS, fmt, str(path), *language], cwd=ROOT,
                         capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.splitlines()[-1])


def test_the_formats_are_the_contracts():
    assert DOCUMENT_FORMATS == ("pdf-pairings", "pdf-pairings-by-name", "pdf-standings", "pdf-slips", "pdf-factions",
                                "pdf-links", "html")


@pytest.mark.parametrize("fmt", ["pdf-pairings", "pdf-pairings-by-name"])
def test_a_pairings_pdf_names_every_player_and_starts_its_own_offscreen_application(tmp_path, fmt):
    path = tmp_path / "out.pdf"
    report = export_in_a_fresh_process(fmt, path)
    assert report["before"] == []  # importing the export and building the event load no Qt
    assert "PySide6.QtGui" in report["after"]
    text = squeezed(" ".join(page_texts(path)))
    assert all(squeezed(name) in text for name in report["names"])


def test_pdf_slips_has_one_page_per_table(tmp_path):
    path = tmp_path / "slips.pdf"
    report = export_in_a_fresh_process("pdf-slips", path)
    assert len(page_texts(path)) == report["tables"] == 16


def test_the_html_page_names_every_player_and_needs_no_gui(tmp_path):
    path = tmp_path / "players.html"
    report = export_in_a_fresh_process("html", path)
    assert "PySide6.QtGui" not in report["after"] and "PySide6.QtWidgets" not in report["after"]
    page = path.read_text(encoding="utf-8")
    assert all(html.escape(name) in page for name in report["names"])


def test_the_command_line_can_ask_for_a_language(tmp_path):
    page = tmp_path / "players.html"
    export_in_a_fresh_process("html", page, "it")
    text = page.read_text(encoding="utf-8")
    assert '<html lang="it">' in text and "Abbinamenti per tavolo" in text and "Cerca il tuo nome" in text
    slips = tmp_path / "slips.pdf"
    export_in_a_fresh_process("pdf-slips", slips, "cs")
    first = page_texts(slips)[0]
    assert "Stůl 1 " in first and "Výsledkový lístek" in first and "Kolo 3 z 5" in first


def test_the_standings_pdf(qapp, tmp_path):
    event = printed_event(20, 2)
    export_document(event, "pdf-standings", tmp_path / "standings.pdf", page_size="letter")
    text = squeezed(" ".join(page_texts(tmp_path / "standings.pdf")))
    assert all(squeezed(player.name) in text for player in event.players)


@pytest.mark.parametrize(("fmt", "options", "message"), [
    ("pdf", {}, "format: one of pdf-pairings, pdf-pairings-by-name, pdf-standings, pdf-slips, pdf-factions, pdf-links, html "
                "(got 'pdf')"),
    ("pdf-slips", {"page_size": "a5"}, "page_size: one of a4, letter (got 'a5')"),
    ("pdf-slips", {"slips_per_page": 3}, "slips_per_page: one of 1, 2, 4 (got 3)"),
])
def test_a_bad_format_or_page_size_is_refused_before_anything_is_written(tmp_path, fmt, options, message):
    path = tmp_path / "out"
    with pytest.raises(InputError) as refused:
        export_document(printed_event(4, 1), fmt, path, **options)
    assert str(refused.value) == message
    assert not path.exists()


def test_pairings_before_the_first_round_are_refused_in_one_line(qapp, tmp_path):
    from dataclasses import replace

    event = replace(printed_event(4, 1), rounds=())
    with pytest.raises(InputError) as refused:
        export_document(event, "pdf-pairings", tmp_path / "out.pdf")
    assert str(refused.value) == "round: a paired round: no round has been paired yet"
    assert list(tmp_path.iterdir()) == []
