"""``companion event links`` and ``companion event export EVENT pdf-links OUT`` (issue 36's contract): the players'
personal links at the address the event was last served at when no ``--base-url`` is given (said on stderr), or at
``--base-url``'s; with neither, exit 2 and one line, nothing written."""

import json

import pytest

from companion.tournament.store import EventStore
from tests.tournament.pdf_text import page_texts
from tests.tournament.web.conftest import make_event

pytestmark = pytest.mark.usefixtures("command_line_locale")

SERVED = "http://192.168.1.20:8080/"


def tokens_and_names(location: str) -> tuple[dict[int, str], dict[int, str]]:
    with EventStore.open(location) as store:
        return store.links(), {player.id: player.name for player in store.load().players}


def test_links_without_a_base_url_use_the_address_last_served_and_say_so(places, run, refused):
    location = make_event(places.event("links"))
    refused(location, "links", location, "--json", match="--base-url: an http:// or https:// address")
    with EventStore.open(location) as store:
        store.set_phone_address(SERVED)  # what `serve` keeps in the event
    tokens, names = tokens_and_names(location)
    status, out, err = run("links", location, "--json")
    assert status == 0
    assert err == "using http://192.168.1.20:8080, the address the event was last served at (--base-url to give " \
                  "another)\n"
    assert json.loads(out) == [{"player": names[player], "url": f"{SERVED}p/{tokens[player]}"} for player in sorted(names)]
    status, out, err = run("links", location, "--base-url", "https://cup.example/phones")
    assert (status, err) == (0, "")  # the address given: nothing to say
    assert out.splitlines()[0] == f"{names[min(names)]}\thttps://cup.example/phones/p/{tokens[min(names)]}"


def test_export_pdf_links_prints_every_player_s_link(places, run, refused, tmp_path):
    location = make_event(places.event("links-pdf"))
    out = tmp_path / "links.pdf"
    refused(location, "export", location, "pdf-links", out, match="--base-url: an http:// or https:// address")
    assert not out.exists()
    refused(location, "export", location, "pdf-standings", out, "--base-url", SERVED,
            match="--base-url: only with pdf-links (got it with pdf-standings)")
    refused(location, "export", location, "pdf-links", out, "--base-url", "192.168.1.20",
            match="--base-url: an http:// or https:// address")
    assert not out.exists()
    tokens, names = tokens_and_names(location)
    status, said, err = run("export", location, "pdf-links", out, "--base-url", "http://10.0.0.7:8000")
    assert (status, said, err) == (0, f"wrote {out}\n", "")
    text = "".join("".join(page_texts(out)).split())
    assert all(f"http://10.0.0.7:8000/p/{token}" in text for token in tokens.values())
    assert all("".join(name.split()) in text for name in names.values())
    with EventStore.open(location) as store:
        store.set_phone_address(SERVED)
        store.revoke_link(min(names))
    status, said, err = run("export", location, "pdf-links", out)
    assert status == 0 and "the address the event was last served at" in err and err.count("\n") == 1
    text = "".join("".join(page_texts(out)).split())
    assert f"{SERVED}p/{tokens[min(names)]}" not in text  # revoked: no link to print
    assert all(f"{SERVED}p/{tokens[player]}" in text for player in names if player != min(names))
