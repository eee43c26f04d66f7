"""The event's tables in SQLAlchemy Core: one event per database file (or server database).

Only portable SQL: integer keys, text, booleans, and exact numbers stored as
text fractions (``"45/2"``), so the same tables serve SQLite now and PostgreSQL
next. The migrations in ``migrations/versions`` build and change these tables;
``REVISIONS`` lists them in order and a test checks that the newest one yields
exactly this metadata.

``version`` columns hold the ``revision`` of the action that last changed the
row (the event's change counter, which is also the id of that action's log
entry): a save based on an older version is refused instead of overwriting
another desk's change.
"""

from fractions import Fraction

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Column,
    ForeignKey,
    Integer,
    MetaData,
    Table,
    Text,
    UniqueConstraint,
)
from sqlalchemy.types import TypeDecorator

from companion.model.errors import QT_TRANSLATE_NOOP
from companion.tournament.errors import DamagedEvent

REVISIONS = ("0001", "0002", "0003", "0004", "0005")
"""Every schema revision this Companion knows, oldest first; the last is the one it writes."""
HEAD = REVISIONS[-1]
VERSION_TABLE = "companion_event_schema"
"""Where Alembic keeps the revision: its name also tells an event from any other database."""

NAMING = {
    "pk": "pk_%(table_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "ix": "ix_%(column_0_label)s",
}


class Exact(TypeDecorator):
    """An exact number kept as text (``"45/2"``, ``"180"``): lossless on every database.

    Reads back as a ``Fraction``; accepts a ``Fraction``, an ``int`` or such a text, never a float.
    """

    impl = Text
    cache_ok = True

    def process_bind_param(self, value, dialect):
        if value is None:
            return None
        if isinstance(value, float):
            raise TypeError(f"an exact number is needed, not the float {value!r}")
        return str(Fraction(value))

    def process_result_value(self, value, dialect):
        if value is None:
            return None
        try:
            return Fraction(value)
        except (ValueError, TypeError, ZeroDivisionError):  # a file edited by hand or damaged
            shown = value[:40] if isinstance(value, str) else value
            raise DamagedEvent(QT_TRANSLATE_NOOP("DeskError", "the event is damaged: it holds {0!r} where a number "
                                                                "belongs"), shown) from None


metadata = MetaData(naming_convention=NAMING)

