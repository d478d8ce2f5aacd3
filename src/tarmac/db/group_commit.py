"""Group commit for new rows on a hot path (every quote stores its row and an audit entry).

``BatchInserter.insert(rows)`` returns once ``rows`` are committed, as a request's own
transaction would, but the rows of every request that arrives while a group is being
written go into the next group: one statement and one commit for all of them. Under load
the groups grow and the database does a fraction of the work (one round trip, one
transaction, one WAL flush per group instead of per request); alone, a request waits for
one statement as before. Nothing waits for a timer.

- The rows of one ``insert`` call are stored together or not at all: a group is one
  statement (one ``INSERT ... SELECT FROM unnest(...)`` per table, or of the values of a
  table's one row, joined as data-modifying CTEs) on an autocommit connection, so it is its
  own transaction.
- When a group fails, each call of the group is written again on its own, so one bad call
  never fails the others; each caller gets its own outcome.
- Only for brand-new rows that nothing else writes in the same request: values are taken
  as given (with the columns' Python defaults for the missing ones) and no ORM object
  exists for them.
"""

import asyncio
import functools
from collections.abc import Mapping, Sequence
from typing import Annotated, Any

import asyncpg
import orjson
from fastapi import Depends, Request
from sqlalchemy import ARRAY, JSON, Table
from sqlalchemy.dialects import postgresql
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from tarmac.db import plain
from tarmac.db.base import Base

Row = tuple[type[Base], Mapping[str, Any]]
# a row that exists, changed: its table, its id, the new values of the columns that change
Changed = tuple[type[Base], Any, Mapping[str, Any]]
_DIALECT = postgresql.dialect()


class BatchInserter:
    def __init__(self, engine: AsyncEngine, *, max_calls: int = 256) -> None:
        self._engine = engine.execution_options(isolation_level="AUTOCOMMIT")
        self._max_calls = max_calls
        self._queue: list[tuple[Sequence[Row], asyncio.Future[None]]] = []
        self._writer: asyncio.Task[None] | None = None

    async def insert(self, *rows: Row) -> None:
        """Store ``rows`` (together or not at all); returns after the commit."""
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._queue.append((rows, done))
        if self._writer is None:
            # started on demand and gone when the queue is empty: no task idles between
            # bursts, and none outlives the event loop of the requests it served
            self._writer = asyncio.create_task(self._drain(), name="batch-inserter")
        await done

    async def _drain(self) -> None:
        try:
            while self._queue:
                group = self._queue[: self._max_calls]
                del self._queue[: len(group)]
                await self._write_group(group)
        finally:
            self._writer = None
            # cancelled with calls still queued (the loop is closing): they are not stored
            for _, done in self._queue:
                _settle(done, RuntimeError("the batch writer stopped before this write"))
            self._queue.clear()

    async def _write_group(self, group: list[tuple[Sequence[Row], asyncio.Future[None]]]) -> None:
        try:
            await self._execute([row for rows, _ in group for row in rows])
        except Exception as exc:
            if len(group) == 1:
                _settle(group[0][1], exc)
                return
            for rows, done in group:
                try:
                    await self._execute(rows)
                except Exception as single:
                    _settle(done, single)
                else:
                    _settle(done, None)
        else:
            for _, done in group:
                _settle(done, None)

    async def _execute(self, rows: Sequence[Row]) -> None:
        sql, args = _statement(rows)
        async with self._engine.connect() as connection:
            raw = await connection.get_raw_connection()
            await raw.driver_connection.execute(sql, *args)  # type: ignore[union-attr]


async def insert_rows(session: AsyncSession, *rows: Row, changed: Sequence[Changed] = ()) -> None:
    """Insert ``rows`` (of one table or several) by one statement, as a group is written,
    in ``session``'s transaction, which must have begun (a sale's rows after its first
    statement): one round trip instead of one per table. The same terms as a group: new
    rows built in full that the unit of work does not know, values taken as given.
    ``changed``: rows that exist, updated by the same statement (the caller keeps the unit
    of work from writing them again)."""
    sql, args = _statement(rows, changed)
    await (await _in_transaction(session)).execute(sql, *args)


