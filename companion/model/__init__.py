"""The Qt-free domain model: input dataclasses in, exact result objects out.

Nothing under this package may import PySide6, shiboken6 or pyqtgraph, so the
CLI, the tests and any other front end can use the rules without a display.
"""
