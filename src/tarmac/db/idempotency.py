"""Idempotent requests: an action and its stored answer are one commit.

A route that accepts an idempotency key declares ``idem: Idempotency`` and runs its action
through it::

    return await idem.run(session, caller, "bookings.create", lambda: create(session, body))

``run`` works inside the request's transaction (``tarmac.db.session``: one session per
request, committed once when the endpoint returns, before the response is sent):

1. One statement tries ``pg_try_advisory_xact_lock`` on (scope, operation, key) and reads
   the answer stored for the key, if younger than 24 hours (``tarmac.core.clock``).
2. An answer is replayed byte for byte to a request with the same body and query (422 to
   another: ``IdempotencyKeyReused``); the action does not run.
3. No answer and the lock is taken by another transaction: a request with this key is
   still running, 409 with ``Retry-After: 1``. Its commit or rollback releases the lock.
4. No answer and the lock acquired: the answer is read again, in a snapshot taken after
   the lock (a request with this key may have committed and released it after the first
   statement's snapshot: its answer is replayed, as in 2, instead of running the action
   against what it did). Still none: the action runs, its result is rendered as FastAPI
   would send it, and the answer is inserted in the same transaction: the commit makes the
   action and its answer visible together, a rollback (the action raised, the commit
   failed, the process died) leaves neither, and a repeat then runs anew. A crash can never
   run an action twice.
5. The insert re-checks all the same: the primary key refuses a second live answer, and
   this request is then 409 and its action rolled back.

The request's ``fingerprint`` (a SHA-256 of its query and body) is kept beside the answer
(``request_hash``); a row without one (stored before requests were compared) is replayed to
any body.

What is stored is what the action *returns*; what it raises (a ``TarmacError``, any
failure) rolls the transaction back and stores nothing, so the key stays unused.

The key's namespace is the caller's ``idempotency_scope`` (``tarmac.auth.caller``: the
client id and kind of key) plus the operation: the route's name for it and the request's
path parameters, so one key used on two endpoints, or on two bookings, never replays the
other's answer. The route's credentials are checked before ``run`` (they are its
dependencies), so a replay is served only to a caller that may call the route now.

Rows past their 24 hours are ignored at once, replaced when their key is used again, and
deleted by the worker's periodic sweep (``purge_expired``, registered in ``tarmac.worker``).
"""

import hashlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Protocol

from fastapi import Depends, Request, Response
from sqlalchemy import (
    CheckConstraint,
    Index,
    LargeBinary,
    SmallInteger,
    String,
    delete,
    literal_column,
    select,
    text,
    tuple_,
)
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Mapped, mapped_column

from tarmac.core import clock
from tarmac.core import idempotency as http
from tarmac.db.base import Base

SWEEP_TASK = "idempotency_keys"
SWEEP_SECONDS = 300
SWEEP_BATCH = 5000
SWEEP_BATCHES = 10
# Scopes and operations longer than this are stored as their start and a hash.
BOUNDED_LENGTH = 200


class IdempotencyRecord(Base):
    """The stored answer of one idempotent request."""

    __tablename__ = "idempotency_keys"
    __table_args__ = (
        CheckConstraint(
            f"char_length(key) BETWEEN {http.MIN_LENGTH} AND {http.MAX_LENGTH}", name="key_length"
        ),
        Index(None, "expires_at"),
    )

    # whose key: "<key type>:<client id>" for API keys (auth.caller.Caller.idempotency_scope)
    scope: Mapped[str] = mapped_column(String(300), primary_key=True)
    # the route's name for the operation and the request's path parameters
    operation: Mapped[str] = mapped_column(String(500), primary_key=True)
    key: Mapped[str] = mapped_column(String(http.MAX_LENGTH), primary_key=True)
    status_code: Mapped[int] = mapped_column(SmallInteger)
    content_type: Mapped[str] = mapped_column(String(200))
    body: Mapped[bytes] = mapped_column(LargeBinary)
    # the fingerprint of the request that stored it: a repeat must be the same request
    request_hash: Mapped[bytes | None] = mapped_column(LargeBinary)
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime]


class Owner(Protocol):
    """Whoever calls: ``tarmac.auth.caller.Caller`` (db cannot import auth)."""

    @property
    def idempotency_scope(self) -> str | None: ...


_TABLE = IdempotencyRecord.__table__
# One round trip: try the lock, and read a live answer. The answer is read in the
# statement's snapshot, taken before the lock: what it misses (a request with this key that
# committed in between) is caught by the insert, step 5 above.
_LOCK_AND_FIND = text(
    """
    SELECT pg_try_advisory_xact_lock(:lock_id) AS locked,
           answer.status_code, answer.content_type, answer.body, answer.request_hash
    FROM (SELECT 1) AS one
    LEFT JOIN idempotency_keys AS answer
      ON answer.scope = :scope AND answer.operation = :operation AND answer.key = :key
     AND answer.expires_at > :now
    """
)
_FIND = text(
    """
    SELECT status_code, content_type, body, request_hash FROM idempotency_keys
    WHERE scope = :scope AND operation = :operation AND key = :key AND expires_at > :now
    """
)


