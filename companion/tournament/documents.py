"""What the desk can print or publish, named without Qt: the printouts, the page sizes, the export formats.

The CLI reads these names to check ``companion event export EVENT FORMAT OUT``
without loading Qt; ``printouts`` (the PDFs, Qt) and ``players_page`` (the
HTML page) build the documents, and ``document_export.export_document`` is the
one call that turns an event into any of them.
"""

from enum import StrEnum

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.event import Event, Round


class Printout(StrEnum):
    """A printed document: the value is its name after ``pdf-`` in the export formats."""

    PAIRINGS = "pairings"
    PAIRINGS_BY_NAME = "pairings-by-name"
    STANDINGS = "standings"
    SLIPS = "slips"
    FACTIONS = "factions"


class PageSize(StrEnum):
    A4 = "a4"
    LETTER = "letter"


SLIPS_PER_PAGE = (1, 2, 4)
"""The result slips on a page: one, two halves stacked, or a 2×2 grid, with cut lines between them."""
PLAYERS_PAGE_FORMAT = "html"
LINKS_FORMAT = "pdf-links"
"""The players' personal links as cards to cut apart (``link_printouts``): they need the address the phones reach."""
PDF_FORMATS = {f"pdf-{printout.value}": printout for printout in Printout}
DOCUMENT_FORMATS = (*PDF_FORMATS, LINKS_FORMAT, PLAYERS_PAGE_FORMAT)
"""The formats ``companion event export`` adds to csv-standings, csv-results and json."""


def printed_round(event: Event, round_number: int | None = None, *, required: bool = True) -> Round | None:
    """The round a document shows: the one asked for, else the latest published one.

    Pairings and slips need a round (``required``); the standings and the players' page can be
    printed before the first one."""
    if round_number is None:
        if event.current_round is None and required:
            raise InputError("round", QT_TRANSLATE_NOOP("InputError", "a paired round: no round has been paired yet"))
        return event.current_round
    found = next((played for played in event.rounds if played.number == round_number), None)
    if found is None:
        if not event.rounds:
            raise InputError("round", QT_TRANSLATE_NOOP("InputError", "a paired round: no round has been paired yet"),
                             round_number)
        raise InputError("round", QT_TRANSLATE_NOOP("InputError", "a paired round, from {0} to {1}"), round_number,
                         args=(event.rounds[0].number, event.rounds[-1].number))
    return found
