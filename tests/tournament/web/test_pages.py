"""The phones' HTML pages over real HTTP, without a browser: the forms (a report checked before it is sent, confirm,
dispute, check in, drop asked twice), the PIN, the language, the standings' notes, find-my-name without the script,
every text of the event escaped; and the live pages' events within 2 s of another desk's change."""

import re
import subprocess
import sys
import time
from dataclasses import replace
from fractions import Fraction

from companion.tournament.event import SoftUse
from companion.tournament.phones import PhoneSettings
from tests.tournament.store_helpers import result
from tests.tournament.web.conftest import Served, make_event
from tests.tournament.web.phone_client import Phone, wait_until


def send_report(phone: Phone, score_1: str, score_2: str, conceded: str = "") -> str:
    """Fill the report form of the player's page, check it, and send it: the check page's text."""
    page = phone.get(f"/p/{phone.token}")
    fields = phone.form_fields(page.text, f"/p/{phone.token}/report")
    check = phone.post_form(f"/p/{phone.token}/report", {**fields, "score_1": score_1, "score_2": score_2,
                                                         "conceded": conceded})
    assert check.status == 200, check
    sent = phone.post_form(f"/p/{phone.token}/report", phone.form_fields(check.text, f"/p/{phone.token}/report"))
    assert sent.status == 303 and sent.headers["location"] == f"/p/{phone.token}"
    return check.text


def test_a_report_is_checked_then_sent_and_the_opponent_confirms_it(served):
    ann, bob = served.phone("Ann"), served.phone("Bob")
    check = send_report(ann, "180", "150")
    assert "Ann wins by 30 VP, more than 25" in check and "Tournament points: Ann 3 – 0 Bob" in check
    assert served.phone().state()["tables"][0]["status"] == "reported"
    page = bob.get(f"/p/{bob.token}").text
    assert "Ann&#39;s report" in page or "Ann's report" in page
    assert "Ann 180 – 150 Bob" in page and "Is this the result of your game?" in page
    fields = bob.form_fields(page, f"/p/{bob.token}/confirm")
    assert bob.post_form(f"/p/{bob.token}/confirm", fields).status == 303
    assert bob.post_form(f"/p/{bob.token}/confirm", fields).status == 303  # sent twice: nothing more
    done = bob.get(f"/p/{bob.token}").text
    assert "Confirmed: the result is in." in done and "Result in: both players agree." in done
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[0].result == result(180, 150)
        assert [entry.details.get("route") for entry in desk.log()[-2:]] == ["/p/{token}/report",
                                                                             "/p/{token}/confirm"]


def test_a_draw_and_a_concession_are_worded_before_sending(served):
    check = send_report(served.phone("Cid"), "120", "100")
    assert "A draw: within 25 VP" in check
    eve = served.phone("Eve")
    page = eve.get(f"/p/{eve.token}").text
    fields = eve.form_fields(page, f"/p/{eve.token}/report")
    check = eve.post_form(f"/p/{eve.token}/report", {**fields, "score_1": "22,5", "score_2": "200",
                                                     "conceded": "Eve"}).text
    assert "Fay wins: Eve conceded" in check and "Eve 22.5 – 200 Fay" in check
    refused = eve.post_form(f"/p/{eve.token}/report", {**fields, "score_1": "lots", "score_2": "2"})
    assert refused.status == 400 and "Enter both VP totals" in refused.text


def test_a_dispute_shows_both_versions_and_never_becomes_a_result(served):
    ann, bob = served.phone("Ann"), served.phone("Bob")
    send_report(ann, "180", "150")
    page = bob.get(f"/p/{bob.token}").text
    assert bob.post_form(f"/p/{bob.token}/dispute", bob.form_fields(page, f"/p/{bob.token}/dispute")).status == 303
    assert served.phone().state()["tables"][0]["status"] == "disputed"
    ann_page = ann.get(f"/p/{ann.token}").text
    assert "Bob disputes your report: the desk will settle it." in ann_page
    send_report(bob, "150", "180")  # Bob's own version, in seat order: still a dispute
    assert "You disputed it" not in bob.get(f"/p/{bob.token}").text
    assert "Your reports differ: the desk will settle it." in ann.get(f"/p/{ann.token}").text
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[0].result is None


