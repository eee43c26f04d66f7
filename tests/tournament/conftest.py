"""Fixtures of the desk's tests."""

import pytest


@pytest.fixture(scope="module")
def command_line_locale():
    """No language chosen, as ``companion event export`` runs: ISO dates and numbers with a point.

    The GUI tests in the same run leave the locale of the language their last test chose."""
    from PySide6.QtCore import QLocale

    previous = QLocale()
    QLocale.setDefault(QLocale.c())
    yield
    QLocale.setDefault(previous)
