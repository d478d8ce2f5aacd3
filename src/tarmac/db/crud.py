"""The records of one table as the back office manages them: list (filtered, one page at a
time), get (404), create, change some fields, delete. A domain service subclasses
``Records`` for each table it lets staff manage and adds its rules in the hooks
(``prepare_create``, ``prepare_update``, ``check_delete``); what the database refuses
becomes an error in words (``tarmac.db.integrity``).

- A change that sets a NOT NULL column to null is 422 naming the field, before any SQL.
- A record still used elsewhere cannot be deleted (409): references the database would
  refuse anyway, and those listed in ``blocked_by`` that it would cascade.
"""

import uuid
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

from sqlalchemy import ColumnElement, Select, delete, exists, func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from tarmac.core.errors import NotFound, NullNotAllowed
from tarmac.db import integrity
from tarmac.db.base import TimestampedModel

Row = TypeVar("Row", bound=TimestampedModel)
Filter = Callable[[Any], ColumnElement[bool]]


def not_nullable(model: type[TimestampedModel], changes: Mapping[str, Any]) -> list[str]:
    """The fields of ``changes`` set to null whose column needs a value."""
    columns = model.__table__.c
    return [
        name
        for name, value in changes.items()
        if value is None and name in columns and not columns[name].nullable
    ]


class Records(Generic[Row]):
    model: ClassVar[type[TimestampedModel]]
    noun: ClassVar[str]  # one record in messages: "airport", "fare family"
    key: ClassVar[str] = "id"  # the column a path names a record by
    options: ClassVar[Sequence[Any]] = ()  # loader options, e.g. selectinload(...)
    order_by: ClassVar[Sequence[Any]] = ()
    # Filters that are not equality on the column of the same name.
    filters: ClassVar[Mapping[str, Filter]] = {}
    # References that the database would cascade but that must stop a delete.
    blocked_by: ClassVar[Sequence[tuple[InstrumentedAttribute[Any], str]]] = ()
    # Better words for some constraints, by constraint name.
    messages: ClassVar[Mapping[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "model" in cls.__dict__ and "noun" in cls.__dict__:
            integrity.name_rows(cls.model.__tablename__, cls.noun)

    # --- reading ---------------------------------------------------------------------------

    def select(self) -> Select[Any]:
        return select(self.model).options(*self.options)

    def conditions(self, filters: Mapping[str, Any] | None) -> list[ColumnElement[bool]]:
        """The SQL conditions of ``filters``; a filter whose value is None is not applied."""
        found = []
        for name, value in (filters or {}).items():
            if value is None:
                continue
            build = self.filters.get(name)
            found.append(build(value) if build else getattr(self.model, name) == value)
        return found

    async def list(
        self,
        session: AsyncSession,
        filters: Mapping[str, Any] | None = None,
        *,
        offset: int = 0,
        limit: int | None = None,
    ) -> list[Row]:
        statement = (
            self.select().where(*self.conditions(filters)).order_by(*self.order_by, self.model.id)
        )
        if offset:
            statement = statement.offset(offset)
        if limit is not None:
            statement = statement.limit(limit)
        return list((await session.scalars(statement)).all())

    async def count(self, session: AsyncSession, filters: Mapping[str, Any] | None = None) -> int:
        statement = select(func.count()).select_from(self.model).where(*self.conditions(filters))
        return await session.scalar(statement) or 0

    def key_value(self, key: Any) -> Any:
        """The value of the key column a path gave (SSR codes are compared upper case)."""
        return key

    def not_found(self, key: Any) -> NotFound:
        return NotFound(f"{integrity.capitalized(self.noun)} {key} not found")

    async def get(self, session: AsyncSession, key: Any, *, for_update: bool = False) -> Row:
        statement = self.select().where(getattr(self.model, self.key) == self.key_value(key))
        if for_update:
            statement = statement.with_for_update(of=self.model).execution_options(
                populate_existing=True
            )
        row = await session.scalar(statement)
        if row is None:
            raise self.not_found(key)
        return row

    # --- writing ---------------------------------------------------------------------------

    async def prepare_create(self, session: AsyncSession, values: dict[str, Any]) -> dict[str, Any]:
        """The column values (and related objects) of a new record; raise to refuse it."""
        return values

    async def prepare_update(
        self, session: AsyncSession, row: Row, changes: dict[str, Any]
    ) -> dict[str, Any]:
        """The changes to apply to ``row`` (locked); raise to refuse them."""
        return changes

    async def check_delete(self, session: AsyncSession, row: Row) -> None:
        """Raise to keep ``row``; by default 409 when a ``blocked_by`` reference exists."""
        for column, users in self.blocked_by:
            if await session.scalar(select(exists().where(column == row.id))):
                raise integrity.in_use(self.model.__table__, users)

    async def create(self, session: AsyncSession, values: Mapping[str, Any]) -> Row:
        fields = await self.prepare_create(session, dict(values))
        row = self.model(**fields)
        session.add(row)
        await integrity.flush(session, self.messages)
        return row  # type: ignore[return-value]

    async def update(self, session: AsyncSession, key: Any, changes: Mapping[str, Any]) -> Row:
        """Change the fields in ``changes``; the others keep their values."""
        row = await self.get(session, key, for_update=True)
        nulls = not_nullable(self.model, changes)
        if nulls:
            raise NullNotAllowed(nulls)
        for name, value in (await self.prepare_update(session, row, dict(changes))).items():
            setattr(row, name, value)
        await integrity.flush(session, self.messages)
        return row

    async def delete(self, session: AsyncSession, key: Any) -> None:
        row = await self.get(session, key)
        await self.check_delete(session, row)
        row_id: uuid.UUID = row.id
        session.expunge(row)
        await integrity.execute(
            session, delete(self.model).where(self.model.id == row_id), self.messages
        )
