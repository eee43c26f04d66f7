"""At 125 % and 150 % (QT_SCALE_FACTOR), no label, button or tab on any page cuts its text: every game's pages,
the desk's start page and the desk's pages with an event open."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QLineEdit, QWidget

from tests.gui.cut_texts import cut_texts

SCRIPT = Path(__file__).with_name("scaled_pages.py")


@pytest.mark.parametrize("scale", ["1.25", "1.5"])
def test_no_text_is_cut_at_a_high_scale_factor(tmp_path, scale):
    env = dict(os.environ, QT_SCALE_FACTOR=scale, COMPANION_CONFIG_DIR=str(tmp_path))
    result = subprocess.run([sys.executable, str(SCRIPT)], env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    lines = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    summary = lines.pop()
    assert summary["scale"] == pytest.approx(float(scale)) and summary["pages"] >= 21 and summary["desk_pages"] == 18
    assert lines == [], "\n".join(f"{p['where']}: {p['widget']} {p['text']!r}: {p['problem']}" for p in lines)


def test_a_squeezed_label_check_box_or_example_is_reported(qtbot):
    root = QWidget()
    qtbot.addWidget(root)
    row = QHBoxLayout(root)
    label, box = QLabel("A label far too long for its room"), QCheckBox("A check box far too long")
    example, roomy = QLineEdit(), QLineEdit()
    example.setPlaceholderText("e.g. 180, 22.5 or 45/2")
    roomy.setPlaceholderText("e.g. 1")
    for widget in (label, box, example):
        row.addWidget(widget)
        widget.setMaximumWidth(40)
    row.addWidget(roomy)
    roomy.setMinimumWidth(200)
    root.show()
    qtbot.waitExposed(root)
    assert {problem["text"] for problem in cut_texts(root, "test")} == {label.text(), box.text(),
                                                                         example.placeholderText()}
