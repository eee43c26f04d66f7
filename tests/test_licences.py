"""The licences Help → About shows are read from what is installed: Companion's own, then every component it
runs on, with their texts; Qt's LGPL, the GPL it builds on and what it asks of an app ship with Companion."""

from importlib import metadata

from companion import licences


def test_companion_comes_first_with_its_mit_licence_text():
    found = licences.components()
    assert found[0].name == "companion" and found[0].licence == "MIT"
    assert "Permission is hereby granted, free of charge" in licences.companion_licence()


def test_every_component_companion_requires_is_listed_as_installed():
    names = {licences.canonical(component.name): component for component in licences.components()}
    for wanted in ("pyside6-essentials", "shiboken6", "pyqtgraph", "numpy", "icepool", "sqlalchemy", "alembic",
                   "rustworkx", "pg8000", "keyring"):
        assert wanted in names, wanted
        assert names[wanted].version == metadata.version(wanted)
    assert "LGPL-3.0" in names["pyside6-essentials"].licence
    assert "pytest" not in names and "pyinstaller" not in names, "the test and packaging extras are not bundled"


def test_licence_texts_are_read_from_the_distributions_files():
    pyqtgraph = next(c for c in licences.components() if c.name == "pyqtgraph")
    assert pyqtgraph.texts and "Permission is hereby granted" in pyqtgraph.texts[0][1]


def test_the_lgpl_texts_and_what_they_ask_ship_with_companion():
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in licences.notice_text("LGPL-3.0.txt")
    assert "Version 3, 29 June 2007" in licences.notice_text("GPL-3.0.txt")
    notice = licences.notice_text("Qt-LGPL-notice.txt")
    assert "dynamically linked" in notice and "replace" in notice and "download.qt.io" in notice


def test_a_stated_licence_falls_back_to_the_classifiers():
    class Fields(dict):
        def get_all(self, key):
            return self.get(key + "s")

    class Distribution:
        metadata = Fields(License="", Classifiers=["License :: OSI Approved :: MIT License"])

    assert licences.stated_licence(Distribution()) == "MIT License"


def test_the_installers_licence_folder_holds_every_text(tmp_path):
    written = licences.write_folder(tmp_path / "LICENSES")
    folder = tmp_path / "LICENSES"
    index = (folder / licences.INDEX).read_text(encoding="utf-8")
    assert "MIT" in (folder / "LICENSE-Companion.txt").read_text(encoding="utf-8")
    for name in licences.NOTICE_FILES:
        assert (folder / name).stat().st_size > 1000
    for component in licences.components()[1:]:
        assert component.name in written and f"{component.name} {component.version}: " in index
        place = folder / f"{component.name}-{component.version}"
        assert {path.name for path in place.iterdir()} >= {name.split("/")[-1] for name, _ in component.texts}
    assert (folder / f"PySide6_Essentials-{metadata.version('PySide6-Essentials')}" / "see-Qt-LGPL-notice.txt").exists() \
        or any(p.name.lower().startswith("pyside6") for p in folder.iterdir())