async def lock_and_find(
    session: AsyncSession, scope: str, operation: str, key: str
) -> http.StoredAnswer | None:
    """The live stored answer for this key; else None, and this transaction now holds the
    key until it ends; ``IdempotencyInProgress`` when another transaction holds it.

    A live answer is replayed whoever holds the lock (another repeat being answered): an
    answer is visible only once its action committed."""
    params = {"scope": scope, "operation": operation, "key": key, "now": clock.now()}
    row = (
        await session.execute(
            _LOCK_AND_FIND, {"lock_id": http.lock_id(scope, operation, key), **params}
        )
    ).one()
    if row.status_code is None:
        if not row.locked:
            raise http.IdempotencyInProgress()
        row = (await session.execute(_FIND, params)).one_or_none()  # step 4
        if row is None:
            return None
    request = bytes(row.request_hash) if row.request_hash is not None else None
    return http.StoredAnswer(row.status_code, bytes(row.body), row.content_type, request)


async def store(
    session: AsyncSession, scope: str, operation: str, key: str, answer: http.StoredAnswer
) -> None:
    """Insert the answer in this transaction (replacing an expired one of the same key);
    ``IdempotencyInProgress`` when a live answer exists, which the caller's rollback turns
    into "this action never happened"."""
    now = clock.now()
    values = {
        "scope": scope,
        "operation": operation,
        "key": key,
        "status_code": answer.status_code,
        "content_type": answer.content_type,
        "body": answer.body,
        "request_hash": answer.request,
        "created_at": now,
        "expires_at": now + http.RETENTION,
    }
    statement = insert(IdempotencyRecord).values(values)
    replaced = {name: statement.excluded[name] for name in values}
    stored = await session.scalar(
        statement.on_conflict_do_update(
            index_elements=[_TABLE.c.scope, _TABLE.c.operation, _TABLE.c.key],
            set_=replaced,
            where=IdempotencyRecord.expires_at <= now,
        ).returning(literal_column("1"))
    )
    if stored is None:
        raise http.IdempotencyInProgress()


async def purge_expired(session: AsyncSession) -> int:
    """Delete answers past their 24 hours, in batches; how many were deleted."""
    deleted = 0
    for _ in range(SWEEP_BATCHES):
        expired = (
            select(IdempotencyRecord.scope, IdempotencyRecord.operation, IdempotencyRecord.key)
            .where(IdempotencyRecord.expires_at <= clock.now())
            .limit(SWEEP_BATCH)
            .with_for_update(skip_locked=True)
        )
        result = await session.execute(
            delete(IdempotencyRecord).where(
                tuple_(
                    IdempotencyRecord.scope, IdempotencyRecord.operation, IdempotencyRecord.key
                ).in_(expired)
            )
        )
        deleted += result.rowcount
        if result.rowcount < SWEEP_BATCH:
            break
    return deleted


def _bounded(value: str) -> str:
    """``value`` if it fits a column comfortably, else its start and its SHA-256: a path
    parameter can be as long as a client makes it."""
    if len(value) <= BOUNDED_LENGTH:
        return value
    return f"{value[:100]}#{hashlib.sha256(value.encode()).hexdigest()}"


@dataclass
class IdempotentRequest:
    """What a route receives from ``Idempotency``: the request's key (None without one) and
    ``run``."""

    request: Request
    key: str | None

    def operation(self, name: str) -> str:
        """``name`` and the request's path parameters, so the same route on two resources
        (two bookings) are two operations; two paths of one operation (an alias) share a
        name and parameters."""
        return _bounded(":".join([name, *(str(v) for v in self.request.path_params.values())]))

    async def run(
        self,
        session: AsyncSession,
        caller: Owner,
        operation: str,
        action: Callable[[], Awaitable[Any]],
    ) -> Response:
        """Run ``action`` once for this key and answer with its result, or replay the answer
        stored for the key. ``session`` is the request's session (``DbSession``), the one
        the action writes with; ``caller`` is the route's authenticated caller.

        When the action (or storing its answer) raises, the request's transaction is rolled
        back here, before the error goes on: the action's writes are undone even if the
        route catches the error and answers something else."""
        if self.key is None:
            return await http.render(self.request, await action())
        if caller.idempotency_scope is None:
            raise RuntimeError("an idempotent route needs credentials that name a client")
        scope = _bounded(caller.idempotency_scope)
        full_operation = self.operation(operation)
        request = http.fingerprint(self.request.url.query, await self.request.body())
        stored = await lock_and_find(session, scope, full_operation, self.key)
        if stored is not None:
            if stored.request not in (None, request):
                raise http.IdempotencyKeyReused()
            return http.replay(stored)
        try:
            response = await http.render(self.request, await action())
            answer = http.StoredAnswer(
                response.status_code,
                bytes(response.body),
                response.headers.get("content-type", "application/octet-stream"),
                request,
            )
            await store(session, scope, full_operation, self.key, answer)
        except Exception:
            await session.rollback()
            raise
        return response


async def _idempotent_request(  # async: FastAPI runs a plain def in a thread per request
    request: Request, key: Annotated[str | None, Depends(http.header_key)]
) -> IdempotentRequest:
    return IdempotentRequest(request, key)


Idempotency = Annotated[IdempotentRequest, Depends(_idempotent_request)]
