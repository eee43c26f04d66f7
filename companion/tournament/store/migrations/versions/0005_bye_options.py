"""Byes in the standings: what a bye counts for the VP tiebreaks (zero, average or a fixed number) and for SoS
(nothing or an average opponent).

An older event's byes count as they did: no VP, nothing in SoS (``zero``, ``nothing``).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("event", sa.Column("bye_vp", sa.Text, nullable=False, server_default="zero"))
    op.add_column("event", sa.Column("bye_vp_fixed", sa.Integer, nullable=False, server_default="0"))
    op.add_column("event", sa.Column("bye_sos", sa.Text, nullable=False, server_default="nothing"))


def downgrade() -> None:
    with op.batch_alter_table("event") as batch:  # SQLite drops a column by copying the table
        for column in ("bye_sos", "bye_vp_fixed", "bye_vp"):
            batch.drop_column(column)
