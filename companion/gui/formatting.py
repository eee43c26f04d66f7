"""Numbers as the user's locale writes them (decimal comma in Italian and Czech)."""

from fractions import Fraction

from PySide6.QtCore import QCoreApplication, QLocale


def percent(value: Fraction, decimals: int = 2) -> str:
    return QLocale().toString(float(value) * 100, "f", decimals) + "%"


def percent_delta(value: Fraction, decimals: int = 2) -> str:
    """A difference of probabilities in percentage points, always signed."""
    number = QLocale().toString(abs(float(value)) * 100, "f", decimals)
    sign = "−" if value < 0 else "+"
    return QCoreApplication.translate("Formatting", "{0} pp").format(sign + number)


def decimal(value: Fraction, decimals: int = 2) -> str:
    return QLocale().toString(float(value), "f", decimals)
