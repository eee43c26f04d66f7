"""The players' page: one static HTML file with the current round's pairings and the standings.

Players open it on their phones, from the venue's own screen or a file passed
around, so it depends on nothing: the CSS and the search script are inline, no
font, script or image is fetched, and the page works with scripts off (every
pairing is listed, and an alphabetical list of the players is one tap away).
With scripts on, a search field filters the tables and the list as a name is
typed, ignoring case and accents.

The rows are the printouts' (``sheets``): the page and the PDFs cannot disagree.
Every text from the event (names, clubs, factions, the event's name) is escaped.

Choices where the issue is silent:
- before the first round is paired the page shows the standings alone, with a line
  saying no round has been paired yet;
- narrow screens leave out the standings' club, faction, record and byes columns
  (the tiebreaks stay) and the table scrolls sideways if it still does not fit.
"""

import html
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from companion.formatting import fill
from companion.tournament.event import Event
from companion.tournament.exports import check_export_target, save_export
from companion.tournament.sheets import Align, Column, Sheet, heading, pairings_by_name, pairings_by_table, standings_sheet

STYLE = """
:root{color-scheme:light dark;--ink:#15171a;--paper:#ffffff;--soft:#f1f3f5;--line:#d5d9de;--muted:#5b6470;
--accent:#1f5fbf;--accent-ink:#ffffff}
@media (prefers-color-scheme:dark){:root{--ink:#eceff3;--paper:#16181c;--soft:#22262c;--line:#3a4048;
--muted:#a9b1bc;--accent:#6ea2f5;--accent-ink:#0b0d10}}
*{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:17px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif;
color:var(--ink);background:var(--paper)}
header{padding:16px 16px 8px;max-width:1100px;margin:0 auto}
h1{font-size:1.5em;margin:0 0 4px;line-height:1.2;overflow-wrap:anywhere}
h2{font-size:1.25em;margin:24px 0 8px}
.meta{margin:0;color:var(--muted);font-size:.95em}
.round{margin:6px 0 0;font-weight:600}
nav{position:sticky;top:0;z-index:2;padding:8px 16px;background:var(--paper);border-bottom:1px solid var(--line)}
nav div{display:flex;gap:8px;max-width:1068px;margin:0 auto}
nav a{flex:1;display:flex;align-items:center;justify-content:center;min-height:48px;padding:0 12px;border-radius:10px;
background:var(--soft);color:var(--ink);font-weight:600;text-decoration:none}
nav a:focus-visible,button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid var(--accent);
outline-offset:2px}
main{padding:0 16px 32px;max-width:1100px;margin:0 auto}
section{scroll-margin-top:72px}
form{display:flex;gap:8px;margin:8px 0 12px}
input[type=search]{flex:1;min-width:0;min-height:52px;padding:0 14px;font:inherit;font-size:18px;color:var(--ink);
background:var(--paper);border:2px solid var(--line);border-radius:10px}
button{min-height:52px;min-width:52px;padding:0 16px;font:inherit;font-weight:600;border:0;border-radius:10px;
background:var(--accent);color:var(--accent-ink)}
.tables{list-style:none;margin:0;padding:0;display:grid;gap:10px;grid-template-columns:repeat(auto-fill,minmax(300px,1fr))}
.pairing{padding:12px 14px;border:1px solid var(--line);border-radius:12px;background:var(--soft)}
.pairing .table{display:block;font-size:1.15em;font-weight:700;margin-bottom:4px}
.pairing .player{display:flex;justify-content:space-between;gap:12px;padding:4px 0}
.pairing .player+.player{border-top:1px solid var(--line)}
.name{font-weight:600;overflow-wrap:anywhere}
.points{color:var(--muted);white-space:nowrap}
.empty{color:var(--muted)}
details{margin:16px 0 0}
summary{min-height:48px;display:flex;align-items:center;font-weight:600;cursor:pointer}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;border:1px solid var(--line);border-radius:12px}
table{border-collapse:collapse;width:100%}
th,td{padding:9px 8px;text-align:left;vertical-align:top;white-space:nowrap}
td.wrap{white-space:normal;overflow-wrap:anywhere;min-width:8em}
th{position:sticky;top:0;background:var(--soft);font-size:.9em;white-space:nowrap}
tbody tr:nth-child(even){background:var(--soft)}
tbody tr{border-top:1px solid var(--line)}
.end{text-align:right;white-space:nowrap}
.center{text-align:center;white-space:nowrap}
tr.dropped{color:var(--muted)}
footer{padding:16px;color:var(--muted);font-size:.85em;text-align:center}
@media (max-width:640px){body{font-size:16px}.detail{display:none}th,td{padding:9px 6px}}
"""

