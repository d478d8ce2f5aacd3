"""Exchange and refund quotes (spec 01 §2.6, §4.4 rules 7 to 9).

Exchange (``POST /quote/exchange``): the new fare is priced by the quote pipeline (and
stored as a quote of kind ``exchange``, whose id is the ``exchange_quote_id`` of the
exchange preview); the response is that quote plus ``original_total``,
``original_currency``, ``fare_difference``, ``penalty``, ``refund_amount``,
``extra_to_charge``, ``changeable`` and an ``exchange`` object with the working.

- Penalty (rule 7): ``change_fee`` per paid passenger of the new quote; when the time to
  the original departure is below ``exchange_threshold_hours`` it is multiplied by
  ``exchange_penalty_multiplier``. It is in the original currency (the fee is converted
  when the fare rule's currency differs).
- Difference (rule 9, with §4.6 rule 1, issue 32): the new total converted into the
  original currency (half-up) minus the original total. The change fee is never waived:
  ``extra_to_charge`` = new + penalty - old whenever that is above 0 (a cheaper new fare
  only lowers it, refundable or not: §4.6 rule 1), ``refund_amount`` 0. When old is above
  new + penalty, a refundable original fare gives back old - new - penalty; a
  non-refundable one gives nothing (rule 9: the value left over is kept). Never both
  above 0.
- A non-changeable original fare is 422 before anything is priced; an unknown
  ``original_fare_rule_id`` is 400 ("fare rule not found", spec 02 §7).

Refund (``POST /quote/refund``, rule 8): refundable gives ``refund_amount`` = total minus
``cancellation_fee`` x ``pax_count`` (at least 0), the fee doubled when departure is less
than 24 hours away (also after departure); ``penalty`` is what is kept (at most the
total). Not refundable gives ``refund_amount`` 0 and ``penalty`` = total. ``pax_count`` (a
new optional field, default 1) is the number of paid passengers, because the fee is per
passenger. ``notes`` is one line in Russian.

A departure time without a time zone is taken as UTC. Both quotes are written to the
audit log with ``booking_id`` = ``original_booking_id``.
"""

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.cache.reads import ReferenceLoader
from tarmac.core import clock
from tarmac.core.money import ZERO, fmt, money, number, times
from tarmac.pricing import audit, dynamic, quotes, rules
from tarmac.pricing.conversion import Converter
from tarmac.pricing.errors import FareRuleNotFound, NotChangeable
from tarmac.pricing.models import FareRule
from tarmac.pricing.priced import response
from tarmac.pricing.quote_models import Quote, QuotePricing
from tarmac.pricing.schemas import ExchangeQuoteRequest, OriginalFare, RefundQuoteRequest

REFUND_DOUBLING_HOURS = 24


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


async def _original_rule(session: AsyncSession, original: OriginalFare) -> FareRule:
    rule = await session.get(FareRule, original.original_fare_rule_id)
    if rule is None:
        raise FareRuleNotFound()
    return rule


def exchange_amounts(
    *,
    original_total: Decimal,
    new_total: Decimal,
    penalty: Decimal,
    refundable: bool,
) -> tuple[Decimal, Decimal, Decimal]:
    """``(fare_difference, extra_to_charge, refund_amount)``: what is due is the difference
    plus the penalty, charged when above 0 whatever the fare (the fee is never waived),
    given back when below 0 only for a refundable original fare."""
    difference = money(new_total - original_total)
    due = money(difference + penalty)
    if due > 0:
        return difference, due, ZERO
    return difference, ZERO, -due if refundable and due < 0 else ZERO


def penalty_multiplier(hours_to_departure: float, threshold: float, multiplier: Decimal) -> Decimal:
    return Decimal(1) if hours_to_departure >= threshold else multiplier


async def change_penalty(
    session: AsyncSession,
    rule: FareRule,
    *,
    currency: str,
    departure: datetime,
    paid_passengers: int,
    now: datetime,
) -> tuple[Decimal, Decimal, float]:
    """Rule 7 for the original fare ``rule``: ``(penalty, multiplier, hours to departure)``,
    the penalty being ``change_fee`` (converted into ``currency``) per paid passenger,
    times ``exchange_penalty_multiplier`` under ``exchange_threshold_hours`` before the
    original ``departure``."""
    settings = await dynamic.load(session)
    hours = (_aware(departure) - now).total_seconds() / 3600
    converter = Converter(ReferenceLoader(session, None), clock.today_at(now))
    fee_unit, _ = await converter.unit(rule.change_fee, rule.currency, currency)
    multiplier = penalty_multiplier(
        hours,
        settings.airline.exchange_threshold_hours,
        Decimal(settings.airline.exchange_penalty_multiplier),
    )
    return times(fee_unit * multiplier, paid_passengers), multiplier, hours


