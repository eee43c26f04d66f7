"""The players' HTML page: self-contained, every name present and escaped, the same rows as the PDFs; in Chromium
(when installed) the search filters the tables and a phone neither scrolls sideways nor gets small tap targets."""

import html
import json
import re
import shutil
import subprocess
import tempfile
from dataclasses import replace
from datetime import datetime
from html.parser import HTMLParser
from pathlib import Path

import pytest

from companion.tournament.players_page import players_page, write_players_page
from companion.tournament.sheets import pairings_by_name, pairings_by_table, standings_sheet
from tests.tournament.printed_events import TRICKY, printed_event

pytestmark = pytest.mark.usefixtures("command_line_locale")

PRINTED_AT = datetime(2026, 11, 30, 14, 5)
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def event():
    return printed_event(256, 4, last_round_results=90)


@pytest.fixture(scope="module")
def page(event) -> str:
    return players_page(event, PRINTED_AT)


class Elements(HTMLParser):
    """Every element with its attributes and the text directly inside it, in document order."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.elements: list[dict] = []
        self.open: list[dict] = []
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        element = {"tag": tag, "attrs": dict(attrs), "text": "", "parents": [item["tag"] for item in self.open]}
        self.elements.append(element)
        if tag not in ("meta", "input", "br"):
            self.open.append(element)

    def handle_endtag(self, tag):
        while self.open:
            if self.open.pop()["tag"] == tag:
                break

    def handle_data(self, data):
        if self.open:
            self.open[-1]["text"] += data

    def texts(self, tag: str, css_class: str | None = None) -> list[str]:
        return [element["text"] for element in self.elements if element["tag"] == tag
                and (css_class is None or css_class in element["attrs"].get("class", "").split())]


def test_the_page_is_self_contained(page):
    assert page.startswith("<!DOCTYPE html>")
    assert not re.search(r"https?:", page)
    assert not re.search(r"<(link|img|iframe|object|embed)\b", page)
    assert not re.search(r"\bsrc\s*=", page)
    assert "@import" not in page and "url(" not in page
    assert page.count("<script>") == 1 and page.count("<style>") == 1
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page


def test_every_name_is_on_the_page_as_typed_and_escaped(event, page):
    elements = Elements(page)
    names = elements.texts("span", "name")
    played = event.current_round
    seated = sorted(event.player(seat).name for table in played.tables for seat in table.players)
    assert sorted(names) == seated
    standings_names = [element["text"] for element in elements.elements
                       if element["tag"] == "td" and "wrap" in element["attrs"].get("class", "")
                       and "details" not in element["parents"]]
    assert sorted(standings_names) == sorted(player.name for player in event.players)
    for name in TRICKY:
        assert name in names
    assert "<b>Bold</b>" not in page and "&lt;b&gt;Bold&lt;/b&gt; &amp; Co" in page
    assert 'Zoë &quot;Ace&quot; O&#x27;Neill' in page


def test_the_page_shows_the_same_rows_as_the_printouts(event, page):
    elements = Elements(page)
    cards = [element for element in elements.elements if element["tag"] == "li"]
    by_table = pairings_by_table(event)
    assert len(cards) == len(by_table.rows)
    names = elements.texts("span", "name")
    points = elements.texts("span", "points")
    tables = elements.texts("span", "table")
    assert tables == [f"Table {row.cells[0]}" for row in by_table.rows]
    assert names == [name for row in by_table.rows for name in (row.cells[1], row.cells[3])]
    assert points == [f"{value} pts" for row in by_table.rows for value in (row.cells[2], row.cells[4])]
    assert [card["attrs"]["data-names"] for card in cards] == [" | ".join(row.names) for row in by_table.rows]
    cells = [element["text"] for element in elements.elements if element["tag"] == "td"]
    by_name = pairings_by_name(event)
    ranking = standings_sheet(event)
    assert cells == [cell for sheet in (by_name, ranking) for row in sheet.rows for cell in row.cells]
    assert "Provisional: 90 of 128 results of round 4 entered." in page
    assert "Round 4 of 5" in page and "Updated 2026-11-30 14:05" in page


def test_without_a_script_every_pairing_is_listed_and_the_search_field_stays_hidden(page):
    without_script = re.sub(r"<script>.*?</script>", "", page, flags=re.S)
    elements = Elements(without_script)
    search = next(element for element in elements.elements if element["attrs"].get("id") == "search")
    assert "hidden" in search["attrs"]
    assert not any("hidden" in element["attrs"] for element in elements.elements if element["tag"] in ("li", "tr"))


def test_before_the_first_round_the_page_shows_the_standings_alone(event):
    page = players_page(replace(event, rounds=()), PRINTED_AT)
    assert "No round has been paired yet." in page
    assert 'id="pairings"' not in page and 'id="standings"' in page and "<script>" not in page
    assert all(player.name in Elements(page).texts("td", "wrap") for player in event.players)


def test_writing_replaces_the_page_only_once_complete(tmp_path, event):
    path = tmp_path / "players.html"
    write_players_page(event, path, PRINTED_AT)
    assert path.read_text(encoding="utf-8") == players_page(event, PRINTED_AT)
    assert [item.name for item in tmp_path.iterdir()] == ["players.html"]


def chromium(html_path: Path, width: int, height: int, *extra: str) -> subprocess.CompletedProcess:
    with tempfile.TemporaryDirectory(prefix="companion-chromium-") as profile:
        return subprocess.run(
            [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", f"--user-data-dir={profile}", "--hide-scrollbars",
             f"--window-size={width},{height}", *extra, html_path.as_uri()],
            capture_output=True, text=True, timeout=120, check=False)


MEASURE = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="frame" style="border:0;width:%(width)dpx;height:844px" srcdoc="%(page)s"></iframe>
<script>
var frame = document.getElementById("frame");
frame.addEventListener("load", function () {
  var page = frame.contentDocument, view = frame.contentWindow;
  var input = page.getElementById("find");
  input.value = %(query)s;
  input.dispatchEvent(new view.Event("input"));
  var targets = Array.prototype.slice.call(page.querySelectorAll("nav a, #find, #search button, summary"));
  var report = {
    pageWidth: page.documentElement.scrollWidth,
    viewportWidth: view.innerWidth,
    smallestTarget: Math.min.apply(null, targets.map(function (t) { return t.getBoundingClientRect().height; })),
    shownTables: Array.prototype.slice.call(page.querySelectorAll("li.pairing:not([hidden]) .table"))
      .map(function (t) { return t.textContent; }),
    searchShown: !page.getElementById("search").hidden,
    noneShown: !page.getElementById("none").hidden
  };
  var out = document.createElement("pre");
  out.id = "report";
  out.textContent = JSON.stringify(report);
  document.body.appendChild(out);
});
</script></body></html>"""


