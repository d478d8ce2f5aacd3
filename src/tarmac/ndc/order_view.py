"""An order as ``OrderViewRS``: the booking exactly as the JSON API shows it
(``GET /api/v1/bookings/{id}``: the same read, the same answer with its payments), written
in NDC 21.3.

How to answer with it (OrderCreate, OrderRetrieve, every OrderChange, once a change has
been made in ``context.session``; it flushes the session first)::

    from tarmac.ndc.order_view import order_view

    return await order_view(context, booking.id, correlation_id=correlation)

It reads the booking again through the JSON API's own service, so the answer is what the
booking now is. The booking must be the calling agency's (the JSON API's ``may_see``): a
booking unknown or another client's is 404 ``ndc_order_not_found`` either way, so that no
agency learns that another's order exists.

What it writes:

- ``Order``: ``OrderID`` the booking's UUID, ``OwnerCode`` the airline's code
  (``airline.owner_code``), ``StatusCode`` the booking's status in capitals (``PENDING``,
  ``CONFIRMED``, ``CANCELLED``, ``EXPIRED``, ``COMPLETED``), ``TotalPrice`` its total, the
  agency's ``Commission`` when the sale gave one, ``CreationDateTime``.
- ``OrderItem``s: ``FARE<n>`` one per segment (its fare: the quote's price of the segment,
  the booking's total less its seats and services when the quote has no price per segment),
  with one ``Service`` per passenger on the segment (``PaxSegmentRef``); ``SEAT<n>`` one per
  seat held (its seat fee; ``SeatOnLeg``); ``SRV<n>`` one per service or special request
  (its amount; ``ServiceDefinitionRef`` to ``ServiceDefinitionList``). Each ``Service``
  carries the ``BookingRef`` (the booking reference, the PNR); a pending booking's items
  carry its ``PaymentTimeLimitDateTime`` (the booking's ``expiry_date``).
- ``TicketDocInfo``: one per ticket (``TicketDocTypeCode`` ``T``) and per EMD of a
  passenger (``J`` an EMD-A, ``Y`` an EMD-S), with coupons and the segment each flies.
- ``DataLists``: the flights as every message writes them (``itinerary.data_lists``:
  ``SEG<n>`` by the booking's segment order, ``MSEG<n>``, ``OSEG<n>``, ``LEG<n>``,
  journeys ``PJ<n>``, ``OD<n>``), ``PaxList`` (``PAX1``, ``PAX2``... in the booking's
  order: PTC, names, birthdate, gender, nationality and the travel document),
  ``ContactInfoList`` (``CONTACT1``: the booking's e-mail, phone and name),
  ``ServiceDefinitionList`` (``SD-<code>``).

Codes it writes and reads back (``PTC``, ``IdentityDocTypeCode``) are in this module
(``PTC_OF``, ``DOCUMENT_CODE_OF``) for OrderCreate and UpdatePax to share."""

import re
import uuid
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal

from xsdata.models.datatype import XmlDate, XmlDateTime

