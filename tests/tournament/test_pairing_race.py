"""Two desks pairing the same round: the one that loses is told that the round is already paired and by which
desk, whether it read the event before the winner published (the store refuses the second round 1) or after it (the
command line would otherwise ask for the results of a round nobody has played yet)."""

import pytest

from companion.tournament.errors import ConflictError
from companion.tournament.store import EventStore
from tests.tournament.store_helpers import ids, new_store, result, round_of


def test_the_desk_that_reads_after_the_winner_is_told_the_round_is_already_paired_and_by_whom(places, run):
    location = places.event("race")
    with new_store(location, desk="Desk A") as store:
        people = ids(store)
        store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
    before = places.rows(location)
    status, out, err = run("pair", location)
    assert (status, out) == (2, "") and err.count("\n") == 1, err
    assert "round 1 is already paired (by Desk A)" in err and "needs a result" not in err, err
    assert places.rows(location) == before


def test_a_round_with_some_results_still_asks_for_the_rest(places, run):
    """Once a result is in, the round is being played: what is missing is the other tables' results."""
    location = places.event("race")
    with new_store(location, desk="Desk A") as store:
        people = ids(store)
        store.publish_round(round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"])))
        store.report(1, 1, result(10, 5))
    status, _, err = run("pair", location)
    assert status == 2 and "every table of round 1 needs a result before round 2 is paired" in err, err


def test_the_desk_that_publishes_second_is_told_who_published_first(places):
    location = places.event("race")
    with new_store(location, desk="Desk A") as store:
        people = ids(store)
        pairing = round_of(1, (people["Ann"], people["Bob"]), (people["Cid"], people["Dan"]))
        revision = store.revision()
        with EventStore.open(location, desk="Desk B") as other:
            store.publish_round(pairing, based_on_revision=revision)
            with pytest.raises(ConflictError, match=r"^round 1 is already paired \(by Desk A\)$"):
                other.publish_round(pairing, based_on_revision=revision)
