"""The base models of back-office bodies and list queries.

- ``In``: a request body. Unknown fields are 422, and so is a NUL character anywhere in it
  (PostgreSQL text and JSONB cannot hold one), with ``loc`` naming the field.
- ``Patch``: a partial update. Absent fields keep their values; ``null`` is accepted only
  for the fields in ``nullable`` (columns that may be empty). Any other field sent as
  ``null`` is 422 in FastAPI's shape, ``loc`` ``["body", field]``, and OpenAPI shows those
  fields as not nullable.
- ``Out``: a response read from a row's attributes.
- ``Listing``, ``Paging``: the query parameters of a list (one page after an offset, or a
  numbered page answered with an envelope).
"""

import copy
import types
import typing
from collections.abc import Iterable
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, create_model, field_validator
from pydantic_core import PydanticCustomError

from tarmac.core.errors import NULL_MESSAGE, NULL_NOT_ALLOWED


def _reject_nul(value: Any, where: str = "") -> None:
    if isinstance(value, str):
        if "\x00" in value:
            raise ValueError(f"{where or 'text'} must not contain NUL characters")
    elif isinstance(value, dict):
        for key, item in value.items():
            _reject_nul(key, where)
            _reject_nul(item, f"{where}.{key}" if where else str(key))
    elif isinstance(value, list | tuple):
        for item in value:
            _reject_nul(item, where)


class In(BaseModel):
    """A request body: unknown fields and NUL characters are refused."""

    model_config = ConfigDict(extra="forbid")

    @field_validator("*", mode="before")
    @classmethod
    def _no_nul(cls, value: Any) -> Any:
        _reject_nul(value)
        return value


def _not_nullable_in_schema(schema: dict[str, Any], model: type[BaseModel]) -> None:
    """OpenAPI: a field outside ``nullable`` may be left out but not sent as null."""
    nullable = getattr(model, "nullable", frozenset())
    for name, prop in schema.get("properties", {}).items():
        if name in nullable:
            continue
        options = prop.get("anyOf")
        if options and {"type": "null"} in options:
            rest = [option for option in options if option != {"type": "null"}]
            del prop["anyOf"]
            if len(rest) == 1:
                prop.update(rest[0])
            else:
                prop["anyOf"] = rest
        if "default" in prop and prop["default"] is None:
            del prop["default"]


class Patch(In):
    """A partial update: absent fields stay; ``null`` only for fields in ``nullable``."""

    model_config = ConfigDict(json_schema_extra=_not_nullable_in_schema)
    nullable: ClassVar[frozenset[str]] = frozenset()

    @field_validator("*", mode="before")
    @classmethod
    def _null_only_where_nullable(cls, value: Any, info: ValidationInfo) -> Any:
        if value is None and info.field_name not in cls.nullable:
            raise PydanticCustomError(NULL_NOT_ALLOWED, NULL_MESSAGE)
        return value

    def changes(self) -> dict[str, Any]:
        return self.model_dump(exclude_unset=True)


class Out(BaseModel):
    model_config = ConfigDict(from_attributes=True)


class Listing(BaseModel):
    """Query parameters of a list: one page of ``limit`` records after ``offset``."""

    limit: int = Field(200, ge=1, le=1000, description="At most this many records")
    offset: int = Field(0, ge=0, le=1_000_000, description="Skip this many records first")


class Paging(BaseModel):
    """Query parameters of a list answered with a page envelope (``data``, ``total``)."""

    page: int = Field(1, ge=1, le=100_000)
    page_size: int = Field(50, ge=1, le=200)


def _allows_none(annotation: Any) -> bool:
    origin = typing.get_origin(annotation)
    if origin is typing.Union or origin is types.UnionType:
        return type(None) in typing.get_args(annotation)
    return annotation is type(None)


def partial(model: type[BaseModel], *, exclude: Iterable[str] = ()) -> type[Patch]:
    """The PATCH model of a create model: every field optional with the same constraints,
    nullable where the create model accepts null. Model-level validators are not carried
    over: the service checks rules across fields on the merged record."""
    left_out = set(exclude)
    fields: dict[str, Any] = {}
    for name, info in model.model_fields.items():
        if name in left_out:
            continue
        optional = copy.copy(info)
        optional.default = None
        optional.default_factory = None
        fields[name] = (info.annotation | None, optional)  # type: ignore[operator]
    patch = create_model(model.__name__.removesuffix("In") + "Patch", __base__=Patch, **fields)
    patch.nullable = frozenset(
        name for name in fields if _allows_none(model.model_fields[name].annotation)
    )
    return patch