async def insert_guarded(session: AsyncSession, guard: Row, conflict: str, *rows: Row) -> bool:
    """Insert ``guard`` unless a row with the same ``conflict`` column (a unique one) exists,
    and ``rows`` only when it was inserted: one statement in ``session``'s transaction (as
    ``insert_rows``); whether it was. A row naming ``guard`` by a foreign key may be among
    ``rows``: the key is checked at the end of the statement."""
    model, values = guard
    sql, args = _plan(model.__table__).insert([values], first=1)
    parts = [f'g AS ({sql} ON CONFLICT ("{conflict}") DO NOTHING RETURNING 1)']
    for n, (table, table_rows) in enumerate(_by_table(rows).items()):
        sql, more = _plan(table).insert(
            table_rows, first=len(args) + 1, when="EXISTS (SELECT FROM g)"
        )
        parts.append(f"t{n} AS ({sql})")
        args.extend(more)
    # names and types from the tables' metadata; values are parameters
    sql = "WITH " + ", ".join(parts) + " SELECT count(*) AS inserted FROM g"  # noqa: S608
    found = await (await _in_transaction(session)).fetch(sql, *args)
    return bool(found[0]["inserted"])


async def _in_transaction(session: AsyncSession) -> asyncpg.Connection:
    connection = await plain.driver(session)
    if not connection.is_in_transaction():
        raise RuntimeError("insert_rows needs a transaction that has begun")
    return connection


def _by_table(rows: Sequence[Row]) -> dict[Table, list[Mapping[str, Any]]]:
    by_table: dict[Table, list[Mapping[str, Any]]] = {}
    for model, values in rows:
        by_table.setdefault(model.__table__, []).append(values)  # type: ignore[arg-type]
    return by_table


def _statement(rows: Sequence[Row], changed: Sequence[Changed] = ()) -> tuple[str, list[Any]]:
    """One ``INSERT ... SELECT FROM unnest(...)`` per table, and one ``UPDATE`` per changed
    row, joined as data-modifying CTEs, and its parameters."""
    statements: list[str] = []
    args: list[Any] = []
    for model, key, values in changed:
        plan = _plan(model.__table__)
        statements.append(plan.update(list(values), first=len(args) + 1))
        args.extend(plan.values(values))
        args.append(key)
    for table, table_rows in _by_table(rows).items():
        sql, more = _plan(table).insert(table_rows, first=len(args) + 1)
        statements.append(sql)
        args.extend(more)
    *leading, last = statements
    sql = last
    if leading:
        sql = "WITH " + ", ".join(f"t{n} AS ({s})" for n, s in enumerate(leading)) + f" {last}"
    return sql, args


def _settle(done: asyncio.Future[None], error: BaseException | None) -> None:
    if done.done():  # the caller stopped waiting (its request was cancelled)
        return
    if error is None:
        done.set_result(None)
    else:
        done.set_exception(error)


