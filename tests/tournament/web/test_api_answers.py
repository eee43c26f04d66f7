"""What a phone's answer promises, over real HTTP against a real server on a file and a PostgreSQL event: a change
answered is in every later read from any phone; a body nested too deep is refused in one line."""

import pytest

from companion.tournament.errors import Unavailable
from companion.tournament.web.guard import RateLimiter
from companion.tournament.web.serve import start
from tests.tournament.web.conftest import Served, make_event

TABLES = 100
NAMES = tuple(f"Player {number:03d}" for number in range(1, 2 * TABLES + 1))


@pytest.fixture
def crowd(places):
    """An event of 100 tables, served with room for a burst of requests from one address."""
    location = make_event(places.event("crowd"), names=NAMES)
    serving = start(location, address_limiter=RateLimiter(100_000, 100_000))
    try:
        yield Served(location, serving)
    finally:
        serving.stop()


def test_every_read_after_an_answer_shows_the_change_from_any_phone(crowd):
    """200 changes, each read at once by another phone on a connection of its own: never the state before."""
    reader = crowd.phone()
    for table in range(1, TABLES + 1):
        first, second = NAMES[2 * table - 2], NAMES[2 * table - 1]
        assert crowd.phone(first).report(table, (str(table), "7")).json() == {"status": "reported"}
        seen = reader.state()["tables"][table - 1]
        assert seen["status"] == "reported", (table, seen)
        assert crowd.phone(second).confirm(table).json() == {"status": "confirmed"}
        seen = reader.state()["tables"][table - 1]
        assert (seen["status"], seen["scores"]) == ("confirmed", [str(table), "7"]), (table, seen)


def test_a_form_answered_is_in_every_page_read_after_it(served):
    bob = served.phone("Bob")
    served.phone("Ann").report(1, ("180", "150"))
    page = bob.get(f"/p/{bob.token}").text
    assert bob.post_form(f"/p/{bob.token}/confirm", bob.form_fields(page, f"/p/{bob.token}/confirm")).status == 303
    assert 'id="t-1" class="table status-confirmed"' in served.phone().get("/").text
    assert served.phone().state()["tables"][0]["status"] == "confirmed"


def failing_reads(served, monkeypatch) -> dict:
    """Make the served view's reads fail while ``switch["fail"]`` is set (the writes still go through)."""
    live = served.serving.app.site.live
    switch = {"fail": False}
    read = live._read

    def flaky():
        if switch["fail"]:
            raise Unavailable("the event cannot be reached")
        return read()

    monkeypatch.setattr(live, "_read", flaky)
    return switch


def test_a_change_whose_refresh_failed_is_still_never_read_as_before(served, monkeypatch):
    """The write committed but the view could not be read again: the answer stands, and a later read shows the
    change (the view is read again then) or says the event cannot be reached, never the state before it."""
    switch = failing_reads(served, monkeypatch)
    ann, reader = served.phone("Ann"), served.phone()
    switch["fail"] = True
    assert ann.report(1, ("180", "150")).json() == {"status": "reported"}
    refused = reader.get("/api/state")
    assert refused.status == 503 and "\n" not in refused.json()["error"]
    assert reader.get("/").status == 503
    switch["fail"] = False
    assert reader.state()["tables"][0]["status"] == "reported"
    switch["fail"] = True
    assert served.phone("Bob").confirm(1).json() == {"status": "confirmed"}
    switch["fail"] = False
    assert reader.state()["tables"][0] == {"table": 1, "players": ["Ann", "Bob"], "status": "confirmed",
                                           "scores": ["180", "150"]}


def test_a_body_nested_2000_deep_is_a_400_in_one_line(served, places):
    ann = served.phone("Ann")
    before = places.rows(served.location)
    for body in (b"[" * 2000 + b"]" * 2000,
                 b'{"round": 1, "table": 1, "request_id": "deep", "scores": ' + b"[" * 1900 + b"]" * 1900 + b"}"):
        for action in ("report", "confirm", "check-in"):
            answer = ann.post_json(f"/api/p/{ann.token}/{action}", body)
            assert answer.status == 400, answer
            error = answer.json()["error"]
            assert "\n" not in error and "nest" in error, error
    assert places.rows(served.location) == before
    assert ann.report(1, ("180", "150")).json() == {"status": "reported"}  # the server goes on