def test_a_confirmation_from_a_page_showing_an_older_report_shows_the_new_one_to_answer(served, places):
    ann, bob = served.phone("Ann"), served.phone("Bob")
    ann.report(1, ("11", "9"))
    old = bob.get(f"/p/{bob.token}?lang=it").text  # the page Bob has open; its live updates stopped
    confirm, dispute = (bob.form_fields(old, f"/p/{bob.token}/{action}") for action in ("confirm", "dispute"))
    assert (confirm["score_1"], confirm["score_2"], confirm["conceded"]) == ("11", "9", "")
    assert (dispute["score_1"], dispute["score_2"], dispute["conceded"]) == ("11", "9", "")
    ann.report(1, ("11", "6"), conceded="Bob")
    before = places.rows(served.location)
    for action, fields in (("confirm", confirm), ("dispute", dispute)):
        refused = bob.post_form(f"/p/{bob.token}/{action}", fields)
        assert refused.status == 409
        assert "Il tuo avversario ha cambiato il suo risultato nel frattempo" in refused.text
        assert "Ann 11 – 6 Bob" in refused.text and "Resa di Bob" in refused.text
    assert places.rows(served.location) == before
    again = bob.form_fields(refused.text, f"/p/{bob.token}/confirm")
    assert (again["score_1"], again["score_2"], again["conceded"]) == ("11", "6", "Bob")
    assert bob.post_form(f"/p/{bob.token}/confirm", again).status == 303
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[0].result == result(11, 6, 1)


def test_drop_is_asked_twice_and_check_in_follows_the_organiser(served):
    ann = served.phone("Ann")
    first = ann.get(f"/p/{ann.token}/drop")
    assert first.status == 200 and "You play no round after round 1." in first.text
    second = ann.post_form(f"/p/{ann.token}/drop", ann.form_fields(first.text, f"/p/{ann.token}/drop"))
    assert second.status == 200 and "Only the desk can bring you back." in second.text
    with served.desk() as desk:
        assert desk.load().player_named("Ann").dropped_after is None  # asked twice, not dropped yet
    assert ann.post_form(f"/p/{ann.token}/drop", ann.form_fields(second.text, f"/p/{ann.token}/drop")).status == 303
    with served.desk() as desk:
        assert desk.load().player_named("Ann").dropped_after == 1
        desk.edit_phone_settings(PhoneSettings(self_check_in=True))
    bob = served.phone("Bob")
    page = wait_until(lambda: (text := bob.get(f"/p/{bob.token}").text) and 'id="check-in"' in text and text, 2)
    assert page, "the check-in button once the organiser allows it"
    assert bob.post_form(f"/p/{bob.token}/check-in", bob.form_fields(page, f"/p/{bob.token}/check-in")).status == 303
    assert "You are checked in." in bob.get(f"/p/{bob.token}").text


def test_the_language_follows_the_phone_and_can_be_switched(served):
    phone = served.phone()
    assert "Turno 1" in phone.get("/", **{"Accept-Language": "it-IT,it;q=0.9,en;q=0.8"}).text
    assert "1. kolo" in phone.get("/", **{"Accept-Language": "de-DE, cs;q=0.7"}).text
    assert "Round 1" in phone.get("/", **{"Accept-Language": "de-DE"}).text
    assert 'lang="it"' in phone.get("/?lang=it").text
    assert "Classifica" in phone.get("/standings").text  # kept in a cookie
    assert "Párování" in phone.get("/?lang=cs").text


def test_names_and_the_event_name_are_shown_as_text(places):
    from dataclasses import replace

    from companion.tournament.store import EventStore
    from companion.tournament.web.serve import start

    location = make_event(places.event("html"), names=("<script>alert(1)</script>", "Bob & \"Co\"", "O'Brien",
                                                       "<img src=x onerror=alert(2)>"))
    with EventStore.open(location) as store:
        store.edit_settings(replace(store.load().settings, name="<b>Cup</b>"))

    serving = start(location)
    try:
        served = Served(location, serving)
        for path in ("/", "/standings", f"/p/{served.tokens['<script>alert(1)</script>']}"):
            html = served.phone().get(path).text
            assert "<script>alert" not in html and "<img src=x" not in html and "<b>Cup" not in html
            assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "&lt;b&gt;Cup&lt;/b&gt;" in html
        assert served.phone().state()["tables"][0]["players"][0] == "<script>alert(1)</script>"
    finally:
        serving.stop()


