"""What every NDC message is served with: the agency that calls, the request's database
session (committed when the message is answered, rolled back on an error), the reference
reads, the quotes' batch inserter and the secret that signs offer ids."""

import uuid
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import AgencyKey, Caller
from tarmac.cache.reads import Reads, ReadsDep
from tarmac.db.group_commit import BatchInserter, InserterDep
from tarmac.db.idempotency import Idempotency, IdempotentRequest
from tarmac.db.session import DbSession
from tarmac.ndc.route import SESSION


@dataclass(frozen=True)
class Context:
    caller: Caller
    session: AsyncSession
    reads: Reads
    inserter: BatchInserter
    idempotency: IdempotentRequest
    secret: str
    request: Request

    @property
    def key_id(self) -> uuid.UUID:
        """The agency key's id (``AgencyKey`` always has one)."""
        if self.caller.key_id is None:
            raise RuntimeError("an NDC message is served only to an API key")
        return self.caller.key_id


async def _context(
    request: Request,
    caller: AgencyKey,
    session: DbSession,
    reads: ReadsDep,
    inserter: InserterDep,
    idempotency: Idempotency,
) -> Context:
    secret: str = request.app.state.settings.resolved_token_secret()
    # rolled back by the route when the message is answered with an error (``route``)
    setattr(request.state, SESSION, session)
    return Context(caller, session, reads, inserter, idempotency, secret, request)


NdcContext = Annotated[Context, Depends(_context)]
