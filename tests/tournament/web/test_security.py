"""Attacks on the phones' server over real HTTP, each refused with nothing changed in the event: another player's
link, a revoked one, one from another event, a form without its CSRF token, a form posted from another site, an
oversized body, a flood from one address; and what the server never serves."""

import http.client
import json
import re

from companion.tournament.web.guard import ADDRESS_BURST, LINK_BURST, MAX_BODY, RateLimiter
from companion.tournament.web.serve import start
from tests.tournament.web.conftest import Served, make_event
from tests.tournament.web.phone_client import Phone, wait_until


def report_form(phone: Phone) -> dict[str, str]:
    """The report form's fields as the player's page gives them, filled in, ready to send."""
    page = phone.get(f"/p/{phone.token}")
    assert page.status == 200
    fields = phone.form_fields(page.text, f"/p/{phone.token}/report")
    return {**fields, "score_1": "180", "score_2": "150", "conceded": "", "step": "send"}


def test_a_link_acts_only_for_its_own_player_and_table(served, places):
    before = places.rows(served.location)
    ann, cid = served.phone("Ann"), served.phone("Cid")
    assert cid.report(1, ("180", "150")).status == 403  # Ann and Bob's table, with Cid's link
    assert cid.dispute(1).status == 403
    # Ann's page's form, sent with Cid's link: the CSRF token is Ann's, and Cid is not at table 1 anyway
    fields = report_form(ann)
    assert cid.post_form(f"/p/{cid.token}/report", fields).status == 403
    assert places.rows(served.location) == before


def test_a_revoked_link_and_a_link_of_another_event_are_unknown(served, places):
    other = make_event(places.event("other"), names=("Ann", "Bob"))
    stranger = Served(other, served.serving)  # only for its links: it is not the event served
    with served.desk() as desk:
        desk.revoke_link(served.ids["Ann"])
    before = places.rows(served.location)
    for phone in (served.phone("Ann"), stranger.phone("Ann")):
        assert phone.report(1, ("180", "150")).status == 404
        assert phone.me().status == 404
        assert phone.get(f"/p/{phone.token}").status == 404
        assert phone.get(f"/live/p/{phone.token}").status == 404
    assert places.rows(served.location) == before


def test_forms_need_their_csrf_token(served, places):
    ann = served.phone("Ann")
    fields = report_form(ann)
    before = places.rows(served.location)
    for csrf in (None, "", "x" * 32, served.serving.server.config.app.app.state.site.signer.csrf("another")):
        sent = {key: value for key, value in fields.items() if key != "csrf"}
        if csrf is not None:
            sent["csrf"] = csrf
        answer = ann.post_form(f"/p/{ann.token}/report", sent)
        assert answer.status == 403 and "out of date" in answer.text
    assert places.rows(served.location) == before
    assert ann.post_form(f"/p/{ann.token}/report", fields).status == 303  # the form as given works


def test_a_form_posted_from_another_site_is_refused(served, places):
    ann = served.phone("Ann")
    fields = report_form(ann)
    before = places.rows(served.location)
    for headers in ({"Origin": "http://evil.example"}, {"Origin": "null"},
                    {"Referer": "http://evil.example/trap.html"}, {"Sec-Fetch-Site": "cross-site"},
                    {"Origin": f"http://127.0.0.1:{served.serving.port + 1}"}):
        assert ann.post_form(f"/p/{ann.token}/report", fields, **headers).status == 403, headers
        assert ann.post_json(f"/api/p/{ann.token}/report", {"round": 1, "table": 1, "scores": ["1", "2"],
                                                            "conceded": None, "request_id": "x"},
                             **headers).status == 403
    # a JSON call may not pretend to be a form either
    assert ann.post_json(f"/api/p/{ann.token}/report", b"round=1", content_type="application/x-www-form-urlencoded"
                         ).status == 415
    assert places.rows(served.location) == before
    same = {"Origin": served.base, "Sec-Fetch-Site": "same-origin"}
    assert ann.post_form(f"/p/{ann.token}/report", fields, **same).status == 303


