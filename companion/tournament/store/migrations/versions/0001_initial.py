"""The first event schema: the event and its scoring, players, rounds, tables, and the change log.

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "event",
        sa.Column("id", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("game", sa.Text, nullable=False),
        sa.Column("date", sa.Text, nullable=False),
        sa.Column("points_limit", sa.Integer),
        sa.Column("rounds_planned", sa.Integer, nullable=False),
        sa.Column("tiebreaks", sa.Text, nullable=False),
        sa.Column("table_count", sa.Integer, nullable=False),
        sa.Column("fresh_tables", sa.Boolean, nullable=False),
        sa.Column("check_in_required", sa.Boolean, nullable=False),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("win", sa.Text, nullable=False),
        sa.Column("draw", sa.Text, nullable=False),
        sa.Column("loss", sa.Text, nullable=False),
        sa.Column("bye", sa.Text, nullable=False),
        sa.Column("draw_margin", sa.Text, nullable=False),
        sa.Column("concession_winner", sa.Text, nullable=False),
        sa.Column("concession_loser", sa.Text, nullable=False),
        sa.Column("needs_points_limit", sa.Boolean, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_event"),
        sa.CheckConstraint("id = 1", name="ck_event_one_event"),
    )
    op.create_table(
        "scoring_band",
        sa.Column("position", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("up_to", sa.Text),
        sa.Column("winner", sa.Text, nullable=False),
        sa.Column("loser", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("position", name="pk_scoring_band"),
    )
    op.create_table(
        "player",
        sa.Column("id", sa.Integer, nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("name_key", sa.Text, nullable=False),
        sa.Column("club", sa.Text, nullable=False),
        sa.Column("faction", sa.Text, nullable=False),
        sa.Column("checked_in", sa.Boolean, nullable=False),
        sa.Column("joined_round", sa.Integer, nullable=False),
        sa.Column("dropped_after", sa.Integer),
        sa.Column("fixed_table", sa.Integer),
        sa.PrimaryKeyConstraint("id", name="pk_player"),
        sa.UniqueConstraint("name_key", name="uq_player_name_key"),
    )
    op.create_table(
        "round",
        sa.Column("number", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("bye_player_id", sa.Integer),
        sa.PrimaryKeyConstraint("number", name="pk_round"),
        sa.ForeignKeyConstraint(["bye_player_id"], ["player.id"], name="fk_round_bye_player_id"),
    )
    op.create_table(
        "round_table",
        sa.Column("round_number", sa.Integer, nullable=False),
        sa.Column("number", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("player_1", sa.Integer, nullable=False),
        sa.Column("player_2", sa.Integer, nullable=False),
        sa.Column("score_1", sa.Text),
        sa.Column("score_2", sa.Text),
        sa.Column("conceded_by", sa.Integer),
        sa.PrimaryKeyConstraint("round_number", "number", name="pk_round_table"),
        sa.ForeignKeyConstraint(["round_number"], ["round.number"], name="fk_round_table_round_number"),
        sa.ForeignKeyConstraint(["player_1"], ["player.id"], name="fk_round_table_player_1"),
        sa.ForeignKeyConstraint(["player_2"], ["player.id"], name="fk_round_table_player_2"),
        sa.CheckConstraint("player_1 <> player_2", name="ck_round_table_two_players"),
        sa.CheckConstraint("(score_1 IS NULL) = (score_2 IS NULL)", name="ck_round_table_both_scores"),
        sa.CheckConstraint("conceded_by IS NULL OR (conceded_by IN (1, 2) AND score_1 IS NOT NULL)",
                           name="ck_round_table_conceder"),
    )
    op.create_table(
        "change_log",
        sa.Column("id", sa.Integer, autoincrement=False, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("desk", sa.Text, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("details", sa.Text, nullable=False),
        sa.Column("changes", sa.Text, nullable=False),
        sa.Column("undoes", sa.Integer),
        sa.PrimaryKeyConstraint("id", name="pk_change_log"),
        sa.ForeignKeyConstraint(["undoes"], ["change_log.id"], name="fk_change_log_undoes"),
    )