def test_find_my_name_without_the_script_ignores_case_accents_and_apostrophes(places):
    location = make_event(places.event("find"), names=("Šárka Dvořáková", "Luca Dell’Orto", "Ann", "Bob"))
    from companion.tournament.web.serve import start

    serving = start(location)
    try:
        phone = Phone(f"http://127.0.0.1:{serving.port}")
        found = phone.get("/?find=sarka").text
        assert "Šárka Dvořáková" in found and 'id="t-2"' not in found
        assert 'id="t-1"' in phone.get("/?find=dellorto").text
        assert "No player of this round has that name." in phone.get("/?find=zed").text
    finally:
        serving.stop()


def test_standings_are_provisional_hidden_or_final_as_the_organiser_chose(served):
    phone = served.phone()
    assert "Provisional: 0 of 3 results of round 1 are in." in phone.get("/standings").text
    with served.desk() as desk:
        desk.edit_phone_settings(PhoneSettings(hide_standings=True))
    assert wait_until(lambda: "hidden until the results of round 1" in phone.get("/standings").text, 2)
    assert "<tbody>" not in phone.get("/standings").text
    with served.desk() as desk:
        for table in (1, 2, 3):
            desk.report(1, table, result(100 + table, 100))
    assert wait_until(lambda: "After round 1." in phone.get("/standings").text, 2)


def standings_rows(page: str) -> list[list[str]]:
    """The standings table's header and rows as the texts of their cells."""
    table = page[page.index('<table class="standings">'):page.index("</table>")]
    return [[re.sub("<[^>]+>", "", cell).strip() for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)]
            for row in re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)]


def test_the_standings_show_bonuses_penalties_and_soft_scores_as_the_organiser_set_them(served):
    """A bonus or penalty is said under the player's name (it is in the points already); a soft score that counts
    toward the ranking is a column; one that is its own award is listed under the table, best first, ties sharing
    the rank."""
    phone = served.phone()
    plain = standings_rows(phone.get("/standings").text)
    assert plain[0] == ["#", "Player W–D–L", "Points", "SoS", "VP ±", "VP"]
    with served.desk() as desk:
        for table in (1, 2, 3):
            desk.report(1, table, result(100 + table, 100))
        desk.adjust(served.ids["Bob"], -1, "late list")
        desk.edit_settings(replace(desk.snapshot().event.settings, sportsmanship=SoftUse.POINTS))
        desk.set_soft_score(served.ids["Ann"], "sportsmanship", 3, 1)
        desk.set_soft_score(served.ids["Cid"], "painting", Fraction(15, 2))
        desk.set_soft_score(served.ids["Eve"], "painting", Fraction(15, 2))
        desk.set_soft_score(served.ids["Fay"], "painting", 9)
    expected = [("1", "Fay", "9"), ("2", "Cid", "7.5"), ("2", "Eve", "7.5")]

    def awarded(page: str) -> list[tuple[str, ...]]:
        listed = page[page.index("Best painted"):] if "Best painted" in page else ""
        return re.findall(r'<li value="(\d+)"><span class="name">(\w+)</span> <span class="value">([\d.,]+)</span>', listed)

    assert wait_until(lambda: awarded(phone.get("/standings").text) == expected, 2)  # the last change is shown
    page = phone.get("/standings").text
    rows = standings_rows(page)
    assert rows[0] == ["#", "Player W–D–L", "Points", "SoS", "VP ±", "VP", "Sport"]  # short enough for a phone
    assert '<abbr title="Sportsmanship">Sport</abbr>' in page
    by_name = {row[1].split()[0]: row for row in rows[1:]}
    assert by_name["Bob"][1] == "Bob 0–1–0 bonus/penalty -1" and by_name["Ann"][1] == "Ann 0–1–0"  # under the name
    assert by_name["Ann"][6] == "3" and by_name["Bob"][6] == "–"  # not given: a dash, not a 0
    italian = phone.get("/standings?lang=it").text
    assert "Miglior pittura" in italian and "7,5" in italian and "bonus/penalità -1" in italian


def test_the_public_pages_need_the_pin_when_the_organiser_sets_one(served):
    with served.desk() as desk:
        desk.edit_phone_settings(PhoneSettings(pin="2468"))
    phone = served.phone()
    assert wait_until(lambda: phone.get("/").status == 303, 2)
    assert phone.get("/").headers["location"] == "/pin?next=/"
    assert phone.get("/api/state").status == 401 and phone.get("/live/pairings").status == 401
    assert phone.get("/api/state", **{"X-Event-Pin": "2468"}).status == 200
    form = phone.get("/pin?next=/standings")
    fields = phone.form_fields(form.text, "/pin?next=/standings")
    assert phone.post_form("/pin?next=/standings", {**fields, "pin": "1111"}).status == 403
    entered = phone.post_form("/pin?next=/standings", {**fields, "pin": "2468"})
    assert entered.status == 303 and entered.headers["location"] == "/standings"
    assert phone.get("/").status == 200 and phone.get("/api/state").status == 200
    ann = served.phone("Ann")  # a personal link opens the public pages too
    assert ann.get(f"/p/{ann.token}").status == 200 and ann.get("/").status == 200


