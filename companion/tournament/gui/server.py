"""File → Open event from a server…: the connection settings of an event kept on a PostgreSQL server.

The dialog builds the ``postgresql://`` URL that ``EventStore.open`` takes. The
password is not stored unless the user asks; then it goes to the system's
keyring (the ``keyring`` package: the Secret Service, macOS Keychain or the
Windows Credential Locker) when one is available, and otherwise nowhere: the
option says so and stays off. Recent events list a server's URL without its
password.
"""

from dataclasses import dataclass

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QLineEdit, QVBoxLayout, QWidget
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError

from companion.gui.widgets.forms import FormGroup, spin_box
from companion.gui.widgets.labels import WrappedLabel

KEYRING_SERVICE = "Companion event server"
DEFAULT_PORT = 5432


@dataclass(frozen=True)
class ServerSettings:
    host: str
    port: int
    database: str
    user: str
    password: str = ""

    def url(self, with_password: bool = True) -> str:
        """The URL to open (with the password), or to list among recent events (without it)."""
        url = URL.create("postgresql", username=self.user or None,
                         password=(self.password or None) if with_password else None, host=self.host or None,
                         port=self.port, database=self.database or None)
        return url.render_as_string(hide_password=False)

    @property
    def keyring_name(self) -> str:
        """The entry the password is kept under in the keyring: one per user, server and database."""
        return f"{self.user}@{self.host}:{self.port}/{self.database}"

    @classmethod
    def from_url(cls, text: str) -> "ServerSettings | None":
        try:
            url = make_url(text)
        except ArgumentError:
            return None
        if not url.get_backend_name().startswith("postgresql"):
            return None
        return cls(url.host or "", url.port or DEFAULT_PORT, url.database or "", url.username or "",
                   url.password or "")


def system_keyring():
    """The system's keyring, or None when there is none (or the ``keyring`` package cannot load)."""
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        return None
    backend = keyring.get_keyring()
    return None if isinstance(backend, fail.Keyring) else backend


def stored_password(settings: ServerSettings) -> str:
    backend = system_keyring()
    if backend is None:
        return ""
    try:
        return backend.get_password(KEYRING_SERVICE, settings.keyring_name) or ""
    except Exception:  # a locked or broken keyring: ask for the password instead
        return ""


def store_password(settings: ServerSettings, remember: bool) -> bool:
    """Keep the password in the keyring (or forget one kept before); whether the keyring did what was asked."""
    backend = system_keyring()
    if backend is None:
        return not remember
    try:
        if remember:
            backend.set_password(KEYRING_SERVICE, settings.keyring_name, settings.password)
        elif backend.get_password(KEYRING_SERVICE, settings.keyring_name) is not None:
            backend.delete_password(KEYRING_SERVICE, settings.keyring_name)
    except Exception:
        return False
    return True


class ServerDialog(QDialog):
    def __init__(self, settings: ServerSettings | None = None, parent: QWidget | None = None):
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
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        if settings is not None:
            self.host.setText(settings.host)
            self.port.setValue(settings.port)
            self.database.setText(settings.database)
            self.user.setText(settings.user)
            password = settings.password or stored_password(settings)
            self.password.setText(password)
            self.remember.setChecked(bool(password) and not settings.password)
        self.remember.setEnabled(self.keyring is not None)
        if self.keyring is None:
            self.remember.setChecked(False)
        self.retranslate_ui()
        self.host.setFocus()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Open an event from a server"))
        self.form.setTitle(self.tr("PostgreSQL server"))
        self.form.set_label(self.host, self.tr("&Host"), self.tr("The server's name or address on the venue's "
                                                                 "network, e.g. 192.168.1.20"))
        self.form.set_label(self.port, self.tr("&Port"))
        self.form.set_label(self.database, self.tr("&Database"), self.tr("One database holds one event."))
        self.form.set_label(self.user, self.tr("&User"))
        self.form.set_label(self.password, self.tr("Pass&word"))
        self.form.set_label(self.remember, self.tr("&Remember the password in the system's keyring"))
        self.note.setText(self.tr("The password is kept only if you ask, in the system's keyring.") if self.keyring
                          else self.tr("No system keyring was found, so the password cannot be remembered: it is "
                                       "asked for each time."))

    def settings(self) -> ServerSettings:
        return ServerSettings(self.host.text().strip(), self.port.value(), self.database.text().strip(),
                              self.user.text().strip(), self.password.text())
