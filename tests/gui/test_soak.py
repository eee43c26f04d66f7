"""Thousands of chart repaints in one process.

PySide6-Essentials 6.12.0 on Python 3.11 drops a reference to None on every
QPainter.setRenderHint; pyqtgraph then aborts the process ("none_dealloc")
after a few hundred repaints. The loop runs in a child process so such an
abort fails this test instead of killing the whole run.
"""

import subprocess
import sys
import textwrap

UPDATES = 3000

SCRIPT = textwrap.dedent(f"""
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from fractions import Fraction
    from PySide6.QtWidgets import QApplication
    from companion.gui.widgets.bar_chart import Band, BarChart
    from PySide6.QtGui import QColor

    app = QApplication([])
    chart = BarChart()
    chart.resize(480, 260)
    chart.show()
    chart.set_bands([Band(-0.5, 1.5, "A", QColor("red")), Band(1.5, 4.5, "B", QColor("blue"))])
    before = sys.getrefcount(None)
    for step in range({UPDATES}):
        values = [Fraction((step + k) % 7 + 1, 28) for k in range(5)]
        chart.set_comparison(["a", "b", "c", "d", "e"], values, values[::-1] if step % 2 else None,
                             reference_name="pinned")
        chart.set_cumulative(step % 3 == 0)
        chart.grab()
    print("updates", {UPDATES}, "none refs", sys.getrefcount(None) - before)
""")


def test_thousands_of_chart_updates_in_one_process():
    run = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-2000:]
    assert f"updates {UPDATES}" in run.stdout