def test_live_pages_follow_another_desk_within_2_seconds(served, places):
    """A result entered by another process (``companion event report``) reaches a live pairings page, and the
    personal pages of its players, within 2 s."""
    phone = served.phone()
    page = phone.get("/")
    revision = re.search(r'data-rev="(\d+)"', page.text)[1]
    messages = phone.live(f"/live/pairings?lang=en&rev={revision}", timeout=10)
    mine = served.phone("Ann").live(f"/live/p/{served.tokens['Ann']}?lang=en&rev={revision}", timeout=10)
    desk = subprocess.run([sys.executable, "-m", "companion", "event", "report", served.location, "--round", "1",
                           "--table", "1", "--score", "180", "150"], capture_output=True, text=True, timeout=60)
    assert desk.returncode == 0, desk.stderr
    written = time.monotonic()
    update = next(messages)
    assert time.monotonic() - written < 2
    assert set(update["parts"]) == {"summary", "t-1"} and "180 – 150" in update["parts"]["t-1"]
    assert "Tables with a result: 1 of 3" in update["parts"]["summary"]
    own = next(mine)
    assert time.monotonic() - written < 2 and "Result in, entered at the desk." in own["html"]


def test_the_standings_show_every_tiebreak_in_the_event_s_order_and_the_byes_apart(places):
    """Equal on points, SoS puts Ann (-70) above Bob (-30): the phones show SoS, then the VP keys, in the event's
    order, say the order in one line, and count Bob's bye apart from his 0–0–1."""
    from companion.tournament.event import Tiebreak
    from companion.tournament.store import EventStore
    from companion.tournament.web.serve import start
    from tests.tournament.web.conftest import HISTORY_STANDINGS, make_history

    location = make_history(places.event("history"))
    serving = start(location)
    try:
        phone = Phone(f"http://127.0.0.1:{serving.port}")
        page = phone.get("/standings").text
        rows = standings_rows(page)
        assert rows[0] == ["#", "Player W–D–L", "Points", "SoS", "VP ±", "VP"]
        assert [tuple(row) for row in rows[1:]] == [
            (rank, f"{name} {record}" + (f" · byes: {byes}" if byes else ""), points, sos, difference, scored)
            for rank, name, points, record, byes, sos, difference, scored in HISTORY_STANDINGS]
        assert ("Ranked by points, then SoS (the sum of the opponents' points), then VP difference, then VP scored."
                in page.replace("&#39;", "'"))
        italian = phone.get("/standings?lang=it").text
        assert "Ordine: punti, poi SoS (la somma dei punti degli avversari), poi differenza PV, poi PV fatti." in italian
        assert "riposi: 1" in italian and standings_rows(italian)[0] == ["#", "Giocatore V–P–S", "Punti", "SoS", "PV ±",
                                                                         "PV"]
        with EventStore.open(location) as desk:  # the organiser's own order, a soft score among the keys (last)
            desk.set_soft_score(desk.load().player_named("Ann").id, "painting", 8)
            desk.edit_settings(replace(desk.load().settings, tiebreaks=(Tiebreak.VP_DIFFERENCE, Tiebreak.PAINTING,
                                                                        Tiebreak.SOS), painting=SoftUse.TIEBREAK))
        assert wait_until(lambda: "Pořadí podle: body, pak rozdíl VB, pak malování, pak SoS (součet bodů soupeřů)."
                          in phone.get("/standings?lang=cs").text, 2)
        rows = standings_rows(phone.get("/standings?lang=en").text)
        assert rows[0] == ["#", "Player W–D–L", "Points", "VP ±", "Paint.", "SoS"]  # painting once, as a key
        assert [row[1].split()[0] for row in rows[1:]] == ["Eve", "Cid", "Dan", "Bob", "Ann"]
        assert [row[4] for row in rows[1:]] == ["–", "–", "–", "–", "8"]
    finally:
        serving.stop()


