"""A real phones' server for the tests: an event in a file or on the tests' PostgreSQL server (``places``), served
on 127.0.0.1 on a free port by a thread of this process (``served``), or by a ``companion event serve`` process
(``tests/tournament/web/phone_client.py`` has the HTTP side)."""

import pytest

from companion.tournament.store import EventStore
from companion.tournament.web.serve import start
from tests.tournament.store_helpers import ids, new_store, result, round_of
from tests.tournament.web.phone_client import Phone

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")


class Served:
    """An event with a published round 1 (Ann–Bob, Cid–Dan, Eve–Fay), served, with each player's link."""

    def __init__(self, location: str, serving):
        self.location = location
        self.serving = serving
        self.base = f"http://127.0.0.1:{serving.port}"
        with EventStore.open(location) as store:
            self.ids = ids(store)
            tokens = store.links()
        self.tokens = {name: tokens[player] for name, player in self.ids.items()}

    def phone(self, name: str | None = None) -> Phone:
        return Phone(self.base, None if name is None else self.tokens[name])

    def desk(self, desk: str = "Desk A") -> EventStore:
        return EventStore.open(self.location, desk=desk)

    def rows(self, places) -> dict:
        return places.rows(self.location)


def make_event(location: str, names=NAMES, **changes) -> str:
    with new_store(location, names=names, **changes) as store:
        people = ids(store)
        pairs = [(people[names[index]], people[names[index + 1]]) for index in range(0, len(names) - 1, 2)]
        store.publish_round(round_of(1, *pairs, bye=people[names[-1]] if len(names) % 2 else None))
    return location


HISTORY = ("Ann", "Bob", "Cid", "Dan", "Eve")
HISTORY_STANDINGS = [  # rank, name, points, W–D–L, byes, SoS, VP ±, VP scored
    ("1", "Eve", "6", "1–0–0", 1, "3", "+30", "130"),
    ("2", "Cid", "3", "1–0–1", 0, "9", "+70", "300"),
    ("3", "Dan", "3", "1–0–1", 0, "6", "0", "300"),
    ("4", "Ann", "3", "1–0–1", 0, "6", "-70", "230"),
    ("5", "Bob", "3", "0–0–1", 1, "3", "-30", "100"),
]
"""What ``make_history`` ranks: on 3 points, SoS puts Ann (-70) above Bob (-30), and Bob's 3 points are his bye."""


def make_history(location: str, **changes) -> str:
    """Two rounds played by five players, a bye in each: round 1 Ann 130–100 Bob, Cid 200–100 Dan, Eve's bye;
    round 2 Ann 100–200 Dan, Cid 100–130 Eve, Bob's bye (``HISTORY_STANDINGS``)."""
    make_event(location, names=HISTORY, **changes)
    with EventStore.open(location) as store:
        people = ids(store)
        store.report(1, 1, result(130, 100))
        store.report(1, 2, result(200, 100))
        store.publish_round(round_of(2, (people["Ann"], people["Dan"]), (people["Cid"], people["Eve"]),
                                     bye=people["Bob"]))
        store.report(2, 1, result(100, 200))
        store.report(2, 2, result(100, 130))
    return location


@pytest.fixture
def served(places):
    location = make_event(places.event("phones"))
    serving = start(location)
    try:
        yield Served(location, serving)
    finally:
        serving.stop()


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium for the session's browser tests."""
    from playwright.sync_api import sync_playwright

    from tests.tournament.web.browser import launch

    with sync_playwright() as playwright:
        chromium = launch(playwright)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def serve_file(tmp_path):
    """Serve a new event of these players (round 1 published) in a file: the browser tests' own."""
    from tests.tournament.conftest import Places

    started = []

    def serve(names=NAMES) -> Served:
        location = make_event(Places("sqlite", tmp_path).event("browser"), names=names)
        started.append(start(location))
        return Served(location, started[-1])

    yield serve
    for serving in started:
        serving.stop()
