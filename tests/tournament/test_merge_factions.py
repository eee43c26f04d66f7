"""Merging two spellings of a faction: every player whose faction the statistics group with FROM gets exactly TO, in
one change, one log entry and one undo, on a file and on a server; bad input changes nothing."""

import re

import pytest

from companion.model.errors import InputError
from companion.tournament.factions import faction_stats
from companion.tournament.log import LogKind, details_fit
from companion.tournament.store import EventStore
from tests.tournament.worked import settings


@pytest.fixture
def location(places):
    location = places.event("factions")
    with EventStore.create(location, settings(), desk="Desk A") as store:
        for name, faction in (("Ann", "Dark Angels"), ("Bob", "dark  angels"), ("Cid", "Dárk Angels"),
                              ("Dan", "Orks"), ("Eve", "")):
            store.add_player(name, faction=faction)
    return location


def factions(store):
    return {player.name: player.faction for player in store.load().players}


def test_every_spelling_of_the_faction_becomes_the_one_asked_in_one_undoable_change(places, location):
    with EventStore.open(location, desk="Front desk") as store:
        before, revision = store.load(), store.revision()
        changed = store.merge_factions("DARK ANGELS", "Dark Angels")
        assert [player.name for player in changed] == ["Bob", "Cid"]
        assert factions(store) == {"Ann": "Dark Angels", "Bob": "Dark Angels", "Cid": "Dark Angels", "Dan": "Orks",
                                   "Eve": ""}
        assert store.revision() == revision + 1
        entry = store.log()[-1]
        assert entry.kind is LogKind.MERGE_FACTIONS and details_fit(entry) and entry.desk == "Front desk"
        assert dict(entry.details) == {"players": [changed[0].id, changed[1].id], "names": ["Bob", "Cid"],
                                       "from": "DARK ANGELS", "spellings": ["dark angels", "Dárk Angels"],
                                       "to": "Dark Angels"}
        [angels] = [stats for stats in faction_stats(store.load()) if stats.name == "Dark Angels"]
        assert angels.spellings == ("Dark Angels",) and angels.players == 3
        assert store.undo().kind is LogKind.MERGE_FACTIONS
        assert store.load() == before


def test_a_new_spelling_for_a_faction_and_nothing_logged_when_nothing_changes(location):
    with EventStore.open(location) as store:
        assert [player.name for player in store.merge_factions("orks", "Ork Boyz")] == ["Dan"]
        assert factions(store)["Dan"] == "Ork Boyz"
        revision = store.revision()
        assert store.merge_factions("ork boyz", "Ork Boyz") == ()
        assert store.revision() == revision


@pytest.mark.parametrize(("source", "target", "field", "match"), [
    ("Eldar", "Orks", "from", "a faction a player has (Dark Angels, dark angels, Dárk Angels, Orks)"),
    ("", "Orks", "from", "a faction a player has"),
    ("Orks", "", "to", "a faction's name with at least one visible character"),
    ("Orks", "  \u200b ", "to", "a faction's name with at least one visible character"),
    ("Orks", "\x1b[31m", "to", "control characters"),
])
def test_a_faction_no_player_has_or_an_empty_target_is_refused_and_changes_nothing(places, location, source, target,
                                                                                     field, match):
    with EventStore.open(location) as store:
        before, revision = store.load(), store.revision()
        with pytest.raises(InputError, match=re.escape(match)) as refused:
            store.merge_factions(source, target)
        assert refused.value.field == field
        assert store.load() == before and store.revision() == revision


def test_the_command_prints_what_it_changed_and_undo_reverts_it(places, run, location):
    status, out, err = run("merge-factions", location, "dark angels", "Dark Angels", "--desk", "Judges")
    assert (status, err) == (0, "")
    assert out.splitlines() == ["faction 'Dark Angels' for 2 players:", "  Bob: was 'dark angels'",
                                "  Cid: was 'Dárk Angels'"]
    with EventStore.open(location) as store:
        assert store.log()[-1].desk == "Judges"
    status, out, _ = run("merge-factions", location, "orks", "Greenskins", "--json")
    assert status == 0 and out.strip() == '{"to": "Greenskins", "players": [{"name": "Dan", "was": "Orks"}]}'
    status, out, _ = run("undo", location)
    assert status == 0 and out.strip().endswith("Dan; 'Orks' → 'Greenskins'")
    status, out, _ = run("undo", location)
    assert status == 0 and "merge-factions" in out
    with EventStore.open(location) as store:
        assert factions(store)["Bob"] == "dark angels" and factions(store)["Dan"] == "Orks"


@pytest.mark.parametrize(("arguments", "match"), [
    (("Eldar", "Orks"), "merge-factions: FROM: a faction a player has (Dark Angels, dark angels, Dárk Angels, Orks) "
                        "(got 'Eldar')"),
    (("Orks", ""), "merge-factions: TO: a faction's name with at least one visible character"),
    (("Orks", "Orks", "--desk", "  "), "--desk: a name for the desk"),
    (("Orks",), "merge-factions: the following arguments are required: TO"),
])
def test_bad_input_to_the_command_is_one_line_exit_2_and_nothing_changed(places, run, location, arguments, match):
    before = places.rows(location)
    status, out, err = run("merge-factions", location, *arguments)
    assert (status, out) == (2, "") and err.count("\n") == 1 and match in err, err
    assert places.rows(location) == before
