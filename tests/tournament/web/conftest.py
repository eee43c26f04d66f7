"""A real phones' server for the tests: an event in a file or on the tests' PostgreSQL server (``places``), served
on 127.0.0.1 on a free port by a thread of this process (``served``), or by a ``companion event serve`` process
(``tests/tournament/web/phone_client.py`` has the HTTP side)."""

import pytest

from companion.tournament.store import EventStore
from companion.tournament.web.serve import start
from tests.tournament.store_helpers import ids, new_store, round_of
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
