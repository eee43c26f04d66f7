"""The phones' HTML pages: the public pairings, standings and clock, the PIN form, and each player's own page
with its forms (report, confirm, dispute, check in, drop). Each page builds an input, asks the store, renders.

The forms work without the pages' script (it only keeps the pages live): a report is checked on a page of its own
that shows what the event's scoring makes of it before it is sent; a drop asks twice. Each form carries the
server's CSRF token and a request id, so a form sent twice (a reload, a double tap) changes nothing the second time.
"""

import secrets
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qs

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response

from companion.model.errors import InputError
from companion.tournament.errors import DeskError
from companion.tournament.event import Result
from companion.tournament.exports import exact_text, parse_exact
from companion.tournament.phones import StatementKind, TableStatus, own_statement
from companion.tournament.rules import check_in_applies
from companion.tournament.store.phone_actions import SeenReport
from companion.tournament.web.site import (
    DONE_COOKIE,
    DONE_SECONDS,
    ME_COOKIE,
    PIN_COOKIE,
    Site,
    forget,
    redirect,
    refusal,
)
from companion.tournament.web.texts import Texts
from companion.tournament.web.view import EventView, TableView

FORM_TYPE = "application/x-www-form-urlencoded"
ACTIONS = ("report", "confirm", "dispute", "check-in", "drop")


class FormRefused(Exception):
    def __init__(self, status: int, key: str):
        super().__init__(key)
        self.status = status
        self.key = key


async def read_form(request: Request) -> dict[str, str]:
    if request.headers.get("content-type", "").split(";")[0].strip().lower() != FORM_TYPE:
        raise FormRefused(415, "error.form")
    body = (await request.body()).decode("utf-8", "replace")
    try:
        fields = parse_qs(body, keep_blank_values=True, max_num_fields=20, strict_parsing=bool(body))
    except ValueError:
        raise FormRefused(400, "error.form") from None
    return {name: values[0] for name, values in fields.items()}


