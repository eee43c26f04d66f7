"""Render the desk's printouts, players' page and projector to docs/screenshots/desk-*.png.

Run from the repository root: ``.venv/bin/python docs/screenshots/render_desk_documents.py``.
A 256-player event after five rounds (the fifth with 100 of its 128 results). The PDF pages are
rendered by ``pdftoppm`` (Debian's poppler-utils) and the players' page by headless Chromium (Debian's
chromium); either is skipped, with a line saying so, when it is not installed. The players' page is
shot at a phone's width (390×844) and a desktop's (1280×900); the search and standings shots are of
copies of the page with the search typed in by a script, and with the pairings left out.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
from datetime import datetime
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["COMPANION_CONFIG_DIR"] = tempfile.mkdtemp(prefix="companion-screens-")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from companion.gui.i18n import Translations  # noqa: E402
from companion.tournament.documents import PageSize, Printout  # noqa: E402
from companion.tournament.gui.projector import ProjectorView  # noqa: E402
from companion.tournament.players_page import players_page  # noqa: E402
from companion.tournament.printouts import write_pdf  # noqa: E402
from tests.tournament.printed_events import printed_event  # noqa: E402

OUT = Path(__file__).resolve().parent
PRINTED_AT = datetime(2026, 11, 30, 14, 5)
WORK = Path(tempfile.mkdtemp(prefix="companion-desk-documents-"))


def pdf_page(pdf: Path, page: int, name: str) -> None:
    if shutil.which("pdftoppm") is None:
        print(f"{name}: pdftoppm is not installed (apt-get install poppler-utils)")
        return
    target = OUT / name
    subprocess.run(["pdftoppm", "-r", "80", "-png", "-singlefile", "-f", str(page), "-l", str(page), str(pdf),
                    str(target.with_suffix(""))], check=True)
    print(target)


def browser_shot(html: str, name: str, width: int, height: int) -> None:
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        print(f"{name}: Chromium is not installed (apt-get install chromium)")
        return
    page = WORK / f"{name}.html"
    page.write_text(html, encoding="utf-8")
    with tempfile.TemporaryDirectory(prefix="companion-chromium-") as profile:
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        f"--user-data-dir={profile}", "--hide-scrollbars", f"--window-size={width},{height}",
                        f"--screenshot={OUT / name}", page.as_uri()], check=True, capture_output=True, timeout=120)
    print(OUT / name)


def main() -> None:
    app = QApplication([])
    event = printed_event(256, 5, last_round_results=100)
    pdfs = {}
    for printout in Printout:
        pdfs[printout] = WORK / f"{printout.value}.pdf"
        write_pdf(event, printout, pdfs[printout], PageSize.A4, printed_at=PRINTED_AT)
    pdf_page(pdfs[Printout.PAIRINGS], 1, "desk-pairings-page-1.png")
    pdf_page(pdfs[Printout.PAIRINGS], 2, "desk-pairings-page-2.png")
    pdf_page(pdfs[Printout.PAIRINGS_BY_NAME], 1, "desk-pairings-by-name.png")
    pdf_page(pdfs[Printout.STANDINGS], 3, "desk-standings-page-3.png")
    pdf_page(pdfs[Printout.SLIPS], 27, "desk-result-slip.png")

    page = players_page(event, PRINTED_AT)
    search = page.replace("</body>", '<script>var f = document.getElementById("find"); f.value = "rossi"; '
                                     'f.dispatchEvent(new Event("input"));</script></body>')
    standings_only = re.sub(r'<section id="pairings">.*?</section>', "", page, flags=re.S)
    browser_shot(page, "desk-players-page-phone.png", 390, 844)
    browser_shot(search, "desk-players-page-phone-search.png", 390, 844)
    browser_shot(standings_only, "desk-players-page-phone-standings.png", 390, 844)
    browser_shot(page, "desk-players-page-desktop.png", 1280, 900)
    browser_shot(standings_only, "desk-players-page-desktop-standings.png", 1280, 900)

    now = [0.0]
    view = ProjectorView(lambda: event, shown=Printout.PAIRINGS_BY_NAME, page_seconds=3600, clock=lambda: now[0])
    view.resize(1920, 1080)
    view.start_round_timer(150 * 60)
    now[0] = 23 * 60 + 11
    view.grab().save(str(OUT / "desk-projector-pairings.png"))
    view.set_shown(Printout.STANDINGS)
    view.grab().save(str(OUT / "desk-projector-standings.png"))
    print(OUT / "desk-projector-pairings.png", OUT / "desk-projector-standings.png", sep="\n")

    translations = Translations(app)
    translations.switch("it")
    italian = WORK / "standings-it.pdf"
    write_pdf(event, Printout.STANDINGS, italian, PageSize.A4, printed_at=PRINTED_AT)
    pdf_page(italian, 1, "desk-standings-it.png")
    translations.switch("cs")
    czech = WORK / "slips-cs.pdf"
    write_pdf(event, Printout.SLIPS, czech, PageSize.A4, printed_at=PRINTED_AT)
    pdf_page(czech, 1, "desk-result-slip-cs.png")
    view.close()


if __name__ == "__main__":
    main()
