"""OrderChange answering an airline change (``ChangeOrderChoice/AcceptChange``): the agency
keeps the retimed or diverted flight its ``OrderChangeNotifRQ`` announced, as
``POST /api/v1/bookings/{id}/airline-changes/{change_id}/accept`` does (the disruptions
room's own rule: a cancellation cannot be accepted, an answered or withdrawn change is
closed). ``AcceptChange/OrderItemRefID`` is the notification's ``OrderItemID``: the
change's id. The refund and the move the notification also offers are answered through the
JSON API (their routes are in its ``WebAddressURI``): NDC 21.3's reshop flow offers what the
fare allows, not the airline's free refund or move."""

import uuid

from tarmac.disruptions import service as disruptions
from tarmac.ndc.bindings import IataOrderChangeRq, IataOrderViewRs
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcNotSupported, NdcRequestUnusable
from tarmac.ndc.order_view import order_id, order_view, read
from tarmac.ndc.route import correlation_of

CHOICE = "/IATA_OrderChangeRQ/Request/ChangeOrderChoice/AcceptChange"


async def accept(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    body = request.request
    choice = body.change_order_choice
    assert choice is not None and choice.accept_change is not None  # the dispatcher's choice
    items = choice.accept_change.order_item_ref_id
    if len(items) != 1:
        raise NdcNotSupported("Accept one airline change per message", tag=CHOICE)
    try:
        change_id = uuid.UUID(items[0])
    except ValueError:
        raise NdcRequestUnusable(
            "OrderItemRefID is the OrderItemID of the OrderChangeNotifRQ (the change's id)",
            tag=f"{CHOICE}/OrderItemRefID",
        ) from None
    booking_id = order_id(body.order.order_id)
    await read(context, booking_id)  # 404 another agency's
    await disruptions.accept(context.session, booking_id, change_id, context.caller)
    correlation = correlation_of(request.payload_attributes)
    return await order_view(context, booking_id, correlation_id=correlation)
