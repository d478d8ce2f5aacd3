"""OrderCreate and OrderRetrieve, paying an unpaid order and cancelling it
(``CancelUnpaidOrder``): each through the JSON API's own services, answered as the order now
stands (``order_view``).

- ``order_create``: ``CreateOrder/AcceptSelectedQuotedOfferList`` holds one
  ``SelectedPricedOffer`` whose ``OfferRefID`` is a priced offer (OfferPrice's ``OfferID``:
  the quote's id), and any a-la-carte offers of ServiceList and SeatAvailability (their
  ``AL-`` ids, ``ancillaries.read_item``) for services and seats chosen before the sale. The
  passengers are ``DataLists/PaxList`` (in that order they are the booking's, answered as
  ``PAX1``, ``PAX2``...), the contact ``DataLists/ContactInfoList``. The booking is made by
  the JSON API's sale (``bookings.create``, as ``POST /api/v1/bookings`` with the quote's
  id). With ``PaymentFunctions`` it is paid from the agency's wallet at once
  (``payments.pay_with_balance``, as ``POST /api/v1/bookings/{id}/pay-with-balance``, which
  confirms it and issues the tickets); without, it is left pending until its
  ``PaymentTimeLimitDateTime``. A refused payment (the wallet too low) refuses the whole
  order: nothing is booked.
- ``order_retrieve``: by ``OrderFilterCriteria/OrderID`` (the booking's UUID) or
  ``BookingRefFilterCriteria/BookingID`` (its reference).
- ``pay``: an ``OrderChangeRQ`` with ``PaymentFunctions`` alone pays an unpaid order from the
  wallet.
- ``cancel_unpaid``: ``ChangeOrderChoice/CancelUnpaidOrder`` cancels a pending order as the
  JSON API's ``POST /api/v1/bookings/{id}/cancel`` does; a paid one is 409
  ``ndc_order_paid`` (OrderReshop then ``AcceptCancelledOffer`` cancel it with its refund).

The payment method (decision: NDC 21.3 has no element for an agency's deposit account):
``PaymentProcessingDetails/PaymentMethod/SettlementPlan`` with ``PaymentTypeCode`` ``CA``
(cash: the agency settles with the airline itself, here from its wallet at the airline).
Its ``Amount`` must be what the order costs (its ``CurCode``, when given, the order's
currency). Any other method is ``ndc_not_supported``."""

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from pydantic import ValidationError

