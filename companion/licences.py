"""The licences of Companion and of every component it runs on, read from what is installed.

The components are Companion's requirements and theirs, as their distributions'
metadata lists them, each found only if it is installed (in a pip install, the
environment's; in an installer's bundle, the metadata the bundle carries, so a
component left out of the bundle is left out here too). For each: its version, its
licence as the metadata states it, and the texts of its licence files. Qt for
Python ships no licence file, so the texts of the LGPL 3 and the GPL 3 it
refers to ship with Companion, with what the LGPL asks of an app that bundles
Qt (``companion/resources/licences``). No Qt here: the About dialog and the
packaging scripts read the same.
"""

import re
from dataclasses import dataclass
from importlib import metadata, resources
from pathlib import Path

TOP = "companion"
NOTICE_FILES = ("LGPL-3.0.txt", "GPL-3.0.txt", "Qt-LGPL-notice.txt")
"""Texts Companion carries for the bundled Qt: the licences, and how the LGPL's terms are met."""
LGPL_DISTRIBUTIONS = ("pyside6-essentials", "shiboken6")


@dataclass(frozen=True)
class Component:
    name: str
    version: str
    licence: str
    """As the metadata states it: an SPDX expression ("MIT"), else the License field, else the classifiers."""
    texts: tuple[tuple[str, str], ...]
    """(file name, text) for each licence file the distribution carries."""


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_names(distribution: metadata.Distribution) -> list[str]:
    """The distributions ``distribution`` requires, leaving out those of optional extras (tests, packaging)."""
    names = []
    for requirement in distribution.requires or []:
        if "extra ==" in requirement.replace('extra=="', 'extra == "'):
            continue
        match = re.match(r"[A-Za-z0-9][A-Za-z0-9_.\-]*", requirement)
        if match:
            names.append(match.group(0))
    return names


def stated_licence(distribution: metadata.Distribution) -> str:
    fields = distribution.metadata
    expression = fields.get("License-Expression")
    if expression:
        return expression.strip()
    stated = (fields.get("License") or "").strip()
    if stated and "\n" not in stated and len(stated) <= 80:
        return stated
    classifiers = [c.split(" :: ")[-1] for c in fields.get_all("Classifier") or [] if c.startswith("License ::")]
    if classifiers:
        return ", ".join(classifiers)
    return stated.splitlines()[0] if stated else "—"


def licence_texts(distribution: metadata.Distribution) -> tuple[tuple[str, str], ...]:
    """The texts of the files the metadata names as licence files, wherever the distribution keeps them."""
    texts = []
    for name in distribution.metadata.get_all("License-File") or []:
        text = distribution.read_text(f"licenses/{name}") or distribution.read_text(name)
        if not text:  # a source tree's egg-info names the file beside it, in the project's folder
            try:
                text = Path(str(distribution.locate_file(name))).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                text = ""
        if text:
            texts.append((name, text))
    return tuple(texts)


def components() -> list[Component]:
    """Companion first, then every installed component it runs on, by name."""
    found: dict[str, metadata.Distribution] = {}
    pending = [TOP]
    while pending:
        name = pending.pop()
        key = canonical(name)
        if key in found:
            continue
        try:
            distribution = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue  # not installed here (another platform's, or left out of the bundle)
        found[key] = distribution
        pending += requirement_names(distribution)
    ordered = [found.pop(canonical(TOP))] if canonical(TOP) in found else []
    ordered += [found[key] for key in sorted(found)]
    return [Component(d.metadata["Name"], d.version, stated_licence(d), licence_texts(d)) for d in ordered]


def notice_text(name: str) -> str:
    """One of the texts Companion carries for the bundled Qt (``NOTICE_FILES``)."""
    return (resources.files("companion.resources") / "licences" / name).read_text(encoding="utf-8")


def companion_licence() -> str:
    """Companion's own licence text (its LICENSE file, as installed)."""
    try:
        texts = licence_texts(metadata.distribution(TOP))
    except metadata.PackageNotFoundError:
        texts = ()
    return texts[0][1] if texts else ""


INDEX = "README.txt"


def write_folder(folder) -> list[str]:
    """The installers' licence folder: Companion's licence, each component's licence files under
    ``<name>-<version>/``, the LGPL and GPL texts with what the LGPL asks, and an index naming them all.
    Returns the names of the components written (packaging/check-linux checks the same list)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "LICENSE-Companion.txt").write_text(companion_licence(), encoding="utf-8")
    for name in NOTICE_FILES:
        (folder / name).write_text(notice_text(name), encoding="utf-8")
    lines = ["The licences of Companion and of the components its installers bundle.", "",
             "Companion: MIT (LICENSE-Companion.txt).",
             "Qt and Qt for Python (PySide6, shiboken6): LGPL-3.0 (LGPL-3.0.txt, GPL-3.0.txt; what the LGPL asks",
             "of an app that bundles Qt, and how Companion meets it: Qt-LGPL-notice.txt).", ""]
    written = []
    for component in components():
        if canonical(component.name) == TOP:
            continue
        place = folder / f"{component.name}-{component.version}"
        place.mkdir(exist_ok=True)
        for name, text in component.texts:
            (place / Path(name).name).write_text(text, encoding="utf-8")
        if canonical(component.name) in LGPL_DISTRIBUTIONS:
            (place / "see-Qt-LGPL-notice.txt").write_text(
                "Qt for Python ships no licence file of its own; see ../Qt-LGPL-notice.txt, ../LGPL-3.0.txt and "
                "../GPL-3.0.txt.\n", encoding="utf-8")
        files = ", ".join(Path(name).name for name, _ in component.texts) or "no licence file in its metadata"
        lines.append(f"{component.name} {component.version}: {component.licence} ({place.name}/: {files})")
        written.append(component.name)
    (folder / INDEX).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return written
