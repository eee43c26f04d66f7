"""The phones' pages' words: every text in English, Italian and Czech with the same placeholders, every key the
templates and the code name is in the catalogue, and the language a phone gets."""

import re
from pathlib import Path

import pytest

import companion.tournament.web as web
from companion.tournament.event import Tiebreak
from companion.tournament.web.texts import LANGUAGES, TEXTS, Texts, negotiate, placeholders

WEB = Path(web.__file__).parent


def used_keys() -> set[str]:
    """The literal keys the templates (``t('...')``) and the modules (``text("...")``, ``"me.done." + …``) name."""
    found: set[str] = set()
    for path in (WEB / "templates").glob("*.html"):
        found.update(re.findall(r"""\bt\(\s*['"]([\w.\-]+)['"]""", path.read_text(encoding="utf-8")))
    for path in WEB.glob("*.py"):
        found.update(re.findall(r"""(?:text|message)\([^)]*?['"]((?:error|me|pin|pairings|standings|clock|nav)"""
                                r"""\.[\w.\-]+)['"]""", path.read_text(encoding="utf-8")))
        found.update(re.findall(r"""['"](error\.[\w_]+)['"]""", path.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_every_text_is_in_every_language_with_the_same_placeholders(key):
    texts = TEXTS[key]
    assert set(texts) == set(LANGUAGES)
    assert all(text.strip() for text in texts.values())
    assert placeholders(texts["it"]) == placeholders(texts["en"]) == placeholders(texts["cs"])


def test_the_catalogue_holds_every_key_the_pages_use_and_the_computed_ones():
    used = used_keys()
    assert len(used) > 40
    assert {key for key in used if not key.endswith('.')} - set(TEXTS) == set()  # 'status.' ~ status: below
    computed = {f"status.{status}" for status in ("waiting", "reported", "confirmed", "disputed", "desk")}
    computed |= {f"status.long.{status}" for status in ("waiting", "reported", "confirmed", "disputed", "desk")}
    computed |= {f"me.done.{action}" for action in ("report", "confirm", "dispute", "check-in", "drop")}
    computed |= {f"outcome.{kind}" for kind in ("draw", "draw_within", "win", "win_by", "win_beyond", "win_conceded")}
    computed |= {f"standings.{use}.{kind}" for use in ("soft", "soft_short", "award")
                 for kind in ("painting", "sportsmanship")}
    computed |= {f"standings.{use}.{key}" for use in ("key", "short") for key in Tiebreak}
    assert computed - set(TEXTS) == set()


def test_the_italian_and_czech_texts_are_translations():
    same = [key for key, texts in TEXTS.items() if texts["it"] == texts["en"] or texts["cs"] == texts["en"]]
    # a "#" and a score line are the same in every language, and "SoS" is what the desk calls it in each
    assert set(same) <= {"standings.rank", "me.score", "standings.short.sos"}


def test_values_fill_in_one_pass_and_numbers_follow_the_language():
    from fractions import Fraction

    assert Texts("en").text("pairings.bye", name="{round} %1") == "Bye: {round} %1"
    assert Texts("it").text("outcome.win_by", name="Ann", difference=Fraction(45, 2)) == "Vince Ann di 22,5 PV"
    assert Texts("en").text("outcome.win_by", name="Ann", difference=Fraction(45, 2)) == "Ann wins by 22.5 VP"
    assert Texts("xx").language == "en"


@pytest.mark.parametrize(("asked", "kept", "accept", "expected"), [
    (None, None, "it-IT,it;q=0.9,en;q=0.8", "it"),
    (None, None, "de-DE,cs;q=0.5,it;q=0.4", "cs"),
    (None, None, "en;q=0.1, it;q=0.9", "it"),
    (None, None, "de, fr", "en"),
    (None, None, None, "en"),
    (None, "cs", "it", "cs"),
    ("it", "cs", "en", "it"),
    ("xx", None, "cs-CZ", "cs"),
    (None, None, "it;q=abc, cs", "cs"),
])
def test_the_language_is_asked_kept_or_the_phone_s(asked, kept, accept, expected):
    assert negotiate(asked, kept, accept) == expected
