"""Numbers as the user's locale writes them (decimal comma in Italian and Czech), and translated
templates filled with their values.
"""

import re
from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale

_PLACEHOLDER = re.compile(r"%([1-9])")


def fill(template: str, *values: object) -> str:
    """Put ``values`` into a translated template's ``%1`` … ``%9`` in one pass.

    A value is never searched again, so a name that itself holds "%4" stays as
    typed (chained ``str.replace`` calls would substitute into it). A marker with
    no value is left as it is.
    """

    def value(match: re.Match) -> str:
        number = int(match.group(1))
        return str(values[number - 1]) if number <= len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, template)


EXACT_DIGITS = 12
"""Past this many digits a fraction is no help to the eye (Lustria's volleys reach 48): it reads as "≈ 1 in N"."""


def exact(value: Fraction) -> str:
    """The exact fraction as a tooltip shows it: "35/216"; grown too long, a rounded chance: "≈ 1 in 37"
    below one half, "≈ 11 in 12" above it (the nearest fraction with a denominator up to 20).

    CSV export and ``--json`` keep every fraction whole.
    """
    value = Fraction(value)
    if len(str(value.numerator)) <= EXACT_DIGITS and len(str(value.denominator)) <= EXACT_DIGITS:
        return str(value)
    if value <= 0 or value > 1:
        return "≈ " + QLocale().toString(float(value), "g", 6)
    if value < Fraction(1, 2):
        return fill(QCoreApplication.translate("Formatting", "≈ 1 in %1"), QLocale().toString(1 / float(value), "g", 3))
    rounded = value.limit_denominator(20)
    return fill(QCoreApplication.translate("Formatting", "≈ %1 in %2"), str(rounded.numerator), str(rounded.denominator))


def percent_exact(value: Fraction, decimals: int = 2) -> str:
    """A probability for a tooltip: the percentage and, in brackets, the exact fraction."""
    return f"{percent(value, decimals)}  ({exact(value)})"


def percent(value: Fraction, decimals: int = 2) -> str:
    """A probability as the language writes a percentage: "16.67%" in English, "16,67 %" in Czech."""
    number = QLocale().toString(float(value) * 100, "f", decimals)
    return fill(QCoreApplication.translate("Formatting", "%1%", "a percentage; the language's own spacing"), number)


def percent_delta(value: Fraction, decimals: int = 2) -> str:
    """A difference of probabilities in percentage points, always signed."""
    number = QLocale().toString(abs(float(value)) * 100, "f", decimals)
    sign = "−" if value < 0 else "+"
    return QCoreApplication.translate("Formatting", "{0} pp").format(sign + number)


def decimal(value: Fraction, decimals: int = 2) -> str:
    return QLocale().toString(float(value), "f", decimals)


def points(value: Fraction) -> str:
    """A point amount with only the decimals it needs: 4, 10.5, 4.25 (locale-aware)."""
    value = Fraction(value)
    decimals = 0 if value.denominator == 1 else 1 if value.denominator == 2 else 2
    return QLocale().toString(float(value), "f", decimals)


def signed_points(value: Fraction) -> str:
    """A point difference, always signed unless 0: +130, −80, +22.5 (locale-aware, a real minus sign)."""
    value = Fraction(value)
    return ("+" if value > 0 else "−" if value < 0 else "") + points(abs(value))


def integer(value: int) -> str:
    return QLocale().toString(int(value))


def signed(value: int) -> str:
    """+4, 0, −4 with a real minus sign."""
    return f"+{value}" if value > 0 else ("−" + str(-value) if value < 0 else "0")
