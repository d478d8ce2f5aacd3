"""The NDC messages, each read from its XML, answered by the services of the JSON API
(search, quotes, bookings, payments, ticketing, exchange, correction, airline changes) and
written back as its response message. This module is what the router calls: it reads the
message and hands it to the module of its group:

- ``shopping``: AirShopping
- ``offer_price``, ``ancillaries``: OfferPrice, ServiceList, SeatAvailability (and the
  a-la-carte offer ids of services and seats)
- ``orders``: OrderCreate, OrderRetrieve, the order as ``OrderViewRS`` (``order_view``),
  paying an unpaid order and ``CancelUnpaidOrder``
- ``reshop``: OrderReshop (another date; the cancellation's refund) and accepting its offers
- ``amend``: a passenger's data corrected (``UpdatePax``), services and seats after the sale
- ``airline_changes``: an airline change accepted (``AcceptChange``), as OrderChangeNotif
  announced it
"""

from tarmac.ndc import airline_changes, amend, ancillaries, codec, orders, reshop, shopping
from tarmac.ndc import offer_price as pricing
from tarmac.ndc.bindings import (
    IataAirShoppingRq,
    IataAirShoppingRs,
    IataOfferPriceRq,
    IataOfferPriceRs,
    IataOrderChangeRq,
    IataOrderCreateRq,
    IataOrderReshopRq,
    IataOrderReshopRs,
    IataOrderRetrieveRq,
    IataOrderViewRs,
    IataSeatAvailabilityRq,
    IataSeatAvailabilityRs,
    IataServiceListRq,
    IataServiceListRs,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcNotSupported

CHOICE = "/IATA_OrderChangeRQ/Request/ChangeOrderChoice"


async def air_shopping(body: bytes, context: Context) -> IataAirShoppingRs:
    request = codec.read("AirShoppingRQ", body, IataAirShoppingRq)
    return await shopping.air_shopping(request, context)


async def offer_price(body: bytes, context: Context) -> IataOfferPriceRs:
    request = codec.read("OfferPriceRQ", body, IataOfferPriceRq)
    return await pricing.offer_price(request, context)


async def service_list(body: bytes, context: Context) -> IataServiceListRs:
    request = codec.read("ServiceListRQ", body, IataServiceListRq)
    return await ancillaries.service_list(request, context)


async def seat_availability(body: bytes, context: Context) -> IataSeatAvailabilityRs:
    request = codec.read("SeatAvailabilityRQ", body, IataSeatAvailabilityRq)
    return await ancillaries.seat_availability(request, context)


async def order_create(body: bytes, context: Context) -> IataOrderViewRs:
    request = codec.read("OrderCreateRQ", body, IataOrderCreateRq)
    return await orders.order_create(request, context)


async def order_retrieve(body: bytes, context: Context) -> IataOrderViewRs:
    request = codec.read("OrderRetrieveRQ", body, IataOrderRetrieveRq)
    return await orders.order_retrieve(request, context)


async def order_reshop(body: bytes, context: Context) -> IataOrderReshopRs:
    request = codec.read("OrderReshopRQ", body, IataOrderReshopRq)
    return await reshop.order_reshop(request, context)


async def order_change(body: bytes, context: Context) -> IataOrderViewRs:
    """One change per message, by what it carries: a choice of ``ChangeOrderChoice``, or
    only ``PaymentFunctions`` (paying an unpaid order)."""
    request = codec.read("OrderChangeRQ", body, IataOrderChangeRq)
    choice = request.request.change_order_choice
    if choice is None:
        if request.request.payment_functions:
            return await orders.pay(request, context)
        raise NdcNotSupported("An OrderChangeRQ needs a ChangeOrderChoice or PaymentFunctions")
    if choice.cancel_unpaid_order is not None:
        return await orders.cancel_unpaid(request, context)
    if choice.accept_cancelled_offer is not None:
        return await reshop.accept_cancellation(request, context)
    if choice.accept_repriced_order is not None or choice.accept_selected_quoted_offer_list:
        return await _accept_offers(request, context)
    if choice.update_pax is not None:
        return await amend.update_pax(request, context)
    if choice.accept_change is not None:
        return await airline_changes.accept(request, context)
    raise NdcNotSupported(
        "Tarmac takes AcceptCancelledOffer, AcceptChange, AcceptRepricedOrder, "
        "AcceptSelectedQuotedOfferList, CancelUnpaidOrder and UpdatePax",
        tag=CHOICE,
    )


async def _accept_offers(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    """Offers of OrderReshop (another flight) or of ServiceList and SeatAvailability for a
    sold order (services, seats), told apart by their ids."""
    if amend.owns_offers(request):
        return await amend.accept_services(request, context)
    return await reshop.accept_exchange(request, context)
