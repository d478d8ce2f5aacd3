"""Who answers: the airline's designator, the ``OwnerCode`` of every offer and order."""

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import Reads
from tarmac.content import service as content

# an airline without a profile yet (a new deployment) still answers: IATA's code for
# "no designator" is not defined, so the sandbox's own two letters stand in
NO_PROFILE = "TM"


async def owner_code(reads: Reads, session: AsyncSession | None = None) -> str:
    """The airline profile's IATA code (from the reference cache)."""
    profile = await content.cached_airline_profile(reads, session)
    return profile.iata_code if profile is not None else NO_PROFILE
