"""Reference rows as plain values for the caches: a slotted frozen dataclass per kind of row,
its fields named as the table's columns, read by selecting those columns (never ORM
entities).

A cached value lives for up to a minute and every collection of the oldest generation
walks it: a detached ORM instance is about eight objects the cycle collector tracks (the
instance, its ``__dict__``, its ``InstanceState`` with a weak reference, a bound method and
sets), a slotted value one, and a tuple of atoms none once the collector has seen it
(``docs/decisions/performance.md``, "The collector and the caches")."""

import dataclasses
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from sqlalchemy.orm import InstrumentedAttribute

T = TypeVar("T")


class Columns(Generic[T]):
    """The columns of ``entity`` (a model or an alias of it) that ``value`` (a dataclass)
    has fields for, in its fields' order, to select and build a ``value`` from a row. The
    fields of ``as_tuples`` (arrays) are kept as tuples: a value holds no mutable list."""

    def __init__(self, value: type[T], entity: Any, *, as_tuples: Sequence[str] = ()) -> None:
        self.names = tuple(field.name for field in dataclasses.fields(value))  # type: ignore[arg-type]
        self.value = value
        self.columns: tuple[InstrumentedAttribute[Any], ...] = tuple(
            getattr(entity, name) for name in self.names
        )
        self.width = len(self.names)
        self._tuples = tuple(self.names.index(name) for name in as_tuples)

    def of(self, row: Sequence[Any], start: int = 0) -> T:
        """The value of the columns of ``row`` from ``start`` on."""
        items = row[start : start + self.width]
        if self._tuples:
            items = list(items)
            for at in self._tuples:
                items[at] = tuple(items[at] or ())
        return self.value(*items)

    def of_entity(self, entity: object) -> T:
        """The value of an ORM instance (for a caller that already holds one)."""
        return self.of([getattr(entity, name) for name in self.names])


def select_of(*parts: "Columns[Any]") -> list[InstrumentedAttribute[Any]]:
    """The columns of ``parts`` side by side, for one ``select``."""
    return [column for part in parts for column in part.columns]
