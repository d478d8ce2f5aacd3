"""Money arithmetic (quotes, search, wallets): ``Decimal`` only, two places, half-up (spec 01 §4.4
rule 2). Amounts leave the API as strings with two fraction digits (``"12.50"``)."""

from decimal import ROUND_HALF_UP, Context, Decimal
from typing import Annotated

from pydantic import Field

CENT = Decimal("0.01")
ZERO = Decimal("0.00")
HUNDRED = Decimal(100)
# 60 digits: products and quotients of amounts never round before the final quantize.
# Passed explicitly (not a ``localcontext``, which costs more than the arithmetic itself).
_EXACT = Context(prec=60, rounding=ROUND_HALF_UP)


def money(value: Decimal | int | str) -> Decimal:
    """``value`` rounded half-up to cents (``-0.00`` becomes ``0.00``)."""
    result = Decimal(value).quantize(CENT, context=_EXACT)
    return ZERO if result == 0 else result


def percent_of(base: Decimal, percent: Decimal) -> Decimal:
    """``percent`` % of ``base`` (12.5 means 12.5 %), rounded half-up to cents."""
    return money(_EXACT.divide(_EXACT.multiply(base, percent), HUNDRED))


def times(amount: Decimal, factor: Decimal | int) -> Decimal:
    return money(_EXACT.multiply(amount, factor))


# An amount as the API writes it (``fmt``): a decimal string, two fraction digits, negative for
# discounts. Response models declare such fields ``MoneyString`` so OpenAPI shows the pattern.
MONEY_PATTERN = r"^-?[0-9]+\.[0-9]{2}$"
MoneyString = Annotated[
    str,
    Field(
        pattern=MONEY_PATTERN,
        examples=["125.50"],
        description="A decimal string with two fraction digits (negative for discounts)",
    ),
]


def fmt(value: Decimal) -> str:
    """A decimal string with exactly two fraction digits."""
    return f"{money(value):.2f}"


def number(value: Decimal | int | float) -> float:
    """A factor, rate or configured amount as a JSON number (``1.05``, ``12.0``)."""
    return float(value)
