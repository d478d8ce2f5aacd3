"""OrderChangeNotif: an airline change of an agency's booking (``booking.airline_change``:
a flight cancelled, diverted or retimed past the airline's threshold; or its withdrawal) as
IATA NDC 21.3 ``IATA_OrderChangeNotifRQ``, the body of the agency's ``ndc`` webhook
deliveries (``tarmac.webhooks.formats``; registered by ``tarmac.ndc.tasks``).

What it says, from the change ``disruptions`` recorded on the booking:

- ``DistributionChain``: the airline (``Carrier``, its ``OwnerCode``) and the agency
  (``Seller``: its partner id and name).
- One ``ChangeOperation``: ``ChangeTypeCode`` ``INVOLUNTARY``, ``ReasonCode`` the kind
  (``CANCELLED``, ``DIVERTED``, ``RETIMED``), ``ChangeDateTime`` when it was recorded.
  ``Old``: the order (``OrderID`` the booking's id, ``BookingRef`` its reference) and the
  segment as sold (``DataLists``: flight, airports, times on their airports' clocks).
  ``New``: the order, the segment as it is now (none for a cancellation: the flight will
  not fly), the airline's reason as a ``Warning``, and one ``OrderItem`` whose
  ``OrderItemID`` is the change's id, carrying the choices as ``SellerFollowUpAction``:
  ``ActionCode`` ``ACCEPT`` (not for a cancellation), ``REFUND``, ``MOVE``: the JSON API's
  ``POST /api/v1/bookings/{OrderID}/airline-changes/{OrderItemID}/accept|refund|move``
  (``WebAddressURI`` is that change's path; ``.../flights`` lists where it may move);
  ``ActionTimeLimitDateTime`` when the airline answers for the agency, and what it then
  does (``ConsequenceOfInactionCode``: a retime or diversion accepted once the flight has
  left, a cancellation refunded in full once its departure time has passed).
- ``OrderVersionNumber``: the change's rank among the booking's airline changes (Tarmac
  keeps no order version).

A change the airline withdraws before it is answered (``booking.airline_change_withdrawn``:
the delay went back under the threshold, the diversion was reversed, a newer change
replaced it) is notified too: ``ReasonCode`` ``WITHDRAWN``, ``Old`` the segment the change
had announced, ``New`` the same ``OrderItem`` with ``ActionInd`` false and no action, and
why as a ``Warning`` (``Code``: ``delay_under_threshold``, ``diversion_reversed`` or
``superseded``, the JSON API's ``withdrawn_reason``).

The order as it is now is not repeated (no ``CurrentOrder``): ``OrderRetrieve`` gives it."""

import uuid
from datetime import datetime
from typing import Any

from lxml import etree
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from xsdata.models.datatype import XmlDateTime

from tarmac.bookings.models import Booking
from tarmac.content import service as content
from tarmac.disruptions import service as disruptions
from tarmac.disruptions.models import BookingChange
from tarmac.events.models import OutboxEvent
from tarmac.ndc import codec, itinerary
from tarmac.ndc.airline import NO_PROFILE
from tarmac.ndc.bindings import (
    BookingRefType,
    ChangeDetailsType,
    ChangeGroupType,
    ChangeOperationGroupType,
    ChangeOperationType,
    ChangesToOrderItemType,
    ChangesToOrderType,
    ConsequenceOfInactionCodeContentType,
    DatedMarketingSegmentListType,
    DatedMarketingSegmentType,
    DatedOperatingSegmentListType,
    DatedOperatingSegmentType,
    DistributionChainLinkType,
    DistributionChainRoleCodeContentType,
    DistributionChainType,
    IataOrderChangeNotifRq,
    OptionalDataListsType,
    OptionalPaxSegmentListType,
    OrderChangeNotifType,
    ParticipatingOrgType,
    PaxSegmentType,
    SellerFollowUpActionType,
    TransportPointType,
    WarningType,
)
from tarmac.ndc.route import payload_attributes
from tarmac.partners.models import Partner