async def exchange_quote(
    session: AsyncSession, request: ExchangeQuoteRequest, caller: Caller
) -> dict[str, Any]:
    rule = await _original_rule(session, request)
    if not rule.changeable:
        raise NotChangeable(
            f"The original fare (rule {rule.code}) is not changeable: no exchange is possible"
        )
    settings = await dynamic.load(session)
    now = clock.now()
    departure = _aware(request.original_scheduled_departure)
    hours = (departure - now).total_seconds() / 3600
    assert request.new_quote is not None  # the schema fills it
    priced = await quotes.compute(
        session,
        request.new_quote,
        caller,
        kind="exchange",
        original_booking_id=request.original_booking_id,
        now=now,
    )
    converter = Converter(ReferenceLoader(session, None), clock.today_at(now))
    currency = request.original_currency
    new_rate = await converter.rate(priced.currency, currency)
    new_total = times(priced.net, new_rate)
    fee_unit, fee_conversion = await converter.unit(rule.change_fee, rule.currency, currency)
    threshold = settings.airline.exchange_threshold_hours
    multiplier = penalty_multiplier(
        hours, threshold, Decimal(settings.airline.exchange_penalty_multiplier)
    )
    paid = priced.paid_passengers
    penalty = times(fee_unit * multiplier, paid)
    original_total = money(request.original_total_amount)
    difference, extra, refund = exchange_amounts(
        original_total=original_total,
        new_total=new_total,
        penalty=penalty,
        refundable=rule.refundable,
    )
    working = {
        "original_fare_rule_id": str(rule.id),
        "original_refundable": rule.refundable,
        "hours_to_departure": round(hours, 2),
        "exchange_threshold_hours": threshold,
        "penalty_multiplier": number(multiplier),
        "change_fee": fmt(fee_unit),
        "change_fee_conversion": fee_conversion,
        "paid_passengers": paid,
        "new_total": fmt(new_total),
        "new_quote_currency": priced.currency,
        "new_quote_net": fmt(priced.net),
        "rate": number(new_rate),
    }
    exchange_fields = {
        "original_booking_id": (
            str(request.original_booking_id) if request.original_booking_id else None
        ),
        "original_total": fmt(original_total),
        "original_currency": currency,
        "fare_difference": fmt(difference),
        "penalty": fmt(penalty),
        "refund_amount": fmt(refund),
        "extra_to_charge": fmt(extra),
        "changeable": True,
        "exchange": working,
    }
    # the exchange quote is a pricing of its own: its body carries the exchange figures
    pricing_row = {**priced.pricing_row, "body": {**priced.body, **exchange_fields}}
    issued = priced.issue(now)
    session.add_all([QuotePricing(**pricing_row), Quote(**issued.row())])
    body = response(issued, pricing_row["body"])
    audit.record(
        session,
        kind="exchange",
        caller=caller,
        quote_id=issued.id,
        booking_id=request.original_booking_id,
        inputs={
            "request": request.new_quote.model_dump(mode="json"),
            "original": request.model_dump(mode="json", exclude={"new_quote"}),
        },
        line_items=body["line_items"],
        applied_rules=body["applied_rules"],
        result={
            **audit.quote_result(body, body["valid_until"]),
            **{
                k: body[k]
                for k in (
                    "original_total",
                    "original_currency",
                    "fare_difference",
                    "penalty",
                    "refund_amount",
                    "extra_to_charge",
                )
            },
            "exchange": working,
        },
        currency=priced.currency,
        net=priced.net,
        partner_id=priced.pricing_row["partner_id"],
        at=now,
    )
    await session.flush()
    return body


async def refund_quote(
    session: AsyncSession, request: RefundQuoteRequest, caller: Caller
) -> dict[str, Any]:
    rule = await _original_rule(session, request)
    now = clock.now()
    hours = (_aware(request.original_scheduled_departure) - now).total_seconds() / 3600
    currency = request.original_currency
    total = money(request.original_total_amount)
    converter = Converter(ReferenceLoader(session, None), clock.today_at(now))
    fee_unit, conversion = await converter.unit(rule.cancellation_fee, rule.currency, currency)
    multiplier = Decimal(2) if hours < REFUND_DOUBLING_HOURS else Decimal(1)
    if rule.refundable:
        fee = times(fee_unit * multiplier, request.pax_count)
        refund = max(money(total - fee), ZERO)
        penalty = money(total - refund)
        doubled = " (удвоен: до вылета менее 24 часов)" if multiplier > 1 else ""
        note = (
            f"Тариф возвратный. Сбор за отмену: {rules.money_ru(fee, currency)}{doubled}; "
            f"к возврату {rules.money_ru(refund, currency)}."
        )
    else:
        refund, penalty = ZERO, total
        note = "Тариф невозвратный: стоимость билета не возвращается."
    body = {
        "original_booking_id": (
            str(request.original_booking_id) if request.original_booking_id else None
        ),
        "original_total": fmt(total),
        "refund_amount": fmt(refund),
        "penalty": fmt(penalty),
        "refundable": rule.refundable,
        "currency": currency,
        "fare_rule_id": str(rule.id),
        "notes": note,
        "hours_to_departure": round(hours, 2),
        "cancellation_fee": fmt(fee_unit),
        "fee_multiplier": number(multiplier),
        "pax_count": request.pax_count,
    }
    audit.record(
        session,
        kind="refund",
        caller=caller,
        booking_id=request.original_booking_id,
        inputs={"request": request.model_dump(mode="json")},
        line_items=[],
        applied_rules=[
            {
                "rule_type": "refund",
                "name": rule.code,
                "factor": number(multiplier),
                "delta": fmt(-penalty),
                "description": note,
                "fee_conversion": conversion,
            }
        ],
        result=body,
        currency=currency,
        net=refund,
        at=now,
    )
    await session.flush()
    return body
