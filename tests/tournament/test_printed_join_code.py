"""The printed pairings carry the code and the address that join the players' phones once the event was served to
them, in the heading of every page, beside the texts (never over them); before that, the heading is as it was.
The pages are drawn as a PDF, rendered as a person would see them (pdftoppm, 80 dpi), and the code read back."""

import subprocess
from datetime import datetime

import pytest
from PySide6.QtGui import QImage

from companion.tournament.documents import PageSize, Printout
from companion.tournament.phones import phone_links
from companion.tournament.printouts import page_layout, write_pdf
from tests.tournament.pdf_text import page_texts
from tests.tournament.printed_events import printed_event
from tests.tournament.qr_image import dark_box, read_code

pytestmark = pytest.mark.usefixtures("command_line_locale")

JOIN = "http://192.168.1.20:8080/"
DPI = 80


@pytest.fixture(scope="module")
def event():
    return printed_event(90, 2, last_round_results=10)


def rendered(path, dpi: int = DPI) -> list[QImage]:
    subprocess.run(["pdftoppm", "-png", "-r", str(dpi), str(path), str(path.with_suffix(""))], check=True, timeout=120)
    pages = sorted(path.parent.glob(f"{path.stem}-*.png"))
    return [QImage(str(page)) for page in pages]


def code_corner(image: QImage, page_size: PageSize) -> tuple[int, int, int, int]:
    """The heading's top right corner, 24 mm square inside the page's margins: where the code stands."""
    margins = page_layout(page_size).margins()
    pixels = DPI / 25.4
    right = image.width() - round(margins.right() * pixels)
    top = round(margins.top() * pixels)
    side = round(24 * pixels)
    return right - side - 2, top - 2, right + 2, top + side + 2


@pytest.mark.parametrize("printout", [Printout.PAIRINGS, Printout.PAIRINGS_BY_NAME])
@pytest.mark.parametrize("page_size", [PageSize.A4, PageSize.LETTER])
def test_every_page_of_the_pairings_carries_the_join_code_and_its_address(qapp, tmp_path, event, printout,
                                                                         page_size):
    path = tmp_path / "join.pdf"
    printed_at = datetime(2026, 11, 30, 14, 5)
    pages = write_pdf(event, printout, path, page_size, printed_at=printed_at, links=phone_links(JOIN, {}))
    plain = write_pdf(event, printout, tmp_path / "plain.pdf", page_size, printed_at=printed_at)
    assert pages >= 2 and pages in (plain, plain + 1)  # the taller heading may take a page more, never loses a row
    texts = page_texts(path)
    assert all(JOIN in text and "Verona Open 2026" in text and "Round 2 of" in text for text in texts)
    assert not any(JOIN in text for text in page_texts(tmp_path / "plain.pdf"))
    images = rendered(path)
    assert len(images) == pages
    for image in images:
        corner = code_corner(image, page_size)
        box = dark_box(image, *corner)
        assert box is not None
        side = (box[2] - box[0]) / DPI * 25.4
        assert 18 <= side <= 24 and abs((box[3] - box[1]) - (box[2] - box[0])) <= 1  # square, about 2 cm
        assert read_code(image, box, JOIN) == []  # the address's code, its quiet zone clear of any text
    for image in rendered(tmp_path / "plain.pdf"):
        assert dark_box(image, *code_corner(image, page_size)) is None or \
            read_code(image, dark_box(image, *code_corner(image, page_size)), JOIN) != []


def test_the_standings_and_the_slips_carry_no_join_code(qapp, tmp_path, event):
    links = phone_links(JOIN, {})
    write_pdf(event, Printout.STANDINGS, tmp_path / "standings.pdf", links=links)
    write_pdf(event, Printout.SLIPS, tmp_path / "slips.pdf", links=links)
    assert not any(JOIN in text for text in page_texts(tmp_path / "standings.pdf"))
    assert not any(JOIN in text for text in page_texts(tmp_path / "slips.pdf"))