MESSAGE = "OrderChangeNotifRQ"
EVENT = "booking.airline_change"
WITHDRAWN_EVENT = "booking.airline_change_withdrawn"
EVENTS = (EVENT, WITHDRAWN_EVENT)
WITHDRAWN = "WITHDRAWN"
CHANGE_TYPE = "INVOLUNTARY"
# the answers ``disruptions`` offers, by kind of change (``disruptions.service``)
ACCEPT, REFUND, MOVE = "ACCEPT", "REFUND", "MOVE"
CHOICES = {
    "cancelled": (REFUND, MOVE),
    "diverted": (ACCEPT, REFUND, MOVE),
    "retimed": (ACCEPT, REFUND, MOVE),
}
INACTION = {
    "cancelled": ConsequenceOfInactionCodeContentType.AUTO_CANCELLATION,
    "diverted": ConsequenceOfInactionCodeContentType.AUTO_ACCEPTANCE,
    "retimed": ConsequenceOfInactionCodeContentType.AUTO_ACCEPTANCE,
}


class NotifInvalid(RuntimeError):
    """A notification that would break IATA's schema is never sent: the worker's handler
    fails and the event is tried again (and seen in its ``last_error``)."""


def changes_path(booking_id: uuid.UUID, change_id: uuid.UUID) -> str:
    return f"/api/v1/bookings/{booking_id}/airline-changes/{change_id}"


def _when(text: str) -> XmlDateTime:
    return XmlDateTime.from_datetime(datetime.fromisoformat(text))


def _segment_lists(segment: dict[str, Any], segment_id: str) -> OptionalDataListsType:
    """The segment (a ``disruptions`` ``ChangedSegment``) as ``DataLists``: its pax segment,
    marketing segment and operating segment."""
    carrier, number = itinerary.carrier_and_number(str(segment["flight_number"]))
    return OptionalDataListsType(
        dated_marketing_segment_list=DatedMarketingSegmentListType(
            dated_marketing_segment=[
                DatedMarketingSegmentType(
                    arrival=TransportPointType(
                        aircraft_scheduled_date_time=_when(segment["arrival"]),
                        iata_location_code=segment["destination_iata"],
                    ),
                    carrier_desig_code=carrier,
                    dated_marketing_segment_id=f"M{segment_id}",
                    dated_operating_segment_ref_id=f"O{segment_id}",
                    dep=TransportPointType(
                        aircraft_scheduled_date_time=_when(segment["departure"]),
                        iata_location_code=segment["origin_iata"],
                    ),
                    marketing_carrier_flight_number_text=number,
                )
            ]
        ),
        dated_operating_segment_list=DatedOperatingSegmentListType(
            dated_operating_segment=[
                DatedOperatingSegmentType(
                    carrier_desig_code=carrier,
                    dated_operating_segment_id=f"O{segment_id}",
                    operating_carrier_flight_number_text=number,
                )
            ]
        ),
        pax_segment_list=OptionalPaxSegmentListType(
            pax_segment=[
                PaxSegmentType(
                    dated_marketing_segment_ref_id=f"M{segment_id}", pax_segment_id=segment_id
                )
            ]
        ),
    )


def _order(booking: Booking, owner: str, items: list[ChangesToOrderItemType]) -> ChangesToOrderType:
    return ChangesToOrderType(
        booking_ref=[BookingRefType(booking_id=booking.booking_reference)],
        order_id=str(booking.id),
        order_item=items,
        owner_code=owner,
    )


def _choices(change: BookingChange, owner: str) -> ChangesToOrderItemType:
    return ChangesToOrderItemType(
        order_item_id=str(change.id),
        owner_code=owner,
        seller_follow_up_action=SellerFollowUpActionType(
            action_code=list(CHOICES[change.kind]),
            action_ind=change.status == "pending",
            action_time_limit_date_time=XmlDateTime.from_datetime(change.due_at),
            consequence_of_inaction_code=INACTION[change.kind],
        ),
        web_address_uri=changes_path(change.booking_id, change.id),
    )


async def _owner_code(session: AsyncSession, flight_number: str) -> str:
    """The airline profile's designator, else the one its flight numbers carry."""
    return await content.airline_code(session) or flight_number[:2] or NO_PROFILE


def _recorded(booking: Booking, change: BookingChange, owner: str) -> ChangeOperationType:
    """A change recorded: the segment as sold and as it is now, and the choices."""
    segment_id = _segment_id(booking, change)
    warnings = [WarningType(desc_text=change.reason, lang_code="EN")] if change.reason else []
    return ChangeOperationType(
        change_date_time=XmlDateTime.from_datetime(change.created_at),
        change_type_code=CHANGE_TYPE,
        new=ChangeDetailsType(
            data_lists=(
                _segment_lists(change.added, segment_id) if change.added is not None else None
            ),
            order=[_order(booking, owner, [_choices(change, owner)])],
            warning=warnings,
        ),
        old=ChangeDetailsType(
            data_lists=_segment_lists(change.removed, segment_id),
            order=[_order(booking, owner, [])],
        ),
        reason_code=change.kind.upper(),
    )


