"""What other domains use from pricing (``from tarmac.pricing import service as pricing``):
search shows the offers of flights, booking creation takes a quote unchanged and its promo
use, the exchange workflow reads exchange quotes, check-in and booking price seats.

- ``flight_offers(reads, legs, options, inventory, pax, cabin, currency, now)``: the fares
  each flight offers to a party and what each passenger pays, priced as a quote of that
  flight would (``pricing.offers``); ``load_fare_options`` reads the fares that may apply
  to flights (reference data, for the caller's cache), ``flight_leg`` makes a flight a leg.

- ``price_for_booking(session, request, caller, booking_id)``: a quote priced now, stored
  in the caller's transaction and taken for the booking, for bookings made without a quote
  (variants B and C).
- ``quote_for_booking(session, quote_id)``: the stored quote while valid, else 410
  ``{error: quote_not_available, message, quote_id, hint}``; ``QuoteForBooking`` has the
  flights, fare ids per passenger type, passengers, ancillaries, partner, commission and
  promo as priced. A quote without ``flight_id`` is for display: booking creation answers
  400 (spec 02 §7); ``QuoteForBooking.bookable`` says so.
- ``book_quote(session, quote_id, booking_id, caller)``: the same quote, taken for a booking in
  the caller's transaction (linked with its audit entries; 409 when booked already).
- ``take_promo_use``: a new booking takes one use of its quote's promo code (409 when a
  limit was reached since the quote); ``give_back_promo_uses``: bookings that ended
  pending give theirs back (the quote never counts; ``max_uses`` and
  ``max_uses_per_customer`` read these).
- ``create_quote(request, caller, reads, inserter)``: ``POST /fares/quote`` without HTTP
  (the quote's JSON as the route answers it); ``own_quote``: a quote the caller may book
  while valid, None when unknown or another client's (NDC's priced offers).
- ``seat_price``: the zone and fee of a seat under a fare rule (422 when not allowed);
  ``seat_zone_fees``: every zone's fee under a fare rule in a currency (a seat map's).
- ``ssr_offers``: the SSRs a flight's fare family may add now, priced in a currency (what
  ``GET /fares/ssr-availability/by-flight`` shows, less the restricted and those too close
  to departure).
- ``check_ssr``: the SSR rules of a quote for the legacy booking path (no quote).
- ``seed_ssr_catalog``: load the spec's SSR catalog (the demo world does).
- The exchange of a booking (``exchanges``): ``quote_exchange`` (the exchange quote of
  ``POST /fares/quote/exchange``, which exchanges serves once it checked the booking is the
  caller's), ``price_now`` (a quote of the new flight stored in the caller's transaction),
  ``exchange_quote`` (a stored exchange quote with its figures, 403 another client's),
  ``check_quote_owner`` (403 a quote another client made, valid or not),
  ``exchange_penalty`` (rule 7 on the original fare rule; 422 when not
  changeable), ``exchange_amounts`` (rule 9), ``book_locked_quote`` (a quote booked as it
  was when a price lock was taken, however long ago its 300 s ended).
- ``fare_plan``, ``fare_price``, ``trip``, ``fares_on``: a fare plan or price by id, the
  legs of a trip on given flights checked as a quote checks them, and the fares a quote of
  each leg would choose from (drafts hold places under a fare plan without pricing it).
"""

import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import joinedload

from tarmac.auth.caller import Caller
from tarmac.cache.reads import ReferenceLoader
from tarmac.catalog import service as catalog
from tarmac.core import clock
from tarmac.core.money import money
from tarmac.pricing import (
    conversion,
    dynamic,
    errors,
    exchange,
    fare_choice,
    fares,
    issue,
    legs,
    offers,
    passengers,
    priced,
    promos,
    quote_models,
    rules,
    seat_zones,
    ssr,
)
from tarmac.pricing import taxes as tax_table
from tarmac.pricing.models import FareFamily, FarePlan, FarePrice
from tarmac.pricing.quote_models import Quote, QuotePricing
from tarmac.pricing.schemas import (
    ExchangeQuoteRequest,
    PaxItem,
    QuoteRequest,
    RefundQuoteRequest,
)

