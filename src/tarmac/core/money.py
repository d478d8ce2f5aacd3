"""Money arithmetic (quotes, search, wallets): ``Decimal`` only, two places, half-up (spec 01 §4.4
rule 2). Amounts leave the API as strings with two fraction digits (``"12.50"``)."""

import math
import re
from decimal import ROUND_HALF_UP, Context, Decimal
from typing import Annotated, Any

from pydantic import BeforeValidator, Field
from pydantic_core import PydanticCustomError

CENT = Decimal("0.01")
ZERO = Decimal("0.00")
HUNDRED = Decimal(100)
# 60 digits: products and quotients of amounts never round before the final quantize.
# Passed explicitly (not a ``localcontext``, which costs more than the arithmetic itself).
_EXACT = Context(prec=60, rounding=ROUND_HALF_UP)


def money(value: Decimal | int | str) -> Decimal:
    """``value`` rounded half-up to cents (``-0.00`` becomes ``0.00``): the one rounding of
    amounts, everywhere."""
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


# --- money in ----------------------------------------------------------------------------------
# An amount a client sends: a JSON number or a plain decimal string ("12.50"), read as a
# ``Decimal`` (never through a float's arithmetic), at most two fraction digits. Refused: a
# bool (``true`` is not 1.00), underscores ("1_000"), exponents in a string ("1e3"), signs
# other than a leading minus, spaces, non-ASCII digits, NaN and Infinity. A JSON number is
# taken by its shortest decimal form (12.5 is "12.5"; 1e-5 has five fraction digits).
_MONEY_TEXT = re.compile(r"-?[0-9]+(\.[0-9]+)?")
MAX_MONEY = Decimal("999999999999.99")  # NUMERIC(14,2)


def _decimal_in(value: Any) -> Decimal:
    if isinstance(value, bool):
        raise PydanticCustomError("money_type", "An amount is a number or a decimal string")
    if isinstance(value, int):
        amount = Decimal(value)
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise PydanticCustomError("money_finite", "An amount is a finite number")
        amount = Decimal(repr(value))
    elif isinstance(value, str):
        if _MONEY_TEXT.fullmatch(value) is None:
            raise PydanticCustomError(
                "money_format",
                'An amount as a string is a plain decimal such as "12.50" (digits, one '
                "point, a leading minus at most)",
            )
        amount = Decimal(value)
    elif isinstance(value, Decimal):
        amount = value
    else:
        raise PydanticCustomError("money_type", "An amount is a number or a decimal string")
    if not amount.is_finite():
        raise PydanticCustomError("money_finite", "An amount is a finite number")
    return amount


# The parsing of ``MoneyIn`` alone, for a decimal input with places of its own (a rate, a
# percentage, a price kept to four places): ``Annotated[Decimal, Field(...), DecimalIn]``.
DecimalIn = BeforeValidator(_decimal_in)


def _money_in(value: Any) -> Decimal:
    amount = _decimal_in(value)
    if amount.copy_abs() > MAX_MONEY:  # before quantizing, which cannot hold 1e308
        raise PydanticCustomError("money_range", f"An amount is at most {MAX_MONEY}")
    if amount != amount.quantize(CENT, context=_EXACT):
        raise PydanticCustomError("money_cents", "An amount has at most two fraction digits")
    return money(amount)


def money_in(*, gt: Decimal | int | None = None, ge: Decimal | int | None = None) -> Any:
    """The request type of an amount, greater than ``gt`` or at least ``ge`` (neither: a
    signed amount), at most what a ``NUMERIC(14,2)`` column holds."""
    return Annotated[
        Decimal,
        Field(
            gt=gt,
            ge=-MAX_MONEY if gt is None and ge is None else ge,
            le=MAX_MONEY,
            description='An amount: a JSON number or a decimal string ("12.50"), two '
            "fraction digits at most",
            examples=["125.50"],
        ),
        BeforeValidator(_money_in),
    ]


MoneyIn = money_in()
PositiveMoney = money_in(gt=0)
NonNegativeMoney = money_in(ge=0)