SCRIPT = """
(function () {
  var form = document.getElementById("search");
  var input = document.getElementById("find");
  var none = document.getElementById("none");
  if (!form || !input) return;
  function fold(text) {
    return text.normalize("NFD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase();
  }
  var rows = Array.prototype.slice.call(document.querySelectorAll("[data-names]"));
  var folded = rows.map(function (row) { return fold(row.getAttribute("data-names")); });
  function update() {
    var wanted = fold(input.value.trim());
    var tables = 0;
    rows.forEach(function (row, index) {
      var hit = !wanted || folded[index].indexOf(wanted) >= 0;
      row.hidden = !hit;
      if (hit && row.classList.contains("pairing")) tables += 1;
    });
    none.hidden = tables > 0;
  }
  form.hidden = false;
  input.addEventListener("input", update);
  form.addEventListener("submit", function (event) { event.preventDefault(); input.blur(); });
  form.addEventListener("reset", function () { setTimeout(update, 0); });
})();
"""


def players_page(event: Event, printed_at: datetime | None = None) -> str:
    """The whole page as a string (UTF-8 when written)."""
    translate = QCoreApplication.translate
    page_heading = heading(event, None, printed_at=printed_at)
    updated = fill(translate("Printouts", "Updated %1"), page_heading.time)
    pairings_link = translate("Printouts", "Pairings")
    standings_link = translate("Printouts", "Standings")
    nothing_paired = translate("Printouts", "No round has been paired yet.")
    made_with = translate("Printouts", "Made with Companion")
    ranking = standings_sheet(event)
    paired = event.current_round is not None
    by_table = pairings_by_table(event) if paired else None
    by_name = pairings_by_name(event) if paired else None
    escape = html.escape
    title = f"{page_heading.event} – {page_heading.round}" if paired else page_heading.event
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{language_code()}">',
        '<head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title>",
        f"<style>{STYLE}</style></head>",
        "<body>",
        f'<header><h1>{escape(page_heading.event)}</h1>',
        f'<p class="meta">{escape(page_heading.details)}</p>' if page_heading.details else "",
        f'<p class="round">{escape(page_heading.round)}</p>' if paired else "",
        f'<p class="meta">{escape(updated)}</p>',
        "</header>",
        '<nav><div>',
        f'<a href="#pairings">{escape(pairings_link)}</a>' if paired else "",
        f'<a href="#standings">{escape(standings_link)}</a>',
        "</div></nav><main>",
    ]
    if by_table is not None and by_name is not None:
        parts += _pairings_section(by_table, by_name)
    else:
        parts.append(f'<p class="empty">{escape(nothing_paired)}</p>')
    parts += _standings_section(ranking)
    parts += ["</main>", f'<footer>{escape(made_with)}</footer>',
              f"<script>{SCRIPT}</script>" if paired else "", "</body></html>"]
    return "\n".join(part for part in parts if part) + "\n"


def write_players_page(event: Event, path: str | Path, printed_at: datetime | None = None) -> None:
    """Write the page; it replaces the previous one only once complete (``exports.save_export``: a DeskError when
    it cannot be written, a full disk included, and never over an event)."""
    check_export_target(path)
    save_export(path, players_page(event, printed_at).encode("utf-8"))


