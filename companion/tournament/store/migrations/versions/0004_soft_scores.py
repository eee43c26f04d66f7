"""Soft scores and adjustments: what the event does with each soft score (painting, sportsmanship), the soft scores
the players received, and the bonus or penalty points the organiser gave with a reason.

An older event's soft scores stand apart as award tables (``award``): its ranking stays as it was.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    for column in ("painting_use", "sportsmanship_use"):
        op.add_column("event", sa.Column(column, sa.Text, nullable=False, server_default="award"))
    op.create_table(
        "adjustment",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("player_id", sa.Integer, nullable=False),
        sa.Column("round_number", sa.Integer, nullable=False),
        sa.Column("points", sa.Text, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_adjustment"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], name="fk_adjustment_player_id"),
    )
    op.create_table(
        "soft_score",
        sa.Column("player_id", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("round_number", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("value", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("player_id", "kind", "round_number", name="pk_soft_score"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], name="fk_soft_score_player_id"),
    )