event = Table(
    "event", metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("name", Text, nullable=False),
    Column("game", Text, nullable=False),
    Column("date", Text, nullable=False),
    Column("points_limit", Integer),
    Column("rounds_planned", Integer, nullable=False),
    Column("tiebreaks", Text, nullable=False),  # comma-separated Tiebreak values, in order
    Column("table_count", Integer, nullable=False),
    Column("fresh_tables", Boolean, nullable=False),
    Column("check_in_required", Boolean, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("win", Exact, nullable=False),
    Column("draw", Exact, nullable=False),
    Column("loss", Exact, nullable=False),
    Column("bye", Exact, nullable=False),
    Column("draw_margin", Exact, nullable=False),
    Column("concession_winner", Exact, nullable=False),
    Column("concession_loser", Exact, nullable=False),
    Column("needs_points_limit", Boolean, nullable=False),
    Column("painting_use", Text, nullable=False),  # event.SoftUse (revision 0004)
    Column("sportsmanship_use", Text, nullable=False),
    Column("bye_vp", Text, nullable=False),  # event.ByeVp (revision 0005)
    Column("bye_vp_fixed", Integer, nullable=False),
    Column("bye_sos", Text, nullable=False),  # event.ByeSos
    Column("revision", Integer, nullable=False),
    Column("settings_version", Integer, nullable=False),
    CheckConstraint("id = 1", name="one_event"),
)

scoring_band = Table(
    "scoring_band", metadata,
    Column("position", Integer, primary_key=True, autoincrement=False),
    Column("up_to", Exact),
    Column("winner", Exact, nullable=False),
    Column("loser", Exact, nullable=False),
)

player = Table(
    "player", metadata,
    Column("id", Integer, primary_key=True),
    Column("name", Text, nullable=False),
    Column("name_key", Text, nullable=False),  # the name case-folded: duplicates are refused by the database too
    Column("club", Text, nullable=False),
    Column("faction", Text, nullable=False),
    Column("checked_in", Boolean, nullable=False),
    Column("joined_round", Integer, nullable=False),
    Column("dropped_after", Integer),
    Column("fixed_table", Integer),
    Column("version", Integer, nullable=False),
    UniqueConstraint("name_key"),
)

round_ = Table(
    "round", metadata,
    Column("number", Integer, primary_key=True, autoincrement=False),
    Column("bye_player_id", Integer, ForeignKey("player.id")),
    Column("version", Integer, nullable=False),
)

round_table = Table(
    "round_table", metadata,
    Column("round_number", Integer, ForeignKey("round.number"), primary_key=True),
    Column("number", Integer, primary_key=True, autoincrement=False),
    Column("player_1", Integer, ForeignKey("player.id"), nullable=False),
    Column("player_2", Integer, ForeignKey("player.id"), nullable=False),
    Column("score_1", Exact),
    Column("score_2", Exact),
    Column("conceded_by", Integer),  # 1 or 2: the table's first or second player
    Column("version", Integer, nullable=False),
    CheckConstraint("player_1 <> player_2", name="two_players"),
    CheckConstraint("(score_1 IS NULL) = (score_2 IS NULL)", name="both_scores"),
    CheckConstraint("conceded_by IS NULL OR (conceded_by IN (1, 2) AND score_1 IS NOT NULL)", name="conceder"),
)

change_log = Table(
    "change_log", metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),  # the event's revision after this change
    Column("at", Text, nullable=False),  # ISO 8601, UTC
    Column("desk", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("details", Text, nullable=False),  # JSON: what the change was, for the log page
    Column("changes", Text, nullable=False),  # JSON: the rows it wrote, with what they held before (for undo)
    Column("undoes", Integer, ForeignKey("change_log.id")),
)

# --- players' phones (revision 0003) -------------------------------------------------------------

player_link = Table(
    "player_link", metadata,
    Column("player_id", Integer, ForeignKey("player.id"), primary_key=True, autoincrement=False),
    Column("token", Text, nullable=False),  # the personal link's secret; no row: the link was revoked
    UniqueConstraint("token"),
)

phone_statement = Table(
    "phone_statement", metadata,
    Column("round_number", Integer, primary_key=True, autoincrement=False),
    Column("table_number", Integer, primary_key=True, autoincrement=False),
    Column("player_id", Integer, ForeignKey("player.id"), primary_key=True, autoincrement=False),
    Column("kind", Text, nullable=False),  # report, confirm or dispute (phones.StatementKind)
    Column("seat_1", Integer, nullable=False),  # the table's players when it was said
    Column("seat_2", Integer, nullable=False),
    Column("score_1", Exact),
    Column("score_2", Exact),
    Column("conceded_by", Integer),  # 1 or 2, as in round_table
    CheckConstraint("(score_1 IS NULL) = (score_2 IS NULL)", name="both_scores"),
    CheckConstraint("(kind = 'report') = (score_1 IS NOT NULL)", name="report_scores"),
)

phone_request = Table(
    "phone_request", metadata,
    Column("player_id", Integer, ForeignKey("player.id"), primary_key=True, autoincrement=False),
    Column("request_id", Text, primary_key=True),
    Column("answer", Text, nullable=False),  # JSON: what the phone was answered, given again to a retry
)

phone_settings = Table(
    "phone_settings", metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),  # no row: every setting at its default
    Column("self_check_in", Boolean, nullable=False),
    Column("hide_standings", Boolean, nullable=False),
    Column("pin", Text),
    Column("address", Text),
    CheckConstraint("id = 1", name="one_row"),
)

round_clock = Table(
    "round_clock", metadata,
    Column("id", Integer, primary_key=True, autoincrement=False),  # no row: no clock set yet
    Column("round_number", Integer, nullable=False),
    Column("duration_ms", BigInteger, nullable=False),
    Column("elapsed_ms", BigInteger, nullable=False),
    Column("started_at", Text),  # ISO 8601, UTC, while it runs
    CheckConstraint("id = 1", name="one_row"),
)

# --- soft scores and adjustments (revision 0004) --------------------------------------------------

adjustment = Table(
    "adjustment", metadata,
    Column("id", Integer, primary_key=True),
    Column("player_id", Integer, ForeignKey("player.id"), nullable=False),
    Column("round_number", Integer, nullable=False),  # the round under way when given (0 before the first)
    Column("points", Exact, nullable=False),  # a bonus (> 0) or a penalty (< 0) in tournament points
    Column("reason", Text, nullable=False),
    Column("version", Integer, nullable=False),
)

soft_score = Table(
    "soft_score", metadata,
    Column("player_id", Integer, ForeignKey("player.id"), primary_key=True, autoincrement=False),
    Column("kind", Text, primary_key=True),  # event.SoftKind
    Column("round_number", Integer, primary_key=True, autoincrement=False),  # 0: for the whole event
    Column("value", Exact, nullable=False),
    Column("version", Integer, nullable=False),
)
