"""Reading the desk's PDFs back as text, for checks a person would make by reading the printout."""

import re
from pathlib import Path

import pypdf

SPACE = re.compile(r"\s+")


def page_texts(path: str | Path) -> list[str]:
    """Each page's text with every run of white space made one space (pypdf writes a word gap as a tab)."""
    return [SPACE.sub(" ", page.extract_text()).strip() for page in pypdf.PdfReader(str(path)).pages]


def squeezed(text: str) -> str:
    """Text without any white space: a cell that wrapped onto two lines still reads as one."""
    return SPACE.sub("", text)


def page_sizes(path: str | Path) -> list[tuple[float, float]]:
    """Each page's width and height in points."""
    return [(float(page.mediabox.width), float(page.mediabox.height)) for page in pypdf.PdfReader(str(path)).pages]


def rows_in_order(text: str, rows: list[str]) -> list[str]:
    """The rows (their cells joined) that are not found in order in the text: [] when every row follows the last."""
    body = squeezed(text)
    missing = []
    position = 0
    for row in rows:
        found = body.find(squeezed(row), position)
        if found < 0:
            missing.append(row)
        else:
            position = found + len(squeezed(row))
    return missing
