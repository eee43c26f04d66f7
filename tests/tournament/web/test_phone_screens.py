"""The phones' pages on phone screens, in the system's headless Chromium at 360 and 390 px wide in English, Italian
and Czech (some in dark mode): the standings with every tiebreak, a player who sent her own version of a disputed
result, the line of results in under "Find my name", and the "not updating" banner above the footer. Each test
saves its screenshots as ``/tmp/companion-phones-*.png``."""

from dataclasses import replace
from fractions import Fraction

import pytest

from companion.tournament.event import DEFAULT_TIEBREAKS, SoftUse, Tiebreak
from companion.tournament.store import EventStore
from companion.tournament.web.serve import start
from companion.tournament.web.texts import Texts
from tests.tournament.conftest import Places
from tests.tournament.web.browser import phone_page
from tests.tournament.web.conftest import HISTORY_STANDINGS, Served, make_event, make_history

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


@pytest.fixture(scope="module")
def round_one(tmp_path_factory):
    """Round 1 of six players, nothing reported (for the pages that only look)."""
    location = make_event(Places("sqlite", tmp_path_factory.mktemp("round_one")).event("round_one"))
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


@pytest.mark.parametrize(("language", "width"), SCREENS)
def test_a_player_who_sent_her_own_version_waits_for_the_desk(browser, serve_file, language, width):
    texts = Texts(language)
    served = serve_file()
    served.phone("Ann").report(1, ("180", "150"))
    page = phone_page(browser, language, width=width)
    page.goto(f"{served.base}/p/{served.tokens['Bob']}")
    page.click("#dispute")
    page.wait_for_selector("main > .message.ok")
    page.click("details.report summary")
    page.fill("#score_1", "150")
    page.fill("#score_2", "180")
    page.click("#check")
    page.click("#send")
    page.wait_for_selector("#my-report")
    assert page.locator("#confirm").count() == 0 and page.locator("#dispute").count() == 0
    assert "Ann 150 – 180 Bob" in page.inner_text("#my-report")
    assert texts.text("me.reports_differ") in page.inner_text("#my-report")
    assert "Ann 180 – 150 Bob" in page.inner_text("#their-report")
    assert fits(page, "main")
    shot(page, "own-version", language, width)
    page.context.close()


@pytest.mark.parametrize(("language", "width"), SCREENS)
def test_results_in_read_as_tables_and_the_not_updating_banner_leaves_the_footer_clear(browser, round_one, language,
                                                                                       width):
    texts = Texts(language)
    page = phone_page(browser, language, dark=(language, width) == ("it", 360), width=width)
    player = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")[SCREENS.index((language, width))]  # a link's own rate
    for path in ("/", f"/p/{round_one.tokens[player]}"):
        page.goto(round_one.base + path)
        if path == "/":
            assert page.inner_text("#summary") == texts.text("pairings.results_in", done=0, total=3)
        page.evaluate("document.getElementById('live-off').hidden = false")
        page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
        boxes = page.evaluate("""() => {
            const banner = document.getElementById('live-off').getBoundingClientRect();
            return [...document.querySelectorAll('footer.bottom p, footer.bottom a')].map(item => {
                const box = item.getBoundingClientRect();
                return banner.bottom <= box.top + 0.5 || banner.top >= box.bottom - 0.5;
            });
        }""")
        assert boxes and all(boxes), path
        assert page.locator("#live-off").is_visible() and fits(page, "main")
        page.screenshot(path=f"/tmp/companion-phones-live-off{path.count('/p/') and '-me' or ''}-{language}-{width}"
                             f".png")
    page.context.close()
