"""The catalogue of event types (spec 02 §6.1): what each means and the fields of its
payload, as the spec's table gives them, and the airline's changes to a booking (beyond the
spec). Webhook subscriptions name these types (``GET
/api/v1/notifications/outgoing-webhooks/event-types`` lists them); the rooms that emit an
event send at least these fields. Only these types reach webhooks and the events feed: the
internal events push notifications read (``flight.gate_changed``, ``flight.boarding_open``),
the one after which the worker e-mails a confirmation (``booking.confirmation_email``) and
every change of a flight's delay that airline changes follow (``flight.delay_changed``)
are not a contract."""

from dataclasses import dataclass


@dataclass(frozen=True)
class EventType:
    type: str
    description: str
    payload_fields: tuple[str, ...]


_BOOKING = (
    "booking_id",
    "booking_reference",
    "status",
    "total_amount",
    "currency",
    "passenger_count",
    "contact_email",
    "flight_id",
    "payment_status",
)

# an APIS passenger list's delivery (issue 36): no passenger data
_APIS = (
    "message_id",
    "flight_id",
    "flight_number",
    "destination_id",
    "country",
    "interchange_reference",
    "passenger_count",
    "attempts",
    "status_code",
)

EVENT_TYPES: tuple[EventType, ...] = (
    EventType(
        "booking.created",
        "After a booking is created (pending)",
        ("booking_id", "booking_reference", "total_amount", "currency", "expiry_date"),
    ),
    EventType(
        "booking.confirmed",
        "After successful payment (provider callback, wallet, external confirmation)",
        (*_BOOKING, "confirmed_at"),
    ),
    EventType(
        "booking.cancelled",
        "On cancellation; refund_amount when the booking was paid",
        (*_BOOKING, "cancelled_at", "refund_amount"),
    ),
    EventType(
        "booking.refunded",
        "After a refund (separate from the cancel)",
        ("booking_id", "refund_amount", "currency", "refunded_at"),
    ),
    EventType(
        "booking.expired",
        "A pending booking passed its payment window unpaid",
        ("booking_id", "expired_at"),
    ),
    # beyond the spec (issue 32): the new booking of an exchange was cancelled or lapsed
    # before its difference was paid, and the booking it replaced is valid again
    EventType(
        "booking.reinstated",
        "A booking an exchange replaced is valid again: the exchange's new booking was "
        "cancelled or lapsed before its difference was paid (beyond the spec)",
        (
            "booking_id",
            "booking_reference",
            "status",
            "total_amount",
            "currency",
            "contact_email",
            "flight_id",
            "payment_status",
            "reinstated_at",
            "cause",
            "exchange_booking_id",
            "exchange_booking_reference",
            "seats_lost",
        ),
    ),
    EventType(
        "flight.delayed",
        "A delay of 30 minutes or more",
        (
            "flight_id",
            "flight_number",
            "origin_iata",
            "destination_iata",
            "original_departure",
            "new_departure",
            "delay_minutes",
            "reason",
            "affected_passengers",
        ),
    ),
    EventType(
        "flight.cancelled", "The flight is cancelled", ("flight_id", "reason", "affected_bookings")
    ),
    EventType("flight.diverted", "A diversion", ("flight_id", "new_destination", "reason")),
    EventType("flight.departed", "After takeoff", ("flight_id", "actual_departure")),
    EventType("flight.arrived", "After landing", ("flight_id", "actual_arrival")),
    EventType(
        "passenger.checked_in",
        "Online or counter check-in",
        ("booking_id", "passenger_id", "seat", "terminal"),
    ),
    EventType(
        "passenger.boarded", "At the gate", ("booking_id", "passenger_id", "gate", "boarded_at")
    ),
    # beyond the spec (issue 36): a new signed boarding pass (BCBP version 8), first issued or
    # issued again after a correction of the name or document; issuing the same pass again
    # emits nothing
    EventType(
        "passenger.boarding_pass_issued",
        "A boarding pass was issued: its barcode signed by the key named (beyond the spec)",
        (
            "booking_id",
            "passenger_id",
            "flight_id",
            "checkin_id",
            "boarding_pass_id",
            "key_id",
            "issued_at",
        ),
    ),
    EventType(
        "passenger.no_show",
        "After departure, for a passenger who never boarded",
        ("booking_id", "passenger_id", "flight_id"),
    ),
    # beyond the spec (as Duffel's airline-initiated changes): the airline cancelled,
    # diverted or retimed a flight of the booking; the owner accepts, refunds or moves
    EventType(
        "booking.airline_change",
        "The airline cancelled, diverted or retimed a flight of the booking (beyond the spec)",
        (
            "booking_id",
            "booking_reference",
            "flight_id",
            "change_id",
            "kind",
            "removed",
            "added",
            "reason",
        ),
    ),
    EventType(
        "booking.airline_change_withdrawn",
        "The airline undid a pending change before it was answered (a delay back under the "
        "threshold, a diversion reversed, or replaced by a newer change of the flight); it "
        "can no longer be answered (beyond the spec)",
        ("booking_id", "booking_reference", "flight_id", "change_id", "kind", "reason"),
    ),
    # beyond the spec (issue 36): the EMDs of what is sold beside the fare and of fees paid
    EventType(
        "emd.issued",
        "An EMD was issued: EMD-A for a paid seat, offer or special request (with the "
        "tickets), EMD-S for a fee paid (beyond the spec)",
        (
            "emd_number",
            "emd_type",
            "booking_id",
            "passenger_id",
            "rfic",
            "rfisc",
            "service_code",
            "description",
            "coupon_number",
            "status",
            "amount",
            "currency",
            "ticket_number",
            "ticket_coupon_number",
            "issued_at",
        ),
    ),
    EventType(
        "emd.coupon_changed",
        "An EMD coupon's status changed: with its ticket coupon (used, refunded, exchanged, "
        "void, open again), or refunded by an ancillary refund (beyond the spec)",
        (
            "emd_number",
            "emd_type",
            "coupon_number",
            "booking_id",
            "rfisc",
            "from_status",
            "to_status",
            "amount",
            "currency",
            "changed_at",
        ),
    ),
    # beyond the spec (issue 36): an APIS passenger list reached its border authority, or
    # will not (refused, or its retries spent); no passenger data in the payload
    EventType(
        "apis.delivered",
        "An APIS passenger list (PAXLST) of an international flight was accepted by the "
        "border authority it was sent to (beyond the spec)",
        (*_APIS, "delivered_at"),
    ),
    EventType(
        "apis.failed",
        "An APIS passenger list was refused by its border authority, or not accepted within "
        "its retries; staff make it again (beyond the spec)",
        (*_APIS, "failed_at", "error"),
    ),
    EventType(
        "api.deprecated",
        "An endpoint is marked deprecated (only when the airline enabled it)",
        ("path", "method", "since", "sunset", "successor"),
    ),
)

BY_TYPE = {event.type: event for event in EVENT_TYPES}
# every type, for a subscription that wants them all
WILDCARD = "*"


def is_known(event_type: str) -> bool:
    return event_type in BY_TYPE
