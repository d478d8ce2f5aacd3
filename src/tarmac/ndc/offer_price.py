"""OfferPrice: an AirShopping offer priced as a quote for the calling agency.

An ``OfferPriceRQ`` names one offer (``SelectedOffer/OfferRefID``): an AirShopping
``OfferID`` (``OF-...``, ``ndc.offers``) is priced now exactly as ``POST
/api/v1/fares/quote`` prices it for the same agency key (``pricing.create_quote``: the
flights, fare family and booking class of the offer, its passengers by type, its currency;
the agency's partner, so its partnership's discount and commission apply) and the answer's
``OfferID`` is the quote's ``quote_id``, held until ``valid_until``
(``OfferExpirationTimeLimitDateTime``): what ``OrderCreate`` takes. A quote id already
priced is answered as it was priced (the same id and time limit) while it is valid.

The price is shown per passenger type (one ``OfferItem`` each, ``<quote_id>-<PTC>``) and per
passenger (``FareDetail``), split as the tickets will split it (``ticketing.split_price``):
fare (``BaseAmount``), taxes (``TaxSummary``), fees (``Fee``); charges of the booking as a
whole (taxes per segment or itinerary, services) are one more ``OfferItem``
(``<quote_id>-BKG``), so the items add up to the quote's ``net`` (``TotalPrice``). Each
flight's ``FareComponent`` has the fare family (``PriceClassRefID``), booking class
(``RBD``), fare basis (booking class + family code: Tarmac files no other) and the fare
rule's change and cancellation terms."""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Any

import orjson
from xsdata.models.datatype import XmlDateTime