class Pages:
    def __init__(self, site: Site):
        self.site = site

    # --- public pages --------------------------------------------------------------------------

    def gate(self, request: Request, view: EventView) -> Response | None:
        if self.site.pin_ok(request, view):
            return None
        return redirect(f"/pin?next={request.url.path}")

    async def pairings(self, request: Request) -> Response:
        site, view = self.site, await self.site.view()
        if (refused := self.gate(request, view)) is not None:
            return refused
        lang = site.language(request)
        find = request.query_params.get("find", "")[:100]
        parts = {**site.pairings_parts(view, lang, find), "clock": site.clock_part(view, lang)}  # the clock as it is now
        no_match = bool(find) and not any(key.startswith("t-") for key in parts)
        title = Texts(lang).text("pairings.title", round=view.round_number) if view.round else view.name
        page = site.page(request, "pairings.html", view, live=f"/live/pairings?lang={lang}", title=title,
                         page_name="pairings", find=find, no_match=no_match,
                         live_html=site.pairings_html(parts, view))
        return site.keep(request, page, view)

    async def standings(self, request: Request) -> Response:
        site, view = self.site, await self.site.view()
        if (refused := self.gate(request, view)) is not None:
            return refused
        lang = site.language(request)
        page = site.page(request, "standings.html", view, live=f"/live/standings?lang={lang}",
                         title=Texts(lang).text("standings.title"), page_name="standings",
                         live_html=site.part("part_standings.html", view, lang))
        return site.keep(request, page, view)

    async def clock(self, request: Request) -> Response:
        site, view = self.site, await self.site.view()
        if (refused := self.gate(request, view)) is not None:
            return refused
        lang = site.language(request)
        page = site.page(request, "clock.html", view, live=f"/live/clock?lang={lang}",
                         title=Texts(lang).text("clock.title"), page_name="clock",
                         live_html=site.clock_part(view, lang, big=True))
        return site.keep(request, page, view)

    async def pin(self, request: Request) -> Response:
        site, view = self.site, await self.site.view()
        target = request.query_params.get("next", "/")
        target = target if target in ("/", "/standings", "/clock") else "/"
        error, status = None, 200
        if request.method == "POST":
            try:
                fields = await read_form(request)
            except FormRefused as refused:
                return self.message(request, view, refused.status, refused.key)
            if not site.signer.check("form:", fields.get("csrf")):
                return self.message(request, view, 403, "error.csrf")
            pin = view.phones.settings.pin
            if pin is None or secrets.compare_digest(fields.get("pin", "").strip().encode(), pin.encode()):
                return site.keep(request, redirect(target), view, pin=True)
            error, status = Texts(site.language(request)).text("error.pin"), 403
        return site.page(request, "pin.html", view, status=status, title=Texts(site.language(request)).text(
            "pin.title"), csrf=site.signer.csrf(None), target=target, error=error)

    def message(self, request: Request, view: EventView, status: int, key: str, token: str | None = None) -> Response:
        texts = Texts(self.site.language(request))
        return self.site.page(request, "message.html", view, status=status, title=texts.text("error.title"),
                              message=texts.text(key), token=token)

    # --- a player's own page -------------------------------------------------------------------

    async def player_of(self, token: str) -> tuple[EventView, int | None]:
        return await self.site.player_of(token)

    async def player(self, request: Request) -> Response:
        """The player's page; once after an action, with what the action did (``DONE_COOKIE``): the banner is the
        action's answer, not the page's, so it is not in the address to come back with a reload or a later visit."""
        token = request.path_params["token"]
        view, player = await self.player_of(token)
        if player is None:
            return self.message(request, view, 404, "error.link")
        done = request.cookies.get(DONE_COOKIE)
        message = Texts(self.site.language(request)).text(f"me.done.{done}") if done in ACTIONS else ""
        page = self.player_page(request, view, token, player, message=message)
        if done is not None:
            forget(page, DONE_COOKIE, f"/p/{token}")
        return page

    async def mine(self, request: Request) -> Response:
        """``/me``: the personal page this phone opened last (kept in ``ME_COOKIE``), else the pairings."""
        kept = request.cookies.get(ME_COOKIE)
        if kept is not None:
            _, player = await self.player_of(kept)
            if player is not None:
                return redirect(f"/p/{kept}")
        answer = redirect("/")
        if kept is not None:
            forget(answer, ME_COOKIE)
        return answer

    def player_page(self, request: Request, view: EventView, token: str, player: int, *, status: int = 200,
                    message: str = "", error: str = "") -> Response:
        site = self.site
        lang = site.language(request)
        page = site.page(request, "player.html", view, status=status, live=f"/live/p/{token}?lang={lang}",
                         title=view.player(player).name, page_name="me", player=view.player(player),
                         message=message, error=error, live_html=self.me_part(view, token, player, lang),
                         me_href=f"/p/{token}")
        return site.keep(request, page, view, pin=True, me=token)

    def me_part(self, view: EventView, token: str, player: int, lang: str) -> Markup:
        return self.site.render_part("part_me.html", view, lang, **me_context(self.site, view, token, player, lang))

    async def act(self, request: Request) -> Response:
        """A form of the player's page: report (checked, then sent), confirm, dispute, check in, drop (asked twice)."""
        token, action = request.path_params["token"], request.path_params["action"]
        if action not in ACTIONS:
            return self.message(request, self.site.live.view, 404, "error.not_found")
        view, player = await self.player_of(token)
        if player is None:
            return self.message(request, view, 404, "error.link")
        try:
            fields = await read_form(request)
        except FormRefused as refused:
            return self.player_page(request, view, token, player, status=refused.status,
                                    error=Texts(self.site.language(request)).text(refused.key))
        if not self.site.signer.check(f"form:{token}", fields.get("csrf")):
            return self.player_page(request, view, token, player, status=403,
                                    error=Texts(self.site.language(request)).text("error.csrf"))
        route = f"/p/{{token}}/{action}"
        store = self.site.store
        try:
            if action == "drop" and fields.get("step") != "final":  # the second question
                return self.drop_page(request, view, token, player, "sure", fields.get("request_id", ""))
            if action == "report" and fields.get("step") != "send":
                return self.check_page(request, view, token, player, fields)
            request_id = fields.get("request_id", "")
            if action == "check-in":
                done = await run_in_threadpool(lambda: store.phone_check_in(token, request_id=request_id, route=route))
            elif action == "drop":
                done = await run_in_threadpool(lambda: store.phone_drop(token, request_id=request_id, route=route))
            else:
                kind = StatementKind(action)
                round_number, table_number = whole(fields.get("round")), whole(fields.get("table"))
                scores, seen = None, None
                conceded = fields.get("conceded") or None
                if kind is StatementKind.REPORT:
                    scores = read_scores(fields)
                elif "score_1" in fields:  # the report the player answers, as their page showed it
                    seen = SeenReport(read_scores(fields), conceded, concession_said=True)
                    conceded = None
                done = await run_in_threadpool(lambda: store.phone_statement(
                    token, kind, round_number, table_number, scores=scores, conceded=conceded, seen=seen,
                    request_id=request_id, route=route))
        except (DeskError, InputError) as error:
            status, key = refusal(error)
            view = await run_in_threadpool(self.site.live.refresh)
            if key == "error.link":
                return self.message(request, view, status, key)
            return self.player_page(request, view, token, player, status=status,
                                    error=Texts(self.site.language(request)).text(key))
        await self.site.refreshed(done.revision)
        answer = redirect(f"/p/{token}")
        answer.set_cookie(DONE_COOKIE, action, max_age=DONE_SECONDS, path=f"/p/{token}", httponly=True,
                          samesite="strict")
        return answer

    async def drop(self, request: Request) -> Response:
        """The first of the two questions before a player drops."""
        token = request.path_params["token"]
        view, player = await self.player_of(token)
        if player is None:
            return self.message(request, view, 404, "error.link")
        return self.drop_page(request, view, token, player, "ask", secrets.token_urlsafe(12))

    def drop_page(self, request: Request, view: EventView, token: str, player: int, step: str,
                  request_id: str) -> Response:
        last = max(view.round_number, view.player(player).joined_round - 1)
        return self.site.page(request, "drop.html", view, title=view.player(player).name, token=token,
                              me_href=f"/p/{token}",
                              csrf=self.site.signer.csrf(token), request_id=request_id, step=step, last=last,
                              player=view.player(player))

    def check_page(self, request: Request, view: EventView, token: str, player: int,
                   fields: Mapping[str, str]) -> Response:
        """What a report gives, shown before it is sent."""
        lang = self.site.language(request)
        texts = Texts(lang)
        row = view.seats.get(player)
        round_number, table_number = whole(fields.get("round")), whole(fields.get("table"))
        if row is None or round_number != view.round_number or table_number != row.number:
            return self.player_page(request, view, token, player, status=403, error=texts.text("error.not_your_table"))
        try:
            scores = read_scores(fields)
            conceded = fields.get("conceded") or None
            if conceded is not None and conceded not in row.names:
                raise InputError("conceded", "a player at the table", conceded)
            result = Result(scores, None if conceded is None else row.names.index(conceded))
            wording = describe(view, result, row.names, texts)
        except InputError as error:
            status, key = refusal(error)
            return self.player_page(request, view, token, player, status=status, error=texts.text(key))
        return self.site.page(request, "check.html", view, title=texts.text("me.check_title"), token=token,
                              me_href=f"/p/{token}",
                              csrf=self.site.signer.csrf(token), row=row, result=result, wording=wording,
                              fields={"round": str(round_number), "table": str(table_number),
                                      "score_1": fields.get("score_1", ""), "score_2": fields.get("score_2", ""),
                                      "conceded": conceded or "", "request_id": fields.get("request_id", ""),
                                      "step": "send"})


