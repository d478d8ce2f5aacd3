"""What a client is told when PostgreSQL refuses a write: the constraint in words.

The words are derived from the constraint the database names, looked up in the tables'
metadata, so every table gets them without writing any:

- a unique key (23505): 409 ``AlreadyExists``, "An airport with this iata_code already
  exists";
- a reference, when deleting (23503): 409 ``InUse``, "This route is used by flights and
  cannot be deleted", with a hint to deactivate the record when it has ``is_active``;
- a reference, when writing (23503): 422 ``UnknownReference``, "route_id does not name an
  existing route";
- a check (23514): 422 ``BreaksConstraint`` naming the rule and its condition;
- a NOT NULL column (23502): 422 ``NullNotAllowed`` naming the column.

``messages`` maps constraint names to better words where a caller has them.
"""

import re
from collections.abc import Mapping
from typing import Any

from sqlalchemy import CheckConstraint, ForeignKeyConstraint, Table
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core.errors import (
    AlreadyExists,
    BreaksConstraint,
    InUse,
    NullNotAllowed,
    TarmacError,
    UnknownReference,
)
from tarmac.db.base import Base

UNIQUE, FOREIGN_KEY, CHECK, NOT_NULL = "23505", "23503", "23514", "23502"
_ACRONYMS = {"ssr": "SSR", "api": "API", "iata": "IATA", "icao": "ICAO"}
# Letters whose name starts with a vowel sound: "an SSR rule", "an API key".
_VOWEL_SOUND_LETTERS = set("AEFHILMNORSX")

# The noun of a table's rows where the model's class name does not say it well.
_nouns: dict[str, str] = {}


def name_rows(table: str, noun: str) -> None:
    """Call the rows of ``table`` ``noun`` ("page", "exchange rate") in messages."""
    _nouns[table] = noun


def noun(table: str) -> str:
    """What one row of ``table`` is called: "flight schedule", "SSR service"."""
    if table in _nouns:
        return _nouns[table]
    for mapper in Base.registry.mappers:
        if getattr(mapper.local_table, "name", None) == table:
            words = re.findall(r"[A-Z][a-z0-9]*", mapper.class_.__name__)
            return " ".join(_ACRONYMS.get(w.lower(), w.lower()) for w in words)
    return table.replace("_", " ")


def with_article(words: str) -> str:
    first = words[:1]
    vowel = first in "aeiou" if first.islower() else first in _VOWEL_SOUND_LETTERS
    return f"{'an' if vowel else 'a'} {words}"


def capitalized(words: str) -> str:
    return words[:1].upper() + words[1:]


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _find(name: str | None) -> tuple[Table, Any] | None:
    """The table and constraint (or unique index) called ``name``."""
    if not name:
        return None
    for table in Base.metadata.tables.values():
        for constraint in (*table.constraints, *table.indexes):
            if constraint.name == name:
                return table, constraint
    return None


def _deactivate_hint(table: Table) -> str:
    return "; deactivate it instead (is_active false)" if "is_active" in table.c else ""


def in_use(table: Table, users: str) -> InUse:
    """409: a row of ``table`` is used by ``users`` ("flights", "fare plans")."""
    return InUse(
        f"This {noun(table.name)} is used by {users} and cannot be deleted"
        + _deactivate_hint(table)
    )


def _unique(found: tuple[Table, Any] | None) -> TarmacError:
    if found is None:
        return AlreadyExists()
    table, constraint = found
    columns = [column.name for column in constraint.columns]
    these = "this" if len(columns) == 1 else "these"
    return AlreadyExists(
        f"{capitalized(with_article(noun(table.name)))} with {these} {_listed(columns)} "
        "already exists"
    )


def _reference(found: tuple[Table, Any] | None, deleting: bool) -> TarmacError:
    if found is None or not isinstance(found[1], ForeignKeyConstraint):
        return InUse() if deleting else UnknownReference()
    table, constraint = found
    referred = constraint.referred_table
    if deleting:
        return in_use(referred, table.name.replace("_", " "))
    columns = _listed([column.name for column in constraint.columns])
    return UnknownReference(f"{columns} does not name an existing {noun(referred.name)}")


def _check(found: tuple[Table, Any] | None) -> TarmacError:
    if found is None or not isinstance(found[1], CheckConstraint):
        return BreaksConstraint()
    table, constraint = found
    rule = str(constraint.name).removeprefix(f"ck_{table.name}_").replace("_", " ")
    return BreaksConstraint(
        f"The {noun(table.name)} breaks the rule '{rule}' ({constraint.sqltext})"
    )


def integrity_error(exc: IntegrityError, messages: Mapping[str, str] | None = None) -> TarmacError:
    """The client-facing error for a write PostgreSQL refused."""
    state = getattr(exc.orig, "sqlstate", None)
    cause = getattr(exc.orig, "__cause__", None)
    name = getattr(cause, "constraint_name", None)
    if state == NOT_NULL:
        return NullNotAllowed([getattr(cause, "column_name", None) or "unknown"])
    found = _find(name)
    override = (messages or {}).get(name or "")
    deleting = str(exc.statement or "").lstrip().upper().startswith("DELETE")
    if state == UNIQUE:
        error = _unique(found)
    elif state == FOREIGN_KEY:
        error = _reference(found, deleting)
    elif state == CHECK:
        error = _check(found)
    else:
        error = BreaksConstraint(f"The values break a rule ({name or 'constraint'})")
    if override:
        error.detail = override
    return error


async def flush(session: AsyncSession, messages: Mapping[str, str] | None = None) -> None:
    try:
        await session.flush()
    except IntegrityError as exc:
        raise integrity_error(exc, messages) from None


async def execute(
    session: AsyncSession, statement: Any, messages: Mapping[str, str] | None = None
) -> Any:
    try:
        return await session.execute(statement)
    except IntegrityError as exc:
        raise integrity_error(exc, messages) from None
