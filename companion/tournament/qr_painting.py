"""QR codes drawn with ``QPainter``: the players' phones' join code on the printed pairings and the projector, a
player's personal code on the slips. Drawn as squares, not scaled from an image, so a code stays sharp at any
size and on any device (a PDF, a printer, a screen)."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

QUIET_ZONE = 2
"""Modules of light margin around a code: what a phone's reader needs to find it."""


def draw_qr(painter: QPainter, square: QRectF, text: str, ink: QColor, paper: QColor | None = None) -> None:
    """A QR code of ``text`` filling ``square`` (its quiet zone inside): dark modules in ``ink``, on ``paper``
    when given (a dark screen needs a light ground; a printed page already is one)."""
    from companion.tournament.qr import qr_matrix

    matrix = qr_matrix(text)
    modules = len(matrix) + 2 * QUIET_ZONE
    size = min(square.width(), square.height()) / modules
    # Each module's edges on whole device pixels, without antialiasing: no faint seams between modules.
    edges = [round(step * size) for step in range(modules + 1)]
    left, top = round(square.left()), round(square.top())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setPen(Qt.PenStyle.NoPen)
    if paper is not None:
        painter.fillRect(QRectF(left, top, edges[-1], edges[-1]), paper)
    for row, line in enumerate(matrix):
        for column, dark in enumerate(line):
            if dark:
                x, y = edges[column + QUIET_ZONE], edges[row + QUIET_ZONE]
                painter.fillRect(QRectF(left + x, top + y, edges[column + QUIET_ZONE + 1] - x,
                                        edges[row + QUIET_ZONE + 1] - y), ink)
    painter.restore()
