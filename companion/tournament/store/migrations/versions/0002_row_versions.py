"""Row versions, so a save based on an older read is refused instead of overwriting another desk's change.

The event gets a change counter (``revision``, which is also the id of each
change's log entry); the settings, each player, round and table get the
revision that last changed them. Rows of an older file start at its last
logged change.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

VERSIONED = {"event": ("revision", "settings_version"), "player": ("version",), "round": ("version",),
             "round_table": ("version",)}


def upgrade() -> None:
    latest = sa.select(sa.func.coalesce(sa.func.max(sa.column("id")), 0)).select_from(sa.table("change_log"))
    for table, columns in VERSIONED.items():
        for column in columns:
            op.add_column(table, sa.Column(column, sa.Integer, nullable=False, server_default="0"))
            op.execute(sa.table(table, sa.column(column)).update().values({column: latest.scalar_subquery()}))
