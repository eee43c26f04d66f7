"""Help → About: Companion's version and licence, and the licence of every component it runs on, as installed.

The list is read from the installed distributions' metadata (``companion.licences``):
choose a component to read its licence texts. Qt and Qt for Python carry none of
their own, so their entries show the LGPL 3, the GPL 3 it builds on and what the
LGPL asks of an app that bundles Qt, which Companion ships.
"""

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from companion import __version__, licences
from companion.formatting import fill


def about_text() -> str:
    """The version of Companion and of the libraries it runs on."""
    from importlib.metadata import version

    import icepool
    import pyqtgraph
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    return fill(QCoreApplication.translate(
        "MainWindow",
        "Companion %1\nExact probability calculators for tabletop wargames.\n\n"
        "Qt %2 · PySide6 %3 · pyqtgraph %4 · icepool %5"
    ), __version__, qVersion(), pyside_version, pyqtgraph.__version__, getattr(icepool, "__version__", version("icepool")))


def licence_texts(component: licences.Component) -> str:
    """What the dialog shows for one component: its licence as stated, then each of its licence texts."""
    parts = [fill(QCoreApplication.translate("AboutDialog", "%1 %2 — licence: %3"), component.name,
                  component.version, component.licence)]
    texts = list(component.texts)
    if licences.canonical(component.name) in licences.LGPL_DISTRIBUTIONS:
        texts += [(name, licences.notice_text(name)) for name in licences.NOTICE_FILES[::-1]]
    if licences.canonical(component.name) == licences.TOP and not texts:
        texts.append(("LICENSE", licences.companion_licence()))
    if not texts:
        parts.append(QCoreApplication.translate("AboutDialog", "This component's metadata carries no licence text."))
    parts += [f"==== {name} ====\n\n{text.strip()}" for name, text in texts]
    return "\n\n".join(parts)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.components = licences.components()
        self.setWindowTitle(self.tr("About Companion"))
        self.summary = QLabel(about_text() + "\n\n" + self.tr(
            "Companion is free software under the MIT licence. It runs on the components below, each under its "
            "own licence; Qt and Qt for Python are used under the GNU LGPL 3. Choose one to read its licence."))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.list_label = QLabel(self.tr("&Components"))
        self.list = QListWidget()
        self.list_label.setBuddy(self.list)
        self.list.setAccessibleName(self.tr("Components"))
        for component in self.components:
            item = QListWidgetItem(fill(self.tr("%1 %2 (%3)"), component.name, component.version, component.licence))
            self.list.addItem(item)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("Licence"))
        self.text.setMinimumSize(460, 320)
        self.list.currentRowChanged.connect(self.show_component)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        column = QWidget()
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(0, 0, 0, 0)
        column_layout.addWidget(self.list_label)
        column_layout.addWidget(self.list)
        splitter.addWidget(column)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.resize(860, 600)
        self.list.setCurrentRow(0)
        self.list.setFocus()

    def show_component(self, row: int) -> None:
        if 0 <= row < len(self.components):
            self.text.setPlainText(licence_texts(self.components[row]))
