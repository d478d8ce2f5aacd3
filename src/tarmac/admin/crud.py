"""The back office's CRUD routes of one kind of record, from a ``Resource``:

- ``GET {path}``: the records matching the query's filters, one page at a time (``limit``
  and ``offset``, or ``page`` and ``page_size`` with a page envelope);
- ``POST {path}``: create (201);
- ``GET {path}/{key}``: one record (404 when unknown);
- ``PATCH {path}/{key}``: change the fields sent (``Patch``: null only where nullable);
- ``DELETE {path}/{key}``: 204; 409 while other records use it.

HTTP only: the rules are in the domain's ``Records`` (``tarmac.db.crud``). Each route lists
in ``responses=`` the errors it can answer: 404 for a key, and the 409 and 422 the table's
constraints and the resource's own rules can give.
"""

import uuid
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Response
from pydantic import BaseModel
from sqlalchemy import CheckConstraint, ForeignKeyConstraint, UniqueConstraint
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import AdminStaff, Caller
from tarmac.core.bodies import Listing, Paging, Patch
from tarmac.core.errors import (
    AlreadyExists,
    BreaksConstraint,
    InUse,
    NotFound,
    NullNotAllowed,
    TarmacError,
    UnknownReference,
    error_responses,
)
from tarmac.db.crud import Records
from tarmac.db.session import DbSession
from tarmac.tables import metadata

Present = Callable[[AsyncSession, Sequence[Any]], Awaitable[list[Any]]]
AfterUpdate = Callable[[AsyncSession, Any, Mapping[str, Any], Caller], Awaitable[None]]
OPERATIONS = ("list", "create", "get", "update", "delete")


FK_REFUSES = {"RESTRICT", "NO ACTION"}  # references that stop a delete
PAGING_FIELDS = frozenset({*Listing.model_fields, *Paging.model_fields})
# Every resource mounted, so tests can check rules that hold for all of them.
MOUNTED: list["Resource"] = []


@dataclass(frozen=True, kw_only=True)
class Resource:
    records: Records[Any]
    path: str  # "/airports"
    name: str  # "airport": the routes are create_airport, get_airport, ...
    plural: str  # "airports": the list route is list_airports
    out: type[BaseModel]
    create: Any = None  # the POST body model (or a union of models); None: no POST
    patch: type[Patch] | None = None  # None: no PATCH
    get: bool = True
    delete: bool = True
    query: type[BaseModel] = Listing  # filters (query parameters) of the list
    page: type[BaseModel] | None = None  # the envelope of a ``Paging`` list
    key: str = "id"  # the path parameter, e.g. "airport_id"
    key_type: Any = uuid.UUID
    values: Callable[[Any], dict[str, Any]] = lambda body: body.model_dump()
    present: Present | None = None  # rows to response bodies (default: ``out`` from rows)
    errors: Mapping[str, Sequence[type[TarmacError]]] = field(default_factory=dict)
    docs: Mapping[str, str] = field(default_factory=dict)  # description per operation
    tags: list[str] | None = None  # besides the router's
    # what else a change sets off, in the same transaction (e.g. a flight that arrived)
    after_update: AfterUpdate | None = None

    @property
    def operations(self) -> list[str]:
        offered = {
            "list": True,
            "create": self.create is not None,
            "get": self.get,
            "update": self.patch is not None,
            "delete": self.delete,
        }
        return [operation for operation in OPERATIONS if offered[operation]]

    async def render(self, session: AsyncSession, rows: Sequence[Any]) -> list[Any]:
        if self.present is not None:
            return await self.present(session, rows)
        return [self.out.model_validate(row) for row in rows]

    def responses(self, operation: str) -> dict[int | str, dict[str, Any]]:
        """The errors ``operation`` can answer, from the table's constraints and the
        resource's own rules."""
        table = self.records.model.__table__
        kinds = {type(c) for c in table.constraints} | {
            UniqueConstraint for index in table.indexes if index.unique
        }
        referenced = bool(self.records.blocked_by) or any(
            fk.target_fullname.rsplit(".", 1)[0] == table.name
            and (fk.ondelete or "RESTRICT").upper() in FK_REFUSES
            for other in metadata.tables.values()
            for fk in other.foreign_keys
        )
        writes: list[type[TarmacError]] = []
        if UniqueConstraint in kinds:
            writes.append(AlreadyExists)
        if ForeignKeyConstraint in kinds:
            writes.append(UnknownReference)
        if CheckConstraint in kinds:
            writes.append(BreaksConstraint)
        found: list[type[TarmacError]] = {
            "list": [],
            "create": writes,
            "get": [NotFound],
            "update": [NotFound, *writes, NullNotAllowed],
            "delete": [NotFound, *([InUse] if referenced else [])],
        }[operation]
        return error_responses(*found, *self.errors.get(operation, ()))