create_quote = issue.create_quote
FareOption = offers.FareOption
Offer = offers.Offer
Leg = legs.LegPlan
load_fare_options = offers.load_fare_options
flight_offers = offers.flight_offers
NoExchangeRate = errors.NoExchangeRate
QuoteGone = errors.QuoteGone
QuoteAlreadyBooked = errors.QuoteAlreadyBooked
QuoteNotYours = errors.QuoteNotYours
FareIdsDoNotMatch = errors.FareIdsDoNotMatch
NamedFare = fare_choice.Named
seat_price = seat_zones.seat_price
seat_zones_for_rule = seat_zones.zones_for_rule
fare_rule = rules.get_rule
# a refund this close to departure costs twice the fare's cancellation fee
REFUND_DOUBLING_HOURS = exchange.REFUND_DOUBLING_HOURS
SeatPrice = seat_zones.SeatPrice
SeatSelectionNotAllowed = errors.SeatSelectionNotAllowed
BadSeatNumber = errors.BadSeatNumber
SeatNotInCabin = errors.SeatNotInCabin
NoSeatZonePrice = errors.NoSeatZonePrice
check_ssr = ssr.check_requested
SsrContext = ssr.Context
SsrRequest = ssr.Requested
seed_ssr_catalog = ssr.seed_catalog
list_ssr_services = ssr.list_services
SSR_CATEGORIES = quote_models.SSR_CATEGORIES
# a passenger who pays takes a place of the booking class: everyone but lap infants
occupies_seat = passengers.is_paid

# the back office: the records staff manage and the writes that are more than CRUD
fare_families = fares.families
fare_plans = fares.plans
fare_rules = fares.rules
list_fare_prices = fares.list_prices
put_fare_price = fares.put_price
delete_fare_price = fares.delete_price
taxes = tax_table.taxes
replace_taxes = tax_table.replace_scope
promo_codes = promos.promos
promo_usage = promos.usage
ssr_services = ssr.services
ssr_rules = ssr.rules
seat_zone_prices = seat_zones.zone_prices
PricingSettings = dynamic.Settings
load_pricing_settings = dynamic.load
update_pricing_settings = dynamic.update_pricing_settings


@dataclass(frozen=True)
class PassengerFare:
    passenger_type: str
    count: int
    fare_price_id: uuid.UUID | None
    fare_rule_id: uuid.UUID | None
    unit_price: Decimal


@dataclass(frozen=True)
class QuotedLeg:
    leg: str  # outbound | return
    flight_id: uuid.UUID | None
    route_id: uuid.UUID
    departure_date: date
    fare_plan_id: uuid.UUID
    fare_rule_id: uuid.UUID
    fare_price_id: uuid.UUID | None
    fare_family_code: str
    booking_class: str
    cabin: str
    passengers: tuple[PassengerFare, ...]


@dataclass(frozen=True)
class QuoteForBooking:
    quote_id: uuid.UUID
    currency: str
    net: Decimal
    fare_currency: str
    fare_net: Decimal
    legs: tuple[QuotedLeg, ...]
    pax: tuple[tuple[str, int], ...]
    ancillaries: tuple[dict[str, Any], ...]
    partner_id: uuid.UUID | None
    commission_amount: Decimal
    promo_code_id: uuid.UUID | None
    customer_email: str | None
    round_trip: bool
    response: dict[str, Any]

    @property
    def flight_id(self) -> uuid.UUID | None:
        return self.legs[0].flight_id

    @property
    def return_flight_id(self) -> uuid.UUID | None:
        return self.legs[1].flight_id if len(self.legs) > 1 else None

    @property
    def bookable(self) -> bool:
        return all(leg.flight_id is not None for leg in self.legs)


def flight_leg(
    flight: catalog.FlightValue,
    route: catalog.RouteValue,
    origin: catalog.AirportValue,
    destination: catalog.AirportValue,
) -> Leg:
    """``flight`` as the leg of a one-way trip."""
    return legs.LegPlan("outbound", route, origin, destination, flight, flight.flight_date)


