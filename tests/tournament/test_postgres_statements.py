"""What a phone's action costs on a server: pg8000's placeholder rewriting kept per statement text gives what
pg8000 itself gives, the pool's check is one simple query, and a phone's report and its confirmation take few
statements (each is three round trips while the event's lock is held)."""

from fractions import Fraction

import pg8000.dbapi
import pg8000.legacy
from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import event as sa_event

from companion.tournament.phones import StatementKind
from companion.tournament.store import postgres
from tests.tournament.test_phones import served_event

postgres.remember_rewritten_statements()
ORIGINAL = pg8000.dbapi.convert_paramstyle.original  # type: ignore[attr-defined]

TRICKY = [
    "SELECT %s, %s FROM player WHERE name = %s",
    "SELECT 'it''s %s' AS quoted, %s",
    'SELECT "col%s" FROM "t" WHERE x = %s',
    "SELECT E'a\\'%s' , %s",
    "SELECT $$ %s $$, %s",
    "SELECT 1 -- a comment with %s\n, %s",
    "SELECT %% , %s",
    "UPDATE event SET revision = (revision + %s) RETURNING event.revision",
]


def test_both_pg8000_modules_use_the_kept_rewriting_once_installed():
    postgres.remember_rewritten_statements()  # a second time changes nothing
    assert pg8000.dbapi.convert_paramstyle is pg8000.legacy.convert_paramstyle
    assert pg8000.dbapi.convert_paramstyle.remembered  # type: ignore[attr-defined]
    assert pg8000.dbapi.convert_paramstyle.original is ORIGINAL  # type: ignore[attr-defined]


def test_the_kept_rewriting_of_tricky_texts_is_pg8000_s_own():
    for text in TRICKY:
        arguments = (1, "two", None)
        assert pg8000.dbapi.convert_paramstyle("format", text, arguments) == ORIGINAL("format", text, arguments)
        # asked again, from what was kept
        assert pg8000.dbapi.convert_paramstyle("format", text, arguments) == ORIGINAL("format", text, arguments)
    named = "SELECT :a, :b, :a"
    assert pg8000.dbapi.convert_paramstyle("named", named, {"a": 1, "b": 2}) == ORIGINAL("named", named,
                                                                                        {"a": 1, "b": 2})


@given(st.text(alphabet="%s$'\"E-\n ab:()", max_size=40), st.lists(st.integers(), max_size=3))
def test_the_kept_rewriting_of_any_text_is_pg8000_s_own(text, arguments):
    try:
        expected = ORIGINAL("format", text, tuple(arguments))
    except Exception as error:  # pg8000 refuses some texts: the kept rewriting refuses them alike
        try:
            pg8000.dbapi.convert_paramstyle("format", text, tuple(arguments))
        except type(error):
            return
        raise AssertionError(f"{text!r}: pg8000 refuses it, the kept rewriting does not") from None
    assert pg8000.dbapi.convert_paramstyle("format", text, tuple(arguments)) == expected


def test_a_phone_s_report_and_confirmation_take_few_statements_and_the_pool_s_check_one(postgres_places,
                                                                                         monkeypatch):
    store, _people, tokens = served_event(postgres_places.event())
    with store:
        statements: list[str] = []
        sa_event.listen(store._engine, "before_cursor_execute",
                        lambda _c, _cursor, statement, *_rest: statements.append(statement))
        simple: list[str] = []
        real = pg8000.legacy.Connection.execute_simple

        def counted(connection, statement):
            simple.append(statement)
            return real(connection, statement)

        monkeypatch.setattr(pg8000.legacy.Connection, "execute_simple", counted)
        store.phone_statement(tokens["Ann"], StatementKind.REPORT, 1, 1, scores=(Fraction(180), Fraction(150)),
                              request_id="r1", route="/api/p/{token}/report")
        report = len(statements)
        statements.clear()
        store.phone_statement(tokens["Bob"], StatementKind.CONFIRM, 1, 1, request_id="r2",
                              route="/api/p/{token}/confirm")
        confirm = len(statements)
        # Before: 14 and 16, each connection's check opening a transaction for a SELECT 1 of its own.
        assert (report, confirm) == (10, 11), (report, confirm)
        assert not any(text.strip().upper() == "SELECT 1" for text in statements)
        assert simple.count("SELECT 1") >= 2  # each checkout's check: one simple query
        assert store.load().rounds[0].tables[0].result.score == (Fraction(180), Fraction(150))
