"""Build or upgrade an event's schema with Alembic, on a connection the caller holds in a transaction.

Alembic is imported here only: opening an event of the current schema never
loads it. The migration scripts ship inside the package (``migrations/``) and
are read as files.
"""

from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy.engine import Connection

from companion.tournament.store.schema import HEAD

if TYPE_CHECKING:  # Alembic loads only when a schema is built or migrated
    from alembic.config import Config

MIGRATIONS = Path(__file__).with_name("migrations")


def _config(connection: Connection | None = None) -> "Config":
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS).replace("%", "%%"))
    config.attributes["connection"] = connection
    return config


def upgrade(connection: Connection, revision: str = HEAD) -> None:
    """Bring the schema to ``revision`` (from nothing, or from an older revision) inside the caller's transaction."""
    from alembic import command

    command.upgrade(_config(connection), revision)


def downgrade(connection: Connection, revision: str) -> None:
    """Take the schema back to ``revision`` inside the caller's transaction (what each script's ``downgrade``
    undoes: for the tests of a migration, and for an organiser who has to go back to an older Companion)."""
    from alembic import command

    command.downgrade(_config(connection), revision)


def script_revisions() -> tuple[str, ...]:
    """The revisions of the shipped migration scripts, oldest first."""
    from alembic.script import ScriptDirectory

    scripts = ScriptDirectory.from_config(_config())
    return tuple(reversed([script.revision for script in scripts.walk_revisions()]))
