"""The one error type the model raises for input that breaks a rule.

An error carries structure, not only English: the field, an English template
of what is allowed (``"a whole number from {0} to {1}"``), the values that fill
it, and the value got. ``str(error)`` is the English line the CLI prints; the
GUI translates the template (see ``companion/gui/errors.py``). Templates are
marked with ``QT_TRANSLATE_NOOP("InputError", ...)`` so that pyside6-lupdate
puts them in the translation catalogues while the model stays free of Qt.
"""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Mark `text` for the translation catalogues (pyside6-lupdate reads this call) and return it as it is.

    Only string literals are found: lupdate reads the source, it does not run it.
    """
    return text


class Words(str):
    """English words, not a value from the file: shown translated by the GUI.

    Used for an argument or a got value that is wording (``"a list"``), so that
    it is translated like the template; a plain ``str`` is a value of the file
    (a keyword, a field path) and is shown as it is. Each text given must be
    marked with ``QT_TRANSLATE_NOOP`` in the context of its error.
    """

    __slots__ = ()


class InputError(ValueError):
    """A field holds a value the rules do not allow.

    `field` is a dotted path into the scenario object (``attack.hit_dice``) so
    the CLI and the GUI can say exactly what to fix; `allowed` says what would
    be accepted: an English template, marked for translation in context
    "InputError", whose ``{0}``, ``{1}`` … are filled from `args` (kept as
    `arguments`: ``Exception.args`` is Python's own). `got` is the value found,
    or None.
    """

    def __init__(self, field: str, allowed: str, got: object = None, *, args: tuple = ()):
        self.field = field
        self.allowed = allowed
        self.arguments = tuple(args)
        self.got = got
        shown = "" if got is None else f" (got {got!r})"
        super().__init__(f"{field}: {self.allowed_text}{shown}")

    @property
    def allowed_text(self) -> str:
        """What is allowed, in English, with its values filled in."""
        return self.allowed.format(*self.arguments)

    def moved(self, field: str) -> "InputError":
        """The same error about another field (``target.shield`` -> ``targets[2].shield``)."""
        return InputError(field, self.allowed, self.got, args=self.arguments)