from tarmac.bookings import service as bookings
from tarmac.bookings.schemas import BookingCreate, BookingQuery
from tarmac.core.language import from_accept_language
from tarmac.ndc import ancillaries, offers
from tarmac.ndc.bindings import (
    AmountType,
    ContactInfoType,
    IataOrderChangeRq,
    IataOrderCreateRq,
    IataOrderRetrieveRq,
    IataOrderViewRs,
    IataPayloadStandardAttributesType,
    PaxType,
    PaymentFunctionsChangeType,
    PaymentFunctionsCreateType,
    SelectedOfferItemType,
    SelectedPricedOfferType,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import (
    NdcNotSupported,
    NdcOfferChanged,
    NdcOfferExpired,
    NdcOfferUnknown,
    NdcOrderNotFound,
    NdcOrderPaid,
    NdcRequestUnusable,
)
from tarmac.ndc.order_view import DOCUMENT_CODE_OF, PTC_OF, order_id, order_view, read
from tarmac.ndc.route import correlation_of
from tarmac.payments import service as payments
from tarmac.pricing import service as pricing

CREATE = "/IATA_OrderCreateRQ/Request"
OFFERS = f"{CREATE}/CreateOrder/AcceptSelectedQuotedOfferList/SelectedPricedOffer"
PAX = f"{CREATE}/DataLists/PaxList/Pax"
CHANGE = "/IATA_OrderChangeRQ/Request"
RETRIEVE = "/IATA_OrderRetrieveRQ/Request/OrderValidationFilterCriteria"
CENT = Decimal("0.01")
# the settlement plan's PaymentTypeCode Tarmac takes: cash, the agency's own settlement
WALLET_PAYMENT = "CA"

TYPE_OF = {code: word for word, code in PTC_OF.items()}
DOCUMENT_OF = {
    **{code: word for word, code in DOCUMENT_CODE_OF.items()},
    "P": "passport",
    "PP": "passport",
    "I": "id_card",
    "ID": "id_card",
}
GENDER_OF = {"M": "male", "F": "female"}


# --- OrderCreate -----------------------------------------------------------------------------


@dataclass
class _Chosen:
    """What the selected offers add to the passengers: seats by PaxID, SSR codes."""

    seats: dict[str, str] = field(default_factory=dict)
    requests: list[str] = field(default_factory=list)
    # what the a-la-carte items were offered for; unknown once a seat is chosen by
    # SelectedSeat (the priced offer names no seat price)
    offered: Decimal | None = Decimal(0)


async def order_create(request: IataOrderCreateRq, context: Context) -> IataOrderViewRs:
    body = request.request
    _refuse_unsupported(
        ("Commission", body.commission),
        ("PaxGroup", body.pax_group),
        ("Promotion", body.promotion),
        ("CreateOrder/AcceptOrderItemList", body.create_order.accept_order_item_list),
    )
    selected = body.create_order.accept_selected_quoted_offer_list
    if selected is None:
        raise NdcNotSupported(
            "OrderCreate takes CreateOrder/AcceptSelectedQuotedOfferList",
            tag=f"{CREATE}/CreateOrder",
        )
    paxes = body.data_lists.pax_list.pax if body.data_lists and body.data_lists.pax_list else []
    if not paxes:
        raise NdcRequestUnusable("DataLists/PaxList names no passenger", tag=f"{CREATE}/DataLists")
    pax_ids = [pax.pax_id for pax in paxes]
    quote_offer, ala_carte = _split(selected.selected_priced_offer, context)
    quoted = await _own_quote(context, quote_offer.offer_ref_id)
    quote_id = quoted.quote_id
    flights = [leg.flight_id for leg in quoted.legs if leg.flight_id is not None]
    chosen = _Chosen()
    for item in quote_offer.selected_offer_item:
        _check_pax(item, pax_ids)
        if item.selected_seat is not None:
            seat = f"{int(item.selected_seat.seat_row_number)}{item.selected_seat.column_id}"
            for pax in item.pax_ref_id:
                chosen.seats[pax] = seat
            chosen.offered = None
    for item in ala_carte:
        _check_pax(item, pax_ids)
        _choose(item, context, quote_id, flights, chosen)
    payment = _payment(body.payment_functions, f"{CREATE}/PaymentFunctions")
    contacts = body.data_lists.contact_info_list if body.data_lists else None
    booking = _booking_create(
        str(quote_id),
        paxes,
        contacts.contact_info if contacts else [],
        chosen,
    )
    language = await bookings.booking_language(
        context.session, context.caller, _language(request.payload_attributes, context)
    )
    try:
        made = await bookings.create(
            context.session, booking, context.caller, context.reads, language
        )
    except pricing.QuoteGone as error:
        raise NdcOfferExpired(tag=f"{OFFERS}/OfferRefID") from error
    booking_id = made.booking.id
    _check_offered(chosen, made.booking.total_amount - quoted.net, made.booking.currency)
    if payment is not None:
        _check_amount(payment, made.booking.total_amount, made.booking.currency)
        await payments.pay_with_balance(context.session, booking_id, context.caller, context.reads)
    return await order_view(
        context, booking_id, correlation_id=correlation_of(request.payload_attributes)
    )


def _check_offered(chosen: _Chosen, charged: Decimal, currency: str) -> None:
    """The services and seats cost what ServiceList and SeatAvailability offered them for:
    else 409 ``ndc_offer_changed`` and nothing is booked (the message is rolled back)."""
    if chosen.offered is not None and charged != chosen.offered:
        raise NdcOfferChanged(
            f"The services and seats were offered for {chosen.offered} {currency} and cost "
            f"{charged} {currency} now: nothing was booked; ask ServiceList and "
            "SeatAvailability again",
            tag=f"{OFFERS}/SelectedOfferItem/OfferItemRefID",
        )


def _refuse_unsupported(*parts: tuple[str, Any]) -> None:
    for name, value in parts:
        if value:
            raise NdcNotSupported(
                f"Tarmac does not take {name} in OrderCreate", tag=f"{CREATE}/{name}"
            )


def _split(
    selected: Sequence[SelectedPricedOfferType], context: Context
) -> tuple[SelectedPricedOfferType, list[SelectedOfferItemType]]:
    """The one priced offer (a quote), and the a-la-carte items of the other offers."""
    priced = [o for o in selected if not ancillaries.is_ancillary(o.offer_ref_id)]
    if len(priced) != 1:
        raise NdcNotSupported(
            "OrderCreate takes exactly one priced offer (OfferPrice's OfferID) besides the "
            "a-la-carte offers of ServiceList and SeatAvailability",
            tag=OFFERS,
        )
    items = []
    for offer in selected:
        if offer in priced:
            continue
        ancillaries.read_offer(
            offer.offer_ref_id, context.caller, context.secret, f"{OFFERS}/OfferRefID"
        )
        items.extend(offer.selected_offer_item)
    return priced[0], items


async def _own_quote(context: Context, offer_id: str) -> pricing.QuoteForBooking:
    """The priced offer (a quote) the agency may book: 404 ``ndc_offer_unknown`` when unknown
    or another agency's, 410 ``ndc_offer_expired`` once expired."""
    tag = f"{OFFERS}/OfferRefID"
    try:
        quoted = await pricing.own_quote(context.session, offer_id, context.caller)
    except pricing.QuoteGone as error:
        raise NdcOfferExpired(tag=tag) from error
    if quoted is None:
        if offer_id.startswith(offers.PREFIX):
            raise NdcOfferUnknown(
                "An AirShopping OfferID is priced first: send OfferPriceRQ and order its OfferID",
                tag=tag,
            )
        raise NdcOfferUnknown(tag=tag)
    return quoted


def _check_pax(item: SelectedOfferItemType, pax_ids: Sequence[str]) -> None:
    for pax in item.pax_ref_id:
        if pax not in pax_ids:
            raise NdcRequestUnusable(
                f"PaxRefID {pax} is not a Pax of DataLists/PaxList",
                tag=f"{OFFERS}/SelectedOfferItem/PaxRefID",
            )


def _choose(
    selected: SelectedOfferItemType,
    context: Context,
    quote_id: uuid.UUID,
    flights: Sequence[uuid.UUID],
    chosen: _Chosen,
) -> None:
    """A service or seat of ServiceList or SeatAvailability, chosen before the sale."""
    tag = f"{OFFERS}/SelectedOfferItem/OfferItemRefID"
    item = ancillaries.read_item(selected.offer_item_ref_id, context.caller, context.secret, tag)
    fits = item.order_id is None and (
        item.is_for(quote_id) or (item.offer_ref or "").startswith(ancillaries.SHOPPED_DIGEST)
    )
    if not fits or item.flight_id not in flights:
        raise NdcRequestUnusable(
            "This service or seat was offered for another offer or order", tag=tag
        )
    if item.flight_id != flights[0]:
        raise NdcNotSupported(
            "Services and seats of the return flight are added after the sale (OrderChange "
            "with AcceptSelectedQuotedOfferList)",
            tag=tag,
        )
    holders = list(selected.pax_ref_id)
    if item.pax_id is not None and holders != [item.pax_id]:
        raise NdcRequestUnusable(f"This item was offered to {item.pax_id} alone", tag=tag)
    if item.kind == "seat":
        if len(holders) != 1:
            raise NdcRequestUnusable("A seat is for one passenger (one PaxRefID)", tag=tag)
        chosen.seats[holders[0]] = item.code
        if chosen.offered is not None:
            chosen.offered += item.price
        return
    alacarte = selected.selected_ala_carte_offer_item
    units = int(alacarte.qty) if alacarte is not None else 1
    chosen.requests.extend([item.code] * (units * len(holders)))
    if chosen.offered is not None:
        chosen.offered += item.price * units * len(holders)


def _booking_create(
    quote_id: str,
    paxes: Sequence[PaxType],
    contacts: Sequence[ContactInfoType],
    chosen: _Chosen,
) -> BookingCreate:
    """The JSON API's booking request (variant A: the quote) of the NDC passengers."""
    contact = _contact(paxes, contacts)
    try:
        return BookingCreate.model_validate(
            {
                "quote_id": quote_id,
                "passengers": [
                    _passenger(pax, n, chosen.seats.get(pax.pax_id)) for n, pax in enumerate(paxes)
                ],
                **contact,
                "special_requests": chosen.requests,
            }
        )
    except ValidationError as error:
        first = error.errors()[0]
        where = first["loc"]
        tag = CREATE
        if len(where) > 1 and where[0] == "passengers" and isinstance(where[1], int):
            tag = f"{PAX}[{where[1] + 1}]"
        elif where and str(where[0]).startswith("contact"):
            tag = f"{CREATE}/DataLists/ContactInfoList"
        field_name = ".".join(str(part) for part in where)
        raise NdcRequestUnusable(f"{field_name}: {first['msg']}", tag=tag) from error


def _passenger(pax: PaxType, n: int, seat: str | None) -> dict[str, Any]:
    tag = f"{PAX}[{n + 1}]"
    person = pax.individual
    documents = pax.identity_doc
    if not documents:
        raise NdcRequestUnusable(
            "Each passenger needs a travel document (IdentityDoc)", tag=f"{tag}/IdentityDoc"
        )
    document = documents[0]
    given = (person.given_name if person else []) or document.given_name
    surname = person.surname if person else document.surname
    middle = (person.middle_name if person else []) or document.middle_name
    born = pax.birthdate or (person.birthdate if person else None) or document.birthdate
    gender = (person.gender_code if person else None) or document.gender_code
    if pax.ptc is None or pax.ptc not in TYPE_OF:
        raise NdcRequestUnusable(f"PTC must be one of {', '.join(TYPE_OF)}", tag=f"{tag}/PTC")
    if not given:
        raise NdcRequestUnusable("The passenger needs a GivenName", tag=f"{tag}/Individual")
    if born is None:
        raise NdcRequestUnusable("The passenger needs a Birthdate", tag=f"{tag}/Birthdate")
    if document.expiry_date is None:
        raise NdcRequestUnusable(
            "The travel document needs its ExpiryDate", tag=f"{tag}/IdentityDoc/ExpiryDate"
        )
    kind = DOCUMENT_OF.get(document.identity_doc_type_code.upper())
    if kind is None:
        raise NdcRequestUnusable(
            f"IdentityDocTypeCode must be one of {', '.join(DOCUMENT_OF)}",
            tag=f"{tag}/IdentityDoc/IdentityDocTypeCode",
        )
    nationality = (
        pax.citizenship_country_code
        or document.citizenship_country_code
        or document.issuing_country_code
    )
    if nationality is None:
        raise NdcRequestUnusable(
            "The passenger needs a CitizenshipCountryCode (ISO 3166-1 alpha-3)",
            tag=f"{tag}/CitizenshipCountryCode",
        )
    if len(nationality) != 3:
        raise NdcRequestUnusable(
            f"nationality: {nationality} is not an ISO 3166-1 alpha-3 code (KGZ): the "
            "booking's nationality is alpha-3, as in the JSON API",
            tag=f"{tag}/CitizenshipCountryCode",
        )
    return {
        "first_name": given[0].upper(),
        "last_name": surname.upper(),
        "middle_name": middle[0].upper() if middle else None,
        "passenger_type": TYPE_OF[pax.ptc],
        "date_of_birth": born.to_date().isoformat(),
        "gender": GENDER_OF.get(gender.value) if gender is not None else None,
        "nationality": nationality.upper(),
        "document_type": kind,
        "document_number": document.identity_doc_id.upper(),
        "document_expiry": document.expiry_date.to_date().isoformat(),
        "seat_number": seat,
    }


def _contact(paxes: Sequence[PaxType], contacts: Sequence[ContactInfoType]) -> dict[str, Any]:
    """The booking's contact: the ContactInfo the first passenger refers to, else the first."""
    if not contacts:
        return {}
    wanted = next((p.contact_info_ref_id for p in paxes if p.contact_info_ref_id), None)
    contact = next((c for c in contacts if c.contact_info_id == wanted), contacts[0])
    found: dict[str, Any] = {}
    if contact.email_address:
        found["contact_email"] = contact.email_address[0].email_address_text
    if contact.phone:
        phone = contact.phone[0]
        digits = f"{phone.area_code_number or ''}{phone.phone_number or ''}"
        if digits:
            found["contact_phone"] = (
                f"+{phone.country_dialing_code.lstrip('+')}{digits}"
                if phone.country_dialing_code
                else digits
            )
    if contact.individual is not None:
        person = contact.individual
        found["contact_name"] = " ".join([*person.given_name, person.surname])
    return found


def _language(attributes: IataPayloadStandardAttributesType | None, context: Context) -> str | None:
    """The language the order is made in: ``PrimaryLangID``, else ``Accept-Language``."""
    asked = attributes.primary_lang_id if attributes is not None else None
    return from_accept_language(asked) or from_accept_language(
        context.request.headers.get("accept-language")
    )


# --- payment ---------------------------------------------------------------------------------


def _payment(
    functions: Sequence[PaymentFunctionsCreateType | PaymentFunctionsChangeType], tag: str
) -> AmountType | None:
    """The amount a payment from the agency's wallet is to take, None without
    ``PaymentFunctions`` (see the module for the method Tarmac takes)."""
    if not functions:
        return None
    if len(functions) > 1:
        raise NdcNotSupported("One PaymentFunctions pays an order in Tarmac", tag=tag)
    details = functions[0].payment_processing_details
    if details is None:
        raise NdcNotSupported(
            "PaymentFunctions pays with PaymentProcessingDetails (PaymentMethodCriteria and "
            "OfferAssociation alone are not taken)",
            tag=tag,
        )
    method = details.payment_method
    plan = method.settlement_plan
    if plan is None or plan.payment_type_code.upper() != WALLET_PAYMENT:
        raise NdcNotSupported(
            "Tarmac takes PaymentMethod/SettlementPlan with PaymentTypeCode CA (the agency's "
            "wallet); cards, EasyPay, vouchers, loyalty, accountable documents and offline "
            "payments are not taken",
            tag=f"{tag}/PaymentProcessingDetails/PaymentMethod",
        )
    return details.amount


def _check_amount(amount: AmountType, due: Decimal, currency: str) -> None:
    tag = "PaymentFunctions/PaymentProcessingDetails/Amount"
    if amount.cur_code is not None and amount.cur_code.upper() != currency:
        raise NdcRequestUnusable(f"The order is paid in {currency}, not {amount.cur_code}", tag=tag)
    if amount.value.quantize(CENT) != due.quantize(CENT):
        raise NdcRequestUnusable(
            f"The payment of {amount.value} {currency} is not what the order costs: "
            f"{due.quantize(CENT)} {currency}",
            tag=tag,
        )


# --- OrderRetrieve ---------------------------------------------------------------------------


async def order_retrieve(request: IataOrderRetrieveRq, context: Context) -> IataOrderViewRs:
    criteria = request.request.order_validation_filter_criteria
    if criteria.doc_filter_criteria is not None or criteria.pax_filter_criteria is not None:
        raise NdcNotSupported(
            "Orders are retrieved by OrderFilterCriteria/OrderID or "
            "BookingRefFilterCriteria/BookingID",
            tag=RETRIEVE,
        )
    if criteria.payment_filter_criteria:
        raise NdcNotSupported(
            "Orders are retrieved by OrderID or BookingID, not by payment",
            tag=f"{RETRIEVE}/PaymentFilterCriteria",
        )
    if criteria.order_filter_criteria is not None:
        booking_id = order_id(criteria.order_filter_criteria.order_id)
    elif criteria.booking_ref_filter_criteria is not None:
        booking_id = await _by_reference(context, criteria.booking_ref_filter_criteria.booking_id)
    else:
        raise NdcRequestUnusable(
            "Name the order: OrderFilterCriteria/OrderID or BookingRefFilterCriteria/BookingID",
            tag=RETRIEVE,
        )
    return await order_view(
        context, booking_id, correlation_id=correlation_of(request.payload_attributes)
    )


async def _by_reference(context: Context, reference: str) -> uuid.UUID:
    """The calling agency's booking with this reference (as the JSON API's list filters)."""
    if len(reference) != 6 or not reference.isalnum():
        raise NdcOrderNotFound()
    views, _total = await bookings.find(
        context.session, context.caller, BookingQuery(booking_reference=reference, page_size=1)
    )
    if not views:
        raise NdcOrderNotFound()
    return views[0].booking.id


# --- OrderChange: pay, CancelUnpaidOrder -----------------------------------------------------


async def pay(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    """Pay an unpaid order from the agency's wallet (``pay-with-balance``)."""
    body = request.request
    booking_id = order_id(body.order.order_id)
    _view, booking = await read(context, booking_id)  # 404 another agency's
    amount = _payment(body.payment_functions, f"{CHANGE}/PaymentFunctions")
    assert amount is not None  # the dispatcher sends only an RQ with PaymentFunctions here
    if booking.payment_status == "unpaid" and booking.status == "pending":
        _check_amount(amount, Decimal(str(booking.amount_due)), booking.currency)
    await payments.pay_with_balance(context.session, booking_id, context.caller, context.reads)
    return await order_view(
        context, booking_id, correlation_id=correlation_of(request.payload_attributes)
    )


async def cancel_unpaid(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    """Cancel an order not paid yet, as ``POST /api/v1/bookings/{id}/cancel`` does."""
    body = request.request
    booking_id = order_id(body.order.order_id)
    choice = body.change_order_choice
    if choice is not None and choice.cancel_unpaid_order is not None:
        named = choice.cancel_unpaid_order.order_ref_id
        if named != body.order.order_id:
            raise NdcRequestUnusable(
                "CancelUnpaidOrder/OrderRefID is not the Order's OrderID",
                tag=f"{CHANGE}/ChangeOrderChoice/CancelUnpaidOrder/OrderRefID",
            )
    await read(context, booking_id)  # 404 another agency's
    booking = await bookings.owned(context.session, booking_id, context.caller, for_update=True)
    if booking.payment_status != "unpaid" or booking.status in ("confirmed", "completed"):
        raise NdcOrderPaid(
            f"The order is {booking.status} and {booking.payment_status.replace('_', ' ')}: "
            "cancel it with OrderReshopRQ (UpdateOrder/CancelOrderRef), then OrderChangeRQ "
            "accepting its offer (ChangeOrderChoice/AcceptCancelledOffer)",
            tag=f"{CHANGE}/ChangeOrderChoice/CancelUnpaidOrder",
        )
    provider = context.request.app.state.payment_provider
    money = payments.refund_on_cancel(context.caller, provider)
    await bookings.cancel(context.session, booking_id, context.caller, money)
    return await order_view(
        context, booking_id, correlation_id=correlation_of(request.payload_attributes)
    )