def measured(tmp_path: Path, page: str, query: str, width: int) -> dict:
    """The page in a frame ``width`` pixels wide (Chromium's headless window is at least 500 wide), searched for
    ``query``: how wide it lays out, its smallest tap target, the tables left shown."""
    path = tmp_path / f"measure-{width}.html"
    path.write_text(MEASURE % {"width": width, "page": html.escape(page), "query": json.dumps(query)}, encoding="utf-8")
    run = chromium(path, max(width, 500), 900, "--dump-dom", "--virtual-time-budget=10000")
    found = re.search(r'<pre id="report">(.*?)</pre>', run.stdout, flags=re.S)
    assert found, run.stderr[-2000:]
    report = json.loads(html.unescape(found.group(1)))
    assert report["viewportWidth"] == width
    return report


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (Debian: apt-get install chromium)")
def test_in_chromium_the_search_finds_a_players_table_ignoring_case_and_accents(tmp_path, event, page):
    name = next(player.name for player in event.players if "Č" in player.name)
    folded = name.replace("Č", "c").lower()
    report = measured(tmp_path, page, folded, 390)
    assert report["searchShown"] and not report["noneShown"]
    expected = [f"Table {row.cells[0]}" for row in pairings_by_table(event).rows if name in row.names]
    assert report["shownTables"] == expected
    nobody = measured(tmp_path, page, "no such player", 390)
    assert nobody["shownTables"] == [] and nobody["noneShown"]


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (Debian: apt-get install chromium)")
@pytest.mark.parametrize("width", [390, 1280])
def test_in_chromium_the_page_fits_the_screen_with_large_tap_targets(tmp_path, page, width):
    report = measured(tmp_path, page, "", width)
    assert report["pageWidth"] <= width, report
    assert report["smallestTarget"] >= 44
    assert len(report["shownTables"]) == 128


@pytest.mark.skipif(CHROMIUM is None, reason="Chromium is not installed (Debian: apt-get install chromium)")
def test_in_chromium_a_phone_screenshot_is_taken(tmp_path, page):
    path = tmp_path / "players.html"
    path.write_text(page, encoding="utf-8")
    shot = tmp_path / "phone.png"
    run = chromium(path, 390, 844, f"--screenshot={shot}")
    assert shot.is_file(), run.stderr[-2000:]
    header = shot.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")) == (390, 844)