def mount(router: APIRouter, resource: Resource) -> None:
    """Add the resource's routes to ``router``."""
    MOUNTED.append(resource)
    records = resource.records
    Key = Annotated[resource.key_type, Path(alias=resource.key)]
    Query_ = Annotated[resource.query, Query()]
    item_path = f"{resource.path}/{{{resource.key}}}"

    async def list_records(session: DbSession, _: AdminStaff, query: Query_) -> Any:
        filters = query.model_dump(exclude=PAGING_FIELDS)
        if isinstance(query, Paging):
            offset = (query.page - 1) * query.page_size
            rows = await records.list(session, filters, offset=offset, limit=query.page_size)
            assert resource.page is not None
            return resource.page(
                data=await resource.render(session, rows),
                total=await records.count(session, filters),
                page=query.page,
                page_size=query.page_size,
            )
        assert isinstance(query, Listing)
        rows = await records.list(session, filters, offset=query.offset, limit=query.limit)
        return await resource.render(session, rows)

    async def create_record(body: resource.create, session: DbSession, _: AdminStaff) -> Any:  # type: ignore[name-defined]
        row = await records.create(session, resource.values(body))
        return (await resource.render(session, [row]))[0]

    async def get_record(key: Key, session: DbSession, _: AdminStaff) -> Any:
        return (await resource.render(session, [await records.get(session, key)]))[0]

    async def update_record(
        key: Key, body: resource.patch, session: DbSession, caller: AdminStaff
    ) -> Any:  # type: ignore[name-defined]
        changes = body.changes()
        row = await records.update(session, key, changes)
        if resource.after_update is not None:
            await resource.after_update(session, row, changes, caller)
        return (await resource.render(session, [row]))[0]

    async def delete_record(key: Key, session: DbSession, _: AdminStaff) -> Response:
        await records.delete(session, key)
        return Response(status_code=204)

    routes: dict[str, tuple[str, Callable[..., Any], str, dict[str, Any]]] = {
        "list": (
            resource.path,
            list_records,
            "GET",
            {
                "response_model": resource.page or list[resource.out],
                "name": f"list_{resource.plural}",
            },
        ),
        "create": (
            resource.path,
            create_record,
            "POST",
            {"response_model": resource.out, "status_code": 201, "name": f"create_{resource.name}"},
        ),
        "get": (
            item_path,
            get_record,
            "GET",
            {"response_model": resource.out, "name": f"get_{resource.name}"},
        ),
        "update": (
            item_path,
            update_record,
            "PATCH",
            {"response_model": resource.out, "name": f"update_{resource.name}"},
        ),
        "delete": (
            item_path,
            delete_record,
            "DELETE",
            {"status_code": 204, "response_class": Response, "name": f"delete_{resource.name}"},
        ),
    }
    for operation in resource.operations:
        path, endpoint, method, options = routes[operation]
        router.add_api_route(
            path,
            endpoint,
            methods=[method],
            responses=resource.responses(operation),
            description=resource.docs.get(operation),
            tags=resource.tags,
            **options,
        )