def _uuid(value: str | None) -> uuid.UUID | None:
    return uuid.UUID(value) if value else None


def view(quote: Quote) -> QuoteForBooking:
    return _view(issue.issued_of(quote), quote.pricing)


def _view(
    issued: priced.IssuedQuote, pricing: QuotePricing | issue.StoredPricing
) -> QuoteForBooking:
    data = pricing.resolution
    legs = tuple(
        QuotedLeg(
            leg=leg["leg"],
            flight_id=_uuid(leg["flight_id"]),
            route_id=uuid.UUID(leg["route_id"]),
            departure_date=date.fromisoformat(leg["departure_date"]),
            fare_plan_id=uuid.UUID(leg["fare_plan_id"]),
            fare_rule_id=uuid.UUID(leg["fare_rule_id"]),
            fare_price_id=_uuid(leg["fare_id"]),
            fare_family_code=leg["fare_family_code"],
            booking_class=leg["booking_class"],
            cabin=leg["cabin"],
            passengers=tuple(
                PassengerFare(
                    p["passenger_type"],
                    p["count"],
                    _uuid(p["fare_price_id"]),
                    _uuid(p["fare_rule_id"]),
                    Decimal(p["unit_price"]),
                )
                for p in leg["passengers"]
            ),
        )
        for leg in data["legs"]
    )
    return QuoteForBooking(
        quote_id=issued.id,
        currency=pricing.currency,
        net=pricing.net,
        fare_currency=pricing.fare_currency,
        fare_net=pricing.fare_net,
        legs=legs,
        pax=tuple((p["type"], p["count"]) for p in data["pax"]),
        ancillaries=tuple(data["ancillaries"]),
        partner_id=pricing.partner_id,
        commission_amount=Decimal(data["commission_amount"]),
        promo_code_id=pricing.promo_code_id,
        customer_email=pricing.customer_email,
        round_trip=pricing.round_trip,
        response=priced.response(issued, pricing.body),
    )


async def quote_for_booking(session: AsyncSession, quote_id: str | uuid.UUID) -> QuoteForBooking:
    return view(await issue.get_valid_quote(session, quote_id))


async def book_quote(
    session: AsyncSession, quote_id: str | uuid.UUID, booking_id: uuid.UUID, caller: Caller
) -> QuoteForBooking:
    """Take a quote for the booking ``booking_id``: in one statement, link it (and its audit
    entries) to the booking while it is valid, not booked yet and ``caller``'s to book; the
    quote as priced. A quote books once: 409 ``QuoteAlreadyBooked`` (a retry of a booking
    request needs an idempotency key, not a second booking); 410 ``quote_not_available``
    when unknown (whatever the id's form) or expired; 403 ``QuoteNotYours`` when made with
    another client's key (a quote made without a key books for anyone, at the public
    price it has). The pricing is read once per process (``issue.stored_pricings``)."""
    return _view(*await issue.claim(session, quote_id, booking_id, caller))


async def price_for_booking(
    session: AsyncSession,
    request: QuoteRequest,
    caller: Caller,
    booking_id: uuid.UUID,
    named: Sequence[NamedFare | None] = (),
) -> QuoteForBooking:
    """A quote of ``request`` priced now, stored in ``session``'s transaction and taken
    for the booking ``booking_id`` (as ``book_quote``); ``named``, per leg, the fare the
    booking names by its ids (422 ``FareIdsDoNotMatch`` when they are not one fare of
    that leg), else the quote's choice."""
    quote_id = await issue.quote_in_session(session, request, caller, named=named)
    return await book_quote(session, quote_id, booking_id, caller)