def whole(text: str | None) -> object:
    return int(text) if text is not None and text.isascii() and text.isdigit() and len(text) < 9 else text


def read_scores(fields: Mapping[str, str]) -> tuple:
    scores = []
    for index, name in enumerate(("score_1", "score_2")):
        value = parse_exact(fields.get(name, ""), f"scores[{index}]")
        if value < 0:
            raise InputError(f"scores[{index}]", "0 or more", value)
        scores.append(value)
    return tuple(scores)


def describe(view: EventView, result: Result, names: tuple[str, str], texts: Texts) -> tuple[str, str]:
    """The outcome the event's scoring gives a result, and the tournament points, as the pages say them."""
    outcome = view.outcome(result, names)
    return (texts.text(f"outcome.{outcome.kind}", **outcome.values),
            texts.text("me.points", first=names[0], second=names[1], points_1=outcome.points[0],
                       points_2=outcome.points[1]))


def me_context(site: Site, view: EventView, token: str, player_id: int, lang: str) -> dict[str, Any]:
    """What a player's live part shows: their seat, what each of them said, what they may do now."""
    texts = Texts(lang)
    player = view.player(player_id)
    row: TableView | None = view.seats.get(player_id)
    context: dict[str, Any] = {
        "token": token, "player": player, "row": row, "csrf": site.signer.csrf(token),
        "request_id": secrets.token_urlsafe(12), "round": view.round_number,
        "bye": view.round is not None and view.round.bye == player_id,
        "self_check_in": view.phones.settings.self_check_in, "check_in_applies": check_in_applies(view.event),
        "clock": site.clock_part(view, lang)}
    if row is None:
        return context
    seat = row.table.players.index(player_id)
    mine = own_statement(row.table, row.statements, player_id)
    theirs = own_statement(row.table, row.statements, row.table.players[1 - seat])
    context.update(opponent=row.names[1 - seat], status=str(row.status), mine=mine, theirs=theirs,
                   result=row.table.result,
                   result_wording=None if row.table.result is None else describe(view, row.table.result, row.names,
                                                                                 texts))
    if theirs is not None and theirs.result is not None:
        context["their_wording"] = describe(view, theirs.result, row.names, texts)
        context["answered"] = {  # the report a confirmation or a dispute answers, sent with it
            "score_1": exact_text(theirs.result.score[0]), "score_2": exact_text(theirs.result.score[1]),
            "conceded": "" if theirs.result.conceded is None else row.names[theirs.result.conceded]}
    if mine is not None and mine.result is not None:
        context["my_wording"] = describe(view, mine.result, row.names, texts)
    # a player answers the opponent's report once: a dispute may still turn into a confirmation, but a player who
    # sent their own version waits for the desk (a report changed to the opponent's agrees, from the report form)
    context["answerable"] = (row.table.result is None and theirs is not None and theirs.kind is StatementKind.REPORT
                             and (mine is None or mine.kind is StatementKind.DISPUTE))
    context["differ"] = (row.status is TableStatus.DISPUTED and mine is not None and theirs is not None
                         and mine.kind is StatementKind.REPORT and theirs.kind is StatementKind.REPORT)
    return context


__all__ = ["PIN_COOKIE", "Pages"]
