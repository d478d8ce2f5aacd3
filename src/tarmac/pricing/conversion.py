"""Currency conversion for pricing: the exchange rate content would use for a pair
(internal rate direct or inverse, then National Bank direct or cross;
``content.service.convert``), and amounts converted per unit, half-up to cents. No rate is
``NoExchangeRate`` (400)."""

from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.content import service as content
from tarmac.core.errors import NotFound
from tarmac.core.money import fmt, money, number
from tarmac.pricing.errors import NoExchangeRate


class Converter:
    """Exchange rates for one request, each pair looked up once."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.cache: dict[tuple[str, str], Decimal] = {}

    async def rate(self, source: str, target: str) -> Decimal:
        if source == target:
            return Decimal(1)
        key = (source, target)
        if key not in self.cache:
            try:
                conversion = await content.convert(self.session, Decimal(1), source, target)
            except NotFound as exc:
                raise NoExchangeRate([source], target) from exc
            self.cache[key] = conversion.rate
        return self.cache[key]

    async def unit(
        self, amount: Decimal, source: str, target: str
    ) -> tuple[Decimal, dict[str, Any] | None]:
        """``amount`` in ``target`` and the conversion for a line's metadata (None when
        nothing was converted)."""
        if source == target:
            return amount, None
        rate = await self.rate(source, target)
        converted = money(amount * rate)
        return converted, {
            "original_amount": fmt(amount),
            "original_currency": source,
            "rate": number(rate),
        }
