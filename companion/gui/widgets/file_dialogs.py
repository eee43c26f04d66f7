"""The app's file dialogs: File → Open, Save, Export and Import everywhere go through ``open_file_name`` and
``save_file_name``.

A file dialog runs inside the app's process, and Qt's own dialog reads the first bytes of every file it lists to
guess its type (for the icon and the Type column). Reading a file means opening and closing it, and on POSIX systems
closing any descriptor on a file drops every lock the process holds on it, SQLite's included: the dialog must not
open the event file the desk has open. So on POSIX systems these dialogs are Qt's own (the platforms' native ones
load code that is not ours and may read files the same way), with an icon provider that tells a folder from a file
by the file system alone (``NameOnlyIcons``) and never opens a file. On Windows, whose locks belong to a handle and
not to the process, the native dialog is kept. ``docs/architecture.md`` explains the event file's locks.
"""

import sys

from PySide6.QtCore import QFileInfo, QMimeDatabase, QMimeType
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QWidget

NATIVE = sys.platform == "win32"
"""Whether the platform's own dialog is safe for an open event file (only where locks are not the process's)."""


class NameOnlyIcons(QFileIconProvider):
    """A file's icon and type from its name (its extension), a folder's from the file system: no file is opened
    (Qt's own provider reads a file whose extension it does not know)."""

    def icon(self, what: object) -> QIcon:  # type: ignore[override]
        if isinstance(what, QFileInfo):
            if what.isDir():
                return super().icon(QFileIconProvider.IconType.Folder)
            fallback = super().icon(QFileIconProvider.IconType.File)
            return QIcon.fromTheme(by_name(what).iconName(), fallback) if what.isFile() else fallback
        return super().icon(what)  # type: ignore[call-overload]

    def type(self, info: QFileInfo) -> str:
        if not info.isFile():
            return super().type(info)  # a folder, a drive, a link or a device: known without opening anything
        found = by_name(info)
        return found.comment() or found.name()


def by_name(info: QFileInfo) -> QMimeType:
    """A file's type as its name says, never from its content."""
    return QMimeDatabase().mimeTypeForFile(info, QMimeDatabase.MatchMode.MatchExtension)


_icons: NameOnlyIcons | None = None


def _dialog(parent: QWidget | None, caption: str, where: str, filters: str,
            mode: QFileDialog.AcceptMode) -> QFileDialog:
    global _icons
    dialog = QFileDialog(parent, caption, where, filters)
    dialog.setAcceptMode(mode)
    if not NATIVE:
        if _icons is None:
            _icons = NameOnlyIcons()
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setIconProvider(_icons)
    return dialog


def _run(dialog: QFileDialog) -> tuple[str, str]:
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return "", ""
        return dialog.selectedFiles()[0], dialog.selectedNameFilter()
    finally:
        dialog.deleteLater()


def open_file_name(parent: QWidget | None, caption: str, where: str = "", filters: str = "") -> tuple[str, str]:
    """An existing file chosen to open: (its path, the filter chosen), or ("", "") when the user cancels."""
    dialog = _dialog(parent, caption, where, filters, QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return _run(dialog)


def save_file_name(parent: QWidget | None, caption: str, where: str = "", filters: str = "") -> tuple[str, str]:
    """A file to write, chosen or typed (replacing one is asked first): (its path, the filter chosen), or ("", "")."""
    dialog = _dialog(parent, caption, where, filters, QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    return _run(dialog)
