"""`companion event export` writes the printouts and the players' page (issue 15's contract)."""

import json
import subprocess
import sys

import pytest

from tests.tournament.pdf_text import page_texts

NAMES = ["Ann Hoffmann", "Bob O'Brien", "Čeněk Dvořák", "Dan <Dee> & Co", "Eva Nováková", "Filippo Rossi", "Gus",
         "Hana Černá", "Ivo"]


def event_command(*arguments, check=True) -> subprocess.CompletedProcess:
    run = subprocess.run([sys.executable, "-m", "companion", "event", *map(str, arguments)], capture_output=True,
                         text=True, timeout=300)
    if check:
        assert run.returncode == 0, run.stderr
    return run


@pytest.fixture(scope="module")
def paired_event(tmp_path_factory):
    """Nine players (so a bye), round 1 paired, two results in."""
    path = tmp_path_factory.mktemp("documents") / "cup.companion-event"
    event_command("create", path, "--game", "ringball", "--name", "Verona Cup", "--seed", 3)
    csv = path.with_name("players.csv")
    csv.write_text("name,club,faction\n" + "".join(f"\"{name}\",Club {i % 3},Gondor\n" for i, name in enumerate(NAMES)),
                   encoding="utf-8")
    event_command("import-players", path, csv)
    pairing = json.loads(event_command("pair", path, "--json").stdout)
    event_command("report", path, "--round", 1, "--table", 1, "--score", 6, 2)
    event_command("report", path, "--round", 1, "--table", 2, "--score", 3, 3)
    return path, pairing


@pytest.mark.parametrize("fmt", ["pdf-pairings", "pdf-pairings-by-name"])
def test_every_name_is_in_the_pairings_pdfs(paired_event, tmp_path, fmt):
    path, _ = paired_event
    out = tmp_path / f"{fmt}.pdf"
    run = event_command("export", path, fmt, out)
    assert run.stdout.strip() == f"wrote {out}"
    text = " ".join(page_texts(out))
    assert [name for name in NAMES if name not in text] == []
    assert all("Verona Cup" in page for page in page_texts(out)), "the event on every page"


def test_the_slips_have_one_page_per_table(paired_event, tmp_path):
    path, pairing = paired_event
    out = tmp_path / "slips.pdf"
    event_command("export", path, "pdf-slips", out)
    pages = page_texts(out)
    assert len(pages) == len(pairing["tables"]) == 4
    for page, table in zip(pages, pairing["tables"], strict=True):
        assert all(name.split()[0] in page for name in table["players"])


@pytest.mark.parametrize(("per_page", "pages"), [("1", 4), ("2", 2), ("4", 1)])
def test_per_page_puts_that_many_slips_on_a_page_each_table_once(paired_event, tmp_path, per_page, pages):
    path, pairing = paired_event
    out = tmp_path / "slips.pdf"
    run = event_command("export", path, "pdf-slips", out, "--per-page", per_page)
    assert run.stdout.strip() == f"wrote {out}"
    texts = page_texts(out)
    assert len(texts) == pages
    text = " ".join(texts)
    assert [table["table"] for table in pairing["tables"]] == [1, 2, 3, 4]
    assert [text.count(f"Table {number} ") for number in (1, 2, 3, 4)] == [1, 1, 1, 1]


@pytest.mark.parametrize(("arguments", "message"), [
    (("pdf-slips", "--per-page", "3"), "--per-page: one of 1, 2, 4 (got '3')"),
    (("pdf-slips", "--per-page", "two"), "--per-page: one of 1, 2, 4 (got 'two')"),
    (("pdf-pairings", "--per-page", "2"), "--per-page: only with pdf-slips, one of 1, 2, 4 (got it with pdf-pairings)"),
])
def test_a_bad_per_page_is_one_line_naming_the_option_and_writes_nothing(paired_event, tmp_path, arguments, message):
    path, _ = paired_event
    out = tmp_path / "slips.pdf"
    fmt, *options = arguments
    run = event_command("export", path, fmt, out, *options, check=False)
    assert run.returncode == 2
    assert run.stderr.strip().splitlines() == [f"companion event export: {message}"]
    assert run.stdout == "" and list(tmp_path.iterdir()) == []


def test_the_standings_pdf_lists_players_in_rank_order(paired_event, tmp_path):
    path, _ = paired_event
    standings = json.loads(event_command("standings", path, "--json").stdout)["standings"]
    out = tmp_path / "standings.pdf"
    event_command("export", path, "pdf-standings", out)
    text = " ".join(page_texts(out))
    positions = [text.find(row["player"]) for row in standings]
    assert -1 not in positions and positions == sorted(positions)


def test_the_players_page_is_self_contained_and_names_everyone(paired_event, tmp_path):
    path, _ = paired_event
    out = tmp_path / "players.html"
    event_command("export", path, "html", out)
    page = out.read_text(encoding="utf-8")
    assert "http://" not in page and "https://" not in page
    assert "Dan &lt;Dee&gt; &amp; Co" in page and "<Dee>" not in page
    assert all(name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#x27;") in page
               or name in page for name in NAMES)


def test_a_document_before_the_first_round_is_refused_in_one_line(tmp_path):
    path = tmp_path / "empty.companion-event"
    event_command("create", path, "--game", "ringball", "--name", "Empty")
    run = event_command("export", path, "pdf-pairings", tmp_path / "p.pdf", check=False)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "p.pdf").exists()
