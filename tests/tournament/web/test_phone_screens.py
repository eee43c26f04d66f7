"""The phones' pages on phone screens, in the system's headless Chromium at 360 and 390 px wide in English, Italian
and Czech (some in dark mode): the standings with every tiebreak, the tab bar and the way back to a player's own
page, an action's banner, a player who sent her own version of a disputed result, the line of results in under
"Find my name", and the "not updating" banner above the footer. Each test saves its screenshots as
``/tmp/companion-phones-*.png``."""

from dataclasses import replace
from fractions import Fraction

import pytest

from companion.tournament.event import DEFAULT_TIEBREAKS, SoftUse, Tiebreak
from companion.tournament.store import EventStore
from companion.tournament.web.serve import start
from companion.tournament.web.texts import Texts
from tests.tournament.conftest import Places
from tests.tournament.store_helpers import result, round_of
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
def test_every_tab_fits_and_a_player_keeps_the_way_back_to_their_table(browser, serve_file, language, width):
    texts = Texts(language)
    names = [texts.text(key) for key in ("nav.pairings", "nav.standings", "nav.clock", "nav.mine")]
    round_one = serve_file()
    token = round_one.tokens["Ann"]
    page = phone_page(browser, language, dark=(language, width) == ("cs", 360), width=width)
    page.goto(round_one.base + "/standings")
    assert tabs(page) == names[:3] and fits(page, ".nav")  # no personal link opened on this phone yet
    page.goto(f"{round_one.base}/p/{token}")
    assert tabs(page) == names and fits(page, ".nav")
    for path in ("/", "/standings", "/clock"):
        page.goto(round_one.base + path)
        assert tabs(page) == names and fits(page, ".nav"), path
        assert token not in page.content()
        if path == "/standings":
            shot(page, "tabs", language, width)
    page.click(".nav a.mine")
    page.wait_for_url(f"**/p/{token}")
    page.fill("#score_1", "100")
    page.fill("#score_2", "80")
    page.click("#check")
    assert page.inner_text("h1") == texts.text("me.check_title")
    assert tabs(page) == names and fits(page, ".nav")  # the check before sending
    page.click(".nav a.mine")
    page.wait_for_url(f"**/p/{token}")
    page.goto(f"{round_one.base}/p/{token}/drop")
    assert tabs(page) == names and fits(page, ".nav")
    page.context.close()


@pytest.mark.parametrize(("language", "width"), SCREENS)
def test_an_action_s_banner_goes_once_the_page_moves_on(browser, serve_file, language, width):
    """Ann's "report is in" is on the page her report leads to; it goes when Bob's confirmation reaches her page
    (no reload), it is not in the address, and it does not come back in a later round."""
    texts = Texts(language)
    served = serve_file()
    page = phone_page(browser, language, width=width)
    page.goto(f"{served.base}/p/{served.tokens['Ann']}")
    page.fill("#score_1", "180")
    page.fill("#score_2", "150")
    page.click("#check")
    page.click("#send")
    banner = page.locator("main > .message.ok")
    banner.wait_for()
    assert banner.inner_text() == texts.text("me.done.report") and "done" not in page.url
    shot(page, "banner", language, width)
    page.reload()
    assert page.locator("#my-report").is_visible() and page.locator("main > .message").count() == 0
    page.goto(f"{served.base}/p/{served.tokens['Ann']}?done=confirm")  # an address from before
    assert page.locator("main > .message").count() == 0
    bob = served.phone("Bob")
    assert bob.confirm(1).status == 200
    page.wait_for_selector(".card.result", timeout=LIVE)
    page.evaluate("window.stayed = true")
    with served.desk() as desk:
        desk.report(1, 2, result(100, 90))
        desk.report(1, 3, result(100, 90))
        people = served.ids
        desk.publish_round(round_of(2, (people["Ann"], people["Cid"]), (people["Bob"], people["Eve"]),
                                    (people["Dan"], people["Fay"])))
    page.wait_for_selector("#score_1", timeout=LIVE)  # round 2, on the same page
    assert page.evaluate("window.stayed") is True and page.locator("main > .message").count() == 0
    page.reload()
    assert page.locator("main > .message").count() == 0
    page.context.close()


@pytest.mark.parametrize(("language", "width"), SCREENS)
def test_the_banner_goes_on_the_next_live_update_of_the_players_page(browser, serve_file, language, width):
    texts = Texts(language)
    served = serve_file()
    served.phone("Ann").report(1, ("180", "150"))
    page = phone_page(browser, language, dark=(language, width) == ("en", 390), width=width)
    page.goto(f"{served.base}/p/{served.tokens['Bob']}")
    page.click("#confirm")
    page.locator("main > .message.ok").wait_for()
    assert page.inner_text("main > .message.ok") == texts.text("me.done.confirm")
    page.evaluate("window.stayed = true")
    with served.desk() as desk:
        desk.clock("start", 90)
    page.wait_for_selector("#clock[data-state=running]", timeout=LIVE)
    assert page.locator("main > .message").count() == 0 and page.evaluate("window.stayed") is True
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
