"""Counting the SQL statements a request runs, for the statement budgets.

``statements(app)`` records every statement sent while it is open: those SQLAlchemy runs
(``before_cursor_execute``) and those sent on the driver directly (the live reads of
search and quote, a sale's rows inserted in one statement by ``db.group_commit``, group
commit's own writes), which SQLAlchemy never sees. Transaction control (``BEGIN``,
``COMMIT``, ...) is not counted, nor the look-ups of the foundation that come and go with
time rather than with the request (the API key cache's refresh, the test clock's).
"""

from collections.abc import Iterator
from contextlib import contextmanager

import asyncpg
from sqlalchemy import event

# the credentials check and the test-clock refresh are not the request's own work
NOT_THE_REQUESTS = ("FROM api_keys", "app_settings")
TRANSACTION_CONTROL = ("BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE")
WRITES = ("INSERT INTO", "UPDATE ", "DELETE FROM", "FOR UPDATE", "FOR SHARE")


@contextmanager
def statements(app) -> Iterator[list[str]]:
    seen: list[str] = []

    def note(statement: str) -> None:
        if any(part in statement for part in NOT_THE_REQUESTS):
            return
        if statement.lstrip().split(None, 1)[0].upper().rstrip(";") in TRANSACTION_CONTROL:
            return
        seen.append(statement)

    def record(conn, cursor, statement, parameters, context, executemany):
        note(statement)

    # SQLAlchemy's asyncpg adapter runs its statements through prepared statements and
    # begins and commits through ``Connection.transaction``; ``fetch`` and ``execute`` on the
    # connection itself are the direct uses of the driver
    fetch, execute = asyncpg.Connection.fetch, asyncpg.Connection.execute

    async def direct_fetch(self, query, *args, **kwargs):
        note(query)
        return await fetch(self, query, *args, **kwargs)

    async def direct_execute(self, query, *args, **kwargs):
        note(query)
        return await execute(self, query, *args, **kwargs)

    engine = app.state.engine.sync_engine
    event.listen(engine, "before_cursor_execute", record)
    asyncpg.Connection.fetch, asyncpg.Connection.execute = direct_fetch, direct_execute
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", record)
        asyncpg.Connection.fetch, asyncpg.Connection.execute = fetch, execute


def writes(seen: list[str]) -> list[str]:
    """The statements that write or lock rows."""
    return [s for s in seen if any(word in s.upper() for word in WRITES)]


def listing(seen: list[str]) -> str:
    """The statements, one per line, for a failure message."""
    return f"{len(seen)} statements:\n" + "\n".join(f"- {' '.join(s.split())}" for s in seen)
