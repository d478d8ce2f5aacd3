"""OrderChange after the sale: a passenger's data corrected (``UpdatePax``), services and
seats accepted from ServiceList and SeatAvailability offers.

**UpdatePax** is the JSON API's passenger data correction (``corrections.service.apply``,
``POST /api/v1/bookings/{id}/correction/apply``), called as it is: the same rules (what may
change, by how many letters, until 30 minutes before departure), the same fee (paid from the
agency's wallet, as ``pay_with_balance``), the same record, the same errors. ``Current``
names the order's passenger (``PAX1``, ... as OrderViewRS numbers them; another is the
correction's ``unknown_passenger_id``), ``New`` a ``Pax`` of the request's
``DataLists/PaxList`` holding the passenger as they should be (OrderViewRS's ``Pax``, edited);
what differs from the booking is the correction, field by field:

- ``Individual`` and ``IdentityDoc``: ``GivenName`` (joined by spaces) the first name,
  ``MiddleName`` the middle name, ``Surname`` the last name; ``Birthdate`` (there or of the
  ``Pax``), ``GenderCode`` and the ``PTC`` are fields the correction never changes: a
  different one is the correction's own ``field_not_correctable`` (``GenderCode`` ``U`` or
  ``X`` says nothing: Tarmac keeps male, female or none);
- ``IdentityDoc`` (one): ``IdentityDocID`` the document number, ``IdentityDocTypeCode``
  (``DOCUMENT_TYPES``: OrderViewRS's codes) its type, ``ExpiryDate`` its expiry;
  ``CitizenshipCountryCode`` (of the ``Pax`` or the document) the nationality, as the booking
  keeps it (ISO alpha-3, as OrderViewRS writes it);
- a value given in two places (OrderViewRS writes the names in ``Individual`` and
  ``IdentityDoc``) changes when one of them differs from the booking's; two different new
  values are ``ndc_request_unusable``;
- an element left out changes nothing (so a middle name is not removed here); nothing
  different is the correction's ``correction_without_changes``.

A contact (``ContactInfoRefID``) other than the booking's own, a passenger added (``New``
alone) or removed (``Current`` alone), ``PaxSharingPref``, ``PaymentFunctions`` and the
``Pax`` elements Tarmac does not keep (loyalty, FOID, redress, remarks, ...) are
``ndc_not_supported``: the JSON API corrects names and documents only.

**Services and seats after the sale** (``AcceptSelectedQuotedOfferList`` naming
``ancillaries``' ids): the JSON API's purchase for a sold booking
(``payments.service.buy_extras``, ``POST /api/v1/bookings/{id}/extras``), called as it is:
the same rules (the SSR rules of the fare family, the seat zone price, the fare's seat
selection, the seat lock), the same payment from the agency's wallet, an EMD per item, the
same errors. Each ``SelectedOfferItem`` buys its item for each passenger its ``PaxRefID``
names (none: the one it was offered to; another than that one is ``ndc_request_unusable``),
``SelectedALaCarteOfferItem/Qty`` times (a seat once), on the order's segment of the item's
flight. Every offer and item id is checked first (the agency's, for this order, not
expired). The price charged is the JSON API's, worked out now; when it is not the sum the
items were offered for, nothing is sold (409 ``ndc_offer_changed``: ask again).
``AcceptRepricedOrder`` naming an a-la-carte offer without items, and an OrderReshop offer
beside a-la-carte ones, are ``ndc_not_supported``.
"""

import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from pydantic import ValidationError