async def seat_fee(
    session: AsyncSession,
    fare_rule_id: uuid.UUID,
    layout: dict[str, Any],
    seat_number: str,
    cabin: str,
    currency: str,
    on: date,
) -> tuple[SeatPrice, Decimal]:
    """The zone of a seat for a passenger of ``cabin`` under a fare rule, and its fee in
    ``currency`` (converted at the rate in force ``on``; 422 ``NoExchangeRate`` without
    one)."""
    price = await seat_zones.seat_price(session, fare_rule_id, layout, seat_number, cabin)
    if price.currency == currency or not price.fee:
        return price, price.fee
    rate = (await conversion.rates_to(session, currency, [price.currency], on))[price.currency]
    return price, money(price.fee * rate)


async def own_quote(
    session: AsyncSession, quote_id: str | uuid.UUID, caller: Caller
) -> QuoteForBooking | None:
    """A quote of kind ``quote`` the caller may book (``issue.owns``: made by its client or
    partner, or without a key) while it is valid; None when unknown (whatever the id's form)
    or another client's, so the caller can answer both alike; 410 ``QuoteGone`` once
    expired."""
    try:
        key = quote_id if isinstance(quote_id, uuid.UUID) else uuid.UUID(str(quote_id))
    except ValueError:
        return None
    quote = await session.scalar(
        select(Quote).options(joinedload(Quote.pricing)).where(Quote.id == key)
    )
    if quote is None or quote.pricing.kind != "quote" or not issue.owns(caller, quote.pricing):
        return None
    if quote.valid_until <= clock.now():
        raise QuoteGone(
            str(quote_id),
            f"Quote expired at {clock.iso(quote.valid_until)} (quotes are held for 300 seconds)",
        )
    return view(quote)


@dataclass(frozen=True)
class ZoneFee:
    zone: seat_zones.ZonePrice
    fee: Decimal  # in the currency asked for; 0 when included


async def seat_zone_fees(
    session: AsyncSession, fare_rule_id: uuid.UUID, currency: str, on: date
) -> dict[str, ZoneFee]:
    """Each seat zone's fee under a fare rule, converted to ``currency`` at the rate in force
    ``on`` as ``seat_fee`` converts one seat's (422 ``NoExchangeRate`` without one); by zone
    code. Empty when the fare does not allow seat selection."""
    zones = [z for z in await seat_zones.zones_for_rule(session, fare_rule_id) if z.is_selectable]
    rates = await conversion.rates_to(
        session, currency, {z.currency for z in zones if not z.is_included and z.price}, on
    )
    return {
        z.zone_code: ZoneFee(
            z,
            Decimal(0)
            if z.is_included
            else (z.price if z.currency == currency else money(z.price * rates[z.currency])),
        )
        for z in zones
    }


@dataclass(frozen=True)
class SsrOffer:
    code: str
    name: str
    category: str
    included: bool
    included_reason: str | None
    price: Decimal  # per unit, in the currency asked for; 0 when included
    currency: str
    max_per_flight: int | None


async def ssr_offers(
    session: AsyncSession,
    flight_id: uuid.UUID,
    fare_family_code: str | None,
    currency: str,
    now: datetime,
) -> list[SsrOffer]:
    """The SSRs a booking of the flight under ``fare_family_code`` may add now: what
    ``GET /fares/ssr-availability/by-flight`` shows as available or included for that flight
    and family, less those whose ``min_hours_before_departure`` has passed (the quote and the
    booking would refuse them), priced in ``currency`` at today's rate (as a quote's
    ancillaries are; 422 ``NoExchangeRate`` without one). 404 ``FlightNotFound``."""
    context = await ssr.context_for_flight(
        session, flight_id, ssr.Context(fare_family_code=fare_family_code)
    )
    flight = (await catalog.flights_with_airports(session, [flight_id]))[flight_id][0]
    hours_left = (flight.scheduled_departure - now).total_seconds() / 3600
    found = await ssr.availability(session, context)
    offered = [
        offer
        for offer in (*found["available"], *found["included"])
        if offer.service.min_hours_before_departure is None
        or hours_left >= offer.service.min_hours_before_departure
    ]
    rates = await conversion.rates_to(
        session,
        currency,
        {o.currency for o in offered if o.status != "included" and o.price},
        clock.today_at(now),
    )
    return [
        SsrOffer(
            code=o.service.code,
            name=o.service.name,
            category=o.service.category,
            included=o.status == "included",
            included_reason=o.included_reason,
            price=Decimal(0)
            if o.status == "included"
            else money(o.price * rates.get(o.currency, Decimal(1))),
            currency=currency,
            max_per_flight=o.max_per_flight,
        )
        for o in sorted(offered, key=lambda o: (o.service.category, o.service.code))
    ]