def _withdrawn(booking: Booking, change: BookingChange, owner: str) -> ChangeOperationType:
    """A change the airline withdrew before it was answered: the segment it had announced,
    the same order item with no action left, and why (``Warning``: ``Code`` the
    ``withdrawn_reason``)."""
    reason = change.withdrawn_reason or ""
    item = ChangesToOrderItemType(
        order_item_id=str(change.id),
        owner_code=owner,
        seller_follow_up_action=SellerFollowUpActionType(action_ind=False),
        web_address_uri=changes_path(change.booking_id, change.id),
    )
    because = disruptions.WITHDRAWN_BECAUSE.get(reason, "the flight no longer bears it")
    return ChangeOperationType(
        change_date_time=XmlDateTime.from_datetime(change.decided_at or change.updated_at),
        change_type_code=CHANGE_TYPE,
        new=ChangeDetailsType(
            order=[_order(booking, owner, [item])],
            warning=[
                WarningType(
                    code=reason or None,
                    desc_text=f"The airline withdrew this change: {because}",
                    lang_code="EN",
                )
            ],
        ),
        old=ChangeDetailsType(
            data_lists=(
                _segment_lists(change.added, _segment_id(booking, change))
                if change.added is not None
                else None
            ),
            order=[_order(booking, owner, [])],
        ),
        reason_code=WITHDRAWN,
    )


def _segment_id(booking: Booking, change: BookingChange) -> str:
    return "SEG2" if change.flight_id == booking.return_flight_id else "SEG1"


async def order_change_notif(
    session: AsyncSession, event: OutboxEvent
) -> IataOrderChangeNotifRq | None:
    """The notification of one ``booking.airline_change`` or
    ``booking.airline_change_withdrawn`` event (see the module); None when its booking is
    gone (deleted with its changes) or is no agency's."""
    change = await session.get(BookingChange, uuid.UUID(str(event.payload["change_id"])))
    booking = await session.get(Booking, uuid.UUID(str(event.payload["booking_id"])))
    if change is None or booking is None or booking.partner_id is None:
        return None
    partner = await session.get(Partner, booking.partner_id)
    rank = await session.scalar(
        select(func.count())
        .select_from(BookingChange)
        .where(
            BookingChange.booking_id == booking.id,
            BookingChange.created_at <= change.created_at,
        )
    )
    owner = await _owner_code(session, str(change.removed["flight_number"]))
    if event.type == WITHDRAWN_EVENT:
        operation = _withdrawn(booking, change, owner)
    else:
        operation = _recorded(booking, change, owner)
    attributes = payload_attributes(str(change.id))
    attributes.trx_id = str(event.id)
    return IataOrderChangeNotifRq(
        distribution_chain=DistributionChainType(
            distribution_chain_link=[
                DistributionChainLinkType(
                    ordinal=1,
                    org_role=DistributionChainRoleCodeContentType.CARRIER,
                    participating_org=ParticipatingOrgType(org_id=owner),
                ),
                DistributionChainLinkType(
                    ordinal=2,
                    org_role=DistributionChainRoleCodeContentType.SELLER,
                    participating_org=ParticipatingOrgType(
                        name=partner.name if partner is not None else None,
                        org_id=str(booking.partner_id),
                    ),
                ),
            ]
        ),
        notification=OrderChangeNotifType(
            change_group=[
                ChangeGroupType(
                    change_operation_group=[
                        ChangeOperationGroupType(
                            change_operation=[operation], order_version_number=rank or 1
                        )
                    ]
                )
            ]
        ),
        payload_attributes=attributes,
    )


async def render(session: AsyncSession, event: OutboxEvent) -> bytes | None:
    """The body of an ``ndc`` delivery of ``event``: its ``OrderChangeNotifRQ``, checked
    against IATA's schema before it goes; None for an event it does not carry, or whose
    booking is gone."""
    document = await order_change_notif(session, event) if event.type in EVENTS else None
    if document is None:
        return None
    body = codec.write(document)
    found = codec.problems(MESSAGE, etree.fromstring(body))
    if found:
        raise NotifInvalid(f"The {MESSAGE} would break IATA's schema at {found[0].text()}")
    return body