from tarmac.bookings import service as bookings
from tarmac.bookings.links import AccessLinks
from tarmac.bookings.schemas import ExtraSeatIn, ExtraServiceIn, ExtrasIn
from tarmac.corrections import service as corrections
from tarmac.corrections.errors import PassengerNotInBooking
from tarmac.corrections.schemas import CorrectionItem
from tarmac.ndc import airline, ancillaries
from tarmac.ndc.bindings import (
    ContactInfoType,
    IataOrderChangeRq,
    IataOrderViewRs,
    IdentityDocType,
    OrderChangeUpdatePaxType,
    PaxType,
    SelectedOfferItemType,
)
from tarmac.ndc.context import Context
from tarmac.ndc.errors import (
    NdcNotSupported,
    NdcOfferChanged,
    NdcOfferUnknown,
    NdcOrderNotFound,
    NdcRequestUnusable,
)
from tarmac.ndc.order_view import DOCUMENT_CODE_OF, PTC_OF, order_id, order_view, owned, pax_id
from tarmac.ndc.route import correlation_of
from tarmac.payments import service as payments

REQUEST = "/IATA_OrderChangeRQ/Request"
ORDER = f"{REQUEST}/Order"
UPDATE = f"{REQUEST}/ChangeOrderChoice/UpdatePax"
PAX_LIST = f"{REQUEST}/DataLists/PaxList"

# the codes OrderViewRS writes, read back (and P, I: the APIS letters OrderCreate reads too)
DOCUMENT_TYPES = {
    **{code: kind for kind, code in DOCUMENT_CODE_OF.items()},
    "P": "passport",
    "I": "id_card",
}
GENDERS = {"M": "male", "F": "female"}
PTCS = {code: kind for kind, code in PTC_OF.items()}
# the Pax elements Tarmac keeps no value of: sent, the change cannot be made
NOT_KEPT = (
    ("employer", "Employer"),
    ("foid", "FOID"),
    ("lang_usage", "LangUsage"),
    ("loyalty_program_account", "LoyaltyProgramAccount"),
    ("pax_ref_id", "PaxRefID"),
    ("profile_consent_ind", "ProfileConsentInd"),
    ("profile_id_text", "ProfileID_Text"),
    ("redress_case", "RedressCase"),
    ("remark", "Remark"),
    ("residence_country_code", "ResidenceCountryCode"),
)


# --- the order ------------------------------------------------------------------------------


async def owned_order(request: IataOrderChangeRq, context: Context) -> Any:
    """The booking the request's ``Order`` names, the caller's: 404 ``ndc_order_not_found``
    for an id that is not a booking's, another agency's booking, or another airline's
    ``OwnerCode`` (never saying which)."""
    order = request.request.order
    order_id(order.order_id, tag=f"{ORDER}/OrderID")
    if order.owner_code != await airline.owner_code(context.reads, context.session):
        raise NdcOrderNotFound(tag=f"{ORDER}/OwnerCode")
    return await owned(context, order.order_id, tag=f"{ORDER}/OrderID")


# --- UpdatePax ------------------------------------------------------------------------------