@dataclass(frozen=True)
class PricedRequest:
    code: str
    name: str
    amount: Decimal  # in the quote's currency; 0 when the fare includes it


async def price_special_requests(
    session: AsyncSession,
    quote: QuoteForBooking,
    codes: Sequence[str],
    sold: Mapping[str, int],
    now: datetime,
) -> list[PricedRequest]:
    """Special requests of a booking made from ``quote`` (one per entry of ``codes``) on
    its first flight: checked by the SSR rules as a quote's ancillaries are (unknown or restricted
    422, too close to departure 400), with ``sold`` (that flight's requests already sold)
    counted against ``max_per_flight``, and priced in the quote's currency."""
    leg = quote.legs[0]
    if not codes or leg.flight_id is None:
        return []
    return await price_special_requests_on(
        session, leg.flight_id, leg.fare_family_code, quote.currency, codes, sold, now
    )


async def price_special_requests_on(
    session: AsyncSession,
    flight_id: uuid.UUID,
    fare_family_code: str,
    currency: str,
    codes: Sequence[str],
    sold: Mapping[str, int],
    now: datetime,
) -> list[PricedRequest]:
    """Special requests (one per entry of ``codes``) on ``flight_id`` for a passenger of
    the fare family ``fare_family_code``, checked and priced in ``currency`` as
    ``price_special_requests`` does at a sale: the same SSR rules (unknown or restricted
    422, too close to departure 400, ``sold`` counted against ``max_per_flight``). A booking
    sold already buys its services after the sale through this (``bookings.extras``)."""
    if not codes:
        return []
    flight, route, origin, destination = (
        await catalog.flights_with_airports(session, [flight_id])
    )[flight_id]
    context = ssr.Context(
        route_id=route.id,
        route_type=route.route_type,
        aircraft_id=flight.aircraft_id,
        duration_min=int(
            (flight.scheduled_arrival - flight.scheduled_departure).total_seconds() // 60
        ),
        fare_family_code=fare_family_code,
        airports=frozenset({origin.iata_code, destination.iata_code}),
    )
    checked = await ssr.check_requested(
        session,
        [ssr.Requested(code, 1, "special_requests") for code in codes],
        context,
        departure=flight.scheduled_departure,
        now=now,
        sold=sold,
    )
    currencies = {offer.currency for _, offer in checked}
    rates = await conversion.rates_to(session, currency, currencies, now.date())
    return [
        PricedRequest(
            item.code,
            offer.service.name,
            Decimal(0)
            if offer.status == "included"
            else money(offer.price * rates.get(offer.currency, Decimal(1))),
        )
        for item, offer in checked
    ]


async def fare_families_by_code(
    session: AsyncSession, codes: Iterable[str]
) -> dict[str, FareFamily]:
    rows = await session.scalars(select(FareFamily).where(FareFamily.code.in_(list(codes))))
    return {family.code: family for family in rows}


async def take_promo_use(
    session: AsyncSession, quote: QuoteForBooking, booking_id: uuid.UUID, customer_email: str | None
) -> None:
    if quote.promo_code_id is not None:
        await promos.take_use(
            session, quote.promo_code_id, booking_id=booking_id, customer_email=customer_email
        )


give_back_promo_uses = promos.give_back_uses
PromoLimitReached = errors.PromoLimitReached


# --- fares of flights, unpriced (drafts) -----------------------------------------------------


async def fare_plan(session: AsyncSession, fare_plan_id: uuid.UUID) -> FarePlan | None:
    return await session.get(FarePlan, fare_plan_id)


