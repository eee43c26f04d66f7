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
