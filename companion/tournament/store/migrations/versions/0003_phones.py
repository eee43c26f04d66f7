"""Players' phones: each player's personal link, what the players said about their tables, the phones' retried
requests, the organiser's settings for the phones, and the event's round clock.

Every player of an older event gets a personal link (a random token), as a new player does.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

import secrets

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    links = op.create_table(
        "player_link",
        sa.Column("player_id", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("token", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("player_id", name="pk_player_link"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], name="fk_player_link_player_id"),
        sa.UniqueConstraint("token", name="uq_player_link_token"),
    )
    op.create_table(
        "phone_statement",
        sa.Column("round_number", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("table_number", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("player_id", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("seat_1", sa.Integer, nullable=False),
        sa.Column("seat_2", sa.Integer, nullable=False),
        sa.Column("score_1", sa.Text),
        sa.Column("score_2", sa.Text),
        sa.Column("conceded_by", sa.Integer),
        sa.PrimaryKeyConstraint("round_number", "table_number", "player_id", name="pk_phone_statement"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], name="fk_phone_statement_player_id"),
        sa.CheckConstraint("(score_1 IS NULL) = (score_2 IS NULL)", name="ck_phone_statement_both_scores"),
        sa.CheckConstraint("(kind = 'report') = (score_1 IS NOT NULL)", name="ck_phone_statement_report_scores"),
    )
    op.create_table(
        "phone_request",
        sa.Column("player_id", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("request_id", sa.Text, nullable=False),
        sa.Column("answer", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("player_id", "request_id", name="pk_phone_request"),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], name="fk_phone_request_player_id"),
    )
    op.create_table(
        "phone_settings",
        sa.Column("id", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("self_check_in", sa.Boolean, nullable=False),
        sa.Column("hide_standings", sa.Boolean, nullable=False),
        sa.Column("pin", sa.Text),
        sa.Column("address", sa.Text),
        sa.PrimaryKeyConstraint("id", name="pk_phone_settings"),
        sa.CheckConstraint("id = 1", name="ck_phone_settings_one_row"),
    )
    op.create_table(
        "round_clock",
        sa.Column("id", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("round_number", sa.Integer, nullable=False),
        sa.Column("duration_ms", sa.BigInteger, nullable=False),
        sa.Column("elapsed_ms", sa.BigInteger, nullable=False),
        sa.Column("started_at", sa.Text),
        sa.PrimaryKeyConstraint("id", name="pk_round_clock"),
        sa.CheckConstraint("id = 1", name="ck_round_clock_one_row"),
    )
    players = op.get_bind().execute(sa.select(sa.column("id")).select_from(sa.table("player"))).scalars().all()
    if players:
        op.bulk_insert(links, [{"player_id": player, "token": secrets.token_urlsafe(18)} for player in players])
