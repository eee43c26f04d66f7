"""A phone's confirmation or dispute of the report it saw, and a request id given again, in the store itself (on a
file and on PostgreSQL): both are checked inside the action's own transaction, so a change that lands just before
it cannot slip through, and a request kept before digests were is answered as then."""

from fractions import Fraction

import pytest

from companion.model.errors import InputError
from companion.tournament.phones import ReportChanged, RequestReused, StatementKind
from companion.tournament.store import EventStore
from companion.tournament.store.phone_actions import SeenReport, request_digest
from tests.tournament.store_helpers import result
from tests.tournament.test_phones import served_event

REPORT, CONFIRM, DISPUTE = StatementKind.REPORT, StatementKind.CONFIRM, StatementKind.DISPUTE
ROUTE = "/api/p/{token}/confirm"


def scores(first, second) -> tuple[Fraction, Fraction]:
    return Fraction(first), Fraction(second)


def change_just_before_the_write(store: EventStore, monkeypatch, change) -> None:
    """Run ``change`` (another store's action) once, after the action's checks outside its transaction and just
    before the transaction itself begins: where a check made by reading first would be passed."""
    real = store._write
    pending = [change]

    def write(action):
        while pending:
            pending.pop()()
        return real(action)

    monkeypatch.setattr(store, "_write", write)


@pytest.mark.parametrize("kind", [CONFIRM, DISPUTE])
def test_a_report_changed_just_before_the_answer_s_transaction_is_not_the_one_answered(places, monkeypatch, kind):
    location = places.event()
    store, _people, tokens = served_event(location)
    with store, EventStore.open(location, desk="phones") as other:
        store.phone_statement(tokens["Ann"], REPORT, 1, 1, scores=scores(11, 9), request_id="a1", route=ROUTE)
        change_just_before_the_write(store, monkeypatch, lambda: other.phone_statement(
            tokens["Ann"], REPORT, 1, 1, scores=scores(11, 6), conceded="Bob", request_id="a2", route=ROUTE))
        revision = store.revision()
        with pytest.raises(ReportChanged) as refused:
            store.phone_statement(tokens["Bob"], kind, 1, 1, seen=SeenReport(scores(11, 9)), request_id="b1",
                                  route=ROUTE)
        assert (refused.value.report, refused.value.conceded, str(refused.value.status)) == (
            result(11, 6, 1), "Bob", "reported")
        assert store.revision() == revision + 1  # Ann's change only
        assert store.load().rounds[0].tables[0].result is None
        answer = store.phone_statement(tokens["Bob"], kind, 1, 1, request_id="b1", route=ROUTE,
                                       seen=SeenReport(scores(11, 6), "bob", concession_said=True))
        assert answer.status == ("confirmed" if kind is CONFIRM else "disputed") and answer.revision == revision + 2
        expected = result(11, 6, 1) if kind is CONFIRM else None
        assert store.load().rounds[0].tables[0].result == expected


def test_the_report_seen_is_checked_only_while_the_table_has_no_result(places):
    store, _people, tokens = served_event(places.event())
    with store:
        store.phone_statement(tokens["Ann"], REPORT, 1, 1, scores=scores(11, 9), request_id="a1", route=ROUTE)
        with pytest.raises(InputError, match="conceded"):
            store.phone_statement(tokens["Bob"], CONFIRM, 1, 1, request_id="b0", route=ROUTE,
                                  seen=SeenReport(scores(11, 9), "Zed", concession_said=True))
        with pytest.raises(InputError, match="score"):
            store.phone_statement(tokens["Bob"], CONFIRM, 1, 1, request_id="b0", route=ROUTE,
                                  seen=SeenReport(scores(-1, 9)))
        assert store.phone_statement(tokens["Bob"], CONFIRM, 1, 1, seen=SeenReport(scores(11, 9)), request_id="b1",
                                     route=ROUTE).status == "confirmed"
        # the result is in: the same confirmation again is a repeat, whatever report it says it saw
        again = store.phone_statement(tokens["Bob"], CONFIRM, 1, 1, seen=SeenReport(scores(1, 2)), request_id="b2",
                                      route=ROUTE)
        assert again.repeated and again.revision is None


def test_a_request_id_kept_before_digests_were_is_answered_as_then(places):
    location = places.event()
    store, people, tokens = served_event(location)
    with store:
        first = store.phone_statement(tokens["Ann"], REPORT, 1, 1, scores=scores(180, 150), request_id="old",
                                      route=ROUTE)
        assert not first.repeated and first.revision is not None
        with pytest.raises(RequestReused):
            store.phone_statement(tokens["Ann"], REPORT, 1, 1, scores=scores(1, 2), request_id="old", route=ROUTE)
    places.execute(location, "UPDATE phone_request SET answer = '{\"status\": \"reported\"}'")
    with EventStore.open(location) as store:
        repeated = store.phone_statement(tokens["Ann"], REPORT, 1, 1, scores=scores(1, 2), request_id="old",
                                         route=ROUTE)
        assert repeated.repeated and repeated.status == "reported"
        assert store.phone_view()[1].statements[(1, 1)][0].result == result(180, 150)


def test_a_request_s_digest_holds_what_it_asks_and_nothing_else():
    report = request_digest("report", 1, 1, scores(180, 150), "Ann")
    assert request_digest("report", 1, 1, (Fraction(360, 2), Fraction(150)), "  ann ") == report
    assert len({report, request_digest("report", 1, 1, scores(180, 150), None),
                request_digest("report", 1, 2, scores(180, 150), "Ann"),
                request_digest("report", 2, 1, scores(180, 150), "Ann"),
                request_digest("report", 1, 1, scores(150, 180), "Ann"),
                request_digest("confirm", 1, 1), request_digest("dispute", 1, 1),
                request_digest("confirm", 1, 1, seen=SeenReport(scores(180, 150))),
                request_digest("confirm", 1, 1, seen=SeenReport(scores(180, 150), None, concession_said=True)),
                request_digest("confirm", 1, 1, seen=SeenReport(scores(180, 150), "Ann", concession_said=True)),
                request_digest("check-in"), request_digest("drop")}) == 12
