"""The phones' web application for one open event: its routes, its own assets, and the guard in front of them.

Only these routes exist; an asset is one of ``ASSETS``, read from the package by its fixed name (nothing from the
request ever names a file). Everything else is 404.
"""

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from companion.tournament.errors import DeskError
from companion.tournament.store import EventStore
from companion.tournament.web.api import Api
from companion.tournament.web.guard import Guard, RateLimiter, Signer
from companion.tournament.web.live import LiveEvent
from companion.tournament.web.pages import Pages
from companion.tournament.web.site import Site
from companion.tournament.web.streams import Streams

STATIC = Path(__file__).with_name("static")
ASSETS = {"style.css": "text/css; charset=utf-8", "live.js": "text/javascript; charset=utf-8",
          "icon.svg": "image/svg+xml"}


def create_app(store: EventStore, watcher: EventStore | None = None, *, signer: Signer | None = None,
               address_limiter: RateLimiter | None = None, link_limiter: RateLimiter | None = None) -> Guard:
    """The phones' server for the event ``store`` has open (``watcher``: the store whose ``wait_for_change`` follows
    the changes of the other desks, the server's own ``store`` itself; without it the pages follow only this server's
    own changes)."""
    live = LiveEvent(store, watcher)
    site = Site(store, live, signer)
    pages, api = Pages(site), Api(site)
    streams = Streams(site, pages.me_part)
    assets = {name: ((STATIC / name).read_bytes(), kind) for name, kind in ASSETS.items()}

    async def asset(request: Request) -> Response:
        found = assets.get(request.path_params["name"])
        if found is None:
            return await not_found(request)
        body, kind = found
        return Response(body, media_type=kind, headers={"cache-control": "max-age=3600"})

    async def not_found(request: Request, exc: Exception | None = None) -> Response:
        if request.url.path.startswith(("/api/", "/live/")):
            from starlette.responses import JSONResponse

            return JSONResponse({"error": "no such page"}, status_code=404)
        return pages.message(request, live.view, 404, "error.not_found")

    async def unavailable(request: Request, exc: Exception) -> Response:
        """The event's database failed under a page (a server down, a file gone): say so, keep serving."""
        if request.url.path.startswith(("/api/", "/live/")):
            from starlette.responses import JSONResponse

            return JSONResponse({"error": " ".join(str(exc).split())}, status_code=503)
        return pages.message(request, live.view, 503, "error.unavailable")

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        import asyncio

        live.start(asyncio.get_running_loop())
        try:
            yield
        finally:
            live.close()

    routes = [
        Route("/", pages.pairings),
        Route("/standings", pages.standings),
        Route("/clock", pages.clock),
        Route("/pin", pages.pin, methods=["GET", "POST"]),
        Route("/me", pages.mine),
        Route("/p/{token}", pages.player),
        Route("/p/{token}/drop", pages.drop, methods=["GET"]),
        Route("/p/{token}/{action:str}", pages.act, methods=["POST"]),
        Route("/api/state", api.state),
        Route("/api/p/{token}", api.player),
        Route("/api/p/{token}/{action:str}", api.act, methods=["POST"]),
        Route("/live/pairings", streams.pairings),
        Route("/live/standings", streams.standings),
        Route("/live/clock", streams.clock),
        Route("/live/p/{token}", streams.player),
        Route("/static/{name}", asset),
    ]
    application = Starlette(routes=routes, lifespan=lifespan,
                            exception_handlers={404: not_found, 405: not_found, DeskError: unavailable})
    application.state.site = site
    guard = Guard(application, address_limiter=address_limiter, link_limiter=link_limiter)
    guard.site = site
    return guard