async def fare_price(session: AsyncSession, fare_price_id: uuid.UUID) -> FarePrice | None:
    return await session.get(FarePrice, fare_price_id)


async def trip(
    session: AsyncSession,
    flight_id: uuid.UUID,
    return_flight_id: uuid.UUID | None,
    now: datetime,
) -> list[Leg]:
    """The legs of a trip on these flights (outbound, and return when given), checked as a
    quote of them is: 404 ``FlightNotFound``; 400 ``FlightNotForSale`` (cancelled, closed,
    departed) and ``TripMismatch`` (a return flight that does not fly back, or leaves before
    the outbound lands)."""
    request = QuoteRequest(
        flight_id=flight_id,
        return_flight_id=return_flight_id,
        pax=[PaxItem(type="adult", count=1)],
    )
    found, _ = await legs.resolve(ReferenceLoader(session, None), request, now, clock.today_at(now))
    return found


async def fares_on(session: AsyncSession, trip_legs: Sequence[Leg]) -> list[list[FareOption]]:
    """For each leg, the fares a quote of it chooses from (active plan and family, valid on
    the leg's day, a flight's own plan replacing its route's plan of the same family),
    before passengers, cabin and places are considered; one statement."""
    options = await offers.load_fare_options(
        session,
        {leg.route.id for leg in trip_legs},
        {leg.flight.id for leg in trip_legs if leg.flight is not None},
        [leg.day for leg in trip_legs],
    )
    return [offers.applicable(options, leg) for leg in trip_legs]


async def cheapest_fare_rule(
    session: AsyncSession, route_id: uuid.UUID, flight_id: uuid.UUID, day: date
) -> uuid.UUID | None:
    """The rule of the cheapest adult fare of a flight on its day (a seat map shown to a
    caller without a booking prices seats under it); None when the flight sells none."""
    options = await offers.load_fare_options(session, {route_id}, {flight_id}, [day])
    mine = [
        o
        for o in options
        if offers.valid_on(o.plan, day)
        and (o.plan.route_id == route_id or o.plan.flight_id == flight_id)
    ]
    own_families = {o.family.id for o in mine if o.plan.flight_id is not None}
    mine = [o for o in mine if o.plan.flight_id is not None or o.family.id not in own_families]
    priced = [(p, o) for o in mine if (p := o.price_for("adult")) is not None]
    if not priced:
        return None
    price, option = min(
        priced,
        key=lambda pair: (
            pair[0].base_price + pair[0].taxes + pair[0].fees,
            pair[1].family.sort_order,
        ),
    )
    return option.rule_of(price).id


async def refund_quote(
    session: AsyncSession,
    caller: Caller,
    *,
    booking_id: uuid.UUID,
    total: Decimal,
    currency: str,
    fare_rule_id: uuid.UUID,
    departure: datetime,
    pax_count: int,
) -> dict[str, Any]:
    """What a booking's fare gives back if it is cancelled now (the refund quote of spec
    01 §4.4, audited like one): ``refund_amount``, ``penalty``, ``refundable``, ``notes``."""
    return await exchange.refund_quote(
        session,
        RefundQuoteRequest(
            original_booking_id=booking_id,
            original_total_amount=total,
            original_currency=currency,
            original_fare_rule_id=fare_rule_id,
            original_scheduled_departure=departure,
            pax_count=pax_count,
        ),
        caller,
    )


# --- exchange (spec 01 §4.6; §4.4 rules 7 and 9) ---------------------------------------------

exchange_amounts = exchange.exchange_amounts
NotChangeable = errors.NotChangeable


@dataclass(frozen=True)
class ExchangePenalty:
    penalty: Decimal  # in the original currency, every paid passenger
    multiplier: Decimal  # 1, or exchange_penalty_multiplier inside the threshold
    hours_to_departure: float
    refundable: bool  # the original fare's: a cheaper new fare refunds the difference