async def update_pax(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    """The passenger ``Current`` names corrected to the ``Pax`` ``New`` names, by the JSON
    API's correction, its fee paid from the agency's wallet; the corrected order."""
    change = request.request.change_order_choice
    assert change is not None and change.update_pax is not None  # the dispatcher's choice
    update = change.update_pax
    _supported(request, update)
    assert update.current is not None and update.new is not None
    booking = await owned_order(request, context)
    view = await bookings.view(context.session, booking)
    passenger = _passenger(view.passengers, update.current.pax_ref_id)
    new = _new_pax(request, update.new.pax_ref_id)
    changes = _changes(passenger, new, _contact(request, new), booking)
    try:
        item = CorrectionItem(passenger_id=passenger.id, changes=changes)
    except ValidationError as error:
        problems = "; ".join(str(e["msg"]) for e in error.errors())
        raise NdcRequestUnusable(problems, tag=f"{PAX_LIST}/Pax") from None
    await corrections.apply(
        context.session,
        booking.id,
        context.caller,
        [item],
        pay_with_balance=True,
        provider=None,
        links=_links(context),
        reads=context.reads,
    )
    return await order_view(
        context, booking.id, correlation_id=correlation_of(request.payload_attributes)
    )


def _supported(request: IataOrderChangeRq, update: OrderChangeUpdatePaxType) -> None:
    if update.current is None or update.new is None:
        raise NdcNotSupported(
            "UpdatePax corrects a passenger of the order: give Current and New (a passenger "
            "is neither added to nor removed from a sold order)",
            tag=UPDATE,
        )
    if update.pax_sharing_pref is not None:
        raise NdcNotSupported(
            "PaxSharingPref: Tarmac keeps no sharing preference", tag=f"{UPDATE}/PaxSharingPref"
        )
    if request.request.payment_functions:
        raise NdcNotSupported(
            "PaymentFunctions with UpdatePax: the correction's fee is taken from the agency's "
            "wallet; send UpdatePax alone",
            tag=f"{REQUEST}/PaymentFunctions",
        )


def _passenger(passengers: Iterable[Any], ref: str) -> Any:
    for position, passenger in enumerate(passengers):
        if pax_id(position) == ref:
            return passenger
    raise PassengerNotInBooking(
        f"{UPDATE}/Current/PaxRefID: {ref!r} is not a passenger of this order: use the PaxIDs "
        "OrderViewRS answers (PAX1, PAX2, ...)"
    )


def _new_pax(request: IataOrderChangeRq, ref: str) -> PaxType:
    lists = request.request.data_lists
    found = [
        pax for pax in (lists.pax_list.pax if lists and lists.pax_list else []) if pax.pax_id == ref
    ]
    if len(found) != 1:
        raise NdcRequestUnusable(
            f"{UPDATE}/New/PaxRefID: {ref!r} names no Pax of DataLists/PaxList (or more than "
            "one): send the passenger's new data as a Pax with that PaxID",
            tag=f"{UPDATE}/New/PaxRefID",
        )
    pax = found[0]
    for name, element in NOT_KEPT:
        if getattr(pax, name) not in (None, []):
            raise NdcNotSupported(
                f"Pax/{element}: Tarmac corrects a passenger's names and document only",
                tag=f"{PAX_LIST}/Pax/{element}",
            )
    if len(pax.identity_doc) > 1:
        raise NdcNotSupported(
            "A passenger holds one travel document: send one IdentityDoc",
            tag=f"{PAX_LIST}/Pax/IdentityDoc",
        )
    return pax


def _contact(request: IataOrderChangeRq, pax: PaxType) -> ContactInfoType | None:
    ref = pax.contact_info_ref_id
    if ref is None:
        return None
    lists = request.request.data_lists
    for contact in (
        lists.contact_info_list.contact_info if lists and lists.contact_info_list else []
    ):
        if contact.contact_info_id == ref:
            return contact
    raise NdcRequestUnusable(
        f"Pax/ContactInfoRefID: {ref!r} names no ContactInfo of DataLists/ContactInfoList",
        tag=f"{PAX_LIST}/Pax/ContactInfoRefID",
    )


def _changes(
    passenger: Any, pax: PaxType, contact: ContactInfoType | None, booking: Any
) -> dict[str, Any]:
    """What of ``pax`` differs from ``passenger``, as the correction's ``changes`` (its
    field names, the JSON API's values). A value may be given in more than one place (a
    name in ``Individual`` and in ``IdentityDoc``, as OrderViewRS writes it): the one that
    differs from the passenger's is the change; two different new values are unusable."""
    if contact is not None:
        _same_contact(contact, booking)
    changes: dict[str, Any] = {}
    for field, given in _given(pax).items():
        new = {value for value in given if not _same(getattr(passenger, field), value)}
        if len(new) > 1:
            raise NdcRequestUnusable(
                f"The Pax gives two new values of its {field} ({', '.join(map(str, new))}): "
                "send one",
                tag=f"{PAX_LIST}/Pax",
            )
        if new:
            value = new.pop()
            changes[field] = value.isoformat() if isinstance(value, date) else value
    return changes


def _given(pax: PaxType) -> dict[str, list[Any]]:
    """Each correction field's values as ``pax`` gives them, wherever it does."""
    given: dict[str, list[Any]] = {}

    def add(field: str, value: Any) -> None:
        if value is not None:
            given.setdefault(field, []).append(value)

    where = f"{PAX_LIST}/Pax"
    add("date_of_birth", pax.birthdate.to_date() if pax.birthdate else None)
    add("nationality", pax.citizenship_country_code)
    if pax.ptc is not None:
        add("passenger_type", _coded(PTCS, pax.ptc, f"{where}/PTC"))
    documents: list[IdentityDocType] = pax.identity_doc
    for person in [pax.individual, *documents]:
        if person is None:
            continue
        add("last_name", person.surname)
        add("first_name", " ".join(person.given_name) if person.given_name else None)
        add("middle_name", " ".join(person.middle_name) if person.middle_name else None)
        add("date_of_birth", person.birthdate.to_date() if person.birthdate else None)
        if person.gender_code is not None:
            add("gender", GENDERS.get(person.gender_code.value))
    for document in documents:
        add("document_number", document.identity_doc_id)
        add(
            "document_type",
            _coded(
                DOCUMENT_TYPES,
                document.identity_doc_type_code,
                f"{where}/IdentityDoc/IdentityDocTypeCode",
            ),
        )
        add("document_expiry", document.expiry_date.to_date() if document.expiry_date else None)
        add("nationality", document.citizenship_country_code)
    return given


def _coded(table: dict[str, str], code: str, tag: str) -> str:
    if code not in table:
        raise NdcRequestUnusable(
            f"{code!r} is not a code Tarmac reads here: one of {', '.join(table)}", tag=tag
        )
    return table[code]


def _same(current: Any, new: Any) -> bool:
    if isinstance(current, str) and isinstance(new, str):
        return current.strip().upper() == new.strip().upper()
    return bool(current == new)


def _same_contact(contact: ContactInfoType, booking: Any) -> None:
    """A contact is the booking's, not a passenger's, and the JSON API does not correct it:
    the one the booking has is accepted (an order's contact sent back as it is), another is
    not supported."""
    emails = [e.email_address_text for e in contact.email_address]
    phones = [
        "".join(part or "" for part in (p.country_dialing_code, p.area_code_number, p.phone_number))
        for p in contact.phone
    ]
    known_email = (booking.contact_email or "").lower()
    known_phone = (booking.contact_phone or "").lstrip("+")
    differs = (
        any(email.lower() != known_email for email in emails)
        or any(phone.lstrip("+") != known_phone for phone in phones)
        or contact.postal_address
        or contact.other_address
    )
    if differs:
        raise NdcNotSupported(
            "ContactInfo: the order's contact is not corrected after the sale (the JSON API's "
            "correction changes names and documents); send the order's contact as it is, or "
            "none",
            tag=f"{REQUEST}/DataLists/ContactInfoList/ContactInfo",
        )


def _links(context: Context) -> AccessLinks:
    """What makes the deployment's magic links, as the JSON API's correction route has them
    (its fee paid from the wallet, none is made)."""
    state = context.request.app.state
    return AccessLinks.from_settings(state.settings, state.token_signer)


# --- services and seats after the sale ----------------------------------------------------

ACCEPTED = f"{REQUEST}/ChangeOrderChoice/AcceptSelectedQuotedOfferList/SelectedPricedOffer"
REPRICED = f"{REQUEST}/ChangeOrderChoice/AcceptRepricedOrder/OfferRefID"
NOT_THIS_ORDER = (
    "This offer was made for another offer or order than this one: ask ServiceList or "
    "SeatAvailability for this order"
)
MAX_QTY = 9


def _accepted(request: IataOrderChangeRq) -> list[tuple[str, str, str]]:
    """Every offer and offer item id the change accepts: (``offer`` or ``item``, the id,
    where it is in the request)."""
    choice = request.request.change_order_choice
    if choice is None:
        return []
    ids: list[tuple[str, str, str]] = []
    if choice.accept_repriced_order is not None:
        ids += [("offer", ref, REPRICED) for ref in choice.accept_repriced_order.offer_ref_id]
    selected = choice.accept_selected_quoted_offer_list
    for offer in selected.selected_priced_offer if selected is not None else []:
        ids.append(("offer", offer.offer_ref_id, f"{ACCEPTED}/OfferRefID"))
        ids += [
            ("item", item.offer_item_ref_id, f"{ACCEPTED}/SelectedOfferItem/OfferItemRefID")
            for item in offer.selected_offer_item
        ]
    return ids


def owns_offers(request: IataOrderChangeRq) -> bool:
    """Whether the offers the change accepts are services or seats (``ancillaries``' ids):
    any one of them is (an OrderReshop offer beside them is refused with them)."""
    return any(ancillaries.is_ancillary(ref) for _kind, ref, _where in _accepted(request))


async def accept_services(request: IataOrderChangeRq, context: Context) -> IataOrderViewRs:
    """Services or seats of ServiceList or SeatAvailability bought for a sold order, by the
    JSON API's own purchase (``payments.service.buy_extras``, ``POST /api/v1/bookings/{id}/
    extras``: its rules, its wallet payment, its EMDs, its errors): the order is the agency's
    (404 ``ndc_order_not_found``), each offer and item is one given to this agency for this
    order (404 ``ndc_offer_unknown``, 410 ``ndc_offer_expired``), each item is bought for
    the passengers ``PaxRefID`` names (the one it was offered to, by default) on the
    order's segment of its flight; a price that is no longer the one offered is 409
    ``ndc_offer_changed`` and sells nothing. The changed order."""
    booking = await owned_order(request, context)
    view = await bookings.view(context.session, booking)
    wanted = _wanted(request, context, view)
    if wanted.offered_currency not in (None, booking.currency):
        raise NdcOfferChanged(
            f"The items were offered in {wanted.offered_currency}; the order is in "
            f"{booking.currency}",
            tag=ACCEPTED,
        )
    before = booking.total_amount
    after, _money = await payments.buy_extras(
        context.session, booking.id, context.caller, context.reads, wanted.body
    )
    if after.booking.total_amount - before != wanted.offered:
        raise NdcOfferChanged(
            f"Offered for {wanted.offered} {booking.currency}, now "
            f"{after.booking.total_amount - before} {booking.currency}: nothing was sold",
            tag=ACCEPTED,
        )
    return await order_view(
        context, booking.id, correlation_id=correlation_of(request.payload_attributes)
    )


@dataclass(frozen=True)
class _Wanted:
    body: ExtrasIn
    offered: Decimal  # what the items were offered for, in all
    offered_currency: str | None


def _wanted(request: IataOrderChangeRq, context: Context, view: Any) -> _Wanted:
    """What the accepted items buy, read from their ids (each checked: this agency's, for
    this order, not expired), as the JSON API's purchase takes it."""
    booking = view.booking
    selected = _checked_offers(request, context, booking.id)
    passengers = {pax_id(position): p.id for position, p in enumerate(view.passengers)}
    segments = {s.flight_id: s.id for s in view.segments}
    services: list[ExtraServiceIn] = []
    seats: list[ExtraSeatIn] = []
    offered = Decimal(0)
    currency: str | None = None
    for offer in selected.selected_priced_offer:
        for chosen in offer.selected_offer_item:
            item, segment, refs, qty = _item(chosen, context, booking.id, segments, passengers)
            for ref in refs:
                for _ in range(qty):
                    if item.kind == "seat":
                        seats.append(
                            ExtraSeatIn(
                                passenger_id=passengers[ref],
                                segment_id=segment,
                                seat_number=item.code,
                            )
                        )
                    else:
                        services.append(
                            ExtraServiceIn(
                                passenger_id=passengers[ref], segment_id=segment, code=item.code
                            )
                        )
                    offered += item.price
            currency = item.currency
    try:
        body = ExtrasIn(services=services, seats=seats)
    except ValidationError as error:
        problems = "; ".join(str(e["msg"]) for e in error.errors())
        raise NdcRequestUnusable(problems, tag=ACCEPTED) from None
    return _Wanted(body, offered, currency)


def _checked_offers(request: IataOrderChangeRq, context: Context, order_id: uuid.UUID) -> Any:
    """Every offer id accepted checked (an a-la-carte offer of this agency for this order,
    not expired); the list of offers whose items are bought."""
    for kind, ref, where in _accepted(request):
        if not ancillaries.is_ancillary(ref):
            raise NdcNotSupported(
                "An OrderReshop offer and a service or seat are accepted in two OrderChangeRQ",
                tag=where,
            )
        if kind == "offer":
            order = ancillaries.read_offer(ref, context.caller, context.secret, tag=where).order_id
            if order != order_id:
                raise NdcOfferUnknown(NOT_THIS_ORDER, tag=where)
    choice = request.request.change_order_choice
    selected = choice.accept_selected_quoted_offer_list if choice is not None else None
    if selected is None or not any(o.selected_offer_item for o in selected.selected_priced_offer):
        raise NdcNotSupported(
            "Name the services and seats bought: AcceptSelectedQuotedOfferList with a "
            "SelectedOfferItem per item (AcceptRepricedOrder buys no a-la-carte item)",
            tag=f"{REQUEST}/ChangeOrderChoice",
        )
    return selected


def _item(
    chosen: SelectedOfferItemType,
    context: Context,
    order_id: uuid.UUID,
    segments: dict[uuid.UUID, uuid.UUID],
    passengers: dict[str, uuid.UUID],
) -> tuple[ancillaries.AncillaryItem, uuid.UUID, list[str], int]:
    """One ``SelectedOfferItem``: its item (this agency's, for this order, not expired), the
    order's segment of its flight, the passengers it is bought for, how many each."""
    where = f"{ACCEPTED}/SelectedOfferItem"
    tag = f"{where}/OfferItemRefID"
    item = ancillaries.read_item(chosen.offer_item_ref_id, context.caller, context.secret, tag=tag)
    if item.order_id != order_id:
        raise NdcOfferUnknown(NOT_THIS_ORDER, tag=tag)
    segment = segments.get(item.flight_id)
    if segment is None:
        raise NdcOfferUnknown("The item is for a flight this order does not fly", tag=tag)
    refs = list(chosen.pax_ref_id) or ([item.pax_id] if item.pax_id else [])
    if not refs:
        raise NdcRequestUnusable(
            "Name the passenger the item is for (PaxRefID)", tag=f"{where}/PaxRefID"
        )
    for ref in refs:
        if ref not in passengers or (item.pax_id is not None and ref != item.pax_id):
            raise NdcRequestUnusable(
                f"{ref!r} is not a passenger this item was offered to in this order "
                f"({item.pax_id or ', '.join(passengers)})",
                tag=f"{where}/PaxRefID",
            )
    qty = _qty(chosen, item.kind, f"{where}/SelectedALaCarteOfferItem/Qty")
    return item, segment, refs, qty


def _qty(chosen: SelectedOfferItemType, kind: str, tag: str) -> int:
    """How many of an item per passenger: ``SelectedALaCarteOfferItem/Qty`` (1 without it);
    a seat is one. ``SelectedSeat`` and ``SelectedBundleServices`` are not supported (a seat
    item names its seat; Tarmac offers no bundle)."""
    parent = tag.rsplit("/", 2)[0]
    if chosen.selected_seat is not None:
        raise NdcNotSupported(
            "SelectedSeat: a SeatAvailability item names its seat; accept the item of the seat",
            tag=f"{parent}/SelectedSeat",
        )
    if chosen.selected_bundle_services is not None:
        raise NdcNotSupported(
            "SelectedBundleServices: Tarmac offers no bundle",
            tag=f"{parent}/SelectedBundleServices",
        )
    a_la_carte = chosen.selected_ala_carte_offer_item
    qty = a_la_carte.qty if a_la_carte is not None else Decimal(1)
    if qty != qty.to_integral_value() or qty < 1 or (kind == "seat" and qty != 1):
        raise NdcRequestUnusable("Qty is a whole number from 1; a seat is bought once (1)", tag=tag)
    if qty > MAX_QTY:
        raise NdcRequestUnusable(f"At most {MAX_QTY} of a service per passenger", tag=tag)
    return int(qty)
