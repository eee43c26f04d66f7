"""Render the players' phones' pages in the system's headless Chromium, phone-sized (390×844), into
docs/screenshots/: the pairings, the standings, a report being checked, a confirmation, a dispute, in English and
Italian (``phones-<page>-<language>.png``).

Run: .venv/bin/python docs/screenshots/render_phones.py

The event is a Warzone event (points limit 500, so a draw is within 25 VP) of 16 players in round 2: some tables
confirmed by both players, one entered at the desk, one reported and waiting, one disputed; the round clock runs.
"""

import sys
import tempfile
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from companion.tournament.event import Result, Round, Table  # noqa: E402
from companion.tournament.phones import StatementKind  # noqa: E402
from companion.tournament.store import EventStore, PlayerInput  # noqa: E402
from companion.tournament.web.serve import start  # noqa: E402
from tests.tournament.web.browser import launch, phone_page  # noqa: E402
from tests.tournament.worked import settings  # noqa: E402

OUT = Path(__file__).resolve().parent
NAMES = ("Giulia Bianchi", "Tomáš Dvořák", "Marco Dell’Orto", "Šárka Nováková", "Luca Ferri", "Jan Procházka",
         "Chiara Esposito", "Petr Svoboda", "Alessandro Russo", "Kateřina Černá", "Davide Romano", "Ondřej Kučera",
         "Francesca Greco", "Martin Veselý", "Matteo Conti", "Lucie Horáková")
CLUBS = ("Verona", "Brno", "Milano", "Praha")


def build(location: str) -> dict[str, str]:
    scores = [(180, 150), (120, 110), (95, 210), (200, 80), (160, 160), (140, 90), (175, 120), (110, 130)]
    with EventStore.create(location, replace(settings(seed=8), name="Coppa di Primavera")) as store:
        players = store.import_players([PlayerInput(name, CLUBS[index % 4]) for index, name in enumerate(NAMES)])
        ids = [player.id for player in players]
        store.publish_round(Round(1, tuple(Table(number, (ids[2 * number - 2], ids[2 * number - 1]))
                                           for number in range(1, 9))))
        for number, (first, second) in enumerate(scores, start=1):
            store.report(1, number, Result((Fraction(first), Fraction(second))))
        order = [0, 3, 6, 1, 4, 7, 2, 5, 8, 11, 14, 9, 12, 15, 10, 13]
        store.publish_round(Round(2, tuple(Table(number, (ids[order[2 * number - 2]], ids[order[2 * number - 1]]))
                                           for number in range(1, 9))))
        tokens = store.links()
        round_ = store.load().rounds[1]
        link = {store.load().player(player).name: tokens[player] for player in ids}
        names = {table.number: [store.load().player(player).name for player in table.players] for table in round_.tables}

        def say(table: int, seat: int, kind: StatementKind, first: int | None = None, second: int | None = None):
            store.phone_statement(link[names[table][seat]], kind, 2, table,
                                  scores=None if first is None else (Fraction(first), Fraction(second)),
                                  request_id=f"{table}-{seat}-{kind}", route="/p/{token}/report")

        say(1, 0, StatementKind.REPORT, 185, 170)
        say(1, 1, StatementKind.CONFIRM)
        say(2, 0, StatementKind.REPORT, 90, 150)
        say(2, 1, StatementKind.REPORT, 90, 150)
        store.report(2, 3, Result((Fraction(210), Fraction(60))))
        say(4, 0, StatementKind.REPORT, 160, 150)  # reported: waiting for the opponent to confirm
        say(5, 0, StatementKind.REPORT, 140, 100)
        say(5, 1, StatementKind.DISPUTE)
        store.clock("start", 150)
        store.clock("pause")
        store.clock("start")
    return {"reporter": link[names[6][0]], "confirmer": link[names[4][1]], "disputed": link[names[5][0]]}


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="companion-phones-shots-"))
    location = str(folder / "spring.companion-event")
    links = build(location)
    serving = start(location)
    base = f"http://127.0.0.1:{serving.port}"
    try:
        with sync_playwright() as playwright:
            browser = launch(playwright)
            for language in ("en", "it"):
                page = phone_page(browser, language)
                page.goto(f"{base}/?lang={language}")
                page.screenshot(path=OUT / f"phones-pairings-{language}.png")
                page.goto(f"{base}/standings")
                page.screenshot(path=OUT / f"phones-standings-{language}.png")
                page.goto(f"{base}/p/{links['reporter']}")
                page.fill("#score_1", "165")
                page.fill("#score_2", "150")
                page.screenshot(path=OUT / f"phones-report-{language}.png")
                page.click("#check")
                page.screenshot(path=OUT / f"phones-report-check-{language}.png")
                page.goto(f"{base}/p/{links['confirmer']}")
                page.screenshot(path=OUT / f"phones-confirm-{language}.png")
                page.goto(f"{base}/p/{links['disputed']}")
                page.screenshot(path=OUT / f"phones-dispute-{language}.png")
                page.context.close()
            dark = phone_page(browser, "en", dark=True)
            dark.goto(f"{base}/?lang=en")
            dark.screenshot(path=OUT / "phones-pairings-dark.png")
            dark.context.close()
            browser.close()
    finally:
        serving.stop()
    print("wrote", sorted(path.name for path in OUT.glob("phones-*.png")))


if __name__ == "__main__":
    main()
