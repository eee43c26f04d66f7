"""Error messages speak the user's language: bad scenario files, illegal forms, every model template.

The model's InputError and the ScenarioError of a file carry an English
template (marked for lupdate) and its values; the GUI words them through the
catalogues (companion/gui/errors.py), while `companion eval` stays English.
"""

import json

import pytest
from PySide6.QtCore import QTranslator

from companion.gui.errors import describe
from companion.gui.i18n import catalogue_path
from companion.model.errors import InputError, Words
from companion.model.lustria.shooting import HitModifier
from companion.scenario import ScenarioError, load_scenario, parse_scenario
from tests import test_scenario_cli as scenario_cli
from tests.gui.lustria import test_encounters as test_lustria_encounters
from tests.gui.lustria import test_shooting as test_lustria_shooting
from tests.gui.ringball import test_throw as test_ringball_throw
from tests.gui.warzone import test_ramming as test_warzone_ramming
from tests.gui.warzone import test_victory as test_warzone_victory
from tests.helpers import settle
from tests.model.trench_crusade import test_compare as test_trench_crusade_compare
from tests.model.trench_crusade import test_sequence as test_trench_crusade_sequence

BAD_MARKERS = dict(scenario_cli.CONTRACT, target=dict(scenario_cli.CONTRACT["target"], blood_markers=9))
SHOOTING = {"format": 1, "game": "lustria", "calculator": "shooting", "shots": 10, "bs": 3, "hit_modifier": 0,
            "strength": 4, "toughness": 3, "save": 5}


def write(tmp_path, data, name="bad.companion"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("language, title, text", [
    ("it", "Impossibile aprire lo scenario", "target.blood_markers: un numero intero da 0 a 6 (trovato 9)"),
    ("cs", "Scénář nelze otevřít", "target.blood_markers: celé číslo od 0 do 6 (zadáno 9)"),
])
def test_a_bad_scenario_is_refused_in_the_users_language(back_to_english, tmp_path, warnings, language, title, text):
    window = back_to_english
    path = write(tmp_path, BAD_MARKERS)
    window.set_language(language)
    assert not window.open_scenario(str(path))
    assert warnings == [(title, f"{path}: {text}")]
    assert "a whole number" not in warnings[0][1]


@pytest.mark.parametrize("language, expected", [
    ("it", "JSON non valido (riga 1, colonna 2: atteso un nome di proprietà tra virgolette doppie)"),
    ("cs", "neplatný JSON (řádek 1, sloupec 2: očekáván název vlastnosti ve dvojitých uvozovkách)"),
])
def test_a_file_that_is_not_json_is_refused_in_the_users_language(back_to_english, tmp_path, warnings, language,
                                                                   expected):
    path = write(tmp_path, "{")
    back_to_english.set_language(language)
    assert not back_to_english.open_scenario(str(path))
    assert [text for _, text in warnings] == [f"{path}: {expected}"]


@pytest.mark.parametrize("language, expected", [
    ("it", "il file è di 2.000.000 byte; i file di scenario sono al massimo di 1.000.000 byte"),
    ("cs", "soubor má 2\u00a0000\u00a0000 bajtů; soubory scénářů mají nejvýše 1\u00a0000\u00a0000 bajtů"),
])
def test_numbers_in_messages_follow_the_language(back_to_english, tmp_path, warnings, language, expected):
    path = tmp_path / "huge.companion"
    with open(path, "wb") as stream:
        stream.truncate(2_000_000)
    back_to_english.set_language(language)
    assert not back_to_english.open_scenario(str(path))
    assert [text for _, text in warnings] == [f"{path}: {expected}"]


def test_in_english_the_gui_says_what_the_cli_says(window, tmp_path, warnings):
    path = write(tmp_path, BAD_MARKERS)
    assert not window.open_scenario(str(path))
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert warnings == [("Cannot open scenario", str(caught.value))]
    assert str(caught.value) == f"{path}: target.blood_markers: a whole number from 0 to 6 (got 9)"


@pytest.mark.parametrize("language, expected", [
    ("en", "Not a legal combination: hit_modifier: a whole number from -10 to 10 (got -11)"),
    ("it", "Combinazione non valida: hit_modifier: un numero intero da -10 a 10 (trovato -11)"),
    ("cs", "Neplatná kombinace: hit_modifier: celé číslo od -10 do 10 (zadáno -11)"),
])
def test_an_illegal_form_says_why_in_the_users_language(qtbot, back_to_english, language, expected):
    window = back_to_english
    window.show_scenario(parse_scenario(SHOOTING))
    panel = window.current_panel()
    settle(qtbot, panel)
    window.set_language(language)
    panel.flags[HitModifier.MOVED].setChecked(True)  # −1, and −10 more is beyond the −10 the rules allow
    panel.other_modifier.setValue(-10)
    assert panel.status_label.isVisibleTo(panel) and panel.status_label.text() == expected
    panel.other_modifier.setValue(0)
    assert not panel.status_label.isVisibleTo(panel)


# --- every template a bad file can raise is in the catalogues ---

def bad_scenarios():
    """Bad scenario objects collected from the tests of every game."""
    found = [data for _, data, _ in scenario_cli.BAD if not isinstance(data, str)]
    found += [data for data, _ in scenario_cli.BAD_OTHER_GAMES]
    found += [data for _, data, _ in test_trench_crusade_compare.BAD_COMPARE]
    found += [data for _, data, _ in test_trench_crusade_sequence.BAD]
    found += [test_lustria_shooting.CONTRACT | changes for _, changes, _ in test_lustria_shooting.BAD]
    found += [test_lustria_encounters.CONTRACT | {"unit": test_lustria_encounters.CONTRACT["unit"] | changes}
              for _, changes, _ in test_lustria_encounters.BAD_UNITS]
    found += [data for _, data, _ in test_warzone_victory.BAD + test_warzone_ramming.BAD]
    found += [test_ringball_throw.CONTRACT | changes for _, changes, _ in test_ringball_throw.BAD]
    return found


def input_errors():
    errors = []
    for data in bad_scenarios():
        with pytest.raises(InputError) as caught:
            parse_scenario(data)
        errors.append(caught.value)
    return errors


@pytest.fixture(params=["it", "cs"])
def catalogue(request, qapp, translations):
    """The language's own catalogue, to look texts up in, and the app speaking that language."""
    translator = QTranslator()
    with catalogue_path(request.param) as path:
        assert translator.load(str(path))
    translations.switch(request.param)
    yield translator
    translations.switch("en")


def test_every_template_a_bad_file_raises_is_translated(catalogue):
    errors = input_errors()
    assert len(errors) >= 40
    templates = {error.allowed for error in errors}
    assert len(templates) >= 8
    words = {value for error in errors for value in (*error.arguments, error.got) if isinstance(value, Words)}
    missing = sorted(text for text in templates | words if not catalogue.translate("InputError", text))
    assert missing == []
    for error in errors:
        assert describe(error) != str(error), str(error)  # translated, not only looked up
        assert describe(error).startswith(error.field + ": ")  # the field names a key of the file: never translated


def test_the_wrapped_input_error_keeps_its_structure(tmp_path):
    path = write(tmp_path, BAD_MARKERS)
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    error = caught.value.input_error
    assert (error.field, error.allowed, error.arguments, error.got) == (
        "target.blood_markers", "a whole number from {0} to {1}", (0, 6), 9)