def test_a_banner_answers_its_action_once_and_is_not_kept_in_the_address(served):
    """"Check-in recorded" belongs to the check-in: the page the form leads to says it once; reloading it, or coming
    back to it in a later round, shows the page as it is, with no banner."""
    with served.desk() as desk:
        desk.edit_phone_settings(PhoneSettings(self_check_in=True))
    bob = served.phone("Bob")
    page = wait_until(lambda: (text := bob.get(f"/p/{bob.token}").text) and 'id="check-in"' in text and text, 2)
    sent = bob.post_form(f"/p/{bob.token}/check-in", bob.form_fields(page, f"/p/{bob.token}/check-in"))
    assert sent.status == 303 and sent.headers["location"] == f"/p/{bob.token}"
    assert "done" not in sent.headers["location"]
    assert "Checked in." in bob.get(f"/p/{bob.token}").text
    again = bob.get(f"/p/{bob.token}").text  # reloaded
    assert "You are checked in." in again and "Checked in." not in again.replace("You are checked in.", "")
    assert 'class="message ok"' not in again
    old_address = bob.get(f"/p/{bob.token}?done=confirm").text  # an address kept from before
    assert 'class="message ok"' not in old_address and "Confirmed" not in old_address


def test_after_disputing_and_sending_her_own_version_a_player_waits_for_the_desk(served):
    """Bob disputes Ann's report, then sends his own version: his page shows it as sent, Ann's beside it, and no
    Confirm or Dispute to answer again (the report form still lets him change his version)."""
    ann, bob = served.phone("Ann"), served.phone("Bob")
    send_report(ann, "180", "150")
    page = bob.get(f"/p/{bob.token}").text
    assert bob.post_form(f"/p/{bob.token}/dispute", bob.form_fields(page, f"/p/{bob.token}/dispute")).status == 303
    send_report(bob, "150", "180")
    page = bob.get(f"/p/{bob.token}").text
    assert 'id="confirm"' not in page and 'id="dispute"' not in page and "Is this the result" not in page
    mine, theirs = page.index('id="my-report"'), page.index('id="their-report"')
    assert mine < theirs and "Ann 150 – 180 Bob" in page[mine:theirs] and "Ann 180 – 150 Bob" in page[theirs:]
    assert "Your reports differ: the desk will settle it." in page
    assert f'action="/p/{bob.token}/report"' in page and "Change your report" in page
    first = served.phone("Cid")  # a report answered by a dispute alone: Confirm is still offered
    send_report(first, "120", "100")
    dan = served.phone("Dan")
    page = dan.get(f"/p/{dan.token}").text
    assert dan.post_form(f"/p/{dan.token}/dispute", dan.form_fields(page, f"/p/{dan.token}/dispute")).status == 303
    page = dan.get(f"/p/{dan.token}").text
    assert 'id="confirm"' in page and 'id="dispute"' not in page


def test_the_results_in_under_find_my_name_do_not_read_as_a_search_count(served):
    phone = served.phone()
    with served.desk() as desk:
        desk.report(1, 2, result(120, 60))
    assert wait_until(lambda: "Tables with a result: 1 of 3" in phone.get("/").text, 2)
    assert "Tavoli con il risultato: 1 su 3" in phone.get("/?lang=it").text
    assert "Stoly s výsledkem: 1 z 3" in phone.get("/?lang=cs").text


def test_a_phone_that_opened_its_personal_link_keeps_the_way_back_on_every_page(served):
    ann = served.phone("Ann")
    for path in ("/", "/standings", "/clock"):
        assert 'href="/me"' not in ann.get(path).text  # not yet opened on this phone
    assert ann.get("/me").headers["location"] == "/"
    own = ann.get(f"/p/{ann.token}")
    assert f'<a href="/p/{ann.token}" class="mine" aria-current="page">My table</a>' in own.text
    for path in ("/", "/standings", "/clock"):
        page = ann.get(path).text
        assert 'href="/me" class="mine"' in page and ann.token not in page, path
    assert ann.get("/me").status == 303 and ann.get("/me").headers["location"] == f"/p/{ann.token}"
    check = ann.post_form(f"/p/{ann.token}/report", {**ann.form_fields(own.text, f"/p/{ann.token}/report"),
                                                     "score_1": "10", "score_2": "20"})
    assert f'<a href="/p/{ann.token}" class="mine">My table</a>' in check.text  # the check before sending
    assert f'<a href="/p/{ann.token}" class="mine">' in ann.get(f"/p/{ann.token}/drop").text
    for path, words in (("/standings?lang=it", "Il mio tavolo"), ("/?lang=cs", "Můj stůl")):
        page = ann.get(path).text
        assert f'<a href="/me" class="mine">{words}</a>' in page and ann.token not in page