async def exchange_penalty(
    session: AsyncSession,
    fare_rule_id: uuid.UUID,
    *,
    currency: str,
    departure: datetime,
    paid_passengers: int,
) -> ExchangePenalty:
    """Rule 7 on the original fare rule (422 ``NotChangeable`` when it is not changeable)."""
    rule = await rules.get_rule(session, fare_rule_id)
    if not rule.changeable:
        raise errors.NotChangeable(
            f"The original fare (rule {rule.code}) is not changeable: no exchange is possible"
        )
    penalty, multiplier, hours = await exchange.change_penalty(
        session,
        rule,
        currency=currency,
        departure=departure,
        paid_passengers=paid_passengers,
        now=clock.now(),
    )
    return ExchangePenalty(penalty, multiplier, hours, rule.refundable)


async def price_now(
    session: AsyncSession, request: QuoteRequest, caller: Caller
) -> QuoteForBooking:
    """``request`` priced now and stored as a quote in ``session``'s transaction (not
    booked: ``book_locked_quote`` books it)."""
    quote_id = await issue.quote_in_session(session, request, caller)
    return view(await issue.get_valid_quote(session, quote_id))


@dataclass(frozen=True)
class StoredExchangeQuote:
    quote: QuoteForBooking
    original_booking_id: uuid.UUID | None
    original_total: Decimal
    currency: str
    new_total: Decimal  # in the original currency
    fare_difference: Decimal
    penalty: Decimal
    extra_amount: Decimal
    refund_amount: Decimal


async def quote_exchange(
    session: AsyncSession, request: ExchangeQuoteRequest, caller: Caller
) -> dict[str, Any]:
    """The exchange quote (spec 01 §4.4 rules 7 and 9): the new fare priced, stored as a
    quote of kind ``exchange``, with the penalty, the difference and what is charged or
    given back (``pricing.exchange``). Who may name ``original_booking_id`` is the
    caller's to check."""
    return await exchange.exchange_quote(session, request, caller)


async def exchange_quote(
    session: AsyncSession, quote_id: str | uuid.UUID, caller: Caller
) -> StoredExchangeQuote:
    """A stored exchange quote while valid (410 ``quote_not_available`` otherwise, or when
    the quote is not of kind ``exchange``), with its figures as priced; 403
    ``QuoteNotYours`` when another client made it."""
    quote = await issue.get_valid_quote(session, quote_id)
    if not issue.owns(caller, quote.pricing):
        raise QuoteNotYours()
    if quote.pricing.kind != "exchange":
        raise QuoteGone(str(quote_id), "Not an exchange quote (POST /fares/quote/exchange)")
    body = quote.pricing.body
    original = body.get("original_booking_id")
    return StoredExchangeQuote(
        quote=view(quote),
        original_booking_id=uuid.UUID(original) if original else None,
        original_total=Decimal(body["original_total"]),
        currency=body["original_currency"],
        new_total=Decimal(body["exchange"]["new_total"]),
        fare_difference=Decimal(body["fare_difference"]),
        penalty=Decimal(body["penalty"]),
        extra_amount=Decimal(body["extra_to_charge"]),
        refund_amount=Decimal(body["refund_amount"]),
    )


async def check_quote_owner(session: AsyncSession, quote_id: uuid.UUID, caller: Caller) -> None:
    """403 ``QuoteNotYours`` when the quote (valid or not) was made by another client;
    nothing for one of the caller's, or an unknown one (the caller answers that)."""
    pricing_of = await session.scalar(
        select(QuotePricing)
        .join(Quote, Quote.pricing_id == QuotePricing.id)
        .where(Quote.id == quote_id)
    )
    if pricing_of is not None and not issue.owns(caller, pricing_of):
        raise QuoteNotYours()


async def book_locked_quote(
    session: AsyncSession,
    quote_id: uuid.UUID,
    booking_id: uuid.UUID,
    caller: Caller,
    locked_at: datetime,
) -> QuoteForBooking:
    """``book_quote`` for a quote an exchange's price lock holds: it must have been valid
    when the lock was taken (``locked_at``); the lock's own time governs after that."""
    return _view(*await issue.claim(session, quote_id, booking_id, caller, valid_at=locked_at))
