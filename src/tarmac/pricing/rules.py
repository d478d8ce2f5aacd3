"""Fare rules as clients see them (spec 01 §2.6 ``fare_rules`` entries, ``GET /rules/{id}``),
with ready-made notes in Russian for display.

Decisions: the notes are one line per fact, in this order: refund, exchange, seat
selection, advance purchase, minimum and maximum stay, included services. Amounts in notes
are written like ``1 500.00 KGS`` (a space between thousands, as Russian text does).
"""

import uuid
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.core.money import fmt, number
from tarmac.db.lookup import get_or_404
from tarmac.pricing.models import FareRule
from tarmac.pricing.values import AnyFamily, AnyRule
from tarmac.settings.service import AirlineSettings

REFUND_DOUBLING_HOURS = 24


def money_ru(amount: Decimal, currency: str) -> str:
    whole, _, cents = fmt(amount).partition(".")
    sign = "-" if whole.startswith("-") else ""
    digits = whole.lstrip("-")
    groups = []
    while digits:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    return f"{sign}{' '.join(groups) or '0'}.{cents} {currency}"


def _days(n: int) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return f"{n} день"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return f"{n} дня"
    return f"{n} дней"


def _hours(n: float) -> str:
    value = int(n) if float(n).is_integer() else n
    if isinstance(value, int):
        if value % 10 == 1 and value % 100 != 11:
            return f"{value} час"
        if value % 10 in (2, 3, 4) and value % 100 not in (12, 13, 14):
            return f"{value} часа"
        return f"{value} часов"
    return f"{value} часа"


def notes(rule: AnyRule, settings: AirlineSettings) -> list[str]:
    lines = []
    if rule.refundable:
        if rule.cancellation_fee > 0:
            doubled = money_ru(rule.cancellation_fee * 2, rule.currency)
            lines.append(
                "Возврат разрешён. Сбор за отмену: "
                f"{money_ru(rule.cancellation_fee, rule.currency)} с пассажира; "
                f"менее чем за {_hours(REFUND_DOUBLING_HOURS)} до вылета — {doubled}."
            )
        else:
            lines.append("Возврат разрешён без сбора.")
    else:
        lines.append("Билет невозвратный: при отмене стоимость не возвращается.")
    multiplier = Decimal(settings.exchange_penalty_multiplier)
    threshold = settings.exchange_threshold_hours
    if rule.changeable:
        if rule.change_fee > 0:
            late = money_ru(rule.change_fee * multiplier, rule.currency)
            lines.append(
                "Обмен разрешён. Сбор за обмен: "
                f"{money_ru(rule.change_fee, rule.currency)} с пассажира; "
                f"менее чем за {_hours(threshold)} до вылета — "
                f"×{number(multiplier)} ({late})."
            )
        else:
            lines.append("Обмен разрешён без сбора; разница в тарифе доплачивается.")
    else:
        lines.append("Обмен не разрешён.")
    if rule.seat_selection:
        lines.append("Выбор места при бронировании доступен.")
    else:
        lines.append("Выбор места при бронировании недоступен: место назначается при регистрации.")
    if rule.advance_purchase_days:
        lines.append(f"Покупка не позднее чем за {_days(rule.advance_purchase_days)} до вылета.")
    if rule.min_stay_days:
        lines.append(f"Минимальное пребывание: {_days(rule.min_stay_days)}.")
    if rule.max_stay_days:
        lines.append(f"Максимальное пребывание: {_days(rule.max_stay_days)}.")
    if rule.allowed_ssr_codes:
        lines.append("Услуги, разрешённые тарифом: " + ", ".join(rule.allowed_ssr_codes) + ".")
    return lines


def rule_fields(rule: AnyRule, settings: AirlineSettings) -> dict[str, Any]:
    return {
        "fare_rule_id": str(rule.id),
        "refundable": rule.refundable,
        "changeable": rule.changeable,
        "cancellation_fee": fmt(rule.cancellation_fee),
        "change_fee": fmt(rule.change_fee),
        "currency": rule.currency,
        "advance_purchase_days": rule.advance_purchase_days,
        "min_stay_days": rule.min_stay_days,
        "max_stay_days": rule.max_stay_days,
        "seat_selection": rule.seat_selection,
        "allowed_ssr_codes": list(rule.allowed_ssr_codes or []),
        "exchange_threshold_hours": settings.exchange_threshold_hours,
        "exchange_penalty_multiplier": number(Decimal(settings.exchange_penalty_multiplier)),
        "notes": notes(rule, settings),
    }


def fare_rules_entry(
    leg: str, rule: AnyRule, family: AnyFamily, settings: AirlineSettings
) -> dict[str, Any]:
    fields = rule_fields(rule, settings)
    return {
        "leg": leg,
        "fare_rule_id": fields.pop("fare_rule_id"),
        "fare_family_id": str(family.id),
        "fare_family_code": family.code,
        **fields,
    }


async def get_rule(session: AsyncSession, fare_rule_id: uuid.UUID) -> FareRule:
    return await get_or_404(session, FareRule, fare_rule_id, "Fare rule not found")