from tarmac.bookings import service as bookings
from tarmac.bookings.errors import BookingNotFound, NotYourBooking
from tarmac.bookings.models import Booking
from tarmac.bookings.schemas import (
    BookingItemOut,
    BookingOut,
    BookingPassengerOut,
    BookingSeatOut,
)
from tarmac.core.money import money
from tarmac.ndc import itinerary
from tarmac.ndc.airline import owner_code
from tarmac.ndc.amounts import amount
from tarmac.ndc.bindings import (
    BookingEntityType,
    BookingRefType,
    CarrierType,
    CommissionType,
    ContactInfoListType,
    ContactInfoType,
    CouponType,
    CurrentCouponFlightInfoRefType,
    DataListsType,
    EmailAddressType,
    GenderCodeContentType,
    IataOrderViewRs,
    IdentityDocType,
    IndividualType,
    OrderedOrderItemType,
    OrderedOrderType,
    OrderedServiceType,
    OrderFlightAssociationsType,
    OrderServiceAssociationType,
    OrderServiceDefinitionRefType,
    OrderViewResponseType,
    PaxListType,
    PaxSegmentRefListType,
    PaxSegmentRefType,
    PaxType,
    PhoneType,
    PriceType,
    ReportingTypeCodeContentType,
    SeatAssignmentAssociationsType,
    SeatOnLegType,
    SeatType,
    ServiceDefinitionListType,
    ServiceDefinitionType,
    TicketDocInfoType,
    TicketIssuanceInfoType,
    TicketType,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import NdcOrderNotFound
from tarmac.ndc.route import payload_attributes

# the booking's passenger types as IATA passenger type codes, and back (OrderCreate)
PTC_OF = itinerary.PTC
# the travel documents the JSON API takes, as IdentityDocTypeCode (Tarmac's choice: the
# schema leaves the code list open); OrderCreate also reads P and I (the APIS letters)
DOCUMENT_CODE_OF = {
    "passport": "PT",
    "id_card": "NI",
    "birth_certificate": "BC",
    "driver_license": "DL",
}
# coupon statuses as PADIS 4405 coupon status codes
COUPON_CODE_OF = {
    "OPEN": "I",
    "CHECKED_IN": "C",
    "BOARDED": "L",
    "COMPLETED": "B",
    "CLOSED": "Z",
    "VOID": "V",
    "REFUNDED": "R",
    "EXCHANGED": "E",
    "open": "I",
    "used": "F",
    "refunded": "R",
    "exchanged": "E",
    "void": "V",
}
EMD_CODE_OF = {"EMD-A": "J", "EMD-S": "Y"}
_FLIGHT = re.compile(r"^([A-Z0-9]{2})([0-9]{1,4})$")
_SEAT = re.compile(r"^(\d{1,3})([A-Z])$")


def pax_id(position: int) -> str:
    """The ``PaxID`` of the booking's passenger at ``position`` (0-based)."""
    return f"PAX{position + 1}"


def segment_id(position: int) -> str:
    """The ``PaxSegmentID`` of the booking's segment at ``position`` (0-based)."""
    return f"SEG{position + 1}"


async def order_view(
    context: Context, booking_id: uuid.UUID, *, correlation_id: str | None = None
) -> IataOrderViewRs:
    """The booking ``booking_id`` as ``IATA_OrderViewRS``, read now as the JSON API reads
    it (``bookings.get`` then its answer with payments). 404 ``ndc_order_not_found`` when
    it is unknown or not the calling agency's."""
    await context.session.flush()  # rows a change added to the session (autoflush is off)
    view, booking = await read(context, booking_id)
    owner = await owner_code(context.reads, context.session)
    legs = await itinerary.flights(
        context.reads,
        context.session,
        [(s.flight_id, s.cabin, s.booking_class) for s in booking.segments],
    )
    return IataOrderViewRs(
        payload_attributes=payload_attributes(correlation_id),
        response=OrderViewResponseType(
            data_lists=_data_lists(booking, owner, legs),
            order=[_order(booking, owner, _shares(view))],
            ticket_doc_info=_ticket_docs(booking, owner),
        ),
    )


def order_id(value: str, *, tag: str | None = None) -> uuid.UUID:
    """The booking an ``OrderID`` names (404 ``ndc_order_not_found`` when it names none)."""
    try:
        return uuid.UUID(value)
    except ValueError:
        raise NdcOrderNotFound(tag=tag) from None


async def owned(context: Context, value: str, *, tag: str | None = None) -> Booking:
    """The calling agency's booking an ``OrderID`` names, as the JSON API's writes find it
    (``bookings.owned``): 404 ``ndc_order_not_found`` for an unknown one and for another
    agency's alike (never saying it exists)."""
    booking_id = order_id(value, tag=tag)
    try:
        return await bookings.owned(context.session, booking_id, context.caller)
    except (BookingNotFound, NotYourBooking):
        raise NdcOrderNotFound(tag=tag) from None


async def read(context: Context, booking_id: uuid.UUID) -> tuple[bookings.BookingView, BookingOut]:
    """The booking as ``GET /api/v1/bookings/{id}`` reads it for the calling agency, and as
    it answers it. 404 ``ndc_order_not_found`` unknown or another client's."""
    try:
        view = await bookings.get(context.session, booking_id, context.caller)
    except (BookingNotFound, NotYourBooking) as error:
        raise NdcOrderNotFound() from error
    return view, await bookings.with_money(context.session, view)


def _price(value: float | Decimal, currency: str) -> PriceType:
    return PriceType(total_amount=amount(value, currency))


def _time(value: datetime) -> XmlDateTime:
    return XmlDateTime.from_datetime(value.replace(microsecond=0))


def _date(value: date) -> XmlDate:
    return XmlDate.from_date(value)


def _booking_ref(booking: BookingOut, owner: str) -> BookingRefType:
    return BookingRefType(
        booking_entity=BookingEntityType(carrier=CarrierType(airline_desig_code=owner)),
        booking_id=booking.booking_reference,
    )


def _order(booking: BookingOut, owner: str, shares: Sequence[Decimal] | None) -> OrderedOrderType:
    commission = (
        [CommissionType(amount=amount(booking.commission_amount, booking.currency))]
        if booking.commission_amount
        else []
    )
    return OrderedOrderType(
        commission=commission,
        creation_date_time=_time(booking.created_at),
        order_id=str(booking.id),
        order_item=_items(booking, owner, shares),
        owner_code=owner,
        status_code=booking.status.upper(),
        total_price=_price(booking.total_amount, booking.currency),
    )


def _fares(booking: BookingOut, shares: Sequence[Decimal] | None) -> list[Decimal]:
    """Each segment's fare: what the total holds beyond seats and services, split between
    the segments as the quote priced them (``segment_prices``), else on the first."""
    count = len(booking.segments)
    rest = Decimal(str(booking.total_amount))
    rest -= sum((Decimal(str(seat.seat_fee)) for seat in booking.seats), Decimal(0))
    rest -= sum((Decimal(str(item.amount)) for item in booking.items), Decimal(0))
    rest = max(rest, Decimal(0))
    if count == 0:
        return []
    whole = sum(shares, Decimal(0)) if shares is not None and len(shares) == count else None
    if shares is None or not whole:
        return [rest] + [Decimal(0)] * (count - 1)
    fares = [money(rest * share / whole) for share in shares[:-1]]
    return [*fares, rest - sum(fares, Decimal(0))]


def _shares(view: bookings.BookingView) -> list[Decimal] | None:
    """The quote's price of each segment, when it priced them one by one."""
    prices = view.booking.pricing.get("quote", {}).get("segment_prices")
    if not isinstance(prices, list):
        return None
    try:
        return [Decimal(str(price)) for price in prices]
    except ArithmeticError:
        return None


def _items(
    booking: BookingOut, owner: str, shares: Sequence[Decimal] | None
) -> list[OrderedOrderItemType]:
    pax = {p.id: pax_id(n) for n, p in enumerate(booking.passengers)}
    segments = {s.id: segment_id(n) for n, s in enumerate(booking.segments)}
    by_flight = {s.flight_id: segments[s.id] for s in booking.segments}
    limit = (
        _time(booking.expiry_date)
        if booking.status == "pending" and booking.expiry_date is not None
        else None
    )
    ref = _booking_ref(booking, owner)
    currency = booking.currency

    def item(
        item_id: str, amount: float | Decimal, services: list[OrderedServiceType]
    ) -> OrderedOrderItemType:
        return OrderedOrderItemType(
            order_item_id=item_id,
            owner_code=owner,
            payment_time_limit_date_time=limit,
            price=_price(amount, currency),
            service=services,
            status_code=booking.status.upper(),
        )

    def service(
        service_id: str, pax_ref: str, association: OrderServiceAssociationType
    ) -> OrderedServiceType:
        return OrderedServiceType(
            booking_ref=[ref],
            order_service_association=association,
            pax_ref_id=pax_ref,
            service_id=service_id,
        )

    items = []
    for n, (segment, fare) in enumerate(
        zip(booking.segments, _fares(booking, shares), strict=True), start=1
    ):
        seg = segments[segment.id]
        items.append(
            item(
                f"FARE{n}",
                fare,
                [
                    service(
                        f"FARE{n}-{pax[p.id]}",
                        pax[p.id],
                        OrderServiceAssociationType(
                            pax_segment_ref=PaxSegmentRefType(pax_segment_ref_id=seg)
                        ),
                    )
                    for p in booking.passengers
                ],
            )
        )
    for n, seat in enumerate(booking.seats, start=1):
        items.append(
            item(
                f"SEAT{n}",
                seat.seat_fee,
                [service(f"SEAT{n}-1", pax[seat.passenger_id], _seat(seat, segments))],
            )
        )
    for n, extra in enumerate(booking.items, start=1):
        flight = by_flight.get(extra.flight_id) if extra.flight_id is not None else None
        association = OrderServiceAssociationType(
            service_definition_ref=OrderServiceDefinitionRefType(
                order_flight_associations=(
                    OrderFlightAssociationsType(
                        pax_segment_ref=PaxSegmentRefType(pax_segment_ref_id=flight)
                    )
                    if flight is not None
                    else None
                ),
                service_definition_ref_id=_definition_id(extra),
            )
        )
        holders = (
            [pax[extra.passenger_id]]
            if extra.passenger_id is not None
            else [pax[p.id] for p in booking.passengers]
        )
        items.append(
            item(
                f"SRV{n}",
                extra.amount,
                [
                    service(f"SRV{n}-{k}", holder, association)
                    for k, holder in enumerate(holders, start=1)
                ],
            )
        )
    return items


def _seat(seat: BookingSeatOut, segments: dict[uuid.UUID, str]) -> OrderServiceAssociationType:
    found = _SEAT.match(seat.seat_number)
    row, column = (int(found.group(1)), found.group(2)) if found else (0, seat.seat_number)
    return OrderServiceAssociationType(
        seat_on_leg=SeatOnLegType(
            seat=SeatType(column_id=column, row_number=row),
            seat_assignment_associations=SeatAssignmentAssociationsType(
                pax_segment_ref=PaxSegmentRefType(pax_segment_ref_id=segments[seat.segment_id])
            ),
        )
    )


def _definition_id(item: BookingItemOut) -> str:
    return f"SD-{item.code}"


def _ticket_docs(booking: BookingOut, owner: str) -> list[TicketDocInfoType]:
    pax = {p.id: pax_id(n) for n, p in enumerate(booking.passengers)}
    segments = {s.id: segment_id(n) for n, s in enumerate(booking.segments)}
    ref = _booking_ref(booking, owner)
    carrier = CarrierType(airline_desig_code=owner)
    docs = []
    for ticket in booking.tickets:
        coupons = [
            CouponType(
                coupon_number=Decimal(coupon.coupon_number),
                coupon_status_code=COUPON_CODE_OF[coupon.status],
                current_coupon_flight_info_ref=CurrentCouponFlightInfoRefType(
                    current_airline_pax_segment_ref=PaxSegmentRefListType(
                        pax_segment_ref_id=[segments[coupon.segment_id]]
                    )
                    if coupon.segment_id in segments
                    else None
                ),
            )
            for coupon in ticket.coupons
        ]
        docs.append(
            TicketDocInfoType(
                booking_ref=[ref],
                issue_info=TicketIssuanceInfoType(
                    issue_date=_date(ticket.issued_at.date()), issuing_carrier=carrier
                ),
                pax_ref_id=pax[ticket.passenger_id],
                ticket=[
                    TicketType(
                        coupon=coupons,
                        reporting_type_code=ReportingTypeCodeContentType.AIRLINE,
                        ticket_doc_type_code="T",
                        ticket_number=ticket.ticket_number,
                    )
                ],
            )
        )
    for emd in booking.emds:
        if emd.passenger_id is None or emd.passenger_id not in pax:
            continue  # an EMD-S of the booking as a whole: no passenger to show it under
        docs.append(
            TicketDocInfoType(
                booking_ref=[ref],
                issue_info=TicketIssuanceInfoType(
                    issue_date=_date(emd.issued_at.date()), issuing_carrier=carrier
                ),
                pax_ref_id=pax[emd.passenger_id],
                ticket=[
                    TicketType(
                        connected_doc_number=None,
                        coupon=[
                            CouponType(
                                coupon_number=Decimal(coupon.coupon_number),
                                coupon_status_code=COUPON_CODE_OF.get(coupon.status),
                                rfic=emd.rfic,
                                rfisc=coupon.rfisc,
                                value_amount=amount(coupon.amount, emd.currency),
                            )
                            for coupon in emd.coupons
                        ],
                        reporting_type_code=ReportingTypeCodeContentType.AIRLINE,
                        ticket_doc_type_code=EMD_CODE_OF[emd.emd_type],
                        ticket_number=emd.emd_number,
                    )
                ],
            )
        )
    return docs


def _data_lists(booking: BookingOut, owner: str, legs: list[itinerary.Flight]) -> DataListsType:
    """The flights as every NDC message writes them (``itinerary``), the passengers with
    their documents, the contact and the services' definitions."""
    contact = _contact(booking)
    definitions = {
        _definition_id(item): ServiceDefinitionType(
            name=item.name or item.code,
            owner_code=owner,
            service_code=item.code,
            service_definition_id=_definition_id(item),
        )
        for item in booking.items
    }
    lists = itinerary.data_lists(
        legs,
        contact_info_list=ContactInfoListType(contact_info=[contact]) if contact else None,
        service_definition_list=(
            ServiceDefinitionListType(service_definition=list(definitions.values()))
            if definitions
            else None
        ),
    )
    lists.pax_list = PaxListType(
        pax=[
            _pax(p, n, CONTACT if contact is not None else None)
            for n, p in enumerate(booking.passengers)
        ]
    )
    return lists


CONTACT = "CONTACT1"


def _contact(booking: BookingOut) -> ContactInfoType | None:
    if not (booking.contact_email or booking.contact_phone or booking.contact_name):
        return None
    return ContactInfoType(
        contact_info_id=CONTACT,
        email_address=(
            [EmailAddressType(email_address_text=booking.contact_email)]
            if booking.contact_email
            else []
        ),
        individual=IndividualType(surname=booking.contact_name) if booking.contact_name else None,
        phone=[PhoneType(phone_number=booking.contact_phone)] if booking.contact_phone else [],
    )


def _pax(passenger: BookingPassengerOut, n: int, contact: str | None) -> PaxType:
    gender = {"male": GenderCodeContentType.M, "female": GenderCodeContentType.F}.get(
        passenger.gender or ""
    )
    given = [passenger.first_name]
    middle = [passenger.middle_name] if passenger.middle_name else []
    return PaxType(
        birthdate=_date(passenger.date_of_birth),
        citizenship_country_code=passenger.nationality,
        contact_info_ref_id=contact,
        identity_doc=[
            IdentityDocType(
                birthdate=_date(passenger.date_of_birth),
                citizenship_country_code=passenger.nationality,
                expiry_date=_date(passenger.document_expiry),
                gender_code=gender,
                given_name=given,
                identity_doc_id=passenger.document_number,
                identity_doc_type_code=DOCUMENT_CODE_OF.get(
                    passenger.document_type, passenger.document_type
                ),
                middle_name=middle,
                surname=passenger.last_name,
            )
        ],
        individual=IndividualType(
            birthdate=_date(passenger.date_of_birth),
            gender_code=gender,
            given_name=given,
            middle_name=middle,
            surname=passenger.last_name,
        ),
        pax_id=pax_id(n),
        ptc=itinerary.ptc(passenger.passenger_type),
    )
