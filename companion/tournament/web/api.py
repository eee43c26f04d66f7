"""The JSON API beside the pages, for scripts and tests (issue 23's contract):

- ``GET /api/state``: the current round's tables, each with its status and result, and the bye;
- ``GET /api/p/TOKEN``: what the player's own page shows, as data;
- ``POST /api/p/TOKEN/report`` ``{"round", "table", "scores": ["180", "150"], "conceded": null | name,
  "request_id"}``, ``.../confirm`` and ``.../dispute`` ``{"round", "table", "request_id"}``, ``.../check-in``
  ``{"request_id"}``: answered ``{"status": ...}``.

Only ``application/json`` bodies are read (415 otherwise). Refusals answer ``{"error": one line}`` (and the table's
``status`` when its result stands): 400 a malformed body, 403 not the player's table (or not allowed), 404 an
unknown or revoked link, 409 the table's result stands or there is no report to answer (or the report answered
changed, or the ``request_id`` was another request's: below), 503 the event cannot be reached. Nothing changes on a
refusal; a request repeated with its ``request_id`` is answered as the first time.

- A confirm or a dispute may carry the report it answers, as the player saw it (optional): ``"scores"`` in seat
  order (as a report's) and, to check the concession too, ``"conceded"`` (null or a name). When the opponent's
  report is not that any more, the answer is 409 ``{"error", "status", "scores", "conceded"}`` with the report as it
  is now, and nothing changes (checked in the write's own transaction). Without ``"scores"`` the opponent's report
  is answered as it is. Once the table has its result, the result's rules apply instead.
- "The same request" for a ``request_id`` given again: the same action, round and table, the same scores as
  numbers ("180", "180.0" and 180 alike), the same concession (a name, case and spacing aside), and the same report
  answered (or none said). Any other request with that id is refused (409). A request recorded before this rule is
  answered as the first time.
- A body nested too deep to read is a 400 like any malformed body; a ``conceded`` that is not null or one of the
  table's two players is a 400 naming the field and the two names.
- Once an action is answered 200, every later ``GET /api/state`` and page, from any phone, shows it: the view is
  read again before the answer. If that read fails after the change committed, the answer is still 200 (the change
  is in) and each later read tries again first, answering 503 while it cannot (``LiveEvent.wanted``).
"""

import json
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from companion.model.errors import InputError
from companion.tournament.errors import DeskError
from companion.tournament.exports import exact_text, parse_exact
from companion.tournament.phones import ReportChanged, ResultStands, StatementKind, own_statement
from companion.tournament.rules import is_int
from companion.tournament.store.phone_actions import SeenReport
from companion.tournament.web.site import Site, refusal

JSON_TYPE = "application/json"


def answer(body: dict[str, Any], status: int = 200) -> JSONResponse:
    return JSONResponse(body, status_code=status, headers={"cache-control": "no-store"})


class BadBody(Exception):
    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status


async def read_json(request: Request) -> dict[str, Any]:
    if request.headers.get("content-type", "").split(";")[0].strip().lower() != JSON_TYPE:
        raise BadBody(415, "the body must be JSON (Content-Type: application/json)")
    try:
        body = json.loads(await request.body())
    except (ValueError, UnicodeDecodeError):
        raise BadBody(400, "the body is not valid JSON") from None
    except RecursionError:  # Python's reader recurses once per level of nesting
        raise BadBody(400, "the body is not valid JSON: it nests too deep") from None
    if not isinstance(body, dict):
        raise BadBody(400, "the body must be a JSON object")
    return body


def scores_of(value: object) -> tuple:
    if not isinstance(value, list) or len(value) != 2:
        raise InputError("scores", "two victory point totals as strings, such as [\"180\", \"150\"]", value)
    found = []
    for index, item in enumerate(value):
        if is_int(item):
            item = str(item)
        if not isinstance(item, str):
            raise InputError(f"scores[{index}]", "an exact number as a string, such as \"180\" or \"22.5\"", item)
        number = parse_exact(item, f"scores[{index}]")
        if number < 0:
            raise InputError(f"scores[{index}]", "0 or more", item)
        found.append(number)
    return tuple(found)


class Api:
    def __init__(self, site: Site):
        self.site = site

    async def state(self, request: Request) -> Response:
        view = await self.site.view()
        if not self.site.pin_ok(request, view):
            return answer({"error": "this event's pages need its PIN (the X-Event-Pin header)"}, 401)
        return answer(view.state_json())

    async def player(self, request: Request) -> Response:
        token = request.path_params["token"]
        try:
            view, player_id = await self.site.player_of(token)
        except DeskError as error:
            return answer({"error": " ".join(str(error).split())}, refusal(error)[0])
        if player_id is None:
            return answer({"error": "this link is not (or no longer) a player's"}, 404)
        player = view.player(player_id)
        row = view.seats.get(player_id)
        body: dict[str, Any] = {
            "player": player.name, "round": view.round_number, "table": None, "players": None, "status": None,
            "scores": None, "reports": {}, "bye": view.round is not None and view.round.bye == player_id,
            "checked_in": player.checked_in, "dropped": player.dropped_after is not None,
            "self_check_in": view.phones.settings.self_check_in}
        if row is not None:
            body.update(table=row.number, players=list(row.names), status=str(row.status),
                        scores=None if row.table.result is None else [exact_text(v) for v in row.table.result.score])
            for seat, name in zip(row.table.players, row.names, strict=True):
                said = own_statement(row.table, row.statements, seat)
                if said is not None:
                    body["reports"][name] = {
                        "kind": str(said.kind),
                        "scores": None if said.result is None else [exact_text(v) for v in said.result.score],
                        "conceded": None if said.result is None or said.result.conceded is None
                        else row.names[said.result.conceded]}
        return answer(body)

    async def act(self, request: Request) -> Response:
        token, action = request.path_params["token"], request.path_params["action"]
        if action not in ("report", "confirm", "dispute", "check-in"):
            return answer({"error": "no such page"}, 404)
        route = f"/api/p/{{token}}/{action}"
        store = self.site.store
        try:
            body = await read_json(request)
            request_id = body.get("request_id")
            if action == "check-in":
                done = await run_in_threadpool(lambda: store.phone_check_in(token, request_id=request_id, route=route))
            else:
                kind = StatementKind(action)
                scores, conceded, seen = None, body.get("conceded"), None
                if kind is StatementKind.REPORT:
                    scores = scores_of(body.get("scores"))
                elif body.get("scores") is not None:  # the report the player answers, as they saw it
                    seen = SeenReport(scores_of(body["scores"]), conceded, concession_said="conceded" in body)
                    conceded = None
                done = await run_in_threadpool(lambda: store.phone_statement(
                    token, kind, body.get("round"), body.get("table"), scores=scores, conceded=conceded, seen=seen,
                    request_id=request_id, route=route))
        except BadBody as bad:
            return answer({"error": str(bad)}, bad.status)
        except (DeskError, InputError) as error:
            status, _ = refusal(error)
            refused: dict[str, Any] = {"error": " ".join(str(error).split())}
            if isinstance(error, ResultStands | ReportChanged):
                refused["status"] = str(error.status)
            if isinstance(error, ReportChanged):
                refused.update(scores=[exact_text(value) for value in error.report.score], conceded=error.conceded)
            return answer(refused, status)
        await self.site.refreshed(done.revision)
        return answer({"status": done.status})
