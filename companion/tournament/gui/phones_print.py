"""Printed personal links: each player's name, the event, the QR code of their link and the address under it, for
one player or every player, on the printer (or PDF) chosen. Four to a page, cut apart and handed out."""

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QCoreApplication, QMarginsF, QUrl
from PySide6.QtGui import QImage, QPagedPaintDevice, QPageLayout, QTextDocument

PER_PAGE = 4


def links_document(event_name: str, links: Sequence[tuple[str, str]]) -> QTextDocument:
    """The links as one document: a block per player, ``PER_PAGE`` to a page."""
    from html import escape

    from companion.tournament.qr import qr_png

    document = QTextDocument()
    parts = []
    note = QCoreApplication.translate("PhonesPrint", "Your personal page for this event: results, confirmations, "
                                                     "check-in. Keep it to yourself.")
    for index, (name, url) in enumerate(links):
        image = QImage()
        image.loadFromData(QByteArray(qr_png(url, scale=6, border=2)), "PNG")
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"qr{index}"), image)
        page_break = ' style="page-break-after: always"' if (index + 1) % PER_PAGE == 0 and index + 1 < len(links) \
            else ""
        parts.append(f'<table width="100%" cellpadding="6"{page_break}><tr><td width="190"><img src="qr{index}" '
                     f'width="180" height="180"></td><td><h2>{escape(name)}</h2><p>{escape(event_name)}</p>'
                     f'<p>{escape(note)}</p><p><tt>{escape(url)}</tt></p></td></tr></table><hr>')
    document.setHtml("".join(parts))
    return document


def print_links(device: QPagedPaintDevice, event_name: str, links: Sequence[tuple[str, str]]) -> int:
    """Print the links; the number of pages sent."""
    device.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    document = links_document(event_name, links)
    document.setPageSize(device.pageLayout().paintRectPixels(device.resolution()).size().toSizeF())
    document.print_(device)
    return max(document.pageCount(), 1) if links else 0
