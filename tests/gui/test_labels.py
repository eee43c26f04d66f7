"""The wrapped label keeps the height its text needs at the width it has, narrower or wider."""

from companion.gui.widgets.labels import WrappedLabel

TEXT = " ".join(["Order of resolution: throw, landing point, interceptions, catch."] * 6)


def test_the_label_grows_when_narrow_and_shrinks_back_when_wide(qtbot):
    label = WrappedLabel(plain=True)
    qtbot.addWidget(label)
    label.show()  # a hidden widget gets its resize events only when shown
    label.setText(TEXT)
    line = label.fontMetrics().lineSpacing()
    label.resize(120, 10)
    narrow = label.minimumHeight()
    label.resize(900, 10)
    wide = label.minimumHeight()
    assert narrow > 5 * line
    assert wide < narrow / 3, "a label once narrow must not keep its height (and leave a gap) when wider"
    assert wide >= 2 * line
    label.setText("")
    assert label.minimumHeight() == 0


def test_heights_it_remembers_are_the_ones_qlabel_measures(qtbot):
    """The label answers the layouts from memory; each answer must be QLabel's, for any text, width and font."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    table = "<table>" + "".join(f"<tr><td>rule {n}</td><td>{TEXT[: 20 * n]}</td></tr>" for n in range(1, 5)) + "</table>"
    label = WrappedLabel()
    label.setTextFormat(Qt.TextFormat.RichText)
    qtbot.addWidget(label)
    label.show()
    label.resize(500, 10)
    reference = QLabel()
    reference.setTextFormat(Qt.TextFormat.RichText)
    reference.setWordWrap(True)
    for text, point_size in ((table, 9), (table.replace("rule", "a longer rule name"), 9), (table, 16)):
        font = label.font()
        font.setPointSize(point_size)
        label.setFont(font)
        reference.setFont(font)
        label.setText(text)
        reference.setText(text)
        reference.setMinimumHeight(label.minimumHeight())
        for width in (150, 300, 500, 300, 150):  # asked again: from memory
            assert label.heightForWidth(width) == reference.heightForWidth(width), (text[:30], point_size, width)