from tarmac.core.errors import Gone
from tarmac.ndc import airline, itinerary, offers
from tarmac.ndc.amounts import amount
from tarmac.ndc.bindings import (
    CancelRestrictionsType,
    ChangeOrCancelFeeType,
    ChangeRestrictionsType,
    CommissionType,
    FareComponentType,
    FareDetailType,
    FeeType,
    IataOfferPriceRq,
    IataOfferPriceRs,
    NewOfferItemType,
    NewOfferType,
    OfferedServiceType,
    OfferPriceResponseType,
    OfferServiceAssociationType,
    PaxJourneyRefType,
    PriceClassListType,
    PriceClassType,
    PriceType,
    PtcOfferParametersType,
    RbdType,
    TaxSummaryType,
    TaxType,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import (
    NdcNotSupported,
    NdcOfferExpired,
    NdcOfferUnknown,
    NdcRequestUnusable,
)
from tarmac.ndc.route import correlation_of, payload_attributes
from tarmac.pricing import service as pricing
from tarmac.ticketing import service as ticketing

SELECTED = "/IATA_OfferPriceRQ/Request/PricedOffer/SelectedOfferList/SelectedOffer"
TAG = f"{SELECTED}/OfferRefID"
PAX_TAG = "/IATA_OfferPriceRQ/Request/DataLists/PaxList"
PAX_TYPES = ("adult", "child", "infant")
LEGS = ("outbound", "return")
BOOKING_ITEM = "BKG"
CABINS = frozenset(itinerary.CABIN_CODES)
_TYPE_OF_PTC = {code: kind for kind, code in itinerary.PTC.items()} | {
    "CHLD": "child",
    "INFT": "infant",
    "INFS": "infant_with_seat",
}


@dataclass(frozen=True)
class Leg:
    """One flight of a priced offer as the quote resolved it."""

    name: str  # outbound | return
    flight_id: uuid.UUID
    cabin: str
    booking_class: str
    fare_family_code: str
    fare_rule_id: uuid.UUID


@dataclass(frozen=True)
class PricedOffer:
    """An offer priced as a quote: the quote's JSON (``POST /fares/quote``'s answer), the
    passengers (``PaxID``, quote passenger type) in order, and when the offer expires (an
    AirShopping offer's ``OfferExpirationDateTime``, or the quote's ``valid_until``)."""

    quote: dict[str, Any]
    pax: list[tuple[str, str]]
    expires_at: datetime

    @property
    def quote_id(self) -> str:
        return str(self.quote["quote_id"])

    @property
    def currency(self) -> str:
        return str(self.quote["currency"])

    @property
    def legs(self) -> list[Leg]:
        resolution = self.quote["fare_resolution"]
        found = [("outbound", resolution)]
        if resolution.get("return"):
            found.append(("return", resolution["return"]))
        return [
            Leg(
                name=name,
                flight_id=uuid.UUID(leg["flight_id"]),
                cabin=leg["cabin"],
                booking_class=leg["booking_class"],
                fare_family_code=leg["fare_family_code"],
                fare_rule_id=uuid.UUID(leg["fare_rule_id"]),
            )
            for name, leg in found
        ]


def _expanded(pax: Sequence[tuple[str, int]]) -> list[str]:
    return [kind for kind, count in pax for _ in range(count)]


def pax_ids(
    types: Sequence[str], given: Sequence[tuple[str, str | None]] = (), tag: str | None = None
) -> list[tuple[str, str]]:
    """Each passenger of ``types`` (quote passenger types, in order) with its ``PaxID``: the
    request's own (``given``: PaxID and PTC, matched by PTC in order), else ``PAX1``,
    ``PAX2``, ... in order. 422 ``ndc_request_unusable`` when the request's passengers are
    not the offer's."""
    if not given:
        return [(f"PAX{n}", kind) for n, kind in enumerate(types, start=1)]
    wanted = sorted(types)
    sent = sorted(_TYPE_OF_PTC.get((code or "ADT").upper(), "?") for _, code in given)
    if wanted != sent:
        raise NdcRequestUnusable(
            "The request's passengers are not the offer's: "
            + ", ".join(f"{itinerary.ptc(t)}" for t in types),
            tag=tag,
        )
    free = list(given)
    result = []
    for kind in types:
        index = next(
            i
            for i, (_, code) in enumerate(free)
            if _TYPE_OF_PTC.get((code or "ADT").upper()) == kind
        )
        result.append((free.pop(index)[0], kind))
    return result


def _request_pax(request: IataOfferPriceRq) -> list[tuple[str, str | None]]:
    lists = request.request.data_lists
    if lists is None or lists.pax_list is None:
        return []
    return [(pax.pax_id, pax.ptc) for pax in lists.pax_list.pax]


async def price_shopped(offer: offers.ShoppedOffer, context: Context) -> dict[str, Any]:
    """``offer`` priced now as ``POST /api/v1/fares/quote`` prices it for the caller: the
    quote's JSON (stored, valid 300 s)."""
    adults, children, infants = offer.pax
    counts = [(kind, n) for kind, n in zip(PAX_TYPES, (adults, children, infants), strict=True)]
    body: dict[str, Any] = {
        "flight_id": str(offer.flight_id),
        "return_flight_id": str(offer.return_flight_id) if offer.return_flight_id else None,
        "pax": [{"type": kind, "count": n} for kind, n in counts if n > 0],
        "fare_family_id": str(offer.fare_family_id),
        "fare_class": offer.booking_class,
        "cabin": offer.cabin if offer.cabin in CABINS else None,
        "channel": "partner",
        "partner_id": str(context.caller.partner_id) if context.caller.partner_id else None,
        "target_currency": offer.currency,
    }
    request = pricing.QuoteRequest.model_validate(body)
    answer = await pricing.create_quote(request, context.caller, context.reads, context.inserter)
    quote: dict[str, Any] = orjson.loads(answer)
    return quote


async def priced_quote(quote_id: str, context: Context, tag: str | None) -> dict[str, Any]:
    """A quote the caller priced (an OfferPriceRS's ``OfferID``) as it was priced: 404
    ``ndc_offer_unknown`` when unknown or another agency's, 410 ``ndc_offer_expired`` once
    its ``valid_until`` passed, 422 ``ndc_request_unusable`` for a quote of a date without
    flights (the JSON API's display quotes)."""
    try:
        found = await pricing.own_quote(context.session, quote_id, context.caller)
    except Gone as error:
        raise NdcOfferExpired(tag=tag) from error
    if found is None:
        raise NdcOfferUnknown(tag=tag)
    if not found.bookable:
        raise NdcRequestUnusable(
            "This quote prices a date, not flights (no flight_id): it cannot be ordered; "
            "shop the flights (AirShopping) and price an offer",
            tag=tag,
        )
    return found.response


async def priced_offer(
    offer_id: str,
    context: Context,
    tag: str | None,
    given_pax: Sequence[tuple[str, str | None]] = (),
    pax_tag: str = PAX_TAG,
) -> PricedOffer:
    """The offer ``offer_id`` names priced for the caller: an AirShopping offer priced now
    (a new quote), or a quote already priced. 404 ``ndc_offer_unknown`` / 410
    ``ndc_offer_expired`` as ``offers.read`` and ``priced_quote`` say (any other id, an
    a-la-carte one included, is unknown here)."""
    if offer_id.startswith(offers.PREFIX):
        shopped = offers.read(offer_id, context.caller, context.secret, tag=tag)
        quote = await price_shopped(shopped, context)
        expires_at = shopped.expires_at
    else:
        quote = await priced_quote(offer_id, context, tag)
        expires_at = valid_until(quote)
    types = _expanded([(p["type"], int(p["count"])) for p in quote["pax"]])
    return PricedOffer(quote, pax_ids(types, given_pax, pax_tag), expires_at)


def valid_until(quote: dict[str, Any]) -> datetime:
    return datetime.fromisoformat(str(quote["valid_until"]).replace("Z", "+00:00"))


# --- the answer -----------------------------------------------------------------------------


def _taxes(taxes: Sequence[tuple[str, str, Decimal, bool]], currency: str) -> list[TaxSummaryType]:
    total = sum((t[2] for t in taxes), Decimal(0))
    if not taxes:
        return []
    return [
        TaxSummaryType(
            tax=[
                TaxType(
                    amount=amount(value, currency),
                    desc_text=name,
                    refund_ind=refundable,
                    tax_code=code[:3] if code else None,
                )
                for code, name, value, refundable in taxes
                if value
            ],
            total_tax_amount=amount(total, currency),
        )
    ]


def _price(
    base: Decimal,
    taxes: Sequence[tuple[str, str, Decimal, bool]],
    fees: Decimal,
    total: Decimal,
    currency: str,
) -> PriceType:
    return PriceType(
        base_amount=amount(base, currency),
        fee=[FeeType(amount=amount(fees, currency), desc_text="Fees per passenger")]
        if fees
        else [],
        tax_summary=_taxes(taxes, currency),
        total_amount=amount(total, currency),
    )


def _ticket_price(ticket: ticketing.TicketValue, currency: str) -> PriceType:
    taxes = [(t.code, t.name, t.amount, t.refundable) for t in ticket.taxes]
    return _price(ticket.fare, taxes, ticket.fees, ticket.total, currency)


def _merged_taxes(
    tickets: Sequence[ticketing.TicketValue],
) -> list[tuple[str, str, Decimal, bool]]:
    merged: dict[tuple[str, str, bool], Decimal] = {}
    for ticket in tickets:
        for tax in ticket.taxes:
            key = (tax.code, tax.name, tax.refundable)
            merged[key] = merged.get(key, Decimal(0)) + tax.amount
    return [(code, name, value, refundable) for (code, name, refundable), value in merged.items()]


def _sum_price(tickets: Sequence[ticketing.TicketValue], currency: str) -> PriceType:
    return _price(
        sum((t.fare for t in tickets), Decimal(0)),
        _merged_taxes(tickets),
        sum((t.fees for t in tickets), Decimal(0)),
        sum((t.total for t in tickets), Decimal(0)),
        currency,
    )


def fare_basis(booking_class: str, family_code: str) -> str:
    return (booking_class + family_code)[:8]


def price_class_id(family_code: str) -> str:
    return f"PC-{family_code}"


def restrictions(
    rule: dict[str, Any],
) -> tuple[list[ChangeRestrictionsType], list[CancelRestrictionsType]]:
    """A quote's fare rule (``fare_rules[]``) as NDC's change and cancellation terms: the fee
    per passenger, doubled (``exchange_penalty_multiplier``) inside
    ``exchange_threshold_hours`` of departure, as the exchange and refund quotes apply it."""
    currency = rule["currency"]
    hours = rule["exchange_threshold_hours"]
    multiplier = rule["exchange_penalty_multiplier"]
    change = ChangeRestrictionsType(
        allowed_modification_ind=bool(rule["changeable"]),
        desc_text=(
            f"Change fee {rule['change_fee']} {currency} per passenger, x{multiplier} less "
            f"than {hours} hours before departure"
            if rule["changeable"]
            else "Not changeable"
        ),
        fee=ChangeOrCancelFeeType(amount=amount(rule["change_fee"], currency))
        if rule["changeable"]
        else None,
    )
    cancel = CancelRestrictionsType(
        allowed_modification_ind=bool(rule["refundable"]),
        desc_text=(
            f"Cancellation fee {rule['cancellation_fee']} {currency} per passenger, "
            f"doubled less than {hours} hours before departure"
            if rule["refundable"]
            else "Not refundable"
        ),
        fee=ChangeOrCancelFeeType(amount=amount(rule["cancellation_fee"], currency))
        if rule["refundable"]
        else None,
    )
    return [change], [cancel]


def _services(
    flights: Sequence[itinerary.Flight], pax_refs: list[str], prefix: str
) -> list[OfferedServiceType]:
    return [
        OfferedServiceType(
            offer_service_association=OfferServiceAssociationType(
                pax_journey_ref=PaxJourneyRefType(pax_journey_ref_id=[flight.journey_id])
            ),
            pax_ref_id=pax_refs,
            service_id=f"{prefix}-{flight.journey_id}",
        )
        for flight in flights
    ]


def offer_element(
    priced: PricedOffer, flights: Sequence[itinerary.Flight], owner: str
) -> NewOfferType:
    """The priced offer (``PricedOffer`` of OfferPriceRS)."""
    quote, currency = priced.quote, priced.currency
    travellers = [ticketing.Traveller(pax_id, kind) for pax_id, kind in priced.pax]
    split = ticketing.split_price(quote, travellers, {}, [])
    rules = {rule["leg"]: rule for rule in quote["fare_rules"]}
    legs = priced.legs
    items: list[NewOfferItemType] = []
    order: list[str] = []
    for ticket in split.tickets:
        if ticket.fare_type not in order:
            order.append(ticket.fare_type)
    for kind in order:
        tickets = [t for t in split.tickets if t.fare_type == kind]
        refs = [str(t.key) for t in tickets]
        details = []
        for ticket in tickets:
            components = []
            for leg, flight in zip(legs, flights, strict=True):
                change, cancel = restrictions(rules[leg.name]) if leg.name in rules else ([], [])
                components.append(
                    FareComponentType(
                        cabin_type=itinerary.cabin_type(leg.cabin),
                        cancel_restrictions=cancel,
                        change_restrictions=change,
                        fare_basis_code=fare_basis(leg.booking_class, leg.fare_family_code),
                        pax_segment_ref_id=[flight.segment_id],
                        price=PriceType(
                            base_amount=amount(
                                ticket.fare_by_leg.get(leg.name, Decimal(0)), currency
                            )
                        ),
                        price_class_ref_id=price_class_id(leg.fare_family_code),
                        rbd=RbdType(rbd_code=leg.booking_class),
                    )
                )
            details.append(
                FareDetailType(
                    fare_component=components,
                    pax_ref_id=[str(ticket.key)],
                    price=_ticket_price(ticket, currency),
                )
            )
        items.append(
            NewOfferItemType(
                fare_detail=details,
                offer_item_id=f"{priced.quote_id}-{itinerary.ptc(kind)}",
                owner_code=owner,
                price=_sum_price(tickets, currency),
                service=_services(flights, refs, itinerary.ptc(kind)),
            )
        )
    if split.charges:
        charge_taxes = [
            (c.code or "TAX", c.description, c.amount, c.refundable)
            for c in split.charges
            if c.kind == "tax"
        ]
        others = sum((c.amount for c in split.charges if c.kind != "tax"), Decimal(0))
        items.append(
            NewOfferItemType(
                offer_item_id=f"{priced.quote_id}-{BOOKING_ITEM}",
                owner_code=owner,
                price=_price(
                    others,
                    charge_taxes,
                    Decimal(0),
                    sum((c.amount for c in split.charges), Decimal(0)),
                    currency,
                ),
                service=_services(flights, [pax for pax, _ in priced.pax], BOOKING_ITEM),
            )
        )
    all_tickets = split.tickets
    commission = Decimal(quote["commission_amount"])
    total_taxes = _merged_taxes(all_tickets) + [
        (c.code or "TAX", c.description, c.amount, c.refundable)
        for c in split.charges
        if c.kind == "tax"
    ]
    return NewOfferType(
        commission=[CommissionType(amount=amount(commission, currency))] if commission else [],
        offer_expiration_time_limit_date_time=XmlDateTime.from_datetime(
            valid_until(quote).replace(microsecond=0)
        ),
        offer_id=priced.quote_id,
        offer_item=items,
        owner_code=owner,
        ptc_offer_parameters=[
            PtcOfferParametersType(
                pax_ref_id=[pax for pax, k in priced.pax if k == kind],
                priced_pax_number=Decimal(sum(1 for _, k in priced.pax if k == kind)),
                ptc_priced_code=itinerary.ptc(kind),
            )
            for kind in order
        ],
        total_price=_price(
            sum((t.fare for t in all_tickets), Decimal(0)),
            total_taxes,
            sum((t.fees for t in all_tickets), Decimal(0)),
            Decimal(quote["net"]),
            currency,
        ),
    )


async def price_classes(context: Context, legs: Sequence[Leg]) -> PriceClassListType:
    codes = sorted({leg.fare_family_code for leg in legs})
    families = await pricing.fare_families_by_code(context.session, codes)
    cabins = {leg.fare_family_code: leg.cabin for leg in legs}
    classes = {leg.fare_family_code: leg.booking_class for leg in legs}
    return PriceClassListType(
        price_class=[
            PriceClassType(
                cabin_type=[itinerary.cabin_type(cabins[code])],
                code=code,
                display_order_text=str(families[code].sort_order) if code in families else None,
                fare_basis_code=fare_basis(classes[code], code),
                name=families[code].name if code in families else code,
                price_class_id=price_class_id(code),
            )
            for code in codes
        ]
    )


async def offer_flights(priced: PricedOffer, context: Context) -> list[itinerary.Flight]:
    return await itinerary.flights(
        context.reads,
        context.session,
        [(leg.flight_id, leg.cabin, leg.booking_class) for leg in priced.legs],
    )


async def offer_price(request: IataOfferPriceRq, context: Context) -> IataOfferPriceRs:
    priced_request = request.request.priced_offer
    if priced_request.accept_order_item_list is not None:
        raise NdcNotSupported(
            "AcceptOrderItemList: OfferPrice prices one offer of AirShopping "
            "(SelectedOfferList/SelectedOffer)",
            tag="/IATA_OfferPriceRQ/Request/PricedOffer/AcceptOrderItemList",
        )
    selected = (
        priced_request.selected_offer_list.selected_offer
        if priced_request.selected_offer_list is not None
        else []
    )
    if len(selected) != 1:
        raise NdcNotSupported(
            "OfferPrice prices one offer at a time: send one SelectedOffer", tag=SELECTED
        )
    choice = selected[0]
    if any(
        item.selected_ala_carte_offer_item is not None
        or item.selected_seat is not None
        or item.selected_bundle_services is not None
        for item in choice.selected_offer_item
    ):
        raise NdcNotSupported(
            "SelectedALaCarteOfferItem, SelectedSeat and SelectedBundleServices: services and "
            "seats are offered by ServiceList and SeatAvailability and taken in OrderCreate",
            tag=f"{SELECTED}/SelectedOfferItem",
        )
    priced = await priced_offer(choice.offer_ref_id, context, TAG, _request_pax(request))
    flights = await offer_flights(priced, context)
    owner = await airline.owner_code(context.reads, context.session)
    correlation = correlation_of(request.payload_attributes)
    return IataOfferPriceRs(
        payload_attributes=payload_attributes(correlation),
        response=OfferPriceResponseType(
            data_lists=itinerary.data_lists(
                flights,
                priced.pax,
                price_class_list=await price_classes(context, priced.legs),
            ),
            priced_offer=offer_element(priced, flights, owner),
        ),
    )
