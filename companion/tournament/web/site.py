"""What every page of the phones' server shares: the templates (Jinja2, every value escaped), the language of a
request, the PIN of the public pages, the parts of a page rendered once per revision and language, and the
wording of what the store refuses."""

import secrets
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from companion.model.errors import InputError
from companion.tournament.errors import DeskError, Unavailable
from companion.tournament.phones import (
    NotAllowed,
    NothingToAnswer,
    NotYourTable,
    ReportChanged,
    RequestReused,
    ResultStands,
    TableStatus,
    UnknownLink,
    clock_time,
)
from companion.tournament.store import EventStore
from companion.tournament.web.guard import Signer
from companion.tournament.web.live import LiveEvent
from companion.tournament.web.texts import LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGES, Texts, negotiate
from companion.tournament.web.view import EventView

TEMPLATES = Path(__file__).with_name("templates")
PIN_COOKIE = "companion_pin"
ME_COOKIE = "companion_me"
"""The personal link this phone opened last (its token), so every page can offer the way back to it ("/me")."""
ME_DAYS = 7
DONE_COOKIE = "companion_done"
"""What the player's last action was, for the one page that answers it (kept on ``/p/TOKEN`` only, for a minute)."""
DONE_SECONDS = 60


class Site:
    """The phones' server for one open event: its store, its live view, its signer and its templates."""

    def __init__(self, store: EventStore, live: LiveEvent, signer: Signer | None = None):
        self.store = store
        self.live = live
        self.signer = signer or Signer()
        self.rows: dict[tuple, Markup] = {}
        """Each table's part as last rendered, by what it shows and the language: most of a round's tables do not
        change from one revision to the next."""
        self.templates = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(default=True),
                                     trim_blocks=True, lstrip_blocks=True, auto_reload=False)

    # --- the request ---------------------------------------------------------------------------

    def language(self, request: Request) -> str:
        return negotiate(request.query_params.get("lang"), request.cookies.get(LANGUAGE_COOKIE),
                         request.headers.get("accept-language"))

    def pin_ok(self, request: Request, view: EventView) -> bool:
        pin = view.phones.settings.pin
        if pin is None:
            return True
        if self.signer.check(f"pin:{pin}", request.cookies.get(PIN_COOKIE)):
            return True
        return secrets.compare_digest(request.headers.get("x-event-pin", "").encode(), pin.encode())

    def keep(self, request: Request, response: Response, view: EventView, *, pin: bool = False,
             me: str | None = None) -> Response:
        """Keep the language asked for; on a personal page or after the PIN, the public pages' PIN; on a personal
        page (``me``: its token), the way back to it. None of them readable by the pages' scripts, none sent along
        from another site. A personal link kept that no longer works is forgotten."""
        asked = request.query_params.get("lang")
        if asked in LANGUAGES and asked != request.cookies.get(LANGUAGE_COOKIE):
            response.set_cookie(LANGUAGE_COOKIE, asked, max_age=30 * 86400, httponly=True, samesite="strict")
        settings_pin = view.phones.settings.pin
        if pin and settings_pin is not None:
            response.set_cookie(PIN_COOKIE, self.signer.pin_cookie(settings_pin), httponly=True, samesite="strict")
        kept = request.cookies.get(ME_COOKIE)
        if me is not None and me != kept:
            response.set_cookie(ME_COOKIE, me, max_age=ME_DAYS * 86400, httponly=True, samesite="strict")
        elif me is None and kept is not None and view.by_token.get(kept) is None:
            forget(response, ME_COOKIE)
        return response

    def my_page(self, request: Request, view: EventView) -> str | None:
        """The way back to the personal page this phone opened last, as a public page links to it: "/me", never the
        link itself (None: no personal link kept, or one that no longer works)."""
        kept = request.cookies.get(ME_COOKIE)
        return "/me" if kept is not None and view.by_token.get(kept) is not None else None

    async def view(self) -> EventView:
        """The view a page or an answer is made from: read again first when it lacks a change this server wrote
        (a DeskError if the event cannot be read then: never the view from before the change)."""
        if self.live.behind():
            return await run_in_threadpool(self.live.refresh)
        return self.live.view

    async def refreshed(self, revision: int | None) -> None:
        """The view read again once a phone's action is done, before the phone is answered (``revision``: the
        change's, None if nothing was written). If the event cannot be read just then, the answer stands all the
        same (the change is in): the view keeps the revision it lacks, and the next read tries again (``view``)."""
        try:
            await run_in_threadpool(self.live.refresh, revision)
        except DeskError:
            pass

    async def player_of(self, token: str) -> tuple[EventView, int | None]:
        """The view and the player a link names, asked of the store itself: a link revoked or reissued a moment ago
        is refused at once, not when the view next follows the event."""
        view = await self.view()
        player = await run_in_threadpool(self.store.player_of_link, token)
        if player is None:
            return view, None
        if view.by_token.get(token) != player.id:
            view = await run_in_threadpool(self.live.refresh)
        return view, player.id if view.by_token.get(token) == player.id else None

    # --- rendering -----------------------------------------------------------------------------

    def page(self, request: Request, name: str, view: EventView, *, status: int = 200, live: str = "",
             title: str = "", me_href: str | None = None, **context: Any) -> HTMLResponse:
        """A whole page; ``me_href``: its "My table" tab (a personal page's own address; else ``my_page``)."""
        lang = self.language(request)
        texts = Texts(lang)
        context["me_href"] = me_href or self.my_page(request, view)
        html = self.templates.get_template(name).render(
            t=texts.text, n=texts.number, lang=lang, languages=[(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
            event_name=view.name, revision=view.revision, now_ms=now_ms(), live_url=live, title=title or view.name,
            **{"view": view, **context})
        response = HTMLResponse(html, status_code=status, headers={"cache-control": "no-store"})
        return response

    def part(self, name: str, view: EventView, lang: str, key: tuple[str, ...] = (), **context: Any) -> Markup:
        """A part of a page, rendered once per revision and language (``key`` names it further)."""
        cache_key = (name, lang, *key)
        found = view.rendered.get(cache_key)
        if found is None:
            found = self.render_part(name, view, lang, **context)
            view.rendered[cache_key] = found
        return Markup(found)

    def render_part(self, name: str, view: EventView, lang: str, **context: Any) -> Markup:
        texts = Texts(lang)
        return Markup(self.templates.get_template(name).render(t=texts.text, n=texts.number, lang=lang, view=view,
                                                               **context))

    # --- the pairings, in parts a live page replaces one by one ----------------------------------

    def pairings_parts(self, view: EventView, lang: str, find: str = "") -> dict[str, Markup]:
        """The pairings page's live parts by element id, in page order: the summary, the clock, each table, the bye;
        rendered once per revision and language (the clock as it stood then: the page's script counts it down).
        ``find`` keeps only the tables of players whose folded name holds it (the page without its script)."""
        from companion.tournament.phones import fold_name

        wanted = fold_name(find)
        found = view.parts.get(lang) if not wanted else None
        if found is not None:
            return found
        parts = {"summary": self.render_part("part_summary.html", view, lang), "clock": self.clock_part(view, lang)}
        table = self.templates.get_template("part_table.html")
        texts = Texts(lang)
        if len(self.rows) > 20_000:
            self.rows.clear()
        for row in view.tables:
            if wanted and wanted not in row.folded:
                continue
            key = (lang, row.number, row.names, row.status, row.table.result)  # all a table's part shows
            html = self.rows.get(key)
            if html is None:  # only the tables that changed are rendered again
                html = self.rows[key] = Markup(table.render(t=texts.text, n=texts.number, lang=lang, row=row))
            parts[f"t-{row.number}"] = html
        parts["bye"] = self.render_part("part_bye.html", view, lang)
        if not wanted:
            view.parts[lang] = parts
        return parts

    def pairings_html(self, parts: Mapping[str, Markup], view: EventView) -> Markup:
        tables = Markup("").join(html for key, html in parts.items() if key.startswith("t-"))
        return Markup('<div id="live-pairings" data-round="{0}">{1}{2}<ol class="tables">{3}</ol>{4}</div>').format(
            view.round_number, parts["summary"], parts["clock"], tables, parts["bye"])

    def clock_part(self, view: EventView, lang: str, big: bool = False) -> Markup:
        """The clock as it stands now (never kept: the time moves): its state, and the end in the server's
        milliseconds for the page's script to count down to."""
        clock = view.clock
        now = datetime.now(UTC)
        state, remaining, ends_at = "none", 0, 0
        if clock is not None:
            remaining = clock.remaining_at(now)
            state = "over" if remaining <= 0 else ("running" if clock.running else "paused")
            ends_at = now_ms(now) + remaining if clock.running else 0
        return self.render_part("part_clock.html", view, lang, state=state, remaining=remaining, ends_at=ends_at,
                                time_text=clock_time(remaining), big=big)


def now_ms(now: datetime | None = None) -> int:
    return int((now or datetime.now(UTC)).timestamp() * 1000)


def refusal(error: Exception) -> tuple[int, str]:
    """The HTTP status of a refusal and its key in the catalogue."""
    if isinstance(error, UnknownLink):
        return 404, "error.link"
    if isinstance(error, NotYourTable):
        return 403, "error.not_your_table"
    if isinstance(error, NotAllowed):
        return 403, "error.dropped" if "dropped" in error.template else "error.check_in_desk"
    if isinstance(error, ResultStands):
        return 409, "error.desk_result" if error.status is TableStatus.DESK else "error.result_in"
    if isinstance(error, NothingToAnswer):
        return 409, "error.nothing_to_answer"
    if isinstance(error, ReportChanged):
        return 409, "error.report_changed"
    if isinstance(error, RequestReused):
        return 409, "error.request_reused"
    if isinstance(error, Unavailable):
        return 503, "error.unavailable"
    if isinstance(error, InputError):
        field = error.field.split("[")[0]
        return 400, {"scores": "error.scores", "score": "error.scores", "conceded": "error.conceded"}.get(
            field, "error.form")
    if isinstance(error, DeskError):
        return 409, "error.unavailable"
    raise error


def forget(response: Response, name: str, path: str = "/") -> None:
    response.delete_cookie(name, path=path, httponly=True, samesite="strict")


def redirect(url: str) -> RedirectResponse:
    return RedirectResponse(url, status_code=303, headers={"cache-control": "no-store"})
