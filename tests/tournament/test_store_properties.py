"""Random sequences of desk actions: a refused action leaves the event as it was, every change is logged once,
and undo walks back through the changes, each step restoring exactly the event before it."""

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from companion.model.errors import InputError
from companion.tournament.errors import DeskError
from companion.tournament.event import Result, Round, Table
from companion.tournament.pairing import pair_round
from companion.tournament.store import EventStore, LogKind
from tests.tournament.worked import settings

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "ann", "Fay")
CLUBS = ("", "Red", "Blue")

actions = st.lists(st.tuples(
    st.sampled_from(("add", "edit", "check-in", "fixed", "drop", "late", "pair", "pair", "report", "report",
                     "report", "report", "swap", "undo", "undo")),
    st.integers(0, 6), st.integers(0, 6), st.integers(0, 40), st.booleans()), min_size=5, max_size=30)


def act(store: EventStore, kind: str, first: int, second: int, number: int, flag: bool) -> None:
    event = store.load()
    players = [player.id for player in event.players] or [1]
    player, other = players[first % len(players)], players[second % len(players)]
    current = event.current_round
    if kind == "add":
        store.add_player(NAMES[first], CLUBS[second % 3])
    elif kind == "edit":
        store.edit_player(player, NAMES[second], CLUBS[number % 3])
    elif kind == "check-in":
        store.check_in(player, flag)
    elif kind == "fixed":
        store.set_fixed_table(player, None if flag else number % 3 + 1)
    elif kind == "drop":
        store.drop(player, None if flag else number % 3)
    elif kind == "late":
        store.late_join(player, None if flag else number % 3 + 1)
    elif kind == "pair":
        pairing = pair_round(event)
        store.publish_round(Round(pairing.round, tuple(Table(table.number, table.players)
                                                       for table in pairing.tables), pairing.bye),
                            based_on_revision=store.revision())
    elif kind == "report":
        number_of = current.number if current and not flag else max(number % 3, 1)
        store.report(number_of, second % 3 + 1, Result((Fraction(number, 2), Fraction(first)),
                                                       0 if number % 5 == 0 else None), replace=flag)
    elif kind == "swap":
        store.swap_players(current.number if current else 1, player, other)
    else:
        store.undo()


@hypothesis_settings(max_examples=25, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(sequence=actions)
def test_random_actions_are_atomic_logged_once_and_undone_exactly(places, sequence):
    with EventStore.create(places.event(), settings()) as store:
        states = [store.load()]  # the event after each change not undone, oldest first
        for name in ("Gus", "Hal", "Ivy", "Jon", "Kim"):
            store.add_player(name)
            states.append(store.load())
        for kind, *values in sequence:
            before, revision = store.load(), store.revision()
            try:
                act(store, kind, *values)
            except (DeskError, InputError):
                assert store.load() == before and store.revision() == revision
                continue
            after = store.load()
            if kind == "undo":
                assert store.revision() == revision + 1
                states.pop()
                assert after == states[-1]
            elif store.revision() != revision:
                assert store.revision() == revision + 1 and after != before
                states.append(after)
            else:
                assert after == before  # accepted without a change: the same result again, a second drop
        log = store.log()
        assert [entry.id for entry in log] == list(range(1, store.revision() + 1))
        assert len([entry for entry in log if entry.kind not in (LogKind.UNDO, LogKind.CREATE)
                    and entry.undone_by is None]) == len(states) - 1
        while len(states) > 1:
            store.undo()
            states.pop()
            assert store.load() == states[-1]
        with pytest.raises(DeskError, match="nothing to undo"):
            store.undo()
