"""The web origins browsers may call the API from: those some active (not revoked)
publishable key of this deployment's mode lists in ``allowed_origins`` (spec 01 §5.1).
``core.cors`` asks ``allows(origin)`` for every cross-origin request and preflight.

The set is one value of the reference cache (``cache.reads``): ``api_keys`` is a watched
table, so issuing or revoking a key empties it at commit in this process and by
``NOTIFY`` in the others, and it is reloaded by one query (shared by concurrent misses).
It holds only what staff stored, never an origin a request sent: unknown origins cannot
grow it.
"""

from collections.abc import Awaitable, Callable

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.models import ApiKey
from tarmac.cache.reads import Reads

CACHE_KEY = "publishable-origins"


async def load(session: AsyncSession, mode: str) -> frozenset[str]:
    rows = await session.scalars(
        select(ApiKey.allowed_origins).where(
            ApiKey.key_type == "publishable",
            ApiKey.mode == mode,
            ApiKey.revoked_at.is_(None),
        )
    )
    return frozenset(origin for origins in rows for origin in origins)


async def allowed_origins(reads: Reads, mode: str) -> frozenset[str]:
    return await reads.cached((CACHE_KEY, mode), lambda session: load(session, mode))


def checker(reads: Reads, mode: str) -> Callable[[str], Awaitable[bool]]:
    """``allows(origin)`` for ``core.cors.CorsMiddleware`` (the origin normalized as keys
    store it: lower case, no trailing slash)."""

    async def allows(origin: str) -> bool:
        return origin in await allowed_origins(reads, mode)

    return allows
