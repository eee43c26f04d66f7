"""The desk's player search forgives case, accents and apostrophes, as the players' phones do: on the real
Players page, and for the names the command line is given."""

import pytest

from tests.tournament.gui.conftest import settle
from tests.tournament.gui.test_desk_pages import add


def shown_names(page) -> list[str]:
    proxy = page.proxy
    return sorted(proxy.index(row, 0).data() for row in range(proxy.rowCount()))


@pytest.mark.parametrize(("typed", "expected"), [
    ("cerny", ["Ondřej Černý"]),
    ("ČERNÝ", ["Ondřej Černý"]),
    ("dangelo", ["Lucia D'Angelo"]),
    ("d’angelo", ["Lucia D'Angelo"]),
    ("ondrej cer", ["Ondřej Černý"]),
    ("zzz", []),
])
def test_the_players_search_ignores_case_accents_and_apostrophes(qtbot, desk, typed, expected):
    add(qtbot, desk, "Ondřej Černý", "Brno")
    add(qtbot, desk, "Lucia D'Angelo", "Verona")
    page = desk.players_page
    everyone = page.proxy.rowCount()
    page.search.setText(typed)
    settle(qtbot, desk)
    assert [name for name in shown_names(page) if name in ("Ondřej Černý", "Lucia D'Angelo")] == expected
    if not expected:
        assert page.proxy.rowCount() == 0
    page.search.setText("verona")  # the club's column too
    assert "Lucia D'Angelo" in shown_names(page)
    page.search.clear()
    assert page.proxy.rowCount() == everyone


def test_the_swap_choices_find_a_player_by_typing_without_accents(qtbot, desk, event_file):
    from companion.tournament.gui.widgets import FoldingChoice
    from companion.tournament.store import EventStore
    from tests.tournament.gui.test_desk_conflicts import pair_and_publish

    first = desk.session.current_event.players[0]
    with EventStore.open(event_file) as store:
        store.edit_player(first.id, "Ondřej Černý", first.club, first.faction)
    qtbot.waitUntil(lambda: desk.session.current_event.player(first.id).name == "Ondřej Černý", timeout=10_000)
    pair_and_publish(qtbot, desk)
    combo = desk.round_page.swap_form.swap_first
    combo.setCurrentIndex(0 if combo.itemData(0) != first.id else 1)
    combo.setFocus()
    qtbot.keyClicks(combo, "cerny")
    assert combo.currentData() == first.id and combo.currentText().startswith("Ondřej Černý")
    qtbot.wait(FoldingChoice.TYPING_PAUSE_MS + 100)
    qtbot.keyClicks(combo, "zzz")  # nothing holds it: the choice stays
    assert combo.currentData() == first.id
