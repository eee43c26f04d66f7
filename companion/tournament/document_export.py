"""``export_document``: an event to any of the desk's documents, for ``companion event export`` and the desk.

Importing this module loads no Qt, so the command line can check a FORMAT with
``DOCUMENT_FORMATS`` and stay Qt-free for every other format and command. Only
the documents load Qt: the PDFs a ``QGuiApplication`` (an offscreen one when
none runs), the HTML page the translations and the locale.
"""

from collections.abc import Collection
from datetime import datetime
from pathlib import Path

from companion.model.errors import QT_TRANSLATE_NOOP, InputError
from companion.tournament.documents import (
    DOCUMENT_FORMATS,
    LINKS_FORMAT,
    PDF_FORMATS,
    PLAYERS_PAGE_FORMAT,
    SLIPS_PER_PAGE,
    PageSize,
)
from companion.tournament.event import Event
from companion.tournament.phones import PhoneLinks


def export_document(event: Event, fmt: str, path: str | Path, *, page_size: PageSize | str = PageSize.A4,
                    language: str | None = None, printed_at: datetime | None = None,
                    links: PhoneLinks | None = None, slips_per_page: int = 1,
                    tables: Collection[int] | None = None) -> None:
    """Write the document ``fmt`` (one of ``DOCUMENT_FORMATS``) of the event's current round to ``path``.

    ``language`` (``en``, ``it``, ``cs``) installs that catalogue first, for a process that has none (the
    command line); None keeps the running app's language. Bad input (an unknown format or page size, a
    pairings document before the first round) raises ``InputError`` before anything is written; a file
    that cannot be written (a full disk included), or a ``path`` that is an event file, raises a ``DeskError``
    (``exports.save_export``, ``exports.check_export_target``). The previous file at ``path`` is replaced only
    once the new one is complete. ``links``: the players' phones' addresses (the slips then carry each
    player's QR code; ``pdf-links``, the personal links' cards, needs them). ``slips_per_page``: 1, 2 or 4 result
    slips on a page; ``tables``: only those tables' slips."""
    if fmt not in DOCUMENT_FORMATS:
        raise InputError("format", QT_TRANSLATE_NOOP("InputError", "one of {0}"), fmt, args=(", ".join(DOCUMENT_FORMATS),))
    if page_size not in tuple(PageSize):
        raise InputError("page_size", QT_TRANSLATE_NOOP("InputError", "one of {0}"), page_size,
                         args=(", ".join(PageSize),))
    if slips_per_page not in SLIPS_PER_PAGE:
        raise InputError("slips_per_page", QT_TRANSLATE_NOOP("InputError", "one of {0}"), slips_per_page,
                         args=(", ".join(map(str, SLIPS_PER_PAGE)),))
    if fmt == PLAYERS_PAGE_FORMAT:
        from companion.tournament import players_page

        if language is not None:
            from companion.tournament.printouts import application
            application(language)
        players_page.write_players_page(event, path, printed_at)
        return
    if fmt == LINKS_FORMAT:
        from companion.tournament.link_printouts import printed_links, write_links_pdf
        from companion.tournament.printouts import application

        if links is None:
            raise InputError("links", QT_TRANSLATE_NOOP("InputError", "the address the phones reach: the event has "
                                                                      "not been served to the phones yet"))
        application(language)
        cards = printed_links(event, links)
        if not cards:
            raise InputError("links", QT_TRANSLATE_NOOP("InputError", "a player with a personal link: none has one"))
        write_links_pdf(event.settings.name, cards, path, PageSize(page_size))
        return
    from companion.tournament.printouts import application, write_pdf

    application(language)
    write_pdf(event, PDF_FORMATS[fmt], path, PageSize(page_size), printed_at=printed_at, links=links,
              slips_per_page=slips_per_page, tables=tables)