class _TablePlan:
    """How the rows of one table become one ``INSERT``: ``INSERT ... SELECT FROM unnest(...)``,
    a parameter per column, an array of that column's values; one row, a parameter per
    value (the driver encodes a one-element array at about three times a value's cost).
    JSON values travel as the UTF-8 bytes orjson makes (``bytea``), which the server reads
    as text and casts: no decoding into ``str`` here and encoding back by the driver, no
    codec call per value."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.columns: list[tuple[str, Any, bool]] = []  # key, default (callable or value), JSON
        self._scalars: dict[str, tuple[str, str, bool]] = {}  # key: name, type, JSON
        self._names = ", ".join(f'"{column.name}"' for column in table.columns)
        self._casts: list[tuple[str, str]] = []  # (array type, cast of the element)
        self._sql: dict[tuple[int, str | None, bool], str] = {}
        for column in table.columns:
            if isinstance(column.type, ARRAY):
                raise TypeError(f"{table.name}.{column.name}: array columns cannot be batched")
            if column.server_default is not None and column.default is None:
                raise TypeError(f"{table.name}.{column.name}: server defaults cannot be batched")
            is_json = isinstance(column.type, JSON)
            column_type = column.type.compile(dialect=_DIALECT)
            if is_json:
                self._casts.append(("bytea", column_type))
            else:
                self._casts.append((column_type, ""))
            default = column.default
            if default is None:
                value: Any = None
            elif default.is_callable:
                value = functools.partial(default.arg, None)
            else:
                value = default.arg
            self.columns.append((column.key, value, is_json))
            self._scalars[column.key] = (column.name, column_type, is_json)

    def insert(
        self, rows: Sequence[Mapping[str, Any]], *, first: int, when: str | None = None
    ) -> tuple[str, list[Any]]:
        """The ``INSERT`` of ``rows`` with its parameters numbered from ``first``; ``when``:
        a condition the rows are inserted on (none: always)."""
        single = len(rows) == 1
        key = (first, when, single)
        sql = self._sql.get(key)
        if sql is None:
            sql = self._sql[key] = self._statement(first, when, single)
        if single:
            return sql, self._row(rows[0])
        return sql, self._arrays(rows)

    def _statement(self, first: int, when: str | None, single: bool) -> str:
        if single:
            source = ", ".join(
                f"convert_from(${first + n}::bytea, 'UTF8')::{cast}"
                if cast
                else f"${first + n}::{column_type}"
                for n, (column_type, cast) in enumerate(self._casts)
            )
        else:
            arrays = ", ".join(
                f"${first + n}::{array}[]" for n, (array, _) in enumerate(self._casts)
            )
            fields = ", ".join(f"c{n}" for n in range(len(self._casts)))
            values = ", ".join(
                f"convert_from(c{n}, 'UTF8')::{cast}" if cast else f"c{n}"
                for n, (_, cast) in enumerate(self._casts)
            )
            source = f"{values} FROM unnest({arrays}) AS t({fields})"
        # names and types from the table's metadata; values are parameters
        return f'INSERT INTO "{self.table.name}" ({self._names}) SELECT {source}' + (
            f" WHERE {when}" if when else ""
        )

    def update(self, keys: Sequence[str], *, first: int) -> str:
        """The ``UPDATE`` of the columns ``keys`` of the row whose id is the parameter after
        theirs."""
        sets = []
        for n, key in enumerate(keys):
            name, column_type, is_json = self._scalars[key]
            param = f"${first + n}"
            value = f"convert_from({param}::bytea, 'UTF8')::{column_type}" if is_json else param
            sets.append(f'"{name}" = {value}')
        # names and types from the table's metadata; values are parameters
        return (
            f'UPDATE "{self.table.name}" SET {", ".join(sets)} '  # noqa: S608
            f"WHERE id = ${first + len(keys)}"
        )

    def values(self, values: Mapping[str, Any]) -> list[Any]:
        """The parameters of ``update``: JSON encoded as for an insert."""
        return [
            orjson.dumps(value) if self._scalars[key][2] and value is not None else value
            for key, value in values.items()
        ]

    def _row(self, row: Mapping[str, Any]) -> list[Any]:
        values = []
        for key, default, is_json in self.columns:
            value = row[key] if key in row else default() if callable(default) else default
            if is_json and value is not None:
                value = orjson.dumps(value)
            values.append(value)
        return values

    def _arrays(self, rows: Sequence[Mapping[str, Any]]) -> list[list[Any]]:
        arrays = []
        for key, default, is_json in self.columns:
            column = []
            for row in rows:
                value = row[key] if key in row else default() if callable(default) else default
                if is_json and value is not None:
                    value = orjson.dumps(value)
                column.append(value)
            arrays.append(column)
        return arrays


@functools.cache
def _plan(table: Table) -> _TablePlan:
    return _TablePlan(table)


async def _inserter(request: Request) -> BatchInserter:
    return request.app.state.inserter


InserterDep = Annotated[BatchInserter, Depends(_inserter)]
