"""Run-time language switching: Companion's own catalogue plus Qt's.

The compiled catalogues (``companion_<lang>.qm``) ship inside the package
under ``companion/resources/i18n`` and are read through importlib.resources,
so a frozen bundle finds them too. Switching installs new translators, which
makes Qt send LanguageChange to every widget; each widget then re-sets its
texts in ``retranslate_ui``. Numbers follow the language through
``QLocale.setDefault``.
"""

from importlib import resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "it", "cs")
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "cs": "Čeština"}


def initial_language(settings) -> str:
    """The remembered choice, else the system's language if Companion speaks it."""
    stored = settings.value("view/language")
    if stored in LANGUAGES:
        return stored
    system = QLocale.system().name().split("_")[0]
    return system if system in LANGUAGES else SOURCE_LANGUAGE


def catalogue_path(language: str):
    """A context manager giving the compiled catalogue's path, also inside a frozen bundle."""
    return resources.as_file(resources.files("companion.resources") / "i18n" / f"companion_{language}.qm")


class Translations:
    def __init__(self, app: QCoreApplication):
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE

    def switch(self, language: str) -> None:
        if language not in LANGUAGES:
            language = SOURCE_LANGUAGE
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed = []
        # English has a catalogue too: its plural forms ("1 model", "3 models").
        own = QTranslator(self._app)
        with catalogue_path(language) as path:
            if own.load(str(path)):
                self._installed.append(own)
        if language != SOURCE_LANGUAGE:
            qt = QTranslator(self._app)
            if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._installed.append(qt)
        locale = QLocale(language)
        QLocale.setDefault(locale)
        for translator in self._installed:
            self._app.installTranslator(translator)
        self.language = language
