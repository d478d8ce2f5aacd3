"""Pricing a quote request (spec 01 §2.6, §4.4): the pipeline that puts the parts together.

The request's passengers (``passengers.party``) and legs (``pricing.legs``), the fare each
leg takes (``pricing.fare_choice``) and its passengers under it (``pricing.offers``), the
taxes, ancillaries, partner terms and promo (``pricing.charges``), priced by
``pricing.engine`` and converted to ``target_currency``; then the response body and the
resolution for booking (``pricing.quote_body``), as a ``PricedQuote``
(``pricing.priced``). ``pricing.issue`` issues and stores quotes from a pricing.

Decisions (the spec is silent; each is tested in ``tests/pricing``):

- Currency: the quote is in the currency of the outbound fare. Amounts in other currencies
  (a return fare, a fixed tax, an SSR price, a fixed promo) are converted per unit with the
  exchange rates, half-up to cents, before they are multiplied; the line metadata shows
  the original amount and rate. No rate is 400. ``target_currency`` converts every line
  at the end (half-up, line by line) and the totals are re-added from the converted lines.
  The stored quote keeps both nets (``fare_net`` in the fare currency).
- Each leg prices its passengers as ``pricing.offers`` does for search: the same fare
  prices, dynamic multipliers (rule 3, when enabled: the flight's load factor, its date)
  and taxes, so a one-way quote without promo, partner or ancillaries charges what search
  showed for that flight, fare and party.
- An anonymous ``POST /quote`` is limited like the public endpoints (60 per minute per IP).
- A pricing depends on time only through the moments ``stable_until`` collects: the next
  airline day, departures, the promo's validity window, SSR advance deadlines. A rule
  that compares the clock with another moment must add that moment there.
"""

import uuid
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal

import orjson
from sqlalchemy.ext.asyncio import AsyncSession

from tarmac.auth.caller import Caller
from tarmac.cache import generations
from tarmac.cache.reads import Reads, ReferenceLoader
from tarmac.core import clock
from tarmac.inventory import service as inventory_service
from tarmac.pricing import (
    audit,
    charges,
    dynamic,
    engine,
    fare_choice,
    legs,
    offers,
    passengers,
    promos,
    quote_body,
)
from tarmac.pricing.conversion import Converter
from tarmac.pricing.fare_choice import Choice, Named
from tarmac.pricing.priced import PricedQuote
from tarmac.pricing.schemas import QuoteRequest


def _totals(session: AsyncSession, reads: Reads | None, today: date) -> offers.Totals | None:
    """Where the candidate fares' party totals are remembered: the reference cache, unless
    reference data is read in the caller's transaction (no ``reads``) or that transaction
    wrote some (then nothing computed from it is kept)."""
    if reads is None or generations.wrote_reference(session.sync_session):
        return None
    return offers.Totals(reads, reads.reference.generation(), today)