def test_an_oversized_body_is_refused(served, places):
    ann = served.phone("Ann")
    before = places.rows(served.location)
    big = {"round": 1, "table": 1, "scores": ["180", "150"], "conceded": None, "request_id": "x" * MAX_BODY}
    assert ann.post_json(f"/api/p/{ann.token}/report", big).status == 413
    # the same without a length: sent in chunks
    connection = http.client.HTTPConnection("127.0.0.1", served.serving.port, timeout=10)
    connection.putrequest("POST", f"/api/p/{ann.token}/report")
    connection.putheader("Content-Type", "application/json")
    connection.putheader("Transfer-Encoding", "chunked")
    connection.endheaders()
    chunk = b'{"round": 1, "table": 1, "scores": ["180", "150"], "request_id": "' + b"y" * (2 * MAX_BODY) + b'"}'
    connection.send(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n0\r\n\r\n")
    assert connection.getresponse().status == 413
    connection.close()
    assert places.rows(served.location) == before


def test_a_flood_from_one_address_or_one_link_is_slowed_and_changes_nothing_more(places):
    """One phone hammering with reports: past its link's burst it gets 429 and nothing of those lands; another
    player's link still works. Past the address's burst, every page says 429 too."""
    location = make_event(places.event("flood"))
    serving = start(location, address_limiter=RateLimiter(ADDRESS_BURST, 1.0), link_limiter=RateLimiter(LINK_BURST, 0.1))
    try:
        served = Served(location, serving)
        ann, cid = served.phone("Ann"), served.phone("Cid")
        answers = [ann.report(1, (str(100 + index), "150")).status for index in range(LINK_BURST + 20)]
        assert answers.count(200) <= LINK_BURST + 2 and answers.count(429) >= 18
        assert set(answers) == {200, 429}
        with served.desk() as desk:
            reports = [entry for entry in desk.log() if entry.details.get("route") == "/api/p/{token}/report"]
            assert len(reports) == answers.count(200)  # every refused report changed nothing
            assert desk.load().rounds[0].tables[0].result is None
        assert cid.report(2, ("10", "20")).status == 200  # another player is not slowed
        statuses = [Phone(served.base).get("/api/state").status for _ in range(ADDRESS_BURST)]
        assert 429 in statuses
        refused = Phone(served.base).get("/")
        assert refused.status == 429 and int(refused.headers["retry-after"]) >= 1
    finally:
        serving.stop()


def test_only_its_own_pages_and_assets_and_no_organiser_function(served):
    phone = served.phone()
    for path in ("/static/../../pyproject.toml", "/static/%2e%2e/app.py", "/static/app.py", "/etc/passwd",
                 "/api/undo", "/api/pair", "/admin", "/static/", "/p/", "/api/p/x/settings"):
        assert phone.get(path).status == 404, path
    assert phone.request("PUT", "/api/state").status == 405
    assert phone.request("DELETE", f"/api/p/{served.tokens['Ann']}/report").status == 405
    style = phone.get("/static/style.css")
    assert style.status == 200 and style.headers["content-type"].startswith("text/css")
    page = phone.get("/")
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert page.headers["x-content-type-options"] == "nosniff" and page.headers["referrer-policy"] == "same-origin"
    assert "set-cookie" not in page.headers


def test_cookies_are_never_readable_by_scripts(served):
    from companion.tournament.phones import PhoneSettings

    with served.desk() as desk:
        desk.edit_phone_settings(PhoneSettings(pin="2468"))
    ann = served.phone("Ann")
    assert wait_until(lambda: Phone(served.base).get("/").status == 303, 2)  # the PIN is asked for now
    raw = http.client.HTTPConnection("127.0.0.1", served.serving.port, timeout=10)
    raw.request("GET", f"/p/{ann.token}?lang=cs")
    response = raw.getresponse()
    cookies = [value for key, value in response.getheaders() if key.lower() == "set-cookie"]
    raw.close()
    assert {cookie.split("=")[0] for cookie in cookies} == {"companion_lang", "companion_pin", "companion_me"}
    page = ann.get(f"/p/{ann.token}").text
    sent = ann.post_form(f"/p/{ann.token}/report", {**ann.form_fields(page, f"/p/{ann.token}/report"),
                                                    "score_1": "180", "score_2": "150", "step": "send"})
    assert sent.status == 303
    cookies += [sent.headers["set-cookie"]]  # what the action did, for the next page only
    assert cookies[-1].startswith("companion_done=report;") and f"Path=/p/{ann.token};" in cookies[-1]
    assert all("httponly" in cookie.lower() and "samesite=strict" in cookie.lower() for cookie in cookies)


def test_the_personal_link_a_phone_keeps_never_reaches_another_phone_or_a_public_page(served, places):
    """The way back to a player's page is "/me" on the public pages, resolved from that phone's own cookie: the
    link's token is never in a public page, nor in any page or live update of another phone; a kept link that was
    revoked, forged or of another event opens nothing and is forgotten."""
    ann, bob, stranger = served.phone("Ann"), served.phone("Bob"), served.phone()
    assert ann.get(f"/p/{ann.token}").status == 200 and bob.get(f"/p/{bob.token}").status == 200
    assert ann.cookies["companion_me"] == ann.token
    revision = re.search(r'data-rev="(\d+)"', ann.get("/").text)[1]
    public = ("/", "/standings", "/clock", "/pin", "/nowhere", "/?find=Ann", "/standings?lang=it")
    for path in public:
        for phone in (ann, bob, stranger):
            page = phone.get(path).text
            assert ann.token not in page and bob.token not in page, (path, phone.token)
        assert 'href="/me"' in ann.get(path).text
        assert 'href="/me"' not in stranger.get(path).text
    assert ann.get("/me").headers["location"] == f"/p/{ann.token}"
    assert bob.get("/me").headers["location"] == f"/p/{bob.token}"
    assert stranger.get("/me").headers["location"] == "/"
    for path in (f"/live/pairings?lang=en&rev={revision}", f"/live/standings?lang=en&rev={revision}"):
        messages = ann.live(path.replace(f"rev={revision}", "rev=0"), timeout=10)
        assert ann.token not in json.dumps(next(messages))  # the first message: the whole part
    # a phone may not borrow another phone's way back by naming a link it does not have
    other = make_event(places.event("other"), names=("Ann", "Bob"))
    foreign = Served(other, served.serving).tokens["Ann"]  # only for its link: it is not the event served
    for forged in ("x" * 24, foreign, '"><script>alert(1)</script>', ""):
        phone = Phone(served.base)
        phone.cookies["companion_me"] = forged
        page = phone.get("/standings")
        assert 'href="/me"' not in page.text and "<script>alert" not in page.text
        if forged:
            assert page.headers.get("set-cookie", "").startswith('companion_me=""')  # forgotten
            gone = phone.get("/me")
            assert gone.headers["location"] == "/" and gone.headers["set-cookie"].startswith('companion_me=""')
        phone.cookies["companion_me"] = forged
        assert phone.get(f"/p/{bob.token}").status == 200 and phone.cookies["companion_me"] == bob.token
    with served.desk() as desk:
        desk.revoke_link(served.ids["Ann"])
    assert wait_until(lambda: 'href="/me"' not in ann.get("/").text, 2)
    assert ann.get("/me").headers["location"] == "/"
