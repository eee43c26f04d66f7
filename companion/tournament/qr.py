"""QR codes of the phones' addresses (the join address, a player's personal link), from pure-Python segno: PNG
bytes for the desk's windows and printouts, SVG text for pages. Qt-free; segno loads only when a code is made."""

import io


def qr_png(text: str, scale: int = 8, border: int = 2) -> bytes:
    """The code as PNG bytes: ``scale`` pixels a module, ``border`` modules of quiet zone around it."""
    import segno

    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="png", scale=scale, border=border)
    return buffer.getvalue()


def qr_svg(text: str, scale: int = 4, border: int = 2) -> str:
    import segno

    return segno.make(text, error="m").svg_inline(scale=scale, border=border)


def qr_matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The code's modules, row by row (True: dark), without a quiet zone: what a painter draws itself."""
    import segno

    code = segno.make(text, error="m")
    return tuple(tuple(bool(module) for module in row) for row in code.matrix)