def language_code() -> str:
    """The page's ``lang``: the app's language, English when none was chosen."""
    locale = QLocale()
    return "en" if locale.language() == QLocale.Language.C else locale.name().split("_")[0]


def _pairings_section(by_table: Sheet, by_name: Sheet) -> list[str]:
    translate = QCoreApplication.translate
    escape = html.escape
    keys = [column.key for column in by_table.columns]
    find = translate("Printouts", "Find your name")
    clear = translate("Printouts", "Clear")
    nobody = translate("Printouts", "No table has a player of that name.")
    table_label = translate("Printouts", "Table %1")
    points_label = translate("Printouts", "%1 pts")
    everyone = translate("Printouts", "All players A–Z")
    parts = [
        f'<section id="pairings"><h2>{escape(by_table.title)}</h2>',
        '<form id="search" role="search" hidden>',
        f'<input id="find" type="search" autocomplete="off" spellcheck="false" '
        f'placeholder="{escape(find)}" aria-label="{escape(find)}">',
        f'<button type="reset">{escape(clear)}</button></form>',
        f'<p id="none" class="empty" hidden>{escape(nobody)}</p>',
        '<ol class="tables">',
    ]
    for row in by_table.rows:
        cells = dict(zip(keys, row.cells, strict=True))
        label = fill(table_label, cells["table"]) if not row.bye else cells["table"]
        seats = [(cells["player"], cells["points"])]
        if not row.bye:
            seats.append((cells["opponent"], cells["opponent_points"]))
        players = "".join(
            f'<span class="player"><span class="name">{escape(name)}</span>'
            f'<span class="points">{escape(fill(points_label, points))}</span></span>'
            for name, points in seats)
        parts.append(f'<li class="pairing" data-names="{escape(" | ".join(row.names))}">'
                     f'<span class="table">{escape(label)}</span>{players}</li>')
    parts.append("</ol>")
    parts.append(f'<details><summary>{escape(everyone)}</summary>')
    parts.append(_table(by_name, searchable=True))
    parts.append("</details></section>")
    return parts


def _standings_section(ranking: Sheet) -> list[str]:
    escape = html.escape
    note = f'<p class="meta">{escape(ranking.note)}</p>' if ranking.note else ""
    return [f'<section id="standings"><h2>{escape(ranking.title)}</h2>', note, _table(ranking, searchable=False),
            "</section>"]


NAME_WEIGHT = 3
"""Columns this wide (the names) may wrap; the others keep each cell on one line and the table scrolls."""
ALIGN_CLASS = {Align.START: "", Align.END: "end", Align.CENTER: "center"}


def _table(listed: Sheet, searchable: bool) -> str:
    """A sheet as an HTML table in a sideways-scrolling frame; ``detail`` columns hide on narrow screens."""
    escape = html.escape

    def classes(column: Column, cell: bool) -> str:
        names = " ".join(name for name in (ALIGN_CLASS[column.align], "detail" if column.detail else "",
                                           "wrap" if cell and column.weight >= NAME_WEIGHT else "") if name)
        return f' class="{names}"' if names else ""

    head = "".join(f'<th scope="col"{classes(column, False)}>{escape(column.heading)}</th>' for column in listed.columns)
    column_classes = [classes(column, True) for column in listed.columns]
    rows = []
    for row in listed.rows:
        names = f' data-names="{escape(" | ".join(row.names))}"' if searchable else ""
        dropped = ' class="dropped"' if row.dropped else ""
        cells = "".join(f"<td{kind}>{escape(cell)}</td>" for kind, cell in zip(column_classes, row.cells, strict=True))
        rows.append(f"<tr{dropped}{names}>{cells}</tr>")
    return (f'<div class="scroll"><table aria-label="{escape(listed.title)}"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')
