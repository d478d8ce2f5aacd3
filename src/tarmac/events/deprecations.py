"""``api.deprecated`` (spec 02 §6.1: "an endpoint is marked deprecated (only when
configured)"): when an API process starts, each route its release marks deprecated
(``core.versioning.deprecated``) is announced once, if the airline switched the event on
(``api_deprecated_events``). Once means once per route for the deployment: the routes
announced are remembered (``app_settings``), and processes starting together take a lock
first, so only one of them emits."""

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core.versioning import Deprecated
from tarmac.db import app_settings
from tarmac.events import outbox

ANNOUNCED_KEY = "api_deprecated_announced"


async def announce(session: AsyncSession, deprecated: list[Deprecated], *, enabled: bool) -> int:
    """Emit ``api.deprecated`` for each route not announced before; how many."""
    if not enabled or not deprecated:
        return 0
    await session.execute(
        text("SELECT pg_advisory_xact_lock(hashtext(:key))"), {"key": ANNOUNCED_KEY}
    )
    announced = set(await app_settings.get_value(session, ANNOUNCED_KEY, []))
    new = [d for d in deprecated if d.name not in announced]
    for route in new:
        await outbox.emit(
            session,
            "api.deprecated",
            {
                "path": route.path,
                "method": route.method,
                "since": route.since,
                "sunset": route.sunset,
                "successor": route.successor,
            },
        )
    if new:
        await app_settings.set_value(
            session, ANNOUNCED_KEY, sorted(announced | {d.name for d in new})
        )
    return len(new)
