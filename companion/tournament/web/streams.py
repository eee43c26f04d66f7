"""The live pages' connections (server-sent events): each page opens one and gets what changed, as soon as the
event changes, without reloading.

- ``/live/pairings``: the tables whose part changed (the whole list on a new round), the summary, the clock;
- ``/live/standings``: the standings part when it changed; ``/live/clock``: the clock when it changed;
- ``/live/p/TOKEN``: the player's own part when anything it shows changed (``{"gone": true}`` once the link is
  revoked or reissued).

Each message is ``{"rev", "now", "html" | "parts"}``: ``now`` is the server's time in milliseconds, so a page counts
the clock down with the server's time, not the phone's. A message goes at most every ``MIN_INTERVAL`` seconds
(what changed meanwhile comes together), and a comment every ``HEARTBEAT`` seconds keeps the connection open.
A part rendered for one revision and language is rendered once for every connection.
"""

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse

from companion.tournament.web.site import Site, now_ms
from companion.tournament.web.view import EventView

MIN_INTERVAL = 1.0
HEARTBEAT = 15.0


def clock_signature(view: EventView) -> tuple:
    clock = view.clock
    return () if clock is None else (clock.round_number, clock.duration_ms, clock.elapsed_ms, clock.started_at)


def message(view: EventView, **content: Any) -> str:
    return f"data: {json.dumps({'rev': view.revision, 'now': now_ms(), **content}, ensure_ascii=False)}\n\n"


class Streams:
    def __init__(self, site: Site, pages_me: Callable[[EventView, str, int, str], Markup]):
        self.site = site
        self.me_part = pages_me

    def respond(self, events: AsyncIterator[str]) -> Response:
        return StreamingResponse(events, media_type="text/event-stream",
                                 headers={"cache-control": "no-store", "x-accel-buffering": "no"})

    async def follow(self, seen: int) -> AsyncIterator[EventView]:
        """Each new view (and the current one again at each heartbeat, marked by an unchanged revision)."""
        live = self.site.live
        while not live.ending:
            view = await live.next_view(seen, HEARTBEAT)
            if live.ending:
                return
            yield view
            seen = view.revision
            await asyncio.sleep(MIN_INTERVAL)

    def seen(self, request: Request) -> int:
        text = request.query_params.get("rev", "")
        return int(text) if text.isdigit() and len(text) < 12 else -1

    def gated(self, request: Request) -> Response | None:
        if self.site.pin_ok(request, self.site.live.view):
            return None
        return JSONResponse({"error": "this event's pages need its PIN"}, status_code=401)

    async def pairings(self, request: Request) -> Response:
        if (refused := self.gated(request)) is not None:
            return refused
        site, lang, seen = self.site, self.site.language(request), self.seen(request)

        async def events() -> AsyncIterator[str]:
            view = site.live.view
            sent = site.pairings_parts(view, lang) if view.revision == seen else None
            sent_view = view
            async for view in self.follow(seen if sent is not None else -1):
                key = ("pairings-message", lang, str(sent_view.revision) if sent is not None else "")
                found = view.rendered.get(key)  # the same change, worded once for every page that saw the same
                if found is None:
                    found = self.pairings_message(view, lang, sent_view if sent is not None else None, sent)
                    view.rendered[key] = found
                yield found
                sent, sent_view = site.pairings_parts(view, lang), view

        return self.respond(events())

    def pairings_message(self, view: EventView, lang: str, before: EventView | None,
                         sent: dict[str, Markup] | None) -> str:
        """What a pairings page that shows ``before`` (None: nothing yet) needs to show ``view``."""
        parts = self.site.pairings_parts(view, lang)
        if before is None or sent is None or view.round_number != before.round_number or parts.keys() != sent.keys():
            return message(view, html=str(self.site.pairings_html(parts, view)))
        changed = {key: str(html) for key, html in parts.items() if key != "clock" and sent[key] != html}
        if clock_signature(view) != clock_signature(before):
            changed["clock"] = str(parts["clock"])
        return message(view, parts=changed) if changed else ": ping\n\n"

    async def standings(self, request: Request) -> Response:
        if (refused := self.gated(request)) is not None:
            return refused
        site, lang, seen = self.site, self.site.language(request), self.seen(request)

        async def events() -> AsyncIterator[str]:
            view = site.live.view
            sent = str(site.part("part_standings.html", view, lang)) if view.revision == seen else None
            async for view in self.follow(seen if sent is not None else -1):
                html = str(site.part("part_standings.html", view, lang))
                yield message(view, html=html) if html != sent else ": ping\n\n"
                sent = html

        return self.respond(events())

    async def clock(self, request: Request) -> Response:
        if (refused := self.gated(request)) is not None:
            return refused
        site, lang, seen = self.site, self.site.language(request), self.seen(request)

        async def events() -> AsyncIterator[str]:
            view = site.live.view
            sent = clock_signature(view) if view.revision == seen else None
            async for view in self.follow(seen if sent is not None else -1):
                signature = clock_signature(view)
                if signature != sent:
                    yield message(view, html=str(site.clock_part(view, lang, big=True)))
                else:
                    yield ": ping\n\n"
                sent = signature

        return self.respond(events())

    async def player(self, request: Request) -> Response:
        token = request.path_params["token"]
        site, lang, seen = self.site, self.site.language(request), self.seen(request)
        _, player = await site.player_of(token)
        if player is None:
            return JSONResponse({"error": "this link is not (or no longer) a player's"}, status_code=404)

        def signature(view: EventView) -> tuple:
            row = view.seats.get(player)
            found = view.player(player)
            return (view.round_number, None if view.round is None else view.round.bye,
                    None if row is None else (row.table, row.status, row.statements), found.checked_in,
                    found.dropped_after, view.phones.settings.self_check_in, clock_signature(view))

        async def events() -> AsyncIterator[str]:
            view = site.live.view
            sent = signature(view) if view.revision == seen else None
            async for view in self.follow(seen if sent is not None else -1):
                if view.by_token.get(token) != player:
                    yield message(view, gone=True)
                    return
                now = signature(view)
                yield message(view, html=str(self.me_part(view, token, player, lang))) if now != sent else ": ping\n\n"
                sent = now

        return self.respond(events())
