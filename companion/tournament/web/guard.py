"""What keeps the phones' server safe on a venue's Wi-Fi, in front of every page: a small body limit, rate limits per
address and per personal link, limits of the requests being answered and of the live pages' streams, the
same-origin check of every form and API call, the security headers, and the signed values of the forms (CSRF) and
of the PIN's cookie. (Below the pages, ``connections.py`` closes the connections that are silent or slow.)

Nothing here reads the event: it decides on the request alone, before any page is built.

Choices where the issue is silent:
- each address may make ``ADDRESS_BURST`` requests at once and ``ADDRESS_RATE`` a second after that; each personal
  link ``LINK_BURST`` at once and ``LINK_RATE`` a second (a phone follows its pages with one live connection, so a
  person never comes near either); PIN attempts ``PIN_BURST`` at once and one every ``PIN_SECONDS`` seconds per
  address; a refused request gets 429 with ``Retry-After``;
- a body is refused past ``MAX_BODY`` bytes (413): the largest form a phone sends is a few hundred bytes;
- a request that says it comes from another site (``Origin``, ``Sec-Fetch-Site``, or a ``Referer`` of another host)
  may read public pages but never post (403);
- at most ``MAX_REQUESTS`` requests are answered at once, the live pages' streams included (uvicorn's own limit
  counted connections, so connections that never finished a request turned every phone away); past it, 503 with
  ``Retry-After``, on a page in the phone's language;
- at most ``MAX_STREAMS`` live streams at once, so pages always have ``MAX_REQUESTS - MAX_STREAMS`` places, and at
  most ``ADDRESS_STREAMS`` from one address, so one address cannot take the streams' places: a phone's browser
  holds at most 6 connections to a server (its limit for HTTP/1.1), one per open page; a stream past either is
  refused (503, 429) in one JSON line. The page keeps what it shows, and its script asks again every 3 s. A stream
  is long-lived by design (one per open page, for as long as it is open), so none is ended to make room. A
  stream's connection dropped by the phone, or one whose messages the phone stops taking, ends (``connections``).
"""

import base64
import hashlib
import hmac
import json
import math
import re
import secrets
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any
from urllib.parse import parse_qs, urlsplit

from starlette.requests import ClientDisconnect

from companion.tournament.web.texts import LANGUAGE_COOKIE, Texts, negotiate

MAX_BODY = 4096
ADDRESS_BURST = 300
ADDRESS_RATE = 50.0
LINK_BURST = 30
LINK_RATE = 0.5
PIN_BURST = 5
PIN_SECONDS = 10.0
MAX_REQUESTS = 2000
MAX_STREAMS = 1500
ADDRESS_STREAMS = 16
BUSY_RETRY = 2
STREAM_RETRY = 5

LIVE_PREFIX = "/live/"
SCRIPT_PREFIXES = ("/api/", LIVE_PREFIX, "/static/")

LINK_PATH = re.compile(r"^/(?:api/|live/)?p/([^/]+)")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

