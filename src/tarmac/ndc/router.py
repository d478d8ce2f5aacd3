"""NDC 21.3 (``/ndc/21.3/<Message>``, an agency's secret key): XML over HTTP. HTTP only: read
the body, call ``ndc.service``, answer its message; every error is the message's response
holding an ``Error`` element (``ndc.route``). docs/guides/ndc.md shows each message.

NDC 21.3 has no OrderCancelRQ: an order is cancelled by ``OrderReshop`` (the refund its fare
allows, as an offer) then ``OrderChange`` accepting it, or by ``OrderChange``'s
``CancelUnpaidOrder`` while it is unpaid."""

from collections.abc import Awaitable

from fastapi import APIRouter, Request, Response

from tarmac.ndc import service
from tarmac.ndc.bindings import (
    IataAirShoppingRs,
    IataOfferPriceRs,
    IataOrderReshopRs,
    IataOrderViewRs,
    IataSeatAvailabilityRs,
    IataServiceListRs,
)
from tarmac.ndc.context import NdcContext
from tarmac.ndc.route import ndc_post, xml_response

router = APIRouter(prefix="/ndc/21.3", tags=["NDC 21.3"])


@ndc_post(router, "AirShopping", IataAirShoppingRs)
async def air_shopping(request: Request, context: NdcContext) -> Response:
    """Offers for one way or a round trip: passengers by type (ADT, CHD, INF), a cabin, the
    currency of ``ResponseParameters/CurParameter``; each offer a fare family with its price
    and taxes per passenger, an ``OfferID`` to price (``OfferPrice``) until its
    ``OfferExpirationDateTime``."""
    return xml_response(await service.air_shopping(await request.body(), context))


@ndc_post(router, "OfferPrice", IataOfferPriceRs)
async def offer_price(request: Request, context: NdcContext) -> Response:
    """An AirShopping offer priced for this agency (its partner's discount and commission),
    held until its ``OfferExpirationDateTime``: its ``OfferID`` is what ``OrderCreate``
    takes."""
    return xml_response(await service.offer_price(await request.body(), context))


@ndc_post(router, "ServiceList", IataServiceListRs)
async def service_list(request: Request, context: NdcContext) -> Response:
    """The ancillaries an offer or an order may add (bags, meals, assistance), with their
    prices per passenger and segment."""
    return xml_response(await service.service_list(await request.body(), context))


@ndc_post(router, "SeatAvailability", IataSeatAvailabilityRs)
async def seat_availability(request: Request, context: NdcContext) -> Response:
    """The seat map of an offer's or an order's flights: each seat free or taken, with its
    zone's price."""
    return xml_response(await service.seat_availability(await request.body(), context))


@ndc_post(router, "OrderCreate", IataOrderViewRs)
async def order_create(request: Request, context: NdcContext) -> Response:
    """An order from a priced offer: passengers, contacts, documents, seats and services;
    paid from the agency's wallet, or left to pay within its ``PaymentTimeLimit``. With
    ``X-Idempotency-Key`` a repeat answers the first order again."""
    body = await request.body()
    return await context.idempotency.run(
        context.session,
        context.caller,
        "ndc.order_create",
        lambda: _view(service.order_create(body, context)),
    )


@ndc_post(router, "OrderRetrieve", IataOrderViewRs)
async def order_retrieve(request: Request, context: NdcContext) -> Response:
    """One of the agency's orders, as it stands (the same booking as the JSON API's)."""
    return xml_response(await service.order_retrieve(await request.body(), context))


@ndc_post(router, "OrderReshop", IataOrderReshopRs)
async def order_reshop(request: Request, context: NdcContext) -> Response:
    """What an order could become: other flights or dates (the exchange's price difference
    and fee), or its cancellation (the refund its fare allows), each as an offer for
    ``OrderChange`` to accept."""
    return xml_response(await service.order_reshop(await request.body(), context))


@ndc_post(router, "OrderChange", IataOrderViewRs)
async def order_change(request: Request, context: NdcContext) -> Response:
    """Change an order: accept a reshop offer (an exchange or a cancellation), services or
    seats after the sale, correct a passenger's data, pay an unpaid order, or cancel it. With
    ``X-Idempotency-Key`` a repeat answers the first change again."""
    body = await request.body()
    return await context.idempotency.run(
        context.session,
        context.caller,
        "ndc.order_change",
        lambda: _view(service.order_change(body, context)),
    )


async def _view(made: Awaitable[IataOrderViewRs]) -> Response:
    return xml_response(await made)
