"""Companion: exact probability calculators for tabletop wargames."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("companion")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
