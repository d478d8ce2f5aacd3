"""Currency conversion for pricing (quotes, search offers, price lists): one choice of rate
and one rounding.

- The rate of a pair is the one content would use (``content.service.convert``): an
  internal rate in force, direct or inverse, then the National Bank's, direct or cross
  through KGS. No rate is ``NoExchangeRate`` (400).
- Rates are read through the ``ReferenceLoader`` (the reference cache on the hot paths,
  the caller's transaction otherwise), per target currency and date: every rate to one
  target in two statements, whatever the number of source currencies.
- An amount is converted per unit, ``amount × rate`` half-up to cents, before it is
  multiplied (a fare, a fixed tax, an SSR price); a whole pricing is converted line by line
  by ``engine.convert``.
"""

from collections.abc import Iterable
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.cache.reads import ReferenceLoader
from tarmac.content import rates
from tarmac.content import service as content
from tarmac.core.money import fmt, money, number
from tarmac.pricing.errors import NoExchangeRate


async def rates_to(
    session: AsyncSession, target: str, currencies: Iterable[str], on: date
) -> dict[str, Decimal]:
    """The rate from each of ``currencies`` to ``target`` on ``on``, reading the rates in
    force once (two statements); ``NoExchangeRate`` names every currency without one."""
    others = sorted(set(currencies) - {target})
    found: dict[str, Decimal] = {}
    if not others:
        return found
    # Every internal pair in force that involves the target answers X→target (direct) and
    # target→X (inverse) for any X; the National Bank table answers every pair through KGS.
    pairs = await content.internal_pairs_in_force(session, target, on)
    national = await content.national_bank_in_force(session, on)
    missing = []
    for currency in others:
        entries = rates.combine(
            "both",
            rates.internal_entries(currency, pairs),
            rates.national_bank_entries(currency, national),
        )
        entry = entries.get(target)
        if entry is None:
            missing.append(currency)
        else:
            found[currency] = entry.rate
    if missing:
        raise NoExchangeRate(missing, target)
    return found


class Converter:
    """Exchange rates for one pricing (or one search), each pair looked up once."""

    def __init__(self, load: ReferenceLoader, on: date) -> None:
        self._load = load
        self._on = on
        self._rates: dict[tuple[str, str], Decimal] = {}

    async def prefetch(self, target: str, currencies: Iterable[str]) -> None:
        """Look up the rates from all of ``currencies`` to ``target`` at once."""
        wanted = frozenset(c for c in currencies if c != target and (c, target) not in self._rates)
        if not wanted:
            return
        found = await self._load(
            ("pricing.rates", target, wanted, self._on), rates_to, target, wanted, self._on
        )
        for currency, rate in found.items():
            self._rates[(currency, target)] = rate

    async def rate(self, source: str, target: str) -> Decimal:
        if source == target:
            return Decimal(1)
        if (source, target) not in self._rates:
            await self.prefetch(target, [source])
        return self._rates[(source, target)]

    async def unit(
        self, amount: Decimal, source: str, target: str
    ) -> tuple[Decimal, dict[str, Any] | None]:
        """``amount`` in ``target`` and the conversion for a line's metadata (None when
        nothing was converted)."""
        if source == target:
            return amount, None
        rate = await self.rate(source, target)
        return money(amount * rate), {
            "original_amount": fmt(amount),
            "original_currency": source,
            "rate": number(rate),
        }
