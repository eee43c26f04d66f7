"""The phones' pages on phone screens, in the system's headless Chromium at 360 and 390 px wide in English, Italian
and Czech (one in dark mode): the standings with every tiebreak. Each test saves its screenshots as
``/tmp/companion-phones-*.png``."""

from dataclasses import replace
from fractions import Fraction

import pytest

from companion.tournament.event import DEFAULT_TIEBREAKS, SoftUse, Tiebreak
from companion.tournament.store import EventStore
from companion.tournament.web.serve import start
from companion.tournament.web.texts import Texts
from tests.tournament.conftest import Places
from tests.tournament.web.browser import phone_page
from tests.tournament.web.conftest import HISTORY_STANDINGS, Served, make_history

LIVE = 3000
SCREENS = [(language, width) for language in ("en", "it", "cs") for width in (360, 390)]


def shot(page, name: str, language: str, width: int) -> None:
    page.screenshot(path=f"/tmp/companion-phones-{name}-{language}-{width}.png", full_page=True)


def fits(page, selector: str) -> bool:
    """Whether the element shows all it holds across (nothing to scroll sideways), and the page too."""
    return page.evaluate("""selector => {
        const found = document.querySelector(selector);
        return found.scrollWidth <= found.clientWidth
            && document.documentElement.scrollWidth <= document.documentElement.clientWidth;
    }""", selector)


def tabs(page) -> list[str]:
    """The tab bar's tabs, each as "text" if it is whole on the screen."""
    return page.evaluate("""() => {
        const nav = document.querySelector('.nav'), edge = nav.getBoundingClientRect();
        return [...nav.querySelectorAll('a')].filter(tab => {
            const box = tab.getBoundingClientRect();
            return box.left >= edge.left - 0.5 && box.right <= edge.right + 0.5 && box.right <= window.innerWidth;
        }).map(tab => tab.textContent);
    }""")


@pytest.fixture(scope="module")
def history(tmp_path_factory):
    location = make_history(Places("sqlite", tmp_path_factory.mktemp("history")).event("history"))
    serving = start(location)
    try:
        yield Served(location, serving)
    finally:
        serving.stop()


@pytest.mark.parametrize(("language", "width"), SCREENS)
def test_the_standings_show_every_tiebreak_and_the_byes_on_a_phone(browser, history, language, width):
    texts = Texts(language)
    page = phone_page(browser, language, dark=(language, width) == ("it", 390), width=width)
    page.goto(history.base + "/standings")
    keys = ("sos", "vp_difference", "vp_scored")
    assert page.locator(".standings th.tiebreak").all_inner_texts() == [texts.text(f"standings.short.{key}")
                                                                        for key in keys]
    then = texts.text("standings.then")
    assert page.inner_text("#standings-order") == texts.text("standings.order", keys=then.join(
        texts.text(f"standings.key.{key}") for key in ("points", *keys)))
    rows = page.evaluate("""() => [...document.querySelectorAll('.standings tbody tr')].map(row =>
        [...row.cells].map(cell => cell.innerText.trim()))""")
    expected = []
    for rank, name, points, record, byes, sos, difference, scored in HISTORY_STANDINGS:
        line = record + (" · " + texts.text("standings.byes", count=byes) if byes else "")
        expected.append([rank, f"{name}\n{line}", points, sos, difference, scored])
    assert rows == expected  # the record on its own line under the name
    assert fits(page, ".standings-frame")
    shot(page, "standings", language, width)
    page.context.close()


@pytest.fixture(scope="module")
def crowded(tmp_path_factory):
    """``make_history`` ranked by four keys, painting among them, and sportsmanship added to the points."""
    location = make_history(Places("sqlite", tmp_path_factory.mktemp("crowded")).event("crowded"))
    with EventStore.open(location) as desk:
        people = {player.name: player.id for player in desk.load().players}
        desk.set_soft_score(people["Cid"], "painting", Fraction(35, 2))
        desk.set_soft_score(people["Dan"], "sportsmanship", 12, 1)
        desk.edit_settings(replace(desk.load().settings, painting=SoftUse.TIEBREAK, sportsmanship=SoftUse.POINTS,
                                   tiebreaks=(*DEFAULT_TIEBREAKS, Tiebreak.PAINTING)))
    serving = start(location)
    try:
        yield Served(location, serving)
    finally:
        serving.stop()


@pytest.mark.parametrize(("language", "width"), SCREENS)
def test_standings_with_more_keys_than_a_phone_holds_scroll_in_their_frame_with_the_names_held(browser, crowded,
                                                                                                 language, width):
    page = phone_page(browser, language, width=width)
    page.goto(crowded.base + "/standings")
    assert page.locator(".standings thead th").count() == 8
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    page.evaluate("document.querySelector('.standings-frame').scrollLeft = 10000")
    held = page.evaluate("""() => {
        const frame = document.querySelector('.standings-frame').getBoundingClientRect();
        const inside = cell => { const box = cell.getBoundingClientRect();
                                 return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5; };
        return [...document.querySelectorAll('.standings tbody tr')].map(row =>
            inside(row.cells[0]) && inside(row.cells[1]) && inside(row.cells[row.cells.length - 1]));
    }""")
    assert held == [True] * 5
    shot(page, "standings-scrolled", language, width)
    page.context.close()
