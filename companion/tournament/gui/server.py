"""File → Open event from a server…: the connection settings of an event kept on a PostgreSQL server.

The dialog's fields are the store's ``ServerFields``, and the ``postgresql://``
address ``EventStore.open`` takes is built by the store's one builder
(``server_address``: a host, or a socket folder such as
``/var/run/postgresql`` as the host) and read back by ``server_fields``; the
dialog refuses to close on a field the builder refuses, naming it. The password
is not stored unless the user asks; then it goes to the system's keyring (the
``keyring`` package: the Secret Service, macOS Keychain or the Windows
Credential Locker) when one is available, and otherwise nowhere: the option
says so and stays off. Recent events list a server's address without its
password.
"""

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLineEdit, QVBoxLayout, QWidget

from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel
from companion.model.errors import InputError
from companion.tournament.gui.widgets import MessageLine
from companion.tournament.store import ServerFields, server_address

KEYRING_SERVICE = "Companion event server"
DEFAULT_PORT = 5432


def address(fields: ServerFields, with_password: bool = True) -> str:
    """The address to open (with the password), or to list among recent events (without it); InputError for a
    field the store's builder refuses."""
    return server_address(fields.host, fields.port, fields.database, fields.user,
                          fields.password if with_password else None)


def keyring_name(fields: ServerFields) -> str:
    """The entry the password is kept under in the keyring: one per user, server and database."""
    return f"{fields.user}@{fields.host}:{fields.port}/{fields.database}"


def system_keyring():
    """The system's keyring, or None when there is none (or the ``keyring`` package cannot load)."""
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        return None
    backend = keyring.get_keyring()
    return None if isinstance(backend, fail.Keyring) else backend


def stored_password(settings: ServerFields) -> str:
    backend = system_keyring()
    if backend is None:
        return ""
    try:
        return backend.get_password(KEYRING_SERVICE, keyring_name(settings)) or ""
    except Exception:  # a locked or broken keyring: ask for the password instead
        return ""


def store_password(settings: ServerFields, remember: bool) -> bool:
    """Keep the password in the keyring (or forget one kept before); whether the keyring did what was asked."""
    backend = system_keyring()
    if backend is None:
        return not remember
    try:
        if remember:
            backend.set_password(KEYRING_SERVICE, keyring_name(settings), settings.password)
        elif backend.get_password(KEYRING_SERVICE, keyring_name(settings)) is not None:
            backend.delete_password(KEYRING_SERVICE, keyring_name(settings))
    except Exception:
        return False
    return True


class ServerDialog(QDialog):
    """The server's fields, prefilled with ``settings`` (what was typed before, or a recent event's), and
    ``remember`` (None: ticked when the password came from the keyring)."""

    def __init__(self, settings: ServerFields | None = None, parent: QWidget | None = None, *,
                 remember: bool | None = None):
        super().__init__(parent)
        self.keyring = system_keyring()
        self.form = FormGroup()
        self.host = self.form.add_row(QLineEdit())
        self.port = self.form.add_row(spin_box(1, 65_535, DEFAULT_PORT))
        self.database = self.form.add_row(QLineEdit())
        self.user = self.form.add_row(QLineEdit())
        self.password = self.form.add_row(QLineEdit())
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.remember = self.form.add_row(QCheckBox())
        self.note = WrappedLabel()
        self.message = MessageLine()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        if settings is not None:
            self.host.setText(settings.host)
            self.port.setValue(settings.port)
            self.database.setText(settings.database)
            self.user.setText(settings.user)
            password = settings.password or stored_password(settings)
            self.password.setText(password)
            self.remember.setChecked(bool(password) and not settings.password if remember is None else remember)
        self.remember.setEnabled(self.keyring is not None)
        if self.keyring is None:
            self.remember.setChecked(False)
        self.retranslate_ui()
        self.host.setFocus()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Open an event from a server"))
        self.form.setTitle(self.tr("PostgreSQL server"))
        self.form.set_label(self.host, self.tr("&Host"), self.tr("The server's name or address on the venue's "
                                                                 "network, e.g. 192.168.1.20, or the folder of "
                                                                 "its socket on this computer, e.g. "
                                                                 "/var/run/postgresql"))
        self.form.set_label(self.port, self.tr("&Port"))
        self.form.set_label(self.database, self.tr("&Database"), self.tr("One database holds one event."))
        self.form.set_label(self.user, self.tr("&User"))
        self.form.set_label(self.password, self.tr("Pass&word"))
        self.form.set_label(self.remember, self.tr("&Remember the password in the system's keyring"))
        self.note.setText(self.tr("The password is kept only if you ask, in the system's keyring.") if self.keyring
                          else self.tr("No system keyring was found, so the password cannot be remembered: it is "
                                       "asked for each time."))

    def settings(self) -> ServerFields:
        """The fields as typed (the password as it is, every other field without its surrounding spaces)."""
        return ServerFields(self.host.text().strip(), self.port.value(), self.database.text().strip(),
                            self.user.text().strip(), self.password.text())

    def accept(self) -> None:
        """Close only on fields the store's address builder takes; otherwise say which field, and stay."""
        try:
            address(self.settings())
        except InputError as error:
            self.message.refused(error)
            return
        self.message.clear_message()
        super().accept()
