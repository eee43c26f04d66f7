"""Italian and Czech are complete, current with the code, and shipped compiled."""

import filecmp
import importlib.util
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = importlib.util.spec_from_file_location("update_translations", ROOT / "resources" / "i18n" / "update.py")
update = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(update)


def messages(language):
    root = ElementTree.parse(update.SOURCES / f"companion_{language}.ts").getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


@pytest.mark.parametrize("language", (*update.LANGUAGES, update.PLURALS_ONLY))
def test_every_text_is_translated(language):
    assert update.problems(update.SOURCES / f"companion_{language}.ts") == []


def test_lupdate_finds_no_text_missing_from_the_ts_files():
    assert update.check() == []


@pytest.mark.parametrize("language", update.LANGUAGES)
def test_placeholders_and_mnemonics_survive_translation(language):
    wrong = []
    for context, message in messages(language):
        source = message.findtext("source")
        translation = message.find("translation")
        forms = [form.text for form in translation.findall("numerusform")] or [translation.text]
        for text in forms:
            if sorted(re.findall(r"%\d", text)) != sorted(re.findall(r"%\d", source)):
                wrong.append((context, source, text))
            # str.format placeholders ("{0}", "{1:,}"), as in the error templates.
            if sorted(re.findall(r"\{\d+(?::[^}]*)?\}", text)) != sorted(re.findall(r"\{\d+(?::[^}]*)?\}", source)):
                wrong.append((context, source, text))
            if re.search(r"&[^&\s]", source.replace("&&", "")) and not re.search(r"&[^&\s]", text.replace("&&", "")):
                wrong.append((context, source, text))
    assert wrong == []


def test_every_text_has_its_class_as_context():
    """A text with no context is never found at run time."""
    assert [m.findtext("source") for language in update.LANGUAGES for c, m in messages(language) if not c] == []


@pytest.mark.parametrize("language", (*update.LANGUAGES, update.PLURALS_ONLY))
def test_shipped_catalogues_are_built_from_the_sources(tmp_path, language):
    built = tmp_path / f"companion_{language}.qm"
    update.lrelease(update.SOURCES / f"companion_{language}.ts", built)
    assert filecmp.cmp(built, update.CATALOGUES / built.name, shallow=False), "run resources/i18n/update.py"


def test_catalogues_ship_inside_the_package():
    from importlib import resources

    folder = resources.files("companion.resources") / "i18n"
    expected = {f"companion_{language}.qm" for language in (*update.LANGUAGES, update.PLURALS_ONLY)}
    assert expected <= {p.name for p in folder.iterdir()}


def test_english_plurals_read_naturally(qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator

    from companion.gui.i18n import catalogue_path

    translator = QTranslator()
    with catalogue_path("en") as path:
        assert translator.load(str(path))
    qapp.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MatchPanel", "%1 loses %n model(s)", "", 1) == "%1 loses 1 model"
        assert QCoreApplication.translate("MatchPanel", "%1 loses %n model(s)", "", 3) == "%1 loses 3 models"
    finally:
        qapp.removeTranslator(translator)


def test_update_script_check_mode_runs():
    run = subprocess.run([sys.executable, str(ROOT / "resources" / "i18n" / "update.py"), "--check"],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-2000:]
