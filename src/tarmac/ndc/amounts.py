"""Amounts as every NDC message writes them: rounded half-up to cents by the project's one
rounding (``core.money.money``), with their currency."""

from decimal import Decimal

from tarmac.core.money import money
from tarmac.ndc.bindings import AmountType


def amount(value: Decimal | float | str, currency: str) -> AmountType:
    """``value`` (a float as the JSON answers carry it is read from its text) in cents."""
    return AmountType(value=money(Decimal(str(value))), cur_code=currency)
