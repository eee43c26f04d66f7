"""The phones' pages in a real browser (the system's headless Chromium, phone-sized): find my name, a report
checked and sent, the opponent confirming on a second phone, a dispute, a page following the desk by itself, and a
name holding HTML shown as text with no element made of it."""

import time

from tests.tournament.store_helpers import result
from tests.tournament.web.browser import phone_page

LIVE = 3000
"""Milliseconds a live page may take to show a change (the issue's 2 s, and a second for the browser itself)."""


def test_find_my_name_ignores_case_accents_and_apostrophes(browser, serve_file):
    served = serve_file(("Šárka Dvořáková", "Luca Dell’Orto", "Ann", "Bob", "Ørjan Ødegård", "Eve"))
    page = phone_page(browser)
    page.goto(served.base + "/")
    assert page.locator(".table:visible").count() == 3
    page.fill("#find", "sarka")
    assert [row.get_attribute("id") for row in page.locator(".table:visible").all()] == ["t-1"]
    page.fill("#find", "DELLORTO")
    assert [row.get_attribute("id") for row in page.locator(".table:visible").all()] == ["t-1"]
    page.fill("#find", "orjan odegard")
    assert [row.get_attribute("id") for row in page.locator(".table:visible").all()] == ["t-3"]
    page.fill("#find", "nobody")
    assert page.locator(".table:visible").count() == 0 and page.locator("#no-match").is_visible()
    page.fill("#find", "")
    assert page.locator(".table:visible").count() == 3 and not page.locator("#no-match").is_visible()
    page.context.close()


def test_a_report_then_the_opponent_confirms_on_a_second_phone(browser, serve_file):
    served = serve_file()
    bob = phone_page(browser)
    bob.goto(f"{served.base}/p/{served.tokens['Bob']}")
    bob.evaluate("window.stayed = true")
    ann = phone_page(browser)
    ann.goto(f"{served.base}/p/{served.tokens['Ann']}")
    ann.fill("#score_1", "180")
    ann.fill("#score_2", "150")
    ann.click("#check")
    assert "Ann wins by 30 VP, more than 25" in ann.inner_text(".outcome")
    ann.click("#send")
    ann.wait_for_selector("text=Your report is in.")
    assert "Waiting for Bob to confirm." in ann.inner_text("#my-report")
    # Bob's page shows Ann's report by itself, without reloading
    bob.wait_for_selector("#their-report", timeout=LIVE)
    assert "Ann 180 – 150 Bob" in bob.inner_text("#their-report") and bob.evaluate("window.stayed") is True
    bob.click("#confirm")
    bob.wait_for_selector("text=Confirmed: the result is in.")
    ann.wait_for_selector(".card.result", timeout=LIVE)
    assert "Result in: both players agree." in ann.inner_text("#table-status")
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[0].result == result(180, 150)
    for page in (ann, bob):
        page.context.close()


def test_a_dispute_reaches_the_reporter_and_the_pairings(browser, serve_file):
    served = serve_file()
    pairings = phone_page(browser)
    pairings.goto(served.base + "/")
    cid = phone_page(browser)
    cid.goto(f"{served.base}/p/{served.tokens['Cid']}")
    cid.fill("#score_1", "120")
    cid.fill("#score_2", "100")
    cid.click("#check")
    assert "A draw: within 25 VP" in cid.inner_text(".outcome")
    cid.click("#send")
    dan = phone_page(browser)
    dan.goto(f"{served.base}/p/{served.tokens['Dan']}")
    dan.click("#dispute")
    dan.wait_for_selector("text=Your dispute is in: the desk will settle it.")
    cid.wait_for_selector("text=Dan disputes your report: the desk will settle it.", timeout=LIVE)
    pairings.wait_for_selector("#t-2.status-disputed", timeout=LIVE)
    assert "1 disputed" in pairings.inner_text("#summary")
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[1].result is None
    for page in (pairings, cid, dan):
        page.context.close()


def test_the_pairings_follow_a_desk_change_without_reloading(browser, serve_file):
    served = serve_file()
    page = phone_page(browser, "it")
    page.goto(served.base + "/")
    assert page.inner_text("h1") == "Turno 1"
    page.evaluate("window.stayed = true")
    with served.desk() as desk:
        desk.report(1, 3, result(200, 90))
        changed = time.monotonic()
    page.wait_for_selector("#t-3.status-desk", timeout=LIVE)
    assert time.monotonic() - changed < 2.5
    assert "200 – 90" in page.inner_text("#t-3") and "risultato inserito" in page.inner_text("#t-3").lower()
    assert "Tavoli con il risultato: 1 su 3" in page.inner_text("#summary")
    assert page.evaluate("window.stayed") is True  # the same page, not a reload
    with served.desk() as desk:
        desk.clock("start", 90)
    page.wait_for_selector("#clock[data-state=running]", timeout=LIVE)
    assert page.inner_text("#clock .clock-time") in ("1:30:00", "1:29:59", "1:29:58")
    page.context.close()


def test_a_name_with_html_is_shown_as_text_and_makes_no_element(browser, serve_file):
    trap = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>'
    served = serve_file((trap, "Bob", "Cid", "<b>Dan</b>"))
    page = phone_page(browser)
    page.goto(served.base + "/")
    assert page.locator("#t-1 .player").first.inner_text() == trap
    assert page.locator("#live img, #live script, #live b").count() == 0
    with served.desk() as desk:  # a live update puts the parts in again
        desk.report(1, 1, result(10, 20))
        desk.report(1, 2, result(30, 20))
    page.wait_for_selector("#t-2.status-desk", timeout=LIVE)
    assert page.locator("#live img, #live script, #live b").count() == 0
    assert page.locator("#t-2 .player").last.inner_text() == "<b>Dan</b>"
    mine = phone_page(browser)
    mine.goto(f"{served.base}/p/{served.tokens[trap]}")
    assert mine.inner_text("h1") == trap and mine.locator("main img, main script:not([src])").count() == 0
    assert page.evaluate("window.pwned") is None and mine.evaluate("window.pwned") is None
    for opened in (page, mine):
        opened.context.close()


def test_a_confirmation_on_a_page_whose_live_updates_stopped_shows_the_changed_report_first(browser, serve_file):
    """Bob's page still shows Ann's 11–9 when she changes it to 11–6: his tap on Confirm records nothing, and his
    page shows the new report, with a banner, to confirm or dispute."""
    served = serve_file()
    ann = served.phone("Ann")
    ann.report(1, ("11", "9"))
    bob = phone_page(browser)
    bob.route("**/live/**", lambda route: route.abort())  # the live updates stopped
    bob.goto(f"{served.base}/p/{served.tokens['Bob']}")
    assert "Ann 11 – 9 Bob" in bob.inner_text("#their-report")
    ann.report(1, ("11", "6"))
    bob.click("#confirm")
    banner = bob.locator(".message.error")
    banner.wait_for()
    assert "Your opponent changed their report" in banner.inner_text()
    assert "Ann 11 – 6 Bob" in bob.inner_text("#their-report") and bob.locator("#confirm").is_visible()
    assert bob.evaluate("document.documentElement.scrollWidth") <= 390
    bob.screenshot(path="/tmp/companion-report-changed.png", full_page=True)
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[0].result is None
    bob.click("#confirm")
    bob.wait_for_selector("text=Confirmed: the result is in.")
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[0].result == result(11, 6)
    bob.context.close()
