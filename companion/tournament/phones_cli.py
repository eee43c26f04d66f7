"""``companion event serve`` and ``companion event links``: the players' phones from the command line (issue 23's
contract), and each table's phone status in ``show --json``.

    companion event serve EVENT [--host H] [--port P]
    companion event links EVENT [--base-url URL] [--json]

``serve`` prints ``Serving EVENT at http://H:P/`` on one line once it listens, then serves until SIGINT or SIGTERM
and exits 0. Without ``--host`` it listens on every address of the machine and names its address on the local
network (never 127.0.0.1); with ``--port 0`` it takes a free port and names it. The web server (Starlette,
uvicorn) loads only here.

``links`` gives each player's personal address, ``BASE/p/TOKEN``, one per line as ``name<TAB>url``, or with
``--json`` one array of ``{"player": name, "url": url}``. Without ``--base-url`` BASE is the address the event was
last served at (kept in the event by ``serve``), and a line on stderr says so; an event never served has none, which
is refused (exit 2, one line). ``export EVENT pdf-links OUT`` prints the same links as cards, from the same address.

Choices where the contract is silent:
- ``serve`` without ``--port`` uses 8080; a port taken or not allowed is one line and exit 2;
- ``links`` leaves out players whose link the desk revoked (they have none until it is reissued), in the order
  the players were added;
- ``EVENT`` in the ``Serving`` line is the event as given, a server address without its password.
"""

import argparse
import json
import re
import sys
from collections.abc import Callable
from typing import Any

from companion.tournament.cli_common import say

BASE_URL = re.compile(r"https?://[^\s/?#]+(/[^\s?#]*)?", re.ASCII)


class BadArgument(Exception):
    """A refusal of the command line, already worded as its one line."""


def add_commands(command: Callable[[str, str], argparse.ArgumentParser]) -> None:
    serve = command("serve", "serve the players' phones on this network: pairings, standings, clock, their results")
    serve.add_argument("--host", default=None, metavar="H",
                       help="the address to listen on (default: every address of this machine)")
    serve.add_argument("--port", type=int, default=None, metavar="P", help="the port (default 8080; 0: a free one)")
    links = command("links", "each player's personal address for their phone")
    links.add_argument("--base-url", metavar="URL", help="the server's address, such as http://192.168.1.20:8080 "
                                                         "(default: the address the event was last served at)")
    links.add_argument("--json", action="store_true")


def shown_event(location: str) -> str:
    if "://" not in location:
        return location
    from companion.tournament.store import where

    return where(location)


def serve(arguments: argparse.Namespace) -> None:
    from companion.tournament.web.serve import ANY_ADDRESS, DEFAULT_PORT, serve_forever

    host = ANY_ADDRESS if arguments.host is None else arguments.host
    port = DEFAULT_PORT if arguments.port is None else arguments.port
    if not 0 <= port <= 65535:
        raise BadArgument(f"--port: a port from 0 to 65535 (got {port})")
    shown = shown_event(arguments.event)

    def announce(url: str) -> None:
        print(f"Serving {shown} at {url}", flush=True)

    try:
        serve_forever(arguments.event, host, port, announce)
    except OSError as error:
        raise BadArgument(f"--host/--port: cannot listen on {host}:{port}: {error.strerror or error}") from None


def base_url(text: str) -> str:
    if not BASE_URL.fullmatch(text):
        raise BadArgument(f"--base-url: an http:// or https:// address such as http://192.168.1.20:8080 (got {text!r})")
    return text.rstrip("/")


def links_base(store: Any, given: str | None) -> str:
    """The address the links start with: ``--base-url`` (``given``, checked already), else the one the event was last
    served at, said on stderr; an event never served has none, refused naming ``--base-url``."""
    if given is not None:
        return given
    kept = store.phone_state().settings.address
    if not kept:
        raise BadArgument("--base-url: an http:// or https:// address such as http://192.168.1.20:8080 (got none, and "
                          "the event has never been served, so it keeps no address)")
    base = kept.rstrip("/")
    say(f"using {base}, the address the event was last served at (--base-url to give another)", file=sys.stderr)
    return base


def export_base_url(arguments: argparse.Namespace) -> str | None:
    """``export``'s ``--base-url``, checked: for pdf-links only (None: not given)."""
    if arguments.base_url is None:
        return None
    if arguments.format != "pdf-links":
        raise BadArgument(f"--base-url: only with pdf-links (got it with {arguments.format})")
    return base_url(arguments.base_url)


def personal_links(store: Any, given: str | None) -> Any:
    """The players' links for ``export pdf-links``: at ``given`` (``--base-url``) or the address last served at."""
    from companion.tournament.phones import phone_links

    return phone_links(links_base(store, given), store.links())


def links(arguments: argparse.Namespace) -> None:
    from companion.tournament.store import EventStore

    given = None if arguments.base_url is None else base_url(arguments.base_url)
    with EventStore.open(arguments.event) as store:
        base = links_base(store, given)
        event = store.load()
        tokens = store.links()
    found = [{"player": player.name, "url": f"{base}/p/{tokens[player.id]}"}
             for player in event.players if player.id in tokens]
    if arguments.json:
        print(json.dumps(found, ensure_ascii=False), flush=True)
        return
    for entry in found:
        print(f"{entry['player']}\t{entry['url']}")


def show_json(store: Any) -> dict[str, Any]:
    """``show --json``: the whole event (``exports.event_json``) with each table's phone status
    (``phones.TableStatus``) beside its result, read in one transaction."""
    from companion.tournament.exports import event_json
    from companion.tournament.store.phone_actions import statuses

    snapshot, phones = store.phone_view()
    shown = event_json(snapshot.event)
    found = statuses(snapshot, phones)
    for round_ in shown["rounds"]:
        for table in round_["tables"]:
            table["status"] = str(found[(round_["round"], table["table"])])
    return shown


def printed_links(store: Any) -> Any:
    """The players' phones' links for the printouts, once the event was served (else None: no QR codes)."""
    from companion.tournament.phones import phone_links

    return phone_links(store.phone_state().settings.address, store.links())
