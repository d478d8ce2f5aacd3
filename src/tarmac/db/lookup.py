"""Loading a row by primary key, or the 404 that says what was missing."""

from typing import Any, TypeVar

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core.errors import NotFound

Row = TypeVar("Row")


async def get_or_404(
    session: AsyncSession, model: type[Row], key: Any, message: str, *, for_update: bool = False
) -> Row:
    row = await session.get(model, key, with_for_update=for_update)
    if row is None:
        raise NotFound(message)
    return row
