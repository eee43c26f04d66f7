"""The one error type the model raises for input that breaks a rule."""


class InputError(ValueError):
    """A field holds a value the rules do not allow.

    `field` is a dotted path into the scenario object (``attack.hit_dice``) so
    the CLI and the GUI can say exactly what to fix; `allowed` says what would
    be accepted, in plain words.
    """

    def __init__(self, field: str, allowed: str, got: object = None):
        self.field = field
        self.allowed = allowed
        self.got = got
        shown = "" if got is None else f" (got {got!r})"
        super().__init__(f"{field}: {allowed}{shown}")
