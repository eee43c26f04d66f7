"""Refresh the Qt Linguist sources from the code and build the catalogues.

    .venv/bin/python resources/i18n/update.py          # lupdate + lrelease
    .venv/bin/python resources/i18n/update.py --check  # exit 1 if any text is missing or unfinished

lupdate scans every module under companion/ for self.tr / QCoreApplication.translate
and merges new texts into resources/i18n/companion_<lang>.ts (texts no longer in
the code are dropped). English, the source language, has a catalogue of its plural
texts only ("%n model(s)" -> "1 model" / "3 models"). lrelease compiles each .ts into
companion/resources/i18n/companion_<lang>.qm, which ships inside the package.
"""

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "resources" / "i18n"
CATALOGUES = ROOT / "companion" / "resources" / "i18n"
LANGUAGES = ("it", "cs")
PLURALS_ONLY = "en"


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: it comes with PySide6-Essentials")
    return found


def code_files() -> list[str]:
    return sorted(str(path.relative_to(ROOT)) for path in (ROOT / "companion").rglob("*.py"))


def lupdate(ts_files: list[Path], plurals_only: bool = False) -> None:
    options = ["-pluralonly"] if plurals_only else []
    subprocess.run([tool("pyside6-lupdate"), *code_files(), "-no-obsolete", "-locations", "none", *options,
                    "-ts", *map(str, ts_files)], cwd=ROOT, check=True, capture_output=True)


def lrelease(ts_file: Path, qm_file: Path) -> None:
    qm_file.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([tool("pyside6-lrelease"), str(ts_file), "-qm", str(qm_file)], check=True, capture_output=True)


def problems(ts_file: Path) -> list[str]:
    """Messages without a finished, non-empty translation."""
    found = []
    for context in ElementTree.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            forms = translation.findall("numerusform") if translation is not None else []
            texts = [form.text for form in forms] if forms else [translation.text if translation is not None else None]
            if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(
                    t and t.strip() for t in texts):
                found.append(f"{ts_file.name}: {name}: {source!r}")
    return found


def check() -> list[str]:
    """Problems in the committed .ts files, and texts in the code they lack."""
    with tempfile.TemporaryDirectory() as folder:
        copies = []
        for language in (*LANGUAGES, PLURALS_ONLY):
            copy = Path(folder) / f"companion_{language}.ts"
            shutil.copy(SOURCES / f"companion_{language}.ts", copy)
            copies.append(copy)
        lupdate(copies[:-1])
        lupdate(copies[-1:], plurals_only=True)
        return [p for copy in copies for p in problems(copy)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report missing or unfinished translations")
    arguments = parser.parse_args()
    if arguments.check:
        found = check()
        print("\n".join(found) or "all texts translated")
        return 1 if found else 0
    ts_files = [SOURCES / f"companion_{language}.ts" for language in LANGUAGES]
    lupdate(ts_files)
    english = SOURCES / f"companion_{PLURALS_ONLY}.ts"
    lupdate([english], plurals_only=True)
    ts_files.append(english)
    for ts_file in ts_files:
        lrelease(ts_file, CATALOGUES / ts_file.with_suffix(".qm").name)
    for ts_file in ts_files:
        print(f"{ts_file.name}: {len(problems(ts_file))} texts to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
