"""The phones' JSON API over real HTTP against a real server, on a file event and a PostgreSQL event: the contract's
routes, bodies, statuses and answers, and what each does to the event (through the store, logged as by phone)."""

import json
import os
import signal
import subprocess
import sys
from fractions import Fraction

from companion.tournament.event import Result
from companion.tournament.store import EventStore, LogKind
from tests.tournament.store_helpers import result
from tests.tournament.web.conftest import make_event
from tests.tournament.web.phone_client import wait_until


def table_of(phone, number: int) -> dict:
    """A table of ``/api/state``, once the server has seen the desk's change (it follows the event, within 2 s)."""
    return phone.state()["tables"][number - 1]


def test_the_state_lists_the_round_with_each_table_status(served):
    phone = served.phone()
    assert phone.state() == {"event": "Worked example", "round": 1, "bye": None, "tables": [
        {"table": 1, "players": ["Ann", "Bob"], "status": "waiting", "scores": None},
        {"table": 2, "players": ["Cid", "Dan"], "status": "waiting", "scores": None},
        {"table": 3, "players": ["Eve", "Fay"], "status": "waiting", "scores": None}]}
    ann, bob, cid, dan, eve, fay = (served.phone(name) for name in ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay"))
    assert ann.report(1, ("180", "150")).json() == {"status": "reported"}
    assert bob.confirm(1).json() == {"status": "confirmed"}
    assert cid.report(2, ("22.5", "20")).json() == {"status": "reported"}
    assert dan.report(2, ("20", "22.5")).json() == {"status": "disputed"}  # seat order: Cid's VP first
    assert eve.report(3, ("100", "100")).json() == {"status": "reported"}
    assert fay.dispute(3).json() == {"status": "disputed"}
    assert wait_until(lambda: table_of(phone, 3)["status"] == "disputed", 2)  # the pages follow within 2 s
    tables = phone.state()["tables"]
    assert [(table["status"], table["scores"]) for table in tables] == [
        ("confirmed", ["180", "150"]), ("disputed", None), ("disputed", None)]
    with served.desk() as desk:
        event = desk.load()
        assert event.rounds[0].tables[0].result == result(180, 150)
        assert [table.result for table in event.rounds[0].tables[1:]] == [None, None]  # never a result
        desk.report(1, 2, result(45, 40))  # the desk settles the dispute
    assert wait_until(lambda: table_of(phone, 2)["status"] == "desk", 2)
    assert table_of(phone, 2) == {"table": 2, "players": ["Cid", "Dan"], "status": "desk", "scores": ["45", "40"]}


def test_two_matching_reports_make_the_result_at_once_logged_as_by_phone(served):
    ann, bob = served.phone("Ann"), served.phone("Bob")
    assert ann.report(1, ("90", "200"), conceded="Ann").json() == {"status": "reported"}
    assert bob.report(1, ("90", "200"), conceded="ann").json() == {"status": "confirmed"}
    with served.desk() as desk:
        assert desk.load().rounds[0].tables[0].result == Result((Fraction(90), Fraction(200)), 0)
        log = desk.log()
    second = log[-1]
    assert second.kind is LogKind.PHONE_REPORT and second.desk == "phones"
    assert dict(second.details) == {"round": 1, "table": 1, "players": [served.ids["Ann"], served.ids["Bob"]],
                                    "names": ["Ann", "Bob"], "player": served.ids["Bob"], "name": "Bob",
                                    "score": [90, 200], "conceded": 1, "route": "/api/p/{token}/report",
                                    "result": {"score": [90, 200], "conceded": 1}}
    assert log[-2].details["result"] is None and log[-2].details["name"] == "Ann"
    assert served.tokens["Ann"] not in json.dumps([dict(entry.details) for entry in log])  # never the secret


def test_a_desk_result_wins_and_the_phones_are_told_so(served, places):
    with served.desk() as desk:
        desk.report(1, 1, result(10, 10))
    before = places.rows(served.location)
    ann, bob = served.phone("Ann"), served.phone("Bob")
    assert wait_until(lambda: table_of(ann, 1)["status"] == "desk", 2)
    refused = ann.report(1, ("180", "150"))
    assert refused.status == 409 and refused.json()["status"] == "desk" and "the desk entered" in refused.json()["error"]
    assert bob.report(1, ("10", "10")).status == 409
    assert places.rows(served.location) == before
    assert wait_until(lambda: ann.me().json()["status"] == "desk", 2)


def test_a_desk_change_to_a_confirmed_result_makes_it_the_desk_s(served):
    served.phone("Ann").report(1, ("180", "150"))
    served.phone("Bob").confirm(1)
    assert wait_until(lambda: table_of(served.phone(), 1)["status"] == "confirmed", 2)
    with served.desk() as desk:
        desk.report(1, 1, result(170, 150), replace=True)
    phone = served.phone()
    assert wait_until(lambda: table_of(phone, 1)["status"] == "desk", 2)
    assert table_of(phone, 1) == {"table": 1, "players": ["Ann", "Bob"], "status": "desk", "scores": ["170", "150"]}
    with served.desk() as desk:
        desk.undo()  # back to what the phones agreed
    assert wait_until(lambda: table_of(phone, 1)["status"] == "confirmed", 2)


def test_a_request_repeated_with_its_id_changes_nothing_and_is_answered_the_same(served, places):
    ann, bob = served.phone("Ann"), served.phone("Bob")
    first = ann.report(1, ("180", "150"), request_id="ann-1")
    after_first = places.rows(served.location)
    assert ann.report(1, ("180", "150"), request_id="ann-1").json() == first.json() == {"status": "reported"}
    reused = ann.report(1, ("1", "2"), request_id="ann-1")  # another request with that id: refused
    assert reused.status == 409 and "request_id" in reused.json()["error"]
    assert places.rows(served.location) == after_first
    assert bob.confirm(1, request_id="bob-1").json() == {"status": "confirmed"}
    confirmed = places.rows(served.location)
    assert bob.confirm(1, request_id="bob-1").json() == {"status": "confirmed"}
    assert ann.report(1, ("180", "150"), request_id="ann-1").json() == {"status": "reported"}  # as answered then
    assert places.rows(served.location) == confirmed
    with served.desk() as desk:
        assert sum(entry.kind in (LogKind.PHONE_REPORT, LogKind.PHONE_CONFIRM) for entry in desk.log()) == 2


def test_refusals_have_their_status_and_one_line_and_change_nothing(served, places):
    ann = served.phone("Ann")
    before = places.rows(served.location)
    cases = [
        (served.phone("Ann").post_json("/api/p/" + "x" * 24 + "/report", {"round": 1, "table": 1, "scores": ["1", "2"],
                                                                          "conceded": None, "request_id": "a"}), 404),
        (ann.report(2, ("1", "2")), 403),  # Cid and Dan's table
        (ann.report(1, ("1", "2"), round_number=2), 403),
        (ann.confirm(1), 409),  # nothing to confirm yet
        (ann.report(1, ("1",)), 400),
        (ann.report(1, ("-1", "2")), 400),
        (ann.report(1, ("1.5e3", "2")), 400),
        (ann.report(1, ("1", "2"), conceded="Zed"), 400),
        (ann.post_json(f"/api/p/{ann.token}/report", {"round": "1", "table": 1, "scores": ["1", "2"],
                                                      "request_id": "b"}), 400),
        (ann.post_json(f"/api/p/{ann.token}/report", {"round": 1, "table": 1, "scores": [1.5, 2], "request_id": "c"}),
         400),
        (ann.post_json(f"/api/p/{ann.token}/report", {"round": 1, "table": 1, "scores": ["1", "2"]}), 400),
        (ann.post_json(f"/api/p/{ann.token}/report", b"{not json"), 400),
        (ann.post_json(f"/api/p/{ann.token}/report", [1, 2]), 400),
        (ann.post_json(f"/api/p/{ann.token}/report", {"round": 1}, content_type="text/plain"), 415),
        (ann.check_in(), 403),  # self check-in is off
        (ann.post_json(f"/api/p/{ann.token}/undo", {"request_id": "d"}), 404),  # no organiser function at all
    ]
    for answer, status in cases:
        assert answer.status == status, answer
        error = answer.json()["error"]
        assert error and "\n" not in error and "Traceback" not in error, answer
    assert places.rows(served.location) == before


def test_check_in_by_phone_when_the_organiser_allows_it(served):
    from companion.tournament.phones import PhoneSettings

    with served.desk() as desk:
        desk.edit_phone_settings(PhoneSettings(self_check_in=True))
    ann = served.phone("Ann")
    assert ann.check_in().json() == {"status": "checked-in"}
    assert ann.check_in().json() == {"status": "checked-in"}
    with served.desk() as desk:
        assert desk.load().player_named("Ann").checked_in
        entry = desk.log()[-1]
    assert entry.kind is LogKind.PHONE_CHECK_IN and entry.details == {"player": served.ids["Ann"], "name": "Ann",
                                                                      "route": "/api/p/{token}/check-in"}
    assert wait_until(lambda: ann.me().json()["checked_in"] is True, 2)


def test_a_reissued_or_revoked_link_stops_at_once_and_a_new_one_works(served):
    with served.desk() as desk:
        new = desk.reissue_link(served.ids["Ann"])
        desk.revoke_link(served.ids["Bob"])
    old_ann, bob = served.phone("Ann"), served.phone("Bob")
    assert old_ann.report(1, ("1", "2")).status == 404 and old_ann.me().status == 404
    assert bob.me().status == 404 and bob.get(f"/p/{bob.token}").status == 404
    assert served.phone().__class__(served.base, new).report(1, ("1", "2")).json() == {"status": "reported"}


def test_show_json_gives_each_table_status(served, run):
    served.phone("Ann").report(1, ("180", "150"))
    served.phone("Cid").report(2, ("1", "2"))
    served.phone("Dan").confirm(2)
    status, out, err = run("show", served.location, "--json")
    assert (status, err) == (0, "")
    tables = json.loads(out)["rounds"][0]["tables"]
    assert [(table["table"], table["status"], table["score"]) for table in tables] == [
        (1, "reported", None), (2, "confirmed", [1, 2]), (3, "waiting", None)]


def test_links_give_each_player_s_personal_address(places, run):
    location = make_event(places.event("links"))
    with EventStore.open(location) as store:
        tokens = store.links()
        people = {player.id: player.name for player in store.load().players}
        store.revoke_link(next(player for player, name in people.items() if name == "Fay"))
    status, out, err = run("links", location, "--base-url", "http://192.168.1.20:8080/", "--json")
    assert (status, err) == (0, "")
    assert json.loads(out) == [{"player": people[player], "url": f"http://192.168.1.20:8080/p/{tokens[player]}"}
                               for player in sorted(people) if people[player] != "Fay"]
    assert all(len(tokens[player]) == 24 for player in tokens) and len(set(tokens.values())) == len(tokens)
    status, out, _ = run("links", location, "--base-url", "https://cup.example/phones")
    assert status == 0 and out.splitlines()[0] == f"Ann\thttps://cup.example/phones/p/{tokens[min(people)]}"
    status, out, err = run("links", location, "--base-url", "192.168.1.20")
    assert (status, out) == (2, "") and err.count("\n") == 1 and "--base-url" in err


def test_serve_prints_its_address_serves_and_ends_with_0_on_sigterm_and_sigint(places, tmp_path):
    location = make_event(places.event("serve"))
    for stop in (signal.SIGTERM, signal.SIGINT):
        process = subprocess.Popen([sys.executable, "-m", "companion", "event", "serve", location, "--host",
                                    "127.0.0.1", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        try:
            line = process.stdout.readline()
            shown = location if places.sqlite else EventStore.open(location).where
            assert line.startswith(f"Serving {shown} at http://127.0.0.1:") and line.endswith("/\n"), line
            port = int(line.rsplit(":", 1)[1].rstrip("/\n"))
            from tests.tournament.web.phone_client import Phone

            assert Phone(f"http://127.0.0.1:{port}").state()["round"] == 1
            process.send_signal(stop)
            assert process.wait(timeout=20) == 0, process.stderr.read()
        finally:
            process.kill()
            process.wait()
    with EventStore.open(location) as store:  # the address it was served at, for the printed links
        assert store.phone_state().settings.address.startswith("http://127.0.0.1:")


def test_serve_refuses_a_port_it_cannot_have_in_one_line(places, run, served):
    status, out, err = run("serve", served.location, "--host", "127.0.0.1", "--port", str(served.serving.port))
    assert (status, out) == (2, "") and err.count("\n") == 1 and "cannot listen" in err
    status, out, err = run("serve", served.location, "--port", "70000")
    assert (status, out) == (2, "") and "--port" in err
