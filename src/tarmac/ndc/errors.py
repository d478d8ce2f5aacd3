"""The errors of the NDC front door. Each is answered, like every other error of a route under
``/ndc/21.3/``, as the message's response carrying an ``Error`` element (``ndc.route``): its
``Code`` is the class's ``code``, its ``TagText`` where in the request it applies."""

from typing import Any

from tarmac.core.errors import Conflict, Gone, NotFound, TarmacError, ValidationFailed


class NdcError(TarmacError):
    """An error that can say where in the request it applies (``tag``: an XPath-like path
    such as ``/IATA_OfferPriceRQ/Request/PricedOffer/SelectedOfferList/...``)."""

    code = "ndc_error"

    def __init__(self, detail: Any = None, *, tag: str | None = None) -> None:
        super().__init__(detail)
        self.tag = tag


class NdcMessageInvalid(NdcError):
    code = "ndc_message_invalid"
    status_code = 400
    default_detail = "The message is not well-formed XML or breaks its IATA NDC 21.3 schema"


class NdcNotSupported(NdcError):
    code = "ndc_not_supported"
    status_code = 422
    default_detail = (
        "The message asks for something Tarmac does not support in NDC 21.3 "
        "(docs/guides/ndc.md lists what is)"
    )
    advice = "Send the message without the part named; docs/guides/ndc.md lists what is supported"


class NdcRequestUnusable(NdcError, ValidationFailed):
    code = "ndc_request_unusable"
    default_detail = "The message is valid but its values cannot be used (the detail says which)"


class NdcOfferUnknown(NdcError, NotFound):
    code = "ndc_offer_unknown"
    default_detail = "No such offer: the OfferID was not given by this airline to this agency"


class NdcOfferExpired(NdcError, Gone):
    code = "ndc_offer_expired"
    default_detail = "The offer has expired: shop again (AirShopping) or price it again"
    advice = "Send AirShoppingRQ again and take a new offer; an expired offer never comes back"


class NdcOrderNotFound(NdcError, NotFound):
    code = "ndc_order_not_found"
    default_detail = "No such order for this agency"


class NdcOrderPaid(NdcError, Conflict):
    code = "ndc_order_paid"
    default_detail = "The order is paid: CancelUnpaidOrder cancels only an order not paid yet"
    advice = (
        "Cancel a paid order with OrderReshopRQ (UpdateOrder/CancelOrderRef), then OrderChangeRQ "
        "with ChangeOrderChoice/AcceptCancelledOffer: the refund its fare allows"
    )


class NdcOfferChanged(NdcError, Conflict):
    code = "ndc_offer_changed"
    default_detail = (
        "The offer's amounts no longer hold (the order or its price changed since it was "
        "offered): nothing was changed or sold; ask for the offer again and accept the new one"
    )
    advice = (
        "Send the message that made the offer again (OrderReshopRQ, ServiceListRQ or "
        "SeatAvailabilityRQ) and accept one of its new offers"
    )
