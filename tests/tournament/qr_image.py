"""Reading a QR code back from a picture of a page or a screen, for the checks a phone would make: where the code
is, how large, and whether its modules are those of the address (segno's matrix), quiet zone included."""

from PySide6.QtGui import QImage

from companion.tournament.qr import qr_matrix


def dark(image: QImage, x: int, y: int) -> bool:
    return image.pixelColor(x, y).lightness() < 128


def dark_box(image: QImage, left: int, top: int, right: int, bottom: int) -> tuple[int, int, int, int] | None:
    """The smallest box (left, top, right, bottom; right and bottom outside) holding every dark pixel of the area."""
    xs, ys = [], []
    for y in range(top, bottom):
        for x in range(left, right):
            if dark(image, x, y):
                xs.append(x)
                ys.append(y)
    return (min(xs), min(ys), max(xs) + 1, max(ys) + 1) if xs else None


def read_code(image: QImage, box: tuple[int, int, int, int], text: str) -> list[tuple[int, int]]:
    """The modules that differ from ``text``'s code when the code's dark modules span ``box`` (its finder patterns
    make three of the box's corners), read at each module's centre, and the light quiet zone around it (two modules
    wide): [] when the picture is the code."""
    matrix = qr_matrix(text)
    count = len(matrix)
    left, top, right, bottom = box
    width, height = (right - left) / count, (bottom - top) / count
    wrong = []
    for row in range(-2, count + 2):
        for column in range(-2, count + 2):
            expected = 0 <= row < count and 0 <= column < count and matrix[row][column]
            x, y = int(left + (column + 0.5) * width), int(top + (row + 0.5) * height)
            if not (0 <= x < image.width() and 0 <= y < image.height()) or dark(image, x, y) != expected:
                wrong.append((row, column))
    return wrong
