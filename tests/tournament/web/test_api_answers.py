"""What a phone's answer promises, over real HTTP against a real server on a file and a PostgreSQL event: a change
answered is in every later read from any phone; a confirmation or a dispute answers the report the player saw;
a request id used again for another request is refused; a body nested too deep and a bad concession are refused
in one line naming what is wrong."""

import uuid

import pytest

from companion.tournament.errors import Unavailable
from companion.tournament.web.guard import RateLimiter
from companion.tournament.web.serve import start
from tests.tournament.web.conftest import Served, make_event
from tests.tournament.web.phone_client import Phone

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


def answer_body(phone: Phone, action: str, scores=None, request_id: str | None = None, **more):
    """A phone's action through the JSON API, ``scores`` (if any) and ``more`` in its body."""
    body = {"round": 1, "table": 1, "request_id": request_id or uuid.uuid4().hex, **more}
    if scores is not None:
        body["scores"] = list(scores)
    return phone.post_json(f"/api/p/{phone.token}/{action}", body)


def test_a_confirmation_of_a_report_changed_since_is_refused_with_the_report_as_it_is_now(served, places):
    ann, bob = served.phone("Ann"), served.phone("Bob")
    assert ann.report(1, ("11", "9")).json() == {"status": "reported"}
    assert ann.report(1, ("11", "6")).json() == {"status": "reported"}  # Bob's page still shows 11-9
    before = places.rows(served.location)
    for action in ("confirm", "dispute"):
        refused = answer_body(bob, action, ("11", "9"))
        assert refused.status == 409, refused
        assert refused.json() == {"error": "your opponent changed their report of table 1: answer the report as it "
                                           "is now", "status": "reported", "scores": ["11", "6"], "conceded": None}
    assert places.rows(served.location) == before
    assert served.phone().state()["tables"][0]["status"] == "reported"
    assert answer_body(bob, "confirm", ("11", "6.0")).json() == {"status": "confirmed"}  # the report as it is
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[0].result.score == (11, 6)


def test_the_concession_answered_is_checked_when_it_is_sent(served, places):
    ann, bob = served.phone("Ann"), served.phone("Bob")
    ann.report(1, ("11", "9"), conceded="Bob")
    before = places.rows(served.location)
    refused = answer_body(bob, "dispute", ("11", "9"), conceded=None)  # Bob saw the report before the concession
    assert refused.status == 409 and refused.json()["conceded"] == "Bob" and refused.json()["scores"] == ["11", "9"]
    refused = answer_body(bob, "confirm", ("11", "9"), conceded="Ann")
    assert refused.status == 409 and refused.json()["conceded"] == "Bob"
    wrong = answer_body(bob, "confirm", ("11", "9"), conceded="Zed")
    assert wrong.status == 400 and wrong.json()["error"].startswith("conceded:") and "Ann or Bob" in wrong.json()["error"]
    assert places.rows(served.location) == before
    assert answer_body(bob, "dispute", ("11", "9"), conceded=" bob").json() == {"status": "disputed"}
    assert answer_body(bob, "confirm", ("11", "9")).json() == {"status": "confirmed"}  # the concession not said


def test_without_the_scores_a_confirmation_answers_the_report_as_it_is(served):
    ann, bob = served.phone("Ann"), served.phone("Bob")
    ann.report(1, ("11", "9"))
    ann.report(1, ("11", "6"))
    assert bob.confirm(1).json() == {"status": "confirmed"}  # the contract as it was
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[0].result.score == (11, 6)
    refused = answer_body(served.phone("Cid"), "confirm", ("1", "2"), request_id="c", table=2)
    assert refused.status == 409 and "not reported" in refused.json()["error"]  # nothing to answer yet
    bad = answer_body(served.phone("Dan"), "dispute", ("1",), table=2)
    assert bad.status == 400 and bad.json()["error"].startswith("scores:")


def test_a_request_id_given_again_is_the_first_answer_for_the_same_request_and_refused_for_another(served, places):
    ann, bob, cid = served.phone("Ann"), served.phone("Bob"), served.phone("Cid")
    assert answer_body(ann, "report", ("180", "150"), request_id="r1", conceded="Bob").json() == {"status": "reported"}
    kept = places.rows(served.location)
    same = [answer_body(ann, "report", ("180", "150"), request_id="r1", conceded="Bob"),
            answer_body(ann, "report", ["180.0", 150], request_id="r1", conceded="  bob "),  # the same, written apart
            ann.post_json(f"/api/p/{ann.token}/report", {"table": 1, "conceded": "BOB", "scores": ["180", "150"],
                                                          "request_id": "r1", "round": 1})]
    assert [answer.json() for answer in same] == [{"status": "reported"}] * 3
    other = [answer_body(ann, "report", ("180", "151"), request_id="r1", conceded="Bob"),  # another score
             answer_body(ann, "report", ("180", "150"), request_id="r1"),  # nobody conceded
             answer_body(ann, "report", ("180", "150"), request_id="r1", conceded="Ann"),
             answer_body(ann, "report", ("180", "150"), request_id="r1", conceded="Bob", table=2),
             answer_body(ann, "dispute", None, request_id="r1"),  # another action
             ann.check_in(request_id="r1")]
    for answer in other:
        assert answer.status == 409, answer
        assert answer.json() == {"error": "this request_id was used before for another request: give each request "
                                          "an id of its own"}
    assert places.rows(served.location) == kept
    # a confirmation: the same with or without the report it answers is not the same request
    assert answer_body(bob, "confirm", ("180", "150"), request_id="b1", conceded="Bob").json() == {
        "status": "confirmed"}
    assert answer_body(bob, "confirm", ("180", "150"), request_id="b1", conceded="bob").json() == {
        "status": "confirmed"}
    assert answer_body(bob, "confirm", None, request_id="b1").status == 409
    assert answer_body(bob, "confirm", ("180", "150"), request_id="b1").status == 409  # the concession not said
    # one player's id is not another's
    assert answer_body(cid, "report", ("1", "2"), request_id="r1", table=2).json() == {"status": "reported"}


@pytest.mark.parametrize("conceded", ["Zed", "", 0, 1, 2, 3, -1, 1.5, True, False, ["Ann"], {"name": "Ann"}])
def test_a_bad_concession_is_refused_naming_the_field_and_what_it_may_be(served, places, conceded):
    ann = served.phone("Ann")
    before = places.rows(served.location)
    refused = ann.report(1, ("180", "150"), conceded=conceded)
    assert refused.status == 400, refused
    error = refused.json()["error"]
    assert error.startswith("conceded: ") and "Ann or Bob" in error and "\n" not in error, error
    assert "score" not in error, error
    assert places.rows(served.location) == before