SECURITY_HEADERS = [
    (b"content-security-policy", b"default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                 b"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"same-origin"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
]


class RateLimiter:
    """Token buckets, one per key: ``burst`` requests at once, refilled at ``rate`` a second. Idle keys are
    forgotten, so the table stays small."""

    def __init__(self, burst: float, rate: float, clock: Callable[[], float] = time.monotonic):
        self.burst = burst
        self.rate = rate
        self.clock = clock
        self.buckets: dict[str, tuple[float, float]] = {}
        self.last_sweep = clock()

    def allow(self, key: str) -> float:
        """0 when the request may go ahead (it is counted), else the seconds to wait."""
        now = self.clock()
        if now - self.last_sweep > 60:
            full = self.burst / self.rate
            self.buckets = {found: bucket for found, bucket in self.buckets.items() if now - bucket[1] < full}
            self.last_sweep = now
        tokens, then = self.buckets.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens < 1:
            self.buckets[key] = (tokens, now)
            return (1 - tokens) / self.rate
        self.buckets[key] = (tokens - 1, now)
        return 0.0


class Signer:
    """HMAC-signed values: the CSRF token of a form (for one personal link, or the public PIN form) and the PIN's
    cookie. The key is the server's own, made when it starts: a restart makes old forms ask to be sent again."""

    def __init__(self, key: bytes | None = None):
        self.key = key or secrets.token_bytes(32)

    def sign(self, purpose: str) -> str:
        digest = hmac.new(self.key, purpose.encode("utf-8"), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest[:24]).decode("ascii")

    def check(self, purpose: str, value: object) -> bool:
        return isinstance(value, str) and hmac.compare_digest(self.sign(purpose), value)

    def csrf(self, token: str | None) -> str:
        return self.sign(f"form:{token or ''}")

    def pin_cookie(self, pin: str) -> str:
        return self.sign(f"pin:{pin}")


def header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key == name:
            return value.decode("latin-1")
    return None


def same_origin(scope: Scope) -> bool:
    """Whether a request may write: it says it comes from this very server, or says nothing (a script, not a page)."""
    host = header(scope, b"host")
    if header(scope, b"sec-fetch-site") in ("cross-site", "same-site"):
        return False
    for name in (b"origin", b"referer"):
        value = header(scope, name)
        if value is None:
            continue
        if value == "null":
            return False
        found = urlsplit(value)
        if found.netloc != host or found.scheme not in ("http", "https"):
            return False
        return True
    return True


class Guard:
    """The ASGI middleware in front of the pages: limits, origin, body size, headers."""

    def __init__(self, app: App, *, address_limiter: RateLimiter | None = None,
                 link_limiter: RateLimiter | None = None):
        self.app = app
        self.site: Any = None
        """The site behind it (``create_app`` sets it): what stopping the server ends first."""
        self.addresses = address_limiter or RateLimiter(ADDRESS_BURST, ADDRESS_RATE)
        self.links = link_limiter or RateLimiter(LINK_BURST, LINK_RATE)
        self.max_requests, self.max_streams, self.address_streams = MAX_REQUESTS, MAX_STREAMS, ADDRESS_STREAMS
        self.requests = 0
        """Requests being answered now (live streams included)."""
        self.streams: dict[str, int] = {}
        """Live streams open now, by address (an address without one is not in it)."""
        self.stream_count = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        address = (scope.get("client") or ("?", 0))[0]
        wait = self.addresses.allow(address)
        found = LINK_PATH.match(scope.get("path", ""))
        if not wait and found:
            wait = self.links.allow(found[1])
        if wait:
            await refuse(send, 429, "too many requests: wait a moment", [(b"retry-after", str(math.ceil(wait))
                                                                          .encode())])
            return
        if scope["method"] not in ("GET", "HEAD", "POST"):
            await refuse(send, 405, "only GET and POST", [(b"allow", b"GET, HEAD, POST")])
            return
        if scope["method"] == "POST" and not same_origin(scope):
            await refuse(send, 403, "refused: the request came from another site")
            return
        length = header(scope, b"content-length")
        if length is not None and (not length.isdigit() or int(length) > MAX_BODY):
            await refuse(send, 413, f"a body of at most {MAX_BODY} bytes")
            return
        stream = scope.get("path", "").startswith(LIVE_PREFIX)
        if self.requests >= self.max_requests or (stream and self.stream_count >= self.max_streams):
            await busy(scope, send)
            return
        if stream and self.streams.get(address, 0) >= self.address_streams:
            await refuse(send, 429, f"at most {self.address_streams} live pages from one address at once: close "
                                    f"one", [(b"retry-after", str(STREAM_RETRY).encode())])
            return
        self.requests += 1
        if stream:
            self.stream_count += 1
            self.streams[address] = self.streams.get(address, 0) + 1
        try:
            await self.guarded(scope, receive, send)
        except ClientDisconnect:  # the phone left (or was cut off) while sending its form: nobody to answer
            pass
        finally:
            self.requests -= 1
            if stream:
                self.stream_count -= 1
                self.streams[address] -= 1
                if not self.streams[address]:
                    del self.streams[address]

    async def guarded(self, scope: Scope, receive: Receive, send: Send) -> None:
        """The request, let through: its body kept within ``MAX_BODY``, the security headers added to its answer."""
        received = 0
        too_large = False
        refused = False

        async def limited_receive() -> Message:
            nonlocal received, too_large
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > MAX_BODY:  # a body sent without its length: cut, and the answer replaced below
                    too_large = True
                    return {"type": "http.request", "body": b"", "more_body": False}
            return message

        async def send_with_headers(message: Message) -> None:
            nonlocal refused
            if too_large:
                if not refused:
                    refused = True
                    await refuse(send, 413, f"a body of at most {MAX_BODY} bytes")
                return
            if message["type"] == "http.response.start":
                names = {key.lower() for key, _ in message.get("headers", [])}
                message["headers"] = [*message.get("headers", []),
                                      *((key, value) for key, value in SECURITY_HEADERS if key not in names)]
            await send(message)

        await self.app(scope, limited_receive, send_with_headers)


async def busy(scope: Scope, send: Send) -> None:
    """The server answers as many requests as it may: 503, for a page in the phone's language (the phone shows it),
    for a script in one JSON line."""
    retry = [(b"retry-after", str(BUSY_RETRY).encode())]
    if scope.get("path", "").startswith(SCRIPT_PREFIXES):
        await refuse(send, 503, "the server is busy: try again in a moment", retry)
        return
    body = Texts(page_language(scope)).text("error.busy").encode("utf-8")
    await send({"type": "http.response.start", "status": 503,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(body)).encode()), (b"cache-control", b"no-store"),
                            *SECURITY_HEADERS, *retry]})
    await send({"type": "http.response.body", "body": body})


def page_language(scope: Scope) -> str:
    """The page's language as ``Site.language`` finds it (``?lang=``, its cookie, ``Accept-Language``), from the
    request alone."""
    asked = parse_qs(scope.get("query_string", b"").decode("latin-1")).get("lang", [None])[0]
    cookies = dict(part.strip().partition("=")[::2] for part in (header(scope, b"cookie") or "").split(";"))
    return negotiate(asked, cookies.get(LANGUAGE_COOKIE), header(scope, b"accept-language"))


async def refuse(send: Send, status: int, message: str, headers: list[tuple[bytes, bytes]] | None = None) -> None:
    """A refusal before any page is built: JSON with one line (the pages word their own refusals)."""
    body = json.dumps({"error": message}).encode("utf-8")
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                            (b"cache-control", b"no-store"), *SECURITY_HEADERS, *(headers or [])]})
    await send({"type": "http.response.body", "body": body})