async def compute(  # noqa: PLR0915
    session: AsyncSession,
    request: QuoteRequest,
    caller: Caller,
    *,
    kind: str = "quote",
    original_booking_id: uuid.UUID | None = None,
    reads: Reads | None = None,
    now: datetime | None = None,
    named: Sequence[Named | None] = (),
) -> PricedQuote:
    """Price ``request`` at ``now`` (the clock's time by default). With ``reads``, reference
    data (exchange rates included) comes from the process's cache; the inventory, the SSR
    rules and promo uses are read in ``session``. ``named``: the fare a booking names for
    each leg (none: the quote's choice)."""
    now = now or clock.now()
    sequence = generations.availability.sequence
    today = clock.today_at(now)
    totals = _totals(session, reads, today)
    pax = passengers.party((item.type, item.count) for item in request.pax)
    load = ReferenceLoader(session, reads)
    settings = await load(("pricing.settings",), dynamic.load)
    trip, notes = await legs.resolve(load, request, now, today)
    scope = (
        frozenset(leg.route.id for leg in trip),
        tuple(leg.flight.id for leg in trip if leg.flight is not None),
    )
    options = await load(("pricing.fares", *scope), offers.load_fare_options, *scope)
    flight_ids = [leg.flight.id for leg in trip if leg.flight is not None]
    inventory = await inventory_service.availability(session, flight_ids)
    stay_days = (trip[1].day - trip[0].day).days if len(trip) > 1 else None
    converter = Converter(load, today)
    found_taxes = await charges.taxes_in_force(load, charges.tax_scopes(trip), today)

    choices: list[Choice] = []
    engine_legs: list[engine.Leg] = []
    currency = ""
    preferred: uuid.UUID | None = None
    for position, leg in enumerate(trip):
        classes = inventory.get(leg.flight.id, {}) if leg.flight else {}
        leg_multipliers = offers.multipliers(settings, leg, classes, today)
        pricer = offers.LegPricer(leg, found_taxes, leg_multipliers, converter, totals)
        option, leg_notes = await fare_choice.choose(
            leg,
            options,
            request=request,
            pax=pax,
            today=today,
            stay_days=stay_days,
            inventory=inventory,
            preferred_family=preferred,
            party_total=lambda o, pricer=pricer: pricer.party_total(o, pax),
            named=named[position] if position < len(named) else None,
        )
        notes.extend(leg_notes)
        preferred = preferred or option.family.id
        if not currency:
            currency = offers.currency_of(option, pax)
        fares = await offers.passenger_fares(leg.name, option, pax, converter, currency)
        notes.extend(fares.notes)
        choices.append(Choice(leg, option, fares, currency, classes))
        engine_legs.append(
            engine.Leg(leg.name, leg.label, leg.origin.country, fares.fares, leg_multipliers)
        )

    tax_charges = await charges.tax_charges(found_taxes, trip, converter, currency)
    outbound = choices[0]
    ancillaries, ssr_deadline = await charges.ancillaries(
        session,
        request,
        outbound.leg,
        outbound.option.family,
        converter,
        currency,
        now,
    )
    partner_id, channel, channel_notes = await charges.channel(load, request, caller, trip, today)
    notes.extend(channel_notes)
    promo, rejection, promo_row_id = await charges.promo(
        load, request, trip, converter, currency, now
    )

    priced = engine.price(
        engine.PricingInput(
            currency=currency,
            legs=tuple(engine_legs),
            taxes=tuple(tax_charges),
            ancillaries=tuple(ancillaries),
            channel=channel,
            promo=promo,
            rules_before=tuple(notes),
        )
    )
    if rejection is not None:
        priced.applied_rules.append(rejection.as_rule())
    fare_priced = priced
    exchange_rate: Decimal | None = None
    if request.target_currency and request.target_currency != currency:
        exchange_rate = await converter.rate(currency, request.target_currency)
        priced = engine.convert(priced, exchange_rate, request.target_currency)

    body = quote_body.body(
        request=request,
        priced=priced,
        choices=choices,
        pax=pax,
        settings=settings,
        channel=("partner" if priced.channel_applied else request.channel),
        partner_id=partner_id,
        fare_currency=currency,
        exchange_rate=exchange_rate,
    )
    back = choices[1] if len(choices) > 1 else None
    pricing_row = {
        "id": uuid.uuid4(),
        "created_at": now,
        "kind": kind,
        "currency": priced.currency,
        "gross": priced.gross,
        "net": priced.net,
        "fare_currency": currency,
        "fare_net": fare_priced.net,
        "channel": body["channel"],
        "partner_id": partner_id,
        "api_key_id": caller.key_id,
        "client_id": caller.client_id,
        "client_type": audit.client_type_of(caller),
        "owner_partner_id": caller.partner_id if caller.client_type == "agency" else None,
        "route_id": outbound.leg.route.id,
        "return_route_id": back.leg.route.id if back else None,
        "flight_id": outbound.leg.flight.id if outbound.leg.flight else None,
        "return_flight_id": back.leg.flight.id if back and back.leg.flight else None,
        "departure_date": outbound.leg.day,
        "return_date": back.leg.day if back else None,
        "fare_price_id": outbound.fare_id,
        "pax_count": sum(c for _, c in pax),
        "round_trip": back is not None,
        "promo_code_id": promo_row_id,
        "customer_email": promos.normalise_email(request.customer_email),
        "original_booking_id": original_booking_id,
        "request": request.model_dump(mode="json"),
        "body": body,
        "resolution": quote_body.resolution(
            choices, pax, priced, fare_priced, ancillaries, promo, partner_id
        ),
    }
    # advance purchase, taxes, partnerships, rates and dynamic pricing are by date
    horizon = [clock.next_day_at(now), ssr_deadline]
    horizon += [leg.flight.scheduled_departure for leg in trip if leg.flight is not None]
    if request.promo_code:
        horizon += await promos.window(load, request.promo_code)
    return PricedQuote(
        pricing_row=pricing_row,
        body_json=orjson.dumps(body),
        paid_passengers=sum(c for t, c in pax if passengers.is_paid(t)),
        computed_at=now,
        stable_until=min(m for m in horizon if m is not None and m > now),
        availability=frozenset(flight_ids)
        | ({generations.PROMO_USES} if request.promo_code else set()),
        sequence=sequence,
    )
